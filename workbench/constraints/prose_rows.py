"""Prose rows: limits written only in descriptions, which only the executor can enforce.

A parameter's own description applies to that parameter. A sentence of the tool description (or
the root schema's description) applies to the parameter it names, by name ("amount must not
exceed 1000") or by a Chinese word for it ("金额必须小于等于 1000 元" -> `amount`, through
`workbench.prose.named_parameters`); else to the parameter whose description holds the sentence's
Chinese subject ("金额" in "退款金额"); else to the only parameter of a fitting type; otherwise to
the tool (path "").

A prose limit the schema already states at least as tightly (`maximum: 1000` beside "≤ 1000"),
or on a parameter whose `enum` fixes its values, gets no row: its keyword row says `schema`. What
the tool returns or waits ("returns up to 5 routes") is no duty on an input, unless the input is
that count (`limit`, `page_size`). A rule between fields (a condition that names another field,
"at least one of phone or email", "二选一") is a `cross-field` row; "only used when", "ignored if"
are no rule (the extractor drops them).

Keywords a strict converter moved into a description (`{minimum: 1, maximum: 10}` appended by
Anthropic's `transform_schema` or by `workbench.strict`) are `prose` rows of kind `demoted`: the
ledger of a converted tool shows what strictness cost.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from workbench.constraints.cells import text_cells
from workbench.constraints.heuristics import expresses_relation
from workbench.constraints.model import LedgerRow
from workbench.jsonutil import brief
from workbench.model import Tool
from workbench.profiles import KNOWN_KEYWORDS, Profile
from workbench.schema.walk import SchemaIndex, SchemaNode

_NUMERIC_KINDS = {"maximum", "minimum", "range", "vague"}
_STRING_KINDS = {"max-length", "min-length", "format", "timezone", "relative-time"}
_ITEM_KINDS = {"max-items", "min-items"}
# Kinds that mean nothing for the tool as a whole: a tool description that mentions "URLs" or
# "ISO-8601" in passing, with no parameter to pin it on, states no constraint.
_FIELD_ONLY = {"format", "timezone", "enum-values"}


def prose_rows(tool: Tool, index: SchemaIndex, profiles: Sequence[Profile],
               skipped: set[str]) -> list[LedgerRow]:
    from workbench.linter.rules.prose_facts import counts_results  # the lint's reading, shared
    from workbench.prose import extract

    cells = text_cells(profiles)
    rows: list[LedgerRow] = []
    seen: set[tuple] = set()
    params = list(index.top_level_properties())
    root = index.root
    by_pointer = {n.pointer: n for n in index.nodes}

    def emit(node: SchemaNode | None, owner: Mapping[str, Any], c, siblings: list[SchemaNode]) -> None:
        target = node.schema if node is not None else {}
        if c.kind == "example" or _expressed(c, target, owner):
            return
        if c.mood == "output" and not (node is not None and counts_results(node)):
            return  # "returns up to 5 routes": the result, not an input
        others: list[str] = []
        if c.kind in ("condition", "field-group"):
            others = _fields_named(c, siblings, node)
            if c.kind == "condition" and not others:
                return  # "only if the user asks": usage advice (the business-state row covers it)
        path = node.pointer if node is not None else ""
        value = {"kind": c.kind, "value": list(c.value) if isinstance(c.value, tuple) else c.value,
                 "unit": c.unit}
        key = (path, c.kind, repr(value["value"]), c.unit)
        if key in seen:
            return
        seen.add(key)
        label = node.name if node is not None and node.name else ""
        rows.append(LedgerRow(
            tool.name, path, "cross-field" if c.kind in ("condition", "field-group") else "prose",
            value, "executor", "prose", c.sentence, cells, duty=duty(c, label, others)))

    # Tool-level texts: attribute each constraint to the parameter it talks about.
    for text in (tool.description, _without_block(root.description) if root is not None else ""):
        if not text:
            continue
        for c in extract(text):
            if c.kind == "example":
                continue
            if c.mood == "output":
                continue  # the tool's result or behaviour, not a rule on what the caller sends
            node = None if c.kind == "field-group" else _attribute(c, params)
            if node is None and (c.kind in _FIELD_ONLY or _stated_on_some_param(c, params)):
                continue
            emit(node, root.schema if root is not None else {}, c, params)
    # Each subschema's own description applies to that subschema.
    for node in index.nodes:
        if node.pointer in skipped or not node.description:
            continue
        for keyword, value, evidence in demoted(node.description):
            if keyword in node.schema or keyword == "description":
                continue
            label = node.name or node.pointer or tool.name
            rows.append(LedgerRow(
                tool.name, node.pointer, "prose",
                {"kind": "demoted", "keyword": keyword, "value": value}, "executor", "prose",
                evidence, cells,
                duty=(f"Enforce `{keyword}: {brief(value, 80)}` on {label} yourself: a strict "
                      f"converter moved it from the schema into the description ({evidence}), "
                      f"where nothing enforces it.")))
        if node.pointer == "":
            continue
        parent = by_pointer.get(node.parent or "")
        owner = parent.schema if parent is not None else {}
        siblings = [n for n in index.nodes if n.parent == node.parent and n.via == "properties"]
        for c in extract(_without_block(node.description)):
            emit(node, owner, c, siblings)
    return rows


# What Anthropic's `transform_schema` and `workbench.strict` append to a description when they
# remove keywords: "...\n\n{minimum: 1, maximum: 10}".
_KEYS = "|".join(re.escape(k) for k in sorted(KNOWN_KEYWORDS | {"nullable"}, key=len, reverse=True))
_DEMOTED_BLOCK = re.compile(r"\{((?:" + _KEYS + r"): .*)\}\s*$", re.S)
_DEMOTED_SPLIT = re.compile(r", (?=(?:" + _KEYS + r"): )")


def demoted(description: str) -> list[tuple[str, Any, str]]:
    """Keywords a strict converter moved into `description`: [(keyword, value, block)]."""
    m = _DEMOTED_BLOCK.search(description) if "{" in description else None
    if not m:
        return []
    out = []
    for part in _DEMOTED_SPLIT.split(m.group(1)):
        keyword, _, raw = part.partition(": ")
        out.append((keyword, _literal(raw.strip()), m.group(0).strip()))
    return out


def _without_block(description: str) -> str:
    m = _DEMOTED_BLOCK.search(description) if "{" in description else None
    return description[: m.start()] if m else description


def _literal(raw: str) -> Any:
    try:
        return json.loads(raw)
    except ValueError:
        pass
    try:
        return ast.literal_eval(raw)  # the Anthropic SDK writes Python reprs: ['a', 'b'], True
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return raw  # `format: iri` is written unquoted


def _attribute(c, params: list[SchemaNode]) -> SchemaNode | None:
    from workbench.prose import named_parameters, subject

    named = named_parameters(c.sentence, [p.name for p in params if p.name])
    if len(named) == 1:
        return next(p for p in params if p.name == named[0])
    lead = subject(c.sentence)
    if lead:
        hits = [p for p in params if lead in p.description or lead in (p.name or "")]
        if len(hits) == 1:
            return hits[0]
    fitting = [p for p in params if _fits(c.kind, p)]
    if len(fitting) == 1 and c.kind not in ("condition", "enum-values"):
        return fitting[0]
    return None


def _fields_named(c, fields: list[SchemaNode], node: SchemaNode | None) -> list[str]:
    """The other fields a rule names: a condition those it tests ("required when body is
    provided", "仅在支付方式为银行卡时填写" beside a field described as "支付方式", or the values of
    a dispatching enum, "action=create 时必填"); a field group those its sentence names."""
    from workbench.prose import fields_named

    pairs = [(p.name, p.description) for p in fields if p is not node and p.name]
    if c.kind == "field-group":
        return fields_named(c.sentence, pairs)
    text = c.value if isinstance(c.value, str) else c.sentence
    named = fields_named(text, pairs, tails=False)
    if named:
        return named
    return [p.name for p in fields if p is not node and p.name and any(
        isinstance(v, str) and len(v) >= 2 and re.search(r"(?<![\w.-])" + re.escape(v) + r"(?![\w-])", text)
        for v in _enum_list(p.schema))]


def _enum_list(schema: Mapping[str, Any]) -> list[Any]:
    values = schema.get("enum")
    return values if isinstance(values, list) else []


def _fits(kind: str, node: SchemaNode) -> bool:
    types = set(node.non_null_types)
    if kind in _NUMERIC_KINDS:
        return bool(types & {"number", "integer"})
    if kind in _STRING_KINDS:
        return "string" in types
    if kind in _ITEM_KINDS:
        return bool(types & {"array", "integer"})
    return False


def _stated_on_some_param(c, params: list[SchemaNode]) -> bool:
    """An unattributed tool-level limit that some parameter's schema states exactly."""
    return any(_expressed(c, p.schema, {}) and _has_bound(c, p.schema) for p in params)


