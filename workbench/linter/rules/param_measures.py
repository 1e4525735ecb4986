"""What a quantity is measured in: `param-missing-unit` (seconds or milliseconds? yuan or
dollars?), in English and Chinese. (Which format and time zone a date or time is in:
`param_datetimes.py`.)

Decisions:
- A `temperature` integer answered with "20度": a described unit stops the model from adding
  one; an LLM sampling `temperature` is unitless and skipped (said so, or undescribed beside
  `top_p`/`max_tokens` or in a tool that calls a language model), and so is a factor (a speech
  `speed` of 0.5-2 with default 1, "multiplier", "倍速"), a window's height (pixels by
  convention), a value copied from another call's result, and a unit the tool text gives with
  a bound on the parameter ("wait=0默认只提交，最多90秒").
- Examples in a message follow the tool's language (`ToolContext.language`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.measure_facts import (
    MONEY_TEXT,
    money_named,
    qualifier_sibling,
    word_examples,
)
from workbench.linter.rules.param_facts import (
    copied_value,
    description_of,
    forbidden,
    numeric_time_text,
)
from workbench.linter.rules.unit_statements import unit_in, unit_in_tool_text, unit_in_tool_text_zh
from workbench.linter.rules.unitless_values import (
    MASS_TEXT,
    OPERAND,
    SCREEN,
    drawn_on_canvas,
    drawn_size,
    font_size,
    fraction,
    points_by_convention,
    sampling,
    shares_coordinate_units,
    weight_not_mass,
)
from workbench.model import Tool
from workbench.schema.refs import deref
from workbench.text import contains_any, mainly_chinese_prose, split_name

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
    if _names_an_id(node.description, types):
        return False  # `price` "The ID of the price to switch to": a reference, not an amount
    if tokens[:1] and tokens[0] in _TUNING_VERBS:
        return False  # `optimize_streaming_latency` "Range is 0 to 4": a setting that tunes it
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


# A name that opens with what the setting does to a quantity (`optimize_streaming_latency`,
# `reduce_noise`): a level or a switch for it, not the quantity in a unit.
_TUNING_VERBS = frozenset({"optimize", "optimise", "minimize", "minimise", "maximize", "maximise",
                           "reduce", "improve", "boost", "prefer", "prioritize", "prioritise"})

# The value's own text calls it an id: "The ID of the price to switch to", "specified by this
# PaymentIntent ID", "价格编号". A string that names an id anywhere in its text is one (a money
# string would be "$20", never an id); a number only where the text opens with or is "the ID of".
_ID_TEXT = re.compile(r"\b(?:IDs?|Ids?|ids?|identifiers?)\b|编号|标识|(?<![A-Za-z])ID(?![A-Za-z])")
_ID_OF = re.compile(r"^\W*(?:the\s+|an?\s+)?(?:\w+\s+){0,2}(?:IDs?|identifiers?)\b(?:\s+of\b|\W*$)|"
                    r"^\W*[^\s，。,.]{0,8}(?:编号|ID)\W*$", re.I)


def _names_an_id(text: str, types: Any) -> bool:
    if not text:
        return False
    if "string" in types and not any(t in _NUMERIC_TYPES for t in types):
        return _ID_TEXT.search(text) is not None
    return _ID_OF.search(text) is not None


# `insert_at`: "Track index to insert at, -1 for end", "插入位置的索引": a place in a list, named
# by the same `at` a time takes; an index has no unit. The text must call the value the index
# ("Track index to ...", "Index of ..."): "the period over which the psychological index is
# calculated" names another thing, and its `time_period` still needs a unit.
_INDEX_TEXT = re.compile(r"^\W*(?:\w+\s+){0,2}ind(?:ex|ices)\b|\bindex\s+(?:to|at|of|where)\b|索引|序号|下标|"
                         # `startAt` "Pagination offset (0-based)": a position in a listing
                         r"\bpagination\s+offset\b|^\W*(?:\w+\s+)?offset\b|\b[01]-based\b|偏移", re.I)


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
    return unit_in(node.description)


# A unit abbreviated to the name's last word, read only after the quantity it measures (alone,
# one letter means nothing): `temp_c`/`temp_f` (the scale), `total_timeout_s`, `delay_h`,
# `ttl_d`, `wait_us` (seconds, hours, days, microseconds), `radius_m`, `height_m` (metres),
# `weight_g` (grams). `_m` after a time is minutes or months, and `_min` a lower bound: not read.
_ABBREVIATED_UNITS: dict[str, frozenset[str]] = {
    "temperature": frozenset({"c", "f", "k"}), "time": frozenset({"s", "h", "d", "us", "ns"}),
    "distance": frozenset({"m"}), "size": frozenset({"m"}), "weight": frozenset({"g"})}


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
        if "temperature" in tokens and sampling(desc, ctx, node):
            continue  # an LLM sampling temperature has no unit
        if _multiplier(node, tokens, ctx.passage_of(node)):
            continue  # a speech `speed` of 0.5-2 (default 1) is a factor, it has no unit
        if fraction(node):
            continue  # "the value between 0 and 1" (a pie's `innerRadius`): a ratio, no unit
        if word_examples(description_of(node)):
            continue  # "(e.g., implementation costs, monitoring costs)": kinds of a thing, no quantity
        if OPERAND.search(description_of(node)):
            continue  # `amount` of a math Add: "The second number to add", "被减数": a bare number
        seen_in = f"{desc} {ctx.description} {' '.join(ctx.name_tokens)}"
        if copied_value(desc) or (drawn_size(tokens) and SCREEN.search(seen_in)) \
                or drawn_on_canvas(ctx, node, tokens) or (
                font_size(tokens) and points_by_convention(ctx, seen_in)):
            continue  # copied from a result; a window's, an image's, a chart's or a canvas
            # element's size (its font's too) is pixels, a document's font size points: a model
            # sends the bare number
        axis = shares_coordinate_units(ctx, node, tokens)
        if axis:
            yield Hit(node.pointer, f"`{node.name}` is a length in the same units as {axis}, and no "
                                    "text names them: say once in the tool description which unit "
                                    "the document's lengths and coordinates are in.", severity="info")
            continue
        if siblings is None:
            # `unit`, `currency`, `currencyCode`: a sibling that names the unit carries it
            # `unit_label`, `unitName` (a credits bucket's "credits", "minutes") too: a sibling
            # whose name holds `unit` names what the amount counts
            siblings = {n.parent for n, t in ctx.named_properties
                        if t and (t[-1] in lx.UNIT_SIBLING_TOKENS or t[-2:] == ("currency", "code")
                                  or (t[0] == "unit" and len(t) == 2 and t[1] in _UNIT_LABEL_TAILS))}
        if node.parent in siblings or qualifier_sibling(ctx, node):
            continue  # a `unit`/`currency` sibling carries it, or a `width_type` beside `width`
        if _counted_holder(ctx, node):
            continue  # `customer_credits.amount`, `reward_points.amount`: credits, points, not money
        if node.name and (unit_in_tool_text(ctx, node.name) or unit_in_tool_text_zh(ctx, tokens)
                          or _default_with_unit(ctx, node)):
            continue
        passage = ctx.passage_of(node, shared=True)
        if passage and (unit_in(passage) or numeric_time_text(passage)):
            continue  # its entry in the tool's parameter block ("start_time: Unix 时间戳（毫秒）",
            # "start_time / end_time：毫秒级时间戳")
        if "$ref" in node.schema and (_closed_target(ctx, node) or _object_target(ctx, node)
                                      or unit_in(_target_text(ctx, node))):
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
        if kind == "weight" and weight_not_mass(ctx, node, tokens):
            continue  # a font's `fontWeight` (400/700), a ranking's `semantic_weight`: no mass
        if kind == "money" and (_currency_sibling(ctx, node) or any(
                n is not node and _unit_class(t) == "money" and unit_in(n.description)
                and not _MINOR_UNITS.search(n.description)
                for n, t in ctx.named_properties)):
            # `amount` beside `is_from` "currency code to convert from": a parameter names it;
            # `current_price` beside `total_capital` "总资金（元）": one tool, one currency
            continue
        if kind == "money" and _counted_not_money(node, tokens):
            continue  # `budget_cap` "预算返回条数上限", `budget_depth` "聚合深度": a count, a depth
        if kind == "money" and not money_named(tokens) and not MONEY_TEXT.search(
                f"{' '.join(ctx.name_tokens)} {ctx.description} {desc}"):
            kind = "other"  # a scroll's or a dose's `amount`: a quantity, no currency in sight
        if kind == "money" and mainly_chinese_prose(ctx.description) \
                and not any(e.why == "money" for e in ctx.effects):
            # a price a tool described in Chinese reads or records (淘宝/京东 prices, an A-share
            # quote, a ledger balance) is in 元 by convention, and a number cannot carry "元":
            # reviewers judged the question noise 32 times of 35 ("the yuan is obvious"); a
            # payment the tool makes keeps it (元 or 分 decides what is charged)
            yield Hit(node.pointer, f"`{node.name}` is an amount of money: 人民币元 by convention; "
                                    "say it in its description only if it may be 分 or another "
                                    "currency.", severity="info")
            continue
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


def _default_with_unit(ctx: ToolContext, node: Any) -> bool:
    """The tool text states the parameter's default with its unit ("最小转机时间默认为2小时" over
    `min_transfer_time: 2.0`, "default 30 seconds"): the unit is said there."""
    default = node.schema.get("default")
    if not isinstance(default, (int, float)) or isinstance(default, bool) or default == 0:
        return False
    number = f"{default:g}"
    text = ctx.description
    at = text.find(number)
    while at >= 0:
        before = text[at - 1:at] if at else ""
        if not before.isdigit() and before != "." and unit_in(text[at:at + len(number) + 8]) \
                and _DEFAULT_WORD.search(text[max(0, at - 12):at]):
            return True
        at = text.find(number, at + 1)
    return False


_DEFAULT_WORD = re.compile(r"默认|缺省|\bdefaults?\b", re.I)


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


# A market with one trading currency, named by the tool's text: a price there is in its currency
# (an A-share price is in 元, a NYSE one in dollars).
_ONE_MARKET = re.compile(lx.ONE_CURRENCY_MARKET_RE, re.I)


def _currency_given(ctx: ToolContext, node, tokens: tuple[str, ...]) -> str:
    """Whose currency a money parameter is in, when the tool's inputs fix it: the traded
    instrument's (`symbol`), or the account's the amount is booked to; "" otherwise."""
    if _unit_class(tokens) != "money":
        return ""
    near = [(n, t) for n, t in ctx.named_properties if n is not node and t]
    if not _PER_UNIT_PRICE.isdisjoint(tokens) and (market := _ONE_MARKET.search(ctx.model_text)):
        # anywhere in the tool's text: "市场代码 … (沪主板+深主板+创业板)" of a sibling names it too
        return f"a price on the market the tool names ({market.group(0)}), in that market's currency"
    if not _PER_UNIT_PRICE.isdisjoint(tokens):
        for n, t in near:
            if t == ("order", "id") or (t[0] != "order" and not _INSTRUMENT_TOKENS.isdisjoint(t)
                                         and _MONEY_OR_DURATION.isdisjoint(t)):
                return f"a price in the quote currency of the instrument in `{n.name}`"
    for n, t in near:
        if n.parent == node.parent and "account" in t:
            return f"booked to the account in `{n.name}`, in that account's currency"
        if n.parent == node.parent and ("currency" in t or "币种" in (n.name or "")):
            # an accounting record's `original_amount` beside its `currency_id`: that currency
            return f"an amount in the currency `{n.name}` selects"
    if _BOOK_CURRENCY.search(ctx.model_text):
        return "an amount in the book's own currency (本位币, the functional currency)"
    return ""


# An accounting book's amounts are in its functional currency ("本位币", "原币", "账套"): the book
# fixes it, a model picks none (reviewers: "the suggested '人民币元' could be wrong for a non-CNY
# book")
_BOOK_CURRENCY = re.compile(lx.BOOKKEEPING_RE, re.I)


_FACTOR_TEXT = re.compile(r"\b(?:multiplier|factor|ratio|times|relative|percent(?:age)?)\b|"
                          r"\d(?:\.\d+)?\s*x\b|\b(?:half|double|normal|twice the)\s+(?:speed|rate|size)\b|"
                          r"倍|比例|百分比|正常速度|"
                          # "Playback speed, 1.0 default", "播放速度，默认 1.0": a speed whose
                          # normal is written 1.0 is a factor of the normal speed
                          r"\bdefault\W{0,3}1\.0\b|(?<![\d.])1\.0\W{0,3}default\b|默认\W{0,3}1\.0(?!\d)|"
                          r"(?<![\d.])1\.0\s+(?:being|is|as)\s+(?:the\s+)?(?:default|normal)\b", re.I)


def _multiplier(node, tokens: tuple[str, ...], entry: str = "") -> bool:
    """A factor, not a measure: its text says so ("multiplier", "1.5x", "倍速"), or a rate,
    speed or scale whose default is 1 and whose range stays within a few times that. A `weight`
    of that shape (paperdaily's topic `weight`, 0..2, default 1.0) is a preference multiplier,
    unless its name or text speaks of a mass (a parcel, kilograms, 重量)."""
    kind = _unit_class(tokens)
    if kind == "weight" and MASS_TEXT.search(f"{node.description} {' '.join(tokens)}"):
        return False
    if kind not in ("other", "weight"):
        return False
    if _FACTOR_TEXT.search(node.description) or _FACTOR_TEXT.search(entry):
        return True  # (its "Args:" entry too: "Values range from 0.7 to 1.2, with 1.0 being the default")
    schema = node.schema
    top = schema.get("maximum")
    return schema.get("default") == 1 and isinstance(top, (int, float)) and not isinstance(
        top, bool) and top <= 4 and isinstance(schema.get("minimum"), (int, float)) and \
        schema["minimum"] >= 0


_TIME_TOKENS = lx.DURATION_NAME_TOKENS | lx.NUMERIC_TIME_TOKENS
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
# A sibling whose own text calls it a currency ("The three-letter currency code of the currency
# you would like to convert from", "源币种"): the caller names the amount's currency there,
# whatever the sibling is called (`is_from`, `base`, `src`).
_CURRENCY_TEXT = re.compile(r"\bcurrency\b|\bISO\s*4217\b|货币|币种", re.I)


def _currency_sibling(ctx: ToolContext, node: Any) -> bool:
    return any(isinstance(sub, Mapping) and isinstance(sub.get("description"), str)
               and sub.get("type") == "string" and _CURRENCY_TEXT.search(sub["description"])
               for name, sub in ctx.sibling_properties(node).items() if name != node.name)


# A sibling in minor units ("Price in smallest currency unit (1999 = $19.99)", "单位为分"): a
# money field beside it that says nothing may be read in major units (24.99 for 2499), so its
# own unit is still worth saying (reviewers: U on headless commerce's `compare_at_price`)
_MINOR_UNITS = re.compile(r"\bsmallest\s+(?:currency\s+)?unit\b|\bminor\s+units?\b|\bcents?\b|"
                          r"\bpence\b|单位为?分|以分为单位|(?<![部成积])分(?:为单位)?[)）]", re.I)


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
    # `created_at` is a time, `compare_at_price` a price: "at" names a time only as the last word
    timed = (t - {"at"}) & _TIME_TOKENS or tokens[-1:] == ("at",)
    priced = bool(tokens) and tokens[-1] in lx.MONEY_TOKENS
    if (timed and not priced) or (tokens[-1:] == ("age",) and len(tokens) > 1):
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
