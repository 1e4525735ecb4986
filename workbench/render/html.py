"""HTML rendering of a `Document`. Every piece of text that comes from a tool is escaped here (tool
poisoning exists: a description may carry `<script>` or `<img onerror>`), and control or bidi
characters are shown inert. CSS is scoped under `.tsw` so a report cannot restyle the notebook
around it. Long tables are capped with a "showing N of M" line.
"""

from __future__ import annotations

import html
import json
from collections.abc import Iterable, Sequence
from typing import Any

from workbench.render.document import (
    SEVERITIES,
    Block,
    Cell,
    Column,
    Document,
    Fields,
    Figure,
    Paragraph,
    Table,
    cell,
)
from workbench.render.text import inert

DEFAULT_ROW_CAP = 50

STYLE = """<style>
.tsw{font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:13px}
.tsw table{border-collapse:collapse;margin:4px 0}
.tsw th,.tsw td{border:1px solid #ddd;padding:3px 6px;text-align:left;vertical-align:top}
.tsw th{background:#f4f4f4}
.tsw .sev-error{color:#b00020;font-weight:600}.tsw .sev-warning{color:#a15c00}.tsw .sev-info{color:#555}
.tsw .tone-good{background:#e6f4ea}.tsw .tone-caution{background:#fff4d6}.tsw .tone-bad{background:#fde7e9}
.tsw .muted{color:#777}.tsw code{font-size:12px;white-space:pre-wrap}.tsw .fields .key{color:#777}
.tsw .figure{overflow:auto;max-height:820px}
</style>"""


def esc(value: Any) -> str:
    """Escape any value for HTML text or attribute context (non-strings as compact JSON; control
    and format characters made visible)."""
    if value is None:
        return ""
    if not isinstance(value, str):
        value = json.dumps(value, ensure_ascii=False, default=str)
    return html.escape(inert(value, keep_whitespace=True), quote=True)


def render_html(doc: Document, *, cap: int = DEFAULT_ROW_CAP) -> str:
    """The document as one scoped HTML fragment: title and summary first, then the blocks."""
    parts = [STYLE, '<div class="tsw">']
    if doc.title is not None:
        parts.append(f"<div><b>{_spans(doc.title)}</b></div>")
    if doc.summary is not None:
        parts.append(f"<div><b>{_spans(doc.summary)}</b></div>")
    parts.extend(_block(block, cap) for block in shown_blocks(doc))
    parts.append("</div>")
    return "".join(parts)


def shown_blocks(doc: Document) -> list[Block]:
    """The blocks rich renderers show: not the tables meant for plain text or a DataFrame only,
    and not an empty table (it says nothing beyond its title) unless it is the data table, whose
    columns a reader may look for."""
    return [b for b in doc.blocks
            if not (isinstance(b, Table) and (not b.in_rich or (not b.rows and b.count == 0
                                                                 and b.key != doc.data)))]


def _block(block: Block, cap: int) -> str:
    if isinstance(block, Paragraph):
        return f"<div>{_spans(block)}</div>"
    if isinstance(block, Fields):
        items = " · ".join(f'<span class="key">{esc(f.heading)}</span> {_content(f.cell)}'
                           for f in block.visible)
        return f'<div class="fields">{items}</div>'
    if isinstance(block, Figure):
        svg, caption = block.drawn()  # the markup checked: drawing elements only
        picture = f'<div class="figure">{svg}</div>' if svg else ""
        return picture + (f'<div class="muted">{esc(caption)}</div>' if caption else "")
    return _table(block, cap)


def _table(table: Table, cap: int) -> str:
    columns, shown = table.shown_columns, table.listed(cap)
    parts = [f"<div><b>{esc(table.title)}</b></div>"] if table.title else []
    parts.append("<table><thead><tr>" + "".join(f"<th>{esc(table.columns[i].heading)}</th>"
                                                for i in columns) + "</tr></thead><tbody>")
    for row in shown:
        parts.append("<tr>" + "".join(_td(row[i]) for i in columns) + "</tr>")
    parts.append("</tbody></table>")
    if table.count > len(shown):
        parts.append(f'<div class="muted">showing {len(shown):,} of {table.count:,}</div>')
    return "".join(parts)


def _classes(c: Cell) -> str:
    out = []
    if c.severity in SEVERITIES:
        out.append(f"sev-{c.severity}")
    if c.emphasis == "muted":
        out.append("muted")
    elif c.emphasis in ("good", "caution", "bad"):
        out.append(f"tone-{c.emphasis}")
    return " ".join(out)


def _content(c: Cell) -> str:
    text = esc(c.text)
    if c.code or c.pointer is not None:
        text = f"<code>{text}</code>"
    if c.emphasis == "strong":
        text = f"<b>{text}</b>"
    return text


def _td(c: Cell) -> str:
    attrs = ""
    classes = _classes(c)
    if classes:
        attrs += f' class="{classes}"'
    if c.pointer is not None:
        attrs += f' data-pointer="{esc(c.pointer)}"'
    return f"<td{attrs}>{_content(c)}</td>"


def _spans(paragraph: Paragraph) -> str:
    out = []
    for span in paragraph.spans:
        classes = _classes(span)
        content = _content(span)
        out.append(f'<span class="{classes}">{content}</span>' if classes else content)
    return "".join(out)


_CLASS_STYLE = {"muted": {"emphasis": "muted"}, "sev-error": {"severity": "error"},
                "sev-warning": {"severity": "warning"}, "sev-info": {"severity": "info"},
                "tone-good": {"emphasis": "good"}, "tone-caution": {"emphasis": "caution"},
                "tone-bad": {"emphasis": "bad"}}


def table(columns: Sequence[str], rows: Iterable[Sequence[Any]], *, total: int | None = None,
          cap: int = DEFAULT_ROW_CAP, cell_classes: Sequence[Sequence[str]] | None = None,
          title: str | None = None) -> str:
    """One escaped, capped HTML table (with the style), for widgets that show a table alone.
    `cell_classes` use the classes of STYLE (`sev-error`, `muted`, `tone-bad`, ...)."""
    cells = []
    for i, row in enumerate(rows):
        classes = cell_classes[i] if cell_classes else [""] * len(row)
        cells.append(tuple(cell(v, **_CLASS_STYLE.get(cls, {})) for v, cls in zip(row, classes)))
    block = Table(tuple(Column(c) for c in columns), tuple(cells), title=title or "", total=total,
                  cap=cap)
    return render_html(Document((block,)), cap=cap)


def tool_html(tool: Any) -> str:
    """One tool (a `Tool`) as HTML: name, format, origin, description and its parameters."""
    return render_html(tool.to_document())
