"""Lint at scale: a large JSONL input is held packed (`workbench/packed_tools.py`: each tool's
JSON values one `marshal` blob), the report the same bytes as from parsed tools, and the memory
per tool of a `toolschema lint` of a JSONL file bounded."""

from __future__ import annotations

import io
import itertools
import json
import math
import pickle
import tracemalloc
from pathlib import Path

import pytest

from hostile.test_scale_lint import synthetic
from support import CORPORA
from workbench.cli import main
from workbench.linter import engine
from workbench.loading import load
from workbench.model import Origin, Tool, ToolSet

_CORPUS_FILES = ["mcp/tools.jsonl", "other/nestful_specs.jsonl"]


def _packed(toolset: ToolSet) -> ToolSet:
    from workbench.packed_tools import pack

    return ToolSet(tuple(map(pack, toolset.tools)), toolset.problems)


@pytest.mark.parametrize("corpus", _CORPUS_FILES)
def test_packed_tools_lint_to_the_same_report(corpus):
    from workbench.packed_tools import PackedTool

    parsed = load(str(CORPORA / corpus))
    packed = _packed(parsed)
    assert all(isinstance(t, PackedTool) for t in packed)
    profiles = ["generic", "openai-strict", "anthropic-strict"]
    one = engine.lint(parsed, config=False, profiles=profiles)
    other = engine.lint(packed, config=False, profiles=profiles)
    assert len(one.findings) > len(parsed)
    assert other.to_json() == one.to_json()
    assert other.to_sarif() == one.to_sarif()
    assert dict(other.explanations) == dict(one.explanations)


def test_a_packed_tool_reads_back_its_values_exactly():
    from workbench.packed_tools import PackedTool, pack

    schema = {"type": "object", "properties": {"n": {"type": "integer", "default": 10 ** 40,
                                                     "enum": [1, 1.0, True, None, "1"]},
                                               "x": {"const": [1, (2, 3)], "default": math.inf}}}
    raw = {"name": "crm_get_customer", "inputSchema": schema, "annotations": {"readOnlyHint": True}}
    tool = Tool("crm_get_customer", "Get a customer.", schema, "mcp", Origin("f.jsonl", "", 3),
                title="Customer", annotations={"readOnlyHint": True}, output_schema={"type": "object"},
                strict=True, raw=raw)
    packed = pack(tool)
    assert isinstance(packed, PackedTool) and isinstance(packed, Tool)
    for field in ("name", "description", "parameters", "source_format", "origin", "title",
                  "annotations", "output_schema", "strict", "raw", "notes"):
        value, expected = getattr(packed, field), getattr(tool, field)
        assert value == expected and repr(value) == repr(expected), field  # types too: 1 / 1.0 / True
    assert packed.raw["inputSchema"] == packed.parameters
    unpacked = packed.unpacked()
    assert type(unpacked) is Tool and unpacked.raw["inputSchema"] is unpacked.parameters  # shared, as loaded
    again = pickle.loads(pickle.dumps(packed))
    assert isinstance(again, PackedTool) and again.parameters == schema and again.origin == tool.origin


def test_what_cannot_be_packed_stays_as_it_is():
    from workbench.packed_tools import pack

    class Odd:
        pass

    odd = Tool("t", None, {"type": "object", "default": Odd()}, "mcp")
    assert pack(odd) is odd


def _write_jsonl(path: Path, n: int) -> Path:
    path.write_text("".join(json.dumps(t) + "\n" for t in synthetic(n)), encoding="utf-8")
    return path


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_the_lint_command_packs_a_large_jsonl_and_writes_the_same_bytes(tmp_path, monkeypatch, jobs):
    monkeypatch.setattr("workbench.parallel.MIN_ITEMS_PER_JOB", 20)
    path = _write_jsonl(tmp_path / "tools.jsonl", 150)
    outputs = []
    for threshold in (10 ** 9, 60):  # never packed, then packed from the 60th tool on
        monkeypatch.setattr("workbench.loading.PACK_MIN_TOOLS", threshold)
        for fmt in ("json", "sarif"):
            out = io.StringIO()
            code = main(["lint", str(path), "--format", fmt, "--jobs", jobs], out, io.StringIO())
            outputs.append((code, out.getvalue()))
    assert outputs[0][1].count('"rule"') > 150
    assert outputs[2:] == outputs[:2]


def test_packing_is_asked_for(tmp_path, monkeypatch):
    from workbench.loading import packed_loading
    from workbench.packed_tools import PackedTool

    monkeypatch.setattr("workbench.loading.PACK_MIN_TOOLS", 10)
    path = _write_jsonl(tmp_path / "tools.jsonl", 30)
    assert not any(isinstance(t, PackedTool) for t in load(str(path)))  # `workbench.load` as it was
    with packed_loading():
        packed = load(str(path))
    assert all(isinstance(t, PackedTool) for t in packed) and packed[29].origin.line == 30


