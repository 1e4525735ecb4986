"""Values and forms a tool's own text allows are never rejected by the advice (round 25B):

- a value glossed beside a stated range ("0=Title, 1-9=Heading 1-9", "- -1: Returns ALL",
  "-1 表示不限") widens the bound `prose-only-constraint` proposes, and no patch is offered;
- "0-based" on a position says where counting starts: `minimum: 0` is info;
- a keyword in an `allOf` member already checks the value;
- an "ISO date string (e.g. 2024-01-01)" shows one ISO form, not the only one: no `format: date`
  patch; a cover page's 日期 is printed as written;
- a cited work's first page is a label ("e1002"), not a count;
- a JSON string whose example or default is an array is advised as an array.
Each with a look-alike that keeps the finding."""

from __future__ import annotations

from typing import Any

import pytest

from workbench.linter.engine import lint


def _tool(name: str, description: str, props: dict[str, Any]) -> dict:
    return {"name": name, "description": description, "inputSchema": {
        "type": "object", "additionalProperties": False, "required": [next(iter(props))],
        "properties": props}}


def _findings(tool: dict, rule: str) -> list:
    return [f for f in lint([tool]).findings if f.rule == rule]


def _shown(tool: dict, rule: str) -> list:
    return [f for f in _findings(tool, rule) if f.severity != "info"]


# --- prose-only-constraint: a glossed value widens the bound -------------------------------

@pytest.mark.parametrize("name,description,prop,text,kept", [
    ("word_add_heading", "添加标题。", "level", "标题级别（0=Title, 1-9=Heading 1-9）", 0),
    ("doc_add_heading", "Add a heading.", "level", "Heading level (0=Title, 1-9=Heading 1-9).", 0),
    ("list_rows", "列出行。", "limit", "返回行数，1-500，-1 表示不限", -1),
])
def test_a_glossed_value_widens_the_proposed_bound(name, description, prop, text, kept):
    hits = _findings(_tool(name, description, {prop: {"type": "integer", "description": text}}),
                     "prose-only-constraint")
    assert hits, "the stated range is still reported"
    for f in hits:
        assert f.fix is None  # a value the text allows is never certain
        assert f"`minimum: {kept}`" in f.message


def test_a_sentinel_below_a_positive_range_is_info_and_keeps_the_sentinel():
    tool = _tool("get_streams", "Fetch activity streams.", {"points_per_page": {
        "type": "number", "description": "Points per page. Special values:\n- Positive number: "
                                         "Returns that many points per page\n- -1: Returns ALL data points"}})
    hits = _findings(tool, "prose-only-constraint")
    assert [(f.severity, f.fix) for f in hits] == [("info", None)]
    assert "`minimum: -1`" in hits[0].message and "exclusiveMinimum" not in hits[0].message


@pytest.mark.parametrize("text", ["标题级别（1-9）", "Heading level (1-9)."])
def test_a_range_with_no_glossed_value_keeps_its_patch(text):
    hits = _findings(_tool("doc_add_heading", "Add a heading.", {"level": {
        "type": "integer", "description": text}}), "prose-only-constraint")
    assert [f.fix for f in hits] == [({"op": "add", "path": "/properties/level/minimum", "value": 1},
                                      {"op": "add", "path": "/properties/level/maximum", "value": 9})]


# --- prose-only-constraint: "0-based" on a position ----------------------------------------

@pytest.mark.parametrize("prop,text", [("slide_idx", "幻灯片索引（0-based）"),
                                       ("page_index", "Page index (0-based).")])
def test_zero_based_on_a_position_is_info(prop, text):
    hits = _findings(_tool("ppt_add_image", "Insert an image.", {prop: {
        "type": "integer", "description": text}}), "prose-only-constraint")
    assert [f.severity for f in hits] == ["info"]


@pytest.mark.parametrize("prop,text", [("row_idx", "行索引（1-based）"), ("row_index", "Row index (1-based).")])
def test_one_based_on_a_position_keeps_its_patch(prop, text):
    hits = _shown(_tool("excel_modify_row", "Modify a row.", {prop: {
        "type": "integer", "description": text}}), "prose-only-constraint")
    assert [f.fix for f in hits] == [({"op": "add", "path": f"/properties/{prop}/minimum", "value": 1},)]


# --- a keyword inside an `allOf` member already checks the value ---------------------------

@pytest.mark.parametrize("text", ["Start date. Format: YYYY-MM-DD.", "开始日期，格式 YYYY-MM-DD。"])
def test_an_allof_pattern_already_checks_the_form(text):
    checked = _tool("find_completed", "Get completed tasks.", {"since": {
        "type": "string", "description": text,
        "allOf": [{"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$"}]}})
    assert _findings(checked, "prose-only-constraint") == []
    unchecked = _tool("find_completed", "Get completed tasks.", {"since": {
        "type": "string", "description": text, "allOf": [{"type": "string", "minLength": 10}]}})
    assert [f.fix for f in _findings(unchecked, "prose-only-constraint")] == [
        ({"op": "add", "path": "/properties/since/format", "value": "date"},)]


