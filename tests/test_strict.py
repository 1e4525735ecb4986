"""Strict conversion (issue 3 §2): the converted schema passes the lint engine's strict-compat
rules for that profile, and the delta names every constraint strictness moved."""

from __future__ import annotations

import copy

import pytest

from support import make_tool
from test_ledger import (
    GET_ACCOUNT,
    PAYMENT_ONEOF,
    PAYMENT_PAIR,
    REFUND_PROSE,
    REFUND_SCHEMA,
    SHIPPING,
    START_TIME,
    tool,
)
from workbench.errors import InvalidArgument
from workbench.linter.engine import lint
from workbench.schema.validate import check_schema, is_valid
from workbench.strict import to_strict

PROVIDERS = ("openai-strict", "anthropic-strict")

LOOSE = make_tool("search_list_orders", "List orders.", {
    "$schema": "http://json-schema.org/draft-07/schema#",
    "type": "object",
    "properties": {
        "query": {"type": "string", "minLength": 1, "maxLength": 200},
        "limit": {"type": "integer", "minimum": 1, "maximum": 50, "default": 10},
        "status": {"type": "string", "enum": ["pending", "paid", "cancelled"]},
        "since": {"type": "string", "format": "iri"},
        "tags": {"type": "array", "items": {"type": "string"}, "minItems": 2, "uniqueItems": True},
        "filter": {"type": "object", "properties": {"region": {"type": "string", "nullable": True}},
                   "dependentRequired": {"region": ["x"]}},
        "shape": {"oneOf": [{"type": "string"}, {"type": "integer"}]},
        "mixed": {"oneOf": [{"type": "number"}, {"type": "integer"}]},
        "x-internal": True,
    },
    "required": ["query"],
})
CASES = [tool(d) for d in (SHIPPING, REFUND_PROSE, REFUND_SCHEMA, START_TIME, PAYMENT_PAIR,
                           PAYMENT_ONEOF, GET_ACCOUNT)] + [LOOSE]


def strict_findings(t, provider):
    report = lint(t, profiles=[provider], select=["strict-compat"], config=False)
    return [f for f in report.findings if f.severity in ("error", "warning") and not f.suppressed]


@pytest.mark.parametrize("provider", PROVIDERS)
@pytest.mark.parametrize("t", CASES, ids=lambda t: t.name)
def test_round_trip_passes_strict_compat(t, provider):
    result = to_strict(t, provider)
    assert strict_findings(result.tool, provider) == []
    assert check_schema(result.schema) == []
    assert result.tool.parameters == result.schema


@pytest.mark.parametrize("source_format, provider, flag", [
    ("openai-chat", "openai-strict", True), ("anthropic", "anthropic-strict", True),
    ("openai-responses", "anthropic-strict", None), ("mcp", "openai-strict", None)])
def test_strict_flag_only_where_the_envelope_means_that_provider(source_format, provider, flag):
    t = make_tool("x_get_y", parameters={"type": "object", "properties": {}},
                  source_format=source_format)
    assert to_strict(t, provider).tool.strict is flag


def test_the_loose_tool_fails_strict_compat_before_conversion():
    assert strict_findings(LOOSE, "openai-strict") and strict_findings(LOOSE, "anthropic-strict")


def delta(result, constraint, path=None):
    return [d for d in result.delta if d.constraint == constraint and (path is None or d.path == path)]


def test_openai_optional_becomes_required_null_union_and_enum_keeps_null():
    r = to_strict(LOOSE, "openai-strict")
    props = r.schema["properties"]
    assert r.schema["required"] == list(props)
    assert props["status"]["type"] == ["string", "null"] and props["status"]["enum"][-1] is None
    assert is_valid(r.schema["properties"]["status"], None)
    [d] = delta(r, "required", "/properties/status")
    assert (d.before, d.after, d.change) == ("schema", "executor", "nullable")
    [lim] = delta(r, "required", "/properties/limit")
    assert "apply the default" in lim.note


