"""Schema facts the generators need: recursion, unsupported constructs, and whether the fast
direct generator covers a schema."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from workbench.schema.refs import fragment_pointer, recursive_refs
from workbench.schema.sampling import DIRECT
from workbench.schema.walk import subschemas

# Draft 2020-12-only keywords hypothesis-jsonschema does not know (it would ignore them and
# produce values the validator rejects) — MCP's default dialect is 2020-12
# (https://modelcontextprotocol.io/specification/2025-11-25/basic#json-schema-usage).
DRAFT_2020_ONLY = ("prefixItems", "unevaluatedItems", "unevaluatedProperties", "$dynamicRef",
                   "$dynamicAnchor", "$recursiveRef", "$recursiveAnchor", "dependentSchemas")


# hypothesis-jsonschema merges conditionals and combinators while it canonicalises a schema, and
# the work grows exponentially with their nesting: 3 levels of if/then/else take seconds, 4 take
# minutes, 10 never end (measured in NOTES.md). Deeper schemas go to the direct generator.
MAX_COMBINATOR_NESTING = 3
_COMBINATORS = frozenset({"if", "then", "else", "allOf", "anyOf", "oneOf", "not", "dependentSchemas"})

_sre_parse = importlib.import_module("re._parser" if sys.version_info >= (3, 11) else "sre_parse")
_sre = importlib.import_module("re._constants" if sys.version_info >= (3, 11) else "sre_constants")


def unsupported(schema: Any) -> tuple[list[str], bool]:
    """(reasons, hypothesis_ok): constructs hypothesis-jsonschema cannot generate, with where and
    why. `hypothesis_ok` is False when it must not be used for this schema at all: besides
    unknown keywords, deep conditionals and regexes on which Python's backtracking `re` (the
    engine hypothesis-jsonschema matches with) can take exponential time."""
    reasons: list[str] = []
    ok = True
    nesting: dict[str, int] = {}
    ok_nesting = True  # the deepest nesting is reported once
    for node in subschemas(schema):
        where = node.pointer or "/"
        depth = nesting[node.pointer] = nesting.get(node.parent or "", 0) + (node.via in _COMBINATORS)
        if depth == MAX_COMBINATOR_NESTING + 1 and ok_nesting:
            reasons.append(f"conditionals nested {depth} deep at {where}: hypothesis-jsonschema's "
                           "work grows exponentially with the nesting; values come from the direct "
                           "generator, filtered by the validator")
            ok = ok_nesting = False
        for pointer, pattern in _patterns(node.pointer, node.schema):
            risk = backtracking_risk(pattern)
            if risk is not None:
                reasons.append(f"pattern {pattern!r} at {pointer or '/'}: {risk}; Python's regex "
                               "engine (used by hypothesis-jsonschema) could backtrack for ever on "
                               "it, so values come from the direct generator, filtered by the "
                               "validator")
                ok = False
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


def _patterns(pointer: str, schema: Any) -> Iterator[tuple[str, str]]:
    """(pointer, regex) of the regexes a node holds: `pattern` and `patternProperties` keys."""
    from workbench.schema.pointer import escape

    if isinstance(schema.get("pattern"), str):
        yield f"{pointer}/pattern", schema["pattern"]
    keyed = schema.get("patternProperties")
    if isinstance(keyed, dict):
        for key in keyed:
            if isinstance(key, str):
                yield f"{pointer}/patternProperties/{escape(key)}", key


@lru_cache(maxsize=4096)
def backtracking_risk(pattern: str) -> str | None:
    """Why a backtracking engine may take exponential time on `pattern`, or None: a repetition
    inside an unbounded repetition (`(a+)+`), or alternatives that can start alike under an
    unbounded repetition (`(a|a)*`, `(\\w|\\d)+`). A heuristic in the spirit of star height; a
    pattern Python cannot parse is no risk here (the validator reports it)."""
    try:
        parsed = _sre_parse.parse(pattern)
    except Exception:
        return None
    return _risk(parsed, 0)


def _risk(items: Any, repeated: int) -> str | None:
    """`repeated`: 0 outside any unbounded repetition; 1 inside one whose rounds a fixed
    character separates (only ambiguous alternatives count); 2 inside one without."""
    for op, av in items:
        if op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT):
            _low, high, body = av
            unbounded = high == _sre.MAXREPEAT or high > 100
            if repeated == 2 and unbounded:
                return "a repetition inside a repetition"
            # a body that begins or ends with a fixed character (`(-[a-z0-9]+)*`, `([\\w-]+\\.)+`)
            # has rounds only that character marks: no two ways to split the input
            inner = (1 if _fixed_edge(body) else 2) if unbounded else 0
            found = _risk(body, max(repeated, inner))
        elif op is _sre.BRANCH:
            branches = av[1]
            if repeated and _overlapping(branches):
                return "alternatives that can match alike under a repetition"
            found = next((r for b in branches if (r := _risk(b, repeated)) is not None), None)
        elif op is _sre.SUBPATTERN:
            found = _risk(av[-1], repeated)
        elif op in (_sre.ASSERT, _sre.ASSERT_NOT):
            found = _risk(av[1], repeated)
        else:
            found = None
        if found is not None:
            return found
    return None


def _fixed_edge(items: Any) -> bool:
    """Does the sequence begin or end with a literal character (through groups)?"""
    for pick in (0, -1):
        seq = items
        while len(seq):
            op, av = seq[pick]
            if op is _sre.SUBPATTERN:
                seq = av[-1]
                continue
            if op is _sre.LITERAL:
                return True
            break
    return False


def _overlapping(branches: Any) -> bool:
    """Can two alternatives begin with the same character? Only a literal first character is
    known; anything else (a class, a group, `.`) may overlap."""
    firsts: set[int] = set()
    for branch in branches:
        if not len(branch):
            return True
        op, av = branch[0]
        if op is not _sre.LITERAL or av in firsts:
            return True
        firsts.add(av)
    return False
