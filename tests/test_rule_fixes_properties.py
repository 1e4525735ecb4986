"""Property tests of every fix the parameter rules offer: on generated tools the rules fire on,
applying a finding's JSON Patch keeps the schema valid (its draft's metaschema, and it still
compiles), and the values that were valid before and that the fix's own reading allows stay
valid: a fix may close a door the tool's text never opened, never one it opened.

What each fix keeps (the "allowed" values, read from the rule's intent):
- widening fixes (null into an enum, a duplicate out, an unsatisfiable `required` name out):
  every value valid before;
- `additionalProperties: false`: values that use only declared keys;
- `required` additions: values that carry the field;
- `type: integer` for a count: values whose counts are whole;
- a range that holds under every convention: values inside it;
- `format`/`pattern` from the text's own form: the examples the text shows;
- `enum` from a list in the text: values from that list.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from workbench.jsonpatch import apply_patch
from workbench.linter.engine import lint
from workbench.prober.generate import generate
from workbench.schema.pointer import argument_steps
from workbench.schema.validate import check_schema, compile_validator, is_valid

# The rules of this lane that offer fixes.
FIXING_RULES = ("required-undeclared", "required-missing", "required-id-optional",
                "required-contradicts-description", "additional-properties-open", "range-missing",
                "format-missing", "type-number-for-integer", "enum-missing", "enum-type-mismatch",
                "enum-null-missing", "enum-duplicate-values")

# ------------------------------------------------------------------ generated tools

_NAMES = ("order_id", "id", "page_size", "steps", "count", "latitude", "minute", "start_time",
          "birth_date", "end_time", "contact_email", "units", "role", "tags", "search_query",
          "note", "status", "recipient", "amount", "archived", "max_characters", "action")
# A schema that fits the name, so the rules' fixes are reached often.
_FITTING = {
    "start_time": {"type": "string", "description": "Start, e.g. 2026-09-01T15:00:00+08:00."},
    "birth_date": {"type": "string", "description": "出生日期，例如 1990-05-17。"},
    "end_time": {"type": "string", "description": "结束时间，例如 2026-01-02 18:00:00。"},
    "contact_email": {"type": "string", "examples": ["ana@example.com"]},
    "latitude": {"type": "number", "description": "Latitude of the place."},
    "minute": {"type": "integer", "description": "Minute of the hour."},
    "steps": {"type": "number", "description": "Number of steps."},
    "units": {"type": "string", "description": "Measurement units, one of: metric, imperial."},
    "role": {"type": "string", "description": "角色，可选值：anon、authenticated、service_role。"},
}
_TOOLS = ("crm_get_customer", "order_cancel_order", "catalog_delete_products",
          "mail_send_message", "notes_search", "billing_refund_payment", "chart_render_chart",
          "ops_update_settings")
_DESCRIPTIONS = ("", "Required.", "必填。", "Optional.", "可选，默认为空。",
                 "Start, e.g. 2026-09-01T15:00:00+08:00.", "出生日期，例如 1990-05-17。",
                 "结束时间，例如 2026-01-02 18:00:00。", "Measurement units, one of: metric, imperial.",
                 "角色，可选值：anon、authenticated、service_role。", "Contact, e.g. ana@example.com.",
                 "How many items.", "The thing to act on.",
                 "Units; common values include metric, imperial.", "角色，推荐取值：anon、service_role。",
                 "At most 5 per call, each with up to 20 rows.")


@st.composite
def properties(draw) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in draw(st.lists(st.sampled_from(_NAMES), min_size=1, max_size=5, unique=True)):
        if name in _FITTING and draw(st.booleans()):
            out[name] = dict(_FITTING[name])
            continue
        kind = draw(st.sampled_from(("string", "integer", "number", "boolean", "array",
                                     "object", "nullable-enum", "dup-enum")))
        desc = draw(st.sampled_from(_DESCRIPTIONS))
        if kind == "array":
            schema: dict[str, Any] = {"type": "array", "items": {"type": "string"}}
            if draw(st.booleans()):
                schema["enum"] = ["a", "b"]  # element values on the array itself
        elif kind == "object":
            schema = {"type": "object", "properties": {"city": {"type": "string",
                                                               "description": "City name."}}}
        elif kind == "nullable-enum":
            schema = {"type": ["string", "null"], "enum": ["open", "closed"]}
        elif kind == "dup-enum":
            schema = {"type": "string", "enum": ["open", "closed", "open"]}
        else:
            schema = {"type": kind}
        if desc:
            schema["description"] = desc
        if kind in ("string", "integer") and draw(st.booleans()):
            schema["examples"] = ["ana@example.com"] if kind == "string" else [3]
        out[name] = schema
    return out


@st.composite
def tools(draw) -> dict[str, Any]:
    props = draw(properties())
    schema: dict[str, Any] = {"type": "object", "properties": props}
    shape = draw(st.sampled_from(("none", "empty", "some", "typo")))
    if shape == "empty":
        schema["required"] = []
    elif shape == "some":
        schema["required"] = draw(st.lists(st.sampled_from(sorted(props)), unique=True))
    elif shape == "typo":
        schema["required"] = ["query"] + [n for n in props if n == "order_id"]
    if draw(st.booleans()):
        schema["additionalProperties"] = False
    return {"name": draw(st.sampled_from(_TOOLS)), "description": "A tool.", "parameters": schema}


# ------------------------------------------------------------------ what a fix must keep

def _values_at(instance: Any, steps: list) -> list[Any]:
    """The values an argument object holds at these steps ("*": every array item)."""
    found = [instance]
    for step in steps:
        nxt: list[Any] = []
        for v in found:
            if step == "*" and isinstance(v, list):
                nxt.extend(v)
            elif isinstance(v, dict) and step in v:
                nxt.append(v[step])
        found = nxt
    return found


def _allowed(rule: str, pointer: str, fix: tuple, before: dict, instance: Any) -> bool:
    """Whether the fix's own reading allows this (previously valid) argument object."""
    ops = list(fix)
    if rule in ("enum-null-missing", "enum-duplicate-values", "enum-type-mismatch"):
        return True
    if rule == "required-undeclared":
        return all(op["op"] == "remove" for op in ops)
    if rule == "additional-properties-open":
        obj = _values_at(instance, argument_steps(pointer) or [])
        declared = set((apply_patch(before, []) if pointer == "" else _schema_at(before, pointer))
                       .get("properties", {}))
        return all(isinstance(o, dict) and set(o) <= declared for o in obj)
    if rule.startswith("required-"):
        names = [op["value"] if isinstance(op["value"], str) else n
                 for op in ops for n in (op["value"] if isinstance(op["value"], list) else [None])]
        obj_ptr = ops[0]["path"].rsplit("/required", 1)[0]
        holders = _values_at(instance, argument_steps(obj_ptr) or [])
        return all(isinstance(h, dict) and all(n in h for n in names if n) for h in holders)
    values = _values_at(instance, argument_steps(pointer) or [])
    if rule == "type-number-for-integer":
        return all(isinstance(v, int) or (isinstance(v, float) and v.is_integer())
                   for v in values if v is not None)
    if rule == "range-missing":
        lo = next(op["value"] for op in ops if op["path"].endswith("/minimum"))
        hi = next(op["value"] for op in ops if op["path"].endswith("/maximum"))
        return all(lo <= v <= hi for v in values if isinstance(v, (int, float)))
    if rule == "enum-missing":
        listed = ops[0]["value"]
        return all(v in listed for v in values if v is not None)
    if rule == "format-missing":
        return False  # random strings: the shown examples are checked instead
    raise AssertionError(f"no reading for {rule}")


