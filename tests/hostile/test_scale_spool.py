"""A large lint keeps its tool-scope findings on disk while the set-scope rules run
(`workbench/linter/spool.py`): the same report bytes, less memory at the set rules' peak."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from hostile.test_scale_lint import _jsonl
from support import CORPORA
from workbench.cli import main
from workbench.linter import engine, spool
from workbench.loading import load
from workbench.model import Finding
from workbench.profiles import PROFILES

# Tools that add what the MCP corpus lacks for the pedantic set rules: another naming style
# (camelCase), another description language (Chinese), an identifier in two forms and one
# value under two names.
_EXTRA = [{"name": f"getOrder{what}", "description": f"查询订单{what}的状态和物流信息，返回订单详情。",
           "inputSchema": {"type": "object", "properties": {"orderId": {"type": "string"}}}}
          for what in ("Status", "Items", "Refund", "Invoice", "Address")] + [
    # one warehouse under two names and two forms (`identifier-two-forms`)
    {"name": "wms_get_schedule", "description": "查询仓库的入库计划。只读。", "inputSchema": {
        "type": "object", "properties": {"warehouse_code": {
            "type": "string", "pattern": "^WH-[A-Z]{2}[0-9]{2}$", "description": "仓库编码，例如 WH-SH01。"}}}},
    {"name": "wms_get_docks", "description": "查询仓库月台占用。只读。", "inputSchema": {
        "type": "object", "properties": {"wh_id": {
            "type": "string", "pattern": "^[a-z]{2}[0-9]{2}$", "description": "仓库，例如 sh01。"}}}},
    # one booking reference in one form under two names (`param-alias-across-tools`)
    *({"name": name, "description": "Return or change one rental booking.", "inputSchema": {
        "type": "object", "properties": {field: {
            "type": "string", "pattern": "^RB-[0-9]{4}$", "description": "Booking reference, e.g. RB-7781."}}}}
      for name, field in (("rental_get_booking", "booking_id"), ("rental_add_extra", "reservationRef")))]


def _report(paths: list[str], *extra: str) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["lint", *paths, "--format", "json", "--select", "all",
                 "--profile", ",".join(PROFILES), *extra], out, err)
    return code, out.getvalue()


@pytest.mark.slow
def test_spilled_findings_give_the_same_bytes(tmp_path, monkeypatch):
    extra = tmp_path / "extra.jsonl"
    extra.write_text("".join(json.dumps(t, ensure_ascii=False) + "\n" for t in _EXTRA), encoding="utf-8")
    paths = [str(CORPORA / "mcp" / "tools.jsonl"), str(extra)]
    in_memory = _report(paths)
    monkeypatch.setattr(spool, "SPILL_MIN_TOOLS", 1)
    monkeypatch.setattr(spool, "BATCH", 97)  # many batches, the last one partial
    written: list[int] = []
    real_write = spool.FindingSpool._write

    def counted(self: spool.FindingSpool) -> None:
        real_write(self)
        written.append(self._batches)

    monkeypatch.setattr(spool.FindingSpool, "_write", counted)
    spilled = _report(paths)
    assert written and max(written) > 20  # the findings did go to disk
    assert spilled == in_memory
    set_rules = {r.id for r in engine.all_rules().values() if r.scope == "set"}
    # rules that read one server's set (every tool under one prefix) cannot fire on the corpus's
    # many servers: test_a_one_server_set_spills_the_same_bytes covers them
    assert set_rules - _ONE_SERVER_RULES <= {f["rule"] for f in json.loads(in_memory[1])["findings"]}
    monkeypatch.setattr("workbench.parallel.MIN_ITEMS_PER_JOB", 100)
    assert _report(paths, "--jobs", "2") == in_memory


_ONE_SERVER_RULES = frozenset({"tool-naming-style-split-prefix", "tool-reference-unknown"})


def test_a_one_server_set_spills_the_same_bytes(tmp_path, monkeypatch):
    tools = [{"name": name, "description": "Return one apiary record.", "inputSchema": {
        "type": "object", "properties": {"hive_id": {"type": "string", "description": "Hive id."}}}}
        for name in ("apiary_get_hive", "apiary_list_hives", "apiaryGetHiveHistory")]
    # a call the text asks for that no tool of the set answers to, in any spelling
    tools[0]["description"] += " To move a frame, call hives_move_frame first."
    path = tmp_path / "apiary.jsonl"
    path.write_text("".join(json.dumps(t) + "\n" for t in tools), encoding="utf-8")
    in_memory = _report([str(path)])
    assert {f["rule"] for f in json.loads(in_memory[1])["findings"]} >= _ONE_SERVER_RULES
    monkeypatch.setattr(spool, "SPILL_MIN_TOOLS", 1)
    monkeypatch.setattr(spool, "BATCH", 1)
    assert _report([str(path)]) == in_memory


def test_a_spool_keeps_order_and_shares_strings_again(monkeypatch):
    monkeypatch.setattr(spool, "BATCH", 3)
    pool = spool.FindingSpool(spool.SPILL_MIN_TOOLS)
    made = [Finding(f"tool_{i % 4}", "/properties/q", "rule-a", "schema", "warning",
                    "The same message.", ({"op": "add", "path": "/x", "value": [i]},), i % 5 == 0)
            for i in range(10)]
    for f in made:
        pool.append(f)
    assert len(pool) == 10
    back = list(pool)
    assert back == made
    assert len({id(f.message) for f in back}) == 1  # one string again, not one per batch
    assert len({id(f.tool) for f in back}) == 4


def test_a_spool_that_cannot_write_keeps_the_findings(monkeypatch):
    monkeypatch.setattr(spool, "BATCH", 2)
    pool = spool.FindingSpool(spool.SPILL_MIN_TOOLS)
    made = [Finding("t", "", "r", "schema", "info", f"m{i}") for i in range(3)]
    made.append(Finding("t", "", "r", "schema", "info", "unpicklable", ({"value": lambda: 0},)))
    made += [Finding("t", "", "r", "schema", "info", f"n{i}") for i in range(3)]
    for f in made:
        pool.append(f)
    assert list(pool) == made


def _set_rules_peak(path: Path) -> float:
    """KiB per tool of peak memory of a lint of a JSONL file (loaded before measuring) from the
    start of its set-scope rules to the placement of its findings: what the tool pass kept and
    the set rules' working data (context-cost left out: its tokenizer is a fixed cost)."""
    toolset = load(str(path))
    rules = engine.all_rules()
    first_set_rule = next(r for r in rules.values() if r.scope == "set")
    peaks: list[int] = []
    real = first_set_rule.check

    def start(toolset, contexts):  # type: ignore[no-untyped-def]
        tracemalloc.reset_peak()
        return real(toolset, contexts)

    real_place = engine.place_definition_findings

    def placed(*args, **kwargs):  # type: ignore[no-untyped-def]
        peaks.append(tracemalloc.get_traced_memory()[1])
        return real_place(*args, **kwargs)

    tracemalloc.start()
    try:
        object.__setattr__(first_set_rule, "check", start)
        engine.place_definition_findings = placed  # type: ignore[assignment]
        engine.lint(toolset, config=False, select=["recommended", "near-duplicate-tools"],
                    ignore=["context-cost"])
    finally:
        engine.place_definition_findings = real_place  # type: ignore[assignment]
        object.__setattr__(first_set_rule, "check", real)
        tracemalloc.stop()
    return peaks[0] / len(toolset) / 1024


