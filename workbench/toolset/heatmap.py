"""The confusability heatmap: an inline SVG `Figure` of the report's document (no script, no
network, no CDN), every tool text escaped, readable at hundreds of tools.

Readable at 200+ tools because (1) tools are drawn in clustered order, so confusable groups sit
together as blocks on the diagonal; (2) only tools that have a pair at or above `floor` are drawn
(the count of the others is stated); (3) cells shrink with the number of tools and axis names are
written only while they fit; (4) only the worst pairs get a number in their cell: the number of
their row in the pairs table under the picture, which names them with the score, the reasons and
the fix. Every cell carries its pair and score as an SVG `<title>` (a hover tooltip).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from typing import TYPE_CHECKING

from workbench.jsonutil import shorten
from workbench.render.document import Figure
from workbench.render.html import esc

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


def heatmap(report: Confusability, numbered: Mapping[tuple[int, int], int], *,
            floor: float = 0.3) -> Figure:
    """The heatmap of `report` as a figure (drawn when HTML is rendered); `numbered` gives the
    number written in the cell of a pair (by its tool indices): its row in the pairs table."""
    return Figure(lambda: _draw(report, numbered, floor))


def _draw(report: Confusability, numbered: Mapping[tuple[int, int], int],
          floor: float) -> tuple[str, str]:
    worst = report.worst_by_tool()
    drawn = [i for i in clustered_order(report, floor) if worst[i] >= floor]
    if len(drawn) > MAX_DRAWN:
        keep = set(sorted(drawn, key=lambda i: -worst[i])[:MAX_DRAWN])
        drawn = [i for i in drawn if i in keep]
    if not drawn:
        return "", f"no pair scores {floor} or more: nothing to draw"
    hidden = len(report.tools) - len(drawn)
    n = len(drawn)
    cell = max(2, min(18, _SIDE // n))
    names_fit = cell >= 9
    margin = 190 if names_fit else 8
    size = margin + cell * n
    position = {i: k for k, i in enumerate(drawn)}
    pairs = [(s, i, j) for i, j, s in report.indexed_pairs()
             if s >= floor and i in position and j in position]
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
        number = numbered.get((i, j))
        if number is not None:
            cx, cy = max(x, y), min(x, y)  # below the diagonal
            parts.append(f'<text x="{margin + cx * cell + cell / 2}" y="{margin + cy * cell + cell / 2}" '
                         f'text-anchor="middle" dominant-baseline="central" font-weight="bold" '
                         f'font-size="{max(8, min(11, cell))}px" fill="#000">{number}</text>')
    if names_fit:
        for k, i in enumerate(drawn):
            label = esc(shorten(report.tools[i], 28))
            parts.append(f'<text x="{margin - 4}" y="{margin + k * cell + cell / 2}" text-anchor="end" '
                         f'dominant-baseline="central">{label}</text>')
            parts.append(f'<text transform="translate({margin + k * cell + cell / 2},{margin - 4}) '
                         f'rotate(-60)" text-anchor="start">{label}</text>')
    parts.append("</svg>")
    left_out = f" ({hidden:,} without a pair >= {floor} left out)" if hidden else ""
    caption = (f"{n:,} tools drawn in clustered order{left_out}; colour: white 0 · amber "
               f"{report.threshold} · red 1; hover a cell for its pair; a number in a cell is the "
               "pair's # in the table")
    return "".join(parts), caption
