"""Provider rules: `strict-compat` and `portability`, driven only by the facts in
`workbench/profiles.py` (which cite shared/reference/provider-dialects.md as PD §n).

Which profiles apply: the selected ones (`--profile`), plus the strict profile a tool implies with
its own `strict: true` (see `lint.engine.profiles_for`). Strict profiles feed the `strict-*` rules
(error: the API refuses the schema); non-strict ones feed the `provider-*` rules (error when the
provider refuses the schema, info when it silently ignores a constraint the schema relies on).
Names that pass the selected profiles but break another provider's rule are `portability` info.

Decisions:
- `oneOf` -> `anyOf` is never offered as a fix: anyOf accepts inputs matching several branches,
  so the rewrite loosens the contract (the executor must then check exclusivity).
- Statuses `unknown` (the reference could not confirm) give info under strict profiles, never an
  error: we do not guess.
- For a tool loaded from Gemini's `parameters` dialect, the Gemini checks read the schema as the
  user wrote it (`Tool.raw`), since the normalised copy spells `nullable` as a type array.
- `x-toolschema-ignore` is the workbench's own annotation and is never reported.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from workbench.lint.catalogue import Hit, ToolContext, rule
from workbench.model import Tool, ToolSet
from workbench.pointer import join
from workbench.profiles import KNOWN_KEYWORDS, PROFILES, Profile
from workbench.walk import SchemaIndex, SchemaNode, index_schema

PD = {"generic": "PD §6", "openai": "PD §1", "openai-strict": "PD §2", "anthropic": "PD §3",
      "anthropic-strict": "PD §3", "gemini": "PD §4", "mcp": "PD §5"}
ROOT_COMPOSITION = ("anyOf", "oneOf", "allOf", "not", "enum")
OWN_KEYS = frozenset({"x-toolschema-ignore"})
# Constraints a schema "relies on": if the provider does not enforce them, the executor must.
RELIED_ON = frozenset({
    "enum", "const", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
    "minLength", "maxLength", "pattern", "minItems", "maxItems", "uniqueItems", "minProperties",
    "maxProperties", "dependentRequired", "dependentSchemas", "if", "oneOf", "not", "allOf",
    "propertyNames", "patternProperties", "contains", "format", "nullable"})
NAME_PROVIDERS = ("openai", "anthropic", "gemini", "mcp")
_NAME_RE = {pid: re.compile(p.name_pattern) for pid, p in PROFILES.items() if p.name_pattern}


def _name_ok(p: Profile, name: str) -> bool:
    rx = _NAME_RE.get(p.id)
    return rx.fullmatch(name) is not None if rx is not None else p.name_ok(name)


def _cite(p: Profile) -> str:
    return f"{p.title} ({PD.get(p.id, 'PD')})"


def _strict(ctx: ToolContext) -> list[Profile]:
    return [p for p in ctx.profiles if p.strict]


def _loose(ctx: ToolContext) -> list[Profile]:
    return [p for p in ctx.profiles if not p.strict]


def _index_for(ctx: ToolContext, p: Profile) -> SchemaIndex:
    """The schema the provider will see: Gemini-dialect tools are checked as written."""
    tool = ctx.tool
    if p.id == "gemini" and tool.source_format == "gemini" and isinstance(tool.raw, Mapping):
        raw = tool.raw.get("parameters")
        if isinstance(raw, Mapping):
            key = "provider:gemini-raw-index"
            if key not in ctx._cache:
                ctx._cache[key] = index_schema(raw)
            return ctx._cache[key]
    return ctx.index


def _is_object(node: SchemaNode) -> bool:
    t = node.schema.get("type")
    return t == "object" or (isinstance(t, list) and "object" in t) or (
        "properties" in node.schema and node.via not in ("not",))


def _is_array(node: SchemaNode) -> bool:
    t = node.schema.get("type")
    return t == "array" or (isinstance(t, list) and "array" in t)


def _names(profiles: Sequence[Profile], verb: str = "") -> str:
    """'A requires' / 'A and B require'."""
    cited = [_cite(p) for p in profiles]
    who = cited[0] if len(cited) == 1 else ", ".join(cited[:-1]) + " and " + cited[-1]
    if not verb:
        return who
    if len(cited) == 1:
        verb = verb[:-1] + "ies" if verb.endswith("y") else verb + "s"
    return f"{who} {verb}"


# ---------------------------------------------------------------- strict-compat


@rule("strict-additional-properties", category="strict-compat", severity="error",
      summary="Under a strict profile every object needs `additionalProperties: false`.",
      rationale="OpenAI strict (PD §2) and Anthropic strict (PD §3) refuse the schema otherwise.",
      bad={"name": "crm_get_customer", "strict": True, "parameters": {
          "type": "object", "properties": {"customer_id": {"type": "string"}},
          "required": ["customer_id"]}},
      good={"name": "crm_get_customer", "strict": True, "parameters": {
          "type": "object", "properties": {"customer_id": {"type": "string"}},
          "required": ["customer_id"], "additionalProperties": False}})
def strict_additional_properties(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    needing = [p for p in _strict(ctx) if p.additional_properties_false_required]
    if not needing:
        return
    for node in ctx.index.nodes:
        if not _is_object(node) or node.schema.get("additionalProperties") is False:
            continue
        ap = node.schema.get("additionalProperties", None)
        where = f"object at {node.pointer or 'the root'}"
        if ap is None:
            yield Hit(node.pointer, f"Add `additionalProperties: false` to the {where}: "
                      f"{_names(needing, 'require')} it on every object.",
                      fix=({"op": "add", "path": join(node.pointer, "additionalProperties"),
                            "value": False},))
        else:
            yield Hit(node.pointer, f"The {where} allows extra keys (`additionalProperties: "
                      f"{'true' if ap is True else 'a schema'}`); {_names(needing, 'accept')} only "
                      "`false`. Declare the keys as properties, or pass a free-form map as an "
                      "array of {key, value} objects.")


@rule("strict-optional-property", category="strict-compat", severity="error",
      summary="Under OpenAI strict every property must be in `required`; write optional ones as "
              "required with a null union.",
      rationale="PD §2: 'required' must include every key in properties; optional = nullable.",
      bad={"name": "shipping_get_tracking", "strict": True, "parameters": {
          "type": "object", "properties": {"order_id": {"type": "string"},
                                           "language": {"type": "string"}},
          "required": ["order_id"], "additionalProperties": False}},
      good={"name": "shipping_get_tracking", "strict": True, "parameters": {
          "type": "object", "properties": {"order_id": {"type": "string"},
                                           "language": {"type": ["string", "null"]}},
          "required": ["order_id", "language"], "additionalProperties": False}})
def strict_optional_property(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    needing = [p for p in _strict(ctx) if p.all_properties_required]
    if not needing:
        return
    for node in ctx.index.nodes:
        props = node.schema.get("properties")
        if not isinstance(props, Mapping) or not props:
            continue
        req = node.schema.get("required")
        req_list = [r for r in req if isinstance(r, str)] if isinstance(req, list) else []
        missing = [name for name in props if name not in req_list]
        if not missing:
            continue
        yield Hit(node.pointer or "",
                  f"{_names(needing, 'require')} every property in `required`; "
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
              "whole schema.",
      rationale="PD §2 (OpenAI strict: no oneOf/allOf/not/if/default/dependent*; formats from a "
                "list) and PD §3 (Anthropic strict: no numeric or length bounds, maxItems, "
                "minItems > 1, complex enums).",
      bad={"name": "billing_create_refund", "strict": True, "parameters": {
          "type": "object", "properties": {"currency": {"type": "string", "default": "CNY"}},
          "required": ["currency"], "additionalProperties": False}},
      good={"name": "billing_create_refund", "strict": True, "parameters": {
          "type": "object", "properties": {"currency": {"type": "string", "enum": ["CNY", "USD"],
                                                        "description": "ISO 4217 code."}},
          "required": ["currency"], "additionalProperties": False}})
def strict_unsupported_keyword(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    profiles = _strict(ctx)
    if not profiles:
        return
    for node in ctx.index.nodes:
        s = node.schema
        for key in s:
            if key in OWN_KEYS:
                continue
            rejected = [p for p in profiles if p.status(key) == "rejected"]
            if rejected:
                fix = ({"op": "remove", "path": join(node.pointer, key)},) if key in (
                    "default", "examples", "$comment") else None
                extra = " Say the default in the description instead." if key == "default" else (
                    " `anyOf` is accepted but not equivalent: it allows several branches to "
                    "match, so the executor must check exclusivity." if key == "oneOf" else "")
                yield Hit(join(node.pointer, key), f"Remove `{key}`: {_names(rejected, 'reject')} it."
                          + extra, fix=fix)
                continue
            unknown = [p for p in profiles if p.status(key) == "unknown"]
            if unknown:
                yield Hit(join(node.pointer, key),
                          f"`{key}` is not documented as supported by {_names(unknown)}; it may be "
                          "rejected. Test it, or move the rule into the description and the executor.",
                          severity="info")
        yield from _strict_values(node, profiles)


def _strict_values(node: SchemaNode, profiles: Sequence[Profile]) -> Iterator[Hit]:
    s = node.schema
    if "$ref" in s and len(s) > 1:
        bad = [p for p in profiles if not p.ref_siblings_allowed]
        siblings = [k for k in s if k != "$ref" and k not in OWN_KEYS]
        if bad and siblings:
            yield Hit(join(node.pointer, "$ref"),
                      f"{_names(bad, 'reject')} keywords next to `$ref` "
                      f"({', '.join(siblings)}). Move them into the referenced definition (the "
                      "OpenAI Python SDK inlines it for you; other clients get an error).",
                      severity="warning")
    enum = s.get("enum")
    if isinstance(enum, list):
        bad = [p for p in profiles if p.enum_primitive_only]
        if bad and any(isinstance(v, (dict, list)) for v in enum):
            yield Hit(join(node.pointer, "enum"), f"Use only strings, numbers, booleans or null in "
                      f"`enum`: {_names(bad, 'reject')} object or array values.")
    min_items = s.get("minItems")
    if isinstance(min_items, int) and not isinstance(min_items, bool):
        bad = [p for p in profiles if p.min_items_max is not None and min_items > p.min_items_max]
        if bad:
            yield Hit(join(node.pointer, "minItems"),
                      f"`minItems: {min_items}` is refused: {_names(bad, 'accept')} only 0 or 1. Use "
                      "`minItems: 1` and check the count in the executor.",
                      fix=({"op": "replace", "path": join(node.pointer, "minItems"), "value": 1},))
    fmt = s.get("format")
    if isinstance(fmt, str):
        for p in profiles:
            if p.formats is not None and fmt not in p.formats:
                listed = ", ".join(sorted(p.formats))
                yield Hit(join(node.pointer, "format"),
                          f"`format: {fmt}` is outside what {_cite(p)} supports ({listed}); "
                          + ("the schema is refused. Use `pattern` instead." if
                             p.unlisted_format_status == "rejected" else
                             "it may be refused or ignored. Prefer `pattern`."),
                          severity=None if p.unlisted_format_status == "rejected" else "warning")


@rule("strict-root-shape", category="strict-compat", severity="error",
      summary="Under a strict profile the root must be a plain object schema, without "
              "anyOf/oneOf/allOf/not/enum at the top level.",
      rationale="PD §2: the root must not be anyOf; PD §3 and §7: root composition rejected.",
      bad={"name": "payment_submit", "strict": True, "parameters": {
          "type": "object", "anyOf": [{"properties": {"card": {"type": "string"}}},
                                      {"properties": {"iban": {"type": "string"}}}]}},
      good={"name": "payment_submit", "strict": True, "parameters": {
          "type": "object", "properties": {"method": {"type": "string", "enum": ["card", "iban"]},
                                           "account": {"type": "string"}},
          "required": ["method", "account"], "additionalProperties": False}})
def strict_root_shape(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    yield from _root_shape([p for p in _strict(ctx) if p.root_composition_rejected], ctx.index)


def _root_shape(profiles: Sequence[Profile], index: SchemaIndex) -> Iterator[Hit]:
    root = index.root
    if not profiles or root is None:
        return
    for key in ROOT_COMPOSITION:
        if key in root.schema:
            yield Hit(f"/{key}", f"Move `{key}` off the root: {_names(profiles, 'reject')} top-level "
                      f"`{key}` (the whole request fails). Keep the root a plain object and put "
                      "the alternatives on a property, or split the tool in two.")


@rule("strict-array-items", category="strict-compat", severity="error",
      summary="Under a strict profile every array needs `items`.",
      rationale="PD §1/§7: OpenAI answers 'array schema missing items' (HTTP 400).",
      bad={"name": "crm_tag_customers", "strict": True, "parameters": {
          "type": "object", "properties": {"ids": {"type": "array"}},
          "required": ["ids"], "additionalProperties": False}},
      good={"name": "crm_tag_customers", "strict": True, "parameters": {
          "type": "object", "properties": {"ids": {"type": "array", "items": {"type": "string"}}},
          "required": ["ids"], "additionalProperties": False}})
def strict_array_items(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    yield from _array_items([p for p in _strict(ctx) if p.arrays_need_items], ctx.index)


def _array_items(profiles: Sequence[Profile], index: SchemaIndex) -> Iterator[Hit]:
    if not profiles:
        return
    for node in index.nodes:
        if _is_array(node) and "items" not in node.schema and "prefixItems" not in node.schema:
            yield Hit(node.pointer, f"Give the array at {node.pointer or 'the root'} an `items` "
                      f"schema: {_names(profiles, 'reject')} arrays without one.")


@rule("strict-limits", category="strict-compat", severity="error",
      summary="Stay within the strict profile's size limits (properties, nesting, enum values, "
              "total string length).",
      rationale="PD §2: at most 5000 properties, 10 levels of nesting, 1000 enum values, 120,000 "
                "characters of names/enum/const, 15,000 characters for one enum over 250 values.",
      bad={"name": "geo_set_city", "strict": True, "parameters": {
          "type": "object", "properties": {"city": {"type": "string",
                                                    "enum": [f"city-{i}" for i in range(1001)]}},
          "required": ["city"], "additionalProperties": False}},
      good={"name": "geo_set_city", "strict": True, "parameters": {
          "type": "object", "properties": {"city_id": {"type": "string",
                                                       "description": "Id from geo_search_city."}},
          "required": ["city_id"], "additionalProperties": False}})
def strict_limits(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for p in _strict(ctx):
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
            if _is_object(node):
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
                              f"{sum(map(len, strs)):,} characters; {_cite(p)} allows at most {cap:,} "
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
                yield Hit(where, f"The schema has {value:,} {what}; {_cite(p)} allows at most "
                          f"{cap:,}. Split the tool or replace big enums with a lookup tool.")


@rule("strict-recursive-ref", category="strict-compat", severity="error",
      summary="Do not use recursive `$ref` under a strict profile that forbids recursion.",
      rationale="PD §3: Anthropic strict tool use rejects recursive schemas.",
      bad={"name": "docs_create_outline", "strict": True, "parameters": {
          "type": "object", "properties": {"node": {"$ref": "#/$defs/node"}},
          "$defs": {"node": {"type": "object", "properties": {
              "children": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}}}},
      good={"name": "docs_create_outline", "strict": True, "parameters": {
          "type": "object", "properties": {"headings": {"type": "array", "items": {
              "type": "object", "properties": {"title": {"type": "string"},
                                               "level": {"type": "integer"}},
              "required": ["title", "level"], "additionalProperties": False}}},
          "required": ["headings"], "additionalProperties": False}})
def strict_recursive_ref(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    forbidding = [p for p in _strict(ctx) if p.recursion_allowed is False]
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
            yield Hit(ptr, f"`$ref` at {ptr} makes the schema recursive; {_names(forbidding, 'reject')} "
                      "recursive schemas. Flatten it to a fixed depth (e.g. a list of "
                      "items with a `level`).")


@rule("strict-request-limits", category="strict-compat", severity="error", scope="set",
      summary="Keep the strict tools of one request within Anthropic's budget: 20 strict tools, "
              "24 optional parameters, 16 union-typed parameters.",
      rationale="PD §3: the limits are summed over all strict schemas in one request.",
      bad=[{"name": f"crm_tool_{i}", "strict": True, "input_schema": {"type": "object"}}
           for i in range(21)],
      good=[{"name": "crm_get_customer", "strict": True, "input_schema": {
          "type": "object", "properties": {"customer_id": {"type": "string"}},
          "required": ["customer_id"], "additionalProperties": False}}])
def strict_request_limits(toolset: ToolSet, contexts: list[ToolContext]) -> Iterator[Hit]:
    totals: dict[str, dict[str, int]] = {}
    for ctx in contexts:
        for p in _strict(ctx):
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
                              f"strict tools; {_cite(p)} allows at most {cap}. Make fewer tools "
                              "strict, or make parameters required.", tool=ctx.tool.name)


# ---------------------------------------------------------------- portability


@rule("provider-root-shape", category="portability", severity="error",
      summary="Keep anyOf/oneOf/allOf/not/enum off the root: OpenAI and Anthropic reject the "
              "whole request.",
      rationale="PD §1 and §3 (observed HTTP 400: 'not have oneOf/anyOf/allOf/enum/not at the top "
                "level', 'input_schema does not support oneOf, allOf, or anyOf at the top level').",
      bad={"name": "payment_submit", "input_schema": {
          "type": "object", "oneOf": [{"required": ["card"]}, {"required": ["iban"]}],
          "properties": {"card": {"type": "string"}, "iban": {"type": "string"}}}},
      good={"name": "payment_submit", "input_schema": {
          "type": "object", "properties": {"method": {"type": "string", "enum": ["card", "iban"]},
                                           "account": {"type": "string"}},
          "required": ["method", "account"], "additionalProperties": False}})
def provider_root_shape(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    yield from _root_shape([p for p in _loose(ctx) if p.root_composition_rejected], ctx.index)


@rule("provider-array-items", category="portability", severity="error",
      summary="Give every array an `items` schema: OpenAI rejects arrays without one even when "
              "not strict.",
      rationale="PD §1: observed HTTP 400 'array schema missing items'.",
      bad={"type": "function", "function": {"name": "crm_tag_customers", "parameters": {
          "type": "object", "properties": {"ids": {"type": "array"}}}}},
      good={"type": "function", "function": {"name": "crm_tag_customers", "parameters": {
          "type": "object", "properties": {"ids": {"type": "array", "items": {"type": "string"}}}}}})
def provider_array_items(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    yield from _array_items([p for p in _loose(ctx) if p.arrays_need_items], ctx.index)


@rule("provider-rejected-keyword", category="portability", severity="error",
      summary="Remove keywords and forms the selected provider refuses (Gemini `parameters`: "
              "const, oneOf, exclusive bounds, $ref, type arrays, non-string enums...).",
      rationale="PD §4: Gemini's OpenAPI subset answers 'Unknown name ... Cannot find field' and "
                "'Proto field is not repeating' for type arrays; write `nullable: true`.",
      bad={"functionDeclarations": [{"name": "weather_get_forecast", "parameters": {
          "type": "object", "properties": {"days": {"type": "integer", "exclusiveMinimum": 0}}}}]},
      good={"functionDeclarations": [{"name": "weather_get_forecast", "parameters": {
          "type": "object", "properties": {"days": {"type": "integer", "minimum": 1,
                                                    "maximum": 14}}}}]})
def provider_rejected_keyword(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for p in _loose(ctx):
        for node in _index_for(ctx, p).nodes:
            s = node.schema
            for key in s:
                if key in OWN_KEYS or p.status(key) != "rejected":
                    continue
                yield Hit(join(node.pointer, key),
                          f"Remove `{key}`: {_cite(p)} rejects it and the whole request fails.")
            t = s.get("type")
            if isinstance(t, list) and not p.type_arrays_allowed:
                rest = [x for x in t if x != "null"]
                fix = None
                if len(rest) == 1 and "null" in t:
                    fix = ({"op": "replace", "path": join(node.pointer, "type"), "value": rest[0]},
                           {"op": "add", "path": join(node.pointer, "nullable"), "value": True})
                yield Hit(join(node.pointer, "type"),
                          f"{_cite(p)} rejects type arrays (`{t}`); write one type"
                          + (" with `nullable: true`." if fix else " (split the parameter)."),
                          fix=fix)
            enum = s.get("enum")
            if p.enum_strings_only and isinstance(enum, list) and not all(
                    isinstance(v, str) for v in enum if v is not None):
                yield Hit(join(node.pointer, "enum"),
                          f"{_cite(p)} accepts only string enum values; write numbers as strings "
                          "with `format: enum` or drop the enum and bound the number.")


@rule("provider-ignored-keyword", category="portability", severity="info",
      summary="A constraint the selected provider does not enforce (hint, dropped or unknown): "
              "the executor must check it.",
      rationale="PD §7 notes: 'I?' cells are unenforced, not supported.",
      bad={"type": "function", "function": {"name": "billing_create_refund", "parameters": {
          "type": "object", "properties": {"amount": {"type": "number", "maximum": 1000}}}}},
      good={"type": "function", "function": {"name": "billing_create_refund", "strict": True,
                                              "parameters": {
          "type": "object", "properties": {"amount": {"type": "number", "maximum": 1000}},
          "required": ["amount"], "additionalProperties": False}}})
def provider_ignored_keyword(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    strict_ids = {p.id for p in _strict(ctx)}
    for p in _loose(ctx):
        if p.id + "-strict" in strict_ids:
            continue  # the tool is strict with this provider: the strict rules speak for it
        standard = p.default_status == "validated"
        for node in _index_for(ctx, p).nodes:
            s = node.schema
            loose: list[str] = []
            for key in s:
                if key in OWN_KEYS or key.startswith("x-") or (key == "format" and standard):
                    continue
                if key not in RELIED_ON and key in KNOWN_KEYWORDS:
                    continue
                status = p.status(key)
                if status in ("hint", "dropped", "unknown"):
                    loose.append(f"`{key}` ({status})")
            fmt = s.get("format")
            if isinstance(fmt, str) and p.formats is not None and fmt not in p.formats \
                    and p.status("format") != "rejected":
                loose.append(f"`format: {fmt}` (not in its list)")
            if loose:
                yield Hit(node.pointer, f"{_cite(p)} does not enforce {', '.join(loose)} here; "
                          "check these constraints in the executor.")


@rule("format-not-asserted", category="portability", severity="info",
      summary="`format` is an annotation for a standard JSON Schema validator: add a `pattern` or "
              "check it in the executor.",
      rationale="PD §6: python-jsonschema checks no format unless a format checker is passed; the "
                "MCP python-sdk passes none (PD §5).",
      bad={"name": "calendar_create_event", "inputSchema": {"type": "object", "properties": {
          "start_time": {"type": "string", "format": "date-time"}}}},
      good={"name": "calendar_create_event", "inputSchema": {"type": "object", "properties": {
          "start_time": {"type": "string", "format": "date-time",
                         "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(Z|[+-]\\d{2}:\\d{2})$"}}}})
def format_not_asserted(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    standard = [p for p in _loose(ctx) if p.default_status == "validated"
                and p.status("format") != "validated"]
    if not standard:
        return
    for node in ctx.index.nodes:
        fmt = node.schema.get("format")
        if isinstance(fmt, str) and "pattern" not in node.schema:
            yield Hit(join(node.pointer, "format"),
                      f"`format: {fmt}` is not checked by {_names(standard)}: a default validator "
                      "treats it as an annotation. Add a `pattern` or validate it in the executor.")


@rule("provider-name-portability", category="portability", severity="info", scope="tool",
      summary="The tool name breaks another provider's name rule; it will not move there as is.",
      rationale="PD §5 portability note: MCP names may contain '.', up to 128 chars; OpenAI and "
                "Anthropic allow ^[a-zA-Z0-9_-]{1,64}$ only.",
      bad={"name": "admin.tools.list", "inputSchema": {"type": "object"}},
      good={"name": "admin_list_tools", "inputSchema": {"type": "object"}})
def provider_name_portability(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    name = tool.name
    if not isinstance(name, str) or not all(_name_ok(p, name) for p in ctx.profiles):
        return  # the naming rules already report the selected profiles
    selected = {p.id for p in ctx.profiles}
    breaks = [PROFILES[pid] for pid in NAME_PROVIDERS
              if pid not in selected and not _name_ok(PROFILES[pid], name)]
    if breaks:
        yield Hit("", f"{name!r} is not a valid tool name for "
                  + "; ".join(f"{_cite(p)}: {p.name_rule_text}" for p in breaks)
                  + ". Use letters, digits and underscores (at most 64) to stay portable.")



@rule("provider-property-name", category="portability", severity="warning",
      summary="Use parameter names the selected provider accepts (Gemini: a letter or `_`, then "
              "letters, digits and `_`, at most 64).",
      rationale="PD §4: FunctionDeclaration parameter names must start with a letter or "
                "underscore and contain only a-z, A-Z, 0-9 and _ (max 64).",
      bad={"functionDeclarations": [{"name": "crm_get_customer", "parameters": {
          "type": "object", "properties": {"customer-id": {"type": "string"}}}}]},
      good={"functionDeclarations": [{"name": "crm_get_customer", "parameters": {
          "type": "object", "properties": {"customer_id": {"type": "string"}}}}]})
def provider_property_name(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for p in ctx.profiles:
        if p.property_name_pattern is None:
            continue
        rx = _PROPERTY_RE.setdefault(p.id, re.compile(p.property_name_pattern))
        for node in _index_for(ctx, p).properties():
            if node.name is not None and rx.fullmatch(node.name) is None:
                yield Hit(node.pointer, f"Rename parameter {node.name!r}: {_cite(p)} allows only "
                          f"names matching {p.property_name_pattern}, e.g. "
                          f"{_snake(node.name)!r}.")


_PROPERTY_RE: dict[str, re.Pattern] = {}


def _snake(name: str) -> str:
    out = re.sub(r"[^A-Za-z0-9_]+", "_", name).strip("_") or "param"
    return ("_" + out if out[0].isdigit() else out)[:64]


@rule("provider-tool-count", category="portability", severity="info", scope="set",
      summary="Many tools in one request: the provider advises about 20 at most; load the rest "
              "on demand (tool search, deferred loading).",
      rationale="PD §1 (OpenAI: fewer than ~20 functions at the start of a turn) and PD §4 "
                "(Gemini: keep the active set to about 10-20); seed section 6.2.",
      bad=[{"name": f"crm_tool_{i}", "input_schema": {"type": "object"}} for i in range(25)],
      good=[{"name": "crm_search_tools", "input_schema": {"type": "object"}}])
def provider_tool_count(toolset: ToolSet, contexts: list[ToolContext]) -> Iterator[Hit]:
    seen: set[str] = set()
    for ctx in contexts:
        for p in ctx.profiles:
            soft = p.limits.get("tools_soft")
            if p.id in seen or soft is None:
                continue
            seen.add(p.id)
            n = sum(1 for c in contexts if any(q.id == p.id for q in c.profiles))
            if n > soft:
                yield Hit("", f"The set has {n} tools; {_cite(p)} advises about {soft} at most in one "
                          "request. Expose a search or routing tool and load the others on demand.")
