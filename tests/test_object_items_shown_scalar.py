"""type-untyped-object: property-less object items of an array whose own text shows a flat
array of scalars ("取消关联的Bug ID，比如 [1, 2]", 'Tags, e.g. ["urgent", "vip"]') are that
scalar: shown, with the patch the example fixes. Look-alikes keep the old reading: a nested
array of pairs, a keyed example, no example at all."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _tool(desc: str, lang: str = "en"):
    return make_tool(name="unlink_plan_bugs",
                     description="Unlink bugs from a product plan." if lang == "en" else "产品计划取消关联Bug。",
                     parameters=obj({"bugs": {"type": "array", "items": {"type": "object", "properties": {}},
                                              "description": desc}}, required=["bugs"]))


@pytest.mark.parametrize("desc,kind,lang", [
    ("取消关联的Bug ID，比如 [1, 2]", "integer", "zh"),
    ("Bug ids to unlink, e.g. [12, 40, 41].", "integer", "en"),
    ('Labels to remove, e.g. ["urgent", "vip"].', "string", "en"),
    ('要移除的标签，例如 ["紧急", "重要"]', "string", "zh"),
])
def test_items_the_text_shows_as_scalars(desc, kind, lang):
    (h,) = hits("type-untyped-object", _tool(desc, lang))
    assert h.severity in (None, "warning")
    assert h.fix == ({"op": "replace", "path": "/properties/bugs/items", "value": {"type": kind}},)


@pytest.mark.parametrize("desc", [
    "Points to plot, e.g. [[1, 2], [3, 4]].",  # each item is a pair
    'Bugs to unlink, e.g. [{"id": 1}, {"id": 2}].',  # keyed objects
    "要取消关联的 Bug。",  # no example
])
def test_other_texts_keep_the_untyped_reading(desc):
    assert all(h.fix is None for h in hits("type-untyped-object", _tool(desc)))
