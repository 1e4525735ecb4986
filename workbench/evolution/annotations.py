"""MCP tool annotations with the specification's defaults applied, so that a hint going from
absent to its default value is no change at all, and what a change of hints means for callers.

Defaults (https://modelcontextprotocol.io/specification/2025-11-25/server/tools, ToolAnnotations):
`readOnlyHint` false, `destructiveHint` true, `idempotentHint` false, `openWorldHint` true;
`destructiveHint` and `idempotentHint` only mean something while the tool is not read-only.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from workbench.jsonutil import brief

MCP_DEFAULTS: dict[str, bool] = {"readOnlyHint": False, "destructiveHint": True,
                                 "idempotentHint": False, "openWorldHint": True}
_WRITE_ONLY_HINTS = ("destructiveHint", "idempotentHint")


def effective(annotations: Mapping[str, Any] | None) -> dict[str, Any]:
    """The hints as a client reads them: every hint present, defaults filled in; the write-only
    hints of a read-only tool dropped (the specification says they are then meaningless)."""
    out: dict[str, Any] = dict(MCP_DEFAULTS)
    out.update({k: v for k, v in (annotations or {}).items() if v is not None})
    if out.get("readOnlyHint") is True:
        for key in _WRITE_ONLY_HINTS:
            out.pop(key, None)
    return out


def risks(annotations: Mapping[str, Any] | None) -> set[str]:
    """What the hints allow, defaults applied: "writes", "destroys", "open world"."""
    hints = effective(annotations)
    found = set()
    if hints.get("readOnlyHint") is not True:
        found.add("writes")
        if hints.get("destructiveHint") is not False:
            found.add("destroys")
    if hints.get("openWorldHint") is not False:
        found.add("open world")
    return found


def annotation_change(old: Mapping[str, Any] | None, new: Mapping[str, Any] | None
                      ) -> tuple[str, bool] | None:
    """(message, riskier) for hints whose effective value changed; None when they only moved
    between absent and the default. `riskier`: a retry, a parallel call or an unconfirmed call
    that was safe by the old hints is not by the new ones."""
    a, b = effective(old), effective(new)
    # a hint that only becomes meaningless (the tool turned read-only) is no change of its own
    keys = [k for k in dict.fromkeys([*a, *b]) if k != "title" and k in a and k in b and a[k] != b[k]]
    if not keys:
        return None
    parts = [f"{k}: {_shown(k, old, a)} → {_shown(k, new, b)}" for k in keys]
    message = "MCP annotations changed, defaults applied (" + "; ".join(parts) + ")"
    notes = []
    if "destroys" in risks(new) - risks(old):
        notes.append("the tool is now destructive by its hints: clients ask for confirmation, and "
                     "retries are no longer harmless")
    if "writes" in risks(new) - risks(old):
        notes.append("the tool is no longer read-only: review retries and parallel calls")
    if a.get("idempotentHint") is True and b.get("idempotentHint") is False and "writes" in risks(new):
        notes.append("repeated calls are no longer declared harmless: retried writes need an "
                     "idempotency key")
    if "open world" in risks(new) - risks(old):
        notes.append("the tool now reaches outside systems")
    if notes:
        message += "; " + "; ".join(notes)
    return message, bool(notes)


def _shown(key: str, raw: Mapping[str, Any] | None, hints: Mapping[str, Any]) -> str:
    given = (raw or {}).get(key)
    return brief(hints[key]) + ("" if given is not None else " (default)")
