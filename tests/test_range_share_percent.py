"""`range-outside-meaning`: a percentage of a whole (a share) is at most 100, so a `maximum`
above 100 admits an impossible value. English and Chinese, beside look-alikes that stay silent:
a change in percent, a text allowing more than 100%, a share already bounded at 100."""

from __future__ import annotations

import pytest

from support import lint_findings, tool_doc


def _found(desc: str, maximum: float, name: str = "level_pct") -> list:
    props = {name: {"type": "number", "minimum": 0, "maximum": maximum, "description": desc}}
    return lint_findings([tool_doc("plant_set_level", "Set a level on the plant controller.", props,
                                   [name])], "range-outside-meaning")


@pytest.mark.parametrize("desc,maximum", [
    ("Fill level in percent of the silo capacity.", 1000),
    ("Share of the total budget in percent.", 500),
    ("阀门开度，占全开行程的百分比。", 1000),
    ("本月已用流量占套餐总量的比例（%）。", 200),
])
def test_a_share_above_100_is_shown(desc, maximum):
    assert [f.severity for f in _found(desc, maximum)] == ["warning"]


@pytest.mark.parametrize("desc,maximum", [
    ("Fill level in percent of the silo capacity.", 100),  # bounded already
    ("Year-over-year growth in percent of the total.", 1000),  # a change, not a share
    ("Budget use as a percentage of the total; may exceed 100% when overspent.", 300),
    ("阀门开度，占全开行程的百分比，可超过 100%。", 120),
    ("涨跌幅，占昨收价的百分比。", 1000),  # a change
    ("Target speed in percent.", 1000),  # a percentage, but of no stated whole
])
def test_no_share_or_no_excess_stays_silent(desc, maximum):
    assert _found(desc, maximum) == []
