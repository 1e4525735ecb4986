"""Python callables and pydantic models as tools.

A callable: name from `__name__`, parameters from the signature and type hints (int, float, str,
bool, list[T]/tuple/set, dict, Optional/`X | None`, Union, Literal → enum, Enum classes, datetime/
date/time/UUID → string formats, pydantic models → nested object), defaults → not required and
`default`, `**kwargs` absent → `additionalProperties: false` (Python rejects unknown keywords).
Descriptions come from the docstring: the text before the parameter section is the tool's,
Google (`Args:`), NumPy (`Parameters` + dashes) and reST (`:param x:`) sections give each
parameter's. A pydantic (v2) model: `model_json_schema()` as is (its `$defs` kept, refs local),
name from the class in snake_case, description from the docstring.
"""

from __future__ import annotations

import datetime as _dt
import enum
import inspect
import re
import types
import typing
import uuid
from collections.abc import Callable, Mapping
from typing import Any

from workbench.envelopes.common import build
from workbench.model import Origin, Tool

_SIMPLE = {int: "integer", float: "number", str: "string", bool: "boolean", type(None): "null",
           bytes: "string"}
_FORMATS = {_dt.datetime: "date-time", _dt.date: "date", _dt.time: "time", uuid.UUID: "uuid"}
_ARRAYS = (list, tuple, set, frozenset)
_SECTION_END = re.compile(r"^(returns?|yields?|raises?|examples?|notes?|see also|references|"
                          r"attributes|warnings?|todo)\s*:?\s*$", re.I)


def is_pydantic_model(obj: Any) -> bool:
    return isinstance(obj, type) and callable(getattr(obj, "model_json_schema", None))


def snake_case(name: str) -> str:
    s = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name)
    s = re.sub(r"(?<=[A-Z])([A-Z][a-z])", r"_\1", s)
    return s.lower()


def read_pydantic(model: type[Any], origin: Origin | None = None) -> Tool:
    schema = model.model_json_schema()
    doc = inspect.getdoc(model)
    if doc and doc == inspect.getdoc(_pydantic_base(model)):
        doc = None  # only BaseModel's own docstring was inherited
    origin = origin or Origin(f"<pydantic {model.__module__}.{model.__qualname__}>")
    return build("pydantic", model, origin, name=snake_case(model.__name__),
                 description=doc or schema.get("description"), params=schema)


def _pydantic_base(model: type) -> type:
    for base in model.__mro__:
        if base.__name__ == "BaseModel":
            return base
    return object


def read_callable(fn: Callable[..., Any], origin: Origin | None = None) -> Tool:
    target = fn.func if hasattr(fn, "func") and hasattr(fn, "keywords") else fn  # functools.partial
    name = getattr(target, "__name__", None) or type(fn).__name__
    summary, param_docs = parse_docstring(inspect.getdoc(target) or "")
    try:
        signature = inspect.signature(fn)
    except (TypeError, ValueError):
        signature = inspect.Signature()
    try:
        hints = typing.get_type_hints(target)
    except Exception:  # unresolvable forward references: fall back to the raw annotations
        hints = dict(getattr(target, "__annotations__", {}) or {})
    properties: dict[str, Any] = {}
    required: list[str] = []
    defs: dict[str, Any] = {}
    open_kwargs = False
    for pname, param in signature.parameters.items():
        if pname in ("self", "cls"):
            continue
        if param.kind is param.VAR_KEYWORD:
            open_kwargs = True
            continue
        if param.kind is param.VAR_POSITIONAL:
            continue
        schema = type_schema(hints.get(pname, param.annotation), defs)
        if pname in param_docs:
            schema = {**schema, "description": param_docs[pname]}
        if param.default is param.empty:
            required.append(pname)
        else:
            default = _json_default(param.default)
            if default is not _NO_DEFAULT:
                schema = {**schema, "default": default}
        properties[pname] = schema
    params: dict[str, Any] = {"type": "object", "properties": properties, "required": required}
    if not open_kwargs:
        params["additionalProperties"] = False
    if defs:
        params["$defs"] = defs
    origin = origin or Origin(f"<python {getattr(target, '__module__', '?')}.{getattr(target, '__qualname__', name)}>")
    return build("python", fn, origin, name=name, description=summary or None, params=params)


_NO_DEFAULT = object()


def _json_default(value: Any) -> Any:
    if isinstance(value, enum.Enum):
        value = value.value
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (list, tuple)) and all(v is None or isinstance(v, (bool, int, float, str)) for v in value):
        return list(value)
    return _NO_DEFAULT


def _enum_schema(values: list[Any]) -> dict[str, Any]:
    kinds = {_SIMPLE.get(type(v)) for v in values}
    schema: dict[str, Any] = {"enum": values}
    if len(kinds) == 1 and None not in kinds:
        schema = {"type": kinds.pop(), "enum": values}
    elif kinds == {"integer", "number"}:
        schema = {"type": "number", "enum": values}
    return schema


