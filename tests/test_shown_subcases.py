"""Rules that keep only their useful sub-case at warning (the severity policy,
bench/severity_policy.py): the rest is info, true but not worth a default warning. Each case has
a look-alike that must stay a warning."""

from __future__ import annotations

from support import lint_findings, lint_severities, tool_doc

# description-too-short: the rest of the definition says what the short text leaves out

def test_a_short_text_on_a_read_tool_with_no_input_is_info_zh_and_en():
    assert lint_severities([tool_doc("get_queue_status", "队列中等待的任务数")],
                           "description-too-short") == ["info"]
    assert lint_severities([tool_doc("get_queue_status", "获取队列")], "description-too-short") == ["warning"]
    assert lint_severities([tool_doc("list_snapshots", "List all snapshots.")],
                           "description-too-short") == ["info"]


def test_a_short_text_on_a_write_tool_with_no_input_stays_a_warning():
    assert lint_severities([tool_doc("clear_queue", "清空队列")], "description-too-short") == ["warning"]
    assert lint_severities([tool_doc("purge_snapshots", "Purge snapshots.")],
                           "description-too-short") in (["warning"], [])


def test_annotations_and_described_inputs_make_a_short_text_enough():
    props = {"status": {"type": "string", "description": "Invoice status to match."},
             "customer_id": {"type": "string", "description": "Customer whose invoices to find."}}
    annotated = tool_doc("invoices_search", "Find invoices.", props,
                         annotations={"readOnlyHint": True})
    assert lint_severities([annotated], "description-too-short") == ["info"]
    zh = tool_doc("invoices_search", "查找发票。", props, annotations={"readOnlyHint": True})
    assert lint_severities([zh], "description-too-short") == ["info"]


def test_an_undescribed_input_or_a_destructive_tool_still_needs_words():
    props = {"status": {"type": "string"}, "customer_id": {"type": "string"}}
    bare = tool_doc("invoices_search", "Find invoices.", props, annotations={"readOnlyHint": True})
    assert lint_severities([bare], "description-too-short") == ["warning"]
    described = {"invoice_id": {"type": "string", "description": "The invoice to remove."}}
    delete = tool_doc("invoices_delete", "删除发票。", described,
                      annotations={"readOnlyHint": False, "destructiveHint": True})
    assert lint_severities([delete], "description-too-short") == ["warning"]


# name-catchall-verb: a few writes on one object are a design choice, a read among them is not

def _catchall(actions):
    return tool_doc("manage_review", "按 action 处理评审：" + "、".join(actions) + "。",
                    {"action": {"type": "string", "enum": actions, "description": "要执行的操作"},
                     "review_id": {"type": "string", "description": "评审 ID"}})


def test_a_few_writes_behind_a_catchall_name_are_info():
    assert lint_severities([_catchall(["approve", "reject"])], "name-catchall-verb") == ["info"]
    assert lint_severities([_catchall(["connect", "detach", "archive"])],
                           "name-catchall-verb") == ["info"]


def test_a_read_among_the_actions_or_a_long_list_stays_a_warning_when_one_erases():
    # round 14A: a read or a long list beside plain edits was judged a design choice (info);
    # a consequential action among them (a delete) is what a client must confirm on its own
    assert lint_severities([_catchall(["approve", "reject", "list"])],
                           "name-catchall-verb") == ["info"]
    assert lint_severities([_catchall(["approve", "reject", "list", "delete"])],
                           "name-catchall-verb") == ["warning"]
    assert lint_severities([_catchall(["approve", "reject", "reopen", "assign", "delete"])],
                           "name-catchall-verb") == ["warning"]


# param-naming-style-mixed: another kind of name, or a whole mirrored convention, is info

def _described(*names):
    return {n: {"type": "string", "description": "值 / value"} for n in names}


def test_an_environment_style_key_in_a_snake_case_tool_is_info():
    tools = [tool_doc("memory_store", "Store a memory.",
                      _described("memory_text", "STORE_KNOWLEDGE_BASE_ID")),
             tool_doc("memory_search", "搜索记忆。", _described("query_text", "max_results"))]
    assert lint_severities(tools, "param-naming-style-mixed") == ["info"]


