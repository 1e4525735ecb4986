"""The per-tool panels of the dashboard that read the working copy: Lint, Ledger, Probe, Cost (the
Edit, Compare, Strict, Adapter and Export tabs have their own modules; the Form tab is the form).

Each `*_panel(view)` builds its widgets from a `ToolView` (tool_view.py): the working copy of
the tool (`view.tool`, changed by edits and applied fixes), its findings, the profiles, the
bound executor and the error boundary. HTML comes from the result objects' own escaped, capped
renderings (`_repr_html_`) or from `workbench.render.html.table`; nothing here inserts tool text
without escaping it.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from workbench.render.html import esc, table
from workbench.ui.badges import severity_counts

if TYPE_CHECKING:
    from workbench.ui.tool_view import ToolView

FIX_ROWS_CAP = 50  # fix patches shown with an "apply" button
WITNESS_CAP = 600  # characters of a witness shown
WITNESS_ROWS_CAP = 20  # gaps offered as "open in form"


def lint_panel(view: ToolView) -> w.Widget:
    findings = sorted(view.findings, key=lambda f: f.sort_key())
    rows = [(f.severity + (" (suppressed)" if f.suppressed else ""), f.rule, f.path or "/", f.message)
            for f in findings]
    classes = [(f"sev-{f.severity}", "", "", "") for f in findings]
    head = (f'<div class="tsw">score <b>{esc(view.score)}</b> · '
            f"{esc(_count_text(findings))}</div>")
    if view.copy.changed:
        head += (f'<div class="tsw muted">working copy: {view.fixes_applied} change(s); '
                 "findings are re-linted for this tool alone</div>")
    parts: list[w.Widget] = [w.HTML(value=head)]
    if rows:
        parts.append(w.HTML(value=table(("severity", "rule", "path", "message"), rows,
                                        cell_classes=classes)))
    else:
        parts.append(w.HTML(value='<div class="tsw" style="color:#137333">no findings</div>'))
    fixable = [f for f in findings if f.fix and not f.suppressed]
    for finding in fixable[:FIX_ROWS_CAP]:
        patch = json.dumps([dict(op) for op in finding.fix or ()], ensure_ascii=False, indent=1)
        code = w.HTML(value=f'<pre class="tsw" style="user-select:all;margin:0;max-height:9em;'
                            f'overflow:auto">{esc(patch)}</pre>')
        button = w.Button(description="apply", icon="wrench", tooltip=f"apply the fix of {finding.rule}",
                          layout=w.Layout(width="90px"))
        button.on_click(view.boundary.wrap(lambda _, f=finding: view.apply_fix(f)))
        label = w.HTML(value=f'<div class="tsw"><b>fix</b> {esc(finding.rule)} at '
                             f"<code>{esc(finding.path or '/')}</code></div>")
        parts.append(w.VBox([label, w.HBox([code, button])]))
    if len(fixable) > FIX_ROWS_CAP:
        parts.append(w.HTML(value=f'<div class="tsw muted">showing {FIX_ROWS_CAP} of '
                                  f"{len(fixable):,} fixes</div>"))
    if view.copy.changed:
        reset = w.Button(description="reset to the original", icon="undo")
        reset.on_click(view.boundary.wrap(lambda _: view.reset()))
        parts.append(reset)
    return w.VBox(parts)


def _count_text(findings: list) -> str:
    counts = severity_counts(findings)
    return ", ".join(f"{n} {sev}{'s' if n != 1 else ''}" for sev, n in counts.items())


def ledger_panel(view: ToolView) -> w.Widget:
    from workbench.constraints import ledger

    result = ledger(view.tool, profiles=view.ledger_profiles)
    duties: list[str] = []
    for summary in result.summary().values():
        duties.extend(summary.duties)
    parts: list[w.Widget] = []
    if duties:
        items = "".join(f"<li>{esc(d)}</li>" for d in duties[:50])
        parts.append(w.HTML(value=f'<div class="tsw"><b>the executor must</b><ul>{items}</ul></div>'))
    parts.append(w.HTML(value=result._repr_html_()))
    return w.VBox(parts)


def probe_panel(view: ToolView) -> w.Widget:
    executor = view.executor
    cases = w.BoundedIntText(value=100, min=1, max=5000, description="cases",
                             layout=w.Layout(width="170px"))
    seed = w.IntText(value=0, description="seed", layout=w.Layout(width="150px"))
    run = w.Button(description="Run probe", icon="bolt", button_style="warning",
                   layout=w.Layout(width="120px"))
    progress = w.IntProgress(value=0, min=0, max=1, layout=w.Layout(width="240px"),
                             description="progress")
    done_text = w.Label(value="")
    done_text.add_class("tsw-probe-progress")
    note = ("executor: " + getattr(executor, "__name__", type(executor).__name__) if executor else
            "no executor bound: only the schema side is probed (pass executors= to show())")
    status = w.HTML(value=f'<div class="tsw muted">{esc(note)}</div>')
    results = w.HTML(value="")
    witnesses = w.VBox([])

    def on_progress(done: int, total: int) -> None:
        progress.max = max(int(total), 1)
        progress.value = min(int(done), progress.max)
        done_text.value = f"{progress.value} of {progress.max} cases"

    def go(_: Any) -> None:
        from workbench.prober.harness import probe

        run.disabled = True
        progress.value = 0
        status.value = '<div class="tsw muted">probing…</div>'
        try:
            report = probe(view.tool, executor, max_examples=int(cases.value), seed=int(seed.value),
                           progress=on_progress)
        finally:
            run.disabled = False
        view.probe_report = report
        progress.value = progress.max
        found = list(getattr(report, "gaps", ()))
        status.value = (f'<div class="tsw"><b>{len(found)}</b> gap{"s" if len(found) != 1 else ""} '
                        "found</div>")
        results.value = report._repr_html_()
        witnesses.children = [_witness_row(view, gap) for gap in found[:WITNESS_ROWS_CAP]]

    run.on_click(view.boundary.wrap(go))
    return w.VBox([w.HBox([cases, seed, run, progress, done_text]), status, results, witnesses])


def _witness_row(view: ToolView, gap: Any) -> w.Widget:
    """A gap's minimal witness with a button that loads it into the Form tab."""
    witness = json.dumps(gap.input, ensure_ascii=False, default=str)
    if len(witness) > WITNESS_CAP:
        witness = witness[:WITNESS_CAP] + "…"
    button = w.Button(description="open in form", icon="edit", layout=w.Layout(width="130px"))
    button.on_click(view.boundary.wrap(lambda _: view.show_in_form(gap.input)))
    return w.HBox([button, w.HTML(value=f'<div class="tsw"><b>{esc(gap.kind)}</b> '
                                        f"<code>{esc(witness)}</code></div>")])


def cost_panel(view: ToolView) -> w.Widget:
    """Tokens and bytes of the tool as each provider receives it, original and working copy."""
    from workbench.costing.report import cost

    now = cost(view.tool)
    rows = []
    if view.copy.changed:
        before = cost(view.original)
        for provider, c in now.providers.items():
            old = before.providers[provider].tokens
            rows.append((provider, old, c.tokens, f"{c.tokens - old:+,}",
                         "exact" if c.exact else "estimate"))
        head = table(("provider", "original tokens", "working copy tokens", "change", "count"), rows,
                     title="context cost, original and working copy")
    else:
        head = ""
    return w.VBox([w.HTML(value=head), w.HTML(value=now._repr_html_())])
