"""Every parameter schema is checked against its draft's metaschema, offline, and each mistake is
a `schema-error` at its pointer (workbench/schema/validate.py, workbench/linter/rules/loading.py)."""

from __future__ import annotations

import socket

import pytest

from support import hits
from workbench.linter.engine import lint
from workbench.loading import load
from workbench.schema.validate import metaschema_problems, schema_draft

REQUIRED_TRUE = {"type": "object", "properties": {
    "order_id": {"type": "string", "required": True}, "note": {"type": "string"}}}
TUPLE_ITEMS = {"type": "object", "properties": {
    "point": {"type": "array", "items": [{"type": "number"}, {"type": "number"}]}}}


def envelopes(schema):
    """The same schema in every envelope whose schema is JSON Schema by its own documentation."""
    return {
        "openai-chat": {"type": "function", "function": {"name": "orders_get_order",
                                                         "parameters": schema}},
        "openai-responses": {"type": "function", "name": "orders_get_order", "parameters": schema},
        "mcp": {"name": "orders_get_order", "inputSchema": schema},
        "anthropic": {"name": "orders_get_order", "input_schema": schema},
        "gemini-json": {"name": "orders_get_order", "parametersJsonSchema": schema},
    }


def errors(tool_dict):
    (tool,) = load([tool_dict])
    return [(h.path, h.message) for h in hits("schema-error", tool)]


@pytest.mark.parametrize("fmt", list(envelopes({})))
def test_per_property_required_true_is_a_schema_error_in_every_json_schema_envelope(fmt):
    (tool,) = load([envelopes(REQUIRED_TRUE)[fmt]])
    assert tool.source_format == fmt
    [(path, message)] = errors(envelopes(REQUIRED_TRUE)[fmt])
    assert path == "/properties/order_id/required"
    assert "draft-3" in message and '"required": ["order_id"]' in message
    # the loader's translation note is not repeated next to the error
    assert hits("nonstandard-construct", tool) == []


def test_required_false_says_to_remove_it():
    [(path, message)] = errors(envelopes({"type": "object", "properties": {
        "note": {"type": "string", "required": False}}})["mcp"])
    assert path == "/properties/note/required" and "remove it" in message


def test_tuple_items_are_an_error_in_2020_12_and_fine_where_the_draft_allows_them():
    [(path, message)] = errors(envelopes(TUPLE_ITEMS)["mcp"])
    assert path == "/properties/point/items" and "`prefixItems`" in message
    draft7 = {**TUPLE_ITEMS, "$schema": "http://json-schema.org/draft-07/schema#"}
    assert errors(envelopes(draft7)["mcp"]) == []
    draft_2019 = {**TUPLE_ITEMS, "$schema": "https://json-schema.org/draft/2019-09/schema"}
    assert errors(envelopes(draft_2019)["anthropic"]) == []


@pytest.mark.parametrize("schema, pointer", [
    ({"type": "object", "properties": {"n": {"type": "float"}}}, "/properties/n/type"),
    ({"type": "object", "properties": {"q": {"type": "string", "maxLength": "200"}}}, "/properties/q/maxLength"),
    ({"type": "object", "properties": {"k": {"type": "string", "enum": "a,b"}}}, "/properties/k/enum"),
    ({"type": "object", "properties": {"o": {"type": "object", "additionalProperties": "no"}}},
     "/properties/o/additionalProperties"),
    ({"type": "object", "required": "order_id", "properties": {"order_id": {"type": "string"}}}, ""),
])
def test_wrong_keyword_values_are_located(schema, pointer):
    found = errors(envelopes(schema)["openai-chat"])
    assert found and found[0][0] == pointer, found


def test_every_mistake_is_its_own_finding():
    schema = {"type": "object", "properties": {
        "a": {"type": "string", "required": True}, "b": {"type": "strin"},
        "c": {"type": "integer", "minimum": "1"}}}
    assert [p for p, _ in errors(envelopes(schema)["mcp"])] == [
        "/properties/a/required", "/properties/b/type", "/properties/c/minimum"]


def test_dataset_dialects_keep_their_translation_notes():
    # BFCL writes `dict`/`float`: its own dialect, translated by the loader, not a broken schema
    (tool,) = load([{"name": "calc_area", "description": "Area of a shape.", "parameters": {
        "type": "dict", "properties": {"base": {"type": "float"}}, "required": ["base"]}}])
    assert tool.source_format == "bfcl"
    assert hits("schema-error", tool) == [] and hits("nonstandard-construct", tool)


def test_an_unknown_dialect_is_a_warning_and_is_never_fetched(monkeypatch):
    def no_network(*args, **kwargs):
        raise AssertionError("meta-validation tried to open a connection")

    monkeypatch.setattr(socket.socket, "connect", no_network)
    monkeypatch.setattr(socket, "create_connection", no_network)
    schema = {"$schema": "https://example.com/my-dialect", "type": "object",
              "properties": {"a": {"type": "string", "required": True}}}
    assert schema_draft(schema) == ("2020-12", False)
    report = lint([envelopes(schema)["mcp"]], config=False)
    found = {(f.path, f.severity) for f in report.findings if f.rule == "schema-error"}
    assert found == {("/$schema", "warning"), ("/properties/a/required", "error")}


@pytest.mark.parametrize("uri, draft", [
    ("https://json-schema.org/draft/2020-12/schema", "2020-12"),
    ("http://json-schema.org/draft-07/schema#", "draft-07"),
    ("https://json-schema.org/draft-07/schema", "draft-07"),
    ("http://json-schema.org/draft-04/schema#", "draft-04"),
])
def test_drafts_are_read_from_schema(uri, draft):
    assert schema_draft({"$schema": uri}) == (draft, True)
    assert metaschema_problems({"$schema": uri, "type": "object"}) == ()


def test_not_json_is_one_problem_not_an_exception():
    (problem,) = metaschema_problems({"type": "object", "properties": {b"x": {}}})
    assert problem.pointer == ""
