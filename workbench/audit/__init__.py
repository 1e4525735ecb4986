"""Tool-call log audit: validate the calls models really made, cluster the failures by tool,
field and kind, and suggest the schema change for each cluster (seed 003: "keep a schema
validation log and read its failures every week").

    >>> report = workbench.audit("calls.jsonl.gz", "tools.json")
    >>> report.to_json()   # {"calls", "valid", "invalid", "malformed_lines", "clusters": [...]}
"""

from __future__ import annotations

import sys
from types import ModuleType

from workbench.audit.classify import KINDS
from workbench.audit.core import audit
from workbench.audit.readers import RawCall, iter_calls
from workbench.audit.report import AuditReport, Cluster, MalformedLine

__all__ = ["audit", "AuditReport", "Cluster", "MalformedLine", "KINDS", "iter_calls", "RawCall"]


class _CallablePackage(ModuleType):
    """`workbench.audit` names both this package and the `audit()` function: the lazy public API in
    `workbench/__init__.py` yields the function, unless a submodule import bound the package to
    that name first. Calling the package calls the function, so both orders work."""

    def __call__(self, *args, **kwargs):
        return audit(*args, **kwargs)


sys.modules[__name__].__class__ = _CallablePackage
