"""What a value is for decides the rule: an `offset` token copied from a response is no count,
a `requester` filter is no caller identity, "a reasonable default" is no limit, a tool that
builds a link runs no query, and an undescribed `timestamp` beside a sort direction names a
field. Each with a look-alike that must still be reported."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


@pytest.mark.parametrize("desc", [
    "Paging marker from a previous response",
    "The cursor returned by the last call",
    "分页游标，取自上一次返回",
])
def test_an_opaque_offset_is_no_count(desc):
    tool = make_tool(name="boards_list", description="List boards.",
                     parameters=obj({"offset": {"type": "string", "description": desc}}))
    assert hits("type-string-for-number", tool) == []


def test_a_numeric_offset_in_a_string_is_still_a_count():
    tool = make_tool(name="boards_list", description="List boards.",
                     parameters=obj({"offset": {"type": "string", "description": "Rows to skip"}}))
    assert len(hits("type-string-for-number", tool)) == 1


@pytest.mark.parametrize("name,desc", [
    ("requester", "Filter by requester (a user's handle, or 'me')"),
    ("requester_id", "按提交人筛选工单"),
])
def test_a_requester_filter_is_no_caller_identity(name, desc):
    tool = make_tool(name="tickets-search", description="Find tickets.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert hits("identity-param", tool) == []


def test_a_requester_id_stamped_on_a_write_is_still_reported():
    tool = make_tool(name="tickets_create", description="Open a ticket.",
                     parameters=obj({"requester_id": {"type": "string", "description": "Who is asking"},
                                     "title": {"type": "string", "description": "Title"}}))
    assert hits("identity-param", tool)


@pytest.mark.parametrize("desc", [
    "How many hits to return. 20 is a sensible default; raise it when reranking.",
    "返回条数，建议取合理的默认值 20。",
])
def test_a_reasonable_default_is_no_vague_limit(desc):
    tool = make_tool(name="docs_search", description="Search documents.",
                     parameters=obj({"top_k": {"type": "integer", "description": desc}}))
    assert hits("vague-limit", tool) == []


def test_a_tool_without_inputs_has_no_vague_limit():
    tool = make_tool(name="get_usage_guide", description="返回使用指南，AI 据此制定合理的调用计划。",
                     parameters={"type": "object", "properties": {}})
    assert hits("vague-limit", tool) == []


def test_a_vague_bound_is_still_reported():
    tool = make_tool(name="docs_search", description="Search documents.",
                     parameters=obj({"top_k": {"type": "integer",
                                               "description": "How many hits; keep it reasonable."}}))
    assert len(hits("vague-limit", tool)) == 1


@pytest.mark.parametrize("desc", [
    "Build a shareable editor URL for the SQL query, so the user can run it themselves.",
    "生成 SQL 查询的在线编辑器链接，供用户自行运行。",
])
def test_a_link_builder_runs_no_query(desc):
    tool = make_tool(name="sql_editor_link", description=desc, parameters=obj(
        {"query": {"type": "string", "description": "The SQL query to open in the editor"}},
        required=["query"]))
    assert hits("query-effect-unstated", tool) == []


def test_a_tool_that_runs_sql_is_still_asked():
    tool = make_tool(name="sql_run", description="Run a SQL query against the warehouse.",
                     parameters=obj({"query": {"type": "string", "description": "The SQL query"}},
                                    required=["query"]))
    assert len(hits("query-effect-unstated", tool)) == 1


def test_a_bare_timestamp_beside_a_sort_direction_names_a_field():
    tool = make_tool(name="pages_find", description="Find pages.", parameters=obj({
        "query": {"type": "string", "description": "Title words"},
        "sort_direction": {"type": "string"}, "timestamp": {"type": "string"}}))
    assert hits("format-missing", tool) == []


def test_a_bare_timestamp_without_a_sort_is_still_a_time():
    tool = make_tool(name="pages_find", description="Find pages.", parameters=obj({
        "query": {"type": "string", "description": "Title words"}, "timestamp": {"type": "string"}}))
    assert len(hits("format-missing", tool)) == 1


@pytest.mark.parametrize("desc,severity", [
    ("Valid values are per-project; see the form-fields endpoint.", None),
    ("Comma-separated list of priorities (e.g. p1,p2).", None),
    ("Common values include 'open', 'closed'.", "info"),
    ("常见取值：open、closed", "info"),
])
def test_an_account_s_own_or_hedged_value_set_is_no_enum_warning(desc, severity):
    tool = make_tool(name="cases_update", description="Update a case.",
                     parameters=obj({"priority": {"type": "string", "description": desc}}))
    found = hits("enum-missing", tool)
    assert [h.severity for h in found] == ([] if severity is None else [severity])


def test_a_priority_without_words_still_asks_for_an_enum():
    tool = make_tool(name="cases_update", description="Update a case.",
                     parameters=obj({"priority": {"type": "string", "description": "Priority"}}))
    assert [h.severity for h in hits("enum-missing", tool)] == [None]


def test_a_flag_named_only_by_is_with_a_string_default_is_info():
    tool = make_tool(name="funds_list", description="列出基金。", parameters=obj({
        "is_etf": {"type": "string", "default": ""}}))
    assert [h.severity for h in hits("type-string-for-boolean", tool)] == ["info"]


def test_a_described_flag_stays_a_warning():
    tool = make_tool(name="funds_list", description="列出基金。", parameters=obj({
        "is_etf": {"type": "string", "default": "", "description": "是否只列出 ETF"}}))
    assert [h.severity for h in hits("type-string-for-boolean", tool)] == [None]
