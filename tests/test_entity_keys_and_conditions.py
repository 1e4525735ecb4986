"""required-alternatives-unstated, the keys family: one entity the tool acts on or within taken by
two keys of the same name (`issueId` or `issueKey`, `repoId` or `repoName`), neither required
and no text saying one is needed. Other fields may be required. Look-alikes stay silent: a text
that says one is needed (English and Chinese), a filter, an entity the tool neither names nor
scopes its call to, the new name of an update, a credential pair, a locator and its label.
prose-condition: a field one operation of a `mode` switch needs is the executor's check (info)."""

from __future__ import annotations

import pytest

from support import hits, make_tool

RULE = "required-alternatives-unstated"


def _tool(name, description, props, **extra):
    return make_tool(name=name, description=description,
                     parameters={"type": "object", "properties": props, **extra})


_ISSUE = {"issueId": {"type": "number", "description": "The numeric ID of the issue (e.g., 12345)"},
          "issueKey": {"type": "string", "description": "The key of the issue (e.g., 'PROJ-123')"}}
_PROJECT = {"projectId": {"type": "number", "description": "The numeric ID of the project"},
            "projectKey": {"type": "string", "description": "The key of the project"}}


def test_two_keys_of_the_tools_own_entity_are_reported_beside_a_required_field():
    tool = _tool("add_ticket_note", "Adds a note to a ticket.",
                 {"ticketId": {"type": "integer"}, "ticketKey": {"type": "string"},
                  "content": {"type": "string"}}, required=["content"])
    (h,) = hits(RULE, tool)
    assert h.path == "" and h.fix is None
    assert "`ticketId` or `ticketKey` (the ticket)" in h.message
    assert "provider-root-shape" in h.message and "`{}`" not in h.message


def test_an_entity_the_lead_sentence_scopes_the_call_to_is_reported():
    tool = _tool("get_board_labels", "Returns the list of labels for a workspace.",
                 {"workspaceId": {"type": "string"}, "workspaceSlug": {"type": "string"}})
    (h,) = hits(RULE, tool)
    assert "(the workspace)" in h.message and "`{}`" in h.message


def test_an_abbreviated_stem_matches_the_word_of_the_name():
    tool = _tool("get_git_repository", "Returns information about a specific Git repository.",
                 {"repoId": {"type": "number"}, "repoName": {"type": "string"}})
    (h,) = hits(RULE, tool)
    assert "(the repository)" in h.message


def test_an_add_name_that_relates_two_records_makes_none_of_them():
    tool = _tool("add_linked_ticket", "Links a ticket to another ticket",
                 {"ticketId": {"type": "integer"}, "ticketKey": {"type": "string"},
                  "targetTicketId": {"type": "integer"}}, required=["targetTicketId"])
    assert len(hits(RULE, tool)) == 1
    made = _tool("add_linked_ticket", "Creates a linked ticket",
                 {"ticketId": {"type": "integer"}, "ticketKey": {"type": "string"}})
    assert hits(RULE, made) == []


@pytest.mark.parametrize("tool", [
    _tool("get_merge_request", "Returns one merge request.",
          {"number": {"type": "integer", "description": "Merge request number"}, **_PROJECT}, required=["number"]),
    _tool("get_mr", "获取合并请求详情。",
          {"mr_number": {"type": "integer", "description": "合并请求编号"},
           "project_id": {"type": "integer"}, "project_key": {"type": "string"}}, required=["mr_number"]),
])
def test_a_sequence_number_needs_the_keys_of_its_container(tool):
    (h,) = hits(RULE, tool)
    assert "(the project)" in h.message


def test_a_number_that_is_not_the_tools_object_scopes_nothing():
    tool = _tool("send_sms", "Sends a text message.",
                 {"number": {"type": "string", "description": "Phone number"},
                  "templateId": {"type": "string"}, "templateCode": {"type": "string"}}, required=["number"])
    assert hits(RULE, tool) == []


