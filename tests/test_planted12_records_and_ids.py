"""A recording tool needs the id of whose record it writes ("links the bag barcode to the
donor", "为该献血者"); a resident ID number has one fixed form to state as a `pattern`
(blind_holdout12 q061, q044)."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _log_donation(desc: str, donor_text: str = "Donor ID from the donor card, e.g. D-4471290."):
    return make_tool(name="bloodbank_log_donation", description=desc, parameters={
        "type": "object", "properties": {
            "donor_id": {"type": "string", "description": donor_text},
            "bag_barcode": {"type": "string", "description": "Barcode on the bag."},
            "volume_ml": {"type": "integer", "minimum": 200, "maximum": 500}}})


@pytest.mark.parametrize("desc,donor_text", [
    ("Record a completed blood donation. Creates the donation record, links the bag barcode to "
     "the donor and starts the 56-day deferral for the donor.", "Donor ID, e.g. D-4471290."),
    ("登记一次已完成的献血：为该献血者创建献血记录并开始 56 天间隔期。", "献血者编号，例如 D-4471290。"),
])
def test_a_recording_tool_needs_the_id_of_whose_record_it_writes(desc, donor_text):
    (h,) = hits("required-missing", _log_donation(desc, donor_text))
    assert "`donor_id`" in h.message and h.fix


@pytest.mark.parametrize("desc,donor_text", [
    ("Record a completed blood donation. Optionally links it to the donor.", "Donor ID."),
    ("Record a completed blood donation at a donor session.", "Donor ID."),
    ("登记一次献血，可选关联到该献血者。", "献血者编号。"),
])
def test_an_owner_left_optional_or_unnamed_is_not_needed(desc, donor_text):
    assert hits("required-missing", _log_donation(desc, donor_text)) == []


def test_the_callers_own_id_is_not_whose_record_it_is():
    tool = make_tool(name="notes_create_note", description="Create a note for the user.",
                     parameters={"type": "object", "properties": {
                         "user_id": {"type": "string", "description": "User ID."},
                         "text": {"type": "string", "description": "Note text."}}})
    assert [h for h in hits("required-missing", tool) if "user_id" in h.message] == []


def _bidder(prop: dict):
    return make_tool(name="auction_register_bidder", description="Register a bidder for a sale.",
                     parameters={"type": "object", "required": ["id_no"], "properties": {
                         "id_no": {"type": "string", **prop}}})


@pytest.mark.parametrize("text", ["竞买人居民身份证号。", "The bidder's PRC resident ID card number."])
def test_a_resident_id_number_without_a_pattern_is_given_its_fixed_form(text):
    (h,) = hits("format-missing", _bidder({"description": text}))
    assert "^[0-9]{17}[0-9Xx]$" in h.message and not h.fix


@pytest.mark.parametrize("prop", [
    {"description": "身份证号或护照号。"},
    {"description": "香港身份证号码，例如 A123456(7)。"},
    {"description": "The bidder's ID card or passport number."},
    {"description": "竞买人居民身份证号。", "pattern": "^[0-9]{17}[0-9Xx]$"},
])
def test_another_document_or_a_stated_pattern_stays_silent(prop):
    assert hits("format-missing", _bidder(prop)) == []
