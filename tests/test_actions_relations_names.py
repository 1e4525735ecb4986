"""Round 21B: actions, relations, names and descriptions read from their meaning.

- mega-tool-mixed-actions: an action value whose first word is a write (`delete_preview`) is a
  write; a `type` whose values are mostly kinds of a thing (text/number/date/list/clear) is no
  action switch; one resource's reads beside its writes behind one enum are info (reviewers
  split: a design). Shown: a `readOnlyHint: true` tool offering writes, writes the tool's text
  says need consent or cannot be undone, a write that moves money, actions over several kinds
  of thing (a catch-all entry).
- prose-condition: "required unless type is 'hyperlink'" tests a value (info, no `anyOf`);
  "required unless ref is given" stays the at-least-one-of rule.
- name-vague: `update_list` over `listId` and "a list" names its action and its object.
- credential-param: the SSH key a key-managing tool creates is the data sent.
- param-missing-description: a status code (`health_check_return_code`) is no id of a tool.
- description-too-short: adding a comment or a tag to a record, said in the name, is info.
Each with a look-alike that behaves the other way, English and Chinese.
"""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

MIX = "mega-tool-mixed-actions"


def _actions(values, param="action", annotations=None, name="resources", desc="Manage resources."):
    return make_tool(name=name, description=desc, parameters=obj(
        {param: {"type": "string", "enum": values}, "uuid": {"type": "string"}}),
        annotations=annotations or {})


# ------------------------------------------------------------------ mega-tool-mixed-actions

@pytest.mark.parametrize("values", [["create", "update", "delete", "delete_preview"],
                                    ["新建", "delete", "remove_preview"]])
def test_a_write_of_a_preview_is_no_read(values):
    assert hits(MIX, _actions(values)) == []


def test_a_run_of_a_query_is_no_write():
    # "runQuery=执行只读 SQL" on a read-only tool: the act is the query, `run` is generic
    tool = _actions(["runQuery", "describeTaskStatus", "getInstanceInfo"],
                    annotations={"readOnlyHint": True}, desc="查询数据库信息，支持执行只读 SQL。")
    assert hits(MIX, tool) == []


def test_a_preview_that_reads_still_counts_as_a_read():
    (h,) = hits(MIX, _actions(["preview", "delete"]))
    assert "preview" in h.message and h.severity == "info"


@pytest.mark.parametrize("values,desc", [
    (["text", "number", "checkbox", "date", "list", "clear"],
     'The custom field type. Use "clear" to remove the value from the field.'),
    (["文本", "数字", "日期", "list", "clear"], "自定义字段类型；clear 表示清空该字段。"),
])
def test_a_type_of_field_kinds_is_no_action_switch(values, desc):
    tool = make_tool(name="update_card_custom_field", description="Update a custom field on a card.",
                     parameters=obj({"type": {"type": "string", "enum": values, "description": desc}}))
    assert hits(MIX, tool) == []


def test_a_type_of_verbs_is_still_an_action_switch():
    tool = make_tool(name="cards", description="Work with cards.", parameters=obj(
        {"type": {"type": "string", "enum": ["list", "get", "clear"]}}))
    assert [h.severity for h in hits(MIX, tool)] == ["info"]


@pytest.mark.parametrize("desc", ["Manage SSH keys: list/get/create/update/delete.",
                                  "管理 SSH 密钥：查询、创建、更新、删除。"])
def test_a_resources_reads_and_writes_behind_one_enum_are_info(desc):
    tool = _actions(["list", "get", "create", "update", "delete"], desc=desc,
                    annotations={"destructiveHint": True})
    assert [h.severity for h in hits(MIX, tool)] == ["info"]


@pytest.mark.parametrize("values,desc", [
    (["get", "list", "delete", "void"],
     "Runs an invoice action. Call writes only after the user confirmed them; delete cannot be undone."),
    (["get", "update_address", "cancel"], "订单管理：查询、改地址或取消订单。取消不可撤销，执行前需要用户确认。"),
    (["get_team", "create_team", "ban_player", "forfeit_match"], "Administer the league."),
    (["query_schedule", "cancel_booking", "locate_container"], "港口业务统一入口。"),
])
def test_writes_the_tool_says_need_consent_or_a_catch_all_entry_stay_shown(values, desc):
    (h,) = hits(MIX, _actions(values, desc=desc))
    assert h.severity is None


