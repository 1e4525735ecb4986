"""Kernel-side cost of the Jupyter workbench.

1. Form update: time from a value change in one field of a 20-field tool to the updated per-field
   errors and preview (goal <= 20 ms). Baseline, same run: one plain python-jsonschema
   validation (Draft 2020-12 `iter_errors`) of the same value.
2. Editor update: time from a new editor text of a 20-field tool (what the browser sends after
   its debounce) to the re-linted working copy, its marks on the text, the header, the list label
   and the open Lint tab rebuilt (goal <= 50 ms median). Baseline, same run: parsing and
   `workbench.lint()` of the same edited texts, no widget.
3. Dashboard build: `workbench.show()` on 500 corpus tools (MCP tools/list definitions from
   ../shared/corpora), including the lint of the set and opening the first tool in its editor
   (goal <= 2 s). Baseline, same run: `workbench.lint()` of the same set alone.

Measured twice: in this process (no comms) and inside a real ipykernel, where each widget opens a
comm and each change is serialised onto IOPub. The browser's rendering is not included.

    .venv/bin/python bench/widgets.py            # add --no-kernel to skip the kernel run
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpora" / "mcp" / "tools.jsonl"


def twenty_field_schema() -> dict:
    props: dict = {}
    for i in range(5):
        props[f"code_{i}"] = {"type": "string", "pattern": "^[A-Z]{3}-[0-9]{4}$",
                              "description": f"code number {i}, e.g. ABC-1234"}
        props[f"count_{i}"] = {"type": "integer", "minimum": 1, "maximum": 100}
        props[f"mode_{i}"] = {"type": ["string", "null"], "enum": ["fast", "slow", "auto", None]}
        props[f"flag_{i}"] = {"type": "boolean"}
    return {"type": "object", "properties": props, "required": list(props)[:12],
            "additionalProperties": False}


def bench_form(rounds: int = 300) -> None:
    import jsonschema

    from workbench.model import Tool
    from workbench.ui.form import SchemaForm

    schema = twenty_field_schema()
    tool = Tool("bench_twenty_fields", "20 fields", schema, "bench")
    form = SchemaForm(tool, raise_errors=True)
    field = form.field("/code_0")
    texts = ["ABC-1234", "abc", "XYZ-0001", "Q"]
    form.field("/count_0").input.value = "5"
    samples = []
    for i in range(rounds):
        start = time.perf_counter()
        field.input.value = texts[i % len(texts)]  # consecutive values differ: each one fires
        samples.append(time.perf_counter() - start)
        if i % len(texts) == 1:
            assert field.errors, "the invalid value must show an error"
    validator = jsonschema.Draft202012Validator(schema)
    value = form.value
    base = timed(lambda _: list(validator.iter_errors(value)), range(rounds))
    ms, p95, base_ms = _figures(samples, base)
    print(f"form update, 20-field tool: median {ms:.2f} ms, p95 {p95:.2f} ms per change "
          f"(goal <= 20 ms: {'met' if p95 <= 20 else 'MISSED'})")
    print(f"  baseline python-jsonschema validation of the same value: median {base_ms:.3f} ms "
          f"-> the whole form update costs {ms / base_ms:.1f}x one plain validation")


def timed(action, values) -> list[float]:
    """Seconds `action(value)` takes, for each value in turn."""
    samples = []
    for value in values:
        start = time.perf_counter()
        action(value)
        samples.append(time.perf_counter() - start)
    return samples


def _figures(samples: list[float], base: list[float]) -> tuple[float, float, float]:
    """Median and p95 of `samples` and median of `base`, in milliseconds."""
    ordered = sorted(samples)
    return (statistics.median(samples) * 1000, ordered[int(len(ordered) * 0.95)] * 1000,
            statistics.median(base) * 1000)


def bench_editor(rounds: int = 100) -> None:
    import workbench
    from workbench.model import Tool, ToolSet
    from workbench.ui.dashboard import Dashboard
    from workbench.ui.session import parse_document

    tool = Tool("bench_twenty_fields", "Looks up twenty codes. Read-only.", twenty_field_schema(), "bench")
    dash = Dashboard(ToolSet((tool,)), raise_errors=True)
    view = dash.select(0)
    view.select("Lint")  # an open tab is rebuilt on every change: the realistic worst case
    editor = view.edit.editor
    texts = [editor.value.replace("code number 0,", f"code number 0 (edit {i}),") for i in range(rounds)]
    # each text differs from the last, so every one re-lints; setting `value` is what the
    # browser's sync does after its debounce
    samples = timed(lambda text: setattr(editor, "value", text), texts)
    assert view.copy.changes == rounds and view.boundary.last_error is None
    assert editor.diagnostics_for == editor.value
    # the baseline does the same parsing and linting of the same new texts, without widgets (a
    # repeated lint of one unchanged tool would hit caches no edit hits)
    fresh = [text.replace("(edit", "(again") for text in texts]
    base = timed(lambda text: workbench.lint(parse_document(text, tool)), fresh)
    ms, p95, base_ms = _figures(samples, base)
    print(f"editor update, 20-field tool, Lint tab open: median {ms:.1f} ms, p95 {p95:.1f} ms per "
          f"edit (goal <= 50 ms median: {'met' if ms <= 50 else 'MISSED'})")
    print(f"  baseline: parse and workbench.lint of the same edits without widgets: median "
          f"{base_ms:.1f} ms -> the widgets' share is {ms / base_ms:.1f}x that")


def corpus_tools(n: int) -> list:
    records = []
    with CORPUS.open(encoding="utf-8") as fh:
        for line in fh:
            records.append(json.loads(line)["tool"])
            if len(records) >= n:
                break
    return records


def bench_dashboard(n: int = 500) -> None:
    import workbench
    from workbench.ui.dashboard import show

    if not CORPUS.is_file():
        print(f"dashboard: skipped ({CORPUS} is absent)")
        return
    records = corpus_tools(n + 20)
    workbench.lint(workbench.load({"tools": records[n:]}))  # imports the rules; other tools
    tools = workbench.load({"tools": records[:n]})
    start = time.perf_counter()
    dash = show(tools)
    cold_s = time.perf_counter() - start
    lint_runs, show_runs = [], []
    for _ in range(3):  # alternate, best of three each: the machine is shared and noisy
        start = time.perf_counter()
        workbench.lint(tools)
        lint_runs.append(time.perf_counter() - start)
        start = time.perf_counter()
        show(tools)
        show_runs.append(time.perf_counter() - start)
    lint_s, warm_s = min(lint_runs), min(show_runs)
    start = time.perf_counter()
    for i in range(1, 11):
        dash.select(i)
    open_s = (time.perf_counter() - start) / 10
    print(f"dashboard build, {len(tools)} corpus tools (lint included, first tool opened): "
          f"{cold_s:.2f} s first time (goal <= 2 s: {'met' if cold_s <= 2 else 'MISSED'}), "
          f"{warm_s:.2f} s again (best of 3)")
    print(f"  baseline workbench.lint of the same set (warm, best of 3): {lint_s:.2f} s "
          f"-> show() costs {warm_s / lint_s:.2f}x the lint; widgets add {max(warm_s - lint_s, 0) * 1000:.0f} ms")
    print(f"  opening another tool (its editor tab): {open_s * 1000:.1f} ms")


KERNEL_CODE = """
import runpy
bench = runpy.run_path({script!r})
bench["bench_form"]()
bench["bench_editor"]()
bench["bench_dashboard"]()
"""


def in_kernel() -> None:
    """The same measurements inside a real ipykernel, where every widget opens a comm and every
    trait change is serialised onto the IOPub channel (nobody renders it)."""
    from jupyter_client.manager import start_new_kernel

    km, kc = start_new_kernel(kernel_name="python3")
    try:
        out: list[str] = []

        def collect(msg: dict) -> None:
            if msg["header"]["msg_type"] == "stream":
                out.append(msg["content"]["text"])
            elif msg["header"]["msg_type"] == "error":
                out.append("\n".join(msg["content"]["traceback"]))

        kc.execute_interactive(KERNEL_CODE.format(script=str(Path(__file__))), timeout=600,
                               output_hook=collect)
        print("".join(out).rstrip())
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


if __name__ == "__main__":
    print("-- in this process (no kernel, no comms)")
    bench_form()
    bench_editor()
    bench_dashboard()
    if "--no-kernel" not in sys.argv:
        print("-- inside an ipykernel (comm messages serialised for every widget and change)")
        in_kernel()
