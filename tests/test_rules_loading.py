"""Rules `schema-error` and `nonstandard-construct` (workbench/linter/rules/loading.py)."""

from __future__ import annotations

import json

import pytest

from support import hits, make_tool
from workbench.loading import load

OBJ = {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"],
       "additionalProperties": False}


def catalogue(rule_id):
    from workbench.linter.catalogue import all_rules

    return all_rules()[rule_id]


@pytest.mark.parametrize("rule_id", ["schema-error", "nonstandard-construct"])
def test_catalogue_entry(rule_id):
    r = catalogue(rule_id)
    assert (r.category, r.severity) == {"schema-error": ("schema-error", "error"),
                                        "nonstandard-construct": ("portability", "warning")}[rule_id]


def schema_hits(parameters):
    return hits("schema-error", make_tool(parameters=parameters))


def test_valid_schemas_are_silent():
    assert schema_hits(OBJ) == []
    recursive = {"type": "object", "properties": {"node": {"type": "object", "properties": {
        "children": {"type": "array", "items": {"$ref": "#/properties/node"}}}}}}
    assert schema_hits(recursive) == []  # MCP chart-style recursion reaches a real schema
    assert schema_hits({"type": "object", "properties": {"n": {"type": "string", "pattern": r"^\p{L}+$"}}}) == []


def test_root_without_type_gets_a_fix():
    (hit,) = schema_hits({"properties": {"a": {"type": "string"}}})
    assert hit.path == "" and "root `type`" in hit.message
    assert hit.fix == ({"op": "add", "path": "/type", "value": "object"},)


def test_root_not_object():
    (hit,) = schema_hits({"type": "array", "items": {"type": "string"}})
    assert "'array'" in hit.message and hit.fix is None


def test_properties_and_required_of_the_wrong_shape_are_reported_once_each():
    found = schema_hits({"type": "object", "properties": [], "required": "a"})
    assert [h.path for h in found] == ["", ""]
    assert "`properties`" in found[0].message and "`required`" in found[1].message
    nested = schema_hits({"type": "object", "properties": {"o": {"type": "object", "required": [1]}}})
    assert [(h.path, "non-string" in h.message) for h in nested] == [("/properties/o", True)]


def test_unresolvable_remote_and_cyclic_refs():
    unresolvable = schema_hits({"type": "object", "properties": {"a": {"$ref": "#/$defs/Missing"}}})
    assert [h.path for h in unresolvable] == ["/properties/a"] and "does not resolve" in unresolvable[0].message
    remote = schema_hits({"type": "object", "properties": {"a": {"$ref": "https://example.test/a.json"}}})
    assert [h.path for h in remote] == ["/properties/a"] and "never fetched" in remote[0].message
    cycle = schema_hits({"type": "object", "properties": {"a": {"$ref": "#/$defs/x"}},
                         "$defs": {"x": {"$ref": "#/$defs/y"}, "y": {"$ref": "#/$defs/x"}}})
    assert "/properties/a" in [h.path for h in cycle]
    assert all("cycle" in h.message for h in cycle)
    anchor = {"type": "object", "properties": {"a": {"$ref": "#money"}},
              "$defs": {"m": {"$anchor": "money", "type": "number"}}}
    assert schema_hits(anchor) == []
    assert "does not resolve" in schema_hits({**anchor, "$defs": {}})[0].message


def test_invalid_pattern_and_pattern_properties():
    found = schema_hits({"type": "object", "properties": {"a": {"type": "string", "pattern": "(abc"}},
                         "patternProperties": {"[": {"type": "string"}}})
    assert sorted(h.path for h in found) == ["", "/properties/a"]
    assert all("not a valid regular expression" in h.message for h in found)


def test_metaschema_problem_is_located():
    (hit,) = schema_hits({"type": "object", "properties": {"a": {"type": "strin"}}})
    assert hit.path == "/properties/a/type" and "not a JSON Schema type" in hit.message
    (hit,) = schema_hits({"type": "object", "properties": {"a": {"type": "string", "minLength": "3"}}})
    assert hit.path == "/properties/a/minLength" and "Not valid JSON Schema 2020-12" in hit.message


