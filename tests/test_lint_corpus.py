"""Every tool of every corpus file (~11,000 real definitions) lints without an exception and
without a rule crash. Under CI a deterministic sample of each file is linted (the whole run is
`bench/lint_corpus.py`'s job)."""

from __future__ import annotations

import os

import pytest

from workbench.linter.engine import lint
from workbench.loading import load
from workbench.model import ToolSet

SAMPLE = 300


def corpus_files(root):
    return sorted(p for p in root.rglob("*.jsonl"))


def test_every_corpus_tool_lints_without_a_crash(corpora):
    files = corpus_files(corpora)
    assert files, "no corpus files found"
    total = 0
    crashes: list[str] = []
    for path in files:
        toolset = load(str(path))
        tools = toolset.tools
        if os.environ.get("CI") and len(tools) > SAMPLE:
            step = len(tools) / SAMPLE
            tools = tuple(tools[int(i * step)] for i in range(SAMPLE))
        for profiles in (None, ["openai-strict", "anthropic-strict", "gemini", "mcp", "openai"]):
            report = lint(ToolSet(tools), profiles=profiles, config=False)
            assert set(report.scores) == {t.name for t in tools}
            crashes += [f"{path.name}: {f.tool}: {f.message}" for f in report.findings
                        if f.category == "schema-error" and "crashed" in f.message]
        total += len(tools)
    assert total >= (len(files) * 5 if os.environ.get("CI") else 10_000)
    assert not crashes, f"{len(crashes)} rule crashes, first ones:\n" + "\n".join(crashes[:15])


@pytest.mark.parametrize("fmt", ["json", "sarif", "text"])
def test_corpus_renderings_do_not_fail(corpora, fmt):
    toolset = load(str(corpora / "mcp" / "tools.jsonl"))
    report = lint(ToolSet(toolset.tools[:200]), config=False)
    out = {"json": report.to_json, "sarif": report.to_sarif, "text": report.to_text}[fmt]()
    assert out
