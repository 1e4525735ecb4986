"""Fixes that must be right on every provider the tool reaches, and readings of cross-field prose
that must not invent a requirement: relation keywords only where portable, one patch per object
for mirrored rules, a restriction ("only when") that is not a requirement, "not both" that is not
"exactly one", tool names that are never values, date forms read from the tool's own text, ids
needed in one mode only, and times in seconds that may be fractional."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.jsonpatch import apply_patch

# ------------------------------------------------------------------ relation patches


def _paired(fmt: str, *, mirrored: bool = True):
    return make_tool("tickets_list", "List tickets.", obj({
        "sort": {"type": "string", "description": "Sort field. If provided, `order` must be provided too."},
        "order": {"type": "string", "description": ("Sort order. If provided, `sort` must be provided too."
                                                    if mirrored else "Sort order, asc or desc.")},
    }, []), source_format=fmt)


@pytest.mark.parametrize("fmt", ["mcp", "openai-chat", "gemini"])
def test_no_dependency_patch_for_a_tool_its_providers_reject(fmt):
    """Gemini rejects `dependentRequired` and OpenAI drops it: a tool served to them gets words."""
    for h in hits("prose-condition", _paired(fmt, mirrored=False)):
        assert h.fix is None and h.severity == "info" and "executor" in h.message


def test_mirrored_rule_is_one_finding_with_one_merged_patch():
    got = hits("prose-condition", _paired("json-schema"))
    assert len(got) == 1
    (h,) = got
    # said on both fields: the model reads it on each; the patch states it both ways at once
    assert h.severity == "info" and "go together" in h.message
    patched = apply_patch(_paired("json-schema").parameters, h.fix)
    assert patched["dependentRequired"] == {"sort": ["order"], "order": ["sort"]}


def test_two_pairs_in_one_object_share_one_patch():
    t = make_tool("events_list", "", obj({
        "start": {"type": "string"}, "end": {"type": "string", "description": "Required when start is provided."},
        "page": {"type": "integer"}, "size": {"type": "integer", "description": "Required when page is provided."},
    }, []), source_format="json-schema")
    got = hits("prose-condition", t)
    assert len(got) == 2 and sum(1 for h in got if h.fix) == 1
    schema = t.parameters
    for h in got:
        if h.fix:
            schema = apply_patch(schema, h.fix)
    assert schema["dependentRequired"] == {"start": ["end"], "page": ["size"]}


@pytest.mark.parametrize("desc", ["仅 mode=docs 时指定。", "仅在 mode 为 docs 时填写。",
                                  "Only provide it when mode is docs."])
def test_only_when_restricts_a_field_and_does_not_require_it(desc):
    t = make_tool("kb_search", "", obj({"mode": {"type": "string", "enum": ["docs", "openapi"]},
                                        "section": {"type": "string", "description": desc}}, ["mode"]))
    (h,) = hits("prose-condition", t)
    assert "`mode` = 'docs' only" in h.message and "leave it out" in h.message and h.fix is None
    assert "then: {required" not in h.message


@pytest.mark.parametrize("desc", ["仅在 mode 为 docs 时必须提供。", "Required when mode is docs."])
def test_a_requirement_in_one_mode_still_reads_as_one(desc):
    t = make_tool("kb_search", "", obj({"mode": {"type": "string", "enum": ["docs", "openapi"]},
                                        "section": {"type": "string", "description": desc}}, ["mode"]))
    (h,) = hits("prose-condition", t)
    assert "then: {required: [section]}" in h.message


# ------------------------------------------------------------------ field groups


@pytest.mark.parametrize("desc, words", [
    ("Give either the city or the postcode, not both.", "not both of"),
    ("城市和邮编可以任选其一，不能同时传入。", "not both of"),
    ("Either city or postcode must be given, not both.", "exactly one of"),
])
def test_not_both_is_not_exactly_one(desc, words):
    t = make_tool("weather_now", "", obj({"city": {"type": "string", "description": desc},
                                         "postcode": {"type": "string"},
                                         "units": {"type": "string"}}, []))
    (h,) = hits("prose-field-relation", t)
    assert words in h.message


def test_a_group_said_on_each_field_is_info():
    t = make_tool("place_order", "", obj({
        "before_id": {"type": "integer", "description": "Put it before this one (give before_id or after_id)."},
        "after_id": {"type": "integer", "description": "Put it after this one (give before_id or after_id)."},
    }, []))
    for h in hits("prose-field-relation", t):
        assert h.severity == "info"


def test_a_group_one_mode_owns_is_info():
    """`method`'s own text ties the pair to one of its values: not a rule on the whole object."""
    t = make_tool("subtask_write", "", obj({
        "method": {"type": "string", "description": "add, remove, or move (move takes before_id or after_id)."},
        "before_id": {"type": "integer", "description": "Either before_id or after_id must be set."},
        "after_id": {"type": "integer"}}, ["method"]))
    (h,) = hits("prose-field-relation", t)
    assert h.severity == "info"


