"""Value findings judged noise or wrong on first sight by the reviewers of fresh collections
(round 23). English and Chinese, each with a look-alike that must behave the other way:

- `type-number-for-integer`: a paging or result-size knob typed `number` (`page`, `per_page`,
  `skip`, `limit` of results, a `count` "of issues to retrieve") is info with its patch; a count
  that sets what the call does (a quantity, retries, a `limit` inside `retry`) stays shown.
- `type-string-for-number`: a plural of the things themselves (`nextSteps` "Planned next steps",
  `pages` "页码") is text unless its text asks for a number; a quantity of an asset to trade
  ("下单数量") may be a decimal kept as a string.
- `format-missing`: a date shown by an example in a compact or local form ("如 20240131",
  "例：2024年1月31日", "like 31/01/2024") has its form stated: info, never "no stated form".
"""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _shown(rule, tool):
    return [h for h in hits(rule, tool) if h.severity != "info"]


# --- type-number-for-integer: paging and result-size knobs -----------------------------------

@pytest.mark.parametrize("name,desc", [
    ("page", "Page number"),
    ("per_page", "Results per page"),
    ("pageSize", "每页条数"),
    ("skip", "The number of repositories to skip"),
    ("limit", "Maximum number of results (1-100)"),
    ("limit", "返回的最大条数"),
    ("count", "Number of issues to retrieve"),
    ("count", "获取的评论数量"),
    ("maxRecords", ""),
    ("comments_limit", "How many comments to include"),
])
def test_a_paging_or_result_size_knob_typed_number_is_info_with_its_patch(name, desc):
    props = {name: {"type": "number", **({"description": desc} if desc else {})}}
    tool = make_tool(name="list_items", description="List items.", parameters=obj(props))
    found = hits("type-number-for-integer", tool)
    assert len(found) == 1 and found[0].severity == "info" and found[0].fix


@pytest.mark.parametrize("name,desc,props_at", [
    ("quantity", "Number of units to buy", None),
    ("count", "Number of images to generate", None),
    ("count", "生成图片的数量", None),
    ("max_retries", "重试次数", None),
    ("limit", "Limit is the maximum number of attempts for retrying a failed sync", "retry"),
    ("limit", "", "retry"),
])
def test_a_count_that_sets_what_the_call_does_stays_shown(name, desc, props_at):
    prop = {name: {"type": "number", **({"description": desc} if desc else {})}}
    props = {props_at: {"type": "object", "description": "Retry policy.", "properties": prop}} \
        if props_at else prop
    tool = make_tool(name="create_job", description="Create a job.", parameters=obj(props))
    found = _shown("type-number-for-integer", tool)
    assert len(found) == 1 and found[0].fix


# --- type-string-for-number: the things themselves, traded quantities ------------------------

