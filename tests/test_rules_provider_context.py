"""Provider rules read the tool as its provider does: the dialect of the envelope (Gemini
`parametersJsonSchema` vs `parameters`), conditions and refused compositions under strict
profiles, objects that declare no keys, dead defaults, misspelt keywords; and every message cites
a public page, never an internal document."""

from __future__ import annotations

import pytest

from support import apply_patch, hits, make_tool
from support import obj as closed_object
from workbench.constraints import ledger
from workbench.linter.catalogue import all_rules
from workbench.linter.engine import lint
from workbench.loading import load
from workbench.schema.validate import check_schema


def obj(props, required=None, **extra):
    return closed_object(props, list(props) if required is None else required, **extra)


# ------------------------------------------------------------------ Gemini's two dialects

JSON_DECL = {"name": "weather_get_forecast", "description": "Forecast for a city, by day.",
             "parametersJsonSchema": {
                 "$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
                 "properties": {
                     "city": {"type": "string", "description": "City name, e.g. Paris."},
                     "unit": {"type": ["string", "null"], "enum": ["c", "f", None]},
                     "days": {"type": "integer", "exclusiveMinimum": 0, "maximum": 14},
                     "kind": {"const": "daily"}},
                 "required": ["city"], "additionalProperties": False}}


def test_parameters_json_schema_is_judged_as_json_schema():
    (tool,) = load([JSON_DECL])
    assert tool.source_format == "gemini-json"
    assert hits("provider-rejected-keyword", tool, profiles=("gemini",)) == []
    ignored = " ".join(h.message for h in hits("provider-ignored-keyword", tool, profiles=("gemini",)))
    assert "`parametersJsonSchema`" in ignored and "ignores `exclusiveMinimum`" in ignored
    assert "`parameters`, OpenAPI" not in ignored
    report = lint([JSON_DECL], profiles=["gemini"], config=False)
    assert not [f for f in report.findings if f.severity == "error"]
    # the parameter-name rule of `parameters` is not documented for this dialect: no guess
    dashed = {**JSON_DECL, "parametersJsonSchema": {"type": "object", "properties": {
        "city-name": {"type": "string"}}}}
    assert hits("provider-property-name", load([dashed])[0], profiles=("gemini",)) == []


def test_the_same_schema_under_parameters_is_refused_where_gemini_refuses_it():
    decl = {"name": "weather_get_forecast", "parameters": dict(JSON_DECL["parametersJsonSchema"].items())}
    (tool,) = load([{"functionDeclarations": [decl]}])
    found = {h.path for h in hits("provider-rejected-keyword", tool, profiles=("gemini",))}
    assert {"/$schema", "/properties/days/exclusiveMinimum", "/properties/unit/type",
            "/properties/kind/const"} <= found


def test_ledger_cells_follow_the_dialect():
    led = ledger(load([JSON_DECL]), profiles=["gemini"])
    cells = {(r.path, r.constraint): r.providers["gemini"] for r in led.rows}
    assert cells[("/properties/unit", "type")] == "hint"  # type arrays are JSON Schema here
    assert cells[("/properties/days", "exclusiveMinimum")] == "dropped"
    assert cells[("/properties/days", "maximum")] == "hint"


def test_gemini_upper_case_types_are_native_in_a_gemini_envelope():
    decl = {"functionDeclarations": [{"name": "lights_set_color", "parameters": {
        "type": "OBJECT", "properties": {"rgb_hex": {"type": "STRING"},
                                         "level": {"type": "INTEGER", "format": "int32"}}}}]}
    report = lint(decl, profiles=["gemini"], config=False)
    assert not [f for f in report.findings if f.rule in ("nonstandard-construct", "schema-error")]


# ------------------------------------------------------------------ strict: what is in effect

@pytest.mark.parametrize("parameters", [
    # an `if` tests the instance: its properties are not keys to require
    obj({"action": {"type": "string", "enum": ["read", "write"]}, "path": {"type": "string"}},
        allOf=[{"if": {"properties": {"action": {"const": "write"}}},
                "then": {"required": ["path"]}}]),
    obj({"mode": {"type": "string"}}, **{"not": {"properties": {"mode": {"const": "x"}}}}),
    obj({"a": {"type": "string"}, "b": {"type": "string"}},
        dependentSchemas={"a": {"properties": {"b": {"minLength": 1}}}}),
])
def test_strict_optional_property_skips_conditions_and_refused_branches(parameters):
    tool = make_tool("files_manage_file", parameters=parameters)
    assert hits("strict-optional-property", tool, profiles=("openai-strict",)) == []
    refused = [*hits("strict-unsupported-keyword", tool, profiles=("openai-strict",)),
               *hits("strict-root-shape", tool, profiles=("openai-strict",))]
    assert len(refused) == 1  # the refused keyword once, at its top, nothing inside it again


