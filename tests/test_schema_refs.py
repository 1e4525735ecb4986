"""The one local `$ref` resolver: pointers and anchors, escaping and percent-encoding, missing
targets, cycles, `$defs` and `definitions`, and agreement with the validator."""

from __future__ import annotations

from urllib.parse import quote

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from workbench.schema.pointer import escape
from workbench.schema.refs import (
    MAX_HOPS,
    UnresolvedRef,
    anchor_map,
    deref,
    fragment_pointer,
    is_local,
    merge_siblings,
    recursive_refs,
    ref_chain,
    resolve_ref,
    target_pointer,
    with_definitions,
)
from workbench.schema.validate import accepts, is_valid
from workbench.schema.walk import index_schema, subschemas

DEFS = {"type": "object", "properties": {"a": {"$ref": "#/$defs/A"}},
        "$defs": {"A": {"type": "integer"}}, "definitions": {"B": {"type": "string"}}}


def test_root_pointer_and_both_definition_keywords_resolve():
    assert resolve_ref(DEFS, "#") is DEFS
    assert resolve_ref(DEFS, "#/$defs/A") == {"type": "integer"}
    assert resolve_ref(DEFS, "#/definitions/B") == {"type": "string"}
    assert resolve_ref(DEFS, "#/properties/a") == {"$ref": "#/$defs/A"}
    assert target_pointer(DEFS, "#/definitions/B") == "/definitions/B"


def test_missing_and_remote_references_raise_and_are_never_fetched():
    for ref in ("#/$defs/Missing", "#/properties/a/0", "#nowhere", "https://example.com/s.json",
                "other.json#/$defs/A", 42, None):
        assert target_pointer(DEFS, ref) is None
        with pytest.raises(UnresolvedRef):
            resolve_ref(DEFS, ref)
    assert not is_local("https://example.com/s.json#/a") and is_local("#/a")
    assert isinstance(UnresolvedRef("x"), KeyError)  # callers that caught KeyError still work


def test_escaped_tokens_and_percent_encoding():
    schema = {"$defs": {"a/b": {"const": 1}, "m~n": {"const": 2}, "50%": {"const": 3},
                        "with space": {"const": 4}}}
    assert resolve_ref(schema, "#/$defs/a~1b") == {"const": 1}
    assert resolve_ref(schema, "#/$defs/m~0n") == {"const": 2}
    assert resolve_ref(schema, "#/$defs/50%25") == {"const": 3}
    assert resolve_ref(schema, "#/$defs/with%20space") == {"const": 4}
    assert resolve_ref(schema, "#/%24defs/m~0n") == {"const": 2}  # `$` percent-encoded
    assert fragment_pointer("#/$defs/a~1b") == "/$defs/a~1b"
    assert fragment_pointer("#anchor") is None and fragment_pointer("x.json#/a") is None


def test_anchors_resolve_and_the_lint_can_pass_its_own_map():
    schema = {"properties": {"p": {"$ref": "#item"}}, "$defs": {"I": {"$anchor": "item", "type": "string"}}}
    assert anchor_map(schema) == {"item": "/$defs/I"}
    assert anchor_map(schema, index_schema(schema).nodes) == {"item": "/$defs/I"}
    assert resolve_ref(schema, "#item") == {"$anchor": "item", "type": "string"}
    assert target_pointer(schema, "#item", {"item": "/properties/p"}) == "/properties/p"
    assert target_pointer(schema, "#other") is None


def test_deref_follows_chains_merges_siblings_and_stops_at_cycles():
    schema = {"$defs": {"A": {"$ref": "#/$defs/B", "description": "an A"},
                        "B": {"type": "object", "properties": {"x": {}}, "required": ["x"]},
                        "Loop1": {"$ref": "#/$defs/Loop2"}, "Loop2": {"$ref": "#/$defs/Loop1"},
                        "Self": {"$ref": "#/$defs/Self"}}}
    got = deref({"$ref": "#/$defs/A", "required": ["y"], "properties": {"y": {}}}, schema)
    assert got["type"] == "object" and got["description"] == "an A"
    assert got["required"] == ["x", "y"] and set(got["properties"]) == {"x", "y"}
    assert "$ref" in deref({"$ref": "#/$defs/Loop1"}, schema)  # a cycle ends, unresolved
    assert deref({"$ref": "#/$defs/Self"}, schema) == {"$ref": "#/$defs/Self"}
    assert deref({"$ref": "#/$defs/Missing"}, schema) == {"$ref": "#/$defs/Missing"}
    assert deref({"$ref": "https://example.com/x"}, schema) == {"$ref": "https://example.com/x"}
    assert deref(True, schema) is True


def test_deref_is_bounded_on_long_chains():
    defs = {f"D{i}": {"$ref": f"#/$defs/D{i + 1}"} for i in range(500)}
    defs["D500"] = {"type": "string"}
    schema = {"$defs": defs}
    assert deref({"$ref": "#/$defs/D0"}, schema)["$ref"] == f"#/$defs/D{MAX_HOPS}"
    assert deref({"$ref": "#/$defs/D490"}, schema) == {"type": "string"}


