"""Property tests on generated schema pairs: every witness separates old from new, and when a diff
calls a version compatible, old-valid inputs (drawn by hypothesis-jsonschema, independently of the
diff's own sampler) stay valid under the new schema."""

from __future__ import annotations

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_jsonschema import from_schema

from support import make_tool
from workbench.evolution import diff
from workbench.evolution.values import fill_nulls
from workbench.evolution.witness import closed
from workbench.schema.validate import is_valid

NAMES = ("a", "b", "c", "d")


@st.composite
def field_schemas(draw):
    kind = draw(st.sampled_from(["integer", "number", "string", "enum", "boolean", "array"]))
    if kind in ("integer", "number"):
        s = {"type": kind}
        lo = draw(st.none() | st.integers(-5, 5))
        hi = draw(st.none() | st.integers(6, 20))
        if lo is not None:
            s["minimum"] = lo
        if hi is not None:
            s["maximum"] = hi
    elif kind == "string":
        s = {"type": "string"}
        if draw(st.booleans()):
            s["pattern"] = draw(st.sampled_from(["^[a-z]+$", "^[0-9]*$", "^ORD-[0-9]+$"]))
        if draw(st.booleans()):  # long enough for every pattern: the old schema stays satisfiable
            s["maxLength"] = draw(st.integers(6 if "pattern" in s else 1, 8))
    elif kind == "enum":
        s = {"type": "string", "enum": draw(st.lists(st.sampled_from(["x", "y", "z", "w"]), min_size=1,
                                                    max_size=4, unique=True))}
    elif kind == "array":
        s = {"type": "array", "items": {"type": "integer"}}
        if draw(st.booleans()):
            s["maxItems"] = draw(st.integers(1, 4))
    else:
        s = {"type": "boolean"}
    if draw(st.integers(0, 4)) == 0 and "type" in s and kind != "enum":
        s["type"] = [s["type"], "null"]
    return s


@st.composite
def object_schemas(draw):
    names = draw(st.lists(st.sampled_from(NAMES), min_size=1, max_size=4, unique=True))
    props = {n: draw(field_schemas()) for n in names}
    required = [n for n in names if draw(st.booleans())]
    schema = {"type": "object", "properties": props, "required": required}
    if draw(st.booleans()):
        schema["additionalProperties"] = False
    return schema


def _mutate(draw, schema):
    new = copy.deepcopy(schema)
    props = new["properties"]
    name = draw(st.sampled_from(sorted(props)))
    field = props[name]
    edit = draw(st.sampled_from([
        "add-optional", "add-required", "add-required-nullable", "remove", "require", "unrequire",
        "retype", "replace-field", "toggle-additional", "tighten-max", "loosen-max", "enum-drop",
        "enum-add", "length", "pattern"]))
    free = [n for n in ("e", "f") if n not in props]
    if edit == "add-optional" and free:
        props[free[0]] = draw(field_schemas())
    elif edit in ("add-required", "add-required-nullable") and free:
        sub = draw(field_schemas())
        if edit == "add-required-nullable" and "type" in sub and "enum" not in sub:
            sub["type"] = [sub["type"], "null"] if isinstance(sub["type"], str) else sub["type"]
        props[free[0]] = sub
        new["required"] = new["required"] + [free[0]]
    elif edit == "remove" and len(props) > 1:
        del props[name]
        new["required"] = [r for r in new["required"] if r != name]
    elif edit == "require" and name not in new["required"]:
        new["required"] = new["required"] + [name]
    elif edit == "unrequire":
        new["required"] = [r for r in new["required"] if r != name]
    elif edit == "retype":
        field["type"] = draw(st.sampled_from(["integer", "number", "string", ["string", "null"], "boolean"]))
        for k in ("enum", "items", "maxItems", "pattern", "maxLength"):
            field.pop(k, None)
    elif edit == "replace-field":
        props[name] = draw(field_schemas())
    elif edit == "toggle-additional":
        if new.get("additionalProperties") is False:
            del new["additionalProperties"]
        else:
            new["additionalProperties"] = False
    elif edit in ("tighten-max", "loosen-max") and field.get("type") in ("integer", "number",
                                                                      ["integer", "null"], ["number", "null"]):
        base = field.get("maximum", 10)
        field["maximum"] = base - 3 if edit == "tighten-max" else base + 3
    elif edit == "enum-drop" and isinstance(field.get("enum"), list) and len(field["enum"]) > 1:
        field["enum"] = field["enum"][1:]
    elif edit == "enum-add" and isinstance(field.get("enum"), list):
        field["enum"] = field["enum"] + [v for v in ("q", "r") if v not in field["enum"]][:1]
    elif edit == "length" and "maxLength" in field:
        field["maxLength"] = max(field["maxLength"] - 1, 0)
    elif edit == "pattern" and field.get("type") == "string":
        field["pattern"] = "^[a-c]*$"
    return new


@st.composite
def schema_pairs(draw, edits=1):
    old = draw(object_schemas())
    new = old
    for _ in range(edits):
        new = _mutate(draw, new)
    return old, new


def _report(old, new):
    return diff([make_tool("t_tool", "A tool.", old)], [make_tool("t_tool", "A tool.", new)], samples=60)


SETTINGS = settings(max_examples=120, deadline=None, database=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SETTINGS
@given(schema_pairs(edits=3))
def test_every_witness_is_valid_under_old_and_rejected_by_new(pair):
    old, new = pair
    for change in _report(old, new).changes:
        if change.witness is not None:
            assert is_valid(old, change.witness), (change, old)
            assert not is_valid(new, change.witness), (change, new)


@SETTINGS
@given(schema_pairs(edits=1), st.data())
def test_when_a_single_edit_is_called_compatible_old_valid_inputs_stay_valid(pair, data):
    old, new = pair
    report = _report(old, new)
    if report.breaking:
        return
    # models fill in declared fields: sample over the declared ones, as the diff documents
    for _ in range(10):
        sample = data.draw(from_schema(closed(old)))
        assert is_valid(old, sample)
        assert is_valid(new, fill_nulls(new, sample)), (report.to_text(), sample, new)


@SETTINGS
@given(schema_pairs(edits=1))
def test_breaking_labels_come_with_a_witness_on_these_simple_schemas(pair):
    old, new = pair
    for change in _report(old, new).changes:
        if change.breaking and change.side == "executor":
            # old calls still pass; the example is one the new executor reads differently
            assert change.witness is None and is_valid(old, change.example), (change, old, new)
            assert is_valid(new, change.example)
        elif change.breaking:
            assert change.witness is not None, (change, old, new)
