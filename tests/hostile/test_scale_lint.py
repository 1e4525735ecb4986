"""Lint at scale: memory that follows what the report keeps, a JSON report written whole or not
at all, and `--jobs N` giving the same bytes as one process."""

from __future__ import annotations

import importlib.util
import io
import json
import pickle
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import workbench
from support import CORPORA
from workbench.cli import main
from workbench.jsonstream import OutputError, Streamed, StreamedObject, object_chunks, write_chunks
from workbench.linter import engine
from workbench.linter.catalogue import Hit, Rule
from workbench.loading import load
from workbench.model import ToolSet

ROOT = Path(__file__).resolve().parents[2]


def synthetic(n: int) -> list[dict]:
    """`n` tools of the scale bench's generator (`bench/synthetic_tools.py`)."""
    spec = importlib.util.spec_from_file_location("synthetic_tools", ROOT / "bench" / "synthetic_tools.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return list(module.tools(n))


def synthetic_set(n: int) -> ToolSet:
    return load({"tools": synthetic(n)})


# --- JSON streamed ---------------------------------------------------------------------------

def test_streamed_report_is_the_json_modules_bytes():
    report = engine.lint(load(str(CORPORA / "mcp" / "tools.jsonl")), config=False)
    assert report.to_json() == json.dumps(report.to_dict(), ensure_ascii=False, indent=2)


@pytest.mark.parametrize("value", [
    "\ud800 lone surrogate", "tab\t nul\x00 esc\x1b del\x7f", "\u2028\u2029 中文 😀",
    10 ** 30, -(2 ** 63), 1.5, 1e16, float("nan"), {"nested": [{"k": [1, None, True]}]}, [], {},
])
def test_streamed_values_match_the_json_module(value):
    fields = {"tools": 1, "findings": Streamed(iter([{"message": value}, value])), "scores": {"a": 1}}
    whole = {"tools": 1, "findings": [{"message": value}, value], "scores": {"a": 1}}
    assert "".join(object_chunks(fields)) == json.dumps(whole, ensure_ascii=False, indent=2)


_SCALARS = st.none() | st.booleans() | st.integers() | st.text(max_size=8)
_JSON = st.recursive(_SCALARS, lambda inner: st.lists(inner, max_size=3)
                     | st.dictionaries(st.text(max_size=4), inner, max_size=3), max_leaves=12)


def _streamed(value, draw_stream):
    """`value` with some of its lists and objects turned into streams, as the reports nest them:
    a stream sits at the top or inside another stream, never inside a plain value."""
    if isinstance(value, (list, dict)) and draw_stream():
        if isinstance(value, list):
            return Streamed(iter([_streamed(v, draw_stream) for v in value]))
        return StreamedObject({k: _streamed(v, draw_stream) for k, v in value.items()})
    return value


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.text(max_size=4), _JSON, max_size=4), st.randoms(use_true_random=False))
def test_nested_streams_write_the_json_modules_bytes(whole, rnd):
    """Streams at any depth (a list inside an object inside a list: SARIF's runs[0].results)
    write exactly what `json.dumps(indent=2)` writes of the whole value."""
    fields = {k: _streamed(v, lambda: rnd.random() < 0.5) for k, v in whole.items()}
    assert "".join(object_chunks(fields)) == json.dumps(whole, ensure_ascii=False, indent=2)


class _FailingStream(io.StringIO):
    """A stdout that takes `room` characters and then fails, as a full disk or a closed pipe."""

    def __init__(self, room: int) -> None:
        super().__init__()
        self.room = room

    def write(self, text: str) -> int:
        if self.tell() + len(text) > self.room:
            raise OSError(28, "No space left on device")
        return super().write(text)


def test_a_report_that_cannot_be_written_whole_exits_2(tmp_path):
    path = tmp_path / "tools.json"
    path.write_text(json.dumps({"tools": synthetic(50)}), encoding="utf-8")
    out, err = _FailingStream(2_000), io.StringIO()
    assert main(["lint", str(path), "--format", "json"], out, err) == 2
    assert "cannot write the report to stdout" in err.getvalue()
    assert "incomplete" in err.getvalue()


def test_write_chunks_to_a_full_device_fails_loudly():
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    with pytest.raises(OutputError, match="/dev/full"):
        write_chunks(("x" * 65536 for _ in range(4)), "/dev/full", io.StringIO())


# --- memory ----------------------------------------------------------------------------------

def _peak_bytes(n: int) -> int:
    toolset = synthetic_set(n)
    tracemalloc.start()
    try:
        report = engine.lint(toolset, config=False)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert len(report.findings) > n  # the set gets the usual mix of findings
    return peak


