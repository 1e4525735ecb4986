"""Audit split over processes (`--jobs`) and over a Dask cluster (`--dask`, `client=`): the
report is byte-identical to the one-process report, on a log generated against corpus tools and
on a planted log full of invalid calls, malformed lines, retries and times."""

from __future__ import annotations

import gzip
import io
import json
import random
import sys
from pathlib import Path

import pytest

from support import CORPORA
from workbench.auditor import audit, parts
from workbench.cli import main

TOOLS_SAMPLE = 80
BENCH = Path(__file__).resolve().parent.parent / "bench"


@pytest.fixture(scope="module")
def corpus_tools(tmp_path_factory):
    lines = (CORPORA / "mcp" / "tools.jsonl").read_text(encoding="utf-8").splitlines()[:TOOLS_SAMPLE]
    path = tmp_path_factory.mktemp("tools") / "tools.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    tools = [json.loads(line)["tool"] for line in lines]
    return str(path), tools


def _arguments(schema, rng):
    """Arguments that are valid, wrong or incomplete, by chance."""
    props = list((schema or {}).get("properties", {}))
    choice = rng.random()
    if choice < 0.3 or not props:
        return {}
    picked = rng.sample(props, k=min(len(props), rng.randint(1, 3)))
    values = ["x", 1, True, None, ["a"], {"k": 1}, "2026-01-02", -5]
    args = {p: rng.choice(values) for p in picked}
    if choice > 0.9:
        args["invented_" + rng.choice(["city", "query", "limit"])] = "v"
    return args


def planted_log(tools, n=3000, seed=7):
    """JSON lines: several log shapes, conversations with retries, times over two weeks,
    unknown tools, unparseable arguments, malformed and blank lines."""
    rng = random.Random(seed)
    lines = []
    for i in range(n):
        tool = rng.choice(tools)
        name = tool["name"] if rng.random() > 0.03 else "no_such_tool"
        args = _arguments(tool.get("inputSchema"), rng)
        text = json.dumps(args) if rng.random() > 0.02 else '{"broken": '
        conv = f"c{rng.randint(0, 40)}"
        when = f"2026-03-{1 + i * 14 // n:02d}T10:00:00Z" if rng.random() > 0.05 else None
        roll = rng.random()
        if roll < 0.4:
            record = {"type": "function", "function": {"name": name, "arguments": text},
                      "conversation_id": conv, "time": when}
        elif roll < 0.7:
            record = {"tool": name, "arguments": args, "session_id": conv, "timestamp": when}
        elif roll < 0.8:
            record = {"jsonrpc": "2.0", "method": "tools/call", "params": {"name": name, "arguments": args}}
        elif roll < 0.85:
            record = {"role": "user", "content": "hi", "time": when}
        else:
            record = {"type": "function_call", "name": name, "arguments": text, "conversation_id": conv}
        lines.append(json.dumps(record, ensure_ascii=False))
        if rng.random() < 0.15:  # the same call again in its conversation: a retry
            lines.append(lines[-1])
        if rng.random() < 0.01:
            lines.append(rng.choice(["not json", "[1, 2]", "", '{"what": 1}', '{"tool": 5}']))
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def logs(corpus_tools, tmp_path_factory):
    """One plain log, its gzip copy, and a directory of three parts (plain, gzip, plain)."""
    root = tmp_path_factory.mktemp("logs")
    text = planted_log(corpus_tools[1])
    plain = root / "calls.jsonl"
    plain.write_text(text, encoding="utf-8")
    packed = root / "calls.jsonl.gz"
    packed.write_bytes(gzip.compress(text.encode()))
    folder = root / "parts"
    folder.mkdir()
    lines = text.splitlines(keepends=True)
    third = len(lines) // 3
    (folder / "a.jsonl").write_text("".join(lines[:third]), encoding="utf-8")
    (folder / "b.jsonl.gz").write_bytes(gzip.compress("".join(lines[third:2 * third]).encode()))
    (folder / "c.jsonl").write_text("".join(lines[2 * third:]), encoding="utf-8")
    return {"plain": str(plain), "gzip": str(packed), "dir": str(folder)}


@pytest.fixture
def small_blocks(monkeypatch):
    """Blocks of ~2 KB and Dask ranges of ~40 KB, so a test log is cut in many parts."""
    monkeypatch.setattr(parts, "BLOCK_BYTES", 2_000)
    monkeypatch.setattr(parts, "RANGE_BYTES", 40_000)


