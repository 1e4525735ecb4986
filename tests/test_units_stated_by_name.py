"""A unit the description names in the tool's own words is stated: inches and points (英寸,
磅, "(inches)") on a slide's or a page's sizes, a simulator's ticks on a waveform's times. A
size with no unit anywhere still asks for one."""

from __future__ import annotations

import pytest

from workbench.linter.engine import lint

RULE = "param-missing-unit"


def _tool(name: str, description: str, prop: str, prop_desc: str) -> dict:
    return {"name": name, "description": description, "inputSchema": {
        "type": "object", "additionalProperties": False, "required": [prop],
        "properties": {prop: {"type": "number", "description": prop_desc}}}}


def _shown(tool: dict) -> list[str]:
    return [f.path for f in lint([tool]).findings if f.rule == RULE and f.severity != "info"]


@pytest.mark.parametrize("name,description,prop,prop_desc", [
    ("ppt_add_table", "在幻灯片中插入表格。", "width", "表格宽度（英寸）"),
    ("word_add_heading", "在文档末尾添加标题。", "font_size", "字号（磅）"),
    ("pdf_add_text", "Add a text line to a PDF page.", "font_size", "Font size (points)."),
    ("slide_add_shape", "Add a rectangle to a slide.", "height", "Shape height (inches)."),
    ("query_waveform", "读取 VCD 波形中某信号的取值变化。", "end_time", "结束时刻，非负整数 VCD tick。"),
])
def test_a_unit_named_in_the_description_is_stated(name, description, prop, prop_desc):
    assert _shown(_tool(name, description, prop, prop_desc)) == []


@pytest.mark.parametrize("name,description,prop,prop_desc", [
    ("ppt_add_table", "在幻灯片中插入表格。", "width", "表格宽度"),
    ("parcel_create_label", "Create a shipping label for one parcel.", "weight", "Parcel weight."),
])
def test_a_size_with_no_unit_anywhere_still_asks_for_one(name, description, prop, prop_desc):
    assert _shown(_tool(name, description, prop, prop_desc)) == ["/properties/" + prop]
