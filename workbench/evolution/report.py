"""`Change` records and the `DiffReport` with its renderings (JSON here; text, HTML, Markdown and
DataFrame from its document).

JSON contract (fixed): `{"changes": [{"tool", "path", "change", "breaking", "witness"?,
"message"}]}`; `witness` is present only when one was found and verified.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from workbench.model import ToolSet
from workbench.render.document import Cell, Column, Document, Paragraph, Rendered, Table

# The change vocabulary (a contract: other tools parse it). The first 21 are the original set; the
# rest are a documented superset for constructs those do not name.
CHANGE_KINDS: dict[str, str] = {
    "tool-added": "a tool exists only in the new set (compatible)",
    "tool-removed": "a tool exists only in the old set (breaking: calls to it fail as unknown tool)",
    "tool-renamed": "a removed and an added tool look alike: proposed rename (breaking)",
    "field-added": "a new property; breaking when required and not nullable",
    "field-removed": "a property is gone; breaking when the new schema forbids undeclared fields",
    "field-newly-required": "an existing property became required (breaking unless nullable)",
    "field-no-longer-required": "a required property became optional (compatible)",
    "type-narrowed": "a type the old schema accepted is no longer accepted (breaking)",
    "type-widened": "more types are accepted (compatible)",
    "enum-value-removed": "an allowed value was removed (breaking)",
    "enum-value-added": "an allowed value was added (compatible)",
    "bound-tightened": "minimum/maximum/exclusive bounds/multipleOf got stricter (breaking)",
    "bound-loosened": "numeric bounds got wider (compatible)",
    "length-tightened": "min/max length, items or properties got stricter (breaking)",
    "length-loosened": "length limits got wider (compatible)",
    "pattern-changed": "`pattern` added or changed (breaking) or removed (compatible)",
    "additional-properties-tightened": "undeclared fields are now forbidden or restricted (breaking)",
    "additional-properties-loosened": "undeclared fields are now accepted (compatible)",
    "description-changed": "a description changed (informational)",
    "side-effect-wording-changed": "a description changed what it says about side effects (flagged)",
    "annotations-changed": "MCP annotations changed (informational; flagged when now destructive)",
    # superset
    "enum-introduced": "a value restriction (enum/const) was added (breaking)",
    "enum-dropped": "a value restriction was removed (compatible)",
    "format-changed": "`format` changed (an annotation for standard validators; informational)",
    "schema-changed": "a compound keyword (anyOf, allOf, $ref, ...) changed; breaking iff a witness is found",
    "schema-tightened": "sampling found an old-valid input the new schema rejects that no other change explains",
}


@dataclass(frozen=True)
class Change:
    """One difference between the old and the new tool set, breaking or not, with a witness
    (an argument object valid before, rejected now) when one was found."""

    tool: str
    path: str  # RFC 6901 pointer into the tool's parameter schema ("" for the tool itself)
    change: str
    breaking: bool
    message: str
    witness: Any = None  # argument object valid under old, rejected by new (None: none found)

    def to_dict(self) -> dict[str, Any]:
        """The change in the JSON contract (`witness` only when one was found)."""
        out: dict[str, Any] = {"tool": self.tool, "path": self.path, "change": self.change,
                               "breaking": self.breaking}
        if self.witness is not None:
            out["witness"] = self.witness
        out["message"] = self.message
        return out


@dataclass(frozen=True, eq=False)
class DiffReport(Rendered):
    """The changes between two tool sets (and the sets compared)."""

    changes: tuple[Change, ...]
    old: ToolSet = field(default_factory=ToolSet, repr=False)
    new: ToolSet = field(default_factory=ToolSet, repr=False)

    @property
    def breaking(self) -> tuple[Change, ...]:
        """The breaking changes."""
        return tuple(c for c in self.changes if c.breaking)

    @property
    def exit_code(self) -> int:
        """1 when a change is breaking, else 0 (the CLI's exit status)."""
        return 1 if self.breaking else 0

    def for_tool(self, name: str) -> list[Change]:
        """The changes of one tool."""
        return [c for c in self.changes if c.tool == name]

    def to_dict(self) -> dict[str, Any]:
        """The fixed JSON contract: `{"changes": [...]}`."""
        return {"changes": [c.to_dict() for c in self.changes]}

    def to_json(self, indent: int | None = 2) -> str:
        """`to_dict()` as JSON text."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False, default=str)

    def to_document(self) -> Document:
        """The diff as one document: one row per change (breaking ones marked), then the count."""
        rows = []
        for c in self.changes:
            mark, level = (("BREAKING", "error") if c.breaking else
                           ("flag", "warning") if c.change in _FLAGGED else ("ok", "info"))
            witness = "" if c.witness is None else json.dumps(c.witness, ensure_ascii=False,
                                                              default=str)
            rows.append((Cell(c.tool), Cell(c.path or "/", c.path, pointer=c.path),
                         Cell(c.change), Cell(mark, c.breaking, severity=level),
                         Cell(witness, c.witness, code=True), Cell(c.message)))
        changes = Table(
            (Column("tool"), Column("path"), Column("change"),
             Column("breaking", text_format="{:8}"), Column("witness"), Column("message")),
            tuple(rows), key="changes",
            text=("{breaking} {tool} {path} {change}: {message}", "         witness: {witness}"))
        if not self.changes:
            return Document((Paragraph.of("no changes"), changes), data="changes")
        summary = Paragraph.of(f"{len(self.changes)} change(s), {len(self.breaking)} breaking")
        return Document((changes,), summary=summary, data="changes")

    def __repr__(self) -> str:
        return f"<DiffReport {len(self.changes)} changes, {len(self.breaking)} breaking>"


_FLAGGED = {"side-effect-wording-changed", "annotations-changed"}
