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
- Statuses `unknown` (no public source confirms either way) are never an error: we do not guess;
  under a strict profile they are the opt-in `strict-undocumented-keyword` rule.
- For a tool loaded from Gemini's `parameters` dialect, the Gemini checks read the schema as the
  user wrote it (`Tool.raw`), since the normalised copy spells `nullable` as a type array; a
  `parametersJsonSchema` declaration is JSON Schema and gets the facts of that dialect
  (`profiles.DIALECT_PROFILES`, applied by `ToolContext`).
- `x-toolschema-ignore` is the workbench's own annotation and is never reported.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator, Mapping
from functools import lru_cache
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.provider_facts import (
    NAME_PROVIDERS,
    OWN_KEYS,
    RELIED_ON,
    array_items_hits,
    can_reject,
    index_for,
    loose_profiles,
    name_ok,
    names,
    root_shape_hits,
    strict_profiles,
    written_nullable,
)
from workbench.model import Tool, ToolSet
from workbench.profiles import KNOWN_KEYWORDS, PROFILES, Profile
from workbench.schema.pointer import join
from workbench.schema.validate import check_schema

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
                fact = key if key in p.evidence else "unknown-keywords"
                yield Hit(join(node.pointer, key),
                          f"Remove `{key}`: {p.cite(fact)} rejects it and the whole request "
                          "fails.")
            t = s.get("type")
            if isinstance(t, list) and not p.type_arrays_allowed \
                    and node.pointer not in written_nullable(tool):
                rest = [x for x in t if x != "null"]
                fix = None
                if len(rest) == 1 and "null" in t:
                    fix = ({"op": "replace", "path": join(node.pointer, "type"), "value": rest[0]},
                           {"op": "add", "path": join(node.pointer, "nullable"), "value": True})
                yield Hit(join(node.pointer, "type"),
                          f"{p.cite('type-arrays')} rejects type arrays (`{t}`); write one type"
                          + (" with `nullable: true`." if fix else " (split the parameter)."),
                          fix=fix)
            enum = s.get("enum")
            if p.enum_strings_only and isinstance(enum, list) and not all(
                    isinstance(v, str) for v in enum if v is not None):
                yield Hit(join(node.pointer, "enum"),
                          f"{p.cite()} accepts only string enum values; write numbers as strings "
                          "with `format: enum` or drop the enum and bound the number.")


@rule("provider-ignored-keyword", category="portability", severity="info",
      summary="A constraint the selected provider does not enforce (it ignores it, sends it to "
              "the model as a hint, or is not documented to enforce it): the executor must check "
              "it. A misspelt keyword (`types`, `requried`) is a warning naming its spelling.",
      rationale="A keyword the provider treats as a hint, drops, or was not confirmed to enforce "
                "is unenforced (the keyword statuses in workbench/profiles.py, each with its "
                "public source).",
      bad=[Example({"type": "function", "function": {"name": "billing_create_refund", "parameters": {
                   "type": "object", "properties": {"amount": {"type": "number", "maximum": 1000}}}}},
                   profiles=("openai",)),
           Example.of(name="order_list_items", parameters={
               "type": "object", "properties": {"items": {"types": "array"}}})],
      good=[Example({"type": "function", "function": {
                    "name": "billing_create_refund", "strict": True, "parameters": {
                        "type": "object", "properties": {"amount": {"type": "number", "maximum": 1000}},
                        "required": ["amount"], "additionalProperties": False}}},
                    profiles=("openai",)),
            Example({"name": "order_list_items", "inputSchema": {
                "type": "object", "properties": {"items": {"type": "array",
                                                           "items": {"type": "string"}}}}},
                profiles=("mcp",))])
