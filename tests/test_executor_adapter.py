"""The generated adapter at run time: its validation log (audited with `workbench.audit`), its
call timeout on a hung sync function, and its idempotency duty for write tools; and the
`toolschema adapter` verb that writes it."""

from __future__ import annotations

import io
import json
import threading
import time
from collections import Counter
from datetime import datetime, timezone

import pytest

from support import SHIPPING, make_tool
from test_executor_kit import OWNED, echo, load_adapter
from test_ledger import REFUND_PROSE, tool
from workbench.auditor import audit
from workbench.cli import main

NOW = datetime(2026, 9, 1, 9, 30, tzinfo=timezone.utc)
VALID = {"order_id": "ORD-20260901-001", "language": "zh-CN"}
TRANSFER = make_tool("payments_create_transfer", "Create a bank transfer.", {
    "type": "object",
    "properties": {"amount": {"type": "number"}, "to": {"type": "string"},
                   "idempotency_key": {"type": "string", "description": "Unique per transfer."}},
    "required": ["amount", "to"],
})


def ctx(m, **kw):
    base = {"subject_id": "u-1", "can_access": lambda param, value: value in OWNED, "confirmed": True,
            "check_state": lambda name, args: None, "now": lambda: NOW}
    return m.ExecutionContext(**{**base, **kw})


def test_the_log_the_adapter_writes_is_audited_with_the_right_counts(tmp_path):
    log = tmp_path / "calls.jsonl"
    ship = load_adapter(tool(SHIPPING), tmp_path, log=str(log))
    refund = load_adapter(tool(REFUND_PROSE), tmp_path, log=str(log))
    for _ in range(2):
        assert "result" in ship.handle(json.dumps(VALID), ctx(ship, conversation_id="c1"), echo)
    bad = {"order_id": "ORD-001", "language": "zh-CN"}  # the pattern rejects it
    for _ in range(3):  # the model sends the same failing call again twice in one conversation
        assert ship.handle(bad, ctx(ship, conversation_id="c1"), echo)["error"]["code"] == "INVALID_ARGUMENTS"
    assert ship.handle("{not json", ctx(ship, session_id="s2"), echo)["error"]["code"] == "INVALID_JSON"
    other = {"order_id": "ORD-20260902-001", "language": "en-US"}  # schema-valid, not the caller's
    assert ship.handle(other, ctx(ship), echo)["error"]["code"] == "FORBIDDEN"
    paid = []

    def pay(args, context):
        paid.append(args)
        return {"result": {"refund_id": f"R{len(paid)}"}}

    call = {"order_id": "ORD-20260901-001", "amount": 10}
    first = refund.handle(call, ctx(refund, idempotency_key="call_7", conversation_id="c3"), pay)
    again = refund.handle(call, ctx(refund, idempotency_key="call_7", conversation_id="c3"), pay)
    assert first == again == {"result": {"refund_id": "R1"}} and len(paid) == 1  # not paid twice
    over = refund.handle({"order_id": "ORD-20260901-001", "amount": 5000},
                         ctx(refund, idempotency_key="call_8"), pay)
    assert over["error"]["code"] == "INVALID_ARGUMENTS" and len(paid) == 1  # "金额必须小于等于 1000 元"

    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert len(lines) == 10
    assert Counter(line["outcome"] for line in lines) == {"ok": 3, "rejected": 6, "replayed": 1}
    assert lines[0] == {"time": "2026-09-01T09:30:00+00:00", "tool": "shipping_get_tracking",
                        "arguments": json.dumps(VALID), "outcome": "ok", "conversation_id": "c1"}
    assert lines[2]["error"]["details"] == [{"pointer": "/order_id", "keyword": "pattern"}]
    assert lines[7]["idempotency_key"] == "call_7" and lines[8]["outcome"] == "replayed"

    report = audit(log, [tool(SHIPPING), tool(REFUND_PROSE)], by="day")
    # 10 calls: 2 valid + 1 forbidden (schema-valid) + 2 refunds + 1 breaking the prose limit are
    # valid for the schema; the bad order id once (its 2 repeats are retries) and the bad JSON are invalid
    assert (report.calls, report.valid, report.invalid, report.retries) == (10, 6, 2, 2)
    assert report.executor_rejected == 1 and report.malformed_lines == 0
    clusters = {(c.tool, c.path, c.kind): c.count for c in report.clusters}
    assert clusters == {("shipping_get_tracking", "/order_id", "pattern-miss"): 1,
                        ("shipping_get_tracking", "", "unparseable-arguments"): 1,
                        ("billing_refund", "/amount", "executor-rule"): 1}
    (loop,) = report.retry_loops
    assert (loop.conversation, loop.retries, loop.arguments) == ("c1", 2, bad)
    (day,) = report.trend
    assert (day.period, day.calls, day.failures) == ("2026-09-01", 10, 3)


