"""`CodeEditor`: a CodeMirror 6 editor as an anywidget, with its assets in the package.

The browser side is `static/editor.js` (built from `editor_src/` by `editor_src/build.sh`:
CodeMirror bundled and minified, nothing fetched at run time, so it works offline and on Binder)
and `static/editor.css`. It highlights JSON or YAML, shows `diagnostics` as underlines, gutter
marks and tooltips, keeps its own undo history (Undo/Redo buttons and the usual keys), and sends
the text back `debounce_ms` after the last keystroke. Read-only editors with `filename` and
`copy_button` serve as downloadable, copyable code views (generated adapters, exports).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anywidget
import traitlets as t

STATIC = Path(__file__).resolve().parent / "static"


class CodeEditor(anywidget.AnyWidget):
    """A code editor. `value` is the text (both ways); `diagnostics` are marks
    `{"from", "to", "severity", "message"}` in UTF-16 offsets of `diagnostics_for` (the text they
    were computed for: the browser shows them only while it shows that text)."""

    _esm = (STATIC / "editor.js").read_text(encoding="utf-8")
    _css = (STATIC / "editor.css").read_text(encoding="utf-8")

    value = t.Unicode("").tag(sync=True)
    language = t.Enum(("json", "yaml", "python", "text"), default_value="json").tag(sync=True)
    diagnostics = t.List(t.Dict()).tag(sync=True)
    diagnostics_for = t.Unicode("").tag(sync=True)
    read_only = t.Bool(False).tag(sync=True)
    debounce_ms = t.Int(350).tag(sync=True)
    height = t.Unicode("24em").tag(sync=True)
    label = t.Unicode("code editor").tag(sync=True)
    filename = t.Unicode("").tag(sync=True)
    copy_button = t.Bool(False).tag(sync=True)

    def show(self, text: str, diagnostics: list[dict[str, Any]] | None = None) -> None:
        """Set the text and its marks in one go (one message to the browser)."""
        with self.hold_sync():
            self.value = text
            self.diagnostics = diagnostics or []
            self.diagnostics_for = text

    def mark(self, diagnostics: list[dict[str, Any]], text: str) -> None:
        """Marks computed for `text` (ignored by the browser once the text has moved on)."""
        with self.hold_sync():
            self.diagnostics = diagnostics
            self.diagnostics_for = text

    def undo(self) -> None:
        self.send({"command": "undo"})

    def redo(self) -> None:
        self.send({"command": "redo"})

    def select(self, start: int, end: int) -> None:
        """Select a UTF-16 range in the browser and scroll it into view."""
        self.send({"command": "select", "from": int(start), "to": int(end)})

    def __repr__(self) -> str:  # never serialise the bundle or the text
        return f"<CodeEditor {self.language}, {len(self.value):,} characters>"


def code_view(text: str, *, language: str = "text", filename: str = "", height: str = "20em",
              label: str = "generated code") -> CodeEditor:
    """A read-only, highlighted view of `text` with Copy and (when `filename` is given)
    Download buttons."""
    return CodeEditor(value=text, language=language, read_only=True, filename=filename,
                      copy_button=True, height=height, label=label)
