"""What a quantity or a date is measured in: `param-missing-unit` (seconds or milliseconds?
yuan or dollars?) and `param-datetime-unclear` (which format, which time zone), in English and
Chinese.

Decisions:
- A `temperature` integer answered with "20度": a described unit stops the model from adding
  one; an LLM sampling `temperature` is unitless and skipped (said so, or undescribed beside
  `top_p`/`max_tokens` or in a tool that calls a language model), and so is a factor (a speech
  `speed` of 0.5-2 with default 1, "multiplier", "倍速"), a window's height (pixels by
  convention), a value copied from another call's result, and a unit the tool text gives with
  a bound on the parameter ("wait=0默认只提交，最多90秒").
- Few-shot examples for times ("明天下午三点 → 2025-04-10T15:00:00") are what
  `param-datetime-unclear` asks for; a Unix timestamp states its format, and a parameter that
  names a timestamp field (`last_edited_time`) holds no time. The description's words are
  this rule's; the `format` keyword is `format-missing`'s (`formats.py`).
- Examples in a message follow the tool's language (`ToolContext.language`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.formats import (
    date_form_asked,
    describes_an_item,
    names_an_item,
    tool_time_standard,
    without_bound_suffix,
)
from workbench.linter.rules.measure_facts import (
    LENGTH_LEAD,
    MONEY_TEXT,
    epoch_unit_text,
    example_items,
    listed_without_dates,
    measured_by_unit,
    money_named,
    spoken_points_only,
    time_not_composed,
    unit_spelled,
    word_examples,
)
from workbench.linter.rules.param_facts import (
    UNIT_ZH,
    copied_value,
    datetime_name,
    description_of,
    forbidden,
    has_any_branch,
    names_a_field,
    numeric_time_text,
    stated,
)
from workbench.model import Tool
from workbench.schema.refs import deref
from workbench.text import contains_any, split_name, words

_DATE_FORMAT_HINT = re.compile(r"iso[ -]?8601|rfc[ -]?3339|rfc[ -]?2822|yyyy|yy-mm|mm[-/]dd|dd[-/]mm|"
                               r"hh:mm|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/\d{2,4}|\d{1,2}:\d{2}|"
                               r"unix|epoch|\bformat|格式|\d{4}年|时间戳")
# The timestamp of an existing record that identifies it ("timestamp of the revision", "记录的
# 时间戳"): copied from a result, never written from a date. A chat message's `ts` is
# `formats.names_an_item`'s reading
# (by name only for a `timestamp`/`ts`: a `post_date` is a date).
_OF_A_THING = re.compile(r"\b(?:timestamp|ts|time\s?stamp)\s+of\s+(?:the\s+|a\s+|an\s+)?(?:\w+\s+)?"
                         r"(?:event|record|entry|revision|commit|snapshot|item|update)s?\b|"
                         r"记录的?(?:时间戳|ts)", re.I)
_TZ_HINT = re.compile(r"utc|gmt|time ?zone|timezone|offset|[+-]\d{2}:?\d{2}\b|\d{2}z\b|local time|"
                      r"时区|北京时间|本地时间|当地时间|东八区")
_SAMPLING = re.compile(r"sampling|randomness|creativ|model|llm|generation|采样|随机")
_UNIT_SUFFIX = re.compile(lx.UNIT_SUFFIX_RE)
_NUMERIC_TYPES = ("number", "integer")


_MONEY_OR_DURATION = lx.MONEY_TOKENS | {"timeout", "duration"}
_NOT_A_TIMESTAMP = frozenset({"zone", "out", "limit"})


# `taxIdentifier`, `tax_number`, `price_id`, `fee_code`: the name of a thing, not a quantity.
_NAMES_A_THING = frozenset({"identifier", "id", "ids", "number", "no", "code", "codes", "type",
                            "name", "key", "ref", "reference"})


def _needs_unit(node, tokens: tuple[str, ...]) -> bool:
    # set tests with isdisjoint: no intersection set is built for the usual "no" answer
    name = node.name or ""
    types = node.non_null_types
    if not lx.COUNT_TOKENS.isdisjoint(tokens) or node.schema.get("enum") or "boolean" in types \
            or forbidden(node.schema):
        return False  # a field `{"not": {}}` forbids in this branch takes no value at all
    if tokens[-1:] and tokens[-1] in _NAMES_A_THING and "string" in types:
        return False
    if "amount" in tokens and not _KEPT.isdisjoint(tokens):
        return False  # `retention_amount_s3` beside `retention_days_s3`: how many copies are kept
    unit_like = not lx.UNIT_NAME_TOKENS.isdisjoint(tokens) or contains_any(
        name, lx.UNIT_NAME_ZH) or ("size" in tokens and not lx.SIZE_QUALIFIERS.isdisjoint(tokens)) \
        or _cache_age(tokens, node.description)
    numeric = not types or any(t in _NUMERIC_TYPES for t in types)
    if unit_like:
        return numeric or ("string" in types and not _MONEY_OR_DURATION.isdisjoint(tokens))
    # numeric timestamps: seconds or milliseconds?
    return bool(types) and numeric and not lx.NUMERIC_TIME_TOKENS.isdisjoint(tokens) \
        and _NOT_A_TIMESTAMP.isdisjoint(tokens) and not _INDEX_TEXT.search(node.description)


# `insert_at`: "Track index to insert at, -1 for end", "插入位置的索引": a place in a list, named
# by the same `at` a time takes; an index has no unit. The text must call the value the index
# ("Track index to ...", "Index of ..."): "the period over which the psychological index is
# calculated" names another thing, and its `time_period` still needs a unit.
_INDEX_TEXT = re.compile(r"^\W*(?:\w+\s+){0,2}ind(?:ex|ices)\b|\bindex\s+(?:to|at|of|where)\b|索引|序号|下标", re.I)


# What a retention policy keeps: its `amount` is a number of copies (backups, versions), whose
# unit is the copy itself; the days or the storage it keeps are other fields.
_KEPT = frozenset({"retention", "retain", "keep", "kept"})
_CACHE = re.compile(r"\bcach|\bfresh|\bstale|\bolder than\b|\byounger than\b|缓存", re.I)


def _cache_age(tokens: tuple[str, ...], text: str = "") -> bool:
    """`cache_age`, or a `maxAge` whose text speaks of a cache: how old a copy may be, a
    duration. A person's `max_age` is years by convention and is no such name."""
    if len(tokens) < 2 or tokens[-1] != "age":
        return False
    return tokens[-2] == "cache" or (tokens[-2] in ("max", "min") and bool(_CACHE.search(text)))


