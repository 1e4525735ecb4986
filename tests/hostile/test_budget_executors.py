"""An executors file runs only in child processes: whatever it does at import (exit, print, loop)
is an executor error (exit 2 with a message), and whatever it does in a call (fork, write a
traceback, die) stays inside the worker's process group and the probe's report."""

import json
import os
import subprocess
import sys
import textwrap
import time

import pytest

from workbench.errors import LoadError
from workbench.prober.executors import load_executors
from workbench.prober.harness import probe

TOOL = {"type": "function", "function": {
    "name": "pay", "description": "Pay an amount.",
    "parameters": {"type": "object", "properties": {"amount": {"type": "integer", "minimum": 1}},
                   "required": ["amount"], "additionalProperties": False}}}

CLI = "import sys; from workbench.cli import main; sys.exit(main())"


def _cli(tmp_path, executors_source, *argv, timeout=60):
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps([TOOL]), encoding="utf-8")
    executors = tmp_path / "executors.py"
    executors.write_text(textwrap.dedent(executors_source), encoding="utf-8")
    return subprocess.run([sys.executable, "-c", CLI, "probe", str(tools), "--executors", str(executors),
                           "--max-examples", "10", *argv],
                          capture_output=True, text=True, timeout=timeout, cwd=tmp_path)


@pytest.mark.parametrize("source, said", [
    ("import sys\nsys.exit(0)\ndef pay(a):\n    return a\n", "sys.exit(0)"),
    ("import os\nos._exit(0)\n", "ended the process"),
    ("print('hello from import')\ndef pay(a):\n    return a\n", "writes to stdout"),
])
def test_import_time_exit_or_print_is_an_executor_error(tmp_path, source, said):
    run = _cli(tmp_path, source, "--format", "json")
    assert run.returncode == 2, run.stdout
    assert run.stdout == "" and said in run.stderr and run.stderr.startswith("toolschema:")
    assert "Traceback" not in run.stderr


def test_import_time_loop_is_an_executor_error_within_the_import_timeout(tmp_path):
    file = tmp_path / "spin.py"
    file.write_text("while True:\n    pass\n", encoding="utf-8")
    started = time.monotonic()
    with pytest.raises(LoadError, match="did not finish importing within 1 s"):
        load_executors(file, timeout=1)
    assert time.monotonic() - started < 10


def test_the_cli_process_never_imports_the_executors_file(tmp_path):
    file = tmp_path / "marks.py"
    file.write_text("import sys\nsys.modules.setdefault('toolschema_imported_me', sys)\n"
                    "def pay(a):\n    return a\n", encoding="utf-8")
    executors = load_executors(file)
    assert set(executors) == {"pay"} and "toolschema_imported_me" not in sys.modules
    report = probe(TOOL, executors["pay"], max_examples=5)
    assert report.cases > 5 and "toolschema_imported_me" not in sys.modules


def _alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie not yet reaped by init is dead for our purpose
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_an_executor_that_forks_and_returns_twice_leaves_no_process_behind(tmp_path):
    pids = tmp_path / "pids.txt"
    file = tmp_path / "forks.py"
    file.write_text(textwrap.dedent(f"""
        import os, time
        def pay(a):
            child = os.fork()
            if child == 0:
                with open({str(pids)!r}, "a") as out:
                    out.write(f"{{os.getpid()}}\\n")
                if a.get("amount") == 1:
                    time.sleep(300)  # a descendant that would outlive the probe
            return a
    """), encoding="utf-8")
    report = probe(TOOL, load_executors(file)["pay"], max_examples=10, seed=1)
    # one answer per call, from the worker itself: nothing crashed, nothing timed out
    assert report.cases > 10 and not {g.kind for g in report.gaps} & {"executor-crash", "executor-timeout"}
    forked = [int(line) for line in pids.read_text().split()]
    assert len(forked) >= report.cases
    deadline = time.monotonic() + 5
    while any(_alive(pid) for pid in forked) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not [pid for pid in forked if _alive(pid)]


def test_worker_tracebacks_go_into_crash_details_not_stderr(tmp_path):
    run = _cli(tmp_path, """
        import os, sys, traceback
        def pay(a):
            if type(a.get("amount")) is int and a["amount"] > 5:
                traceback.print_stack()
                print("dying now", file=sys.stderr)
                os._exit(3)
            print("chatter on stdout")
            return a
    """, "--format", "json")
    assert run.returncode == 1, run.stderr
    assert "Traceback" not in run.stderr and "dying now" not in run.stderr and "chatter" not in run.stderr
    [report] = json.loads(run.stdout)["tools"]
    crashes = [g["detail"] for g in report["gaps"] if g["kind"] == "executor-crash"]
    assert crashes and all("exit code 3" in d and "dying now" in d for d in crashes)
