"""One tool's view in the dashboard: a header badge and the tabs of a design session.

    Edit     the working copy in a code editor, findings marked where they are, live score
    Form     type arguments as a model would, validated on every keystroke
    Lint     findings with their fixes (apply one: the working copy changes)
    Compare  original and working copy side by side; diff with breaking verdicts and witnesses
    Ledger   who enforces each constraint, per provider
    Strict   the tool converted per strict provider and what moved to the executor
    Probe    attack the schema and the bound executor (with progress)
    Adapter  the generated executor adapter, downloadable
    Export   the working copy (or the whole set with its changes) in any envelope
    Cost     context tokens per provider, original and working copy

The state lives in a `WorkingCopy` (session.py); tabs are built when first opened, and after an
edit only the open tab is rebuilt (the others when next opened). Every callback and every panel
build runs inside the dashboard's error boundary.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from workbench.model import Finding, Tool
from workbench.prober.executors import executor_for
from workbench.render.html import STYLE, esc
from workbench.ui import compare_panel, edit_panel, output_panels, panels
from workbench.ui.badges import badge_html
from workbench.ui.form import SchemaForm
from workbench.ui.session import WorkingCopy

if TYPE_CHECKING:
    from workbench.ui.dashboard import Dashboard

TABS = ("Edit", "Form", "Lint", "Compare", "Ledger", "Strict", "Probe", "Adapter", "Export", "Cost")


class ToolView:
    """The tabs of one tool. `copy` is its working copy; `tool`, `findings` and `score` are the
    working copy's; `versions` are the snapshots saved for the Compare tab's diff."""

    def __init__(self, dashboard: Dashboard, index: int) -> None:
        self.dashboard = dashboard
        self.index = index
        self.original: Tool = dashboard.toolset[index]
        self.boundary = dashboard.boundary
        self.copy = WorkingCopy(self.original, profiles=dashboard.profiles)
        self.executor = executor_for(self.original.name, dashboard.executors)
        self.ledger_profiles = dashboard.ledger_profiles
        self.form: SchemaForm | None = None
        self.probe_report: Any = None
        self.versions: list[tuple[str, Tool]] = []
        self.header = w.HTML(value=self._header_html())
        self.tabs = w.Tab(children=[w.VBox([], layout=w.Layout(overflow="auto")) for _ in TABS])
        for i, title in enumerate(TABS):
            self.tabs.set_title(i, title)
        self.built: set[int] = set()
        self.edit: edit_panel.EditPanel | None = None
        self.compare: compare_panel.ComparePanel | None = None
        self.tabs.observe(self.boundary.wrap(lambda change: self.open(change["new"])),
                          names="selected_index")
        self.widget = w.VBox([self.header, self.tabs])
        self.open(0)

    # -- the working copy ---------------------------------------------------------------------
    @property
    def tool(self) -> Tool:
        return self.copy.tool

    @property
    def findings(self) -> list[Finding]:
        return self.copy.findings

    @property
    def score(self) -> Any:
        return self.copy.score

    @property
    def fixes_applied(self) -> int:
        """Edits and fixes that changed the working copy since the original (0 after a reset)."""
        return self.copy.changes

    def apply_fix(self, finding: Finding) -> None:
        self.copy.apply_fix(finding)
        self.changed(rewrite=True)
        self.boundary.say(f"applied the fix of {finding.rule} to the working copy")

    def replace(self, tool: Tool, why: str) -> None:
        """Make `tool` the working copy (a strict conversion, a loaded version)."""
        self.copy.replace(tool)
        self.changed(rewrite=True)
        self.boundary.say(why)

    def reset(self) -> None:
        self.copy.reset()
        self.changed(rewrite=True)
        self.boundary.say("back to the original tool")

    def save_version(self, label: str | None = None) -> str:
        """Keep the working copy as a named version to diff against later."""
        label = label or f"version {len(self.versions) + 1}"
        self.versions.append((label, self.copy.tool))
        self.boundary.say(f"saved the working copy as {label!r}")
        return label

    def changed(self, *, rewrite: bool = False, tool_changed: bool = True) -> None:
        """The working copy changed: refresh the header, the editor (its text when `rewrite`)
        and the open tab; the other built tabs are rebuilt when next opened."""
        if self.edit is not None:
            self.edit.refresh(rewrite=rewrite)
        self.header.value = self._header_html()
        if not tool_changed:
            return
        self.dashboard.tool_changed(self.index)
        current = self.tabs.selected_index or 0
        stale = self.built - {0}  # the Edit tab updates itself
        self.built -= stale
        for index in stale:
            if index == current:
                self.open(index)
            else:
                self.tabs.children[index].children = []

    # -- tabs ---------------------------------------------------------------------------------
    def open(self, index: int | None) -> None:
        """Build the tab at `index` if it has not been built (tabs are built on first open)."""
        if index is None or index in self.built:
            return
        self.built.add(index)
        holder = self.tabs.children[index]
        holder.children = [self._build(TABS[index])]

    def _build(self, title: str) -> w.Widget:
        try:
            return self._builder(title)(self)
        except Exception as exc:  # one broken panel must not take the dashboard down
            self.boundary.report(exc)
            if self.boundary.raise_errors:
                raise
            return w.HTML(value=f'<div class="tsw" style="color:#b00020">{esc(title)} could not be '
                                f"built: {esc(type(exc).__name__)}: {esc(str(exc))}</div>")

    def _builder(self, title: str) -> Callable[[ToolView], w.Widget]:
        if title == "Form":
            return _form_tab
        return {"Edit": edit_panel.edit_tab, "Lint": panels.lint_panel,
                "Compare": compare_panel.compare_panel, "Ledger": panels.ledger_panel,
                "Strict": output_panels.strict_panel, "Probe": panels.probe_panel,
                "Adapter": output_panels.adapter_panel,
                "Export": output_panels.export_panel, "Cost": panels.cost_panel}[title]

    def tab(self, title: str) -> w.Widget:
        """The built content of a tab (building it now if needed)."""
        index = TABS.index(title)
        self.open(index)
        return self.tabs.children[index].children[0]

    def select(self, title: str) -> w.Widget:
        """Switch to a tab (building it) and return its content."""
        self.tabs.selected_index = TABS.index(title)
        return self.tab(title)

    def show_in_form(self, value: Any) -> None:
        """Fill the Form tab with `value` (a probe witness) and switch to it."""
        self.select("Form")
        assert self.form is not None
        self.form.value = value

    def _header_html(self) -> str:
        copy = self.copy
        note = ""
        if copy.changed:
            note = (f' <span class="muted">· working copy ({copy.changes} change'
                    f'{"s" if copy.changes != 1 else ""}; original scored '
                    f"{esc(self.dashboard.report.scores.get(self.original.name, ''))} in the set)</span>")
        if copy.error is not None:
            note += (f' <span class="sev-error">· the text does not parse ({esc(copy.error.describe())}):'
                     " showing the last good version</span>")
        return (f'{STYLE}<div class="tsw">{badge_html(copy.tool.name, copy.score, copy.findings)}'
                f"{note}</div>")


def _form_tab(view: ToolView) -> w.Widget:
    previous = view.form.value if view.form is not None else None
    view.form = SchemaForm(view.tool, view.executor, raise_errors=view.boundary.raise_errors)
    if previous:
        view.form.value = previous
    return view.form.widget
