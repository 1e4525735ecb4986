"""Probe and diff on the schemas that hung them: catastrophic regexes (Python's `re` inside
hypothesis-jsonschema has no backtracking bound) and deeply nested conditionals (its
canonicalisation is exponential in the nesting). Such schemas are kept away from
hypothesis-jsonschema with a located reason, and a wall-clock time box catches what the checks miss."""

import time

import pytest

import workbench
from tests.hostile.budget_clock import within
from workbench.prober._compat import Unsupported, draw_from_schema
from workbench.prober._schema import backtracking_risk, unsupported


def tool(parameters: dict, name: str = "t") -> dict:
    return {"name": name, "description": "Store a record under its key.", "input_schema": parameters}


def nested_if(levels: int) -> dict:
    inner: dict = {"type": "string"}
    for i in range(levels):
        inner = {"if": {"properties": {f"k{i}": {"const": i}}},
                 "then": {"properties": {f"k{i}": inner}}, "else": {"properties": {f"e{i}": inner}}}
    return {"type": "object", "properties": {"a": {"type": "string"}}, **inner}


@pytest.mark.parametrize("pattern", ["^(a+)+$", "^(a|a)*b$", r"^(\w+\s?)*$", "(x+x+)+y", "^(ab|a)*c"])
def test_backtracking_patterns_are_named(pattern):
    assert backtracking_risk(pattern) is not None


@pytest.mark.parametrize("pattern", ["^[a-z]+$", "(foo|bar)*", r"^([a-z0-9]+(-[a-z0-9]+)*)$",
                                     r"^[\w.+-]+@([\w-]+\.)+[\w-]{2,}$", r"^(\d+,)*\d+$",
                                     r"^\d{3}-\d{4}$", "(?<=x)y", "[unclosed"])
def test_ordinary_patterns_are_not(pattern):
    assert backtracking_risk(pattern) is None


@pytest.mark.parametrize("parameters, where", [
    ({"type": "object", "patternProperties": {"^(a+)+$": {"type": "string"}}}, "/patternProperties/^(a+)+$"),
    ({"type": "object", "propertyNames": {"pattern": "^(a|a)*b$"}}, "/propertyNames/pattern"),
])
def test_probe_ends_on_a_catastrophic_pattern_and_says_where(parameters, where):
    reasons, hypothesis_ok = unsupported(parameters)
    assert not hypothesis_ok and any(where in r for r in reasons)
    with within(30):
        report = workbench.probe(tool(parameters), max_examples=100)
    assert report.cases and any(where in u and "backtrack" in u for u in report.unsupported)


def test_probe_and_diff_end_on_conditionals_nested_ten_deep():
    old = nested_if(10)
    reasons, hypothesis_ok = unsupported(old)
    assert not hypothesis_ok and [r for r in reasons if "nested 4 deep" in r] == reasons[:1]
    with within(30):
        report = workbench.probe(tool(old), max_examples=50)
    assert report.cases and report.unsound == 0
    new = {**old, "required": ["a"]}
    with within(40):
        changes = workbench.diff([tool(old)], [tool(new)]).changes
    assert any(c.change == "field-newly-required" for c in changes)


def test_the_time_box_stops_hypothesis_jsonschema_and_keeps_what_it_drew():
    import hypothesis_jsonschema  # noqa: F401 - imported before the clock starts

    kept: list = []
    with within(60):  # an outer alarm stays armed around the inner time box
        started = time.monotonic()
        with pytest.raises(Unsupported, match=r"did not finish within 0\.3 s"):
            draw_from_schema(nested_if(6), 1000, 0, accept=lambda v: kept.append(v) is None,
                             budget=0.3)
        assert time.monotonic() - started < 5
