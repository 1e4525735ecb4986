"""Two readings of a tool's text that keep a finding from being wrong, each beside a look-alike.

- `additional-properties-open`: where the tool's text asks a call to send a key the schema does
  not declare ("trading_dates — 需 count: 返回天数", "requires `codes` and `count`"), no patch
  closes the arguments object (it would refuse those calls) and the message says why.
- `description-default-mismatch`: a default mark inside one value's own parenthesis
  ("zb(指标计算,默认)") names that value, not the one after it."""

from __future__ import annotations

import pytest

from support import lint_findings, lint_severities, tool_doc

APO = "additional-properties-open"
_PROPS = {"info_type": {"type": "string", "enum": ["snapshot", "trading_dates"],
                        "description": "What to fetch."},
          "codes": {"type": "array", "items": {"type": "string"}, "description": "Stock codes."},
          "price_type": {"type": "string", "description": "Price kind."}}


@pytest.mark.parametrize("text", [
    "获取市场信息。\n  snapshot — 行情快照（需 codes）\n  trading_dates — 交易日历（需 codes + count: 返回天数）",
    "Fetch market data. `trading_dates` requires `codes` and `count`; `snapshot` requires `codes`.",
])
def test_a_key_the_text_asks_for_and_the_schema_lacks_gets_no_closing_patch(text):
    (f,) = lint_findings([tool_doc("market_get_info", text, _PROPS, ["info_type"])], APO)
    assert f.fix is None and "`count`" in f.message


def test_when_every_key_the_text_asks_for_is_declared_the_patch_stays():
    text = "获取市场信息。\n  snapshot — 行情快照（需 codes）\n  pricevol — 量价分布（需 codes + price_type）"
    (f,) = lint_findings([tool_doc("market_get_info", text, _PROPS, ["info_type"])], APO)
    assert f.fix == ({"op": "add", "path": "/additionalProperties", "value": False},)


DDM = "description-default-mismatch"
_KIND = {"calc_type": {"type": "string", "enum": ["xg", "zb", "exp"], "default": "zb",
                       "description": "计算类型: xg(选股判定), zb(指标计算), exp(专家系统)"}}


def test_a_default_mark_in_a_values_own_parenthesis_names_that_value():
    text = "公式计算。calc_type: xg(选股判定), zb(指标计算,默认), exp(专家系统)"
    assert lint_severities([tool_doc("formula_calc", text, _KIND)], DDM) == []


def test_a_default_mark_on_another_value_is_still_a_mismatch():
    text = "公式计算。calc_type: xg(选股判定), zb(指标计算), exp(专家系统,默认)"
    assert lint_severities([tool_doc("formula_calc", text, _KIND)], DDM) == ["warning"]
