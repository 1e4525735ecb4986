"""Closed value sets written with slashes (`prose/slash_lists.py`): a bracket holding only the
values after a label naming a kind of value ("对齐方式（left/center/right）", "Chart type
(bar/line/pie)") or a slash list after a word that closes the set ("白名单 LINEAR / HOLD",
"支持:\\n basys3 / nexys-a7") is the parameter's set: `enum-missing` on its own description (with
the `enum` patch), `enum-only-in-tool-text` on its "Args:" entry. Look-alikes stay silent:
examples ("如 single/thin/medium", "e.g. csv/xlsx"), units ("km/h"), "and/or", MIME types,
date forms, a path's placeholders ("owner/repo"), a bracket after a label that names no kind
("keyword (english/chinese)"), "supports png/jpg" of a file."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _tool(name, description, props, required=()):
    return make_tool(name=name, description=description,
                     parameters={"type": "object", "properties": props, "required": list(required)})


def _one(desc, name="alignment", tool="sheet_format_cell", tool_desc="Formats a cell.", **extra):
    return _tool(tool, tool_desc, {name: {"type": "string", "description": desc, **extra},
                                   "cell": {"type": "string", "description": "Cell, A1 form."}})


@pytest.mark.parametrize("desc,name,values", [
    ("对齐方式（left/center/right）", "alignment", ["left", "center", "right"]),
    ("输出格式（json/csv）", "format", ["json", "csv"]),
    ("按格式过滤（word/excel/ppt/pdf，可选）", "format", ["word", "excel", "ppt", "pdf"]),
    ("形状类型（rectangle/rounded_rectangle/oval）", "shape", ["rectangle", "rounded_rectangle", "oval"]),
    ("Horizontal alignment (left/center/right).", "alignment", ["left", "center", "right"]),
    ("Chart kind (bar/line/pie)", "chart", ["bar", "line", "pie"]),
    ("插值方式，白名单 LINEAR / HOLD。", "interp", ["LINEAR", "HOLD"]),
    ("Interpolation, whitelist: linear / hold.", "interp", ["linear", "hold"]),
    ("检索范围：All / Author / Title / Sentence", "scope", ["All", "Author", "Title", "Sentence"]),
    ("Search field: author / title / sentence", "field", ["author", "title", "sentence"]),
])
def test_a_slash_list_in_the_description_is_the_enum(desc, name, values):
    found = hits("enum-missing", _one(desc, name=name))
    assert len(found) == 1 and found[0].severity in (None, "warning")
    assert found[0].fix and found[0].fix[0]["value"] == values


@pytest.mark.parametrize("desc", [
    "线型（如 single/thin/medium）",                 # an example
    "Export format (e.g. csv/xlsx)",                 # an example
    "边框样式（single/thin/medium 等）",              # a list that goes on
    "速度单位（km/h）",                                # a unit
    "Content type (text/html)",                      # one MIME type
    "日期格式（YYYY/MM/DD）",                          # a date form
    "仓库格式（owner/repo）",                          # a path's placeholders
    "Search keyword (english/chinese)",              # a label that names no kind of value
    "Image path; supports png/jpg",                  # what a file holds, no closing word
    "不支持：LINEAR/HOLD",                            # negated
    "示例：author/title/sentence",                     # a label that introduces an example
    "Default: author/title",                          # a label that introduces a default
    "Scope: read/write, see the docs",                 # the list does not end the text
    "数据库角色。推荐取值：anon / authenticated / service_role。",  # advice, roles are open
    "Database role; recommended values: anon / authenticated.",
    # the bracket glosses a value the clause names, not the parameter's set
    "The unit of measure. Defaults to metric units (kilograms/meters). Other option is imperial (pounds/inches).",
    "计量单位。默认公制单位（kg/cm_x），其他单位（lb/inch）",
    "Access mode, read and/or write",                # and/or
    "Result filter (include/exclude rules) as text",  # not the whole bracket ... and no kind label
])
def test_look_alikes_stay_silent(desc):
    assert hits("enum-missing", _one(desc, name="style")) == []


def test_a_list_the_prose_reader_finds_stays_prose_only_constraints():
    tool = _one("Safe search. Options: off/moderate/strict", name="safesearch")
    assert hits("enum-missing", tool) == [] and hits("prose-only-constraint", tool)


def test_a_locator_label_is_a_form_not_values():
    tool = _one("路径格式（src/main）", name="target_spec")
    assert hits("enum-missing", tool) == []


@pytest.mark.parametrize("tool_desc,param,default,values", [
    ("把信号设为模拟波形显示。\n\n    Args:\n        signals: 信号列表。\n"
     "        interp: 插值方式，白名单 LINEAR / HOLD。\n",
     "interp", "LINEAR", ["LINEAR", "HOLD"]),
    ("Checks Verilog syntax.\n\n    Args:\n        files: source files.\n"
     "        tool: \"auto\"(default, iverilog first) / \"iverilog\" / \"verilator\".\n",
     "tool", "auto", ["auto", "iverilog", "verilator"]),
    ("自动修复 XDC 文件。\n\n    Args:\n        board: 板卡名,影响默认 IOSTANDARD。支持:\n"
     "            basys3 / nexys-a7 / arty-a7。留空用 LVCMOS33 兜底。\n        dry_run: 只预览。\n",
     "board", "", ["basys3", "nexys-a7", "arty-a7", ""]),
    ("Formats a cell.\n\nArgs:\n    align: text alignment (left/center/right)\n    cell: A1 cell\n",
     "align", None, ["left", "center", "right"]),
])
def test_a_slash_list_in_the_args_entry(tool_desc, param, default, values):
    props = {param: {"type": "string", **({} if default is None else {"default": default})},
             "other": {"type": "boolean"}}
    found = hits("enum-only-in-tool-text", _tool("hw_tool_call", tool_desc, props))
    assert len(found) == 1 and found[0].path == f"/properties/{param}"
    assert str(values) in found[0].message


@pytest.mark.parametrize("tool_desc", [
    # the empty default with no word that leaving it empty is allowed: the list is not all it takes
    "自动修复 XDC 文件。\n\n    Args:\n        board: 板卡名。支持:\n            basys3 / nexys-a7 / arty-a7。\n",
    # an example list
    "自动修复 XDC 文件。\n\n    Args:\n        board: 板卡名，如 basys3 / nexys-a7 / arty-a7。\n",
    # a board that is not supported
    "自动修复 XDC 文件。\n\n    Args:\n        board: 板卡名，不支持: basys3 / nexys-a7。\n",
])
def test_args_look_alikes_stay_silent(tool_desc):
    props = {"board": {"type": "string", "default": ""}, "dry_run": {"type": "boolean"}}
    assert hits("enum-only-in-tool-text", _tool("xdc_auto_fix", tool_desc, props)) == []

