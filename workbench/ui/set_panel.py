"""The dashboard's Set panel: the tool set as the model chooses from it (seed 1 §2-3, §6, §10,
§12.4). Four tabs, each built the first time it is opened (a big set costs nothing until then):

- Confusability: the escaped SVG heatmap (clustered, worst pairs numbered) and the fixes;
- Routing: routing cases (JSONL, or drafted from the descriptions) run with the built-in router
  or a `module:function` router, and the report;
- Parallel safety: state-changing tools, ordering rules, retry risks, per-provider advice;
- Discoverability: visible / distinguishable / callable for a chosen provider.

All HTML comes from the reports' own escaped renderings.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from workbench.render.html import esc
from workbench.toolset.routing import cases_jsonl

TABS = ("Confusability", "Routing", "Parallel safety", "Discoverability")


class SetPanel:
    """A collapsed accordion under the tool list; `open(title)` builds and returns a tab."""

    def __init__(self, toolset: Any, boundary: Any, profiles: Any = None) -> None:
        self.toolset = toolset
        self.boundary = boundary
        self.profiles = profiles
        self.tabs = w.Tab(children=[w.VBox([]) for _ in TABS])
        for i, title in enumerate(TABS):
            self.tabs.set_title(i, title)
        self.built: set[int] = set()
        self.routing_report: Any = None
        self.tabs.observe(self.boundary.wrap(lambda change: self._open(change["new"])),
                          names="selected_index")
        self.widget = w.Accordion(children=[self.tabs], selected_index=None)
        self.widget.set_title(0, "Set: confusability, routing, parallel safety, discoverability")
        self.widget.observe(self.boundary.wrap(lambda change: self._open(self.tabs.selected_index or 0)
                                               if change["new"] == 0 else None),
                            names="selected_index")

    def open(self, title: str) -> w.Widget:
        """The built content of a tab (building it now if needed)."""
        index = TABS.index(title)
        self._open(index)
        return self.tabs.children[index].children[0]

    def _open(self, index: int | None) -> None:
        if index is None or index in self.built:
            return
        self.built.add(index)
        builder: Callable[[], w.Widget] = {0: self._confusability, 1: self._routing,
                                           2: self._parallel, 3: self._discoverability}[index]
        try:
            content = builder()
        except Exception as exc:  # one broken tab must not take the dashboard down
            self.boundary.report(exc)
            if self.boundary.raise_errors:
                raise
            content = w.HTML(value=f'<div class="tsw" style="color:#b00020">{esc(TABS[index])} '
                                   f"could not be built: {esc(type(exc).__name__)}: {esc(str(exc))}</div>")
        self.tabs.children[index].children = [content]

    def _confusability(self) -> w.Widget:
        from workbench.toolset.confusability import confusability

        return w.HTML(value=confusability(self.toolset).heatmap_html())

    def _parallel(self) -> w.Widget:
        from workbench.toolset.report_parallel import parallel_safety

        return w.HTML(value=parallel_safety(self.toolset)._repr_html_())

    def _discoverability(self) -> w.Widget:
        from workbench.profiles import LEDGER_PROFILE_IDS
        from workbench.toolset.report_discoverability import discoverability

        pick = w.Dropdown(options=list(LEDGER_PROFILE_IDS), value="openai", description="provider")
        out = w.HTML(value="")

        def show(_: Any = None) -> None:
            out.value = discoverability(self.toolset, profile=pick.value)._repr_html_()

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
            out.value = self.routing_report._repr_html_()

        draft.on_click(self.boundary.wrap(on_draft))
        run.on_click(self.boundary.wrap(on_run))
        return w.VBox([cases, w.HBox([router, draft, run]), out])