def test_a_stray_camel_case_parameter_in_a_snake_case_tool_stays_a_warning():
    tools = [tool_doc("memory_store", "Store a memory.", _described("memory_text", "knowledgeBaseId")),
             tool_doc("memory_search", "搜索记忆。", _described("query_text", "max_results"))]
    assert lint_severities(tools, "param-naming-style-mixed") == ["warning"]


def test_a_whole_mirrored_convention_is_info():
    camel = [f"field{n}Value" for n in range(6)]
    snake = [f"field_{n}_name" for n in range(8)]
    tools = [tool_doc("records_update", "更新记录。", _described("record_id", *camel, *snake)),
             tool_doc("records_create", "Create a record.", _described("table_id", *camel, *snake)),
             tool_doc("records_list", "List records.", _described("page_size", *snake))]
    assert lint_severities(tools, "param-naming-style-mixed") == ["info"]


# type-untyped-object: a shape the model must guess is a warning, a free-form object info

def _untyped(name, description, **siblings):
    props = {name: {"type": "object", "description": description}, **siblings}
    return tool_doc("jobs_submit", "Submit a job.", props)


def test_an_object_whose_keys_the_text_names_is_a_warning_zh_and_en():
    keyed = _untyped("retry", "Retry policy, e.g. {\"attempts\": 3, \"backoff_s\": 10}.")
    assert lint_severities([keyed], "type-untyped-object") == ["warning"]
    listed = _untyped("spec", "任务规格，可包含：\n- image (str): 镜像\n- cpu (int): CPU 核数")
    assert lint_severities([listed], "type-untyped-object") == ["warning"]
    assert lint_severities([_untyped("headers", "HTTP headers to send.")],
                           "type-untyped-object") == ["warning"]


def test_the_argument_bag_of_the_tools_own_actions_is_a_warning():
    action = {"type": "string", "enum": ["start", "stop", "resize"], "description": "操作"}
    assert lint_severities([_untyped("params", "操作参数。", action=action)],
                           "type-untyped-object") == ["warning"]


def test_a_free_form_object_by_design_is_info_zh_and_en():
    passthrough = _untyped("tool_args", "Arguments for the remote tool.",
                           action={"type": "string", "enum": ["connect", "call_tool"]},
                           tool_name={"type": "string", "description": "Remote tool to call."})
    assert lint_severities([passthrough], "type-untyped-object") == ["info"]
    settings = _untyped("model_settings", "模型配置，例如 {\"temperature\": 0.2}。")
    assert lint_severities([settings], "type-untyped-object") == ["info"]
    operators = _untyped("filter", "Filter by metadata: equals (exact match), greaterThan, "
                                   "listContains (list contains value), startsWith.")
    assert lint_severities([operators], "type-untyped-object") == ["info"]
    patch = _untyped("updates", "要合并进当前配置的字段。")
    assert lint_severities([patch], "type-untyped-object") == ["info"]


# range-missing: a number deep inside a request body is info; at the top it stays a warning

def _nested_limit(description):
    inner = {"type": "object", "properties": {"responseLimit": {"type": "object", "properties": {
        "limit": {"type": "integer", "description": description}}}}}
    return tool_doc("forms_update", "更新表单设置。", {"form_id": {"type": "string", "description": "表单 ID"},
                                                 "settings": inner})


def test_a_count_three_objects_down_is_info_zh_and_en():
    assert lint_severities([_nested_limit("最多回复数")], "range-missing") == ["info"]
    assert lint_severities([_nested_limit("Maximum responses accepted.")], "range-missing") == ["info"]


def test_the_same_count_at_the_top_or_a_universal_range_below_stays_a_warning():
    top = tool_doc("weather_forecast", "查询天气预报。", {"days": {"type": "integer", "description": "预报天数"}})
    assert lint_severities([top], "range-missing") == ["warning"]
    deep = {"type": "object", "properties": {"area": {"type": "object", "properties": {
        "window": {"type": "object", "properties": {
            "hour": {"type": "integer", "description": "Hour of the day."}}}}}}}
    # (a latitude was the universal range here until round 54 made it info; an hour's is
    # known as well)
    geo = tool_doc("places_search", "Search places in an area.", {"query": {
        "type": "string", "description": "Words to match."}, "filter": deep})
    assert "warning" in lint_severities([geo], "range-missing")


# array-unbounded: a tool that splits a large batch itself needs no cap

