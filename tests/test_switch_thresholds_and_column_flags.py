"""Round 16B: prose values, types and formats read for what the value is. Each family with
English and Chinese cases and a look-alike that must still be reported."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


@pytest.mark.parametrize("desc", ["重现步骤", "Steps to reproduce the bug", "操作步骤",
                                  "Reproduction steps, one per line"])
def test_steps_that_are_the_steps_themselves_are_text(desc):
    tool = make_tool(name="bug_update", description="Update a bug.",
                     parameters=obj({"steps": {"type": "string", "description": desc}}))
    assert hits("type-string-for-number", tool) == []


@pytest.mark.parametrize("desc", ["Number of steps to simulate", "最大步骤数", "模拟步数"])
def test_a_number_of_steps_is_still_a_count(desc):
    tool = make_tool(name="simulate", description="Run the simulation.",
                     parameters=obj({"steps": {"type": "string", "description": desc}}))
    assert len(hits("type-string-for-number", tool)) == 1


@pytest.mark.parametrize("name,desc", [
    ("is_test_col", "The name of the column to use to determine whether a row is test data."),
    ("is_active_field", "Field holding the active flag"),
    ("is_deleted", "用于判断是否删除的列名"),
])
def test_a_name_of_the_column_holding_a_flag_is_no_flag(name, desc):
    tool = make_tool(name="analyze", description="Analyze a table.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert hits("type-string-for-boolean", tool) == []


@pytest.mark.parametrize("name,desc", [("is_test", "Whether the row is test data."),
                                       ("is_column_visible", "是否显示该列")])
def test_a_flag_about_a_column_is_still_a_flag(name, desc):
    tool = make_tool(name="analyze", description="Analyze a table.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert len(hits("type-string-for-boolean", tool)) == 1


@pytest.mark.parametrize("owner,desc,tool_desc", [
    ("tool", "", "Return the action list for a tool, or all tools when no tool is given."),
    ("service", "要查询的操作名", "查询某个服务支持的操作说明。"),
])
def test_an_action_whose_values_depend_on_its_owner_is_not_shown(owner, desc, tool_desc):
    props = {owner: {"type": "string"}, "action": {"type": "string"}}
    if desc:
        props["action"]["description"] = desc
    tool = make_tool(name="describe_action", description=tool_desc, parameters=obj(props))
    found = hits("enum-missing", tool)
    assert [h.severity for h in found] == ["info"]
    assert owner in found[0].message


@pytest.mark.parametrize("desc", ["", "要执行的操作"])
def test_an_action_beside_ordinary_fields_is_still_shown(desc):
    props = {"repo": {"type": "string"}, "action": {"type": "string"}}
    if desc:
        props["action"]["description"] = desc
    tool = make_tool(name="repo_manage", description="Manage a repository.", parameters=obj(props))
    found = hits("enum-missing", tool)
    assert len(found) == 1 and found[0].severity in (None, "warning")


@pytest.mark.parametrize("total_desc,date_name,date_desc", [
    ("需求总数", "openedDate", "创建时间"),
    ("Total number of stories", "created_date", "Creation date"),
])
def test_a_date_beside_a_result_count_is_a_leaked_response_field(total_desc, date_name, date_desc):
    tool = make_tool(name="get_story_list", description="List stories.", parameters=obj({
        "total": {"type": "string", "description": total_desc},
        date_name: {"type": "string", "description": date_desc}}))
    found = hits("format-missing", tool)
    assert [h.severity for h in found] == ["info"]
    assert "response" in found[0].message


@pytest.mark.parametrize("total_desc,date_desc", [("订单总额", "下单日期"),
                                                  ("Total price of the order", "Order date")])
def test_a_date_beside_an_amount_total_is_still_shown(total_desc, date_desc):
    tool = make_tool(name="create_order", description="Create an order.", parameters=obj({
        "total": {"type": "string", "description": total_desc},
        "order_date": {"type": "string", "description": date_desc}}))
    found = hits("format-missing", tool)
    assert len(found) == 1 and found[0].severity in (None, "warning")


@pytest.mark.parametrize("desc", [
    "分页大小。如果群成员数量不超过1000，则直接一次性返回全部群成员；如果群成员数量大于1000，则按照分页大小分批次返回。",
    "Page size. If the group has no more than 1000 members, all members are returned at once; "
    "otherwise they are returned in pages of this size.",
])
def test_a_threshold_of_a_branch_is_no_maximum(desc):
    tool = make_tool(name="list_group_members", description="List a group's members.",
                     parameters=obj({"maxResults": {"type": "integer", "description": desc}}))
    assert hits("prose-only-constraint", tool) == []


@pytest.mark.parametrize("desc", ["分页大小，不超过1000。", "Page size, at most 1000.",
                                  "分页大小，如果不传则默认100，最大不超过1000。",
                                  "Page size. If omitted, 100 is used; at most 1000."])
def test_a_stated_maximum_is_still_reported(desc):
    tool = make_tool(name="list_group_members", description="List a group's members.",
                     parameters=obj({"maxResults": {"type": "integer", "description": desc}}))
    found = hits("prose-only-constraint", tool)
    assert len(found) == 1 and "1000" in found[0].message


@pytest.mark.parametrize("holder,props", [
    ("customer_credits", {"amount": {"type": "number"}, "bucket_name": {"type": "string"}}),
    ("grant", {"amount": {"type": "number"}, "unit_label": {"type": "string"}}),
    ("会员积分", {"amount": {"type": "number", "description": "发放数量"}}),
])
def test_an_amount_of_credits_or_a_labelled_unit_needs_no_currency(holder, props):
    tool = make_tool(name="products_create", description="Create a product.", parameters=obj({
        holder: {"type": "object", "properties": props}}))
    assert hits("param-missing-unit", tool) == []


@pytest.mark.parametrize("holder,desc", [("refund", "Refund amount"), ("退款", "退款金额")])
def test_an_amount_of_money_still_needs_its_currency(holder, desc):
    tool = make_tool(name="payments_refund", description="Refund a payment.", parameters=obj({
        holder: {"type": "object", "properties": {"amount": {"type": "number", "description": desc},
                                                  "label": {"type": "string"}}}}))
    assert len(hits("param-missing-unit", tool)) == 1


@pytest.mark.parametrize("kind_desc", ["消息类型，例如：text、image、voice等。",
                                       "Message type, e.g. text, image or file."])
def test_a_payload_per_kind_with_kinds_undeclared_is_not_closed(kind_desc):
    tool = make_tool(name="send_notification", description="Send a work notification.", parameters=obj({
        "agent_id": {"type": "integer"},
        "msg": {"type": "object", "properties": {
            "msgtype": {"type": "string", "description": kind_desc},
            "text": {"type": "object", "properties": {"content": {"type": "string"}}}},
            "required": ["msgtype"]}}))
    found = [h for h in hits("additional-properties-open", tool) if h.path == "/properties/msg"]
    assert [h.severity for h in found] == ["info"]


@pytest.mark.parametrize("kind_desc", ["消息类型，例如：text、image。", "Message type, e.g. text or image."])
def test_a_payload_per_kind_with_every_kind_declared_is_still_shown(kind_desc):
    tool = make_tool(name="send_notification", description="Send a work notification.", parameters=obj({
        "agent_id": {"type": "integer"},
        "msg": {"type": "object", "properties": {
            "msgtype": {"type": "string", "description": kind_desc},
            "text": {"type": "object", "properties": {"content": {"type": "string"}}},
            "image": {"type": "object", "properties": {"media_id": {"type": "string"}}}},
            "required": ["msgtype"]}}))
    found = [h for h in hits("additional-properties-open", tool) if h.path == "/properties/msg"]
    assert len(found) == 1 and found[0].severity in (None, "warning")


@pytest.mark.parametrize("owner,desc", [("service", "Service slug, e.g. checkout-api."),
                                        ("service", "服务标识，例如 checkout-api")])
def test_an_action_on_a_target_service_is_still_shown(owner, desc):
    tool = make_tool(name="deploy_manage_release", description="Runs deployment operations on a "
                     "service: create a release, roll back, pause or resume a canary.",
                     parameters=obj({"action": {"type": "string", "description": "Operation to perform."},
                                     owner: {"type": "string", "description": desc}}))
    found = hits("enum-missing", tool)
    assert len(found) == 1 and found[0].severity in (None, "warning")
