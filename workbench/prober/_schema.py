"""Schema facts the generators need: local `$ref` resolution, recursion, unsupported constructs,
and whether the fast direct generator covers a schema."""

from __future__ import annotations

from typing import Any, Iterator, Mapping

from workbench.schema.pointer import join, resolve

MAX_NODES = 5000

# Keywords that only carry meaning for humans or tooling: ignored by every generator.
ANNOTATIONS = frozenset({
    "title", "description", "default", "examples", "example", "$schema", "$id", "$comment",
    "deprecated", "readOnly", "writeOnly", "$defs", "definitions", "$anchor", "nullable",
    "contentMediaType", "contentEncoding", "markdownDescription", "x-order", "optional",
})

# What the direct generator understands (everything else goes to hypothesis-jsonschema).
DIRECT = frozenset({
    "type", "properties", "required", "additionalProperties", "enum", "const",
    "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
    "minLength", "maxLength", "format", "pattern", "items", "minItems", "maxItems", "uniqueItems",
    "anyOf", "oneOf", "$ref",
}) | ANNOTATIONS

# Draft 2020-12-only keywords hypothesis-jsonschema does not know (it would ignore them and
# produce values the validator rejects) — PD §6 lists 2020-12 as the MCP dialect.
DRAFT_2020_ONLY = ("prefixItems", "unevaluatedItems", "unevaluatedProperties", "$dynamicRef",
                   "$dynamicAnchor", "$recursiveRef", "$recursiveAnchor", "dependentSchemas")

_SUB_ONE = ("items", "additionalProperties", "not", "if", "then", "else", "contains",
            "propertyNames", "unevaluatedItems", "unevaluatedProperties", "additionalItems")
_SUB_LIST = ("anyOf", "oneOf", "allOf", "prefixItems")
_SUB_MAP = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")


def nodes(schema: Any) -> Iterator[tuple[str, Mapping[str, Any]]]:
    """Every subschema (dict) with its pointer, iteratively, bounded by MAX_NODES."""
    stack: list[tuple[str, Any]] = [("", schema)]
    seen = 0
    while stack and seen < MAX_NODES:
        pointer, node = stack.pop()
        if not isinstance(node, Mapping):
            continue
        seen += 1
        yield pointer, node
        for key in _SUB_MAP:
            members = node.get(key)
            if isinstance(members, Mapping):
                stack.extend((join(pointer, key, name), sub) for name, sub in members.items())
        for key in _SUB_ONE:
            if isinstance(node.get(key), Mapping):
                stack.append((join(pointer, key), node[key]))
        for key in _SUB_LIST:
            if isinstance(node.get(key), list):
                stack.extend((join(pointer, key, i), sub) for i, sub in enumerate(node[key]))


def local_target(ref: Any) -> str | None:
    """The JSON pointer of a local `$ref` ("#/..." or "#"), else None."""
    if isinstance(ref, str) and (ref == "#" or ref.startswith("#/")):
        from urllib.parse import unquote

        return unquote(ref[1:])
    return None


def resolve_ref(root: Any, ref: str) -> Any:
    target = local_target(ref)
    if target is None:
        raise KeyError(ref)
    return resolve(root, target)


def recursive_refs(schema: Any) -> list[str]:
    """Pointers of `$ref`s that take part in a cycle (the target contains a path back to it)."""
    refs = {p: local_target(n["$ref"]) for p, n in nodes(schema) if "$ref" in n}
    refs = {p: t for p, t in refs.items() if t is not None}
    # edge: ref at p -> every ref located inside its target
    edges = {p: [q for q in refs if q == t or q.startswith(t + "/") or t == ""] for p, t in refs.items()}
    cyclic: list[str] = []
    for start in refs:
        stack, seen = list(edges[start]), set()
        while stack:
            q = stack.pop()
            if q == start:
                cyclic.append(start)
                break
            if q not in seen:
                seen.add(q)
                stack.extend(edges.get(q, ()))
    return sorted(cyclic)


def unsupported(schema: Any) -> tuple[list[str], bool]:
    """(reasons, hypothesis_ok): constructs hypothesis-jsonschema cannot generate, with where and
    why. `hypothesis_ok` is False when it must not be used for this schema at all."""
    reasons: list[str] = []
    ok = True
    for pointer, node in nodes(schema):
        where = pointer or "/"
        for key in DRAFT_2020_ONLY:
            if key in node:
                reasons.append(f"{key} at {where}: draft 2020-12 keyword hypothesis-jsonschema does "
                               "not support; values come from the direct generator, filtered by the "
                               "validator")
                ok = False
        ref = node.get("$ref")
        if ref is not None and local_target(ref) is None:
            reasons.append(f"$ref {ref!r} at {where}: remote references are never fetched (offline)")
            ok = False
    for pointer in recursive_refs(schema):
        reasons.append(f"recursive $ref at {pointer}: hypothesis-jsonschema cannot generate "
                       "recursive schemas; the direct generator bounds the depth")
        ok = False
    return reasons, ok


def direct_ok(schema: Any) -> str | None:
    """None when the direct generator covers every keyword, else the first keyword it does not."""
    if isinstance(schema, bool):
        return None
    for pointer, node in nodes(schema):
        for key in node:
            if key not in DIRECT and not key.startswith("x-"):
                return f"{key} at {pointer or '/'}"
        ref = node.get("$ref")
        if ref is not None and local_target(ref) is None:
            return f"$ref at {pointer or '/'}"
    return None
