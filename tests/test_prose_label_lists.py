"""Closed value sets set out without a trigger word (workbench/prose/label_lists.py): after a
label ending in a colon, in brackets ending the sentence, or between pipes with glosses. Each
form in English and Chinese, each beside look-alikes that stay open: examples, hedges, lists
that go on, labels that introduce something else, several values at once, regular expressions
and shell pipelines."""

from __future__ import annotations

import pytest

from support import lint_severities, tool_doc
from workbench.prose import extract


def _values(text: str) -> list[tuple]:
    return [tuple(c.value) for c in extract(text) if c.kind == "enum-values"]


@pytest.mark.parametrize("text,values", [
    ("Visibility setting: members_only, everyone, nobody", ("members_only", "everyone", "nobody")),
    ("The layout of the board. Can be: grid, kanban, timeline", ("grid", "kanban", "timeline")),
    ("Trail grade: easy, moderate or strenuous.", ("easy", "moderate", "strenuous")),
    ("Bucket class: STANDARD or ARCHIVE.", ("STANDARD", "ARCHIVE")),
    ("坡道等级：easy、medium、hard 或 expert。", ("easy", "medium", "hard", "expert")),
    ("房间朝向：朝南、朝北、东西向。", ("朝南", "朝北", "东西向")),
    ("Cluster object to restart (statefulset, daemonset, deployment)",
     ("statefulset", "daemonset", "deployment")),
    ("需要导出的报表（daily、weekly 或 monthly）", ("daily", "weekly", "monthly")),
    ("工单状态(draft 草稿 | open 处理中 | closed 已关闭)", ("draft", "open", "closed")),
    ("Merge method: merge | squash | rebase", ("merge", "squash", "rebase")),
    # a serial comma before "or" joins the last value
    ("For accumulated: daily, weekly, or monthly", ("daily", "weekly", "monthly")),
    ("Sort order: asc, desc, or none.", ("asc", "desc", "none")),
    ("Sort direction (asc | desc).", ("asc", "desc")),
])
def test_a_closed_set_without_a_trigger_word(text, values):
    assert values in _values(text)


@pytest.mark.parametrize("text", [
    "Trail grade, e.g.: easy, moderate, strenuous.",  # an example
    "Trail grade: easy, moderate, strenuous, etc.",  # the list goes on
    "坡道等级：easy、medium、hard 等。",
    "坡道等级，例如：easy、medium、hard。",
    "Fields: id, name, email",  # several fields at once, not one value
    "Example: grid, kanban, timeline",  # the label introduces an example
    "默认：daily、weekly、monthly",
    "Teams to notify: backend, frontend and mobile.",  # several at once
    "Sizes: 1, 2, 4",  # numbers without "or": examples of a count
    "Search query (keywords, phrases, or a question in plain words)",  # not values
    "Colours, e.g.: red, green, or blue",  # examples, with a serial comma
    "Name to match: first, last, or full name",  # words, not values
    "Show details of a git object (commit, tree, blob, or tag).",  # kinds of the thing named
    "HGVS notation (genomic, coding, or protein)",
    "Regex to match, e.g. ^(foo|bar)$",  # a regular expression
    "Shell command to run, like `ls | grep txt`",
    "Pattern (a|b|c) matched with \\d+ groups",
    "| name | type | required |",  # a table row
    "工单状态(draft 草稿 | open 处理中 | 等)",  # the pipe list goes on
    "Note: the grid, kanban or timeline view is kept.",
])
def test_look_alikes_stay_open(text):
    assert _values(text) == []


def _severities(desc: str, name: str = "trail_grade", tool: str = "trails_list_routes",
                tool_desc: str = "List hiking routes of the park. Read-only.") -> list:
    doc = tool_doc(tool, tool_desc, {name: {"type": "string", "description": desc}}, [name])
    return lint_severities([doc], "prose-only-constraint")


@pytest.mark.parametrize("desc", [
    "Trail grade: easy, moderate or strenuous.",
    "Trail grade (easy | moderate | strenuous).",
])
def test_the_set_is_shown_in_english(desc):
    assert "warning" in _severities(desc)


@pytest.mark.parametrize("desc", [
    "步道难度：easy、moderate 或 strenuous。",
    "步道难度(easy 简单 | moderate 中等 | strenuous 困难)",
])
def test_the_set_is_shown_in_chinese(desc):
    assert "warning" in _severities(desc, tool_desc="列出公园的徒步路线，只读。")


@pytest.mark.parametrize("desc", [
    "Trail grade, for example easy, moderate or strenuous.",
    "步道难度，如 easy、moderate、strenuous 等。",
])
def test_an_example_list_is_not_shown(desc):
    assert "warning" not in _severities(desc)


@pytest.mark.parametrize("text", [
    "Repository owner (username or organization)",  # what kind of thing the value is
    "仓库所有者（用户名或组织名）",
    "Rectangular bounds (south,west,north,east)",  # the parts of one value
    "Viewport: width,height,scale",
])
def test_kinds_of_value_and_parts_of_one_value_are_no_set(text):
    assert _values(text) == []
