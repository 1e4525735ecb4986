"""Closed value sets a text gives as quoted values without a list trigger the extractor knew:
glossed values after an offering word ('支持 "s"（小）、"m"（中）'), a bare label before quoted
values ("颜色主题：'dark'、'light'、'auto'"), two glossed values joined by "或"/"or", and a list
set out one value a line under "支持：" / "Allowed values:". Examples, lists scoped to one case,
glosses of another value and lists running on past the line stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.prose import extract


def _values(text: str) -> list[tuple]:
    return [c.value for c in extract(text) if c.kind == "enum-values"]


@pytest.mark.parametrize("text,values", [
    ('可选，图片尺寸，支持 "s"（小图）、"m"（中图，默认）、"l"（大图）', ("s", "m", "l")),
    ('压缩级别，仅支持 "fast"、"best"，默认 "fast"', ("fast", "best")),
    ("颜色主题：'dark'、'light'、'auto'。", ("dark", "light", "auto")),
    ('统计周期，"week"（按周）或 "month"（按月）', ("week", "month")),
    ('Export format; accepts "csv" (comma separated), "tsv" (tab separated) or "xlsx".',
     ("csv", "tsv", "xlsx")),
    ("Layout: 'grid', 'list', 'cards'.", ("grid", "list", "cards")),
    ('可选，结算币种，可选值：\n- "cny": 人民币（默认）\n- "usd": 美元\n- "eur": 欧元', ("cny", "usd", "eur")),
    ('Sort key. Allowed values:\n* "price" - lowest first\n* "rating" - best first', ("price", "rating")),
    # a list wrapped onto the next line is read whole, never cut at the line break
    ("Colour: 'red', 'green', 'blue',\n'cyan', 'magenta'", ("red", "green", "blue", "cyan", "magenta")),
])
def test_a_closed_set_of_quoted_values(text, values):
    assert values in _values(text)


@pytest.mark.parametrize("text", [
    '图片尺寸，如 "s"（小图）、"m"（中图）、"l"（大图）',  # examples
    "Layout, e.g. 'grid', 'list', 'cards'.",
    '`full` (supports "head", "tail", "body"); `short`: the summary only',  # a gloss of another value
    '不要传 "draft"、"deleted"、"archived"',  # what not to send
    'Sort key. Examples:\n* "price" - lowest first\n* "rating" - best first',
    '常见取值：\n- "cny": 人民币\n- "usd": 美元',  # the usual values, not all
])
def test_examples_and_look_alikes_are_no_closed_set(text):
    assert _values(text) == []


def _forecast_tool(entry: str) -> object:
    return make_tool(
        name="get_tide_forecast",
        description=f"获取潮汐预报。\n\n    Args:\n        station: 必选，站点 ID\n        span: {entry}\n",
        parameters=obj({"station": {"type": "string"}, "span": {"type": "string", "default": "2d"}},
                       required=["station"]))


def test_a_glossed_list_in_the_parameter_entry_is_patched_as_an_enum():
    tool = _forecast_tool('可选，预报跨度，支持 "2d"（2天，默认）、"5d"（5天）、"9d"（9天）')
    (h,) = hits("prose-only-constraint", tool)
    assert h.path == "/properties/span"
    assert h.fix == ({"op": "add", "path": "/properties/span/enum", "value": ["2d", "5d", "9d"]},)


def test_an_example_list_in_the_parameter_entry_is_no_enum():
    tool = _forecast_tool('可选，预报跨度，例如 "2d"（2天，默认）、"5d"（5天）')
    assert not [h for h in hits("prose-only-constraint", tool) if h.path == "/properties/span"]


def test_a_labelled_list_in_a_closed_set_name_is_enum_missing_with_the_values():
    tool = make_tool(name="set_display", description="Set how the dashboard is shown.",
                     parameters=obj({"theme_mode": {"type": "string",
                                                    "description": "显示模式：'dark'、'light'、'auto'。"}}))
    (h,) = hits("enum-missing", tool)
    assert h.fix == ({"op": "add", "path": "/properties/theme_mode/enum", "value": ["dark", "light", "auto"]},)


def test_a_labelled_format_list_keeps_its_values_in_words():
    # "格式：" may introduce examples of a form: the values are named, the patch is left out
    tool = make_tool(name="export_report", description="Export the report file.",
                     parameters=obj({"file_format": {"type": "string",
                                                     "description": "导出格式：'pdf'、'docx'、'html'。"}}))
    (h,) = hits("enum-missing", tool)
    assert h.fix is None and "['pdf', 'docx', 'html']" in h.message


@pytest.mark.parametrize("text,values", [
    ("生成海报，尺寸 size=square/portrait/landscape，按张计费。", ("square", "portrait", "landscape")),
    ("Render the clip; fps=24/30/60, codec=h264/vp9.", ("24", "30", "60")),
])
def test_a_parameter_assigned_one_of_slashed_values(text, values):
    assert values in _values(text)


@pytest.mark.parametrize("text", [
    "Write the file; dir=src/main by default.",  # a path
    "limit=1–100，按页返回。",  # a range
    "换汇请用 fx_convert(pair=usd/cny)。",  # another tool's argument
    "See https://example.com/search?sort=new/old for details.",  # a URL query
])
def test_paths_ranges_urls_and_other_tools_arguments_are_no_value_list(text):
    assert _values(text) == []


def test_a_slashed_assignment_in_the_tool_text_binds_to_its_parameter():
    tool = make_tool(name="render_poster", description="生成海报。size=square/portrait/landscape；按张计费。",
                     parameters=obj({"size": {"type": "string", "default": "square"},
                                     "title": {"type": "string"}}))
    (h,) = hits("prose-only-constraint", tool)
    assert h.path == "/properties/size"
    assert h.fix == ({"op": "add", "path": "/properties/size/enum",
                      "value": ["square", "portrait", "landscape"]},)


@pytest.mark.parametrize("text,values", [
    ("告警级别：0 表示提示，1 表示警告，2 表示严重。", (0, 1, 2)),
    ("账号状态：1 代表启用，0 代表停用", (1, 0)),
    ("Visibility: 0 means private, 1 means team, 2 means public.", (0, 1, 2)),
])
def test_codes_glossed_in_words(text, values):
    assert values in _values(text)


@pytest.mark.parametrize("text", [
    "1代表步行，0代表驾车，3骑行",  # the list runs on past the last glossed code
    "0 表示不限，1 表示只看今天",  # a special value of an open number
    "Page size: 10 means ten rows, 50 means fifty rows.",  # examples of a number, not codes from 0/1
])
def test_glossed_numbers_that_are_no_code_list(text):
    assert _values(text) == []


def test_coded_values_on_a_string_parameter_are_patched_as_text():
    tool = make_tool(name="list_alerts", description="List alerts. Read-only.",
                     parameters=obj({"level": {"type": "string",
                                               "description": "级别：0 表示提示，1 表示警告"}}))
    (h,) = hits("enum-missing", tool)
    assert h.fix == ({"op": "add", "path": "/properties/level/enum", "value": ["0", "1"]},)


@pytest.mark.parametrize("text,values,noun", [
    ("本馆仅开放羽毛球、乒乓球两个场地类型。", ("羽毛球", "乒乓球"), "场地"),
    ("导出仅支持 CSV、XLSX、PDF 三种格式", ("CSV", "XLSX", "PDF"), "格式"),
    ("The clinic only accepts two visit types: checkup and vaccination.", ("checkup", "vaccination"), "visit"),
])
def test_a_list_closed_by_its_own_count(text, values, noun):
    (c,) = [c for c in extract(text) if c.kind == "enum-values"]
    assert (c.value, c.unit) == (values, noun)


@pytest.mark.parametrize("text", [
    "仅支持羽毛球、乒乓球等三个场地类型。",  # "等": the list names only some of the three
    "仅支持羽毛球、乒乓球两个场地以外的预约。",  # everything but these
    "本馆仅开放羽毛球、乒乓球、网球两个场地类型。",  # the count disagrees with the list
])
def test_counted_look_alikes(text):
    assert _values(text) == []


def _court_tool(description: str) -> object:
    return make_tool(name="court_find_slots", description=description, parameters=obj({
        "court_type": {"type": "string", "description": "场地类型。"},
        "day": {"type": "string", "format": "date"}}, required=["court_type", "day"]))


def test_a_counted_list_in_the_tool_text_binds_to_the_parameter_its_noun_names():
    tool = _court_tool("查询空闲场地。本馆仅开放羽毛球、乒乓球两个场地类型，其它类型请告知用户暂不支持。")
    (h,) = hits("prose-only-constraint", tool)
    assert h.path == "/properties/court_type"
    assert h.fix == ({"op": "add", "path": "/properties/court_type/enum", "value": ["羽毛球", "乒乓球"]},)


def test_a_counted_list_whose_others_are_open_stays_silent():
    # "其它类型可电话咨询": other types exist, the two are not the whole set
    tool = _court_tool("查询空闲场地。本馆仅开放羽毛球、乒乓球两个场地类型在线预约，其它类型可电话咨询。")
    assert hits("prose-only-constraint", tool) == []


@pytest.mark.parametrize("text,values", [
    ("配送方式：快递、自提、同城配送。", ("快递", "自提", "同城配送")),
    ("- 座位类型：靠窗、过道", ("靠窗", "过道")),
])
def test_a_kind_label_setting_out_its_kinds(text, values):
    assert values in _values(text)


@pytest.mark.parametrize("text", [
    "配送方式：快递、自提等。",  # open
    "配送方式，如：快递、自提。",  # examples
    "收件人：张三、李四",  # not a kind label: people
    "配送方式：快递，自提需到店",  # a sentence, not a list
])
def test_kind_label_look_alikes(text):
    assert _values(text) == []
