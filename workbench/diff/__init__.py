"""Schema evolution: what changed between two tool sets, which changes break old callers, and a
concrete witness call for each break (seed 000, section 9).

    >>> report = workbench.diff("tools_v1.json", "tools_v2.json")
    >>> report.exit_code        # 1 when any change is breaking: a CI gate
    >>> report.to_json()        # {"changes": [{"tool", "path", "change", "breaking", "witness"?, "message"}]}

The change vocabulary is `CHANGE_KINDS` (documented in `workbench/diff/report.py`).
"""

from __future__ import annotations

import sys
from types import ModuleType

from workbench.diff.core import diff
from workbench.diff.report import CHANGE_KINDS, Change, DiffReport

__all__ = ["diff", "DiffReport", "Change", "CHANGE_KINDS"]


class _CallablePackage(ModuleType):
    """`workbench.diff` names both this package and the `diff()` function: the lazy public API in
    `workbench/__init__.py` yields the function, unless a submodule import bound the package to
    that name first. Calling the package calls the function, so both orders work."""

    def __call__(self, *args, **kwargs):
        return diff(*args, **kwargs)


sys.modules[__name__].__class__ = _CallablePackage
