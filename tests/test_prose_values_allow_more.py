"""Round 27A: a keyword read from one clause must not reject what the same text also accepts
(the fifteenth collection's wrong `prose-only-constraint`, `prose-only-shape` and
`format-missing` lines). English and Chinese, each with a look-alike that keeps its finding.
"""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _tool(props, description="Read a file."):
    return make_tool(name="file_read", description=description, parameters=obj(props))


def _shown(rule, tool):
    return [h for h in hits(rule, tool) if h.severity is None]


@pytest.mark.parametrize("text", [
    "0-based start line; offset=-N reads the last N lines.",
    "起始行，从 0 开始；负数表示从末尾倒数。",
])
def test_negative_values_the_text_allows_keep_the_lower_bound_off(text):
    assert _shown("prose-only-constraint", _tool({"offset": {"type": "integer", "description": text}})) == []


@pytest.mark.parametrize("text", [
    "Start line, must be at least 0; non-negative.",
    "起始行，必须大于等于 0，不能为负。",
])
def test_a_lower_bound_whose_text_denies_negatives_is_still_shown(text):
    assert len(_shown("prose-only-constraint", _tool({"offset": {"type": "integer", "description": text}}))) == 1


@pytest.mark.parametrize("text", [
    "Detail level: 0 = summary only, 1 = full detail (default), 2+ = expand sub-resources",
    "详细程度：0 = 仅摘要，1 = 完整（默认），2 及以上 = 展开子资源",
])
def test_an_open_ended_glossed_list_is_no_enum(text):
    found = [h for h in hits("prose-only-constraint", _tool({"max_depth": {"type": "number", "description": text}}))
             if "enum" in h.message]
    assert found == []


@pytest.mark.parametrize("text", [
    "Detail level: 0 = summary only, 1 = full detail (default)",
    "详细程度：0 = 仅摘要，1 = 完整（默认）",
])
def test_a_closed_glossed_list_is_still_an_enum(text):
    # a switch named for what it selects (`detail`); a value named as a magnitude (`max_depth`)
    # glossing its first values is no closed set, whatever it glosses (tests/test_values_read_from_glosses.py)
    found = [h for h in hits("prose-only-constraint", _tool({"detail": {"type": "integer", "description": text}}))
             if "enum" in h.message]
    assert len(found) == 1


def test_kinds_of_identifier_are_not_literal_values():
    tool = _tool({"source_ref": {"type": "string", "description": "abstract可选：来源记忆ID/分支ID"}}, "桥接记忆。")
    assert [h for h in hits("prose-only-constraint", tool) if "enum" in h.message] == []


def test_literal_words_in_a_slash_list_are_still_values():
    tool = _tool({"source_ref": {"type": "string", "description": "abstract可选：来源记忆/分支"}}, "桥接记忆。")
    assert len([h for h in hits("prose-only-constraint", tool) if "enum" in h.message]) == 1


@pytest.mark.parametrize("text", [
    "Maximum width in pixels (default: 900). Raise above 900 only when detail is unreadable.",
    "最大宽度（像素），默认：900。只有细节看不清时才高于 900。",
])
def test_a_bound_that_rejects_the_stated_default_is_no_rule(text):
    assert _shown("prose-only-constraint", _tool({"max_width": {"type": "integer", "description": text}})) == []


@pytest.mark.parametrize("text", [
    "Maximum width in pixels (default: 900). Must be above 100.",
    "最大宽度（像素），默认：900。必须大于 100。",
])
def test_a_bound_that_keeps_the_stated_default_is_still_shown(text):
    assert len(hits("prose-only-constraint", _tool({"max_width": {"type": "integer", "description": text}}))) == 1


@pytest.mark.parametrize("text", [
    "Session id: its full uuid or the 8-char uuid prefix",
    "会话 ID：完整 uuid 或 8 位前缀",
])
def test_a_length_of_one_accepted_form_is_no_length_rule(text):
    assert hits("prose-only-shape", _tool({"uuid": {"type": "string", "description": text}})) == []


@pytest.mark.parametrize("text", ["Session id: the 8-char uuid", "会话 ID，必须是 8 位"])
def test_an_only_length_is_still_shown(text):
    assert len(_shown("prose-only-shape", _tool({"uuid": {"type": "string", "description": text}}))) == 1


@pytest.mark.parametrize("text", ["Two-letter ISO 3166 country code", "国家代码，必须是 2 位（ISO 3166）"])
def test_a_named_code_standard_length_is_info(text):
    found = hits("prose-only-shape", _tool({"country": {"type": "string", "description": text}}))
    assert found and all(h.severity == "info" for h in found)


@pytest.mark.parametrize("text", ["Two-letter shelf code", "货架代码，必须是 2 位"])
def test_an_unnamed_code_length_is_still_shown(text):
    assert len(_shown("prose-only-shape", _tool({"country": {"type": "string", "description": text}}))) == 1


def _query(start_text, end_text):
    return make_tool(name="metrics_query", description="Query metrics over a time range.", parameters=obj({
        "startTime": {"type": "string", "description": start_text},
        "endTime": {"type": "string", "description": end_text}}))


@pytest.mark.parametrize("start,end", [
    ('The start time (RFC3339 or relative like "now-1h")', "The end time for range queries"),
    ("开始时间，支持相对时间如 now-1h", "结束时间"),
])
def test_a_time_beside_one_that_takes_relative_times_gets_no_format(start, end):
    assert [h for h in hits("format-missing", _query(start, end)) if "endTime" in h.path] == []


@pytest.mark.parametrize("start,end", [
    ("The start time of the range", "The end time for range queries"),
    ("开始时间", "结束时间"),
])
def test_a_time_pair_without_relative_times_still_asks_its_form(start, end):
    assert len([h for h in hits("format-missing", _query(start, end)) if "endTime" in h.path]) == 1