def test_schema_a_validator_cannot_compile(monkeypatch):
    from workbench.linter.rules import loading
    from workbench.schema.validate import SchemaUnusable

    def refuse(schema, **kw):
        raise SchemaUnusable("Recursion limit reached")

    monkeypatch.setattr(loading, "compile_validator", refuse)
    with_ref = {"type": "object", "properties": {"a": {"$ref": "#/$defs/A"}},
                "$defs": {"A": {"type": "string"}}}
    (hit,) = schema_hits(with_ref)
    assert "cannot be compiled" in hit.message and "Recursion limit" in hit.message
    # without a reference, a schema that passed the metaschema and regex checks is not compiled
    # again (that compile cost a tenth of a corpus lint and never failed)
    assert schema_hits(OBJ) == []


def test_ten_thousand_levels_from_a_file_get_one_depth_finding(tmp_path):
    depth = 10_000
    deep = '{"type": "object", "properties": {"x": ' * depth + "{}" + "}}" * depth
    path = tmp_path / "deep.json"
    path.write_text('[{"name": "deep", "inputSchema": ' + deep + '}, {"name": "ok", "inputSchema": '
                    + json.dumps(OBJ) + "}]")
    ts = load(path)
    assert ts.names() == ["deep", "ok"]
    (hit,) = hits("schema-error", ts[0])
    assert "deeper than 64 levels" in hit.message and hit.path.startswith("/properties/x/properties/x")
    assert hits("schema-error", ts[1]) == []


def test_loader_schema_error_notes_become_findings():
    tool = load({"type": "function", "name": "t", "parameters": "a string"})[0]
    (hit,) = hits("schema-error", tool)
    assert hit.path == "" and "JSON string" in hit.message


def test_nonstandard_construct_turns_notes_into_warnings():
    tool = load({"name": "t", "parameters": {"type": "dict", "properties": {
        "w": {"type": "float", "optional": "yes"}}}})[0]
    found = hits("nonstandard-construct", tool)
    assert sorted(h.path for h in found) == ["", "/properties/w", "/properties/w"]
    assert all(h.severity is None for h in found)  # the rule's default: warning
    assert any("'float'" in h.message and '"type": "number"' in h.message for h in found)


def test_gemini_native_dialect_is_no_finding():
    # upper-case types and `nullable` are Gemini `parameters`' own documented dialect
    tool = load({"functionDeclarations": [{"name": "t", "parameters": {
        "type": "OBJECT", "properties": {"q": {"type": "STRING", "nullable": True},
                                         "n": {"type": "INTEGER", "format": "int32"}}}}]})[0]
    assert hits("nonstandard-construct", tool) == []
    # the same spelling in an MCP tool (JSON Schema by the spec) is a broken schema
    mcp = load({"name": "t", "inputSchema": {"type": "object", "properties": {
        "q": {"type": "STRING"}}}})[0]
    assert hits("nonstandard-construct", mcp) == []
    assert [h.path for h in hits("schema-error", mcp)] == ["/properties/q/type"]


def test_standard_tools_have_no_nonstandard_findings():
    tool = load({"type": "function", "name": "t", "parameters": OBJ})[0]
    assert hits("nonstandard-construct", tool) == [] and hits("schema-error", tool) == []


WEIRD = [None, True, 0, 1.5, "", "x", [], {}, [1], {"type": None}, {"type": 5}, {"type": ["dict", "float"]},
         {"properties": None}, {"properties": {"a": None}}, {"required": None}, {"optional": "x"}, {"$ref": 5},
         {"$ref": "#/x/y"}, {"nullable": "yes"}, {"items": [1, {"type": "float"}]}, {"enum": None, "type": "Enum"},
         {"allowed_values": "a"}, {"pattern": 5}, {"pattern": "("}, {"examples": None}, {"example": []},
         {"type": "object", "properties": {"a": {"optional": ["b"], "required": "yes"}}},
         {"type": "object", "anyOf": {"a": 1}, "$defs": [], "not": {"$ref": "#"}}]