def _schema_at(schema: dict, pointer: str) -> dict:
    from workbench.schema.pointer import resolve

    return resolve(schema, pointer)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tools())
def test_every_fix_keeps_the_schema_valid_and_the_values_it_should(tool):
    report = lint([tool], config=False, select=list(FIXING_RULES))
    before = report.toolset.tools[0].parameters
    instances = list(generate(before, max_examples=12, seed=1).valid)
    for f in report.findings:
        if not f.fix:
            continue
        after = apply_patch(before, f.fix)
        assert check_schema(after) == [], (f.rule, f.fix)
        validator = compile_validator(after)
        for instance in instances:
            if _allowed(f.rule, f.path, f.fix, before, instance):
                assert validator.is_valid(instance), (f.rule, f.fix, instance)
        if f.rule == "format-missing":
            _shown_examples_stay_valid(before, after, f)


def _shown_examples_stay_valid(before: dict, after: dict, finding) -> None:
    import re

    node = _schema_at(before, finding.path)
    shown = [v for v in node.get("examples", []) if isinstance(v, str)]
    shown += re.findall(r"\d{4}-\d{2}-\d{2}(?:[T ][\d:]+(?:Z|[+-]\d{2}:\d{2})?)?",
                        node.get("description", ""))
    assert shown, finding  # a format fix comes only from a shown form
    for value in shown:
        assert is_valid(_schema_at(after, finding.path), value, assert_formats=True), (value, finding)


