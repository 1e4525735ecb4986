"""Schema facts the generators need: recursion, unsupported constructs, and whether the fast
direct generator covers a schema."""

from __future__ import annotations

from typing import Any

from workbench.schema.refs import fragment_pointer, recursive_refs
from workbench.schema.sampling import DIRECT
from workbench.schema.walk import subschemas

# Draft 2020-12-only keywords hypothesis-jsonschema does not know (it would ignore them and
# produce values the validator rejects) — MCP's default dialect is 2020-12
# (https://modelcontextprotocol.io/specification/2025-11-25/basic#json-schema-usage).
DRAFT_2020_ONLY = ("prefixItems", "unevaluatedItems", "unevaluatedProperties", "$dynamicRef",
                   "$dynamicAnchor", "$recursiveRef", "$recursiveAnchor", "dependentSchemas")


def unsupported(schema: Any) -> tuple[list[str], bool]:
    """(reasons, hypothesis_ok): constructs hypothesis-jsonschema cannot generate, with where and
    why. `hypothesis_ok` is False when it must not be used for this schema at all."""
    reasons: list[str] = []
    ok = True
    for node in subschemas(schema):
        where = node.pointer or "/"
        for key in DRAFT_2020_ONLY:
            if key in node.schema:
                reasons.append(f"{key} at {where}: draft 2020-12 keyword hypothesis-jsonschema does "
                               "not support; values come from the direct generator, filtered by the "
                               "validator")
                ok = False
        ref = node.schema.get("$ref")
        if ref is not None and fragment_pointer(ref) is None:
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
    for node in subschemas(schema):
        for key in node.schema:
            if key not in DIRECT and not key.startswith("x-"):
                return f"{key} at {node.pointer or '/'}"
        ref = node.schema.get("$ref")
        if ref is not None and fragment_pointer(ref) is None:
            return f"$ref at {node.pointer or '/'}"
    return None
