"""Tool-call log audit: validate the calls models really made, cluster the failures by tool,
field and kind, and suggest the schema change for each cluster ("keep a schema
validation log and read its failures every week").

    >>> report = workbench.audit("calls.jsonl.gz", "tools.json")
    >>> report.to_json()   # {"calls", "valid", "invalid", "malformed_lines", "clusters": [...]}
"""

from __future__ import annotations

from workbench.auditor.classify import KINDS
from workbench.auditor.core import audit
from workbench.auditor.readers import RawCall, iter_calls
from workbench.auditor.report import AuditReport, Cluster, MalformedLine

__all__ = ["KINDS", "AuditReport", "Cluster", "MalformedLine", "RawCall", "audit", "iter_calls"]