def _states_unit(node, tokens: tuple[str, ...]) -> bool:
    if set(tokens) & lx.UNIT_WORDS or node.schema.get("format") or node.schema.get("pattern"):
        return True
    if (len(tokens) > 1 and tokens[-1] in lx.COUNTED_UNIT_TOKENS) \
            or (node.name or "").endswith(lx.COUNTED_UNIT_ZH):
        return True  # `budgetTokens`, `delay_frames`, "预算字节": the name ends in what it counts
    if len(tokens) > 1 and tokens[-1] in _ABBREVIATED_UNITS.get(_unit_class(tokens[:-1]), ()):
        return True  # `temp_c`, `total_timeout_s`, `radius_m`: the name's last letters are the unit
    return _unit_in(node.description)


# A unit abbreviated to the name's last word, read only after the quantity it measures (alone,
# one letter means nothing): `temp_c`/`temp_f` (the scale), `total_timeout_s`, `delay_h`,
# `ttl_d`, `wait_us` (seconds, hours, days, microseconds), `radius_m`, `height_m` (metres),
# `weight_g` (grams). `_m` after a time is minutes or months, and `_min` a lower bound: not read.
_ABBREVIATED_UNITS: dict[str, frozenset[str]] = {
    "temperature": frozenset({"c", "f", "k"}), "time": frozenset({"s", "h", "d", "us", "ns"}),
    "distance": frozenset({"m"}), "size": frozenset({"m"}), "weight": frozenset({"g"})}


def _unit_in(text: str) -> bool:
    low = text.lower()
    return (bool(set(words(low)) & lx.UNIT_WORDS) or _UNIT_SUFFIX.search(low) is not None
            or UNIT_ZH.search(text) is not None or "°" in text or _NEWTONS.search(text) is not None
            or unit_spelled(low) or _CURRENCY_SIGN.search(text) is not None
            or measured_by_unit(None, text) or _UNIT_SYMBOL_ALONE.search(text) is not None
            or _currency_code(text))


# A unit symbol written as an item of its own: after a comma at the end ("Pedestrian width Dm,
# m.", "桥面宽度, m") or alone in brackets ("width (mm)", "荷载 [kN/m]"). A symbol inside a
# sentence is not read ("5 m" is `_UNIT_SUFFIX`'s; "(s)" is a plural).
_UNIT_SYMBOL_ALONE = re.compile(
    r"(?:[,，;；]\s*(?:(?:fixed|always|in|unit|units|单位)\s*[:：]?\s*)?|(?:^|(?<=\s))[(（\[]\s*)(?:mm|cm|m|km|kg|t|kN|N|MPa|kPa|GPa|Pa|ms|°C|℃|rad|m/s|m²|m2|"
    r"m³|m3|kN/m|kN·m|kN\*m|N/mm²|mm²|cm²)\s*(?:[)）\]]|\.?\s*$)")




# A currency written as its ISO 4217 code where a unit goes: after "in" ("Amount in KES to send",
# "Amount to reverse in KES"), alone in brackets ("金额（KES）"), after "以" ("以 NGN 计") or
# against a number ("KES 100", "100 KES"). Upper-case only, and not the first of a run of
# capitals ("in ALL CAPS"): lower-case, many codes are English words.
_CURRENCY_CODE = re.compile(r"(?:\bin\s+|以\s*|[(（]\s*|\d\s*)(?P<a>[A-Z]{3})(?![A-Za-z])(?!\s+[A-Z]{2,})|"
                            r"(?<![A-Za-z])(?P<b>[A-Z]{3})\s?\d")


def _currency_code(text: str) -> bool:
    return any((m.group("a") or m.group("b")) in lx.ISO_4217 for m in _CURRENCY_CODE.finditer(text))


# "(e.g., $100-$200)", "€5", "¥20": the currency written with the amount.
_CURRENCY_SIGN = re.compile(r"[$€£¥₹]\s?\d")


# "The applied force in N", "torque (N·m)": the newton's one-letter symbol, read only as a unit
_NEWTONS = re.compile(r"(?:\bin\s+|[(（]\s*|\d\s*)k?N(?:[·.*]?m)?\b")


# Right after a parameter's name: its unit ("`timeout` is in seconds", "radius (meters)",
# "timeout 单位为秒", "delay，单位毫秒").
_UNIT_AFTER_NAME = re.compile(r"[\s`'\"”]*(?:[:：,，]\s*)?(?:(?:is|are|given|measured|expressed)\s+)?"
                              r"(?:in\s+|[(（]\s*(?:in\s+)?)(?P<u>[^\s,.;)）]+)|"
                              r"[\s`'\"”]*(?:[:：,，]\s*)?(?:的)?单位(?:为|是|：|:)?\s*(?P<z>\S{1,4})", re.I)


