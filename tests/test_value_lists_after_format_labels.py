"""A label that names the formats to choose from ("Output format: oneline, full or short",
"归档格式：zip(默认)/tar/tar.gz") lists the field's values: `enum-missing` asks for them, the value
marked "(默认)" included. A format label before a value's form ("日期格式：yyyy-mm-dd/yyyymmdd",
"Format: hh:mm, hh:mm:ss") lists forms, not values, and stays silent."""

from __future__ import annotations

import pytest

from support import closed_mcp_tool, lint_findings


def _enum_values(name, field, desc):
    tool = closed_mcp_tool(name, "Works on the repository.", {field: {"type": "string", "description": desc}})
    found = [f for f in lint_findings([tool], "enum-missing") if f.severity == "warning"]
    return found


@pytest.mark.parametrize("name,field,desc,values", [
    ("git_log", "format_type", "Output format: oneline, full or short", "['oneline', 'full', 'short']"),
    ("git_log", "format_type", "输出格式：oneline(默认)/full", "['oneline', 'full']"),
    ("archive_create", "format", "归档格式：zip(默认)/tar/tar.gz/tar.bz2/tar.xz",
     "['zip', 'tar', 'tar.gz', 'tar.bz2', 'tar.xz']"),
    ("export_papers", "format", "导出格式: csv, json, bibtex, ris", "['csv', 'json', 'bibtex', 'ris']"),
])
def test_a_format_label_before_choices_lists_the_values(name, field, desc, values):
    (f,) = _enum_values(name, field, desc)
    assert values in f.message and f.path == f"/properties/{field}"


@pytest.mark.parametrize("field,desc", [
    ("date", "日期格式：yyyy-mm-dd/yyyymmdd"),
    ("date", "Format: YYYY-MM-DD or YYYYMMDD"),
    ("start_time", "Format: hh:mm, hh:mm:ss"),
    ("format_type", "Output format: oneline, full, etc."),
])
def test_a_format_label_before_forms_or_an_open_list_gives_no_enum(field, desc):
    assert _enum_values("report_query", field, desc) == []


# enum-only-in-tool-text: a docstring entry whose first line is its values set out with commas

def _docstring_tool(entry, default):
    return {"name": "get_candlesticks", "description": f"Get candlesticks of a symbol.\n\n    Args:\n"
            f"        symbol: ticker, e.g. AAPL.US\n        period: {entry}\n",
            "inputSchema": {"type": "object", "additionalProperties": False, "properties": {
                "symbol": {"type": "string"}, "period": {"type": "string", "default": default}}}}


def test_a_comma_list_opening_an_args_entry_with_its_default_is_the_enum():
    (f,) = lint_findings([_docstring_tool("1m, 5m, 15m, 30m, day, week, month (default day)", "day")],
                         "enum-only-in-tool-text")
    assert f.severity == "warning" and "['1m', '5m', '15m', '30m', 'day', 'week', 'month']" in f.message


@pytest.mark.parametrize("entry,default", [
    ("1m, 5m, 15m, 30m, day, week, month (default day)", "quarter"),   # the default is outside it
    ("bar size, e.g. 1m, 5m or day", "day"),                             # examples
    ("1m, 5m, day, etc.", "day"),                                        # the list goes on
])
def test_a_comma_list_that_may_not_be_all_gives_nothing(entry, default):
    assert lint_findings([_docstring_tool(entry, default)], "enum-only-in-tool-text") == []


# enum-missing: a `currency_code` is a currency (an `order_code` is no sort order)

def test_a_currency_code_whose_text_lists_the_few_it_takes_is_an_enum():
    tool = closed_mcp_tool("airtime_send", "Send airtime to a phone number.", {"currency_code": {
        "type": "string", "default": "KES",
        "description": "ISO currency: KES, TZS, UGX, RWF. MUST match the recipient's country."}})
    (f,) = lint_findings([tool], "enum-missing")
    assert f.severity == "warning" and "['KES', 'TZS', 'UGX', 'RWF']" in f.message


@pytest.mark.parametrize("field,desc", [("order_code", "Order number of the shipment"),
                                        ("status_code", "HTTP status code to match")])
def test_a_code_of_another_thing_is_no_closed_set(field, desc):
    tool = closed_mcp_tool("track_shipment", "Track a shipment.", {field: {"type": "string", "description": desc}})
    assert lint_findings([tool], "enum-missing") == []


# enum-only-in-tool-text: an entry whose clauses each open with "value=" and what it does

def _glossed_tool(entry, default):
    return {"name": "web_fetch", "description": "抓取网页并返回正文。\n\n    Args:\n        url: 目标网页 URL。\n"
            f"        link_policy: {entry}\n",
            "inputSchema": {"type": "object", "additionalProperties": False, "properties": {
                "url": {"type": "string"}, "link_policy": {"type": "string", "default": default}}}}


def test_values_each_glossed_after_an_equals_sign_are_the_enum():
    entry = "链接处理策略。internal=站内链接保留（默认）；all=全部保留；none=全部降级为纯文本。"
    (f,) = lint_findings([_glossed_tool(entry, "internal")], "enum-only-in-tool-text")
    assert "['internal', 'all', 'none']" in f.message


@pytest.mark.parametrize("entry,default", [
    ("链接处理策略。internal=站内链接保留；all=全部保留。", "strict"),      # the default is not listed
    ("链接处理策略，例如 internal=站内链接保留；all=全部保留。", "internal"),  # examples
    ("类型。str=字符串；int=整数；none=空。", "str"),                        # types, not values
])
def test_glossed_look_alikes_give_nothing(entry, default):
    assert lint_findings([_glossed_tool(entry, default)], "enum-only-in-tool-text") == []


# prose-only-constraint: a count of stocks, firms, books written with its Chinese counter

@pytest.mark.parametrize("desc,keyword", [("股票代码列表，1~50只", "maxItems: 50"),
                                          ("最多 20 家公司", "maxItems: 20")])
def test_a_count_with_a_chinese_counter_is_a_bound(desc, keyword):
    tool = closed_mcp_tool("stock_watch_add", "把股票加入自选。",
                           {"symbols": {"type": "array", "items": {"type": "string"}, "description": desc}})
    assert any(keyword in f.message for f in lint_findings([tool], "prose-only-constraint"))


def test_a_counter_word_in_a_name_is_no_bound():
    tool = closed_mcp_tool("stock_watch_add", "把股票加入自选。",
                           {"symbols": {"type": "array", "items": {"type": "string"},
                                        "description": "股票代码列表，例如 600519、000001 两只"}})
    assert lint_findings([tool], "prose-only-constraint") == []
