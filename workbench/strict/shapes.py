"""What a schema node accepts, as strict conversion needs it: object/array/null tests, making a
schema nullable, merging the branches of a root composition, and showing that `oneOf` branches
are disjoint. The value helpers for delta rows are `workbench.jsonutil` (`capped`, `jsonable`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def is_object(schema: Mapping[str, Any]) -> bool:
    """Whether the node describes an object (by type, or by properties without a union)."""
    t = schema.get("type")
    return t == "object" or (isinstance(t, list) and "object" in t) or (
        "properties" in schema and "anyOf" not in schema and "$ref" not in schema)


def is_array(schema: Mapping[str, Any]) -> bool:
    """Whether the node's type allows an array."""
    t = schema.get("type")
    return t == "array" or (isinstance(t, list) and "array" in t)


def allows_null(schema: Mapping[str, Any]) -> bool:
    """Whether the node already accepts null (by type or an anyOf branch)."""
    t = schema.get("type")
    if t == "null" or (isinstance(t, list) and "null" in t):
        return True
    if isinstance(schema.get("anyOf"), list):
        return any(isinstance(b, Mapping) and allows_null(b) for b in schema["anyOf"])
    return False


def make_nullable(schema: Any) -> Any:
    """The schema that also accepts null, keeping an enum valid (null added to it)."""
    if not isinstance(schema, Mapping) or allows_null(schema):
        return schema
    out = dict(schema)
    if "$ref" in out:
        ref = {"$ref": out.pop("$ref")}
        return {**out, "anyOf": [ref, {"type": "null"}]}
    if isinstance(out.get("anyOf"), list):
        out["anyOf"] = list(out["anyOf"]) + [{"type": "null"}]
        return out
    t = out.get("type")
    if isinstance(t, str):
        out["type"] = [t, "null"]
    elif isinstance(t, list):
        out["type"] = list(t) + ["null"]
    if "const" in out:
        out["enum"] = [out.pop("const"), None]
    elif isinstance(out.get("enum"), list) and None not in out["enum"]:
        out["enum"] = list(out["enum"]) + [None]
    return out


def literal_values(schema: Any) -> tuple[bool, list[Any]]:
    """(True, values) for a `const` or `enum` node, else (False, [])."""
    if isinstance(schema, Mapping):
        if "const" in schema:
            return True, [schema["const"]]
        if isinstance(schema.get("enum"), list):
            return True, list(schema["enum"])
    return False, []


def merge_branches(subs: list[Any]) -> Any:
    """One property schema from the branches of a merged root composition."""
    distinct: list[Any] = []
    for s in subs:
        if s not in distinct:
            distinct.append(s)
    if len(distinct) == 1:
        return distinct[0]
    literals = [literal_values(s) for s in distinct]
    if all(ok for ok, _ in literals):
        values: list[Any] = []
        for _, vals in literals:
            values.extend(v for v in vals if v not in values)
        out: dict[str, Any] = {"enum": values}
        kinds = {type(v).__name__ for v in values}
        if kinds == {"str"}:
            out["type"] = "string"
        desc = next((s.get("description") for s in distinct if s.get("description")), None)
        if desc:
            out["description"] = desc
        return out
    return {"anyOf": distinct}


def disjoint_reason(branches: list[Any]) -> str:
    """Why the branches can never both match ('' when that cannot be shown)."""
    if len(branches) < 2 or not all(isinstance(b, Mapping) for b in branches):
        return ""
    # a discriminator: a property required in every branch with a distinct constant
    first = branches[0].get("properties") if isinstance(branches[0].get("properties"), Mapping) else {}
    for name in first:
        seen: list[Any] = []
        ok = True
        for b in branches:
            props = b.get("properties") if isinstance(b.get("properties"), Mapping) else {}
            is_lit, values = literal_values(props.get(name))
            if not (is_lit and name in str_list(b.get("required")) and values):
                ok = False
                break
            if any(v in seen for v in values):
                ok = False
                break
            seen.extend(values)
        if ok:
            return f"discriminator {name!r}"
    types = [b.get("type") for b in branches]
    if all(isinstance(t, str) for t in types) and len(set(types)) == len(types) \
            and not {"integer", "number"} <= set(types):
        return "distinct types"
    lits = [literal_values(b) for b in branches]
    if all(ok for ok, _ in lits):
        seen = []
        for _, values in lits:
            if any(v in seen for v in values):
                return ""
            seen.extend(values)
        return "disjoint literal values"
    return ""


def str_list(value: Any) -> list[str]:
    """The strings of a list (a `required` that may be malformed); [] for anything else."""
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []
