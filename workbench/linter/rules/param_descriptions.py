"""Rules for parameter descriptions (`param-description`), in English and Chinese.

Decisions:
- A parameter description gives the unit, the kind of id, the time basis, a format example and
  what not to pass: `param-missing-unit`, `param-datetime-unclear`, `param-id-unclear`; a
  parameter with no description at all is `param-missing-description`, one that only repeats
  its name `param-description-repeats-name`. "Is natural language allowed?" is folded into
  `param-id-unclear` (ids and codes are where natural language goes wrong: "不要填写商品名称、
  手机号或自然语言描述") and into the date message ("do not pass 明天下午三点").
- A `temperature` integer answered with "20度": `param-missing-unit` (a described unit stops the
  model from adding one); an LLM sampling `temperature` is unitless and skipped.
- Few-shot examples for times ("明天下午三点 → 2025-04-10T15:00:00") are what
  `param-datetime-unclear` asks for.
- Whether null is allowed and what a default means: not linted — `null` handling is the
  enum/required rules' business, and a default's meaning cannot be judged from text; nor is
  advice such as "omit the field rather than send an empty string", which no pattern can verify
  reliably.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.model import Tool
from workbench.text import cjk_count, contains_any, has_cjk, repeats_name, words

_EXAMPLE = re.compile(r"e\.g\.|for example|for instance|such as|example|like ['\"`]|例如|比如|如：|"
                      r"示例|形如|格式|\b[A-Z]{2,}[-_][A-Z0-9]+|\b\d{3,}\b|['\"`][^'\"`]{2,}['\"`]")
_NEGATIVE_GUIDANCE = re.compile(r"\b(?:do not|don't|never|not the|not a|instead of|rather than)\b"
                                r"|不要|不是|请勿|不能|而非|而不是")
_DATE_FORMAT_HINT = re.compile(r"iso[ -]?8601|rfc[ -]?3339|rfc[ -]?2822|yyyy|yy-mm|mm[-/]dd|dd[-/]mm|"
                               r"hh:mm|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/\d{2,4}|\d{1,2}:\d{2}|"
                               r"unix|epoch|\bformat|格式|\d{4}年")
_TZ_HINT = re.compile(r"utc|gmt|time ?zone|timezone|offset|[+-]\d{2}:?\d{2}\b|\d{2}z\b|local time|"
                      r"时区|北京时间|本地时间|当地时间|东八区")
_SAMPLING = re.compile(r"sampling|randomness|creativ|model|llm|generation|采样|随机")
_UNIT_SUFFIX = re.compile(lx.UNIT_SUFFIX_RE)
_UNIT_ZH = re.compile(lx.UNIT_ZH_RE)
_NUMERIC_TYPES = ("number", "integer")

MAX_REPEAT_CHARS = 80  # a longer parameter description says more than the name


def _describable(node) -> bool:
    s = node.schema
    return not ("$ref" in s and len(s) <= 2) and "const" not in s


@rule("param-missing-description", category="param-description", severity="warning",
      summary="Describe every parameter: what it is, unit or format, an example, what not to "
              "pass.",
      bad=Example.of(properties={"id": {"type": "string"}}),
      good=Example.of(properties={"order_id": {
          "type": "string",
          "description": "平台订单号，例如 ORD-20260901-001。不要填写物流单号、商品名称或手机号。"}}),
      rationale="An `id` without a description does not say whether it is an order number, a "
                "tracking number or a database id.")
def check_param_missing_description(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node, tokens in ctx.named_properties:
        if not node.description.strip() and _describable(node):
            extra = (" — say which id (order number? tracking number? database id?) and give an "
                     "example" if tokens in (("id",), ("ids",)) else "")
            yield Hit(node.pointer, f"Parameter {node.name!r} has no description: say what it is, "
                                    f"its unit or format, an example and what not to pass{extra}.")


@rule("param-description-repeats-name", category="param-description", severity="warning",
      summary="Make a parameter description add meaning beyond the name: unit, format, example, "
              "which kind of id, what not to pass.",
      bad=Example.of(properties={"user_id": {"type": "string", "description": "The user ID"}}),
      good=Example.of(properties={"city": {"type": "string",
                                           "description": "城市中文名称，例如北京、上海、广州。"}}),
      rationale="A `city` described as “城市名” (city name) leaves the model unsure of the form it "
                "wants.")
def check_paramrepeats_name(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node, name_tokens in ctx.named_properties:
        desc = node.description.strip()
        if not desc or len(desc) > MAX_REPEAT_CHARS:
            continue
        tokens = {t.rstrip("s") or t for t in name_tokens}
        if repeats_name(desc, tokens) or _terse_zh(desc):
            yield Hit(node.pointer, f"The description of {node.name!r} ({desc!r}) only restates "
                                    "its name: add the format, unit or an example, and what not "
                                    "to pass.")


def _terse_zh(desc: str) -> bool:
    if not has_cjk(desc) or re.search(r"[0-9A-Za-z]", desc) or _UNIT_ZH.search(desc):
        return False
    core = desc
    for filler in lx.FILLER_ZH:
        core = core.replace(filler, "")
    return cjk_count(core) <= 3


_MONEY_OR_DURATION = lx.MONEY_TOKENS | {"timeout", "duration"}
_NOT_A_TIMESTAMP = frozenset({"zone", "out", "limit"})


def _needs_unit(node, tokens: tuple[str, ...]) -> bool:
    # set tests with isdisjoint: no intersection set is built for the usual "no" answer
    name = node.name or ""
    types = node.non_null_types
    if not lx.COUNT_TOKENS.isdisjoint(tokens) or node.schema.get("enum") or "boolean" in types:
        return False
    unit_like = not lx.UNIT_NAME_TOKENS.isdisjoint(tokens) or contains_any(
        name, lx.UNIT_NAME_ZH) or ("size" in tokens and not lx.SIZE_QUALIFIERS.isdisjoint(tokens))
    numeric = not types or any(t in _NUMERIC_TYPES for t in types)
    if unit_like:
        return numeric or ("string" in types and not _MONEY_OR_DURATION.isdisjoint(tokens))
    # numeric timestamps: seconds or milliseconds?
    return bool(types) and numeric and not lx.NUMERIC_TIME_TOKENS.isdisjoint(tokens) \
        and _NOT_A_TIMESTAMP.isdisjoint(tokens)


def _states_unit(node, tokens: tuple[str, ...]) -> bool:
    if set(tokens) & lx.UNIT_WORDS or node.schema.get("format") or node.schema.get("pattern"):
        return True
    desc = node.description
    low = desc.lower()
    return (bool(set(words(low)) & lx.UNIT_WORDS) or _UNIT_SUFFIX.search(low) is not None
            or _UNIT_ZH.search(desc) is not None or "°" in desc)


@rule("param-missing-unit", category="param-description", severity="warning",
      summary="State the unit of a quantity in its description (秒/毫秒, 元/USD, celsius, kg...) or "
              "in its name (`timeout_ms`), or add a `unit`/`currency` enum parameter.",
      bad=Example.of(properties={"temperature": {"type": "integer", "description": "温度"}}),
      good=Example.of(properties={"timeout": {"type": "integer", "minimum": 1, "maximum": 30,
                                              "description": "超时时间，单位为秒，范围 1 到 30。"}}),
      rationale="Milliseconds are taken for seconds; a `temperature` integer was answered with "
                "'20度'.")
def check_param_unit(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    siblings = None
    for node, tokens in ctx.named_properties:
        if not _needs_unit(node, tokens) or _states_unit(node, tokens):
            continue
        if "temperature" in tokens and _SAMPLING.search(node.description.lower()):
            continue  # an LLM sampling temperature has no unit
        if siblings is None:
            siblings = ctx.sibling_tokens
        if siblings.get(node.parent, set()) & lx.UNIT_SIBLING_TOKENS:
            continue
        yield Hit(node.pointer, f"Say the unit of {node.name!r} in its description (e.g. "
                                f"{_unit_example(tokens)}) or in its name (`{node.name}_"
                                f"{_unit_suffix(tokens)}`), so the model neither guesses it nor "
                                "adds it to the value ('20度').")


_TIME_TOKENS = frozenset({"timeout", "duration", "delay", "interval", "ttl", "latency", "wait",
                          "expiry", "expires", "timestamp", "ts", "time", "epoch", "at"})


# unit class -> (an example for the message, a name suffix for the fix)
_UNIT_HINTS = {
    "time": ("'in seconds', '单位为毫秒'", "ms"),
    "money": ("'in CNY', '单位为人民币元'", "cny"),
    "temperature": ("'degrees Celsius', '单位为摄氏度'", "celsius"),
    "other": ("'in kg', 'in km', '单位为米'", "<unit>"),
}


def _unit_class(tokens: tuple[str, ...]) -> str:
    t = set(tokens)
    if t & _TIME_TOKENS:
        return "time"
    if t & lx.MONEY_TOKENS or t & {"total", "discount", "income"}:
        return "money"
    if t & {"temperature", "temp"}:
        return "temperature"
    return "other"


def _unit_example(tokens: tuple[str, ...]) -> str:
    return _UNIT_HINTS[_unit_class(tokens)][0]


def _unit_suffix(tokens: tuple[str, ...]) -> str:
    return _UNIT_HINTS[_unit_class(tokens)][1]


def _is_datetime_name(tokens: tuple[str, ...], name: str) -> bool:
    tset = set(tokens)
    if tset & lx.NOT_DATETIME_TOKENS:
        return False
    if tset & lx.DATETIME_STRONG_TOKENS or contains_any(name, lx.DATETIME_ZH):
        return True
    return (len(tokens) >= 2 and tokens[-1] == "at") or bool(tset & {"deadline", "checkin",
                                                                     "checkout"})


@rule("param-datetime-unclear", category="param-description", severity="warning",
      summary="Give a date/time parameter its format with an example ('ISO 8601 with offset, "
              "e.g. 2026-09-01T00:00:00+08:00') and its time zone; say not to pass '明天下午三点'.",
      bad=Example.of(properties={"start_time": {"type": "string", "description": "开始时间"}}),
      good=Example.of(properties={"start_time": {
          "type": "string", "format": "date-time",
          "description": "查询起始时间，必须使用 ISO 8601 格式并带时区，例如 2026-09-01T00:00:00+08:00。"
                         "不要传 Unix 时间戳。"}}),
      rationale="A time needs its basis (time zone) and a format example; an event's `start_time` "
                "without them receives natural language.")
def check_param_datetime(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node, tokens in ctx.named_properties:
        name = node.name or ""
        types = node.non_null_types
        if (types and "string" not in types) or node.schema.get("enum") or not _is_datetime_name(
                tokens, name):
            continue
        desc = node.description
        if not desc.strip():
            continue  # param-missing-description
        fmt = node.schema.get("format")
        if not (fmt or node.schema.get("pattern") or _DATE_FORMAT_HINT.search(desc.lower())):
            yield Hit(node.pointer, f"Say the format of {name!r} with an example (e.g. 'ISO 8601, "
                                    "2026-09-01T15:00:00+08:00' or 'YYYY-MM-DD, 2026-09-01') and "
                                    "that natural language such as '明天下午三点' is not accepted.")
        elif (set(tokens) & {"time", "datetime", "timestamp", "ts", "dt"} or tokens[-1:] == ("at",)) \
                and fmt != "date-time" and not _TZ_HINT.search(desc.lower()):
            yield Hit(node.pointer, f"Say which time zone {name!r} is in (UTC, the user's zone, an "
                                    "explicit offset such as +08:00).", severity="info")


# Identifiers and codes: a name or free text passed here is wrong ("不要填写商品名称、手机号或自然
# 语言描述": no product name, phone number or natural language).
_CODE_TOKENS = frozenset({"code", "sku", "symbol", "ticker", "slug", "number"})
_ID_TOKENS = frozenset({"id", "ids", "identifier", "uuid"}) | _CODE_TOKENS


@rule("param-id-unclear", category="param-description", severity="warning",
      summary="Say which id an id parameter takes (order number? tracking number? database id?) "
              "and give an example or pattern.",
      bad=Example.of(properties={"id": {"type": "string", "description": "The ID."}}),
      good=Example.of(properties={"order_id": {
          "type": "string", "pattern": "^ORD-[0-9]{8}-[0-9]{3,}$",
          "description": "平台订单号，例如 ORD-20260901-001。不要填写物流单号、商品名称或手机号。"}}),
      rationale="An identifier needs its kind, a format example and what not to pass "
                "(不要填写商品名称、手机号或自然语言描述: no product names, phone numbers or natural language).")
def check_param_id(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node, tokens in ctx.named_properties:
        desc = node.description.strip()
        if not desc or not tokens or tokens[-1] not in _ID_TOKENS:
            continue
        if tokens[-1] in _CODE_TOKENS and (len(tokens) == 1 or tokens[-1] == "number"):
            continue  # a bare `code`, `phone_number`: not an identifier that needs this check
        s = node.schema
        has_example = bool(s.get("pattern") or s.get("format") or s.get("enum") or s.get("examples")
                           or _EXAMPLE.search(desc))
        if len(tokens) == 1:
            says_which = [w for w in words(desc) if w not in lx.FILLER_WORDS and w not in (
                "id", "ids", "identifier", "unique", "uuid")]
            zh_core = re.sub(r"ID|id|编号|标识|唯一|的", "", desc)
            if not has_example and not says_which and cjk_count(zh_core) < 3:
                yield Hit(node.pointer, f"Say which id {node.name!r} is (order number, tracking "
                                        "number, database id...) and give an example.")
        elif "string" in node.non_null_types and not has_example \
                and not _NEGATIVE_GUIDANCE.search(desc.lower()):
            yield Hit(node.pointer, f"Give {node.name!r} an example or a `pattern` and say what not "
                                    "to pass (a name, a phone number, free text).",
                      severity="info")
