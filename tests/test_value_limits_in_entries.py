"""Round 20D: limits the linter did not read yet (the eighth to tenth collections' missed
`nl-constraint`, `range` and `array-bounds` lines): a parameter's entry written inline in the run
of the tool text ("preview_text：试听台词，最多 300 字。"), a length range after a Chinese word
("长度限制为1~20个字符"), and a "not empty" rule ("不能为空", "must not be empty") as a minimum of
one character or item. English and Chinese, each with a look-alike that must stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.prose import extract


def _tool(props, name="voice_design", description="Design a voice."):
    return make_tool(name=name, description=description, parameters=obj(props))


def _added(tool, path):
    """{keyword: value} the shown prose-only-constraint findings at `path` patch in."""
    out = {}
    for h in hits("prose-only-constraint", tool):
        if h.path == path and h.severity != "info":
            out.update({op["path"].rsplit("/", 1)[-1]: op["value"] for op in h.fix or ()})
    return out


# --- an inline entry of the tool text ----------------------------------------------------------

@pytest.mark.parametrize("description,want", [
    ("音色设计。speaker_id 是控制台分配的 ID。preview_text：试听台词，最多 300 字。", {"maxLength": 300}),
    ("声音复刻。demo_text：试听文本 4–300 字。", {"minLength": 4, "maxLength": 300}),
    ("Design a voice. preview_text: the line to speak, at most 300 characters.", {"maxLength": 300}),
])
def test_an_inline_entry_binds_its_limit_to_its_parameter(description, want):
    tool = _tool({"preview_text": {"type": "string"}, "demo_text": {"type": "string"},
                  "speaker_id": {"type": "string"}}, description=description)
    name = "demo_text" if "demo_text" in description else "preview_text"
    assert _added(tool, f"/properties/{name}") == want


@pytest.mark.parametrize("description", [
    "音色设计，每次最多 300 字。",                        # no entry: the number is the tool's
    "Design a voice. Speaks at most 300 characters per call.",
])
def test_a_bare_number_in_the_tool_text_stays_unbound(description):
    tool = _tool({"preview_text": {"type": "string"}, "speaker_id": {"type": "string"}}, description=description)
    assert _added(tool, "/properties/preview_text") == {}


def test_an_inline_entry_of_another_parameter_is_not_this_ones():
    tool = _tool({"preview_text": {"type": "string"}, "speaker_id": {"type": "string"}},
                 description="音色设计。speaker_id：控制台分配的 ID，最多 64 字。")
    assert _added(tool, "/properties/preview_text") == {}


# --- a length range after a Chinese word ------------------------------------------------------

@pytest.mark.parametrize("desc", ["群名称，长度限制为1~20个字符。", "Group name, length 1~20 characters."])
def test_a_length_range_after_a_word(desc):
    tool = _tool({"name": {"type": "string", "description": desc}})
    assert _added(tool, "/properties/name") == {"minLength": 1, "maxLength": 20}


@pytest.mark.parametrize("text", ["返回第1-3页的结果", "Supports v1-2 of the API"])
def test_an_ordinal_or_a_version_is_no_range(text):
    assert [c for c in extract(text) if c.kind in ("range", "min-length", "max-length")] == []


# --- "not empty" -------------------------------------------------------------------------------

@pytest.mark.parametrize("schema,desc,want", [
    ({"type": "array", "items": {"type": "string"}}, "被授权组织的 corpId 列表。不能为空。", {"minItems": 1}),
    ({"type": "array", "items": {"type": "string"}}, "A non-empty list of organisation ids.", {"minItems": 1}),
    ({"type": "string"}, "消息内容，必须是非空字符串。", {"minLength": 1}),
    ({"type": "string"}, "The page title. Must not be empty.", {"minLength": 1}),
])
def test_not_empty_is_a_minimum_of_one(schema, desc, want):
    tool = _tool({"value": dict(schema, description=desc)})
    assert _added(tool, "/properties/value") == want


@pytest.mark.parametrize("desc", ["标签列表，为空时返回全部。", "Tags to filter by. May be empty.",
                                  "不为空时按其过滤。", "If empty, every tag is returned."])
def test_an_empty_value_allowed_or_described_is_no_rule(desc):
    tool = _tool({"value": {"type": "array", "items": {"type": "string"}, "description": desc}})
    assert _added(tool, "/properties/value") == {}


# --- the number's own parameter among several named; a bound written as a comparison ----------

@pytest.mark.parametrize("description", [
    "生成音频。prompt<=3000字，可用speaker或最多3段reference_audios；返回文件。",
    "Generate audio. Use a speaker or at most 3 reference_audios; prompt<=3000 characters.",
])
def test_the_counted_parameter_and_a_comparison_bind(description):
    tool = _tool({"prompt": {"type": "string"}, "speaker": {"type": "string"},
                  "reference_audios": {"type": "array", "items": {"type": "string"}}}, description=description)
    assert _added(tool, "/properties/reference_audios") == {"maxItems": 3}
    assert _added(tool, "/properties/prompt") == {"maxLength": 3000}
    assert _added(tool, "/properties/speaker") == {}


@pytest.mark.parametrize("description", [
    "生成音频。speaker 与 reference_audios 合计最多 3 个。",       # the number counts both
    "Generate audio. speaker and reference_audios: at most 3 in total.",
])
def test_a_number_said_of_several_binds_none(description):
    tool = _tool({"speaker": {"type": "string"},
                  "reference_audios": {"type": "array", "items": {"type": "string"}}}, description=description)
    assert _added(tool, "/properties/reference_audios") == {}


# --- a Chinese unit binds a tool-text bound to the parameter counted in it ---------------------

def test_a_chinese_unit_binds_to_the_parameter_counted_in_it():
    tool = _tool({"rental_id": {"type": "string"},
                  "extra_hours": {"type": "integer", "description": "要延长的小时数。", "minimum": 0}},
                 description="延长共享汽车的租用时间，按新时长计费。每次延长至少 1 小时。")
    found = hits("prose-contradicts-schema", tool)
    assert len(found) == 1 and found[0].path == "/properties/extra_hours"


def test_a_unit_two_parameters_count_in_binds_neither():
    tool = _tool({"extra_hours": {"type": "integer", "description": "要延长的小时数。", "minimum": 0},
                  "grace_hours": {"type": "integer", "description": "宽限小时数。", "minimum": 0}},
                 description="延长租用时间。每次延长至少 1 小时。")
    assert hits("prose-contradicts-schema", tool) == []


def test_an_example_call_is_no_inline_entry():
    tool = _tool({"offset": {"type": "integer"}, "length": {"type": "integer", "default": 1000}},
                 description="Read a file by lines.\n\nExamples:\n  - offset: 0, length: 10     → First 10 lines\n"
                             "  - offset: 100, length: 5    → Lines 100-104\n")
    assert [h for h in hits("prose-only-constraint", tool) if h.path == "/properties/length"] == []


# --- how a value must begin or end ------------------------------------------------------------

@pytest.mark.parametrize("props,description,path,pattern", [
    ({"path": {"type": "string"}, "markdown": {"type": "string"}},
     "创建文档。\n\n    注意事项:\n        - path 必须以 / 开头。\n", "/properties/path", "^/"),
    ({"path": {"type": "string", "description": "历史快照路径，必须以 \"/history\" 或 \"/data/history\" 开头。"}},
     "读取历史快照。", "/properties/path", "^(?:/history|/data/history)"),
])
def test_a_stated_prefix_or_suffix_becomes_a_pattern(props, description, path, pattern):
    found = [h for h in hits("prose-only-shape", _tool(props, description=description)) if h.path == path]
    assert len(found) == 1 and found[0].fix[0]["value"] == pattern


@pytest.mark.parametrize("text", [
    "Where to save the screenshot. Filename must end with .png, .jpg, or .jpeg",
    "保存路径，文件名必须以 .png 结尾。",
])
def test_a_file_extension_is_a_pattern_in_words_for_case_is_unsaid(text):
    # a pattern is case-sensitive; whether `.PNG` is taken too is not said (blind review: a
    # patch that may reject a valid call is no certain fix)
    (h,) = [h for h in hits("prose-only-shape", _tool({"saveTo": {"type": "string", "description": text}},
                                                     description="Save a screenshot."))
            if h.path == "/properties/saveTo"]
    assert h.fix is None and "\\.png" in h.message and "case-sensitive" in h.message


@pytest.mark.parametrize("desc", [
    "The object name. Must start with a letter.",          # a character class, not a literal
    "路径，通常以 / 开头。",                                 # a habit, not a rule
    "The key does not need to start with a slash or with /.",
    "Bucket path; must end with the object name.",
])
def test_words_habits_and_negations_are_no_edge_rule(desc):
    tool = _tool({"path": {"type": "string", "description": desc}})
    assert not any("begins" in h.message or "ends" in h.message for h in hits("prose-only-shape", tool))
