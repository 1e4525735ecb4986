"""load(): every envelope, every dialect construct, explicit format=, and bad input."""

from __future__ import annotations

import copy
import json

import pytest

from workbench.errors import InvalidArgument, LoadError
from workbench.loading import FORMATS, load
from workbench.model import Tool, ToolSet

SCHEMA = {"type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["order_id"],
          "additionalProperties": False}


def only(source, **kw) -> Tool:
    ts = load(source, **kw)
    assert len(ts) == 1, ts.problems
    return ts[0]


def note_paths(tool: Tool, rule: str = "nonstandard-construct") -> list[str]:
    return [n.path for n in tool.notes if n.rule == rule]


def test_formats_tuple_lists_every_id():
    assert FORMATS == ("openai-chat", "openai-responses", "openai-request", "mcp", "anthropic", "gemini",
                       "gemini-json", "bfcl", "toolbench", "rapidapi", "seal-tools", "nestful",
                       "json-schema", "python", "pydantic")


# ---- envelopes --------------------------------------------------------------------------------

def test_openai_chat_keeps_strict_and_parameters():
    tool = only({"type": "function", "function": {"name": "shipping_get_tracking", "description": "d",
                                                  "parameters": SCHEMA, "strict": True}})
    assert (tool.name, tool.source_format, tool.strict) == ("shipping_get_tracking", "openai-chat", True)
    assert tool.parameters == SCHEMA and tool.notes == ()
    assert tool.origin.file == "<object>" and tool.origin.pointer == ""


def test_openai_request_body_tools_and_non_function_tool_is_a_problem():
    body = {"model": "gpt-x", "messages": [], "tools": [
        {"type": "function", "function": {"name": "a", "parameters": SCHEMA}},
        {"type": "web_search"},
        {"type": "function", "name": "b", "parameters": SCHEMA, "strict": False},
    ]}
    ts = load(body)
    assert [(t.name, t.source_format, t.origin.pointer) for t in ts] == [
        ("a", "openai-chat", "/tools/0"), ("b", "openai-responses", "/tools/2")]
    assert len(ts.problems) == 1 and ts.problems[0].pointer == "/tools/1"
    assert "web_search" in ts.problems[0].message
    assert [t.name for t in load(body, format="openai-request")] == ["a", "b"]
    legacy = {"model": "gpt-x", "functions": [{"name": "c", "parameters": SCHEMA}]}
    assert [(t.name, t.source_format, t.origin.pointer) for t in load(legacy)] == [("c", "openai-chat", "/functions/0")]


def test_openai_without_parameters_means_no_parameters():
    tool = only({"type": "function", "name": "ping", "description": "Check the service is up."})
    assert tool.parameters == {"type": "object", "properties": {}}


def test_openai_responses_flat():
    tool = only({"type": "function", "name": "x", "description": "d", "parameters": SCHEMA, "strict": True})
    assert (tool.source_format, tool.strict) == ("openai-responses", True)


def test_bare_function_object_is_openai_chat():
    assert only({"name": "x", "description": "d", "parameters": SCHEMA}).source_format == "openai-chat"


MCP_TOOL = {"name": "crm_get_customer", "title": "Get customer", "description": "d", "inputSchema": SCHEMA,
            "outputSchema": {"type": "object"}, "annotations": {"readOnlyHint": True}, "_meta": {"k": 1}}


def test_mcp_tool_keeps_title_annotations_output_schema():
    tool = only(MCP_TOOL)
    assert tool.source_format == "mcp" and tool.title == "Get customer"
    assert tool.annotations == {"readOnlyHint": True} and tool.output_schema == {"type": "object"}
    assert tool.raw["_meta"] == {"k": 1}


def test_mcp_page_jsonrpc_response_and_list_of_pages():
    page = {"tools": [MCP_TOOL], "nextCursor": "abc"}
    assert only(page).origin.pointer == "/tools/0"
    response = {"jsonrpc": "2.0", "id": 1, "result": page}
    assert only(response).origin.pointer == "/result/tools/0"
    pages = [response, {"jsonrpc": "2.0", "id": 2, "result": {"tools": [dict(MCP_TOOL, name="b")]}}]
    ts = load(pages)
    assert [(t.name, t.origin.pointer) for t in ts] == [("crm_get_customer", "/0/result/tools/0"),
                                                         ("b", "/1/result/tools/0")]


