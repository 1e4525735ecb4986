"""Executor-side rules for the audit: limits, value lists and formats the ledger reads from a
tool's prose ("max 20", "one of asc, desc", "YYYY-MM-DD"), written into a copy of the schema as
the keywords they mean, so a logged call is checked against them by the same compiled validator
in the same single `is_valid` call (the hot loop pays nothing extra for a valid call).

A call the plain schema accepts and the augmented one rejects broke a rule only the executor
knows: the audit reports it as kind `executor-rule`, with the sentence that states the rule.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from workbench.schema.pointer import join, resolve

# ledger prose kinds -> the keyword that states them in a schema
_KEYWORD = {"maximum": "maximum", "minimum": "minimum", "max-length": "maxLength",
            "min-length": "minLength", "max-items": "maxItems", "min-items": "minItems"}
# formats a validator can assert (the adapter checks the same set)
FORMATS = frozenset({"date-time", "date", "time", "email", "uri", "uuid", "ipv4", "ipv6",
                     "hostname", "duration"})


def executor_rules(tool_rows: list[Any], schema: Any) -> tuple[Any, dict[str, str]]:
    """(the schema with the mechanical prose rules of one tool's ledger rows added as keywords,
    {pointer of each added keyword: the sentence that states it}); the schema itself (and {})
    when there is nothing to add."""
    out: Any = None
    evidence: dict[str, str] = {}
    for row in tool_rows:
        if row.source != "prose" or not isinstance(row.value, Mapping):
            continue
        kind, value = row.value.get("kind"), row.value.get("value")
        added = _keywords(kind, value)
        if not added:
            continue
        if out is None:
            out = copy.deepcopy(schema) if isinstance(schema, Mapping) else schema
        try:
            node = resolve(out, row.path) if row.path else out
        except KeyError:
            continue
        if not isinstance(node, dict):
            continue
        for keyword, rule in added.items():
            if keyword in node and not _tighter(keyword, rule, node[keyword]):
                continue  # the schema states it already, at least as tightly as the prose
            node[keyword] = rule
            evidence[join(row.path, keyword)] = row.evidence
    return (schema, {}) if out is None or not evidence else (out, evidence)


def _tighter(keyword: str, rule: Any, stated: Any) -> bool:
    """Does the prose bound `rule` narrow the schema's own `stated` bound ("at most 5" beside
    `maximum: 7`)? Only numeric bounds can be compared; any other keyword stays the schema's."""
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (rule, stated)):
        return False
    return rule < stated if keyword.startswith("max") else rule > stated if keyword.startswith("min") else False


def _keywords(kind: Any, value: Any) -> dict[str, Any]:
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    if kind in _KEYWORD and number:
        return {_KEYWORD[kind]: value}
    if kind == "range" and isinstance(value, list) and len(value) == 2 and \
            all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
        return {"minimum": value[0], "maximum": value[1]}
    if kind == "enum-values" and isinstance(value, list) and value:
        return {"enum": list(value)}
    if kind == "format" and value in FORMATS:
        return {"format": value}
    return {}