def _has_bound(c, schema: Mapping[str, Any]) -> bool:
    return any(k in schema for k in _keywords(c, schema))


def _keywords(c, schema: Mapping[str, Any]) -> tuple[str, ...]:
    types = schema.get("type")
    on_number = types in ("integer", "number") or (isinstance(types, list)
                                                  and ("integer" in types or "number" in types))
    return {
        "maximum": ("maximum", "exclusiveMaximum"), "minimum": ("minimum", "exclusiveMinimum"),
        "range": ("minimum", "maximum"), "max-length": ("maxLength",),
        "min-length": ("minLength",),
        "max-items": ("maximum", "exclusiveMaximum") if on_number else ("maxItems",),
        "min-items": ("minimum", "exclusiveMinimum") if on_number else ("minItems",),
        "format": ("format", "pattern"), "enum-values": ("enum", "const"),
    }.get(c.kind, ())


def _num(x: Any) -> float | None:
    return float(x) if isinstance(x, (int, float)) and not isinstance(x, bool) else None


def _bounds(schema: Mapping[str, Any], keys: Iterable[str]) -> list[float]:
    return [v for v in (_num(schema.get(k)) for k in keys if k in schema) if v is not None]


def _upper(schema: Mapping[str, Any], keys: Iterable[str]) -> float | None:
    vals = _bounds(schema, keys)
    return min(vals) if vals else None


