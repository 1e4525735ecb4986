"""`enum-lacks-named-value`: a run of alternatives in the text that holds the enum's own values
and one more the enum lacks. English and Chinese; look-alikes stay silent: a word for leaving
the filter out, another parameter's name, a negated or hedged run, a run naming fewer than two of
the enum's values, a text naming the parameter nowhere."""

from __future__ import annotations

import pytest

from support import lint_findings, tool_doc


def _found(tool_desc: str, desc: str = "Membership status to filter on.",
           enum: tuple = ("active", "suspended"), extra: dict | None = None) -> list:
    props = {"status": {"type": "string", "enum": list(enum), "description": desc}, **(extra or {})}
    return lint_findings([tool_doc("club_list_members", tool_desc, props, ["status"])],
                         "enum-lacks-named-value")


@pytest.mark.parametrize("tool_desc,desc", [
    ("List club members. Read-only. Filter by status to find active, suspended or lapsed members.",
     "Membership status to filter on."),
    ("List club members. Read-only.", "Status: active, suspended or lapsed."),
    ("列出俱乐部会员，只读。按 status 筛选 active、suspended 或 lapsed 的会员。", "会员状态。"),
    ("列出俱乐部会员，只读。", "会员状态：active、suspended 或 lapsed。"),
])
def test_a_value_the_text_offers_and_the_enum_lacks(tool_desc, desc):
    found = _found(tool_desc, desc)
    assert [f.severity for f in found] == ["warning"] and "lapsed" in found[0].message


@pytest.mark.parametrize("tool_desc,desc,extra", [
    ("List club members. Filter by status: active, suspended or all.", "Status.", None),
    ("List club members. Filter by status: active, suspended or region.", "Status.",
     {"region": {"type": "string", "description": "Region code."}}),  # another parameter
    ("List club members. Status is active, suspended, but not lapsed.", "Status.", None),
    ("List club members. Statuses such as active, suspended or lapsed exist.", "Status.", None),
    ("List club members; badges are gold, active or lapsed.", "Status.", None),  # one value only
    ("List club members. Members are active, suspended or lapsed.", "Membership status.", None),
])
def test_look_alikes_stay_silent(tool_desc, desc, extra):
    assert _found(tool_desc, desc, extra=extra) == []


def _export(tool_desc: str) -> list:
    props = {"format": {"type": "string", "enum": ["markdown", "notion", "checklist", "keep", "todoist"],
                        "description": "Export format (default: \"markdown\")"}}
    return lint_findings([tool_doc("recipe_export", tool_desc, props)], "enum-lacks-named-value")


@pytest.mark.parametrize("tool_desc", [
    # "plain markdown" is the listed `markdown`; "Google Keep" the listed `keep`: names of two words
    "Export a recipe in a format ready for Notion, Google Docs, Google Keep, Todoist, or plain markdown.",
    "导出菜谱，format 可用于 Notion、Google Docs、Google Keep、Todoist 或 plain markdown。",
])
def test_a_word_of_a_longer_name_is_no_value(tool_desc):
    assert _export(tool_desc) == []


@pytest.mark.parametrize("tool_desc", [
    "Export a recipe. Set format to notion, keep, todoist or html.",
    "导出菜谱。format 取 notion、keep、todoist 或 html。",
])
def test_a_listed_single_word_the_enum_lacks_is_still_found(tool_desc):
    found = _export(tool_desc)
    assert len(found) == 1 and "html" in found[0].message
