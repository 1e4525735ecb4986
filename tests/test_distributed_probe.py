"""`probe --jobs` with executors (several tools at once, each probe in its own process, its
executor's worker below it) and schema-only probes on Dask: the same bytes as one process, a
crashing and a hanging executor reported the same way."""

from __future__ import annotations

import io
import json

import pytest

import workbench
from test_probe_cli import GAPPY, TOOLS
from workbench.cli import main

SLOW = TOOLS + [
    {"type": "function", "function": {
        "name": "lookup", "description": "Look a code up.",
        "parameters": {"type": "object", "properties": {"code": {"type": "string", "maxLength": 8}},
                       "required": ["code"], "additionalProperties": False}}},
    {"type": "function", "function": {
        "name": "ping", "description": "Ping a host.",
        "parameters": {"type": "object", "properties": {"host": {"type": "string"}},
                       "required": ["host"]}}},
]
# lookup crashes on long codes and hangs on empty ones; ping has no executor (schema only)
EXECUTORS = GAPPY + '''
import time

def lookup(args):
    code = args.get("code")
    if code == "":
        time.sleep(60)
    if isinstance(code, str) and len(code) > 4:
        raise RuntimeError("lookup table overflow")
    return {"found": False}
'''


def _run(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = main(["probe", *map(str, argv)], out, err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    root = tmp_path_factory.mktemp("probe")
    tools = root / "tools.json"
    tools.write_text(json.dumps(SLOW), encoding="utf-8")
    executors = root / "executors.py"
    executors.write_text(EXECUTORS, encoding="utf-8")
    return tools, executors


def test_probe_jobs_with_executors_is_byte_identical(files):
    tools, executors = files
    args = (tools, "--executors", executors, "--format", "json", "--max-examples", "8",
            "--seed", "5", "--timeout", "0.3")
    one = _run(*args)
    many = _run(*args, "--jobs", "3")
    assert one == many
    assert one[0] == 1
    kinds = {g["kind"] for t in json.loads(one[1])["tools"] for g in t["gaps"]}
    assert {"executor-crash", "executor-timeout", "schema-accepts-executor-rejects"} <= kinds
    assert "no executor named 'ping'" in one[2]


def test_probe_jobs_text_identical(files):
    tools, executors = files
    args = (tools, "--executors", executors, "--max-examples", "6", "--timeout", "0.3", "--tool", "pay",
            "--tool", "get_weather")
    assert _run(*args) == _run(*args, "--jobs", "2")


def test_probe_on_dask_is_byte_identical(files, dask_cluster):
    local_cluster, client = dask_cluster
    tools, _ = files
    args = (tools, "--format", "json", "--max-examples", "15", "--seed", "2")
    assert _run(*args, "--dask", local_cluster.scheduler_address) == _run(*args)
    tool = workbench.load(str(tools))["pay"]
    assert workbench.probe(tool, client=client, max_examples=15).to_json() == \
        workbench.probe(tool, max_examples=15).to_json()


def test_probe_dask_refuses_executors(files):
    tools, executors = files
    code, _, err = _run(tools, "--executors", executors, "--dask", "tcp://127.0.0.1:9")
    assert code == 2 and "--dask probes schemas only" in err
