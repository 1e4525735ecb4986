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
    OWN_KEYS, ROOT_COMPOSITION, array_items_hits, in_effect, is_object, names, root_shape_hits,
    strict_profiles)
from workbench.model import Tool, ToolSet
from workbench.schema.pointer import join
from workbench.profiles import Profile
from workbench.schema.walk import SchemaNode
from workbench.text import zh_or_en

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
    plain = value if isinstance(value, str) else text
    described = node.description
    if value is None:
        advice = "Remove it: a null already says the value was left out."
    elif _states_default(described, plain):
        advice = "The description already gives it: remove `default`."
    else:
        # the example sentence goes into the description, so it is in the description's language
        example = (f"“默认：{plain}。”" if zh_or_en(described or ctx.description) == "zh"
                   else f"\"Default: {plain}.\"")
        advice = f"Say it in the description (e.g. {example}) and remove `default`."
    return Hit(join(node.pointer, "default"),
               f"`default: {shown}` never applies: {names(profiles, 'require')} every property "
               f"in `required`, so the model always sends a value. {advice} It is not among the "
               "documented strict keywords, and some OpenAI-compatible endpoints refuse it "
               f"({profiles[0].source_of('default')}).",
               fix=({"op": "remove", "path": join(node.pointer, "default")},), severity="warning")


_DEFAULT_WORD = re.compile(r"default|默认|缺省", re.IGNORECASE)


def _states_default(description: str, value: str) -> bool:
    """Does the description state this default ("Defaults to 5", "默认 5")?"""
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


@rule("strict-limits", category="strict-compat", severity="error",
      summary="Stay within the strict profile's size limits (properties, nesting, enum values, "
              "total string length).",
      rationale="OpenAI strict: at most 5000 properties, 10 levels of nesting, 1000 enum values, "
                "120,000 characters of names/enum/const, 15,000 characters for one enum over 250 "
                "values.",
      bad=Example({"name": "geo_set_city", "strict": True, "parameters": {
                  "type": "object", "properties": {"city": {"type": "string",
                                                            "enum": [f"city-{i}" for i in range(1001)]}},
                  "required": ["city"], "additionalProperties": False}}),
      good=Example({"name": "geo_set_city", "strict": True, "parameters": {
                  "type": "object", "properties": {"city_id": {"type": "string",
                                                               "description": "Id from geo_search_city."}},
                  "required": ["city_id"], "additionalProperties": False}}))
