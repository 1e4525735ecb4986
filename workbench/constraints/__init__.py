"""The constraint ledger: for every constraint a tool depends on, where it is enforced
(schema, advisory, executor) and what each provider does with it.

    >>> import workbench
    >>> led = workbench.ledger("examples/logistics_tools.json", profiles=["openai-strict", "mcp"])
    >>> led.summary()["billing_refund"].duties

Modules: `build` (rows from keywords), `prose_rows` (limits only in descriptions), `heuristics`
(identity, authorization, cross-field), `cells` (provider cells), `model` (records, renderings).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from workbench.constraints.build import ledger, tool_rows
    from workbench.constraints.model import ENFORCED_BY, SOURCES, Ledger, LedgerRow, ToolSummary

__all__ = ["ENFORCED_BY", "SOURCES", "Ledger", "LedgerRow", "ToolSummary", "ledger", "tool_rows"]

# Loaded on first use, like `workbench` itself: `workbench.strict` imports `constraints.cells`,
# which must not pull in the ledger builder, the heuristics and their word lists.
_WHERE = {"ledger": "build", "tool_rows": "build", "Ledger": "model", "LedgerRow": "model",
          "ToolSummary": "model", "ENFORCED_BY": "model", "SOURCES": "model"}


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{_WHERE[name]}"), name)
    globals()[name] = value
    return value
