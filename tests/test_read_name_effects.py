"""read-name-changes-state: a read-named tool whose description says it issues a refund, emails
a receipt, notifies someone or switches a device to a scene (English and Chinese); texts that
only read, or say they notify nobody, stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_ID = obj({"order_id": {"type": "string", "description": "Order number."}}, required=["order_id"])


@pytest.mark.parametrize("name,desc", [
    ("billing_get_credit_quote", "Works out the credit owed and then issues a credit to the account."),
    ("orders_get_receipt", "Returns the receipt and emails the receipt to the customer."),
    ("kyc_get_score", "Returns the score. Also notifies compliance when it changed."),
    ("device_get_profile", "获取设备的配置文件，并将其设为当前生效的配置。"),
    ("scene_query", "查询场景详情，同时激活该场景。"),
])
def test_a_read_name_with_an_effect_in_its_description(name, desc):
    (h,) = hits("read-name-changes-state", make_tool(name=name, description=desc, parameters=_ID))
    assert "changes state" in h.message


@pytest.mark.parametrize("name,desc", [
    ("orders_get_receipt", "Returns the receipt as a PDF link. Does not email anyone."),
    ("alerts_list", "Lists alert rules; each rule may notify on-call when it fires."),
    ("orders_get_refund", "Returns the refund issued for an order, if any."),
    ("device_get_profile", "获取设备当前生效的配置文件。只读。"),
    ("prefs_get", "Returns whether to notify me about new comments."),
])
def test_reads_that_describe_effects_elsewhere_stay_silent(name, desc):
    assert hits("read-name-changes-state", make_tool(name=name, description=desc, parameters=_ID)) == []
