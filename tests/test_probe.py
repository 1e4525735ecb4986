"""probe(): gaps between schema and executor, minimal witnesses, timeouts, crashes, renderings."""

import json
import os
import time

import pytest

from support import make_tool
from workbench.prober.harness import probe
from workbench.prober.report import GAP_KINDS
from workbench.schema.validate import is_valid

TRANSFER = make_tool("bank_transfer", "Transfer money. The amount may not exceed 100 yuan.", {
    "type": "object",
    "properties": {
        "amount": {"type": "integer", "minimum": 1, "maximum": 100000,
                   "description": "Amount in yuan; at most 100."},
        "currency": {"type": "string", "enum": ["CNY", "USD"]},
        "memo": {"type": "string", "maxLength": 40},
    },
    "required": ["amount", "currency"],
    "additionalProperties": False,
})

BOOKING = make_tool("hotel_book", "", {
    "type": "object",
    "properties": {"check_in": {"type": "string", "format": "date"},
                   "check_out": {"type": "string", "format": "date"},
                   "guests": {"type": "array", "items": {"type": "string", "minLength": 1}}},
    "required": ["check_in", "check_out"], "additionalProperties": False})


def prose_only_maximum(args):
    if isinstance(args.get("amount"), float) and args["amount"].is_integer():
        args = {**args, "amount": int(args["amount"])}  # 5.0 is an integer to JSON Schema
    if not isinstance(args.get("amount"), int) or args.get("currency") not in ("CNY", "USD"):
        raise ValueError("bad arguments")
    if set(args) - {"amount", "currency", "memo"} or len(args.get("memo", "")) > 40 or args["amount"] < 1:
        raise ValueError("bad arguments")
    if args["amount"] > 100:
        raise ValueError(f"amount {args['amount']} exceeds the 100 yuan limit")
    return {"status": "ok"}


def exact(args):
    if not is_valid(TRANSFER.parameters, args):
        raise ValueError("invalid arguments")
    return {"status": "ok"}


def trusting(args):
    return {"status": "ok", "amount": args.get("amount")}


def booking_executor(args):
    if not is_valid(BOOKING.parameters, args):
        return {"error": "invalid arguments"}
    if args["check_out"] < args["check_in"]:
        raise ValueError("check_out before check_in")
    if len(args.get("guests", [])) > 4:
        raise ValueError("at most 4 guests per room")
    return {"booked": True}


def hangs_on_memo(args):
    if "memo" in args:
        while True:
            pass
    return exact(args)


def crashes_on_usd(args):
    if args.get("currency") == "USD":
        return {"rate": {"CNY": 7.1}["USD"]}  # KeyError
    return exact(args)


def dies(args):
    if args.get("currency") == "USD":
        os._exit(3)
    return exact(args)


def _gaps(report, kind):
    return [g for g in report.gaps if g.kind == kind]


def test_prose_only_maximum_is_found_with_the_boundary_as_witness():
    report = probe(TRANSFER, prose_only_maximum, max_examples=60, seed=1)
    [gap] = _gaps(report, "schema-accepts-executor-rejects")
    assert gap.input["amount"] == 101  # shrunk to the boundary
    assert set(gap.input) == {"amount", "currency"}  # optional memo dropped
    assert "exceeds the 100 yuan limit" in gap.detail and gap.count >= 1
    assert report.unsound == 0


def test_cross_field_rule_and_missing_max_items_are_found():
    report = probe(BOOKING, booking_executor, max_examples=100, seed=2)
    gaps = _gaps(report, "schema-accepts-executor-rejects")
    [cross] = [g for g in gaps if "ValueError: check_out before check_in" in g.detail]
    assert cross.input["check_out"] < cross.input["check_in"]
    assert set(cross.input) == {"check_in", "check_out"}
    [guests] = [g for g in gaps if "ValueError: at most 4 guests per room" in g.detail]
    assert len(guests.input["guests"]) == 5 and all(len(g) == 1 for g in guests.input["guests"])
    assert {g.kind for g in report.gaps} == {"schema-accepts-executor-rejects"}


def test_executor_enforcing_exactly_the_schema_has_no_gap():
    report = probe(TRANSFER, exact, max_examples=80, seed=3)
    assert report.gaps == () and report.exit_code == 0
    assert report.schema_invalid > 20 and report.schema_valid > 80


