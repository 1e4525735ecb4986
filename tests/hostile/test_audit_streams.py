"""Audit reads logs as streams: a pipe or `-` works, a device is refused at once, a truncated
`.jsonl.gz` keeps what was read and says where it stopped, one bad line is one malformed line."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
import threading

import pytest

from support import run_cli
from workbench.auditor import audit

TOOLS = [{"name": "get_order", "description": "Returns the status of one order by its id.",
          "parameters": {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}}]
LINES = [json.dumps({"tool": "get_order", "arguments": {"id": str(i)}}) for i in range(3000)]
TEXT = ("\n".join(LINES) + "\n").encode()


@pytest.fixture
def tools(tmp_path):
    path = tmp_path / "tools.json"
    path.write_text(json.dumps(TOOLS), encoding="utf-8")
    return path


def test_a_truncated_gzip_log_keeps_what_was_read_and_says_where_it_stopped(tmp_path):
    whole = gzip.compress(TEXT)
    path = tmp_path / "calls.jsonl.gz"
    path.write_bytes(whole[: len(whole) // 2])
    report = audit(path, TOOLS)
    assert 0 < report.calls < len(LINES) and report.invalid == 0
    stopped = [m for m in report.malformed if "ends before its end marker" in m.reason]
    assert len(stopped) == 1 and stopped[0].line == report.calls + 1


def test_a_corrupt_gzip_tail_is_reported_the_same_way(tmp_path):
    whole = bytearray(gzip.compress(TEXT))
    whole[len(whole) // 2:] = b"\x00" * (len(whole) - len(whole) // 2)
    path = tmp_path / "calls.jsonl.gz"
    path.write_bytes(bytes(whole))
    report = audit(path, TOOLS)
    assert report.calls > 0 and any("stream" in m.reason for m in report.malformed)


@pytest.mark.parametrize("compress", [False, True], ids=["jsonl", "jsonl.gz"])
def test_audit_reads_a_pipe(tmp_path, tools, compress):
    fifo = tmp_path / "calls.pipe"
    os.mkfifo(fifo)
    payload = gzip.compress(TEXT) if compress else TEXT

    def write() -> None:
        with open(fifo, "wb") as fh:
            fh.write(payload)

    threading.Thread(target=write, daemon=True).start()
    code, out, err = run_cli(["audit", "--tools", str(tools), str(fifo), "--format", "json"])
    assert code == 0, err
    assert json.loads(out)["calls"] == len(LINES)


def test_audit_reads_standard_input(tools):
    command = ("import sys; from workbench.cli import main; "
               "sys.exit(main(['audit', '--tools', sys.argv[1], '-', '--format', 'json']))")
    done = subprocess.run([sys.executable, "-c", command, str(tools)], input=TEXT, capture_output=True,
                          timeout=120, env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["calls"] == len(LINES)


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_is_refused_before_reading(tools, device):
    code, out, err = run_cli(["audit", "--tools", str(tools), device], budget=10)
    assert code == 2 and out == "" and "a device or a socket" in err


def test_one_bad_byte_or_deep_line_is_one_malformed_line(tmp_path):
    path = tmp_path / "calls.jsonl"
    deep = '{"tool": "get_order", "arguments": {"id": "1", "x": ' + "[" * 2000 + "]" * 2000 + "}}"
    path.write_bytes("\n".join([LINES[0], deep, LINES[1]]).encode() + b"\n"
                     + b'{"tool": "get_order", "arguments": {"id": "\xff"}}\n' + LINES[2].encode() + b"\n")
    report = audit(path, TOOLS)
    assert report.calls >= 3 and report.malformed_lines >= 1
    assert all(m.line in (2, 4) for m in report.malformed)