def strict_limits(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for p in strict_profiles(ctx):
        lim = p.limits
        if not any(k in lim for k in ("properties", "depth", "enum_values", "string_chars")):
            continue
        props = depth = enum_values = chars = 0
        deepest = ""
        for node in ctx.index.nodes:
            s = node.schema
            if node.via == "properties":
                props += 1
                chars += len(node.name or "")
            elif node.via in ("$defs", "definitions"):
                chars += len(node.pointer.rsplit("/", 1)[-1])
            if is_object(node):
                level = node.pointer.count("/properties/") + 1
                if level > depth:
                    depth, deepest = level, node.pointer
            enum = s.get("enum")
            if isinstance(enum, list):
                enum_values += len(enum)
                strs = [v for v in enum if isinstance(v, str)]
                chars += sum(map(len, strs))
                big, cap = lim.get("large_enum_threshold"), lim.get("large_enum_chars")
                if big and cap and len(strs) > big and sum(map(len, strs)) > cap:
                    yield Hit(join(node.pointer, "enum"),
                              f"This enum has {len(strs)} string values totalling "
                              f"{sum(map(len, strs)):,} characters; {p.cite()} allows at most {cap:,} "
                              f"characters for an enum over {big} values. Look the value up with "
                              "another tool instead.")
            if isinstance(s.get("const"), str):
                chars += len(s["const"])
        checks = (("properties", props, "object properties in total", ""),
                  ("depth", depth, "levels of object nesting", deepest),
                  ("enum_values", enum_values, "enum values in total", ""),
                  ("string_chars", chars, "characters of property names, enum and const values", ""))
        for key, value, what, where in checks:
            cap = lim.get(key)
            if cap is not None and value > cap:
                yield Hit(where, f"The schema has {value:,} {what}; {p.cite()} allows at most "
                          f"{cap:,}. Split the tool or replace big enums with a lookup tool.")


@rule("strict-recursive-ref", category="strict-compat", severity="error",
      summary="Do not use recursive `$ref` under a strict profile that forbids recursion.",
      rationale="Anthropic strict tool use rejects recursive schemas.",
      bad=Example({"name": "docs_create_outline", "strict": True, "input_schema": {
                  "type": "object", "properties": {"node": {"$ref": "#/$defs/node"}},
                  "$defs": {"node": {"type": "object", "properties": {
                      "children": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}}}}),
      good=Example({"name": "docs_create_outline", "strict": True, "input_schema": {
                  "type": "object", "properties": {"headings": {"type": "array", "items": {
                      "type": "object", "properties": {"title": {"type": "string"},
                                                       "level": {"type": "integer"}},
                      "required": ["title", "level"], "additionalProperties": False}}},
                  "required": ["headings"], "additionalProperties": False}}))
def strict_recursive_ref(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    forbidding = [p for p in strict_profiles(ctx) if p.recursion_allowed is False]
    if not forbidding:
        return
    refs = [(n.pointer, n.schema["$ref"]) for n in ctx.index.nodes
            if isinstance(n.schema.get("$ref"), str) and n.schema["$ref"].startswith("#")]
    if not refs:
        return
    targets = {ptr: ref[1:] for ptr, ref in refs}  # "#/$defs/x" -> "/$defs/x"; "#" -> ""

    def reaches(start: str, goal: str) -> bool:
        """Does the subtree at `start` reach `goal` through refs (a cycle through goal)?"""
        stack, seen = [start], set()
        while stack:
            here = stack.pop()
            if here in seen:
                continue
            seen.add(here)
            for ptr, target in targets.items():
                if ptr == here or ptr.startswith(here + "/") or here == "":
                    if target == goal:
                        return True
                    stack.append(target)
        return False

    for ptr, target in targets.items():
        inside = target == "" or ptr == target or ptr.startswith(target + "/")
        parts = ptr.split("/")
        container = "/".join(parts[:3]) if len(parts) > 2 and parts[1] in ("$defs", "definitions") else None
        if inside or (container is not None and reaches(target, container)):
            yield Hit(ptr, f"`$ref` at {ptr} makes the schema recursive; {names(forbidding, 'reject')} "
                      "recursive schemas. Flatten it to a fixed depth (e.g. a list of "
                      "items with a `level`).")


@rule("strict-request-limits", category="strict-compat", severity="error", scope="set",
      summary="Keep the strict tools of one request within Anthropic's budget: 20 strict tools, "
              "24 optional parameters, 16 union-typed parameters.",
      rationale="Anthropic strict: the limits are summed over all strict schemas in one request.",
      bad=Example([{"name": f"crm_tool_{i}", "strict": True, "input_schema": {"type": "object"}}
                   for i in range(21)]),
      good=Example([{"name": "crm_get_customer", "strict": True, "input_schema": {
                  "type": "object", "properties": {"customer_id": {"type": "string"}},
                  "required": ["customer_id"], "additionalProperties": False}}]))
def strict_request_limits(toolset: ToolSet, contexts: list[ToolContext]) -> Iterator[Hit]:
    totals: dict[str, dict[str, int]] = {}
    for ctx in contexts:
        for p in strict_profiles(ctx):
            lim = p.limits
            if not any(k in lim for k in ("strict_tools", "optional_params", "union_params")):
                continue
            t = totals.setdefault(p.id, {"strict_tools": 0, "optional_params": 0, "union_params": 0})
            before = dict(t)
            t["strict_tools"] += 1
            for node in ctx.index.properties():
                if not node.required:
                    t["optional_params"] += 1
                if len(node.types) > 1 or "anyOf" in node.schema:
                    t["union_params"] += 1
            labels = {"strict_tools": "strict tools", "optional_params": "optional parameters",
                      "union_params": "parameters with union types (anyOf or type arrays)"}
            for key, label in labels.items():
                cap = lim.get(key)
                if cap is not None and before[key] <= cap < t[key]:
                    yield Hit("", f"With this tool the request has {t[key]} {label} across its "
                              f"strict tools; {p.cite()} allows at most {cap}. Make fewer tools "
                              "strict, or make parameters required.", tool=ctx.tool.name)
