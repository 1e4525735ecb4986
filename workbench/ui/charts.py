"""Charts where people would rather look than read: the score distribution of a set, audit
failures by tool, field or kind, the confusability heatmap, and context tokens per tool.

A `Chart` displays as one output bundle with three renderings of the same numbers:
`application/vnd.vegalite.v5+json` (JupyterLab draws Vega-Lite itself, offline, with no extension
to install), `image/svg+xml` (a static picture for nbconvert, GitHub and any renderer without
Vega) and `text/plain` (a table with bars of block characters). There is deliberately no
`text/html`: JupyterLab prefers HTML over Vega-Lite. Every label is data in the Vega-Lite spec
and escaped in the SVG; every bar carries its number as text, so colour is never the only signal.
No Jupyter import here: charts are plain data.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from workbench.jsonutil import shorten
from workbench.render.html import esc

VEGALITE_MIME = "application/vnd.vegalite.v5+json"
BAR_CAP = 25  # bars drawn at most (the biggest); the text says how many were left out
HEATMAP_CAP = 30  # tools in the Vega-Lite heatmap at most (the most confusable)
_BAR_COLOUR = "#4c78a8"


@dataclass(frozen=True)
class Chart:
    """One chart: a Vega-Lite spec, an SVG fallback and a text table of the same data."""

    title: str
    spec: dict[str, Any]
    svg: str
    text: str
    rows: tuple[tuple[str, float], ...] = field(default=(), repr=False)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        return {VEGALITE_MIME: self.spec, "image/svg+xml": self.svg, "text/plain": self.text}

    def to_dict(self) -> dict[str, Any]:
        """The Vega-Lite spec (JSON-able): save it, or open it in any Vega-Lite tool."""
        copied: dict[str, Any] = json.loads(json.dumps(self.spec))
        return copied

    def __repr__(self) -> str:
        return f"<Chart {self.title!r}, {len(self.rows)} bars>"


def chart(result: Any, **options: Any) -> Chart:
    """The chart that fits `result`: a lint report → score distribution; an audit report →
    failures (`by="tool" | "path" | "kind"`); a confusability report → heatmap; a cost report →
    tokens per tool (`provider=`, the report's first by default)."""
    from workbench.auditor.report import AuditReport
    from workbench.costing.report import CostReport
    from workbench.linter.engine import LintReport
    from workbench.toolset.report import Confusability

    if isinstance(result, LintReport):
        return score_chart(result, **options)
    if isinstance(result, AuditReport):
        return audit_chart(result, **options)
    if isinstance(result, Confusability):
        return confusability_chart(result, **options)
    if isinstance(result, CostReport):
        return cost_chart(result, **options)
    from workbench.errors import InvalidArgument

    raise InvalidArgument(f"no chart for a {type(result).__name__}: pass a lint, audit, "
                          "confusability or cost report")


def bar_chart(title: str, rows: Sequence[tuple[str, float]], *, label: str, value: str,
              sort: bool = True, note: str = "") -> Chart:
    """Horizontal bars, one per (label, value), the biggest first when `sort`; at most BAR_CAP."""
    data = sorted(rows, key=lambda r: -r[1]) if sort else list(rows)
    shown, hidden = data[:BAR_CAP], len(data) - min(len(data), BAR_CAP)
    if hidden:
        note = (note + "; " if note else "") + f"{hidden:,} more not drawn"
    values = [{label: name, value: number} for name, number in shown]
    order = [name for name, _ in shown]
    y = {"field": label, "type": "nominal", "sort": order, "title": label,
         "axis": {"labelLimit": 260}}
    spec = {
        "title": {"text": title, "subtitle": note} if note else title,
        "data": {"values": values},
        "height": {"step": 20},
        "width": 360,
        "encoding": {"y": y, "x": {"field": value, "type": "quantitative", "title": value}},
        "layer": [
            {"mark": {"type": "bar", "color": _BAR_COLOUR},
             "encoding": {"tooltip": [{"field": label}, {"field": value}]}},
            {"mark": {"type": "text", "align": "left", "dx": 3},
             "encoding": {"text": {"field": value, "type": "quantitative"}}},
        ],
    }
    return Chart(title, spec, _bars_svg(title, shown, note), _bars_text(title, shown, note),
                 tuple(shown))


def score_chart(report: Any, *, width: int = 10) -> Chart:
    """How many tools score in each band of `width` points (0–9, 10–19, …, 90–100)."""
    bands = list(range(0, 100, width))
    names = [f"{b}–{b + width - 1}" for b in bands[:-1]] + [f"{bands[-1]}–100"]
    counts = [0] * len(bands)
    for score in report.scores.values():
        if isinstance(score, (int, float)):
            counts[min(int(score) // width, len(bands) - 1)] += 1
    rows = list(zip(names, counts))
    total = sum(counts)
    mean = f"set score {report.set_score}" if total else "no scored tool"
    return bar_chart(f"score distribution: {total:,} tools", rows[::-1], label="score",
                     value="tools", sort=False, note=mean)


def audit_chart(report: Any, *, by: str = "tool") -> Chart:
    """Invalid-call errors from an audit, summed per tool, per field (`path`) or per `kind`."""
    if by not in ("tool", "path", "kind"):
        from workbench.errors import InvalidArgument

        raise InvalidArgument(f'by must be "tool", "path" or "kind", not {by!r}')
    totals: dict[str, int] = {}
    for c in report.clusters:
        key = {"tool": c.tool, "path": f"{c.tool} {c.path or '/'}", "kind": c.kind}[by]
        totals[key] = totals.get(key, 0) + c.count
    title = f"audit failures by {'field' if by == 'path' else by}"
    note = f"{report.invalid:,} of {report.calls:,} calls invalid"
    return bar_chart(title, list(totals.items()), label="field" if by == "path" else by,
                     value="errors", note=note)


def cost_chart(report: Any, *, provider: str | None = None) -> Chart:
    """Tokens each tool costs in the context as `provider` receives it (a `workbench.cost`
    report; its first provider by default), and how they were counted."""
    provider = provider or next(iter(report.providers))
    if provider not in report.providers:
        from workbench.errors import InvalidArgument

        raise InvalidArgument(f"the report has no {provider!r}; it has {', '.join(report.providers)}")
    rows = [(str(row["tool"]), row[provider]) for row in report.per_tool]
    total = report.providers[provider]
    note = f"{total.tokens:,} tokens for the set; {total.method}"
    return bar_chart(f"context tokens per tool ({provider})", rows, label="tool", value="tokens",
                     note=note)


def confusability_chart(report: Any, *, floor: float = 0.3) -> Chart:
    """The confusability heatmap of the most confusable tools (scores as numbers in the cells);
    the SVG fallback is the report's own heatmap (`workbench/toolset/heatmap.py`)."""
    worst = report.worst_by_tool()
    picked = sorted((i for i, s in enumerate(worst) if s >= floor), key=lambda i: -worst[i])
    picked = picked[:HEATMAP_CAP]
    keep = set(picked)
    names = [report.tools[i] for i in picked]
    cells = []
    for i, j, s in report.indexed_pairs():
        if i in keep and j in keep and s >= floor:
            a, b = report.tools[i], report.tools[j]
            cells += [{"a": a, "b": b, "score": round(s, 2)}, {"a": b, "b": a, "score": round(s, 2)}]
    title = f"confusability: {len(report.flagged):,} pairs at or above {report.threshold}"
    axis = {"field": "a", "type": "nominal", "sort": names, "title": None}
    spec = {
        "title": {"text": title, "subtitle": f"{len(names)} most confusable tools; 0 = distinct, 1 = interchangeable"},
        "data": {"values": cells},
        "width": {"step": 22}, "height": {"step": 22},
        "encoding": {"x": {**axis, "axis": {"labelAngle": -50, "labelLimit": 160}},
                     "y": {**axis, "field": "b", "axis": {"labelLimit": 200}}},
        "layer": [
            {"mark": "rect", "encoding": {
                "color": {"field": "score", "type": "quantitative",
                          "scale": {"domain": [0, 1], "scheme": "orangered"}},
                "tooltip": [{"field": "a"}, {"field": "b"}, {"field": "score"}]}},
            {"mark": {"type": "text", "fontSize": 9},
             "encoding": {"text": {"field": "score", "type": "quantitative", "format": ".1f"}}},
        ],
    }
    found = re.search(r"<svg\b.*?</svg>", report.to_html(), flags=re.S)
    svg = found.group(0) if found else _bars_svg(title, [], "no pair reaches the floor")
    rows = sorted(((f"{p.a} ↔ {p.b}", round(p.score, 2)) for p in report.flagged), key=lambda r: -r[1])
    return Chart(title, spec, svg, _bars_text(title, rows[:BAR_CAP], ""), tuple(rows))


def _bars_svg(title: str, rows: Sequence[tuple[str, float]], note: str) -> str:
    """Horizontal bars with their labels and numbers as text (escaped)."""
    label_w, bar_w, row_h, top = 230, 320, 20, 40
    height = top + row_h * max(len(rows), 1) + 10
    biggest = max((v for _, v in rows), default=0) or 1
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{label_w + bar_w + 70}" height="{height}" '
             f'role="img" aria-label="{esc(title)}" style="font-family:system-ui,sans-serif;font-size:12px">',
             f'<text x="4" y="16" font-weight="bold">{esc(title)}</text>',
             f'<text x="4" y="31" fill="#555">{esc(note)}</text>']
    for k, (name, value) in enumerate(rows):
        y = top + k * row_h
        width = max(bar_w * value / biggest, 0)
        parts.append(f'<text x="{label_w - 6}" y="{y + 14}" text-anchor="end">{esc(_short(name))}</text>'
                     f'<rect x="{label_w}" y="{y + 3}" width="{width:.1f}" height="{row_h - 6}" '
                     f'fill="{_BAR_COLOUR}"><title>{esc(name)}: {_number(value)}</title></rect>'
                     f'<text x="{label_w + width + 4:.1f}" y="{y + 14}">{_number(value)}</text>')
    if not rows:
        parts.append(f'<text x="4" y="{top + 14}">nothing to draw</text>')
    parts.append("</svg>")
    return "".join(parts)


def _bars_text(title: str, rows: Sequence[tuple[str, float]], note: str) -> str:
    lines = [title + (f" ({note})" if note else "")]
    biggest = max((v for _, v in rows), default=0) or 1
    width = max((len(_short(n)) for n, _ in rows), default=0)
    for name, value in rows:
        lines.append(f"  {_short(name):<{width}}  {'█' * round(30 * value / biggest):<30}  {_number(value)}")
    if not rows:
        lines.append("  (nothing to draw)")
    return "\n".join(lines)


def _number(value: float) -> str:
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.2f}"


def _short(name: str) -> str:
    return shorten(name, 40)