def test_server_object_with_a_tools_list_is_unwrapped():
    server = {"name": "crm-server", "version": "1.0", "tools": [MCP_TOOL]}
    assert [(t.name, t.origin.pointer) for t in load(server)] == [("crm_get_customer", "/tools/0")]


def test_jsonrpc_error_response_is_a_located_load_error():
    with pytest.raises(LoadError, match=r"JSON-RPC error response.*Method not found"):
        load({"jsonrpc": "2.0", "id": 1, "error": {"code": -32601, "message": "Method not found"}})


def test_anthropic():
    tool = only({"name": "a", "description": "d", "input_schema": SCHEMA, "strict": True})
    assert (tool.source_format, tool.strict, tool.parameters) == ("anthropic", True, SCHEMA)


def test_gemini_camel_and_snake_upper_case_types_and_nullable():
    decl = {"name": "search_city", "description": "d", "parameters": {
        "type": "OBJECT", "properties": {
            "query": {"type": "STRING"},
            "limit": {"type": "INTEGER", "nullable": True, "enum": [1, 2]}},
        "required": ["query"]}}
    for key in ("functionDeclarations", "function_declarations"):
        tool = only({"tools": [{key: [decl]}]})
        assert tool.source_format == "gemini" and tool.origin.pointer == f"/tools/0/{key}/0"
        assert tool.parameters == {"type": "object", "required": ["query"], "properties": {
            "query": {"type": "string"},
            "limit": {"type": ["integer", "null"], "enum": [1, 2, None]}}}
        assert sorted(note_paths(tool)) == ["", "/properties/limit", "/properties/limit", "/properties/query"]
        assert all(n.native for n in tool.notes)  # Gemini's own dialect: info-level portability notes
        assert any("nullable" in n.message for n in tool.notes)


def test_gemini_lower_case_declaration_is_still_gemini():
    tool = only({"functionDeclarations": [{"name": "a", "parameters": SCHEMA}]})
    assert tool.source_format == "gemini" and tool.notes == ()


def test_gemini_ref_and_defs_become_dollar_spelling():
    tool = only({"functionDeclarations": [{"name": "a", "parameters": {
        "type": "OBJECT", "properties": {"pet": {"ref": "#/defs/Pet"}},
        "defs": {"Pet": {"type": "STRING"}}}}]})
    assert tool.parameters["properties"]["pet"] == {"$ref": "#/$defs/Pet"}
    assert tool.parameters["$defs"] == {"Pet": {"type": "string"}}


def test_gemini_parameters_json_schema_taken_as_is():
    tool = only({"functionDeclarations": [{"name": "a", "parametersJsonSchema": SCHEMA}]})
    assert (tool.source_format, tool.parameters, tool.notes) == ("gemini-json", SCHEMA, ())


# ---- dataset dialects -------------------------------------------------------------------------

@pytest.mark.parametrize("spelling,expected", [
    ("dict", {"type": "object"}), ("float", {"type": "number"}), ("double", {"type": "number"}),
    ("tuple", {"type": "array"}), ("any", {}), ("String", {"type": "string"}),
    ("Boolean", {"type": "boolean"}), ("long", {"type": "integer"}), ("HashMap", {"type": "object"}),
    ("ArrayList", {"type": "array"}), ("Array", {"type": "array"}), ("char", {"type": "string"}),
    ("", {}), ("str", {"type": "string"}), ("int", {"type": "integer"}), ("bool", {"type": "boolean"}),
    ("Number", {"type": "number"}), ("STRING", {"type": "string"}),
])
def test_bfcl_and_other_type_spellings(spelling, expected):
    tool = only({"name": "t", "description": "d", "parameters": {
        "type": "dict", "properties": {"p": {"type": spelling, "description": "x"}}, "required": ["p"]}})
    assert tool.source_format == "bfcl"
    assert tool.parameters["type"] == "object"
    assert tool.parameters["properties"]["p"] == {**expected, "description": "x"}
    assert note_paths(tool) == ["", "/properties/p"]
    message = tool.notes[1].message
    assert repr(spelling) in message and ("Write" in message or "Name a real" in message)


