"""The dashboard's Set panel: the whole set, with every working copy applied. Tabs, each built the
first time it is opened (a big set costs nothing until then):

- Scores: the score distribution of the set (a chart) and the lint summary;
- Audit: load a log of the calls models made (a path or an upload), validate every call against
  the working set, and see the failure clusters as bars by tool, field or kind;
- Cost: context tokens per tool for a chosen provider (a chart) and the set's cost report;
- Confusability: the escaped SVG heatmap (clustered, worst pairs numbered) and the fixes;
- Routing: routing cases (JSONL, or drafted from the descriptions) run with the built-in router
  or a `module:function` router, and the report;
- Parallel safety: state-changing tools, ordering rules, retry risks, per-provider advice;
- Discoverability: visible / distinguishable / callable for a chosen provider.

All HTML comes from the reports' own escaped renderings; charts are `charts.Chart` bundles
(Vega-Lite, SVG and text) shown in an Output widget.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from workbench.render.html import esc
from workbench.toolset.routing import cases_jsonl
from workbench.ui.charts import Chart, audit_chart, cost_chart, score_chart

if TYPE_CHECKING:
    from workbench.ui.dashboard import Dashboard

TABS = ("Scores", "Audit", "Cost", "Confusability", "Routing", "Parallel safety", "Discoverability")


def chart_widget(chart: Chart) -> w.Output:
    """An Output widget showing `chart` (JupyterLab draws its Vega-Lite; others its SVG)."""
    out = w.Output()
    # set directly rather than through IPython's display formatter, which would create a shell
    out.outputs = ({"output_type": "display_data", "data": chart._repr_mimebundle_(), "metadata": {}},)
    out.add_class("tsw-chart")
    return out


class SetPanel:
    """A collapsed accordion under the tool list; `open(title)` builds and returns a tab."""

    def __init__(self, dashboard: Dashboard, profiles: Any = None) -> None:
        self.dashboard = dashboard
        self.boundary = dashboard.boundary
        self.profiles = profiles
        self.audit_report: Any = None
        self._audit_path: Any = None  # the Audit tab's path box and run action, once built
        self._audit_run: Any = None
        self.tabs = w.Tab(children=[w.VBox([]) for _ in TABS])
        for i, title in enumerate(TABS):
            self.tabs.set_title(i, title)
        self.built: set[int] = set()
        self.routing_report: Any = None
        self.tabs.observe(self.boundary.wrap(lambda change: self._open(change["new"])),
                          names="selected_index")
        self.widget = w.Accordion(children=[self.tabs], selected_index=None)
        self.widget.set_title(0, "Set: scores, audit, cost, confusability, routing, parallel "
                                 "safety, discoverability")

        def unfolded(change: Any) -> None:  # the panel unfolds: build the tab it shows
            if change["new"] == 0:
                self._open(self.tabs.selected_index or 0)

        self.widget.observe(self.boundary.wrap(unfolded), names="selected_index")

    def open(self, title: str) -> w.Widget:
        """The built content of a tab (building it now if needed)."""
        index = TABS.index(title)
        self._open(index)
        return self.tabs.children[index].children[0]

    def select(self, title: str) -> w.Widget:
        """Unfold the panel on the tab `title` (building it) and return its content."""
        self.widget.selected_index = 0
        self.tabs.selected_index = TABS.index(title)
        return self.open(title)

    def audit(self, log: Any) -> Any:
        """Show the Audit tab with `log` (a path) audited against the working set; the report."""
        self.select("Audit")
        self._audit_path.value = str(log)
        self._audit_run()
        return self.audit_report

    def _open(self, index: int | None) -> None:
        if index is None or index in self.built:
            return
        self.built.add(index)
        builder: Callable[[], w.Widget] = {
            0: self._scores, 1: self._audit, 2: self._cost, 3: self._confusability, 4: self._routing,
            5: self._parallel, 6: self._discoverability}[index]
        try:
            content = builder()
        except Exception as exc:  # one broken tab must not take the dashboard down
            self.boundary.report(exc)
            if self.boundary.raise_errors:
                raise
            content = w.HTML(value=f'<div class="tsw" style="color:#b00020">{esc(TABS[index])} '
                                   f"could not be built: {esc(type(exc).__name__)}: {esc(str(exc))}</div>")
        self.tabs.children[index].children = [content]

    @property
    def toolset(self) -> Any:
        """The set as designed so far: every opened tool's working copy in place."""
        return self.dashboard.working_set()

    def _scores(self) -> w.Widget:
        from workbench.linter.engine import lint

        changed = self.dashboard.changed_tools()
        report = self.dashboard.report if not changed else lint(self.toolset, profiles=self.profiles)
        note = (f"with the working copies of {len(changed)} changed tool(s)" if changed
                else "as loaded")
        return w.VBox([w.HTML(value=f'<div class="tsw muted">the set {esc(note)}; reopen the '
                                    "panel after more edits</div>"), chart_widget(score_chart(report))])

    def _audit(self) -> w.Widget:
        path = w.Text(placeholder="path of a call log (.jsonl, .jsonl.gz, .json)",
                      layout=w.Layout(width="380px"))
        upload = w.FileUpload(accept=".jsonl,.gz,.json,.ndjson", multiple=False,
                              description="upload a log")
        run = w.Button(description="Audit", icon="search", button_style="primary",
                       layout=w.Layout(width="90px"))
        by = w.ToggleButtons(options=[("by tool", "tool"), ("by field", "path"), ("by kind", "kind")],
                             value="tool")
        holder = w.VBox([])
        report_html = w.HTML(value="")

        def draw(_: Any = None) -> None:
            if self.audit_report is not None:
                holder.children = [chart_widget(audit_chart(self.audit_report, by=by.value))]

        def go(_: Any) -> None:
            from workbench.auditor.core import audit

            log: Any = path.value.strip()
            if upload.value:
                log = _uploaded_file(upload.value[0])
            elif not log:
                raise ValueError("give the path of a call log or upload one")
            self.audit_report = audit(log, self.toolset)
            report_html.value = self.audit_report._repr_html_()
            draw()

        run.on_click(self.boundary.wrap(go))
        by.observe(self.boundary.wrap(draw), names="value")
        self._audit_path = path
        self._audit_run = lambda: go(None)
        return w.VBox([w.HBox([path, upload, run]), by, holder, report_html])

    def _cost(self) -> w.Widget:
        from workbench.costing.report import cost

        report = cost(self.toolset)
        pick = w.ToggleButtons(options=list(report.providers), value=next(iter(report.providers)))
        holder = w.VBox([chart_widget(cost_chart(report, provider=pick.value))])
        pick.observe(self.boundary.wrap(lambda change: setattr(
            holder, "children", [chart_widget(cost_chart(report, provider=change["new"]))])), names="value")
        return w.VBox([pick, holder, w.HTML(value=report._repr_html_())])

    def _confusability(self) -> w.Widget:
        from workbench.toolset.confusability import confusability

        return w.HTML(value=confusability(self.toolset).to_html())

    def _parallel(self) -> w.Widget:
        from workbench.toolset.report_parallel import parallel_safety

        return w.HTML(value=parallel_safety(self.toolset).to_html())

    def _discoverability(self) -> w.Widget:
        from workbench.profiles import LEDGER_PROFILE_IDS
        from workbench.toolset.report_discoverability import discoverability

        pick = w.Dropdown(options=list(LEDGER_PROFILE_IDS), value="openai", description="provider")
        out = w.HTML(value="")

        def show(_: Any = None) -> None:
            out.value = discoverability(self.toolset, profile=pick.value).to_html()

        pick.observe(self.boundary.wrap(show), names="value")
        show()
        return w.VBox([pick, out])

    def _routing(self) -> w.Widget:
        cases = w.Textarea(placeholder='{"request": "帮我查订单 ORD-001 的物流", "expected_tool": '
                                       '"shipping_get_tracking"}  (one case a line)',
                           layout=w.Layout(width="100%", height="9em"))
        router = w.Text(placeholder="module:function or file.py:function (empty: built-in router)",
                        layout=w.Layout(width="420px"))
        draft = w.Button(description="draft from descriptions", icon="magic",
                         layout=w.Layout(width="200px"))
        run = w.Button(description="Run", icon="play", button_style="primary",
                       layout=w.Layout(width="90px"))
        out = w.HTML(value="")

        def on_draft(_: Any) -> None:
            from workbench.toolset.routing_cases import suggest_routing_cases

            drafted = suggest_routing_cases(self.toolset)
            cases.value = cases_jsonl(drafted)
            out.value = (f'<div class="tsw muted">{len(drafted)} cases drafted from the "use when" '
                         "/ \"do not use\" sentences: review them (a null expected_tool is yours "
                         "to fill in) and press Run</div>")

        def on_run(_: Any) -> None:
            from workbench.toolset.routing import route

            self.routing_report = route(cases.value, self.toolset, router=router.value.strip() or None)
            out.value = self.routing_report.to_html()

        draft.on_click(self.boundary.wrap(on_draft))
        run.on_click(self.boundary.wrap(on_run))
        return w.VBox([cases, w.HBox([router, draft, run]), out])



def _uploaded_file(item: Any) -> str:
    """An uploaded log saved to a temporary file with its own suffix, so the audit's readers
    (JSON Lines, gzip, JSON documents) treat it exactly like a path."""
    import os
    import tempfile

    name = os.path.basename(str(item.get("name", "")) or "calls.jsonl")
    folder = tempfile.mkdtemp(prefix="toolschema-audit-")
    path = os.path.join(folder, name)
    with open(path, "wb") as fh:
        fh.write(bytes(item["content"]))
    return path
