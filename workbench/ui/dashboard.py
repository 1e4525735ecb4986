"""`workbench.show(toolset)`: the dashboard. A searchable tool list with a badge per tool (score
and finding counts) and, per tool, the tabs Form, Lint, Ledger, Probe and Schema; under it the Set
panel (set_panel.py: confusability heatmap, routing, parallel safety, discoverability).

Built for big sets: the list is one `Select` widget, the set is linted once, and a tool's view
(and each of its tabs) is built only when opened, so 500 tools cost one lint plus one widget.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from workbench.jsonpatch import apply_patch
from workbench.loading import as_toolset
from workbench.model import Finding, Tool
from workbench.prober.executors import executor_for, executors_from
from workbench.render.html import STYLE, esc
from workbench.ui import panels
from workbench.ui.boundary import ErrorBoundary
from workbench.ui.form import SchemaForm, style_widget
from workbench.ui.set_panel import SetPanel

TABS = ("Form", "Lint", "Ledger", "Probe", "Schema")
LIST_ROWS = 18


class ToolView:
    """One tool's tabs, built lazily. Applying a lint fix patches a working copy of the schema,
    re-lints it and rebuilds the opened tabs (the form keeps what was typed)."""

    def __init__(self, dashboard: Dashboard, index: int) -> None:
        self.dashboard = dashboard
        self.original: Tool = dashboard.toolset[index]
        self.tool: Tool = self.original
        self.findings: list[Finding] = dashboard.report.for_tool(self.original.name)
        self.score: Any = dashboard.report.scores.get(self.original.name, "")
        self.fixes_applied = 0
        self.boundary = dashboard.boundary
        self.executor = executor_for(self.original.name, dashboard.executors)
        self.ledger_profiles = dashboard.ledger_profiles
        self.form: SchemaForm | None = None
        self.probe_report: Any = None
        self.header = w.HTML(value=self._header_html())
        self.tabs = w.Tab(children=[w.VBox([], layout=w.Layout(overflow="auto")) for _ in TABS])
        for i, title in enumerate(TABS):
            self.tabs.set_title(i, title)
        self.built: set[int] = set()
        self.tabs.observe(self.boundary.wrap(lambda change: self.open(change["new"])),
                          names="selected_index")
        self.widget = w.VBox([self.header, self.tabs])
        self.open(0)

    def open(self, index: int | None) -> None:
        """Build the tab at `index` if it has not been built (tabs are built on first open)."""
        if index is None or index in self.built:
            return
        self.built.add(index)
        holder = self.tabs.children[index]
        holder.children = [self._build(TABS[index])]

    def _build(self, title: str) -> w.Widget:
        if title == "Form":
            previous = self.form.value if self.form is not None else None
            self.form = SchemaForm(self.tool, self.executor, raise_errors=self.boundary.raise_errors)
            if previous:
                self.form.value = previous
            return self.form.widget
        builder: Callable[[ToolView], w.Widget] = {
            "Lint": panels.lint_panel, "Ledger": panels.ledger_panel,
            "Probe": panels.probe_panel, "Schema": panels.schema_panel}[title]
        try:
            return builder(self)
        except Exception as exc:  # one broken panel must not take the dashboard down
            self.boundary.report(exc)
            if self.boundary.raise_errors:
                raise
            return w.HTML(value=f'<div class="tsw" style="color:#b00020">{esc(title)} could not be '
                                f"built: {esc(type(exc).__name__)}: {esc(str(exc))}</div>")

    def tab(self, title: str) -> w.Widget:
        """The built content of a tab (building it now if needed)."""
        index = TABS.index(title)
        self.open(index)
        return self.tabs.children[index].children[0]

    def show_in_form(self, value: Any) -> None:
        """Fill the Form tab with `value` (a probe witness) and switch to it."""
        self.open(0)
        assert self.form is not None
        self.form.value = value
        self.tabs.selected_index = 0

    def apply_fix(self, finding: Finding) -> None:
        if not finding.fix:
            raise ValueError(f"{finding.rule} carries no fix")
        patched = apply_patch(dict(self.tool.parameters), finding.fix)
        self._replace(self.tool.with_parameters(patched), self.fixes_applied + 1)
        self.boundary.say(f"applied the fix of {finding.rule} to the working copy")

    def reset(self) -> None:
        self._replace(self.original, 0)
        self.boundary.say("back to the original schema")

    def _replace(self, tool: Tool, fixes: int) -> None:
        from workbench.linter.engine import lint

        report = lint(tool, profiles=self.dashboard.profiles)
        self.tool, self.fixes_applied = tool, fixes
        self.findings = report.for_tool(tool.name)
        self.score = report.scores.get(tool.name, "")
        self.header.value = self._header_html()
        rebuilt, self.built = self.built, set()
        for index in sorted(rebuilt):
            self.open(index)

    def _header_html(self) -> str:
        return f'{STYLE}<div class="tsw">{badge_html(self.tool.name, self.score, self.findings)}</div>'


def badge_html(name: str, score: Any, findings: list[Finding]) -> str:
    counts = {"error": 0, "warning": 0, "info": 0}
    for f in findings:
        if not f.suppressed:
            counts[f.severity] = counts.get(f.severity, 0) + 1
    colour = "#b00020" if counts["error"] else "#a15c00" if counts["warning"] else "#137333"
    return (f'<b style="font-size:15px">{esc(name)}</b> <span style="background:{colour};color:#fff;'
            f'border-radius:8px;padding:1px 7px">{esc(score)}</span> '
            f'<span class="sev-error">{counts["error"]} errors</span> · '
            f'<span class="sev-warning">{counts["warning"]} warnings</span> · '
            f'<span class="sev-info">{counts["info"]} info</span>')


def badge_text(name: str, score: Any, findings: list[Finding]) -> str:
    errors = sum(1 for f in findings if f.severity == "error" and not f.suppressed)
    warnings = sum(1 for f in findings if f.severity == "warning" and not f.suppressed)
    return f"{name}  [{score}]  {errors}E {warnings}W"


class Dashboard:
    """The widget `show()` returns. `select(name)` opens a tool; `view(name)` is its ToolView."""

    def __init__(self, toolset: Any, executors: Any = None, profiles: Any = None, *,
                 tool: str | None = None, raise_errors: bool = False) -> None:
        from workbench.linter.engine import lint

        self.toolset = as_toolset(toolset)
        self.profiles = profiles
        self.ledger_profiles = _ledger_profiles(profiles)
        self.boundary = ErrorBoundary(raise_errors=raise_errors)
        self.executors = executors_from(executors)
        self.report = lint(self.toolset, profiles=profiles)
        by_tool: dict[str, list[Finding]] = {}
        for f in self.report.findings:
            by_tool.setdefault(f.tool, []).append(f)
        self.labels = [badge_text(t.name, self.report.scores.get(t.name, ""), by_tool.get(t.name, []))
                       for t in self.toolset]
        self.views: dict[int, ToolView] = {}
        self.search = w.Text(placeholder="search tools", continuous_update=True,
                             layout=w.Layout(width="300px"))
        self.list = w.Select(options=self._options(""), rows=min(LIST_ROWS, max(len(self.toolset), 2)),
                             layout=w.Layout(width="300px"))
        self.detail = w.VBox([], layout=w.Layout(flex="1 1 auto", min_width="0"))
        self.search.observe(self.boundary.wrap(self._on_search), names="value")
        self.list.observe(self.boundary.wrap(self._on_pick), names="value")
        tool_list = w.VBox([self.search, self.list], layout=w.Layout(flex="0 0 310px", min_width="310px"))
        self.set_panel = SetPanel(self.toolset, self.boundary, profiles)  # built when opened
        self.widget = w.VBox([style_widget(), w.HTML(value=self._summary_html()),
                              w.HBox([tool_list, self.detail]), self.set_panel.widget,
                              self.boundary.status])
        self.widget.add_class("tsw-dashboard")
        if tool is not None:
            self.select(tool)  # a name that is not in the set is the caller's error: raise it
        elif len(self.toolset):
            self.boundary.run(self.select, 0)

    def _options(self, query: str) -> list[tuple[str, int]]:
        q = query.strip().lower()
        return [(label, i) for i, (label, t) in enumerate(zip(self.labels, self.toolset))
                if not q or q in t.name.lower() or q in (t.description or "").lower()]

    def _summary_html(self) -> str:
        counts = self.report.counts()
        problems = "".join(f"<div>{esc(p.describe())}</div>" for p in self.toolset.problems[:20])
        if len(self.toolset.problems) > 20:
            problems += f'<div class="muted">showing 20 of {len(self.toolset.problems):,} load problems</div>'
        return (f'{STYLE}<div class="tsw"><b>{len(self.toolset):,} tools</b> · set score '
                f'{esc(self.report.set_score)} · <span class="sev-error">{counts["error"]} errors</span>'
                f' · <span class="sev-warning">{counts["warning"]} warnings</span> · '
                f'{counts["info"]} info · profiles {esc(", ".join(self.report.profiles))}'
                f'{problems}</div>')

    def _on_search(self, change: Any) -> None:
        current = self.list.value
        self.list.options = self._options(self.search.value)
        values = [v for _, v in self.list.options]
        if current in values:
            self.list.value = current

    def _on_pick(self, change: Any) -> None:
        if change["new"] is not None:
            self.select(change["new"])

    def select(self, tool: int | str) -> ToolView:
        index = self._index(tool)
        view = self.view(index)
        self.detail.children = [view.widget]
        if self.list.value != index and index in [v for _, v in self.list.options]:
            self.list.value = index
        return view

    def view(self, tool: int | str) -> ToolView:
        index = self._index(tool)
        if index not in self.views:
            self.views[index] = ToolView(self, index)
        return self.views[index]

    def _index(self, tool: int | str) -> int:
        if isinstance(tool, int):
            return tool
        for i, t in enumerate(self.toolset):
            if t.name == tool:
                return i
        from workbench.errors import InvalidArgument

        names = self.toolset.names()
        more = f" and {len(names) - 10} more" if len(names) > 10 else ""
        raise InvalidArgument(f"no tool named {tool!r}; the set has {', '.join(names[:10])}{more}")

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live widget, plus the lint report (escaped, capped) as the HTML fallback for
        nbconvert/GitHub, where widgets do not render."""
        bundle = self.widget._repr_mimebundle_(**kwargs) or {}
        bundle["text/plain"] = repr(self)
        bundle["text/html"] = self.report._repr_html_()
        return bundle

    def __repr__(self) -> str:
        return f"<Dashboard {len(self.toolset)} tools>"



def _ledger_profiles(profiles: Any) -> Any:
    from workbench.profiles import LEDGER_PROFILE_IDS, get_profiles

    if profiles is None:
        return None
    ids = [p.id for p in get_profiles(profiles) if p.id in LEDGER_PROFILE_IDS]
    return ids or None


def show(toolset: Any = None, executors: Any = None, profiles: Any = None, *,
         tool: str | None = None, raise_errors: bool = False, server: Any = None,
         lock: Any = None) -> Any:
    """The dashboard for `toolset` (anything `workbench.load` accepts). `executors`: a mapping
    {tool name: callable(arguments)} or a .py file of functions named like the tools.
    `server` (a `ServerSpec`, URL or command line): a dashboard that stays connected and re-lints
    when the server's tools change (`workbench.ui.live.LiveDashboard`; `.stop()` disconnects);
    `lock` (a lockfile from `toolschema pin`) adds a verify panel."""
    if server is not None:
        from workbench.ui.live import LiveDashboard

        return LiveDashboard(server, profiles, lock=lock, raise_errors=raise_errors)
    return Dashboard(toolset, executors, profiles, tool=tool, raise_errors=raise_errors)
