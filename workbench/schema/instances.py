"""Instances of a schema built directly from its keywords, shared by the diff and the prober.

- The keyword facts both builders read: `as_number`, `bound` (the tighter of an inclusive and an
  exclusive bound), `types_of`.
- `minimal(schema)`: the simplest value the schema accepts as far as cheap reasoning goes
  (required fields only, lower bounds, shortest strings, first enum value), deterministic; with
  `repaired` and the candidate pools (`STRING_POOL`, `number_candidates`, `pattern_literals`)
  the diff builds its witnesses from it.
- Random instances reproducible for a seed are `workbench.schema.sampling.DirectGenerator`
  (the prober's fast generator), reading the same facts.

Both are proposal engines, not oracles: every caller validates a value before using it as a
valid instance (`workbench.schema.validate`), so any imprecision costs yield, never soundness.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Mapping
from typing import Any

from workbench.schema import formats
from workbench.schema.refs import deref
from workbench.schema.walk import declared_types, json_type

MAX_DEPTH = 16  # `minimal` gives up (None) below this depth
_TYPE_ORDER = ("object", "string", "integer", "number", "boolean", "array", "null")


# -- keyword facts both builders read ---------------------------------------------------------

def as_number(value: Any) -> float | None:
    """`value` when it is a JSON number (bool is not), else None."""
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def bound(schema: Mapping[str, Any], side: str) -> tuple[float | None, bool]:
    """(value, exclusive) of the tighter of `minimum`/`exclusiveMinimum` (side "lower") or
    `maximum`/`exclusiveMaximum` (side "upper"); (None, False) when there is none."""
    inclusive, exclusive = ("minimum", "exclusiveMinimum") if side == "lower" else ("maximum", "exclusiveMaximum")
    inc, exc = as_number(schema.get(inclusive)), as_number(schema.get(exclusive))
    if exc is None:
        return inc, False
    if inc is None:
        return exc, True
    tighter_is_exc = exc >= inc if side == "lower" else exc <= inc
    return (exc, True) if tighter_is_exc else (inc, False)


def types_of(schema: Any) -> tuple[str, ...] | None:
    """Declared types, or those of the enum/const values; None when the schema does not restrict
    the type."""
    if not isinstance(schema, Mapping):
        return None
    declared = declared_types(schema)
    if declared is not None:
        return declared
    if "enum" in schema or "const" in schema:
        values = schema["enum"] if "enum" in schema else [schema["const"]]
        if isinstance(values, list):
            return tuple(dict.fromkeys(json_type(v) for v in values))
    return None


# -- the smallest instance ----------------------------------------------------------------------

def minimal(schema: Any, root: Any = None, depth: int = 0) -> Any:
    """The simplest value `schema` (a subschema of `root`) accepts as far as cheap reasoning goes:
    required fields only, lower bounds, shortest strings, first enum value."""
    root = schema if root is None else root
    schema = deref(schema, root)
    if not isinstance(schema, Mapping) or depth > MAX_DEPTH:
        return None
    if "const" in schema:
        return schema["const"]
    enum = schema.get("enum")
    if isinstance(enum, list) and enum:
        return next((v for v in enum if v is not None), enum[0])
    for key in ("anyOf", "oneOf"):
        branches = schema.get(key)
        if isinstance(branches, list) and branches:
            rest = {k: v for k, v in schema.items() if k != key}
            first = next((b for b in branches if types_of(deref(b, root)) != ("null",)), branches[0])
            return minimal({**rest, **deref(first, root)} if isinstance(first, Mapping) else rest,
                           root, depth + 1)
    branches = schema.get("allOf")
    if isinstance(branches, list) and branches:
        return minimal(merge_all_of(schema, branches, root), root, depth + 1)
    types = types_of(schema)
    if types is None:
        kind = "object" if "properties" in schema or "required" in schema else None
    else:
        preferred = [t for t in _TYPE_ORDER if t in types and t != "null"]
        kind = preferred[0] if preferred else ("null" if "null" in types else None)
    return value_of_type(kind, schema, root, depth)


def value_of_type(kind: str | None, schema: Mapping[str, Any], root: Any, depth: int = 0) -> Any:
    """The simplest value of JSON type `kind` under `schema`'s keywords for that type."""
    if kind == "object":
        return minimal_object(schema, root, depth)
    if kind == "string":
        low = v if isinstance(v := schema.get("minLength"), int) else 0
        high = v if isinstance(v := schema.get("maxLength"), int) else None
        fmt = schema.get("format")
        example = formats.EXAMPLES.get(fmt) if isinstance(fmt, str) else None
        if example is not None and low <= len(example) and (high is None or len(example) <= high):
            return example
        return "a" * low
    if kind in ("integer", "number"):
        return _minimal_number(schema, kind == "integer")
    if kind == "boolean":
        return False
    if kind == "array":
        items = v if isinstance(v := schema.get("items"), Mapping) else {}
        count = v if isinstance(v := schema.get("minItems"), int) else 0
        if count and schema.get("uniqueItems") is True:
            return distinct_items(items, root, depth, count)
        return [minimal(items, root, depth + 1) for _ in range(count)]
    return None


