"""`workbench.show(toolset)`: the dashboard for a design session. A searchable tool list with a
badge per tool (score and finding counts) and, per tool, the tabs of `tool_view.py` (Edit, Form,
Lint, Compare, Ledger, Strict, Probe, Adapter, Export); under it the Set panel (set_panel.py:
scores, audit, confusability, routing, parallel safety, discoverability).

Built for big sets: the list is one `Select` widget, the set is linted once, and a tool's view
(and each of its tabs) is built only when opened, so 500 tools cost one lint plus one view.
Each opened tool keeps its working copy; `working_set()` is the set with every change applied.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from workbench.loading import as_toolset
from workbench.model import Finding, ToolSet
from workbench.prober.executors import executors_from
from workbench.render.html import STYLE, esc
from workbench.ui.badges import badge_text
from workbench.ui.boundary import ErrorBoundary
from workbench.ui.form import style_widget
from workbench.ui.session import working_set
from workbench.ui.set_panel import SetPanel
from workbench.ui.tool_view import TABS, ToolView

__all__ = ["TABS", "Dashboard", "ToolView", "show"]
LIST_ROWS = 18


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
        self.set_panel = SetPanel(self, profiles)  # built when opened
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

    def tool_changed(self, index: int) -> None:
        """A working copy changed: update its label in the tool list."""
        view = self.views[index]
        label = badge_text(view.tool.name, view.score, view.findings) + (" *" if view.copy.changed else "")
        if label != self.labels[index]:
            self.labels[index] = label
            current = self.list.value
            with self.list.hold_trait_notifications():
                self.list.options = self._options(self.search.value)
                if current in [v for _, v in self.list.options]:
                    self.list.value = current

    def working_set(self) -> ToolSet:
        """The set with the working copy of every opened tool in place of its original."""
        return working_set(self.toolset, {i: v.copy for i, v in self.views.items()})

    def changed_tools(self) -> list[str]:
        """Names of the tools whose working copy differs from the original."""
        return [v.tool.name for _, v in sorted(self.views.items()) if v.copy.changed]

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