def test_unknown_type_names_are_left_for_the_schema_error_rule():
    tool = only({"name": "t", "parameters": {"type": "dict", "properties": {"p": {"type": "strin"}}}})
    assert tool.parameters["properties"]["p"] == {"type": "strin"} and note_paths(tool) == [""]


def test_bfcl_nested_dict_float_items_and_tuple_list_items():
    tool = only({"name": "t", "parameters": {"type": "dict", "properties": {
        "pos": {"type": "tuple", "items": {"type": "float"}},
        "pair": {"type": "tuple", "items": [{"type": "String"}, {"type": "long"}]},
        "cfg": {"type": "dict", "properties": {"w": {"type": "float"}}}}}})
    p = tool.parameters["properties"]
    assert p["pos"] == {"type": "array", "items": {"type": "number"}}
    assert p["pair"] == {"type": "array", "prefixItems": [{"type": "string"}, {"type": "integer"}]}
    assert p["cfg"] == {"type": "object", "properties": {"w": {"type": "number"}}}
    assert set(note_paths(tool)) == {"", "/properties/pos", "/properties/pos/items", "/properties/pair",
                                     "/properties/pair/prefixItems/0", "/properties/pair/prefixItems/1",
                                     "/properties/cfg", "/properties/cfg/properties/w"}


@pytest.mark.parametrize("value", [True, "true", "True", "yes"])
def test_bfcl_optional_true_variants(value):
    tool = only({"name": "t", "parameters": {"type": "dict", "properties": {
        "a": {"type": "string"}, "b": {"type": "string", "optional": value}}, "required": ["a", "b"]}})
    assert tool.parameters["required"] == ["a"]
    assert "optional" not in tool.parameters["properties"]["b"]
    assert "/properties/b" in note_paths(tool)


def test_optional_name_list_on_a_property_and_on_the_root():
    tool = only({"name": "t", "parameters": {"type": "dict", "properties": {
        "box": {"type": "dict", "properties": {"weight": {"type": "float"}}, "required": ["weight"],
                "optional": ["weight"]}}, "required": ["box"], "optional": []}})
    box = tool.parameters["properties"]["box"]
    assert box["required"] == [] and "optional" not in box
    assert "optional" not in tool.parameters and tool.parameters["required"] == ["box"]
    assert {"", "/properties/box"} <= set(note_paths(tool))


def test_bfcl_question_record_function_list():
    record = {"id": "simple_1", "question": [[{"role": "user", "content": "hi"}]],
              "function": [{"name": "a", "parameters": {"type": "dict", "properties": {}}},
                           {"name": "b", "parameters": {"type": "dict", "properties": {}}}]}
    assert [(t.name, t.origin.pointer) for t in load(record)] == [("a", "/function/0"), ("b", "/function/1")]


def test_toolbench_root_optional_and_example_value():
    tool = only({"name": "x_for_y", "description": "d", "parameters": {
        "type": "object", "properties": {"q": {"type": "string", "example_value": "paris"},
                                         "n": {"type": "integer"}},
        "required": ["q", "n"], "optional": ["n"]}})
    assert tool.source_format == "toolbench"
    assert tool.parameters == {"type": "object", "required": ["q"], "properties": {
        "q": {"type": "string", "examples": ["paris"]}, "n": {"type": "integer"}}}
    assert sorted(note_paths(tool)) == ["", "/properties/q"]


def test_seal_tools_bare_map_with_python_types():
    tool = only({"api_name": "analyzeEvidence", "api_description": "d", "field": "x",
                 "parameters": {"sample": {"type": "str", "description": "s"},
                                "count": {"type": "int", "description": "c", "example": 3}},
                 "required": ["sample"], "responses": {"result": {"type": "str"}}})
    assert (tool.name, tool.source_format) == ("analyzeEvidence", "seal-tools")
    assert tool.parameters == {"type": "object", "required": ["sample"], "properties": {
        "sample": {"type": "string", "description": "s"},
        "count": {"type": "integer", "description": "c", "examples": [3]}}}
    assert tool.output_schema == {"type": "object", "properties": {"result": {"type": "string"}}}
    assert note_paths(tool)[0] == "" and "Seal-Tools" in tool.notes[0].message


