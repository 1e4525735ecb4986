"""Tool-call log audit: logs generated here with planted failure kinds in known numbers, in every
log shape, plain and gzip; the counts must match exactly."""

from __future__ import annotations

import gzip
import io
import itertools
import json
import random

import pytest

from support import make_tool
from workbench.auditor import KINDS, audit, iter_calls
from workbench.auditor.classify import Clusters, TopValues
from workbench.cli import main

WEATHER = make_tool("weather_get_forecast", "Weather forecast for a city.", {
    "type": "object",
    "properties": {
        "city": {"type": "string", "description": "City name, e.g. 上海"},
        "temperature": {"type": "integer", "description": "Temperature threshold"},
        "sort_order": {"type": "string", "enum": ["asc", "desc"]},
        "days": {"type": "integer", "minimum": 1, "maximum": 7},
        "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 3},
        "code": {"type": "string", "pattern": "^[A-Z]{3}$"},
        "date": {"type": "string", "format": "date"},
        "limit": {"oneOf": [{"type": "integer", "minimum": 1}, {"type": "string", "enum": ["all"]}]},
    },
    "required": ["city"],
    "additionalProperties": False,
})
ORDERS = make_tool("orders_get_order", "Get one order.", {
    "type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["order_id"],
    "additionalProperties": False})
TOOLS = [WEATHER, ORDERS]

# (tool, arguments, [(path, kind, offending value)]) -- one planted call of each failure kind
PLANTED = [
    ("weather_get_forecast", "{\"city\": \"上海\"", [("", "unparseable-arguments", "{\"city\": \"上海\"")]),
    ("billing_refund", {"order_id": "1"}, [("", "unknown-tool", "billing_refund")]),
    ("orders_get_order", {}, [("/order_id", "missing-required", [])]),
    ("weather_get_forecast", {"city": "x", "temperature": "20度"}, [("/temperature", "wrong-type", "20度")]),
    ("weather_get_forecast", {"city": "x", "sort_order": "ASC"}, [("/sort_order", "enum-miss", "ASC")]),
    ("weather_get_forecast", {"city": "x", "days": 10}, [("/days", "out-of-range", 10)]),
    ("weather_get_forecast", {"city": "x", "tags": ["a", "b", "c", "d"]}, [("/tags", "length", ["a", "b", "c", "d"])]),
    ("weather_get_forecast", {"city": "x", "code": "abc"}, [("/code", "pattern-miss", "abc")]),
    ("weather_get_forecast", {"city": "x", "date": "明天"}, [("/date", "format-miss", "明天")]),
    ("weather_get_forecast", {"city": "x", "unit": "摄氏度"}, [("/unit", "extra-property", "摄氏度")]),
    ("weather_get_forecast", {"city": "x", "limit": True}, [("/limit", "other", True)]),
    # one call, two errors: counted once in `invalid`, once in each cluster
    ("weather_get_forecast", {"temperature": "20度", "unit": "c"},
     [("/city", "missing-required", ["temperature", "unit"]), ("/temperature", "wrong-type", "20度"),
      ("/unit", "extra-property", "c")]),
]
VALID = [
    ("weather_get_forecast", {"city": "杭州", "days": 3, "sort_order": "asc", "date": "2026-09-01",
                              "tags": ["rain"], "code": "HGH", "limit": "all"}),
    ("orders_get_order", {"order_id": "ORD-001"}),
]


def planted_calls(seed=0, valid_each=7, failure_each=3):
    """Calls in a shuffled order plus the exact expected counts."""
    calls = [(t, a) for t, a in VALID for _ in range(valid_each)]
    calls += [(t, a) for t, a, _ in PLANTED for _ in range(failure_each)]
    random.Random(seed).shuffle(calls)
    clusters: dict[tuple[str, str, str], int] = {}
    for tool, _, errors in PLANTED:
        for path, kind, _ in errors:
            clusters[(tool, path, kind)] = clusters.get((tool, path, kind), 0) + failure_each
    expected = {"calls": len(calls), "valid": len(VALID) * valid_each,
                "invalid": len(PLANTED) * failure_each, "clusters": clusters}
    return calls, expected


def _args_string(arguments):
    return arguments if isinstance(arguments, str) else json.dumps(arguments, ensure_ascii=False)


def _args_object(arguments):
    return arguments  # a string stays a string: an unparseable payload is logged as received


# Each shape turns the call list into log records (one JSON value per line).
def shape_plain(calls):
    return [{"tool": t, "arguments": _args_object(a)} for t, a in calls]


