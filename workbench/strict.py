"""Strict conversion that tells the truth (issue 3 §2).

`to_strict(tool, provider)` rewrites a tool's parameter schema for `openai-strict` or
`anthropic-strict` the way the SDK converters do (OpenAI's strict helper, Anthropic's
`transform_schema`, PD §2, §3) and returns, next to the new schema, the **delta**: every constraint
that strictness moved out of the schema (into the description text, or to the executor), every
place where the schema became tighter, and every optional field that became a required null union.

What it does, driven only by the profile data in `workbench/profiles.py`:
- every object gets `additionalProperties: false` (both providers require it, PD §2, §3);
- where the profile requires every property (`all_properties_required`: OpenAI strict, PD §2),
  each optional property becomes required and nullable: `type` gains `"null"`, an `enum` gains
  `null` (so it stays valid), a `$ref`/`anyOf` gains a `{"type": "null"}` branch. Anthropic
  strict allows optional properties (PD §3) and counts every null union against its 16-union
  budget, so optional properties stay optional there unless `require_all=True`;
- keywords whose status is `rejected` or `unknown` in the profile are removed and appended to the
  description as `{keyword: value, ...}`, as Anthropic's `transform_schema` does (PD §3); so are
  formats outside the profile's list, `minItems` above Anthropic's 0/1, complex enum values;
- `nullable: true` (OpenAPI) becomes a null union; `$schema`/`$id`/`$comment` are dropped;
- an array without `items`, which OpenAI rejects (PD §1, §2), gets scalar items (string, number,
  boolean), reported as `tightened`: the converter cannot know the real item schema;
- `oneOf` becomes `anyOf` only where the branches are provably disjoint (a `const` discriminator
  required in every branch, distinct single types, or disjoint literal sets): then "exactly one"
  equals "at least one". Otherwise `oneOf` is removed (moved to the description) and the
  exclusive choice is an executor duty. `oneOf`/`anyOf` at the root, which both providers reject
  (PD §2, §3), is merged into one object: a property present in several branches becomes an
  `enum` of their constants or an `anyOf` of their schemas; which combinations are allowed
  becomes the executor's to check.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from workbench.errors import InvalidArgument
from workbench.constraints.cells import keyword_cell
from workbench.model import Tool
from workbench.profiles import ASSERTION_KEYWORDS, PROFILES, STRICT_PROFILE_BY_FORMAT, Profile

STRICT_PROVIDERS = ("openai-strict", "anthropic-strict")
_KEEP = frozenset({"description", "title", "properties", "required", "additionalProperties",
                   "$defs", "definitions", "type"})
_DROP_SILENTLY = frozenset({"$schema", "$id", "$comment"})
_REMOVED_STATUSES = ("rejected", "unknown")
_SCALARS = ("string", "number", "boolean")


@dataclass(frozen=True)
class DeltaRow:
    """One change strictness made. `before`/`after` use the ledger's `enforced_by` vocabulary
    (`schema`, `advisory`, `executor`); `change` says how: `to-prose` (removed from the schema,
    written into the description, enforced by the executor), `to-executor` (removed; only the
    executor checks it), `tightened` (the schema now rejects more), `nullable` (an optional field
    became required and nullable: null now means "not given"), `rewritten` (same meaning)."""

    tool: str
    path: str
    constraint: str
    value: Any
    before: str
    after: str
    change: str
    note: str

    def to_dict(self) -> dict[str, Any]:
        return {"tool": self.tool, "path": self.path, "constraint": self.constraint,
                "value": self.value, "before": self.before, "after": self.after,
                "change": self.change, "note": self.note}


@dataclass(frozen=True, eq=False)
class StrictResult:
    tool: Tool
    schema: Mapping[str, Any]
    delta: tuple[DeltaRow, ...]
    provider: str = ""

    @property
    def demoted(self) -> list[DeltaRow]:
        """The constraints that moved from the schema to the executor (directly or via prose)."""
        return [d for d in self.delta if d.after == "executor"]

    def to_dict(self) -> dict[str, Any]:
        return {"tool": self.tool.name, "provider": self.provider, "schema": self.schema,
                "delta": [d.to_dict() for d in self.delta]}

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent, default=str)

    def to_text(self) -> str:
        if not self.delta:
            return f"{self.tool.name}: {self.provider}: nothing moved\n"
        lines = [f"{self.tool.name}: {self.provider}: {len(self.demoted)} constraint(s) moved "
                 f"to the executor, {len(self.delta)} change(s)"]
        for d in self.delta:
            lines.append(f"  {d.path or '/'}  {d.constraint}  {d.before} -> {d.after} "
                         f"({d.change}): {d.note}")
        return "\n".join(lines) + "\n"

    def _repr_html_(self) -> str:
        from workbench.render.html import table

        rows = [(d.path or "/", d.constraint, _short(d.value), d.before, d.after, d.change, d.note)
                for d in self.delta]
        classes = [["", "", "", f"enf-{d.before}", f"enf-{d.after}", "", ""] for d in self.delta]
        return table(("path", "constraint", "value", "before", "after", "change", "note"), rows,
                     cell_classes=classes, title=f"{self.tool.name} → {self.provider}")


def to_strict(tool: Tool, provider: str, *, require_all: bool | None = None) -> StrictResult:
    """Convert `tool` for a strict provider profile; see the module doc for what changes."""
    profile = PROFILES.get(provider) if isinstance(provider, str) else provider
    if not isinstance(profile, Profile) or profile.id not in STRICT_PROVIDERS:
        raise InvalidArgument(f"strict conversion targets {' or '.join(STRICT_PROVIDERS)}, "
                              f"not {provider!r}")
    conv = _Converter(tool.name, profile,
                      profile.all_properties_required if require_all is None else require_all)
    source = tool.parameters if isinstance(tool.parameters, Mapping) else {}
    schema = conv.root(dict(source))
    new_tool = replace(tool, parameters=schema, strict=_strict_flag(tool, profile.id))
    delta = sorted(conv.delta, key=lambda d: d.path)  # stable: a node's changes stay in order
    return StrictResult(new_tool, schema, tuple(delta), profile.id)


@dataclass
class _Converter:
    tool: str
    profile: Profile
    require_all: bool
    delta: list[DeltaRow] = field(default_factory=list)

    def add(self, path: str, constraint: str, value: Any, before: str, after: str, change: str,
            note: str) -> None:
        self.delta.append(DeltaRow(self.tool, path, constraint, _jsonable(value), before, after,
                                   change, note))

    # -- root -------------------------------------------------------------------------------
    def root(self, schema: dict[str, Any]) -> dict[str, Any]:
        for key in ("oneOf", "anyOf", "allOf"):
            if isinstance(schema.get(key), list) and self.profile.root_composition_rejected:
                schema = self._merge_root(schema, key)
        if schema.get("type") != "object":
            if "type" in schema:
                self.add("", "type", schema["type"], "schema", "schema", "rewritten",
                         "the root of a tool's arguments must be an object (PD §2, §3)")
            schema["type"] = "object"
        return self.node(schema, "")

    def _merge_root(self, schema: dict[str, Any], key: str) -> dict[str, Any]:
        branches = schema.pop(key)
        objects = [b for b in branches if isinstance(b, Mapping)
                   and isinstance(b.get("properties"), Mapping)]
        where = "PD §2" if self.profile.id == "openai-strict" else "PD §3"
        if len(objects) != len(branches) or not objects:
            self._to_prose(schema, "", {key: branches})
            return schema
        merged: dict[str, list[Any]] = {}
        own = schema.get("properties") if isinstance(schema.get("properties"), Mapping) else {}
        for name, sub in own.items():
            merged.setdefault(name, []).append(sub)
        for b in objects:
            for name, sub in b["properties"].items():
                merged.setdefault(name, []).append(sub)
        required_sets = [set(_str_list(b.get("required"))) for b in objects]
        if key == "allOf":
            required = set().union(*required_sets)
        else:
            required = set.intersection(*required_sets) if required_sets else set()
        required |= set(_str_list(schema.get("required")))
        schema["properties"] = {name: _union(subs) for name, subs in merged.items()}
        schema["required"] = [n for n in merged if n in required]
        note = (f"{key} at the root is rejected by {self.profile.id} ({where}); its {len(objects)} "
                f"branches were merged into one object")
        if key == "allOf":
            self.add("", key, len(objects), "schema", "schema", "rewritten", note)
        else:
            self.add("", key, _short(branches), "schema", "executor", "to-executor",
                     note + "; which combinations of fields are allowed is now the executor's "
                            "to check")
        return schema

    # -- any node ---------------------------------------------------------------------------
    def node(self, schema: Any, path: str) -> Any:
        if not isinstance(schema, Mapping):
            return schema
        out: dict[str, Any] = {}
        removed: dict[str, Any] = {}
        nullable = schema.get("nullable") is True
        for key, value in schema.items():
            if key in _DROP_SILENTLY or key == "nullable":
                continue
            handled = self._structural(key, value, path, out)
            if handled:
                continue
            if key in ("then", "else") and "if" in schema:
                continue  # travels with `if`
            if key == "oneOf" and isinstance(value, list):
                self._one_of(value, path, out, removed)
                continue
            status = keyword_cell(self.profile, key, value, schema)
            if status in _REMOVED_STATUSES and key not in _KEEP:
                removed[key] = value
                if key == "if":
                    removed.update({k: schema[k] for k in ("then", "else") if k in schema})
                continue
            out[key] = self._sub(key, value, path)
        if nullable:
            out = _make_nullable(out)
            self.add(path, "nullable", True, "advisory", "schema", "rewritten",
                     "OpenAPI `nullable: true` written as a null union")
        if _is_object(out):
            self._object(out, schema, path)
        if self.profile.arrays_need_items and _is_array(out) and not isinstance(out.get("items"), Mapping):
            out["items"] = {"type": list(_SCALARS)}
            self.add(path, "items", None, "schema", "schema", "tightened",
                     f"{self.profile.id} rejects an array without `items` (PD §2): its items are "
                     f"now limited to scalars ({', '.join(_SCALARS)}); declare the real item schema")
        if removed:
            self._to_prose(out, path, removed)
        return out

    def _structural(self, key: str, value: Any, path: str, out: dict[str, Any]) -> bool:
        if key == "properties" and isinstance(value, Mapping):
            out[key] = {name: self.node(sub, f"{path}/properties/{_esc(name)}")
                        for name, sub in value.items()}
            return True
        if key in ("$defs", "definitions") and isinstance(value, Mapping):
            out[key] = {name: self.node(sub, f"{path}/{key}/{_esc(name)}")
                        for name, sub in value.items()}
            return True
        return False

    def _sub(self, key: str, value: Any, path: str) -> Any:
        if key in ("items", "additionalProperties", "contains", "not") and isinstance(value, Mapping):
            return self.node(value, f"{path}/{key}")
        if key in ("anyOf", "allOf", "prefixItems") and isinstance(value, list):
            return [self.node(v, f"{path}/{key}/{i}") for i, v in enumerate(value)]
        return value

    def _one_of(self, branches: list, path: str, out: dict[str, Any], removed: dict[str, Any]) -> None:
        status = self.profile.status("oneOf")
        if status not in _REMOVED_STATUSES:
            out["oneOf"] = [self.node(b, f"{path}/oneOf/{i}") for i, b in enumerate(branches)]
            return
        why = _disjoint(branches)
        if why and "anyOf" not in out:
            out["anyOf"] = [self.node(b, f"{path}/anyOf/{i}") for i, b in enumerate(branches)]
            self.add(path, "oneOf", len(branches), "schema", "schema", "rewritten",
                     f"oneOf is {status} under {self.profile.id}; rewritten as anyOf because the "
                     f"branches are disjoint ({why}), so 'exactly one' = 'at least one'")
            return
        removed["oneOf"] = branches

    def _object(self, out: dict[str, Any], original: Mapping[str, Any], path: str) -> None:
        ap = original.get("additionalProperties", True)
        props = out.get("properties")
        if ap is not False:
            if isinstance(ap, Mapping):
                note = "extra keys matching additionalProperties were allowed; now rejected"
            elif (isinstance(props, Mapping) and props) or path == "":
                note = "extra keys were allowed; now rejected"
            else:
                note = ("a free-form object: strict mode lets it hold nothing but {}; its content "
                        "is now the executor's (declare its properties)")
            self.add(path, "additionalProperties", _short(ap), "schema", "schema", "tightened", note)
        out["additionalProperties"] = False
        if not isinstance(props, Mapping):
            out["properties"] = {}
            props = out["properties"]
        if not self.require_all:
            return
        required = [n for n in _str_list(original.get("required")) if n in props]
        source = original.get("properties") if isinstance(original.get("properties"), Mapping) else {}
        for name in props:
            if name in required:
                continue
            before = source.get(name, props[name])
            props[name] = _make_nullable(props[name])
            self.add(f"{path}/properties/{_esc(name)}", "required", name, "schema", "executor",
                     "nullable",
                     f"optional {name!r} is now required and nullable ({self.profile.id} requires "
                     f"every property, PD §2): the executor must read null as 'not given'"
                     + (" and apply the default itself" if isinstance(before, Mapping)
                        and "default" in before else ""))
        out["required"] = list(props)

    def _to_prose(self, out: dict[str, Any], path: str, removed: Mapping[str, Any]) -> None:
        text = "{" + ", ".join(f"{k}: {json.dumps(v, ensure_ascii=False)}"
                               for k, v in removed.items()) + "}"
        desc = out.get("description")
        out["description"] = (desc + "\n\n" if isinstance(desc, str) and desc else "") + text
        for key, value in removed.items():
            status = keyword_cell(self.profile, key, value, out)
            before = "schema" if key in ASSERTION_KEYWORDS else "advisory"
            self.add(path, key, _short(value), before, "executor", "to-prose",
                     f"{key} is {status} under {self.profile.id}: removed and written into the "
                     f"description (a hint); the executor must enforce it")


def _strict_flag(tool: Tool, provider: str) -> bool | None:
    """`strict: true` where the tool's own envelope means this provider's strict mode (PD §2, §3);
    written into another provider's envelope it would claim that provider's strict mode (an
    OpenAI tool converted for Anthropic is not an OpenAI strict tool), so the flag is kept."""
    implied = next((pid for prefix, pid in STRICT_PROFILE_BY_FORMAT.items()
                    if tool.source_format.startswith(prefix)), None)
    return True if implied == provider else tool.strict


def _is_object(schema: Mapping[str, Any]) -> bool:
    t = schema.get("type")
    return t == "object" or (isinstance(t, list) and "object" in t) or (
        "properties" in schema and "anyOf" not in schema and "$ref" not in schema)


def _is_array(schema: Mapping[str, Any]) -> bool:
    t = schema.get("type")
    return t == "array" or (isinstance(t, list) and "array" in t)


def _allows_null(schema: Mapping[str, Any]) -> bool:
    t = schema.get("type")
    if t == "null" or (isinstance(t, list) and "null" in t):
        return True
    if isinstance(schema.get("anyOf"), list):
        return any(isinstance(b, Mapping) and _allows_null(b) for b in schema["anyOf"])
    return False


def _make_nullable(schema: Any) -> Any:
    """The schema that also accepts null, keeping an enum valid (null added to it)."""
    if not isinstance(schema, Mapping) or _allows_null(schema):
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


def _literal(schema: Any) -> tuple[bool, list[Any]]:
    if isinstance(schema, Mapping):
        if "const" in schema:
            return True, [schema["const"]]
        if isinstance(schema.get("enum"), list):
            return True, list(schema["enum"])
    return False, []


def _union(subs: list[Any]) -> Any:
    """One property schema from the branches of a merged root composition."""
    distinct: list[Any] = []
    for s in subs:
        if s not in distinct:
            distinct.append(s)
    if len(distinct) == 1:
        return distinct[0]
    literals = [_literal(s) for s in distinct]
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


def _disjoint(branches: list) -> str:
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
            is_lit, values = _literal(props.get(name))
            if not (is_lit and name in _str_list(b.get("required")) and values):
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
    lits = [_literal(b) for b in branches]
    if all(ok for ok, _ in lits):
        seen = []
        for _, values in lits:
            if any(v in seen for v in values):
                return ""
            seen.extend(values)
        return "disjoint literal values"
    return ""


def _str_list(value: Any) -> list[str]:
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


def _esc(name: str) -> str:
    return str(name).replace("~", "~0").replace("/", "~1")


def _short(value: Any, cap: int = 200) -> Any:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return value if len(text) <= cap else text[: cap - 1] + "…"


def _jsonable(value: Any) -> Any:
    try:
        json.dumps(value)
        return value
    except (TypeError, ValueError):
        return json.loads(json.dumps(value, default=str))
