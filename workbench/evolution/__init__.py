"""Schema evolution: what changed between two tool sets, which changes break old callers, and a
concrete witness call for each break.

    >>> report = workbench.diff("tools_v1.json", "tools_v2.json")
    >>> report.exit_code        # 1 when any change is breaking: a CI gate
    >>> report.to_json()        # {"changes": [{"tool", "path", "change", "breaking", "witness"?, "message"}]}

The change vocabulary is `CHANGE_KINDS` (documented in `workbench/evolution/report.py`).
"""

from __future__ import annotations

from workbench.evolution.core import diff
from workbench.evolution.report import CHANGE_KINDS, Change, DiffReport

__all__ = ["CHANGE_KINDS", "Change", "DiffReport", "diff"]
