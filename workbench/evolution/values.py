"""Argument values for the diff beyond the smallest instance: values of the lengths a change
moved, strict-mode null filling, and where in an argument object a schema position applies.

The smallest instance and the candidate pools are `workbench.schema.instances` (shared with the
prober). Nothing here has to be right: every value that becomes a witness is checked with
`workbench.schema.validate` before it is reported.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from workbench.jsonutil import brief, canonical
from workbench.schema.instances import MAX_DEPTH, distinct_items, minimal, minimal_object, types_of
from workbench.schema.pointer import argument_steps, from_path
from workbench.schema.refs import deref

# Past this many values an enum change is one change listing the first ones (a 100,000-value enum
# replaced is one finding, not 100,000 with a witness search each).
ENUM_CHANGES_LISTED = 20


def length_candidates(*schemas: Any, keys: tuple[str, str]) -> list[int]:
    """Lengths on and next to the `keys` bounds ("minLength", "maxLength"...) the schemas set."""
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
    s = deref(schema, root)
    if not isinstance(s, Mapping):
        return []
    types = types_of(s) or ("string",)
    out: list[Any] = []
    if "string" in types:
        out += ["a" * length, "A" * length, "0" * length, "1" * length]
    if "array" in types:
        items = v if isinstance(v := s.get("items"), Mapping) else {}
        item = minimal(items, root)
        out.append([item] * length)
        if s.get("uniqueItems") is True:
            out.append(distinct_items(items, root, 0, length))
    if "object" in types:
        base = minimal_object(s, root, 0)
        props = p if isinstance(p := s.get("properties"), Mapping) else {}
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
    but nullable field: such callers always send every key.
    """
    root = schema if root is None else root
    schema = deref(schema, root)
    if not isinstance(schema, Mapping) or not isinstance(instance, dict) or depth > MAX_DEPTH:
        return instance
    props = p if isinstance(p := schema.get("properties"), Mapping) else {}
    out = dict(instance)
    for name in schema.get("required") or []:
        if isinstance(name, str) and name not in out and accepts_null(props.get(name), root):
            out[name] = None
    for name, value in list(out.items()):
        if name in props and isinstance(value, dict):
            out[name] = fill_nulls(props[name], value, root, depth + 1)
    return out


def accepts_null(schema: Any, root: Any) -> bool:
    """Could `schema` accept null, as far as its type, enum and branches say?"""
    schema = deref(schema, root)
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


def instance_prefix(schema_path: str) -> str:
    """Where in an argument object the schema position `schema_path` applies
    ("/properties/a/items/properties/b" → "/a/0/b"); validation issues of a change sit under it."""
    steps = argument_steps(schema_path, partial=True)
    return from_path("0" if step == "*" else step for step in steps)


def listed(values: list[Any]) -> str:
    """The values briefly, the first `ENUM_CHANGES_LISTED` of a long list and how many more."""
    shown = ", ".join(brief(v) for v in values[:ENUM_CHANGES_LISTED])
    more = len(values) - ENUM_CHANGES_LISTED
    return shown + (f" and {more:,} more" if more > 0 else "")


def value_key(value: Any) -> tuple[str, Any]:
    """A set key that tells JSON values apart as `canonical` does, without encoding the scalars
    an enum is made of (100,000 values: a set operation, not 100,000 JSON encodings)."""
    if type(value) in (str, int, float, bool) or value is None:
        return type(value).__name__, value
    return "json", canonical(value)
