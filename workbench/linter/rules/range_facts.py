"""What a number's own name, text and place say about the range `range-missing` would ask of
it (facts module: no rule here): a unit suffix, a set-point a write applies, a read's result
cap, a sane default shown, a value with a meaning outside the natural range ("-1 for all"), a
duration or chunk size that needs only a floor, a hint, a setting of a request body, a line
amount no bound fits, a cap the deployment configures, and the ranges that hold whatever the
convention (a latitude, a minute).
"""

from __future__ import annotations

import re

from workbench import lexicon as lx
from workbench.linter.context import ToolContext
from workbench.linter.rules.measure_facts import billed_measure, measured_quantity
from workbench.linter.rules.param_facts import description_of, hinted, states_default
from workbench.model import Tool
from workbench.prose.numbers import DEFAULT_NUMBER
from workbench.schema.pointer import argument_steps
from workbench.schema.walk import SchemaNode
from workbench.text import split_name

# A unit or currency suffix says how the value is counted, not what it is: `max_daily_price_eur`
# is a price, `timeout_ms` a timeout, `weight_kg` a weight.
UNIT_SUFFIX = frozenset({"eur", "usd", "gbp", "cny", "rmb", "jpy", "chf", "cad", "aud", "inr",
                          "yuan", "cents", "cent", "ms", "msec", "millis", "sec", "secs", "mins",
                          "hrs", "kg", "km", "kb", "mb", "gb", "pct"})
def without_unit(words: tuple[str, ...]) -> tuple[str, ...]:
    """A name's words without a trailing unit (`timeout_ms` -> `timeout`), the measured thing."""
    return words[:-1] if len(words) > 1 and words[-1] in UNIT_SUFFIX else words


# A value a state-changing tool applies to the world (`home_set_thermostat`'s `target_celsius`,
# `inventory_adjust_stock`'s `delta`): unbounded, one wrong call moves a device or the stock by
# any amount. These set-point/change names are warnings in write tools, and silent elsewhere
# (a physics formula's `delta`); other weak names stay info even there (`add_server(port)`,
# `create_polygon(stroke_width)`: the executor's own limits cap them well enough).
SETPOINT = frozenset({"celsius", "fahrenheit", "kelvin", "temperature", "temp", "delta",
                       "increment", "decrement", "adjustment", "setpoint", "brightness"})
# the last words of a read's page size or result cap (`limit`, `max_results`, `top_k`,
# `page_size`, `per_page`); a bare `count`/`num`/`size` only where its text says it counts
# what comes back ("How many rows to return", "返回条数")
_CAP_LAST = frozenset({"limit", "results", "topk", "matches"})
_PAGE_SIZE = frozenset({("page", "size"), ("per", "page")})
_COUNT_WORDS = frozenset({"count", "num", "number", "size", "max", "n"})
_RETURNED = re.compile(r"\b(?:return(?:s|ed)?|results?|per\s+page|page\s+size)\b|返回|每页|结果数", re.I)


def result_cap(node: SchemaNode, text: str) -> bool:
    """Is the number a read's page size or cap on what comes back (`limit`, `max_results`,
    `page_size`, `count` "How many rows to return", "返回条数")? Not a quantity the call acts
    on (`quantity`, `retries`, a forecast's `days`)."""
    t = without_unit(split_name(node.name))
    if not t:
        return False
    last = "topk" if t[-2:] == ("top", "k") else t[-1]
    if last in _CAP_LAST or t[-2:] in _PAGE_SIZE:
        return True
    return last in _COUNT_WORDS and _RETURNED.search(text) is not None


def sane_value_shown(node: SchemaNode) -> bool:
    """Does the parameter's own text describe it and its default show a sane value (`limit`
    "Max results (default 5)", "返回条数（默认 20）", or a described one with `"default": 50`)?
    The model then sees what to send, and the finding can name no bound the tool states:
    first-sight reviewers called a missing range on such a value noise as often as not
    (holdouts 1-13: 37 U / 23 N; an undescribed one with a default, 81 U / 12 N)."""
    desc = description_of(node)
    return bool(desc) and (node.schema.get("default") is not None or states_default(desc)
                           or DEFAULT_NUMBER.search(desc) is not None)


