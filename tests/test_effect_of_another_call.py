"""read-name-changes-state: a list tool's text that says what ANOTHER named call creates
("列出已落盘的串口会话日志（serial_open 时自动创建）", "logs created automatically by
`serial_open`") explains where the listed records come from; the list itself changes nothing.
The same tool saying that it creates them itself ("并自动创建", "调用时自动创建", "creates a log")
still fires."""

from __future__ import annotations

import pytest

from support import hits, make_tool
from workbench.linter.rules.effect_words import background_clause


def _tool(description, name="sessions_list"):
    return make_tool(name=name, description=description, parameters={
        "type": "object", "properties": {"limit": {"type": "integer", "default": 20}}})


@pytest.mark.parametrize("text", [
    "列出已落盘的串口会话日志（serial_open 时自动创建，新→旧）。\n会话被关闭之后，仍可用它找回之前的串口现场。",
    "列出录制文件，这些文件由 `recording_start` 自动生成。",
    "Lists the saved serial session logs (created automatically by serial_open), newest first.",
    "Lists the export files, which are written when `exportRun` runs.",
])
def test_what_another_call_makes_is_no_change_of_this_list(text):
    assert hits("read-name-changes-state", _tool(text)) == []


@pytest.mark.parametrize("text", [
    "列出串口会话日志，并自动创建一条新的会话记录。",
    "列出串口会话日志，调用时自动创建当日的日志文件。",
    "Lists the serial session logs and creates a new session record for the caller.",
])
def test_a_list_that_creates_something_itself_still_fires(text):
    (h,) = hits("read-name-changes-state", _tool(text))
    assert h.path == "" and h.severity is None


@pytest.mark.parametrize("clause, other", [
    ("会话日志（serial_open 时自动创建", True),
    ("由 session_start 自动生成", True),
    ("logs created by serial_open", True),
    ("调用时自动创建日志", False),
    ("creates a log for each call", False),
])
def test_background_clause_reads_another_call_as_the_agent(clause, other):
    assert background_clause(clause) is other
