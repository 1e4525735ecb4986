"""The shared instance builders: `minimal` (the diff's witnesses) and `DirectGenerator` (the
prober's fast generator) against the one validator."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from workbench.prober._compat import regex_pool
from workbench.prober._schema import direct_ok
from workbench.prober.generate import generate
from workbench.schema import formats
from workbench.schema.instances import (
    bound,
    merge_all_of,
    minimal,
    number_candidates,
    pattern_literals,
    repaired,
    types_of,
)
from workbench.schema.sampling import DirectGenerator, Fail
from workbench.schema.validate import is_valid

CASES = [
    {"type": "object", "properties": {"id": {"type": "string", "minLength": 3}}, "required": ["id"]},
    {"type": "object", "properties": {"n": {"type": "integer", "exclusiveMinimum": 5, "multipleOf": 4}},
     "required": ["n"], "additionalProperties": False},
    {"type": "object", "properties": {"x": {"type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1}},
     "required": ["x"]},
    {"type": "object", "properties": {"code": {"type": "string", "pattern": "^ORD-[0-9]{3}$"}},
     "required": ["code"]},
    {"type": "object", "properties": {"tags": {"type": "array", "items": {"type": "string"}, "minItems": 3,
                                               "uniqueItems": True}}, "required": ["tags"]},
    {"type": "object", "properties": {"mode": {"anyOf": [{"type": "null"}, {"enum": ["a", "b"]}]}},
     "required": ["mode"]},
    {"type": "object", "properties": {"item": {"$ref": "#/$defs/Item"}}, "required": ["item"],
     "$defs": {"Item": {"type": "object", "properties": {"sku": {"type": "string", "format": "uuid"}},
                        "required": ["sku"]}}},
    {"type": "object", "properties": {"when": {"type": "string", "format": "date-time"}},
     "required": ["when"], "minProperties": 1},
    {"type": "object", "allOf": [{"properties": {"a": {"type": "integer", "minimum": 3}}, "required": ["a"]},
                                 {"properties": {"b": {"const": "x"}}, "required": ["b"]}]},
    {"type": "object", "properties": {"node": {"$ref": "#"}}},  # recursive, node optional
]


@pytest.mark.parametrize("schema", CASES)
def test_minimal_instances_validate(schema):
    assert is_valid(schema, minimal(schema)), minimal(schema)


@pytest.mark.parametrize("schema", [s for s in CASES if direct_ok(s) is None])
def test_direct_generator_values_mostly_validate(schema):
    gen = DirectGenerator(schema, seed=3, patterns=regex_pool)
    values = []
    for _ in range(40):
        try:
            values.append(gen.value())
        except Fail:
            continue
    assert values and sum(is_valid(schema, v) for v in values) >= len(values) // 2


def test_minimal_is_deterministic_and_smallest_by_keyword():
    assert minimal({"type": "integer", "minimum": 7}) == 7
    assert minimal({"type": "integer", "exclusiveMinimum": 7}) == 8
    assert minimal({"type": "number", "maximum": -3}) == -4
    assert minimal({"type": "string", "minLength": 2}) == "aa"
    assert minimal({"type": ["null", "boolean"]}) is False
    assert minimal({"enum": [None, "b"]}) == "b"
    assert minimal({"type": "string", "format": "date"}) == formats.EXAMPLES["date"]
    assert minimal({"type": "object", "properties": {"a": {}}}) == {}


def test_bound_takes_the_tighter_of_inclusive_and_exclusive():
    assert bound({"minimum": 1, "exclusiveMinimum": 1}, "lower") == (1, True)
    assert bound({"minimum": 2, "exclusiveMinimum": 1}, "lower") == (2, False)
    assert bound({"maximum": 5, "exclusiveMaximum": 9}, "upper") == (5, False)
    assert bound({"maximum": True}, "upper") == (None, False)  # a boolean is not a number
    assert types_of({"enum": [1, "a", None]}) == ("integer", "string", "null")


def test_repair_finds_a_value_the_guess_missed():
    schema = {"type": "string", "pattern": "^[A-Z]{3}$"}
    assert is_valid(schema, repaired(schema, schema, ""))
    assert "AAA" in pattern_literals("^[A-Z]{3}$")
    assert {10, 9, 11} <= set(number_candidates({"maximum": 10}))


def test_random_formats_match_their_fixed_examples_names():
    import random

    assert set(formats.EXAMPLES) - {"idn-hostname"} <= set(formats.RANDOM)
    rng = random.Random(0)
    for name, make in formats.RANDOM.items():
        text = make(rng)
        assert isinstance(text, str) and text, name
        if name != "url":  # not a JSON Schema format
            assert is_valid({"format": name}, text, assert_formats=True), (name, text)


@st.composite
def leaf_schemas(draw):
    kind = draw(st.sampled_from(["integer", "number", "string", "boolean", "null", "enum", "const", "array"]))
    if kind in ("integer", "number"):
        s: dict = {"type": kind}
        lo = draw(st.none() | st.integers(-50, 50))
        hi = draw(st.none() | st.integers(12, 100).map(lambda gap: (lo or 0) + gap))
        if lo is not None:
            s[draw(st.sampled_from(["minimum", "exclusiveMinimum"]))] = lo
        if hi is not None:
            s[draw(st.sampled_from(["maximum", "exclusiveMaximum"]))] = hi
        if draw(st.booleans()):
            s["multipleOf"] = draw(st.sampled_from([1, 2, 5, 0.5] if kind == "number" else [1, 2, 5]))
        return s
    if kind == "string":
        lo = draw(st.integers(0, 5))
        s = {"type": "string", "minLength": lo, "maxLength": lo + draw(st.integers(0, 5))}
        if draw(st.booleans()):
            s["format"] = draw(st.sampled_from(sorted(formats.EXAMPLES)))
            s.pop("maxLength")
        return s
    if kind == "enum":
        return {"enum": draw(st.lists(st.one_of(st.integers(), st.text(max_size=3), st.none()),
                                      min_size=1, max_size=4, unique_by=repr))}
    if kind == "const":
        return {"const": draw(st.integers() | st.text(max_size=4))}
    if kind == "array":
        lo = draw(st.integers(0, 3))
        return {"type": "array", "items": {"type": "integer"}, "minItems": lo,
                "uniqueItems": draw(st.booleans())}
    return {"type": kind}


@st.composite
def object_schemas(draw, depth=0):
    names = draw(st.lists(st.sampled_from("abcdef"), min_size=0, max_size=4, unique=True))
    props = {}
    for name in names:
        props[name] = draw(object_schemas(depth + 1)) if depth < 2 and draw(st.booleans()) \
            else draw(leaf_schemas())
        if draw(st.integers(0, 4)) == 0:
            props[name] = {"anyOf": [{"type": "null"}, props[name]]}
    required = draw(st.lists(st.sampled_from(names), unique=True)) if names else []
    schema = {"type": "object", "properties": props, "required": required}
    if draw(st.booleans()):
        schema["additionalProperties"] = False
    return schema


@settings(max_examples=200, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(object_schemas())
def test_minimal_is_valid_on_generated_schemas(schema):
    assert is_valid(schema, minimal(schema)), (schema, minimal(schema))


@settings(max_examples=60, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(object_schemas(), st.integers(0, 2**16))
def test_generated_cases_are_sound_and_the_fast_path_covers_the_subset(schema, seed):
    g = generate(schema, max_examples=15, seed=seed)
    assert all(is_valid(schema, v) for v in g.valid)
    assert g.valid and g.engine.startswith("direct")


def test_all_of_places_merge_into_one_schema():
    root = {"$defs": {"Base": {"type": "object", "properties": {"id": {"type": "string", "maxLength": 8}},
                               "required": ["id"]}}}
    merged = merge_all_of({"type": "object"}, [
        {"$ref": "#/$defs/Base"},
        {"type": ["object", "null"], "properties": {"id": {"minLength": 2}, "n": {"type": "integer"}},
         "required": ["n"], "maxProperties": 5},
        {"properties": {"n": {"minimum": 3}}, "maxProperties": 3, "anyOf": [{"required": ["id"]}]},
    ], root)
    assert merged["type"] == "object" and merged["required"] == ["id", "n"] and merged["maxProperties"] == 3
    # a property two places define must meet both
    assert merged["properties"]["id"] == {"allOf": [{"type": "string", "maxLength": 8}, {"minLength": 2}]}
    assert merged["anyOf"] == [{"required": ["id"]}]
    # a closed place admits only what it declares; a second anyOf is read after the first
    closed = merge_all_of({}, [{"properties": {"a": {}, "b": {}}, "additionalProperties": False},
                               {"properties": {"b": {}, "c": {}}, "anyOf": [{"required": ["b"]}]},
                               {"anyOf": [{"required": ["a"]}]}], {})
    assert set(closed["properties"]) == {"a", "b"} and closed["additionalProperties"] is False
    assert closed["allOf"] == [{"anyOf": [{"required": ["a"]}]}]
    assert merge_all_of({"type": "number"}, [{"type": ["integer", "string"]}], {})["type"] == "integer"
    assert merge_all_of({"enum": [1, 2, 3]}, [{"enum": [3, 2, 9]}], {})["enum"] == [2, 3]


@st.composite
def all_of_splits(draw):
    """An object schema split over an allOf (a `$ref`'d base and the rest, a field constrained in
    both), with the whole schema it is equivalent to."""
    whole = draw(object_schemas())
    whole.pop("additionalProperties", None)
    names = list(whole["properties"])
    cut = draw(st.integers(0, len(names)))
    part = lambda keys: {"type": "object", "properties": {k: whole["properties"][k] for k in keys},  # noqa: E731
                         "required": [r for r in whole["required"] if r in keys]}
    rest = part(names[cut:])
    if names[:cut]:
        rest["properties"][names[0]] = {"description": "also named here"}
    return {"type": "object", "allOf": [{"$ref": "#/$defs/Base"}, rest], "$defs": {"Base": part(names[:cut])}}


@settings(max_examples=60, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(all_of_splits(), st.integers(0, 2**16))
def test_all_of_of_objects_stays_on_the_fast_path_and_sound(schema, seed):
    assert is_valid(schema, minimal(schema))
    g = generate(schema, max_examples=15, seed=seed)
    assert g.valid and g.engine == "direct" and all(is_valid(schema, v) for v in g.valid)


def test_not_is_met_by_filtering_direct_proposals():
    schema = {"type": "object", "required": ["city"], "not": {"required": ["days", "units"]},
              "properties": {"city": {"type": "string", "not": {"const": ""}}, "days": {"type": "integer"},
                             "units": {"enum": ["c", "f"]}}}
    g = generate(schema, max_examples=40, seed=2)
    assert g.engine == "direct" and len(g.valid) == 40
    assert all(is_valid(schema, v) and v["city"] and not {"days", "units"} <= set(v) for v in g.valid)
    assert g.dropped  # proposals the `not` rejects are counted, never returned
    # a `not` the direct proposals almost never meet is topped up by hypothesis-jsonschema
    narrow = {"type": "object", "properties": {"n": {"type": "integer", "minimum": 0, "maximum": 1000,
                                                     "not": {"maximum": 997}}}, "required": ["n"]}
    g = generate(narrow, max_examples=3, seed=1)
    assert g.valid and all(v["n"] > 997 for v in g.valid)
