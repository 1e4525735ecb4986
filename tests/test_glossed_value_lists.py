"""Value lists read whole where each value carries a gloss.

A label and then only a slash list reads as the parameter's closed set even where each value
carries a short gloss ("规则类别: veto(单项否决) / completeness(完整性)") or the default follows the
list ("聚合周期：day / week / month，默认 month"): `enum-missing` asks for the enum with the values
the text gives. A date form, units, an example list and a locator stay no set. A quoted run is read with a gloss
after a value ('"staff" (teachers, TAs)', '"student" (default)') and where it is the whole
sentence ('"buy" or "sell".'); the subject of a sentence ("`read` / `update` rules may use this")
is not; a quoted list set out with pipes over several lines is read whole, never from its first
line only."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench import prose
from workbench.prose.slash_lists import slash_list


@pytest.mark.parametrize("text,values", [
    ("规则类别: veto(单项否决) / completeness(完整性) / consistency(一致性) / timeliness(时效性)",
     ["veto", "completeness", "consistency", "timeliness"]),
    ("聚合周期：day / week / month，默认 month", ["day", "week", "month"]),
    ("策略：auto（均衡）/cheap（最省）/quality（最好）/manual（手动指定），默认 auto",
     ["auto", "cheap", "quality", "manual"]),
    ("排序字段：ZDF(日涨幅)/SYL_W(近1周)/SYL_M(近1月)，默认ZDF", ["ZDF", "SYL_W", "SYL_M"]),
    ("Check level: full (every rule) / quick (fast rules), default full", ["full", "quick"]),
])
def test_a_labelled_slash_list_with_glosses_or_a_default_is_a_closed_set(text, values):
    found = slash_list(text)
    assert found is not None and found[0] == values


@pytest.mark.parametrize("text", [
    "日期格式：yyyy-mm-dd/yyyymmdd，默认 yyyy-mm-dd",
    "速度单位：km/h(公里每小时)",
    "类别：如 news(新闻)/blog(博客) 等",
    "文件路径：src/main（源码目录）",
])
def test_forms_units_examples_and_paths_stay_open(text):
    assert slash_list(text) is None


def test_enum_missing_asks_for_the_glossed_values():
    tool = make_tool(name="search_knowledge_base", description="知识库搜索。", parameters=obj({
        "query": {"type": "string", "description": "搜索关键词，例如 抗生素分级。"},
        "category": {"type": "string", "description":
                     "知识类别: regulation(法规) / standard(标准) / icd(编码) / drug(药物)"}},
        required=["query"]))
    found = hits("enum-missing", tool)
    assert [h.path for h in found] == ["/properties/category"]
    assert found[0].fix and found[0].fix[0]["value"] == ["regulation", "standard", "icd", "drug"]


def _enum_values(text):
    return [c.value for c in prose.extract(text) if c.kind == "enum-values"]


@pytest.mark.parametrize("text,values", [
    ('"any", "staff" (teachers, TAs, designers), "teacher", "ta", or "student"',
     ("any", "staff", "teacher", "ta", "student")),
    ('Enrollment type — "student" (default),\n  "teacher", "ta", "observer", or "any".',
     ("student", "teacher", "ta", "observer", "any")),
    ('"buy" or "sell".', ("buy", "sell")),
    ('"gtc" (default) or "ioc". Crypto does not support "day" or "fok".', ("gtc", "ioc")),
])
def test_a_quoted_run_is_read_with_its_glosses_and_as_a_whole_sentence(text, values):
    assert _enum_values(text)[:1] == [values]


def test_the_subject_of_a_sentence_is_no_list():
    assert _enum_values("`read` / `update` rules may use this field.") == []


def test_a_piped_list_over_several_lines_is_never_cut_to_its_first_line():
    text = ('Load type:\n"dead" (default) | "live" | "wind"\n"thermal" | "impact"')
    assert prose.unwrap_lists(text).endswith('"wind" | "thermal" | "impact"')
    assert _enum_values(text) in ([], [("dead", "live", "wind", "thermal", "impact")])


def test_numbers_given_as_examples_are_no_list_however_far_the_label():
    text = ("Examples: of correct numbers are: `34123456789` (for spain) or `491234567890` "
            "(for Germany).")
    assert _enum_values(text) == []


@pytest.mark.parametrize("text,values", [
    ("运算符号(1-加,2-减)", (1, 2)),
    ("折旧方法：0-平均年限法,1-双倍余额,2-不提折旧", (0, 1, 2)),
])
def test_codes_glossed_after_a_dash_are_a_closed_set(text, values):
    assert _enum_values(text) == [values]


@pytest.mark.parametrize("text", ["页码 1-10", "1-5 星级", "评分 1-5，默认 3"])
def test_a_numeric_range_is_no_code_list(text):
    assert _enum_values(text) == []
