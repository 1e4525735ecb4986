"""Mutations (invalid cases per keyword and field), soundness, coverage, and attacks."""

import json

from workbench.prober.attacks import attacks
from workbench.prober.cases import split_key
from workbench.prober.generate import full_instance
from workbench.prober.mutate import mutate
from workbench.schema.validate import is_valid

SCHEMA = {
    "type": "object",
    "properties": {
        "user_id": {"type": "string", "pattern": "^u[0-9]+$"},
        "days": {"type": "integer", "minimum": 1, "maximum": 7},
        "ratio": {"type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1},
        "step": {"type": "integer", "multipleOf": 5},
        "sort_order": {"type": "string", "enum": ["asc", "desc"]},
        "title": {"type": "string", "minLength": 2, "maxLength": 10},
        "ids": {"type": "array", "items": {"type": "integer"}, "minItems": 1, "maxItems": 3,
                "uniqueItems": True},
        "mode": {"const": "fast"},
        "target": {"oneOf": [{"type": "integer"}, {"type": "number", "minimum": 0}]},
        "flag": {"type": "boolean"},
        "when": {"type": "string", "format": "date-time"},
        "note": {"type": "string"},
        "opts": {"type": "object", "properties": {"level": {"type": "integer"}},
                 "required": ["level"], "additionalProperties": False},
    },
    "required": ["user_id", "days"],
    "additionalProperties": False,
}


def _mutations():
    base = full_instance(SCHEMA, seed=0)
    assert base is not None and set(base) == set(SCHEMA["properties"])
    return base, mutate(SCHEMA, [base])


def _values_at(cases, key):
    return [c.input.get(key, "<dropped>") for c in cases if isinstance(c.input, dict)]


def test_every_issue_listed_mutation_is_produced():
    base, m = _mutations()
    days = _values_at(m.cases, "days")
    assert "<dropped>" in days and None in days  # required dropped, null
    assert any(isinstance(d, str) and d.isdigit() for d in days)  # "20"
    assert any(isinstance(d, str) and d.endswith("度") for d in days)  # "20度"
    assert any(isinstance(d, float) and not d.is_integer() for d in days)  # 1.5 for an integer
    assert any(d is True for d in days) and any(isinstance(d, list) for d in days)
    assert {0, 8} <= {d for d in days if type(d) is int}  # min-1, max+1
    ratios = [r for r in _values_at(m.cases, "ratio") if type(r) in (int, float)]
    assert 0 in ratios and 1 in ratios  # exclusive bounds exactly
    assert any(type(s) is int and s % 5 for s in _values_at(m.cases, "step"))
    orders = {o for o in _values_at(m.cases, "sort_order") if isinstance(o, str)}
    expected = {"asc": {"ASC", "ascending", "升序", " asc"}, "desc": {"DESC", "descending", "降序", " desc"}}
    assert expected[base["sort_order"]] <= orders
    assert any(isinstance(u, str) and not u.startswith("u") for u in _values_at(m.cases, "user_id"))
    titles = [t for t in _values_at(m.cases, "title") if isinstance(t, str)]
    assert any(len(t) < 2 for t in titles) and any(len(t) == 11 for t in titles)
    ids = [i for i in _values_at(m.cases, "ids") if isinstance(i, list)]
    assert [] in ids and any(len(i) == 4 for i in ids) and any(len(set(map(str, i))) < len(i) for i in ids)
    assert any(m_ != "fast" for m_ in _values_at(m.cases, "mode") if m_ != "<dropped>")
    for extra in ("debug", "is_admin", "force"):
        assert any(extra in c.input for c in m.cases)
    targets = {c.target for c in m.cases}
    assert "oneOf /properties/target" in targets
    two = [c for c in m.cases if c.note == "matches two oneOf branches"]
    assert two and all(not c.schema_valid for c in two)
    assert any(c.input == {} for c in m.cases)  # seed §12.3: the empty call


def test_labels_are_the_validators_and_valid_mutants_are_relabelled():
    schema = {"type": "object", "properties": {"x": {"type": ["integer", "null", "string"]}},
              "required": ["x"]}
    m = mutate(schema, [{"x": 3}])
    assert m.relabelled > 0  # null and "3" are still valid here
    for case in m.cases:
        assert is_valid(schema, case.input) == case.schema_valid
    assert any(c.schema_valid and c.input == {"x": None} for c in m.cases)


def test_coverage_is_per_constraint_and_uncovered_ones_say_why():
    _, m = _mutations()
    assert m.coverage["maximum /properties/days"] is True
    assert m.coverage["required /properties/user_id"] is True
    assert m.coverage["additionalProperties"] is True
    assert m.coverage["required /properties/opts/properties/level"] is True
    assert m.coverage["uniqueItems /properties/ids"] is True
    assert m.coverage["format /properties/when"] is False
    assert "annotation" in m.uncovered["format /properties/when"]
    assert all(not m.coverage[k] for k in m.uncovered)
    for key in m.coverage:
        keyword, pointer = split_key(key)
        assert keyword and (pointer == "" or pointer.startswith("/"))


def test_unreachable_and_operatorless_constraints_are_uncovered_with_reason():
    schema = {"type": "object", "properties": {"a": {"type": "integer", "not": {"const": 3}}},
              "additionalProperties": False}
    m = mutate(schema, [{}])  # no base reaches /properties/a
    assert m.coverage["type /properties/a"] is False
    assert "no valid base case reaches" in m.uncovered["type /properties/a"]
    assert m.uncovered["not /properties/a"] == "no mutation operator for not"


def test_disjoint_oneof_cannot_be_hit_twice():
    schema = {"type": "object", "properties": {"v": {"oneOf": [{"type": "string"}, {"type": "integer"}]}}}
    m = mutate(schema, [{"v": "a"}])
    assert not any(c.note == "matches two oneOf branches" for c in m.cases)
    assert m.coverage["oneOf /properties/v"] is True  # zero branches: a boolean, null, ...


def test_schema_valid_attacks_per_field():
    base = full_instance(SCHEMA, seed=0)
    cases = attacks(SCHEMA, [base])
    for case in cases:
        assert is_valid(SCHEMA, case.input) == case.schema_valid
    accepted = {(c.target, c.where) for c in cases if c.schema_valid}
    assert ("path-traversal", "/note") in accepted
    assert ("sql-metacharacters", "/note") in accepted
    assert ("very-long-string", "/note") in accepted
    assert ("zero-width-unicode", "/note") in accepted and ("confusable-unicode", "/note") in accepted
    assert ("natural-language-time", "/when") in accepted  # format is only an annotation
    assert ("path-traversal", "/user_id") not in accepted  # the pattern stops it
    assert ("path-traversal", "/sort_order") not in accepted  # the enum stops it
    nl = [c.input["when"] for c in cases if c.target == "natural-language-time"]
    assert "明天下午三点" in nl and "next Friday" in nl


def test_other_callers_id_in_identity_fields():
    schema = {"type": "object", "properties": {"tenant_id": {"type": "string"},
                                               "accountId": {"type": "integer"}}}
    cases = attacks(schema, [{"tenant_id": "t-41", "accountId": 7}])
    ids = {json.dumps(c.input, sort_keys=True) for c in cases if c.target == "other-callers-id"}
    assert json.dumps({"accountId": 7, "tenant_id": "t-42"}, sort_keys=True) in ids
    assert json.dumps({"accountId": 8, "tenant_id": "t-41"}, sort_keys=True) in ids
