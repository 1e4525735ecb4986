"""description-too-short, round 16: a short text that is the whole job of a plain list or create
over described inputs ("获取产品发布列表", "List iOS simulators.", "创建需求", "Create a new Shortcut
epic.") is info; so is a short delete over described inputs whose undisclosed effect
`side-effect-undisclosed` already reports ("删除反馈", "Delete a Neon project"). Look-alikes keep
the warning: an unqualified Chinese list ("查询订单列表"), an undescribed input, an update with no
field to set, a create with only ids to fill, a Latin loan word in a Chinese create, a delete with
no input."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

DTS = "description-too-short"
_PAGE = {"page": {"type": "integer", "description": "页码，从 1 开始。"},
         "limit": {"type": "integer", "description": "每页数量。"}}
_PAGE_EN = {"page": {"type": "integer", "description": "Page number, from 1."}}


def _sev(name, desc, props):
    (h,) = hits(DTS, make_tool(name, desc, obj(props)))
    return h.severity


@pytest.mark.parametrize("name,desc,props", [
    ("get_store_refund_list", "获取门店退款列表", _PAGE),
    ("query_contract_invoice_list", "查询合同发票列表。", _PAGE),
    ("list_simulators", "List iOS simulators.", {"enabled": {
        "type": "boolean", "description": "Only simulators that are enabled."}}),
    ("list_invoices", "List all invoices", _PAGE_EN),
    ("create_requirement", "创建需求", {"title": {"type": "string", "description": "需求标题"},
                                     "product": {"type": "integer", "description": "所属产品 ID"}}),
    ("epics_create", "Create a new epic.", {"name": {"type": "string", "description": "Epic name."},
                                            "team_id": {"type": "string", "description": "Owning team."}}),
])
def test_a_plain_list_or_create_over_described_inputs_is_info(name, desc, props):
    assert _sev(name, desc, props) == "info"


@pytest.mark.parametrize("name,desc,props", [
    ("order_query_list", "查询订单列表", _PAGE),  # an unqualified list: whose orders?
    ("get_store_refund_list", "获取门店退款列表", {"page": {"type": "integer"}}),
    ("list_invoices", "List all invoices", {"status": {"type": "string"}}),
    ("update_feedback", "修改反馈", {"id": {"type": "integer", "description": "反馈 ID"}}),
    ("create_answer_item", "创建答案项", {"paper_id": {"type": "string", "description": "试卷 ID"},
                                       "question_id": {"type": "string", "description": "题目 ID"}}),
    ("create_offer", "创建offer", {"salary": {"type": "integer", "description": "月薪"}}),
    ("create_project", "Create a new project", {"payload": {
        "type": "object", "description": "The project."}}),
])
def test_look_alikes_keep_the_warning(name, desc, props):
    assert _sev(name, desc, props) is None


@pytest.mark.parametrize("name,desc,props", [
    ("delete_feedback", "删除反馈", {"id": {"type": "integer", "description": "反馈 ID"}}),
    ("delete_contact_group", "删除联系人分组。", {"group_id": {"type": "string", "description": "分组 ID"}}),
    ("delete_project", "Delete a Neon project", {"project_id": {
        "type": "string", "description": "The project to delete."}}),
])
def test_a_short_delete_whose_effect_is_reported_elsewhere_is_info(name, desc, props):
    tool = make_tool(name, desc, obj(props))
    (h,) = hits(DTS, tool)
    assert h.severity == "info"
    assert hits("side-effect-undisclosed", tool)  # the part that matters is still shown


@pytest.mark.parametrize("name,desc,props", [
    ("delete_all_sessions", "删除所有会话。", {}),
    ("cancel_all_orders", "Cancel all open orders.", {}),
])
def test_a_delete_with_no_input_keeps_the_warning(name, desc, props):
    assert _sev(name, desc, props) is None


def test_a_delete_with_an_undescribed_input_is_info_beside_its_effect_finding():
    # reviewers judged this finding noise beside side-effect-undisclosed ("Delete a Neon
    # project" over `params`); the undescribed input is param-missing-description's
    tool = make_tool("delete_project", "Delete a Neon project", obj({"project_id": {"type": "string"}}))
    assert _sev("delete_project", "Delete a Neon project", {"project_id": {"type": "string"}}) == "info"
    assert hits("side-effect-undisclosed", tool)