def test_nestful_per_parameter_required_enum_and_date():
    tool = only({"name": "Products.Search", "description": "d",
                 "path_parameters": {"shop": {"type": "String", "required": True}},
                 "query_parameters": {
                     "sort_by": {"type": "Enum", "allowed_values": ["BEST_MATCH", "LOWEST_PRICE"], "required": False},
                     "dt": {"type": "Date (yyyy-mm-dd)", "required": True}},
                 "output_parameters": {"items": {"type": "array"}}})
    assert tool.source_format == "nestful"
    p = tool.parameters
    assert p["required"] == ["shop", "dt"]
    assert p["properties"]["sort_by"] == {"type": "string", "enum": ["BEST_MATCH", "LOWEST_PRICE"]}
    assert p["properties"]["dt"] == {"type": "string", "format": "date"}
    assert p["properties"]["shop"] == {"type": "string"}
    assert {"", "/properties/shop", "/properties/sort_by", "/properties/dt"} == set(note_paths(tool))


def test_nestful_sgd_arguments_default_value_and_empty_allowed_values():
    tool = only({"name": "Buses.FindBus", "description": "d", "arguments": {
        "origin": {"description": "o", "required": True, "allowed_values": []},
        "fare": {"description": "f", "required": False, "default_value": "Economy",
                 "allowed_values": ["Economy", "Flexible"]}}, "output_parameters": {}})
    p = tool.parameters
    assert p["required"] == ["origin"]
    assert p["properties"]["origin"] == {"description": "o"}
    assert p["properties"]["fare"] == {"description": "f", "default": "Economy", "enum": ["Economy", "Flexible"]}


def test_nestful_bare_parameters_map_with_required_flags():
    tool = only({"name": "generate_barcode", "description": "d", "parameters": {
        "data": {"type": "string", "required": True}, "format": {"type": "string", "required": False}}})
    assert tool.source_format == "nestful" and tool.parameters["required"] == ["data"]


def test_rapidapi_required_and_optional_parameter_lists():
    tool = only({"category_name": "Logistics", "tool_name": "SQUAKE", "api_name": "Track",
                 "api_description": "d", "method": "GET",
                 "required_parameters": [{"name": "id", "type": "STRING", "description": "i", "default": ""}],
                 "optional_parameters": [{"name": "n", "type": "NUMBER", "description": "n", "default": 5}]})
    assert (tool.name, tool.source_format) == ("Track", "rapidapi")
    assert tool.parameters == {"type": "object", "required": ["id"], "properties": {
        "id": {"type": "string", "description": "i", "default": ""},
        "n": {"type": "number", "description": "n", "default": 5}}}
    assert note_paths(tool) == ["", "/properties/id", "/properties/n"]


def test_bare_json_schema_with_title_is_one_tool():
    schema = {"title": "order_lookup", "description": "Find an order.", **SCHEMA}
    tool = only(schema)
    assert (tool.name, tool.description, tool.source_format) == ("order_lookup", "Find an order.", "json-schema")
    assert tool.parameters == schema


def test_format_json_schema_without_title_names_the_tool_after_the_file(tmp_path):
    path = tmp_path / "refund_args.json"
    path.write_text(json.dumps(SCHEMA))
    tool = only(path, format="json-schema")
    assert (tool.name, tool.source_format) == ("refund_args", "json-schema")


def test_input_objects_are_never_mutated():
    source = {"name": "t", "parameters": {"type": "dict", "properties": {"a": {"type": "float", "optional": True}},
                                          "required": ["a"]}}
    before = copy.deepcopy(source)
    tool = only(source)
    assert source == before and tool.raw == before


