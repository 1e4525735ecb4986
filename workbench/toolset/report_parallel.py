"""`workbench.parallel_safety(tools)` -> `ParallelSafety`: the per-tool answers of parallel.py,
the per-provider advice, the ordering ledger rows; JSON here, text, HTML, Markdown and DataFrame
from its document.

JSON (`toolschema parallel --format json`):
`{"tools": [{"tool", "state", "evidence", "high_risk", "idempotency", "retry_risk", "ordering":
[{"tool", "kind", "other", "condition", "evidence"}], "unknown_references": [str]}],
"advice": [{"provider", "setting", "value", "reason"}], "rows": [ledger rows]}`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from workbench.constraints.model import Ledger, LedgerRow
from workbench.loading import as_toolset
from workbench.render.document import (
    Cell,
    Column,
    Document,
    Paragraph,
    Rendered,
    Table,
    lines_under,
)
from workbench.toolset.parallel import ProviderAdvice, ToolSafety, assess, ordering_rows, provider_advice


@dataclass(frozen=True, eq=False)
class ParallelSafety(Rendered):
    """Per tool: does it change state, which order it needs, may a retry repeat it; per provider
    whether to turn parallel calls off; the ordering rules as ledger rows."""

    tools: tuple[ToolSafety, ...]
    advice: tuple[ProviderAdvice, ...]
    rows: tuple[LedgerRow, ...]

    @property
    def writes(self) -> tuple[ToolSafety, ...]:
        """The tools that change state."""
        return tuple(t for t in self.tools if t.state == "write")

    @property
    def retry_risks(self) -> tuple[ToolSafety, ...]:
        """The write tools without an idempotency key (a retry may repeat them)."""
        return tuple(t for t in self.tools if t.retry_risk)

    def ledger(self) -> Ledger:
        """The ordering rows as a `Ledger` (same records and renderings as `workbench.ledger`)."""
        return Ledger(self.rows, tuple(self.rows[0].providers) if self.rows else (),
                      tuple(t.tool for t in self.tools))

    def to_dict(self) -> dict[str, Any]:
        """The JSON contract (see the module docstring)."""
        return {"tools": [t.to_dict() for t in self.tools],
                "advice": [a.to_dict() for a in self.advice],
                "rows": [r.to_dict() for r in self.rows]}

    def to_json(self, *, indent: int | None = 2) -> str:
        """`to_dict()` as JSON text."""
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent, default=str)

    def to_document(self) -> Document:
        """The assessment as one document: a row per tool (its ordering rules and unknown
        references listed under it in plain text), the advice per provider, the duties the
        ordering rules leave to the orchestrator."""
        tools, under = [], []
        for n, t in enumerate(self.tools):
            key = Cell(str(n))
            marks = [t.state + (" (high risk)" if t.high_risk else "")]
            if t.retry_risk:
                marks.append("no idempotency key: a retry may repeat it")
            elif t.idempotency:
                marks.append(f"idempotent via {t.idempotency}")
            tools.append((
                key, Cell(str(t.tool), emphasis="strong"),
                Cell(t.state, severity="warning" if t.state == "write" else None),
                Cell("yes" if t.high_risk else "", t.high_risk,
                     severity="error" if t.high_risk else None),
                Cell(t.idempotency or ("none: a retry may repeat it" if t.retry_risk else ""),
                     t.idempotency, severity="warning" if t.retry_risk else None),
                Cell("yes" if t.retry_risk else "", t.retry_risk),
                Cell("; ".join(f"{r.kind} {r.other or r.condition}" for r in t.ordering)),
                Cell(", ".join(t.unknown_references),
                     severity="error" if t.unknown_references else None),
                Cell("; ".join(marks)), Cell(t.evidence, emphasis="muted")))
            under += [(key, Cell(f"{r.kind} {r.other or '?'}: {r.condition}")) for r in t.ordering]
            under += [(key, Cell(f"names {ref!r}, which is not a tool of this set"))
                      for ref in t.unknown_references]
        blocks = (
            Table((Column("#", shown=False, data=False), Column("tool"), Column("state"),
                   Column("high_risk", "high risk"), Column("idempotency"),
                   Column("retry_risk", shown=False), Column("ordering"),
                   Column("unknown_references", "unknown references"),
                   Column("marks", shown=False, data=False), Column("evidence", data=False)),
                  tuple(tools), key="tools", title="parallel safety of each tool",
                  text=("{tool}: {marks}  [{evidence}]",)),
            lines_under("ordering", "tools", under, "  {line}"),
            Table((Column("provider"), Column("setting"), Column("value"), Column("reason")),
                  tuple((Cell(a.provider), Cell(a.setting, code=True),
                         Cell(json.dumps(a.value), a.value, code=True), Cell(a.reason))
                        for a in self.advice),
                  key="advice", title="per provider", text_title="per provider:",
                  text=("  {provider}: {setting} = {value}  ({reason})",)),
            Table((Column("tool"), Column("constraint"), Column("duty")),
                  tuple((Cell(str(r.tool)), Cell(r.constraint), Cell(r.duty)) for r in self.rows),
                  key="duties", title="orchestrator duties (ledger rows)",
                  text_title="orchestrator duties (ledger rows):", text=("  - {duty}",)))
        title = Paragraph.of(
            f"{len(self.tools)} tools: {len(self.writes)} change state, {len(self.retry_risks)} "
            f"could be repeated by a retry, {len(self.rows)} ordering rules")
        return Document(blocks, title=title, data="tools", final_newline=True)

    def __repr__(self) -> str:
        return (f"<ParallelSafety {len(self.tools)} tools: {len(self.writes)} write, "
                f"{len(self.retry_risks)} retry risks, {len(self.rows)} ordering rows>")


def parallel_safety(tools: Any, *, profiles: Any = None) -> ParallelSafety:
    """Which tools change state, the ordering rules stated in their descriptions (as ledger rows
    for the orchestrator), references to tools outside the set, write tools a retry could repeat,
    and per provider whether to turn parallel tool calls off and why.

    `tools`: anything `workbench.load` accepts; `profiles`: the provider columns of the rows
    (default: the ledger's)."""
    toolset = as_toolset(tools)
    names = set(toolset.names())
    safety = tuple(assess(t, names, list(toolset)) for t in toolset)
    rows = tuple(r for t in toolset for r in ordering_rows(t, profiles, names, list(toolset)))
    return ParallelSafety(safety, tuple(provider_advice(safety)), rows)
