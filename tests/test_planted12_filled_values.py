"""A value to send for each case, one case after another ("常规冻精填 conventional，性控冻精填
sexed", "for conventional semen pass 'conventional'; for sexed semen pass 'sexed'"), lists the
values of a free string (blind_holdout12 q034); two fields given one value each ("地区填 cn，语言填
zh") or one case alone list nothing."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _insemination(text: str):
    return make_tool(name="dairy_record_insemination", description="记录一次奶牛人工授精。",
                     parameters={"type": "object", "required": ["semen_type"], "properties": {
                         "semen_type": {"type": "string", "description": text}}})


@pytest.mark.parametrize("text", [
    "冻精类型：常规冻精填 conventional，性控冻精填 sexed。",
    "Semen type: for conventional semen pass 'conventional'; for sexed semen pass 'sexed'.",
])
def test_a_value_for_each_case_lists_the_values(text):
    (h,) = hits("enum-missing", _insemination(text))
    assert "['conventional', 'sexed']" in h.message


@pytest.mark.parametrize("text", [
    "冻精类型；地区填 cn，语言填 zh。",
    "Semen type; for the region pass 'eu', for the language pass 'de'.",
    "冻精类型，如需性控请填 sexed。",
])
def test_two_fields_or_one_case_list_nothing(text):
    assert hits("enum-missing", _insemination(text)) == []