@pytest.mark.parametrize("values,desc", [
    (["go_to_url", "click_element", "get_dropdown_options", "switch_tab", "close_tab"],
     "Browser automation. It maintains state across calls, keeping the browser session alive."),
    (["execute_command", "check_command_output", "terminate_command", "list_commands"],
     "Execute a shell command. Uses sessions to maintain state between commands."),
    (["create", "get", "list", "set_active", "mark_step", "delete"],
     "A planning tool that allows the agent to create and manage plans."),
    (["open_tab", "get_page_text", "close_tab", "list_tabs"], "在同一浏览器会话中操作标签页，保持会话状态。"),
])
def test_a_session_the_agent_keeps_for_itself_is_info(values, desc):
    # openmanus browser_use, sandbox_shell, planning: the actions act on parts of one working
    # session of the agent's own, not on several kinds of record
    assert [h.severity for h in hits(MIX, _actions(values, desc=desc))] == ["info"]
    # the look-alike: the same tool whose text says its writes need the user's go-ahead
    said = _actions(values, desc=desc + " Closing cannot be undone; call it only after the user confirmed.")
    assert [h.severity for h in hits(MIX, said)] == [None]


def test_a_read_only_claim_over_writes_stays_shown():
    tool = _actions(["list", "set"], annotations={"readOnlyHint": True})
    (h,) = hits(MIX, tool)
    assert h.severity is None and "readOnlyHint" in h.message


# ------------------------------------------------------------------------ prose-condition

def _link(desc_to, desc_url="Required when type is 'hyperlink'."):
    return make_tool(name="link_write", description="Link work items.", parameters=obj({
        "type": {"type": "string", "enum": ["related", "parent", "hyperlink"], "default": "related"},
        "linkToId": {"type": "integer", "description": desc_to},
        "url": {"type": "string", "description": desc_url}}, required=[]))


@pytest.mark.parametrize("desc", ["The id to link to. Required unless type is 'hyperlink'.",
                                  "要关联的工作项 ID。除非 type 为 hyperlink，否则必填。"])
def test_required_unless_a_value_is_no_at_least_one_of(desc):
    found = [h for h in hits("prose-condition", _link(desc)) if h.path.endswith("linkToId")]
    assert found and all(h.severity == "info" and "anyOf" not in h.message for h in found)


@pytest.mark.parametrize("desc", ["The id to link to. Required unless url is given.",
                                  "要关联的工作项 ID。除非已提供 url，否则必填。"])
def test_required_unless_a_field_is_given_stays_at_least_one_of(desc):
    found = [h for h in hits("prose-condition", _link(desc, "Web address of the link."))
             if h.path.endswith("linkToId")]
    assert found and found[0].severity is None and "anyOf" in found[0].message


# ------------------------------------------------------------------------------ name-vague

@pytest.mark.parametrize("desc,id_desc", [
    ("Update a list name, archive state, or board.", "ID of the Trello list to update"),
    ("更新看板中的列表：名称或归档状态（update a list）。", "要更新的列表 ID"),
])
def test_a_verb_and_a_record_the_tool_takes_the_id_of_is_not_vague(desc, id_desc):
    tool = make_tool(name="update_list", description=desc, parameters=obj(
        {"listId": {"type": "string", "description": id_desc}, "name": {"type": "string",
                                                                       "description": "New name"}}))
    assert hits("name-vague", tool) == []


@pytest.mark.parametrize("desc", ["Update a list name, archive state, or board.", "更新列表。"])
def test_the_same_name_without_the_records_id_stays_vague(desc):
    tool = make_tool(name="update_list", description=desc, parameters=obj(
        {"name": {"type": "string", "description": "New name"}}))
    assert [h.severity for h in hits("name-vague", tool)] == [None]


# -------------------------------------------------------------------------- credential-param

@pytest.mark.parametrize("name,desc", [
    ("private_keys", "Manage SSH keys: list/get/create/update/delete."),
    ("ssh_private_keys", "管理 SSH 私钥：查询、创建、更新、删除。"),
])
def test_the_key_a_key_managing_tool_stores_is_its_data(name, desc):
    tool = make_tool(name=name, description=desc, parameters=obj({
        "action": {"type": "string", "enum": ["list", "get", "create", "update", "delete"]},
        "private_key": {"type": "string"}}))
    assert hits("credential-param", tool) == []


@pytest.mark.parametrize("name,desc,values", [
    ("private_keys", "List SSH keys or get one.", ["list", "get"]),
    ("deploy_server", "部署服务器：用 SSH 私钥连接并部署。", ["deploy", "restart"]),
])
def test_a_key_only_read_or_used_to_connect_stays_a_credential(name, desc, values):
    tool = make_tool(name=name, description=desc, parameters=obj({
        "action": {"type": "string", "enum": values}, "private_key": {"type": "string"}}))
    assert [h.severity for h in hits("credential-param", tool)] == [None]


