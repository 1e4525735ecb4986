"""The Edit tab: the working copy in a code editor, and beside it what the tool's findings and
score are as you type.

The editor (editor.py) sends its text a moment after the last keystroke (debounced in the
browser); the working copy (session.py) parses it, re-lints it and puts the findings back on the
text as marks. A text that does not parse is marked at its line and the last good version stays
in force everywhere else. Undo and redo are the editor's own (buttons and keys); "reset to the
original" and "save version" are here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as w

from workbench.render.html import STYLE, esc, table
from workbench.ui.editor import CodeEditor

if TYPE_CHECKING:
    from workbench.ui.tool_view import ToolView

FINDINGS_LISTED = 40


class EditPanel:
    """The editor, its toolbar, and a live summary (score before and after, findings with a
    "go to" list that selects a finding's place in the editor)."""

    def __init__(self, view: ToolView) -> None:
        self.view = view
        copy = view.copy
        boundary = view.boundary
        self.marks: list[dict[str, Any]] = copy.diagnostics()
        self.editor = CodeEditor(value=copy.text, language=copy.language, diagnostics=self.marks,
                                 diagnostics_for=copy.text, height="26em",
                                 label=f"{copy.tool.name}: name, description and parameters")
        self.editor.add_class("tsw-tool-editor")
        self.editor.observe(boundary.wrap(self._typed), names="value")
        self.language = w.ToggleButtons(options=[("JSON", "json"), ("YAML", "yaml")],
                                        value=copy.language, tooltips=["edit as JSON", "edit as YAML"],
                                        style={"button_width": "52px"},
                                        layout=w.Layout(width="auto", flex="0 0 auto"))
        self.language.observe(boundary.wrap(self._switch), names="value")
        reset = w.Button(description="reset to the original", icon="undo",
                         tooltip="throw the working copy away and start again from the original",
                         layout=w.Layout(width="190px"))
        reset.on_click(boundary.wrap(lambda _: view.reset()))
        save = w.Button(description="save version", icon="bookmark",
                        tooltip="keep this version to diff against in the Compare tab",
                        layout=w.Layout(width="140px"))
        save.on_click(boundary.wrap(lambda _: view.save_version()))
        self.goto = w.Select(options=[], rows=6, layout=w.Layout(width="100%"),
                             description="go to", style={"description_width": "40px"})
        self.goto.observe(boundary.wrap(self._go), names="value")
        self.summary = w.HTML(value="")
        self.summary.add_class("tsw-edit-summary")
        side = w.VBox([self.summary, self.goto], layout=w.Layout(flex="2 1 0", min_width="260px"))
        main = w.VBox([w.HBox([self.language, reset, save]), self.editor],
                      layout=w.Layout(flex="3 1 0", min_width="360px"))
        self.widget = w.HBox([main, side], layout=w.Layout(width="100%", flex_flow="row wrap"))
        self._summarise()

    def _typed(self, change: Any) -> None:
        copy = self.view.copy
        if change["new"] == copy.text:
            return  # the text the kernel just set, echoed back
        changed = copy.edit(change["new"])
        self.view.changed(tool_changed=changed)

    def _switch(self, change: Any) -> None:
        self.view.copy.set_language(change["new"])
        self.editor.language = change["new"]
        self.refresh(rewrite=True)

    def _go(self, change: Any) -> None:
        index = change["new"]
        if index is not None and 0 <= index < len(self.marks):
            self.editor.select(self.marks[index]["from"], self.marks[index]["to"])

    def refresh(self, *, rewrite: bool = False) -> None:
        """Put the working copy's marks (and, when `rewrite`, its text) on the editor."""
        copy = self.view.copy
        self.marks = copy.diagnostics()
        if rewrite:
            self.editor.show(copy.text, self.marks)
        else:
            self.editor.mark(self.marks, copy.text)
        self._summarise()

    def _summarise(self) -> None:
        copy = self.view.copy
        before, after = copy.baseline[1], copy.score
        head = f'<div><b>score</b> original {esc(before)} → working copy <b class="tsw-working-score">{esc(after)}</b>'
        if isinstance(before, int) and isinstance(after, int) and after != before:
            head += f" ({'+' if after > before else ''}{after - before})"
        head += "</div>"
        if copy.error is not None:
            head += (f'<div class="sev-error tsw-parse-error" role="alert">does not parse: '
                     f"{esc(copy.error.describe())}. The last good version stays in force.</div>")
        active = [f for f in sorted(copy.findings, key=lambda f: f.sort_key()) if not f.suppressed]
        rows = [(f.severity, f.rule, f.path or "(tool)", f.message) for f in active]
        classes = [(f"sev-{f.severity}", "", "", "") for f in active]
        body = (table(("severity", "rule", "where", "message"), rows, cap=FINDINGS_LISTED,
                      cell_classes=classes) if rows
                else '<div style="color:#137333">&#10003; no findings</div>')
        self.summary.value = f'{STYLE}<div class="tsw">{head}{body}</div>'
        if copy.error is None:
            options = [(f"{m['severity']}: {m['message'].split(': ', 2)[1]}", i)
                       for i, m in enumerate(self.marks)]
        else:
            options = [("error: the parse error", 0)]
        with self.goto.hold_trait_notifications():
            self.goto.options = options
            self.goto.value = None


def edit_tab(view: ToolView) -> w.Widget:
    view.edit = EditPanel(view)
    return view.edit.widget