@pytest.mark.slow
def test_set_rules_peak_per_tool(tmp_path):
    # Before: the tool-scope findings (with their fixes) waited in memory beside the set rules'
    # working data: ~3.8-3.9 KiB of peak a tool of the scale bench's tools; spilled, ~3.2; with
    # near-duplicate-tools' data compact and the contexts let go before the read back, ~1.85
    # held and ~1.5 spilled; the rules added since (set rules reading names and identifiers, a
    # per-set index of object words) bring it to ~1.9.
    # measured in a fresh interpreter: in one shared by the whole suite, what earlier tests left
    # allocated shifted the two peaks (spilled 2.09 against held 2.05 KiB a tool in-suite)
    path = _jsonl(tmp_path, 1500)
    here = Path(__file__).resolve().parent
    code = ("import sys, json; sys.path[:0] = [sys.argv[2], sys.argv[3]]\n"
            "from pathlib import Path\n"
            "from workbench.linter import spool\n"
            "import test_scale_spool as t\n"
            "spool.BATCH = 512\n"
            "p = Path(sys.argv[1]); t._set_rules_peak(p)\n"
            "held = t._set_rules_peak(p)\n"
            "spool.SPILL_MIN_TOOLS = 1\n"
            "print(json.dumps([held, t._set_rules_peak(p)]))\n")
    out = subprocess.run([sys.executable, "-c", code, str(path), str(here), str(here.parent)],
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    held, spilled = json.loads(out.stdout.strip().splitlines()[-1])
    assert spilled < 2.2, f"{spilled:.2f} KiB of set-rule peak a tool"
    assert spilled < held - 0.25, f"spilled {spilled:.2f} KiB a tool, held {held:.2f}"
