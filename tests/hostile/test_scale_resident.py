"""Lint at scale: what stays resident per tool in the process that loaded a large set, which is
also what every `--jobs` worker forked from it starts with. A packed tool keeps its JSON values
in a temporary file (`workbench/packed_tools.py:BlobSpool`), not in memory, and after its own
rules a tool's context keeps only the facts the set rules read, inline (`tool_pass.kept_context`)."""

from __future__ import annotations

import json
import os
import tracemalloc
from pathlib import Path

import pytest

from hostile.test_scale_lint import synthetic
from workbench.linter import engine, spool
from workbench.loading import load, packed_loading


def _jsonl(path: Path, n: int) -> str:
    path.write_text("".join(json.dumps(t) + "\n" for t in synthetic(n)), encoding="utf-8")
    return str(path)


def _loaded_bytes(path: str) -> tuple[int, object]:
    tracemalloc.start()
    try:
        with packed_loading():
            toolset = load(path)
        held = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    return held, toolset


def test_a_packed_tool_keeps_its_values_out_of_memory(tmp_path, monkeypatch):
    # Per extra tool of the synthetic set: the marshal blob and an instance dict in memory were
    # 1.14 KiB here; the blob in the temporary file and the fields inline: ~0.6.
    monkeypatch.setattr("workbench.loading.PACK_MIN_TOOLS", 1)
    small, big = _jsonl(tmp_path / "a.jsonl", 500), _jsonl(tmp_path / "b.jsonl", 2500)
    _loaded_bytes(small)  # imports, caches
    held_small, _ = _loaded_bytes(small)
    held_big, toolset = _loaded_bytes(big)
    per_tool = (held_big - held_small) / 2000 / 1024
    assert per_tool < 0.8, f"{per_tool:.2f} KiB a loaded tool"
    assert toolset[2499].parameters == load(big)[2499].parameters  # read back from the file


def test_a_worker_forked_after_the_load_reads_the_same_values(tmp_path, monkeypatch):
    from workbench.parallel import can_fork, fork_map

    if not can_fork():
        pytest.skip("no fork here")
    monkeypatch.setattr("workbench.loading.PACK_MIN_TOOLS", 1)
    path = _jsonl(tmp_path / "t.jsonl", 60)
    with packed_loading():
        toolset = load(path)
    wanted = [json.dumps(t.parameters) for t in load(path)]
    got = [json.dumps(p) for chunk in fork_map(
        lambda a, b: [toolset[i].parameters for i in range(a, b)], 60, 2, min_items=10) for p in chunk]
    assert got == wanted and os.getpid()  # the workers read the parent's file by position


def test_what_the_set_rules_keep_per_tool_after_the_tool_pass(tmp_path, monkeypatch):
    # What the process keeps per extra tool when the tool pass ends, the load included and the
    # findings on disk: the packed tool, its kept context and property facts, the findings of
    # the last batch not yet written: 3.20 KiB with the blob in memory and the pass's context
    # dicts, 2.43 now.
    monkeypatch.setattr("workbench.loading.PACK_MIN_TOOLS", 1)
    monkeypatch.setattr(spool, "SPILL_MIN_TOOLS", 1)
    monkeypatch.setattr(spool, "BATCH", 256)
    held: list[int] = []
    real = engine.drop_tool_pass_data

    def measured() -> None:
        real()
        held.append(tracemalloc.get_traced_memory()[0])

    monkeypatch.setattr(engine, "drop_tool_pass_data", measured)
    sizes = []
    for n in (300, 300, 1500):  # the first run imports and fills caches
        tracemalloc.start()
        try:
            with packed_loading():
                toolset = load(_jsonl(tmp_path / f"t{n}.jsonl", n))
            engine.lint(toolset, config=False)
        finally:
            tracemalloc.stop()
        sizes.append(held[-1])
        del toolset
    per_tool = (sizes[2] - sizes[1]) / 1200 / 1024
    assert per_tool < 2.8, f"{per_tool:.2f} KiB a tool kept after the tool pass"
