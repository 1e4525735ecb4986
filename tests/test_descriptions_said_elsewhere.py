"""Parameter-description findings where the tool already says what is asked.

One end of a date range whose other end gives the form is info (the pair's form is said once);
a lone date that restates its name stays shown. A market symbol whose entry in the tool's
parameter block gives an example ("stock_code : str, 必填 股票代码；例：000001") is described there;
the same name with no example stays shown."""

from __future__ import annotations

from support import closed_mcp_tool as tool
from support import severities_at as severities
from workbench.linter.engine import lint

RESTATED = "param-description-repeats-name"


def test_the_other_end_of_a_date_range_gives_the_form_in_english():
    report = lint([tool("news_search", "Searches news articles published in a date range.",
                        {"query": {"type": "string", "description": "Search words, e.g. solar."},
                         "start_published_date": {"type": "string",
                                                  "description": 'A date string like "2020-06-15".'},
                         "end_published_date": {"type": "string", "description": "End date string"}},
                        ["query"])])
    assert severities(report, RESTATED, "/properties/end_published_date") == ["info"]


def test_the_other_end_of_a_date_range_gives_the_form_in_chinese():
    report = lint([tool("report_sales", "按日期范围统计销售额，只读。",
                        {"start_date": {"type": "string",
                                        "description": "开始日期，格式 YYYYMMDD；例：20240101"},
                         "end_date": {"type": "string", "description": "日期"}},
                        ["start_date", "end_date"])])
    assert severities(report, RESTATED, "/properties/end_date") == ["info"]


def test_a_range_whose_ends_both_leave_the_form_open_stays_shown():
    # look-alike: neither end says the form; and a lone date restated (the planted shape)
    for props, path in (
            ({"start_date": {"type": "string", "description": "开始"},
              "end_date": {"type": "string", "description": "结束"}}, "/properties/end_date"),
            ({"departure_date": {"type": "string", "description": "The departure date."}},
             "/properties/departure_date")):
        report = lint([tool("report_sales", "Sums sales over the given days. Read-only.", props,
                            list(props))])
        assert severities(report, RESTATED, path) == ["warning"]


MISSING = "param-missing-description"

_ZH_BLOCK = ("交易所公告数据。根据《股票列表》得到的股票代码获取交易所公告信息。\n\n    参数\n    ----\n"
             "    stock_code : str, 必填\n        股票代码{example}\n    lt : int, 可选\n"
             "        返回条数；例：5\n")
_EN_BLOCK = ("Daily price bars of one stock.\n\nArgs:\n    symbol (str): Stock ticker{example}\n"
             "    days (int): How many trading days back, e.g. 30.\n")


def _stock_tool(description):
    return tool("announcement_list", description,
                {"stock_code": {"type": "string"}, "symbol": {"type": "string"},
                 "lt": {"type": "integer", "description": "返回条数"},
                 "days": {"type": "integer", "description": "Trading days back, e.g. 30."}},
                ["stock_code"] if "stock_code" in description else ["symbol"])


def test_a_symbol_whose_parameter_entry_gives_an_example_is_described_there():
    for text, name in ((_ZH_BLOCK.format(example="；例：000001"), "stock_code"),
                       (_EN_BLOCK.format(example=". Example: AAPL"), "symbol")):
        report = lint([_stock_tool(text)])
        assert severities(report, MISSING, f"/properties/{name}") == []


def test_a_symbol_whose_parameter_entry_gives_no_example_stays_shown():
    # look-alike: the entry names it but leaves its form (exchange prefix or suffix) open
    for text, name in ((_ZH_BLOCK.format(example=""), "stock_code"),
                       (_EN_BLOCK.format(example=""), "symbol")):
        report = lint([_stock_tool(text)])
        assert severities(report, MISSING, f"/properties/{name}") == ["warning"]


def _country_tool(description, strict):
    return {"type": "function", "function": {
        "name": "serp_search", "description": "Searches the web. Read-only.", "strict": strict,
        "parameters": {"type": "object", "additionalProperties": False,
                       "required": ["query", "country"],
                       "properties": {"query": {"type": "string", "description": "Search words."},
                                      "country": {"type": "string", "description": description}}}}}


def test_a_stated_length_under_strict_mode_asks_for_a_pattern():
    for text in ("Two-letter country code, e.g. us or de.", "国家或地区代码，长度为 2 位，例如 CN"):
        found = [f for f in lint([_country_tool(text, True)]).findings
                 if f.rule == "prose-only-shape" and f.path == "/properties/country"]
        assert found and "add a `pattern`" in found[0].message
        assert "not listed as supported in strict mode" in found[0].message
        # look-alike: without strict mode the lengths are the plain check
        found = [f for f in lint([_country_tool(text, False)]).findings
                 if f.rule == "prose-only-shape" and f.path == "/properties/country"]
        assert found and "add `minLength:" in found[0].message


def test_an_existing_record_named_by_the_tool_takes_its_own_id():
    # "existing" says which one, not a second record: the lone `id` is the meter's
    for text in ("Preview an existing meter against last week's usage. Read-only.",
                 "用上周的用量试算一个已有的 meter，只读。"):
        report = lint([tool("meters-preview-existing-meter", text, {"id": {"type": "string"}},
                            ["id"])])
        assert severities(report, MISSING, "/properties/id") == ["info"]
    # look-alike: a name of two records (the customer's or the account's id?) stays shown
    report = lint([tool("customers-close-account", "Close a customer account.",
                        {"id": {"type": "string"}}, ["id"])])
    assert severities(report, MISSING, "/properties/id") == ["warning"]


MOSTLY = "param-descriptions-mostly-missing"


def _control(lead):
    # two bare enums and one bare id beside a described flag
    return tool("control", lead,
                {"resource": {"type": "string", "enum": ["application", "database", "service"]},
                 "action": {"type": "string", "enum": ["start", "stop", "restart"]},
                 "uuid": {"type": "string"},
                 "pull_latest": {"type": "boolean",
                                 "description": "Pull latest images before restarting."}},
                ["resource", "action", "uuid"])


def test_enums_whose_values_the_tool_text_names_are_described_there():
    for lead in ("Start/stop/restart app, database, or service.",
                 "启动（start）、停止（stop）或重启（restart）一个 application、database 或 service。"):
        report = lint([_control(lead)])
        assert severities(report, MOSTLY) == []
        assert severities(report, MISSING, "/properties/uuid") == ["warning"]


def test_enums_the_tool_text_leaves_unsaid_still_count_as_bare():
    # look-alike: "full" or "incremental" since when? the text does not say
    for lead in ("Export a warehouse table to the export bucket.", "把数仓表导出到导出桶。"):
        report = lint([tool("dwh_export_table", lead,
                            {"table": {"type": "string", "description": "Table, e.g. core.orders."},
                             "mode": {"type": "string", "enum": ["full", "incremental"]},
                             "partition": {"type": "string", "maxLength": 40},
                             "compression": {"type": "string", "enum": ["none", "gzip", "zstd"]}},
                            ["table", "mode", "partition", "compression"])])
        assert severities(report, MOSTLY) == ["warning"]
