"""What a tool set costs in context: bytes and tokens per provider, per tool
and per set, the biggest contributors, and a budget.

`cost(tools)` returns a `CostReport`. Nothing here loads a tokenizer until a count is asked for.
"""

from __future__ import annotations

from typing import Any

from workbench.costing.core import PROVIDERS

__all__ = ["DEFAULT_BUDGET", "PROVIDERS", "configured_budget", "cost"]

# Tokens the definitions of one request may take before `context-cost` speaks: about twenty tools
# of ~500 tokens, the tool count OpenAI and Google advise at most (provider-tool-count).
DEFAULT_BUDGET = 10_000


def configured_budget() -> int:
    """The budget: `TOOLSCHEMA_CONTEXT_BUDGET` (tokens) when set, else `DEFAULT_BUDGET`."""
    import os

    raw = os.environ.get("TOOLSCHEMA_CONTEXT_BUDGET", "").strip()
    if not raw:
        return DEFAULT_BUDGET
    try:
        value = int(raw.replace("_", "").replace(",", ""))
    except ValueError:
        from workbench.errors import ConfigError

        raise ConfigError(f"TOOLSCHEMA_CONTEXT_BUDGET must be a number of tokens, not {raw!r}") from None
    return value


def cost(tools: Any, **options: Any) -> Any:
    """See `workbench.costing.report.cost`."""
    from workbench.costing.report import cost as run

    return run(tools, **options)
