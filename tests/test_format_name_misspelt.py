"""`format-name-misspelt`: a `format` spelt otherwise than its JSON Schema name is checked by
nothing; the fix writes the one standard name it folds to. English and Chinese tools alike;
names of other dialects (`url`, `phone`, `int32`) and standard names stay silent."""

from __future__ import annotations

import pytest

from support import lint_findings, tool_doc


def _found(fmt: str, desc: str = "Appointment start with offset.") -> list:
    props = {"start": {"type": "string", "format": fmt, "description": desc}}
    return lint_findings([tool_doc("clinic_book_visit", "Book a visit at the clinic.", props,
                                   ["start"])], "format-name-misspelt")


@pytest.mark.parametrize("fmt,meant", [
    ("datetime", "date-time"), ("date_time", "date-time"), ("DateTime", "date-time"),
    ("e-mail", "email"), ("UUID", "uuid"), ("IPv4", "ipv4"), ("uri_reference", "uri-reference"),
])
def test_another_spelling_of_a_standard_name(fmt, meant):
    found = _found(fmt)
    assert [f.severity for f in found] == ["warning"]
    assert found[0].fix == ({"op": "replace", "path": "/properties/start/format", "value": meant},)


def test_in_a_chinese_tool():
    found = _found("datetime", "预约开始时间，带时区偏移，例如 2026-05-01T09:00:00+08:00。")
    assert [f.fix[0]["value"] for f in found] == ["date-time"]


@pytest.mark.parametrize("fmt", ["date-time", "email", "url", "phone", "int32", "timestamp", "binary"])
def test_standard_and_other_dialect_names_stay_silent(fmt):
    assert _found(fmt) == []