def test_duplicate_names_are_kept():
    ts = load([{"type": "function", "name": "get", "parameters": SCHEMA}] * 2)
    assert ts.names() == ["get", "get"]


def test_tool_and_toolset_pass_through():
    ts = load(MCP_TOOL)
    assert load(ts) is ts and load(ts[0]).tools == (ts[0],)


# ---- explicit format= --------------------------------------------------------------------------

def test_explicit_format_overrides_detection():
    bfcl_like = {"name": "t", "parameters": {"type": "dict", "properties": {}}}
    assert only(bfcl_like).source_format == "bfcl"
    assert only(bfcl_like, format="toolbench").source_format == "toolbench"
    assert only(bfcl_like, format="openai-chat").source_format == "openai-chat"


def test_explicit_format_that_does_not_fit_is_a_problem_per_item():
    ts = load([MCP_TOOL, {"name": "x", "parameters": SCHEMA}], format="mcp")
    assert ts.names() == ["crm_get_customer"]
    assert ts.problems[0].pointer == "/1" and "MCP tool" in ts.problems[0].message


def test_unknown_format_is_an_invalid_argument():
    with pytest.raises(InvalidArgument, match=r"unknown format 'openai'.*openai-chat"):
        load(MCP_TOOL, format="openai")


# ---- files, text, locations ------------------------------------------------------------------

def test_json_file_tools_carry_file_pointer_and_line(tmp_path):
    path = tmp_path / "tools.json"
    path.write_text(json.dumps({"tools": [MCP_TOOL, dict(MCP_TOOL, name="b")]}, indent=2))
    ts = load(path)
    assert [t.origin.pointer for t in ts] == ["/tools/0", "/tools/1"]
    assert ts[0].origin.file == str(path)
    lines = path.read_text().splitlines()
    assert lines[ts[0].origin.line - 1].strip() == "{" and ts[1].origin.line > ts[0].origin.line


def test_jsonl_records_lines_and_a_bad_line_keeps_the_others(tmp_path):
    path = tmp_path / "tools.jsonl"
    good = json.dumps({"source": "x", "tool": MCP_TOOL})
    path.write_text(good + "\n" + '{"name": "broken", \n' + "\n" + json.dumps(dict(MCP_TOOL, name="c")) + "\n")
    ts = load(path)
    assert [(t.name, t.origin.line, t.origin.pointer) for t in ts] == [("crm_get_customer", 1, "/tool"), ("c", 4, "")]
    (problem,) = ts.problems
    assert (problem.file, problem.line) == (str(path), 2)
    assert "malformed JSON" in problem.message and "line is skipped" in problem.message