def type_schema(annotation: Any, defs: dict[str, Any]) -> dict[str, Any]:
    """JSON Schema for one Python annotation (`{}` when it says nothing usable)."""
    if annotation is inspect.Parameter.empty or annotation is Any or isinstance(annotation, str):
        return {}
    if annotation in _SIMPLE:
        return {"type": _SIMPLE[annotation]}
    if annotation in _FORMATS:
        return {"type": "string", "format": _FORMATS[annotation]}
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        return _enum_schema([m.value for m in annotation])
    if is_pydantic_model(annotation):
        schema = dict(annotation.model_json_schema())
        defs.update(schema.pop("$defs", {}) or {})
        return schema
    if annotation in _ARRAYS:
        return {"type": "array"}
    if annotation in (dict, Mapping):
        return {"type": "object"}
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin is typing.Literal:
        return _enum_schema(list(args))
    if origin is typing.Union or (hasattr(types, "UnionType") and origin is types.UnionType):
        members = [a for a in args if a is not type(None)]
        nullable = len(members) < len(args)
        if len(members) == 1:
            inner = type_schema(members[0], defs)
            if not nullable:
                return inner
            t = inner.get("type")
            if isinstance(t, str) and set(inner) <= {"type", "format", "enum"}:
                out: dict[str, Any] = {**inner, "type": [t, "null"]}
                if "enum" in out:
                    out["enum"] = [*out["enum"], None]
                return out
            return {"anyOf": [inner, {"type": "null"}]}
        branches = [type_schema(a, defs) for a in members] + ([{"type": "null"}] if nullable else [])
        return {"anyOf": branches}
    if origin in _ARRAYS or origin in (typing.Sequence, list) or _is_abc(origin, "Sequence"):
        out = {"type": "array"}
        if args and origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
            out["prefixItems"] = [type_schema(a, defs) for a in args]
            out["minItems"] = out["maxItems"] = len(args)
        elif args:
            out["items"] = type_schema(args[0], defs)
        if origin in (set, frozenset):
            out["uniqueItems"] = True
        return out
    if origin in (dict,) or _is_abc(origin, "Mapping"):
        out = {"type": "object"}
        if len(args) == 2 and args[1] is not Any:
            out["additionalProperties"] = type_schema(args[1], defs)
        return out
    if getattr(annotation, "__annotations__", None) and getattr(annotation, "__total__", None) is not None:
        return {"type": "object"}  # a TypedDict
    return {}


def _is_abc(origin: Any, name: str) -> bool:
    return origin is not None and getattr(origin, "__name__", "") == name and \
        getattr(origin, "__module__", "") in ("collections.abc", "typing")


# ---- docstrings --------------------------------------------------------------------------------

_GOOGLE_HEAD = re.compile(r"^(args|arguments|parameters|params|keyword args|kwargs)\s*:\s*$", re.I)
_GOOGLE_ITEM = re.compile(r"^(\*{0,2}[A-Za-z_][A-Za-z0-9_]*)\s*(?:\(([^)]*)\))?\s*:\s*(.*)$")
_NUMPY_ITEM = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*(.*))?$")
_REST_PARAM = re.compile(r"^:param\s+(?:[^:]*\s)?([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(.*)$")
_REST_FIELD = re.compile(r"^:(type|rtype|returns?|raises?|param)\b")


def parse_docstring(doc: str) -> tuple[str, dict[str, str]]:
    """(description before the parameter section, {parameter: description})."""
    lines = doc.expandtabs().splitlines()
    params: dict[str, str] = {}
    summary_end = len(lines)
    i = 0
    while i < len(lines):
        stripped = lines[i].strip()
        if _GOOGLE_HEAD.match(stripped):
            summary_end = min(summary_end, i)
            i = _google(lines, i + 1, params)
            continue
        if stripped.lower() in ("parameters", "params", "arguments", "args", "other parameters") and \
                i + 1 < len(lines) and set(lines[i + 1].strip()) == {"-"}:
            summary_end = min(summary_end, i)
            i = _numpy(lines, i + 2, params)
            continue
        if _REST_FIELD.match(stripped):
            summary_end = min(summary_end, i)
            m = _REST_PARAM.match(stripped)
            i += 1
            if m:
                text = [m.group(2)]
                while i < len(lines) and lines[i].startswith((" ", "\t")) and lines[i].strip():
                    text.append(lines[i].strip())
                    i += 1
                params[m.group(1)] = " ".join(t for t in text if t)
            continue
        if _SECTION_END.match(stripped) or (
                i + 1 < len(lines) and set(lines[i + 1].strip()) == {"-"}
                and stripped.lower() in ("returns", "yields", "raises", "examples", "notes")):
            summary_end = min(summary_end, i)
        i += 1
    summary = "\n".join(lines[:summary_end]).strip()
    return summary, params


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _google(lines: list[str], i: int, params: dict[str, str]) -> int:
    base = None
    current = None
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        ind = _indent(line)
        if base is None:
            base = ind
        if ind < base or (ind == base and _SECTION_END.match(line.strip())) or (ind == 0 and base > 0):
            break
        if ind == base:
            m = _GOOGLE_ITEM.match(line.strip())
            if not m:
                break
            current = m.group(1).lstrip("*")
            params[current] = m.group(3).strip()
        elif current is not None:
            params[current] = (params[current] + " " + line.strip()).strip()
        i += 1
    return i


def _numpy(lines: list[str], i: int, params: dict[str, str]) -> int:
    current = None
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if not stripped:
            i += 1
            continue
        if _indent(line) == 0:
            if i + 1 < len(lines) and set(lines[i + 1].strip()) == {"-"}:
                break  # the next section
            m = _NUMPY_ITEM.match(stripped.split(",")[0].strip()) if ":" not in stripped else \
                _NUMPY_ITEM.match(stripped)
            if not m:
                break
            current = m.group(1)
            params[current] = ""
        elif current is not None:
            params[current] = (params[current] + " " + stripped).strip()
        i += 1
    return i