@pytest.mark.parametrize("name,desc", [
    ("nextSteps", "Planned next steps for the research"),
    ("nextSteps", "后续的步骤和研究方向"),
    ("pages", "页码"),
    ("pages", "Pages of the article to cite"),
    ("qty", "Quantity of the asset to trade"),
    ("qty", "下单数量"),
])
def test_a_string_that_holds_the_things_or_a_traded_quantity_is_no_count(name, desc):
    tool = make_tool(name="cite", description="Do it.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert _shown("type-string-for-number", tool) == []


@pytest.mark.parametrize("name,desc", [
    ("steps", "Number of steps to run"),
    ("pages", "要抓取的页数"),
    ("qty", "Number of items to add to the cart"),
    ("qty", "加入购物车的件数"),
])
def test_a_string_whose_text_asks_for_a_number_is_still_a_count(name, desc):
    tool = make_tool(name="run", description="Do it.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert len(_shown("type-string-for-number", tool)) == 1


# --- format-missing: a form shown by example ---------------------------------------------------

@pytest.mark.parametrize("desc,form", [
    ("开始日期，如 20240131", "20240131"),
    ("开始日期，例：2024年1月31日", "2024年1月31日"),
    ("Start date, e.g. 20240131", "20240131"),
    ("Start date like 31/01/2024", "31/01/2024"),
    ("起始时间，例如 20240131235959", "20240131235959"),
])
def test_a_date_shown_by_example_in_another_form_is_told(desc, form):
    tool = make_tool(name="query_trades", description="Query trades.",
                     parameters=obj({"start_date": {"type": "string", "description": desc}}))
    found = hits("format-missing", tool)
    assert len(found) == 1 and found[0].severity == "info" and form in found[0].message


@pytest.mark.parametrize("desc", ["开始日期", "The start date", "Start date, e.g. tomorrow",
                                  "开始日期，如 2024"])
def test_a_date_whose_text_shows_no_form_is_still_asked(desc):
    tool = make_tool(name="query_trades", description="Query trades.",
                     parameters=obj({"start_date": {"type": "string", "description": desc}}))
    found = _shown("format-missing", tool)
    assert len(found) == 1 and "no `format`, `pattern` or stated form" in found[0].message


@pytest.mark.parametrize("name,desc", [
    ("limit", "Limit count, default 50, max 500"),
    ("limit", "Specify a value from 1 to 400 to limit number of projects in the response."),
])
def test_a_bare_limit_that_caps_the_listing_is_info(name, desc):
    tool = make_tool(name="list_projects", description="List projects.",
                     parameters=obj({name: {"type": "number", "description": desc}}))
    (h,) = hits("type-number-for-integer", tool)
    assert h.severity == "info"


@pytest.mark.parametrize("desc", ["Spending limit for the campaign", "活动的预算上限"])
def test_a_limit_on_a_rate_or_a_budget_stays_shown(desc):
    tool = make_tool(name="set_quota", description="Set a quota.",
                     parameters=obj({"limit": {"type": "number", "description": desc}}))
    assert len(_shown("type-number-for-integer", tool)) == 1


# --- param-missing-unit: how many copies a retention policy keeps -----------------------------

@pytest.mark.parametrize("name", ["retention_amount_s3", "backupRetentionAmount", "keep_amount"])
def test_a_retention_amount_is_a_number_of_copies_with_no_unit(name):
    tool = make_tool(name="storages", description="Manage volume backups.", parameters=obj({
        name: {"type": "number"}, "retention_days_s3": {"type": "number", "description": "保留天数"}}))
    assert [h for h in hits("param-missing-unit", tool) if name in h.message] == []


@pytest.mark.parametrize("name,desc", [("amount", "Amount to transfer"), ("refund_amount", "退款金额")])
def test_an_amount_of_money_still_asks_its_currency(name, desc):
    tool = make_tool(name="transfer_funds", description="Transfer money between accounts.",
                     parameters=obj({name: {"type": "number", "description": desc}}))
    assert len(_shown("param-missing-unit", tool)) == 1


# --- format-missing / param-datetime-unclear: other ways the form is already told ---------------

@pytest.mark.parametrize("tool_text,desc,extra", [
    ("Query events.", "Start time. Example: '14:00'", {}),
    ("查询事件。", "开始时间，如 14:00", {}),
    ("Query events.", "Start time", {"default": "2024-01-31 10:00:00"}),
    ("Query events. All times are ISO 8601.", "Start time", {}),
    ("查询事件。所有时间均为 ISO 8601 格式。", "开始时间", {}),
])
def test_a_time_whose_form_is_told_elsewhere_gets_no_shown_ask_for_its_form(tool_text, desc, extra):
    tool = make_tool(name="query_events", description=tool_text, parameters=obj(
        {"start_time": {"type": "string", "description": desc, **extra}}))
    assert [h for h in _shown("param-datetime-unclear", tool) if "format" in h.message] == []
    assert [h for h in _shown("format-missing", tool) if "stated form" in h.message] == []


@pytest.mark.parametrize("tool_text,desc", [
    ("Query events. Results are sorted by time.", "Start time"),
    ("查询事件。结果按时间排序。", "开始时间"),
])
def test_a_time_whose_form_nothing_tells_is_still_asked(tool_text, desc):
    tool = make_tool(name="query_events", description=tool_text, parameters=obj(
        {"start_time": {"type": "string", "description": desc}}))
    assert len(_shown("param-datetime-unclear", tool)) == 1
    assert len(_shown("format-missing", tool)) == 1


# --- type-number-for-integer: a place in a sequence, a result size said only in the text --------

@pytest.mark.parametrize("name,desc", [
    ("p", "Page number"), ("line", "Line number (1-indexed)"), ("position", "zero-based position"),
    ("pos", "第几页，从 1 开始"), ("top", "Number of results"), ("top", "返回的条数"),
])
def test_a_place_in_a_sequence_or_a_result_size_by_its_text_is_info(name, desc):
    tool = make_tool(name="find", description="Find things.",
                     parameters=obj({name: {"type": "number", "description": desc}}))
    found = hits("type-number-for-integer", tool)
    assert len(found) == 1 and found[0].severity == "info"


@pytest.mark.parametrize("name,desc", [("replicas", "Number of replicas"), ("vials", "订购瓶数")])
def test_a_count_said_in_the_text_that_sets_the_call_stays_shown(name, desc):
    tool = make_tool(name="scale", description="Scale it.",
                     parameters=obj({name: {"type": "number", "description": desc}}))
    assert len(_shown("type-number-for-integer", tool)) == 1
