"""Round 26A: what a booking's text says of undoing it, a pattern that already checks a length,
and the structural families (open objects, unbounded arrays, op switches, required inputs) read
from the tool's own words. English and Chinese, with look-alikes that must stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool
from workbench.linter.rules.prose_keywords import pattern_length


def _closed(**props):
    return {"type": "object", "properties": props, "required": list(props),
            "additionalProperties": False}


# --- side-effect-undisclosed: a commitment whose text says how it is taken back ---------------

@pytest.mark.parametrize("name,description", [
    ("hostel_reserve_beds", "Reserve dorm beds at the hostel for the user. Creates a reservation; "
                            "free cancellation until 72 hours before arrival."),
    ("fencing_book_piste", "Book a practice piste for the member. Members can cancel from the "
                           "app up to 2 hours before. Returns the booking id."),
    ("kite_book_lesson", "Book places on a kite lesson slot. Cancel with kite_cancel_booking."),
    ("puppets_hold_seats", "Place a 15-minute hold on seats so the user can finish checkout. "
                           "Creates a hold; it expires on its own and charges nothing."),
    ("hearing_order_batteries", "Order batteries delivered to the patient. Places an order; "
                                "confirm size and quantity with the user first."),
    ("hotel_reserve_room", "预订酒店房间并扣除首晚房费作为押金。入住前 48 小时可免费取消。"),
    ("hotel_reserve_room", "预订酒店房间并扣除首晚房费作为押金，到期自动释放。"),
    ("hotel_reserve_room", "预订酒店房间并扣除首晚房费作为押金。先与用户确认日期和人数。"),
])
def test_a_commitment_whose_text_says_how_it_is_undone_is_disclosed(name, description):
    found = hits("side-effect-undisclosed", make_tool(name=name, description=description))
    assert [h for h in found if h.severity != "info"] == []


@pytest.mark.parametrize("name,description", [
    ("hostel_reserve_beds", "Reserve dorm beds at the hostel for the user. Reservations cannot "
                            "be cancelled."),
    ("fencing_book_piste", "Book a practice piste for the member. Returns the booking id."),
    ("hotel_reserve_room", "预订酒店房间并扣除首晚房费作为押金，不可取消。"),
    ("hotel_reserve_room", "预订酒店房间并扣除首晚房费作为押金。返回预订号。"),
])
def test_a_commitment_silent_or_final_is_still_undisclosed(name, description):
    found = hits("side-effect-undisclosed", make_tool(name=name, description=description))
    assert [h.severity for h in found] == [None]


# --- prose-only-constraint: a pattern over the whole value checks its length ------------------

@pytest.mark.parametrize("pattern,length", [
    ("^[\\u4e00-\\u9fff]{2,4}$", (2, 4)), ("^[A-Z]{2}-\\d+$", (4, None)), ("^\\d{6}$", (6, 6)),
    ("^[A-Z]?[0-9]{3}$", (3, 4)), ("^(a|b)$", None), ("[a-z]{2,4}", None),
])
def test_pattern_length(pattern, length):
    assert pattern_length(pattern) == length


@pytest.mark.parametrize("desc,pattern", [
    ("印文，2–4 个汉字，例如“闲云野鹤”。", "^[\\u4e00-\\u9fff]{2,4}$"),
    ("Seal text, 2-4 characters.", "^[A-Z]{2,4}$"),
])
def test_a_length_the_pattern_checks_is_not_asked_again(desc, pattern):
    tool = make_tool(name="seal_quote", description="Quote a seal. Read-only.",
                     parameters=_closed(text={"type": "string", "description": desc,
                                              "pattern": pattern}))
    assert [h for h in hits("prose-only-constraint", tool) if "Length" in h.message] == []


@pytest.mark.parametrize("desc,pattern", [
    ("印文，2–4 个汉字。", "^[\\u4e00-\\u9fff]+$"),  # the pattern bounds no length
    ("Seal text, 2-4 characters.", "^[A-Z]{1,8}$"),  # wider than the text says
])
def test_a_length_the_pattern_leaves_open_is_still_asked(desc, pattern):
    tool = make_tool(name="seal_quote", description="Quote a seal. Read-only.",
                     parameters=_closed(text={"type": "string", "description": desc,
                                              "pattern": pattern}))
    assert any("Length" in h.message for h in hits("prose-only-constraint", tool))
