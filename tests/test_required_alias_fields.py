"""`required-missing`: a field another field calls its alias ("Compatibility alias for command",
"command 的别名") is not required alone: a call with only the alias is valid. Without the alias
the field the call needs still warns, with its patch."""

from __future__ import annotations

import pytest

from support import lint_findings, tool_doc

RULE = "required-missing"


@pytest.mark.parametrize("desc,cdesc,adesc", [
    ("Execute a shell command and return its output.", "The shell command to execute",
     "Compatibility alias for command"),
    ("执行 shell 命令并返回输出。", "要执行的 shell 命令", "command 的别名（兼容旧版）")])
def test_a_field_with_an_alias_is_not_required_alone(desc, cdesc, adesc):
    doc = tool_doc("exec", desc, {"command": {"type": "string", "description": cdesc},
                                  "cmd": {"type": "string", "description": adesc},
                                  "timeout": {"type": "integer", "description": "Seconds"}})
    assert lint_findings([doc], RULE) == []


@pytest.mark.parametrize("desc,cdesc", [
    ("Execute a shell command and return its output.", "The shell command to execute"),
    ("执行 shell 命令并返回输出。", "要执行的 shell 命令")])
def test_without_an_alias_the_command_is_still_required(desc, cdesc):
    doc = tool_doc("exec", desc, {"command": {"type": "string", "description": cdesc},
                                  "cmd_timeout": {"type": "integer", "description": "Seconds"}})
    (f,) = lint_findings([doc], RULE)
    assert f.severity == "warning"
