"""`prose-only-shape` on a hexadecimal colour shown only by example ("十六进制，如 FF0000", "hex,
e.g. #1F2937"): every hex token the text shows has one length and one spelling of "#", so the
message names that `pattern`; one example does not rule out another form the executor takes
(#FFF, no '#'), so no patch: a blind reviewer judged the patch of "Hex color, e.g. '#1A2B3C'"
wrong. A length the text states ("a 6-digit hex string") gets the patch. Look-alikes stay silent:
two forms allowed ("FF0000 或 #FF0000", "with or without #"), a colour name allowed, hex data that
is no colour, a negation, no example."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _one(desc, name="font_color"):
    return make_tool(name="sheet_format_cell", description="Formats a cell.", parameters={
        "type": "object", "properties": {name: {"type": "string", "description": desc},
                                         "cell": {"type": "string", "description": "Cell, A1 form."}}})


@pytest.mark.parametrize("desc,pattern", [
    ("字体颜色（十六进制，如 FF0000）", "^[0-9a-fA-F]{6}$"),
    ("各表首行背景色（十六进制，如 4472C4）", "^[0-9a-fA-F]{6}$"),
    ("Label colour as a hex code without '#' prefix (e.g., 'f29513').", "^[0-9a-fA-F]{6}$"),
    ("Fill colour in hex, e.g. #1F2937.", "^#[0-9a-fA-F]{6}$"),
])
def test_a_hex_colour_shown_by_example_names_its_pattern_without_a_patch(desc, pattern):
    found = hits("prose-only-shape", _one(desc, name="font_color"))
    assert len(found) == 1 and found[0].fix is None and repr(pattern) in found[0].message


def test_a_hex_code_of_stated_length_gets_its_pattern_as_a_patch():
    found = hits("prose-only-shape", _one("Colour as a 6-digit hex string, e.g. ff0000."))
    assert len(found) == 1 and found[0].fix and found[0].fix[0]["value"] == "^[0-9a-fA-F]{6}$"


@pytest.mark.parametrize("desc", [
    "颜色（十六进制，如 FF0000 或 #FF0000）",            # two forms allowed
    "Colour, hex with or without #, e.g. FF0000",      # the hash is optional
    "Colour as a hex code or a name like red, e.g. FF0000",  # a name is allowed too
    "Hex-encoded payload, e.g. 48656c",                # hex data of any length, not a colour
    "颜色（不是十六进制，如 123456）",                      # negated
    "字体颜色（十六进制）",                                # no example: the form is not shown
])
def test_a_hex_look_alike_stays_silent(desc):
    assert hits("prose-only-shape", _one(desc, name="font_color")) == []
