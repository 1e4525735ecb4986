"""Provider rules (strict-compat, portability): one bad and one good case per rule, plus the
mechanical fixes, all driven by the facts in workbench/profiles.py."""

from __future__ import annotations

import pytest

from support import apply_patch, hits, make_tool
from support import obj as closed_object
from workbench.linter.catalogue import all_rules
from workbench.linter.context import ToolContext
from workbench.model import ToolSet
from workbench.profiles import get_profiles

OBJ = {"type": "object", "additionalProperties": False}


def obj(props, required=None, **extra):
    """A closed object; every property required unless `required` says otherwise."""
    return closed_object(props, list(props) if required is None else required, **extra)


# ------------------------------------------------------------------ strict-compat

def test_strict_additional_properties_bad_good_and_fix():
    bad = make_tool(parameters={"type": "object", "properties": {
        "a": {"type": "object", "properties": {"b": {"type": "string"}}, "required": ["b"]}},
        "required": ["a"]})
    found = hits("strict-additional-properties", bad, profiles=("openai-strict",))
    assert {h.path for h in found} == {"", "/properties/a"}
    assert "https://developers.openai.com/api/docs/guides/structured-outputs" in found[0].message
    assert "PD §" not in found[0].message
    fixed = bad.parameters
    for h in found:
        fixed = apply_patch(fixed, h.fix)
    assert not hits("strict-additional-properties", make_tool(parameters=fixed), profiles=("openai-strict",))
    # a map-like object cannot be fixed mechanically
    mapping = make_tool(parameters=obj({"tags": {"type": "object", "additionalProperties": {"type": "string"}}}))
    (h,) = hits("strict-additional-properties", mapping, profiles=("anthropic-strict",))
    assert h.fix is None and "array of {key, value}" in h.message
    # not strict: nothing
    assert not hits("strict-additional-properties", bad, profiles=("openai", "generic"))


def test_strict_optional_property_fix_adds_required_and_null():
    bad = make_tool(parameters={**OBJ, "properties": {
        "order_id": {"type": "string"},
        "language": {"type": "string", "enum": ["zh-CN", "en-US"]},
        "limit": {"type": ["integer"]}}, "required": ["order_id"]})
    (h,) = hits("strict-optional-property", bad, profiles=("openai-strict",))
    assert "'language', 'limit' are optional" in h.message
    fixed = apply_patch(bad.parameters, h.fix)
    assert fixed["required"] == ["order_id", "language", "limit"]
    assert fixed["properties"]["language"] == {"type": ["string", "null"], "enum": ["zh-CN", "en-US", None]}
    assert fixed["properties"]["limit"]["type"] == ["integer", "null"]
    assert not hits("strict-optional-property", make_tool(parameters=fixed), profiles=("openai-strict",))
    # Anthropic strict allows optional fields
    assert not hits("strict-optional-property", bad, profiles=("anthropic-strict",))


def test_strict_optional_property_without_type_gets_no_fix():
    bad = make_tool(parameters={**OBJ, "properties": {"a": {"$ref": "#/$defs/a"}}, "$defs": {"a": {"type": "string"}}})
    (h,) = hits("strict-optional-property", bad, profiles=("openai-strict",))
    assert h.fix is None


def test_strict_unsupported_keyword_rejected_unknown_and_values():
    bad = make_tool(parameters=obj({
        "currency": {"type": "string", "default": "CNY"},
        "method": {"oneOf": [{"type": "string"}, {"type": "integer"}]},
        "note": {"type": "string", "maxLength": 200},
        "when": {"type": "string", "format": "iso-week"}}))
    found = {h.path: h for h in hits("strict-unsupported-keyword", bad, profiles=("openai-strict",))}
    dead = found["/properties/currency/default"]
    assert dead.fix == ({"op": "remove", "path": "/properties/currency/default"},
                        {"op": "add", "path": "/properties/currency/description",
                         "value": "Default: CNY."})
    assert dead.severity == "warning" and "never applies" in dead.message
    assert "not equivalent" in found["/properties/method/oneOf"].message
    # undocumented either way: not this rule's (never an error), the pedantic rule's
    assert "/properties/note/maxLength" not in found
    (undocumented,) = hits("strict-undocumented-keyword", bad, profiles=("openai-strict",))
    assert undocumented.path == "/properties/note/maxLength" and "test a request" in undocumented.message
    assert all_rules()["strict-undocumented-keyword"].group == "pedantic"
    assert found["/properties/when/format"].severity is None and "refused" in found["/properties/when/format"].message
    good = make_tool(parameters=obj({"currency": {"type": "string", "enum": ["CNY", "USD"]},
                                     "when": {"type": "string", "format": "date-time"}}))
    assert not hits("strict-unsupported-keyword", good, profiles=("openai-strict",))