_TIGHTEST = {"minimum": max, "exclusiveMinimum": max, "minLength": max, "minItems": max,
             "minProperties": max, "maximum": min, "exclusiveMaximum": min, "maxLength": min,
             "maxItems": min, "maxProperties": min}


def merge_all_of(schema: Mapping[str, Any], branches: list[Any], root: Any) -> dict[str, Any]:
    """`schema` with its `allOf` branches folded in, as one schema a builder can read: properties
    joined (a property two places define becomes the `allOf` of both), `required` joined, type
    lists and enums intersected, each bound the tightest one stated, and a branch's
    `additionalProperties: false` keeps only the properties it declares; any other keyword is
    taken from the first place that has it (a second `anyOf`/`oneOf` is kept in a remaining
    `allOf`, read after the first). A proposal, not an equivalence: callers validate."""
    merged: dict[str, Any] = {}
    leftover: list[Any] = []
    closed: list[set[str]] = []  # the declared names of each place that forbids other properties
    for part in [{k: v for k, v in schema.items() if k != "allOf"}, *branches]:
        part = deref(part, root)
        if not isinstance(part, Mapping):
            continue
        nested = part.get("allOf")
        if isinstance(nested, list) and nested:
            part = merge_all_of(part, nested, root)
        if part.get("additionalProperties") is False and "patternProperties" not in part:
            closed.append(set(p) if isinstance(p := part.get("properties"), Mapping) else set())
        _fold(merged, part, leftover)
    if closed and isinstance(merged.get("properties"), Mapping):
        allowed = set.intersection(*closed)
        merged["properties"] = {k: v for k, v in merged["properties"].items() if k in allowed}
    if leftover:
        merged["allOf"] = leftover
    return merged


def _fold(merged: dict[str, Any], part: Mapping[str, Any], leftover: list[Any]) -> None:
    """Fold one `allOf` place into `merged` (see `merge_all_of`)."""
    for key, value in part.items():
        if key == "allOf" and isinstance(value, list):  # what a nested merge left to read later
            leftover.extend(value)
            continue
        if key not in merged:
            merged[key] = dict(value) if key == "properties" and isinstance(value, Mapping) else \
                list(value) if key == "required" and isinstance(value, list) else value
            continue
        have = merged[key]
        if key == "properties" and isinstance(value, Mapping) and isinstance(have, dict):
            for name, sub in value.items():
                have[name] = sub if name not in have or have[name] == sub else {"allOf": [have[name], sub]}
        elif key == "required" and isinstance(value, list) and isinstance(have, list):
            have.extend(v for v in value if v not in have)
        elif key == "type":
            merged[key] = _meet_types(have, value)
        elif key == "enum" and isinstance(value, list) and isinstance(have, list):
            merged[key] = [v for v in have if v in value]
        elif key in _TIGHTEST and as_number(value) is not None and as_number(have) is not None:
            merged[key] = _TIGHTEST[key](have, value)
        elif key in ("anyOf", "oneOf") and have != value:
            leftover.append({key: value})
        elif key == "additionalProperties" and value is False:
            merged[key] = False


def _meet_types(a: Any, b: Any) -> Any:
    """The types both `type` keywords allow (an integer is a number); `a` when they share none
    (the validator then rejects what is built)."""
    left = [a] if isinstance(a, str) else [t for t in a if isinstance(t, str)] if isinstance(a, list) else []
    right = [b] if isinstance(b, str) else [t for t in b if isinstance(t, str)] if isinstance(b, list) else []
    both = [t for t in left if t in right or (t == "integer" and "number" in right)]
    both += [t for t in right if t == "integer" and "number" in left and t not in both]
    if not both:
        return a
    return both[0] if len(both) == 1 else both


def minimal_object(schema: Mapping[str, Any], root: Any, depth: int) -> dict[str, Any]:
    """The required properties (each repaired when its minimal guess fails it), then optional
    ones up to `minProperties`."""
    from workbench.schema.validate import accepts

    props = p if isinstance(p := schema.get("properties"), Mapping) else {}
    required = [r for r in schema.get("required") or [] if isinstance(r, str)]
    out: dict[str, Any] = {}
    for name in required:
        sub = props.get(name, {"type": "string"})
        value = minimal(sub, root, depth + 1)
        out[name] = value if accepts(sub, value, root=root) else repaired(sub, root, value)
    want = schema.get("minProperties")
    if isinstance(want, int):
        for name, sub in props.items():
            if len(out) >= want:
                break
            out.setdefault(name, minimal(sub, root, depth + 1))
    return out


