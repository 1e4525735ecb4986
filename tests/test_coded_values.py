"""`enum-codes-in-prose`: an integer's numbered codes written only in its description, Chinese
glued form and English marked form, with the look-alikes that stay silent (open lists, flags,
ranges, lists the prose reader already gives `prose-only-constraint`)."""

from __future__ import annotations

import pytest

from workbench.linter.engine import lint
from workbench.linter.rules.coded_values import coded_values

RULE = "enum-codes-in-prose"


def findings(description, *, type_="integer", tool_description="更新反馈的处理状态。", **extra):
    prop = {"type": type_, "description": description, **extra}
    tool = {"name": "update_feedback", "description": tool_description,
            "inputSchema": {"type": "object", "properties": {"handle_status": prop},
                            "required": ["handle_status"]}}
    return [f for f in lint([tool]).findings if f.rule == RULE]


def test_chinese_glued_codes_are_shown_with_the_enum_fix():
    [f] = findings("处理状态（0待处理 1处理中 2已处理）")
    assert f.severity == "warning" and "（0, 1, 2）" in f.message
    assert f.fix == ({"op": "add", "path": "/properties/handle_status/enum", "value": [0, 1, 2]},)


def test_english_marked_codes_are_shown():
    [f] = findings("0 : **ALL**\n1 : Earthquake\n2 : Tropical Cyclone\n3 : Floods",
                   tool_description="Read disaster scores for an address.")
    assert "(0, 1, 2, 3)" in f.message and f.fix is not None


def test_default_outside_the_codes_keeps_the_finding_without_a_fix():
    [f] = findings("0待处理 1处理中 2已处理", default=9)
    assert f.fix is None


@pytest.mark.parametrize("text", [
    "0表示不限，其他值表示天数",            # open: other values mean days
    "1读 2写 4执行，可相加",               # flags that combine
    "Retry 1 day 2 weeks later",         # English numbers with no code mark
    "页码，从 1 开始",                     # one number
    "评分 1-5",                           # a range
    "状态：1启用 2停用，共3种",              # a number outside the list: not the whole story
    "0 for none, e.g. 1=low 2=high",     # examples
])
def test_lookalikes_are_no_code_list(text):
    assert coded_values(text) is None


def test_lists_the_prose_reader_parses_are_left_to_prose_only_constraint():
    assert findings("禁言状态：0表示取消禁言，1表示禁言。") == []


def test_declared_bounds_or_a_string_type_stay_silent():
    assert findings("0待处理 1处理中 2已处理", enum=[0, 1, 2]) == []
    assert findings("0待处理 1处理中 2已处理", minimum=0, maximum=2) == []
    assert findings("0待处理 1处理中 2已处理", type_="string") == []
