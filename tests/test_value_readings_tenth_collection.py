"""Round 19A: values and prose read for what they say (the tenth collection's wrong findings).
A page that is a place is no count, a listed string is no switch, a sign is no separator, a
duration string carries its unit, advice and one mode's range are no limit, "each" bounds the
items, a count of switches is no list length, a text's null is JSON null, a stand-in for an email
is no email, a compact date-time layout is a stated form, and example lists, other tools' lists
and order hints are no closed set. English and Chinese, each with a look-alike that keeps the
other behaviour."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _tool(props, name="contacts_update", description="Update a contact."):
    return make_tool(name=name, description=description, parameters=obj(props))


def _shown(found):
    return [h for h in found if h.severity != "info"]


# --- type-string-for-number: a page that is a place ------------------------------------------

@pytest.mark.parametrize("name,desc", [
    ("businessHomePage", "The business home page of the contact."),
    ("landing_page", "公司落地页。"),
])
def test_a_named_kind_of_page_is_no_count(name, desc):
    assert hits("type-string-for-number", _tool({name: {"type": "string", "description": desc}})) == []


@pytest.mark.parametrize("name,desc", [("page", "Page of results to return."), ("page", "页码")])
def test_a_bare_page_is_still_a_count(name, desc):
    assert len(_shown(hits("type-string-for-number", _tool({name: {"type": "string", "description": desc}})))) == 1


# --- type-string-for-boolean: "Whether to exclude ..." with a list of values -------------------

@pytest.mark.parametrize("desc", [
    "Whether to exclude certain road types. Multiple values can be specified as a comma-separated "
    "list: ferry, toll, motorway.",
    "是否排除某些道路类型，多个值用逗号分隔：ferry、toll。",
])
def test_a_switch_word_over_a_list_of_values_is_no_switch(desc):
    assert hits("type-string-for-boolean", _tool({"exclude": {"type": "string", "description": desc}})) == []


@pytest.mark.parametrize("desc", ["Whether to exclude toll roads.", "是否排除收费道路。"])
def test_a_plain_switch_is_still_a_switch(desc):
    assert len(hits("type-string-for-boolean", _tool({"exclude": {"type": "string", "description": desc}}))) == 1


# --- enum-unstable-values: a sign is no separator ----------------------------------------------

def test_signed_values_are_two_values():
    tool = _tool({"zoom": {"type": "string", "enum": ["-INF", "INF", "NaN", "auto"]}})
    assert hits("enum-unstable-values", tool) == []


def test_one_word_with_two_separators_is_still_respelled():
    tool = _tool({"state": {"type": "string", "enum": ["half_full", "half-full", "empty", "full"]}})
    assert len(hits("enum-unstable-values", tool)) == 1


# --- param-missing-unit: a duration string carries its unit ------------------------------------

@pytest.mark.parametrize("name,desc", [("duration", ""), ("timeout", "请求超时。")])
def test_a_duration_string_asks_for_its_form_not_a_unit(name, desc):
    found = hits("param-missing-unit", _tool({name: {"type": "string", "description": desc}}))
    assert len(found) == 1 and found[0].severity == "info" and "'30s'" in found[0].message
    assert "in seconds" not in found[0].message


@pytest.mark.parametrize("desc", ["Backoff before retrying.", "重试前的等待时长。"])
def test_a_numeric_duration_still_asks_for_its_unit(desc):
    found = hits("param-missing-unit", _tool({"duration": {"type": "integer", "description": desc}}))
    assert len(found) == 1 and found[0].severity is None


# --- prose-contradicts-schema / prose-only-constraint: advice and one mode's range -------------

_MODES = {
    "en": "Tolerance in meters used to simplify geometries.\n- Walking: use 0-500. Prefer 50-200 for "
          "short contours.\n- Driving: use 1000-5000.",
    "zh": "简化几何的容差（米）。\n- 步行：使用 0-500。\n- 驾车：使用 1000-5000。",
}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_range_said_for_one_mode_is_no_limit(lang):
    tool = _tool({"generalize": {"type": "number", "minimum": 0, "description": _MODES[lang]}})
    assert hits("prose-only-constraint", tool) == []
    assert hits("prose-contradicts-schema", tool) == []


@pytest.mark.parametrize("desc", ["Tolerance in meters. Prefer 50-200 for short contours.",
                                  "简化容差（米），建议 50-200。"])
def test_advice_is_no_contradiction(desc):
    tool = _tool({"generalize": {"type": "number", "minimum": 0, "description": desc}})
    assert hits("prose-contradicts-schema", tool) == []


@pytest.mark.parametrize("desc", ["Tolerance in meters, must be between 50 and 200.",
                                  "简化容差（米），取值范围 50-200。"])
def test_a_stated_range_still_contradicts_the_schema(desc):
    tool = _tool({"generalize": {"type": "number", "minimum": 0, "description": desc}})
    assert len(hits("prose-contradicts-schema", tool)) == 1


def test_one_entry_with_a_range_is_still_a_limit():
    desc = "Tolerance in meters.\n- Range: 0-500."
    tool = _tool({"generalize": {"type": "number", "description": desc}})
    assert [h.fix[-1]["value"] for h in hits("prose-only-constraint", tool)] == [500]


# --- prose-only-constraint: "each" bounds the items --------------------------------------------

@pytest.mark.parametrize("desc", ["Travel-time thresholds in minutes. Each between 1-60.",
                                  "等时线分钟数，每个取值 1-60。"])
def test_each_between_bounds_the_items_not_the_length(desc):
    tool = _tool({"contours": {"type": "array", "items": {"type": "number"}, "description": desc}})
    assert not any("minItems" in h.message or "maxItems" in h.message
                   for h in hits("prose-only-constraint", tool))


def test_a_count_of_values_still_bounds_the_length():
    tool = _tool({"contours": {"type": "array", "items": {"type": "number"},
                               "description": "Travel-time thresholds in minutes. Between 1 and 4 values."}})
    assert any("maxItems" in h.message for h in hits("prose-only-constraint", tool))


# --- prose-only-constraint: a count of switches turned on is no list length ---------------------

_MEETING = {"summary": {"type": "boolean"}, "chapters": {"type": "boolean"},
            "hotwords": {"type": "array", "items": {"type": "string"}}}


@pytest.mark.parametrize("desc", [
    "会议转写。\n- summary 全文总结、chapters 章节总结。\n  至少开一项。\n- hotwords 热词。",
    "Transcribe a meeting. Enable at least one of summary or chapters.",
])
def test_a_count_of_switches_is_no_min_items(desc):
    tool = _tool(_MEETING, name="summarize_meeting", description=desc)
    assert hits("prose-only-constraint", tool) == []


@pytest.mark.parametrize("desc", ["会议转写。每次至少一个热词。",
                                  "Transcribe a meeting. At most 100 hotwords per call."])
def test_a_count_of_the_lists_items_still_binds_to_it(desc):
    tool = _tool(_MEETING, name="summarize_meeting", description=desc)
    assert len(hits("prose-only-constraint", tool)) == 1


# --- prose-only-constraint: the text's null is JSON null ----------------------------------------

@pytest.mark.parametrize("desc", ["Age group of the user. Allowed values: null, Minor, NotAdult, and Adult.",
                                  "年龄段。可选值：null、Minor、Adult。"])
def test_null_in_a_listed_set_is_no_string_value(desc):
    found = hits("prose-only-constraint", _tool({"ageGroup": {"type": "string", "description": desc}}))
    assert len(found) == 1 and found[0].fix is None
    assert "'null'" not in found[0].message.split("consider")[-1]


@pytest.mark.parametrize("desc", ["Age group of the user. Allowed values: Minor, NotAdult, and Adult.",
                                  "年龄段。可选值：Minor、NotAdult、Adult。"])
def test_a_listed_set_without_null_keeps_its_patch(desc):
    found = hits("prose-only-constraint", _tool({"ageGroup": {"type": "string", "description": desc}}))
    assert len(found) == 1 and found[0].fix and "null" not in str(found[0].fix[0]["value"])


# --- prose-only-constraint: a stand-in for an email is no email ----------------------------------

@pytest.mark.parametrize("desc", [
    "The alias of a domain object, for cases where an email address is unavailable (for example, "
    "security groups).",
    "收件人别名，用于没有邮箱地址的对象（例如安全组）。",
])
def test_a_value_used_when_there_is_no_email_is_no_email(desc):
    assert hits("prose-only-constraint", _tool({"alias": {"type": "string", "description": desc}})) == []


@pytest.mark.parametrize("desc", ["The recipient's email address.", "收件人的邮箱地址。"])
def test_an_email_address_still_gets_its_format(desc):
    found = hits("prose-only-constraint", _tool({"alias": {"type": "string", "description": desc}}))
    assert [h.fix[0]["value"] for h in found] == ["email"]


# --- format-missing: a compact date-time layout is a stated form ---------------------------------

_ARGS = "Query changed blocks.\n\n    Args:\n        start_time: 起始时间，格式为 'YYYYMMDDHHMMSS'。\n"


@pytest.mark.parametrize("props,desc", [
    ({"start_time": {"type": "string"}}, _ARGS),
    ({"start_time": {"type": "string", "description": "Start time, format YYYYMMDDHHmmss."}}, "Query."),
])
def test_a_compact_date_time_layout_is_a_stated_form(props, desc):
    tool = _tool(props, name="get_block_changes", description=desc)
    assert hits("format-missing", tool) == []
    found = hits("prose-only-constraint", tool)
    assert len(found) == 1 and found[0].fix[0]["path"].endswith("/pattern")
    assert found[0].fix[0]["value"].count("[0-5][0-9]") == 2


@pytest.mark.parametrize("desc", ["开始时间", "Start time of the window."])
def test_a_time_without_a_form_still_asks_for_one(desc):
    tool = _tool({"start_time": {"type": "string", "description": desc}}, name="get_block_changes")
    assert len(hits("format-missing", tool)) == 1


# --- enum-missing: example lists, other tools' lists, order hints, the action a tool runs --------

@pytest.mark.parametrize("props,desc,name", [
    ({"language": {"type": "string"}},
     "声音复刻。language：zh（默认）、en、ja、es、de、fr、ko、\n    it、ru、pt、pt-br 等。", "clone_voice"),
    ({"source_language": {"type": "string"}}, "同声传译。source_language 如 zh / en。", "interpret_audio"),
    ({"operation": {"type": "string"}},
     "兜底入口。\n- product=legacy：历史产品，operation 见 list_speech_capabilities。", "speech_raw_request"),
    ({"operation": {"type": "string"}},
     "Raw fallback. The operation: see list_speech_capabilities for the names.", "speech_raw_request"),
    ({"assigneePriority": {"type": "string", "description": "Hint used to order items of this type in a "
                                                            "list view."}}, "Create a task.", "create_task"),
])
def test_open_sets_get_no_enum_demand(props, desc, name):
    assert _shown(hits("enum-missing", _tool(props, name=name, description=desc))) == []


@pytest.mark.parametrize("props,desc,name", [
    ({"operation": {"type": "string"}}, "兜底入口。\n- operation：create、delete、update。", "speech_raw_request"),
    ({"priority": {"type": "string", "description": "Priority of the task."}}, "Create a task.", "create_task"),
    ({"action": {"type": "string"}}, "Manage a resource.", "manage_resource"),
])
def test_closed_looking_names_still_ask_for_an_enum(props, desc, name):
    assert len(_shown(hits("enum-missing", _tool(props, name=name, description=desc)))) == 1


def test_the_action_a_tool_runs_is_info():
    tool = _tool({"action": {"type": "string"}}, name="run_resource_action",
                 description="run_resource_action runs an action on a resource")
    found = hits("enum-missing", tool)
    assert len(found) == 1 and found[0].severity == "info" and "available" in found[0].message



@pytest.mark.parametrize("desc", ["Age group of the user. Allowed values: null, Minor, NotAdult, and Adult.",
                                  "年龄段。可选值：null、Minor、Adult。"])
def test_a_nullable_field_keeps_null_beside_the_listed_strings(desc):
    prop = {"anyOf": [{"type": "string"}, {"type": "null"}], "description": desc}
    (h,) = hits("prose-only-constraint", _tool({"ageGroup": prop}))
    assert h.fix is None and "with `null`, which the schema allows" in h.message
    assert "'null'" not in h.message.split("consider")[-1]
