"""A closed list in a parameter's description that ends with the words closing it ("只能是
cotton、linen 或 silk 之一", "取值为 a、b、c 三者之一") keeps its last value: the fix that
declares the enum must not drop it (an enum without `silk` rejects a value the tool takes).
Look-alikes: a list without the closing words, and a list followed by a clause of prose, keep
the values they had."""

from __future__ import annotations

import pytest

from support import fixed, hits, make_tool
from workbench.prose import extract


def _fabric(description):
    return make_tool(name="tiedye_place_order", description="下扎染订单，会从客户预存款扣除定金。",
                     parameters={"type": "object", "required": ["fabric"], "additionalProperties": False,
                                 "properties": {"fabric": {"type": "string", "description": description}}})


@pytest.mark.parametrize("text,values", [
    ("面料，只能是 cotton、linen 或 silk 之一。", ("cotton", "linen", "silk")),
    ("只能是 cotton、linen、silk 之一。", ("cotton", "linen", "silk")),
    ("取值为 a、b、c 三者之一", ("a", "b", "c")),
    ("只能是 \"ab\"、\"cd\" 之一", ("ab", "cd")),
    ("Must be one of cotton, linen or silk.", ("cotton", "linen", "silk")),
    # look-alikes: no closing words, or prose after the list
    ("只能是 cotton 或 silk。", ("cotton", "silk")),
    ("必须是 cotton、silk，否则报错。", ("cotton", "silk")),
])
def test_the_last_value_before_the_closing_words_is_kept(text, values):
    assert [c.value for c in extract(text) if c.kind == "enum-values"] == [values]


def test_the_enum_fix_keeps_every_value():
    tool = _fabric("面料，只能是 cotton、linen 或 silk 之一。")
    (h,) = hits("prose-only-constraint", tool)
    assert "['cotton', 'linen', 'silk']" in h.message
    assert fixed("prose-only-constraint", tool)["properties"]["fabric"]["enum"] == ["cotton", "linen", "silk"]
    assert hits("prose-only-constraint", _fabric("面料，例如 cotton、linen。")) == []