def test_strict_additional_properties_on_an_object_without_keys_offers_no_patch():
    tool = make_tool("vectors_search", parameters=obj({
        "filter_value": {"anyOf": [{"type": "object"}, {"type": "null"}]},
        "metadata": {"type": "object", "properties": {"source": {"type": "string"}},
                     "required": ["source"]}}))
    found = {h.path: h for h in hits("strict-additional-properties", tool, profiles=("openai-strict",))}
    empty = found["/properties/filter_value/anyOf/0"]
    assert empty.fix is None and "declares no keys" in empty.message and "only {}" in empty.message
    closing = found["/properties/metadata"]
    assert closing.fix and check_schema(apply_patch(tool.parameters, closing.fix)) == []


@pytest.mark.parametrize("node, description, expect", [
    ({"type": "integer", "default": 5}, "", '"Default: 5."'),
    ({"type": "string", "default": "CNY"}, "结算币种", "“默认：CNY。”"),
    ({"type": "string", "default": None}, "", "a null already says"),
    ({"type": "string", "default": "json"}, "Output format. Defaults to json.", "already gives it"),
    ({"type": "string", "default": "us"}, "Country code used for the search.", '"Default: us."'),
])
def test_a_default_under_openai_strict_is_dead_and_the_advice_fits_the_field(node, description, expect):
    field = {**node, **({"description": description} if description else {})}
    tool = make_tool("search_web", parameters=obj({"x": field}))
    (h,) = hits("strict-unsupported-keyword", tool, profiles=("openai-strict",))
    assert h.severity == "warning" and "never applies" in h.message and expect in h.message
    assert "github.com/openai/openai-agents-python/issues/4390" in h.message
    fixed = apply_patch(tool.parameters, h.fix)
    assert "default" not in fixed["properties"]["x"] and check_schema(fixed) == []
    # the patch moves the value into the text as the words say (unless a null or already said)
    said = expect.strip('"“”')
    if said.startswith(("Default", "默认")):
        assert fixed["properties"]["x"]["description"].endswith(said)
        assert fixed["properties"]["x"]["description"].startswith(description)
    # Anthropic strict allows optional fields and reads `default`: nothing to say
    assert hits("strict-unsupported-keyword", tool, profiles=("anthropic-strict",)) == []


@pytest.mark.parametrize("node", [
    {"type": ["string", "null"], "default": None},
    {"anyOf": [{"type": "integer"}, {"type": "null"}], "default": None, "description": "超时秒数"},
    {"anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}], "default": None,
     "description": "Domains to include."},
])
def test_a_null_default_on_a_nullable_field_is_info_with_its_removal(node):
    # the model sends null for "nothing" anyway and the OpenAI SDK strips it itself
    tool = make_tool("search_web", parameters=obj({"x": node}))
    (h,) = hits("strict-unsupported-keyword", tool, profiles=("openai-strict",))
    assert h.severity == "info" and "a null already says" in h.message
    assert "openai-python" in h.message and h.fix == ({"op": "remove", "path": "/properties/x/default"},)


@pytest.mark.parametrize("node, sentence", [
    # the last sentence is closed before the default's own, in the description's language
    ({"type": "string", "default": "us", "description": "Country code"}, "Country code. Default: us."),
    ({"type": "string", "default": "CNY", "description": "结算币种"}, "结算币种。默认：CNY。"),
    ({"type": "string", "default": "zh-CN", "description": "返回结果的语言；"}, "返回结果的语言；默认：zh-CN。"),
    # an enum default that is one of its values; a string with spaces is quoted
    ({"type": "string", "enum": ["asc", "desc"], "default": "desc", "description": "Sort order"},
     "Sort order. Default: desc."),
    ({"type": "string", "default": "last 7 days", "description": "Time window."},
     'Time window. Default: "last 7 days".'),
    # a short object moves as JSON; an empty description is replaced, not appended to
    ({"type": "object", "default": {"unit": "c"}, "description": "Display options."},
     'Display options. Default: {"unit": "c"}.'),
    ({"type": "integer", "default": 3, "description": ""}, "Default: 3."),
    # a quoted question keeps its own mark, no second full stop
    ({"type": "string", "default": "What is shown here?", "description": "Question to ask."},
     'Question to ask. Default: "What is shown here?"'),
])
def test_the_dead_default_patch_writes_one_well_formed_sentence(node, sentence):
    tool = make_tool("weather_get_forecast", parameters=obj({"x": node}))
    (h,) = hits("strict-unsupported-keyword", tool, profiles=("openai-strict",))
    fixed = apply_patch(tool.parameters, h.fix)
    assert fixed["properties"]["x"]["description"] == sentence and check_schema(fixed) == []
    assert "default" not in fixed["properties"]["x"]