_LATITUDE = frozenset({"latitude", "lat"})
_LONGITUDE = frozenset({"longitude", "lng", "lon"})
_COORDINATE = _LATITUDE | _LONGITUDE


def optional_coordinate(node: SchemaNode) -> bool:
    """An optional latitude or longitude (asked of a tool that writes): its universal range is
    worth a warning on a tool that reads (a lookup's query point) or when the call cannot go
    without it (a specimen's collection point); an optional one of a write (a created event's
    location coordinates) is one the model seldom sends and the service checks, and
    first-sight reviewers called it noise (holdouts 1-13: 0 U / 4 N; on reads 6 U / 0 N). A
    percentage or an hour a write applies keeps its warning: its range is the tool's contract."""
    t = split_name(node.name)
    return bool(t) and t[-1] in _COORDINATE and not node.required


def longitude_beside_latitude(ctx: ToolContext, node: SchemaNode) -> bool:
    """A longitude whose object also holds a latitude: the swapped pair, the mistake a model
    makes, is caught by the latitude's -90..90 (121.47 fails it), while a swapped latitude
    (31.23) is a valid longitude, so the longitude's own range catches only garbage. First-sight
    reviewers (holdouts 10-19) called that finding noise 10 times to 4 ("the latitude bound does
    that job"); the latitude's stays a warning."""
    t = split_name(node.name)
    if not t or t[-1] not in _LONGITUDE:
        return False
    return any(n.parent == node.parent and words and words[-1] in _LATITUDE
               for n, words in ctx.named_properties)


def every_value_means(text: str) -> bool:
    """Does the parameter's text (its description or its entry in the tool's Args block) give
    a meaning to a value outside a natural range ("-1 for all", "0 = all", "0 表示全部")? Then a
    `minimum` would cut off documented behaviour. A signed change alone ("负数为出库", a stock
    `delta`) is not: its size still wants a bound."""
    return bool(text) and hinted(text, SENTINEL_HINTS) and SENTINEL.search(text) is not None


def ceiling_off_by_default(node: SchemaNode) -> bool:
    """A ceiling (`max_price`, `maxResults` is a count, not this) whose default is 0: every
    call that omits it would match nothing unless 0 means "no ceiling", so 0 is its sentinel."""
    t = split_name(node.name)
    return len(t) > 1 and t[0] == "max" and t[-1] in lx.MONEY_TOKENS \
        and node.schema.get("default") == 0


# words of a name that make its number a span of time the service waits or keeps something
# (`keep_days`, `control_persist_seconds` how long the service keeps a thing; `staleAfterMinutes`,
# `archive_after_days` the span after which it acts)
_DURATION_WORDS = frozenset({"expire", "expires", "expiry", "expiration", "ttl", "timeout",
                             "grace", "retention", "lifetime", "lease", "keep", "persist",
                             "after", "idle", "stale"})
_TIME_UNITS = frozenset({"seconds", "second", "secs", "sec", "ms", "millis", "milliseconds",
                         "minutes", "mins", "hours", "hrs", "days", "timeout", "ttl"})


def is_duration(node: SchemaNode) -> bool:
    """A timeout, a TTL, an expiry or a grace period (`expire_seconds`, `gracePeriodSeconds`,
    `livecrawl_timeout`): its floor matters (0 or less deletes a key at once or never waits),
    its ceiling is open by design (a key may live a year), so only the minimum is asked."""
    t = split_name(node.name)
    return bool(t) and t[-1] in _TIME_UNITS and not _DURATION_WORDS.isdisjoint(t)


# A duration's unit, in its name (`timeout_seconds`, `ttl_ms`) or its text ("in seconds", "（秒）")
_UNIT_LAST = _TIME_UNITS - {"timeout", "ttl"}
_TIME_UNIT_TEXT = re.compile(r"\b(?:seconds?|secs?|ms|milli(?:second)?s?|minutes?|mins?|hours?|hrs?)\b|"
                             r"\d\s*(?:s|ms|m|h)\b|秒|分钟|小时", re.I)


