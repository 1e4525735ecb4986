"""param-missing-unit: the size of a chart, a diagram or a poster is pixels by convention (not
asked for); a unit the tool text gives for a list of parameters ("Offset and duration are
optional, in seconds", "起点和时长单位为秒") is stated; the message's example fits the
parameter (a size in pixels or cm, a distance in metres, no 'kg/km' for an unknown quantity)."""

from __future__ import annotations

import pytest

from support import described_tool, hits


@pytest.mark.parametrize("name,desc", [
    ("generate_pie_chart", "Generate a pie chart from data."),
    ("render_diagram", "Render a Mermaid diagram to SVG."),
    ("make_poster", "生成活动海报。"),
])
def test_the_size_of_a_chart_or_diagram_is_not_asked_for(name, desc):
    tool = described_tool(name, desc, {"width": {"type": "number", "description": "Width."},
                                       "height": {"type": "number", "description": "Height."}})
    assert hits("param-missing-unit", tool) == []


@pytest.mark.parametrize("desc", [
    "Trims an audio clip.\nStart and duration are optional, in seconds.",
    "截取音频片段。start 和 duration 单位为秒。",
])
def test_a_unit_given_for_a_list_of_parameters_is_stated(desc):
    tool = described_tool("trim_clip", desc, {"start": {"type": "number"}, "duration": {"type": "number"}})
    assert hits("param-missing-unit", tool) == []


def test_the_example_fits_the_parameter():
    (h,) = hits("param-missing-unit", described_tool("box_order", "Order a shipping box.", {
        "width": {"type": "number", "description": "Box width."}}))
    assert "'in pixels' or 'in cm'" in h.message and "kg" not in h.message
    (h,) = hits("param-missing-unit", described_tool("stores_nearby", "Find stores near a point.", {
        "radius": {"type": "number", "description": "Search radius."}}))
    assert "metres" in h.message and "kg" not in h.message
    (h,) = hits("param-missing-unit", described_tool("get_wait_estimate", "Estimate the wait.", {
        "duration": {"type": "number", "description": "Expected duration."}}))
    assert "seconds" in h.message


@pytest.mark.parametrize("name,desc,props", [
    ("submit_limit_order", "Submit a limit order for a trading pair.", {
        "symbol": {"type": "string", "description": "The pair to trade."},
        "stop_price": {"type": "string", "description": "Stop price."}}),
    ("查询期权合约", "按标的代码查询期权合约。", {
        "underlying_symbols": {"type": "string", "description": "标的代码，逗号分隔。"},
        "strike_price_gte": {"type": "number", "description": "行权价下限。"}}),
    ("amend_order", "Change the trigger price of an open order.", {
        "order_id": {"type": "string"}, "trigger_price": {"type": "number"}}),
    ("post_ledger_entry", "记一笔分录到指定科目。", {
        "account_code": {"type": "string", "description": "科目代码"},
        "amount": {"type": "number", "description": "金额，借方为正"}}),
])
def test_a_price_in_the_instruments_or_accounts_currency_is_info(name, desc, props):
    (hit,) = hits("param-missing-unit", described_tool(name, desc, props))
    assert hit.severity == "info" and "currency" in hit.message


@pytest.mark.parametrize("name,desc,props", [
    # no instrument and no account: the model picks the currency itself
    ("search_hotels", "Search hotels in a city.", {
        "city": {"type": "string"}, "max_price": {"type": "number", "description": "Max price."}}),
    ("发起转账", "向收款人转账。", {
        "payee": {"type": "string", "description": "收款人"},
        "amount": {"type": "number", "description": "转账金额"}}),
    # an order *type* names no instrument
    ("estimate_shipping", "Estimate shipping cost for an order.", {
        "order_type": {"type": "string"}, "declared_price": {"type": "number"}}),
])
def test_a_price_with_no_instrument_or_account_still_asks_for_its_currency(name, desc, props):
    (hit,) = hits("param-missing-unit", described_tool(name, desc, props))
    assert hit.severity is None and "unit" in hit.message


@pytest.mark.parametrize("desc,props", [
    # a currency's bare character after 单位 in the tool text covers every price it names
    ("发布商品（自动识别类目 + 默认地址），价格单位元", ("price", "post_price", "original_price")),
    ("创建订单。金额单位：分。", ("amount",)),
    # a unit is the first word the parameter is glossed with
    ("Create a disbursement (expense) on an action. amount: dollar value.", ("amount",)),
    ("Run a command. timeout: seconds to wait before it is stopped.", ("timeout",)),
])
def test_a_unit_the_tool_text_glosses_the_parameter_with_is_stated(desc, props):
    tool = described_tool("shop_call", desc, {p: {"type": "number"} for p in props})
    assert hits("param-missing-unit", tool) == []


@pytest.mark.parametrize("desc", ["创建订单。金额单位待定。", "Create an order. amount: the total to charge."])
def test_no_unit_after_the_name_still_asks_for_one(desc):
    tool = described_tool("shop_create_order", desc, {"amount": {"type": "number"}})
    assert [h.path for h in hits("param-missing-unit", tool)] == ["/properties/amount"]
