"""Normalise schema dialects into standard JSON Schema 2020-12, noting every construct changed.

Real tool definitions are written in many near-JSON-Schema dialects (corpora README): BFCL
(`"type": "dict"`, `float`, `tuple`, `any`, Java names, `"optional": true`), ToolBench (root
`optional` list, `example_value`), Seal-Tools (Python type names), NESTFUL (per-parameter
`"required": true`, `Enum`, `allowed_values`), RapidAPI (`STRING`), Gemini's OpenAPI subset
(upper-case types, `nullable`, `ref`/`defs`). `normalise_schema` rewrites them into the standard
spelling and records one `DialectNote` per construct, at its pointer in the *normalised* schema,
saying what it was, what it became and what to write instead. Nothing here ever fails: an input
that is not a schema at all is left for the `schema-error` rule.

The walk is iterative (a 10,000-level schema costs a loop, not a RecursionError), never follows
`$ref`, copies instead of mutating (the caller's dicts and `Tool.raw` stay untouched) and cuts
Python reference cycles (YAML anchors can build them) with a schema-error note.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from workbench.model import Note
from workbench.schema.pointer import join
from workbench.schema.walk import SUBSCHEMA_LIST, SUBSCHEMA_MAP, SUBSCHEMA_SINGLE

STANDARD_TYPES = frozenset({"string", "number", "integer", "boolean", "object", "array", "null"})

# lower-cased non-standard type spelling -> standard type (None: no type constraint kept)
_TYPE_ALIASES: dict[str, str | None] = {
    "dict": "object", "hashmap": "object", "map": "object", "treemap": "object",
    "float": "number", "double": "number", "decimal": "number",
    "long": "integer", "int": "integer", "short": "integer", "int32": "integer", "int64": "integer",
    "str": "string", "char": "string", "character": "string",
    "bool": "boolean",
    "list": "array", "tuple": "array", "arraylist": "array", "set": "array",
    "none": "null", "nonetype": "null",
    "any": None, "": None,
}
# NESTFUL spells a date parameter's type as "Date (yyyy-mm-dd)".
_TYPE_WITH_FORMAT = {"date (yyyy-mm-dd)": ("string", "date")}

_TRUE_WORDS = frozenset({"true", "yes", "y", "1", "optional"})
_FALSE_WORDS = frozenset({"false", "no", "n", "0", "required"})

# Keywords holding subschemas (the shared table); Gemini's `defs` is renamed first.
_KIND = {**dict.fromkeys(SUBSCHEMA_SINGLE, "single"), **dict.fromkeys(SUBSCHEMA_LIST, "list"),
         **dict.fromkeys(SUBSCHEMA_MAP, "map")}

_VALUE_LIST_KEYS = ("allowed_values", "possible_values", "choices")
_EXAMPLE_KEYS = ("example_value", "example", "example_values")


@dataclass(frozen=True)
class DialectNote(Note):
    """A loader note. `native` marks a construct that is the source envelope's own documented
    dialect (Gemini `STRING`, `nullable`): reported for portability at info level only."""

    native: bool = False
    # the construct translated, where a rule must tell it apart ("nullable": the type list
    # here was made by the loader, not written by the author)
    construct: str = ""


def _truthy(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return bool(value)
    if isinstance(value, str):
        word = value.strip().lower()
        if word in _TRUE_WORDS:
            return True
        if word in _FALSE_WORDS:
            return False
    return None


def _json_type_of(values: list[Any]) -> str | None:
    kinds = set()
    for v in values:
        if isinstance(v, bool):
            kinds.add("boolean")
        elif isinstance(v, int):
            kinds.add("integer")
        elif isinstance(v, float):
            kinds.add("number")
        elif isinstance(v, str):
            kinds.add("string")
        else:
            return None
    if kinds == {"integer", "number"}:
        return "number"
    return kinds.pop() if len(kinds) == 1 else None


class _Normaliser:
    def __init__(self, gemini: bool) -> None:
        self.gemini = gemini  # Gemini `parameters`: upper-case types / nullable / ref are native
        self.notes: list[Note] = []

    def note(self, path: str, message: str, *, native: bool = False, rule: str = "nonstandard-construct",
             construct: str = "") -> None:
        self.notes.append(DialectNote(rule=rule, path=path, message=message, native=native,
                                      construct=construct))

    # ---- one node -------------------------------------------------------------------------
    def node(self, src: Mapping[str, Any], ptr: str) -> dict[str, Any]:
        out = dict(src)
        if self.gemini:
            self._gemini_refs(out, ptr)
        if "type" in out:
            self._type(out, ptr)
        if "nullable" in out:
            self._nullable(out, ptr)
        for key in _VALUE_LIST_KEYS:
            if key in out:
                self._value_list(out, key, ptr)
        example_keys = [key for key in _EXAMPLE_KEYS if key in out]
        for key in example_keys:
            self._example(out, key, ptr)
        if example_keys:
            self._example_note(example_keys, ptr)
        if "examples" in out and not isinstance(out["examples"], list):
            out["examples"] = [out["examples"]]
            self.note(ptr, "`examples` held a single value; JSON Schema wants a list: it became "
                           "`examples: [value]`. Write `\"examples\": [...]`.")
        if "default_value" in out:
            value = out.pop("default_value")
            out.setdefault("default", value)
            self.note(ptr, "non-standard `default_value` became `default`. Write `\"default\": ...`.")
        if isinstance(out.get("items"), list):
            out["prefixItems"] = out.pop("items")
            self.note(ptr, "`items` as a list (tuple validation, pre-2020-12) became `prefixItems`. "
                           "Write `\"prefixItems\": [...]` for positional items.")
        if "unit" in out and not isinstance(out["unit"], Mapping):
            self.note(ptr, f"non-standard `unit` ({out['unit']!r}) is kept but no validator or model "
                           "reads it as a unit; say the unit in the description.")
        self._object_required(out, ptr)
        return out

    def _gemini_refs(self, out: dict[str, Any], ptr: str) -> None:
        if "ref" in out and "$ref" not in out and isinstance(out["ref"], str):
            ref = out.pop("ref")
            out["$ref"] = ref.replace("#/defs/", "#/$defs/", 1)
            self.note(ptr, f"Gemini `ref` ({ref!r}) became `$ref` ({out['$ref']!r}); JSON Schema "
                           "spells it `$ref` into `$defs`.", native=True)
        if "defs" in out and "$defs" not in out and isinstance(out["defs"], Mapping):
            out["$defs"] = out.pop("defs")
            self.note(ptr, "Gemini `defs` became `$defs`.", native=True)

    def _map_type(self, name: Any, ptr: str, out: dict[str, Any]) -> tuple[list[str], bool]:
        """(standard types, changed) for one type name; unknown names keep no type."""
        if not isinstance(name, str):
            return [], False
        if name in STANDARD_TYPES:
            return [name], False
        low = name.strip().lower()
        std: str | None  # the standard type the spelling maps to
        if low in STANDARD_TYPES:
            native = self.gemini and name == name.upper()
            self.note(ptr,
                      f"type {name!r} became {low!r}: JSON Schema type names are lower-case. "
                      f"Write \"type\": \"{low}\".", native=native)
            return [low], True
        if low in _TYPE_WITH_FORMAT:
            std, fmt = _TYPE_WITH_FORMAT[low]
            out.setdefault("format", fmt)
            self.note(ptr, f"type {name!r} became \"type\": \"{std}\", \"format\": \"{fmt}\". "
                           f"Write exactly that.")
            return [std], True
        if low == "enum":
            values = out.get("enum") or next((out[k] for k in _VALUE_LIST_KEYS
                                              if isinstance(out.get(k), list) and out[k]), None)
            std = _json_type_of(values) if isinstance(values, list) else None
            if std is None:
                std = "string"
            self.note(ptr, f"type 'Enum' is not a JSON Schema type; it became \"type\": \"{std}\" "
                           "with the values in `enum`. Write \"type\": \"%s\", \"enum\": [...]." % std)
            return [std], True
        if low in _TYPE_ALIASES:
            std = _TYPE_ALIASES[low]
            if std is None:
                self.note(ptr, f"type {name!r} is not a JSON Schema type; no type constraint was kept "
                               "(any value is accepted). Name a real type, or leave `type` out on "
                               "purpose and say what is accepted in the description.")
                return [], True
            self.note(ptr, f"type {name!r} is not a JSON Schema type; it became {std!r}. "
                           f"Write \"type\": \"{std}\".")
            return [std], True
        # not a dialect spelling but a mistake ("strin"): left as is for the schema-error rule
        return [name], False

    def _type(self, out: dict[str, Any], ptr: str) -> None:
        declared = out["type"]
        if isinstance(declared, str):
            if declared in STANDARD_TYPES:
                return
            mapped, changed = self._map_type(declared, ptr, out)
        elif isinstance(declared, list) and all(isinstance(t, str) for t in declared):
            if all(t in STANDARD_TYPES for t in declared):
                return
            mapped, changed = [], False
            for t in declared:
                m, c = self._map_type(t, ptr, out)
                changed |= c
                mapped.extend(x for x in m if x not in mapped)
            if changed and len(mapped) < len(declared) and any(
                    _TYPE_ALIASES.get(t.strip().lower(), "x") is None for t in declared):
                mapped = []  # an `any` member makes the whole union unconstrained
        else:
            return  # not a type name at all: the metaschema check reports it
        if not changed:
            return
        if not mapped:
            del out["type"]
        elif len(mapped) == 1:
            out["type"] = mapped[0]
        else:
            out["type"] = mapped

    def _nullable(self, out: dict[str, Any], ptr: str) -> None:
        flag = out.pop("nullable")
        if flag is not True:
            self.note(ptr, f"OpenAPI `nullable: {flag!r}` was dropped (it is not JSON Schema and "
                           "false is the default).", native=self.gemini)
            return
        t = out.get("type")
        if isinstance(t, str) and t != "null":
            out["type"] = [t, "null"]
        elif isinstance(t, list) and "null" not in t:
            out["type"] = [*t, "null"]
        enum = out.get("enum")
        if isinstance(enum, list) and None not in enum:
            out["enum"] = [*enum, None]
        self.note(ptr, "OpenAPI `nullable: true` became a type list with \"null\""
                       + (" (and null in `enum`)" if isinstance(enum, list) else "")
                       + ". JSON Schema writes \"type\": [\"<type>\", \"null\"]; Gemini `parameters` "
                         "wants `nullable: true` instead.", native=self.gemini,
                  construct="nullable" if isinstance(t, str) else "")

    def _value_list(self, out: dict[str, Any], key: str, ptr: str) -> None:
        values = out.pop(key)
        if isinstance(values, list) and values and "enum" not in out:
            out["enum"] = list(values)
            self.note(ptr, f"non-standard `{key}` became `enum`. Write \"enum\": [...].")
        else:
            self.note(ptr, f"non-standard `{key}` ({'empty' if not values else 'not used'}) was dropped; "
                           "list a finite value set in `enum`.")

    def _example(self, out: dict[str, Any], key: str, ptr: str) -> None:
        value = out.pop(key)
        values = value if key == "example_values" and isinstance(value, list) else [value]
        existing = out.get("examples")
        out["examples"] = (list(existing) if isinstance(existing, list) else []) + values

    def _example_note(self, keys: list[str], ptr: str) -> None:
        """One note per property, construct "example": an example keyword is an annotation that
        JSON Schema validators ignore (and Gemini's Schema has OpenAPI's `example` field), so the
        rule shows it only for a provider that refuses unknown keywords."""
        spelt = " and ".join(f"`{k}`" for k in keys)
        openapi = keys == ["example"]
        message = (f"{spelt} is OpenAPI's keyword, not JSON Schema's: validators ignore it and "
                   "JSON Schema spells it `\"examples\": [value]` (a list)." if openapi else
                   f"{spelt} is not a JSON Schema keyword: validators and providers ignore it. "
                   "JSON Schema spells it `\"examples\": [value]` (a list).")
        self.note(ptr, message, native=self.gemini and openapi, construct="example")

    def _object_required(self, out: dict[str, Any], ptr: str) -> None:
        """Per-property `optional` / draft-3 `"required": true` and an `optional` name list,
        folded into this object's `required` list."""
        props = out.get("properties")
        required = out.get("required")
        req: list[Any] | None = list(required) if isinstance(required, list) else None
        changed = False
        optional = out.get("optional")
        if isinstance(optional, list):
            del out["optional"]
            names = [n for n in optional if isinstance(n, str)]
            if req is not None:
                kept = [n for n in req if n not in names]
                changed |= len(kept) != len(req)
                req = kept
            self.note(ptr, "non-standard `optional` name list was dropped: a property is optional "
                           "when it is not listed in `required`"
                           + (f" ({', '.join(map(repr, names))} taken out of `required`)" if changed else "")
                           + ". Delete `optional`.")
        if isinstance(props, Mapping):
            for name, sub in props.items():
                if not isinstance(sub, Mapping):
                    continue
                flag = None
                if "optional" in sub and not isinstance(sub["optional"], list):
                    t = _truthy(sub["optional"])
                    flag = None if t is None else not t
                if isinstance(sub.get("required"), bool):
                    flag = sub["required"]
                if flag is None:
                    continue
                if req is None:
                    req = []
                if flag and name not in req:
                    req.append(name)
                    changed = True
                elif not flag and name in req:
                    req.remove(name)
                    changed = True
        if changed or (req is not None and not isinstance(required, list)):
            out["required"] = req

    def property_flags(self, out: dict[str, Any], ptr: str, is_property: bool) -> None:
        """Drop the per-property flags the parent folded into its `required` (notes here)."""
        if not is_property:
            return
        if "optional" in out and not isinstance(out["optional"], list):
            raw = out.pop("optional")
            t = _truthy(raw)
            what = ("optional" if t else "required") if t is not None else "unreadable"
            self.note(ptr, f"non-standard `\"optional\": {raw!r}` was dropped; the property is {what} "
                           "through the parent's `required` list. Delete `optional` and list required "
                           "properties in the parent's `required`.", construct="optional" if t else "")
        if isinstance(out.get("required"), bool):
            flag = out.pop("required")
            done = ("was moved into the parent's `required` list" if flag else
                    "was dropped: the property is optional because the parent's `required` list "
                    "does not name it")
            self.note(ptr, f"draft-3 style `\"required\": {str(flag).lower()}` on a property {done}. "
                           "Write `\"required\": [names]` on the object.")


