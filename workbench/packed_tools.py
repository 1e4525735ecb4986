"""Tools of a large JSONL input held packed: each tool's JSON values (its parameter schema, the
definition as written, annotations, output schema) as one `marshal` blob, unpacked when read.

A loaded tool of the scale bench's synthetic set takes ~2.4 KiB as Python objects (dicts,
strings, records) against ~0.5 KiB as a blob beside its name, description and origin; a lint
reads the JSON values of a tool while its own rules run and then only a few times (set rules),
so a large lint need not hold every tool's parsed JSON from load to report. `marshal` keeps each
JSON value's type exactly (dict order, list and tuple, bool, big int, float bits) and the
sharing inside one tool (a parameter schema that is also the envelope's own object stays one).

A `PackedTool` is a `Tool`: the same object whenever it is read from its set (identity holds),
its name, description, format, origin, title, strictness and notes plain attributes; only
`parameters`, `raw`, `annotations` and `output_schema` are unpacked on each read (equal values,
new objects). The lint engine gives a tool's own rules one unpacked `Tool` (`unpacked()`), so
what they compare by identity inside a schema stays the same object.

Used by `workbench.loading` within `packed_loading()` (the `lint` command) for a JSONL input of
`PACK_MIN_TOOLS` tools or more.
"""

from __future__ import annotations

import marshal
from typing import Any

from workbench.model import Tool

PACK_MIN_TOOLS = 20_000  # below this a set is small beside the process: its tools stay parsed
_VERSION = 4  # marshal's format with shared references (a schema also held by `raw` stays one)


class _Packed:
    """A `PackedTool` field read from its blob (`position` in the packed tuple)."""

    def __init__(self, position: int) -> None:
        self.position = position

    def __get__(self, tool: Any, owner: Any = None) -> Any:
        if tool is None:
            return self
        return marshal.loads(tool.__dict__["_packed"])[self.position]


class PackedTool(Tool):
    """A `Tool` whose JSON values are one blob, unpacked on each read (`pack` makes them)."""

    parameters = _Packed(0)
    raw = _Packed(1)
    annotations = _Packed(2)
    output_schema = _Packed(3)

    def unpacked(self) -> Tool:
        """The tool as a plain `Tool`, its JSON values unpacked once."""
        parameters, raw, annotations, output_schema = marshal.loads(self.__dict__["_packed"])
        return Tool(self.name, self.description, parameters, self.source_format, self.origin,
                    self.title, annotations, output_schema, self.strict, raw, self.notes)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_restored, (dict(self.__dict__),))


def pack(tool: Tool) -> Tool:
    """`tool` as a `PackedTool`, or itself when it is not a plain `Tool` or holds a value that
    is not plain JSON data (marshal cannot write it)."""
    if type(tool) is not Tool:
        return tool
    values: Any = (tool.parameters, tool.raw, tool.annotations, tool.output_schema)
    try:
        blob = marshal.dumps(values, _VERSION)
    except ValueError:
        return tool
    return _restored({"name": tool.name, "description": tool.description,
                      "source_format": tool.source_format, "origin": tool.origin, "title": tool.title,
                      "strict": tool.strict, "notes": tool.notes, "_packed": blob})


def _restored(fields: dict[str, Any]) -> PackedTool:
    packed = object.__new__(PackedTool)  # a frozen dataclass: its fields written as they are
    packed.__dict__.update(fields)
    return packed