def shape_openai_call(calls):
    return [{"id": f"call_{i}", "type": "function", "function": {"name": t, "arguments": _args_string(a)}}
            for i, (t, a) in enumerate(calls)]


def shape_openai_completion(calls):
    # two calls per chat completion, with plain assistant and tool messages in between
    out = []
    for i in range(0, len(calls), 2):
        tool_calls = [{"id": f"c{i + j}", "type": "function",
                       "function": {"name": t, "arguments": _args_string(a)}}
                      for j, (t, a) in enumerate(calls[i:i + 2])]
        out.append({"id": f"chatcmpl-{i}", "object": "chat.completion", "choices": [
            {"index": 0, "message": {"role": "assistant", "content": None, "tool_calls": tool_calls}}]})
        out.append({"role": "tool", "tool_call_id": f"c{i}", "content": "{}"})
        out.append({"role": "assistant", "content": "Done."})
    return out


def shape_openai_message(calls):
    return [{"role": "assistant", "tool_calls": [{"id": "x", "type": "function",
                                                  "function": {"name": t, "arguments": _args_string(a)}}]}
            for t, a in calls]


def shape_responses(calls):
    out = [{"type": "function_call", "call_id": f"fc_{i}", "name": t, "arguments": _args_string(a)}
           for i, (t, a) in enumerate(calls[: len(calls) // 2])]
    rest = calls[len(calls) // 2:]
    out.append({"id": "resp_1", "object": "response", "output": [
        {"type": "message", "content": []}] + [
        {"type": "function_call", "call_id": f"r{i}", "name": t, "arguments": _args_string(a)}
        for i, (t, a) in enumerate(rest)]})
    out.append({"type": "function_call_output", "call_id": "fc_0", "output": "{}"})
    return out


def shape_mcp(calls):
    out = [{"jsonrpc": "2.0", "id": 0, "method": "tools/list"}]
    for i, (t, a) in enumerate(calls):
        out.append({"jsonrpc": "2.0", "id": i + 1, "method": "tools/call", "params": {"name": t, "arguments": a}})
        out.append({"jsonrpc": "2.0", "id": i + 1, "result": {"content": []}})
    return out


SHAPES = {"plain": shape_plain, "openai-call": shape_openai_call, "openai-completion": shape_openai_completion,
          "openai-message": shape_openai_message, "responses": shape_responses, "mcp": shape_mcp}
MALFORMED = ["{\"tool\": \"weather_get_forecast\", \"arguments\": ", "[1, 2]", "{\"hello\": \"world\"}",
             "{\"tool\": 42, \"arguments\": {}}"]


def write_log(path, records, malformed_every=9):
    """JSON lines with malformed lines and blank lines interleaved; returns malformed line numbers."""
    lines, bad = [], []
    for i, record in enumerate(records):
        if i and i % malformed_every == 0:
            lines.append(MALFORMED[len(bad) % len(MALFORMED)])
            bad.append(len(lines))
            lines.append("")  # blank lines are neither calls nor malformed
        lines.append(json.dumps(record, ensure_ascii=False))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    if str(path).endswith(".gz"):
        with gzip.open(path, "wb") as fh:
            fh.write(data)
    else:
        path.write_bytes(data)
    return bad


def check_counts(report, expected, malformed_lines):
    assert (report.calls, report.valid, report.invalid) == (expected["calls"], expected["valid"], expected["invalid"])
    assert report.malformed_lines == len(malformed_lines)
    assert [m.line for m in report.malformed] == malformed_lines
    got = {(c.tool, c.path, c.kind): c.count for c in report.clusters}
    assert got == expected["clusters"]


@pytest.mark.parametrize("compress", [False, True], ids=["jsonl", "jsonl.gz"])
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_planted_failures_are_counted_exactly_in_every_shape(tmp_path, shape, compress):
    calls, expected = planted_calls(seed=len(shape))
    path = tmp_path / ("log.jsonl.gz" if compress else "log.jsonl")
    bad = write_log(path, SHAPES[shape](calls))
    report = audit(path, TOOLS)
    check_counts(report, expected, bad)
    assert {c.kind for c in report.clusters} == set(KINDS) - {"executor-rule"}  # planted: schema kinds


def test_several_logs_add_up_and_keep_their_file_names(tmp_path):
    calls, expected = planted_calls()
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl.gz"
    bad_a = write_log(a, shape_plain(calls))
    bad_b = write_log(b, shape_mcp(calls))
    report = audit([a, b], TOOLS)
    assert report.calls == 2 * expected["calls"] and report.invalid == 2 * expected["invalid"]
    assert report.malformed_lines == len(bad_a) + len(bad_b)
    assert [(m.file, m.line) for m in report.malformed] == \
        [(str(a), n) for n in bad_a] + [(str(b), n) for n in bad_b]


def test_malformed_reasons_name_the_problem(tmp_path):
    path = tmp_path / "log.jsonl"
    path.write_text("\n".join(MALFORMED) + "\n", encoding="utf-8")
    report = audit(path, TOOLS)
    reasons = [m.reason for m in report.malformed]
    assert reasons[0].startswith("not JSON") and "not a JSON object" in reasons[1]
    assert "known shape" in reasons[2] and "name" in reasons[3]
    assert report.calls == 0 and report.malformed_lines == 4


def test_examples_and_suggestions_per_cluster():
    records = [{"tool": "weather_get_forecast", "arguments": {"city": "x", "sort_order": v}}
               for v in ["ASC"] * 5 + ["ascending"] * 2 + ["升序"]]
    records += [{"tool": "weather_get_forecast", "arguments": {"city": "x", "temperature": v}}
                for v in ["20度", "20度", "25°C"]]
    records += [{"tool": "weather_get_forecast", "arguments": {"city": "x", "days": "3"}}]
    records += [{"tool": "orders_get_order", "arguments": {"orderId": "1"}}]
    records += [{"tool": "weather_get_forecast", "arguments": {"city": "x", "unit": "c"}}]
    records += [{"tool": "weather_get_forcast", "arguments": {"city": "x"}}]
    report = audit(records, TOOLS)
    by = {(c.path, c.kind): c for c in report.clusters}
    enum = by[("/sort_order", "enum-miss")]
    assert enum.count == 8 and enum.examples[:3] == (("ASC", 5), ("ascending", 2), ("升序", 1))
    assert "enum note" in enum.suggestion and '"asc"' in enum.suggestion
    unit = by[("/temperature", "wrong-type")]
    assert unit.examples[0] == ("20度", 2) and "unit" in unit.suggestion and "keep type integer" in unit.suggestion
    assert "not a string" in by[("/days", "wrong-type")].suggestion
    assert "`orderId` instead of `order_id`" in by[("/order_id", "missing-required")].suggestion
    assert "already forbids undeclared fields" in by[("/unit", "extra-property")].suggestion
    unknown = by[("", "unknown-tool")]
    assert unknown.tool == "weather_get_forcast" and "weather_get_forecast" in unknown.suggestion


def test_json_contract_exactly():
    calls, _ = planted_calls(valid_each=1, failure_each=1)
    data = json.loads(audit(shape_plain(calls), TOOLS).to_json())
    assert list(data)[:5] == ["calls", "valid", "invalid", "malformed_lines", "clusters"]
    assert set(data) - {"calls", "valid", "invalid", "malformed_lines", "clusters"} <= {
        "executor_rejected", "retries", "retry_loops", "field_links", "trend"}
    for cluster in data["clusters"]:
        assert list(cluster) == ["tool", "path", "kind", "count", "examples", "suggestion"]
        assert cluster["kind"] in KINDS and isinstance(cluster["examples"], list)
    counts = [c["count"] for c in data["clusters"]]
    assert counts == sorted(counts, reverse=True)


def test_array_indices_fold_into_one_cluster():
    tool = make_tool("cart_add_items", "Add items.", {"type": "object", "properties": {"items": {
        "type": "array", "items": {"type": "object", "properties": {"qty": {"type": "integer"}}}}}})
    records = [{"tool": "cart_add_items", "arguments": {"items": [{"qty": "1"}, {"qty": 2}, {"qty": "3"}]}}]
    report = audit(records, [tool])
    assert [(c.path, c.kind, c.count) for c in report.clusters] == [("/items/*/qty", "wrong-type", 2)]
    assert report.invalid == 1


def test_formats_can_be_annotations():
    records = [{"tool": "weather_get_forecast", "arguments": {"city": "x", "date": "明天"}}]
    assert audit(records, TOOLS).invalid == 1
    assert audit(records, TOOLS, assert_formats=False).invalid == 0


def test_top_values_are_bounded_and_keep_heavy_hitters():
    top = TopValues(capacity=8)
    for i in range(5000):
        top.add(f"rare-{i}")
        if i % 3 == 0:
            top.add("ASC")
    assert len(top.counts) == 8
    assert top.top(1)[0][0] == "ASC" and top.top(1)[0][1] >= 1667
    long = TopValues()
    long.add("x" * 1000)
    assert len(long.top(1)[0][0]) <= 120


def test_cluster_cap_folds_the_overflow():
    clusters = Clusters(cap=3)
    for i in range(10):
        clusters.add("t", f"/f{i}", "extra-property", i)
    assert len(clusters.table) == 4 and clusters.folded == 7
    assert clusters.table[("*", "*", "extra-property")][0] == 7


def test_progress_reports_bytes_up_to_the_total(tmp_path):
    calls, _ = planted_calls(valid_each=12000, failure_each=10)
    path = tmp_path / "log.jsonl"
    write_log(path, shape_openai_call(calls))
    seen = []
    audit(path, TOOLS, progress=lambda done, total: seen.append((done, total)))
    assert len(seen) >= 2 and seen[-1][0] == seen[-1][1] == path.stat().st_size
    assert all(a[0] <= b[0] for a, b in itertools.pairwise(seen))


def test_json_document_log_and_iter_calls(tmp_path):
    calls, expected = planted_calls(valid_each=1, failure_each=1)
    path = tmp_path / "completion.json"
    path.write_text(json.dumps(shape_openai_completion(calls)), encoding="utf-8")
    report = audit(path, TOOLS)
    assert (report.calls, report.invalid) == (expected["calls"], expected["invalid"])
    read = list(iter_calls(["{\"tool\": \"a\", \"arguments\": {}}", "nope", {"x": 1}]))
    assert read[0].tool == "a" and read[1][1:] == (2, read[1][2]) and "known shape" in read[2][2]


def test_unreadable_log_and_broken_tool_schema(tmp_path):
    from workbench.errors import LoadError

    with pytest.raises(LoadError):
        audit(tmp_path / "missing.jsonl", TOOLS)
    bad_gz = tmp_path / "bad.jsonl.gz"
    bad_gz.write_bytes(b"\x1f\x8bnot really gzip")
    with pytest.raises(LoadError):
        audit(bad_gz, TOOLS)
    broken = make_tool("broken_tool", "x", {"type": "object", "properties": {"a": {"$ref": "#/$defs/missing"}}})
    report = audit([{"tool": "broken_tool", "arguments": {"a": 1}}], [broken])
    assert report.invalid == 1 and report.clusters[0].kind == "other"
    assert "cannot be compiled" in report.clusters[0].examples[0][0]


def test_renderings_escape_and_frame():
    records = [{"tool": "<script>alert(1)</script>", "arguments": {}}] * 3
    report = audit(records, TOOLS)
    html = report._repr_html_()
    assert "<script>alert" not in html and "&lt;script&gt;" in html
    frame = report.to_frame()
    assert list(frame.columns[:5]) == ["tool", "path", "kind", "count", "examples"]
    assert frame["count"].tolist() == [3]
    assert "3 calls" in report.to_text()


def _tools_file(tmp_path):
    path = tmp_path / "tools.json"
    path.write_text(json.dumps([{"type": "function", "function": {
        "name": t.name, "description": t.description, "parameters": t.parameters}} for t in TOOLS]),
        encoding="utf-8")
    return str(path)


def test_cli_reports_with_exit_0_and_json_contract(tmp_path):
    calls, expected = planted_calls()
    log = tmp_path / "calls.jsonl.gz"
    bad = write_log(log, shape_openai_call(calls))
    out, err = io.StringIO(), io.StringIO()
    assert main(["audit", str(log), "--tools", _tools_file(tmp_path), "--format", "json"], out, err) == 0
    data = json.loads(out.getvalue())
    assert (data["calls"], data["invalid"], data["malformed_lines"]) == \
        (expected["calls"], expected["invalid"], len(bad))
    assert all(f"calls.jsonl.gz:{n}:" in err.getvalue() for n in bad)
    out = io.StringIO()
    assert main(["audit", str(log), "--tools", _tools_file(tmp_path)], out, io.StringIO()) == 0
    assert "enum-miss" in out.getvalue() and f"malformed: {log}:{bad[0]}" in out.getvalue()


def test_cli_progress_bar_only_when_asked(tmp_path):
    calls, _ = planted_calls(valid_each=2000)
    log = tmp_path / "calls.jsonl"
    write_log(log, shape_plain(calls))
    err = io.StringIO()
    main(["audit", str(log), "--tools", _tools_file(tmp_path), "--progress"], io.StringIO(), err)
    assert "audit [" in err.getvalue() and "100.0%" in err.getvalue()
    err = io.StringIO()  # StringIO is not a terminal: no bar by default
    main(["audit", str(log), "--tools", _tools_file(tmp_path)], io.StringIO(), err)
    assert "audit [" not in err.getvalue()


def test_cli_unusable_input_exits_2(tmp_path):
    err = io.StringIO()
    assert main(["audit", str(tmp_path / "none.jsonl"), "--tools", _tools_file(tmp_path)], io.StringIO(), err) == 2
    assert "cannot read the log" in err.getvalue()
    log = tmp_path / "calls.jsonl"
    log.write_text("{}\n", encoding="utf-8")
    assert main(["audit", str(log), "--tools", str(tmp_path / "none.json")], io.StringIO(), io.StringIO()) == 2
    assert main(["audit", str(log)], io.StringIO(), io.StringIO()) == 2  # --tools is required


def test_public_names_call_whichever_import_came_first():
    import subprocess
    import sys

    code = ("import workbench.auditor.readers, workbench.evolution.values, workbench\n"
            "r = workbench.audit([{'tool': 'x', 'arguments': {}}], {'name': 'x', 'description': 'd', "
            "'inputSchema': {'type': 'object'}})\n"
            "d = workbench.diff({'name': 'x', 'description': 'd', 'inputSchema': {'type': 'object'}}, "
            "{'name': 'x', 'description': 'd', 'inputSchema': {'type': 'object', 'required': ['a']}})\n"
            "print(r.valid, d.exit_code)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["1", "1"]


def test_python_records_with_non_json_values_are_counted_not_fatal():
    records = [{"tool": "orders_get_order", "arguments": {"order_id": b"bytes"}},
               {"tool": "orders_get_order", "arguments": {"order_id": "ORD-1"}}]
    report = audit(records, TOOLS)
    assert (report.calls, report.valid, report.invalid) == (2, 1, 1)
    assert report.clusters[0].kind == "other" and "not JSON data" in report.clusters[0].examples[0][0]


PROSE_LIMITS = make_tool("docs_search", "Search the documentation.", {
    "type": "object",
    "properties": {
        "query": {"type": "string", "description": "What to look for."},
        "limit": {"type": "integer", "description": "How many results, max 20."},
        "sort": {"type": "string", "description": "One of asc, desc."},
    },
    "required": ["query"],
})


def test_rules_stated_only_in_prose_are_checked_as_executor_rules():
    log = [{"tool": "docs_search", "arguments": {"query": "a", "limit": 50}},
           {"tool": "docs_search", "arguments": {"query": "a", "limit": 50}},
           {"tool": "docs_search", "arguments": {"query": "a", "limit": 5, "sort": "up"}},
           {"tool": "docs_search", "arguments": {"query": "a", "limit": 5, "sort": "asc"}},
           {"tool": "docs_search", "arguments": {"limit": 5}}]
    report = audit(log, PROSE_LIMITS)
    assert (report.calls, report.valid, report.invalid, report.executor_rejected) == (5, 4, 1, 3)
    by = {(c.path, c.kind): c for c in report.clusters}
    limit = by[("/limit", "executor-rule")]
    assert limit.count == 2 and limit.examples == ((50, 2),) and "max 20" in limit.suggestion
    assert by[("/sort", "executor-rule")].examples == (("up", 1),)
    assert ("/query", "missing-required") in by
    assert json.loads(report.to_json())["executor_rejected"] == 3
    plain = audit(log, PROSE_LIMITS, ledger=False)
    assert plain.executor_rejected == 0 and not any(c.kind == "executor-rule" for c in plain.clusters)


def test_cli_weekly_report_in_markdown(tmp_path):
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps([{"name": PROSE_LIMITS.name, "description": PROSE_LIMITS.description,
                                  "inputSchema": PROSE_LIMITS.parameters}]), encoding="utf-8")
    log = tmp_path / "calls.jsonl"
    log.write_text("".join(json.dumps({"tool": "docs_search", "arguments": a}) + "\n"
                           for a in ({"query": "a", "limit": 50}, {"query": "b"})), encoding="utf-8")
    out = io.StringIO()
    assert main(["audit", str(log), "--tools", str(tools), "--format", "md"], stdout=out,
                stderr=io.StringIO()) == 0
    text = out.getvalue()
    assert "| executor-rule |" in text and "| tool | path | kind |" in text
    out = io.StringIO()
    main(["audit", str(log), "--tools", str(tools), "--no-ledger", "--format", "json"], stdout=out,
         stderr=io.StringIO())
    assert json.loads(out.getvalue())["executor_rejected"] == 0