def normalise_schema(schema: Any, *, gemini: bool = False) -> tuple[Any, list[Note]]:
    """(normalised copy, notes). Non-dict input comes back unchanged with no notes."""
    if not isinstance(schema, Mapping):
        return schema, []
    worker = _Normaliser(gemini)
    holder: dict[str, Any] = {}
    ancestors: set[int] = set()
    # ("enter", src, pointer, container, key, is_property) | ("exit", id)
    stack: list[tuple[Any, ...]] = [("enter", schema, "", holder, "root", False)]
    while stack:
        item = stack.pop()
        if item[0] == "exit":
            ancestors.discard(item[1])
            continue
        _, src, ptr, container, key, is_property = item
        if not isinstance(src, Mapping):
            container[key] = src
            continue
        if id(src) in ancestors:
            container[key] = {}
            worker.note(ptr, "the schema contains itself (a reference cycle in the loaded object, "
                             "e.g. a YAML alias); cut here. Use `$ref` for recursive schemas.",
                        rule="schema-error")
            continue
        out = worker.node(src, ptr)
        worker.property_flags(out, ptr, is_property)
        container[key] = out
        ancestors.add(id(src))
        stack.append(("exit", id(src)))
        children: list[tuple[Any, ...]] = []
        for kw in out:  # the node's own keys: cheaper than probing every subschema keyword
            kind = _KIND.get(kw)
            if kind is None:
                continue
            value = out[kw]
            if kind == "map" and isinstance(value, Mapping):
                copy = dict(value)
                out[kw] = copy
                children.extend(("enter", copy[name], join(ptr, kw, name), copy, name, kw == "properties")
                                for name in copy)
            elif kind == "single" and isinstance(value, Mapping):
                children.append(("enter", value, join(ptr, kw), out, kw, False))
            elif kind == "list" and isinstance(value, list):
                copy_list = list(value)
                out[kw] = copy_list
                children.extend(("enter", copy_list[i], join(ptr, kw, i), copy_list, i, False)
                                for i in range(len(copy_list)))
        stack.extend(reversed(children))
    return holder["root"], worker.notes
