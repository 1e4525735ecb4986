"""A tool's badge: its name, score and finding counts, as HTML (the header) and as text (the
tool list). Counts are always spelled out, so the badge colour only repeats what the words say."""

from __future__ import annotations

from typing import Any

from workbench.model import Finding
from workbench.render.html import esc


def severity_counts(findings: list[Finding]) -> dict[str, int]:
    counts = {"error": 0, "warning": 0, "info": 0}
    for f in findings:
        if not f.suppressed:
            counts[f.severity] = counts.get(f.severity, 0) + 1
    return counts


def badge_html(name: str, score: Any, findings: list[Finding]) -> str:
    """Name, score and counts, each count spelled out (the colour only repeats it)."""
    counts = severity_counts(findings)
    colour = "#b00020" if counts["error"] else "#a15c00" if counts["warning"] else "#137333"
    return (f'<b style="font-size:15px">{esc(name)}</b> <span class="tsw-score" style="background:{colour};'
            f'color:#fff;border-radius:8px;padding:1px 7px">score {esc(score)}</span> '
            f'<span class="sev-error">{counts["error"]} errors</span> · '
            f'<span class="sev-warning">{counts["warning"]} warnings</span> · '
            f'<span class="sev-info">{counts["info"]} info</span>')


def badge_text(name: str, score: Any, findings: list[Finding]) -> str:
    counts = severity_counts(findings)
    return f"{name}  [{score}]  {counts['error']}E {counts['warning']}W"
