"""GitHub-flavoured Markdown rendering of a `Document` (for pull-request comments, issues, docs).

Tool text is untrusted: Markdown and HTML metacharacters in it are backslash-escaped (a `|` cannot
split a table cell, a backtick cannot open code, `<script>` stays text), newlines inside a cell
become `<br>`, control and bidi characters are shown inert, and code spans are fenced with more
backticks than the text holds. Long tables are capped with a "showing N of M" line. Figures
(inline SVG, which GitHub strips) are left out.
"""

from __future__ import annotations

import re

from workbench.render.document import Block, Cell, Document, Fields, Figure, Paragraph, Table
from workbench.render.html import DEFAULT_ROW_CAP, shown_blocks
from workbench.render.text import inert

# the characters with an inline meaning in CommonMark or GFM (emphasis, code, links, raw HTML,
# entities, strikethrough, table cells); block markers only matter at the start of a line
_INLINE = re.compile(r"([\\`*_\[\]<>|~&])")
_BLOCK_MARK = re.compile(r"^(\s*)([#+=-])")
_LIST_NUMBER = re.compile(r"^(\s*\d+)([.)])")


def md(text: str) -> str:
    """`text` escaped for Markdown (inline and table-cell context)."""
    out = _INLINE.sub(r"\\\1", inert(text, keep_whitespace=True))
    return out.replace("\r", "").replace("\t", " ").replace("\n", "<br>")


def code(text: str) -> str:
    """`text` as a code span: fenced with one more backtick than its longest run, pipes escaped
    (GFM splits table cells on `|` even inside code)."""
    body = inert(text, keep_whitespace=True).replace("\n", " ").replace("\t", " ")
    runs = [len(r) for r in re.findall(r"`+", body)]
    fence = "`" * (max(runs, default=0) + 1)
    pad = " " if body.startswith(("`", " ")) or body.endswith(("`", " ")) else ""
    return f"{fence}{pad}{body.replace('|', chr(92) + '|')}{pad}{fence}"


def render_markdown(doc: Document, *, cap: int = DEFAULT_ROW_CAP) -> str:
    """The document as Markdown: title and summary first, blocks separated by blank lines."""
    chunks = []
    if doc.title is not None:
        chunks.append("### " + _spans(doc.title))
    if doc.summary is not None:
        chunks.append("**" + _spans(doc.summary) + "**")
    chunks.extend(_block(block, cap) for block in shown_blocks(doc))
    return "\n\n".join(c for c in chunks if c) + "\n"


def _block(block: Block, cap: int) -> str:
    if isinstance(block, Figure):
        return ""  # GitHub strips inline SVG: a figure is for HTML only
    if isinstance(block, Paragraph):
        return _LIST_NUMBER.sub(r"\1\\\2", _BLOCK_MARK.sub(r"\1\\\2", _spans(block)))
    if isinstance(block, Fields):
        return "\n".join(f"- **{md(f.heading)}**: {_content(f.cell)}" for f in block.visible)
    return _table(block, cap)


def _table(table: Table, cap: int) -> str:
    columns, shown = table.shown_columns, table.listed(cap)
    lines = [f"**{md(table.title)}**", ""] if table.title else []
    lines.append("| " + " | ".join(md(table.columns[i].heading) or " " for i in columns) + " |")
    lines.append("|" + "|".join("---" for _ in columns) + "|")
    lines.extend("| " + " | ".join(_content(row[i]) for i in columns) + " |" for row in shown)
    if table.count > len(shown):
        lines += ["", f"*showing {len(shown):,} of {table.count:,}*"]
    return "\n".join(lines)


def _content(c: Cell) -> str:
    if c.empty:
        return ""
    text = code(c.text) if c.code or c.pointer is not None else md(c.text)
    return f"**{text}**" if c.emphasis == "strong" else text


def _spans(paragraph: Paragraph) -> str:
    return "".join(_content(s) for s in paragraph.spans)