@pytest.mark.parametrize("key", ["parameters", "inputSchema", "input_schema", "parametersJsonSchema",
                                 "query_parameters", "arguments"])
def test_odd_schemas_load_lint_and_dump_without_an_exception(key):
    from workbench.envelopes.write import dump

    for value in WEIRD:
        for tool in load([{"name": "t", key: value}, {"name": "ok", "inputSchema": OBJ}]):
            assert isinstance(tool.parameters, dict)
            hits("schema-error", tool)
            hits("nonstandard-construct", tool)
            json.dumps(dump(tool))


def test_a_file_of_broken_tools_loads_whole_and_each_gets_a_schema_error(tmp_path):
    depth = 200
    deep = {"type": "object"}
    for _ in range(depth):
        deep = {"type": "object", "properties": {"x": deep}}
    broken = {
        "invalid": {"type": "object", "properties": {"a": {"type": "strin"}}},
        "unresolvable": {"type": "object", "properties": {"a": {"$ref": "#/$defs/Nope"}}},
        "remote": {"type": "object", "properties": {"a": {"$ref": "https://example.test/s.json#/a"}}},
        "cycle": {"type": "object", "properties": {"a": {"$ref": "#/$defs/a"}}, "$defs": {"a": {"$ref": "#/$defs/b"},
                                                                                         "b": {"$ref": "#/$defs/a"}}},
        "deep": deep,
        "bad_pattern": {"type": "object", "properties": {"a": {"type": "string", "pattern": "[a-"}}},
    }
    tools = [{"name": name, "inputSchema": schema} for name, schema in broken.items()]
    tools.append({"name": "fine", "inputSchema": OBJ})
    path = tmp_path / "mixed.json"
    path.write_text(json.dumps({"tools": tools}, indent=1))
    ts = load(path)
    assert ts.names() == [*broken, "fine"] and ts.problems == ()
    for tool in ts:
        found = hits("schema-error", tool)
        assert bool(found) == (tool.name != "fine"), (tool.name, found)


@pytest.mark.parametrize("desc", ["Ticker symbol of the asset.", "资产的股票代码。"])
def test_an_example_keyword_is_info_where_validators_ignore_it(desc):
    # OpenAPI's `example` (and ToolBench's `example_value`) is an annotation: one info finding
    # per property, worded as what is true, not "became"
    tool = load({"type": "function", "function": {"name": "get_quote", "parameters": {
        "type": "object", "properties": {
            "symbol": {"type": "string", "description": desc, "example": "AAPL",
                       "example_value": "MSFT"},
            "side": {"type": "string", "enum": ["buy", "sell"], "example": "buy"}}}}})[0]
    found = hits("nonstandard-construct", tool)
    assert sorted(h.path for h in found) == ["/properties/side", "/properties/symbol"]
    assert all(h.severity == "info" for h in found)
    assert all("became" not in h.message and '"examples": [value]' in h.message for h in found)
    assert "OpenAPI" in next(h.message for h in found if h.path == "/properties/side")
    # the look-alike: checked for Gemini `parameters`, which refuses unknown keywords, the same
    # keyword is a warning that says why
    gem = hits("nonstandard-construct", tool, profiles=("gemini",))
    assert gem and all(h.severity is None and "refuses unknown keywords" in h.message for h in gem)
    # and a real dialect construct next to it stays a warning
    bad = load({"name": "t", "parameters": {"type": "dict", "properties": {
        "w": {"type": "float", "example": 1.5, "description": "重量"}}}})[0]
    sev = {(h.path, h.severity) for h in hits("nonstandard-construct", bad)}
    assert ("", None) in sev and ("/properties/w", "info") in sev and ("/properties/w", None) in sev