def test_executor_trusting_the_validator_is_told_to_validate_again():
    report = probe(TRANSFER, trusting, max_examples=30, seed=4)
    gaps = _gaps(report, "schema-rejects-executor-accepts")
    details = " | ".join(g.detail for g in gaps)
    for keyword in ("maximum at /amount", "enum at /currency", "required at /currency",
                    "additionalProperties at /", "maxLength at /memo"):
        assert keyword in details
    by_max = next(g for g in gaps if "maximum at /amount" in g.detail)
    assert by_max.input == {"amount": 100001, "currency": by_max.input["currency"]}
    assert all(not is_valid(TRANSFER.parameters, g.input) for g in gaps)


def test_hanging_executor_times_out_and_the_run_continues():
    started = time.perf_counter()
    report = probe(TRANSFER, hangs_on_memo, max_examples=20, seed=5, timeout=0.3)
    elapsed = time.perf_counter() - started
    [timeout] = _gaps(report, "executor-timeout")
    assert timeout.count >= 2 and "memo" in timeout.input
    assert elapsed < timeout.count * 0.3 + 20
    # cases after the hangs were still run: the exact part of the executor shows no gap
    assert {g.kind for g in report.gaps} == {"executor-timeout"}


def test_crashing_and_dying_executors_are_reported_and_the_run_continues():
    report = probe(TRANSFER, crashes_on_usd, max_examples=30, seed=6)
    [crash] = _gaps(report, "executor-crash")
    assert crash.input == {"amount": 1, "currency": "USD"}
    assert "KeyError" in crash.detail and "schema-valid input" in crash.detail
    report = probe(TRANSFER, dies, max_examples=30, seed=6)
    [died] = _gaps(report, "executor-crash")
    assert "exit code 3" in died.detail and report.cases > 30


def test_thread_fallback_when_the_executor_cannot_reach_a_process(monkeypatch):
    import multiprocessing

    monkeypatch.setattr(multiprocessing, "get_all_start_methods", lambda: ["spawn"])
    report = probe(TRANSFER, lambda a: exact(a), max_examples=10, seed=0)
    assert report.gaps == ()
    assert any("could not be killed" in n for n in report.notes)


def test_same_seed_same_report():
    a = probe(TRANSFER, prose_only_maximum, max_examples=40, seed=9).to_dict()
    b = probe(TRANSFER, prose_only_maximum, max_examples=40, seed=9).to_dict()
    assert a == b


def test_without_executor_schema_valid_attacks_and_coverage_are_reported():
    progress = []
    report = probe(TRANSFER, max_examples=20, seed=0, progress=lambda d, t: progress.append((d, t)))
    assert report.gaps == () and report.exit_code == 0
    kinds = {(a.kind, a.where) for a in report.attacks}
    assert ("path-traversal", "/memo") in kinds and ("very-long-string", "/memo") not in kinds
    assert all(a.executor is None for a in report.attacks)
    assert report.coverage["maximum /properties/amount"] and all(report.coverage.values())
    assert progress and progress[-1][0] == progress[-1][1]


def test_json_shape_is_the_cli_contract():
    data = json.loads(probe(TRANSFER, prose_only_maximum, max_examples=20).to_json())
    [entry] = data["tools"]
    assert {"tool", "cases", "schema_valid", "schema_invalid", "unsound", "coverage", "gaps"} <= set(entry)
    assert entry["unsound"] == 0 and entry["cases"] == entry["schema_valid"] + entry["schema_invalid"]
    for gap in entry["gaps"]:
        assert set(gap) == {"kind", "input", "detail", "count"} and gap["kind"] in GAP_KINDS


def test_html_is_escaped_and_capped_and_frame_has_one_row_per_gap():
    evil = make_tool("<script>alert(1)</script>", "", {
        "type": "object", "properties": {f"f{i}": {"type": "integer", "maximum": 5} for i in range(80)}})
    report = probe(evil, trusting, max_examples=5)
    html = report._repr_html_()
    assert "<script>alert" not in html and "&lt;script&gt;" in html
    assert "showing 50 of" in html
    frame = report.to_frame()
    assert len(frame) == len(report.gaps) and list(frame.columns)[:3] == ["tool", "kind", "count"]