def duration_in_known_unit(node: SchemaNode, text: str) -> bool:
    """A duration whose unit its name or text gives (`timeout_seconds`, "Request timeout in
    seconds", "超时（秒）"): a model knows the scale, and 0 or a negative is no mistake it makes
    (first-sight reviewers, holdouts 1-19: 1 U / 15 N on the floor of such timeouts). Without
    a unit ("超时时间") the value is open in both scale and sign: that one stays shown."""
    t = split_name(node.name)
    return (bool(t) and t[-1] in _UNIT_LAST) or _TIME_UNIT_TEXT.search(text) is not None


# A confidence: 0..1 or 0..100, which the name does not say (a `probability` is 0..1 by
# definition, a model knows it)
_SCALE_LAST = frozenset({"confidence", "certainty"})
_SCALE_SHOWN = re.compile(r"\d|percent|%|百分|概率值|置信度值", re.I)


def scale_unstated(node: SchemaNode) -> bool:
    """A confidence (`confidence` of a dependency, `min_confidence`) whose text
    shows no number or percent: the model cannot tell 0..1 from 0..100 and sends 85 where 0.85
    is meant (holdout 20's reviewers: "no scale or range (0..1? 0..100?), so values are
    unpredictable"). A text with an example ("e.g. 0.9") or "percent", or a numeric default
    (`"default": 0.3`), shows the scale."""
    t = without_unit(split_name(node.name))
    default = node.schema.get("default")
    return bool(t) and t[-1] in _SCALE_LAST and not _SCALE_SHOWN.search(description_of(node)) \
        and not (isinstance(default, (int, float)) and not isinstance(default, bool))


# An estimate the model states (`estimatedHours` of a task, `estimatedCompletionMinutes`,
# "预计工时"): its own guess, whose floor any model knows and whose ceiling would be invented
_ESTIMATE_WORDS = frozenset({"estimated", "estimate", "estimation", "projected", "est"})
_ESTIMATE_TEXT = re.compile(r"^\W*(?:the\s+|an?\s+)?(?:estimated|projected)\b|"
                            r"^\W*(?:预计|预估|估计|实际工时|已用工时)", re.I)


# the effort a task item records beside its estimate (`actualHours`, `spent_minutes`,
# `logged_hours`): the same kind of figure, one the model states from what it was told
_EFFORT_WORDS = frozenset({"actual", "spent", "logged"})
_EFFORT_UNITS = frozenset({"hours", "hrs", "minutes", "mins", "days", "points"})


def is_estimate(node: SchemaNode) -> bool:
    """Is the number an estimate the caller states (or the effort logged beside it, `actualHours`),
    by its name (`estimatedHours`, `est_minutes`) or its description's first word ("Estimated
    effort", "预计工时", "实际工时")? First-sight reviewers
    (holdouts 10, 20: 0 U / 3 N) call a range on it noise: "any model knows estimated hours are
    non-negative, and no maximum follows from the tool"."""
    t = split_name(node.name)
    effort = len(t) > 1 and t[-1] in _EFFORT_UNITS and not _EFFORT_WORDS.isdisjoint(t[:-1])
    return effort or (len(t) > 1 and not _ESTIMATE_WORDS.isdisjoint(t[:-1])) \
        or _ESTIMATE_TEXT.search(description_of(node)) is not None


def is_unit_price(node: SchemaNode) -> bool:
    """A price of one unit (`price`, `limit_price`, `entry_price`, `min_price`, Stripe's
    `unit_amount`): any positive size is valid, so no maximum is the tool's own, and first-sight
    reviewers (holdouts 14-21: 0 U / 10 N) call its floor noise: "no model sends a negative
    price", "a limit price has no meaningful maximum". An amount a tool moves stays shown."""
    t = without_unit(split_name(node.name))
    return bool(t) and (t[-1] == "price" or t[-2:] == ("unit", "amount"))