def _cli(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize(("which", "extra"), [("plain", ()), ("gzip", ("--by", "day")),
                                               ("dir", ("--by", "week", "--no-formats"))])
def test_audit_jobs_is_byte_identical(logs, corpus_tools, small_blocks, which, extra):
    args = ("audit", logs[which], "--tools", corpus_tools[0], "--format", "json", *extra)
    one = _cli(*args)
    two = _cli(*args, "--jobs", "2")
    assert one[0] == 0 and one == two
    report = json.loads(one[1])
    assert report["invalid"] > 100 and report["malformed_lines"] > 5 and report["retries"] > 100
    assert report["clusters"] and report["field_links"] is not None


def test_audit_jobs_text_and_markdown_identical(logs, corpus_tools, small_blocks):
    for fmt in ("text", "md"):
        args = ("audit", logs["gzip"], "--tools", corpus_tools[0], "--format", fmt, "--by", "week")
        assert _cli(*args) == _cli(*args, "--jobs", "3")


def test_audit_jobs_keeps_the_folding_caps(logs, corpus_tools, small_blocks):
    """Caps that depend on order (clusters folded beyond the cap, top values evicted, the retry
    window) fold the same way when the parts are merged."""
    for jobs in (1, 2):
        report = audit(logs["plain"], corpus_tools[0], cluster_cap=5, jobs=jobs)
        if jobs == 1:
            first = report.to_json()
            assert report.folded_clusters > 0
        else:
            assert report.to_json() == first


def test_audit_directory_and_glob_read_in_sorted_order(logs, corpus_tools):
    whole = audit(logs["plain"], corpus_tools[0]).to_dict()
    split = audit(logs["dir"], corpus_tools[0]).to_dict()
    globbed = audit(logs["dir"] + "/*.jsonl*", corpus_tools[0]).to_dict()
    assert split == globbed
    for key in ("calls", "valid", "invalid", "retries", "clusters"):
        assert split[key] == whole[key]


def test_audit_glob_matching_nothing_is_a_load_error(tmp_path, corpus_tools):
    code, _, err = _cli("audit", str(tmp_path / "*.jsonl"), "--tools", corpus_tools[0])
    assert code == 2 and "no log file matches" in err


def test_audit_parquet_log(tmp_path, corpus_tools):
    pa = pytest.importorskip("pyarrow")
    import pyarrow.parquet as pq

    records = [json.loads(line) for line in planted_log(corpus_tools[1], n=400).splitlines()
               if line.startswith('{"tool": "')]
    rows = [{"tool": r["tool"], "arguments": json.dumps(r["arguments"]), "session_id": r["session_id"],
             "timestamp": r["timestamp"]} for r in records]
    path = tmp_path / "calls.parquet"
    pq.write_table(pa.Table.from_pylist(rows), path)
    as_lines = tmp_path / "calls.jsonl"
    as_lines.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    assert audit(str(path), corpus_tools[0], by="day").to_json() == \
        audit(str(as_lines), corpus_tools[0], by="day").to_json()


# ------------------------------------------------------------------------------------- Dask
@pytest.mark.parametrize("which", ["plain", "gzip", "dir"])
def test_audit_on_dask_is_byte_identical(logs, corpus_tools, dask_cluster, small_blocks, which):
    _, client = dask_cluster
    local = audit(logs[which], corpus_tools[0], by="day")
    remote = audit(logs[which], corpus_tools[0], by="day", client=client)
    assert remote.to_json() == local.to_json()
    assert remote.malformed == local.malformed


def test_audit_dask_cli(logs, corpus_tools, dask_cluster, small_blocks):
    local_cluster, _ = dask_cluster
    args = ("audit", logs["dir"], "--tools", corpus_tools[0], "--format", "json")
    assert _cli(*args, "--dask", local_cluster.scheduler_address) == _cli(*args)


def test_audit_dask_unreadable_part_fails_like_one_process(tmp_path, corpus_tools, dask_cluster):
    _, client = dask_cluster
    (tmp_path / "a.jsonl").write_text('{"tool": "x", "arguments": {}}\n', encoding="utf-8")
    (tmp_path / "b.jsonl.gz").write_bytes(b"not gzip at all")
    errors = []
    for kw in ({}, {"client": client}):
        with pytest.raises(Exception) as info:
            audit(str(tmp_path), corpus_tools[0], **kw)
        errors.append(str(info.value))
    assert errors[0] == errors[1] and "b.jsonl.gz" in errors[0]


def test_dask_missing_exits_2_naming_the_extra(logs, corpus_tools, monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # as if the extra were not installed
    code, out, err = _cli("audit", logs["plain"], "--tools", corpus_tools[0], "--dask", "tcp://127.0.0.1:1")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "pip install 'toolschema-workbench[dask]'" in err


def test_dask_unreachable_scheduler_exits_2(logs, corpus_tools, monkeypatch):
    import workbench.dask_run

    monkeypatch.setattr(workbench.dask_run, "CONNECT_SECONDS", 1.0)
    code, _, err = _cli("audit", logs["plain"], "--tools", corpus_tools[0], "--dask", "tcp://127.0.0.1:9")
    assert code == 2 and "cannot reach the Dask scheduler" in err




# ------------------------------------------------------------------------------- lint on Dask
def test_lint_on_dask_is_byte_identical(dask_cluster, tool_parts):
    local_cluster, _ = dask_cluster
    path = tool_parts[0]
    args = ("lint", path, "--format", "json", "--profile", "openai-strict,anthropic-strict")
    one = _cli(*args)
    assert one[1].count('"rule"') > 20
    assert _cli(*args, "--dask", local_cluster.scheduler_address) == one


def test_lint_on_dask_keeps_crashes_and_walk_failures_in_place(dask_cluster):
    from hostile.test_scale_lint import _crashing_rule, synthetic
    from workbench.linter import engine
    from workbench.loading import load

    _, client = dask_cluster
    tools = synthetic(60)
    tools[5]["inputSchema"] = {"type": "object", "properties": {"x": {"$ref": "#/nowhere"}}}
    toolset = load({"tools": tools})
    rules = [*engine.rules().values(), _crashing_rule()]
    one = engine.lint(toolset, config=False, rules=rules, select=["ALL"])
    remote = engine.lint(toolset, config=False, rules=rules, select=["ALL"], client=client)
    assert remote.findings == one.findings and remote.scores == one.scores
    assert any("crashed" in f.message for f in one.findings)


# ------------------------------------------------------------------ tool sets in parts
@pytest.fixture(scope="module")
def tool_parts(tmp_path_factory):
    """The MCP corpus as a directory of three parts: JSON lines, gzip JSON lines, Parquet (the
    tool definition as a JSON text column)."""
    pa = pytest.importorskip("pyarrow")
    import pyarrow.parquet as pq

    lines = (CORPORA / "mcp" / "tools.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)[:300]
    folder = tmp_path_factory.mktemp("toolparts")
    source = folder.parent / "tools-300.jsonl"
    source.write_text("".join(lines), encoding="utf-8")
    third = len(lines) // 3
    (folder / "a.jsonl").write_text("".join(lines[:third]), encoding="utf-8")
    (folder / "b.jsonl.gz").write_bytes(gzip.compress("".join(lines[third:2 * third]).encode()))
    rows = [json.loads(line) for line in lines[2 * third:]]
    pq.write_table(pa.Table.from_pylist([{"source": r["source"], "tool": json.dumps(r["tool"])} for r in rows]),
                   folder / "c.parquet")
    return str(source), str(folder)


def _finding_keys(report_json):
    data = json.loads(report_json)
    return sorted((f["tool"], f["path"], f["rule"]) for f in data["findings"])  # messages may name files


def test_lint_of_a_directory_of_parts_equals_the_whole_file(tool_parts):
    whole, folder = tool_parts
    one = _cli("lint", whole, "--format", "json")
    parted = _cli("lint", folder, "--format", "json")
    assert parted[0] == one[0]
    assert _finding_keys(parted[1]) == _finding_keys(one[1])
    assert _cli("lint", folder + "/*", "--format", "json") == parted


def test_lint_and_probe_of_parts_on_dask_are_byte_identical(tool_parts, dask_cluster):
    local_cluster, _ = dask_cluster
    _, folder = tool_parts
    address = local_cluster.scheduler_address
    args = ("lint", folder, "--format", "json")
    assert _cli(*args, "--dask", address) == _cli(*args)
    args = ("probe", folder + "/a.jsonl", "--format", "json", "--max-examples", "2", "--tool",
            "actions_get", "--tool", "actions_list")
    assert _cli(*args, "--dask", address) == _cli(*args)


def test_tool_glob_matching_nothing_exits_2(tmp_path):
    code, _, err = _cli("lint", str(tmp_path / "*.jsonl"))
    assert code == 2 and "no tool file matches" in err


def test_split_audit_of_the_bench_log_keeps_executor_rules_and_field_links(tmp_path, small_blocks, dask_cluster):
    """The audit bench's log: prose limits the ledger turns into executor-side rules, values sent
    under invented names (field links), retries, times; one process, --jobs and Dask agree."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("audit_bench", BENCH / "audit.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    tools = bench.make_tools()
    log = tmp_path / "calls.jsonl"
    bench.write_log(log, 6_000, tools, 0.3)
    one = audit(str(log), tools, by="week")
    assert one.executor_rejected > 10 and one.field_links and one.retries > 100
    assert audit(str(log), tools, by="week", jobs=2).to_json() == one.to_json()
    assert audit(str(log), tools, by="week", client=dask_cluster[1]).to_json() == one.to_json()
@pytest.mark.parametrize("verb", ["audit", "lint", "probe"])
def test_dask_and_jobs_together_is_a_usage_error(verb, logs, corpus_tools):
    args = ([logs["plain"], "--tools", corpus_tools[0]] if verb == "audit" else [corpus_tools[0]])
    code, out, err = _cli(verb, *args, "--jobs", "2", "--dask", "tcp://127.0.0.1:9")
    assert code == 2 and out == "" and "--dask and --jobs do not combine" in err
