"""param-missing-description, round 17: names read whole (mostly found on tools nobody judged).

- A time series or a file path is no date: `path_audio_time_series_y` is not asked for "its
  format and time zone"; `start_time` still is.
- "Add tasks to a request": the record after "to"/"on"/"in" already exists, so its id
  (`requestId`) is another tool's, neither the new record's own code nor one the caller makes up;
  `checkouts_create(request_id)` still asks whether the caller's id must be unique.
- A filter clause's `value` beside its field and operator (`{property, operator, value}`) is
  its operand: info; a JSON Patch's `{op, path, value}` keeps it shown.
- A search tool's search text (`search_wikipedia(query, limit)`, 搜索文章(query, limit)) is
  self-evident: the tool-level "none has a description" is info; the `query` of a tool that runs
  it (`run_query`: SQL, a log query) keeps it shown.
"""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

PMD = "param-missing-description"


def _on(tool, path):
    return [h for h in hits(PMD, tool) if h.path == path]


@pytest.mark.parametrize("field", ["path_audio_time_series_y", "time_series_path", "date_path"])
def test_a_time_series_or_a_path_is_not_asked_for_a_date_format(field):
    tool = make_tool("beat_track", "Computes the beat track of the given audio time series.",
                     obj({field: {"type": "string"}}, required=[field]))
    assert all("time zone" not in h.message for h in _on(tool, f"/properties/{field}"))


@pytest.mark.parametrize("field", ["start_time", "开始时间"])
def test_a_real_time_is_still_asked_for_its_format(field):
    tool = make_tool("list_events", "Lists the calendar's events.",
                     obj({field: {"type": "string"}, "limit": {"type": "integer",
                                                              "description": "At most this many."}}))
    found = _on(tool, f"/properties/{field}")
    assert found and "time zone" in found[0].message


def _request_tool(name, description, field="requestId"):
    return make_tool(name, description, obj({
        field: {"type": "string"},
        "tasks": {"type": "array", "items": {"type": "string"}, "description": "Task titles."}},
        required=[field]))


@pytest.mark.parametrize("name,description", [
    ("add_tasks_to_request", "Add new tasks to an existing request."),
    ("add_comment_to_request", "给已有的申请添加一条评论。"),
])
def test_the_record_a_new_one_goes_into_is_looked_up(name, description):
    h = _on(_request_tool(name, description), "/properties/requestId")[0]
    assert "which tool returns it" in h.message and h.severity is None


def test_a_create_s_own_request_id_is_still_the_callers():
    h = _on(_request_tool("checkouts_create", "Creates a checkout.", "request_id"),
            "/properties/request_id")[0]
    assert "unique" in h.message


@pytest.mark.parametrize("name,description", [
    ("search_wikipedia", "Search Wikipedia for articles matching a query."),
    ("web_search", "Searches the web."),
    ("搜索文章", "在知识库中搜索文章。"),
])
def test_a_search_tools_query_and_limit_need_no_words(name, description):
    tool = make_tool(name, description, obj({"query": {"type": "string"},
                                             "limit": {"type": "integer"}}, required=["query"]))
    found = _on(tool, "")
    assert found and all(h.severity == "info" for h in found)


@pytest.mark.parametrize("name,description", [
    ("run_query", "Run a query against the warehouse."),
    ("执行查询", "在数据仓库上执行查询语句。"),
])
def test_a_query_the_tool_runs_keeps_its_finding(name, description):
    tool = make_tool(name, description, obj({"query": {"type": "string"},
                                             "limit": {"type": "integer"}}, required=["query"]))
    found = _on(tool, "")
    assert found and found[0].severity is None


def _clause_tool(name, description, item_props):
    clause = {"type": "object", "properties": item_props}
    return make_tool(name, description, obj({"filter": {
        "type": "object", "description": "Which events count.",
        "properties": {"clauses": {"type": "array", "items": clause,
                                   "description": "All must match."}}}}))


