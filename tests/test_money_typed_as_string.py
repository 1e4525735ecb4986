"""An amount of money typed as a string whose own default or text makes it a number
(the eighth collection's missed `type` lines: "换算金额，默认1", "购物金额，数字"). English and
Chinese, with look-alikes that stay silent: a price written with its currency, a decimal string
a payment API asks for, an amount whose text says nothing of its form."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _tool(props):
    return make_tool(name="currency_convert", description="Convert an amount.", parameters=obj(props))


@pytest.mark.parametrize("schema", [
    {"type": "string", "default": "1", "description": "换算金额，默认1"},
    {"type": "string", "description": "购物金额，数字"},
    {"type": "string", "default": "100", "description": "Amount to convert."},
    {"type": "string", "description": "The price, a number in euros."},
])
def test_money_said_to_be_a_number_is_typed_as_one(schema):
    found = hits("type-string-for-number", _tool({"amount": schema}))
    assert len(found) == 1 and found[0].severity is None and "`type: number`" in found[0].message


@pytest.mark.parametrize("name,schema", [
    ("price", {"type": "string", "description": "Price with its currency, e.g. '100 USD'."}),
    ("amount", {"type": "string", "description": "Amount as a decimal string, e.g. '12.50'."}),
    ("amount", {"type": "string", "description": "Purchase amount."}),
    ("amount", {"type": "string", "description": "金额，6位数字编码"}),
    ("fee", {"type": "string", "default": "USD", "description": "Fee currency code."}),
])
def test_money_text_that_says_nothing_of_a_number_stays_silent(name, schema):
    assert hits("type-string-for-number", _tool({name: schema})) == []
