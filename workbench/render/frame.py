"""pandas rendering of a `Document`: its data table as a DataFrame, one column per data column,
holding the cells' values (not their display text). pandas is imported here, inside the
function, and nowhere in the core."""

from __future__ import annotations

from typing import Any

from workbench.render.document import Cell, Document

# the colours of workbench.render.html.STYLE, for a Styler outside the scoped CSS
_CSS = {"error": "color:#b00020;font-weight:600", "warning": "color:#a15c00", "info": "color:#555",
        "muted": "color:#777", "strong": "font-weight:600", "good": "background-color:#e6f4ea",
        "caution": "background-color:#fff4d6", "bad": "background-color:#fde7e9"}


def render_frame(doc: Document, key: str | None = None, *, styled: bool = False) -> Any:
    """A DataFrame of table `key` (default: the document's data table). `styled=True` returns a
    pandas Styler that colours each cell by its severity and emphasis."""
    import pandas as pd

    table = doc.table(key)
    at = [i for i, c in enumerate(table.columns) if c.data]
    frame = pd.DataFrame([[row[i].data for i in at] for row in table.rows],
                         columns=[table.columns[i].key for i in at])
    if not styled:
        return frame
    css = [[_css(row[i]) for i in at] for row in table.rows]
    return frame.style.apply(lambda _: pd.DataFrame(css, index=frame.index, columns=frame.columns),
                             axis=None)


def _css(c: Cell) -> str:
    return ";".join(_CSS[s] for s in (c.severity, c.emphasis) if s)
