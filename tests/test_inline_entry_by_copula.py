"""prose-only-constraint: a tool-description clause whose subject is a parameter's name with a
copula ("count 是要读的字节数（1–256）", "max_depth 取 0-6，默认 3", "`depth` is the levels to
scan, 0-6") is that parameter's own entry written inline, so its range is the parameter's limit.
A bare range in the tool's prose with no such subject ("扫描 0-6 层目录") stays unread."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _tool(description, name="i2c_read_reg", param="count"):
    return make_tool(name=name, description=description, parameters={
        "type": "object", "properties": {"addr": {"type": "integer"}, param: {"type": "integer", "default": 1}},
        "required": ["addr"]})


@pytest.mark.parametrize("text, param, bounds", [
    ("读 I2C 从设备的寄存器。\n    addr 是 7 位地址；reg 是寄存器地址；count 是要读的字节数（1–256）。",
     "count", (1, 256)),
    ("只读发现工作区，不写文件。\n\nsearch_root 必须是绝对路径；max_depth 取 0-6，默认 3，只向下扫描。",
     "max_depth", (0, 6)),
    ("Reads registers of an I2C device.\ncount is the number of bytes to read, 1-256.", "count", (1, 256)),
])
def test_a_clause_led_by_the_parameter_s_name_bounds_it(text, param, bounds):
    (h,) = hits("prose-only-constraint", _tool(text, param=param))
    assert h.path == f"/properties/{param}"
    assert {op["path"].rsplit("/", 1)[1]: op["value"] for op in h.fix or ()} == \
        {"minimum": bounds[0], "maximum": bounds[1]}


@pytest.mark.parametrize("text, param", [
    ("发现工作区，向下扫描 0-6 层目录，默认 3。", "max_depth"),
    ("Reads registers of an I2C device; devices usually answer within 1-256 ms.", "count"),
])
def test_a_range_with_no_parameter_as_its_subject_stays_unread(text, param):
    assert hits("prose-only-constraint", _tool(text, param=param)) == []


def _recorder(description, param="seconds"):
    return make_tool(name="serial_pair_record", description=description, parameters={
        "type": "object", "properties": {"port_a": {"type": "string"}, "port_b": {"type": "string"},
                                         param: {"type": "integer", "default": 10}},
        "required": ["port_a", "port_b"]})


@pytest.mark.parametrize("text, param", [
    ("同时监听两个串口，输出交错的录制日志。\n    每行前缀 [A]/[B] 标明来源口。最长 120s。", "seconds"),
    ("Records two serial ports at once into one interleaved log. At most 120 s.", "duration_s"),
])
def test_a_bare_limit_in_a_time_symbol_bounds_the_parameter_counted_in_it(text, param):
    (h,) = hits("prose-only-constraint", _recorder(text, param))
    assert h.path == f"/properties/{param}" and [op["value"] for op in h.fix or ()] == [120]


@pytest.mark.parametrize("text, param", [
    ("同时监听两个串口。设备响应最长 2s。", "seconds"),
    ("同时监听两个串口。最长 120s。", "count"),
])
def test_a_time_limit_with_its_own_subject_or_no_timed_parameter_stays_unread(text, param):
    assert hits("prose-only-constraint", _recorder(text, param)) == []