def test_ref_chain_tells_how_a_chain_of_bare_references_ends():
    schema = {"$defs": {"A": {"$ref": "#/$defs/B", "title": "A"}, "B": {"$ref": "#/$defs/A"},
                        "C": {"$ref": "#/$defs/D"}, "D": {"type": "string"},
                        "E": {"$ref": "#/$defs/Gone"}, "F": {"$ref": "http://x/y"},
                        "G": {"$ref": "#/$defs/A", "type": "string"}}}
    assert ref_chain(schema, "#/$defs/A") == (["#/$defs/A", "#/$defs/B", "#/$defs/A"], "cycle")
    assert ref_chain(schema, "#/$defs/C") == (["#/$defs/C", "#/$defs/D"], "schema")
    assert ref_chain(schema, "#/$defs/E") == (["#/$defs/E", "#/$defs/Gone"], "unresolved")
    assert ref_chain(schema, "#/$defs/F") == (["#/$defs/F", "http://x/y"], "remote")
    assert ref_chain(schema, "#/$defs/G") == (["#/$defs/G"], "schema")  # not bare: a real schema
    assert ref_chain(schema, "#/$defs/Nope") == (["#/$defs/Nope"], "unresolved")
    assert ref_chain(schema, "x.json") == (["x.json"], "remote")


def test_recursive_references_are_found_and_plain_ones_are_not():
    tree = {"type": "object", "properties": {"kids": {"type": "array", "items": {"$ref": "#"}},
                                             "meta": {"$ref": "#/$defs/Meta"}},
            "$defs": {"Meta": {"type": "string"}}}
    assert recursive_refs(tree) == ["/properties/kids/items"]
    mutual = {"$defs": {"A": {"properties": {"b": {"$ref": "#/$defs/B"}}},
                        "B": {"properties": {"a": {"$ref": "#/$defs/A"}}}}}
    assert recursive_refs(mutual) == ["/$defs/A/properties/b", "/$defs/B/properties/a"]
    assert recursive_refs({"$ref": "#anchor"}) == []


def test_with_definitions_carries_both_keywords_and_keeps_the_subschemas_own():
    sub = {"$ref": "#/definitions/B"}
    assert with_definitions(DEFS, sub) == {**sub, "$defs": DEFS["$defs"], "definitions": DEFS["definitions"]}
    own = {"$defs": {"A": {"type": "null"}}, "$ref": "#/$defs/A"}
    assert with_definitions(DEFS, own)["$defs"] == {"A": {"type": "null"}}
    assert accepts({"$ref": "#/$defs/A"}, 3, root=DEFS) and not accepts({"$ref": "#/$defs/A"}, "3", root=DEFS)
    assert accepts(sub, "x", root=DEFS)
    assert not accepts({"$ref": "#/$defs/A"}, 3)  # without its root the reference is unusable
    assert not accepts({"type": "string"}, b"bytes")  # not JSON: False, not an exception


def test_merge_siblings_joins_required_and_properties_only():
    merged = merge_siblings({"required": ["a"], "properties": {"a": 1}, "type": "object"},
                            {"required": ["a", "b"], "properties": {"b": 2}, "type": "array"})
    assert merged == {"required": ["a", "b"], "properties": {"a": 1, "b": 2}, "type": "array"}


def test_subschemas_walks_in_index_order_and_is_bounded():
    schema = {"type": "object", "properties": {"a": {"type": "string"}, "b": {"items": {"type": "integer"}}},
              "anyOf": [{"required": ["a"]}, True], "$defs": {"D": {"not": {"const": 1}}}}
    assert [n.pointer for n in subschemas(schema)] == [n.pointer for n in index_schema(schema).nodes]
    assert len(list(subschemas(schema, max_nodes=3))) == 3
    assert [n.pointer for n in subschemas(schema, max_depth=0)] == [""]
    deep: dict = {"type": "string"}
    for _ in range(200):
        deep = {"items": deep}
    assert sum(1 for _ in subschemas(deep)) == 201  # no depth cut by default, and no recursion
    assert list(subschemas(["not", "a", "schema"])) == []


NAMES = st.text(st.sampled_from("ab/~% $é"), min_size=1, max_size=6)


@settings(max_examples=150, deadline=None, database=None)
@given(st.dictionaries(NAMES, st.sampled_from(["string", "integer", "boolean"]), min_size=1, max_size=4),
       st.data())
def test_escaped_and_quoted_references_resolve_where_the_validator_does(defs, data):
    """A reference built the standard way (RFC 6901 escape, then URI percent-encoding) to any
    definition name resolves to that definition, and our reading agrees with jsonschema-rs."""
    name = data.draw(st.sampled_from(sorted(defs)))
    ref = "#/$defs/" + quote(escape(name), safe="")
    schema = {"$defs": {n: {"type": t} for n, t in defs.items()}, "$ref": ref}
    assert resolve_ref(schema, ref) == {"type": defs[name]}
    sample = {"string": "s", "integer": 1, "boolean": True}[defs[name]]
    assert is_valid(schema, sample)
    assert accepts(deref({"$ref": ref}, schema), sample)
