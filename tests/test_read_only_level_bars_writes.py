"""write-claims-read-only: a read-only permission level or mode that rejects the write ("写操作受
隔离层写权限门禁：只读档会被拒绝", "只读权限下调用会报错", "read-only tokens are rejected", "in
read-only mode the call is refused") says where the tool is barred; it claims nothing of the tool.
A write that calls itself read-only ("只读，不会修改设备", "Read-only: safe to call any time")
is still shown."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.text import read_only_claim


def _tool(description, name="i2c_write_reg"):
    return make_tool(name=name, description=description, parameters=obj({
        "addr": {"type": "integer", "description": "从设备地址 / device address"},
        "data": {"type": "string", "description": "要写入的数据 / bytes to write"}}, required=["addr", "data"]))


@pytest.mark.parametrize("text", [
    "写 I2C 从设备的寄存器。\n\n    写操作受隔离层写权限门禁：只读档会被拒绝，并给出放开方式。",
    "写 I2C 从设备的寄存器。只读权限下调用会报错。",
    "写 I2C 从设备的寄存器。只读模式会拒绝写入。",
    "Writes a device register. Writes are gated: read-only tokens are rejected.",
    "Writes a device register. In read-only mode the call is refused with a hint to enable writes.",
    "Writes a device register. Denied for read-only profiles.",
])
def test_a_read_only_level_that_rejects_the_write_is_no_claim(text):
    assert hits("write-claims-read-only", _tool(text)) == []


@pytest.mark.parametrize("text", [
    "写 I2C 从设备的寄存器。只读，不会修改设备。",
    "Writes a device register. Read-only: safe to call any time.",
    "Writes a device register. Runs in read-only mode and changes nothing.",
])
def test_a_write_that_calls_itself_read_only_is_still_shown(text):
    assert len(hits("write-claims-read-only", _tool(text))) == 1


@pytest.mark.parametrize("text, claim", [
    ("只读档会被拒绝", None),
    ("只读 token 无法写入", None),
    ("Read-only mode rejects this call.", None),
    ("Provides read-only access to the repository.", "read-only"),
    ("本工具为只读模式，不会修改数据。", "只读"),
])
def test_read_only_claim_sets_the_barring_level_aside(text, claim):
    assert read_only_claim(text) == claim
