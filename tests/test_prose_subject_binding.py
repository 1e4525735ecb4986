"""prose-only-constraint: a two-sided range in the tool's prose is bound to the one numeric
parameter its sentence is about, by the subject noun or the unit ("Rentals last from 1 to 14
days" -> `rental_days`; "押金为 100 至 2000 元" -> the parameter described 押金金额), and to none
when several parameters fit or none does."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

RULE = "prose-only-constraint"


def _tool(description, props):
    return make_tool(name="kayak_book_rental", description=description, parameters=obj(props))


@pytest.mark.parametrize("description,props,bound", [
    ("Book a kayak rental. Rentals run between 1 and 14 days.",
     {"rental_days": {"type": "integer", "description": "Length of the rental."},
      "kayak_id": {"type": "string", "description": "Kayak id."}}, "rental_days"),
    ("Top up a prepaid card. Top-up amounts are whole dollars from 10 to 300.",
     {"topup_usd": {"type": "integer", "description": "Top-up in dollars."},
      "card_id": {"type": "string", "description": "Card id."}}, "topup_usd"),
    ("预订皮划艇。押金为 100 至 2000 元。",
     {"deposit": {"type": "number", "description": "押金金额，单位元。"},
      "kayak_id": {"type": "string", "description": "皮划艇编号。"}}, "deposit"),
])
def test_a_range_said_of_one_parameter_binds_it(description, props, bound):
    found = [h for h in hits(RULE, _tool(description, props)) if h.path == f"/properties/{bound}"]
    assert found and found[0].severity in (None, "warning")


@pytest.mark.parametrize("description,props", [
    # two parameters fit the sentence: it binds neither
    ("Book a kayak rental. Rentals last from 1 to 14 days.",
     {"rental_days": {"type": "integer", "description": "Length of the rental."},
      "rental_deposit": {"type": "number", "description": "Deposit."}}),
    # the sentence is about another thing
    ("Book a kayak rental. Our shop is open from 8 to 18 every day.",
     {"rental_days": {"type": "integer", "description": "Length of the rental."}}),
    ("预订皮划艇。门店营业时间为 8 至 18 点。",
     {"deposit": {"type": "number", "description": "押金金额，单位元。"}}),
])
def test_a_sentence_about_several_or_other_things_binds_none(description, props):
    assert not [h for h in hits(RULE, _tool(description, props)) if h.severity in (None, "warning")]