def test_strict_unsupported_keyword_anthropic_values():
    bad = make_tool(parameters=obj({
        "ids": {"type": "array", "items": {"type": "string"}, "minItems": 2},
        "amount": {"type": "number", "maximum": 1000},
        "shape": {"enum": [{"a": 1}, "b"]}}))
    found = {h.path: h for h in hits("strict-unsupported-keyword", bad, profiles=("anthropic-strict",))}
    assert "only 0 or 1" in found["/properties/ids/minItems"].message
    assert found["/properties/ids/minItems"].fix[0]["value"] == 1
    assert "platform.claude.com" in found["/properties/amount/maximum"].message
    assert "object or array values" in found["/properties/shape/enum"].message
    good = make_tool(parameters=obj({"ids": {"type": "array", "items": {"type": "string"}, "minItems": 1}}))
    assert not hits("strict-unsupported-keyword", good, profiles=("anthropic-strict",))


def test_strict_root_shape():
    bad = make_tool(parameters={**OBJ, "anyOf": [{"required": ["a"]}, {"required": ["b"]}]})
    (h,) = hits("strict-root-shape", bad, profiles=("openai-strict",))
    assert h.path == "/anyOf"
    assert not hits("strict-root-shape", make_tool(parameters=obj({"a": {"type": "string"}})),
                    profiles=("openai-strict",))
    assert not hits("strict-root-shape", bad, profiles=("openai",))  # non-strict: portability's job


def test_strict_array_items():
    bad = make_tool(parameters=obj({"ids": {"type": "array"}}))
    assert [h.path for h in hits("strict-array-items", bad, profiles=("openai-strict",))] == ["/properties/ids"]
    good = make_tool(parameters=obj({"ids": {"type": "array", "items": {"type": "string"}}}))
    assert not hits("strict-array-items", good, profiles=("openai-strict",))


def test_strict_limits_enum_and_depth():
    big = make_tool(parameters=obj({"city": {"type": "string", "enum": [f"c{i}" for i in range(1001)]}}))
    (h,) = hits("strict-limits", big, profiles=("openai-strict",))
    assert "1,001 enum values" in h.message and "1,000" in h.message
    long = make_tool(parameters=obj({"city": {"type": "string", "enum": ["x" * 70 + str(i) for i in range(251)]}}))
    assert any("15,000 characters" in h.message for h in hits("strict-limits", long, profiles=("openai-strict",)))
    deep = {"type": "string"}
    for i in range(11):
        deep = obj({f"l{i}": deep})
    found = hits("strict-limits", make_tool(parameters=deep), profiles=("openai-strict",))
    assert any("levels of object nesting" in h.message for h in found)
    ok = make_tool(parameters=obj({"city_id": {"type": "string"}}))
    assert not hits("strict-limits", ok, profiles=("openai-strict",))


