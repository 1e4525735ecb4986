"""Plain-text rendering of a `Document`: the CLI's terse layouts, ANSI colours only when asked
(the CLI asks on a TTY). Tool text is shown inert: control and format characters (an ANSI escape
in a description, a bidi override in a name) are printed as `\\uXXXX`, never raw, so a tool
definition cannot recolour, move or rewrite what the terminal shows."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from workbench.render.document import (
    Block,
    Cell,
    Column,
    Document,
    Fields,
    Figure,
    Paragraph,
    Table,
)

ANSI = {"error": "\033[31;1m", "warning": "\033[33m", "info": "\033[36m", "muted": "\033[2m",
        "strong": "\033[1m", "good": "\033[32m", "caution": "\033[33m", "bad": "\033[31m"}
RESET = "\033[0m"
_PLACEHOLDER = re.compile(r"\{([A-Za-z0-9_.\-]+)\}")
_HIDDEN = ("Cc", "Cf", "Zl", "Zp", "Cs")

# a text layout compiled against its columns: per line, a format string and the cells filling it
Layout = list[tuple[str, tuple[tuple[int, Column], ...]]]


def inert(text: str, *, keep_whitespace: bool = False) -> str:
    """`text` with every control or format character, line or paragraph separator and lone
    surrogate (Unicode Cc, Cf, Zl, Zp, Cs: ANSI escapes, NUL, C1 controls, bidi overrides,
    zero-width marks, U+2028, a `\\ud800` left by JSON) written as a visible `\\uXXXX`.
    `keep_whitespace` keeps newlines and tabs (for renderers where they are harmless)."""
    if text.isprintable():  # the fast path: nothing hidden (False for any Cc, Cf, Zl, Zp, Cs)
        return text
    keep = "\n\t" if keep_whitespace else ""
    return "".join(_escaped(c) if c not in keep and unicodedata.category(c) in _HIDDEN else c
                   for c in text)


def _escaped(char: str) -> str:
    """`char` as a JSON string escape (`\\uXXXX`, a surrogate pair above U+FFFF): readable in a
    terminal, and still the same value inside a JSON document."""
    code = ord(char)
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    code -= 0x10000
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


# The palette's own colour codes: the only escape sequences `terminal_safe` lets through.
_OWN_CODES = re.compile("|".join(re.escape(code) for code in sorted({*ANSI.values(), RESET}, key=len,
                                                                       reverse=True)))


def terminal_safe(text: str) -> str:
    """What the CLI writes (reports, JSON, warnings, errors), made inert as a whole: every hidden
    character (see `inert`) except newline and tab becomes `\\uXXXX`, whatever produced the text,
    so no path can move the cursor, clear the screen, open a hyperlink, reorder a line or fail
    to encode a lone surrogate. Kept: the palette's own colour codes (`ANSI`, `RESET`), and a
    carriage return opening a write (a progress bar redrawing its line). Escapes are JSON
    escapes, and JSON never holds a raw control character outside a string, so a JSON document
    stays valid and equal."""
    lead = "\r" if text.startswith("\r") else ""
    body = text[len(lead):]
    if body.replace("\n", "").replace("\t", "").isprintable():
        return text
    lines = body.split("\n")
    for i, line in enumerate(lines):
        if not line.replace("\t", "").isprintable():
            pieces = _OWN_CODES.split(line)
            codes = _OWN_CODES.findall(line)
            safe = [inert(piece, keep_whitespace=True) for piece in pieces]
            lines[i] = "".join(p + c for p, c in zip(safe, [*codes, ""]))
    return lead + "\n".join(lines)


def render_text(doc: Document, *, color: bool = False) -> str:
    """The document as plain text: title first, summary last, tables in their text layouts."""
    chunks: list[list[str]] = []
    if doc.title is not None:
        chunks.append([paragraph_text(doc.title, color=color)])
    for block in doc.blocks:
        lines = _block(block, doc, color)
        if lines:
            chunks.append(lines)
    if doc.summary is not None:
        chunks.append([paragraph_text(doc.summary, color=color)])
    text = "\n".join(_joined(chunks, doc.blank_lines))
    return text + "\n" if doc.final_newline and text else text


def paragraph_text(paragraph: Paragraph, *, color: bool = False) -> str:
    """One paragraph as a line of plain text."""
    return " " * paragraph.indent + "".join(_paint(inert(s.text), s, color) for s in paragraph.spans)


def _paint(text: str, c: Cell, color: bool) -> str:
    if not color or not text:
        return text
    code = ANSI.get(c.severity or "") or ANSI.get(c.emphasis or "")
    return f"{code}{text}{RESET}" if code else text


def _block(block: Block, doc: Document, color: bool) -> list[str]:
    if isinstance(block, Paragraph):
        return [paragraph_text(block, color=color)]
    if isinstance(block, Fields):
        if block.text:
            return _row_lines(_compile(block.text, block.items), tuple(f.cell for f in block.items),
                              color)
        return [f"{inert(f.heading)}: {_paint(inert(f.cell.text), f.cell, color)}"
                for f in block.visible]
    if isinstance(block, Figure) or not block.in_text:
        return []  # a picture: a terminal cannot draw it
    if block.nest is not None:
        return []  # listed under its parent's rows
    children = [t for t in doc.tables.values() if t.nest is not None and t.nest.parent == block.key]
    if children:
        return _nested(block, children, color)
    return _table(block, color)


def _table(table: Table, color: bool) -> list[str]:
    shown = table.rows if table.text_limit is None else table.rows[:max(0, table.text_limit)]
    if table.text:
        layout = _compile(table.text, table.columns)
        lines = [table.text_title] if table.text_title and shown else []
        for row in shown:
            lines.extend(_row_lines(layout, row, color))
    else:
        lines = _grid(table, shown, color)
    hidden = table.count - len(shown)
    if hidden > 0:
        lines.append(f"… {hidden:,} more {table.more}")
    return lines


def _nested(parent: Table, children: list[Table], color: bool) -> list[str]:
    """The parent's rows, each followed by the child rows whose `nest.column` cell has the text of
    the parent's cell in the same column; child rows no parent row claims come last."""
    groups: list[tuple[Table, Layout, dict[str, list[tuple[Cell, ...]]]]] = []
    keys: list[str] = []
    for child in children:
        column = child.nest.column if child.nest is not None else ""
        at = child.index(column)
        by_key: dict[str, list[tuple[Cell, ...]]] = {}
        for child_row in child.rows:
            by_key.setdefault(child_row[at].text, []).append(child_row)
        groups.append((child, _compile(child.text, child.columns), by_key))
        keys = [row[parent.index(column)].text for row in parent.rows]
    claimed = set(keys)
    orphans = dict.fromkeys(k for _, _, by_key in groups for k in by_key if k not in claimed)
    head_layout = _compile(parent.text, parent.columns)
    blocks: list[list[str]] = []
    for row, key in [*zip(parent.rows, keys), *((None, k) for k in orphans)]:
        body: list[str] = []
        for child, layout, by_key in groups:
            rows = by_key.get(key, ())
            if rows and child.text_title:
                body.append(child.text_title)
            for child_row in rows:
                body.extend(_row_lines(layout, child_row, color))
        if not body and parent.text_hide_childless:
            continue
        head = _row_lines(head_layout, row, color) if row is not None else [inert(key)]
        blocks.append(head + body)
    lines = _joined(blocks, parent.text_gap)
    return [parent.text_title, *lines] if parent.text_title and lines else lines


