"""Lint at scale: a `--jobs` worker lints its tools on copies made from the temporary file, not
on the parent's objects (reading one writes its reference count, and the page written is copied
into the worker): each tool's own fields are written beside its blob before the fork. It empties
each context it made once the outcome is made, and starts each chunk with the text memos empty
(`linter/memos.py`)."""

from __future__ import annotations

import json
from dataclasses import fields
from pathlib import Path

from hostile.test_scale_lint import synthetic
from workbench.linter import engine, memos, tool_pass
from workbench.linter.context import ToolContext
from workbench.loading import load, packed_loading
from workbench.model import Note, Origin, Tool
from workbench.packed_tools import PackedTool, pack, rebuilt, written_whole
from workbench.parallel import chunk_bounds
from workbench.text import split_name


def _fields(tool: Tool) -> list:
    return [getattr(tool, f.name) for f in fields(tool)]


def _packed_set(tmp_path: Path, monkeypatch, n: int):
    monkeypatch.setattr("workbench.loading.PACK_MIN_TOOLS", 1)
    path = tmp_path / "t.jsonl"
    path.write_text("".join(json.dumps(t) + "\n" for t in synthetic(n)), encoding="utf-8")
    with packed_loading():
        return load(str(path))


def test_the_file_alone_makes_the_tool_again(tmp_path, monkeypatch):
    toolset = _packed_set(tmp_path, monkeypatch, 30)
    for tool in toolset:
        assert isinstance(tool, PackedTool)
        whole = written_whole(tool)
        assert whole is not None
        copy = rebuilt(*whole)
        assert _fields(copy) == _fields(tool.unpacked())  # the origin's text positions compare equal
        assert (copy.origin.line, copy.origin.schema_pointer) == (tool.origin.line, tool.origin.schema_pointer)
        assert copy.name is not tool.name and copy.raw == tool.raw  # nothing read from the parent's


def test_a_tool_with_loader_notes_is_not_made_from_the_file():
    # notes are records marshal cannot write: such a tool is read from the parent's context
    plain = Tool("note_tool", "Lists notes. 列出笔记。", {"type": "object"}, "mcp",
                 Origin("x.jsonl", "/0", 1), notes=(Note("nonstandard-construct", "/x", "m"),))
    packed = pack(plain)
    assert isinstance(packed, PackedTool) and written_whole(packed) is None
    assert _fields(packed.unpacked()) == _fields(plain)


def _run_in_process(monkeypatch, contexts, made: list) -> list:
    """The tool pass with `jobs=2`, its chunks run here as a worker runs them; `made` gets every
    context a worker lints, with its tool, profiles and set as its rules were given them."""
    def in_process(work, n, jobs):
        for start, stop in chunk_bounds(n, 3):
            yield work(start, stop)

    real = tool_pass._outcome

    def outcome(ctx, *args):
        made.append((ctx, ctx.tool, ctx.profiles, ctx.toolset))
        return real(ctx, *args)

    monkeypatch.setattr(tool_pass, "fork_map", in_process)
    monkeypatch.setattr(tool_pass, "_outcome", outcome)
    rules = [r for r in engine.rules().values() if r.scope == "tool"]
    crash = lambda r, name, exc: engine._crash(r, name, exc, {})  # noqa: E731
    return list(tool_pass.run_tool_rules(contexts, rules, crash, lambda ctx: [], jobs=2))


def test_a_worker_lints_copies_and_empties_them(tmp_path, monkeypatch):
    toolset = _packed_set(tmp_path, monkeypatch, 24)
    contexts = [ToolContext(t, (), toolset) for t in toolset]
    made: list = []
    outcomes = _run_in_process(monkeypatch, contexts, made)
    assert len(made) == 24
    for parent, (own, tool, profiles, its_set) in zip(contexts, made):
        assert own is not parent and own.__dict__ == {}  # emptied once its outcome was made
        assert its_set is toolset and profiles is parent.profiles
        assert tool.name == parent.tool.name and tool.name is not parent.tool.name
    # and the outcomes are the one-process pass's
    serial = [ToolContext(t, (), toolset) for t in toolset]
    alone = list(tool_pass.run_tool_rules(serial, [r for r in engine.rules().values() if r.scope == "tool"],
                                          lambda r, name, exc: engine._crash(r, name, exc, {}),
                                          lambda ctx: [], jobs=1))
    assert [o.results for o in outcomes] == [o.results for o in alone]
    assert [list(c.property_facts) for c in contexts] == [list(c.property_facts) for c in serial]


def test_a_worker_reads_no_tool_object_of_the_parent(tmp_path, monkeypatch):
    # the parent's tools made unreadable after the contexts' places are taken: a worker that
    # read one (its name, its blob through it) would fail
    toolset = _packed_set(tmp_path, monkeypatch, 12)
    contexts = [ToolContext(t, (), toolset) for t in toolset]
    own = tool_pass._WorkerContexts(contexts)
    for ctx in contexts:
        object.__setattr__(ctx, "tool", None)
    made = [own(i) for i in range(12)]
    assert [c.tool.name for c in made] == [t.name for t in toolset]
    assert [c.tool.parameters for c in made] == [t.parameters for t in toolset]


def test_a_set_not_packed_is_linted_on_the_parents_tools(monkeypatch):
    toolset = load({"tools": synthetic(9)})
    contexts = [ToolContext(t, (), toolset) for t in toolset]
    own = tool_pass._WorkerContexts(contexts)
    assert [own(i).tool for i in range(9)] == list(toolset.tools)
    assert all(own(i).tool is t for i, t in enumerate(toolset))


def test_each_chunk_starts_with_the_text_memos_empty(tmp_path, monkeypatch):
    toolset = _packed_set(tmp_path, monkeypatch, 12)
    contexts = [ToolContext(t, (), toolset) for t in toolset]
    split_name("fill_the_memo_before")
    sizes: list[int] = []
    real = memos.clear_text_memos

    def clear() -> None:
        real()
        sizes.append(split_name.cache_info().currsize)

    monkeypatch.setattr(tool_pass, "clear_text_memos", clear)
    _run_in_process(monkeypatch, contexts, [])
    assert sizes == [0, 0, 0, 0]  # before the fork, then at each of the three chunks


def test_the_text_memos_are_emptied_together():
    from workbench.prose import extract
    from workbench.toolset import terms

    split_name("get_user_profile")
    terms.normal_word("Customers")
    extract("Between 1 and 10. 取值 1 到 10。")
    memos.clear_text_memos()
    assert [m.cache_info().currsize for m in (split_name, terms.normal_word, extract)] == [0, 0, 0]
