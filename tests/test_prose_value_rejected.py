"""prose-value-rejected: a number's own text offers a value for a meaning that its own bounds
reject ("To group until the incident is resolved, set this value to 0" beside `minimum: 60`;
"设为 0 表示不限" beside `minimum: 1`). Look-alikes that stay silent: the bounds allow it, the
offer is negated, an enum number, a value the text only rejects."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _tool(schema: dict, lang: str = "en"):
    return make_tool(name="update_grouping", description="Update alert grouping." if lang == "en" else "更新告警分组。",
                     parameters=obj({"timeout": schema}, required=["timeout"]))


@pytest.mark.parametrize("schema,lang", [
    ({"type": "integer", "minimum": 60, "maximum": 86400,
      "description": "Seconds to group alerts. To group until the incident is resolved, set this value to 0."}, "en"),
    ({"type": "integer", "minimum": 1, "maximum": 100, "description": "Max rows; 0 means no limit."}, "en"),
    ({"type": "integer", "minimum": 1, "description": "最大返回条数，设为 0 表示不限。"}, "zh"),
    ({"type": "integer", "minimum": 0, "maximum": 10, "description": "重试次数，-1 表示无限重试。"}, "zh"),
])
def test_an_offered_value_the_bounds_reject(schema, lang):
    (h,) = hits("prose-value-rejected", _tool(schema, lang))
    assert h.fix is None and "rejects it" in h.message


@pytest.mark.parametrize("schema", [
    {"type": "integer", "minimum": 0, "maximum": 86400,
     "description": "Seconds; set this value to 0 to group until resolved."},
    {"type": "integer", "minimum": 60, "description": "Seconds to group alerts; do not set it to 0."},
    {"type": "integer", "minimum": 1, "description": "最大返回条数，不能设为 0 表示不限。"},
    {"type": "integer", "enum": [60, 120], "description": "Seconds; 0 means forever."},
    {"type": "integer", "minimum": 1, "maximum": 5, "description": "Priority from 1 to 5; 1 means highest."},
])
def test_allowed_negated_or_enumerated_values_stay_silent(schema):
    assert hits("prose-value-rejected", _tool(schema)) == []