# ------------------------------------------------------------------ param-missing-description

def _app(prop, schema, desc="Manage an application's health check."):
    return make_tool(name="application_update", description=desc,
                     parameters=obj({prop: schema, "uuid": {"type": "string", "description": "App uuid."}}))


@pytest.mark.parametrize("desc", ["Manage an application's health check.", "管理应用的健康检查设置。"])
def test_a_numeric_status_code_needs_no_source(desc):
    tool = _app("health_check_return_code", {"type": "number"}, desc)
    found = [h for h in hits("param-missing-description", tool) if "return_code" in h.path]
    assert all(h.severity == "info" and "which tool returns it" not in h.message for h in found)


def test_a_textual_status_code_asks_for_its_statuses_not_a_source():
    (h,) = [h for h in hits("param-missing-description", _app("status_code", {"type": "string"}))
            if "status_code" in h.path]
    assert "HTTP status" in h.message and "which tool returns it" not in h.message


@pytest.mark.parametrize("prop", ["warehouse_code", "project_code"])
def test_other_codes_still_ask_where_they_come_from(prop):
    (h,) = [h for h in hits("param-missing-description", _app(prop, {"type": "string"}))
            if prop in h.path]
    assert "which tool returns it" in h.message


# ------------------------------------------------------------------ description-too-short

@pytest.mark.parametrize("name,desc", [
    ("add_issue_comment", "Adds a comment to an issue"),
    ("asana_add_tag_to_task", "Add a tag to a task"),
    ("add_task_comment", "为任务添加评论"),
])
def test_adding_a_note_to_a_record_said_in_the_name_is_info(name, desc):
    tool = make_tool(name=name, description=desc, parameters=obj(
        {"issue_id": {"type": "string"}, "content": {"type": "string"}}))
    assert [h.severity for h in hits("description-too-short", tool)] == ["info"]


@pytest.mark.parametrize("name,desc", [
    ("add_cycle_issues", "Add issues to a cycle"),
    ("add_task_member", "为任务添加成员"),
])
def test_adding_other_records_stays_shown(name, desc):
    tool = make_tool(name=name, description=desc, parameters=obj(
        {"issue_id": {"type": "string"}, "content": {"type": "string"}}))
    assert [h.severity for h in hits("description-too-short", tool)] == [None]


def test_a_delete_that_only_restates_its_name_is_told_once_by_its_effect():
    # the gap that matters (it cannot be undone) is side-effect-undisclosed's, shown; the short
    # text itself is info, one message per cause
    tool = make_tool(name="delete_issue_comment", description="Deletes a comment on an issue",
                     parameters=obj({"issue_id": {"type": "string"}, "content": {"type": "string"}}))
    assert [h.severity for h in hits("description-too-short", tool)] == ["info"]
    assert [h.severity for h in hits("side-effect-undisclosed", tool)] == [None]


# ------------------------------------------------------------------ side-effect-undisclosed

@pytest.mark.parametrize("desc", ["删除学生档案。调用前需要教务老师确认。",
                                  "Delete a student record. Confirm with the user before calling it."])
def test_a_confirmation_asked_before_the_call_is_disclosure(desc):
    tool = make_tool(name="delete_student", description=desc, parameters=obj(
        {"student_no": {"type": "string", "description": "学号，例如 S20240117"}}))
    assert [h for h in hits("side-effect-undisclosed", tool) if h.severity != "info"] == []


@pytest.mark.parametrize("desc", ["删除学生档案。调用前先查询学号。", "Delete a student record."])
def test_a_delete_that_asks_no_confirmation_stays_reported(desc):
    tool = make_tool(name="delete_student", description=desc, parameters=obj(
        {"student_no": {"type": "string", "description": "学号，例如 S20240117"}}))
    assert [h.severity for h in hits("side-effect-undisclosed", tool)] == [None]


def test_an_action_enum_of_values_with_no_latin_word_lints_without_a_crash():
    # BFCL's ControlAppliance.execute: Korean commands as the enum of `command`
    import workbench

    tool = {"name": "ControlAppliance.execute", "description": "Controls a home appliance.",
            "parameters": {"type": "object", "required": ["command"], "properties": {"command": {
                "type": "string", "description": "The command.",
                "enum": ["거실, 에어컨, 실행", ", 에어컨, 냉방 실행", "다용도실, 통돌이, 중지"]}}}}
    report = workbench.lint([tool])
    assert not [f for f in report.findings if "crashed" in f.message]
