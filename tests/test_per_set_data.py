"""What the tool pass builds once per set is let go when the lint ends: the set itself (and the
temporary file its packed tools live in) is not kept alive by a rule's cache."""

from __future__ import annotations

import gc
import weakref

import workbench
from workbench.linter.context import _tool_names
from workbench.linter.rules.prose_facts import set_names
from workbench.linter.rules.short_descriptions import _OBJECT_INDEX

TOOLS = [{"name": "search_orders", "description": "Search orders. Pass `customerRef` to narrow it.",
          "parameters": {"type": "object", "properties": {"query": {"type": "string"}}}},
         {"name": "get_order", "description": "Get one order by id.",
          "parameters": {"type": "object", "properties": {"order_id": {"type": "string"}}}}]


def test_a_lint_keeps_no_set_alive_through_the_per_set_indexes():
    toolset = workbench.load(TOOLS)
    report = workbench.lint(toolset)
    assert any(f.rule == "prose-unknown-parameter" for f in report.findings)  # set_names was used
    assert len(set_names) == len(_tool_names) == len(_OBJECT_INDEX) == 0
    ref = weakref.ref(toolset)
    del toolset, report
    gc.collect()
    assert ref() is None
