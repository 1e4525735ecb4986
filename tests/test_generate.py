"""generate(): sound, reproducible, budgeted, honest about what it cannot do."""

import time

import pytest

from workbench.prober.generate import full_instance, generate
from workbench.schema.validate import is_valid

TYPICAL = {
    "type": "object",
    "properties": {
        "order_id": {"type": "string", "pattern": "^ORD-[0-9]{3,6}$"},
        "quantity": {"type": "integer", "minimum": 1, "maximum": 99},
        "price": {"type": "number", "exclusiveMinimum": 0, "multipleOf": 0.01},
        "sort_order": {"type": "string", "enum": ["asc", "desc"]},
        "note": {"type": ["string", "null"], "maxLength": 20},
        "tags": {"type": "array", "items": {"type": "string", "minLength": 1}, "maxItems": 3,
                 "uniqueItems": True},
        "when": {"type": "string", "format": "date-time"},
    },
    "required": ["order_id", "quantity"],
    "additionalProperties": False,
}


def test_every_case_is_valid_and_distinct():
    g = generate(TYPICAL, max_examples=150, seed=1)
    assert len(g.valid) == 150
    assert all(is_valid(TYPICAL, v) for v in g.valid)
    assert len({repr(sorted(v.items())) for v in g.valid}) == 150
    assert g.engine == "direct" and g.unsupported == ()


def test_cases_explore_bounds_optional_fields_and_formats():
    g = generate(TYPICAL, max_examples=200, seed=2)
    quantities = {v["quantity"] for v in g.valid}
    assert {1, 99} <= quantities  # the boundaries themselves
    assert any("tags" in v for v in g.valid) and any("tags" not in v for v in g.valid)
    assert any(v.get("note") is None and "note" in v for v in g.valid)
    assert all(v["when"][4] == "-" and "T" in v["when"] for v in g.valid if "when" in v)


def test_same_seed_same_cases_other_seed_other_cases():
    a = generate(TYPICAL, max_examples=40, seed=7).valid
    assert a == generate(TYPICAL, max_examples=40, seed=7).valid
    assert a != generate(TYPICAL, max_examples=40, seed=8).valid


def test_count_budget_and_progress_callback():
    calls = []
    g = generate(TYPICAL, max_examples=12, seed=0, progress=lambda d, t: calls.append((d, t)))
    assert len(g.valid) == 12
    assert calls == [(i, 12) for i in range(1, 13)]


def test_time_budget_stops_early():
    started = time.perf_counter()
    g = generate(TYPICAL, max_examples=10_000_000, seed=0, deadline=0.2)
    assert time.perf_counter() - started < 2.0
    assert 0 < len(g.valid) < 10_000_000


def test_recursive_ref_is_reported_and_generated_with_a_depth_bound():
    tree = {"type": "object", "properties": {
        "name": {"type": "string"},
        "children": {"type": "array", "items": {"$ref": "#"}}}, "required": ["name"]}
    g = generate(tree, max_examples=30, seed=0)
    assert any("recursive $ref" in u and "hypothesis-jsonschema" in u for u in g.unsupported)
    assert len(g.valid) == 30 and all(is_valid(tree, v) for v in g.valid)
    assert any(v.get("children") for v in g.valid)


def test_mcp_chart_style_recursive_property_ref():
    schema = {"type": "object", "properties": {"data": {"type": "object", "properties": {
        "name": {"type": "string"},
        "children": {"type": "array", "items": {"$ref": "#/properties/data"}}},
        "required": ["name"]}}, "required": ["data"]}
    g = generate(schema, max_examples=20, seed=1)
    assert any("recursive $ref at /properties/data/properties/children/items" in u for u in g.unsupported)
    assert len(g.valid) == 20


def test_draft_2020_keyword_is_reported_and_never_yields_invalid_values():
    schema = {"type": "array", "prefixItems": [{"type": "integer"}, {"type": "string"}],
              "items": False}
    g = generate(schema, max_examples=20, seed=0)
    assert any(u.startswith("prefixItems at /") for u in g.unsupported)
    assert all(is_valid(schema, v) for v in g.valid)


def test_remote_ref_and_uncompilable_schema_are_reported():
    remote = generate({"$ref": "https://example.com/schema.json"}, max_examples=5)
    assert remote.valid == [] and remote.unsupported
    broken = generate({"type": "dict"}, max_examples=5)  # BFCL's dialect before normalisation
    assert broken.valid == [] and broken.unsupported[0].startswith("schema cannot be compiled")


def test_keywords_outside_the_direct_subset_fall_back_to_hypothesis_jsonschema():
    schema = {"type": "object", "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}},
              "patternProperties": {"^x_": {"type": "boolean"}},
              "dependentRequired": {"a": ["b"]}, "minProperties": 1}
    g = generate(schema, max_examples=15, seed=0)
    assert g.engine == "hypothesis-jsonschema"
    assert len(g.valid) >= 5 and all(is_valid(schema, v) for v in g.valid)


def test_small_domain_ends_without_hypothesis():
    schema = {"type": "object", "properties": {"flag": {"type": "boolean"}},
              "required": ["flag"], "additionalProperties": False}
    g = generate(schema, max_examples=50)
    assert sorted(v["flag"] for v in g.valid) == [False, True]
    assert g.engine == "direct"


def test_anyof_oneof_and_local_defs():
    schema = {"$defs": {"money": {"type": "object", "properties": {
        "amount": {"type": "number", "minimum": 0}, "currency": {"const": "CNY"}},
        "required": ["amount", "currency"], "additionalProperties": False}},
        "type": "object", "properties": {
            "price": {"$ref": "#/$defs/money"},
            "id": {"oneOf": [{"type": "integer"}, {"type": "string", "minLength": 3}]},
            "maybe": {"anyOf": [{"type": "string"}, {"type": "null"}]}},
        "required": ["price", "id"]}
    g = generate(schema, max_examples=60, seed=4)
    assert len(g.valid) == 60 and all(is_valid(schema, v) for v in g.valid)
    assert {type(v["id"]) for v in g.valid} == {int, str}


def test_full_instance_has_every_optional_property():
    full = full_instance(TYPICAL, seed=0)
    assert set(full) == set(TYPICAL["properties"]) and full["tags"]


@pytest.mark.parametrize("schema", [True, {}, {"type": "object"}])
def test_trivial_schemas(schema):
    g = generate(schema, max_examples=5)
    assert g.valid and all(is_valid(schema, v) for v in g.valid)


def test_when_hypothesis_jsonschema_gives_up_the_direct_generator_still_tries(monkeypatch):
    from workbench.prober import _compat

    def refuse(*args, **kwargs):
        raise _compat.Unsupported("hypothesis-jsonschema: InvalidArgument: refused")

    monkeypatch.setattr(_compat, "draw_from_schema", refuse)
    schema = {"type": "object", "properties": {"n": {"type": "integer", "minimum": 0, "maximum": 3}},
              "minProperties": 1}  # minProperties is outside the direct subset
    g = generate(schema, max_examples=10, seed=0)
    assert "hypothesis-jsonschema: InvalidArgument: refused" in g.unsupported
    assert g.engine == "hypothesis-jsonschema+direct"
    assert g.valid and all(is_valid(schema, v) for v in g.valid)
