"""`payment-input-undisclosed`: a tool that asks how money is paid or paid out while its
description reads as if nothing is paid."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _tool(name: str, description: str, money_input: str = "payout_method"):
    return make_tool(name, description, {"type": "object", "properties": {
        "barcode": {"type": "string", "description": "18-digit barcode."},
        money_input: {"type": "string", "description": "How it is handed over."}}})


def test_validate_that_pays_out_en():
    (h,) = hits("payment-input-undisclosed", _tool(
        "lottery_validate_ticket", "Validate a ticket and tell the clerk whether it wins."))
    assert h.path == "/properties/payout_method" and "moves money" in h.message


def test_hold_that_charges_a_deposit_zh():
    (h,) = hits("payment-input-undisclosed", _tool(
        "tattoo_hold_session_slot", "查询纹身师在该时段是否有空，有空则为顾客保留该时段。",
        "payment_method_id"))
    assert "扣款" in h.message


@pytest.mark.parametrize("tool", [
    # the description says money moves
    _tool("lottery_redeem_ticket", "Validate a ticket and pay the prize out to the customer."),
    _tool("rental_settle_deposit", "结算押金并按所选渠道退回给租客。", "refund_channel"),
    # the tool is about the means of payment itself
    _tool("get_saved_payment_method", "Returns one saved card.", "payment_method_id"),
    # a billing setting, not a means of paying
    _tool("preview_subscription_update", "Previews an update without applying it.",
          "proration_billing_mode"),
])
def test_disclosed_or_about_the_means_stays_silent(tool):
    assert hits("payment-input-undisclosed", tool) == []