def _lint_command_peak(path: Path, out: Path) -> int:
    """The tracemalloc peak of `toolschema lint PATH --format json -o OUT`, the load included."""
    tracemalloc.start()
    try:
        code = main(["lint", str(path), "--format", "json", "-o", str(out)], io.StringIO(), io.StringIO())
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert code in (0, 1) and out.stat().st_size > 10_000
    return peak


@pytest.mark.slow
def test_memory_per_extra_tool_of_the_lint_command(tmp_path, monkeypatch):
    # The whole command on a JSONL file, the load included, packed from the first tool (the
    # threshold is 20,000 tools; a test cannot lint that many). Parsed tools held to the end:
    # ~4.7 KiB per extra tool; packed: ~3.5 when written, ~4.1 with the rules added since (4.08
    # at fabbb27, 4.12 after rounds 23-24, each alone in a fresh process) and up to 4.3 inside
    # the whole suite's process: the bound keeps a margin under the 5 KiB a tool that 500 MB for
    # 100,000 tools allows, where 4.0 failed on noise.
    monkeypatch.setattr("workbench.loading.PACK_MIN_TOOLS", 1)
    out = tmp_path / "report.json"
    _lint_command_peak(_write_jsonl(tmp_path / "warm.jsonl", 30), out)  # once-per-process costs
    small = _lint_command_peak(_write_jsonl(tmp_path / "small.jsonl", 200), out)
    large = _lint_command_peak(_write_jsonl(tmp_path / "large.jsonl", 800), out)
    marginal = (large - small) / 600 / 1024
    assert marginal < 4.6, f"{marginal:.2f} KiB of peak memory per extra tool"


def test_a_loaded_packed_tool_is_small(tmp_path, monkeypatch):
    # A synthetic tool parsed: ~2.4 KiB (its dicts and strings); packed: its JSON values one blob
    from workbench.loading import packed_loading

    monkeypatch.setattr("workbench.loading.PACK_MIN_TOOLS", 1)
    path = _write_jsonl(tmp_path / "tools.jsonl", 1_000)
    with packed_loading():
        load(str(_write_jsonl(tmp_path / "warm.jsonl", 5)))
        tracemalloc.start()
        try:
            toolset = load(str(path))
            held = tracemalloc.get_traced_memory()[0]
        finally:
            tracemalloc.stop()
    per_tool = held / len(toolset) / 1024
    assert per_tool < 1.3, f"{per_tool:.2f} KiB held per loaded tool"


def _bounds(start: int, stop: int) -> tuple[int, int]:
    return (start, stop)


def test_fork_map_sends_back_chunks_of_a_few_thousand_items():
    # a chunk's results travel as one message and wait in the parent until their turn: on a
    # million tools 8 chunks of 125,000 outcomes did; now at most MAX_ITEMS_PER_CHUNK each
    from workbench.parallel import MAX_ITEMS_PER_CHUNK, fork_map

    n = 3 * MAX_ITEMS_PER_CHUNK + 7
    chunks = list(fork_map(_bounds, n, 2))
    assert chunks[0][0] == 0 and chunks[-1][1] == n
    assert all(a[1] == b[0] for a, b in itertools.pairwise(chunks))  # contiguous, in order
    assert max(stop - start for start, stop in chunks) <= MAX_ITEMS_PER_CHUNK


def test_workers_send_back_the_definition_use(monkeypatch):
    # the engine reads every tool's definition use at the end; a forked worker's tools came back
    # without it, so the parent walked every schema again there and kept every walk (the peak of
    # a million-tool `--jobs 2` lint)
    from workbench.linter.catalogue import all_rules
    from workbench.linter.config import resolve_config
    from workbench.linter.context import ToolContext
    from workbench.linter.engine import _crash, select_rules
    from workbench.linter.suppression import tool_suppressions
    from workbench.linter.tool_pass import run_tool_rules

    monkeypatch.setattr("workbench.parallel.MIN_ITEMS_PER_JOB", 20)
    toolset = _packed(load(str(CORPORA / "mcp" / "tools.jsonl")))
    rules = [r for r in select_rules(all_rules(), resolve_config(False)) if r.scope == "tool"]
    held = {}
    for jobs in (1, 2):
        contexts = [ToolContext(t, (), toolset) for t in toolset]
        list(run_tool_rules(contexts, rules, lambda r, n, e: _crash(r, n, e, {}), tool_suppressions,
                            jobs=jobs))
        assert not any("index" in c.__dict__ for c in contexts)  # no walk kept (none failed here)
        assert all("definitions" in c.__dict__ for c in contexts)
        held[jobs] = [c.definitions for c in contexts]
    assert held[2] == held[1]