@pytest.mark.parametrize("node, said, patch", [
    # the text states a default in its own words: a second sentence could contradict it
    ({"type": "integer", "default": 20, "description": "Results per page; defaults to 10."},
     '("defaults to 10")', None),
    ({"type": "boolean", "default": False, "description": "是否包含已归档的项目，默认为否"},
     "speaks of a default", None),
    # the author's description landed in `default` (pydantic's first argument): no sentence
    ({"type": "string", "default": "The customer's billing address."}, "reads like the field's description", None),
    ({"type": "string", "default": "需要识别的图片地址。"}, "reads like the field's description", None),
    # an enum default outside its values is no value to teach
    ({"type": "string", "enum": ["low", "high"], "default": "medium", "description": "Priority."},
     "not one of its `enum` values", "remove"),
    # an empty value says nothing the model would not send itself
    ({"type": "string", "default": "", "description": "Optional tag to filter by."},
     'an empty `""`', "remove"),
    ({"type": "array", "items": {"type": "string"}, "default": [], "description": "标签列表"},
     "an empty `[]`", "remove"),
    # an object too long for one sentence stays in words
    ({"type": "object", "default": {"headers": {"Accept": "application/json"},
                                    "retries": 3, "timeout_seconds": 30}, "description": "Options."},
     "Default: {", None),
])
def test_the_dead_default_patch_is_left_out_where_it_would_be_wrong(node, said, patch):
    tool = make_tool("projects_search", parameters=obj({"x": node}))
    (h,) = hits("strict-unsupported-keyword", tool, profiles=("openai-strict",))
    assert said in h.message and "never applies" in h.message
    if patch is None:
        assert h.fix is None
    else:  # removal only: the description is left as it is
        assert [op["op"] for op in h.fix] == ["remove"]
        fixed = apply_patch(tool.parameters, h.fix)
        assert fixed["properties"]["x"].get("description") == node.get("description")


# ------------------------------------------------------------------ misspelt keywords

@pytest.mark.parametrize("key, value, meant", [
    ("types", "object", "type"), ("requried", ["a"], "required"), ("min_length", 1, "minLength"),
    ("Enum", ["a", "b"], "enum"), ("additional_properties", False, "additionalProperties"),
])
def test_a_misspelt_keyword_is_named_with_its_spelling_and_fixed(key, value, meant):
    node = {key: value} if key != "types" else {"types": "object", "properties": {}}
    tool = make_tool("orders_list_items", parameters={"type": "object", "properties": {"a": node}})
    (h,) = [h for h in hits("provider-ignored-keyword", tool) if h.path == f"/properties/a/{key}"]
    assert f"did you mean `{meant}`" in h.message and h.severity == "warning"
    fixed = apply_patch(tool.parameters, h.fix)
    assert fixed["properties"]["a"][meant] == value and check_schema(fixed) == []


def test_other_dialects_and_own_words_are_not_typos():
    tool = make_tool("orders_list_items", parameters={"type": "object", "properties": {
        "a": {"type": "string", "nullable": True, "x-order": 1, "example": "x"}}})
    assert not any("did you mean" in h.message for h in hits("provider-ignored-keyword", tool))


def test_a_typo_next_to_the_real_keyword_gets_words_not_a_patch():
    tool = make_tool("orders_list_items", parameters={"type": "object", "properties": {
        "a": {"type": "string", "types": "number"}}})
    (h,) = [h for h in hits("provider-ignored-keyword", tool) if "did you mean" in h.message]
    assert h.fix is None and "by hand" in h.message


# ------------------------------------------------------------------ format on numbers, citations

def test_format_not_asserted_is_pedantic_and_only_for_strings():
    rule = all_rules()["format-not-asserted"]
    assert rule.group == "pedantic"
    tool = make_tool("comments_list", parameters={"type": "object", "properties": {
        "page_size": {"type": "integer", "format": "int32"},
        "ratio": {"type": "number", "format": "double"},
        "since": {"type": "string", "format": "date-time"}}})
    assert [h.path for h in hits("format-not-asserted", tool, profiles=("mcp",))] == [
        "/properties/since/format"]
    assert "format-not-asserted" not in {f.rule for f in lint(tool, profiles=["mcp"], config=False).findings}


def test_provider_and_schema_messages_cite_public_pages_only():
    every = ["generic", "openai", "openai-strict", "anthropic", "anthropic-strict", "gemini", "mcp"]
    mine = ("strict-compat", "portability", "schema-error")
    for rule in all_rules().values():
        for example in (*rule.bad, *rule.good):
            report = lint(list(example.tools), profiles=every, config=False, select=list(mine))
            for f in report.findings:
                assert "PD §" not in f.message and "seed " not in f.message, (rule.id, f.message)
                if f.category == "strict-compat":
                    assert "https://" in f.message, (f.rule, f.message)
