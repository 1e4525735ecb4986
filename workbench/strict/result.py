"""The result of a strict conversion: the new schema and its delta, with renderings (JSON here;
text, HTML, Markdown and DataFrame from its document)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from workbench.constraints.model import ENFORCEMENT_TONE
from workbench.jsonutil import capped
from workbench.model import Tool
from workbench.render.document import Cell, Column, Document, Paragraph, Rendered, Table, cell


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
        """The row as JSON (the `delta` entries of `toolschema strict --format json`)."""
        return {"tool": self.tool, "path": self.path, "constraint": self.constraint,
                "value": self.value, "before": self.before, "after": self.after,
                "change": self.change, "note": self.note}


@dataclass(frozen=True, eq=False)
class StrictResult(Rendered):
    """A tool converted for a strict provider: the tool with its new schema, the schema, and
    the delta (every change strictness made, in pointer order)."""

    tool: Tool
    schema: Mapping[str, Any]
    delta: tuple[DeltaRow, ...]
    provider: str = ""

    @property
    def demoted(self) -> list[DeltaRow]:
        """The constraints that moved from the schema to the executor (directly or via prose)."""
        return [d for d in self.delta if d.after == "executor"]

    def to_dict(self) -> dict[str, Any]:
        """The result as JSON: tool name, provider, the new schema, the delta."""
        return {"tool": self.tool.name, "provider": self.provider, "schema": self.schema,
                "delta": [d.to_dict() for d in self.delta]}

    def to_json(self, indent: int | None = 2) -> str:
        """`to_dict()` as JSON text."""
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent, default=str)

    def to_document(self) -> Document:
        """The conversion as one document: what moved, then one row per change."""
        name = self.tool.name
        if self.delta:
            title = (f"{name}: {self.provider}: {len(self.demoted)} constraint(s) moved to the "
                     f"executor, {len(self.delta)} change(s)")
        else:
            title = f"{name}: {self.provider}: nothing moved"
        rows = tuple((Cell(d.tool), Cell(d.path or "/", d.path, pointer=d.path),
                      Cell(d.constraint), Cell(cell(capped(d.value)).text, d.value),
                      Cell(d.before, emphasis=ENFORCEMENT_TONE.get(d.before)),
                      Cell(d.after, emphasis=ENFORCEMENT_TONE.get(d.after)), Cell(d.change),
                      Cell(d.note))
                     for d in self.delta)
        delta = Table(
            (Column("tool", shown=False), Column("path"), Column("constraint"), Column("value"),
             Column("before"), Column("after"), Column("change"), Column("note")),
            rows, key="delta", title=f"{name} → {self.provider}",
            text=("  {path}  {constraint}  {before} -> {after} ({change}): {note}",))
        return Document((delta,), title=Paragraph.of(title), data="delta", final_newline=True)


