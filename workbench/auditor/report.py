"""`AuditReport`: counts, failure clusters with suggestions, malformed lines, and renderings
(JSON here; text, HTML, Markdown and DataFrame from its document).

JSON contract (fixed): `{"calls": n, "valid": n, "invalid": n, "malformed_lines": n,
"clusters": [{"tool", "path", "kind", "count", "examples": [...], "suggestion"}]}`; clusters are
sorted by count (then tool, path, kind); `examples` are the most frequent offending values, most
frequent first (at most 10).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from workbench.render.document import (
    Cell,
    Column,
    Document,
    Field,
    Fields,
    Rendered,
    Table,
    rendered,
)


@dataclass(frozen=True)
class Cluster:
    """Failed calls of one kind at one place of one tool, with the most frequent offending values
    and what to change."""

    tool: str
    path: str  # RFC 6901 pointer into the argument object, array indices as `*`
    kind: str
    count: int
    examples: tuple[tuple[Any, int], ...]  # (value, how often), most frequent first
    suggestion: str

    def to_dict(self) -> dict[str, Any]:
        """The cluster in the JSON contract (example values without their counts)."""
        return {"tool": self.tool, "path": self.path, "kind": self.kind, "count": self.count,
                "examples": [value for value, _ in self.examples], "suggestion": self.suggestion}


@dataclass(frozen=True)
class MalformedLine:
    """A log line that is not a call record."""

    file: str
    line: int
    reason: str

    def describe(self) -> str:
        """`file:line: reason`."""
        return f"{self.file}:{self.line}: {self.reason}"


@dataclass(frozen=True, eq=False)
class AuditReport(Rendered):
    """What a call log says about the tools: counts, failure clusters, malformed lines."""

    calls: int
    valid: int
    invalid: int
    malformed_lines: int
    clusters: tuple[Cluster, ...]
    malformed: tuple[MalformedLine, ...] = ()  # the first ones (capped), with line numbers
    folded_clusters: int = 0  # errors folded into (*, *, kind) once the cluster cap was reached
    executor_rejected: int = 0  # schema-valid calls an executor-side (prose) rule rejects
    ledger_rules: int = 0  # executor-side rules checked

    def to_dict(self) -> dict[str, Any]:
        """The fixed JSON contract."""
        return {"calls": self.calls, "valid": self.valid, "invalid": self.invalid,
                "malformed_lines": self.malformed_lines,
                "clusters": [c.to_dict() for c in self.clusters],
                "executor_rejected": self.executor_rejected}

    def to_json(self, indent: int | None = 2) -> str:
        """`to_dict()` as JSON text."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False, default=str)

    def to_document(self, top: int = 20) -> Document:
        """The audit as one document: counts, the failure clusters (plain text lists the `top`
        ones), the first malformed lines."""
        rate = f"{self.invalid / self.calls:.1%}" if self.calls else ""
        head = Fields((
            Field("calls", cell=Cell(f"{self.calls:,}", self.calls)),
            Field("valid", cell=Cell(f"{self.valid:,}", self.valid)),
            Field("invalid", cell=Cell(f"{self.invalid:,}", self.invalid)),
            Field("rate", cell=Cell(rate), label="invalid share", text_format=" ({} invalid)"),
            Field("malformed", cell=Cell(f"{self.malformed_lines:,}", self.malformed_lines),
                  label="malformed lines"),
            Field("executor", cell=Cell(f"{self.executor_rejected:,}", self.executor_rejected),
                  label="schema-valid but breaking an executor-side rule")),
            text=("{calls} calls: {valid} valid, {invalid} invalid{rate}; {malformed} malformed "
                  "line(s); {executor} schema-valid call(s) break an executor-side rule",))
        clusters = Table(
            (Column("tool"), Column("path"), Column("kind"), Column("count", text_format="{:>8,}"),
             Column("examples", label="top values"), Column("example_counts", shown=False),
             Column("suggestion")),
            tuple((Cell(c.tool), Cell(c.path or "/", c.path, pointer=c.path), Cell(c.kind),
                   Cell(f"{c.count:,}", c.count),
                   Cell(", ".join(f"{json.dumps(v, ensure_ascii=False, default=str)}×{n}"
                                  for v, n in c.examples[:5]), [v for v, _ in c.examples]),
                   Cell("", [n for _, n in c.examples]), Cell(c.suggestion))
                  for c in self.clusters),
            key="clusters", title="failure clusters", text_limit=top,
            more="cluster(s) (--format json lists all)",
            text=("{count}  {tool} {path} {kind}  [{examples}]", "          → {suggestion}"))
        blocks: list[Any] = [head, clusters]
        if self.malformed_lines:
            blocks.append(Table(
                (Column("file"), Column("line"), Column("reason")),
                tuple((Cell(m.file), Cell(str(m.line), m.line), Cell(m.reason))
                      for m in self.malformed),
                key="malformed", title="malformed lines", total=self.malformed_lines, cap=20,
                more="malformed line(s)", text=("malformed: {file}:{line}: {reason}",)))
        return Document(tuple(blocks), data="clusters")

    def to_text(self, top: int = 20, *, color: bool = False) -> str:
        """Plain text as the CLI prints it, with the `top` clusters."""
        from workbench.render.text import render_text

        return rendered(lambda: self.to_document(top), lambda doc: render_text(doc, color=color))

    def __repr__(self) -> str:
        return (f"<AuditReport {self.calls} calls, {self.invalid} invalid, {len(self.clusters)} clusters, "
                f"{self.malformed_lines} malformed lines>")
