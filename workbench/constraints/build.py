"""Build the ledger: one row per constraint of every tool, with per-provider cells.

Three sources:
- `keyword`: every JSON Schema keyword that constrains a value. `enforced_by` is `schema` for the
  draft 2020-12 assertion keywords, `advisory` for annotations (`format`, `default`, `examples`,
  `deprecated`, ...) and keywords outside JSON Schema (`nullable`, BFCL `optional`, `x-*`).
  `description`/`title` get no row of their own: they are not constraints; the limits written in
  them become `prose` rows.
- `prose`: limits, formats, relative-time rules, conditions and value lists found only in a
  description (English and Chinese, `workbench.prose.extract`), enforced by the executor.
- `heuristic`: identity, authorization and cross-field rows (`heuristics.py`).

Keywords under `if`, `not` and `contains` get no row of their own: they are conditions, not
constraints on the argument; the `if`/`not`/`contains` row carries them in its value.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from workbench.constraints import heuristics as h
from workbench.constraints.cells import keyword_cell, unseen_cells
from workbench.constraints.model import Ledger, LedgerRow
from workbench.jsonutil import jsonable, shorten
from workbench.model import Tool
from workbench.profiles import (
    ANNOTATION_KEYWORDS,
    ASSERTION_KEYWORDS,
    KNOWN_KEYWORDS,
    LEDGER_PROFILE_IDS,
    Profile,
    get_profiles,
)
from workbench.schema.walk import SchemaIndex, SchemaNode, index_schema

# Keywords that only hold subschemas (their constraints get rows at the subschema's pointer) or
# are documentation/structure, not a constraint on the value.
_NO_ROW = frozenset({
    "properties", "items", "prefixItems", "then", "else",
    "$ref", "$dynamicRef", "propertyNames", "additionalItems", "description", "title", "$comment",
    "$schema", "$id", "$anchor", "$dynamicAnchor", "$vocabulary", "$defs", "definitions",
})
# Subschemas that are conditions: keywords inside them constrain nothing on their own.
_CONDITION_VIA = frozenset({"if", "not", "contains"})
_EVIDENCE_CAP = 240


def ledger(tool_or_toolset: Any, *, profiles: Iterable[str] | str | None = None) -> Ledger:
    """The constraint ledger of a tool, a tool set, or anything `workbench.load` accepts.

    `profiles`: provider profile ids for the provider columns (default: openai, openai-strict,
    anthropic, anthropic-strict, gemini, mcp)."""
    from workbench.loading import as_toolset  # the loader and its envelopes: only when called

    toolset = as_toolset(tool_or_toolset)
    profs = get_profiles(list(LEDGER_PROFILE_IDS) if profiles is None else profiles)
    rows: list[LedgerRow] = []
    for tool in toolset:
        rows.extend(tool_rows(tool, profs))
    return Ledger(tuple(rows), tuple(p.id for p in profs), tuple(t.name for t in toolset))


def tool_rows(tool: Tool, profiles: Sequence[Profile], index: SchemaIndex | None = None) -> list[LedgerRow]:
    index = index or index_schema(tool.parameters)
    rows: list[LedgerRow] = []
    skipped: set[str] = set()
    for node in index.nodes:
        if node.parent in skipped or node.via in _CONDITION_VIA:
            skipped.add(node.pointer)
            continue
        rows.extend(_keyword_rows(tool, node, profiles))
    rows.extend(_heuristic_rows(tool, index, profiles))
    from workbench.constraints.prose_rows import prose_rows

    prose = prose_rows(tool, index, profiles, skipped)
    stated = {r.path for r in prose if r.constraint == "cross-field"}
    rows = [r for r in rows if not (r.constraint == "cross-field" and r.path in stated)]
    rows.extend(prose)
    order = {n.pointer: i for i, n in enumerate(index.nodes)}
    rows.sort(key=lambda r: order.get(r.path, len(order)))
    return rows


def _keyword_rows(tool: Tool, node: SchemaNode, profiles: Sequence[Profile]) -> Iterable[LedgerRow]:
    schema = node.schema
    label = label_of(node)
    for keyword, value in schema.items():
        if keyword in _NO_ROW or keyword.startswith("$"):
            continue
        if keyword in ("additionalProperties", "unevaluatedProperties", "unevaluatedItems") \
                and value is True:
            continue
        if keyword == "required" and not value:
            continue
        if keyword == "uniqueItems" and value is not True:
            continue
        row_value: Any = value
        if keyword in ("anyOf", "oneOf", "allOf") and isinstance(value, list):
            row_value = len(value)
        elif keyword == "if":
            row_value = {k: schema[k] for k in ("if", "then", "else") if k in schema}
        elif keyword in ("dependentSchemas", "patternProperties") and isinstance(value, dict):
            row_value = list(value)  # the subschemas get rows of their own
        if keyword in ASSERTION_KEYWORDS:
            enforced, duty = "schema", ""
        elif keyword in ANNOTATION_KEYWORDS or keyword not in KNOWN_KEYWORDS:
            enforced, duty = "advisory", _advisory_duty(keyword, value, label)
        else:
            continue
        yield LedgerRow(
            tool=tool.name, path=node.pointer, constraint=keyword, value=jsonable(row_value),
            enforced_by=enforced, source="keyword", evidence=fragment({keyword: value}),
            providers={p.id: keyword_cell(p, keyword, value, schema, tool.source_format)
                       for p in profiles},
            duty=duty)


def _advisory_duty(keyword: str, value: Any, label: str) -> str:
    if keyword == "format":
        return (f"Check that {label} is a valid {value}: `format` is only an annotation unless a "
                "validator asserts it (https://json-schema.org/understanding-json-schema/reference/"
                "string#format).")
    if keyword == "default":
        return (f"Apply the default {fragment(value, 60)} for {label} yourself when it is missing "
                "(or null): validators never fill in defaults.")
    return ""


def _heuristic_rows(tool: Tool, index: SchemaIndex, profiles: Sequence[Profile]) -> list[LedgerRow]:
    rows: list[LedgerRow] = []
    unseen = unseen_cells(profiles)
    for node in index.properties():
        name = node.name or ""
        if h.is_identity_name(name, tool.name):
            rows.append(LedgerRow(
                tool.name, node.pointer, "identity", name, "executor", "heuristic",
                fragment({name: node.schema}), unseen, duty=h.identity_duty(name)))
        elif h.is_id_name(name):
            rows.append(LedgerRow(
                tool.name, node.pointer, "authorization", {"check": "ownership", "parameter": name},
                "executor", "heuristic", fragment({name: node.schema}), unseen,
                duty=h.ownership_duty(label_of(node))))
    verb = h.state_changing_verb(tool.name, tool.annotations)
    if verb is not None:
        evidence = f"tool name {tool.name!r}"
        if tool.annotations:
            evidence += " " + fragment({"annotations": tool.annotations}, 160)
        rows.append(LedgerRow(
            tool.name, "", "authorization", {"check": "business-state", "verb": verb}, "executor",
            "heuristic", evidence, unseen,
            duty=h.business_state_duty(tool.name, verb, tool.annotations)))
    for p, q, value in h.field_pairs(index):
        rows.append(LedgerRow(
            tool.name, q.pointer, "cross-field",
            {"field": q.name, "depends_on": p.name, "when": value}, "executor", "heuristic",
            f"{p.name} enum {fragment(p.schema.get('enum'), 80)} and {q.name} "
            f"{fragment(q.schema, 80)}: no oneOf/if-then/dependentRequired ties them", unseen,
            duty=h.pair_duty(p.name or "", q.name or "", value)))
    return rows


def label_of(node: SchemaNode) -> str:
    """A readable name for a node: the property name, or the pointer."""
    if node.name:
        return node.name
    return node.pointer or "the arguments"


def fragment(value: Any, cap: int = _EVIDENCE_CAP) -> str:
    return shorten(json.dumps(value, ensure_ascii=False, separators=(", ", ": "), default=str), cap)
