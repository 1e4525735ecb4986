"""Three readings of a tool's own words that keep a finding from being wrong, each beside a
look-alike that keeps it. English and Chinese tools, none taken from the judgements.

- `param-missing-unit`: a money-named value whose text calls it an id ("The ID of the price to
  switch to", "价格编号") is a reference, not an amount.
- `required-id-optional`: a value the tool's argument list marks optional ("- amount (int,
  optional): ...", "reason（可选）") is optional by design; no patch adds it to `required`.
- `write-claims-read-only`: a write word followed only by a noun asking about that act
  (`write_capabilities`, `delete_permissions`) names a report, not the act."""

from __future__ import annotations

import pytest

from support import lint_severities, tool_doc

UNIT = "param-missing-unit"


@pytest.mark.parametrize("name,desc", [
    ("price", "The ID of the price to switch to."),
    ("payment_intent", "Only return disputes of the PaymentIntent given by this PaymentIntent ID."),
    ("price", "价格编号，如 price_1Nx"),
])
def test_a_money_named_string_its_text_calls_an_id_needs_no_unit(name, desc):
    doc = tool_doc("billing_update_item", "Update one billing item.",
                   {"item_id": {"type": "string", "description": "The item's id."},
                    name: {"type": "string", "description": desc}}, ["item_id"])
    assert lint_severities([doc], UNIT) == []


def test_a_money_string_with_no_id_in_its_text_still_needs_its_unit():
    doc = tool_doc("billing_update_item", "Update one billing item.",
                   {"item_id": {"type": "string", "description": "The item's id."},
                    "price": {"type": "string", "description": "The new price of the item."}},
                   ["item_id"])
    assert lint_severities([doc], UNIT) == ["warning"]


REQ = "required-id-optional"
_REFUND = {"payment_id": {"type": "string", "description": "The payment to refund."},
           "amount": {"type": "integer", "description": "The amount to refund in cents."}}


@pytest.mark.parametrize("text", [
    "Refund a payment.\n\nIt takes these arguments:\n- payment_id (str): The payment to refund.\n"
    "- amount (int, optional): The amount to refund in cents.\n",
    "退款。\n参数：\n- payment_id（字符串）：要退款的支付\n- amount（整数，可选）：退款金额，单位为分\n",
])
def test_a_value_the_argument_list_marks_optional_is_not_made_required(text):
    doc = tool_doc("refund_payment", text, _REFUND, ["payment_id"])
    assert lint_severities([doc], REQ) == []


def test_without_the_optional_mark_the_amount_a_refund_moves_is_still_asked_for():
    text = ("Refund a payment.\n\nIt takes these arguments:\n- payment_id (str): The payment to "
            "refund.\n- amount (int): The amount to refund in cents.\n")
    doc = tool_doc("refund_payment", text, _REFUND, ["payment_id"])
    assert lint_severities([doc], REQ) in (["warning"], ["info"])


WRO = "write-claims-read-only"


@pytest.mark.parametrize("name,text", [
    ("library_write_capabilities", "Report whether this server can write to the library. "
                                   "Read-only and instant."),
    ("drive_delete_permissions", "Tell whether the user may delete files here. Read-only."),
])
def test_a_name_asking_about_a_write_is_no_write(name, text):
    assert lint_severities([tool_doc(name, text)], WRO) == []


def test_a_write_named_as_such_and_claimed_read_only_is_still_reported():
    doc = tool_doc("library_write_item", "Write an item to the library. Read-only and instant.")
    assert lint_severities([doc], WRO) == ["warning"]


TNI = "type-number-for-integer"


@pytest.mark.parametrize("name", ["fileSizeLimit", "time_limit", "memory_limit"])
def test_a_limit_of_a_measure_is_no_count(name):
    doc = tool_doc("storage_update_config", "Update the storage settings.", {
        name: {"type": "number", "description": "The limit to apply."}})
    assert lint_severities([doc], TNI) == []


def test_a_limit_of_things_still_counts():
    doc = tool_doc("storage_update_config", "Update the storage settings.", {
        "file_limit": {"type": "number", "description": "The limit to apply."}})
    assert lint_severities([doc], TNI) == ["warning"]
