"""Bounds written as comparisons or intervals in a parameter's own docstring entry are stated
limits: "threshold (float, 3.0): >0", "alpha (float, 0.05): 显著性水平 ∈ (0,1)" give
`exclusiveMinimum`/`exclusiveMaximum` in one finding with its patch. A sign that opens what the
value does ("按住时长（>0 模拟长按）": 0 is a tap) is no bound."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench import prose

RULE = "prose-only-constraint"


def _tool(entry, prop):
    return make_tool(name="hypothesis_test", description=f"假设检验。\n\n参数:\n    {entry}\n",
                     parameters=obj({prop: {"type": "number", "default": 0.05}}))


@pytest.mark.parametrize("entry,prop,fix", [
    ("alpha (float, 0.05): 显著性水平 ∈ (0,1)", "alpha",
     [("exclusiveMinimum", 0), ("exclusiveMaximum", 1)]),
    ("threshold (float, 3.0): >0；仅 stl 使用", "threshold", [("exclusiveMinimum", 0)]),
])
def test_a_comparison_in_the_parameters_own_entry_is_its_limit(entry, prop, fix):
    found = hits(RULE, _tool(entry, prop))
    assert len(found) == 1 and found[0].fix is not None
    assert [(op["path"].rsplit("/", 1)[-1], op["value"]) for op in found[0].fix] == fix


def test_an_interval_keeps_which_ends_belong():
    (c,) = [c for c in prose.extract("显著性水平 ∈ (0,1)") if c.kind == "range"]
    assert c.value == (0, 1) and c.keyword == "()"


@pytest.mark.parametrize("text", ["按住时长（>0 模拟长按）。", "间隔（>=1 表示秒）"])
def test_a_sign_that_opens_what_the_value_does_is_no_bound(text):
    assert [c for c in prose.extract(text) if c.kind in ("minimum", "maximum")] == []


def test_a_required_sign_stays_a_bound():
    assert [(c.kind, c.keyword) for c in prose.extract("必须 >0 的有限数")] == [
        ("minimum", "exclusiveMinimum")]
