"""The wrong families reviewers found in five identity/effect/requirement rules.

- caller-param-described: a filter over anyone whose text offers a word for the caller ("Special
  value 'self' can be used to represent the current user", "多个用逗号分隔，传 self 表示当前登录
  用户") names any user, not the caller.
- credential-param: a manager tool's `client_secret`/`password` that only its create/update
  take (list/get/delete do without it) is the record's data, not the call's credential.
- read-name-changes-state: "regardless of whether a notification setting is subscribed" is a
  condition, not a subscription the call makes.
- prose-required-unmarked: "All line items must be provided" is about a list's completeness
  when sent (an update replaces it), not a need of every call.
- enum-missing: an undescribed `language` takes any language code: advice at info, no enum demand.
"""

from __future__ import annotations

import pytest

from support import described_tool, hits


def _shown(rule_id, tool):
    return [h for h in hits(rule_id, tool) if (h.severity or "warning") != "info"]


# ---------------------------------------------------------------- caller-param-described

@pytest.mark.parametrize("name,desc", [
    ("creator", "Creator user ID, multiple values separated by commas. Special value 'self' can "
                "be used to represent the current user"),
    ("assignee_id", "Assignee user ID; use 'me' for the signed-in user."),
    ("creator_id", "创建人用户ID，多个用逗号分隔，传 self 表示当前登录用户"),
    ("approver_employee_no", "审批人工号，可传 me 表示当前登录用户"),
])
def test_a_filter_with_a_word_for_the_caller_is_no_caller(name, desc):
    tool = described_tool("search_workitems", "Search work items.", {name: {"type": "string",
                                                                            "description": desc}})
    assert hits("caller-param-described", tool) == []


@pytest.mark.parametrize("name,desc", [
    ("employee_id", "ID of the employee submitting (the logged-in user)."),
    ("approver_employee_no", "审批人工号，即当前登录的审批人本人"),
])
def test_a_parameter_that_is_the_caller_still_is(name, desc):
    tool = described_tool("expenses_submit", "Submit.", {name: {"type": "string", "description": desc}})
    assert len(hits("caller-param-described", tool)) == 1


# ---------------------------------------------------------------- credential-param

def _manager(name, acts, secret, desc="", required=None):
    return described_tool(name, "Manage them: " + "/".join(acts), {
        "action": {"type": "string", "enum": acts}, "id": {"type": "number"},
        "name": {"type": "string"}, secret: {"type": "string", "description": desc}},
        required or ["action"])


@pytest.mark.parametrize("name,secret,desc", [
    ("github_apps", "client_secret", ""),
    ("数据源管理", "password", "数据库连接密码"),
])
def test_a_secret_only_the_writes_of_a_manager_take_is_its_data(name, secret, desc):
    tool = _manager(name, ["list", "get", "create", "update", "delete"], secret, desc)
    assert hits("credential-param", tool) == []


@pytest.mark.parametrize("acts,desc,required", [
    (["list", "get", "create", "update", "delete"], "Your API key.", None),
    (["list", "get", "create", "update", "delete"], "", ["action", "api_key"]),
    (["list", "get"], "", None),
    (["list", "get", "create"], "用于鉴权的密钥", None),
])
def test_a_secret_that_authenticates_the_call_is_still_reported(acts, desc, required):
    tool = _manager("github_apps", acts, "api_key", desc, required)
    assert len(hits("credential-param", tool)) == 1


# ---------------------------------------------------------------- read-name-changes-state

def test_a_condition_on_a_subscription_is_no_effect_of_a_list():
    tool = described_tool("list_events", "This tool will list events in Paddle. Events are created "
                          "for actions regardless of how they happened and regardless of whether a "
                          "notification setting is subscribed to be notified by Paddle.", {})
    assert hits("read-name-changes-state", tool) == []


@pytest.mark.parametrize("desc", [
    "Lists overdue pets; overdue pets are enrolled in the reminder programme.",
    "Lists overdue pets and then subscribes them to the reminder programme.",
    "查询逾期宠物，并会自动为其报名提醒计划。",
])
def test_a_list_that_enrols_still_changes_state(desc):
    tool = described_tool("list_overdue_pets", desc, {})
    assert len(hits("read-name-changes-state", tool)) == 1


# ---------------------------------------------------------------- prose-required-unmarked

@pytest.mark.parametrize("desc,name,pdesc", [
    ("Update a credit note. All line items must be provided. Any line items not provided will be "
     "removed.", "lineItems", "The credit note's line items."),
    ("更新发票。必须提供全部明细行，未提供的明细行将被删除。", "line_items", "明细行"),
])
def test_a_whole_list_rule_is_no_need_of_every_call(desc, name, pdesc):
    tool = described_tool("update_credit_note", desc, {
        "id": {"type": "string"}, name: {"type": "array", "items": {"type": "object"},
                                         "description": pdesc}}, ["id"])
    assert hits("prose-required-unmarked", tool) == []


@pytest.mark.parametrize("desc,name,pdesc", [
    ("Create a credit note. The line items must be provided.", "lineItems", "The line items."),
    ("创建发票。必须提供明细行。", "line_items", "明细行"),
])
def test_a_list_the_text_needs_is_still_reported(desc, name, pdesc):
    tool = described_tool("create_credit_note", desc, {
        "id": {"type": "string"}, name: {"type": "array", "items": {"type": "object"},
                                         "description": pdesc}}, ["id"])
    assert len(hits("prose-required-unmarked", tool)) == 1


# ---------------------------------------------------------------- enum-missing

@pytest.mark.parametrize("name,desc", [
    ("geocode", "Find the coordinates of a place name."),
    ("geocode", "根据地名查询经纬度。该工具不需要 API Key。"),
])
def test_an_undescribed_language_is_an_open_set(name, desc):
    tool = described_tool(name, desc, {"query": {"type": "string"},
                                       "language": {"type": ["string", "null"], "default": None}},
                          ["query"])
    found = hits("enum-missing", tool)
    assert found and all(h.severity == "info" for h in found)


def test_an_undescribed_sort_order_still_needs_an_enum():
    tool = described_tool("geocode", "Find the coordinates of a place name.",
                          {"query": {"type": "string"}, "sort_order": {"type": "string"}}, ["query"])
    assert len(_shown("enum-missing", tool)) == 1
