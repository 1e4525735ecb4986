"""prose-only-constraint on an array of strings whose own description lists the closed set its
items take ("Available options: 'users', 'teams'", "可选值：open、closed"): the enum goes on the
items (beside a null branch too: `anyOf: [array, null]`), with a patch. Look-alikes that stay
silent: items that already have an enum or a pattern, examples ("e.g."), a list that goes on
(etc., 等), object items."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

EN = "Extra data to include in the response. Available options: 'users', 'services', 'teams'"
ZH = "返回结果中附带的信息。可选值：users、services、teams。"


def _tool(schema: dict, lang: str = "en"):
    return make_tool(name="get_incident",
                     description="Get one incident by its id." if lang == "en" else "按 ID 查询一个事件。",
                     parameters=obj({"incident_id": {"type": "string", "description": "Incident id."},
                                     "include": schema}, required=["incident_id"]))


@pytest.mark.parametrize("schema,at,lang", [
    ({"type": "array", "items": {"type": "string"}, "description": EN}, "/properties/include/items/enum", "en"),
    ({"anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}], "default": None,
      "description": EN}, "/properties/include/anyOf/0/items/enum", "en"),
    ({"type": "array", "items": {"type": "string"}, "description": ZH}, "/properties/include/items/enum", "zh"),
])
def test_the_listed_values_go_on_the_items(schema, at, lang):
    (h,) = hits("prose-only-constraint", _tool(schema, lang))
    assert h.fix == ({"op": "add", "path": at, "value": ["users", "services", "teams"]},)
    assert "on its items" in h.message


@pytest.mark.parametrize("schema", [
    {"type": "array", "items": {"type": "string", "enum": ["users", "services"]}, "description": EN},
    {"type": "array", "items": {"type": "string", "pattern": "^[a-z]+$"}, "description": EN},
    {"type": "array", "items": {"type": "string"},
     "description": "Extra data to include, e.g.: users, services, teams."},
    {"type": "array", "items": {"type": "string"}, "description": "附带的信息，可选值：users、services、teams 等。"},
    {"type": "array", "items": {"type": "object"}, "description": EN},
])
def test_bounded_items_examples_and_open_lists_stay_silent(schema):
    assert [h for h in hits("prose-only-constraint", _tool(schema)) if h.fix] == []
