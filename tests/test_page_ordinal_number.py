"""type-number-for-integer on a place in a sequence: `pageNumber`, `page_index`, or a parameter
whose description opens "Page number" / 页码 or says where its numbering starts ("1-indexed",
"zero-based", 从 1 开始编号) is a whole number, whatever the name's last word. A page position
with fractions, a page's size in inches, a bare "number" and a 0-based time offset stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _list_tool(name: str, schema: dict, lang: str = "en"):
    description = ("List customers, one page at a time." if lang == "en"
                   else "分页查询客户列表。")
    return make_tool(name="customers_list", description=description,
                     parameters=obj({name: schema, "pageSize": {"type": "integer"}}))


@pytest.mark.parametrize("name,desc,lang", [
    ("pageNumber", "", "en"),
    ("page_index", "Zero-based page index.", "en"),
    ("pageNumber", "第几页，从 1 开始。", "zh"),
    ("page_idx", "", "zh"),
])
def test_a_page_ordinal_named_so_gets_the_integer_patch(name, desc, lang):
    schema = {"type": "number", **({"description": desc} if desc else {})}
    (h,) = hits("type-number-for-integer", _list_tool(name, schema, lang))
    assert h.fix and h.fix[0]["value"] == "integer"


@pytest.mark.parametrize("name,desc,lang", [
    ("p", "Page number.", "en"),
    ("line", "The line number (1-indexed)", "en"),
    ("character", "The character offset in the line, zero-based.", "en"),
    ("col", "列号，从 1 开始编号。", "zh"),
    ("pg", "The page index to return (0-based).", "en"),
    ("p", "页码，从 1 开始。", "zh"),
])
def test_a_place_said_in_its_description_gets_the_integer_patch(name, desc, lang):
    (h,) = hits("type-number-for-integer", _list_tool(name, {"type": "number", "description": desc}, lang))
    # round 23: info with its patch (a place the model reads off a listing, never 2.5)
    assert h.severity == "info" and "place in a sequence" in h.message
    assert h.fix and h.fix[0]["value"] == "integer"


@pytest.mark.parametrize("name,desc", [
    ("p", "Page number of the passage; decimals mark a position inside the page, e.g. 12.5."),
    ("pageWidth", "Page width in inches."),
    ("page_number_ratio", "Share of pages to sample, 0 to 1."),
    ("number", "The number to format."),
    ("p", "页面宽度（英寸）。"),
    ("start", "0-based offset into the clip, in seconds."),  # a time, fractions allowed
    ("x", "Horizontal position, 1-based, in fractional pixels (e.g. 10.5)."),
])
def test_page_positions_sizes_and_plain_numbers_stay_silent(name, desc):
    assert hits("type-number-for-integer", _list_tool(name, {"type": "number", "description": desc})) == []
