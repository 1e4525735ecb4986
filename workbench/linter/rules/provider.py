"""Provider rules: `strict-compat` and `portability`, driven only by the facts in
`workbench/profiles.py`.

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
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.provider_facts import (
    NAME_PROVIDERS,
    OWN_KEYS,
    RELIED_ON,
    array_items_hits,
    can_reject,
    cite,
    index_for,
    loose_profiles,
    name_ok,
    names,
    root_shape_hits,
    strict_profiles,
)
from workbench.model import Tool, ToolSet
from workbench.profiles import KNOWN_KEYWORDS, PROFILES, Profile
from workbench.schema.pointer import join

# ---------------------------------------------------------------- portability


@rule("provider-root-shape", category="portability", severity="error",
      summary="Keep anyOf/oneOf/allOf/not/enum off the root: OpenAI and Anthropic reject the "
              "whole request.",
      rationale="Observed HTTP 400 from OpenAI ('not have oneOf/anyOf/allOf/enum/not at the top "
                "level') and Anthropic ('input_schema does not support oneOf, allOf, or anyOf at "
                "the top level').",
      bad=Example({"name": "payment_submit", "input_schema": {
                  "type": "object", "oneOf": [{"required": ["card"]}, {"required": ["iban"]}],
                  "properties": {"card": {"type": "string"}, "iban": {"type": "string"}}}},
                  profiles=("anthropic",)),
      good=Example({"name": "payment_submit", "input_schema": {
                   "type": "object", "properties": {"method": {"type": "string",
                                                               "enum": ["card", "iban"]},
                                                    "account": {"type": "string"}},
                   "required": ["method", "account"], "additionalProperties": False}},
                   profiles=("anthropic",)))
def provider_root_shape(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    yield from root_shape_hits([p for p in loose_profiles(ctx) if p.root_composition_rejected], ctx.index)


@rule("provider-array-items", category="portability", severity="error",
      summary="Give every array an `items` schema: OpenAI rejects arrays without one even when "
              "not strict.",
      rationale="OpenAI answers HTTP 400 'array schema missing items'.",
      bad=Example({"type": "function", "function": {"name": "crm_tag_customers", "parameters": {
                  "type": "object", "properties": {"ids": {"type": "array"}}}}},
                  profiles=("openai",)),
      good=Example({"type": "function", "function": {"name": "crm_tag_customers", "parameters": {
                   "type": "object", "properties": {"ids": {"type": "array",
                                                            "items": {"type": "string"}}}}}},
                   profiles=("openai",)))
def provider_array_items(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    yield from array_items_hits([p for p in loose_profiles(ctx) if p.arrays_need_items], ctx.index)


@rule("provider-rejected-keyword", category="portability", severity="error",
      summary="Remove keywords and forms the selected provider refuses (Gemini `parameters`: "
              "const, oneOf, exclusive bounds, $ref, type arrays, non-string enums...).",
      rationale="Gemini's OpenAPI subset answers 'Unknown name ... Cannot find field' and 'Proto "
                "field is not repeating' for type arrays; write `nullable: true`.",
      bad=Example({"functionDeclarations": [{"name": "weather_get_forecast", "parameters": {
                  "type": "object", "properties": {"days": {"type": "integer",
                                                            "exclusiveMinimum": 0}}}}]},
                  profiles=("gemini",)),
      good=Example({"functionDeclarations": [{"name": "weather_get_forecast", "parameters": {
                   "type": "object", "properties": {"days": {"type": "integer", "minimum": 1,
                                                             "maximum": 14}}}}]},
                   profiles=("gemini",)))
def provider_rejected_keyword(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for p in loose_profiles(ctx):
        if not can_reject(p):
            continue
        for node in index_for(ctx, p).nodes:
            s = node.schema
            for key in s:
                if key in OWN_KEYS or p.status(key) != "rejected":
                    continue
                yield Hit(join(node.pointer, key),
                          f"Remove `{key}`: {cite(p)} rejects it and the whole request fails.")
            t = s.get("type")
            if isinstance(t, list) and not p.type_arrays_allowed:
                rest = [x for x in t if x != "null"]
                fix = None
                if len(rest) == 1 and "null" in t:
                    fix = ({"op": "replace", "path": join(node.pointer, "type"), "value": rest[0]},
                           {"op": "add", "path": join(node.pointer, "nullable"), "value": True})
                yield Hit(join(node.pointer, "type"),
                          f"{cite(p)} rejects type arrays (`{t}`); write one type"
                          + (" with `nullable: true`." if fix else " (split the parameter)."),
                          fix=fix)
            enum = s.get("enum")
            if p.enum_strings_only and isinstance(enum, list) and not all(
                    isinstance(v, str) for v in enum if v is not None):
                yield Hit(join(node.pointer, "enum"),
                          f"{cite(p)} accepts only string enum values; write numbers as strings "
                          "with `format: enum` or drop the enum and bound the number.")


@rule("provider-ignored-keyword", category="portability", severity="info",
      summary="A constraint the selected provider does not enforce (hint, dropped or unknown): "
              "the executor must check it.",
      rationale="A keyword the provider treats as a hint, drops, or was not confirmed to enforce "
                "is unenforced (the keyword statuses in workbench/profiles.py).",
      bad=Example({"type": "function", "function": {"name": "billing_create_refund", "parameters": {
                  "type": "object", "properties": {"amount": {"type": "number", "maximum": 1000}}}}},
                  profiles=("openai",)),
      good=Example({"type": "function", "function": {
                   "name": "billing_create_refund", "strict": True, "parameters": {
                       "type": "object", "properties": {"amount": {"type": "number", "maximum": 1000}},
                       "required": ["amount"], "additionalProperties": False}}},
                   profiles=("openai",)))
def provider_ignored_keyword(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    strict_ids = {p.id for p in strict_profiles(ctx)}
    for p in loose_profiles(ctx):
        if p.id + "-strict" in strict_ids:
            continue  # the tool is strict with this provider: the strict rules speak for it
        flagged = _unenforced(p)
        for node in index_for(ctx, p).nodes:
            s = node.schema
            loose: list[str] = []
            for key in s:
                if key in KNOWN_KEYWORDS:
                    if key in flagged:
                        loose.append(f"`{key}` ({p.status(key)})")
                elif isinstance(key, str) and key not in OWN_KEYS and not key.startswith("x-"):
                    status = p.status(key)  # outside JSON Schema: nullable, propertyOrdering...
                    if status in _LOOSE:
                        loose.append(f"`{key}` ({status})")
            fmt = s.get("format")
            if isinstance(fmt, str) and p.formats is not None and fmt not in p.formats \
                    and p.status("format") != "rejected":
                loose.append(f"`format: {fmt}` (not in its list)")
            if loose:
                yield Hit(node.pointer, f"{cite(p)} does not enforce {', '.join(loose)} here; "
                          "check these constraints in the executor.")


_LOOSE = ("hint", "dropped", "unknown")
_UNENFORCED: dict[str, frozenset[str]] = {}


def _unenforced(p: Profile) -> frozenset[str]:
    """The relied-on JSON Schema keywords this profile does not enforce (`format` excepted for
    standard validators: `format-not-asserted` says it)."""
    if p.id not in _UNENFORCED:
        standard = p.default_status == "validated"
        _UNENFORCED[p.id] = frozenset(
            k for k in RELIED_ON & KNOWN_KEYWORDS
            if p.status(k) in _LOOSE and not (k == "format" and standard))
    return _UNENFORCED[p.id]


@rule("format-not-asserted", category="portability", severity="info",
      summary="`format` is an annotation for a standard JSON Schema validator: add a `pattern` or "
              "check it in the executor.",
      rationale="python-jsonschema checks no format unless a format checker is passed; the MCP "
                "python-sdk passes none.",
      bad=Example({"name": "calendar_create_event", "inputSchema": {"type": "object", "properties": {
                  "start_time": {"type": "string", "format": "date-time"}}}}, profiles=("mcp",)),
      good=Example({"name": "calendar_create_event", "inputSchema": {"type": "object", "properties": {
                   "start_time": {"type": "string", "format": "date-time",
                                  "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}"
                                             "(Z|[+-]\\d{2}:\\d{2})$"}}}},
                   profiles=("mcp",)))
def format_not_asserted(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    standard = [p for p in loose_profiles(ctx) if p.default_status == "validated"
                and p.status("format") != "validated"]
    if not standard:
        return
    for node in ctx.index.nodes:
        fmt = node.schema.get("format")
        if isinstance(fmt, str) and "pattern" not in node.schema:
            yield Hit(join(node.pointer, "format"),
                      f"`format: {fmt}` is not checked by {names(standard)}: a default validator "
                      "treats it as an annotation. Add a `pattern` or validate it in the executor.")


@rule("provider-name-portability", category="portability", severity="info", scope="tool",
      summary="The tool name breaks another provider's name rule; it will not move there as is.",
      rationale="MCP names may contain '.', up to 128 characters; OpenAI and Anthropic allow "
                "^[a-zA-Z0-9_-]{1,64}$ only.",
      bad=Example({"name": "admin.tools.list", "inputSchema": {"type": "object"}},
                  profiles=("mcp",)),
      good=Example({"name": "admin_list_tools", "inputSchema": {"type": "object"}},
                   profiles=("mcp",)))
def provider_name_portability(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    name = tool.name
    if not isinstance(name, str) or not all(name_ok(p, name) for p in ctx.profiles):
        return  # the naming rules already report the selected profiles
    selected = {p.id for p in ctx.profiles}
    breaks = [PROFILES[pid] for pid in NAME_PROVIDERS
              if pid not in selected and not name_ok(PROFILES[pid], name)]
    if breaks:
        yield Hit("", f"{name!r} is not a valid tool name for "
                  + "; ".join(f"{cite(p)}: {p.name_rule_text}" for p in breaks)
                  + ". Use letters, digits and underscores (at most 64) to stay portable.")


@rule("provider-property-name", category="portability", severity="warning",
      summary="Use parameter names the selected provider accepts (Gemini: a letter or `_`, then "
              "letters, digits and `_`, at most 64).",
      rationale="Gemini FunctionDeclaration parameter names must start with a letter or underscore "
                "and contain only a-z, A-Z, 0-9 and _ (max 64).",
      bad=Example({"functionDeclarations": [{"name": "crm_get_customer", "parameters": {
                  "type": "object", "properties": {"customer-id": {"type": "string"}}}}]},
                  profiles=("gemini",)),
      good=Example({"functionDeclarations": [{"name": "crm_get_customer", "parameters": {
                   "type": "object", "properties": {"customer_id": {"type": "string"}}}}]},
                   profiles=("gemini",)))
def provider_property_name(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for p in ctx.profiles:
        if p.property_name_pattern is None:
            continue
        rx = _PROPERTY_RE.setdefault(p.id, re.compile(p.property_name_pattern))
        for node in index_for(ctx, p).properties():
            if node.name is not None and rx.fullmatch(node.name) is None:
                yield Hit(node.pointer, f"Rename parameter {node.name!r}: {cite(p)} allows only "
                          f"names matching {p.property_name_pattern}, e.g. "
                          f"{_snake(node.name)!r}.")


_PROPERTY_RE: dict[str, re.Pattern] = {}


def _snake(name: str) -> str:
    out = re.sub(r"[^A-Za-z0-9_]+", "_", name).strip("_") or "param"
    return ("_" + out if out[0].isdigit() else out)[:64]


@rule("provider-tool-count", category="portability", severity="info", scope="set",
      summary="Many tools in one request: the provider advises about 20 at most; load the rest "
              "on demand (tool search, deferred loading).",
      rationale="OpenAI advises fewer than ~20 functions at the start of a turn, Gemini an active "
                "set of about 10-20.",
      bad=Example([{"name": f"crm_tool_{i}", "input_schema": {"type": "object"}}
                   for i in range(25)], profiles=("openai",)),
      good=Example([{"name": "crm_search_tools", "input_schema": {"type": "object"}}],
                   profiles=("openai",)))
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
                yield Hit("", f"The set has {n} tools; {cite(p)} advises about {soft} at most in one "
                          "request. Expose a search or routing tool and load the others on demand.")