def _lower(schema: Mapping[str, Any], keys: Iterable[str]) -> float | None:
    vals = _bounds(schema, keys)
    return max(vals) if vals else None


def _expressed(c, schema: Mapping[str, Any], owner: Mapping[str, Any]) -> bool:
    """Whether the schema node already states constraint `c` at least as tightly."""
    kind, value = c.kind, c.value
    keys = _keywords(c, schema)
    if kind in ("maximum", "minimum", "range", "max-items", "min-items", "vague") and (
            "enum" in schema or "const" in schema):
        return True  # the value list bounds it already
    if kind in ("maximum", "max-length", "max-items"):
        bound, v = _upper(schema, keys), _num(value)
        return bound is not None and v is not None and bound <= v
    if kind in ("minimum", "min-length", "min-items"):
        bound, v = _lower(schema, keys), _num(value)
        return bound is not None and v is not None and bound >= v
    if kind == "range":
        lo, hi = (value if isinstance(value, (tuple, list)) and len(value) == 2 else (None, None))
        up, top = _upper(schema, ("maximum", "exclusiveMaximum")), _num(hi)
        down, bottom = _lower(schema, ("minimum", "exclusiveMinimum")), _num(lo)
        return (up is not None and top is not None and up <= top
                and down is not None and bottom is not None and down >= bottom)
    if kind == "format":
        if value == "unix-timestamp":
            return bool({"integer", "number"} & set(_types(schema)))
        return "format" in schema or "pattern" in schema
    if kind == "timezone":
        return "pattern" in schema or (value == "offset-required"
                                       and schema.get("format") == "date-time")
    if kind == "enum-values":
        return "enum" in schema or "const" in schema
    if kind == "vague":
        return any(k in schema for k in ("maximum", "exclusiveMaximum", "minimum", "maxLength"))
    if kind in ("condition", "field-group"):
        return expresses_relation(owner) or expresses_relation(schema)
    return False  # relative-time: no schema keyword can say "today"


