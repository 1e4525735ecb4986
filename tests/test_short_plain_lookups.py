"""description-too-short on a plain lookup: a read or a computation with nothing to explain (no
parameters, one id, numbers only) whose short text is more than a label and which no tool in
its set could be taken for is info; a bare label ("查询订单", "耐力分数"), a tool beside a
confusable neighbour (`get_activity` next to `get_activity_gear`), a tool with other inputs and
a state change keep the warning. English and Chinese."""

from __future__ import annotations

import pytest

from support import make_tool, obj
from workbench import lint


def _short(tools, name):
    report = lint(tools, config=False, select=["description-too-short"])
    return [f for f in report.findings if f.tool == name]


_ID = obj({"trip_id": {"type": "string", "description": "Trip id from list_trips."}}, required=["trip_id"])


@pytest.mark.parametrize("tool", [
    make_tool(name="count_invoices", description="账户内发票总数", parameters=obj({})),
    make_tool(name="get_trip_receipt", description="行程对应的电子发票", parameters=_ID),
    make_tool(name="calc_multiply", description="Multiplies two numbers.",
              parameters=obj({"a": {"type": "number"}, "b": {"type": "number"}})),
    make_tool(name="list_currencies", description="All supported currencies.", parameters=obj({})),
])
def test_a_plain_lookup_with_a_short_text_is_info(tool):
    other = make_tool(name="list_trips", description="列出当前用户的全部行程，按出发时间倒序。",
                      parameters=obj({}))
    found = _short([tool, other], tool.name)
    assert found and all(f.severity == "info" for f in found)


@pytest.mark.parametrize("tools,name", [
    ([make_tool(name="get_order", description="查询订单", parameters=obj({}))], "get_order"),
    ([make_tool(name="get_trip", description="行程基础信息（原始）", parameters=_ID),
      make_tool(name="get_trip_receipt", description="行程对应的电子发票", parameters=_ID)], "get_trip"),
    ([make_tool(name="get_trip_split_summaries", description="行程分段汇总数据", parameters=_ID),
      make_tool(name="get_trip_typed_splits", description="行程分类型的分段", parameters=_ID)],
     "get_trip_split_summaries"),
    ([make_tool(name="get_sleep_score", description="Sleep score values.",
                parameters=obj({"start_date": {"type": "string"}, "end_date": {"type": "string"}}))],
     "get_sleep_score"),
    ([make_tool(name="unmute_host", description="Unmute host.",
                parameters=obj({"host_id": {"type": "string"}}))], "unmute_host"),
])
def test_labels_neighbours_inputs_and_changes_keep_the_warning(tools, name):
    found = _short(tools, name)
    assert found and any(f.severity == "warning" for f in found)