def _unit_in_tool_text(ctx: ToolContext, name: str) -> bool:
    """The tool description gives the parameter's unit right after its name ("The `timeout`
    is in seconds", "timeout 单位为秒"): the model reads it there. A unit elsewhere in the
    sentence ("fee per hour") is another quantity's."""
    text = ctx.description
    if not text or name.lower() not in text.lower():
        return False
    for m in re.finditer(r"(?<![\w.])" + re.escape(name) + r"(?!\w)", text, re.I):
        after = _UNIT_AFTER_NAME.match(text, m.end(), m.end() + 40)
        if after and _unit_after_name(after):
            return True
        # "amount: dollar value.", "timeout: seconds to wait": a unit is the first word it is given
        glossed = _GLOSSED_BY_UNIT.match(text, m.end(), m.end() + 40)
        if glossed and _unit_in(glossed.group(1)):
            return True
        clause = _CLAUSE_END.split(text[m.end():m.end() + 30], 1)[0]
        clause = _OTHER_PARAMETER.split(clause, 1)[0]
        if any(_unit_in(b.group(0)) for b in _NUMBER_WITH_UNIT.finditer(clause)):
            return True
        # "Offset and duration are optional, in seconds.": the sentence's subject list
        sentence = _OTHER_PARAMETER.split(_CLAUSE_END.split(text[m.end():m.end() + 80], 1)[0], 1)[0]
        if any(_unit_in(u.group(1)) for u in _IN_UNIT.finditer(sentence)):
            return True
    return False


def _unit_after_name(after: re.Match[str]) -> bool:
    """The unit `_UNIT_AFTER_NAME` or `_NUMBER_RIGHT_AFTER` found is one: a currency's bare
    character after 单位 ("价格单位元", "金额单位：分") is one, though alone it is read as a
    unit only next to a number or a mark."""
    z = after.groupdict().get("z") or ""
    return _unit_in(after.group("u") or z) or _BARE_MONEY_UNIT_ZH.match(z) is not None


_BARE_MONEY_UNIT_ZH = re.compile(r"(?:人民币)?(?:元|分|角)(?![\u4e00-\u9fff])|(?:元|分|角)[，。；、,.;)）]")


_GLOSSED_BY_UNIT = re.compile(r"[`'\"”]?\s*[:：=]\s*([A-Za-z]+)\b")


_IN_UNIT = re.compile(r"(?:\bin|单位(?:为|是)?)\s*([A-Za-z]+|[\u4e00-\u9fff]{1,2})")


# A number with its unit later in the clause that names the parameter, before any other
# parameter: "wait=0默认只提交，最多90秒", "wait 1–90 秒可轮询", "`delay` up to 500 ms".
_CLAUSE_END = re.compile(r"[。；;\n!?]|\.(?:\s|$)")
_OTHER_PARAMETER = re.compile(r"(?<=.)(?:`|\b[A-Za-z]+_[A-Za-z_]+\b|\b[A-Za-z]+\s*=)")
_NUMBER_WITH_UNIT = re.compile(r"\d+(?:\.\d+)?\s*(?:[-–~至到]\s*\d+(?:\.\d+)?\s*)?"
                               r"(?P<u>[A-Za-z]+\b|[\u4e00-\u9fff]{1,2})")


# Right after that word, a number (or a range) with its unit: "时长4–30秒", "超时为 30 秒",
# "间隔最长 10 分钟"; a comma or another word first ("时长、分辨率由模型校验") gives none.
_NUMBER_RIGHT_AFTER = re.compile(r"\s*(?:[:：=为是]\s*)?(?:约|最多|最长|最短|最少|至少|不超过|上限|范围)?\s*"
                                 r"-?\d+(?:\.\d+)?\s*(?:[-–~至到]\s*-?\d+(?:\.\d+)?\s*)?"
                                 r"(?P<u>[A-Za-z]+\b|[\u4e00-\u9fff]{1,2})")


def _unit_in_tool_text_zh(ctx: ToolContext, tokens: tuple[str, ...]) -> bool:
    """A Chinese tool text gives the unit of the quantity the name measures, by its Chinese word
    followed at once by a number and a unit ("时长4–30秒" for `duration`) or by 单位为/（秒）."""
    text = ctx.description
    if not text or text.isascii():
        return False
    for word in (w for t in tokens for w in lx.QUANTITY_WORDS_ZH.get(t, ())):
        for m in re.finditer(re.escape(word), text):
            after = _NUMBER_RIGHT_AFTER.match(text, m.end()) or _UNIT_AFTER_NAME.match(text, m.end())
            if after and _unit_after_name(after):
                return True
    return False


@rule("param-missing-unit", category="param-description", severity="warning",
      summary="State the unit of a quantity in its description (seconds, USD, celsius, kg, 秒, 元) "
              "or in its name (`timeout_ms`), or add a `unit`/`currency` enum parameter.",
      bad=Example.of(properties={"temperature": {"type": "integer", "description": "温度"}}),
      good=[Example.of(properties={"timeout": {"type": "integer", "minimum": 1, "maximum": 30,
                                               "description": "超时时间，单位为秒，范围 1 到 30。"}}),
            Example.of(name="cloud_renew_plan", properties={"duration": {
                "type": "integer", "description": "续费时长（月），默认 1"}}),
            Example.of(name="tts_speak", properties={"speed": {
                "type": "number", "minimum": 0.5, "maximum": 2, "default": 1,
                "description": "Speech speed"}}),
            Example.of(name="logs_search", description="检索日志。\n\n### 参数说明\n- start_time: "
                       "起始时间，Unix 时间戳（毫秒）\n- temp_c: 机房温度", properties={
                           "start_time": {"type": "integer"}, "temp_c": {"type": "number"}}),
            Example.of(name="storage_deploy_app", properties={"upload_timestamp": {
                "type": "integer", "description": "The unixTimestamp returned by "
                                                  "storage_get_upload_url."}})],
      rationale="Milliseconds are taken for seconds; a `temperature` integer was answered with "
                "'20度'. A value copied from another call's result has no unit to choose.")