def _types(schema: Mapping[str, Any]) -> list[str]:
    t = schema.get("type")
    return [t] if isinstance(t, str) else [x for x in t if isinstance(x, str)] if isinstance(t, list) else []


_REL = {"future": "in the future", "past": "in the past"}
_GROUP = {"exactly-one": "exactly one of", "at-least-one": "at least one of",
          "not-both": "not more than one of", "together": "all or none of"}  # of the fields named


def duty(c, label: str, others: Sequence[str] = ()) -> str:
    """The executor duty for a prose constraint, in plain words, quoting the evidence. `label` is
    the parameter's name ("" when no parameter carries the constraint); `others`, for a rule
    between fields, the fields it names besides this one."""
    quote = f"“{c.sentence}”"
    unit = f" {c.unit}" if c.unit else ""
    v = c.value
    if not label and c.kind not in ("condition", "field-group"):
        return (f"Enforce {quote} yourself: the description states it and no parameter carries "
                "it, so no schema keyword can.")
    if c.kind == "maximum":
        op = "at or above" if c.keyword == "exclusiveMaximum" else "above"
        return f"Reject {label} {op} {v}{unit}: the limit is stated only in prose: {quote}."
    if c.kind == "minimum":
        op = "at or below" if c.keyword == "exclusiveMinimum" else "below"
        return f"Reject {label} {op} {v}{unit}: the limit is stated only in prose: {quote}."
    if c.kind == "range":
        return f"Reject {label} outside {v[0]}–{v[1]}{unit}: the range is stated only in prose: {quote}."
    if c.kind in ("max-length", "min-length"):
        op = "longer" if c.kind == "max-length" else "shorter"
        return f"Reject {label} {op} than {v} {c.unit or 'characters'}: stated only in prose: {quote}."
    if c.kind in ("max-items", "min-items"):
        op = "more" if c.kind == "max-items" else "fewer"
        return f"Reject {label} with {op} than {v}{unit or ' items'}: stated only in prose: {quote}."
    if c.kind == "format":
        if v == "not-unix-timestamp":
            return f"Reject a Unix timestamp in {label}: the description forbids it: {quote}."
        return f"Check that {label} is a valid {v}: the format is stated only in prose: {quote}."
    if c.kind == "timezone":
        if v == "UTC":
            return f"Interpret and check {label} as UTC: stated only in prose: {quote}."
        return f"Reject a {label} without a time-zone offset: stated only in prose: {quote}."
    if c.kind == "relative-time":
        text = _REL.get(v) or v.replace("not-before:", "not earlier than ").replace(
            "not-after:", "not later than ")
        base = ("the other field" if not any(w in text for w in ("now", "today", "future", "past"))
                else "the current time, in the time zone the tool documents")
        return f"Check that {label} is {text}, against {base}: no schema keyword can say it: {quote}."
    names = ", ".join(f"`{n}`" for n in others)
    if c.kind == "condition":
        who = f"`{label}`" if label else "the field it names"
        return (f"Check {who} against {names or 'the fields it names'} as the description says: "
                f"{quote}; the schema states no `if`/`then` or `dependentRequired` for it.")
    if c.kind == "field-group" and v == "arithmetic":
        fields = ", ".join(f"`{n}`" for n in ([label] if label else []) + list(others))
        return (f"Check {fields or 'the fields it names'} against each other as the description "
                f"says: {quote}; no schema keyword can compute it.")
    if c.kind == "field-group":
        fields = ", ".join(f"`{n}`" for n in ([label] if label else []) + list(others))
        return (f"Check that {_GROUP.get(v, v)} {fields or 'the fields it names'} is given: "
                f"{quote}; the schema does not say it.")
    if c.kind == "enum-values":
        return f"Reject {label} values outside {list(v)}: the list is only in prose: {quote}."
    if c.kind == "vague":
        return (f"Decide a concrete limit for {label} and enforce it, then state it as "
                f"minimum/maximum: the description only says {quote}.")
    return f"Enforce on {label}: {quote}."
