"""`strict-compat` rules: what a strict profile (OpenAI strict, Anthropic strict) refuses. Every
fact comes from `workbench/profiles.py`; see `provider.py` for the decisions they share."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.provider_facts import (
    OWN_KEYS,
    ROOT_COMPOSITION,
    array_items_hits,
    in_effect,
    is_object,
    names,
    root_shape_hits,
    strict_profiles,
)
from workbench.model import Tool
from workbench.profiles import Profile
from workbench.schema.pointer import join
from workbench.schema.walk import SchemaNode
from workbench.text import clauses, zh_or_en

# ---------------------------------------------------------------- strict-compat


@rule("strict-additional-properties", category="strict-compat", severity="error",
      summary="Under a strict profile every object needs `additionalProperties: false`.",
      rationale="OpenAI strict and Anthropic strict refuse the schema otherwise.",
      bad=Example({"name": "crm_get_customer", "strict": True, "parameters": {
                  "type": "object", "properties": {"customer_id": {"type": "string"}},
                  "required": ["customer_id"]}}),
      good=Example({"name": "crm_get_customer", "strict": True, "parameters": {
                  "type": "object", "properties": {"customer_id": {"type": "string"}},
                  "required": ["customer_id"], "additionalProperties": False}}))
def strict_additional_properties(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    needing = [p for p in strict_profiles(ctx) if p.additional_properties_false_required]
    if not needing:
        return
    for node in ctx.index.nodes:
        if not is_object(node) or node.schema.get("additionalProperties") is False \
                or not in_effect(node.pointer, needing):
            continue
        ap = node.schema.get("additionalProperties", None)
        where = f"object at {node.pointer or 'the root'}"
        if ap is None and not _declares_keys(node.schema):
            # closing an object that declares no keys lets only {} through: the patch would
            # make the parameter useless, so the message says what to decide instead
            yield Hit(node.pointer, f"The {where} declares no keys, and "
                      f"{names(needing, 'require')} `additionalProperties: false` on every "
                      "object, which would let only {} through. Declare the keys it takes (then "
                      "close it), or pass a free-form map as an array of {key, value} objects.")
        elif ap is None:
            yield Hit(node.pointer, f"Add `additionalProperties: false` to the {where}: "
                      f"{names(needing, 'require')} it on every object.",
                      fix=({"op": "add", "path": join(node.pointer, "additionalProperties"),
                            "value": False},))
        else:
            yield Hit(node.pointer, f"The {where} allows extra keys (`additionalProperties: "
                      f"{'true' if ap is True else 'a schema'}`); {names(needing, 'accept')} only "
                      "`false`. Declare the keys as properties, or pass a free-form map as an "
                      "array of {key, value} objects.")


def _declares_keys(schema: Mapping[str, Any]) -> bool:
    props = schema.get("properties")
    return (isinstance(props, Mapping) and bool(props)) or bool(schema.get("patternProperties"))


@rule("strict-optional-property", category="strict-compat", severity="error",
      summary="Under OpenAI strict every property must be in `required`; write optional ones as "
              "required with a null union.",
      rationale="OpenAI strict: `required` must include every key in `properties`; optional = "
                "nullable.",
      bad=Example({"name": "shipping_get_tracking", "strict": True, "parameters": {
                  "type": "object", "properties": {"order_id": {"type": "string"},
                                                   "language": {"type": "string"}},
                  "required": ["order_id"], "additionalProperties": False}}),
      good=Example({"name": "shipping_get_tracking", "strict": True, "parameters": {
                  "type": "object", "properties": {"order_id": {"type": "string"},
                                                   "language": {"type": ["string", "null"]}},
                  "required": ["order_id", "language"], "additionalProperties": False}}))
def strict_optional_property(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    needing = [p for p in strict_profiles(ctx) if p.all_properties_required]
    if not needing:
        return
    for node in ctx.index.nodes:
        props = node.schema.get("properties")
        if not isinstance(props, Mapping) or not props or not in_effect(node.pointer, needing):
            continue  # an `if` or a refused `allOf` branch tests the object, it adds no keys
        req = node.schema.get("required")
        req_list = [r for r in req if isinstance(r, str)] if isinstance(req, list) else []
        missing = [name for name in props if name not in req_list]
        if not missing:
            continue
        yield Hit(node.pointer or "",
                  f"{names(needing, 'require')} every property in `required`; "
                  f"{', '.join(repr(m) for m in missing)} {'is' if len(missing) == 1 else 'are'} "
                  "optional. List them in `required` and allow null in their type so the model "
                  "can still leave them empty.",
                  fix=_required_fix(node, props, req_list, missing, req is not None))


def _required_fix(node: SchemaNode, props: Mapping[str, Any], req: list[str], missing: list[str],
                  has_required: bool) -> tuple[dict, ...] | None:
    ops: list[dict] = [{"op": "replace" if has_required else "add",
                        "path": join(node.pointer, "required"), "value": [*req, *missing]}]
    for name in missing:
        sub = props[name]
        base = join(node.pointer, "properties", name)
        if not isinstance(sub, Mapping):
            return None
        t = sub.get("type")
        if isinstance(t, str):
            if t != "null":
                ops.append({"op": "replace", "path": join(base, "type"), "value": [t, "null"]})
        elif isinstance(t, list):
            if "null" not in t:
                ops.append({"op": "add", "path": join(base, "type", "-"), "value": "null"})
        elif isinstance(sub.get("anyOf"), list):
            if not any(isinstance(b, Mapping) and b.get("type") == "null" for b in sub["anyOf"]):
                ops.append({"op": "add", "path": join(base, "anyOf", "-"), "value": {"type": "null"}})
            continue
        else:
            return None  # no type to extend ($ref, const...): leave it to a human
        enum = sub.get("enum")
        if isinstance(enum, list) and None not in enum:
            ops.append({"op": "add", "path": join(base, "enum", "-"), "value": None})
    return tuple(ops)


@rule("strict-unsupported-keyword", category="strict-compat", severity="error",
      summary="Remove keywords (or keyword values) the strict profile rejects; it refuses the "
              "whole schema. Under OpenAI strict a `default` never applies: say it in the "
              "description.",
      rationale="OpenAI strict: no oneOf/allOf/not/if/dependent*, formats from a list, and every "
                "property is required, so a `default` never takes effect; Anthropic strict: no "
                "numeric or length bounds, maxItems, minItems > 1, complex enums.",
      bad=[Example({"name": "billing_create_refund", "strict": True, "parameters": {
                   "type": "object", "properties": {"currency": {"type": "string", "default": "CNY"}},
                   "required": ["currency"], "additionalProperties": False}}),
           Example({"name": "payment_submit", "strict": True, "parameters": {
                   "type": "object", "properties": {"method": {"oneOf": [
                       {"type": "string", "enum": ["card"]}, {"type": "string", "enum": ["iban"]}]}},
                   "required": ["method"], "additionalProperties": False}})],
      good=[Example({"name": "billing_create_refund", "strict": True, "parameters": {
                    "type": "object", "properties": {"currency": {
                        "type": "string", "enum": ["CNY", "USD"],
                        "description": "ISO 4217 code. Default: CNY."}},
                    "required": ["currency"], "additionalProperties": False}}),
            Example({"name": "billing_create_refund", "strict": True, "input_schema": {
                    "type": "object", "properties": {"currency": {"type": "string", "default": "CNY"}},
                    "additionalProperties": False}})])
def strict_unsupported_keyword(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    profiles = strict_profiles(ctx)
    if not profiles:
        return
    all_required = [p for p in profiles if p.all_properties_required]
    for node in ctx.index.nodes:
        if not in_effect(node.pointer, profiles):
            continue  # inside a keyword already reported as refused: one finding, at its top
        s = node.schema
        for key in s:
            if key in OWN_KEYS:
                continue
            rejected = [p for p in profiles if p.status(key) == "rejected"]
            if rejected and not node.pointer and key in ROOT_COMPOSITION and all(
                    p.root_composition_rejected for p in rejected):
                continue  # strict-root-shape says it, once
            if rejected:
                fix = ({"op": "remove", "path": join(node.pointer, key)},) if key in (
                    "examples", "$comment") else None
                extra = (" `anyOf` is accepted but not equivalent: it allows several branches "
                         "to match, so the executor must check exclusivity." if key == "oneOf"
                         else "")
                yield Hit(join(node.pointer, key),
                          f"Remove `{key}`: {names(rejected, 'reject', key)} it." + extra, fix=fix)
            elif key == "default" and all_required:
                yield _dead_default(node, all_required, ctx)
        yield from _strict_values(node, profiles)


def _dead_default(node: SchemaNode, profiles: Sequence[Profile], ctx: ToolContext) -> Hit:
    value = node.schema["default"]
    text = json.dumps(value, ensure_ascii=False)
    shown = text if len(text) <= 40 else text[:37] + "..."
    plain = value if isinstance(value, str) and _BARE_VALUE.fullmatch(value) else text
    described = node.description
    remove = {"op": "remove", "path": join(node.pointer, "default")}
    fix: tuple[dict[str, Any], ...] | None = (remove,)
    enum = node.schema.get("enum")
    severity = "warning"
    if value is None:
        advice = "Remove it: a null already says the value was left out."
        if "null" in node.types:
            # the model sends null for "nothing" anyway, and the OpenAI SDK strips a null
            # default itself when it builds a strict schema: true, rarely worth a user's time
            advice += f" The OpenAI Python SDK drops it too ({_SDK_STRIPS_NULL})."
            severity = "info"
    elif isinstance(value, str) and value.lower() in ("null", "none"):
        advice = f"Remove it: the string `{text}` stands for no value."
    elif value in ("", [], {}):
        advice = (f"Remove it: an empty `{text}` is what the model sends when it has nothing "
                  "to give.")
    elif _states_default(described, plain):
        advice = "The description already gives it: remove `default`."
    elif isinstance(enum, list) and value not in enum:
        advice = (f"`{shown}` is not one of its `enum` values, so it is no value to teach: "
                  "remove `default`.")
    elif _DEFAULT_WORD.search(described):
        # the text speaks of a default in its own words ("html by default", 默认为否): a second
        # sentence could contradict it, so the words only
        said = next((c.strip() for c in clauses(described) if _DEFAULT_WORD.search(c)), "")
        quoted = f" (\"{said}\")" if said and len(said) <= 80 else ""
        advice = (f"The description speaks of a default in its own words{quoted}: make it say "
                  f"the one that applies, `{shown}` or another, and remove `default`.")
        fix = None
    elif not described and isinstance(value, str) and _PROSE.search(value):
        # pydantic `Field("The image path or URL.")`: the first argument is the default, so the
        # author's description landed in `default`; a "Default: ..." sentence would teach it
        advice = (f"`{shown}` reads like the field's description put in `default` by mistake: "
                  "write it as `description` if it is one, and remove `default`.")
        fix = None
    else:
        # the example sentence goes into the description, so it is in the description's language
        zh = zh_or_en(described or ctx.description) == "zh"
        end = "" if not zh and plain.endswith(('."', '?"', '!"')) else ("。" if zh else ".")
        sentence = f"默认：{plain}{end}" if zh else f"Default: {plain}{end}"
        example = f"“{sentence}”" if zh else f"\"{sentence}\""
        advice = f"Say it in the description (e.g. {example}) and remove `default`."
        # the patch moves the value into the text, as the words say: dropping it alone would
        # lose the only hint of a sensible value; a long object stays in words
        own = node.schema.get("description")
        if len(sentence) > _SENTENCE_MAX:
            fix = None
        elif isinstance(own, str) and own.strip():
            fix = (remove, {"op": "replace", "path": join(node.pointer, "description"),
                            "value": _append_sentence(own, sentence, zh)})
        elif not described:
            fix = (remove, {"op": ("replace" if isinstance(own, str) else "add"),
                            "path": join(node.pointer, "description"), "value": sentence})
        else:
            fix = None  # the text lives elsewhere (a branch): say it in words only
    return Hit(join(node.pointer, "default"),
               f"`default: {shown}` never applies: {names(profiles, 'require')} every property "
               f"in `required`, so the model always sends a value. {advice} It is not among the "
               "documented strict keywords, and some OpenAI-compatible endpoints refuse it "
               f"({profiles[0].source_of('default')}).", fix=fix, severity=severity)


_DEFAULT_WORD = re.compile(r"default|默认|缺省", re.IGNORECASE)
_SDK_STRIPS_NULL = "https://github.com/openai/openai-python/blob/main/src/openai/lib/_pydantic.py"
# a string default written bare in the sentence ("Default: markdown."); one with spaces or
# punctuation is quoted as JSON so the sentence's own full stop cannot be read as part of it
_BARE_VALUE = re.compile(r"[\w\u3400-\u9fff/@+-]+(?:[.:][\w/@+-]+)*")
_SENTENCE_MAX = 80
_PROSE = re.compile(r"^[A-Z][^.!?]*\s[^.!?]*\s[^.!?]*\.$|[\u3400-\u9fff]{4,}[。]$")
_SENTENCE_END = re.compile(r"[.!?。！？；;]\s*$")


def _append_sentence(own: str, sentence: str, zh: bool) -> str:
    """The description with the sentence after it, the last sentence closed first
    ("Country code" -> "Country code. Default: us."; "结算币种" -> "结算币种。默认：CNY。")."""
    kept = own.rstrip()
    if not _SENTENCE_END.search(kept):
        kept += "。" if zh else "."
    return kept + ("" if zh else " ") + sentence


def _states_default(description: str, value: str) -> bool:
    """Does the description state this default ("Defaults to 5", "默认 5")?"""
    value = value.strip('"')
    if not value or len(value) > 40 or not _DEFAULT_WORD.search(description):
        return False
    return re.search(rf"(?<!\w){re.escape(value)}(?!\w)", description, re.IGNORECASE) is not None


@rule("strict-undocumented-keyword", category="strict-compat", severity="info", group="pedantic",
      summary="A keyword the strict profile's documentation neither lists as supported nor as "
              "refused: test a request with it before relying on it.",
      rationale="OpenAI documents `minLength`, `maxLength`, `patternProperties` and a few others "
                "as unsupported for fine-tuned models only and says nothing for base models; "
                "Anthropic strict says nothing about `oneOf`, `not` or `if`. Requests with them "
                "are not known to fail, so this is opt-in.",
      bad=Example({"name": "search_documents", "strict": True, "parameters": {
                  "type": "object", "properties": {"query": {"type": "string", "minLength": 1}},
                  "required": ["query"], "additionalProperties": False}}),
      good=Example({"name": "search_documents", "strict": True, "parameters": {
                   "type": "object", "properties": {"query": {
                       "type": "string", "pattern": "\\S", "description": "Words to find."}},
                   "required": ["query"], "additionalProperties": False}}))
def strict_undocumented_keyword(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    profiles = strict_profiles(ctx)
    if not profiles:
        return
    for node in ctx.index.nodes:
        if not in_effect(node.pointer, profiles):
            continue
        for key in node.schema:
            if key in OWN_KEYS or (key == "default" and any(
                    p.all_properties_required for p in profiles)):
                continue  # a default under OpenAI strict: strict-unsupported-keyword says it
            unknown = [p for p in profiles if p.status(key) == "unknown"]
            if unknown and not any(p.status(key) == "rejected" for p in profiles):
                yield Hit(join(node.pointer, key),
                          f"`{key}` is neither listed as supported nor as refused by "
                          f"{names(unknown)}: test a request with it; if it is refused, state "
                          "the rule in the description and check it in the executor.")


def _strict_values(node: SchemaNode, profiles: Sequence[Profile]) -> Iterator[Hit]:
    s = node.schema
    if "$ref" in s and len(s) > 1:
        bad = [p for p in profiles if not p.ref_siblings_allowed]
        siblings = [k for k in s if k != "$ref" and k not in OWN_KEYS]
        if bad and siblings:
            yield Hit(join(node.pointer, "$ref"),
                      f"{names(bad, 'reject', '$ref')} keywords next to `$ref` "
                      f"({', '.join(siblings)}). Move them into the referenced definition (the "
                      "OpenAI Python SDK inlines it for you; other clients get an error).",
                      severity="warning")
    enum = s.get("enum")
    if isinstance(enum, list):
        bad = [p for p in profiles if p.enum_primitive_only]
        if bad and any(isinstance(v, (dict, list)) for v in enum):
            yield Hit(join(node.pointer, "enum"), f"Use only strings, numbers, booleans or null in "
                      f"`enum`: {names(bad, 'reject')} object or array values.")
    min_items = s.get("minItems")
    if isinstance(min_items, int) and not isinstance(min_items, bool):
        bad = [p for p in profiles if p.min_items_max is not None and min_items > p.min_items_max]
        if bad:
            yield Hit(join(node.pointer, "minItems"),
                      f"`minItems: {min_items}` is refused: {names(bad, 'accept')} only 0 or 1. Use "
                      "`minItems: 1` and check the count in the executor.",
                      fix=({"op": "replace", "path": join(node.pointer, "minItems"), "value": 1},))
    fmt = s.get("format")
    if isinstance(fmt, str):
        for p in profiles:
            if p.formats is not None and fmt not in p.formats:
                listed = ", ".join(sorted(p.formats))
                yield Hit(join(node.pointer, "format"),
                          f"`format: {fmt}` is outside what {p.cite()} supports ({listed}); "
                          + ("the schema is refused. Use `pattern` instead." if
                             p.unlisted_format_status == "rejected" else
                             "it may be refused or ignored. Prefer `pattern`."),
                          severity=None if p.unlisted_format_status == "rejected" else "warning")


@rule("strict-root-shape", category="strict-compat", severity="error",
      summary="Under a strict profile the root must be a plain object schema, without "
              "anyOf/oneOf/allOf/not/enum at the top level.",
      rationale="OpenAI strict: the root must not be anyOf; Anthropic strict rejects root "
                "composition.",
      bad=Example({"name": "payment_submit", "strict": True, "parameters": {
                  "type": "object", "anyOf": [{"properties": {"card": {"type": "string"}}},
                                              {"properties": {"iban": {"type": "string"}}}]}}),
      good=Example({"name": "payment_submit", "strict": True, "parameters": {
                  "type": "object", "properties": {"method": {"type": "string", "enum": ["card", "iban"]},
                                                   "account": {"type": "string"}},
                  "required": ["method", "account"], "additionalProperties": False}}))
def strict_root_shape(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    yield from root_shape_hits([p for p in strict_profiles(ctx) if p.root_composition_rejected], ctx.index)


@rule("strict-array-items", category="strict-compat", severity="error",
      summary="Under a strict profile every array needs `items`.",
      rationale="OpenAI answers 'array schema missing items' (HTTP 400).",
      bad=Example({"name": "crm_tag_customers", "strict": True, "parameters": {
                  "type": "object", "properties": {"ids": {"type": "array"}},
                  "required": ["ids"], "additionalProperties": False}}),
      good=Example({"name": "crm_tag_customers", "strict": True, "parameters": {
                  "type": "object", "properties": {"ids": {"type": "array", "items": {"type": "string"}}},
                  "required": ["ids"], "additionalProperties": False}}))
def strict_array_items(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    yield from array_items_hits([p for p in strict_profiles(ctx) if p.arrays_need_items], ctx.index)