# --- format-missing ------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["ISO date string for activities after this date (e.g., '2024-01-01')",
                                  "ISO 日期字符串，例如 2024-01-01"])
def test_an_iso_date_shown_by_example_gets_no_date_patch(text):
    hits = _findings(_tool("get_all_activities", "List activities.", {"startDate": {
        "type": "string", "description": text}}), "format-missing")
    assert [(f.severity, f.fix) for f in hits] == [("info", None)]


@pytest.mark.parametrize("text", ["Start date (e.g., '2024-01-01')", "开始日期，例如 2024-01-01"])
def test_a_date_example_without_iso_keeps_its_patch(text):
    hits = _shown(_tool("get_all_activities", "List activities.", {"startDate": {
        "type": "string", "description": text}}), "format-missing")
    assert [f.fix for f in hits] == [({"op": "add", "path": "/properties/startDate/format", "value": "date"},)]


def _cover(name: str, description: str, siblings: tuple[str, ...]) -> dict:
    props = {"filename": {"type": "string", "description": "文档文件路径"}}
    props.update({s: {"type": "string", "description": s} for s in siblings})
    props["date"] = {"type": "string", "description": "日期"}
    return _tool(name, description, props)


@pytest.mark.parametrize("name,description", [
    ("word_add_cover", "添加居中版式封面（标题/副标题/作者/日期/组织）"),
    ("doc_add_cover_page", "Add a centred cover page (title, subtitle, author, date)."),
])
def test_a_date_printed_on_a_cover_asks_for_no_form(name, description):
    assert _findings(_cover(name, description, ("title", "subtitle", "author")), "format-missing") == []


def test_a_date_beside_a_title_that_is_no_printed_part_still_asks_for_its_form():
    tool = _cover("calendar_create_event", "创建日程（标题/作者/日期）", ("title", "author"))
    assert [f.path for f in _shown(tool, "format-missing")] == ["/properties/date"]


# --- type-string-for-number: a cited work's page -------------------------------------------

def _citation(name: str, description: str, first: str, siblings: dict) -> dict:
    return _tool(name, description, {"citations": {"type": "array", "items": {
        "type": "object", "properties": {first: {"type": "string", "description": "First page number"},
                                         **siblings}}}})


@pytest.mark.parametrize("name,description,siblings", [
    ("pubmed_lookup_citation", "Look up PubMed IDs from partial citations.",
     {"volume": {"type": "string", "description": "Volume number"}}),
    ("文献_查找", "按期刊引用信息查找文献编号。", {"author": {"type": "string", "description": "作者"}}),
])
def test_a_cited_page_is_a_label_not_a_count(name, description, siblings):
    assert _findings(_citation(name, description, "firstPage", siblings), "type-string-for-number") == []


def test_a_listing_page_typed_as_string_is_still_a_count():
    tool = _tool("orders_list", "List orders, newest first.", {"page": {
        "type": "string", "description": "Page number of the listing."}})
    assert [f.path for f in _shown(tool, "type-string-for-number")] == ["/properties/page"]


# --- type-json-in-string: an array shown by its example ------------------------------------

@pytest.mark.parametrize("schema", [
    {"type": "string", "default": "[]", "description": "[{\"name\":\"NoteId\",\"label\":\"编号\"}, ...]"},
    {"type": "string", "description": "Fields as JSON text, e.g. [{\"name\": \"id\", \"key\": true}]"},
])
def test_a_json_string_shown_as_an_array_is_advised_as_an_array(schema):
    hits = _findings(_tool("generate_app", "Generate an app from a spec.", {"fields_json": schema}),
                     "type-json-in-string")
    assert len(hits) == 1 and "`type: array`" in hits[0].message


@pytest.mark.parametrize("text", ["主键 JSON,如 '{\"Product\":\"AI-TEST-1\"}'",
                                  "Row as JSON text, e.g. {\"rows\": [{\"id\": 1}]}"])
def test_a_json_string_shown_as_an_object_is_advised_as_an_object(text):
    hits = _findings(_tool("update_entity", "Update an entity.", {"keys_json": {
        "type": "string", "description": text}}), "type-json-in-string")
    assert len(hits) == 1 and "`type: object`" in hits[0].message


# --- range-missing: a count the deployment's setting caps ----------------------------------

@pytest.mark.parametrize("description", [
    "执行自由 SELECT SQL。仅允许 SELECT；行数受 max_rows 约束。",
    "Run a free SELECT statement. Rows are capped by the server's `max_rows` setting.",
])
def test_a_count_capped_by_a_named_setting_asks_no_range(description):
    tool = _tool("exec_sql", description, {"sql": {"type": "string"}, "limit": {"type": "integer"}})
    assert _findings(tool, "range-missing") == []


@pytest.mark.parametrize("description", ["执行自由 SELECT SQL。仅允许 SELECT。",
                                         "Run a free SELECT statement. Rows are capped by the server."])