def test_strict_recursive_ref():
    bad = make_tool(parameters=obj({"node": {"$ref": "#/$defs/node"}}, **{"$defs": {"node": {
        "type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}}}))
    found = hits("strict-recursive-ref", bad, profiles=("anthropic-strict",))
    assert [h.path for h in found] == ["/$defs/node/properties/children/items"]
    assert not hits("strict-recursive-ref", bad, profiles=("openai-strict",))  # OpenAI allows recursion
    indirect = make_tool(parameters=obj({"a": {"$ref": "#/$defs/a"}}, **{"$defs": {
        "a": {"type": "object", "properties": {"b": {"$ref": "#/$defs/b"}}},
        "b": {"type": "object", "properties": {"a": {"$ref": "#/$defs/a"}}}}}))
    assert len(hits("strict-recursive-ref", indirect, profiles=("anthropic-strict",))) == 2
    flat = make_tool(parameters=obj({"a": {"$ref": "#/$defs/a"}}, **{"$defs": {"a": {"type": "string"}}}))
    assert not hits("strict-recursive-ref", flat, profiles=("anthropic-strict",))


def _set_hits(rule_id, tools, profiles):
    rule = all_rules()[rule_id]
    ts = ToolSet(tuple(tools))
    profs = get_profiles(list(profiles))
    return list(rule.check(ts, [ToolContext(t, profs, ts) for t in ts]))


def test_strict_request_limits_counts_across_tools():
    tools = [make_tool(f"crm_tool_{i}", parameters=obj({"a": {"type": "string"}})) for i in range(21)]
    (h,) = _set_hits("strict-request-limits", tools, ("anthropic-strict",))
    assert h.tool == "crm_tool_20" and "21 strict tools" in h.message
    optional = [make_tool(f"crm_tool_{i}", parameters=obj({f"o{j}": {"type": "string"} for j in range(5)},
                                                          required=[])) for i in range(5)]
    (h,) = _set_hits("strict-request-limits", optional, ("anthropic-strict",))
    assert h.tool == "crm_tool_4" and "25 optional parameters" in h.message
    unions = [make_tool(f"crm_tool_{i}", parameters=obj({f"u{j}": {"type": ["string", "null"]} for j in range(9)}))
              for i in range(2)]
    (h,) = _set_hits("strict-request-limits", unions, ("anthropic-strict",))
    assert "18 parameters with union types" in h.message
    assert not _set_hits("strict-request-limits", tools[:20], ("anthropic-strict",))
    assert not _set_hits("strict-request-limits", tools, ("openai-strict",))


# ------------------------------------------------------------------ portability

def test_provider_root_shape():
    bad = make_tool(parameters={"type": "object", "oneOf": [{"required": ["a"]}, {"required": ["b"]}]})
    found = hits("provider-root-shape", bad, profiles=("anthropic", "openai"))
    assert len(found) == 1 and "OpenAI" in found[0].message and "Anthropic" in found[0].message
    assert found[0].message.count("https://") == 2
    assert not hits("provider-root-shape", bad, profiles=("mcp", "generic"))
    assert not hits("provider-root-shape", make_tool(parameters=obj({"a": {"type": "string"}})), profiles=("openai",))


def test_provider_array_items():
    bad = make_tool(parameters={"type": "object", "properties": {"ids": {"type": "array"}}})
    assert len(hits("provider-array-items", bad, profiles=("openai",))) == 1
    assert not hits("provider-array-items", bad, profiles=("mcp",))
    good = make_tool(parameters={"type": "object",
                                 "properties": {"ids": {"type": "array", "items": {"type": "string"}}}})
    assert not hits("provider-array-items", good, profiles=("openai",))


def test_provider_rejected_keyword_gemini():
    bad = make_tool(parameters={"type": "object", "properties": {
        "days": {"type": "integer", "exclusiveMinimum": 0},
        "note": {"type": ["string", "null"]},
        "level": {"type": "integer", "enum": [1, 2, 3]}}})
    found = {h.path: h for h in hits("provider-rejected-keyword", bad, profiles=("gemini",))}
    assert "https://" in found["/properties/days/exclusiveMinimum"].message
    fixed = apply_patch(bad.parameters, found["/properties/note/type"].fix)
    assert fixed["properties"]["note"] == {"type": "string", "nullable": True}
    assert "string enum values" in found["/properties/level/enum"].message
    good = make_tool(parameters={"type": "object", "properties": {
        "days": {"type": "integer", "minimum": 1, "maximum": 14},
        "note": {"type": "string", "nullable": True}}})
    assert not hits("provider-rejected-keyword", good, profiles=("gemini",))
    assert not hits("provider-rejected-keyword", bad, profiles=("mcp",))


def test_provider_rejected_keyword_reads_gemini_source_as_written():
    raw = {"name": "weather_get_forecast", "parameters": {"type": "OBJECT", "properties": {
        "note": {"type": "STRING", "nullable": True}}}}
    normalised = {"type": "object", "properties": {"note": {"type": ["string", "null"]}}}
    tool = make_tool("weather_get_forecast", parameters=normalised, raw=raw, source_format="gemini")
    assert not hits("provider-rejected-keyword", tool, profiles=("gemini",))


def test_provider_ignored_keyword():
    bad = make_tool(parameters={"type": "object", "properties": {
        "amount": {"type": "number", "maximum": 1000, "description": "CNY"},
        "legacy": {"type": "string", "nullable": True}}})
    found = hits("provider-ignored-keyword", bad, profiles=("openai", "generic"))
    messages = {h.path: " ".join(x.message for x in found if x.path == h.path) for h in found}
    assert "passes `maximum` to the model as a hint" in messages["/properties/amount"]
    assert "ignores `nullable`" in messages["/properties/legacy"]  # not a 2020-12 keyword
    good = make_tool(parameters={"type": "object", "properties": {"amount": {"type": "number", "maximum": 1000}}})
    assert not hits("provider-ignored-keyword", good, profiles=("mcp",))
    # a tool strict with this provider is the strict rules' business
    assert not hits("provider-ignored-keyword", bad, profiles=("openai", "openai-strict"))


def test_format_not_asserted():
    bad = make_tool(parameters={"type": "object",
                                "properties": {"start_time": {"type": "string", "format": "date-time"}}})
    (h,) = hits("format-not-asserted", bad, profiles=("mcp",))
    assert h.path == "/properties/start_time/format" and h.fix is None
    good = make_tool(parameters={"type": "object", "properties": {
        "start_time": {"type": "string", "format": "date-time", "pattern": "^\\d{4}-"}}})
    assert not hits("format-not-asserted", good, profiles=("mcp",))
    assert not hits("format-not-asserted", bad, profiles=("openai-strict",))


@pytest.mark.parametrize("name, profiles, expect", [
    ("admin.tools.list", ("mcp",), True),        # fine for MCP, not for OpenAI/Anthropic
    ("crm_get_customer", ("generic",), False),
    ("admin.tools.list", ("openai",), False),    # fails the selected profile: naming reports it
])
def test_provider_name_portability(name, profiles, expect):
    found = hits("provider-name-portability", make_tool(name), profiles=profiles)
    assert bool(found) is expect
    if expect:
        assert "OpenAI" in found[0].message and "Anthropic" in found[0].message


def test_clean_labelled_tools_pass_their_own_providers_profile():
    """The well-designed tools of tests/labelled/provider_and_clean.json, linted with the profile
    of the envelope they are written in, get no error or warning (no provider false alarm)."""
    import json
    from pathlib import Path

    from workbench.linter.engine import lint
    from workbench.loading import load

    profile_of = {"openai-chat": "openai", "openai-responses": "openai", "mcp": "mcp",
                  "anthropic": "anthropic", "gemini": "gemini"}
    path = Path(__file__).parent / "labelled" / "provider_and_clean.json"
    alarms = []
    for case in json.loads(path.read_text(encoding="utf-8")):
        if case["expect"]:
            continue
        toolset = load(case["tool"])
        profile = profile_of[toolset[0].source_format]
        report = lint(toolset, profiles=[profile], select=["strict-compat", "portability"], config=False)
        alarms += [f"{case['id']} ({profile}): {f.rule} {f.path}: {f.message}"
                   for f in report.active if f.severity != "info"]
    assert not alarms, "\n".join(alarms)


def test_provider_property_name_gemini():
    bad = make_tool(parameters={"type": "object", "properties": {
        "customer-id": {"type": "string"}, "2fa_code": {"type": "string"}, "ok_name": {"type": "string"}}})
    found = {h.path: h for h in hits("provider-property-name", bad, profiles=("gemini",))}
    assert set(found) == {"/properties/customer-id", "/properties/2fa_code"}
    assert "'customer_id'" in found["/properties/customer-id"].message
    assert "https://" in found["/properties/customer-id"].message
    assert not hits("provider-property-name", bad, profiles=("openai", "mcp"))


def test_provider_tool_count_is_one_set_level_hint():
    tools = [make_tool(f"crm_tool_{i}") for i in range(21)]
    found = _set_hits("provider-tool-count", tools, ("openai", "gemini", "generic"))
    assert len(found) == 2 and all(h.tool is None and "21 tools" in h.message for h in found)
    assert not _set_hits("provider-tool-count", tools[:20], ("openai",))
    assert not _set_hits("provider-tool-count", tools, ("mcp", "generic"))
    # OpenAI's advice holds in strict mode too, and is one finding when both profiles run
    assert len(_set_hits("provider-tool-count", tools, ("openai-strict",))) == 1
    both = _set_hits("provider-tool-count", tools, ("openai", "openai-strict"))
    assert len(both) == 1 and "developers.openai.com/api/docs/guides/function-calling" in both[0].message


def test_strict_ref_with_siblings_under_openai_strict():
    bad = make_tool(parameters=obj({"address": {"$ref": "#/$defs/address", "description": "New address."}},
                                   **{"$defs": {"address": {"type": "string"}}}))
    found = [h for h in hits("strict-unsupported-keyword", bad, profiles=("openai-strict",))
             if h.path.endswith("$ref")]
    assert len(found) == 1 and found[0].severity == "warning" and "description" in found[0].message
    good = make_tool(parameters=obj({"address": {"$ref": "#/$defs/address"}},
                                    **{"$defs": {"address": {"type": "string", "description": "New address."}}}))
    assert not [h for h in hits("strict-unsupported-keyword", good, profiles=("openai-strict",))
                if h.path.endswith("$ref")]
    assert not [h for h in hits("strict-unsupported-keyword", bad, profiles=("anthropic-strict",))
                if h.path.endswith("$ref")]


def test_conditions_are_not_objects_to_close():
    tool = make_tool(parameters=obj({"a": {"type": "string"}}, **{
        "if": {"properties": {"a": {"const": "x"}}}, "then": {"required": ["a"]}}))
    assert not hits("strict-additional-properties", tool, profiles=("openai-strict",))


@pytest.mark.parametrize("key, value", [("text", "string"), ("typ", "integer"), ("kind", ["string", "null"])])
def test_a_type_name_under_an_unknown_key_is_a_slip_for_type(key, value):
    t = make_tool("table_ask", "回答表格问题。", closed_object({"query": {key: value, "description": "输入问题"}}))
    found = hits("provider-ignored-keyword", t, profiles=("mcp",))
    assert [h.severity for h in found] == ["warning"] and "`type`" in found[0].message
    assert "executor" not in found[0].message
    fixed = apply_patch(t.parameters, found[0].fix)
    assert fixed["properties"]["query"]["type"] == value and key not in fixed["properties"]["query"]


def test_an_unknown_key_with_another_value_is_not_a_type_slip():
    t = make_tool("table_ask", "Ask.", closed_object({"query": {"type": "string", "text": "string"}}))
    assert all("`type`?" not in h.message for h in hits("provider-ignored-keyword", t, profiles=("mcp",)))


def _bare_declaration(prop):
    # {name, description, parameters}: OpenAI's legacy `functions` item and a Gemini
    # functionDeclarations item look the same; the loader reads it as the former
    return {"name": "sports_list_fixtures", "description": "Lists fixtures of a league.",
            "parameters": {"type": "object", "properties": {"team_id": prop}}}


@pytest.mark.parametrize("prop", [
    {"type": "string", "nullable": True, "description": "Team id, or null for all teams."},
    {"type": "integer", "nullable": True, "description": "赛季年份；不填为当前赛季。"},
])
def test_nullable_written_for_gemini_is_what_gemini_parameters_want(prop):
    from workbench import lint

    tool = _bare_declaration(prop)
    gemini = lint([tool], profiles=["gemini"], config=False)
    assert not [f for f in gemini.active if f.rule in ("provider-rejected-keyword", "nonstandard-construct")]
    # for a provider that does not know `nullable`, the construct is still reported
    both = lint([tool], profiles=["gemini", "openai"], config=False)
    assert [f.rule for f in both.active if f.rule == "nonstandard-construct"] == ["nonstandard-construct"]


def test_a_type_list_the_author_wrote_is_still_rejected_for_gemini_parameters():
    from workbench import lint

    tool = _bare_declaration({"type": ["string", "null"], "description": "Team id, or null."})
    found = [f for f in lint([tool], profiles=["gemini"], config=False).active
             if f.rule == "provider-rejected-keyword"]
    assert [f.path for f in found] == ["/properties/team_id/type"]


def test_nullable_beside_a_type_list_the_author_wrote_is_still_rejected_for_gemini_parameters():
    from workbench import lint

    tool = _bare_declaration({"type": ["string", "integer"], "nullable": True,
                              "description": "Team id or number."})
    found = [f for f in lint([tool], profiles=["gemini"], config=False).active
             if f.rule == "provider-rejected-keyword"]
    assert [f.path for f in found] == ["/properties/team_id/type"]
