"""Findings a reviewer would call repeats or wishes: an undescribed date whose only gap is the
form `format-missing` asks for on the same field (one edit fixes both) is info for
param-missing-description; a `lang` holding a natural language's code (default "zh", "多语言",
"language code") is a standardised open set: enum-missing says in an info to name the supported
codes; a filter by an operation name (http.request) is no dispatch. A `language` without such
evidence, and an operation the tool dispatches on, keep their warning. English and Chinese."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _shown(rule, tool):
    return [h for h in hits(rule, tool) if h.severity != "info"]


@pytest.mark.parametrize("name,desc,props", [
    ("sleep_report", "获取某天的睡眠数据。", {"sleep_date": {"type": "string"}}),
    ("steps_between", "Get steps between two dates.",
     {"start_date": {"type": "string"}, "end_date": {"type": "string"}}),
    ("hrv_daily", "查询心率变异性。", {"date": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None}}),
])
def test_a_date_format_missing_asks_for_is_no_second_warning(name, desc, props):
    tool = make_tool(name=name, description=desc, parameters=obj(props))
    assert hits("format-missing", tool)
    assert hits("param-missing-description", tool)
    assert not _shown("param-missing-description", tool)


def test_an_undescribed_id_beside_a_date_keeps_the_warning():
    tool = make_tool(name="activity_splits", description="Get the splits of an activity.",
                     parameters=obj({"activity_id": {"type": "string"}, "date": {"type": "string"}}))
    assert _shown("param-missing-description", tool)


@pytest.mark.parametrize("schema,desc", [
    ({"type": "string", "default": "zh"}, "查询天气。\n\n参数：\n- lang: 可选，多语言设置，默认中文"),
    ({"type": "string", "default": "en-US"}, "Get the forecast."),
    ({"type": "string", "default": "ja", "description": "Answer language."}, "Search places."),
])
def test_a_natural_language_code_is_an_open_set(schema, desc):
    tool = make_tool(name="weather_now", description=desc, parameters=obj({"lang": schema}))
    found = hits("enum-missing", tool)
    assert found and all(h.severity == "info" for h in found)
    assert "language code" in found[0].message


@pytest.mark.parametrize("name,schema", [
    ("run_code", {"type": "string", "description": "Programming language to run."}),
    ("logistics_track", {"type": "string", "description": "物流描述的返回语言。"}),
])
def test_a_language_without_code_evidence_keeps_the_warning(name, schema):
    tool = make_tool(name=name, description="Runs.", parameters=obj({"language": schema}))
    assert _shown("enum-missing", tool)


@pytest.mark.parametrize("desc", ["Filter by operation name", "Search by span name, e.g. http.request",
                                  "按接口名称过滤调用链"])
def test_a_filter_by_operation_name_is_no_dispatch(desc):
    tool = make_tool(name="traces_list", description="List APM traces.",
                     parameters=obj({"operation": {"type": "string", "description": desc}}))
    assert not hits("enum-missing", tool)


def test_the_operation_a_tool_dispatches_on_keeps_the_warning():
    tool = make_tool(name="inventory_manage", description="对库存执行各种操作。",
                     parameters=obj({"operation": {"type": "string", "description": "要执行的操作名称。"}}))
    assert _shown("enum-missing", tool)


@pytest.mark.parametrize("desc,default", [
    ("Seconds of history to count (defaults to 2h)", 7200),
    ("回溯的秒数，默认 30m", 1800),
    ("Cache lifetime in seconds (default: 1d)", 86400),
])
def test_a_default_written_with_a_unit_letter_is_no_other_number(desc, default):
    tool = make_tool(name="hosts_count", description="Count active hosts.",
                     parameters=obj({"window": {"type": "integer", "default": default, "description": desc}}))
    assert not hits("prose-default-mismatch", tool) and not hits("default-contradicts-description", tool)


def test_a_plain_default_that_differs_still_warns():
    tool = make_tool(name="hosts_count", description="Count active hosts.",
                     parameters=obj({"window": {"type": "integer", "default": 7200,
                                                "description": "Seconds of history (defaults to 3600)"}}))
    assert hits("prose-default-mismatch", tool) or hits("default-contradicts-description", tool)


@pytest.mark.parametrize("name,desc", [
    ("push_text", "The user ID to receive a message. Defaults to DESTINATION_USER_ID."),
    ("notify_member", "Recipient of the notification."),
    ("push_card", "接收消息的用户 ID。"),
])
def test_the_recipient_of_a_message_is_no_identity_choice(name, desc):
    tool = make_tool(name=name, description="Send a message to a user.",
                     parameters=obj({"user_id": {"type": "string", "description": desc},
                                     "text": {"type": "string", "description": "Message text."}}))
    assert not hits("identity-param", tool)


def test_a_user_whose_data_is_read_still_warns():
    tool = make_tool(name="list_orders", description="List orders.",
                     parameters=obj({"user_id": {"type": "string", "description": "The user."}}))
    assert hits("identity-param", tool)


@pytest.mark.parametrize("name,desc", [
    ("send_message", "Sends a message to a specific agent. Use list_agents to find its id."),
    ("notify_peer", "Send a note to another agent in the crew."),
    ("agent_send", "把任务结果发送给其他智能体。"),
])
def test_a_message_between_agents_reaches_no_person(name, desc):
    tool = make_tool(name=name, description=desc,
                     parameters=obj({"receiver_id": {"type": "string"}, "message": {"type": "string"}}))
    assert not hits("side-effect-undisclosed", tool)


@pytest.mark.parametrize("name,desc", [
    ("cancel_rich_menu_default", "Cancel the default rich menu."),
    ("cancel_pin", "Cancels the pin on a chat message."),
])
def test_cancelling_a_setting_can_be_taken_back(name, desc):
    tool = make_tool(name=name, description=desc, parameters=obj({}))
    assert not hits("side-effect-undisclosed", tool)


@pytest.mark.parametrize("name,desc", [
    ("send_message", "Sends a message to a customer by SMS."),
    ("cancel_order", "Cancels an order by id."),
    ("message_send", "向指定用户发送短信。"),
])
def test_messages_to_people_and_cancelled_orders_still_warn(name, desc):
    tool = make_tool(name=name, description=desc, parameters=obj({"target_id": {"type": "string"}}))
    assert hits("side-effect-undisclosed", tool)


def test_a_json_patch_value_takes_any_json():
    tool = make_tool(name="update_flag", description="Apply a JSON Patch to a flag.", parameters=obj({
        "patch": {"type": "array", "items": {"type": "object", "properties": {
            "op": {"type": "string"}, "path": {"type": "string"}, "value": {}}, "required": ["op", "path"]}}}))
    assert not hits("type-missing", tool)


@pytest.mark.parametrize("key", ["name", "key"])
def test_a_named_value_is_info_and_asks_for_its_kinds(key):
    tool = make_tool(name="set_config", description="设置配置项。", parameters=obj({
        "entries": {"type": "array", "items": {"type": "object", "properties": {
            key: {"type": "string"}, "value": {}}}}}))
    (h,) = hits("type-missing", tool)
    assert h.severity == "info" and key in h.message


def test_a_lone_untyped_value_still_warns():
    tool = make_tool(name="save_note", description="Save a note.", parameters=obj({"value": {}}))
    (h,) = hits("type-missing", tool)
    assert h.severity != "info"


@pytest.mark.parametrize("name,desc,qdesc", [
    ("cls_search_log", "检索分析 CLS 日志。支持 CQL 检索和 SQL 管道分析。", "CQL 检索语句，如 `* | SELECT COUNT(*)`"),
    ("logs_query", "Search and analyze logs with SQL pipelines. Returns matching rows.", "The SQL query text."),
])
def test_a_query_over_logs_runs_no_write(name, desc, qdesc):
    tool = make_tool(name=name, description=desc,
                     parameters=obj({"query": {"type": "string", "description": qdesc}}))
    assert not hits("query-effect-unstated", tool)


def test_a_query_over_a_database_still_asks():
    tool = make_tool(name="db_query", description="Execute SQL queries against the orders database.",
                     parameters=obj({"query": {"type": "string", "description": "The SQL query to run."}}))
    assert hits("query-effect-unstated", tool)


@pytest.mark.parametrize("desc", [
    "Each option should be a distinct, mutually exclusive choice (unless multi_select is enabled).",
    "Every answer must be mutually exclusive; set multi_select to allow several.",
    "options 的选项之间互斥（multi_select 为 true 时除外）。",
])
def test_exclusive_values_of_one_field_are_no_field_relation(desc):
    tool = make_tool(name="ask_user", description="Ask the user a question. " + desc, parameters=obj({
        "options": {"type": "array", "items": {"type": "string"}},
        "multi_select": {"type": "boolean"}}, required=["options"]))
    assert not hits("prose-field-relation", tool)


def test_exclusive_fields_still_relate():
    tool = make_tool(name="search_files", description="Search files. query and regex are mutually exclusive.",
                     parameters=obj({"query": {"type": "string"}, "regex": {"type": "string"}}))
    assert hits("prose-field-relation", tool)


def test_an_id_whose_source_tool_the_text_names_is_clear():
    from workbench import lint

    lister = make_tool(name="TaskList", description="List the tasks in the task list.", parameters=obj({}))
    update = make_tool(name="TaskUpdate", description="Update a task. After resolving, call TaskList "
                       "to find your next task.", parameters=obj({"task_id": {"type": "string",
                                                                              "description": "The task id."}}))
    found = [f for f in lint([lister, update], config=False, select=["param-id-unclear"]).findings
             if f.tool == "TaskUpdate"]
    assert not found
    alone = lint([update], config=False, select=["param-id-unclear"]).findings
    assert alone


@pytest.mark.parametrize("name,desc,props", [
    ("gitea_update_issue", "更新议题。", {"body": {"type": "string", "description": "新正文。"}}),
    ("reply_ticket", "回复工单。", {"body": {"type": "string", "description": "正文"}}),
])
def test_a_body_the_restatement_calls_prose_is_info(name, desc, props):
    tool = make_tool(name=name, description=desc, parameters=obj(props))
    (hit,) = hits("param-description-repeats-name", tool)
    assert hit.severity == "info"
    # in English "Body text." already says more than the name: no finding at all
    english = make_tool(name="post_comment", description="Post a comment on a pull request.",
                        parameters=obj({"body": {"type": "string", "description": "Body text."}}))
    assert hits("param-description-repeats-name", english) == []


@pytest.mark.parametrize("name,desc,props", [
    # the look-alikes: a body that is a request payload, and a restated value of unknown kind
    ("call_api", "调用接口。", {"body": {"type": "string", "description": "请求体"}}),
    ("set_setting", "Set a setting.", {"value": {"type": "string", "description": "The value"}}),
])
def test_a_body_or_value_of_unknown_form_keeps_its_warning(name, desc, props):
    tool = make_tool(name=name, description=desc, parameters=obj(props))
    assert _shown("param-description-repeats-name", tool)
