"""range-outside-meaning: a latitude declared with a longitude's bounds (and its swapped
longitude), a decimal fraction bounded on the percentage scale, English and Chinese; a latitude
within -90..90, a longitude of a region, a percentage up to 100 stay silent."""

from __future__ import annotations

import pytest

from support import fixed, hits, make_tool, obj


def _geo(lat, lng):
    return make_tool(name="stores_find_nearby", description="Find stores near a point. Read-only.",
                     parameters=obj({"lat": {"type": "number", "description": "纬度。", **lat},
                                     "lon": {"type": "number", "description": "经度。", **lng}}))


def test_a_latitude_with_a_longitude_s_bounds_is_patched_to_its_own():
    tool = _geo({"minimum": -180, "maximum": 180}, {"minimum": -90, "maximum": 90})
    got = {h.path: h for h in hits("range-outside-meaning", tool)}
    assert set(got) == {"/properties/lat", "/properties/lon"}
    assert got["/properties/lon"].fix is None and got["/properties/lat"].fix
    alone = make_tool(name="weather_at_point", description="Current weather at a point.",
                      parameters=obj({"latitude": {"type": "number", "minimum": -180,
                                                   "maximum": 180, "description": "Latitude."}}))
    props = fixed("range-outside-meaning", alone)["properties"]
    assert (props["latitude"]["minimum"], props["latitude"]["maximum"]) == (-90, 90)


@pytest.mark.parametrize("lat,lng", [
    ({"minimum": -90, "maximum": 90}, {"minimum": -180, "maximum": 180}),
    ({"minimum": 18, "maximum": 54}, {"minimum": 73, "maximum": 135}),   # a country's box
    ({"minimum": -90, "maximum": 90}, {"minimum": -90, "maximum": 90}),  # a region, no swap
])
def test_a_latitude_within_its_range_stays_silent(lat, lng):
    assert hits("range-outside-meaning", _geo(lat, lng)) == []


def _rate(desc, maximum):
    return make_tool(name="billing_apply_discount", description="Apply a discount to an invoice.",
                     parameters=obj({"rate": {"type": "number", "minimum": 0, "maximum": maximum,
                                              "description": desc}}))


@pytest.mark.parametrize("desc", [
    "Commission as a decimal; 0.07 means 7%.",
    "Share of the budget, a fraction between 0 and 1.",
    "税率，以小数形式填写。",
    "分成比例，0.3 代表 30%。",
])
def test_a_fraction_bounded_on_the_percentage_scale_is_a_warning(desc):
    (h,) = hits("range-outside-meaning", _rate(desc, 100))
    assert h.path == "/properties/rate" and h.fix is None and "maximum: 100" in h.message


@pytest.mark.parametrize("desc,maximum", [
    ("Commission as a decimal; 0.07 means 7%.", 1),
    ("Commission in percent, e.g. 7 for 7%.", 100),
    ("折扣百分比，例如 15 表示 15%。", 100),
    ("Multiplier, e.g. 1.5 for 150% speed.", 4),
])
def test_a_matching_scale_stays_silent(desc, maximum):
    assert hits("range-outside-meaning", _rate(desc, maximum)) == []
