"""`side-effect-undisclosed` reads a disclosure in Traditional Chinese ("注意：無法復原。") as the same
words in Simplified, and a payment the user finishes by hand elsewhere ("后续需手动在大麦 APP 完成
支付") as no money moved by the tool; the same tools without those words still warn."""

from __future__ import annotations

import pytest

from support import lint_severities, tool_doc

RULE = "side-effect-undisclosed"
_ID = {"id": {"type": "string", "description": "ID"}}


@pytest.mark.parametrize("desc", ["刪除郵件（標記 \\Deleted 並 expunge）。注意：無法復原。",
                                  "删除邮件（标记 \\Deleted 并 expunge）。注意：无法复原。",
                                  "刪除指定的郵件，確認後再呼叫。"])
def test_a_disclosure_in_traditional_or_simplified_chinese_is_read(desc):
    assert lint_severities([tool_doc("email_delete", desc, _ID, ["id"])], RULE) == []


def test_a_traditional_delete_that_says_nothing_still_warns():
    assert lint_severities([tool_doc("email_delete", "刪除指定的郵件。", _ID, ["id"])],
                           RULE) == ["warning"]


@pytest.mark.parametrize("desc", ["点击「立即支付」按钮（后续需手动在大麦 APP 完成支付）。",
                                  "Tap the Pay now button; the user then completes the payment "
                                  "manually in the app."])
def test_a_payment_the_user_finishes_by_hand_moves_no_money(desc):
    assert lint_severities([tool_doc("ticket_pay", desc, _ID, ["id"])], RULE) == []


@pytest.mark.parametrize("desc", ["点击「立即支付」按钮，完成订单支付。",
                                  "Pay for the order with the saved card."])
def test_a_payment_the_tool_makes_still_warns(desc):
    assert lint_severities([tool_doc("ticket_pay", desc, _ID, ["id"])], RULE) == ["warning"]
