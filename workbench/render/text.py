"""Plain-text rendering of a lint report: grouped by tool in load order, most severe first,
ANSI colours only when asked (the CLI asks on a TTY), and one summary line."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from workbench.model import Finding

if TYPE_CHECKING:
    from workbench.linter.engine import LintReport

_COLORS = {"error": "\033[31;1m", "warning": "\033[33m", "info": "\033[36m",
           "dim": "\033[2m", "bold": "\033[1m"}
_RESET = "\033[0m"


def render_report(report: LintReport, *, color: bool = False, show_info: bool = True) -> str:
    def paint(text: str, style: str) -> str:
        return f"{_COLORS[style]}{text}{_RESET}" if color else text

    lines: list[str] = []
    for problem in report.problems:
        lines.append(paint("load problem", "warning") + f"  {problem.describe()}")
    if report.problems:
        lines.append("")
    by_tool: dict[str, list[Finding]] = {}
    for f in report.findings:
        by_tool.setdefault(f.tool, []).append(f)
    order = list(dict.fromkeys([t.name for t in report.toolset] + list(by_tool)))
    origins = {t.name: t.origin.describe() for t in report.toolset}
    for name in order:
        findings = [f for f in by_tool.get(name, ()) if show_info or f.severity != "info"]
        if not findings:
            continue
        score = report.scores.get(name)
        head = paint(name, "bold") + (f"  score {score}/100" if score is not None else "")
        if name in origins:
            head += paint(f"  ({origins[name]})", "dim")
        lines.append(head)
        for f in findings:  # already sorted: unsuppressed by severity, then suppressed
            level = paint(f"{f.severity:<7}", f.severity if not f.suppressed else "dim")
            where = f.path or "(tool)"
            tag = paint(" [suppressed]", "dim") if f.suppressed else ""
            lines.append(f"  {level} {where}  {f.rule}{tag}")
            lines.append(f"          {f.message}")
            if f.fix:
                lines.append(paint("          fix: " + json.dumps([dict(op) for op in f.fix],
                                                                  ensure_ascii=False), "dim"))
        lines.append("")
    lines.append(summary_line(report, color=color))
    return "\n".join(lines) + "\n"


def summary_line(report: LintReport, *, color: bool = False) -> str:
    c = report.counts()
    n = len(report.toolset)
    parts = [f"{n} tool{'s' if n != 1 else ''}",
             f"{c['error']} error{'s' if c['error'] != 1 else ''}",
             f"{c['warning']} warning{'s' if c['warning'] != 1 else ''}",
             f"{c['info']} info"]
    if c["suppressed"]:
        parts.append(f"{c['suppressed']} suppressed")
    if report.problems:
        parts.append(f"{len(report.problems)} load problem{'s' if len(report.problems) != 1 else ''}")
    text = ", ".join(parts) + f"; set score {report.set_score}/100"
    if color:
        style = "error" if c["error"] else "warning" if c["warning"] else "bold"
        return f"{_COLORS[style]}{text}{_RESET}"
    return text
