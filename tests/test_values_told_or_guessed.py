"""Values whose form the tool already tells, or whose kind only a guess would give (the eleventh
collection's noisy and wrong findings of the value rules). English and Chinese, each with a
look-alike that must behave the other way:

- `param-datetime-unclear`: a date whose form the tool's parameter block or a tool-text sentence
  naming it gives ("tradeDate : str\\n交易日期，格式 yyyy-MM-dd；例：2025-03-04") is told.
- `prose-only-constraint`: "ISO 8601" with only a noun of the sentence ("Due date (ISO 8601
  format)") does not say date or date and time: info, naming both formats; "this or
  environment_name" names fields (the field itself and another), not values.
- `type-string-for-number`: an `offset` string the text never calls a number may be the
  service's paging token (info); a string shown with a worded example is text, not a count.
"""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _dated(description, props):
    return make_tool(name="stock_history", description=description, parameters=obj(props))


# --- param-datetime-unclear -------------------------------------------------------------------

_BLOCK_ZH = ("成交历史。\n\n    参数\n    ----\n    tradeDate : str, 必填\n        交易日期，格式 yyyy-MM-dd；"
             "例：2025-03-04\n    返回\n    ----\n    dict\n")
_BLOCK_EN = ("Trade history.\n\n    Args:\n        tradeDate (str): trade date, format yyyy-MM-dd, "
             "e.g. 2025-03-04\n")


@pytest.mark.parametrize("description", [_BLOCK_ZH, _BLOCK_EN])
def test_a_date_whose_entry_in_the_tool_text_gives_its_form_is_told(description):
    tool = _dated(description, {"tradeDate": {"type": "string", "title": "Tradedate"}})
    assert [h for h in hits("param-datetime-unclear", tool) if h.severity != "info"] == []


@pytest.mark.parametrize("description", [
    "成交历史。\n\n    参数\n    ----\n    tradeDate : str, 必填\n        交易日期\n",
    "Trade history.\n\n    Args:\n        tradeDate (str): the trade date\n",
])
def test_a_date_whose_entry_gives_no_form_is_still_asked(description):
    tool = _dated(description, {"tradeDate": {"type": "string", "description": "交易日期" if "成交" in
                                              description else "The trade date"}})
    found = hits("param-datetime-unclear", tool)
    assert len(found) == 1 and "YYYY-MM-DD" in found[0].message


# --- prose-only-constraint: ISO 8601 without its kind --------------------------------------------

@pytest.mark.parametrize("text", [
    "Due date for the card (ISO 8601 format)",
    "Show commits more recent than a specific date (ISO 8601 format).",
    "截止日期，ISO 8601 格式",
])
def test_iso_8601_with_only_a_noun_is_info_and_names_both_formats(text):
    tool = make_tool(name="card_update", description="Update a card.",
                     parameters=obj({"dueDate": {"type": "string", "description": text}}))
    found = hits("prose-only-constraint", tool)
    assert len(found) == 1 and found[0].severity == "info" and found[0].fix is None
    assert "'date-time'" in found[0].message and "'date'" in found[0].message


@pytest.mark.parametrize("text,fmt", [
    ("ISO 8601 date string", "date"),
    ("The end time of the item in ISO8601 format", "date-time"),
    ("开始时间，ISO 8601 格式", "date-time"),
    ("The start date of the period in the ISO 8601 format (e.g., '2023-04-01').", "date"),
    ("开始日期，ISO 8601 格式，例如 2024-01-01", "date"),
])
def test_iso_8601_whose_kind_is_said_keeps_its_advice(text, fmt):
    tool = make_tool(name="task_search", description="Search tasks.",
                     parameters=obj({"after": {"type": "string", "description": text}}))
    found = hits("prose-only-constraint", tool)
    assert len(found) == 1 and found[0].severity != "info" and f"`format: '{fmt}'`" in found[0].message


# --- prose-only-constraint: the field itself beside another field --------------------------------

