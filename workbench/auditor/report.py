"""`AuditReport`: counts, failure clusters with suggestions, malformed lines, and renderings.

JSON contract (issue 6, fixed): `{"calls": n, "valid": n, "invalid": n, "malformed_lines": n,
"clusters": [{"tool", "path", "kind", "count", "examples": [...], "suggestion"}]}`; clusters are
sorted by count (then tool, path, kind); `examples` are the most frequent offending values, most
frequent first (at most 10).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

HTML_CLUSTER_CAP = 50


@dataclass(frozen=True)
class Cluster:
    tool: str
    path: str  # RFC 6901 pointer into the argument object, array indices as `*`
    kind: str
    count: int
    examples: tuple[tuple[Any, int], ...]  # (value, how often), most frequent first
    suggestion: str

    def to_dict(self) -> dict[str, Any]:
        return {"tool": self.tool, "path": self.path, "kind": self.kind, "count": self.count,
                "examples": [value for value, _ in self.examples], "suggestion": self.suggestion}


@dataclass(frozen=True)
class MalformedLine:
    file: str
    line: int
    reason: str

    def describe(self) -> str:
        return f"{self.file}:{self.line}: {self.reason}"


@dataclass(frozen=True, eq=False)
class AuditReport:
    calls: int
    valid: int
    invalid: int
    malformed_lines: int
    clusters: tuple[Cluster, ...]
    malformed: tuple[MalformedLine, ...] = ()  # the first ones (capped), with line numbers
    folded_clusters: int = 0  # errors folded into (*, *, kind) once the cluster cap was reached

    def to_dict(self) -> dict[str, Any]:
        return {"calls": self.calls, "valid": self.valid, "invalid": self.invalid,
                "malformed_lines": self.malformed_lines,
                "clusters": [c.to_dict() for c in self.clusters]}

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False, default=str)

    def to_text(self, top: int = 20) -> str:
        rate = f" ({self.invalid / self.calls:.1%} invalid)" if self.calls else ""
        lines = [f"{self.calls:,} calls: {self.valid:,} valid, {self.invalid:,} invalid{rate}; "
                 f"{self.malformed_lines:,} malformed line(s)"]
        for c in self.clusters[:top]:
            examples = ", ".join(f"{json.dumps(v, ensure_ascii=False, default=str)}×{n}" for v, n in c.examples[:5])
            lines.append(f"{c.count:>8,}  {c.tool} {c.path or '/'} {c.kind}  [{examples}]")
            lines.append(f"{'':>10}→ {c.suggestion}")
        if len(self.clusters) > top:
            lines.append(f"… {len(self.clusters) - top:,} more cluster(s) (--format json lists all)")
        for m in self.malformed:
            lines.append(f"malformed: {m.describe()}")
        if self.malformed_lines > len(self.malformed):
            lines.append(f"… {self.malformed_lines - len(self.malformed):,} more malformed line(s)")
        return "\n".join(lines)

    def to_frame(self):
        import pandas as pd

        rows = [{"tool": c.tool, "path": c.path, "kind": c.kind, "count": c.count,
                 "examples": [v for v, _ in c.examples], "example_counts": [n for _, n in c.examples],
                 "suggestion": c.suggestion} for c in self.clusters]
        return pd.DataFrame(rows, columns=["tool", "path", "kind", "count", "examples", "example_counts",
                                           "suggestion"])

    def to_html(self) -> str:
        """The HTML report (escaped, capped), as shown in a notebook."""
        return self._repr_html_()

    def _repr_html_(self) -> str:
        from workbench.render.html import table

        head = (f'<div class="tsw"><b>{self.calls:,} calls</b>: {self.valid:,} valid, '
                f'{self.invalid:,} invalid, {self.malformed_lines:,} malformed line(s)</div>')
        rows = [(c.count, c.tool, c.path or "/", c.kind,
                 ", ".join(f"{json.dumps(v, ensure_ascii=False, default=str)}×{n}" for v, n in c.examples[:5]),
                 c.suggestion) for c in self.clusters]
        out = head + table(("count", "tool", "path", "kind", "top values", "suggestion"), rows,
                           cap=HTML_CLUSTER_CAP, title="failure clusters")
        if self.malformed:
            out += table(("file", "line", "reason"), [(m.file, m.line, m.reason) for m in self.malformed],
                         total=self.malformed_lines, cap=20, title="malformed lines")
        return out

    def __repr__(self) -> str:
        return (f"<AuditReport {self.calls} calls, {self.invalid} invalid, {len(self.clusters)} clusters, "
                f"{self.malformed_lines} malformed lines>")
