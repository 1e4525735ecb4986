"""Suppression written inside a tool definition: `"x-toolschema-ignore": ["rule-id" | "category",
...]` at the top level of the tool's own definition or on any subschema of its parameters (covering
the findings at or below it).

A tool definition is input to be checked, often from a server nobody here controls, so what it
says about itself is trusted only so far: it can quiet design findings, never `injection` ones (a
poisoned tool would otherwise silence its own poisoning finding). Only the user's own settings
(pyproject `[tool.toolschema]`, the CLI's `--ignore`, the API's `ignore=`) drop injection rules;
a tool that names them is itself reported (`injection-self-suppression`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from workbench.linter.context import ToolContext

SUPPRESS_KEY = "x-toolschema-ignore"
# What a tool's own suppression can never cover.
UNSUPPRESSIBLE_CATEGORIES = frozenset({"injection"})


def tool_suppressions(ctx: ToolContext) -> list[tuple[str, frozenset[str]]]:
    """(pointer of the subschema it covers, names) for every `x-toolschema-ignore` the tool
    carries; "" covers the whole tool."""
    entries = []
    raw = ctx.tool.raw
    if isinstance(raw, Mapping):
        for holder in (raw, raw.get("function")):
            if isinstance(holder, Mapping) and SUPPRESS_KEY in holder:
                entries.append(("", _as_names(holder[SUPPRESS_KEY])))
    if isinstance(ctx.tool.parameters, Mapping):
        # the walk is cached and shared with the rules; few nodes carry the key
        marked = [node for node in ctx.index.nodes if SUPPRESS_KEY in node.schema]
        for node in marked:
            entries.append((node.pointer, _as_names(node.schema[SUPPRESS_KEY])))
    return entries


def _as_names(value: Any) -> frozenset[str]:
    if isinstance(value, str):
        return frozenset(v.strip() for v in value.split(",") if v.strip())
    if isinstance(value, (list, tuple)):
        return frozenset(str(v) for v in value)
    return frozenset()