def _joined(chunks: list[list[str]], blank: bool) -> list[str]:
    lines: list[str] = []
    for i, chunk in enumerate(chunks):
        if i and blank:
            lines.append("")
        lines.extend(chunk)
    return lines


def _compile(templates: tuple[str, ...], columns: Sequence[Column]) -> Layout:
    """Each template line as a format string with positional fields and the cells (index,
    column) that fill them; `{key}` names a column."""
    at = {c.key: (i, c) for i, c in enumerate(columns)}
    layout: Layout = []
    for template in templates:
        parts: list[str] = []
        slots: list[tuple[int, Column]] = []
        last = 0
        for m in _PLACEHOLDER.finditer(template):
            if m.group(1) not in at:
                raise KeyError(f"text layout {template!r} names no column {m.group(1)!r}")
            parts.append(_literal(template[last:m.start()]) + "{}")
            slots.append(at[m.group(1)])
            last = m.end()
        parts.append(_literal(template[last:]))
        layout.append(("".join(parts), tuple(slots)))
    return layout


def _literal(text: str) -> str:
    return text.replace("{", "{{").replace("}", "}}")


def _row_lines(layout: Layout, row: tuple[Cell, ...], color: bool) -> list[str]:
    lines = []
    for form, slots in layout:
        pieces = [_piece(column, row[i], color) for i, column in slots]
        if slots and not any(pieces):
            continue  # e.g. no fix, no witness: no line for it
        lines.append(form.format(*pieces))
    return lines


def _piece(column: Column, c: Cell, color: bool) -> str:
    text = c.text
    if not text:
        return ""
    if not text.isprintable():
        text = inert(text)
    if column.text_format is not None:
        value = c.data
        number = isinstance(value, (int, float)) and not isinstance(value, bool)
        text = column.text_format.format(value if number else text)
    return _paint(text, c, color) if color else text


def _grid(table: Table, rows: tuple[tuple[Cell, ...], ...], color: bool) -> list[str]:
    """A table without a text layout: its title, then aligned columns."""
    shown = table.shown_columns
    texts = [[inert(row[i].text) for i in shown] for row in rows]
    heads = [inert(table.columns[i].heading) for i in shown]
    widths = [max([len(h), *(len(r[j]) for r in texts)]) for j, h in enumerate(heads)]

    def line(parts: list[str], cells: list[Cell] | None) -> str:
        out = []
        for j, part in enumerate(parts):
            pad = part if j == len(parts) - 1 else part.ljust(widths[j])
            out.append(_paint(pad, cells[j], color) if cells is not None else pad)
        return "  ".join(out).rstrip()

    lines = [inert(table.title)] if table.title else []
    lines.append(line(heads, None))
    lines.extend(line(t, [row[i] for i in shown]) for t, row in zip(texts, rows))
    return lines
