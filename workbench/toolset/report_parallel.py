"""`workbench.parallel_safety(tools)` -> `ParallelSafety`: the per-tool answers of parallel.py,
the per-provider advice, the ordering ledger rows, and the renderings (JSON, text, DataFrame,
escaped HTML; one function each so they can move to a shared document model unchanged).

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
from workbench.toolset.parallel import ProviderAdvice, ToolSafety, assess, ordering_rows, provider_advice


@dataclass(frozen=True, eq=False)
class ParallelSafety:
    tools: tuple[ToolSafety, ...]
    advice: tuple[ProviderAdvice, ...]
    rows: tuple[LedgerRow, ...]

    @property
    def writes(self) -> tuple[ToolSafety, ...]:
        return tuple(t for t in self.tools if t.state == "write")

    @property
    def retry_risks(self) -> tuple[ToolSafety, ...]:
        return tuple(t for t in self.tools if t.retry_risk)

    def ledger(self) -> Ledger:
        """The ordering rows as a `Ledger` (same records and renderings as `workbench.ledger`)."""
        return Ledger(self.rows, tuple(self.rows[0].providers) if self.rows else (),
                      tuple(t.tool for t in self.tools))

    def to_dict(self) -> dict[str, Any]:
        return {"tools": [t.to_dict() for t in self.tools],
                "advice": [a.to_dict() for a in self.advice],
                "rows": [r.to_dict() for r in self.rows]}

    def to_json(self, *, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent, default=str)

    def to_text(self) -> str:
        return parallel_text(self)

    def to_frame(self) -> Any:
        import pandas as pd

        return pd.DataFrame(
            [(t.tool, t.state, t.high_risk, t.idempotency, t.retry_risk,
              "; ".join(f"{r.kind} {r.other or r.condition}" for r in t.ordering),
              ", ".join(t.unknown_references)) for t in self.tools],
            columns=["tool", "state", "high_risk", "idempotency", "retry_risk", "ordering",
                     "unknown_references"])

    def _repr_html_(self) -> str:
        return parallel_html(self)

    def __repr__(self) -> str:
        return (f"<ParallelSafety {len(self.tools)} tools: {len(self.writes)} write, "
                f"{len(self.retry_risks)} retry risks, {len(self.rows)} ordering rows>")


def parallel_safety(tools: Any, *, profiles: Any = None) -> ParallelSafety:
    """Which tools change state, the ordering rules stated in their descriptions (as ledger rows
    for the orchestrator), references to tools outside the set, write tools a retry could repeat,
    and per provider whether to turn parallel tool calls off and why (seed 1 §10).

    `tools`: anything `workbench.load` accepts; `profiles`: the provider columns of the rows
    (default: the ledger's)."""
    toolset = as_toolset(tools)
    names = set(toolset.names())
    safety = tuple(assess(t, names, list(toolset)) for t in toolset)
    rows = tuple(r for t in toolset for r in ordering_rows(t, profiles, names, list(toolset)))
    return ParallelSafety(safety, tuple(provider_advice(safety)), rows)


def parallel_text(report: ParallelSafety) -> str:
    lines = [f"{len(report.tools)} tools: {len(report.writes)} change state, "
             f"{len(report.retry_risks)} could be repeated by a retry, {len(report.rows)} ordering "
             "rules"]
    for t in report.tools:
        marks = [t.state + (" (high risk)" if t.high_risk else "")]
        if t.retry_risk:
            marks.append("no idempotency key: a retry may repeat it")
        elif t.idempotency:
            marks.append(f"idempotent via {t.idempotency}")
        lines.append(f"{t.tool}: {'; '.join(marks)}  [{t.evidence}]")
        lines.extend(f"  {r.kind} {r.other or '?'}: {r.condition}" for r in t.ordering)
        lines.extend(f"  names {ref!r}, which is not a tool of this set" for ref in t.unknown_references)
    lines.append("per provider:")
    lines.extend(f"  {a.provider}: {a.setting} = {json.dumps(a.value)}  ({a.reason})"
                 for a in report.advice)
    if report.rows:
        lines.append("orchestrator duties (ledger rows):")
        lines.extend(f"  - {r.duty}" for r in report.rows)
    return "\n".join(lines) + "\n"


def parallel_html(report: ParallelSafety) -> str:
    from workbench.render.html import STYLE, table

    head = (f'{STYLE}<div class="tsw"><b>parallel safety</b>: {len(report.tools):,} tools, '
            f"{len(report.writes):,} change state, {len(report.retry_risks):,} retry risks, "
            f"{len(report.rows):,} ordering rules</div>")
    rows = [(t.tool, t.state, "yes" if t.high_risk else "", t.idempotency or
             ("none: a retry may repeat it" if t.retry_risk else ""),
             "; ".join(f"{r.kind} {r.other or r.condition}" for r in t.ordering),
             ", ".join(t.unknown_references)) for t in report.tools]
    classes = [("", "sev-warning" if t.state == "write" else "", "sev-error" if t.high_risk else "",
                "sev-warning" if t.retry_risk else "", "", "sev-error" if t.unknown_references else "")
               for t in report.tools]
    advice = table(("provider", "setting", "value", "reason"),
                   [(a.provider, a.setting, json.dumps(a.value) if a.value is not None else "", a.reason)
                    for a in report.advice], title="per provider")
    return (head + table(("tool", "state", "high risk", "idempotency", "ordering",
                          "unknown references"), rows, cell_classes=classes, title="tools")
            + advice + (report.ledger()._repr_html_() if report.rows else ""))
