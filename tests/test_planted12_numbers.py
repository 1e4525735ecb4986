"""A string written as digits alone whose text counts things ("Number of units to reserve, e.g.
'2'") or whose unit measures it (`height_cm`, "（毫升）") is a number in disguise; a rate the text
calls a percentage of a whole needs its range shown (blind_holdout12 q011, q022, q051, q021)."""

from __future__ import annotations

import pytest

from support import hits, make_tool


@pytest.mark.parametrize("name,prop,kind", [
    ("units", {"pattern": "^[0-9]+$", "description": "Number of units to reserve, e.g. '2'."}, "count"),
    ("skier_height_cm", {"description": "Skier height in centimetres, e.g. '178'."}, "measure"),
    ("volume_ml", {"pattern": "^[0-9]{3}$", "description": "计划采集量（毫升），如 '300'。"}, "measure"),
    ("quantity_text", {"description": "预订数量，例如 '3'。"}, "count"),
    ("weight_kg", {"pattern": "^\\d+$", "description": "包裹重量。"}, "measure"),
])
def test_a_string_of_digits_that_counts_or_measures_is_a_number(name, prop, kind):
    tool = make_tool(name="reserve_things", description="Reserve things.", parameters={
        "type": "object", "properties": {name: {"type": "string", **prop}}})
    (h,) = hits("type-string-for-number", tool)
    assert f"a {kind} written as digits" in h.message


@pytest.mark.parametrize("name,prop", [
    ("zip_code", {"pattern": "^[0-9]{5}$", "description": "Postal code, e.g. '94105'."}),
    ("pin", {"description": "Four-digit PIN, e.g. '1234'."}),
    ("flight_no", {"description": "航班号数字部分，例如 '1234'。"}),
    ("height_cm", {"description": "Height in cm, e.g. '178' or 'tall'."}),
    ("volume_ml", {"description": "Volumes in ml, comma separated, e.g. '300'."}),
    ("birth_year", {"pattern": "^[0-9]{4}$", "description": "Year of birth, e.g. '1990'."}),
])
def test_a_code_of_digits_or_a_mixed_form_stays_a_string(name, prop):
    tool = make_tool(name="reserve_things", description="Reserve things.", parameters={
        "type": "object", "properties": {name: {"type": "string", **prop}}})
    assert hits("type-string-for-number", tool) == []


def _estimate(name: str, text: str):
    return make_tool(name="tax_estimate_refund", description="Estimate a refund. Read-only.",
                     parameters={"type": "object", "properties": {
                         name: {"type": "number", "description": text}}})


@pytest.mark.parametrize("name,text", [
    ("withholding_rate", "Average percentage of income withheld by the employer, e.g. 23.5."),
    ("discount_share", "折扣占原价的百分比，例如 15。"),
])
def test_a_rate_the_text_calls_a_percentage_of_a_whole_needs_its_range(name, text):
    (h,) = hits("range-missing", _estimate(name, text))
    assert h.severity is None and f"`{name}`" in h.message


@pytest.mark.parametrize("name,text", [
    ("growth_rate", "Annual growth rate in percent, e.g. 3.5."),
    ("yield_rate", "收益率，占本金的百分比。"),
    ("sample_rate", "Samples per second, e.g. 44100."),
])
def test_a_change_or_a_rate_of_no_whole_stays_info(name, text):
    assert [h.severity for h in hits("range-missing", _estimate(name, text))] in ([], ["info"])
