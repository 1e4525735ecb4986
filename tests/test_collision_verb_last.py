"""near-duplicate-tools for object-first names (`orders_search` / `orders_find`): the same
action on the same object with the same parameters competes; a system prefix with other
parameters (`kubectl_get` / `kubectl_describe`) does not. English and Chinese descriptions."""

from __future__ import annotations

import pytest

from support import make_tool, obj
from workbench.linter.engine import lint
from workbench.model import ToolSet


def _near_duplicates(tools):
    report = lint(ToolSet(tuple(tools)), config=False, select=["near-duplicate-tools"])
    return [f.message for f in report.findings]

_FILTERS = obj({"keyword": {"type": "string", "description": "Keyword."},
                "status": {"type": "string", "enum": ["open", "closed"], "description": "Status."},
                "limit": {"type": "integer", "minimum": 1, "maximum": 50, "description": "Rows."}})


@pytest.mark.parametrize("a,b", [
    (("tickets_search", "Search the user's support tickets by keyword and status; returns id, "
                        "title and status. Read-only."),
     ("tickets_find", "Find the user's support tickets by keyword, filtered by status; returns "
                      "id, title and status.")),
    (("orders_search", "按关键词和状态搜索当前用户的订单，返回订单号、金额和状态。只读。"),
     ("orders_find", "根据关键词查找当前用户的订单，可按状态过滤，返回订单号、金额和状态。")),
    (("invoices_get", "Returns one invoice by keyword."),
     ("invoices_fetch", "Fetches the invoice matching the keyword.")),
])
def test_object_first_names_with_the_same_action_and_inputs_compete(a, b):
    tools = [make_tool(name=n, description=d, parameters=_FILTERS) for n, d in (a, b)]
    (message,) = _near_duplicates(tools)
    assert "same action on the same object" in message


def test_a_system_prefix_with_other_inputs_does_not_compete():
    get = make_tool(name="kubectl_get", description="Get or list Kubernetes resources.",
                    parameters=obj({"resourceType": {"type": "string", "description": "Kind."},
                                    "output": {"type": "string", "description": "Output format."}}))
    describe = make_tool(name="kubectl_describe", description="Describe a Kubernetes resource.",
                         parameters=obj({"resourceType": {"type": "string", "description": "Kind."},
                                         "name": {"type": "string", "description": "Name."}}))
    assert _near_duplicates([get, describe]) == []
