"""param-missing-description, round 20: a one-word generic input (`code`, `key`, `type`) whose
value the tool description names with what it is, and `kind` in a Kubernetes object reference,
are info (the gap is closed by the tool's own words). Look-alikes stay shown: a text that does
not name the value, a create's own new key, a second input of the same word, a `kind` outside
a Kubernetes reference."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

PMD = "param-missing-description"


def _severity(name, description, props, path):
    tool = make_tool(name, description, obj(props))
    return next(h for h in hits(PMD, tool) if h.path == path).severity


@pytest.mark.parametrize("description", [
    "个股行情快照。\n\n输入 6 位股票代码（如 600519）。输出：名称/现价/涨跌幅。",
    "基金诊断输入。\n\n输入 6 位基金代码。输出：基本信息与详情。",
    "Fetch a quote snapshot. Pass a 6-digit stock code, e.g. 600519.",
    "This returns details for a country based on the country codes (ISO-3166).",
    "按行政区划代码（GB/T 2260）查询地区信息。",
])
def test_a_code_whose_form_the_tool_text_gives_is_info(description):
    assert _severity("quote", description, {"code": {"type": "string"}}, "/properties/code") == "info"


@pytest.mark.parametrize("description", [
    "Validates a license key or instance.",
    "Activates a license key for a specific device.",
])
def test_a_key_the_text_qualifies_is_info(description):
    props = {"request": {"type": "object", "description": "Request body.", "properties": {
        "key": {"type": "string"}, "instance_name": {"type": "string", "description": "Device."}}}}
    assert _severity("licenses-activate", description, props,
                     "/properties/request/properties/key") == "info"


@pytest.mark.parametrize("name,description,props", [
    # the text names no code at all
    ("risk_inputs", "财务风险体检输入。返回：行情快照与最新定期报告。", {"code": {"type": "string"}}),
    ("weather_text", "Get the weather text for a forecast.", {"code": {"type": "string"}}),
    # a create's own new key: its allowed form is the caller's to choose
    ("flags-create", "Create a feature flag with the given flag key.", {"key": {"type": "string"}}),
    # two inputs of the word: the text's "stock code" may be the other one
    ("get_order", "输入 8 位订单代码（如 20260101）。", {
        "code": {"type": "string"}, "order_code": {"type": "string", "description": "订单代码"}}),
    # an order code names a record another tool returns: which is said, not from where
    ("get_order", "Get an order by its order code.", {"code": {"type": "string"}}),
])
def test_look_alikes_stay_shown(name, description, props):
    assert _severity(name, description, props, "/properties/code" if "code" in props
                     else "/properties/key") is None


def _ref(**extra):
    fields = {"kind": {"type": "string"}, "name": {"type": "string"},
              "namespace": {"type": "string"}, **extra}
    return {"resourceRef": {"type": "object", "description": "The resource.", "properties": fields}}


@pytest.mark.parametrize("extra", [{"version": {"type": "string"}, "group": {"type": "string"}},
                                   {"apiVersion": {"type": "string"}}])
def test_kind_in_a_kubernetes_reference_is_info(extra):
    assert _severity("get_resource_logs", "Get logs of a resource.", _ref(**extra),
                     "/properties/resourceRef/properties/kind") == "info"


def test_kind_in_a_kubernetes_reference_is_info_in_chinese_tools_too():
    assert _severity("获取资源日志", "获取资源的日志。", _ref(apiVersion={"type": "string"}),
                     "/properties/resourceRef/properties/kind") == "info"


@pytest.mark.parametrize("props", [
    _ref(),  # no api version or group: not a Kubernetes reference
    {"filter": {"type": "object", "description": "Filter.", "properties": {
        "kind": {"type": "string"}, "version": {"type": "string"}}}},
])
def test_a_kind_elsewhere_stays_shown(props):
    holder = next(iter(props))
    assert _severity("get_resource_logs", "Get logs of a resource.", props,
                     f"/properties/{holder}/properties/kind") is None


@pytest.mark.parametrize("description", [
    "Channel lifecycle.\n``open``: args type, target, knobs?\n``close``: args channel_id?",
    "Open a channel. Pass type and target.",
])
def test_a_parameter_list_label_is_no_qualifier(description):
    props = {"type": {"type": "string"}, "target": {"type": "string", "description": "Who."}}
    assert _severity("channels", description, props, "/properties/type") is None


def _one(name, description, props, field):
    tool = make_tool(name, description, obj(props))
    return next(h for h in hits(PMD, tool) if h.path == f"/properties/{field}")


_PERIOD = {"period": {"type": "string", "description": "K 线周期 / candle period"}}


@pytest.mark.parametrize("name,description,field", [
    ("get_stock_history", "获取A股历史行情。", "symbol"),
    ("risk_inputs", "财务风险体检输入。返回：行情快照与最新定期报告。", "code"),
    ("get_candles", "Get OHLC candles of a crypto pair.", "symbol"),
    ("get_quote", "Get the latest quote.", "ticker"),
])
def test_an_undescribed_market_symbol_asks_for_its_form(name, description, field):
    props = {field: {"type": "string"}, **_PERIOD}
    h = _one(name, description, props, field)
    assert h.severity is None and "600519.SH" in h.message and "which tool returns it" not in h.message


def test_an_undescribed_fund_code_asks_for_a_funds_form_not_an_exchanges():
    # a fund has no exchange prefix or trading pair to choose (holdout 26: "the stock and crypto
    # forms are the wrong domain for mutual funds")
    h = _one("fund_nav", "Get the net asset value history.", {"fund_code": {"type": "string"}, **_PERIOD},
             "fund_code")
    assert h.severity is None and "012970" in h.message and "600519.SH" not in h.message


def test_a_fund_code_the_args_block_names_is_described():
    doc = "Get fund info.\n\n    Args:\n        code: Fund code / 基金代码\n"
    tool = make_tool("get_fund_info", doc, obj({"code": {"type": "string"}}))
    assert [h for h in hits(PMD, tool) if h.path == "/properties/code"] == []
    stock = make_tool("get_stock_info", "Get stock info.\n\n    Args:\n        code: 股票代码\n",
                      obj({"code": {"type": "string"}}))
    assert [h.severity for h in hits(PMD, stock) if h.path == "/properties/code"] == [None]


@pytest.mark.parametrize("name,description,field,extra", [
    # the text gives the form
    ("quote", "个股行情快照。输入 6 位股票代码（如 600519）。", "code", {}),
    ("get_quote", "Stock quote. Pass the ticker symbol, e.g. AAPL.", "ticker", {}),
    # the schema shows it
    ("short_interest", "Short interest positions of IEX-listed securities.", "symbol", {"default": "GOOG"}),
])
def test_a_market_symbol_whose_form_is_shown_is_info(name, description, field, extra):
    props = {field: {"type": "string", **extra}, **_PERIOD}
    assert _one(name, description, props, field).severity == "info"


@pytest.mark.parametrize("name,description,field", [
    ("find_symbol", "Find a symbol in the workspace by name.", "symbol"),  # a code identifier
    ("get_weather", "查询天气，返回空气质量指数。", "code"),  # no market
    ("element_info", "Look up a chemical element.", "symbol"),
])
def test_a_symbol_or_code_outside_markets_is_not_read_as_a_ticker(name, description, field):
    props = {field: {"type": "string"}, **_PERIOD}
    assert "600519.SH" not in _one(name, description, props, field).message


def test_a_market_symbol_the_text_only_names_still_asks_for_its_form():
    h = _one("get_stock_dividend", "获取个股历史分红送转记录。\n    Args: symbol: 股票代码\n",
             {"symbol": {"type": "string"}, **_PERIOD}, "symbol")
    assert h.severity is None and "600519.SH" in h.message


def test_a_symbol_the_text_names_with_its_form_stays_explained():
    tool = make_tool("get_stock_dividend", "获取个股分红记录。\n    Args: symbol: 股票代码，如 sh600519\n",
                     obj({"symbol": {"type": "string"}, **_PERIOD}))
    assert not [h for h in hits(PMD, tool) if h.path == "/properties/symbol"]


@pytest.mark.parametrize("call,severities", [
    # the Args line explains `ticker` and the call shows its form: nothing to add
    ('\nReturns:\n    >> get_stock_ohlcv("20210118", "20210126", "005930")\n', []),
    ("\nReturns:\n    DataFrame of open/high/low/close.\n", [None]),
])
def test_a_call_example_in_the_text_shows_the_symbols_form(call, severities):
    description = ("Retrieves OHLCV data for a specific stock.\n\nArgs:\n    ticker (str): Stock "
                   "ticker symbol" + call)
    tool = make_tool("get_stock_ohlcv", description, obj({"ticker": {"type": "string"}, **_PERIOD}))
    assert [h.severity for h in hits(PMD, tool) if h.path == "/properties/ticker"] == severities


@pytest.mark.parametrize("description,shown", [
    ("List events, filtered by event type.", True),  # which type, not its values
    ("List events, filtered by event type, e.g. push or fork.", False),
    ("按事件类型筛选事件，如 push、fork。", False),
])
def test_a_type_the_text_qualifies_needs_its_values_shown(description, shown):
    props = {"type": {"type": "string"}, "repo": {"type": "string", "description": "owner/name"}}
    tool = make_tool("list_events", description, obj(props))
    found = [h.severity for h in hits(PMD, tool) if h.path == "/properties/type"]
    assert (None in found) is shown


@pytest.mark.parametrize("name,description,market", [
    ("get_stock_price", "Get the latest price.", True),
    ("price_history", "Daily closes of US stocks.", True),
    ("update_stock", "Set the stock level of a product in the shop.", False),
    ("check_stock", "Tell whether a product is in stock.", False),
])
def test_stock_counts_as_a_market_only_in_its_market_phrases(name, description, market):
    h = _one(name, description, {"code": {"type": "string"}, **_PERIOD}, "code")
    assert ("600519.SH" in h.message) is market


def _user():
    return {"type": "object", "properties": {"id": {"type": "string", "description": "Read-only."},
                                             "authorizationInfo": {"type": "object", "properties": {
                                                 "certificateUserIds": {"type": "array",
                                                                        "items": {"type": "string"}}}}}}


@pytest.mark.parametrize("stamp", ["createdByUser", "lastModifiedByUser", "created_by"])
def test_fields_inside_a_server_stamped_field_of_a_write_body_are_no_inputs(stamp):
    body = {"body": {"type": "object", "description": "The new folder.", "properties": {
        "name": {"type": "string", "description": "Folder name."}, stamp: _user()}}}
    tool = make_tool("create-onedrive-folder", "Create a folder.", obj(body))
    assert not [h for h in hits(PMD, tool) if stamp in h.path]


def test_a_reads_created_by_filter_keeps_its_finding():
    props = {"filter": {"type": "object", "description": "Filters.", "properties": {
        "createdByUser": _user(), "q": {"type": "string", "description": "Text."}}}}
    tool = make_tool("list_files", "List files, filtered.", obj(props))
    assert [h for h in hits(PMD, tool) if "certificateUserIds" in h.path]


def test_a_created_by_in_chinese_create_tool_body_is_no_input():
    body = {"body": {"type": "object", "description": "新文件夹。", "properties": {
        "name": {"type": "string", "description": "名称"}, "createdByUser": _user()}}}
    tool = make_tool("创建文件夹", "创建一个文件夹。", obj(body))
    assert not [h for h in hits(PMD, tool) if "createdByUser" in h.path]