def test_three_fields_in_not_both_get_words_not_a_construct():
    t = make_tool("trials_search", "Search trials. Use either the place OR lat/lon coordinates, not both.",
                  obj({"place": {"type": "string"}, "lat": {"type": "number"}, "lon": {"type": "number"}}, []))
    (h,) = hits("prose-field-relation", t)
    assert "not:" not in h.message and "oneOf" not in h.message


# ------------------------------------------------------------------ tool names are no values


@pytest.mark.parametrize("desc", [
    "线路编码，必须是通过 `lookup-line-code` 或 `lookup-line-by-city` 接口查询得到的编码。",
    "The line code, as returned by `lookup-line-code` or `lookup-line-by-city`.",
])
def test_tool_names_in_the_text_are_not_enum_values(desc):
    from workbench.model import ToolSet

    main = make_tool("get-timetable", "", obj({"line": {"type": "string", "description": desc}}))
    others = [make_tool(n, "", obj({"q": {"type": "string"}})) for n in ("lookup-line-code", "lookup-line-by-city")]
    for h in hits("prose-only-constraint", main, ToolSet((main, *others))):
        assert "lookup-line" not in str(h.fix)


def test_a_name_the_text_calls_a_tool_is_no_value_either():
    t = make_tool("get_route", "", obj({"code": {"type": "string", "description":
                                                 "Must be one of the codes from the `find_codes` tool."}}))
    assert all("find_codes" not in str(h.fix) for h in hits("prose-only-constraint", t))


def test_plain_value_lists_still_become_enums():
    t = make_tool("get_route", "", obj({"vehicle": {"type": "string", "description":
                                                    "Travel mode, must be one of: `walk`, `bike`, `car`."}}))
    (h,) = hits("prose-only-constraint", t)
    assert h.fix and h.fix[0]["value"] == ["walk", "bike", "car"]


# ------------------------------------------------------------------ date forms


@pytest.mark.parametrize("desc", ["用ISO时间格式表示的出生时间，例如：`2001-04-02T08:30:00+08:00`。",
                                  "Birth time in ISO format, e.g. 2001-04-02T08:30:00+08:00."])
def test_iso_with_an_offset_example_gets_no_date_time_patch(desc):
    t = make_tool("chart_birth", "", obj({"birth_datetime": {"type": "string", "description": desc}}))
    (h,) = hits("format-missing", t)
    assert h.fix is None and h.severity == "info"


def test_an_offset_example_without_iso_still_gets_the_patch():
    t = make_tool("meeting_create", "", obj({"start_datetime": {"type": "string", "description":
                                                                "Start, e.g. 2026-03-01T09:00:00+01:00."}}))
    (h,) = hits("format-missing", t)
    assert h.fix and h.fix[0]["value"] == "date-time"


@pytest.mark.parametrize("desc", ["农历时间，例如：`1990-7-15 08:00:00`。",
                                  "Lunar calendar time, e.g. 1990-7-15 08:00."])
def test_a_lunar_date_is_no_date_time(desc):
    t = make_tool("chart_lunar", "", obj({"lunar_datetime": {"type": "string", "description": desc}}))
    assert hits("format-missing", t) == []


def test_an_example_in_another_form_is_a_stated_form():
    t = make_tool("chart_birth", "", obj({"birth_datetime": {"type": "string", "description":
                                                             "出生时间，例如：`1990-7-5 8:00`。"}}))
    (h,) = hits("format-missing", t)
    assert h.severity == "info" and "by example" in h.message and h.fix is None


@pytest.mark.parametrize("text", ["Option chains. Dates: YYYY-MM-DD.", "期权链查询。日期格式均为 YYYY-MM-DD。"])
def test_the_tool_texts_date_form_counts_for_its_dates(text):
    t = make_tool("options_chain", text, obj({"expiry_date": {"type": "string"}}))
    # one finding: the stated form is prose-only-constraint's when it reads it, else format-missing's
    (h,) = hits("format-missing", t) + hits("prose-only-constraint", t)
    assert h.fix and h.fix[0]["value"] == "date" and "no `format`, `pattern` or stated form" not in h.message
    bare = make_tool("options_chain", "Option chains.", obj({"expiry_date": {"type": "string"}}))
    (h,) = hits("format-missing", bare)
    assert h.severity is None and "no `format`, `pattern` or stated form" in h.message


