"""Round 45 look-alikes from holdout 24: a post's `status` that its text calls the words to
publish is free text, and an item's unit of measure (计量单位) an open set: no enum asked, while a
`status` filter with listed values keeps its finding. A `user_id` whose empty value falls back to
the current user, and a streamer's `uid`, pick whose public data is read: no identity finding,
while a `user_id` of "the current user" keeps it. A comparison inside a condition ("如果余额 > 0")
is no bound of the parameter whose entry holds it."""

from __future__ import annotations

from support import hits, make_tool, obj


def test_a_posts_text_and_a_unit_of_measure_ask_no_enum():
    post = make_tool(name="publish_status", description="发布饭否内容（仅文字）。", parameters=obj({
        "status": {"type": "string", "description": "要发布的文字内容（最多140字）"}}, required=["status"]))
    assert hits("enum-missing", post) == []
    title = make_tool(name="accounting_title_create", description="新增会计科目。", parameters=obj({
        "measurement_unit": {"type": "string", "default": "", "description": "计量单位"}}))
    assert hits("enum-missing", title) == []
    orders = make_tool(name="list_orders", description="List orders.", parameters=obj({
        "status": {"type": "string", "description": "Order status filter."}}))
    assert [h.path for h in hits("enum-missing", orders)] == ["/properties/status"]


def test_a_looked_up_user_is_no_identity_but_the_current_user_is():
    lookup = make_tool(name="get_user_info",
                       description="获取指定用户的详细信息。如果 user_id 为空，则获取当前登录用户的信息。",
                       parameters=obj({"user_id": {"type": "string", "default": "",
                                                   "description": "用户 ID，如果为空则获取当前用户信息"}}))
    assert hits("identity-param", lookup) == []
    streamer = make_tool(name="get_live_content", description="获取主播正在直播的内容。", parameters=obj({
        "uid": {"type": "integer", "description": "主播的 B 站用户 UID"}}))
    assert [h for h in hits("identity-param", streamer) if h.severity != "info"] == []
    mine = make_tool(name="get_orders", description="Get the orders of the current user.",
                     parameters=obj({"user_id": {"type": "string", "description": "The current user's id."}},
                                    required=["user_id"]))
    assert [h.path for h in hits("identity-param", mine)] == ["/properties/user_id"]


def test_a_comparison_inside_a_condition_is_no_bound():
    tool = make_tool(name="calculation_formula_create", description=(
        "新增报表计算公式。\n\nArgs:\n    calculation_rule: 取数规则\n        2. 本级科目借方余额\n"
        "        如果余额 > 0，取余额值作为借方余额\n        如果余额 ≤ 0，借方余额为0\n"),
        parameters=obj({"calculation_rule": {"type": "integer"}}, required=["calculation_rule"]))
    assert hits("prose-only-constraint", tool) == []


def test_a_short_read_whose_output_schema_lists_its_fields_is_info():
    tool = make_tool(name="get_function", description="Get a function by its name",
                     parameters=obj({"name": {"type": "string", "description": "Function name, e.g. main."}},
                                    required=["name"]),
                     output_schema={"type": "object", "properties": {
                         "address": {"type": "string"}, "name": {"type": "string"}, "size": {"type": "string"}}})
    assert [h.severity for h in hits("description-too-short", tool)] == ["info"]
    # without the output schema it is shown (a name of one object word: a read of two or more
    # that its text says back, `get_function_by_name`, is info since round 60)
    bare = make_tool(name="get_function", description="Get a function by its name",
                     parameters=obj({"name": {"type": "string", "description": "Function name, e.g. main."}},
                                    required=["name"]))
    assert [h.severity for h in hits("description-too-short", bare)] == [None]  # shown


def _run_tool(name):
    return make_tool(name=name, description="Run a PromQL query over a time range.",
                     parameters=obj({"query": {"type": "string", "description": "PromQL, e.g. up."}},
                                    required=["query"]),
                     annotations={"readOnlyHint": True})


def test_running_a_kind_of_query_reads_but_running_sql_may_write():
    assert hits("write-claims-read-only", _run_tool("execute_range_query")) == []
    assert hits("write-claims-read-only", _run_tool("execute_sql_query")) != []


def test_an_input_the_tool_ignores_asks_no_form_and_a_chinese_key_is_not_matched_to_bare_names():
    status = make_tool(name="getFlightStatus", description="航班实时状态查询。flight_number为航班呼号(如CCA1234)，"
                                                             "date参数无效(仅支持实时数据)",
                       parameters=obj({"flight_number": {"type": "string"}, "date": {"type": "string"}},
                                      required=["flight_number"]))
    assert hits("format-missing", status) == []
    dated = make_tool(name="getFlightHistory", description="航班历史查询。flight_number为航班呼号(如CCA1234)。",
                      parameters=obj({"flight_number": {"type": "string"}, "date": {"type": "string"}},
                                     required=["flight_number"]))
    assert [h.path for h in hits("format-missing", dated)] == ["/properties/date"]
    info = make_tool(name="getFlightInfo", description="航班信息查询 - 根据航班号查询详细的航班信息",
                     parameters=obj({"flight_number": {"type": "string"}}, required=["flight_number"]))
    assert hits("prose-key-not-in-schema", info) == []
