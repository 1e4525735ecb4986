"""param-missing-description, round 17: the one id of the record a tool's name names, which the
tool's own text says it picks "by ID" ("Get one invoice by ID", "根据工单ID查询工单详情"), is info:
which id it takes is said, only where the model gets it is left. Look-alikes stay shown: a text
that does not say "by ID", a second id beside it, an id of another record than the name's, a
name that names no record, a Chinese "by" followed by another field's Latin name."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

PMD = "param-missing-description"


def _severity(name, description, props, field):
    tool = make_tool(name, description, obj(props, required=[field]))
    found = [h for h in hits(PMD, tool) if h.path == f"/properties/{field}"]
    assert found, "the undescribed id must keep a finding (info or shown)"
    return found[0].severity


@pytest.mark.parametrize("name,description,field", [
    ("invoices-get-invoice", "Retrieve an invoice\n\nGet one invoice by ID.", "id"),
    ("coupons_retrieve", "Retrieve a single coupon by its unique identifier.", "id"),
    ("payouts-get-by-id", "Retrieve a payout.", "payoutId"),
    ("labels_delete", "Delete a label by ID. It stops applying at once.", "labelId"),
    ("get_ticket", "根据工单ID查询工单详情。", "ticket_id"),
    ("archive_project", "按项目 ID 归档一个项目。", "id"),
    ("query_order", "Query one order by its ID.", "orderId"),
])
def test_the_one_id_of_a_record_picked_by_id_is_info(name, description, field):
    props = {field: {"type": "string"}}
    assert _severity(name, description, props, field) == "info"


@pytest.mark.parametrize("name,description,props,field", [
    # the text does not say "by ID": which id, and from where, is open
    ("get_dashboard", "Get a dashboard from Datadog.", {"dashboardId": {"type": "string"}},
     "dashboardId"),
    ("get_ticket", "查询工单详情。", {"ticket_id": {"type": "string"}}, "ticket_id"),
    # a second id beside it: which of them is the record's is open
    ("meters-get-consumed-units", "Get consumed units of a meter by ID.",
     {"id": {"type": "string"},
      "customerId": {"type": "string", "description": "The customer whose usage to count."}}, "id"),
    # the id of another record than the one the name names
    ("get_invoice", "Get an invoice by ID.", {"customer_id": {"type": "string"}}, "customer_id"),
    ("查询订单", "根据用户ID查询订单。", {"user_id": {"type": "string"}}, "user_id"),
    # the name names no record
    ("get_by_id", "Get an object by ID.", {"id": {"type": "string"}}, "id"),
    # "通过chatId查询": the Latin name after the id word is another field
    ("get_open_conversation", "通过chatId查询会话。", {"conversation_id": {"type": "string"}},
     "conversation_id"),
])
def test_look_alikes_stay_shown(name, description, props, field):
    assert _severity(name, description, props, field) is None


PIU = "param-id-unclear"


@pytest.mark.parametrize("name,description,field,text,severity", [
    ("teams-get-by-id", "Get a Shortcut team.", "teamPublicId", "Team ID", "info"),
    ("get_group", "按群组ID查询群组详情。", "group_id", "群编号", "info"),
    # look-alikes: the text does not say the record is picked by id
    ("get_team", "Get a Shortcut team.", "teamPublicId", "Team ID", None),
    ("get_group", "查询群组详情。", "group_id", "群编号", None),
])
def test_a_restated_id_is_info_only_for_the_record_picked_by_id(name, description, field, text,
                                                                severity):
    tool = make_tool(name, description, obj({field: {"type": "string", "description": text}},
                                            required=[field]))
    found = [h for h in hits(PIU, tool) if h.path == f"/properties/{field}"]
    assert found and found[0].severity == severity


@pytest.mark.parametrize("name,description", [
    ("subscriptions-pause", "Pause a subscription.\n\nStops billing while keeping the plan."),
    ("webhooks-delete", "Delete a webhook endpoint and its delivery history."),
    ("products-archive", "归档一个 product（软删除，历史订单保留）。"),
])
def test_a_bare_id_that_is_the_whole_input_of_a_one_record_tool_is_info(name, description):
    assert _severity(name, description, {"id": {"type": "string"}}, "id") == "info"


@pytest.mark.parametrize("name,description,props", [
    # two records in the name: the customer's id or the account's?
    ("customer-credits-close-account", "Permanently close an account.", {"id": {"type": "string"}}),
    # a second input beside the id
    ("subscriptions-cancel", "Cancel a subscription.",
     {"id": {"type": "string"}, "mode": {"type": "string", "enum": ["immediate", "at_period_end"],
                                         "description": "When it ends."}}),
    # the text does not name the record: which id is not said (a Chinese text over an English name)
    ("subscriptions-pause", "暂停订阅。", {"id": {"type": "string"}}),
    # a list's one id is the parent's ("sorted by ID" says nothing of which)
    ("commissions-list", "List commissions of an affiliate, sorted by ID.",
     {"id": {"type": "string"}}),
    # a create's own id: its form is the caller's to choose
    ("create_presentation", "Create a new PowerPoint presentation.", {"id": {"type": "string"}}),
])
def test_a_bare_id_with_another_record_or_input_stays_shown(name, description, props):
    assert _severity(name, description, props, "id") is None
