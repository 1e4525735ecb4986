"""The normalised data model every analysis shares: tools, tool sets and findings.

A `Tool` is what `workbench.load` makes of any envelope (OpenAI, MCP, Anthropic, Gemini, dataset
dialects, Python callables). Its `parameters` is always a plain JSON Schema (draft 2020-12 spelling);
what the source said in another dialect is kept in `raw` and reported through `notes`.

Results are small frozen records that carry a JSON pointer; renderers consume them and never
recompute anything.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, overload

if TYPE_CHECKING:
    from workbench.envelopes.jsontext import SourcePositions
    from workbench.render.document import Document

SEVERITIES: tuple[str, ...] = ("error", "warning", "info")
SEVERITY_RANK: Mapping[str, int] = {"error": 0, "warning": 1, "info": 2}

# Fixed vocabulary: other tools parse it. Do not rename or reorder without a major version.
CATEGORIES: tuple[str, ...] = (
    "naming",
    "collision",
    "side-effect",
    "description",
    "param-description",
    "type",
    "required",
    "additional-properties",
    "enum",
    "huge-enum",
    "range",
    "array-bounds",
    "format",
    "nl-constraint",
    "identity",
    "mega-tool",
    "strict-compat",
    "portability",
    "cross-field",
    "style-consistency",
    "injection",
    "schema-error",
)


# Rule groups: "recommended" rules run by default; "pedantic" rules (true, but rarely worth a
# user's time on real tools) run only when selected by id, by group or with ALL.
RULE_GROUPS: tuple[str, ...] = ("recommended", "pedantic")


@dataclass(frozen=True)
class Origin:
    """Where a tool came from: a file (or "<text>", "<object>"), a JSON pointer inside it and,
    when the loader read text, the line and column where the tool is written, the pointer of its
    parameter schema and the positions of every value of that text (`SourcePositions`, shared by
    the tools of one file), so a finding's pointer maps to a line without reading the file again."""

    file: str = "<object>"
    pointer: str = ""
    line: int | None = None
    column: int | None = None
    schema_pointer: str | None = None
    positions: SourcePositions | None = field(default=None, compare=False, repr=False)

    def describe(self) -> str:
        """`file:line at pointer`, as far as known."""
        where = self.file
        if self.line is not None:
            where += f":{self.line}"
        if self.pointer:
            where += f" at {self.pointer}"
        return where

    def schema_position(self) -> tuple[int, int] | None:
        """(line, column) where the tool's parameter schema is written; None when unknown."""
        if self.positions is None or self.schema_pointer is None:
            return None
        return self.positions.position(self.schema_pointer)

    def schema_line(self, path: str) -> int | None:
        """The line of `path` (a pointer into the tool's parameter schema) in the source: of the
        deepest part of it the source spells out, else of the schema; None for the tool itself
        (`path` "") or when positions were not recorded."""
        if not path or self.positions is None or self.schema_pointer is None:
            return None
        return self.positions.line_within(self.schema_pointer, path)


@dataclass(frozen=True)
class Note:
    """Something the loader noticed while normalising (a dialect construct, a broken schema).

    Notes are turned into findings by the catalogue rule named in `rule`, so every finding still
    comes from one registered rule with its doc.
    """

    rule: str
    path: str
    message: str
    fix: tuple[Mapping[str, Any], ...] | None = None


