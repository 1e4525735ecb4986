"""Concrete argument values for the diff: the simplest valid instance of a schema, and candidate
values near the edges a change moved.

Private to the diff on purpose (the probe team's `generate()` is the general generator; this is the
small deterministic builder the targeted witnesses need). Nothing here has to be right: every value
that becomes a witness is checked with `workbench.validate` before it is reported.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from typing import Any

from workbench.schema.walk import json_type
from workbench.schema.pointer import argument_steps, from_path, resolve

MAX_DEPTH = 16
_TYPE_ORDER = ("object", "string", "integer", "number", "boolean", "array", "null")
_FORMAT_EXAMPLES = {
    "date-time": "2026-01-01T00:00:00Z", "date": "2026-01-01", "time": "00:00:00Z",
    "email": "a@example.com", "idn-email": "a@example.com", "uuid": "00000000-0000-4000-8000-000000000000",
    "uri": "https://example.com", "iri": "https://example.com", "uri-reference": "https://example.com",
    "ipv4": "127.0.0.1", "ipv6": "::1", "hostname": "example.com", "idn-hostname": "example.com",
    "duration": "P1D",
}
# Strings tried against a `pattern` when the plain minimal string does not match it.
STRING_POOL = ("", "a", "A", "0", "1", "abc", "ABC", "a1", "A1", "x-1", "ORD-001", "2026-01-01",
               "2026-01-01T00:00:00Z", "a@example.com", "https://example.com", "cn-east", "123456",
               "zz", "~", " ", "a b", "中文")


def resolve_ref(schema: Any, root: Any) -> Any:
    """Follow local `$ref`s (a bounded number of hops); anything else is returned as is."""
    hops = 0
    while isinstance(schema, Mapping) and isinstance(schema.get("$ref"), str) and hops < 8:
        ref = schema["$ref"]
        if not ref.startswith("#"):
            return schema
        target = resolve(root, ref[1:], None)
        if not isinstance(target, Mapping):
            return schema
        extra = {k: v for k, v in schema.items() if k != "$ref"}
        schema = {**target, **extra} if extra else target
        hops += 1
    return schema


def types_of(schema: Any) -> tuple[str, ...] | None:
    """Declared types; None when the schema does not restrict the type."""
    if not isinstance(schema, Mapping):
        return None
    t = schema.get("type")
    if isinstance(t, str):
        return (t,)
    if isinstance(t, list):
        return tuple(x for x in t if isinstance(x, str))
    if "enum" in schema or "const" in schema:
        values = schema["enum"] if "enum" in schema else [schema["const"]]
        if isinstance(values, list):
            return tuple(dict.fromkeys(json_type(v) for v in values))
    return None




def minimal(schema: Any, root: Any = None, depth: int = 0) -> Any:
    """The simplest value the schema accepts as far as cheap reasoning goes: required fields only,
    lower bounds, shortest strings, first enum value."""
    root = schema if root is None else root
    schema = resolve_ref(schema, root)
    if schema is False:
        return None
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
            first = next((b for b in branches if types_of(resolve_ref(b, root)) != ("null",)), branches[0])
            return minimal({**rest, **resolve_ref(first, root)} if isinstance(first, Mapping) else rest,
                           root, depth + 1)
    branches = schema.get("allOf")
    if isinstance(branches, list) and branches:
        return minimal(_merge_all_of(schema, branches, root), root, depth + 1)
    types = types_of(schema)
    if types is None:
        kind = "object" if "properties" in schema or "required" in schema else None
    else:
        preferred = [t for t in _TYPE_ORDER if t in types and t != "null"]
        kind = preferred[0] if preferred else ("null" if "null" in types else None)
    return value_of_type(kind, schema, root, depth)


def value_of_type(kind: str | None, schema: Mapping[str, Any], root: Any, depth: int = 0) -> Any:
    if kind == "object":
        return _minimal_object(schema, root, depth)
    if kind == "string":
        return _minimal_string(schema)
    if kind in ("integer", "number"):
        return _minimal_number(schema, kind == "integer")
    if kind == "boolean":
        return False
    if kind == "array":
        items = schema.get("items") if isinstance(schema.get("items"), Mapping) else {}
        count = schema.get("minItems") if isinstance(schema.get("minItems"), int) else 0
        if count and schema.get("uniqueItems") is True:
            return _distinct_items(items, root, depth, count)
        return [minimal(items, root, depth + 1) for _ in range(count)]
    return None


def _merge_all_of(schema: Mapping[str, Any], branches: list, root: Any) -> dict[str, Any]:
    merged: dict[str, Any] = {k: v for k, v in schema.items() if k != "allOf"}
    props: dict[str, Any] = dict(merged.get("properties") or {})
    required: list[str] = list(merged.get("required") or [])
    for branch in branches:
        branch = resolve_ref(branch, root)
        if not isinstance(branch, Mapping):
            continue
        for key, value in branch.items():
            if key == "properties" and isinstance(value, Mapping):
                props.update(value)
            elif key == "required" and isinstance(value, list):
                required.extend(v for v in value if v not in required)
            else:
                merged.setdefault(key, value)
    if props:
        merged["properties"] = props
    if required:
        merged["required"] = required
    return merged


def _minimal_object(schema: Mapping[str, Any], root: Any, depth: int) -> dict[str, Any]:
    props = schema.get("properties") if isinstance(schema.get("properties"), Mapping) else {}
    required = [r for r in schema.get("required") or [] if isinstance(r, str)]
    out: dict[str, Any] = {}
    for name in required:
        sub = props.get(name, {"type": "string"})
        value = minimal(sub, root, depth + 1)
        out[name] = value if sub_valid(sub, root, value) else repaired(sub, root, value)
    want = schema.get("minProperties")
    if isinstance(want, int):
        for name, sub in props.items():
            if len(out) >= want:
                break
            out.setdefault(name, minimal(sub, root, depth + 1))
    return out


def _minimal_string(schema: Mapping[str, Any]) -> str:
    fmt = schema.get("format")
    if isinstance(fmt, str) and fmt in _FORMAT_EXAMPLES:
        return _FORMAT_EXAMPLES[fmt]
    low = schema.get("minLength") if isinstance(schema.get("minLength"), int) else 0
    return "a" * low


def _minimal_number(schema: Mapping[str, Any], integer: bool) -> int | float:
    lo, lo_excl = _bound(schema, "minimum", "exclusiveMinimum")
    hi, hi_excl = _bound(schema, "maximum", "exclusiveMaximum")
    step = schema.get("multipleOf")
    step = step if isinstance(step, (int, float)) and not isinstance(step, bool) and step > 0 else None
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


def _bound(schema: Mapping[str, Any], inclusive: str, exclusive: str) -> tuple[float | None, bool]:
    inc = schema.get(inclusive)
    exc = schema.get(exclusive)
    inc = inc if isinstance(inc, (int, float)) and not isinstance(inc, bool) else None
    exc = exc if isinstance(exc, (int, float)) and not isinstance(exc, bool) else None
    if exc is None:
        return inc, False
    if inc is None:
        return exc, True
    tighter_is_exc = exc >= inc if inclusive == "minimum" else exc <= inc
    return (exc, True) if tighter_is_exc else (inc, False)


def _distinct_items(items: Any, root: Any, depth: int, count: int) -> list[Any]:
    base = minimal(items, root, depth + 1)
    out = [base]
    pool: Iterator[Any] = iter(list(range(1, count + 50)) + [f"a{i}" for i in range(count + 50)])
    while len(out) < count:
        candidate = next(pool, None)
        if candidate is None:
            break
        if candidate not in out:
            out.append(candidate)
    return out


def number_candidates(*schemas: Any) -> list[int | float]:
    """Numbers on and just beyond every bound any of the schemas mention."""
    points: list[float] = [0, 1, -1, 10**9, -(10**9)]
    for schema in schemas:
        if not isinstance(schema, Mapping):
            continue
        step = schema.get("multipleOf")
        for key in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
            b = schema.get(key)
            if isinstance(b, (int, float)) and not isinstance(b, bool):
                points += [b, b - 1, b + 1, b - 0.5, b + 0.5]
                if isinstance(step, (int, float)) and not isinstance(step, bool) and step > 0:
                    k = math.floor(b / step)
                    points += [k * step, (k - 1) * step, (k + 1) * step]
        if isinstance(step, (int, float)) and not isinstance(step, bool) and step > 0:
            points += [step, 2 * step, step / 2]
    out: list[int | float] = []
    for p in points:
        v = int(p) if float(p).is_integer() else p
        if v not in out:
            out.append(v)
    return out


def length_candidates(*schemas: Any, keys: tuple[str, str]) -> list[int]:
    lengths = {0, 1, 2}
    for schema in schemas:
        if isinstance(schema, Mapping):
            for key in keys:
                b = schema.get(key)
                if isinstance(b, int) and not isinstance(b, bool) and 0 <= b < 100_000:
                    lengths.update({b, b + 1, max(b - 1, 0)})
    return sorted(lengths)


def sized_like(schema: Any, root: Any, length: int) -> list[Any]:
    """Values of one length for a string/array/object schema (strings from several alphabets)."""
    s = resolve_ref(schema, root)
    if not isinstance(s, Mapping):
        return []
    types = types_of(s) or ("string",)
    out: list[Any] = []
    if "string" in types:
        out += ["a" * length, "A" * length, "0" * length, "1" * length]
    if "array" in types:
        items = s.get("items") if isinstance(s.get("items"), Mapping) else {}
        item = minimal(items, root)
        out.append([item] * length)
        if s.get("uniqueItems") is True:
            out.append(_distinct_items(items, root, 0, length))
    if "object" in types:
        base = _minimal_object(s, root, 0)
        props = s.get("properties") if isinstance(s.get("properties"), Mapping) else {}
        obj = dict(base)
        for name, sub in props.items():
            if len(obj) >= length:
                break
            obj.setdefault(name, minimal(sub, root))
        out.append(obj)
    return out


def fill_nulls(schema: Any, instance: Any, root: Any = None, depth: int = 0) -> Any:
    """What a strict-mode caller sends: every required key, null where it has nothing to say.

    Applied to old-valid inputs before checking them against a new schema that added a required
    but nullable field (seed 9.1): such callers always send every key.
    """
    root = schema if root is None else root
    schema = resolve_ref(schema, root)
    if not isinstance(schema, Mapping) or not isinstance(instance, dict) or depth > MAX_DEPTH:
        return instance
    props = schema.get("properties") if isinstance(schema.get("properties"), Mapping) else {}
    out = dict(instance)
    for name in schema.get("required") or []:
        if isinstance(name, str) and name not in out and accepts_null(props.get(name), root):
            out[name] = None
    for name, value in list(out.items()):
        if name in props and isinstance(value, dict):
            out[name] = fill_nulls(props[name], value, root, depth + 1)
    return out


def accepts_null(schema: Any, root: Any) -> bool:
    schema = resolve_ref(schema, root)
    if not isinstance(schema, Mapping):
        return schema is True
    types = types_of(schema)
    if types is not None and "null" not in types:
        return False
    enum = schema.get("enum")
    if isinstance(enum, list) and None not in enum:
        return False
    for key in ("anyOf", "oneOf"):
        branches = schema.get(key)
        if isinstance(branches, list):
            return any(accepts_null(b, root) for b in branches)
    return True


def sub_valid(schema: Any, root: Any, value: Any) -> bool:
    """Is `value` valid under a subschema (local `$defs` of the root carried along)?"""
    from workbench.schema.validate import compile_validator

    if isinstance(schema, Mapping) and isinstance(root, Mapping):
        defs = {k: root[k] for k in ("$defs", "definitions") if k in root and k not in schema}
        schema = {**defs, **schema} if defs else schema
    try:
        return bool(compile_validator(schema).is_valid(value))
    except Exception:
        return False


def instance_prefix(schema_path: str) -> str:
    """Where in an argument object the schema position `schema_path` applies
    ("/properties/a/items/properties/b" → "/a/0/b"); validation issues of a change sit under it."""
    steps = argument_steps(schema_path, partial=True)
    return from_path("0" if step == "*" else step for step in steps)


def repaired(schema: Any, root: Any, value: Any) -> Any:
    """A valid value for `schema` when the minimal guess is not (a pattern that rejects "", a
    nullable field whose string branch cannot be met); the guess itself when nothing fits."""
    s = resolve_ref(schema, root)
    if not isinstance(s, Mapping):
        return value
    options: list[Any] = [value_of_type(t, {**s, "type": t}, root) for t in (types_of(s) or ())]
    options += pattern_literals(s.get("pattern")) + list(STRING_POOL) + number_candidates(s)
    options += [None, True, False, [], {}]
    return next((o for o in options if sub_valid(s, root, o)), value)


def pattern_literals(pattern: Any) -> list[str]:
    """Cheap strings that a literal-ish pattern probably accepts ("^ORD-\\d+$" → "ORD-0",
    "^[A-Z]{3}$" → "AAA"); every use is validated, so a wrong guess only costs a try."""
    import re

    if not isinstance(pattern, str):
        return []
    text = pattern.strip("^$")
    text = re.sub(r"\\d|\[0-9\]", "0", text)
    text = re.sub(r"\[A-Z\]|\[A-Z0-9\]", "A", text)
    text = re.sub(r"\\w|\[a-z\]|\[a-z0-9\]|\[A-Za-z\]|\[a-zA-Z\]|\[A-Za-z0-9\]", "a", text)
    text = re.sub(r"(.)\{(\d+)(?:,\d*)?\}", lambda m: m.group(1) * min(int(m.group(2)), 64), text)
    text = re.sub(r"[+*?]", "", text).replace("\\", "")
    return [text, text * 2] if text else []
