"""What every envelope reader shares: building a normalised `Tool` from the parts it found."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from workbench.envelopes.dialect import DialectNote, normalise_schema
from workbench.model import Note, Origin, Tool

MISSING: Any = object()  # "the envelope has no parameter schema at all" (OpenAI: no parameters)
EMPTY_OBJECT: Mapping[str, Any] = {"type": "object", "properties": {}}


class NotThisFormat(ValueError):
    """The item does not have the shape of the envelope it was read as (message says what is
    expected). The loader turns it into a located `LoadProblem` and goes on."""


def prepare_parameters(value: Any, *, gemini: bool = False,
                       where: str = "parameters") -> tuple[dict[str, Any], list[Note]]:
    """A dict schema for `Tool.parameters` plus the notes: dialect constructs normalised; a value
    that is not a schema at all becomes `{}` with a schema-error note (the tool still loads)."""
    if value is MISSING or value is None:
        return dict(EMPTY_OBJECT), []
    if isinstance(value, bool):
        return {}, [DialectNote("schema-error", "", f"`{where}` is the boolean schema {str(value).lower()}; "
                                "tool arguments need an object schema "
                                "({\"type\": \"object\", \"properties\": {...}}).")]
    if not isinstance(value, Mapping):
        return {}, [DialectNote("schema-error", "", f"`{where}` is a JSON {_json_kind(value)}, not a "
                                "schema object; write {\"type\": \"object\", \"properties\": {...}}.")]
    schema, notes = normalise_schema(value, gemini=gemini)
    if not notes and type(value) is dict and same_json(schema, value):
        return value, notes  # nothing to normalise: one copy of the schema, not two
    return schema, notes


def same_json(a: Any, b: Any, depth: int = 0) -> bool:
    """`a` and `b` are the same JSON value, type for type (`1`, `1.0` and `True` differ, as
    they do in a schema); False past 64 levels (then the copy is kept: it costs only memory)."""
    if type(a) is not type(b):
        return False
    if type(a) is dict:
        if depth > 64 or len(a) != len(b) or list(a) != list(b):
            return False
        return all(same_json(v, b[k], depth + 1) for k, v in a.items())
    if type(a) is list:
        if depth > 64 or len(a) != len(b):
            return False
        return all(same_json(x, y, depth + 1) for x, y in zip(a, b))
    if type(a) is float:
        return a == b or (a != a and b != b)  # a NaN is the same NaN as its copy
    return bool(a == b)


def _json_kind(value: Any) -> str:
    if isinstance(value, str):
        return "string"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, list):
        return "array"
    return type(value).__name__


def side_schema(value: Any, *, gemini: bool = False) -> Mapping[str, Any] | None:
    """An output/response schema, normalised the same way (its notes are not about parameters)."""
    if not isinstance(value, Mapping):
        return None
    schema: Mapping[str, Any] = normalise_schema(value, gemini=gemini)[0]
    return schema


def build(fmt: str, raw: Any, origin: Origin, *, name: Any, description: Any, params: Any,
          gemini: bool = False, title: Any = None, annotations: Any = None, output_schema: Any = None,
          strict: Any = None, notes: tuple[Note, ...] = (), where: str = "parameters") -> Tool:
    if not isinstance(name, str) or not name:
        raise NotThisFormat("the tool has no name (a non-empty string is required)")
    parameters, found = prepare_parameters(params, gemini=gemini, where=where)
    return Tool(
        name=name,
        description=description if isinstance(description, str) else None,
        parameters=parameters,
        source_format=fmt,
        origin=origin,
        title=title if isinstance(title, str) else None,
        annotations=annotations if isinstance(annotations, Mapping) else None,
        output_schema=output_schema if isinstance(output_schema, Mapping) else None,
        strict=strict if isinstance(strict, bool) else None,
        raw=raw,
        notes=tuple(notes) + tuple(found),
    )


def keep_absent(raw: Any, key: str, parameters: Mapping[str, Any]) -> bool:
    """True when the source had no parameter schema and the tool still has the implied empty one:
    writing it back would add a key the author never wrote."""
    return isinstance(raw, Mapping) and key not in raw and dict(parameters) == EMPTY_OBJECT


def note(path: str, message: str, *, native: bool = False) -> Note:
    return DialectNote("nonstandard-construct", path, message, native=native)
