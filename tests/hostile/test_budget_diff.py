"""Diff on large inputs ends within its budget: property sets and enums are compared by set
operations, witnesses are checked against a validator compiled once (the first issue first), and
rename detection scores only pairs that share a field."""

import workbench
from tests.hostile.budget_clock import within
from workbench.evolution.rename import match_renames, similarity
from workbench.loading import load


def tool(name: str, properties: dict, **extra) -> dict:
    return {"name": name, "description": f"Handle {name}.",
            "input_schema": {"type": "object", "properties": properties, **extra}}


def strings(names) -> dict:
    return {name: {"type": "string"} for name in names}


def test_a_thousand_properties_renamed():
    old = [tool("t", strings(f"p{i}" for i in range(1000)))]
    new = [tool("t", strings(f"q{i}" for i in range(1000)))]
    with within(30):
        report = workbench.diff(old, new)
    assert sum(c.change == "field-removed" for c in report.changes) == 1000


def test_a_thousand_properties_newly_required_each_with_its_witness():
    names = [f"p{i}" for i in range(1000)]
    old = [tool("t", strings(names))]
    new = [tool("t", strings(names), required=names, additionalProperties=False)]
    with within(30):
        report = workbench.diff(old, new)
    required = [c for c in report.changes if c.change == "field-newly-required"]
    assert len(required) == 1000 and all(c.witness is not None for c in required)


def test_a_hundred_thousand_value_enum_replaced_is_one_change():
    old = [tool("t", {"v": {"type": "string", "enum": [f"v{i}" for i in range(100_000)]}})]
    new = [tool("t", {"v": {"type": "string", "enum": [f"w{i}" for i in range(100_000)]}})]
    with within(30):
        report = workbench.diff(old, new)
    [removed] = [c for c in report.changes if c.change == "enum-value-removed"]
    assert "100,000 values removed" in removed.message and "and 99,980 more" in removed.message
    assert removed.breaking and removed.witness == {"v": "v0"}


def test_a_few_removed_values_are_still_one_change_each():
    old = [tool("t", {"v": {"enum": ["a", "b", "c", 1, 1.0, True]}})]
    new = [tool("t", {"v": {"enum": ["a", 1]}})]
    removed = [c for c in workbench.diff(old, new).changes if c.change == "enum-value-removed"]
    assert [c.message.split(" removed")[0] for c in removed] == ['"b"', '"c"', "1.0", "true"]


def test_two_disjoint_sets_of_two_thousand_tools():
    old = [tool(f"a{i}", {"x": {"type": "string"}}) for i in range(2000)]
    new = [tool(f"b{i}", {"y": {"type": "integer"}}) for i in range(2000)]
    with within(40):
        report = workbench.diff(old, new)
    kinds = {c.change for c in report.changes}
    assert {"tool-removed", "tool-added"} <= kinds and "tool-renamed" not in kinds


def test_rename_scoring_skips_only_pairs_that_cannot_score():
    removed = list(load([tool("get_invoice", {"id": {"type": "string"}}), tool("ping", {}),
                         tool("list_users", {"team": {"type": "string"}, "page": {"type": "integer"}})]))
    added = list(load([tool("billing_get_invoice", {"id": {"type": "string"}}), tool("ping_host", {}),
                       tool("list_all_users", {"team": {"type": "string"}}), tool("other", {"z": {}})]))
    brute = sorted((o.name, n.name) for o in removed for n in added if similarity(o, n) >= 0.6)
    assert sorted((o.name, n.name) for o, n, _ in match_renames(removed, added)) == brute and brute


def test_edge_samples_of_a_wide_object_are_not_encoded_whole_each(monkeypatch):
    """The compatible-change check tries each property's edge values on an object holding every
    property: each variant's key is made from the members' texts, not by encoding the whole
    object again (which grew as properties x values x properties)."""
    from workbench.evolution import witness

    encoded: list[int] = []
    real = witness.canonical

    def counting(value):
        encoded.append(len(value) if isinstance(value, dict) else 0)
        return real(value)

    monkeypatch.setattr(witness, "canonical", counting)
    schema = {"type": "object", "properties": {f"p{i}": {"type": "string", "maxLength": 5}
                                               for i in range(300)}}
    samples = witness.old_valid_samples(schema, lambda _: True, limit=10_000)
    assert len(samples) > 1000  # every property's edge values were tried on the wide object
    assert sum(1 for n in encoded if n >= 300) <= 2 + witness.GENERATED
