"""Bounded parsing: tool files are read only when they are regular files within the input cap
(devices and FIFOs refused at once), and YAML alias bombs are refused, located, before any value
is built."""

from __future__ import annotations

import json
import os
import time

import pytest

from support import run_cli
from workbench.errors import LoadError
from workbench.loading import MAX_INPUT_ENV, load

TOOL = {"name": "get_order", "description": "Returns the status of one order by its id.",
        "parameters": {"type": "object", "properties": {"id": {"type": "string"}},
                       "required": ["id"], "additionalProperties": False}}


def alias_bomb(levels: int = 9, width: int = 9, *, hidden: bool = False) -> str:
    """A tool whose enum (or, `hidden`, an extension key no rule reads) is `width ** levels`
    strings written in a few hundred bytes."""
    lines = ['name: lol', 'description: Looks up one order.', 'parameters:', '  type: object',
             '  properties:', '    x:', '      type: string']
    key = "x-notes" if hidden else "enum"
    anchors = [f'      x-a0: &a0 [{",".join(["lol"] * width)}]']
    for level in range(1, levels):
        anchors.append(f"      x-a{level}: &a{level} [{','.join([f'*a{level - 1}'] * width)}]")
    return "\n".join(lines + anchors + [f"      {key}: *a{levels - 1}"]) + "\n"


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_devices_are_refused_before_reading(device):
    started = time.perf_counter()
    code, out, err = run_cli(["lint", device])
    assert code == 2 and out == "" and "a device, not a regular file" in err
    assert time.perf_counter() - started < 5


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "tools.json"
    os.mkfifo(fifo)
    code, _, err = run_cli(["lint", str(fifo)], budget=10)
    assert code == 2 and "FIFO" in err and "not a regular file" in err


def test_the_input_cap_is_configurable_and_named(tmp_path, monkeypatch):
    path = tmp_path / "tools.json"
    path.write_text(json.dumps([TOOL] * 50), encoding="utf-8")
    monkeypatch.setenv(MAX_INPUT_ENV, "0.001")  # ~1 KB
    code, _, err = run_cli(["lint", str(path)])
    assert code == 2 and "input cap of 0.001 MB (1,049 bytes)" in err and MAX_INPUT_ENV in err
    monkeypatch.setenv(MAX_INPUT_ENV, "1")
    assert run_cli(["lint", str(path)])[0] in (0, 1)  # read and linted
    monkeypatch.setenv(MAX_INPUT_ENV, "lots")
    code, _, err = run_cli(["lint", str(path)])
    assert code == 2 and f"{MAX_INPUT_ENV} must be a positive number of megabytes" in err


@pytest.mark.parametrize("hidden", [False, True], ids=["in-enum", "in-unread-key"])
@pytest.mark.parametrize("verb", [["lint"], ["ledger"], ["strict", "--provider", "openai-strict"],
                                  ["probe"], ["cost"], ["diff", "{bomb}"], ["audit", "--tools"]])
def test_a_yaml_alias_bomb_is_refused_quickly_and_located(tmp_path, verb, hidden):
    text = alias_bomb(hidden=hidden)
    assert len(text.encode()) < 700
    path = tmp_path / "bomb.yaml"
    path.write_text(text, encoding="utf-8")
    log = tmp_path / "calls.jsonl"
    log.write_text(json.dumps({"tool": "lol", "arguments": {"x": "lol"}}) + "\n", encoding="utf-8")
    argv = [a.format(bomb=path) for a in verb] + [str(path)] + ([str(log)] if verb[0] == "audit" else [])
    started = time.perf_counter()
    code, out, err = run_cli(argv)
    assert time.perf_counter() - started < 5  # ~10 ms measured; the bound absorbs a loaded CI box
    assert code == 2 and out == ""
    assert f"{path}:" in err and "alias bomb" in err


def test_the_bomb_is_refused_in_under_a_second_by_the_loader(tmp_path):
    started = time.perf_counter()
    with pytest.raises(LoadError, match="alias bomb") as caught:
        load(alias_bomb())
    assert time.perf_counter() - started < 1.0
    assert caught.value.line is not None and caught.value.column is not None


def test_a_recursive_alias_bomb_is_still_refused():
    text = alias_bomb().replace("x-a0: &a0 [", "x-a0: &a0 [*a0, ")  # the base list holds itself
    with pytest.raises(LoadError, match="alias bomb"):
        load(text)


def test_ordinary_aliases_still_load():
    text = ("name: get_order\ndescription: Returns one order.\nparameters:\n  type: object\n"
            "  properties:\n    a: &id {type: string, description: An order id}\n    b: *id\n")
    (tool,) = load(text).tools
    assert tool.parameters["properties"]["b"] == {"type": "string", "description": "An order id"}
    small = alias_bomb(levels=3, width=9)  # 729 values: repetition, not a bomb
    assert len(load(small).tools[0].parameters["properties"]["x"]["enum"]) == 9


def test_other_whole_file_inputs_are_bounded_the_same_way(tmp_path):
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps([TOOL]), encoding="utf-8")
    fifo = tmp_path / "cases.json"
    os.mkfifo(fifo)
    code, _, err = run_cli(["route", str(fifo), "--tools", str(tools)], budget=10)
    assert code == 2 and "FIFO" in err
    document = tmp_path / "calls.json"  # an audit log written as one JSON document
    document.symlink_to("/dev/zero")
    code, _, err = run_cli(["audit", "--tools", str(tools), str(document)], budget=10)
    assert code == 2 and "a device, not a regular file" in err
    code, _, err = run_cli(["verify", str(tools), "--lock", "/dev/urandom"], budget=10)
    assert code == 2 and "a device, not a regular file" in err
