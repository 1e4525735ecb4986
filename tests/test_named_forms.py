"""prose-only-shape on a form the text names rather than spells out: an E.164 phone number, a
string of digits. A patch only where the form is certain."""

from __future__ import annotations

import pytest

from support import described_tool, hits

_E164 = r"^\+[1-9][0-9]{1,14}$"


def _shape(tool):
    return [h for h in hits("prose-only-shape", tool) if "names its form" in h.message]


def test_e164_with_its_plus_shown_gets_the_pattern():
    tool = described_tool("sms_send", "Send an SMS.", {"phone": {
        "type": "string", "description": "Recipient phone in E.164 format e.g. '+254712345678'"}})
    (h,) = _shape(tool)
    assert h.fix == ({"op": "add", "path": "/properties/phone/pattern", "value": _E164},)


def test_e164_on_a_list_of_numbers_goes_on_its_items():
    tool = described_tool("sms_send", "Send an SMS.", {"recipients": {
        "type": "array", "maxItems": 10, "items": {"type": "string"},
        "description": "Phone numbers in E.164 format e.g. ['+254712345678']"}})
    (h,) = _shape(tool)
    assert h.path == "/properties/recipients/items" and "the items of `recipients`" in h.message
    assert h.fix == ({"op": "add", "path": "/properties/recipients/items/pattern", "value": _E164},)


@pytest.mark.parametrize("text", ["Phone number in E.164 format.",
                                  "Phone in E.164 format without the plus, e.g. 254712345678"])
def test_e164_without_its_plus_shown_is_words_only(text):
    (h,) = _shape(described_tool("sms_send", "Send an SMS.", {"phone": {"type": "string",
                                                                         "description": text}}))
    assert h.fix is None and "'+'" in h.message


def test_e164_as_one_option_of_several_is_silent():
    text = "1_ Option: local format (without prefix): 94887799\n2_ Option: format E 164: +59894887799"
    assert _shape(described_tool("phone_validate", "Validate a number.", {
        "number": {"type": "string", "description": text}})) == []


@pytest.mark.parametrize("name,desc,patched", [
    ("item_id", "演出 ID，数字字符串，如 721234567890", True),
    ("order_no", "Order number as a numeric string.", True),
    ("amount", "Amount as a numeric string, e.g. '50'", False),  # a sign or a decimal point?
])
def test_a_string_of_digits(name, desc, patched):
    (h,) = _shape(described_tool("shop_call", "Call the shop.", {name: {"type": "string",
                                                                      "description": desc}}))
    assert (h.fix is not None) is patched and "'^[0-9]+$'" in h.message


@pytest.mark.parametrize("desc", [
    'New position: "top", "bottom", or a numeric string (e.g. "1536").',
    "The value to set. For number: numeric string (e.g. \"42.5\").",
    "ID（数字或字符串）",
])
def test_digits_as_one_form_of_several_is_silent(desc):
    assert _shape(described_tool("board_move", "Move a list.", {"position": {
        "type": "string", "description": desc}})) == []


def test_the_form_in_the_tool_texts_parameter_block():
    tool = described_tool("damai_open_concert", "打开大麦演出详情页。\n\n    Args:\n        item_id: 大麦 "
                                                 "item id（数字字符串）。\n", {"item_id": {"type": "string"}})
    (h,) = _shape(tool)
    assert "the tool description names its form" in h.message and h.fix is not None
