"""The confusability heatmap: an inline SVG (no script, no network, no CDN), every tool text
escaped, readable at hundreds of tools.

Readable at 200+ tools because (1) tools are drawn in clustered order, so confusable groups sit
together as blocks on the diagonal; (2) only tools that have a pair at or above `floor` are drawn
(the count of the others is stated); (3) cells shrink with the number of tools and axis names are
written only while they fit; (4) only the `label_top` worst pairs get a number in their cell, and
a table under the picture names them with the score, the reasons and the fix. Every cell carries
its pair and score as an SVG `<title>` (a hover tooltip).
"""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING

from workbench.render.html import STYLE, esc, table

if TYPE_CHECKING:
    from workbench.toolset.report import Confusability

MAX_DRAWN = 400  # tools drawn at most (the worst ones)
_SIDE = 720  # px of the square at most


def clustered_order(report: Confusability, floor: float = 0.3) -> list[int]:
    """Tool indices grouped by connected components of pairs >= `floor` (largest and worst first),
    each component walked from its worst pair outwards so neighbours sit next to each other; tools
    without such a pair follow in set order."""
    n = len(report.tools)
    edges: dict[int, list[tuple[float, int]]] = defaultdict(list)
    for i, j, s in report.indexed_pairs():
        if s >= floor:
            edges[i].append((s, j))
            edges[j].append((s, i))
    seen: set[int] = set()
    components: list[list[int]] = []
    for start in sorted(edges, key=lambda k: -max(s for s, _ in edges[k])):
        if start in seen:
            continue
        comp, stack = [], [start]
        seen.add(start)
        while stack:  # depth first along the strongest edge: chains of similar tools stay together
            node = stack.pop()
            comp.append(node)
            for _, other in sorted(edges[node]):
                if other not in seen:
                    seen.add(other)
                    stack.append(other)
        components.append(comp)
    components.sort(key=lambda c: -len(c))
    order = [i for comp in components for i in comp]
    return order + [i for i in range(n) if i not in seen]


def _colour(score: float) -> str:
    """White -> amber -> red as the score goes 0 -> 0.5 -> 1."""
    s = max(0.0, min(1.0, score))
    if s < 0.5:
        t = s / 0.5
        r, g, b = 255, int(255 - 70 * t), int(255 - 200 * t)
    else:
        t = (s - 0.5) / 0.5
        r, g, b = int(255 - 75 * t), int(185 - 160 * t), int(55 - 30 * t)
    return f"#{r:02x}{g:02x}{b:02x}"


def heatmap_html(report: Confusability, *, floor: float = 0.3, label_top: int = 15) -> str:
    """The heatmap of `report` and the table of its worst pairs, as escaped HTML."""
    worst = report.worst_by_tool()
    drawn = [i for i in clustered_order(report, floor) if worst[i] >= floor]
    if len(drawn) > MAX_DRAWN:
        keep = set(sorted(drawn, key=lambda i: -worst[i])[:MAX_DRAWN])
        drawn = [i for i in drawn if i in keep]
    head = (f'{STYLE}<div class="tsw"><b>confusability</b>: {len(report.tools):,} tools, '
            f"{len(report.flagged):,} pairs at or above {report.threshold}; ")
    if not drawn:
        return head + f"no pair scores {floor} or more.</div>"
    hidden = len(report.tools) - len(drawn)
    head += (f"{len(drawn):,} tools drawn in clustered order"
             + (f" ({hidden:,} without a pair >= {floor} left out)" if hidden else "") + ".</div>")
    n = len(drawn)
    cell = max(2, min(18, _SIDE // n))
    names_fit = cell >= 9
    margin = 190 if names_fit else 8
    size = margin + cell * n
    position = {i: k for k, i in enumerate(drawn)}
    pairs = [(s, i, j) for i, j, s in report.indexed_pairs()
             if s >= floor and i in position and j in position]
    pairs.sort(key=lambda t: -t[0])
    labelled = {(i, j): k + 1 for k, (_, i, j) in enumerate(pairs[:label_top])}
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
             f'viewBox="0 0 {size} {size}" role="img" aria-label="confusability heatmap" '
             f'style="font-family:system-ui,sans-serif;font-size:{max(7, min(11, cell - 2))}px">',
             f'<rect x="{margin}" y="{margin}" width="{cell * n}" height="{cell * n}" fill="#fafafa" '
             f'stroke="#ddd"/>']
    for k in range(n):  # the diagonal
        parts.append(f'<rect x="{margin + k * cell}" y="{margin + k * cell}" width="{cell}" '
                     f'height="{cell}" fill="#ccc"/>')
    for s, i, j in pairs:
        x, y = position[i], position[j]
        tip = esc(f"{report.tools[i]} ↔ {report.tools[j]}: {s:.2f}")
        for cx, cy in ((x, y), (y, x)):
            parts.append(f'<rect x="{margin + cx * cell}" y="{margin + cy * cell}" width="{cell}" '
                         f'height="{cell}" fill="{_colour(s)}"><title>{tip}</title></rect>')
        number = labelled.get((i, j))
        if number is not None:
            cx, cy = max(x, y), min(x, y)  # below the diagonal
            parts.append(f'<text x="{margin + cx * cell + cell / 2}" y="{margin + cy * cell + cell / 2}" '
                         f'text-anchor="middle" dominant-baseline="central" font-weight="bold" '
                         f'font-size="{max(8, min(11, cell))}px" fill="#000">{number}</text>')
    if names_fit:
        for k, i in enumerate(drawn):
            label = esc(_short(report.tools[i]))
            parts.append(f'<text x="{margin - 4}" y="{margin + k * cell + cell / 2}" text-anchor="end" '
                         f'dominant-baseline="central">{label}</text>')
            parts.append(f'<text transform="translate({margin + k * cell + cell / 2},{margin - 4}) '
                         f'rotate(-60)" text-anchor="start">{label}</text>')
    parts.append("</svg>")
    legend = (f'<div class="tsw muted">colour: white 0 · amber {report.threshold} · red 1; hover a '
              f"cell for its pair; numbers mark the {min(label_top, len(pairs))} worst pairs</div>")
    rows = []
    for k, (s, i, j) in enumerate(pairs[:label_top]):
        pair = next(p for p in report.pairs if p.a == report.tools[i] and p.b == report.tools[j]
                    and abs(p.score - s) < 1e-9)
        rows.append((k + 1, f"{s:.2f}", pair.a, pair.b, "; ".join(pair.reasons),
                     " / ".join(pair.suggestions)))
    worst_table = table(("#", "score", "a", "b", "reasons", "what to write"), rows,
                        cap=label_top, title="worst pairs")
    return (head + f'<div class="tsw" style="overflow:auto;max-height:820px">{"".join(parts)}</div>'
            + legend + worst_table)


def _short(name: str, limit: int = 28) -> str:
    return name if len(name) <= limit else name[: limit - 1] + "…"