# The fields that explain a judgement beside its number (`buffer: {percentage, reasoning}`): an
# assessment object, the shape of an analysis tool's result the model copies back
_EXPLANATION_FIELDS = frozenset({"reasoning", "rationale", "explanation", "justification"})


def copied_assessment(ctx: ToolContext, node: SchemaNode) -> bool:
    """A number of a nested object that also holds its `reasoning` (`capacity.buffer` of a
    planning tool, `{percentage, reasoning}`): a result another call produced, passed back
    whole; the model copies the number rather than chooses it, and a range adds little."""
    if node.pointer.count("/properties/") < 2:
        return False
    return any(n.parent == node.parent and "_".join(words) in _EXPLANATION_FIELDS
               for n, words in ctx.named_properties)


# A number the service may ignore, so no range of it is a contract: its text calls it a hint
# ("Hint for the number of keys", "Redis may return more or fewer", "仅供参考")
HINT = re.compile(r"\bhint\b|\bmay return (?:more|fewer)\b|\bapproximate(?:ly)?\b|\broughly\b|"
                   r"仅供参考|建议值|参考值", re.I)


def is_chunk_size(node: SchemaNode) -> bool:
    """A batch or chunk size (`batch_size` of a scan that returns every key, `chunk_size` of a
    file read) tunes how the call is done: 0 or less is meaningless, any positive value gives
    the same result, so only the floor is asked."""
    t = split_name(node.name)
    return len(t) > 1 and t[-1] == "size" and t[-2] in ("batch", "chunk")


# set-points and amounts a write applies keep their ceiling warning (a refund's cap is a
# safety limit); a count of things a write makes, with its floor declared, does not
_CEILING_KEPT = frozenset({"quantity", "qty", "discount", "delta", "increment", "adjustment"})


def open_ceiling_write(node: SchemaNode) -> bool:
    """A write's count whose author declared the floor (`count` with `exclusiveMinimum: 0`) and
    left the ceiling open: the number would be invented. So is the quantity of one line of a
    list the write sends (a subscription's `items[].quantity` with `minimum: 1`): like an
    accounting line's, no ceiling is natural there, and a blind reviewer called asking for one
    wrong; a quantity the call itself moves (units to refund) keeps its safety limit."""
    t = without_unit(split_name(node.name))
    if t[-1:] in (("quantity",), ("qty",)) and "*" in argument_steps(node.pointer, partial=True):
        return True  # inside an array's items: one line of a list
    return bool(t) and t[-1] not in _CEILING_KEPT | SETPOINT | lx.MONEY_TOKENS


# object levels below the arguments at which a number is part of a nested request body
# (`settings.columns.floating_columns_count`, `form.features.responseLimit.limit`)
PAYLOAD_DEPTH = 3


def deep_in_payload(node: SchemaNode) -> bool:
    """Is the number a field of an object inside an object of the arguments: a setting of a
    request body the receiving API validates, rarely a value the model chooses, and whose range
    the tool's author seldom knows?"""
    return node.pointer.split("/").count("properties") >= PAYLOAD_DEPTH


def open_measure(tool: Tool, ctx: ToolContext, node: SchemaNode) -> bool:
    """A money value of a record's line or detail (an invoice line's `unitAmount`, a signed
    journal `lineAmount`, an item's `salesDetails.unitPrice`) or a quantity on an accounting
    line has no natural bound: a discount line is negative, a price any size, an invoice bills
    0.5 or 5,000 units; any number in the schema would be invented. A top-level amount the tool
    moves (a top-up, a refund) or filters by keeps its warning: a cap there is a safety limit."""
    t = without_unit(split_name(node.name))
    nested = node.pointer.count("/properties/") > 1
    # an account's balance or a measured quantity (期初数量 in 吨) may be negative: a red balance
    return bool(t) and ((nested and t[-1] in lx.MONEY_TOKENS) or billed_measure(tool, ctx, node)
                        or measured_quantity(ctx, node))