def test_chinese_tool_gets_a_chinese_example():
    tool = _tool("get_order_detail", "查询订单详情，返回商品、金额和物流状态。",
                 {"order_id": {"type": "string", "description": "订单ID"},
                  "order_no": {"type": "string", "description": "订单编号"}})
    (h,) = hits(RULE, tool)
    assert "「order_id 与 order_no 二选一，必须提供其中一个」" in h.message


@pytest.mark.parametrize("tool", [
    # the need is said: English and Chinese
    _tool("get_issue", "Returns one issue. Either issueId or issueKey must be provided.", _ISSUE),
    _tool("get_issue", "Returns one issue.",
          {"issueId": {"type": "number", "description": "Required if issueKey is not given."},
           "issueKey": {"type": "string"}}),
    _tool("update_issue", "Updates an issue.\n- Provide `issueUrl` or `issueId`.",
          {"issueId": {"type": "string"}, "issueUrl": {"type": "string"}}),
    _tool("get_order_detail", "查询订单详情。order_id 与 order_no 二选一。",
          {"order_id": {"type": "string"}, "order_no": {"type": "string"}}),
    _tool("get_order_detail", "查询订单详情。",
          {"order_id": {"type": "string", "description": "订单ID，与订单编号至少提供一个"},
           "order_no": {"type": "string"}}),
    # a filter: the entity narrows a listing
    _tool("list_issues", "Lists issues, optionally for a project.", _PROJECT),
    _tool("get_issues", "Returns issues.",
          {"projectId": {"type": "number", "description": "Filter by project ID"},
           "projectKey": {"type": "string", "description": "Filter by project key"}}),
    _tool("get_sales", "查询销售记录。",
          {"store_id": {"type": "string", "description": "按门店筛选"}, "store_code": {"type": "string"}}),
    # the tool neither names the entity nor scopes its call to it
    _tool("add_pull_request", "Creates a new pull request.", {**_PROJECT, "summary": {"type": "string"}},
          required=["summary"]),
    # one of them is required, or the schema states the group
    _tool("get_issue", "Returns one issue.", _ISSUE, required=["issueId"]),
    _tool("get_issue", "Returns one issue.", _ISSUE, anyOf=[{"required": ["issueId"]}, {"required": ["issueKey"]}]),
    # an update's `name` is the new value, not a key
    _tool("update_project", "Updates a project.", {"projectId": {"type": "number"}, "projectName": {"type": "string"}}),
    # a credential pair and a locator with its label are no alternatives
    _tool("app_connect", "Connects the app.", {"appId": {"type": "string"}, "appKey": {"type": "string"}}),
    _tool("upload_file", "上传文件到网盘。", {"file_url": {"type": "string"}, "file_name": {"type": "string"}}),
    _tool("stock_basic", "股票基础信息：名称、地区、行业。支持按名称/代码精确查询。",
          {"stock_code": {"type": "string"}, "stock_name": {"type": "string"}}),
    # the current one when left out
    _tool("get_user_profile", "Returns a user's profile; without a key it reads the current user.",
          {"userId": {"type": "string"}, "userName": {"type": "string"}}),
    _tool("get_user_profile", "查询用户资料。不传则默认当前登录用户。",
          {"user_id": {"type": "string"}, "user_name": {"type": "string"}}),
    # the whole or the default when left out
    _tool("get_project", "Returns a project.",
          {"projectId": {"type": "number", "description": "If omitted, the default project is used."},
           "projectKey": {"type": "string"}}),
])
def test_look_alikes_stay_silent(tool):
    assert hits(RULE, tool) == []


# --- prose-condition: a field some operations of a `mode` switch need -----------------------------

def _condition_hits(props):
    tool = make_tool(name="repo_rebase", description="Rebase commits onto another branch.",
                     parameters={"type": "object", "properties": props})
    return hits("prose-condition", tool)


