"""Property: generated nasty tool sets (deep nesting, `$ref` fan-out, huge enums, many
properties, catastrophic patterns, nested conditionals) go through EVERY verb (lint, ledger,
strict, probe, diff, audit, cost, confusable), each under a wall-clock budget. The verbs run in
one child process per example, each under an alarm, so a hang fails the test instead of hanging
CI, and the child's own timeout catches a hang no alarm can interrupt."""

import json
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

VERB_BUDGET = 25  # seconds per verb and example (probe pays hypothesis-jsonschema's import once)
CATASTROPHIC = ["^(a+)+$", "^(a|a)*b$", r"^(\w+\s?)*$", "(x+x+)+y", "^(ab|a)*c$"]

RUNNER = r"""
import io, json, signal, sys, time
from workbench.cli import main

class Overrun(BaseException):
    pass

def expire(*_):
    raise Overrun

signal.signal(signal.SIGALRM, expire)
budget, runs = float(sys.argv[1]), json.loads(sys.argv[2])
for verb, argv in runs:
    out, err = io.StringIO(), io.StringIO()
    started = time.monotonic()
    signal.setitimer(signal.ITIMER_REAL, budget)
    try:
        code = main(argv, out, err)
    except Overrun:
        code = "overrun"
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    print(json.dumps({"verb": verb, "code": code, "seconds": round(time.monotonic() - started, 2),
                      "stderr": err.getvalue()[-300:]}), flush=True)
"""


def deep(levels: int) -> dict:
    schema: dict = {"type": "string"}
    for i in range(levels):
        schema = {"type": "object", "properties": {f"n{i}": schema}}
    return schema


def fan_out(levels: int) -> dict:
    defs: dict = {f"d{levels}": {"type": "string"}}
    for i in range(levels):
        defs[f"d{i}"] = {"allOf": [{"$ref": f"#/$defs/d{i + 1}"}, {"$ref": f"#/$defs/d{i + 1}"}]}
    return {"$ref": "#/$defs/d0", "$defs": defs}


def nested_if(levels: int) -> dict:
    inner: dict = {"type": "string"}
    for i in range(levels):
        inner = {"if": {"properties": {f"k{i}": {"const": i}}},
                 "then": {"properties": {f"k{i}": inner}}, "else": {"properties": {f"e{i}": inner}}}
    return inner


PATTERN_PLACES = ("patternProperties", "propertyNames", "pattern")
# kind -> how big (or which pattern, where): hypothesis draws these small specs and the test
# builds the large tools from them, so a failing example is shown as a few words, not megabytes
SIZES = {
    "deep": st.integers(20, 60), "fan_out": st.integers(25, 45), "enum": st.integers(10_000, 60_000),
    "many": st.integers(500, 1200), "conditional": st.integers(5, 10),
    "pattern": st.tuples(st.sampled_from(CATASTROPHIC), st.sampled_from(PATTERN_PLACES)),
}


def part(kind: str, size) -> dict:
    if kind == "deep":
        return {"properties": {"d": deep(size)}}
    if kind == "fan_out":
        return {"properties": {"f": fan_out(size)}}
    if kind == "enum":
        return {"properties": {"e": {"type": "string", "enum": [f"v{i}" for i in range(size)]}}}
    if kind == "many":
        return {"properties": {f"p{i}": {"type": "string"} for i in range(size)}}
    if kind == "conditional":
        return nested_if(size)
    pattern, place = size
    if place == "patternProperties":
        return {"patternProperties": {pattern: {"type": "string"}}}
    if place == "propertyNames":
        return {"propertyNames": {"pattern": pattern}}
    return {"properties": {"s": {"type": "string", "pattern": pattern}}, "required": ["s"]}


@st.composite
def nasty_specs(draw):
    """2-4 tools, each a list of one to three (kind, size) nasty parts."""
    specs = []
    for _ in range(draw(st.integers(2, 4))):
        kinds = draw(st.lists(st.sampled_from(sorted(SIZES)), min_size=1, max_size=3, unique=True))
        specs.append([(kind, draw(SIZES[kind])) for kind in kinds])
    return specs


def build(specs) -> list[dict]:
    tools = []
    for index, parts in enumerate(specs):
        schema: dict = {"type": "object", "properties": {"q": {"type": "string"}}}
        for kind, size in parts:
            extra = part(kind, size)
            schema = {**extra, **schema, "properties": {**schema["properties"], **extra.get("properties", {})}}
        tools.append({"name": f"t{index}_{'_'.join(kind for kind, _ in parts)}",
                      "description": "Find records matching the query.", "input_schema": schema})
    return tools


@pytest.mark.slow  # ~40-60 s on a loaded 2-core machine
@settings(max_examples=4, deadline=None, database=None, derandomize=True, phases=[Phase.generate],
          report_multiple_bugs=False, suppress_health_check=list(HealthCheck))
@given(nasty_specs())
def test_every_verb_ends_within_its_budget_on_nasty_tools(tmp_path_factory, specs):
    tools = build(specs)
    folder = tmp_path_factory.mktemp("nasty")
    old, new, log = folder / "old.json", folder / "new.json", folder / "calls.jsonl"
    old.write_text(json.dumps(tools), encoding="utf-8")
    changed = [{**t, "input_schema": {**t["input_schema"], "required": ["q"]}} for t in tools[::-1]]
    new.write_text(json.dumps(changed), encoding="utf-8")
    arguments = {"q": "x", "s": "a" * 28 + "!"}  # a string catastrophic patterns backtrack on
    log.write_text("".join(json.dumps({"tool": t["name"], "arguments": arguments}) + "\n" for t in tools),
                   encoding="utf-8")
    runs = [("lint", ["lint", str(old)]), ("ledger", ["ledger", str(old)]),
            ("strict", ["strict", str(old), "--provider", "openai-strict"]),
            ("probe", ["probe", str(old), "--max-examples", "10"]), ("diff", ["diff", str(old), str(new)]),
            ("audit", ["audit", "--tools", str(old), str(log)]), ("cost", ["cost", str(old)]),
            ("confusable", ["confusable", str(old)])]
    child = subprocess.run([sys.executable, "-c", RUNNER, str(VERB_BUDGET), json.dumps(runs)],
                           capture_output=True, text=True, timeout=VERB_BUDGET * len(runs) + 30)
    results = [json.loads(line) for line in child.stdout.splitlines()]
    assert [r["verb"] for r in results] == [verb for verb, _ in runs], child.stderr[-2000:]
    assert all(r["code"] in (0, 1) for r in results if r["verb"] != "probe"), results
    slow = [r for r in results if r["code"] == "overrun"]
    assert not slow, f"over {VERB_BUDGET} s: {[r['verb'] for r in slow]} on {specs}"
    broken = [r for r in results if "internal error" in r["stderr"]]
    assert not broken, broken
