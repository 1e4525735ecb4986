"""format-mismatch reads the `_at` suffix as a habit, not proof: `archived_at` with
`format: date` and a date-only pattern, example or description is a date (silent); with nothing
else it is at most an `info` question; a `*_time` with `format: date` is still a warning
(English and Chinese)."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_DAY_PATTERN = r"^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$"


@pytest.mark.parametrize("schema", [
    {"type": "string", "format": "date", "pattern": _DAY_PATTERN},
    {"type": "string", "format": "date", "examples": ["2026-03-01"]},
    {"type": "string", "format": "date", "description": "The date the invoice was paid."},
    {"type": "string", "format": "date", "description": "完成日期"},
])
def test_an_at_name_with_date_evidence_is_a_date(schema):
    tool = make_tool(name="update_invoice", parameters=obj({"paid_at": schema}))
    assert hits("format-mismatch", tool) == []


@pytest.mark.parametrize("desc", ["When it was closed.", "关闭时间"])
def test_an_at_name_with_only_the_format_is_an_info_question(desc):
    tool = make_tool(name="update_ticket", parameters=obj({"closed_at": {
        "type": "string", "format": "date", "description": desc}}))
    (h,) = hits("format-mismatch", tool)
    assert h.severity == "info" and "_at" in h.message


def test_a_time_name_with_a_date_format_is_still_a_warning():
    tool = make_tool(name="book_slot", parameters=obj({"start_time": {
        "type": "string", "format": "date", "pattern": r"^\d{4}-\d{2}-\d{2}$"}}))
    (h,) = hits("format-mismatch", tool)
    assert h.severity is None
