"""enum-only-in-tool-text: the tool description lists a parameter's values beside its name (a
bracket or quoted list after the name, its "Args:" entry in brackets, one quoted value per
bullet, "x 或 y" opening the entry with the default among them) while its schema takes any
string. Look-alikes stay silent: an open list ("e.g.", "等"), a URL's scheme, units, a default
outside the list, an enum already declared, a type description ("string or null")."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _tool(name, description, props, required=()):
    return make_tool(name=name, description=description,
                     parameters={"type": "object", "properties": props, "required": list(required)})


@pytest.mark.parametrize("tool,param,values", [
    (_tool("fund_get_nav_history", "Net asset values of a fund.\nArgs: code, freq(\"day\"/\"week\"/\"month\")",
           {"code": {"type": "string"}, "freq": {"type": "string", "default": "day"}}),
     "freq", ["day", "week", "month"]),
    (_tool("fund_get_ranking", "基金排行。\n    Args: window: \"近一周\"/\"近一月\"/\"近一年\"",
           {"window": {"type": "string", "default": "近一月"}}),
     "window", ["近一周", "近一月", "近一年"]),
    (_tool("slides_set_layout", "设置幻灯片版式。\n\nArgs:\n    layout: 版式（title/two_column/blank）\n"
                                "    slide_no: 第几页，从 1 开始",
           {"layout": {"type": "string", "default": "title"}, "slide_no": {"type": "integer"}}),
     "layout", ["title", "two_column", "blank"]),
    (_tool("sheet_add_chart", "Adds a chart to the sheet.\n\nParameters:\n- chart_look (optional): the chart, "
                              "default \"bar\"\n  * \"bar\": bars\n  * \"line\": lines\n  * \"pie\": a pie\n"
                              "- title (optional): the chart title",
           {"chart_look": {"type": "string", "default": "bar"}, "title": {"type": "string"}}),
     "chart_look", ["bar", "line", "pie"]),
    (_tool("proxy_move_rule", "移动一条规则。\n\n    slot: head(最先匹配)或 tail(最后匹配)。\n    rule: 规则文本。",
           {"slot": {"type": "string", "default": "head"}, "rule": {"type": "string"}}, ["rule"]),
     "slot", ["head", "tail"]),
    (_tool("clinic_book_visit", "为宠物预约门诊。本诊所只接诊猫、狗、兔三种动物，其它动物请告知用户。",
           {"species": {"type": "string", "description": "动物种类。"}, "slot": {"type": "string",
            "description": "开始时间，例如 2026-12-03T10:30:00+08:00。", "format": "date-time"}}),
     "species", ["猫", "狗", "兔"]),
    (_tool("tide_get_forecast", "潮汐预报。\n\n    Args:\n        span: 预报时长，支持 \"2d\"、\"5d\"，默认 \"2d\"\n"
                                "        station: 站点编号",
           {"span": {"type": "string", "default": "2d"}, "station": {"type": "string"}}),
     "span", ["2d", "5d"]),
    (_tool("vector_query", "Nearest neighbours of a vector.\n\n    Args:\n        strategy: one of \"hnsw\" or "
                           "\"flat\" (default \"hnsw\")\n        top_k: how many",
           {"strategy": {"type": "string", "default": "hnsw"}, "top_k": {"type": "integer"}}),
     "strategy", ["hnsw", "flat"]),
])
def test_a_list_beside_the_name_in_the_tool_text_is_reported(tool, param, values):
    (h,) = hits("enum-only-in-tool-text", tool)
    assert h.path == f"/properties/{param}"
    assert str(values) in h.message
    assert h.fix is None


@pytest.mark.parametrize("tool", [
    # an open list
    _tool("fund_get_nav_history", "Args: code, freq(e.g. \"day\"/\"week\")",
          {"code": {"type": "string"}, "freq": {"type": "string"}}),
    _tool("slides_set_layout", "Args:\n    layout: 版式（如 title/blank 等）", {"layout": {"type": "string"}}),
    # a bare list that says something else of the value (its language), no default among it
    _tool("dream_lookup", "Looks up a dream. Args: keyword (english/chinese)", {"keyword": {"type": "string"}}),
    # "only this year and last year" of a year: which values, not their spelling
    _tool("storm_list", "台风列表。\n    year: 年份，仅支持本年度和上一年度", {"year": {"type": "string"}}),
    # quoted examples of an open list, a default outside the quoted choice
    _tool("tide_get_forecast",
          "潮汐预报。\n\n    Args:\n        port: 港口，支持 \"qingdao\"、\"xiamen\" 等，默认 \"qingdao\"",
          {"port": {"type": "string", "default": "qingdao"}}),
    _tool("vector_query", "Args:\n    strategy: one of \"hnsw\" or \"flat\"\n    top_k: how many",
          {"strategy": {"type": "string", "default": "ivf"}, "top_k": {"type": "integer"}}),
    # a URL's scheme, units
    _tool("web_fetch_page", "Args:\n    url: 页面地址（http/https）", {"url": {"type": "string"}}),
    _tool("disk_report", "Args:\n    unit_label: 显示单位（KB/MB/GB）", {"unit_label": {"type": "string"}}),
    # the default is outside the list: it is not all the parameter takes
    _tool("fund_get_nav_history", "Args: code, freq(\"day\"/\"week\")",
          {"code": {"type": "string"}, "freq": {"type": "string", "default": "quarter"}}),
    # already an enum
    _tool("fund_get_nav_history", "Args: code, freq(\"day\"/\"week\")",
          {"code": {"type": "string"}, "freq": {"type": "string", "enum": ["day", "week"]}}),
    # "string or null" describes the type
    _tool("notes_tag", "Tags a note.\n\n    label: string or null, the tag to set.\n    note: the note id.",
          {"label": {"type": "string", "default": "string"}, "note": {"type": "string"}}),
])
def test_look_alikes_stay_silent(tool):
    assert hits("enum-only-in-tool-text", tool) == []
