"""default-invalid: a `default` its own schema rejects. A default outside the `enum` or bounds is
a warning; a null default on a non-nullable field (a generator's `x: T = None`) is info; a
nullable field, OpenAPI's `nullable: true`, a default the schema accepts and a field whose schema
does not compile stay silent."""

from __future__ import annotations

import pytest

from support import closed_mcp_tool, lint_findings


def _found(prop):
    return [(f.severity, f.path) for f in lint_findings([closed_mcp_tool("weather_get", "Get the weather.",
                                                                          {"x": prop})], "default-invalid")]


@pytest.mark.parametrize("prop", [
    {"type": "string", "enum": ["c", "f"], "default": "celsius", "description": "Unit."},
    {"type": "integer", "minimum": 1, "maximum": 10, "default": 20, "description": "Days."},
    {"type": "string", "default": 5, "description": "城市编号"},
])
def test_a_default_outside_the_schema_is_a_warning(prop):
    assert _found(prop) == [("warning", "/properties/x")]


def test_a_null_default_on_a_non_nullable_field_is_info():
    assert _found({"type": "array", "items": {"type": "string"}, "default": None,
                   "description": "标签列表"}) == [("info", "/properties/x")]


@pytest.mark.parametrize("prop", [
    {"type": ["array", "null"], "items": {"type": "string"}, "default": None, "description": "Tags."},
    {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None, "description": "Date."},
    {"type": "string", "nullable": True, "default": None, "description": "Date."},
    {"type": "string", "enum": ["c", "f"], "default": "c", "description": "Unit."},
    {"type": "string", "pattern": "([", "default": "a", "description": "Broken pattern."},
])
def test_an_accepted_default_or_an_unreadable_schema_is_silent(prop):
    assert _found(prop) == []
