"""Constraints stated in prose (`nl-constraint`) and cross-field rules (`cross-field`).

Both read `workbench.prose.extract` (English and Chinese) over each parameter's description and
over the tool description; a tool-description sentence that names a parameter ("amount must not
exceed 1000", "金额必须小于等于 1000 元") applies to that parameter.

Division of labour with `params.py`, so one defect gives one finding: a value list in prose for a
parameter whose name already says "closed set" (status, sort_order...) is `enum-missing`'s; a
format named in prose is reported here and `format-missing` stays silent; bounds stated in prose
are reported here and `range-missing`/`array-unbounded` stay silent.
"""

from __future__ import annotations

import re
from typing import Any, Iterator, Mapping

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.formats import FORMAT_SEVERITY
from workbench.linter.rules.enums import finite_by_name
from workbench.model import Tool
from workbench.schema.pointer import join
from workbench.prose import ProseConstraint, extract, mentions
from workbench.schema.walk import SchemaNode
from workbench.text import split_name

_HARD_MODAL = re.compile(r"\b(?:must|shall|cannot|can't|may\s+not|should\s+not|required|"
                         r"not\s+exceed|at\s+most|at\s+least|no\s+more\s+than|no\s+less\s+than)\b|"
                         r"必须|不能|不得|不可|不超过|不少于|至少|最多|仅|只能|须", re.I)
_COMPOSITION = ("oneOf", "anyOf", "allOf", "if", "dependentRequired", "dependentSchemas", "not")
_PATTERN_FOR = {
    "HH:MM": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
    "HH:MM:SS": "^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$",
    "MM/DD/YYYY": "^(0[1-9]|1[0-2])/(0[1-9]|[12][0-9]|3[01])/[0-9]{4}$",
    "DD/MM/YYYY": "^(0[1-9]|[12][0-9]|3[01])/(0[1-9]|1[0-2])/[0-9]{4}$",
    "YYYY/MM/DD": "^[0-9]{4}/(0[1-9]|1[0-2])/(0[1-9]|[12][0-9]|3[01])$",
    "YYYYMMDD": "^[0-9]{4}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])$",
}


# ============================================================================== nl-constraint

# Free-text parameters: a format or value list in their description describes the text's
# content ("supports `YYYY-MM-DD..YYYY-MM-DD` ranges"), not the parameter.
_FREE_TEXT = frozenset({"query", "q", "search", "text", "filter", "expression", "content", "body",
                        "message", "prompt", "input", "command", "code", "sql", "pattern", "regex",
                        "description", "notes", "instructions", "script", "template", "jql", "cql",
                        "format", "range", "period", "window", "layout"})
_NUMERIC = frozenset({"maximum", "minimum", "range", "max-items", "min-items", "max-length",
                      "min-length"})
_DEFAULT_WORD = re.compile(r"\bdefaults?\b|\bby\s+default\b|默认", re.I)
_OR_WORD = re.compile(r"\bor\b|或", re.I)
_RANGE_WORD = re.compile(r"\brange\b|\.\.|范围|区间", re.I)
# A description saying the executor enforces a rule itself ("validated by the executor",
# "执行器校验", "returns DATE_IN_PAST"): the executor duty is documented.
_EXECUTOR_CHECKS = re.compile(
    r"\b(?:validated|checked|enforced|verified|rejected)\s+(?:by|in|on)\s+(?:the\s+)?"
    r"(?:executor|server|backend|service)\b|\breturns?\s+(?:an?\s+)?[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|"
    r"(?:执行器|服务端|后端|服务器)(?:会)?(?:校验|检查|验证)|返回\s*[A-Z][A-Z0-9]*_[A-Z0-9_]+")
_NO_ENUM_LAST = frozenset({"id", "ids", "name", "names", "path", "url", "uri", "key", "token"})


