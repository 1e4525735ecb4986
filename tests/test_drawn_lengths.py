"""`param-missing-unit` on the lengths of a drawing tool: a line's `width`, a shape's `radius`,
`border_width` on a canvas are pixels by convention (silent); the same names on a map or a
parcel keep the finding. English and Chinese tools, none taken from the judgements."""

from __future__ import annotations

import pytest

from support import lint_severities, tool_doc

UNIT = "param-missing-unit"


@pytest.mark.parametrize("name,text,props", [
    ("line", "画直线。支持实线和虚线。",
     {"canvas_id": {"type": "string", "description": "画布ID"},
      "width": {"type": "integer", "description": "线条宽度"}}),
    ("rect", "Draw a rectangle.",
     {"x": {"type": "integer", "description": "Left edge."},
      "radius": {"type": "integer", "description": "Corner rounding."},
      "border_width": {"type": "integer", "description": "Outline thickness."}}),
])
def test_a_drawing_tools_lengths_need_no_unit(name, text, props):
    assert lint_severities([tool_doc(name, text, props)], UNIT) == []


@pytest.mark.parametrize("name,text,props", [
    ("places_nearby", "Find places near a point.",
     {"radius": {"type": "number", "description": "Search radius around the point."}}),
    ("parcel_quote", "给包裹报价。",
     {"width": {"type": "number", "description": "包裹宽度"}}),
])
def test_the_same_names_elsewhere_keep_their_finding(name, text, props):
    assert lint_severities([tool_doc(name, text, props)], UNIT) == ["warning"]


def test_the_size_of_a_map_the_tool_draws_needs_no_unit():
    doc = tool_doc("generate_path_map", "Generate a route map to display the user's planned route.",
                   {"width": {"type": "number", "default": 1600, "description": "Set the width of map."}})
    assert lint_severities([doc], UNIT) == []


def test_the_width_of_an_area_searched_on_a_map_keeps_its_finding():
    doc = tool_doc("places_in_box", "Search places inside a box on the map.",
                   {"width": {"type": "number", "description": "Box width."}})
    assert lint_severities([doc], UNIT) == ["warning"]
