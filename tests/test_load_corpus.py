"""Every record of every corpus `.jsonl` loads without an exception, and every tool's parameters
is a `{"type": "object", ...}` dict or carries a note saying why not (issue 2 §4)."""

from __future__ import annotations

import json

import pytest

from workbench.loading import load

pytestmark = pytest.mark.corpus


def test_every_corpus_record_loads(corpora):
    files = sorted(corpora.rglob("*.jsonl"))
    assert files, "no .jsonl in the corpora"
    total = 0
    for path in files:
        records = sum(1 for line in path.read_text(encoding="utf-8").splitlines() if line.strip())
        ts = load(path)
        assert ts.problems == (), (path, ts.problems[:3])
        assert len(ts) == records, path
        for tool in ts:
            assert isinstance(tool.parameters, dict), tool
            noted = any(n.rule in ("schema-error", "nonstandard-construct") for n in tool.notes)
            assert tool.parameters.get("type") == "object" or noted, tool
            assert tool.origin.file == str(path) and tool.origin.line is not None
        total += len(ts)
    assert total > 10_000


def test_every_corpus_tool_gets_loading_rule_results_without_an_exception(corpora):
    from workbench.linter.catalogue import ToolContext, all_rules

    rules = [all_rules()[r] for r in ("schema-error", "nonstandard-construct")]
    counts = {r.id: 0 for r in rules}
    for path in sorted(corpora.rglob("*.jsonl")):
        for tool in load(path):
            ctx = ToolContext(tool)
            for r in rules:
                counts[r.id] += len(list(r.check(tool, ctx)))
    # BFCL alone has 3,842 "dict" types; the corpora's schemas are otherwise almost all valid
    assert counts["nonstandard-construct"] > 3_842
    assert counts["schema-error"] < 20


def test_bfcl_record_normalised_exactly(corpora):
    first = json.loads((corpora / "bfcl" / "functions.jsonl").read_text(encoding="utf-8").splitlines()[0])
    tool = load(corpora / "bfcl" / "functions.jsonl")[0]
    assert tool.raw == first["tool"] and tool.source_format == "bfcl"
    assert tool.parameters["type"] == "object"
    assert all(p["type"] in ("number", "string", "integer", "boolean", "array", "object")
               for p in tool.parameters["properties"].values() if "type" in p)