@pytest.mark.slow
def test_lint_memory_per_extra_tool_is_what_the_report_keeps():
    # Before: every context kept every fact (its walk included) to the end and
    # near-duplicate-tools kept the set of all pairs it compared (up to n x 400 on a uniform
    # set): ~13 KiB of peak per extra tool; then ~8.2 (each finding's own copy of its message
    # and place, score items with a dict each, the cost of the whole set built at once, every
    # description's own copy of its words, every near-duplicate pair found rather than the one
    # reported); then ~5.4 (6.3 measured later); now ~3.6 (near-duplicate-tools' data as
    # arrays, property facts flat, the contexts gone before the findings are read back, score
    # explanations made when read).
    engine.lint(synthetic_set(30), config=False)  # imports, rule tables, caches: once per process
    marginal = (_peak_bytes(800) - _peak_bytes(200)) / 600 / 1024
    assert marginal < 4.5, f"{marginal:.1f} KiB of peak memory per extra tool"


def _kept_by_the_tool_pass(n: int) -> int:
    """Bytes the contexts of `n` synthetic tools hold after the tool pass (no rules: only what
    every lint keeps per tool for the set rules and the placement of findings)."""
    from workbench.linter.suppression import tool_suppressions
    from workbench.linter.tool_pass import run_tool_rules

    toolset = synthetic_set(n)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        contexts = [engine.ToolContext(t, [], toolset) for t in toolset]
        for _ in run_tool_rules(contexts, [], lambda r, name, exc: None, tool_suppressions):  # type: ignore[arg-type,return-value]
            pass
        kept = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert sum(len(c.property_facts) for c in contexts) > 3 * n
    return kept


def test_what_the_tool_pass_keeps_per_tool():
    # Before: ~0.88 KiB a tool, of which a 5-field record per property (~88 bytes each, ~4 a
    # tool); now ~0.60, one flat tuple per tool (~32 bytes a property).
    _kept_by_the_tool_pass(20)
    per_tool = (_kept_by_the_tool_pass(1200) - _kept_by_the_tool_pass(300)) / 900 / 1024
    assert per_tool < 0.7, f"{per_tool:.2f} KiB kept per tool after the tool pass"


def test_property_facts_read_as_records():
    from workbench.linter.kept_data import PropertyFact, PropertyFacts

    facts = [PropertyFact("/properties/a", "a", "", True, False),
             PropertyFact("/properties/a/properties/b", "b", "/properties/a", False, True),
             PropertyFact("/anyOf/0", None, None, False, False)]
    packed = PropertyFacts(facts)
    assert list(packed) == facts and len(packed) == 3
    assert packed[-1] == facts[-1] and packed[1:] == tuple(facts[1:])
    assert packed == tuple(facts) and packed == PropertyFacts(facts)
    assert pickle.loads(pickle.dumps(packed)) == packed  # a `--jobs` worker sends them back
    with pytest.raises(IndexError):
        packed[3]
    ctx = engine.ToolContext(load({"tools": synthetic(1)})[0])
    assert all(isinstance(f, PropertyFact) for f in ctx.property_facts)
    assert [f.name for f in ctx.property_facts] == list(ctx.tool.parameters["properties"])


def test_explanations_are_made_when_read_and_are_score_alls():
    from workbench.linter.score import SET_LEVEL, score_all

    tools = synthetic(60)
    tools.append({**tools[3], "description": "A second tool of the same name."})
    toolset = load({"tools": tools})
    report = engine.lint(toolset, config=False)
    report.to_json()
    assert report.explanations._made is None  # type: ignore[attr-defined]  # JSON reads scores only
    scores, explanations, set_score = score_all([t.name for t in toolset], report.findings)
    assert report.scores == scores and report.set_score == set_score
    assert dict(report.explanations) == explanations
    assert report.explain(tools[3]["name"]) == explanations[tools[3]["name"]]
    assert report.explain() == explanations[SET_LEVEL]


def _jsonl(tmp_path: Path, n: int) -> Path:
    path = tmp_path / f"tools-{n}.jsonl"
    path.write_text("".join(json.dumps(t) + "\n" for t in synthetic(n)), encoding="utf-8")
    return path


def _file_peak_bytes(path: Path) -> int:
    """The peak of a lint of a JSONL file, the loaded set included (`toolschema lint F`)."""
    tracemalloc.start()
    try:
        toolset = load(str(path))
        tracemalloc.reset_peak()  # the read of the file is measured on its own, below
        report = engine.lint(toolset, config=False)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert len(report.findings) > len(toolset)
    return peak