def test_a_hung_sync_handler_is_cut_off_with_a_clear_error(tmp_path):
    m = load_adapter(tool(SHIPPING), tmp_path, timeout=0.2)
    release = threading.Event()

    def hangs(args, context):
        release.wait(10)
        return {"result": "late"}

    lines = []
    started = time.monotonic()
    out = m.handle(VALID, ctx(m), hangs, log=lines.append)
    assert time.monotonic() - started < 5
    assert out["error"]["code"] == "TIMEOUT" and "did not finish within 0.2 s" in out["error"]["message"]
    assert lines[0]["outcome"] == "timeout" and lines[0]["error"]["code"] == "TIMEOUT"
    release.set()
    assert m.handle(VALID, ctx(m), echo, timeout=None) == {"result": VALID}  # no limit: runs inline
    m.TIMEOUT_SECONDS = 0.05  # a module setting changed after import counts
    release.clear()
    assert m.handle(VALID, ctx(m), hangs)["error"]["code"] == "TIMEOUT"
    release.set()


def test_a_retried_write_runs_once_per_key_even_after_a_timeout(tmp_path):
    m = load_adapter(TRANSFER, tmp_path, timeout=0.2, keep=2)
    assert m.WRITES is True and m.KEY_PARAMETER == "idempotency_key"
    release, runs = threading.Event(), []

    def transfer(args, context):
        runs.append(args.get("idempotency_key", context.idempotency_key))
        release.wait(10)
        return {"result": {"transfer": len(runs)}}

    call = {"amount": 5, "to": "DE89", "idempotency_key": "k1"}
    assert m.handle(call, ctx(m), transfer)["error"]["code"] == "TIMEOUT"
    # retried while the first still runs: it waits for it and is not run again
    waiting = m.handle(call, ctx(m), transfer)
    assert waiting["error"]["code"] == "TIMEOUT" and "not run again" in waiting["error"]["message"]
    release.set()
    lines = []
    assert m.handle(call, ctx(m), transfer, log=lines.append) == {"result": {"transfer": 1}}
    assert runs == ["k1"] and lines[0]["outcome"] == "replayed"
    # the same key with other arguments is a mistake, not a retry
    changed = m.handle({**call, "amount": 6}, ctx(m), transfer)
    assert changed["error"]["code"] == "IDEMPOTENCY_KEY_REUSED" and runs == ["k1"]
    # another caller's key is another key
    assert m.handle(call, ctx(m, subject_id="u-2"), transfer) == {"result": {"transfer": 2}}
    # without the parameter, the caller's key counts; without either the write is refused
    keyless = {"amount": 5, "to": "DE89"}
    assert "result" in m.handle(keyless, ctx(m, idempotency_key="call_1"), transfer)
    assert m.handle(keyless, ctx(m), transfer)["error"]["code"] == "IDEMPOTENCY_KEY_REQUIRED"
    # bounded: only the last `keep` outcomes stay, so the oldest key runs again
    assert len(m._OUTCOMES) == 2
    assert m.handle(call, ctx(m), transfer) == {"result": {"transfer": 4}}
    assert runs == ["k1", "k1", "call_1", "k1"]


def test_read_tools_and_declared_idempotent_writes_need_no_key(tmp_path):
    assert load_adapter(tool(SHIPPING), tmp_path).WRITES is False
    declared = make_tool("docs_update_page", "Update a page.", {"type": "object", "properties": {}},
                         annotations={"readOnlyHint": False, "idempotentHint": True})
    m = load_adapter(declared, tmp_path)
    assert m.WRITES is False and m.handle({}, ctx(m), echo) == {"result": {}}


def test_the_adapter_verb_writes_a_module_with_its_settings(tmp_path):
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps([{"name": t.name, "description": t.description, "inputSchema": t.parameters}
                                 for t in (tool(SHIPPING), TRANSFER)]), encoding="utf-8")
    target, log = tmp_path / "adapter.py", tmp_path / "validation.jsonl"
    out, err = io.StringIO(), io.StringIO()
    code = main(["adapter", str(tools), "--tool", "payments_create_transfer", "-o", str(target),
                 "--timeout", "5", "--log", str(log), "--keep", "50"], out, err)
    assert code == 0 and out.getvalue() == "" and "written to" in err.getvalue()
    source = target.read_text(encoding="utf-8")
    assert "TIMEOUT_SECONDS = 5.0" in source and f"LOG_PATH = {str(log)!r}" in source
    assert "KEEP_OUTCOMES = 50" in source and "KEY_PARAMETER = 'idempotency_key'" in source
    compile(source, str(target), "exec")
    out = io.StringIO()
    assert main(["adapter", str(tools), "--tool", "shipping_get_tracking"], out, io.StringIO()) == 0
    assert "TOOL_NAME = 'shipping_get_tracking'" in out.getvalue() and "WRITES = False" in out.getvalue()


@pytest.mark.parametrize("argv, message", [
    ([], "--tool is needed: the source holds 2 tools"),
    (["--tool", "nope"], "no tool named 'nope'"),
    (["--tool", "shipping_get_tracking", "--timeout", "0"], "--timeout must be a positive"),
    (["--tool", "shipping_get_tracking", "--keep", "0"], "--keep must be at least 1"),
])
def test_the_adapter_verb_refuses_unusable_input(argv, message, tmp_path):
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps([{"name": t.name, "description": t.description, "inputSchema": t.parameters}
                                 for t in (tool(SHIPPING), TRANSFER)]), encoding="utf-8")
    err = io.StringIO()
    assert main(["adapter", str(tools), *argv], io.StringIO(), err) == 2
    assert message in err.getvalue() and "Traceback" not in err.getvalue()
