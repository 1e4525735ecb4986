"""Lint at scale: what a `--jobs` worker and the parent keep per tool through the tool pass.

A worker runs the tool rules on a context of its own for each tool (`tool_pass._unstarted`) and
drops it once the outcome is made: the contexts it inherited from the parent stay as they were,
so a worker does not grow by the kept facts of every tool it linted (half a million tools each
at a million) nor write to the pages it shares with the parent. After the pass the parent holds
one `KeptContext` a tool, sized for the few facts kept, not for the ~30 a `ToolContext` caches."""

from __future__ import annotations

import json
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from hostile.test_scale_lint import synthetic
from workbench.linter import engine, tool_pass
from workbench.linter.context import ToolContext
from workbench.loading import load
from workbench.parallel import can_fork, chunk_bounds

_FIELDS = {"tool", "profiles", "toolset"}


def _jsonl(path: Path, n: int) -> str:
    path.write_text("".join(json.dumps(t) + "\n" for t in synthetic(n)), encoding="utf-8")
    return str(path)


def test_a_worker_leaves_the_contexts_it_inherited_as_they_were(monkeypatch):
    # the chunks run here as a worker runs them; what each chunk leaves on the contexts is read
    # before the parent's side records the outcomes (`_received`)
    toolset = load({"tools": synthetic(40)})
    contexts = [ToolContext(t, (), toolset) for t in toolset]
    left: list[set[str]] = []

    def in_process(work, n, jobs):
        for start, stop in chunk_bounds(n, 4):
            outcomes = work(start, stop)
            left.extend(set(contexts[i].__dict__) for i in range(start, stop))
            yield outcomes

    monkeypatch.setattr(tool_pass, "fork_map", in_process)
    rules = [r for r in engine.rules().values() if r.scope == "tool"]
    crash = lambda r, name, exc: engine._crash(r, name, exc, {})  # noqa: E731
    outcomes = list(tool_pass.run_tool_rules(contexts, rules, crash, lambda ctx: [], jobs=2))
    assert len(left) == 40 and all(keys == _FIELDS for keys in left), left[:3]
    # and the parent's side has what the set rules read, as the one-process pass leaves it
    serial = [ToolContext(t, (), toolset) for t in toolset]
    list(tool_pass.run_tool_rules(serial, rules, crash, lambda ctx: [], jobs=1))
    assert [list(c.property_facts) for c in contexts] == [list(c.property_facts) for c in serial]
    assert [c.definitions for c in contexts] == [c.definitions for c in serial]
    assert sum(len(o.results) for o in outcomes) > 40  # the rules did run


def test_a_kept_context_holds_room_for_the_kept_facts_only():
    # A context kept after its tool's pass: 0.33 KiB a tool as a `ToolContext` (CPython makes
    # room in each instance for every attribute set on any instance of its class: the ~30
    # facts the tool rules cache), ~0.12 as a `KeptContext`. Measured after a lint, as in the
    # engine: the rules have cached their facts on `ToolContext`s by then.
    toolset = load({"tools": synthetic(20)})
    engine.lint(toolset, config=False)
    ctx = ToolContext(toolset[3], (), toolset)
    ctx.index  # noqa: B018
    ctx.description  # noqa: B018
    tool_pass._shed(ctx, walked=True)
    warm = [tool_pass.kept_context(ctx) for _ in range(10)]  # imports, first allocations
    del warm
    tracemalloc.start()
    try:
        kept = [tool_pass.kept_context(ctx) for _ in range(4000)]
        per_context = tracemalloc.get_traced_memory()[0] / len(kept)
    finally:
        tracemalloc.stop()
    assert per_context < 200, f"{per_context:.0f} bytes a kept context"
    one = kept[0]
    assert isinstance(one, ToolContext)
    assert (one.tool, one.property_facts, one.definitions) == (ctx.tool, ctx.property_facts, ctx.definitions)
    assert one.description == ctx.description  # a fact not kept is computed again when asked


def _worker_growth(path: str, n: int, chunk: int) -> list[float]:
    """Bytes a `--jobs 2` worker's traced memory grows per tool it lints, between chunk ends
    (each chunk's outcomes held alike), name caches emptied at each sample."""
    import os
    import tempfile

    from workbench import loading
    from workbench.loading import packed_loading
    from workbench.text import clear_name_caches

    loading.PACK_MIN_TOOLS = 1
    log = tempfile.mktemp()
    real = tool_pass._outcome
    linted = [0]
    parent = os.getpid()

    def outcome(ctx, *args):
        made = real(ctx, *args)
        linted[0] += 1
        if os.getpid() != parent and linted[0] % chunk == 0:
            clear_name_caches()
            with open(log, "a", encoding="utf-8") as fh:
                fh.write(f"{os.getpid()} {linted[0]} {tracemalloc.get_traced_memory()[0]}\n")
        return made

    with packed_loading():
        toolset = load(path)
    engine.lint(toolset, config=False)  # imports and caches, before the count
    linted[0] = 0
    tool_pass._outcome = outcome
    tracemalloc.start()
    try:
        engine.lint(toolset, config=False, jobs=2)
    finally:
        tracemalloc.stop()
        tool_pass._outcome = real
    samples: dict[str, list[tuple[int, int]]] = {}
    with open(log, encoding="utf-8") as fh:
        for line in fh:
            pid, k, held = line.split()
            samples.setdefault(pid, []).append((int(k), int(held)))
    os.unlink(log)
    growth = []
    for points in samples.values():
        (k0, m0), (k1, m1) = points[1], points[-1]  # from the end of its second chunk
        growth.append((m1 - m0) / (k1 - k0))
    return growth


