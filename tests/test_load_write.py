"""dump(): the tool set back in the envelope(s) it was read from, with current parameters."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from workbench.envelopes.write import dump, dump_by_source, dumps
from workbench.loading import load

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
NEW = {"type": "object", "properties": {"order_id": {"type": "string", "description": "Order number."}},
       "required": ["order_id"], "additionalProperties": False}


def same(a, b) -> bool:
    return [(t.name, t.description, json.dumps(t.parameters, sort_keys=True)) for t in a] == \
        [(t.name, t.description, json.dumps(t.parameters, sort_keys=True)) for t in b]


@pytest.mark.parametrize("name", ["logistics_tools.json", "weather_tools.json", "anthropic_tools.yaml",
                                  "gemini_tools.json"])
def test_examples_round_trip(name):
    ts = load(EXAMPLES / name)
    again = load(dump(ts))
    assert same(ts, again)
    assert [t.source_format for t in again] == [t.source_format for t in ts]


def test_openai_responses_file_shape_and_strict_preserved():
    ts = load(EXAMPLES / "logistics_tools.json")
    doc = dump(ts)
    original = json.loads((EXAMPLES / "logistics_tools.json").read_text(encoding="utf-8"))
    assert doc == original  # nothing changed → the file comes back as it was


def test_current_parameters_are_written():
    ts = load({"tools": [{"name": "a", "inputSchema": {"type": "object"}, "_meta": {"x": 1}}], "nextCursor": None})
    changed = type(ts)((ts[0].with_parameters(NEW),))
    doc = dump(changed)
    assert doc == {"tools": [{"name": "a", "inputSchema": NEW, "_meta": {"x": 1}}]}


def test_openai_chat_wrapper_and_strict():
    ts = load([{"type": "function", "function": {"name": "a", "parameters": {"type": "object"}, "strict": True}}])
    assert dump(ts) == [{"type": "function",
                         "function": {"name": "a", "parameters": {"type": "object"}, "strict": True}}]


def test_jsonrpc_response_and_list_of_pages_shapes():
    page = {"jsonrpc": "2.0", "id": 7, "result": {"tools": [{"name": "a", "inputSchema": NEW}]}}
    assert dump(load(page)) == {"jsonrpc": "2.0", "result": {"tools": [{"name": "a", "inputSchema": NEW}]}}
    pages = [{"tools": [{"name": "a", "inputSchema": NEW}]}, {"tools": [{"name": "b", "inputSchema": NEW}]}]
    assert dump(load(pages)) == pages


def test_gemini_written_back_in_its_openapi_dialect():
    decl = {"name": "s", "parameters": {"type": "OBJECT", "properties": {
        "q": {"type": "STRING", "nullable": True, "example": "x"}}}}
    doc = dump(load({"tools": [{"functionDeclarations": [decl]}]}))
    assert doc == {"tools": [{"functionDeclarations": [decl]}]}


def test_bfcl_seal_nestful_rapidapi_written_in_their_shapes():
    bfcl = {"name": "b", "description": "d", "parameters": {"type": "dict", "properties": {"w": {"type": "float"}}}}
    assert dump(load(bfcl)) == {"name": "b", "description": "d", "parameters": {
        "type": "object", "properties": {"w": {"type": "number"}}}}
    seal = {"api_name": "s", "api_description": "d", "parameters": {"x": {"type": "str"}}, "required": ["x"]}
    assert dump(load(seal)) == {"api_name": "s", "api_description": "d",
                                "parameters": {"x": {"type": "string"}}, "required": ["x"]}
    nestful = {"name": "n", "description": "d", "query_parameters": {"q": {"type": "String", "required": True}}}
    assert dump(load(nestful))["query_parameters"] == {"q": {"type": "string", "required": True}}
    rapid = {"api_name": "r", "tool_name": "T", "required_parameters": [{"name": "id", "type": "STRING"}],
             "optional_parameters": [{"name": "n", "type": "NUMBER"}]}
    out = dump(load(rapid))
    assert out["required_parameters"] == [{"name": "id", "type": "string"}]
    assert out["optional_parameters"] == [{"name": "n", "type": "number"}]


def test_jsonl_source_gives_one_entry_per_line(tmp_path):
    path = tmp_path / "t.jsonl"
    lines = [{"source": "s", "tool": {"name": "a", "inputSchema": NEW}}, {"name": "b", "input_schema": NEW}]
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n")
    doc = dump(load(path))
    assert doc == [{"tool": {"name": "a", "inputSchema": NEW}}, {"name": "b", "input_schema": NEW}]
    assert same(load(doc), load(path))


def test_several_sources_give_a_list_that_loads_back():
    ts = load(EXAMPLES / "weather_tools.json") + load(EXAMPLES / "anthropic_tools.yaml")
    doc = dump(ts)
    assert isinstance(doc, list) and len(doc) == len(ts)
    assert same(load(doc), ts)
    assert list(dump_by_source(ts)) == [str(EXAMPLES / "weather_tools.json"), str(EXAMPLES / "anthropic_tools.yaml")]


def test_python_tools_are_written_as_openai_chat_tools():
    def refund(order_id: str) -> None:
        """Refund an order."""

    doc = dump(load(refund))
    assert doc["type"] == "function" and doc["function"]["name"] == "refund"
    assert load(doc)[0].parameters == load(refund)[0].parameters


def test_bare_json_schema_round_trip():
    schema = {"title": "lookup", "description": "d", **NEW}
    assert dump(load(schema)) == schema


@pytest.mark.parametrize("name", ["logistics_tools.json", "anthropic_tools.yaml"])
def test_dumps_writes_the_source_file_format(tmp_path, name):
    ts = load(EXAMPLES / name)
    out = tmp_path / name
    out.write_text(dumps(ts), encoding="utf-8")
    assert same(load(out), ts)
    if name.endswith(".json"):
        assert json.loads(out.read_text(encoding="utf-8")) == json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


def test_dumps_jsonl(tmp_path):
    path = tmp_path / "t.jsonl"
    path.write_text(json.dumps({"name": "a", "input_schema": NEW}) + "\n"
                    + json.dumps({"name": "b", "input_schema": NEW}) + "\n")
    assert dumps(load(path)) == path.read_text()