def _want(node: SchemaNode, c: ProseConstraint) -> list[tuple[str, Any]]:
    """The (keyword, value) pairs that would express `c` on this parameter, [] if none fits."""
    if c.kind in _NUMERIC and _DEFAULT_WORD.search(c.sentence):
        return []  # "returns at least 30 results per page by default": behaviour, not a limit
    t_name = split_name(node.name)
    if c.kind in ("format", "timezone", "enum-values") and t_name and t_name[-1] in _FREE_TEXT:
        return []
    if c.kind == "format" and _RANGE_WORD.search(c.sentence):
        return []  # "a date or a date range": the format would reject the range
    if c.kind == "format" and c.value in ("email", "uri", "uuid") and _OR_WORD.search(c.sentence):
        return []  # "phone number or email address": one alternative of several
    if c.kind == "enum-values" and t_name and t_name[-1] in _NO_ENUM_LAST:
        return []
    types = node.non_null_types
    t = types[0] if len(types) == 1 else None
    k, v = c.kind, c.value
    if t == "integer" and k == "minimum" and c.keyword == "exclusiveMinimum" and v == 0:
        return [("minimum", 1)]  # "positive integer"
    if t in ("integer", "number"):
        if k in ("maximum", "max-items"):
            return [(c.keyword if k == "maximum" else "maximum", v)]
        if k in ("minimum", "min-items"):
            return [(c.keyword if k == "minimum" else "minimum", v)]
        if k == "range":
            return [("minimum", v[0]), ("maximum", v[1])]
    elif t == "array":
        if k in ("maximum", "max-items") and isinstance(v, int):
            return [("maxItems", v - 1 if c.keyword == "exclusiveMaximum" else v)]
        if k in ("minimum", "min-items") and isinstance(v, int) and c.unit is not None:
            return [("minItems", v)]
        if k == "range" and all(isinstance(x, int) for x in v):
            return [("minItems", v[0]), ("maxItems", v[1])]
    elif t == "string":
        if k == "max-length":
            return [("maxLength", v)]
        if k == "min-length":
            return [("minLength", v)]
        if k == "format" and c.keyword == "format":
            return [("format", v)]
        if k == "format" and c.keyword == "pattern" and v in _PATTERN_FOR:
            return [("pattern", _PATTERN_FOR[v])]
        if k == "timezone" and c.value == "offset-required":
            return [("format", "date-time")]
    if k == "enum-values" and t in ("string", "integer", "number") and finite_by_name(node) is None:
        vals = _typed_values(v, t)
        return [("enum", vals)] if vals else []
    return []


def _typed_values(values: tuple, t: str) -> list | None:
    if t == "string":
        return [str(x) for x in values]
    out = []
    for x in values:
        try:
            out.append(int(x) if t == "integer" else float(x))
        except (TypeError, ValueError):
            return None
    return out


_EQUIV = {"maximum": ("maximum", "exclusiveMaximum"), "exclusiveMaximum": ("maximum", "exclusiveMaximum"),
          "minimum": ("minimum", "exclusiveMinimum"), "exclusiveMinimum": ("minimum", "exclusiveMinimum"),
          "format": ("format", "pattern"), "pattern": ("pattern", "format")}


# keywords that fill the same slot: one finding per slot and parameter
_SLOT = {"pattern": "format", "exclusiveMaximum": "maximum", "exclusiveMinimum": "minimum"}


def _quote(s: str, n: int = 80) -> str:
    s = " ".join(s.split())
    return s if len(s) <= n else s[: n - 1] + "…"


@rule("prose-only-constraint", category="nl-constraint", severity="warning",
      summary="A limit, format or value list stated only in a description is a hint, not a "
              "check: express it with the schema keyword (maximum, maxItems, format, enum...).",
      bad=Example({"name": "billing_refund", "description": "退款。金额必须小于等于 1000 元。",
                   "parameters": {"type": "object", "properties": {"amount": {"type": "number"}}}}),
      good=Example({"name": "billing_refund", "description": "退款。",
                    "parameters": {"type": "object", "properties": {"amount": {
                        "type": "number", "minimum": 0.01, "maximum": 1000,
                        "description": "退款金额，单位为人民币元。"}}}}),
      rationale="A description cannot enforce a hard constraint (描述不能承担硬约束): the executor still "
                "received 999999. Also `must not exceed 1000`, `最多 100 个`, `必须是 ISO 8601`, BFCL "
                "`[Enum]: [...]`.")
