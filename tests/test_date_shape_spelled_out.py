"""prose-only-constraint on a date whose text spells out its shape ("YYYY-MM-DD"): on a read
the keyword only restates what the model already follows (info, the patch still offered); on a
write, whose date books or bills something, it stays a warning."""

from __future__ import annotations

import pytest

from support import described_tool, hits

_DATE = {"type": "string", "description": "Check-in date (YYYY-MM-DD)."}


@pytest.mark.parametrize("name,desc", [
    ("hotels_find_rooms", "Find hotel rooms free on a date. Read-only."),
    ("酒店_查询房态", "查询某天的空房情况。"),
])
def test_a_read_whose_date_shape_is_spelled_out_is_info_with_its_patch(name, desc):
    (h,) = hits("prose-only-constraint", described_tool(name, desc, {"check_in": _DATE}))
    assert h.severity == "info"
    assert h.fix == ({"op": "add", "path": "/properties/check_in/format", "value": "date"},)


@pytest.mark.parametrize("name,desc", [
    ("hotels_book_room", "Book a hotel room for a guest. Charges the card on file."),
    ("logistics_schedule_delivery", "Schedules the delivery day of a parcel. Side effects: books a van "
                                    "slot and texts the recipient."),
])
def test_a_write_whose_date_shape_is_spelled_out_stays_a_warning(name, desc):
    (h,) = hits("prose-only-constraint", described_tool(name, desc, {"check_in": _DATE}))
    assert h.severity is None and h.fix is not None


@pytest.mark.parametrize("desc", ["Schedules the delivery day of a parcel.", "Charges a card on file.",
                                  "Issues a refund to the buyer.", "Places an order for the cart."])
def test_a_third_person_write_verb_that_is_also_a_noun_leads_a_write(desc):
    # `schedule`, `charge`, `issue`, `place` are nouns too, so the name alone does not say;
    # "Schedules the ..." is the verb: the date it takes books something and stays shown
    (h,) = hits("prose-only-constraint", described_tool("logistics_schedule_delivery", desc,
                                                        {"check_in": _DATE}))
    assert h.severity is None


@pytest.mark.parametrize("desc", ["Schedule of the depot for a day.", "Calls the depot API.",
                                  "Labels of the parcels due on a day."])
def test_a_noun_or_a_verb_that_changes_nothing_does_not_make_a_write(desc):
    (h,) = hits("prose-only-constraint", described_tool("logistics_schedule_day", desc,
                                                        {"check_in": _DATE}))
    assert h.severity == "info"


@pytest.mark.parametrize("name", ["timezone", "time_zone", "timeZone", "tz"])
def test_an_undescribed_time_zone_asks_for_its_form(name):
    # an IANA name, an abbreviation, an offset, "auto": the name says what it is, not the form
    tool = described_tool("weather_forecast", "Hourly forecast for a point.", {
        "latitude": {"type": "number", "description": "Latitude, e.g. 52.52."},
        name: {"type": "string"}})
    (h,) = [h for h in hits("param-missing-description", tool) if h.path == f"/properties/{name}"]
    assert h.severity is None and "IANA name such as 'Asia/Shanghai'" in h.message


def test_a_time_zone_with_its_values_closed_is_not_asked():
    tool = described_tool("weather_forecast", "Hourly forecast for a point.", {
        "latitude": {"type": "number", "description": "Latitude, e.g. 52.52."},
        "timezone": {"type": "string", "enum": ["UTC", "Europe/Berlin"]}})
    assert not [h for h in hits("param-missing-description", tool)
                if h.path == "/properties/timezone" and h.severity is None]


@pytest.mark.parametrize("what,shown", [("days", True), ("weeks", True), ("hours", False),
                                        ("seconds", False)])
def test_a_number_of_calendar_periods_is_counted_whole(what, shown):
    # "Number of days ahead to forecast": whole days; a number of hours may be 1.5
    tool = described_tool("weather_forecast", "Forecast for a point.", {
        "span": {"type": "number", "minimum": 1, "maximum": 16,
                 "description": f"Number of {what} ahead to forecast, starting from today."}})
    assert bool(hits("type-number-for-integer", tool)) is shown
