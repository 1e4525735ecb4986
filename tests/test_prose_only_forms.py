"""prose-only-constraint reads value lists and thresholds: a list naming a form ("YYYY-MM-DD",
"today" or a range) or beside a `pattern` is no closed set, positions glossed for an index
(0 = the first sheet) are examples, and "if more than N are given" is no lower bound."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _tool(prop, desc="Query records."):
    return make_tool(name="records_query", description=desc, parameters=obj({"f": prop}))


@pytest.mark.parametrize("prop", [
    {"type": "string", "description": 'Due filter: "YYYY-MM-DD", "today", "yesterday", or a span '
                                      '"YYYY-MM-DD..YYYY-MM-DD"'},
    {"type": "string", "description": '截止日期："yyyy/MM/dd"、"今天" 或 "明天"'},
    {"type": "string", "pattern": "^(today|tomorrow|\\d{4}-\\d{2}-\\d{2})$",
     "description": 'Day: "today", "tomorrow" or an exact day'},
])
def test_a_list_of_forms_is_no_enum(prop):
    assert all("enum" not in h.message for h in hits("prose-only-constraint", _tool(prop)))


def test_a_plain_closed_list_still_gets_its_enum():
    prop = {"type": "string", "description": 'Period: "today", "yesterday" or "tomorrow".'}
    (h,) = hits("prose-only-constraint", _tool(prop))
    assert h.fix and h.fix[0]["value"] == ["today", "yesterday", "tomorrow"]


@pytest.mark.parametrize("name,desc", [
    ("sheet_index", "Sheet index, counted from 0. 0 = the first sheet, 1 = the second sheet."),
    ("slide_no", "幻灯片序号：0 表示第一张，1 表示第二张"),
])
def test_glossed_positions_of_an_index_are_examples(name, desc):
    tool = make_tool(name="deck_edit", description="Edit a deck.",
                     parameters=obj({name: {"type": "integer", "description": desc}}))
    assert all("enum" not in h.message for h in hits("prose-only-constraint", tool))


def test_a_closed_integer_code_list_still_gets_its_enum():
    tool = make_tool(name="deck_edit", description="Edit a deck.", parameters=obj({"mode": {
        "type": "integer", "description": "Mode: 0 = draft, 1 = final. Must be 0 or 1."}}))
    found = [h for h in hits("prose-only-constraint", tool) if "enum" in h.message]
    assert found


@pytest.mark.parametrize("desc", [
    "Up to 5 order IDs (maximum 5 IDs). If more than 5 IDs are provided, only the first 5 are used.",
    "订单号列表（最多 5 个）。如果超过 5 个订单号，只处理前 5 个。",
])
def test_an_if_more_than_threshold_is_no_lower_bound(desc):
    tool = make_tool(name="orders_check", description="Check orders.", parameters=obj({"ids": {
        "type": "array", "maxItems": 5, "items": {"type": "string"}, "description": desc}}))
    assert all("minItems" not in h.message for h in hits("prose-only-constraint", tool))


def test_a_stated_lower_bound_is_still_reported():
    tool = make_tool(name="orders_check", description="Check orders.", parameters=obj({"ids": {
        "type": "array", "maxItems": 5, "items": {"type": "string"},
        "description": "Order IDs; give at least 2 IDs."}}))
    assert any("minItems" in h.message for h in hits("prose-only-constraint", tool))


@pytest.mark.parametrize("desc", [
    "Rows to return, at most 100 (larger values are clamped).",
    "返回条数，最大 1000（仅对原始日志有效）。",
])
def test_a_clamped_or_scoped_bound_is_said_without_a_patch(desc):
    tool = make_tool(name="logs_search", description="Search logs.",
                     parameters=obj({"limit": {"type": "integer", "description": desc}}))
    found = [h for h in hits("prose-only-constraint", tool) if "maximum" in h.message]
    assert found and all(h.fix is None for h in found)


def test_a_plain_bound_keeps_its_patch():
    tool = make_tool(name="logs_search", description="Search logs.",
                     parameters=obj({"limit": {"type": "integer", "description": "返回条数，最大 1000。"}}))
    (h,) = [h for h in hits("prose-only-constraint", tool) if "maximum" in h.message]
    assert h.fix and h.fix[0]["value"] == 1000