def money_floor_only(missing: tuple[str, ...]) -> tuple[str, ...]:
    """A money value a tool only reads (a quote's `amount`, a search's `max_price`) has a floor
    (no negative price) but no ceiling in its contract: any large amount is a valid question.
    A tool that moves money keeps both (a refund's cap is a safety limit)."""
    return tuple(k for k in missing if k != "maximum")


# "-1 for all", "0 means unlimited", "-1 表示不限", "If None, reads the entire file": a sentinel
# value outside the natural range. "Capped by the server's configured maximum", "上限由服务端配置":
# the cap belongs to the deployment, so no number in the schema would be true.
SENTINEL = re.compile(r"(?<![\w.])-1\b|\b0 (?:means|for|=|to disable)|\b(?:means|for) (?:no limit|"
                       r"unlimited|all)\b|表示(?:不限|全部|无限)|不限制|\b(?:if|when) (?:it is )?(?:none|"
                       r"null|omitted|not (?:set|given|specified))\b[^.]{0,12}?\b(?:reads?|returns?|"
                       r"fetch(?:es)?|includes?|uses?) (?:the )?(?:entire|whole|all|every)\b|\bcapped by "
                       r"the (?:server|service|deployment)|(?:server|deployment)'s configured (?:maximum|"
                       r"limit|cap)|(?:为空|不填|不传|未指定)(?:时)?(?:则)?(?:读取|返回|获取)(?:全部|所有|整个)|"
                       r"上限由(?:服务端|服务器|后端|部署)|\bdefaults? to (?:the )?`?[\w.]+`? (?:setting|config\w*)\b|"
                       r"默认(?:为|取)?(?:配置|设置)(?:项|值)|\bdefaults? to the (?:toolkit|tool|client|server|"
                       r"service|agent|instance)'s\b|默认(?:为|取)?(?:工具包|客户端|服务端|实例)的", re.I)
SENTINEL_HINTS = ("-1", "0 ", "unlimited", "no limit", "all", "none", "null", "omitted", "not set",
                   "not given", "not specified", "capped", "configured", "不限", "全部", "无限",
                   "所有", "整个", "上限由", "setting", "config", "配置", "设置", "defaults to the",
                   "default to the", "默认")
# The tool text puts a count under a setting of the deployment, named as such ("行数受 max_rows
# 约束", "rows are capped by `max_rows`", "limited by the MAX_RESULTS setting"): its ceiling is
# configured per server, so no number in the schema would be true.
_CONFIG_CAP = re.compile(r"(?:受|由)\s*`?(?P<zh>[A-Za-z]+_[A-Za-z_]+)`?\s*(?:配置\s*)?(?:约束|限制|控制|决定)|"
                         r"\b(?:capped|limited|bounded)\s+by\s+(?:the\s+)?(?:\w+'s\s+)?`?(?P<en>[A-Za-z]+_[A-Za-z_]+)`?",
                         re.I)


def capped_by_setting(ctx: ToolContext, node: SchemaNode) -> bool:
    """The tool text caps the count by a named setting that is none of the tool's own inputs
    ("行数受 max_rows 约束"; "页大小由 top_count 决定" names a sibling, whose value the model sends)."""
    inputs = {n.lower() for n in ctx.sibling_names(node)} | {(node.name or "").lower()}
    return any((m.group("zh") or m.group("en") or "").lower() not in inputs
               for m in _CONFIG_CAP.finditer(ctx.description))
# Ranges that hold whatever the convention: a latitude, a minute. An hour may be 1-12, a month
# 0-11 (JavaScript), a weekday 1-7 (ISO 8601), a percentage 0-1: said in words, never patched.
_CERTAIN_RANGE = frozenset({"latitude", "lat", "longitude", "lng", "lon", "minute", "second"})


def range_certain(ctx: ToolContext, node: SchemaNode) -> bool:
    t = split_name(node.name)
    return bool(t) and t[-1] in _CERTAIN_RANGE
