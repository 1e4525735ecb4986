"""`additional-properties-open` on a nested object of a conventional shape (a colour's r/g/b/a, a
point's x/y/z, a margin's four sides) is info: its keys are the convention and a stray one is
ignored. A record payload of optional fields nested in a write keeps its warning."""

from __future__ import annotations

import pytest

from support import hits, make_tool

RULE = "additional-properties-open"


def _write(inner):
    return make_tool(name="canvas_fill_rectangle", description="Fills a rectangle on the canvas and saves it.",
                     parameters={"type": "object", "additionalProperties": False, "required": ["shape"],
                                 "properties": {"shape": {"type": "object", "properties": inner}}})


def _nested(tool):
    return [h for h in hits(RULE, tool) if h.path == "/properties/shape"]


@pytest.mark.parametrize("inner", [
    {k: {"type": "number"} for k in ("r", "g", "b", "a")},
    {k: {"type": "number"} for k in ("x", "y", "z")},
    {k: {"type": "string"} for k in ("top", "right", "bottom", "left")},
])
def test_a_value_of_a_conventional_shape_is_info(inner):
    (h,) = _nested(_write(inner))
    assert h.severity == "info"


def test_a_record_of_named_fields_keeps_its_warning():
    (h,) = _nested(_write({"title": {"type": "string"}, "owner": {"type": "string"},
                           "due_date": {"type": "string"}}))
    assert h.severity is None
