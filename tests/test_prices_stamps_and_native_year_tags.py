"""Readings from the twenty-first collection's verdicts, each beside a look-alike that still fires.

- `range-missing`: a unit price (`limit_price`, `entry_price`, Stripe's `unit_amount`) takes any
  positive size, so no range is the tool's own: info. An amount the tool moves stays a warning.
  A percent change a write screens by ("最小涨幅 %") is no set-point: its range is the market's.
- `param-missing-unit`: the market may be named anywhere in the tool's text (a sibling's
  "沪主板+创业板"), and a sibling money field that states its currency ("总资金（元）") states
  the tool's one currency.
- `enum-unstable-values`: year tags of a Chinese tool (2025, 2020年代, 90年代) are its own words.
- `format-missing`: an undescribed `date` in a stored record (beside `id` and `last_update`) may
  be the server's stamp: info, with the choice in words."""

from __future__ import annotations

import pytest

from support import lint_findings, tool_doc

RM = "range-missing"


@pytest.mark.parametrize("name", ["limit_price", "entry_price", "unit_amount", "price"])
def test_a_unit_price_with_no_stated_range_is_info(name):
    doc = tool_doc("orders_place", "Places a limit order for a stock.", {
        "symbol": {"type": "string", "description": "Ticker symbol"},
        name: {"type": "number", "description": "The order's price"}}, ["symbol", name])
    assert [f.severity for f in lint_findings([doc], RM)] == ["info"]


def test_an_amount_the_tool_moves_still_asks_for_its_range():
    doc = tool_doc("payments_send", "Sends money to a phone number.", {
        "phone": {"type": "string", "description": "Recipient phone number"},
        "amount": {"type": "number", "description": "Amount to send"}}, ["phone", "amount"])
    assert [f.severity for f in lint_findings([doc], RM)] == ["warning"]


def test_a_percent_change_a_write_screens_by_is_no_set_point():
    doc = tool_doc("screen_and_save", "筛选股票并写入板块。", {
        "min_pct": {"type": "number", "description": "最小涨幅 %"}})
    assert [f.severity for f in lint_findings([doc], RM)] != ["warning"]


def test_a_percentage_a_write_applies_is_still_a_set_point():
    doc = tool_doc("fan_set_speed", "设置风机转速。", {
        "speed_pct": {"type": "number", "description": "目标转速，占额定转速的百分比"}})
    assert [f.severity for f in lint_findings([doc], RM)] == ["warning"]


PMU = "param-missing-unit"


def test_a_market_named_in_a_siblings_text_fixes_a_prices_currency():
    doc = tool_doc("screen_stocks", "筛选股票。", {
        "markets": {"type": "array", "items": {"type": "integer"},
                    "description": "市场代码列表（沪主板+深主板+创业板）"},
        "min_price": {"type": "number", "description": "最小价格"}})
    assert [f.severity for f in lint_findings([doc], PMU)] == ["info"]


def test_a_sibling_money_field_with_its_currency_states_the_tools_currency():
    doc = tool_doc("grid_setup", "配置网格交易。", {
        "total_capital": {"type": "number", "description": "总资金（元）"},
        "current_price": {"type": "number", "description": "当前市价"}})
    assert lint_findings([doc], PMU) == []


def test_a_sibling_that_is_no_money_does_not_state_a_currency():
    # the price is still reported (a count's unit names no currency); in a Chinese tool that
    # moves no money it is 元 by convention, so at info since round 64
    doc = tool_doc("grid_setup", "配置网格交易。", {
        "grid_count": {"type": "integer", "description": "网格层数（层）"},
        "current_price": {"type": "number", "description": "当前市价"}})
    assert [f.severity for f in lint_findings([doc], PMU)] == ["info"]


EUV = "enum-unstable-values"
_DOUBAN = "豆瓣发现：按类型、地区和年份浏览电影和电视剧。"


def test_year_tags_of_a_chinese_tool_are_its_own_words():
    doc = tool_doc("discover_douban_media", _DOUBAN, {"year": {
        "type": "string", "description": "年份或年代",
        "enum": ["2025", "2024", "2020年代", "2010年代", "90年代"]}})
    assert [f.severity for f in lint_findings([doc], EUV)] == ["info"]


def test_chinese_words_beside_latin_codes_are_still_mixed_spellings():
    doc = tool_doc("discover_douban_media", _DOUBAN, {"year": {
        "type": "string", "description": "年份或年代",
        "enum": ["recent", "older", "2020年代", "2010年代", "90年代"]}})
    assert [f.severity for f in lint_findings([doc], EUV)] == ["warning"]


FM = "format-missing"


def _subscribe(with_stamp: bool) -> dict:
    record = {"id": {"type": "integer"}, "name": {"type": "string"}, "date": {"type": "string"}}
    if with_stamp:
        record["last_update"] = {"type": "string"}
    return tool_doc("add_subscribe", "添加新的媒体订阅", {
        "subscribe_data": {"type": "object", "description": "订阅数据", "properties": record}},
        ["subscribe_data"])


def test_an_undescribed_date_in_a_stored_record_may_be_the_servers_stamp():
    found = lint_findings([_subscribe(True)], FM)
    assert [f.severity for f in found] == ["info"] and "last_update" in found[0].message \
        and not found[0].fix


def test_an_undescribed_date_without_the_records_stamp_still_asks_for_its_form():
    assert [f.severity for f in lint_findings([_subscribe(False)], FM)] == ["warning"]
