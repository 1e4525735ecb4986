"""Plain-text rendering of a `Document`: the CLI's terse layouts, ANSI colours only when asked
(the CLI asks on a TTY). Tool text is shown inert: control and format characters (an ANSI escape
in a description, a bidi override in a name) are printed as `\\uXXXX`, never raw, so a tool
definition cannot recolour, move or rewrite what the terminal shows."""

from __future__ import annotations

import re
import unicodedata
from typing import Callable

from workbench.render.document import (
    Block, Cell, Column, Document, Fields, Paragraph, Table,
)

ANSI = {"error": "\033[31;1m", "warning": "\033[33m", "info": "\033[36m", "muted": "\033[2m",
        "strong": "\033[1m", "good": "\033[32m", "caution": "\033[33m", "bad": "\033[31m"}
RESET = "\033[0m"
_PLACEHOLDER = re.compile(r"\{([A-Za-z0-9_.\-]+)\}")
_HIDDEN = ("Cc", "Cf")

Paint = Callable[[str, Cell], str]


def inert(text: str, *, keep_whitespace: bool = False) -> str:
    """`text` with every control or format character (Unicode Cc, Cf: ANSI escapes, NUL, bidi
    overrides, zero-width marks) written as a visible `\\uXXXX`. `keep_whitespace` keeps newlines
    and tabs (for renderers where they are harmless)."""
    if text.isprintable():  # the fast path: nothing hidden (isprintable is False for Cc and Cf)
        return text
    keep = "\n\t" if keep_whitespace else ""
    return "".join(f"\\u{ord(c):04x}" if c not in keep and unicodedata.category(c) in _HIDDEN else c
                   for c in text)


def render_text(doc: Document, *, color: bool = False) -> str:
    """The document as plain text: title first, summary last, tables in their text layouts."""
    paint = _painter(color)
    chunks: list[list[str]] = []
    if doc.title is not None:
        chunks.append([paragraph_text(doc.title, paint)])
    for block in doc.blocks:
        lines = _block(block, doc, paint)
        if lines:
            chunks.append(lines)
    if doc.summary is not None:
        chunks.append([paragraph_text(doc.summary, paint)])
    lines = []
    for i, chunk in enumerate(chunks):
        if i and doc.blank_lines:
            lines.append("")
        lines.extend(chunk)
    text = "\n".join(lines)
    return text + "\n" if doc.final_newline and text else text


def paragraph_text(paragraph: Paragraph, paint: Paint | None = None) -> str:
    paint = paint or _painter(False)
    return " " * paragraph.indent + "".join(paint(inert(s.text), s) for s in paragraph.spans)


def _painter(color: bool) -> Paint:
    if not color:
        return lambda text, cell: text

    def paint(text: str, cell: Cell) -> str:
        code = ANSI.get(cell.severity or "") or ANSI.get(cell.emphasis or "")
        return f"{code}{text}{RESET}" if code and text else text

    return paint


def _block(block: Block, doc: Document, paint: Paint) -> list[str]:
    if isinstance(block, Paragraph):
        return [paragraph_text(block, paint)]
    if isinstance(block, Fields):
        return _fields(block, paint)
    if block.nest is not None:
        return []  # listed under its parent's rows
    children = [t for t in doc.tables.values() if t.nest is not None and t.nest.parent == block.key]
    if children:
        return _nested(block, children, paint)
    return _table(block, paint)


def _fields(block: Fields, paint: Paint) -> list[str]:
    if block.text:
        columns = tuple(Column(f.key, text_format=f.text_format) for f in block.items)
        return _row_lines(block.text, columns, tuple(f.cell for f in block.items), paint)
    return [f"{inert(f.heading)}: {paint(inert(f.cell.text), f.cell)}" for f in block.items]


def _table(table: Table, paint: Paint) -> list[str]:
    limit = len(table.rows) if table.text_limit is None else max(0, table.text_limit)
    shown = table.rows[:limit]
    if table.text:
        lines = [table.text_title] if table.text_title and shown else []
        for row in shown:
            lines.extend(_row_lines(table.text, table.columns, row, paint))
    else:
        lines = _grid(table, shown, paint)
    hidden = table.count - len(shown)
    if hidden > 0:
        lines.append(f"… {hidden:,} more {table.more}")
    return lines


def _nested(parent: Table, children: list[Table], paint: Paint) -> list[str]:
    groups: list[dict[str, list[tuple[Cell, ...]]]] = []
    for child in children:
        at = child.index(child.nest.column)  # type: ignore[union-attr]
        by_key: dict[str, list[tuple[Cell, ...]]] = {}
        for row in child.rows:
            by_key.setdefault(row[at].text, []).append(row)
        groups.append(by_key)
    key_at = parent.index(children[0].nest.column)  # type: ignore[union-attr]
    keys = [row[key_at].text for row in parent.rows]
    orphans = [k for g in groups for k in g if k not in set(keys)]
    blocks: list[list[str]] = []
    for row, key in [*zip(parent.rows, keys), *((None, k) for k in dict.fromkeys(orphans))]:
        body: list[str] = []
        for child, by_key in zip(children, groups):
            rows = by_key.get(key, [])
            if rows and child.text_title:
                body.append(child.text_title)
            for child_row in rows:
                body.extend(_row_lines(child.text, child.columns, child_row, paint))
        if not body and parent.text_hide_childless:
            continue
        head = (_row_lines(parent.text, parent.columns, row, paint) if row is not None
                else [inert(key)])
        blocks.append(head + body)
    lines: list[str] = []
    for i, block in enumerate(blocks):
        if i and parent.text_gap:
            lines.append("")
        lines.extend(block)
    return lines


def _row_lines(templates: tuple[str, ...], columns: tuple[Column, ...], row: tuple[Cell, ...],
               paint: Paint) -> list[str]:
    cells = {col.key: (col, c) for col, c in zip(columns, row)}
    lines = []
    for template in templates:
        used: list[Cell] = []

        def fill(match: re.Match) -> str:
            col, c = cells[match.group(1)]
            used.append(c)
            return _piece(col, c, paint)

        line = _PLACEHOLDER.sub(fill, template)
        if used and all(c.empty for c in used):
            continue  # e.g. no fix, no witness: no line for it
        lines.append(line)
    return lines


def _piece(column: Column, c: Cell, paint: Paint) -> str:
    if c.empty:
        return ""
    text = inert(c.text)
    if column.text_format is not None:
        number = isinstance(c.data, (int, float)) and not isinstance(c.data, bool)
        text = column.text_format.format(c.data if number else text)
    return paint(text, c)


def _grid(table: Table, rows: tuple[tuple[Cell, ...], ...], paint: Paint) -> list[str]:
    """A table without a text layout: its title, then aligned columns."""
    shown = [i for i, col in enumerate(table.columns) if col.shown]
    texts = [[inert(row[i].text) for i in shown] for row in rows]
    heads = [inert(table.columns[i].heading) for i in shown]
    widths = [max([len(h), *(len(r[j]) for r in texts)]) for j, h in enumerate(heads)]

    def line(parts: list[str], cells: list[Cell] | None) -> str:
        out = []
        for j, part in enumerate(parts):
            pad = part if j == len(parts) - 1 else part.ljust(widths[j])
            out.append(paint(pad, cells[j]) if cells is not None else pad)
        return "  ".join(out).rstrip()

    lines = [inert(table.title)] if table.title else []
    lines.append(line(heads, None))
    lines.extend(line(t, [row[i] for i in shown]) for t, row in zip(texts, rows))
    return lines
