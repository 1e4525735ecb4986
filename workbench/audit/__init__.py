"""Tool-call log audit: validate the calls models really made, cluster the failures by tool,
field and kind, and suggest the schema change for each cluster (seed 003: "keep a schema
validation log and read its failures every week").

    >>> report = workbench.audit("calls.jsonl.gz", "tools.json")
    >>> report.to_json()   # {"calls", "valid", "invalid", "malformed_lines", "clusters": [...]}
"""

from __future__ import annotations

from workbench._callable import make_callable
from workbench.audit.classify import KINDS
from workbench.audit.core import audit
from workbench.audit.readers import RawCall, iter_calls
from workbench.audit.report import AuditReport, Cluster, MalformedLine

__all__ = ["audit", "AuditReport", "Cluster", "MalformedLine", "KINDS", "iter_calls", "RawCall"]


make_callable(__name__, "workbench.audit.core:audit")
