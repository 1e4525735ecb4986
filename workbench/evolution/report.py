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
    "field-renamed": "a property looks renamed (proposed with evidence; breaking: the old name's value "
                     "is no longer read)",
    "title-changed": "the display title changed (informational)",
    "strict-changed": "`strict` changed (flagged when turned off: calls are no longer held to the schema)",
    "output-schema-changed": "`outputSchema` added, removed or changed (breaking for result consumers "
                             "when results can now take shapes the old schema did not allow)",
    "description-instructions-added": "a description newly gives the model orders (flagged; an alarm "
                                      "when the lint's injection rules fire)",
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
    side: str | None = None  # who it breaks (`workbench.evolution.advice.SIDES`); None: compatible
    example: Any = None  # an old call that still passes but is read differently (executor side)
    flagged: bool = False  # not breaking, but to be reviewed (side effects, orders to the model)

    def to_dict(self) -> dict[str, Any]:
        """The change in the JSON contract (`witness` only when one was found; `side` for a
        breaking change and `example` for an executor-side one are additional keys)."""
        out: dict[str, Any] = {"tool": self.tool, "path": self.path, "change": self.change,
                               "breaking": self.breaking}
        if self.witness is not None:
            out["witness"] = self.witness
        out["message"] = self.message
        if self.side is not None:
            out["side"] = self.side
        if self.example is not None:
            out["example"] = self.example
        if self.flagged:
            out["flagged"] = True
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

    def to_document(self, *, breaking_only: bool = False) -> Document:
        """The diff as one document: the summary first, then one row per change, breaking ones
        first (then flagged ones), each with its witness; `breaking_only` lists only those."""
        rank = {True: 0}
        shown = sorted((c for c in self.changes if c.breaking or not breaking_only),
                       key=lambda c: rank.get(c.breaking, 1 if c.flagged else 2))
        rows = []
        for c in shown:
            mark, level = (("BREAKING", "error") if c.breaking else
                           ("flag", "warning") if c.flagged else ("ok", "info"))
            witness = "" if c.witness is None else json.dumps(c.witness, ensure_ascii=False,
                                                              default=str)
            example = "" if c.example is None else json.dumps(c.example, ensure_ascii=False,
                                                              default=str)
            rows.append((Cell(c.tool), Cell(c.path or "/", c.path, pointer=c.path),
                         Cell(c.change), Cell(mark, c.breaking, severity=level),
                         Cell(witness, c.witness, code=True), Cell(c.message),
                         Cell(c.side or "", c.side), Cell(example, c.example, code=True)))
        changes = Table(
            (Column("tool"), Column("path"), Column("change"),
             Column("breaking", text_format="{:8}"),
             Column("witness", text_format="         witness: {}"), Column("message"),
             Column("side", text_format=" [breaks: {}]"),
             Column("example", text_format="         old call still accepted, read differently: {}")),
            tuple(rows), key="changes",
            text=("{breaking} {tool} {path} {change}{side}: {message}", "{witness}", "{example}"))
        return Document((changes,), title=self.summary(), data="changes")

    def summary(self) -> Paragraph:
        """One line: how many changes, how many break whom, how many to review."""
        if not self.changes:
            return Paragraph.of("no changes")
        sides: dict[str, int] = {}
        for c in self.breaking:
            sides[c.side or "model"] = sides.get(c.side or "model", 0) + 1
        flagged = sum(1 for c in self.changes if c.flagged and not c.breaking)
        text = f"{len(self.changes)} change(s), {len(self.breaking)} breaking"
        if sides:
            text += " (" + ", ".join(f"{n} for the {side}" if side != "both" else f"{n} for model and executor"
                                     for side, n in sides.items()) + ")"
        if flagged:
            text += f", {flagged} flagged for review"
        return Paragraph.of(Cell(text, severity="error" if self.breaking else None))

    def __repr__(self) -> str:
        return f"<DiffReport {len(self.changes)} changes, {len(self.breaking)} breaking>"