@pytest.mark.parametrize("uuid_text,name_text", [
    ("Create: this or environment_name. Move: the target environment.", "Create: this or environment_uuid"),
    ("创建时：本字段或 environment_name", "创建时：本字段或 environment_uuid"),
])
def test_this_or_another_field_is_no_value_list(uuid_text, name_text):
    tool = make_tool(name="service_manage", description="Manage a service.", parameters=obj({
        "environment_uuid": {"type": "string", "description": uuid_text},
        "environment_name": {"type": "string", "description": name_text}}))
    assert [h for h in hits("prose-only-constraint", tool) if "enum" in h.message] == []


@pytest.mark.parametrize("text", ["Allowed values: this, all.", "可选值：this、all"])
def test_this_as_one_value_of_a_list_is_still_a_value(text):
    tool = make_tool(name="cache_clear", description="Clear the cache.", parameters=obj({
        "apply_to": {"type": "string", "description": text},
        "environment_name": {"type": "string", "description": "Environment name."}}))
    found = [h for h in hits("prose-only-constraint", tool) if "enum" in h.message]
    assert len(found) == 1 and "'this'" in found[0].message


# --- type-string-for-number ----------------------------------------------------------------------

def _listing(props):
    return make_tool(name="list_comments", description="List comments on a record.", parameters=obj(props))


@pytest.mark.parametrize("name,text", [
    ("offset", "Offset for pagination"),
    ("offset", "翻页位置"),
])
def test_a_paging_position_never_called_a_number_is_info(name, text):
    found = hits("type-string-for-number", _listing({name: {"type": "string", "description": text}}))
    assert len(found) == 1 and found[0].severity == "info"


@pytest.mark.parametrize("name,text", [
    ("offset", "Number of records to skip"),
    ("offset", "跳过的条数"),
    ("page", "Page of results to return."),
])
def test_a_paging_position_called_a_number_stays_shown(name, text):
    found = hits("type-string-for-number", _listing({name: {"type": "string", "description": text}}))
    assert len(found) == 1 and found[0].severity is None


@pytest.mark.parametrize("text", [
    "The steps for the test case. Format each step as '1. Step one|Expected result one'.",
    "测试步骤，格式如 '1. 打开 设置|看到 首页'",
])
def test_steps_shown_with_a_worded_example_are_text(text):
    assert hits("type-string-for-number", _listing({"steps": {"type": "string", "description": text}})) == []


@pytest.mark.parametrize("text", ["Number of steps, e.g. '10'", "步数，例如 '10'"])
def test_steps_shown_with_a_number_are_a_count(text):
    found = hits("type-string-for-number", _listing({"steps": {"type": "string", "description": text}}))
    assert len(found) == 1 and found[0].severity is None


@pytest.mark.parametrize("text", ["Index of the image to zoom, starting from 0.", "图片序号，从 0 开始。",
                                  "Index of the image (0-based)."])
def test_an_index_counted_from_zero_gets_its_minimum_in_words(text):
    # where counting starts is no bound on the input: -1 may count from the end (blind review of
    # a Python tool's `img_idx`)
    tool = make_tool(name="image_zoom_in", description="Zoom into an image.",
                     parameters={"type": "object", "properties": {"img_idx": {"type": "integer", "description": text}}})
    found = [h for h in hits("prose-only-constraint", tool) if h.path == "/properties/img_idx"]
    assert found and all(h.fix is None for h in found)


@pytest.mark.parametrize("name,text,value", [("page", "Page number, starting from 1.", 1),
                                             ("page", "页码，从 1 开始。", 1),
                                             ("offset", "Rows to skip, starting from 0.", 0)])
def test_a_count_from_one_or_an_offset_keeps_its_minimum_patch(name, text, value):
    tool = make_tool(name="list_orders", description="List orders.",
                     parameters={"type": "object", "properties": {name: {"type": "integer", "description": text}}})
    (h,) = [h for h in hits("prose-only-constraint", tool) if h.path == f"/properties/{name}"]
    assert h.fix == ({"op": "add", "path": f"/properties/{name}/minimum", "value": value},)
