"""Round 14B: prose values read for what they are, checked on tools no reviewer judged. A unit
abbreviation in the name is a unit, a 0..1 share has none, a drawn radius is no distance; each
with a look-alike that must still be reported."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


@pytest.mark.parametrize("name", ["min_altitude_deg", "heading_degs", "angle_radians",
                                  "discount_pct", "print_dpi"])
def test_a_unit_abbreviation_in_the_name_states_the_unit(name):
    tool = make_tool(name="passes_list", description="List visible passes of a satellite.",
                     parameters=obj({name: {"type": "number", "description": "Lower bound."}}))
    assert hits("param-missing-unit", tool) == []


@pytest.mark.parametrize("name,schema", [
    ("innerRadius", {"description": "Set the innerRadius of pie chart, the value between 0 and 1."}),
    ("hole_size", {"description": "Size of the donut hole, 0-1."}),
    ("inner_radius", {"description": "内半径，取值 0 到 1 之间"}),
    ("inner_radius", {"minimum": 0, "maximum": 1, "description": "Donut hole"}),
])
def test_a_share_of_a_whole_takes_no_unit(name, schema):
    tool = make_tool(name="chart_pie", description="Draw a pie chart.",
                     parameters=obj({name: {"type": "number", **schema}}))
    assert hits("param-missing-unit", tool) == []


@pytest.mark.parametrize("desc", ["Search radius, 0-10", "Search radius between 0 and 100",
                                  "搜索半径，0 到 10"])
def test_a_radius_with_a_wider_range_still_needs_its_unit(desc):
    tool = make_tool(name="places_nearby", description="Find places near a point.",
                     parameters=obj({"radius": {"type": "number", "description": desc}}))
    found = hits("param-missing-unit", tool)
    assert len(found) == 1
    assert "metres" in found[0].message or "米" in found[0].message


@pytest.mark.parametrize("name", ["blur_radius", "borderRadius", "corner_radius", "shadow_radius"])
def test_a_drawn_radius_is_asked_in_pixels_not_metres(name):
    tool = make_tool(name="image_edit", description="Enhance an image.",
                     parameters=obj({name: {"type": "number", "default": 0}}))
    found = hits("param-missing-unit", tool)
    assert len(found) == 1
    assert "metres" not in found[0].message and "pixels" in found[0].message
