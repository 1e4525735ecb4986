"""The tabs that turn the working copy into something to take away:

- Strict: the tool converted for each strict provider (`workbench.to_strict`), shown in its own
  envelope, with the table of what the conversion moved to the executor; "use as working copy";
- Adapter: the executor adapter generated from the ledger (`workbench.executor_kit`), with the
  executor's checklist above it; Copy, Download, or write it next to the notebook;
- Export: the working copy, or the whole set with every applied change, in its own envelope or
  another provider's, as JSON or YAML (`export.py`); Copy, Download, or write to a file.

Code is shown in read-only editors (editor.py) whose Copy and Download buttons work in the
browser alone; writing to a file happens in the kernel.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from workbench.render.html import STYLE, esc
from workbench.ui import export
from workbench.ui.editor import code_view

if TYPE_CHECKING:
    from workbench.ui.tool_view import ToolView


def _note(text: str, cls: str = "muted") -> w.HTML:
    return w.HTML(value=f'<div class="tsw {cls}">{esc(text)}</div>')


def _write_row(view: ToolView, default: str, text: Callable[[], str], what: str) -> w.Widget:
    """A path box and a "write" button that saves `text()` there (in the kernel's folder)."""
    path = w.Text(value=default, description="file", style={"description_width": "30px"},
                  layout=w.Layout(width="360px"))
    button = w.Button(description="write", icon="save", tooltip=f"write {what} to this file",
                      layout=w.Layout(width="90px"))

    def go(_: Any) -> None:
        written = export.write_text(path.value.strip() or default, text())
        view.boundary.say(f"wrote {what} to {written}")

    button.on_click(view.boundary.wrap(go))
    return w.HBox([path, button])


def strict_panel(view: ToolView) -> w.Widget:
    from workbench.strict import STRICT_PROVIDERS, to_strict

    provider = w.ToggleButtons(options=list(STRICT_PROVIDERS), value=STRICT_PROVIDERS[0],
                               tooltips=[f"convert for {p}" for p in STRICT_PROVIDERS])
    summary = w.HTML(value="")
    delta = w.HTML(value="")
    code = code_view("", language="json", height="18em", label="the tool after strict conversion")
    adopt = w.Button(description="use as working copy", icon="check",
                     tooltip="make the converted tool the working copy (undo: reset or the editor's undo)",
                     layout=w.Layout(width="200px"))
    state: dict[str, Any] = {}

    def show(_: Any = None) -> None:
        result = to_strict(view.tool, provider.value)
        state["result"] = result
        code.value = export.to_text(export.envelope_document(result.tool))
        code.filename = export.file_name(view.tool.name, provider.value, "json")
        moved = result.demoted
        summary.value = (f'{STYLE}<div class="tsw"><b>{esc(result.provider)}</b>: '
                         f"{len(result.delta)} change(s); <b>{len(moved)} constraint(s) moved to the "
                         "executor</b> (the provider will not enforce them: your code must)</div>")
        items = "".join(f"<li><code>{esc(d.path or '/')}</code> {esc(d.constraint)}: {esc(d.note)}</li>"
                        for d in moved[:40])
        delta.value = ((f'<div class="tsw"><b>what moved to the executor</b><ul>{items}</ul></div>'
                        if items else "") + result._repr_html_())

    provider.observe(view.boundary.wrap(show), names="value")
    adopt.on_click(view.boundary.wrap(lambda _: view.replace(
        state["result"].tool, f"the {state['result'].provider} conversion is now the working copy")))
    show()
    return w.VBox([provider, summary, delta, code, adopt])


def adapter_panel(view: ToolView) -> w.Widget:
    from workbench.executor_kit import adapter_source, checklist

    tool = view.tool
    source = adapter_source(tool, profiles=view.ledger_profiles)
    steps = checklist(tool, profiles=view.ledger_profiles).get(tool.name, [])
    items = "".join(f"<li>{esc(step)}</li>" for step in steps[:60])
    filename = f"{export.safe_stem(tool.name)}_adapter.py"
    head = w.HTML(value=f'{STYLE}<div class="tsw"><b>what the executor must do</b> (the adapter '
                        f"below does the mechanical part; run it with your handler)<ol>{items}</ol></div>")
    code = code_view(source, language="python", filename=filename, height="24em",
                     label=f"generated adapter for {tool.name}")
    return w.VBox([head, code, _write_row(view, filename, lambda: source, "the adapter")])


def export_panel(view: ToolView) -> w.Widget:
    tool = view.tool
    own = f"its own ({tool.source_format})"
    envelope = w.Dropdown(options=[(own, export.OWN)] + [(e, e) for e in export.ENVELOPES],
                          value=export.OWN, description="envelope",
                          style={"description_width": "60px"}, layout=w.Layout(width="280px"))
    language = w.ToggleButtons(options=[("JSON", "json"), ("YAML", "yaml")], value="json",
                               style={"button_width": "60px"})
    scope = w.ToggleButtons(options=[("this tool", "tool"), ("the whole set", "set")], value="tool",
                            tooltips=["the working copy of this tool",
                                      "every tool, with the working copies of the tools you changed"])
    note = w.HTML(value="")
    code = code_view("", language="json", height="20em", label="exported tool definition")
    state: dict[str, str] = {"text": ""}

    def show(_: Any = None) -> None:
        if scope.value == "set":
            toolset = view.dashboard.working_set()
            changed = view.dashboard.changed_tools()
            document = export.set_document(toolset, envelope.value)
            name = "tools"
            note.value = (f'<div class="tsw muted">{len(toolset)} tools, {len(changed)} with applied '
                          f"changes{': ' + esc(', '.join(changed[:10])) if changed else ''}</div>")
        else:
            document = export.envelope_document(view.tool, envelope.value)
            name = view.tool.name
            note.value = ""
        state["text"] = export.to_text(document, language.value)
        code.language = language.value
        code.value = state["text"]
        code.filename = export.file_name(name, envelope.value, language.value)
        path.value = code.filename

    for control in (envelope, language, scope):
        control.observe(view.boundary.wrap(show), names="value")
    writer = _write_row(view, "tools.json", lambda: state["text"], "the export")
    path = writer.children[0]
    show()
    return w.VBox([w.HBox([scope, envelope, language]), note, code, writer])
