"""A list or range that is one case's, not the parameter's, asks for no keyword and contradicts
nothing: lists after case labels ("Scatter: x first. Bubble: x, y, size.", "color_scale: 2 or 3.
data_bar: 1."), a list after a label that is one of the parameter's own enum values ("Stacked:
column, bar, line, area" on `grouping`), a value and its range as syntax examples ("Rows '3' or
'3:5'"), a range among values glossed one by one ("1 grayscale, 2 colorful, 3-8 one accent
color") or with its case after it ("1-100 if percent"). A glossed value list whose labels are the
values ("DING_SMS：短信；DING_MSG：应用内") and an "Options:" list keep their findings."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _rules(prop):
    tool = make_tool(name="create_chart", description="Create a chart.", parameters=obj({"x": prop}))
    return hits("prose-only-constraint", tool) + hits("prose-contradicts-schema", tool)


@pytest.mark.parametrize("prop", [
    {"type": "string", "description": "Header row, labels in the first column. Scatter: x first. "
                                      "Bubble: x, y, size."},
    {"type": "array", "items": {"type": "string"},
     "description": "color_scale: 2 or 3, lowest first. data_bar: 1."},
    {"type": "string", "enum": ["standard", "stacked", "percent_stacked"],
     "description": "Stacked: column, bar, line, area."},
    {"type": "string", "description": "Rows '3' or '3:5'; columns 'B' or 'B:D'."},
    {"type": "integer", "maximum": 48,
     "description": "Excel 2007 chart style (1 grayscale, 2 colorful, 3-8 one accent color)."},
    {"type": "integer", "maximum": 1000, "description": "top, bottom (1-100 if percent)."},
])
def test_one_cases_list_or_range_asks_nothing(prop):
    assert _rules(prop) == []


@pytest.mark.parametrize("prop", [
    {"type": "string", "description": "DING_SMS：短信Ding消息；DING_MSG：应用内Ding消息；CHAT：IM聊天"},
    {"type": "string", "description": "Options: breakfast, lunch, dinner, snack."},
])
def test_a_glossed_value_list_and_an_options_list_keep_their_finding(prop):
    assert _rules(prop) != []


def test_a_floor_of_one_character_alone_is_info_with_its_patch():
    tool = make_tool(name="rename_sheet", description="Rename a sheet.", parameters=obj({
        "new_name": {"type": "string", "maxLength": 31, "description": "New name, 1-31 characters."}},
        required=["new_name"]))
    found = hits("prose-only-constraint", tool)
    assert [(h.severity, h.fix is not None) for h in found] == [("info", True)]


def test_lists_of_groups_in_the_tool_text_entry_are_cases():
    tool = make_tool(name="get_scene_info", description=(
        "Facts about the scene.\n\n    Parameters:\n    - fields: What to show per object.\n"
        "      placement: location (world), size (world bounding box), rotation, scale, parent\n"
        "      contents: children (count), hidden, details (faces or bones), materials, modifiers\n"
        "      health: topology (quads, tris), normals\n"),
        parameters=obj({"fields": {"type": "array", "items": {"type": "string"}}}))
    assert hits("prose-only-constraint", tool) == []
