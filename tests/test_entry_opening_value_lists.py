"""enum-only-in-tool-text, a docstring entry that opens with its values set out with slashes
("market: CN/HK/US (default CN)", "rate_type: lpr/shibor/libor", "exchange: SSE/SZSE
(optional)") on a free string: the values are the entry, the schema confirms they are all it
takes (its default is one of them, an empty default the entry offers, or a required field whose
entry is nothing but the list). Look-alikes stay silent: a default outside the list, an optional
field with no default whose entry is only the list, a list followed by a sentence, an example
list, units, a date form, an enum already declared."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _tool(name, description, props, required=()):
    return make_tool(name=name, description=description,
                     parameters={"type": "object", "properties": props, "required": list(required)})


@pytest.mark.parametrize("tool,param,values", [
    (_tool("quote_get_ranking", "Hot stocks.\n\n    Args:\n        market: CN/HK/US (default CN)\n"
                                "        count: how many (default 20)",
           {"market": {"type": "string", "default": "CN"}, "count": {"type": "integer", "default": 20}}),
     "market", ["CN", "HK", "US"]),
    (_tool("rate_get_history", "Interest rate history.\n\n    Args:\n        rate_type: lpr/shibor/libor\n"
                               "        start: Start date YYYY-MM-DD (optional)",
           {"rate_type": {"type": "string"}, "start": {"type": "string", "default": ""}}, ["rate_type"]),
     "rate_type", ["lpr", "shibor", "libor"]),
    (_tool("option_get_quote", "期权行情。\n\n    Args:\n        exchange: SSE/SZSE (optional)\n"
                               "        code: 合约代码",
           {"exchange": {"type": "string", "default": ""}, "code": {"type": "string"}}, ["code"]),
     "exchange", ["SSE", "SZSE", ""]),
    (_tool("report_get_statement", "获取财务报表。\n\n    Args:\n        symbol: 证券代码\n"
                                   "        kind: IS/BS/CF/ALL（默认 ALL）",
           {"symbol": {"type": "string"}, "kind": {"type": "string", "default": "ALL"}}, ["symbol"]),
     "kind", ["IS", "BS", "CF", "ALL"]),
    (_tool("bar_get_series", "K 线。\n\n    Args:\n        asset: stock/index/fund；不填则按代码后缀推断\n"
                             "        symbol: 代码",
           {"asset": {"type": "string", "default": ""}, "symbol": {"type": "string"}}, ["symbol"]),
     "asset", ["stock", "index", "fund", ""]),
])
def test_an_entry_that_opens_with_its_values_is_reported(tool, param, values):
    (h,) = hits("enum-only-in-tool-text", tool)
    assert h.path == f"/properties/{param}"
    assert str(values) in h.message
    assert h.fix is None


@pytest.mark.parametrize("tool", [
    # the default is outside the list: the list is not all the field takes
    _tool("quote_get_ranking", "Args:\n    market: CN/HK/US (default SG)",
          {"market": {"type": "string", "default": "SG"}}),
    # optional, no default, only the list: leaving it out is a value the list does not name
    _tool("quote_get_ranking", "Args:\n    market: CN/HK/US\n    count: how many",
          {"market": {"type": "string"}, "count": {"type": "integer"}}),
    # an empty default the entry does not offer
    _tool("option_get_quote", "Args:\n    exchange: SSE/SZSE (primary listing)",
          {"exchange": {"type": "string", "default": ""}}),
    # the list opens a sentence that goes on
    _tool("flow_get_summary", "Args:\n    direction: north/south flows are summed over the range",
          {"direction": {"type": "string"}}, ["direction"]),
    # examples
    _tool("report_export", "Args:\n    fmt: csv/xlsx 等（默认 csv）", {"fmt": {"type": "string", "default": "csv"}}),
    # units and a date form
    _tool("disk_report", "Args:\n    unit: KB/MB (default KB)", {"unit": {"type": "string", "default": "KB"}}),
    _tool("log_filter", "Args:\n    day: YYYY/MM/DD", {"day": {"type": "string"}}, ["day"]),
    # the enum is declared
    _tool("quote_get_ranking", "Args:\n    market: CN/HK/US (default CN)",
          {"market": {"type": "string", "default": "CN", "enum": ["CN", "HK", "US"]}}),
])
def test_look_alikes_stay_silent(tool):
    assert hits("enum-only-in-tool-text", tool) == []
