"""The Compare tab: the original and the working copy side by side (scores, and each finding
marked fixed, new or still there), then a diff of the working copy against the original, a saved
version, or another file, with the breaking verdicts and the witness of each breaking change (an
argument object the old schema accepts and the new one rejects).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from workbench.model import Finding
from workbench.render.html import STYLE, esc, table

if TYPE_CHECKING:
    from workbench.ui.tool_view import ToolView

ORIGINAL = "the original"
FILE = "a file…"
WITNESS_CAP = 400  # characters of a witness shown in the verdict list


def before_after_html(before: tuple[list[Finding], Any], after: tuple[list[Finding], Any]) -> str:
    """Scores and a finding table with one row per (rule, place): original, working copy, and
    what happened ("fixed", "new", "still there"), in words."""
    def keyed(findings: list[Finding]) -> dict[tuple[str, str], Finding]:
        return {(f.rule, f.path): f for f in findings if not f.suppressed}

    old, new = keyed(before[0]), keyed(after[0])
    rows, classes = [], []
    either = {**old, **new}  # the working copy's wording where both have the finding
    for key in sorted(either, key=lambda k: either[k].sort_key()):
        f_old, f_new = old.get(key), new.get(key)
        state = "fixed" if f_new is None else "new" if f_old is None else "still there"
        rows.append((state, key[0], key[1] or "(tool)", f_old.severity if f_old else "—",
                     f_new.severity if f_new else "—", either[key].message))
        classes.append(("", "", "", f"sev-{f_old.severity}" if f_old else "",
                        f"sev-{f_new.severity}" if f_new else "", ""))
    fixed = sum(1 for r in rows if r[0] == "fixed")
    added = sum(1 for r in rows if r[0] == "new")
    head = (f'{STYLE}<div class="tsw tsw-before-after"><b>score</b> original {esc(before[1])} → '
            f"working copy <b>{esc(after[1])}</b> · {fixed} finding(s) fixed, {added} new, "
            f"{len(rows) - fixed - added} still there</div>")
    if not rows:
        return head + '<div class="tsw">no findings on either side</div>'
    return head + table(("", "rule", "where", "original", "working copy", "message"), rows,
                        cell_classes=classes, cap=80)


def verdicts_html(report: Any, against: str) -> str:
    """The diff's headline and every breaking change with its witness, in words, then the
    report's own table."""
    breaking = list(report.breaking)
    head = (f'<div class="tsw tsw-diff-verdict"><b>working copy vs {esc(against)}</b>: '
            f"{len(report.changes)} change(s), <b>{len(breaking)} breaking</b></div>")
    items = []
    for c in breaking[:30]:
        witness = ("no concrete witness found" if c.witness is None else
                   "witness " + json.dumps(c.witness, ensure_ascii=False, default=str)[:WITNESS_CAP])
        items.append(f"<li><b>BREAKING</b> {esc(c.change)} at <code>{esc(c.path or '/')}</code>: "
                     f'{esc(c.message)}<div class="tsw-witness"><code>{esc(witness)}</code> '
                     f'<span class="muted">(valid before, rejected now)</span></div></li>')
    verdicts = f'<ul class="tsw">{"".join(items)}</ul>' if items else ""
    return STYLE + head + verdicts + report._repr_html_()


class ComparePanel:
    def __init__(self, view: ToolView) -> None:
        self.view = view
        boundary = view.boundary
        self.before_after = w.HTML(value=before_after_html(view.copy.baseline,
                                                           (view.copy.findings, view.copy.score)))
        options = [ORIGINAL] + [label for label, _ in view.versions] + [FILE]
        self.against = w.Dropdown(options=options, value=ORIGINAL, description="diff against",
                                  style={"description_width": "80px"}, layout=w.Layout(width="300px"))
        self.path = w.Text(placeholder="path of a tool file (any envelope)",
                           layout=w.Layout(width="320px", display="none"))
        self.run = w.Button(description="Diff", icon="exchange", button_style="primary",
                            tooltip="diff the working copy against the chosen version",
                            layout=w.Layout(width="90px"))
        self.result = w.HTML(value="")
        self.result.add_class("tsw-diff")
        self.report: Any = None
        self.against.observe(boundary.wrap(self._picked), names="value")
        self.run.on_click(boundary.wrap(lambda _: self.diff()))
        self.widget = w.VBox([self.before_after, w.HBox([self.against, self.path, self.run]),
                              self.result])
        self.diff()

    def _picked(self, change: Any) -> None:
        self.path.layout.display = "" if change["new"] == FILE else "none"
        if change["new"] != FILE:
            self.diff()

    def base(self) -> tuple[Any, str]:
        """What to diff against, and its name."""
        choice = self.against.value
        if choice == FILE:
            path = self.path.value.strip()
            if not path:
                raise ValueError("type the path of a tool file to diff against")
            from workbench.loading import load

            loaded = load(path)
            name = self.view.copy.tool.name
            if name in loaded.names():  # the same tool in that file, or else the whole file
                return loaded[name], path
            return loaded, path
        for label, tool in self.view.versions:
            if label == choice:
                return tool, label
        return self.view.original, ORIGINAL

    def diff(self) -> None:
        from workbench.evolution.core import diff

        base, name = self.base()
        self.report = diff(base, self.view.copy.tool)
        self.result.value = verdicts_html(self.report, name)


def compare_panel(view: ToolView) -> w.Widget:
    view.compare = ComparePanel(view)
    return view.compare.widget