@pytest.mark.parametrize("mode_text,need_text", [
    ("Rebase operation mode: 'start', 'continue', 'abort', or 'skip'.",
     "Upstream branch to rebase onto (required for start mode)."),
    ("变基操作类型：start=开始，continue=继续，abort=放弃",
     "目标上游分支，mode 为 start 时必填"),
])
def test_a_field_of_one_operation_of_a_mode_switch_is_the_executors_check(mode_text, need_text):
    props = {"mode": {"type": "string", "enum": ["start", "continue", "abort"], "description": mode_text},
             "upstream": {"type": "string", "description": need_text}}
    (h,) = _condition_hits(props)
    assert h.severity == "info" and "per action" in h.message


def test_a_method_named_by_its_own_name_is_no_operation_switch():
    props = {"method": {"type": "string", "enum": ["card", "sepa"], "description": "Payment method."},
             "iban": {"type": "string", "description": "Account IBAN (required when method is sepa)."}}
    (h,) = _condition_hits(props)
    assert h.severity in (None, "warning")


# --- prose-condition: a label before "：" is no part of the condition ------------------------------

def _booking(description):
    return make_tool(name="pool_book_lane", description=description, parameters={
        "type": "object", "required": ["lesson_type"], "properties": {
            "lesson_type": {"type": "string", "enum": ["free_swim", "coached"]},
            "coach_id": {"type": "string", "description": "教练工号，例如 CO-118。"}}})


def test_a_labelled_chinese_condition_names_its_value():
    (h,) = [h for h in hits("prose-condition", _booking(
        "为会员预约泳道。教练课需要指定教练：lesson_type 为 coached 时必须填写 coach_id。"))
        if h.path == "/properties/coach_id"]
    assert h.severity in (None, "warning") and "const: 'coached'" in h.message


def test_a_condition_on_a_state_the_schema_cannot_see_stays_info():
    (h,) = [h for h in hits("prose-condition", _booking(
        "为会员预约泳道。教练课需要指定教练：会员为新会员时必须填写 coach_id。"))
        if h.path == "/properties/coach_id"] or [None]
    assert h is None or h.severity == "info"


def test_a_labelled_english_condition_names_its_value():
    (h,) = [h for h in hits("prose-condition", _booking(
        "Books a pool lane. Coached lessons need a coach: coach_id is required when lesson_type is coached."))
        if h.path == "/properties/coach_id"]
    assert h.severity in (None, "warning") and "const: 'coached'" in h.message


# --- prose-condition: "required unless B is given" is at least one of the two ----------------------

def _click(x_text, y_text="The y coordinate.", description="Click on the screen."):
    return make_tool(name="screen_click", description=description, parameters={
        "type": "object", "required": ["device"], "properties": {
            "device": {"type": "string", "description": "Device id."},
            "x": {"type": "number", "description": x_text},
            "y": {"type": "number", "description": y_text},
            "ref": {"type": "string", "description": "Element ref, e.g. @e5."}}})


@pytest.mark.parametrize("text", ["The x coordinate, in pixels. Required unless ref is given.",
                                  "横坐标（像素）。除非已提供 ref，否则必填。"])
def test_required_unless_another_field_is_at_least_one_of_the_two(text):
    (h,) = [h for h in hits("prose-condition", _click(text)) if h.path == "/properties/x"]
    assert h.severity in (None, "warning")
    assert "`ref` is missing" in h.message and "'required': ['x']" in h.message


@pytest.mark.parametrize("text", ["The x coordinate, in pixels. Not required unless you pass ref.",
                                  "The x coordinate, in pixels. Required when ref is given.",
                                  "横坐标（像素）。提供 ref 时必填。"])
def test_look_alikes_of_unless_are_no_absence(text):
    assert not [h for h in hits("prose-condition", _click(text))
                if h.path == "/properties/x" and "is missing" in h.message]