def test_jsonl_with_only_bad_lines_is_a_load_error(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text("{\n[\n")
    with pytest.raises(LoadError) as err:
        load(path)
    assert err.value.line == 1


def test_malformed_json_reports_exact_line_and_column(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{\n  "tools": [\n    {"name": "a",, "inputSchema": {}}\n  ]\n}\n')
    with pytest.raises(LoadError) as err:
        load(path)
    assert (err.value.file, err.value.line, err.value.column) == (str(path), 3, 18)
    assert str(err.value).startswith(f"{path}:3:18: malformed JSON")


def test_malformed_json_text():
    with pytest.raises(LoadError) as err:
        load('[{"name": "a"}\n{"name": "b"}]')
    assert (err.value.file, err.value.line, err.value.column) == ("<text>", 2, 1)


def test_malformed_yaml_reports_exact_line_and_column(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("- name: a\n  input_schema:\n    type: object\n  description: [unclosed\n")
    with pytest.raises(LoadError) as err:
        load(path)
    assert (err.value.line, err.value.column) == (5, 1)
    assert "malformed YAML" in err.value.message


def test_yaml_file_with_line_numbers(tmp_path):
    path = tmp_path / "tools.yml"
    path.write_text("# tools\n- name: a\n  description: d\n  input_schema: {type: object}\n"
                    "- name: b\n  input_schema:\n    type: object\n")
    ts = load(path)
    assert [(t.name, t.source_format, t.origin.line) for t in ts] == [("a", "anthropic", 2), ("b", "anthropic", 5)]


def test_yaml_documents_are_read_as_a_list(tmp_path):
    path = tmp_path / "two.yaml"
    path.write_text("name: a\ninput_schema: {type: object}\n---\nname: b\ninput_schema: {type: object}\n")
    assert [(t.name, t.origin.pointer, t.origin.line) for t in load(path)] == [("a", "/0", 1), ("b", "/1", 4)]


def test_json_lines_saved_as_json_like_bfcl_data_files(tmp_path):
    path = tmp_path / "BFCL_v4_simple.json"
    rows = [{"id": f"simple_{i}", "question": [], "function": [{"name": f"f{i}", "parameters": {
        "type": "dict", "properties": {}}}]} for i in range(2)]
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    assert [(t.name, t.origin.line, t.origin.pointer) for t in load(path)] == \
        [("f0", 1, "/function/0"), ("f1", 2, "/function/0")]


def test_yaml_alias_cycle_is_cut_with_a_schema_error_note():
    text = "name: loop\ninput_schema: &s\n  type: object\n  properties:\n    self: *s\n"
    tool = only(text)
    assert tool.parameters["properties"]["self"] == {}
    assert note_paths(tool, "schema-error") == ["/properties/self"]


def test_json_and_yaml_text_and_pasted_jsonl():
    assert only(json.dumps(MCP_TOOL)).origin.file == "<text>"
    assert only("name: a\ninput_schema:\n  type: object\n").source_format == "anthropic"
    pasted = json.dumps(MCP_TOOL) + "\n" + json.dumps(dict(MCP_TOOL, name="z"))
    assert [(t.name, t.origin.line) for t in load(pasted)] == [("crm_get_customer", 1), ("z", 2)]


def test_ten_thousand_levels_of_nesting_load(tmp_path):
    depth = 10_000
    deep = '{"type": "object", "properties": {"x": ' * depth + "{}" + "}}" * depth
    path = tmp_path / "deep.json"
    path.write_text('{"name": "deep", "inputSchema": ' + deep + "}")
    tool = only(path)
    node, levels = tool.parameters, 0
    while "properties" in node:
        node, levels = node["properties"]["x"], levels + 1
    assert levels == depth


def test_unknown_envelope_lists_accepted_shapes():
    with pytest.raises(LoadError, match=r"unknown tool envelope.*accepted shapes: OpenAI Chat"):
        load({"foo": 1})


def test_unknown_item_in_a_list_is_a_problem_and_the_rest_loads():
    ts = load([MCP_TOOL, {"foo": 1}, "text"])
    assert ts.names() == ["crm_get_customer"]
    assert [p.pointer for p in ts.problems] == ["/1", "/2"]
    assert all("accepted shapes" in p.message for p in ts.problems)


def test_broken_schemas_still_load():
    ts = load([
        {"name": "remote", "inputSchema": {"type": "object", "properties": {"a": {"$ref": "https://x.test/a.json"}}}},
        {"name": "list_params", "parameters": [1, 2], "type": "function"},
        {"name": "ok", "inputSchema": SCHEMA},
    ])
    assert ts.names() == ["remote", "list_params", "ok"]
    assert ts[1].parameters == {} and note_paths(ts[1], "schema-error") == [""]


@pytest.mark.parametrize("path_text,message", [("missing.json", "no such file"), (".", "is a directory")])
def test_unreadable_paths(tmp_path, path_text, message):
    with pytest.raises(LoadError, match=message):
        load(tmp_path / path_text)


def test_empty_input_is_a_load_error(tmp_path):
    path = tmp_path / "empty.json"
    path.write_text("  \n")
    with pytest.raises(LoadError, match="empty input"):
        load(path)


def test_nameless_tool_is_a_problem():
    ts = load([{"inputSchema": SCHEMA, "name": ""}, MCP_TOOL])
    assert ts.names() == ["crm_get_customer"] and "no name" in ts.problems[0].message


def test_toolset_problems_are_returned_not_raised():
    ts = load([MCP_TOOL, {"bad": True}])
    assert isinstance(ts, ToolSet) and len(ts.problems) == 1