def test_anthropic_keeps_optional_properties_unless_asked():
    r = to_strict(LOOSE, "anthropic-strict")
    assert r.schema["required"] == ["query"] and not delta(r, "required")
    forced = to_strict(LOOSE, "anthropic-strict", require_all=True)
    assert forced.schema["required"] == list(forced.schema["properties"])


def test_additional_properties_false_everywhere():
    r = to_strict(LOOSE, "openai-strict")
    assert r.schema["additionalProperties"] is False
    assert r.schema["properties"]["filter"]["anyOf"][0]["additionalProperties"] is False \
        if "anyOf" in r.schema["properties"]["filter"] else \
        r.schema["properties"]["filter"]["additionalProperties"] is False
    assert [d.change for d in delta(r, "additionalProperties", "")] == ["tightened"]


def test_rejected_keywords_move_to_the_description_and_the_delta():
    r = to_strict(LOOSE, "anthropic-strict")
    limit = r.schema["properties"]["limit"]
    assert "minimum" not in limit and "maximum" not in limit
    assert limit["description"].endswith("{minimum: 1, maximum: 50}")
    moved = {(d.path, d.constraint) for d in r.delta if d.change == "to-prose"}
    assert {("/properties/limit", "minimum"), ("/properties/limit", "maximum"),
            ("/properties/query", "minLength"), ("/properties/tags", "minItems"),
            ("/properties/tags", "uniqueItems"), ("/properties/since", "format"),
            ("/properties/filter", "dependentRequired")} <= moved
    assert all(d.after == "executor" for d in r.delta if d.change == "to-prose")
    # what both providers decode stays
    assert r.schema["properties"]["status"]["enum"] == ["pending", "paid", "cancelled"]


def test_openai_strict_drops_default_and_unlisted_format():
    r = to_strict(LOOSE, "openai-strict")
    assert "default" not in r.schema["properties"]["limit"]
    assert r.schema["properties"]["limit"]["maximum"] == 50  # decoded by OpenAI strict
    assert {"default", "format", "minLength", "maxLength"} <= {d.constraint for d in r.delta}


def test_nullable_keyword_becomes_a_null_union():
    r = to_strict(LOOSE, "openai-strict")
    region = r.schema["properties"]["filter"]["properties"]["region"]
    assert "nullable" not in region and "null" in region["type"]


def test_one_of_with_disjoint_branches_becomes_any_of():
    r = to_strict(LOOSE, "openai-strict")
    shape = r.schema["properties"]["shape"]
    assert "oneOf" not in shape and len(shape["anyOf"]) >= 2
    [d] = delta(r, "oneOf", "/properties/shape")
    assert d.change == "rewritten" and "distinct types" in d.note


def test_one_of_with_overlapping_branches_stays_an_executor_duty():
    r = to_strict(LOOSE, "openai-strict")
    mixed = r.schema["properties"]["mixed"]
    assert "oneOf" not in mixed and "anyOf" not in mixed
    [d] = delta(r, "oneOf", "/properties/mixed")
    assert (d.after, d.change) == ("executor", "to-prose")


def test_seed_one_of_at_the_root_is_merged_and_the_pairing_moves_to_the_executor():
    for provider in PROVIDERS:
        r = to_strict(tool(PAYMENT_ONEOF), provider)
        props = r.schema["properties"]
        assert props["payment_method"]["enum"] == ["card", "bank_transfer"]
        assert {"type": "null"} in props["card_number"]["anyOf"]
        [d] = delta(r, "oneOf", "")
        assert (d.before, d.after, d.change) == ("schema", "executor", "to-executor")
        assert is_valid(r.schema, {"payment_method": "card", "card_number": "4111111111111111"})
        # the lost pairing: accepted by the strict schema, rejected by the original
        wrong = {"payment_method": "bank_transfer", "card_number": "4111111111111111"}
        assert is_valid(r.schema, wrong) and not is_valid(PAYMENT_ONEOF["parameters"], wrong)


