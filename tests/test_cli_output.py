"""`--output FILE` is written the same way by every verb; a file that cannot be written is one
line on stderr and exit 2, never a traceback."""

from __future__ import annotations

import io
import json

import pytest

from workbench.cli import main

TOOL = {"name": "orders_get_order", "description": "Look up one order by its id.",
        "input_schema": {"type": "object", "properties": {"order_id": {"type": "string"}},
                         "required": ["order_id"]}}


@pytest.fixture
def files(tmp_path):
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps([TOOL]), encoding="utf-8")
    log = tmp_path / "calls.jsonl"
    log.write_text(json.dumps({"tool": "orders_get_order", "arguments": {}}) + "\n", encoding="utf-8")
    return {"tools": str(tools), "log": str(log)}


VERBS = [["lint", "{tools}"], ["ledger", "{tools}"], ["diff", "{tools}", "{tools}"],
         ["audit", "{log}", "--tools", "{tools}"], ["adapter", "{tools}"]]


@pytest.mark.parametrize("argv", VERBS, ids=lambda a: a[0])
def test_output_goes_to_the_file_and_not_to_stdout(argv, files, tmp_path):
    target = tmp_path / "report.txt"
    out, err = io.StringIO(), io.StringIO()
    code = main([a.format(**files) for a in argv] + ["--output", str(target)], out, err)
    assert code in (0, 1) and out.getvalue() == ""
    assert target.read_text(encoding="utf-8").strip()


@pytest.mark.parametrize("argv", VERBS, ids=lambda a: a[0])
def test_an_unwritable_output_is_one_line_and_exit_2(argv, files, tmp_path):
    target = tmp_path / "missing-dir" / "report.txt"
    out, err = io.StringIO(), io.StringIO()
    code = main([a.format(**files) for a in argv] + ["--output", str(target)], out, err)
    assert code == 2
    assert f"cannot write {target}" in err.getvalue() and "Traceback" not in err.getvalue()
