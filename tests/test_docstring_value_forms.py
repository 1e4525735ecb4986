"""Closed value lists in a docstring's parameter entries, in the forms FastMCP servers write
them (enum-only-in-tool-text): clauses "value=gloss" set out with slashes, a list after the
action the parameter serves ("stats 用，SUM / AVG / COUNT"), a gloss closed by two values
("多条件组合方式，AND 或 OR"), an entry that is only its values over an empty default (leave as
it is), and values each glossed in brackets. Look-alikes stay silent: a default outside the
list, examples, a list the entry goes on to qualify, type names."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _tool(name, description, props, required=()):
    return make_tool(name=name, description=description,
                     parameters={"type": "object", "properties": props, "required": list(required)})


def _s(default=None):
    return {"type": "string"} if default is None else {"type": "string", "default": default}


@pytest.mark.parametrize("tool,param,values", [
    (_tool("word_insert_text", "向已有 Word 文档插入文本。\n\n    file: .docx 路径\n    text: 要插入的文本\n"
                               "    position: start=开头 / end=结尾 / replace=替换全文\n",
           {"file": _s(), "text": _s(), "position": _s("end")}, ["file", "text"]),
     "position", ["start", "end", "replace"]),
    (_tool("sheet_query", "Excel 查询与统计。\n\n    action: sort=排序 / filter=筛选 / stats=统计\n"
                          "    stat_type: stats 用，SUM / AVG / COUNT / MAX\n",
           {"action": {"type": "string", "enum": ["sort", "filter", "stats"]}, "stat_type": _s("SUM")},
           ["action"]),
     "stat_type", ["SUM", "AVG", "COUNT", "MAX"]),
    (_tool("sheet_filter", "按条件筛选行。\n\n    file: 路径\n    logic: 多条件组合方式，AND 或 OR\n",
           {"file": _s(), "logic": _s("AND")}, ["file"]),
     "logic", ["AND", "OR"]),
    (_tool("env_check", "Checks the runtime.\n\n    Args:\n        check: how deep it looks, full or quick\n",
           {"check": _s("full")}),
     "check", ["full", "quick"]),
    (_tool("word_set_format", "设置格式。\n\n    file: .docx 路径\n    align: left / center / right / justify\n",
           {"file": _s(), "align": _s("")}, ["file"]),
     "align", ["left", "center", "right", "justify", ""]),
    (_tool("stats_rank_test", "非参数检验。\n\n    file_path: 数据文件\n"
                              "    test: wilcoxon（配对）/ mann_whitney（两组独立）/ kruskal_wallis（多组）\n",
           {"file_path": _s(), "test": _s("wilcoxon")}, ["file_path"]),
     "test", ["wilcoxon", "mann_whitney", "kruskal_wallis"]),
])
def test_a_docstring_entry_that_lists_its_values_is_reported(tool, param, values):
    (h,) = hits("enum-only-in-tool-text", tool)
    assert h.path == f"/properties/{param}"
    assert str(values) in h.message
    assert h.fix is None


@pytest.mark.parametrize("tool", [
    # the default is outside the list
    _tool("word_insert_text", "插入文本。\n\n    position: start=开头 / end=结尾\n", {"position": _s("middle")}),
    # two values closing a gloss, the default another
    _tool("report_export", "导出。\n\n    fmt: 导出格式，csv 或 json\n", {"fmt": _s("xml")}),
    # examples after the action: an open list
    _tool("sheet_query", "查询。\n\n    stat_type: stats 用，如 SUM / AVG\n", {"stat_type": _s("SUM")}),
    # the entry goes on after the list: it is not all the entry says
    _tool("word_set_format", "设置格式。\n\n    align: left / center / right，会覆盖段落原有的对齐\n",
          {"align": _s("")}),
    # type names, not values
    _tool("cell_write", "写入。\n\n    kind: 值的类型，string 或 number\n", {"kind": _s("string")}),
])
def test_look_alike_entries_stay_silent(tool):
    assert hits("enum-only-in-tool-text", tool) == []
