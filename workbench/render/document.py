"""The neutral document every human rendering is made from.

A report describes itself once, as a `Document`: a title, blocks (paragraphs, key/value lists,
tables) and a summary. The shared renderers turn that one document into plain text
(`workbench.render.text`), HTML (`workbench.render.html`), Markdown
(`workbench.render.markdown`) and a pandas DataFrame (`workbench.render.frame`); no report writes
text, HTML or frames by hand. JSON, CSV and SARIF are contracts with their own exact shapes and
stay with the reports.

Cells carry what people read (`text`), what a DataFrame holds (`value`), and how to show it: a
severity (`error`, `warning`, `info`), an emphasis (`strong`, `muted`, or a tone `good`,
`caution`, `bad`), the JSON pointer the cell is about and
whether it is code. Every piece of text in a cell may come from a tool definition and is
untrusted: renderers escape it.

Plain text keeps the terse, grep-friendly layouts the CLI has always printed: a table may carry a
`text` layout, one template per line of a row, whose `{key}` placeholders are the cells of that
row (each rendered through its column's `text_format`). A line whose placeholders are all empty
cells is left out (a finding without a fix has no "fix:" line). A table may be listed, in plain
text only, under the matching rows of another table (`nest`): findings under their tool. A table
may be for one kind of rendering only (`in_text`, `in_rich`): a data table only a DataFrame
reads, or the reasons of each pair listed line by line in plain text while rich renderers show
them in a column of the pair.

A `Figure` is a picture only HTML draws (SVG markup the report draws, when asked, with every
tool text escaped); plain text and Markdown leave it out.
"""

from __future__ import annotations

import gc
import json
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, NamedTuple, TypeVar

SEVERITIES = ("error", "warning", "info")
EMPHASES = ("strong", "muted", "good", "caution", "bad")
_TEXT = object()  # Cell.value not given: the DataFrame holds the text


class Cell(NamedTuple):
    """One piece of content. `value` is what a DataFrame holds (default: `text`). A named tuple,
    not a dataclass: a report of a large corpus has a hundred thousand cells, and a tuple is the
    cheapest immutable record to build. Severities and emphases outside the vocabularies above
    are shown plain."""

    text: str = ""
    value: Any = _TEXT
    severity: str | None = None
    emphasis: str | None = None
    pointer: str | None = None
    code: bool = False

    @property
    def data(self) -> Any:
        """The value a DataFrame holds for this cell."""
        return self.text if self.value is _TEXT else self.value

    @property
    def empty(self) -> bool:
        """True when the cell shows nothing."""
        return self.text == ""


class PlainCells(dict[str, Cell]):
    """Plain cells by their text, each built once: a report repeats tool names, rule ids,
    statuses thousands of times (`cells = PlainCells(); cells["warning"]`)."""

    def __missing__(self, text: str) -> Cell:
        made = self[text] = Cell(text)
        return made


def cell(value: Any, **style: Any) -> Cell:
    """A cell for any value: strings as they are, None as empty, anything else as compact JSON
    text (the DataFrame keeps the value itself)."""
    if isinstance(value, Cell):
        return value
    if value is None:
        return Cell("", None, **style)
    if isinstance(value, str):
        return Cell(value, **style)
    return Cell(json.dumps(value, ensure_ascii=False, default=str), value, **style)


@dataclass(frozen=True)
class Paragraph:
    """A line of inline cells (spans), e.g. a heading: a bold name, a plain score, a muted origin."""

    spans: tuple[Cell, ...]
    indent: int = 0  # plain text only: leading spaces

    @classmethod
    def of(cls, *parts: Cell | str, indent: int = 0) -> Paragraph:
        """A paragraph of cells or plain strings."""
        return cls(tuple(p if isinstance(p, Cell) else Cell(p) for p in parts), indent)

    @property
    def text(self) -> str:
        """The paragraph's text, unstyled."""
        return "".join(s.text for s in self.spans)


@dataclass(frozen=True)
class Column:
    """A table column. `key` names it in DataFrames and text layouts; `label` heads it for people.
    `text_format` (a `str.format` pattern applied to the cell's value, in plain text layouts only)
    pads or decorates the cell: `"{:<7}"`, `" [suppressed]"`; empty cells stay empty.
    `shown=False`: a data column people do not see in HTML or Markdown tables; `data=False`: a
    display column a DataFrame leaves out."""

    key: str
    label: str | None = None
    text_format: str | None = None
    shown: bool = True
    data: bool = True

    @property
    def heading(self) -> str:
        """What heads the column for people: the label, else the key."""
        return self.key if self.label is None else self.label