# ------------------------------------------------------------------ ids in one mode


@pytest.mark.parametrize("props, description", [
    ({"build_id": {"type": "number", "description": "The build (required for single build logs)"},
      "pipeline_id": {"type": "number", "description": "Pipeline (required when using all_failed)"},
      "all_failed": {"type": "boolean"}}, "Fetch the logs of one build or of all failed builds of a pipeline"),
    ({"build_id": {"type": "number", "description": "构建 ID（获取单个构建日志时必填）"},
      "pipeline_id": {"type": "number", "description": "流水线 ID（使用 all_failed 时必填）"},
      "all_failed": {"type": "boolean"}}, "获取单个构建的日志，或者某条流水线全部失败构建的日志"),
])
def test_an_id_one_mode_needs_is_not_required(props, description):
    t = make_tool("get_build_logs", description, obj(props, []))
    assert hits("required-id-optional", t) == []


def test_an_id_every_call_needs_is_still_reported():
    t = make_tool("get_build_logs", "Fetch the logs of one build.",
                  obj({"build_id": {"type": "number", "description": "The build."},
                       "tail": {"type": "integer", "description": "Lines from the end."}}, []))
    (h,) = hits("required-id-optional", t)
    assert h.path == "/properties/build_id"


# ------------------------------------------------------------------ times may be fractional


@pytest.mark.parametrize("props, description", [
    ({"offset": {"type": "number", "default": 0.0}}, "Load a clip. Offset and duration are optional, in seconds."),
    ({"offset": {"type": "number", "description": "起始位置（秒）"}}, "加载音频片段。"),
    ({"start": {"type": "number", "description": "Where to start, in seconds."}}, "Play a clip."),
])
def test_a_time_in_seconds_is_not_a_count(props, description):
    t = make_tool("audio_load", description, obj(props, []))
    assert all(h.fix is None for h in hits("type-number-for-integer", t))


def test_a_count_is_still_a_count():
    t = make_tool("list_rows", "List rows.", obj({"offset": {"type": "number", "description": "Rows to skip."}}, []))
    (h,) = hits("type-number-for-integer", t)
    assert h.fix and h.fix[0]["value"] == "integer"


@pytest.mark.parametrize("description", ["获取指定日期（默认今天）的天气预报。",
                                         "Forecast for a date (defaults to today)."])
def test_the_one_input_with_a_default_in_the_tool_text_is_optional(description):
    t = make_tool("weather_forecast", description, obj({"date": {"type": "string", "format": "date"}}, None))
    assert hits("required-missing", t) == []
    bare = make_tool("weather_forecast", "Forecast for a date.",
                     obj({"date": {"type": "string", "format": "date"}}, None))
    assert len(hits("required-missing", bare)) == 1


@pytest.mark.parametrize("desc", ["The user id to scope the search. If provided, only events for this user "
                                  "are returned.",
                                  "用户 ID。如果指定，则只返回该用户的事件。"])
def test_a_filter_that_says_what_it_does_when_given_is_not_required(desc):
    t = make_tool("get_login_failures", "Investigate failed logins.",
                  obj({"since": {"type": "string", "description": "Start of the window."},
                       "user_id": {"type": "string", "description": desc}}, None))
    assert all("user_id" not in str(h.fix) for h in hits("required-missing", t))
    assert hits("required-id-optional", t) == []


@pytest.mark.parametrize("desc", ["Last login after, in ISO format (YYYY-MM-DDTHH:MM:SS)",
                                  "最后登录时间，ISO 格式（YYYY-MM-DDTHH:MM:SS）"])
def test_an_iso_date_time_form_gets_no_offset_free_pattern_patch(desc):
    t = make_tool("users_list", "", obj({"last_login_after": {"type": "string", "description": desc}}, []))
    assert all(h.fix is None for h in hits("prose-only-constraint", t) + hits("format-missing", t))


def test_a_stated_form_without_iso_keeps_its_pattern_patch():
    t = make_tool("users_list", "", obj({"last_login_after": {"type": "string", "description":
                                                              "Last login after, as YYYY-MM-DDTHH:MM:SS."}}, []))
    assert any(h.fix for h in hits("prose-only-constraint", t) + hits("format-missing", t))