@pytest.mark.slow
def test_memory_per_extra_tool_of_a_jsonl_file(tmp_path):
    # The loaded tool, its findings and the set rules' working data. Before: ~11.4 KiB per
    # extra tool (every JSONL line its own copy of every key, the normalised schema a second
    # copy of the schema as written); then ~6.9 (7.2 measured later); now ~4.8.
    small, large = _jsonl(tmp_path, 200), _jsonl(tmp_path, 800)
    engine.lint(load(str(_jsonl(tmp_path, 30))), config=False)  # once-per-process costs
    marginal = (_file_peak_bytes(large) - _file_peak_bytes(small)) / 600 / 1024
    assert marginal < 5.8, f"{marginal:.1f} KiB of peak memory per extra tool"


def test_a_small_file_is_read_without_reserving_the_input_cap(tmp_path):
    path = _jsonl(tmp_path, 3)
    load(str(path))
    tracemalloc.start()
    try:
        load(str(path))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 4 << 20, f"{peak / 2**20:.0f} MiB to read a 3-tool file"  # before: the 1 GiB cap


def test_jsonl_lines_share_their_keys_and_unchanged_schemas(tmp_path):
    lines = [{"name": f"t{i}", "description": "Get it.",
              "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}}}
             for i in range(2)]
    lines.append({"name": "t2", "description": "Get it.",  # a draft-3 flag: normalised
                  "inputSchema": {"type": "object", "properties": {"q": {"type": "string",
                                                                        "required": True}}}})
    path = tmp_path / "tools.jsonl"
    path.write_text("".join(json.dumps(t) + "\n" for t in lines), encoding="utf-8")
    first, second, third = load(str(path))
    key_a = next(k for k in first.raw if k == "inputSchema")
    key_b = next(k for k in second.raw if k == "inputSchema")
    assert key_a is key_b
    assert first.parameters["properties"]["q"]["type"] is second.parameters["properties"]["q"]["type"]
    assert first.parameters is first.raw["inputSchema"]  # nothing to normalise: one copy
    assert third.parameters is not third.raw["inputSchema"]
    assert third.parameters["required"] == ["q"] and "required" not in third.parameters["properties"]["q"]
    assert third.raw["inputSchema"]["properties"]["q"]["required"] is True  # as written


@pytest.mark.parametrize(("a", "b", "same"), [
    ({"x": 1}, {"x": 1}, True), ({"x": 1}, {"x": True}, False), ({"x": 1}, {"x": 1.0}, False),
    ({"a": 1, "b": 2}, {"b": 2, "a": 1}, False), ([float("nan")], [float("nan")], True),
    ({"x": [1, {"y": "z"}]}, {"x": [1, {"y": "z"}]}, True), ({"x": []}, {"x": {}}, False),
])
def test_a_schema_is_shared_only_when_it_is_the_same_json(a, b, same):
    from workbench.envelopes.common import same_json

    assert same_json(a, b) is same


def test_jsonl_lines_are_the_lines_splitlines_gives():
    import random

    from workbench.loading import _split_lines

    rng = random.Random(7)
    for _ in range(2000):
        text = "".join(rng.choice("ab\n\r\u2028\x0c\x85") for _ in range(rng.randint(0, 40)))
        for block in (0, 1, 3, 8):
            assert list(_split_lines(text, block)) == text.splitlines()


def test_the_token_counter_keeps_only_short_texts():
    from workbench.costing.tokenizers import Counter

    counter = Counter("bytes", False, "test", len)
    for i in range(1000):
        assert counter.count(f"a long description of tool number {i} " * 3) > 64
    assert counter.count('":{"') == 4
    assert len(counter.cache) == 1  # every tool's own text counted once would stay forever


def test_the_token_counter_keeps_a_bounded_number_of_texts(monkeypatch):
    from workbench.costing import tokenizers

    monkeypatch.setattr(tokenizers, "CACHED_MAX", 100)
    counter = tokenizers.Counter("bytes", False, "test", len)
    assert sum(counter.count(f"tool_{i}") for i in range(1000)) == sum(len(f"tool_{i}") for i in range(1000))
    assert len(counter.cache) == 100  # short texts too: every tool name is one


# --- --jobs ----------------------------------------------------------------------------------

@pytest.fixture
def small_chunks(monkeypatch):
    """Workers even on small inputs (the default waits for 500 tools per process)."""
    monkeypatch.setattr("workbench.parallel.MIN_ITEMS_PER_JOB", 20)


@pytest.mark.parametrize("corpus", ["mcp/tools.jsonl", "other/nestful_specs.jsonl"])
def test_jobs_give_the_same_bytes(corpus, small_chunks):
    path = str(CORPORA / corpus)
    outputs = []
    for jobs in ("1", "2", "auto"):
        out = io.StringIO()
        code = main(["lint", path, "--format", "json", "--profile", "openai-strict,anthropic-strict",
                     "--jobs", jobs],
                    out, io.StringIO())
        outputs.append((code, out.getvalue()))
    assert outputs[0][1].count('"rule"') > 20
    assert outputs[1] == outputs[0]
    assert outputs[2] == outputs[0]


@pytest.mark.parametrize("fmt", ["json", "csv"])
def test_ledger_jobs_give_the_same_bytes(fmt, small_chunks):
    path = str(CORPORA / "mcp" / "tools.jsonl")
    outputs = []
    for jobs in ("1", "2"):
        out = io.StringIO()
        assert main(["ledger", path, "--format", fmt, "--jobs", jobs], out, io.StringIO()) == 0
        outputs.append(out.getvalue())
    assert len(outputs[0]) > 10_000
    assert outputs[1] == outputs[0]


def test_probe_jobs_give_the_same_bytes():
    path = str(CORPORA / "other" / "nestful_specs.jsonl")
    outputs = []
    for jobs in ("1", "2"):
        out = io.StringIO()
        code = main(["probe", path, "--max-examples", "3", "--format", "json", "--jobs", jobs],
                    out, io.StringIO())
        outputs.append((code, out.getvalue()))
    assert outputs[0][1].count('"tool"') >= 8
    assert outputs[1] == outputs[0]


def _crashing_rule() -> Rule:
    def check(tool, ctx):
        yield Hit("", "seen")
        if tool.name.endswith("7"):
            raise RuntimeError("boom")

    return Rule(id="crash-probe", category="schema-error", severity="warning", summary="probe",
                bad=(), good=(), check=check, scope="tool")


def test_jobs_keep_crashes_and_walk_failures_in_place(small_chunks):
    tools = synthetic(120)
    tools[5]["inputSchema"] = {"type": "object", "properties": {"x": {"$ref": "#/nowhere"}}}
    toolset = load({"tools": tools})
    rules = [*engine.rules().values(), _crashing_rule()]
    one = engine.lint(toolset, config=False, rules=rules, select=["ALL"])
    two = engine.lint(toolset, config=False, rules=rules, select=["ALL"], jobs=2)
    assert two.findings == one.findings
    assert two.scores == one.scores
    assert any("crashed" in f.message for f in one.findings)


@pytest.mark.parametrize("bad", ["-1", "two", "1.5"])
def test_jobs_must_be_a_count(bad):
    err = io.StringIO()
    assert main(["lint", str(CORPORA / "mcp" / "tools.jsonl"), "--jobs", bad], io.StringIO(), err) == 2
    assert "--jobs" in err.getvalue()


def test_per_set_data_of_the_tool_pass_is_dropped_before_the_set_rules():
    """What a tool rule indexes once per set (description-too-short's object words of every
    tool's name) is gone when the set rules start, and never keeps a linted set alive."""
    import gc
    import weakref

    from workbench.linter.rules import short_descriptions

    toolset = synthetic_set(300)
    seen: list[int] = []
    first_set_rule = next(r for r in engine.all_rules().values() if r.scope == "set")
    real = first_set_rule.check

    def start(ts, contexts):  # type: ignore[no-untyped-def]
        seen.append(len(short_descriptions._OBJECT_INDEX))
        return real(ts, contexts)

    object.__setattr__(first_set_rule, "check", start)
    try:
        engine.lint(toolset, config=False)
    finally:
        object.__setattr__(first_set_rule, "check", real)
    assert seen == [0]
    from workbench.linter.context import ToolContext

    list(short_descriptions._neighbours(ToolContext(toolset[0], (), toolset), frozenset({"x"})))
    assert short_descriptions._OBJECT_INDEX  # built on demand
    ref = weakref.ref(toolset)
    del toolset
    gc.collect()
    assert ref() is None


def test_required_readings_read_each_field_text_a_bounded_number_of_times(monkeypatch):
    """Whether a field has an alternative or is needed in one mode compares it with its
    siblings' texts: those are read once per object, not once per field (a 1,800-property tool
    took ~40 s in `required-missing`)."""
    from workbench.linter.rules import optional_facts, required_facts

    reads = [0]
    real = required_facts.schema_description

    def counting(*args, **kwargs):
        reads[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(required_facts, "schema_description", counting)
    monkeypatch.setattr(optional_facts, "schema_description", counting)

    def reads_for(n: int) -> int:
        reads[0] = 0
        props = {f"field_{i}": {"type": "string", "description": f"Field {i} of the record."}
                 for i in range(n)}
        workbench.lint([{"name": "get_record", "description": "Get one record by its fields.",
                         "input_schema": {"type": "object", "properties": props}}])
        return reads[0]

    small, large = reads_for(150), reads_for(600)
    assert large <= 6 * small  # linear: 4x the fields, about 4x the reads (quadratic: 16x)
