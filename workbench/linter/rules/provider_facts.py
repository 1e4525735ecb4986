"""Facts the provider rules (`provider.py`, `provider_strict.py`) share: which selected profiles
apply to a tool, how findings name several profiles (each with the public page its rule comes
from, `Profile.cite`), and the schema each provider actually sees."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from workbench.linter.catalogue import Hit
from workbench.linter.context import ToolContext
from workbench.model import Tool
from workbench.profiles import PROFILES, Profile
from workbench.schema.walk import SUBSCHEMA_KEYWORDS, SUBSCHEMA_LIST, SUBSCHEMA_MAP, SchemaIndex, SchemaNode

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


def written_nullable(tool: Tool) -> frozenset[str]:
    """Pointers where the definition as written says `nullable: true` on one type and the loader
    made a type list of it: what Gemini `parameters` asks for, not a type list the author wrote."""
    return frozenset(n.path for n in tool.notes if getattr(n, "construct", "") == "nullable")


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


def in_effect(pointer: str, profiles: Sequence[Profile]) -> bool:
    """Is the subschema at `pointer` one the arguments must match, as every one of `profiles`
    reads the schema? Not when the path runs through a condition (`if`, `not`...: it tests the
    instance, it adds no keys) or through a keyword all of them refuse (that keyword is reported
    once, where it sits; what it holds is not checked again)."""
    if not pointer:
        return True
    key = tuple((p.id, p.dialect) for p in profiles)
    refused = _REFUSED.get(key)
    if refused is None:
        refused = _REFUSED[key] = frozenset(
            k for k in SUBSCHEMA_KEYWORDS if profiles and all(p.status(k) == "rejected"
                                                              for p in profiles))
    return _in_effect(pointer, refused)


_REFUSED: dict[tuple, frozenset[str]] = {}
_MAP_OR_LIST = frozenset(SUBSCHEMA_MAP + SUBSCHEMA_LIST)


@lru_cache(maxsize=32768)
def _in_effect(pointer: str, refused: frozenset[str]) -> bool:
    parts = pointer.split("/")
    i, n = 1, len(parts)
    while i < n:
        keyword = parts[i]
        if keyword in _CONDITIONS or keyword in refused:
            return False
        i += 2 if keyword in _MAP_OR_LIST else 1  # skip the property name or branch index
    return True


def is_array(node: SchemaNode) -> bool:
    t = node.schema.get("type")
    return t == "array" or (isinstance(t, list) and "array" in t)


def names(profiles: Sequence[Profile], verb: str = "", fact: str | None = None) -> str:
    """'A (url) requires' / 'A (url) and B (url) require'; `fact` picks the page of that fact."""
    cited = [p.cite(fact) for p in profiles]
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
            who = names(profiles, "reject", "root-composition")
            yield Hit(f"/{key}", f"Move `{key}` off the root: {who} top-level "
                      f"`{key}` (the whole request fails). Keep the root a plain object and put "
                      "the alternatives on a property, or split the tool in two.")


def array_items_hits(profiles: Sequence[Profile], index: SchemaIndex) -> Iterator[Hit]:
    if not profiles:
        return
    for node in index.nodes:
        if is_array(node) and "items" not in node.schema and "prefixItems" not in node.schema:
            yield Hit(node.pointer, f"Give the array at {node.pointer or 'the root'} an `items` "
                      f"schema: {names(profiles, 'reject', 'array-items')} arrays without one.")


_REJECTS: dict[tuple[str, str], bool] = {}


def can_reject(p: Profile) -> bool:
    """Whether the profile refuses anything at all (keywords, type arrays, non-string enums):
    lets the rejected-keyword rule skip permissive profiles such as generic and mcp."""
    key = (p.id, p.dialect)
    if key not in _REJECTS:
        _REJECTS[key] = ("rejected" in (p.default_status, p.unknown_keyword_status)
                         or "rejected" in p.keywords.values() or not p.type_arrays_allowed
                         or p.enum_strings_only)
    return _REJECTS[key]

