"""`write-claims-read-only`: a read-only claim said of another tool the sentence names ("Do NOT
use read_file to send files — that only reads content") is not the tool's claim; a write word that
is a noun of a read-only read (`weather_archive`: "Get historical weather data") is not its act.
The same words said of the tool itself, or a read-only tool that does archive, still warn."""

from __future__ import annotations

import pytest

from support import lint_severities, tool_doc

RULE = "write-claims-read-only"
_TEXT = {"content": {"type": "string", "description": "Text to send."}}


@pytest.mark.parametrize("desc", [
    "Send a message to a user or channel. Do NOT use read_file to send files — that only reads "
    "content for your own analysis.",
    "向用户或频道发送消息。不要用 read_file 发送文件，read_file 只读取内容，供你自己分析。"])
def test_a_claim_said_of_another_tool_is_not_this_tools(desc):
    assert lint_severities([tool_doc("send_message", desc, _TEXT, ["content"])], RULE) == []


@pytest.mark.parametrize("desc", ["Send a message to a user. This tool only reads content.",
                                  "向用户发送消息。本工具只读取内容。"])
def test_a_claim_of_the_tool_itself_still_warns(desc):
    assert lint_severities([tool_doc("send_message", desc, _TEXT, ["content"])], RULE) == ["warning"]


_COORDS = {"latitude": {"type": "number"}, "longitude": {"type": "number"}}


@pytest.mark.parametrize("name,desc", [
    ("weather_archive", "Get historical weather data from ERA5 reanalysis for coordinates."),
    ("weather_archive", "查询指定坐标的历史天气数据（ERA5 再分析）。")])
def test_a_write_word_that_is_a_noun_of_a_read_is_silent(name, desc):
    doc = tool_doc(name, desc, _COORDS, ["latitude"], annotations={"readOnlyHint": True})
    assert lint_severities([doc], RULE) == []


@pytest.mark.parametrize("name,desc", [
    ("order_archive", "Archive a finished order so it leaves the active list."),
    ("order_archive", "Get the order and archive it."),
    ("order_archive", "归档已完成的订单。")])
def test_a_read_only_tool_that_archives_still_warns(name, desc):
    doc = tool_doc(name, desc, {"id": {"type": "string"}}, ["id"], annotations={"readOnlyHint": True})
    assert "warning" in lint_severities([doc], RULE)
