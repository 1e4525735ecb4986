"""prose-only-constraint on one end of a time range: "Start of the time range (ISO 8601)" or
"时间范围的开始时间（ISO 8601）" is one date, so its stated form is a format to declare; "a date
or a date range" still takes a range, which a format would reject, and stays silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _tool(doc: str):
    return make_tool(name="list_overrides", description=doc,
                     parameters=obj({"schedule_id": {"type": "string",
                                                     "description": "Schedule id from list_schedules."},
                                     "since": {"type": "string"}, "until": {"type": "string"}},
                                    required=["schedule_id", "since", "until"]))


@pytest.mark.parametrize("doc", [
    "List overrides within a time range.\n\nArgs:\n    since: Start of the time range (ISO 8601, required)\n"
    "    until: End of the time range (ISO 8601, required)\n",
    "List overrides.\nArgs:\n    since: date range start, ISO 8601\n    until: date range end, ISO 8601\n",
    "列出排班覆盖。\n参数:\n  since: 时间范围的开始时间（ISO 8601）\n  until: 时间范围的结束时间（ISO 8601）\n",
])
def test_one_end_of_a_range_gets_its_format(doc):
    found = {h.path for h in hits("prose-only-constraint", _tool(doc))}
    assert found == {"/properties/since", "/properties/until"}


@pytest.mark.parametrize("doc", [
    "List overrides.\nArgs:\n    since: a date or a date range, ISO 8601\n"
    "    until: a date or a date range, ISO 8601\n",
    "列出排班覆盖。\n参数:\n  since: 日期或日期范围（ISO 8601）\n  until: 日期或日期范围（ISO 8601）\n",
])
def test_a_value_that_may_be_a_range_stays_silent(doc):
    assert hits("prose-only-constraint", _tool(doc)) == []