# ------------------------------------------------------------------ the wrong fixes reviewers saw

@pytest.mark.parametrize("tool,rule", [
    # `format: uri` would reject local paths and scheme-less references
    ({"name": "doc_parse", "parameters": {"type": "object", "properties": {"url": {
        "type": "string", "description": "The document URL or a local path."}}}}, "format-missing"),
    # wall-clock strings without offset
    ({"name": "time_convert", "parameters": {"type": "object", "properties": {"datetime": {
        "type": "string", "description": "A wall-clock time, e.g. 2026-11-03T14:30:00."}}}},
     "format-missing"),
    # closing Notion-style parents whose real keys are not declared
    ({"name": "blocks_update_block", "parameters": {"type": "object", "properties": {
        "block_id": {"type": "string"},
        "type": {"anyOf": [{"type": "object", "properties": {}}, {"type": "string"}]}}}},
     "additional-properties-open"),
    # an id with an alternative (an id or a URL)
    ({"name": "notes_get_page", "parameters": {"type": "object", "required": [], "properties": {
        "page_id": {"type": "string", "description": "The page id, or pass page_url."},
        "page_url": {"type": "string"}}}}, "required-id-optional"),
    # an enum patch from a sentence's fragments
    ({"name": "docs_fetch", "parameters": {"type": "object", "properties": {"lang": {
        "type": "string", "description": "可选值 1 或 空，为空则返回基本信息"}}}}, "enum-missing"),
])
def test_no_fix_where_reviewers_found_one_wrong(tool, rule):
    report = lint([tool], config=False, select=[rule])
    assert all(f.fix is None for f in report.findings if f.rule == rule), \
        json.dumps([f.to_dict() for f in report.findings], ensure_ascii=False)


@pytest.mark.parametrize("tool,rule", [
    # values offered as examples or advice, not as the whole set
    ({"name": "crm_search_objects", "parameters": {"type": "object", "properties": {"object_type": {
        "type": "string", "description": "Valid values include: contacts, companies, deals."}}}},
     "enum-missing"),
    ({"name": "image_export", "parameters": {"type": "object", "properties": {"format": {
        "type": "string", "description": "One of: png, jpeg. Recommended: png."}}}}, "enum-missing"),
    ({"name": "tickets_list", "parameters": {"type": "object", "properties": {"status": {
        "type": "string", "description": "状态，可选值：open、closed，例如 open。"}}}}, "enum-missing"),
    ({"name": "tts_speak", "parameters": {"type": "object", "properties": {"voice": {
        "type": "string", "description": "Supported values include: 'alloy', 'verse', 'sage'."}}}},
     "prose-only-constraint"),
    ({"name": "tts_speak", "parameters": {"type": "object", "properties": {"voice": {
        "type": "string", "description": "音色，可选项为['xiaoyun', 'xiaogang']之一，推荐 'xiaoyun'。"}}}},
     "prose-only-constraint"),
    # values listed next to another field's name: they may be that field's
    ({"name": "tickets_list", "parameters": {"type": "object", "properties": {
        "status": {"type": "string", "description": "One of open, closed; `closed` needs close_reason."},
        "close_reason": {"type": "string"}}}}, "enum-missing"),
    # a tool sentence bounding two things: which number is this input's is a guess
    ({"name": "crm_search", "description": "Pass at most 5 filter_groups with at most 6 "
      "filters in each group.", "parameters": {"type": "object", "properties": {"filter_groups": {
          "type": "array", "items": {"type": "object"}}}}}, "prose-only-constraint"),
    ({"name": "images_generate", "description": "生成图片。最多3张参考图、n<=6；",
      "parameters": {"type": "object", "properties": {"n": {"type": "integer"},
                                                      "ref_images": {"type": "array"}}}},
     "prose-only-constraint"),
])
def test_uncertain_values_and_limits_keep_the_words_without_a_patch(tool, rule):
    found = [f for f in lint([tool], config=False, select=[rule]).findings if f.rule == rule]
    assert found and all(f.fix is None for f in found), \
        json.dumps([f.to_dict() for f in found], ensure_ascii=False)