def provider_ignored_keyword(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    strict_ids = {p.id for p in strict_profiles(ctx)}
    loose_ones = [p for p in loose_profiles(ctx) if p.id + "-strict" not in strict_ids]
    if not loose_ones:
        return  # a tool strict with its provider: the strict rules speak for it
    misspelt: set[tuple[str, str]] = set()
    for node in ctx.index.nodes:
        if KNOWN_KEYWORDS.issuperset(node.schema):
            continue  # the usual node: standard keywords only
        for key in node.schema.keys() - KNOWN_KEYWORDS:
            meant = (_meant_keyword(key) or _type_slip(node.schema, key)) if isinstance(key, str) else None
            if meant is not None:
                misspelt.add((node.pointer, key))
                yield _misspelt_hit(node.pointer, node.schema, key, meant)
    for p in loose_ones:
        flagged = _unenforced(p)
        for node in index_for(ctx, p).nodes:
            s = node.schema
            by_status: dict[str, list[str]] = {}
            for key in s:
                if key in KNOWN_KEYWORDS:
                    if key in flagged:
                        by_status.setdefault(p.status(key), []).append(f"`{key}`")
                elif isinstance(key, str) and key not in OWN_KEYS and not key.startswith("x-") \
                        and (node.pointer, key) not in misspelt:
                    status = p.status(key)  # outside JSON Schema: nullable, propertyOrdering...
                    if status in _LOOSE:
                        by_status.setdefault(status, []).append(f"`{key}`")
            fmt = s.get("format")
            if isinstance(fmt, str) and p.formats is not None and fmt not in p.formats \
                    and p.status("format") not in ("rejected", "dropped"):
                by_status.setdefault("dropped", []).append(f"`format: {fmt}` (not in its list)")
            if by_status:
                yield Hit(node.pointer, _unenforced_message(p, by_status))


_LOOSE = ("hint", "dropped", "unknown")
_UNENFORCED: dict[tuple[str, str], frozenset[str]] = {}
# what a provider does with a keyword it does not enforce, in the words of a finding
_STATUS_WORDS = (("dropped", "ignores {}"),
                 ("hint", "passes {} to the model as a hint without enforcing {}"),
                 ("unknown", "is not documented to enforce {}"))


def _unenforced_message(p: Profile, by_status: dict[str, list[str]]) -> str:
    parts = [words.format(", ".join(by_status[status]),
                          "it" if len(by_status[status]) == 1 else "them")
             for status, words in _STATUS_WORDS if status in by_status]
    fact = "dropped" if "dropped" in by_status else None
    return (f"{p.cite(fact)} {'; it '.join(parts)} here: check "
            f"{'this constraint' if sum(map(len, by_status.values())) == 1 else 'these constraints'}"
            " in the executor.")


def _unenforced(p: Profile) -> frozenset[str]:
    """The relied-on JSON Schema keywords this profile does not enforce (`format` excepted for
    standard validators: `format-not-asserted` says it)."""
    key = (p.id, p.dialect)
    if key not in _UNENFORCED:
        standard = p.default_status == "validated"
        _UNENFORCED[key] = frozenset(
            k for k in RELIED_ON & KNOWN_KEYWORDS
            if p.status(k) in _LOOSE and not (k == "format" and standard))
    return _UNENFORCED[key]


# Spellings that are another dialect's keyword, not a slip: the loader and the dialect rules
# speak for them.
_DIALECT_WORDS = frozenset({"nullable", "propertyOrdering", "example", "optional"})
_FOLDED = {k.lower().replace("_", "").replace("-", ""): k for k in KNOWN_KEYWORDS}


@lru_cache(maxsize=4096)
def _meant_keyword(key: str) -> str | None:
    """The JSON Schema keyword an unknown key is a slip of (`types` -> `type`, `requried` ->
    `required`, `min_length` -> `minLength`), or None."""
    if key in _DIALECT_WORDS or key.startswith(("x-", "$")) or len(key) < 4:
        return None
    folded = key.lower().replace("_", "").replace("-", "")
    if folded in _FOLDED:
        return _FOLDED[folded]
    close = difflib.get_close_matches(key, _FOLDED.values(), n=1, cutoff=0.85)
    return close[0] if close else None


_TYPE_NAMES = frozenset({"string", "integer", "number", "boolean", "object", "array", "null"})


def _type_slip(schema: Mapping[str, Any], key: str) -> str | None:
    """"type" when an unknown key holds a JSON type name where `type` is missing (`"text":
    "string"`): a slip for `type`, not a constraint for the executor to check."""
    value = schema.get(key)
    names = value if isinstance(value, list) else [value]
    if "type" in schema or not names or not all(isinstance(v, str) and v in _TYPE_NAMES for v in names):
        return None
    return "type"


def _misspelt_hit(pointer: str, schema: Mapping[str, Any], key: str, meant: str) -> Hit:
    fix = None
    if meant not in schema and not check_schema({meant: schema[key]}):
        fix = ({"op": "move", "from": join(pointer, key), "path": join(pointer, meant)},)
    # a warning, not info: the constraint the author wrote is silently lost everywhere
    return Hit(join(pointer, key),
               f"`{key}` is not a JSON Schema keyword, so validators and providers ignore it: "
               f"did you mean `{meant}`?" + ("" if fix else f" (`{meant}` is already set here, "
                                               "or this value does not fit it: merge by hand.)"),
               fix=fix, severity="warning")


@rule("format-not-asserted", category="portability", severity="info", group="pedantic",
      summary="`format` on a string is an annotation for a standard JSON Schema validator: add a "
              "`pattern` or check it in the executor.",
      rationale="python-jsonschema checks no format unless a format checker is passed; the MCP "
                "python-sdk passes none. Pedantic: on real tools the format is almost always "
                "checked by the executor anyway, and the ledger lists it as an executor duty.",
      bad=Example({"name": "calendar_create_event", "inputSchema": {"type": "object", "properties": {
                  "start_time": {"type": "string", "format": "date-time"}}}}, profiles=("mcp",)),
      good=[Example({"name": "calendar_create_event", "inputSchema": {"type": "object", "properties": {
                    "start_time": {"type": "string", "format": "date-time",
                                   "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}"
                                              "(Z|[+-]\\d{2}:\\d{2})$"}}}},
                    profiles=("mcp",)),
            Example({"name": "comments_list", "inputSchema": {"type": "object", "properties": {
                    "page_size": {"type": "integer", "format": "int32", "maximum": 100}}}},
                    profiles=("mcp",))])
def format_not_asserted(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    standard = [p for p in loose_profiles(ctx) if p.default_status == "validated"
                and p.status("format") != "validated"]
    if not standard:
        return
    for node in ctx.index.nodes:
        fmt = node.schema.get("format")
        if not isinstance(fmt, str) or "pattern" in node.schema:
            continue
        types = node.non_null_types
        if (types and "string" not in types) or fmt in _NUMBER_FORMATS:
            continue  # OpenAPI width hints on numbers (int32, double): no pattern applies
        yield Hit(join(node.pointer, "format"),
                  f"`format: {fmt}` is not checked by {names(standard)}: a default validator "
                  "treats it as an annotation. Add a `pattern` or validate it in the executor.")


_NUMBER_FORMATS = frozenset({"int32", "int64", "float", "double", "decimal", "uint32", "uint64"})


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
                  + "; ".join(f"{p.cite('names')}: {p.name_rule_text}" for p in breaks)
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
                yield Hit(node.pointer, f"Rename parameter {node.name!r}: {p.cite()} allows only "
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
    # one finding per advice: OpenAI's strict and non-strict profiles cite the same guide
    seen: set[object] = set()
    for ctx in contexts:
        for p in ctx.profiles:
            soft = p.limits.get("tools_soft")
            advice = (soft, p.source_of("tools_soft"))
            if p.id in seen or advice in seen or soft is None:
                continue
            seen.update((p.id, advice))
            n = sum(1 for c in contexts if any(q.id == p.id for q in c.profiles))
            if n > soft:
                yield Hit("", f"The set has {n} tools; {p.cite('tools_soft')} advises about "
                          f"{soft} at most in one "
                          "request. Expose a search or routing tool and load the others on demand.")
