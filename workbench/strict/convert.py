"""`to_strict`: rewrite a tool's parameter schema for a strict provider profile and record the
delta (see `workbench.strict` for what changes and why)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from workbench.constraints.cells import keyword_cell
from workbench.errors import InvalidArgument
from workbench.jsonutil import capped, jsonable
from workbench.model import Tool
from workbench.profiles import ASSERTION_KEYWORDS, PROFILES, STRICT_PROFILE_BY_FORMAT, Profile
from workbench.schema.pointer import escape
from workbench.strict.result import DeltaRow, StrictResult
from workbench.strict.shapes import (
    disjoint_reason,
    is_array,
    is_object,
    make_nullable,
    merge_branches,
    str_list,
)

STRICT_PROVIDERS = ("openai-strict", "anthropic-strict")
_KEEP = frozenset({"description", "title", "properties", "required", "additionalProperties",
                   "$defs", "definitions", "type"})
_DROP_SILENTLY = frozenset({"$schema", "$id", "$comment"})
_REMOVED_STATUSES = ("rejected", "unknown")
_SCALARS = ("string", "number", "boolean")


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
        self.delta.append(DeltaRow(self.tool, path, constraint, jsonable(value), before, after,
                                   change, note))

    # -- root -------------------------------------------------------------------------------
    def root(self, schema: dict[str, Any]) -> dict[str, Any]:
        for key in ("oneOf", "anyOf", "allOf"):
            if isinstance(schema.get(key), list) and self.profile.root_composition_rejected:
                schema = self._merge_root(schema, key)
        if schema.get("type") != "object":
            if "type" in schema:
                self.add("", "type", schema["type"], "schema", "schema", "rewritten",
                         "the root of a tool's arguments must be an object ("
                         + self.profile.source + ")")
            schema["type"] = "object"
        converted: dict[str, Any] = self.node(schema, "")  # a mapping converts to a dict
        return converted

    def _merge_root(self, schema: dict[str, Any], key: str) -> dict[str, Any]:
        branches = schema.pop(key)
        objects = [b for b in branches if isinstance(b, Mapping)
                   and isinstance(b.get("properties"), Mapping)]
        where = self.profile.source  # the page the profile's facts come from
        if len(objects) != len(branches) or not objects:
            self._to_prose(schema, "", {key: branches})
            return schema
        merged: dict[str, list[Any]] = {}
        declared = schema.get("properties")
        own = declared if isinstance(declared, Mapping) else {}
        for name, sub in own.items():
            merged.setdefault(name, []).append(sub)
        for b in objects:
            for name, sub in b["properties"].items():
                merged.setdefault(name, []).append(sub)
        required_sets = [set(str_list(b.get("required"))) for b in objects]
        if key == "allOf":
            required = set().union(*required_sets)
        else:
            required = set.intersection(*required_sets) if required_sets else set()
        required |= set(str_list(schema.get("required")))
        schema["properties"] = {name: merge_branches(subs) for name, subs in merged.items()}
        schema["required"] = [n for n in merged if n in required]
        note = (f"{key} at the root is rejected by {self.profile.id} ({where}); its {len(objects)} "
                f"branches were merged into one object")
        if key == "allOf":
            self.add("", key, len(objects), "schema", "schema", "rewritten", note)
        else:
            self.add("", key, capped(branches), "schema", "executor", "to-executor",
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
            out = make_nullable(out)
            self.add(path, "nullable", True, "advisory", "schema", "rewritten",
                     "OpenAPI `nullable: true` written as a null union")
        if is_object(out):
            self._object(out, schema, path)
        if self.profile.arrays_need_items and is_array(out) and not isinstance(out.get("items"), Mapping):
            out["items"] = {"type": list(_SCALARS)}
            self.add(path, "items", None, "schema", "schema", "tightened",
                     f"{self.profile.id} rejects an array without `items` (" + self.profile.source + "): its items are "
                     f"now limited to scalars ({', '.join(_SCALARS)}); declare the real item schema")
        if removed:
            self._to_prose(out, path, removed)
        return out

    def _structural(self, key: str, value: Any, path: str, out: dict[str, Any]) -> bool:
        if key == "properties" and isinstance(value, Mapping):
            out[key] = {name: self.node(sub, f"{path}/properties/{escape(name)}")
                        for name, sub in value.items()}
            return True
        if key in ("$defs", "definitions") and isinstance(value, Mapping):
            out[key] = {name: self.node(sub, f"{path}/{key}/{escape(name)}")
                        for name, sub in value.items()}
            return True
        return False

    def _sub(self, key: str, value: Any, path: str) -> Any:
        if key in ("items", "additionalProperties", "contains", "not") and isinstance(value, Mapping):
            return self.node(value, f"{path}/{key}")
        if key in ("anyOf", "allOf", "prefixItems") and isinstance(value, list):
            return [self.node(v, f"{path}/{key}/{i}") for i, v in enumerate(value)]
        return value

    def _one_of(self, branches: list[Any], path: str, out: dict[str, Any], removed: dict[str, Any]) -> None:
        status = self.profile.status("oneOf")
        if status not in _REMOVED_STATUSES:
            out["oneOf"] = [self.node(b, f"{path}/oneOf/{i}") for i, b in enumerate(branches)]
            return
        why = disjoint_reason(branches)
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
            self.add(path, "additionalProperties", capped(ap), "schema", "schema", "tightened", note)
        out["additionalProperties"] = False
        if not isinstance(props, Mapping):
            out["properties"] = {}
            props = out["properties"]
        assert isinstance(props, dict)  # `node` builds every properties map as a dict
        if not self.require_all:
            return
        required = [n for n in str_list(original.get("required")) if n in props]
        declared = original.get("properties")
        source = declared if isinstance(declared, Mapping) else {}
        for name in props:
            if name in required:
                continue
            before = source.get(name, props[name])
            props[name] = make_nullable(props[name])
            self.add(f"{path}/properties/{escape(name)}", "required", name, "schema", "executor",
                     "nullable",
                     f"optional {name!r} is now required and nullable ({self.profile.id} requires "
                     f"every property, " + self.profile.source + "): the executor must read null as 'not given'"
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
            self.add(path, key, capped(value), before, "executor", "to-prose",
                     f"{key} is {status} under {self.profile.id}: removed and written into the "
                     f"description (a hint); the executor must enforce it")


def _strict_flag(tool: Tool, provider: str) -> bool | None:
    """`strict: true` where the tool's own envelope means this provider's strict mode; written
    into another provider's envelope it would claim that provider's strict mode (an OpenAI tool
    converted for Anthropic is not an OpenAI strict tool), so the flag is kept."""
    implied = next((pid for prefix, pid in STRICT_PROFILE_BY_FORMAT.items()
                    if tool.source_format.startswith(prefix)), None)
    return True if implied == provider else tool.strict
