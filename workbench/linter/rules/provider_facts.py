"""Facts the provider rules (`provider.py`, `provider_strict.py`) share: which selected profiles
apply to a tool, how findings cite a profile (its title and the section label of the provider
reference its facts in `workbench/profiles.py` were taken from), and the schema each provider
actually sees."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from workbench.linter.catalogue import Hit
from workbench.linter.context import ToolContext
from workbench.profiles import PROFILES, Profile
from workbench.schema.walk import SchemaIndex, SchemaNode

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


def name_ok(p: Profile, name: str) -> bool:
    rx = _NAME_RE.get(p.id)
    return rx.fullmatch(name) is not None if rx is not None else p.name_ok(name)


def cite(p: Profile) -> str:
    return f"{p.title} ({PD.get(p.id, 'PD')})"


def strict_profiles(ctx: ToolContext) -> list[Profile]:
    return [p for p in ctx.profiles if p.strict]


def loose_profiles(ctx: ToolContext) -> list[Profile]:
    return [p for p in ctx.profiles if not p.strict]


def index_for(ctx: ToolContext, p: Profile) -> SchemaIndex:
    """The schema the provider will see: Gemini-dialect tools are checked as written."""
    if p.id == "gemini":
        written = ctx.gemini_source_index
        if written is not None:
            return written
    return ctx.index


# Subschemas that test an instance rather than describe one: closing them with
# `additionalProperties: false` would change what they match, so object rules skip them.
_CONDITIONS = frozenset({"not", "if", "contains", "propertyNames", "dependentSchemas"})


def is_object(node: SchemaNode) -> bool:
    """An object the arguments can contain (not a condition such as an `if` or a `not`)."""
    if node.via in _CONDITIONS:
        return False
    t = node.schema.get("type")
    return t == "object" or (isinstance(t, list) and "object" in t) or "properties" in node.schema


def is_array(node: SchemaNode) -> bool:
    t = node.schema.get("type")
    return t == "array" or (isinstance(t, list) and "array" in t)


def names(profiles: Sequence[Profile], verb: str = "") -> str:
    """'A requires' / 'A and B require'."""
    cited = [cite(p) for p in profiles]
    who = cited[0] if len(cited) == 1 else ", ".join(cited[:-1]) + " and " + cited[-1]
    if not verb:
        return who
    if len(cited) == 1:
        verb = verb[:-1] + "ies" if verb.endswith("y") else verb + "s"
    return f"{who} {verb}"


def root_shape_hits(profiles: Sequence[Profile], index: SchemaIndex) -> Iterator[Hit]:
    root = index.root
    if not profiles or root is None:
        return
    for key in ROOT_COMPOSITION:
        if key in root.schema:
            yield Hit(f"/{key}", f"Move `{key}` off the root: {names(profiles, 'reject')} top-level "
                      f"`{key}` (the whole request fails). Keep the root a plain object and put "
                      "the alternatives on a property, or split the tool in two.")


def array_items_hits(profiles: Sequence[Profile], index: SchemaIndex) -> Iterator[Hit]:
    if not profiles:
        return
    for node in index.nodes:
        if is_array(node) and "items" not in node.schema and "prefixItems" not in node.schema:
            yield Hit(node.pointer, f"Give the array at {node.pointer or 'the root'} an `items` "
                      f"schema: {names(profiles, 'reject')} arrays without one.")


_REJECTS: dict[str, bool] = {}


def can_reject(p: Profile) -> bool:
    """Whether the profile refuses anything at all (keywords, type arrays, non-string enums):
    lets the rejected-keyword rule skip permissive profiles such as generic and mcp."""
    if p.id not in _REJECTS:
        _REJECTS[p.id] = ("rejected" in (p.default_status, p.unknown_keyword_status)
                          or "rejected" in p.keywords.values() or not p.type_arrays_allowed
                          or p.enum_strings_only)
    return _REJECTS[p.id]

