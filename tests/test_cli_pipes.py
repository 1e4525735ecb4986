"""The CLI in a shell pipeline: a reader that closes the pipe early ends the command quietly,
and every verb writes to `-o/--output` (with `--out` as an alias)."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from workbench.cli import main

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = str(ROOT / "examples" / "logistics_tools.json")


def test_a_closed_pipe_ends_the_command_quietly():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    code = "import sys; from workbench.cli import main; sys.exit(main())"
    proc = subprocess.run(f"{sys.executable} -c '{code}' rules | head -1", shell=True, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and len(proc.stdout.splitlines()) == 1
    assert "internal error" not in proc.stderr and "Traceback" not in proc.stderr
    # the command itself ends with the conventional 128 + SIGPIPE
    proc = subprocess.run(["bash", "-c", f"{sys.executable} -c '{code}' rules | head -1; "
                                         "echo ${PIPESTATUS[0]}"], env=env, capture_output=True,
                          text=True, timeout=120)
    assert proc.stdout.splitlines()[-1] in ("0", "141") and "internal error" not in proc.stderr


@pytest.mark.parametrize("argv", [
    ["confusable", EXAMPLE], ["route", "CASES", "--tools", EXAMPLE],
    ["discoverability", EXAMPLE], ["parallel", EXAMPLE], ["ledger", EXAMPLE],
    ["probe", EXAMPLE, "--tool", "shipping_get_tracking", "--max-examples", "5"],
    ["diff", EXAMPLE, EXAMPLE], ["lint", EXAMPLE], ["cost", EXAMPLE],
])
@pytest.mark.parametrize("flag", ["-o", "--output", "--out"])
def test_every_verb_writes_to_the_output_file(tmp_path, argv, flag):
    if argv[0] == "route":
        cases = tmp_path / "cases.jsonl"
        cases.write_text('{"request": "帮我查订单 ORD-001 的物流。", "expected_tool": "shipping_get_tracking"}\n',
                         encoding="utf-8")
        argv = [str(cases) if a == "CASES" else a for a in argv]
    target = tmp_path / "report.txt"
    out = io.StringIO()
    main([*argv, flag, str(target)], stdout=out, stderr=io.StringIO())
    assert out.getvalue() == "" and target.read_text(encoding="utf-8").strip()


def test_strict_keeps_out_as_an_alias_of_output(tmp_path):
    for flag in ("--out", "-o", "--output"):
        target = tmp_path / f"strict{flag.strip('-')}.json"
        out = io.StringIO()
        assert main(["strict", EXAMPLE, "--provider", "openai-strict", flag, str(target)],
                    stdout=out, stderr=io.StringIO()) == 0
        assert target.read_text(encoding="utf-8").lstrip().startswith("[")
        assert "converted for openai-strict" in out.getvalue()