@dataclass(frozen=True)
class Nest:
    """Plain text lists this table's rows under the row of table `parent` whose cell in column
    `column` (a key both tables have) has the same text: findings under their tool."""

    parent: str
    column: str


@dataclass(frozen=True)
class Table:
    """Rows of cells under columns. `key` names the table (frames and nesting refer to it);
    `title` is a caption for rich renderers; `total` counts the rows that exist when only the
    first ones are listed. Rich renderers show at most `cap` rows (None: their default) and say
    "showing N of M"; plain text shows at most `text_limit` rows and says "… N more {more}".
    Plain text only: `text_title` is a line before the rows (before each group's rows when
    nested); for a table other tables nest under, `text_gap` puts a blank line between its rows
    and `text_hide_childless` leaves out rows that have nothing nested under them.
    `in_text=False`: plain text leaves the table out; `in_rich=False`: HTML and Markdown leave it
    out (a table only a DataFrame reads has both False)."""

    columns: tuple[Column, ...]
    rows: tuple[tuple[Cell, ...], ...]
    key: str = ""
    title: str = ""
    total: int | None = None
    cap: int | None = None
    text: tuple[str, ...] = ()
    text_title: str = ""
    text_limit: int | None = None
    more: str = "row(s)"
    nest: Nest | None = None
    text_gap: bool = False
    text_hide_childless: bool = False
    in_text: bool = True
    in_rich: bool = True

    def __post_init__(self) -> None:
        width = len(self.columns)
        for row in self.rows:
            if len(row) != width:
                raise ValueError(f"table {self.key!r}: a row has {len(row)} cells for {width} columns")

    @property
    def count(self) -> int:
        """How many rows exist (listed or not)."""
        return len(self.rows) if self.total is None else max(self.total, len(self.rows))

    @property
    def shown_columns(self) -> list[int]:
        """The indices of the columns people see."""
        return [i for i, c in enumerate(self.columns) if c.shown]

    def listed(self, cap: int | None) -> tuple[tuple[Cell, ...], ...]:
        """The rows a rich renderer lists: at most the table's own cap, else `cap`."""
        limit = cap if self.cap is None else self.cap
        return self.rows if limit is None else self.rows[:limit]

    def index(self, key: str) -> int:
        """The position of column `key` (KeyError when there is none)."""
        for i, c in enumerate(self.columns):
            if c.key == key:
                return i
        raise KeyError(f"table {self.key!r} has no column {key!r}")


def table(columns: Sequence[Column | str], rows: Iterable[Sequence[Any]], **options: Any) -> Table:
    """A Table from plain values (each turned into a cell by `cell`) or cells."""
    cols = tuple(c if isinstance(c, Column) else Column(c) for c in columns)
    return Table(cols, tuple(tuple(cell(v) for v in row) for row in rows), **options)


def lines_under(key: str, parent: str, rows: Iterable[tuple[Cell, Cell]], line: str, *,
                column: str = "#") -> Table:
    """A table only plain text lists: one `line` (a layout naming `{line}`) per (parent cell,
    text cell) pair, under the row of table `parent` whose `column` cell has the same text: the
    notes of a tool, the diff of a change. Rich renderers leave it out; the parent shows the same
    text in a column of its own."""
    return Table((Column(column), Column("line")), tuple(rows), key=key, nest=Nest(parent, column),
                 in_rich=False, text=(line,))


@dataclass(frozen=True)
class Field(Column):
    """One entry of a key/value list: a column of one cell."""

    cell: Cell = Cell()


@dataclass(frozen=True)
class Fields:
    """A key/value list (a record shown as such). `text`: an optional plain-text layout, as for
    tables, whose placeholders are the keys."""

    items: tuple[Field, ...]
    text: tuple[str, ...] = ()

    @property
    def visible(self) -> tuple[Field, ...]:
        """The entries people see (not the data-only ones)."""
        return tuple(f for f in self.items if f.shown)