@pytest.mark.parametrize("name,description,siblings", [
    ("meters-create-meter", "Create a usage meter over the events that match its filter.",
     {"property": {"type": "string", "description": "Event property."},
      "operator": {"type": "string", "enum": ["eq", "neq"]}}),
    ("创建计量器", "按筛选条件统计事件，创建一个用量计量器。",
     {"field": {"type": "string", "description": "事件字段名。"},
      "op": {"type": "string", "enum": ["eq", "in"]}}),
])
def test_a_filter_clauses_operand_is_info(name, description, siblings):
    tool = _clause_tool(name, description, {**siblings, "value": {"type": "string"}})
    found = _on(tool, "/properties/filter/properties/clauses/items/properties/value")
    assert found and found[0].severity == "info"


@pytest.mark.parametrize("name,description", [
    ("update-feature-flag", "Update a feature flag with a JSON Patch."),
    ("更新开关", "用 JSON Patch 更新功能开关。"),
])
def test_a_patch_operations_value_stays_shown(name, description):
    tool = _clause_tool(name, description, {
        "op": {"type": "string", "enum": ["add", "replace", "remove"]},
        "path": {"type": "string", "description": "JSON Pointer to the field."},
        "value": {"type": "string"}})
    found = _on(tool, "/properties/filter/properties/clauses/items/properties/value")
    assert found and found[0].severity is None


def _entries_tool(name, description, item_props):
    return make_tool(name, description, obj({
        "order_id": {"type": "string", "description": "Order GID, e.g. gid://shopify/Order/1."},
        "entries": {"type": "array", "description": "Entries to set on the order.",
                    "items": {"type": "object", "properties": item_props}}}))


@pytest.mark.parametrize("name,description", [
    ("update-order", "Updates an order's custom attributes and metafields."),
    ("更新订单", "更新订单的自定义属性和元字段。"),
])
def test_a_key_value_entrys_halves_are_info(name, description):
    # Shopify customAttributes `{key, value}`, a metafield `{namespace, key, value, type}`
    tool = _entries_tool(name, description, {"namespace": {"type": "string", "description": "Namespace."},
                                             "key": {"type": "string"}, "value": {"type": "string"}})
    for half in ("key", "value"):
        found = _on(tool, f"/properties/entries/items/properties/{half}")
        assert found and found[0].severity == "info", half
    # the look-alike: a top-level `key` is the tool's own input, its key space for the text to say
    top = make_tool(name, description, obj({"key": {"type": "string"}, "value": {"type": "string"},
                                            "ttl": {"type": "integer", "description": "Seconds."}}))
    assert [h.severity for h in _on(top, "/properties/key")] == [None]
    # nor is a variation's `value` beside its `name`: the variation itself, typed by the flag
    flag = _entries_tool(name, description, {"name": {"type": "string", "description": "Label."},
                                             "value": {}})
    assert [h.severity for h in _on(flag, "/properties/entries/items/properties/value")] == [None]


@pytest.mark.parametrize("name,description", [
    ("update-order", "Updates an order's shipping address."),
    ("更新订单", "更新订单的收货地址。"),
])
def test_a_part_of_a_postal_address_is_info(name, description):
    parts = {p: {"type": "string", "description": p.title()} for p in ("address1", "city", "country")}
    tool = make_tool(name, description, obj({"shippingAddress": {
        "type": "object", "description": "收货地址 / shipping address.",
        "properties": {**parts, "zip": {"type": "string"}}}}))
    found = _on(tool, "/properties/shippingAddress/properties/zip")
    assert all(h.severity == "info" for h in found)
    # the look-alike: a `zip` with one other field is no address block of parts
    lone = make_tool(name, description, obj({"shippingAddress": {
        "type": "object", "description": "Where to ship.",
        "properties": {"city": {"type": "string", "description": "City."}, "zip": {"type": "string"},
                       "code": {"type": "string"}}}}))
    assert [h.severity for h in _on(lone, "/properties/shippingAddress/properties/zip")] == [None]
