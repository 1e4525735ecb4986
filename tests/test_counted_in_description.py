"""type-number-for-integer read from the description ("Number of units to add", "调整的件数"):
said in words, without a patch; measures and divisible holdings stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


@pytest.mark.parametrize("name,desc", [
    ("delta", "Number of units to add (positive) or remove (negative)."),
    ("seats", "Number of seats to reserve."),
    ("headcount", "The number of attendees expected."),
    ("adjust", "本次调整的件数，正数为入库，负数为出库。"),
    ("party", "用餐人数。"),
])
def test_a_number_described_as_a_count_of_things(name, desc):
    tool = make_tool(name="inventory_adjust_stock", description="Adjusts stock. Writes and logs.",
                     parameters=obj({name: {"type": "number", "description": desc}}))
    (h,) = hits("type-number-for-integer", tool)
    assert h.fix is None and "type: integer" in h.message


@pytest.mark.parametrize("name,desc", [
    ("wait", "Number of seconds to wait, e.g. 1.5."),
    ("qty", "Number of shares to buy; fractional shares allowed."),
    ("dose", "Number of milligrams."),
    ("ratio", "Share of traffic, 0 to 1."),
    ("weight", "重量，单位千克。"),
    ("moles", "Number of moles of gas."),
    ("turnsPerMeter", "Number of turns per meter of the coil."),
    ("density", "Number of turns per meter of the coil."),
])
def test_measures_and_divisible_holdings_stay_silent(name, desc):
    tool = make_tool(name="orders_place", description="Places an order.",
                     parameters=obj({name: {"type": "number", "description": desc}}))
    assert [h for h in hits("type-number-for-integer", tool) if h.fix is None] == []


def test_a_count_name_keeps_its_patch():
    tool = make_tool(parameters=obj({"quantity": {"type": "number", "description": "Number of units."}}))
    (h,) = hits("type-number-for-integer", tool)
    assert h.fix == ({"op": "replace", "path": "/properties/quantity/type", "value": "integer"},)