def check_param_unit(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    siblings = None
    for node, tokens in ctx.named_properties:
        if not _needs_unit(node, tokens) or _states_unit(node, tokens):
            continue
        desc = node.description
        if "temperature" in tokens and _sampling(desc, ctx, node):
            continue  # an LLM sampling temperature has no unit
        if _multiplier(node, tokens):
            continue  # a speech `speed` of 0.5-2 (default 1) is a factor, it has no unit
        if _fraction(node):
            continue  # "the value between 0 and 1" (a pie's `innerRadius`): a ratio, no unit
        if word_examples(description_of(node)):
            continue  # "(e.g., implementation costs, monitoring costs)": kinds of a thing, no quantity
        if _OPERAND.search(description_of(node)):
            continue  # `amount` of a math Add: "The second number to add", "被减数": a bare number
        seen_in = f"{desc} {ctx.description} {' '.join(ctx.name_tokens)}"
        if copied_value(desc) or (_drawn_size(tokens) and _SCREEN.search(seen_in)) or (
                _font_size(tokens) and _points_by_convention(ctx, seen_in)):
            continue  # copied from a result; a window's, an image's, a chart's or a canvas
            # element's size (its font's too) is pixels, a document's font size points: a model
            # sends the bare number
        if siblings is None:
            # `unit`, `currency`, `currencyCode`: a sibling that names the unit carries it
            # `unit_label`, `unitName` (a credits bucket's "credits", "minutes") too: a sibling
            # whose name holds `unit` names what the amount counts
            siblings = {n.parent for n, t in ctx.named_properties
                        if t and (t[-1] in lx.UNIT_SIBLING_TOKENS or t[-2:] == ("currency", "code")
                                  or (t[0] == "unit" and len(t) == 2 and t[1] in _UNIT_LABEL_TAILS))}
        if node.parent in siblings:
            continue  # a `unit`/`currency` sibling carries it
        if _counted_holder(ctx, node):
            continue  # `customer_credits.amount`, `reward_points.amount`: credits, points, not money
        if node.name and (_unit_in_tool_text(ctx, node.name) or _unit_in_tool_text_zh(ctx, tokens)):
            continue
        passage = ctx.passage_of(node, shared=True)
        if passage and (_unit_in(passage) or numeric_time_text(passage)):
            continue  # its entry in the tool's parameter block ("start_time: Unix 时间戳（毫秒）",
            # "start_time / end_time：毫秒级时间戳")
        if "$ref" in node.schema and (_closed_target(ctx, node) or _object_target(ctx, node)
                                      or _unit_in(_target_text(ctx, node))):
            # a font `weight` whose definition is the enum regular/bold: no quantity; an
            # `amount` whose definition says "in the lowest denomination (cents)": stated there;
            # eBay's `amountOffItem` -> `{currency, value}`: an object whose own fields carry it
            continue
        if "string" in node.non_null_types and not any(t in _NUMERIC_TYPES for t in node.non_null_types) \
                and _unit_class(tokens) == "time":
            # a duration typed string ('5s', '2m', 'PT30S'): its unit is written in the value,
            # so "name the unit, do not write '30s'" would be wrong advice; its form is the gap
            eg = "'30s', '5m' 或 'PT30S'" if ctx.language == "zh" else "'30s', '5m' or 'PT30S'"
            yield Hit(node.pointer, f"`{node.name}` is a duration written as a string: say its "
                                    f"form with an example (e.g. {eg}) so the model writes one "
                                    "the executor parses.", severity="info")
            continue
        kind = _unit_class(tokens)
        if kind == "weight" and _weight_not_mass(ctx, node, tokens):
            continue  # a font's `fontWeight` (400/700), a ranking's `semantic_weight`: no mass
        if kind == "money" and _currency_sibling(ctx, node):
            continue  # `amount` beside `is_from` "currency code to convert from": a parameter names it
        if kind == "money" and _counted_not_money(node, tokens):
            continue  # `budget_cap` "预算返回条数上限", `budget_depth` "聚合深度": a count, a depth
        if kind == "money" and not money_named(tokens) and not MONEY_TEXT.search(
                f"{' '.join(ctx.name_tokens)} {ctx.description} {desc}"):
            kind = "other"  # a scroll's or a dose's `amount`: a quantity, no currency in sight
        example, written, suffix = _unit_hint(kind, ctx.language, f"{ctx.description} {desc}")
        named = f" or in its name (`{node.name}_{suffix}`)" if suffix else ""
        eg = f" (e.g. {example})" if example else ""
        given = _currency_given(ctx, node, tokens)
        if given:
            # the currency is the traded instrument's or the account's, not the model's choice:
            # true, rarely worth a user's time (reviewers: "in the pair's quote currency")
            yield Hit(node.pointer, f"`{node.name}` is {given}: the tool does not name that "
                                    "currency; say it in the description where a model could "
                                    f"write another ({written}).", severity="info")
            continue
        yield Hit(node.pointer, f"Say the unit of `{node.name}` in its description{eg}{named}, "
                                "so the model neither guesses it nor writes it into the value "
                                f"({written}).")


# `budget` and `amount` say how much, not of what: a budget of returned rows, a depth of folders
# to aggregate, an amount of items. The text calls the value a count ("返回条数上限", "number of
# results") or levels of a tree ("聚合深度：1=一级子目录"): its unit is the thing counted, and
# "单位为人民币元" would be absurd. A price or a fee names money itself and is not read so.
_AMBIGUOUS_MONEY = frozenset({"budget", "amount"})
_COUNTED_TEXT = re.compile(r"\b(?:number|count) of\b|\bhow many\b|\b(?:levels?|depth)\b|"
                           r"条数|个数|件数|次数|深度|层级|层数|子目录", re.I)


def _counted_not_money(node, tokens: tuple[str, ...]) -> bool:
    if _AMBIGUOUS_MONEY.isdisjoint(tokens) or money_named(tuple(t for t in tokens if t != "budget")):
        return False
    return _COUNTED_TEXT.search(node.description) is not None


_UNIT_LABEL_TAILS = frozenset({"label", "name", "type", "code", "symbol"})
# The object holding the amount names what it counts (`customer_credits`, `loyalty_points`,
# 积分): an amount of credits or points, whose unit is the thing itself, no currency.
_COUNTED_HOLDERS = frozenset({"credits", "points", "tokens", "coins", "stars", "gems", "seats"})


def _counted_holder(ctx: ToolContext, node: Any) -> bool:
    parent = ctx.nodes_by_pointer.get(node.parent or "")
    name = parent.name if parent is not None else None
    t = split_name(name)
    return bool(t) and (t[-1] in _COUNTED_HOLDERS or contains_any(name or "", ("积分", "点数")))


# A price of a traded instrument is in its quote currency (`stop_price` next to `symbol`
# "BTC/USD", `strike_price_gte` next to `underlying_symbols`, `limit_price` of an `order_id`);
# an amount booked to an account (`lineAmount` next to `accountCode`) is in the account's.
_INSTRUMENT_TOKENS = frozenset({"symbol", "symbols", "ticker", "tickers", "pair", "pairs",
                                "contract", "contracts", "instrument", "instruments", "isin",
                                "isins", "cusip", "cusips", "order"})
_PER_UNIT_PRICE = frozenset({"price", "strike"})


def _currency_given(ctx: ToolContext, node, tokens: tuple[str, ...]) -> str:
    """Whose currency a money parameter is in, when the tool's inputs fix it: the traded
    instrument's (`symbol`), or the account's the amount is booked to; "" otherwise."""
    if _unit_class(tokens) != "money":
        return ""
    near = [(n, t) for n, t in ctx.named_properties if n is not node and t]
    if not _PER_UNIT_PRICE.isdisjoint(tokens):
        for n, t in near:
            if t == ("order", "id") or (t[0] != "order" and not _INSTRUMENT_TOKENS.isdisjoint(t)
                                         and _MONEY_OR_DURATION.isdisjoint(t)):
                return f"a price in the quote currency of the instrument in `{n.name}`"
    for n, t in near:
        if n.parent == node.parent and "account" in t:
            return f"booked to the account in `{n.name}`, in that account's currency"
    return ""


_SAMPLING_SIBLINGS = frozenset({"top_p", "topp", "top_k", "topk", "max_tokens", "maxtokens",
                                 "model", "prompt", "messages", "presence_penalty", "seed"})


def _sampling(desc: str, ctx: ToolContext, node) -> bool:
    """A `temperature` of text generation: its own text says sampling, or, undescribed, it sits
    beside `top_p`/`max_tokens`/`model` or in a tool whose text calls a language model."""
    if _SAMPLING.search(desc.lower()):
        return True
    if desc.strip():
        return False
    siblings = {n.lower() for n in ctx.sibling_names(node)}
    return bool(siblings & _SAMPLING_SIBLINGS) or _LANGUAGE_MODEL.search(ctx.description) is not None


_LANGUAGE_MODEL = re.compile(r"\b(?:llm|language model|chat model|completion|gpt|qwen|deepseek|"
                             r"claude|gemini)\b|语言模型|大模型|千问|对话模型", re.I)
_FACTOR_TEXT = re.compile(r"\b(?:multiplier|factor|ratio|times|relative|percent(?:age)?)\b|"
                          r"\d(?:\.\d+)?\s*x\b|\b(?:half|double|normal|twice the)\s+(?:speed|rate|size)\b|"
                          r"倍|比例|百分比|正常速度|"
                          # "Playback speed, 1.0 default", "播放速度，默认 1.0": a speed whose
                          # normal is written 1.0 is a factor of the normal speed
                          r"\bdefault\W{0,3}1\.0\b|(?<![\d.])1\.0\W{0,3}default\b|默认\W{0,3}1\.0(?!\d)", re.I)


# An operand of arithmetic: "The second number to add", "the number to subtract from", "加数",
# "被除数": a bare number the tool computes with, it has no unit (a "price to add" keeps its own).
_OPERAND = re.compile(r"^\s*(?:the\s+)?(?:first|second|third|other|\w+)?\s*(?:number|operand)s?\s+"
                      r"(?:to\s+)?(?:add|subtract|multiply|divide|sum|compare)\w*\b|"
                      r"\b(?:addend|summand|augend|subtrahend|minuend|multiplicand|multiplier|dividend|"
                      r"divisor|operand)s?\b|^\s*(?:第[一二三]个)?(?:被?(?:加|减|乘|除)数|操作数|运算数)", re.I)


def _multiplier(node, tokens: tuple[str, ...]) -> bool:
    """A factor, not a measure: its text says so ("multiplier", "1.5x", "倍速"), or a rate,
    speed or scale whose default is 1 and whose range stays within a few times that. A `weight`
    of that shape (paperdaily's topic `weight`, 0..2, default 1.0) is a preference multiplier,
    unless its name or text speaks of a mass (a parcel, kilograms, 重量)."""
    kind = _unit_class(tokens)
    if kind == "weight" and _MASS_TEXT.search(f"{node.description} {' '.join(tokens)}"):
        return False
    if kind not in ("other", "weight"):
        return False
    if _FACTOR_TEXT.search(node.description):
        return True
    schema = node.schema
    top = schema.get("maximum")
    return schema.get("default") == 1 and isinstance(top, (int, float)) and not isinstance(
        top, bool) and top <= 4 and isinstance(schema.get("minimum"), (int, float)) and \
        schema["minimum"] >= 0


# A share of a whole: the schema bounds it to 0..1 or its text says so ("the value between 0
# and 1", "[0, 1]", "0-1", "取值 0 到 1 之间"): a ratio has no unit ("0-10" or "0-1.5" is no such range).
_FRACTION_TEXT = re.compile(r"\bbetween\s+0(?:\.0)?\s+and\s+1(?:\.0)?(?!\.?\d)|"
                            r"[\[(]\s*0(?:\.0)?\s*,\s*1(?:\.0)?\s*[\])]|"
                            r"(?<![\d.])0(?:\.0)?\s*(?:-|–|~|to)\s*1(?:\.0)?(?!\.?\d)|"
                            r"(?<![\d.])0\s*(?:到|至|~|-)\s*1(?!\.?\d)\s*(?:之间|的)", re.I)


def _fraction(node) -> bool:
    schema = node.schema
    low, top = schema.get("minimum"), schema.get("maximum")
    if low == 0 and top == 1 and not isinstance(low, bool) and not isinstance(top, bool):
        return True
    return _FRACTION_TEXT.search(node.description) is not None


_TIME_TOKENS = frozenset({"timeout", "duration", "delay", "interval", "ttl", "latency", "wait",
                          "expiry", "expires", "timestamp", "ts", "time", "epoch", "at"})
_SCREEN_SIZE = frozenset({"width", "height"})


def _drawn_size(tokens: tuple[str, ...]) -> bool:
    """`width`, `height`, `fontSize`: sizes that, on a screen, a canvas or an image, are pixels
    by convention (reviewers: "any model will send a bare number like 20")."""
    return not _SCREEN_SIZE.isdisjoint(tokens) or _font_size(tokens)


def _font_size(tokens: tuple[str, ...]) -> bool:
    return "font" in tokens and "size" in tokens


# Where a font size is points by convention: a spreadsheet cell (reviewers, on
# `excel_format_cell`: "Excel font size in points is standard", N), and an English Word, PDF or
# slide document. A Chinese document's font size may be a 号 size (小四, 五号): there the unit
# is worth saying (docx-mcp `add_paragraph`, "12 表示12号字体", U twice). A page's width or
# height in a document is not points by convention (inches, cm): only the font size reads this.
_SHEET = re.compile(r"\b(?:excel|spreadsheets?|worksheets?|workbooks?|cells?)\b|单元格|电子表格", re.I)
_DOCUMENT = re.compile(r"\b(?:word|docx?|documents?|pdfs?|paragraphs?|headings?|text|slides?|"
                       r"powerpoint|pptx?)\b", re.I)


def _points_by_convention(ctx: ToolContext, text: str) -> bool:
    return _SHEET.search(text) is not None or (ctx.language != "zh" and _DOCUMENT.search(text) is not None)


_SCREEN = re.compile(r"\b(?:window|viewport|screen|browser|page|image|canvas|element|pixels?|px|"
                     r"charts?|diagrams?|graphs?|plots?|figures?|svg|png|thumbnails?|icons?|"
                     r"screenshots?|posters?|slides?|qr|qrcode|video|photo)\b|"
                     r"whiteboard|窗口|屏幕|图片|像素|图表|图像|海报|缩略图|二维码|截图|视频|画布|白板", re.I)

# unit class -> language -> (an example for the message, the value a model writes, a name suffix)
_UNIT_HINTS = {
    "time": {"en": ("'in seconds'", "'30s'", "seconds"), "zh": ("'单位为秒'", "'30秒'", "seconds")},
    "money": {"en": ("'in USD'", "'$20'", ""), "zh": ("'单位为人民币元'", "'20元'", "")},
    "temperature": {"en": ("'in degrees Celsius'", "'20°C'", "celsius"),
                    "zh": ("'单位为摄氏度'", "'20度'", "celsius")},
    "tokens": {"en": ("'in tokens'", "'1024 tokens'", "tokens"), "zh": ("'单位为 token'", "'1024个token'", "tokens")},
    "data": {"en": ("'in MB'", "'512MB'", "mb"), "zh": ("'单位为 MB'", "'512MB'", "mb")},
    "size": {"en": ("'in pixels' or 'in cm'", "'300px'", ""),
             "zh": ("'单位为像素'或'单位为厘米'", "'300像素'", "")},
    "distance": {"en": ("'in metres'", "'5 km'", "meters"), "zh": ("'单位为米'", "'5公里'", "meters")},
    "weight": {"en": ("'in kg'", "'5 kg'", "kg"), "zh": ("'单位为千克'", "'5公斤'", "kg")},
    # no example fits a quantity of unknown kind: the message asks in words
    "other": {"en": ("", "a number with a unit word", ""), "zh": ("", "数字后带单位", "")},
}
_SIZE_WORDS = frozenset({"width", "height", "length", "depth", "thickness", "margin", "padding"})
_DISTANCE_WORDS = frozenset({"distance", "radius", "altitude", "elevation", "km", "miles"})
_WEIGHT_WORDS = frozenset({"weight", "mass"})
_DRAWN_RADIUS = frozenset({"blur", "border", "corner", "shadow", "stroke", "glow", "rounded",
                           "round", "inner", "outer", "node", "point", "marker", "dot", "bubble"})
# A weight that is no mass: a font's (400/700, "bold"), a stroke's or a line's (its thickness),
# a ranking's, a blend's or a graph edge's (a relative importance). Read from the name, its
# enclosing object (`typography.fontWeight`) and the texts around it; a text that speaks of
# parcels, bodies or kilograms keeps it a mass.
_WEIGHTED_THINGS = frozenset({"font", "stroke", "line", "border", "text", "edge", "term", "field",
                              "class", "sample", "vector", "semantic", "keyword", "loss", "typography",
                              "style", "rank", "ranking", "relevance", "boost", "score", "hybrid",
                              # a share of traffic among records or targets (DNS SRV, a balancer)
                              "srv", "dns", "route", "routing", "traffic", "upstream", "backend",
                              "replica", "variant", "split"})
_NOT_MASS_TEXT = re.compile(r"\bfont|\btypograph|\bcss\b|\bbold\b|\brank|\brelevan|\bimportance|"
                            r"\bboost|\bscor(?:e|ing)|\bblend|\bhybrid|\bbm25|\bsemantic|\bvector|"
                            r"\brelative\b|\bweighted\b|\bprobabilit|权重|字重|字体|排版|加粗|相关性|"
                            r"打分|评分|占比", re.I)
_MASS_TEXT = re.compile(r"\b(?:parcels?|packages?|shipments?|shipping|cargo|freight|luggage|"
                        r"baggage|body|bodies|patients?|kg|kgs|kilo\w*|lbs?|pounds?|grams?|ounces?|"
                        r"oz|tons?|tonnes?)\b|体重|重量|包裹|货物|行李|公斤|千克|克|吨|斤", re.I)


def _weight_not_mass(ctx: ToolContext, node: Any, tokens: tuple[str, ...]) -> bool:
    parent = ctx.nodes_by_pointer.get(node.parent or "")
    around = split_name(parent.name) if parent is not None else ()
    text = " ".join((node.description, parent.description if parent is not None else "",
                     ctx.description or ""))
    if _MASS_TEXT.search(f"{node.description} {' '.join(tokens)}"):
        return False
    if any("priority" in split_name(name) for name in ctx.sibling_names(node)):
        return True  # `weight` beside `priority` (SRV, a load balancer's targets): a relative share
    return not _WEIGHTED_THINGS.isdisjoint((*tokens, *around)) or bool(_NOT_MASS_TEXT.search(text))


# A sibling whose own text calls it a currency ("The three-letter currency code of the currency
# you would like to convert from", "源币种"): the caller names the amount's currency there,
# whatever the sibling is called (`is_from`, `base`, `src`).
_CURRENCY_TEXT = re.compile(r"\bcurrency\b|\bISO\s*4217\b|货币|币种", re.I)


def _currency_sibling(ctx: ToolContext, node: Any) -> bool:
    parent = ctx.nodes_by_pointer.get(node.parent or "")
    props = parent.schema.get("properties") if parent is not None else None
    if not isinstance(props, Mapping):
        return False
    return any(isinstance(sub, Mapping) and isinstance(sub.get("description"), str)
               and sub.get("type") == "string" and _CURRENCY_TEXT.search(sub["description"])
               for name, sub in props.items() if name != node.name)


# A model's reasoning budget counts tokens (`thinking_budget`), not money; a memory or disk
# size is bytes, not kilograms.
_TOKEN_WORDS = frozenset({"thinking", "reasoning", "token", "tokens"})
_DATA_WORDS = frozenset({"memory", "mem", "disk", "storage", "ram", "cache", "buffer", "file", "upload"})


def _unit_class(tokens: tuple[str, ...]) -> str:
    t = set(tokens)
    if t & _TOKEN_WORDS:
        return "tokens"
    if t & _DATA_WORDS and t & {"size", "limit", "max", "quota"}:
        return "data"
    if t & _TIME_TOKENS or (tokens[-1:] == ("age",) and len(tokens) > 1):
        return "time"
    if t & lx.MONEY_TOKENS or t & {"total", "discount", "income"}:
        return "money"
    if t & {"temperature", "temp"}:
        return "temperature"
    if "radius" in t and t & _DRAWN_RADIUS:
        return "size"  # `blur_radius`, `borderRadius`: drawn on a screen or a page, not a distance
    for kind, marks in (("distance", _DISTANCE_WORDS), ("size", _SIZE_WORDS),
                        ("weight", _WEIGHT_WORDS)):
        if t & marks:
            return kind
    return "other"


# The tool speaks of milliseconds ("Unix 毫秒时间戳", "in ms"): an example in seconds would
# point the author at the wrong unit.
_MILLISECONDS = re.compile(r"毫秒|\bmillis(?:econds?)?\b|\bms\b|\d\s*ms\b", re.I)
_MS_HINT = {"en": ("'in milliseconds'", "'500ms'", "ms"), "zh": ("'单位为毫秒'", "'500毫秒'", "ms")}


def _unit_hint(kind: str, language: str, text: str = "") -> tuple[str, str, str]:
    lang = "zh" if language == "zh" else "en"
    if kind == "time" and _MILLISECONDS.search(text):
        return _MS_HINT[lang]
    return _UNIT_HINTS[kind][lang]


def _target_text(ctx: ToolContext, node) -> str:
    """The description of the definition a `$ref` parameter points at."""
    target = deref(node.schema, ctx.schema)
    text = target.get("description") if isinstance(target, Mapping) else None
    return text if isinstance(text, str) else ""


def _structured_target(ctx: ToolContext, node) -> bool:
    """`node` (directly, through its `$ref`, or in every `anyOf`/`oneOf` branch but null) is an
    object with `properties` or an array: a structured value whose own fields carry the form
    (`{date_time, time_zone}`), not a string to format."""
    def structured(schema: Any) -> bool:
        target = deref(schema, ctx.schema)
        if not isinstance(target, Mapping):
            return False
        branches = [b for b in (target.get("anyOf") or target.get("oneOf") or ())
                    if not (isinstance(b, Mapping) and b.get("type") == "null")]
        if branches:
            return all(structured(b) for b in branches)
        t = target.get("type")
        return bool(target.get("properties")) or t == "array"
    return structured(node.schema)


def _object_target(ctx: ToolContext, node) -> bool:
    """The `$ref` target of `node` is an object with fields (an Amount `{currency, value}`): no
    bare number; the unit belongs to its fields, which this rule reads one by one."""
    target = deref(node.schema, ctx.schema)
    return isinstance(target, Mapping) and (target.get("type") == "object"
                                            or isinstance(target.get("properties"), Mapping))


def _closed_target(ctx: ToolContext, node) -> bool:
    """The `$ref` target of `node` is a closed set (enum, const, boolean): no measured value."""
    target = deref(node.schema, ctx.schema)
    if not isinstance(target, Mapping):
        return False
    return bool(target.get("enum") or "const" in target or target.get("type") == "boolean")


# `time_in_force`: "\"gtc\" (default) or \"ioc\"", "“day” 或 “gtc”": the text quotes two or more word
# codes, none a date or a spoken time ("now", "today"): a code, not a time to format.
_QUOTED_CODE = re.compile(r"[`'\"“‘「]([A-Za-z_]{2,12})[`'\"”’」]")
_SPOKEN_TIMES = frozenset({"now", "today", "yesterday", "tomorrow", "latest", "earliest"})


_FORM = frozenset({"format"})
_PLACEHOLDER = re.compile(r"\b(?:date|time|datetime|timestamp)s?\b|日期|时间", re.I)


def _code_choice(desc: str) -> bool:
    codes = {c.lower() for c in _QUOTED_CODE.findall(desc)}
    return len(codes) >= 2 and not codes & _SPOKEN_TIMES and not re.search(r"\d", desc)


@rule("param-datetime-unclear", category="param-description", severity="warning",
      summary="Give a date/time parameter its format with an example ('ISO 8601 with offset, "
              "e.g. 2026-09-01T00:00:00+08:00') and its time zone; say that natural language "
              "('tomorrow at 3 pm', '明天下午三点') is not accepted.",
      bad=Example.of(properties={"start_time": {"type": "string", "description": "开始时间"}}),
      good=[Example.of(properties={"start_time": {
                "type": "string", "format": "date-time",
                "description": "查询起始时间，必须使用 ISO 8601 格式并带时区，例如 2026-09-01T00:00:00+08:00。"
                               "不要传 Unix 时间戳。"}}),
            Example.of(name="chat_list_messages", properties={"start_time": {
                "type": "string", "description": "起始时间，秒级时间戳。"}}),
            Example.of(name="docs_search", properties={"sort_timestamp": {
                "type": "string", "description": "The name of the timestamp to sort against, "
                                                 "e.g. last_edited_time."}}),
            Example.of(name="chat_reply", properties={"thread_ts": {
                "type": "string", "description": "Reply inside this thread (its ts)."}})],
      rationale="A time needs its basis (time zone) and a format example; an event's `start_time` "
                "without them receives natural language. A Unix timestamp states its format, and "
                "a parameter naming a timestamp field (`last_edited_time`) holds no time; a chat "
                "message's `ts`/`thread_ts` (1234567890.123456) is the message's id, copied from "
                "a result.")
def check_param_datetime(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node, tokens in ctx.named_properties:
        name = node.name or ""
        types = node.non_null_types
        if (types and "string" not in types) or node.schema.get("enum") or not datetime_name(
                tokens, name):
            continue
        if _structured_target(ctx, node):
            continue  # `start_time` -> ZonedDateTime {date_time, time_zone}: its fields say the form
        desc = description_of(node)
        if not desc.strip() or names_a_field(node):
            continue  # undescribed: param-missing-description; a field name holds no time
        low = desc.lower()
        fmt = node.schema.get("format")
        if epoch_unit_text(desc) or time_not_composed(desc):
            # a Unix timestamp ("Start time in ms"): its form is stated and it has no time zone;
            # a cursor, an offset or a phrase read as natural language takes no date form
            continue
        if _code_choice(desc):
            continue  # `time_in_force`: "\"gtc\" (default) or \"ioc\"": an order-duration code
        # an example that only names the kind ("e.g., specific date and time") shows no form
        placeholder = _PLACEHOLDER.search(" ".join(i for run in example_items(desc) for i in run))
        if word_examples(desc) and not placeholder and not spoken_points_only(desc):
            # "(e.g., morning, afternoon, evening)", "(e.g., current, historical)": the values
            # are words by the tool's contract; "say natural language is refused" contradicts it
            continue
        # "e.g. 3pm", "e.g., 24 hours, 7 days", `example: "YYYY-MM-DD"`: the tool shows its form
        default = node.schema.get("default")
        shown = bool((example_items(desc) and not placeholder and not spoken_points_only(desc))
                     or node.schema.get("example") or node.schema.get("examples")
                     or (isinstance(default, str) and _DATE_FORMAT_HINT.search(default.lower())))
        if LENGTH_LEAD.match(desc) or listed_without_dates(ctx, node):
            # "The time required to clean the artwork", "How long to wait": a length of time;
            # "Allowed values: `today`, `3days`, `week`": the text closes the values, no date form
            continue
        if _OF_A_THING.search(desc) or describes_an_item(desc) or (
                tokens[-1] in ("timestamp", "ts") and names_an_item(node)):
            continue  # "the timestamp of the message", `thread_ts`: an id copied from a result
        # its entry in the tool's parameter block ("tradeDate : str\n交易日期，格式 yyyy-MM-dd；例：
        # 2025-03-04") or a tool-text sentence that names it gives its form: the model reads it
        passage = ctx.passage_of(node).lower()
        told = _DATE_FORMAT_HINT.search(passage) or stated(ctx, node, _FORM) \
            or tool_time_standard(ctx.description)  # "All times are ISO 8601": every time's
        if not (fmt or shown or has_any_branch(node.schema, "pattern", "format")
                or _DATE_FORMAT_HINT.search(low) or told):
            stem = without_bound_suffix(tokens)  # `priority_date_from` is a date too
            date_only = stem[-1] in ("date", "day", "birthday", "dob") or "日期" in name
            form = "'YYYY-MM-DD, e.g. 2026-09-01'" if date_only else \
                "'ISO 8601 with offset, e.g. 2026-09-01T15:00:00+08:00'"
            spoken = "'明天下午三点'" if ctx.language == "zh" else "'tomorrow at 3 pm'"
            # a date's only open fact is its form: where format-missing asks the same field for
            # it, this repeats it (reviewers: "same defect on the same field"): info. A time
            # keeps the warning: its time zone is a second fact format-missing does not ask
            yield Hit(node.pointer, f"Say the format of `{name}` with an example ({form}) and that "
                                    f"natural language such as {spoken} is not accepted.",
                      severity="info" if date_only and date_form_asked(ctx, node) else None)
        elif (set(tokens) & {"time", "datetime", "timestamp", "ts", "dt"} or tokens[-1:] == ("at",)) \
                and fmt != "date-time" and not _TZ_HINT.search(f"{low} {passage}"):
            yield Hit(node.pointer, f"Say which time zone `{name}` is in (UTC, the user's zone, an "
                                    "explicit offset such as +08:00).", severity="info")


