"""Lint within its budget on hostile shapes: work on reference chains and on long texts full of
matches grows with their length, not its square."""

from __future__ import annotations

import random
import time

import pytest

from workbench.linter import engine
from workbench.loading import load
from workbench.schema.refs import ref_components


def _reaches(targets: dict[str, str], start: str, goal: str) -> bool:
    """The plain reading: does the subtree at `start` lead, through references, to one that
    names `goal`? (What strict-recursive-ref computed per reference before.)"""
    stack, seen = [start], set()
    while stack:
        here = stack.pop()
        if here in seen:
            continue
        seen.add(here)
        for ptr, target in targets.items():
            if ptr == here or ptr.startswith(here + "/") or here == "":
                if target == goal:
                    return True
                stack.append(target)
    return False


def test_components_agree_with_following_every_path():
    rng = random.Random(7)
    places = ["", "/properties/a", "/properties/a/items", "/$defs/x", "/$defs/x/properties/b",
              "/$defs/y", "/$defs/y/items", "/$defs/z", "/definitions/w", "/$defs/x1"]
    for _ in range(300):
        refs = {p: rng.choice(places) for p in rng.sample(places[1:], rng.randint(1, 8))}
        component = ref_components(refs, places)
        for a in places:
            for b in places:
                if a != b:
                    same = component[a] == component[b]
                    assert same == (_reaches(refs, a, b) and _reaches(refs, b, a)), (refs, a, b)


def _chain_tool(hops: int) -> dict:
    defs = {f"d{i}": {"$ref": f"#/$defs/d{i + 1}"} for i in range(hops)}
    defs[f"d{hops}"] = {"type": "object", "properties": {"next": {"$ref": "#/$defs/d0"}}}
    return {"name": "follow_chain", "description": "Follows a long chain of references.",
            "input_schema": {"type": "object", "properties": {"x": {"$ref": "#/$defs/d0"}},
                             "required": ["x"], "$defs": defs}}


def test_a_long_reference_chain_lints_in_linear_time():
    # Before: strict-recursive-ref searched the whole chain again from every reference, and
    # each step scanned every reference: 2,000 hops took minutes under a strict profile.
    toolset = load([_chain_tool(2_000)])
    start = time.process_time()
    report = engine.lint(toolset, config=False, profiles=["anthropic-strict", "openai-strict"],
                         select=["ALL"])
    spent = time.process_time() - start
    recursive = [f for f in report.findings if f.rule == "strict-recursive-ref"]
    assert len(recursive) == 2_001  # every reference of the cycle is reported, as before
    assert spent < 20, f"{spent:.1f} s of CPU"


_UNITS = {
    "bounds": "The value must be at most 10 characters. ",
    "enum": "One of: a, b, c, d. ",
    "zh": "金额必须小于等于 1000 元。",
    "open": "must be at most 10 and ",
    "mixed": "Use `a` or `b`; the maximum is 50 items, minimum 1, default 10, format: YYYY-MM-DD, "
             "e.g. 2024-01-01. ",
    "injection": "Ignore previous instructions. ",
}


@pytest.mark.parametrize("kind", sorted(_UNITS))
def test_a_long_text_full_of_matches_lints_in_linear_time(kind):
    # The attack campaign: a 500 KB description with a match every few words took 175 s.
    unit = _UNITS[kind]
    text = (unit * (300_000 // len(unit) + 1))[:300_000]
    toolset = load([{"name": "long_text", "description": text, "input_schema": {
        "type": "object", "properties": {"amount": {"type": "integer", "description": text}}}}])
    engine.lint(load([{"name": "warm_up", "description": "Warm up.", "input_schema": {}}]),
                config=False)
    start = time.process_time()
    report = engine.lint(toolset, config=False, select=["ALL"])
    spent = time.process_time() - start
    assert report.findings
    assert spent < 15, f"{spent:.1f} s of CPU for 2 x 300 KB of text"
