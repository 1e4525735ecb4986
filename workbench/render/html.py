"""HTML renderings. Every piece of text that comes from a tool is escaped here (tool poisoning
exists: a description may carry `<script>` or `<img onerror>`). CSS is scoped under `.tsw` so a
report cannot restyle the notebook around it.
"""

from __future__ import annotations

import html
import json
from typing import Any, Iterable, Sequence

DEFAULT_ROW_CAP = 50

STYLE = """<style>
.tsw{font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:13px}
.tsw table{border-collapse:collapse;margin:4px 0}
.tsw th,.tsw td{border:1px solid #ddd;padding:3px 6px;text-align:left;vertical-align:top}
.tsw th{background:#f4f4f4}
.tsw .sev-error{color:#b00020;font-weight:600}.tsw .sev-warning{color:#a15c00}.tsw .sev-info{color:#555}
.tsw .enf-schema{background:#e6f4ea}.tsw .enf-advisory{background:#fff4d6}.tsw .enf-executor{background:#fde7e9}
.tsw .muted{color:#777}.tsw code{font-size:12px}
</style>"""


def esc(value: Any) -> str:
    """Escape any value for HTML text or attribute context."""
    if value is None:
        return ""
    if not isinstance(value, str):
        value = json.dumps(value, ensure_ascii=False, default=str)
    return html.escape(value, quote=True)


def table(columns: Sequence[str], rows: Iterable[Sequence[Any]], *, total: int | None = None,
          cap: int = DEFAULT_ROW_CAP, cell_classes: Sequence[Sequence[str]] | None = None,
          title: str | None = None) -> str:
    """An escaped HTML table, capped at `cap` rows with a "showing N of M" line."""
    rows = list(rows)
    total = len(rows) if total is None else total
    shown = rows[:cap]
    parts = [STYLE, '<div class="tsw">']
    if title:
        parts.append(f"<div><b>{esc(title)}</b></div>")
    parts.append("<table><thead><tr>" + "".join(f"<th>{esc(c)}</th>" for c in columns) + "</tr></thead><tbody>")
    for i, row in enumerate(shown):
        classes = cell_classes[i] if cell_classes else [""] * len(row)
        parts.append("<tr>" + "".join(
            f'<td class="{esc(cls)}">{esc(cell)}</td>' if cls else f"<td>{esc(cell)}</td>"
            for cell, cls in zip(row, classes)) + "</tr>")
    parts.append("</tbody></table>")
    if total > len(shown):
        parts.append(f'<div class="muted">showing {len(shown):,} of {total:,}</div>')
    parts.append("</div>")
    return "".join(parts)


def tool_html(tool) -> str:
    params = tool.parameters.get("properties", {}) if isinstance(tool.parameters, dict) else {}
    rows = [(name, (sub or {}).get("type", "") if isinstance(sub, dict) else "",
             (sub or {}).get("description", "") if isinstance(sub, dict) else "")
            for name, sub in (params.items() if isinstance(params, dict) else [])]
    head = (f'<div class="tsw"><div><b>{esc(tool.name)}</b> <span class="muted">'
            f'({esc(tool.source_format)}, {esc(tool.origin.describe())})</span></div>'
            f'<div>{esc(tool.description or "")}</div></div>')
    return head + table(("parameter", "type", "description"), rows)


def toolset_html(toolset) -> str:
    rows = [(t.name, t.source_format, (t.description or "")[:120], t.origin.describe()) for t in toolset]
    out = table(("tool", "format", "description", "origin"), rows,
                title=f"{len(toolset):,} tools")
    if toolset.problems:
        out += table(("load problem",), [(p.describe(),) for p in toolset.problems])
    return out


def lint_report_html(report, *, cap: int = DEFAULT_ROW_CAP) -> str:
    """A lint report: summary line, per-tool scores, findings (capped, severities coloured,
    suppressed ones marked) and load problems. Every tool-provided string is escaped."""
    from workbench.render.text import summary_line

    parts = [STYLE, f'<div class="tsw"><div><b>{esc(summary_line(report))}</b></div></div>']
    names = list(dict.fromkeys(t.name for t in report.toolset))
    parts.append(table(("tool", "score"), [(n, report.scores.get(n, "")) for n in names],
                       cap=cap, title="scores"))
    findings = report.findings
    rows = [(f.severity + (" (suppressed)" if f.suppressed else ""), f.tool, f.path or "(tool)",
             f.rule, f.category, f.message) for f in findings]
    classes = [["muted" if f.suppressed else f"sev-{f.severity}", "", "", "", "", ""]
               for f in findings]
    parts.append(table(("severity", "tool", "path", "rule", "category", "message"), rows,
                       cap=cap, cell_classes=classes, title=f"{len(findings):,} findings"))
    if report.problems:
        parts.append(table(("load problem",), [(p.describe(),) for p in report.problems], cap=cap))
    return "".join(parts)