@pytest.mark.slow
def test_a_worker_does_not_grow_by_the_tools_it_linted(tmp_path):
    # A worker's traced memory per tool it lints (1,600 synthetic tools, `--jobs 2`: 8 chunks
    # of 200): ~1.0 KiB when each inherited context kept its tool's facts, ~0.7 now (what is
    # left is caches that stop at their bound on a large set). In a fresh interpreter: what the
    # suite left allocated would skew the samples.
    if not can_fork():
        pytest.skip("no fork here")
    path = _jsonl(tmp_path / "t.jsonl", 1600)
    here = Path(__file__).resolve().parent
    code = ("import sys, json; sys.path[:0] = [sys.argv[2], sys.argv[3]]\n"
            "import test_scale_workers as t\n"
            "print(json.dumps(t._worker_growth(sys.argv[1], 1600, 200)))\n")
    out = subprocess.run([sys.executable, "-c", code, path, str(here), str(here.parent)],
                         capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stderr[-2000:]
    growth = json.loads(out.stdout.strip().splitlines()[-1])
    assert len(growth) == 1, growth  # `--jobs 2`: this process and one worker
    assert max(growth) < 550, f"{growth} bytes a linted tool in the worker"


@pytest.mark.slow
def test_jobs_give_the_one_process_report_of_a_packed_set(tmp_path, monkeypatch):
    if not can_fork():
        pytest.skip("no fork here")
    from workbench.loading import packed_loading

    monkeypatch.setattr("workbench.loading.PACK_MIN_TOOLS", 1)
    with packed_loading():
        toolset = load(_jsonl(tmp_path / "t.jsonl", 1200))
    one = engine.lint(toolset, config=False)
    two = engine.lint(toolset, config=False, jobs=2)
    assert two.to_json() == one.to_json()


def test_the_set_indexes_are_built_once_before_the_workers_are_forked(monkeypatch):
    # Each worker built the tool pass's indexes of the whole set for itself (~1.1 KiB a tool of
    # the set, in every worker); built in the parent before the fork, they are read from its
    # pages. A one-process lint builds them when a rule first asks, as before.
    from workbench.linter import kept_data

    toolset = load({"tools": synthetic(30)})
    held_at_start: dict[int, list[int]] = {}
    real = engine.run_tool_rules

    def recorded(contexts, rules, *args, jobs=1):
        held_at_start[jobs] = [len(p) for p in kept_data._TOOL_PASS_DATA]
        return real(contexts, rules, *args, jobs=jobs)

    monkeypatch.setattr(engine, "run_tool_rules", recorded)
    engine.lint(toolset, config=False)
    engine.lint(toolset, config=False, jobs=2)
    assert len(kept_data._TOOL_PASS_DATA) >= 4
    assert held_at_start[1] == [0] * len(kept_data._TOOL_PASS_DATA)
    assert held_at_start[2] == [1] * len(kept_data._TOOL_PASS_DATA)
    assert all(len(p) == 0 for p in kept_data._TOOL_PASS_DATA)  # dropped when the pass ends


def test_an_index_that_cannot_be_built_fails_its_rule_not_the_lint(monkeypatch):
    from workbench.linter import kept_data
    from workbench.linter.kept_data import PerSet

    monkeypatch.setattr(kept_data, "_TOOL_PASS_DATA", list(kept_data._TOOL_PASS_DATA))  # gone after

    def broken(toolset):
        raise ValueError("no index of this set")

    index = PerSet(broken)
    toolset = load({"tools": synthetic(3)})
    one = engine.lint(toolset, config=False, jobs=1)
    two = engine.lint(toolset, config=False, jobs=2)  # the engine builds every index first
    assert two.to_json() == one.to_json()
    assert len(index) == 0


def _chunk_pid(start: int, stop: int) -> list[int]:
    import os

    return [os.getpid()] * (stop - start)


def test_the_workers_end_before_the_last_chunk_is_handed_over():
    # A consumer that zips the results with a list of the same length never asks past the last
    # item, so `fork_map` stays suspended where it yielded it: its workers lived on, through a
    # lint's set rules (their pages copied as the parent freed its own: the tree's peak at 30,000
    # tools was there, 401 MB against 323 in the tool pass).
    import multiprocessing
    import os

    from workbench.parallel import fork_map

    if not can_fork():
        pytest.skip("no fork here")
    items = list(range(2_000))
    results = fork_map(_chunk_pid, len(items), 2)
    workers: set[int] = set()
    for _, pids in zip(range(8), results):  # 8 chunks of 250: zip stops at the last one
        workers.update(pids)
    assert len(workers - {os.getpid()}) == 1  # chunks ran in one forked worker (and here)
    assert multiprocessing.active_children() == []


def test_with_two_jobs_this_process_takes_every_other_chunk_and_one_worker_the_rest():
    # A parent that only waited for its workers' results was a third process of memory doing
    # no work (the loaded set, its imports: ~1/3 of a `--jobs 2` lint's tree of 535 MB at
    # 100,000 tools); now it lints its share, so `--jobs 2` is two processes.
    import os

    from workbench.parallel import fork_map

    if not can_fork():
        pytest.skip("no fork here")
    chunks = list(fork_map(_chunk_pid, 2_000, 2))  # 8 chunks of 250
    assert [len(c) for c in chunks] == [250] * 8
    here = os.getpid()
    assert all(set(c) == {here} for c in chunks[0::2])
    worker = {pid for c in chunks[1::2] for pid in c}
    assert len(worker) == 1 and here not in worker
    three = list(fork_map(_chunk_pid, 3_000, 3))  # 12 chunks: this process takes 0, 3, 6, 9
    assert [set(c) == {here} for c in three] == [k % 3 == 0 for k in range(12)]


def test_no_worker_is_alive_while_the_set_rules_run():
    import multiprocessing

    from workbench.linter.catalogue import Rule

    if not can_fork():
        pytest.skip("no fork here")
    alive: list[int] = []

    def probe(toolset, contexts):
        alive.append(len(multiprocessing.active_children()))
        return iter(())

    rule = Rule("probe-workers-alive", "naming", "info", "probe", (), (), probe, scope="set")
    toolset = load({"tools": synthetic(1_200)})
    engine.lint(toolset, config=False, rules=["name-too-long", rule], select=["ALL"], jobs=2)
    assert alive == [0]


def test_joined_strings_read_back_as_the_strings_they_were_made_of():
    from workbench.linter.kept_data import JoinedStrings

    words = ["list_presets", "", "列出全部货架", "get-one", "x"]
    joined = JoinedStrings(words)
    assert list(joined) == words and len(joined) == 5
    assert joined[-1] == "x" and joined[1] == "" and joined[2] == "列出全部货架"
    assert list(joined[1:3]) == words[1:3]
    with pytest.raises(IndexError):
        joined[5]
    assert list(JoinedStrings([])) == []


def test_the_listing_search_reads_names_from_the_index_not_the_tools(monkeypatch):
    # `param-source-unstated` looks for the tool that lists a parameter's object among the set's
    # names, for nearly every tool. Read from the set's tool objects (built before `--jobs`
    # workers fork), each worker wrote their reference counts and copied the pages that held
    # them: ~0.9 KiB a tool of the set in each worker. Its index holds the names itself: the
    # search reads no tool of the set, and finds what it found when it did (English, Chinese;
    # a look-alike that lists another thing stays silent).
    from support import make_tool, obj
    from workbench.linter import kept_data
    from workbench.model import ToolSet

    monkeypatch.setattr(kept_data, "_TOOL_PASS_DATA", list(kept_data._TOOL_PASS_DATA))
    target = make_tool(name="hotel_cancel_booking", description="Cancels one hotel booking.",
                       parameters=obj({"booking_id": {"type": "integer"}}, required=["booking_id"]))
    shelf = make_tool(name="warehouse_delete_shelf", description="删除一个空货架，删除后不可恢复。",
                      parameters=obj({"shelf_key": {"type": "string"}}, required=["shelf_key"]))
    room = make_tool(name="hotel_close_room", description="Closes one room for cleaning.",
                     parameters=obj({"room_id": {"type": "integer"}}, required=["room_id"]))
    others = [make_tool(name=n, description="Lists them.", parameters=obj({}))
              for n in ("hotel_list_bookings", "warehouse_list_shelves", "hotel_list_guests")]
    toolset = ToolSet((target, shelf, room, *others))
    before = engine.lint(toolset, config=False, select=["param-source-unstated"])
    found = {(f.tool, f.path): f.message for f in before.findings}
    assert sorted(found) == [
        ("hotel_cancel_booking", "/properties/booking_id"), ("warehouse_delete_shelf", "/properties/shelf_key")]
    assert "hotel_list_bookings" in found[("hotel_cancel_booking", "/properties/booking_id")]
    assert "warehouse_list_shelves" in found[("warehouse_delete_shelf", "/properties/shelf_key")]

    kept_data.build_tool_pass_data(toolset)  # as the engine does before it forks
    read: list[object] = []
    real = ToolSet.__getitem__
    monkeypatch.setattr(ToolSet, "__getitem__", lambda self, i: read.append(i) or real(self, i))
    monkeypatch.setattr(ToolSet, "__iter__", lambda self: read.append("iter") or iter(self.tools))
    rule = engine.rules()["param-source-unstated"]
    for tool in (target, shelf, room):
        list(rule.check(tool, ToolContext(tool, (), toolset)))
    assert read == []
