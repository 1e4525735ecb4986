"""Prose rows: limits written only in descriptions, which only the executor can enforce.

A parameter's own description applies to that parameter. A sentence of the tool description (or
the root schema's description) applies to the parameter it names, by name ("amount must not
exceed 1000") or by a Chinese word for it ("金额必须小于等于 1000 元" -> `amount`, through
`workbench.prose.named_parameters`); else to the parameter whose description holds the sentence's
Chinese subject ("金额" in "退款金额"); else to the only parameter of a fitting type; otherwise to
the tool (path "").

A prose limit the schema already states at least as tightly (`maximum: 1000` beside "≤ 1000")
gets no row: its keyword row says `schema`.

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

_CJK_LEAD = re.compile(r"^[\s\"'“‘]*([\u3400-\u9fff]{2,})")
_ZH_TRIGGER = re.compile(r"必须|必需|不得|不能|不可|不要|不应|应该|应当|须|需要|需|最多|至多|最少|至少|"
                         r"不超过|不少于|不低于|小于|大于|仅|只|为|是|在|的|范围|介于|上限|下限")
_NUMERIC_KINDS = {"maximum", "minimum", "range", "vague"}
_STRING_KINDS = {"max-length", "min-length", "format", "timezone", "relative-time"}
_ITEM_KINDS = {"max-items", "min-items"}
# Kinds that mean nothing for the tool as a whole: a tool description that mentions "URLs" or
# "ISO-8601" in passing, with no parameter to pin it on, states no constraint.
_FIELD_ONLY = {"format", "timezone", "enum-values"}


def prose_rows(tool: Tool, index: SchemaIndex, profiles: Sequence[Profile],
               skipped: set[str]) -> list[LedgerRow]:
    from workbench.prose import extract

    cells = text_cells(profiles)
    rows: list[LedgerRow] = []
    seen: set[tuple] = set()
    params = list(index.top_level_properties())
    root = index.root
    by_pointer = {n.pointer: n for n in index.nodes}

    def emit(node: SchemaNode | None, owner: Mapping[str, Any], c) -> None:
        target = node.schema if node is not None else {}
        if c.kind == "example" or _expressed(c, target, owner):
            return
        if c.kind == "condition" and not _names_another_field(c, params, node):
            return
        path = node.pointer if node is not None else ""
        value = {"kind": c.kind, "value": list(c.value) if isinstance(c.value, tuple) else c.value,
                 "unit": c.unit}
        key = (path, c.kind, repr(value["value"]), c.unit)
        if key in seen:
            return
        seen.add(key)
        label = node.name if node is not None and node.name else (path or tool.name)
        rows.append(LedgerRow(
            tool.name, path, "cross-field" if c.kind == "condition" else "prose", value,
            "executor", "prose", c.sentence, cells, duty=duty(c, label)))

    # Tool-level texts: attribute each constraint to the parameter it talks about.
    for text in (tool.description, _without_block(root.description) if root is not None else ""):
        if not text:
            continue
        for c in extract(text):
            if c.kind == "example":
                continue
            node = _attribute(c, params)
            if node is None and (c.kind in _FIELD_ONLY or _stated_on_some_param(c, params)):
                continue
            emit(node, root.schema if root is not None else {}, c)
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
        for c in extract(_without_block(node.description)):
            emit(node, owner, c)
    return rows


# What Anthropic's `transform_schema` and `workbench.strict` append to a description when they
# remove keywords: "...\n\n{minimum: 1, maximum: 10}" (PD §3).
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
    from workbench.prose import named_parameters

    named = named_parameters(c.sentence, [p.name for p in params if p.name])
    if len(named) == 1:
        return next(p for p in params if p.name == named[0])
    subject = _subject(c.sentence)
    if subject:
        hits = [p for p in params if subject in p.description or subject in (p.name or "")]
        if len(hits) == 1:
            return hits[0]
    fitting = [p for p in params if _fits(c.kind, p)]
    if len(fitting) == 1 and c.kind not in ("condition", "enum-values"):
        return fitting[0]
    return None


def _names_another_field(c, params: list[SchemaNode], node: SchemaNode | None) -> bool:
    """A condition is a cross-field rule only when it names another field ("required when body is
    provided", "仅在支付方式为银行卡时填写" beside a field described as "支付方式"); "only if the
    user asks" or "只有在用户明确确认后使用" is usage advice (the business-state row covers it)."""
    from workbench.prose import mentions

    text = c.value if isinstance(c.value, str) else c.sentence
    for p in params:
        if p is node or not p.name:
            continue
        if mentions(text, p.name):
            return True
        if c.lang == "zh":
            subject = _subject(p.description)
            if subject and subject in text:
                return True
    return False


def _subject(text: str) -> str:
    """The leading Chinese noun of a description ("支付方式，card 或 bank_transfer" -> "支付方式")."""
    m = _CJK_LEAD.match(text or "")
    if not m:
        return ""
    subject = _ZH_TRIGGER.split(m.group(1), maxsplit=1)[0]
    return subject if len(subject) >= 2 else ""


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


def _upper(schema: Mapping[str, Any], keys: Iterable[str]) -> float | None:
    vals = [v for k in keys if k in schema and (v := _num(schema.get(k))) is not None]
    return min(vals) if vals else None


def _lower(schema: Mapping[str, Any], keys: Iterable[str]) -> float | None:
    vals = [v for k in keys if k in schema and (v := _num(schema.get(k))) is not None]
    return max(vals) if vals else None


def _expressed(c, schema: Mapping[str, Any], owner: Mapping[str, Any]) -> bool:
    """Whether the schema node already states constraint `c` at least as tightly."""
    kind, value = c.kind, c.value
    keys = _keywords(c, schema)
    if kind in ("maximum", "max-length", "max-items"):
        bound, v = _upper(schema, keys), _num(value)
        return bound is not None and v is not None and bound <= v
    if kind in ("minimum", "min-length", "min-items"):
        bound, v = _lower(schema, keys), _num(value)
        return bound is not None and v is not None and bound >= v
    if kind == "range":
        lo, hi = (value if isinstance(value, (tuple, list)) and len(value) == 2 else (None, None))
        up = _upper(schema, ("maximum", "exclusiveMaximum"))
        down = _lower(schema, ("minimum", "exclusiveMinimum"))
        high, low = _num(hi), _num(lo)
        return (up is not None and high is not None and up <= high
                and down is not None and low is not None and down >= low)
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
    if kind == "condition":
        return expresses_relation(owner) or expresses_relation(schema)
    return False  # relative-time: no schema keyword can say "today"


def _types(schema: Mapping[str, Any]) -> list[str]:
    t = schema.get("type")
    return [t] if isinstance(t, str) else [x for x in t if isinstance(x, str)] if isinstance(t, list) else []


_REL = {"future": "in the future", "past": "in the past"}


def duty(c, label: str) -> str:
    """The executor duty for a prose constraint, in plain words, quoting the evidence."""
    quote = f"“{c.sentence}”"
    unit = f" {c.unit}" if c.unit else ""
    v = c.value
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
        return f"Reject {label} {op} than {v} characters: stated only in prose: {quote}."
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
        return (f"Check that {label} is {text}, against the current time: no schema keyword can "
                f"say it: {quote}.")
    if c.kind == "condition":
        return (f"Enforce the condition {quote} on {label}: it is not expressed with "
                f"oneOf/if-then/dependentRequired.")
    if c.kind == "enum-values":
        return f"Reject {label} values outside {list(v)}: the list is only in prose: {quote}."
    if c.kind == "vague":
        return (f"Decide a concrete limit for {label} and enforce it, then state it as "
                f"minimum/maximum (seed 11.3): the description only says {quote}.")
    return f"Enforce on {label}: {quote}."
