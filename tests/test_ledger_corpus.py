"""Every tool of the shared corpora gets a ledger without an exception (issue 3 §5), and the MCP
corpus converts to strict schemas that pass the strict-compat rules tool by tool."""

from __future__ import annotations

import json
import os
import random

import pytest

from workbench.constraints import ledger
from workbench.loading import load
from workbench.model import ToolSet
from workbench.profiles import STATUSES
from workbench.strict import to_strict

pytestmark = pytest.mark.corpus


def _sample(toolset, n):
    """The whole corpus locally; a fixed sample when CI is set (keeps the suite fast)."""
    if not os.environ.get("CI") or len(toolset) <= n:
        return toolset
    tools = random.Random(0).sample(list(toolset.tools), n)
    return ToolSet(tuple(tools), toolset.problems)


def test_every_corpus_tool_gets_a_ledger(corpora):
    files = sorted(corpora.rglob("*.jsonl"))
    assert files
    total = 0
    for path in files:
        toolset = _sample(load(str(path)), 600)
        led = ledger(toolset)
        total += len(toolset)
        assert set(led.summary()) == set(toolset.names()), path
        for row in led.rows:
            assert row.enforced_by in ("schema", "advisory", "executor")
            assert row.source in ("keyword", "prose", "heuristic")
            assert set(row.providers.values()) <= set(STATUSES)
        json.loads(led.to_json())  # JSON-able values throughout
    assert total > 1000


# Set-level limits (how many strict tools share one request) and recursion under Anthropic strict
# are not a single tool's conversion problem: the converter does not unroll recursive `$ref`s.
_NOT_PER_TOOL = {"strict-request-limits", "strict-recursive-ref"}


@pytest.mark.parametrize("provider", ["openai-strict", "anthropic-strict"])
def test_mcp_corpus_converts_to_strict_compatible_schemas(corpora, provider):
    from workbench.linter.engine import lint

    toolset = _sample(load(str(corpora / "mcp" / "tools.jsonl")), 300)
    converted = ToolSet(tuple(to_strict(t, provider).tool for t in toolset))
    report = lint(converted, profiles=[provider], select=["strict-compat"], config=False)
    bad = [f for f in report.findings
           if f.severity in ("error", "warning") and f.rule not in _NOT_PER_TOOL]
    assert bad == [], [f.to_dict() for f in bad[:5]]