def check_prose_only(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    done: set[tuple[str, str]] = set()
    pairs = ctx.stated_constraints
    # a description naming several formats lists accepted alternatives, not one required format
    formats: dict[int, set] = {}
    for node, c, _ in pairs:
        if c.kind == "format":
            formats.setdefault(id(node), set()).add(c.value)
    for node, c, from_tool in pairs:
        if c.kind == "format" and len(formats.get(id(node), ())) > 1:
            continue
        if c.kind in ("condition", "example", "vague", "relative-time"):
            continue
        if node is None:
            if c.kind in ("maximum", "minimum", "range", "max-length", "max-items") \
                    and _HARD_MODAL.search(c.sentence) and ("tool", c.kind) not in done:
                done.add(("tool", c.kind))
                yield Hit("", f"The description states a limit (\"{_quote(c.sentence)}\") that no "
                              "parameter expresses: declare the parameter it constrains with the "
                              "matching keyword (e.g. `maximum`).")
            continue
        if from_tool and c.kind in _NUMERIC and not _HARD_MODAL.search(c.sentence) \
                and not _RANGE_WORD.search(c.sentence):
            continue  # a bare number in the tool's prose ("page 1 : 0-1") is no stated limit
        wants = _want(node, c)
        missing = [(k, v) for k, v in wants
                   if not any(e in node.schema for e in _EQUIV.get(k, (k,)))]
        missing = [(k, v) for k, v in missing if (node.pointer, _SLOT.get(k, k)) not in done]
        if not missing:
            continue
        done.update((node.pointer, _SLOT.get(k, k)) for k, _ in missing)
        what = ", ".join(f"`{k}: {v!r}`" if k != "enum" else f"`enum: {v}`" for k, v in missing)
        where = "the tool description" if from_tool else "its description"
        sev = None
        if c.kind == "format" and isinstance(c.value, str):
            sev = FORMAT_SEVERITY.get(c.value)
        yield Hit(node.pointer, f"`{node.name}`: {where} says \"{_quote(c.sentence)}\" but the "
                                f"schema does not check it: add {what}.",
                  fix=tuple({"op": "add", "path": join(node.pointer, k), "value": v}
                            for k, v in missing), severity=sev)


_COMPARABLE = frozenset({"maximum", "minimum", "maxLength", "minLength", "maxItems", "minItems"})


def _disagreement(node: SchemaNode, k: str, v: Any) -> str | None:
    """How the schema's own value for keyword `k` contradicts the prose value `v`, or None."""
    s = node.schema
    if k in _COMPARABLE:
        have = s.get(k)
        if isinstance(have, (int, float)) and not isinstance(have, bool) \
                and isinstance(v, (int, float)) and float(have) != float(v):
            return f"`{k}: {have}` but the prose says {v}"
    elif k == "enum" and isinstance(s.get("enum"), list):
        have = {str(x).lower() for x in s["enum"]}
        extra = [x for x in v if str(x).lower() not in have]
        if extra:
            return f"`enum` lacks {extra[:5]} that the prose lists"
    return None


@rule("prose-contradicts-schema", category="nl-constraint", severity="warning",
      summary="The description and the schema state different limits or values: make them agree "
              "(the model reads both; the validator only the schema).",
      bad=Example.of(properties={"limit": {"type": "integer", "minimum": 1, "maximum": 50,
                                           "description": "Rows per page, at most 100."}}),
      good=Example.of(properties={"limit": {"type": "integer", "minimum": 1, "maximum": 100,
                                            "description": "Rows per page, at most 100."}}))
def check_prose_contradicts(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    done: set[tuple[str, str]] = set()
    for node, c, from_tool in ctx.stated_constraints:
        if node is None or c.kind in ("condition", "example", "vague", "relative-time", "format",
                                      "timezone"):
            continue
        for k, v in _want(node, c):
            if (node.pointer, k) in done:
                continue
            why = _disagreement(node, k, v)
            if why:
                done.add((node.pointer, k))
                yield Hit(node.pointer, f"`{node.name}`: {why} (\"{_quote(c.sentence)}\"). Make "
                                        "the description and the schema agree.")


@rule("vague-limit", category="nl-constraint", severity="warning",
      summary="\"Reasonable\", \"not too large\", \"合理的金额\", \"不能太大\" cannot be checked: "
              "write `minimum`/`maximum` (or `maxLength`).",
      bad=Example.of(properties={"amount": {"type": "number",
                                            "description": "请填写合理的金额，不能太大。"}}),
      good=Example.of(properties={"amount": {"type": "number", "minimum": 0.01, "maximum": 1000,
                                             "description": "退款金额，单位为人民币元，0.01 到 1000。"}}),
      rationale="“合理” (reasonable) and “不能太大” (not too large) are not verifiable conditions.")
def check_vague(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    seen: set[str] = set()
    for node, c, _ in ctx.stated_constraints:
        if c.kind != "vague":
            continue
        ptr = node.pointer if node else ""
        if ptr in seen:
            continue
        seen.add(ptr)
        types = node.non_null_types if node else ()
        bounded = node is not None and any(k in node.schema for k in (
            "maximum", "exclusiveMaximum", "maxLength", "maxItems", "enum"))
        if bounded:
            continue
        checkable = bool(set(types) & {"integer", "number", "array"}) or (
            "string" in types and c.keyword == "maxLength")
        kw = "`maxLength`" if c.keyword == "maxLength" else "`minimum`/`maximum`"
        yield Hit(ptr, f"\"{c.value}\" is not a checkable limit: state it with {kw}"
                       + (f" on `{node.name}`." if node else " on the parameter it concerns."),
                  severity=None if checkable or node is None else "info")


@rule("relative-time-rule", category="nl-constraint", severity="info",
      summary="A time rule relative to now (\"不得早于今天\", \"must be in the future\") cannot be "
              "a schema keyword: the executor must check it (the ledger lists it).",
      bad=Example.of(properties={"date": {"type": "string", "format": "date",
                                          "description": "预约日期，不得早于今天。"}}),
      good=(Example.of(properties={"date": {
                "type": "string", "format": "date",
                "description": "预约日期，不得早于今天（执行器校验，早于今天返回 DATE_IN_PAST）。"}}),
            Example.of(properties={"start_date": {
                "type": "string", "format": "date",
                "description": "First day of the booking; must not be in the past (validated by "
                               "the executor, which returns DATE_IN_PAST)."}})),
      rationale="A description that already says the executor checks the rule, or names the "
                "error it returns, has done what this rule asks: it stays silent then.")
def check_relative_time(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    seen: set[tuple[str, str]] = set()
    for node, c, from_tool in ctx.stated_constraints:
        if c.kind != "relative-time":
            continue
        ptr = node.pointer if node else ""
        if (ptr, c.value) in seen:
            continue
        if _EXECUTOR_CHECKS.search(ctx.description if from_tool else node.description):
            continue  # the text already says the executor enforces it
        seen.add((ptr, c.value))
        yield Hit(ptr, f"\"{_quote(c.sentence)}\" ({c.value}) is checked by no schema keyword: "
                       "validate it in the executor and return a structured error (the "
                       "constraint ledger lists it as an executor duty).")


# ============================================================================== cross-field

def _composed(schema: Mapping[str, Any]) -> bool:
    return not schema.keys().isdisjoint(_COMPOSITION)


_STRICT_NOTE = ("strict providers (OpenAI strict, Gemini parameters) reject or ignore "
                "`oneOf`/`if`, so also validate it in the executor")


@rule("prose-condition", category="cross-field", severity="warning",
      summary="A rule linking two parameters (\"card_number is required if payment_method is "
              "card\", \"仅在…时填写\") belongs in `dependentRequired`, `if`/`then` or `oneOf` — "
              "and in the executor.",
      bad=Example.of(parameters={"type": "object", "properties": {
                                "payment_method": {"type": "string", "enum": ["card", "bank_transfer"]},
                                "card_number": {"type": "string", "description": "仅在 payment_method 为 card 时填写"}}}),
      good=Example.of(parameters={"type": "object", "properties": {
                                "payment_method": {"type": "string", "enum": ["card", "bank_transfer"]},
                                "card_number": {"type": "string"}},
                                "if": {"properties": {"payment_method": {"const": "card"}}},
                                "then": {"required": ["card_number"]}}),
      rationale="An enum cannot express cross-field rules; " + _STRICT_NOTE + ".")
def check_prose_condition(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    root = ctx.index.root
    if root is None or _composed(root.schema):
        return
    props = list(ctx.index.top_level_properties())
    seen: set[str] = set()
    for node, c, from_tool in ctx.stated_constraints:
        if c.kind != "condition":
            continue
        others = [p for p in props if p.name and mentions(c.value, p.name)
                  and (node is None or p.name != node.name)]
        if not others:
            continue
        target = node
        if target is None or from_tool:
            named = [p for p in props if p.name and mentions(c.sentence, p.name) and p not in others]
            target = named[0] if len(named) == 1 else target
        ptr = target.pointer if target is not None else ""
        if ptr in seen:
            continue
        seen.add(ptr)
        who = f"`{target.name}`" if target is not None else "A parameter"
        fix = None
        if c.keyword == "dependentRequired" and target is not None and len(others) == 1:
            fix = ({"op": "add", "path": "/dependentRequired",
                    "value": {others[0].name: [target.name]}},)
        yield Hit(ptr, f"{who} depends on `{others[0].name}` (\"{_quote(c.sentence)}\"), stated only "
                       "in prose: express it with `dependentRequired`, `if`/`then` or `oneOf`; "
                       + _STRICT_NOTE + ".", fix=fix)


@rule("enum-dependent-field", category="cross-field", severity="warning",
      summary="An enum field plus an optional field that belongs to one enum value "
              "(`payment_method` + `card_number`) allows contradictory calls: use `oneOf` "
              "branches or check the pair in the executor.",
      bad=Example.of(parameters={"type": "object", "properties": {
                                "payment_method": {"type": "string", "enum": ["card", "bank_transfer"]},
                                "card_number": {"type": ["string", "null"]}},
                                "required": ["payment_method", "card_number"], "additionalProperties": False}),
      good=Example.of(parameters={"type": "object", "oneOf": [
                                {"properties": {"payment_method": {"const": "card"},
                                                "card_number": {"type": "string", "minLength": 12}},
                                 "required": ["payment_method", "card_number"], "additionalProperties": False},
                                {"properties": {"payment_method": {"const": "bank_transfer"},
                                                "card_number": {"type": "null"}},
                                 "required": ["payment_method", "card_number"], "additionalProperties": False}]}),
      rationale="{payment_method: card, card_number: null} validates; " + _STRICT_NOTE + ".")
def check_enum_dependent(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for obj in ctx.index.objects():
        props = obj.schema.get("properties")
        if not isinstance(props, dict) or len(props) < 2 or _composed(obj.schema):
            continue
        req = obj.schema.get("required")
        req = {r for r in req if isinstance(r, str)} if isinstance(req, list) else set()
        for ename, esub in props.items():
            if not isinstance(esub, dict) or not isinstance(esub.get("enum"), list):
                continue
            et = split_name(ename)
            if not et or et[-1] in ("by", "field", "fields", "sort", "order", "fmt", "format"):
                continue
            values = {v.lower() for v in esub["enum"] if isinstance(v, str) and v}
            if len(values) < 2:
                continue
            for pname, psub in props.items():
                if pname == ename or not isinstance(psub, dict):
                    continue
                pt = split_name(pname)
                if len(pt) < 2 or pt[0] not in values:
                    continue
                if any(c.kind == "condition" for c in extract(psub.get("description") or "")
                       if isinstance(psub.get("description"), str)):
                    continue  # stated in prose: prose-condition reports it
                t = psub.get("type")
                optional = pname not in req or (isinstance(t, list) and "null" in t)
                if optional:
                    yield Hit(join(obj.pointer, "properties", pname),
                              f"`{pname}` belongs to `{ename}` = \"{pt[0]}\" but nothing ties them: "
                              f"a call can set `{ename}` to \"{pt[0]}\" without `{pname}` or the "
                              f"reverse. Use `oneOf` branches with `const` (seed pattern) or "
                              f"reject the pair in the executor; " + _STRICT_NOTE + ".")

