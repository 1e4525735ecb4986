"""Closed value sets the linter did not read yet (the eighth to tenth collections'
missed `enum` lines). Each value glossed after a colon and set out with semicolons ("emp：企业员工；
ext：外部联系人"), a list after a trigger whose values carry a gloss in brackets ("可选值：
profession（标准版）、base（基础版）"), a list that names its parameter as its head in the tool
text ("frequency 为 hourly、daily 或 monthly", "format=mp3或wav"), a value spelt like another field
("duplicate 重复" beside `duplicate`) and a Chinese word that glosses a listed value (自定义 beside
`custom`). English and Chinese, each with a look-alike that must stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.prose.label_lists import colon_glossed
from workbench.prose.named_lists import named_lists


def _tool(props, name="group_update", description="Update the group."):
    return make_tool(name=name, description=description, parameters=obj(props))


def _shown(found):
    return [h for h in found if h.severity != "info"]


def _enum_fixes(tool):
    """The enum values every shown value-list finding (either rule) patches in."""
    out = []
    for rule in ("enum-missing", "prose-only-constraint"):
        for h in _shown(hits(rule, tool)):
            out.extend(op["value"] for op in h.fix or () if op["path"].endswith("enum"))
    return out


# --- "value：gloss；value：gloss" -------------------------------------------------------------

@pytest.mark.parametrize("name,schema_type,desc,values", [
    ("ownerType", "string", "群主类型。可选参数。emp：企业员工；ext：外部联系人。", ["emp", "ext"]),
    ("remindType", "integer", "DING消息类型。1：应用内DING；2：短信DING；3：电话DING。", [1, 2, 3]),
    ("searchable", "number", "群是否可以被搜索。0（默认）：不可搜索；1：可搜索。可选参数。", [0, 1]),
    ("sort_dir", "string", "Sort direction. asc: ascending order; desc: descending order.", ["asc", "desc"]),
])
def test_glossed_values_set_out_with_semicolons_are_the_set(name, schema_type, desc, values):
    tool = _tool({name: {"type": schema_type, "description": desc}})
    assert _enum_fixes(tool) == [values]


@pytest.mark.parametrize("desc", [
    "用户信息 JSON。name：用户姓名；age：用户年龄。",           # keys of a JSON text, not values
    "Payload object. title: the page title; body: the page text.",
    "类型。a：甲类；b：乙类；等",                                  # the run goes on
    "Note: the value is free text; Warning: it is not checked.",  # labels, not values
    "是否精确匹配。1：精确匹配用户名称；不传默认模糊匹配用户名称。",  # one glossed value only
])
def test_keys_labels_and_open_runs_are_no_value_set(desc):
    tool = _tool({"info": {"type": "string", "description": desc}})
    assert _enum_fixes(tool) == []
    assert colon_glossed(desc) is None


# --- a trigger whose values carry a bracketed gloss -----------------------------------------

@pytest.mark.parametrize("desc", [
    "员工的企业邮箱类型，可选值：profession（标准版）、base（基础版）。",
    "Mailbox edition. Allowed values: profession (standard edition), base (basic edition).",
])
def test_values_with_a_gloss_in_brackets_after_a_trigger(desc):
    tool = _tool({"org_email_type": {"type": "string", "description": desc}})
    assert _enum_fixes(tool) == [["profession", "base"]]


def test_a_call_in_brackets_is_no_gloss():
    tool = _tool({"aggregate": {"type": "string", "description": "Aggregate. Allowed values: count(*), sum(x)."}})
    assert _enum_fixes(tool) == []


# --- a list that names its parameter as its head, in the tool text ---------------------------

@pytest.mark.parametrize("description,name,values", [
    ("读取要素目录。frequency 为 hourly、daily 或 monthly；hourly 时必须提供 model。", "frequency",
     ["hourly", "daily", "monthly"]),
    ("插入子块。data 为待插入内容，data_type 支持 markdown 或 dom。", "data_type", ["markdown", "dom"]),
    ("合成语音。format=mp3或wav；多段字幕必须wav。", "format", ["mp3", "wav"]),
    ("Interpret audio. output_format=pcm (16kHz) or ogg_opus (48kHz), voice picks the voice.",
     "output_format", ["pcm", "ogg_opus"]),
    ("Export records. fmt: csv or json.", "fmt", ["csv", "json"]),
])
def test_a_list_headed_by_the_parameter_name_gives_its_values(description, name, values):
    tool = _tool({name: {"type": "string"}, "model": {"type": "string"}, "data": {"type": "string"}},
                 description=description)
    found = [h for h in _shown(hits("prose-only-constraint", tool)) if h.path == f"/properties/{name}"]
    assert len(found) == 1 and f"enum: {values}" in found[0].message


@pytest.mark.parametrize("description", [
    "查询。当 mode 为 fast 或 exact 时需要 model。",                 # a condition
    "Query the index. If mode is fast or exact, model is required.",
    "查询。例如 mode=fast/exact。",                                   # an example
    "Query. name: first or last name.",                               # runs on into words
    "Query. value: string or number.",                                # type names
])
def test_conditions_examples_and_phrases_are_no_headed_list(description):
    tool = _tool({"mode": {"type": "string"}, "model": {"type": "string"}, "name": {"type": "string"},
                  "value": {"type": "string"}}, description=description)
    assert _enum_fixes(tool) == []
    assert [c.value for c in named_lists(description, "zh") if c.sentence.startswith(("mode", "name"))] == []


def test_a_headed_list_in_another_field_text_is_that_field_values():
    # `mode`'s values written in `model`'s description are not `model`'s values
    tool = _tool({"mode": {"type": "string"},
                  "model": {"type": "string", "description": "模型名称。mode 为 fast 或 exact。"}})
    assert [h for h in hits("prose-only-constraint", tool) if h.path == "/properties/model"] == []


def test_a_free_text_format_without_a_headed_list_stays_silent():
    tool = _tool({"format": {"type": "string"}}, description="Render the date. Format: YYYY-MM-DD or YYYY/MM/DD.")
    assert [h for h in hits("prose-only-constraint", tool) if "enum" in h.message] == []


# --- a value spelt like another field; a Chinese word glossing a listed value ----------------

@pytest.mark.parametrize("desc", [
    "关闭原因（done 已完成 | duplicate 重复 | postponed 延期 | willnotdo 不做）",
    "Close reason (done | duplicate | postponed | willnotdo)",
])
def test_one_value_spelt_like_a_sibling_is_still_a_value(desc):
    tool = _tool({"closedReason": {"type": "string", "description": desc},
                  "duplicate": {"type": "string", "description": "重复需求的 ID"}})
    assert _enum_fixes(tool) == [["done", "duplicate", "postponed", "willnotdo"]]


@pytest.mark.parametrize("desc", ["At least one of 'mode', 'owner' must be given.",
                                  "'mode'、'owner' 至少填一个。"])
def test_values_that_are_all_fields_are_no_value_set(desc):
    tool = _tool({"target": {"type": "string", "description": desc},
                  "mode": {"type": "string"}, "owner": {"type": "string"}})
    assert _enum_fixes(tool) == []


@pytest.mark.parametrize("desc,values", [
    ("排序规则，默认按自定义排序（custom）。可选值：entry_asc（按入职时间升序）、entry_desc（按入职时间降序）、"
     "custom（用户定义排序）。", ["entry_asc", "entry_desc", "custom"]),
    ("类型(feature 功能 | interface 接口 | other 其他)", ["feature", "interface", "other"]),
])
def test_a_chinese_word_for_a_listed_value_does_not_open_the_list(desc, values):
    tool = _tool({"order_field": {"type": "string", "description": desc}})
    found = _shown(hits("enum-missing", tool)) + _shown(hits("prose-only-constraint", tool))
    assert len(found) == 1 and str(values) in found[0].message


def test_other_values_still_open_the_list():
    desc = "排序规则。可选值：entry_asc、entry_desc 等，或自定义排序。"
    tool = _tool({"order_field": {"type": "string", "description": desc}})
    assert _enum_fixes(tool) == []


# --- look-alikes read on unjudged tools ------------------------------------------------------

def test_the_field_itself_among_the_values_is_a_field_list():
    desc = "SSML text. *At least one of the `text` or `ssml` parameters is required.*"
    tool = _tool({"ssml": {"type": "string", "description": desc}, "text": {"type": "string"}})
    assert _enum_fixes(tool) == []


def test_a_one_word_bracket_may_be_the_value_itself():
    desc = "Sort order. Possible values are ascending (asc) or descending (desc)."
    tool = _tool({"sort_order": {"type": "string", "enum": ["asc", "desc"], "description": desc}})
    assert hits("prose-contradicts-schema", tool) == []


@pytest.mark.parametrize("desc", [
    "Categories filter, as returned by a previous call.\n\n**Example**: *categories=R0MxODpNYW5h,R0MwNTpBcnRG",
    "分类过滤。示例：categories=a1、b2",
])
def test_an_example_assignment_is_no_value_list(desc):
    assert [c for c in named_lists(desc, "en") if c.sentence.startswith("categories")] == []


def test_a_long_list_is_not_cut_at_a_comma():
    desc = ("Response locale. Available locales: enUS, enGB, deDE, esES, esMX, frFR, itIT, koKR, plPL, "
            "ptBR, ruRU, zhCN, zhTW, jaJP, thTH.")
    tool = _tool({"locale": {"type": "string", "description": desc}})
    assert all(len(v) != 12 for v in _enum_fixes(tool))


# --- quoted values each glossed with what it is for --------------------------------------------

@pytest.mark.parametrize("description", [
    "List teams.\n\n    Args:\n        scope: 'all' for all teams, 'my' for teams the current user belongs to\n",
    "列出团队。\n\n    Args:\n        scope: 'all' 表示全部团队，'my' 表示我所在的团队\n",
])
def test_quoted_values_each_with_its_purpose_are_the_set(description):
    tool = _tool({"scope": {"type": "string"}, "query": {"type": "string"}}, description=description)
    found = _shown(hits("prose-only-constraint", tool)) + _shown(hits("enum-only-in-tool-text", tool))
    assert len(found) == 1 and "['all', 'my']" in found[0].message


@pytest.mark.parametrize("desc", ['"true" or "false" for checkboxes', "e.g. 'all' for all teams, 'my' for mine",
                                  "如 'all' 表示全部，'my' 表示我的"])
def test_one_gloss_for_the_run_or_examples_are_no_set(desc):
    tool = _tool({"scope": {"type": "string", "description": desc}})
    assert _enum_fixes(tool) == [] and not any("'my'" in h.message for h in hits("prose-only-constraint", tool))


@pytest.mark.parametrize("desc", [
    "The target language code, such as 'en' for English, 'zh' for Chinese, 'ko' for Korean, or 'da' for Danish.",
    "Units. Can be 'none', for no labels, 'metric' for °C and mm or 'imperial' for °F and inches.",
])
def test_a_glossed_run_after_examples_or_another_value_is_no_set(desc):
    tool = _tool({"unit": {"type": "string", "description": desc}})
    assert _enum_fixes(tool) == []


@pytest.mark.parametrize("description", [
    "百炼对话。model=max（默认）、plus、flash或完整ID。",
    "生成图片。model=qwen（默认）、wan或z，也可传完整ID。",
    "Generate an image. model: qwen, wan or z, or any full model ID.",
])
def test_a_headed_list_that_also_takes_other_values_is_open(description):
    tool = _tool({"model": {"type": "string"}, "prompt": {"type": "string"}}, description=description)
    assert _enum_fixes(tool) == []


# --- an entry of the parameter block that is nothing but its values ---------------------------

def test_an_entry_that_is_only_its_values_with_the_default_among_them():
    description = "生成播客。\n    format：mp3（默认）、pcm、aac、ogg_opus。parameters：其余字段，深度合并。\n"
    tool = _tool({"format": {"type": "string", "default": "mp3"}, "parameters": {"type": "object"}},
                 description=description)
    found = hits("enum-only-in-tool-text", tool)
    assert len(found) == 1 and "['mp3', 'pcm', 'aac', 'ogg_opus']" in found[0].message
    assert "parameters：" not in found[0].message


@pytest.mark.parametrize("default", [None, "flac"])
def test_an_entry_list_without_its_default_among_them_stays_silent(default):
    description = "生成播客。\n    format：mp3、pcm、aac。\n"
    schema = {"type": "string"} | ({"default": default} if default else {})
    assert hits("enum-only-in-tool-text", _tool({"format": schema}, description=description)) == []


def test_a_glossed_run_after_an_abbreviated_example_word_is_no_set():
    desc = "The unit of measurement for the radius. e.g. 'm' for meters, 'cm' for centimeters"
    tool = _tool({"unit": {"type": "string", "description": desc}})
    assert not any("['m', 'cm']" in h.message for h in hits("enum-missing", tool) + hits("prose-only-constraint", tool))