def test_an_already_strict_tool_has_no_demotion():
    r = to_strict(tool(SHIPPING), "openai-strict")
    assert r.demoted == [] and r.schema == SHIPPING["parameters"]


def test_the_input_is_not_modified():
    before = copy.deepcopy(LOOSE.parameters)
    to_strict(LOOSE, "openai-strict")
    to_strict(LOOSE, "anthropic-strict")
    assert LOOSE.parameters == before


def test_renderings():
    r = to_strict(LOOSE, "anthropic-strict")
    assert r.to_dict()["delta"] and "moved to the executor" in r.to_text()
    html = to_strict(make_tool("x<script>", parameters={"type": "object", "properties": {
        "a": {"type": "integer", "maximum": 3, "description": "<img src=x onerror=1>"}}}),
        "anthropic-strict")._repr_html_()
    assert "<script>" not in html and "<img" not in html


def test_only_strict_profiles():
    with pytest.raises(InvalidArgument):
        to_strict(LOOSE, "gemini")


def test_openai_arrays_without_items_get_scalar_items_and_a_delta():
    t = make_tool("x_list_y", parameters={"type": "object", "properties": {
        "ids": {"type": "array", "description": "ids"}}, "required": ["ids"]})
    r = to_strict(t, "openai-strict")
    assert r.schema["properties"]["ids"]["items"] == {"type": ["string", "number", "boolean"]}
    [d] = delta(r, "items", "/properties/ids")
    assert d.change == "tightened"
    assert "items" not in to_strict(t, "anthropic-strict").schema["properties"]["ids"]
    assert strict_findings(r.tool, "openai-strict") == []


def test_the_ledger_of_a_converted_tool_shows_the_demotion():
    from workbench.constraints import ledger

    r = to_strict(LOOSE, "anthropic-strict")
    rows = [x for x in ledger(r.tool).rows if x.path == "/properties/limit" and x.constraint == "prose"]
    assert {(x.value["keyword"], x.value["value"]) for x in rows} == {("minimum", 1), ("maximum", 50)}
    assert all(x.enforced_by == "executor" and x.value["kind"] == "demoted" for x in rows)
    assert rows[0].evidence == "{minimum: 1, maximum: 50}"
    # the Anthropic SDK's own spelling is read too (PD §3, transform_schema)
    sdk = make_tool("x_get_y", parameters={"type": "object", "properties": {"n": {
        "type": "integer", "description": "A number\n\n{minimum: 1, maximum: 10}"}}})
    values = {x.value["keyword"]: x.value["value"] for x in ledger(sdk).rows if x.constraint == "prose"}
    assert values == {"minimum": 1, "maximum": 10}


def test_the_adapter_of_a_converted_tool_enforces_what_strictness_moved(tmp_path):
    import importlib.util
    import sys

    from workbench.executor_kit import write_adapter

    r = to_strict(LOOSE, "anthropic-strict")
    path = tmp_path / "adapter_loose.py"
    write_adapter(r.tool, path)
    spec = importlib.util.spec_from_file_location("adapter_loose", path)
    m = importlib.util.module_from_spec(spec)
    sys.modules["adapter_loose"] = m
    spec.loader.exec_module(m)
    ctx = m.ExecutionContext(hooks={c.__name__: (lambda a, c: None) for c in m.CHECKS})
    echo = lambda args, context: args  # noqa: E731
    assert m.handle({"query": "x", "limit": 10}, ctx, echo)["limit"] == 10
    over = m.handle({"query": "x", "limit": 500}, ctx, echo)
    assert over["error"]["code"] == "INVALID_ARGUMENTS" and "maximum" in over["error"]["message"]
    assert m.handle({"query": "", "limit": 5}, ctx, echo)["error"]["code"] == "INVALID_ARGUMENTS"
    assert m.handle({"query": "x"}, ctx, echo)["limit"] == 10  # the schema's default, applied