def test_probe_accepts_anything_load_accepts():
    report = probe({"name": "ping", "description": "Ping a host.",
                    "input_schema": {"type": "object", "properties": {"host": {"type": "string"}},
                                     "required": ["host"]}}, max_examples=5)
    assert report.tool == "ping" and report.cases > 5


def test_unusable_schema_is_reported_not_raised():
    report = probe(make_tool("bad", "", {"type": "object", "properties": {"a": {"$ref": "#/nope"}}}))
    assert report.cases == 0 and report.unsupported[0].startswith("schema cannot be compiled")


@pytest.mark.parametrize("kind", GAP_KINDS)
def test_gap_vocabulary_is_fixed(kind):
    assert kind in ("schema-accepts-executor-rejects", "schema-rejects-executor-accepts",
                    "executor-crash", "executor-timeout")


def test_probing_a_pattern_free_schema_imports_no_hypothesis():
    import subprocess
    import sys

    code = ("import sys, workbench\n"
            "workbench.probe({'name': 'ping', 'description': 'Ping.', 'input_schema': {'type': "
            "'object', 'properties': {'host': {'type': 'string', 'maxLength': 9}}}}, max_examples=20)\n"
            "print(sorted(m for m in sys.modules if m.startswith('hypothesis')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_text_report_groups_attacks_that_hit_the_same_places_into_one_line():
    text = probe(TRANSFER, max_examples=10).to_text()
    lines = [line for line in text.splitlines() if "path-traversal" in line]
    assert len(lines) == 1 and "accepted at /memo" in lines[0] and "(../../etc/passwd)" in lines[0]
    assert "kinds: path-traversal, sql-metacharacters" in lines[0] and "placeholder" in lines[0]
    # no two lines for the same places
    places = [line.rsplit(" accepted at ", 1)[1] for line in text.splitlines() if " accepted at " in line]
    assert len(places) == len(set(places))


def test_float_for_integer_finds_an_executor_that_rejects_five_point_zero():
    def strict_int(args):
        if type(args.get("amount")) is not int or args.get("currency") not in ("CNY", "USD"):
            raise ValueError("amount must be an int")
        return {"status": "ok"}

    report = probe(TRANSFER, strict_int, max_examples=20, seed=1)
    [gap] = _gaps(report, "schema-accepts-executor-rejects")
    assert isinstance(gap.input["amount"], float) and gap.input["amount"].is_integer()


def test_placeholders_float_for_integer_and_time_fields_by_meaning():
    from workbench.prober.attacks import is_timeish
    from workbench.prober.cases import Spot

    tool = {"name": "create_event", "description": "Create an event.", "inputSchema": {
        "type": "object", "properties": {
            "title": {"type": "string"}, "attendees": {"type": "array", "items": {"type": "string"}},
            "endDate": {"type": "string"}, "seats": {"type": "integer"}}}}
    report = probe(tool, max_examples=10)
    kinds = {(a.kind, a.where) for a in report.attacks}
    assert ("placeholder", "/title") in kinds and ("whitespace-only", "/title") in kinds
    assert ("float-for-integer", "/seats") in kinds
    assert ("natural-language-time", "/endDate") in kinds
    assert not any(k == "natural-language-time" and w.startswith("/attendees") for k, w in kinds)
    spot = lambda name: Spot({"type": "string"}, "", "x", (name,))  # noqa: E731
    assert is_timeish(spot("start_time")) and is_timeish(spot("created_at")) and is_timeish(spot("截止日期"))
    assert not is_timeish(spot("attendees")) and not is_timeish(spot("weekend_rate"))


def always_hangs(args):
    while True:
        pass


def test_an_executor_hanging_on_everything_costs_a_bounded_time(monkeypatch):
    from workbench.prober import harness

    monkeypatch.setattr(harness, "MAX_TIMEOUT_STREAK", 4)
    started = time.perf_counter()
    report = probe(TRANSFER, always_hangs, max_examples=30, seed=0, timeout=0.2)
    assert time.perf_counter() - started < 10
    [gap] = report.gaps
    assert gap.kind == "executor-timeout" and gap.count == 4
    assert any("4 consecutive calls" in n and "not run" in n for n in report.notes)
