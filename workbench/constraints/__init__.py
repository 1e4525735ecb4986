"""The constraint ledger (issue 3): for every constraint a tool depends on, where it is enforced
(schema, advisory, executor) and what each provider does with it.

    >>> import workbench
    >>> led = workbench.ledger("examples/logistics_tools.json", profiles=["openai-strict", "mcp"])
    >>> led.summary()["billing_refund"].duties

Modules: `build` (rows from keywords), `prose_rows` (limits only in descriptions), `heuristics`
(identity, authorization, cross-field), `cells` (provider cells), `model` (records, renderings).
"""

from __future__ import annotations

from workbench.constraints.build import ledger, tool_rows
from workbench.constraints.model import ENFORCED_BY, SOURCES, Ledger, LedgerRow, ToolSummary

__all__ = ["ledger", "tool_rows", "Ledger", "LedgerRow", "ToolSummary", "ENFORCED_BY", "SOURCES"]
