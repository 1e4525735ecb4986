"""prose-only-shape: a count of digits that is the value's form ("13 digits without hyphens",
"an account number of 10 digits") fixes its length; a precision ("2 digits after the decimal
point"), a part ("the last 4 digits") or a bound ("up to 6 digits") does not."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _tool(desc):
    return make_tool(name="library_find_copy", description="Find a copy. Read-only.",
                     parameters=obj({"ref_no": {"type": "string", "description": desc}}))


@pytest.mark.parametrize("desc,n", [
    ("ISSN of the journal: 8 digits without the hyphen.", 8),
    ("Bank routing number of 9 digits.", 9),
    ("Meter id, 12 digits as printed on the meter.", 12),
])
def test_a_digit_count_that_is_the_form_fixes_the_length(desc, n):
    (h,) = hits("prose-only-shape", _tool(desc))
    assert f"minLength: {n}" in h.message and f"maxLength: {n}" in h.message


@pytest.mark.parametrize("desc", [
    "Price with 2 digits after the decimal point.",
    "The last 4 digits of the card number.",
    "Reference number, up to 6 digits.",
    "Rounded to 3 digits of precision.",
])
def test_a_precision_part_or_bound_stays_silent(desc):
    assert hits("prose-only-shape", _tool(desc)) == []