@dataclass(frozen=True, eq=False)
class Tool:
    """One tool definition, normalised.

    `parameters` is a JSON Schema for the argument object. `raw` is the definition as found,
    untouched, so a converted tool can be written back in its own envelope.
    """

    name: str
    description: str | None
    parameters: Mapping[str, Any]
    source_format: str
    origin: Origin = field(default_factory=Origin)
    title: str | None = None
    annotations: Mapping[str, Any] | None = None
    output_schema: Mapping[str, Any] | None = None
    strict: bool | None = None
    raw: Any = None
    notes: tuple[Note, ...] = ()

    def with_parameters(self, parameters: Mapping[str, Any]) -> Tool:
        return replace(self, parameters=parameters)

    def argument_properties(self) -> Mapping[str, Any]:
        """The `properties` of the arguments object; empty when the parameters are no object
        schema or declare none."""
        props = self.parameters.get("properties") if isinstance(self.parameters, Mapping) else None
        return props if isinstance(props, Mapping) else {}

    def __repr__(self) -> str:  # cheap on purpose: reprs of big schemas are never wanted
        return f"<Tool {self.name!r} ({self.source_format}) from {self.origin.describe()}>"

    def to_document(self) -> Document:
        """The tool as a document: name, format and origin, description, its parameters."""
        from workbench.render.document import Cell, Document, Paragraph, table

        params = self.parameters.get("properties", {}) if isinstance(self.parameters, Mapping) else {}
        rows = [(name, sub.get("type", "") if isinstance(sub, Mapping) else "",
                 sub.get("description", "") if isinstance(sub, Mapping) else "")
                for name, sub in (params.items() if isinstance(params, Mapping) else [])]
        title = Paragraph.of(Cell(str(self.name), emphasis="strong"),
                             Cell(f" ({self.source_format}, {self.origin.describe()})",
                                  emphasis="muted"))
        return Document((Paragraph.of(self.description or ""),
                         table(("parameter", "type", "description"), rows, key="parameters")),
                        title=title, data="parameters")

    def _repr_html_(self) -> str:
        from workbench.render.html import render_html

        return render_html(self.to_document())


@dataclass(frozen=True)
class LoadProblem:
    """A part of the input that could not become a tool (malformed text, unknown envelope).

    The rest of the input still loads; these are reported next to the findings.
    """

    file: str
    message: str
    line: int | None = None
    column: int | None = None
    pointer: str = ""

    def describe(self) -> str:
        where = self.file
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        if self.pointer:
            where += f" at {self.pointer}"
        return f"{where}: {self.message}"


@dataclass(frozen=True, eq=False)
class ToolSet(Sequence[Tool]):
    """The tools of one or more sources, in load order, plus what could not be loaded."""

    tools: tuple[Tool, ...] = ()
    problems: tuple[LoadProblem, ...] = ()

    def __len__(self) -> int:
        return len(self.tools)

    @overload
    def __getitem__(self, index: int | str) -> Tool: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[Tool, ...]: ...
    def __getitem__(self, index: int | str | slice) -> Tool | tuple[Tool, ...]:
        """A tool by position or by name (KeyError when no tool has that name); a slice of them."""
        if isinstance(index, str):
            for tool in self.tools:
                if tool.name == index:
                    return tool
            raise KeyError(index)
        return self.tools[index]

    def __iter__(self) -> Iterator[Tool]:
        return iter(self.tools)

    def names(self) -> list[str]:
        return [t.name for t in self.tools]

    def __add__(self, other: ToolSet) -> ToolSet:
        return ToolSet(self.tools + other.tools, self.problems + other.problems)

    def __repr__(self) -> str:
        return f"<ToolSet {len(self.tools)} tools, {len(self.problems)} load problems>"

    def to_document(self) -> Document:
        """The tool set as a document: one row per tool, then the load problems."""
        from workbench.render.document import Document, table

        blocks = [table(("tool", "format", "description", "origin"),
                        [(t.name, t.source_format, (t.description or "")[:120], t.origin.describe())
                         for t in self], key="tools", title=f"{len(self):,} tools")]
        if self.problems:
            blocks.append(table(("load problem",), [(p.describe(),) for p in self.problems],
                                key="problems"))
        return Document(tuple(blocks), data="tools")

    def _repr_html_(self) -> str:
        from workbench.render.html import render_html

        return render_html(self.to_document())


@dataclass(frozen=True, slots=True)  # slots: a large lint holds millions of them
class Finding:
    """One lint result. `path` is an RFC 6901 pointer relative to the tool's parameter schema
    ("" for the tool itself, its name or description). `fix` is a JSON Patch against that schema."""

    tool: str
    path: str
    rule: str
    category: str
    severity: str
    message: str
    fix: tuple[Mapping[str, Any], ...] | None = None
    suppressed: bool = False

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "tool": self.tool,
            "path": self.path,
            "rule": self.rule,
            "category": self.category,
            "severity": self.severity,
            "message": self.message,
        }
        if self.fix is not None:
            out["fix"] = [dict(op) for op in self.fix]
        if self.suppressed:
            out["suppressed"] = True
        return out

    def sort_key(self) -> tuple[int, str, str, str]:
        return (SEVERITY_RANK.get(self.severity, 9), self.tool, self.path, self.rule)