def _minimal_number(schema: Mapping[str, Any], integer: bool) -> int | float:
    lo, lo_excl = bound(schema, "lower")
    hi, hi_excl = bound(schema, "upper")
    step = as_number(schema.get("multipleOf"))
    step = step if step is not None and step > 0 else None
    if lo is None:
        start: float = 0 if hi is None or hi > 0 or (hi == 0 and not hi_excl) else hi - 1
    else:
        start = lo + (1 if lo_excl and (integer or step) else 0)
        if lo_excl and not integer and not step:
            start = lo + 1 if hi is None or lo + 1 < hi else (lo + hi) / 2
    if integer:
        start = math.ceil(start)
    if step:
        start = math.ceil(start / step) * step
    if integer or (isinstance(start, float) and start.is_integer()):
        return int(start)
    return start


def distinct_items(items: Any, root: Any, depth: int, count: int) -> list[Any]:
    """`count` distinct array items: the minimal item, then small integers and strings (strings
    first when the items are declared strings only)."""
    out = [minimal(items, root, depth + 1)]
    numbers: list[Any] = list(range(1, count + 50))
    strings: list[Any] = [f"a{i}" for i in range(count + 50)]
    only_strings = types_of(deref(items, root)) == ("string",)
    pool: Iterator[Any] = iter(strings + numbers if only_strings else numbers + strings)
    while len(out) < count:
        candidate = next(pool, None)
        if candidate is None:
            break
        if candidate not in out:
            out.append(candidate)
    return out


def repaired(schema: Any, root: Any, value: Any) -> Any:
    """A valid value for `schema` when the minimal guess is not (a pattern that rejects "", a
    nullable field whose string branch cannot be met); the guess itself when nothing fits."""
    from workbench.schema.validate import accepts

    s = deref(schema, root)
    if not isinstance(s, Mapping):
        return value
    options: list[Any] = [value_of_type(t, {**s, "type": t}, root) for t in (types_of(s) or ())]
    options += pattern_literals(s.get("pattern")) + list(STRING_POOL) + number_candidates(s)
    options += [None, True, False, [], {}]
    return next((o for o in options if accepts(s, o, root=root)), value)


# Strings tried against a `pattern` when the plain minimal string does not match it.
STRING_POOL = ("", "a", "A", "0", "1", "abc", "ABC", "a1", "A1", "x-1", "ORD-001", "2026-01-01",
               "2026-01-01T00:00:00Z", "a@example.com", "https://example.com", "cn-east", "123456",
               "zz", "~", " ", "a b", "中文")


def number_candidates(*schemas: Any) -> list[int | float]:
    """Numbers on and just beyond every bound any of the schemas mention."""
    points: list[float] = [0, 1, -1, 10**9, -(10**9)]
    for schema in schemas:
        if not isinstance(schema, Mapping):
            continue
        step = as_number(schema.get("multipleOf"))
        for key in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
            b = as_number(schema.get(key))
            if b is not None:
                points += [b, b - 1, b + 1, b - 0.5, b + 0.5]
                if step is not None and step > 0:
                    k = math.floor(b / step)
                    points += [k * step, (k - 1) * step, (k + 1) * step]
        if step is not None and step > 0:
            points += [step, 2 * step, step / 2]
    out: list[int | float] = []
    for p in points:
        v = int(p) if float(p).is_integer() else p
        if v not in out:
            out.append(v)
    return out


def pattern_literals(pattern: Any) -> list[str]:
    """Cheap strings that a literal-ish pattern probably accepts ("^ORD-\\d+$" → "ORD-0",
    "^[A-Z]{3}$" → "AAA"); every use is validated, so a wrong guess only costs a try."""
    if not isinstance(pattern, str):
        return []
    text = pattern.strip("^$")
    text = re.sub(r"\\d|\[0-9\]", "0", text)
    text = re.sub(r"\[A-Z\]|\[A-Z0-9\]", "A", text)
    text = re.sub(r"\\w|\[a-z\]|\[a-z0-9\]|\[A-Za-z\]|\[a-zA-Z\]|\[A-Za-z0-9\]", "a", text)
    text = re.sub(r"(.)\{(\d+)(?:,\d*)?\}", lambda m: m.group(1) * min(int(m.group(2)), 64), text)
    text = re.sub(r"[+*?]", "", text).replace("\\", "")
    return [text, text * 2] if text else []