def test_a_count_with_no_named_setting_still_asks_its_range(description):
    tool = _tool("exec_sql", description, {"sql": {"type": "string"}, "limit": {"type": "integer"}})
    assert [f.severity for f in _findings(tool, "range-missing")] == ["info"]


# --- prose-only-constraint: a default beside a stated range is the input's own ---------------

@pytest.mark.parametrize("doc", [
    "扫描日志。\n\n    Args:\n        tail_n: 每个日志 tail 的末尾行数，默认 50，范围 1~500。\n",
    "Scan the logs.\n\n    Args:\n        tail_n: Lines to read from each log's tail, default 50, range 1-500.\n",
])
def test_a_range_beside_the_inputs_default_is_patched(doc):
    hits = _shown(_tool("get_warnings", doc, {"tail_n": {"type": "integer", "default": 50}}),
                  "prose-only-constraint")
    assert [f.fix for f in hits] == [({"op": "add", "path": "/properties/tail_n/minimum", "value": 1},
                                      {"op": "add", "path": "/properties/tail_n/maximum", "value": 500})]


def test_a_range_beside_another_number_stays_unpatched():
    doc = "扫描日志。\n\n    Args:\n        tail_n: 每 3 个日志的末尾行数,范围 1~500。\n"
    hits = _findings(_tool("get_warnings", doc, {"tail_n": {"type": "integer"}}), "prose-only-constraint")
    assert hits and all(f.fix is None and f.severity == "info" for f in hits)


@pytest.mark.parametrize("doc", ["全局检索。limit 默认 8、上限 20；limit=-1 为不限制（返回全部）。",
                                 "Search everything. limit defaults to 8 and may not exceed 20; "
                                 "limit=-1 means no limit."])
def test_a_cap_stated_after_the_inputs_name_is_read_and_the_sentinel_kept(doc):
    hits = _shown(_tool("search_apis", doc, {"query": {"type": "string"}, "limit": {
        "type": "integer", "default": 8}}), "prose-only-constraint")
    assert [f.fix for f in hits] == [({"op": "add", "path": "/properties/limit/maximum", "value": 20},)]


def test_a_default_the_tool_returns_is_no_cap_on_the_input():
    doc = "Search everything. By default returns 8 results, at most 20."
    hits = _shown(_tool("search_apis", doc, {"query": {"type": "string"}, "limit": {"type": "integer"}}),
                  "prose-only-constraint")
    assert hits == []


# --- prose-only-constraint: a sign stated in the input's own entry ---------------------------

@pytest.mark.parametrize("doc", [
    "读取波形。\n\n    Args:\n        start_time: 非负整数 VCD tick，默认 0。\n",
    "Read a waveform.\n\n    Args:\n        start_time: A non-negative integer VCD tick.\n",
])
def test_a_sign_in_the_inputs_entry_is_its_floor(doc):
    hits = _shown(_tool("query_waveform", doc, {"start_time": {"type": "integer"}}), "prose-only-constraint")
    assert [f.fix for f in hits] == [({"op": "add", "path": "/properties/start_time/minimum", "value": 0},)]


@pytest.mark.parametrize("doc", ["读取波形，返回的时刻均为非负整数。",
                                 "Read a waveform; every time it returns is a non-negative integer."])
def test_a_sign_in_the_tools_prose_is_no_floor_of_an_input(doc):
    hits = _shown(_tool("query_waveform", doc, {"start_time": {"type": "integer"}}), "prose-only-constraint")
    assert hits == []


def test_a_count_capped_by_a_sibling_input_still_asks_its_range():
    doc = "查询单据。页大小由 top_count 决定，limit 仅在 top_count=0 时生效。"
    tool = _tool("query_bill", doc, {"form_id": {"type": "string"}, "top_count": {"type": "integer", "minimum": 0,
                                                                                "maximum": 10000},
                                    "limit": {"type": "integer", "default": 2000}})
    # reported (a read's result cap the tool bounds nowhere is info, not silent)
    assert [f.path for f in _findings(tool, "range-missing")] == ["/properties/limit"]


# --- prose-only-constraint: where counting starts is no rule to enforce --------------------------

@pytest.mark.parametrize("prop,text", [("page", "页码，从 1 开始"), ("pageNum", "Page number, starts at 1."),
                                       ("offset", "Offset into the list (start at 0).")])
def test_a_page_from_1_or_an_offset_from_0_is_info_with_its_patch(prop, text):
    hits = _findings(_tool("list_articles", "List articles.", {prop: {
        "type": "integer", "description": text}}), "prose-only-constraint")
    assert [f.severity for f in hits] == ["info"] and hits[0].fix


@pytest.mark.parametrize("prop,text", [("offset", "Offset, ≥0."), ("page_size", "每页条数，最少 1")])
def test_a_floor_the_text_sets_as_a_rule_stays_shown(prop, text):
    hits = _shown(_tool("list_articles", "List articles.", {prop: {
        "type": "integer", "description": text}}), "prose-only-constraint")
    assert len(hits) == 1