# the SVG elements a figure may hold: drawing and tooltips, nothing that runs, loads or links
_FIGURE_ELEMENTS = frozenset({"svg", "g", "rect", "line", "path", "circle", "text", "tspan",
                              "title", "desc"})
_ELEMENT = re.compile(r"<\s*/?\s*([A-Za-z][\w:.-]*)")


@dataclass(frozen=True)
class Figure:
    """A picture only HTML draws. `draw()` returns finished SVG markup, in which the report
    escaped every piece of tool text (`workbench.render.html.esc`), and a caption line (escaped by
    the renderer); it runs only when HTML is rendered, so plain text never pays for a picture it
    leaves out. Plain text and Markdown leave the figure out. The markup may hold drawing
    elements only (no script, link, image or foreign object): markup holding another element is
    a bug in the report that drew it and is refused (`drawn`)."""

    draw: Callable[[], tuple[str, str]]

    def drawn(self) -> tuple[str, str]:
        """The markup and the caption; ValueError when the markup is not SVG of drawing
        elements only."""
        svg, caption = self.draw()
        if svg and not svg.lstrip().startswith("<svg"):
            raise ValueError("a figure is SVG markup: it must start with <svg")
        found = {m.group(1).lower() for m in _ELEMENT.finditer(svg)} - _FIGURE_ELEMENTS
        if found:
            raise ValueError(f"a figure may not hold {', '.join(sorted(found))} elements")
        return svg, caption


Block = Paragraph | Fields | Table | Figure


@dataclass(frozen=True)
class Document:
    """One report, ready for any renderer. `data` is the key of the table a DataFrame is made
    of. Plain text prints the title first and the summary last (where a terminal leaves the
    eye); rich renderers print both first. `blank_lines`: plain text separates blocks by a blank
    line. `final_newline`: plain text ends with a newline (unless it is empty)."""

    blocks: tuple[Block, ...]
    title: Paragraph | None = None
    summary: Paragraph | None = None
    data: str = ""
    blank_lines: bool = False
    final_newline: bool = False
    tables: dict[str, Table] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        found: dict[str, Table] = {}
        for block in self.blocks:
            if isinstance(block, Table) and block.key:
                if block.key in found:
                    raise ValueError(f"two tables named {block.key!r}")
                found[block.key] = block
        object.__setattr__(self, "tables", found)
        if self.data and self.data not in found:
            raise ValueError(f"no table named {self.data!r} for the DataFrame")

    def table(self, key: str | None = None) -> Table:
        """The table named `key` (default: the DataFrame's table)."""
        name = self.data if key is None else key
        if name not in self.tables:
            raise KeyError(f"no table named {name!r}")
        return self.tables[name]


_T = TypeVar("_T")


@contextmanager
def paused_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector while a document is built and rendered: that allocates
    one small object per cell and no reference cycles, and with a large corpus loaded the
    collector's full passes would cost several times the rendering itself (the lint engine
    pauses it for the same reason)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def rendered(build: Callable[[], Document], render: Callable[[Document], _T]) -> _T:
    """`render(build())` with the collector paused."""
    with paused_gc():
        return render(build())


class Rendered:
    """The human renderings of a result that describes itself as one `Document`: mixed into the
    report classes, which define `to_document()`."""

    def to_document(self) -> Document:
        """The result as one document (each report class defines it)."""
        raise NotImplementedError(f"{type(self).__name__} must define to_document()")

    def to_text(self, *, color: bool = False) -> str:
        """Plain text (ANSI colours only when `color`), as the CLI prints it."""
        from workbench.render.text import render_text

        return rendered(self.to_document, lambda doc: render_text(doc, color=color))

    def to_markdown(self) -> str:
        """GitHub-flavoured Markdown (tool text escaped; long tables capped)."""
        from workbench.render.markdown import render_markdown

        return rendered(self.to_document, render_markdown)

    def to_html(self) -> str:
        """The HTML report (tool text escaped, long tables capped, CSS scoped), as shown in a
        notebook."""
        from workbench.render.html import render_html

        return rendered(self.to_document, render_html)

    def _repr_html_(self) -> str:
        return self.to_html()

    def to_frame(self) -> Any:
        """A pandas DataFrame of the report's main table (pandas is imported here, lazily)."""
        from workbench.render.frame import render_frame

        return rendered(self.to_document, render_frame)