def _batch_delete(description):
    return tool_doc("records_batch_delete", description, {"record_ids": {
        "type": "array", "items": {"type": "string"}, "description": "Records to delete."}})


def test_a_batch_the_tool_splits_itself_is_info_zh_and_en():
    assert lint_severities([_batch_delete("批量删除记录，不可恢复；超过 500 条自动分批。")],
                           "array-unbounded") == ["info"]
    assert lint_severities([_batch_delete("Bulk-delete records; cannot be undone. Batches over 500 "
                                          "are split automatically.")], "array-unbounded") == ["info"]


def test_a_batch_with_nothing_said_about_its_size_stays_a_warning():
    assert lint_severities([_batch_delete("批量删除记录，不可恢复。")], "array-unbounded") == ["warning"]
    assert lint_severities([_batch_delete("Bulk-delete records; cannot be undone. Records are "
                                          "removed automatically from every view.")],
                           "array-unbounded") == ["warning"]


# param-description-repeats-name: a standard code asks for its standard, not for a tool

def _messages(tools, rule):
    return [f.message for f in lint_findings(tools, rule)]


def test_a_restated_standard_code_asks_for_its_standard_zh_and_en():
    for desc in ("Parameter country_code", "国家码"):
        tool = tool_doc("news_search", "Search news.", {"country_code": {"type": "string",
                                                                         "description": desc}})
        [message] = _messages([tool], "param-description-repeats-name")
        assert "ISO 3166" in message and "which tool" not in message


def test_a_restated_code_of_the_tools_own_system_still_asks_where_it_comes_from():
    tool = tool_doc("orders_get", "Get an order.", {"warehouse_code": {"type": "string",
                                                                      "description": "Warehouse code"}})
    messages = _messages([tool], "param-description-repeats-name")
    assert messages and not any("ISO" in m for m in messages)


# near-duplicate-tools: near-identical descriptions that open with different actions

def test_near_identical_descriptions_opening_with_other_actions_are_info():
    tools = [tool_doc("click_mouse", "Click at the given coordinates on the current page, then "
                                     "wait for the page to settle and return a screenshot."),
             tool_doc("double_click_mouse", "Double-click at the given coordinates on the current "
                                            "page, then wait for the page to settle and return a "
                                            "screenshot.")]
    assert lint_severities(tools, "near-duplicate-tools") == ["info"]


def test_near_identical_descriptions_opening_alike_stay_a_warning():
    tools = [tool_doc("pip_install_package", "This function installs a package using pip in the "
                                             "current environment and returns a success message."),
             tool_doc("uv_pip_install_package", "This function installs a package using uv and pip "
                                                "in the current environment and returns a success "
                                                "message.")]
    assert lint_severities(tools, "near-duplicate-tools") == ["warning"]


def test_a_short_text_on_an_input_less_tool_named_without_a_verb_is_info_unless_it_writes():
    assert lint_severities([tool_doc("memory_snapshot", "核心进程的内存快照")],
                           "description-too-short") == ["info"]
    assert lint_severities([tool_doc("cache_clear", "清空缓存。")], "description-too-short") == ["warning"]


def test_openings_that_differ_in_words_the_names_do_not_hold_stay_a_warning():
    tools = [tool_doc("get_pull_request", "Get a specific pull request in a GitHub repository, "
                                          "with its title, body, state and review status."),
             tool_doc("pull_request_read", "Get information on a specific pull request in a GitHub "
                                           "repository, with its title, body, state and review "
                                           "status.")]
    assert lint_severities(tools, "near-duplicate-tools") == ["warning"]


def test_an_input_less_read_beside_a_similar_tool_is_info_an_annotated_one_is_not():
    status = tool_doc("get_queue_status", "队列中等待的任务数")
    other = tool_doc("get_queue_status_history", "获取队列状态历史", {"days": {
        "type": "integer", "description": "天数"}})
    assert lint_severities([status, other], "description-too-short", "get_queue_status") == ["info"]
    props = {"gist_id": {"type": "string", "description": "Gist id, e.g. aa5a315d."}}
    star = tool_doc("star_gist", "Star a GitHub gist", props, annotations={"readOnlyHint": False})
    star_comment = tool_doc("star_gist_comment", "Star a comment on a GitHub gist", props,
                            annotations={"readOnlyHint": False})
    assert lint_severities([star, star_comment], "description-too-short", "star_gist") == ["warning"]
