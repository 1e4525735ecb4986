"""`AuditReport`: counts, failure clusters with suggestions, malformed lines, and renderings
(JSON here; text, HTML, Markdown and DataFrame from its document).

JSON contract (fixed): `{"calls": n, "valid": n, "invalid": n, "malformed_lines": n,
"clusters": [{"tool", "path", "kind", "count", "examples": [...], "suggestion"}]}`; clusters are
sorted by count (then tool, path, kind); `examples` are the most frequent offending values, most
frequent first (at most 10). Added keys (never changing the ones above): `executor_rejected`,
`retries` and `retry_loops` (`workbench.auditor.retries`), `field_links`
(`workbench.auditor.links`) and, when the audit ran `by` day or week, `trend`: `{"by",
"periods": [{"period", "calls", "failures", "by_tool_kind": [{"tool", "kind", "count"}]}]}`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from workbench.auditor.links import FieldLink
from workbench.auditor.retries import RetryLoop
from workbench.auditor.trends import Period
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
    retries: int = 0  # failing calls sent again in their conversation (not counted as failures)
    retry_loops: tuple[RetryLoop, ...] = ()  # the most repeated ones
    repeated_failures: int = 0  # failures sent again at least once (all of them, listed or not)
    field_links: tuple[FieldLink, ...] = ()  # invented field -> the required field it should fill
    by: str | None = None  # "day" or "week" when the audit counted per period
    trend: tuple[Period, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The fixed JSON contract."""
        return {"calls": self.calls, "valid": self.valid, "invalid": self.invalid,
                "malformed_lines": self.malformed_lines,
                "clusters": [c.to_dict() for c in self.clusters],
                "executor_rejected": self.executor_rejected,
                "retries": self.retries, "retry_loops": [r.to_dict() for r in self.retry_loops],
                "field_links": [link.to_dict() for link in self.field_links],
                **({"trend": {"by": self.by, "periods": [p.to_dict() for p in self.trend]}}
                   if self.by else {})}

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
                  label="schema-valid but breaking an executor-side rule"),
            Field("retries", cell=Cell(f"{self.retries:,}", self.retries),
                  label="repeats of a failing call in its conversation")),
            text=("{calls} calls: {valid} valid, {invalid} invalid{rate}; {malformed} malformed "
                  "line(s); {executor} schema-valid call(s) break an executor-side rule; {retries} "
                  "repeat(s) of a failing call",))
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
        blocks: list[Any] = [head]
        if self.by:
            blocks.append(self._trend_table())
        blocks.append(clusters)
        if self.field_links:
            blocks.append(self._links_table(top))
        if self.retry_loops:
            blocks.append(self._retries_table(top))
        if self.malformed_lines:
            blocks.append(Table(
                (Column("file"), Column("line"), Column("reason")),
                tuple((Cell(m.file), Cell(str(m.line), m.line), Cell(m.reason))
                      for m in self.malformed),
                key="malformed", title="malformed lines", total=self.malformed_lines, cap=20,
                more="malformed line(s)", text=("malformed: {file}:{line}: {reason}",)))
        return Document(tuple(blocks), data="clusters")

    def _trend_table(self) -> Table:
        rows = []
        for p in self.trend:
            worst = ", ".join(f"{t} {k}×{n}" for t, k, n in p.by_tool_kind[:3])
            rate = "" if p.rate is None else f"{p.rate:.1%}"
            rows.append((Cell(p.period), Cell(f"{p.calls:,}", p.calls), Cell(f"{p.failures:,}", p.failures),
                         Cell(rate, p.rate), Cell(worst, [list(x) for x in p.by_tool_kind])))
        return Table((Column("period", label=self.by), Column("calls"), Column("failures"),
                      Column("rate", label="failure rate"),
                      Column("worst", label="most failures (tool kind×count)")),
                     tuple(rows), key="trend", title=f"failures per {self.by}",
                     text_title=f"failures per {self.by}:",
                     text=("  {period}  {calls} call(s), {failures} failure(s) ({rate})",
                           "      most: {worst}"))

    def _links_table(self, top: int) -> Table:
        return Table(
            (Column("tool"), Column("invented", label="sent as"), Column("intended", label="required field"),
             Column("count", text_format="{:>8,}"), Column("evidence"), Column("examples", label="top values"),
             Column("suggestion")),
            tuple((Cell(link.tool), Cell(link.invented, pointer=link.invented, code=True),
                   Cell(link.intended, pointer=link.intended, code=True), Cell(f"{link.count:,}", link.count),
                   Cell(link.evidence),
                   Cell(", ".join(f"{json.dumps(v, ensure_ascii=False, default=str)}×{n}"
                                  for v, n in link.examples[:3]), [v for v, _ in link.examples]),
                   Cell(link.suggestion))
                  for link in self.field_links),
            key="field_links", title="invented fields and the required field they should fill",
            text_title="invented fields:", text_limit=top, more="link(s)",
            text=("{count}  {tool} {invented} → {intended}  [{examples}]  ({evidence})",
                  "          → {suggestion}"))

    def _retries_table(self, top: int) -> Table:
        return Table(
            (Column("conversation"), Column("tool"), Column("retries"), Column("failure"),
             Column("arguments")),
            tuple((Cell(r.conversation), Cell(r.tool), Cell(f"{r.retries:,}", r.retries),
                   Cell("; ".join(r.failure), list(r.failure)),
                   Cell(json.dumps(r.arguments, ensure_ascii=False, default=str), r.arguments, code=True))
                  for r in self.retry_loops),
            key="retry_loops", title="retry loops: a failing call sent again in its conversation",
            total=self.repeated_failures, text_title="retry loops:", text_limit=top, more="retry loop(s)",
            text=("  {retries}× again  {tool} in {conversation}: {failure}  {arguments}",))

    def to_text(self, top: int = 20, *, color: bool = False) -> str:
        """Plain text as the CLI prints it, with the `top` clusters."""
        from workbench.render.text import render_text

        return rendered(lambda: self.to_document(top), lambda doc: render_text(doc, color=color))

    def __repr__(self) -> str:
        return (f"<AuditReport {self.calls} calls, {self.invalid} invalid, {len(self.clusters)} clusters, "
                f"{self.retries} retries, {self.malformed_lines} malformed lines>")
