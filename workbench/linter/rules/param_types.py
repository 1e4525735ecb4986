"""Type rules: counts, flags and measurements typed as strings, and counts typed as numbers.
Parameters without a type, objects without properties and lists packed into one string are
judged in `param_shapes.py`.

Decisions:
- A count (`page`, `limit`, `page_size`, `num_results`, 件数) is an integer; a number of whole
  days, nights or guests too. A measurement (`temperature`, `latitude`, 温度) is a number; money
  is left out on purpose, because decimal strings are a common, deliberate choice for amounts.
- A yes/no flag is `is_*`/`has_*`/`enable_*` or an enum of "true"/"false".
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.measure_facts import (
    billed_measure,
    counts_what_returns,
    digits_form,
    examples_not_numbers,
    levels_deep,
    measured_by_unit,
    measured_quantity,
    result_window,
)
from workbench.linter.rules.param_facts import (
    copied_value,
    count_like,
    description_of,
    has_any,
    hinted,
    whole_cap,
)
from workbench.linter.rules.prose_facts import quote
from workbench.model import Tool
from workbench.schema.pointer import join
from workbench.schema.walk import SchemaNode
from workbench.text import contains_any, split_name

# A number of whole time units or people (`days`, `nights`, `guests`, 天数): a count even though
# `count_like` leaves durations to the range rules. Plural only: `day`/`month` may be "monday".
_UNITS_COUNTED = frozenset({"days", "nights", "weeks", "months", "years", "guests", "adults",
                            "children", "passengers", "travelers", "travellers", "attendees"})
_UNITS_COUNTED_ZH = ("天数", "晚数", "人数", "周数", "月数", "年数")


def _counted_units(name: str | None) -> bool:
    t = split_name(name)
    return bool(t) and (t[-1] in _UNITS_COUNTED
                        or contains_any(name or "", _UNITS_COUNTED_ZH))


_BOOL_FIRST = frozenset({"is", "has", "enable", "enabled", "disable", "disabled", "should",
                         "allow", "can", "use"})
_ESCAPED = frozenset({"id", "from", "in", "for", "type", "class", "import", "global", "def",
                      "return", "lambda", "with", "as", "format", "filter", "list", "object"})
_BOOL_STRINGS = frozenset({"true", "false", "yes", "no"})


# `is_test_col` ("The name of the column to use to determine whether a row is test data"),
# `has_access_field`, 字段名: the value NAMES the column or field that holds the flag, it is no flag.
_NAMES_A_FLAG_HOLDER = frozenset({"col", "column", "field", "attr", "attribute", "key", "prop",
                                  "property", "label", "path"})
_HOLDER_TEXT = re.compile(r"^\W*(?:the\s+)?names?\s+of\s+(?:the\s+|a\s+)?(?:column|field|attribute|key|property)\b|"
                          r"列名|字段名|属性名", re.I)


def _bool_like(name: str | None, schema: Mapping[str, Any]) -> bool:
    t = split_name(name)
    enum = schema.get("enum")
    if isinstance(enum, list) and enum:
        return all(isinstance(v, str) and v.lower() in _BOOL_STRINGS for v in enum)
    desc = schema.get("description")
    if (t and t[-1] in _NAMES_A_FLAG_HOLDER) or (isinstance(desc, str) and _HOLDER_TEXT.search(desc)):
        return False
    # `is_id`, `is_from`: dataset escapes of the names `id` / `from`, not flags (ToolBench)
    return len(t) > 1 and t[0] in _BOOL_FIRST and not (len(t) == 2 and t[1] in _ESCAPED)


# Physical measurements (`target_temperature`, `latitude`, 温度): a number with a unit. Money
# is left out on purpose: decimal strings are a common, deliberate choice for amounts.
_MEASURES = frozenset({"temperature", "humidity", "latitude", "longitude", "altitude",
                       "elevation", "celsius", "fahrenheit", "percentage", "weight", "height",
                       "width", "depth", "radius", "distance"})
# A dimension word after a process, not a body (`search_depth`, `crawl_width`, `reasoning_depth`):
# a level or a provider's mode ("basic"/"advanced"), no length with a unit.
_DIMENSIONS = frozenset({"depth", "width", "height"})
_PROCESSES = frozenset({"search", "crawl", "research", "recursion", "recursive", "reasoning", "thinking",
                        "analysis", "scan", "explore", "exploration", "traversal", "tree", "nesting",
                        "query", "lookup", "link", "links", "follow", "retrieval", "summary", "review"})
_MEASURES_ZH = ("温度", "湿度", "纬度", "经度", "海拔", "重量", "体重", "身高", "半径", "距离", "百分比")


# The description must read as one number (a digit or a unit), not as choices ("'brief' or
# 'detailed'") or a list ("comma separated", 多个).
_NUMERIC_HINT = re.compile(r"\d|°|degrees?|celsius|fahrenheit|met(?:er|re)s?\b|\bkm\b|\bkg\b|"
                           r"percent|摄氏|华氏|度|米|公斤|千克", re.I)
_LIST_HINT = re.compile(r"comma|separated|multiple|list of|逗号|多个|分隔", re.I)


_LOCATOR = re.compile(lx.LOCATOR_RE, re.I)


# A pattern of digits alone (`^[0-3]$`, `^\d{1,2}$`, `^[0-9]+$`) spells a number as text: the
# count is then a number in disguise, not a deliberate text form.
_DIGITS_ONLY = re.compile(r"\^?(?:\[0-9\]|\\d|\[[0-9]-[0-9]\])(?:\{\d+(?:,\d*)?\}|[+*?])?\$?")


def _locator(node: SchemaNode) -> bool:
    """A `page` that is a page's URL ("The page URL to monitor"), or one with a `format` or
    `pattern` that makes its text form deliberate: no count."""
    pattern = node.schema.get("pattern")
    if isinstance(pattern, str) and _DIGITS_ONLY.fullmatch(pattern) and "format" not in node.schema:
        return bool(_LOCATOR.search(description_of(node)))
    return has_any(node.schema, "format", "pattern") or bool(_LOCATOR.search(description_of(node)))


# "An offset token from a previous response", "分页游标": the value is the service's own
# marker, copied back as given, not a count the model computes.
_OPAQUE = re.compile(r"\b(?:token|cursor|opaque|continuation)\b|游标|令牌", re.I)


def _opaque_marker(desc: str) -> bool:
    """The text calls the value a token/cursor, or one copied from another call's result."""
    return bool(desc) and (_OPAQUE.search(desc) is not None or copied_value(desc))


# "後續的計劃、步驟或研究方向" on `nextSteps`, "the remaining steps of the plan, as prose": the
# value is text about steps, not how many; a text that asks for a number ("number of steps",
# "步数") is still a count.
# "重现步骤", "Steps to reproduce", "操作步骤": the steps themselves (a bug's reproduction steps),
# not how many of them; "步骤数" still asks for a number.
_TEXT_KIND = re.compile(r"\b(?:plan|plans|description|describe|text|instructions?|summary|notes?|"
                        r"directions?|prose|markdown|sentences?|reproduce|reproduction|repro|"
                        r"json|details|information)\b|"
                        r"計劃|计划|方向|内容|說明|说明|描述|文字|文本|重现|复现|步骤(?!数)|"
                        # "入住人信息JSON字符串" on `roomGuests`: the guests' details, not how many
                        r"信息|详情",
                        re.I)
_COUNT_ASKED = re.compile(r"\b(?:number of|how many|count of|amount of)\b|\d|数量|个数|次数|步数|步骤数|页数|多少",
                          re.I)
# `steps`, `nextSteps`, `pages`: a plural of the things themselves, which a string may hold
# ("Planned next steps", "页码" of a citation: which pages); a count only when its text asks for
# a number ("Number of steps", "页数", a digit).
_THINGS_THEMSELVES = frozenset({"steps", "pages"})


def _text_not_count(desc: str, name: str | None = None) -> bool:
    if _WORDED_EXAMPLE.search(desc or ""):
        return True  # "Format each step as '1. Step one|Expected result one'": the value is text
    if split_name(name)[-1:] and split_name(name)[-1] in _THINGS_THEMSELVES and desc.strip():
        return _COUNT_ASKED.search(desc) is None
    return bool(desc) and (_TEXT_KIND.search(desc) is not None or _WHICH_ONES.search(desc) is not None) \
        and _COUNT_ASKED.search(desc) is None


# A quoted example of the value made of words ("'1. Step one|Expected result one'", "'打开 设置'"):
# what the string holds is written text, whatever digits it numbers its parts with.
_WORDED_EXAMPLE = re.compile(r"(?:\b(?:format|e\.g\.|example|such as|like|as)|例如|如|格式)\W{0,3}"
                             r"['\"`“‘][^'\"`”’\n]*(?:[A-Za-z]{2,}|[\u4e00-\u9fff]{2,})\s+"
                             r"[^'\"`”’]*['\"`”’]", re.I)
# `offset` typed string: many services page with a token they name so (Airtable's "offset":
# "itrXyz/recAbc"); only a text that says it is a number ("number of records to skip", "跳过的
#条数", a digit default) makes the string a count. (A `page` token is `page_token`: opaque.)
_TOKEN_POSITIONS = frozenset({"offset", "start", "marker", "next"})
_NUMBER_SAID = re.compile(r"\bnumber\b|\bhow many\b|\bcount\b|\bskip|\bsize\b|\bindex\b|\d|"
                          r"数|第几|页码|多少|跳过|序号", re.I)


def _position_maybe_token(node: SchemaNode, desc: str) -> bool:
    tokens = split_name(node.name)
    default = node.schema.get("default")
    return bool(tokens) and tokens[-1] in _TOKEN_POSITIONS and not _NUMBER_SAID.search(desc) \
        and not (isinstance(default, str) and default.isdigit())


# "The specific pages or sections that require repair", "A string that identifies which hosts",
# "The sequence of steps to perform": the value says which ones, not how many.
_WHICH_ONES = re.compile(r"\b(?:specific|particular|which|sequence of|list of|identif(?:y|ies|ier))\b|"
                         r"哪些|哪几|具体的|列表", re.I)
# "起止页码（如：1-15）", "page range, e.g. 12-20": a range of two numbers, not one count; "Can be
# fractional", "number of shares (fractional allowed)", "数量，支持小数": a decimal amount the
# service keeps as a string for its precision, not a whole count.
# ("Allowed values: 1-20" on `num_pages` is the count's bounds: a range only as the value's example)
_RANGE_OR_DECIMAL = re.compile(r"(?:\be\.g\.|\bsuch as|\blike|如|例如)\W{0,3}\d+\s*[-~–]\s*\d|"
                               r"\bpage\s+range\b|起止|页码范围|\bfraction(?:al)?\b|"
                               r"\bdecimals?\b|\bshares?\b|\bcoins?\b|小数|股数|币", re.I)
# A quantity of an asset to trade ("Quantity of the asset to trade", "下单数量"): brokers and
# exchanges take fractions, so a string count of it may be a decimal kept for its precision.
_TRADED = re.compile(r"\b(?:assets?|trade|trading)\b|下单|交易|持仓|仓位", re.I)


# A page of a printed work in a citation (`firstPage`, `start_page` beside `volume`, "First page
# number" of a journal article): a page label, which journals write "e1002", "S45" or "xii",
# not a position in a listing the model counts.
_CITATION_TEXT = re.compile(r"\bcitations?\b|\bbibliograph\w*|\bjournals?\b|\bvolume\b|"
                            r"\bpubmed\b|\bdoi\b|期刊|文献|引用|卷号", re.I)
_CITATION_SIBLINGS = frozenset({"volume", "journal", "issue", "issn", "doi", "pmid"})


def _printed_page(ctx: ToolContext, node: SchemaNode) -> bool:
    """A `page`/`pages` of a cited work: beside a `volume` or `journal`, or in a text about
    citations and journals."""
    t = split_name(node.name)
    if not t or t[-1] not in ("page", "pages"):
        return False
    siblings = {w for n in ctx.sibling_names(node) for w in split_name(n)}
    return bool(siblings & _CITATION_SIBLINGS) or bool(
        _CITATION_TEXT.search(f"{description_of(node)} {ctx.description}"))


def _range_or_decimal(desc: str) -> bool:
    return bool(desc) and _RANGE_OR_DECIMAL.search(desc) is not None


# A CSS length in the example ("Spacer height (e.g. \"50px\")", "高度，如 2em"): the value carries
# its unit, one of several (px, em, vh) the page builder takes, so a number would lose it.
_CSS_LENGTH = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s*(?:px|r?em|vh|vw|vmin|vmax|pt)(?![A-Za-z])", re.I)


def _measure_like(node: SchemaNode) -> bool:
    t = split_name(node.name)
    if not t or "pattern" in node.schema or "format" in node.schema:
        return False  # a pattern/format makes the text form deliberate ("72F", "5km")
    if _CSS_LENGTH.search(description_of(node)):
        return False
    if not (t[-1] in _MEASURES or contains_any(node.name or "", _MEASURES_ZH)):
        return False
    if t[-1] in _DIMENSIONS and set(t[:-1]) & _PROCESSES:
        return False  # `search_depth` ("basic"/"advanced"), `crawl_depth`: how far a process goes
    desc = node.schema.get("description")
    return not isinstance(desc, str) or (bool(_NUMERIC_HINT.search(desc))
                                         and not _LIST_HINT.search(desc))


def _vendor_body_field(node: SchemaNode) -> bool:
    """A field without a word of its own inside an object parameter (eBay's `request` body:
    `fundingStrategy.bidPercentage: {"type": "string"}`): a vendor's request body passed through,
    whose wire type is the vendor's (eBay's Marketing API sends `bidPercentage` as the decimal
    string "5.0"); a number there may break the call, so the string is probable, not certain."""
    return bool(node.parent) and not description_of(node).strip()


# "数量", "采集量": the Chinese text opens by naming an amount of the thing.
_AMOUNT_ZH = re.compile(r"^\W*[\u4e00-\u9fff]{0,6}(?:数量|个数|件数|份数|张数|人数)")


# An amount of money: by the name's last word or the text's noun ("换算金额", "purchase amount").
_MONEY_LAST = frozenset({"amount", "price", "cost", "fee", "fees"})
_MONEY_ZH = re.compile(r"金额|价格|单价|总价|费用|价钱")
# The text or the default says it is a number: "购物金额，数字", "a numeric amount", default "1".
_SAID_NUMBER = re.compile(r"(?<![位个])数字(?!串|编码|代码|字符)|数值|\ba\s+number\b|\bnumeric\b", re.I)
_DECIMAL_TEXT = re.compile(r"^\d+(?:\.\d+)?$")


# "Price as string, e.g. '49.00'", "金额，字符串，保留两位小数": the text chooses the string, or
# shows the amount with its cents kept ("49.00"): a decimal string the service parses exactly
# (Shopify's Money, many payment APIs), a deliberate form, not a number in disguise.
_STRING_CHOSEN = re.compile(r"\bas\s+(?:a\s+)?(?:decimal\s+)?strings?\b|\bdecimal\s+strings?\b|"
                            r"\bstring\s+(?:amount|value|decimal)\b|字符串|两位小数", re.I)
_CENTS_KEPT = re.compile(r"(?<![\d.])\d+\.\d{2}(?![\d.])")
# A tool that puts content on a page ("Add a pricing table widget to a page", "插入价格卡片组
# 件"): its price is the text the page shows ("29", "Free", "$29/mo"), not an amount it computes.
_PAGE_CONTENT = re.compile(r"\b(?:widgets?|page\s+builder|landing\s+pages?|shortcodes?|pricing\s+"
                           r"(?:tables?|cards?|blocks?)|(?:to|on|into)\s+(?:a|the)\s+(?:web\s*)?page)\b|"
                           r"组件|页面|卡片|落地页", re.I)


def _money_as_text(node: SchemaNode, ctx: ToolContext) -> str | None:
    """How a string parameter that is an amount of money shows it is a number (its digits-only
    default, its text saying "数字"/"a number", a digits-only pattern or example), or None. A
    code or a formatted price ("¥1,299", "100 USD") says no such thing, nor a decimal string the
    text chooses, nor a price a page shows."""
    if "format" in node.schema:
        return None
    desc = description_of(node)
    if _STRING_CHOSEN.search(desc) or _CENTS_KEPT.search(desc) \
            or _PAGE_CONTENT.search(f"{ctx.description} {' '.join(ctx.name_tokens)}"):
        return None
    t = split_name(node.name)
    if not ((t and t[-1] in _MONEY_LAST) or _MONEY_ZH.search(desc)) or _LIST_HINT.search(desc) \
            or _range_or_decimal(desc) or re.search(r"currency|币种|货币代码|\bcode\b|编码", desc, re.I):
        return None
    default = node.schema.get("default")
    if isinstance(default, str) and _DECIMAL_TEXT.match(default):
        return f"its default \"{default}\""
    said = _SAID_NUMBER.search(desc)
    if said:
        return f"its description says \"{said.group(0)}\""
    form = digits_form(node.schema, desc)
    return form


def _number_as_digits(node: SchemaNode) -> tuple[str, str] | None:
    """A string written as digits alone (a digits-only pattern, or its one example "e.g. '2'")
    whose meaning is a number: the text counts things ("Number of units to reserve", "数量") or
    a unit measures it (`height_cm`, "in centimetres", "（毫升）"). A code of digits (a postal
    code, a PIN, a flight number) has neither. Returns (what it is, how it is written)."""
    if "format" in node.schema:
        return None
    desc = description_of(node)
    form = digits_form(node.schema, desc)
    if form is None or _LIST_HINT.search(desc) or _opaque_marker(desc) or _range_or_decimal(desc):
        return None  # a list, a copied token, "1-15" or "支持小数": not one number of this kind
    if counted_in_description(desc) or _AMOUNT_ZH.search(desc):
        return "a count", form
    return ("a measure", form) if measured_by_unit(node.name, desc) else None


# A network port the text calls a number ("Destination port number, e.g. 8443", "端口号"): not a
# shipping port ("Port of loading, e.g. NLRTM"), a serial port ("COM3") or a range ("8000-8100").
_PORT_NUMBER = re.compile(r"\bport\s+number\b|\bnumber\b|端口号|(?<![\w.-])\d{2,5}(?![\w.-])", re.I)
_PORT_NOT_ONE = re.compile(r"\branges?\b|\bor\b.*\bname\b|service\s+name|\bcom\d|/dev/|\d\s*[-~]\s*\d|"
                           r"范围|服务名", re.I)


def _port_number(node: SchemaNode) -> bool:
    t = split_name(node.name)
    if not t or not (t[-1] == "port" or (node.name or "").endswith("端口")):
        return False
    desc = description_of(node)
    return not has_any(node.schema, "format", "pattern") and bool(_PORT_NUMBER.search(desc)) \
        and not _PORT_NOT_ONE.search(desc) and not _LIST_HINT.search(desc)


def _word_default(node: SchemaNode) -> bool:
    """The string's own default is a word with no digit (`class_weight` defaulting to
    "balanced"): the value is a mode named in words, not a number written as text."""
    default = node.schema.get("default")
    return isinstance(default, str) and re.fullmatch(r"[A-Za-z_\-\u4e00-\u9fff ]{2,}", default) is not None


@rule("type-string-for-number", category="type", severity="warning",
      summary="Give counts, pages, limits, offsets, sizes and day/night/guest counts `type: "
              "integer` (with bounds), and measurements (temperature, latitude, weight, 温度) "
              "`type: number` with bounds, not a string the executor must parse.",
      bad=Example.of(properties={"page": {"type": "string", "description": "页码"}}),
      good=Example.of(properties={"page": {"type": "integer", "minimum": 1,
                                           "description": "页码，从 1 开始。"}}),
      rationale="`page` as a string reached SQL as `WHERE page 1` because nobody parsed it; a "
                "temperature typed as string arrives as \"20度\". No fix: an executor that "
                "compares or parses the string would break on a number.")
def check_string_for_number(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        if node.non_null_types != ("string",) or "enum" in node.schema or "type" not in node.schema:
            continue
        if (count_like(node.name) or _counted_units(node.name)) and not _locator(node) \
                and not _printed_page(ctx, node) \
                and not _opaque_marker(description_of(node)) \
                and not _text_not_count(description_of(node), node.name) \
                and not _range_or_decimal(description_of(node)) \
                and not _TRADED.search(description_of(node)) \
                and not examples_not_numbers(description_of(node)):
            # the name alone, without a word of text: a `page` may be the page's address; a
            # paging position the text does not call a number may be the service's token
            desc = description_of(node)
            yield Hit(node.pointer, f"`{node.name}` is a count: make it `type: integer` with "
                                    "`minimum` (and `maximum`) instead of a string, once the "
                                    "executor takes a number.",
                      severity=None if desc.strip() and not _position_maybe_token(node, desc) else "info")
        elif _port_number(node):
            yield Hit(node.pointer, f"`{node.name}` is a port number typed as a string, so "
                                    "\"443/tcp\" or \"https\" validate: make it `type: integer` "
                                    "with `minimum: 1` and `maximum: 65535`, once the executor "
                                    "takes a number.")
        elif _measure_like(node) and not examples_not_numbers(description_of(node)) \
                and not _word_default(node):
            if split_name(node.name or "")[-1:] in _COORDINATE_LAST:
                # a latitude or longitude string is often passed on to a map or coupon API as
                # it is: a number type changes little (fresh reviewers 0 U / 12 N, "the real gap
                # is the format and the coordinate system"), which is what is said, at info
                yield Hit(node.pointer, f"`{node.name}` is a coordinate typed as a string: say its "
                                        "form (decimal degrees, e.g. 39.9042) and its coordinate "
                                        "system (WGS-84, GCJ-02), or make it `type: number` with "
                                        "its range once the executor takes a number.",
                          severity="info")
                continue
            written = "\"20度\", \"约20\"" if ctx.language == "zh" else "\"20 degrees\", \"about 20\""
            yield Hit(node.pointer, f"`{node.name}` is a measurement: make it `type: number` with "
                                    "its unit in the description and `minimum`/`maximum`, "
                                    f"instead of a string ({written}), once the executor takes a "
                                    "number.", severity="info" if _vendor_body_field(node) else None)
        elif (said := _money_as_text(node, ctx)) is not None:
            yield Hit(node.pointer, f"`{node.name}` is an amount of money written as a string ({said}): "
                                    "make it `type: number` with `minimum` and its currency in the "
                                    "description, so the model sends a number and the bounds are "
                                    "checked, once the executor takes a number.")
        elif (number := _number_as_digits(node)) is not None:
            kind, form = number
            yield Hit(node.pointer, f"`{node.name}` is {kind} written as digits ({form}): make it "
                                    f"`type: {'integer' if kind == 'a count' else 'number'}` with "
                                    "`minimum` and `maximum`, so the model sends a number and the "
                                    "bounds are checked, once the executor takes a number.")


_COORDINATE_LAST = frozenset({("latitude",), ("longitude",), ("lat",), ("lng",), ("lon",)})
# "true=启用, false=关闭", "Whether to include replies", "是否启用", "开关": a yes/no switch.
_BOOL_TEXT = re.compile(r"\btrue\s*[=:：(（/]|\bfalse\s*[=:：(（]|\btrue or false\b|^\W*whether\b|"
                        r"^\W*是否|是否(?:启用|开启|打开|关闭|允许)|开关", re.I)
_BOOL_HINTS = ("true", "whether", "是否", "开关")
# "Multiple values can be specified as a comma-separated list", "多个值用逗号分隔": the string
# carries several values ("Whether to include a list of replies" is still a switch).
_VALUES_LISTED = re.compile(r"comma[- ]separated|separated by comma|multiple values|"
                            r"(?:available|possible|valid) (?:options|values)\s*:|"
                            r"逗号分隔|多个值|以逗号", re.I)
def _switch_text(desc: str) -> bool:
    if not desc or _quoted_choice(desc):
        return False  # "Whether to list local ('local'), remote ('remote') or all ('all')"
    if _VALUES_LISTED.search(desc):
        return False  # "Whether to exclude road types ... a comma-separated list": values, not yes/no
    return (hinted(desc, _BOOL_HINTS) and _BOOL_TEXT.search(desc) is not None) or _quoted_yes_no(desc)


def _quoted_choice(desc: str) -> bool:
    """The text quotes two or more values that are not one yes/no pair: a choice among them."""
    quoted = {v.lower() for v in _QUOTED.findall(desc)}
    return len(quoted) >= 2 and not any(quoted <= pair for pair in _YES_NO_PAIRS)


# "Set to 'true' to also list expired snapshots, 'false' otherwise", "传 “是” 或 “否”": every value
# the text quotes is one of a yes/no pair. A text that quotes other values too ("'true', 'false'
# or 'auto'") describes a choice, not a switch.
_QUOTED = re.compile(r"[`'\"“‘「]([^`'\"”’」\s]{1,8})[`'\"”’」]")
_YES_NO_PAIRS = (frozenset({"true", "false"}), frozenset({"是", "否"}), frozenset({"yes", "no"}))


# "\"true\" or \"false\" for checkboxes", "if the field is a checkbox": a value that is a switch
# only for some of what it fills is no switch.
_FOR_SOME = re.compile(r"\b(?:if|when|for)\b|如果|若|对于|时", re.I)


def _quoted_yes_no(desc: str) -> bool:
    low = desc.lower()
    if not (("true" in low and "false" in low) or ("是" in desc and "否" in desc)
            or ("yes" in low and "no" in low)):
        return False  # most descriptions name no yes/no pair
    quoted = {q.lower() for q in _QUOTED.findall(desc)}
    return quoted in _YES_NO_PAIRS and not _FOR_SOME.search(desc)


# "Whether to include any cities marked deleted: ALL | SINCE_YESTERDAY | SINCE_LAST_WEEK | NONE",
# "是否包含：全部、近一天、近一周": the text sets out more values than yes and no, so the string is
# a choice among codes, however much its name or opening reads like a switch.
_YES_NO = frozenset({"true", "false", "yes", "no", "y", "n", "on", "off", "1", "0", "是", "否",
                     "开启", "关闭", "启用", "禁用"})
_LISTED_TAIL = re.compile(r"[:：]\s*([^:：\n]+?)\s*[.。]?\s*$")


# "No=不配音、只做字幕翻译；clone=克隆原说话人音色": values glued to their meanings with "=",
# one of them no yes/no word, so the string takes named values ("true=启用，false=关闭" stays a
# switch)
_DEFINED_VALUE = re.compile(r"(?<![\w=])([A-Za-z][\w-]{0,15}|\d{1,3})\s*[=＝](?![=\w-]+=)")


def _codes_listed(text: str) -> bool:
    defined = {v.lower() for v in _DEFINED_VALUE.findall(text or "")}
    if len(defined) >= 2 and not defined <= _YES_NO:
        return True
    m = _LISTED_TAIL.search(text or "")
    if not m:
        return False
    items = [i.strip().strip("`'\"").lower() for i in re.split(r"\s*(?:\||,|、|，|/)\s*", m.group(1))]
    return len(items) >= 3 and all(re.fullmatch(r"[\w\u4e00-\u9fff-]{1,24}", i) for i in items) \
        and not set(items) <= _YES_NO


_BOOL_SPELLINGS = re.compile(r"\byes/no\b|\bon/off\b|\b1/0\b|\byes or no\b", re.I)


@rule("type-string-for-boolean", category="type", severity="warning",
      summary="A yes/no flag (`is_*`, `has_*`, `enable_*`, an enum of \"true\"/\"false\", or a "
              "string described as a switch: \"Whether to...\", \"是否启用\") should be `type: "
              "boolean`.",
      bad=[Example.of(properties={"is_urgent": {"type": "string", "enum": ["true", "false"]}}),
           Example.of(name="cloud_update_service", properties={"internal_access": {
               "type": "string", "description": "内网访问开关。true=启用，false=关闭。"}})],
      good=Example.of(properties={"is_urgent": {"type": "boolean",
                                                "description": "Whether to page the on-call now."}}),
      rationale="A string switch receives \"yes\", \"on\", \"True\" and \"启用\". No fix: an executor "
                "that compares the string would break on a boolean.")
def check_string_for_boolean(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        types = node.non_null_types
        if "type" not in node.schema and not node.schema.get("anyOf"):
            continue
        if types == ("string",) and (_bool_like(node.name, node.schema) or (
                "enum" not in node.schema and _switch_text(description_of(node))
                and not set(split_name(node.name)[-1:]) & lx.CONTENT_PARAM_TOKENS)) \
                and not _codes_listed(description_of(node)):
            # the name alone (`is_hs`, no text, a string default): the service may code more than
            # yes/no in it (N/H/S), so say it, at info
            by_name_only = "enum" not in node.schema and not description_of(node).strip() \
                and isinstance(node.schema.get("default"), str)
            if by_name_only:
                yield Hit(node.pointer, f"`{node.name}` reads as a yes/no switch by its name only: "
                                        "if it takes only yes or no, make it `type: boolean`; if "
                                        "it takes codes, list them in `enum`.", severity="info")
                continue
            yield Hit(node.pointer, f"`{node.name}` is a yes/no switch: make it `type: boolean` "
                                    "so one value means yes, once the executor takes a boolean.")
        elif set(types) == {"string", "boolean"} and _BOOL_SPELLINGS.search(description_of(node)):
            yield Hit(node.pointer, f"`{node.name}` takes a boolean or strings such as 'yes', "
                                    "'on' or '1': make it plain `type: boolean` so each call "
                                    "says yes or no the same way.")


@rule("type-number-for-integer", category="type", severity="warning",
      summary="A count (count, page, quantity, steps, max characters, 件数...) is a whole number: "
              "use `type: integer`.",
      bad=Example.of(properties={"quantity": {"type": "number"}}),
      good=(Example.of(properties={"quantity": {"type": "integer", "minimum": 1, "maximum": 99}}),
            Example.of(name="audio_load", description="Load a clip. Offset and duration are in seconds.",
                       properties={"offset": {"type": "number", "default": 0.0}})),
      rationale="The fix keeps every whole number the schema accepted and rejects 2.5. An id "
                "typed number (`pageId`) is info: the model copies ids from other results. A "
                "paging or result-size knob (`page`, `per_page`, `skip`, a `limit` of results, a "
                "`maxMessages` of what comes back) or "
                "a place in a list or a file (a 1-based `line`) is info too: the executor pages, "
                "clamps or truncates, and no model sends 2.5 for it.")
def check_number_for_integer(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        t = node.schema.get("type")
        if node.non_null_types != ("number",) or t is None:
            continue
        if billed_measure(tool, ctx, node):
            continue  # an invoice line's 1.5 hours: a measure, not a count
        named = (count_like(node.name) or whole_cap(node.name)) and not _fractional(node) \
            and not _time_measure(ctx, node)
        if named and measured_quantity(ctx, node):
            # "期初数量" of an accounting title kept in 吨 or 米: quantity accounting measures, it
            # does not count (fresh reviewers: "routinely fractional", 8 wrong patches)
            yield Hit(node.pointer, f"`{node.name}` is a quantity the tool measures in units "
                                    "(kg, 吨, 米): keep `type: number` if fractions are valid, use "
                                    "`type: integer` only if it counts whole pieces.", severity="info")
            continue
        if named and _HOLDING.search(node.description):
            # "Number of shares to buy", "买入股数": brokers that sell fractional shares take 1.5;
            # whether this one does is the author's fact, so no patch and not shown
            yield Hit(node.pointer, f"`{node.name}` counts a holding (\"{quote(node.description)}\"): "
                                    "if only whole units trade, use `type: integer`; if fractions "
                                    "do, say so in its description.", severity="info")
            continue
        if not named and not _fractional(node) and (ordinal := ordinal_in_description(node.description)):
            # a page, a line, a character or a list position ("Page number", "1-indexed",
            # "zero-based position"): a place the model reads off a listing or a file, never
            # 2.5; fresh reviewers: "cosmetic" (2 U / 3 N), like the paging knobs: info
            yield Hit(node.pointer, f"The description of `{node.name}` makes it a place in a sequence "
                                    f"({ordinal!r}): a whole number, so use `type: integer` and 2.5 "
                                    "is rejected.", severity="info",
                      fix=({"op": "replace", "path": join(node.pointer, "type"),
                            "value": "integer" if t == "number"
                            else [("integer" if x == "number" else x) for x in t]},))
            continue
        if not named \
                and "per" not in split_name(node.name) \
                and (counted := counted_in_description(node.description)) and not _fractional(node):
            # read from the text, not the name: said in words, the executor may take fractions
            # "Number of results" on `top`: a result-size knob by its text, info as by its name
            yield Hit(node.pointer, f"The description of `{node.name}` says it counts things "
                                    f"({counted!r}): if only whole numbers are valid, use "
                                    "`type: integer`, so 2.5 is rejected.",
                      severity="info" if counts_what_returns(node) or levels_deep(node) else None)
            continue
        new = "integer" if t == "number" else [("integer" if x == "number" else x) for x in t]
        if named:
            # a paging or result-size knob (`page`, `skip`, `per_page`, `limit` of results): the
            # executor pages, clamps or truncates, and no model sends 2.5 for it; fresh reviewers
            # of the last two collections judged it 17 U / 14 N ("correct but cosmetic"), while
            # a count that sets what the call does (quantity, retries, interval) stays shown;
            # a depth of levels walked (`maxDepth`) is the answer's shape too: 0 U / 4 N fresh
            yield Hit(node.pointer, f"`{node.name}` counts things: use `type: integer`, so 2.5 "
                                    "is rejected.",
                      # (a batch size stays shown: 3 U on development sets, "counts lists
                      # processed in parallel", against 4 N on holdout 30's bounded ones)
                      severity="info" if result_window(node) or levels_deep(node) else None,
                      fix=({"op": "replace", "path": join(node.pointer, "type"), "value": new},))
        elif split_name(node.name)[-1:] == ("id",) and not _fractional(node):
            # `domainId`, `layer_id` typed number: an identifier is never 2.5, but the model
            # copies it from another call's result and never makes one up, so the type rarely
            # matters: info with its fix (reviewers of fresh tools: "copied verbatim from
            # list_pages, no realistic failure", 11 of 14 pageId/milestone_id/domainId)
            yield Hit(node.pointer, f"`{node.name}` is an identifier: use `type: integer`, so a "
                                    "fractional id is rejected.", severity="info",
                      fix=({"op": "replace", "path": join(node.pointer, "type"), "value": new},))


# A holding that may be split: shares, coins, contracts of a traded instrument ("tokens" are
# mostly a language model's, which are whole).
_HOLDING = re.compile(r"\b(?:shares?|stocks?|coins?|crypto(?:currency)?|contracts?|"
                      r"units of (?:the )?(?:fund|asset|security))\b|股数|股票数量|币数|手数", re.I)
# "(float) Number to calculate the square root of", "任意实数": the text says fractions are valid
_FRACTION_WORDS = re.compile(r"\b(?:float|floating[- ]point|decimals?|real\s+numbers?|fractions?|fractional)\b|"
                             r"浮点|小数|实数|分数", re.I)
# "how many", "number of results", "条数": words that make a bare `n`/`k` a count after all
_COUNT_WORDS = re.compile(r"\bhow\s+many\b|\b(?:number|count)\s+of\b|\btop\b|\bresults?\b|\bitems?\b|"
                          r"个数|数量|条|几个|多少", re.I)


def _fractional(node: SchemaNode) -> bool:
    """Whether a number named like a count takes fractions by its own text: it says float,
    decimal or real number, or a bare `n`/`k` is described as an operand ("Number to calculate
    the square root of") with no word of counting."""
    text = node.description
    if _FRACTION_WORDS.search(text) or _fraction_in_schema(node.schema):
        return True
    return (node.name or "").lower() in ("n", "k", "x") and bool(text.strip()) and not _COUNT_WORDS.search(text)


# A time measure ("Offset and duration are optional, in seconds", "起始位置（秒）"): 1.5 s is valid.
_TIME_UNIT = re.compile(r"\b(?:in\s+)?(?:seconds?|secs?|milliseconds?|ms|minutes?|hours?)\b|秒|毫秒|分钟|小时",
                        re.I)


def _time_measure(ctx: ToolContext, node: SchemaNode) -> bool:
    """Whether the parameter's text, or a sentence of the tool's naming it, measures it in a
    time unit: an `offset`/`start`/`duration` in seconds is a time, not a count."""
    from workbench.prose import mentions

    if _TIME_UNIT.search(node.description):
        return True
    return any(_TIME_UNIT.search(s) and mentions(s, node.name or "") for s in ctx.description_sentences)


def _fraction_in_schema(schema: Mapping[str, Any]) -> bool:
    """The schema's own values take fractions (`default: 0.5`, `multipleOf: 0.25`, an example
    2.5): the executor accepts them, and `type: integer` would reject its own default."""
    values = [schema.get(k) for k in ("default", "minimum", "maximum", "exclusiveMinimum",
                                      "exclusiveMaximum", "multipleOf")]
    for k in ("examples", "enum"):
        if isinstance(schema.get(k), list):
            values += schema[k]
    if isinstance(schema.get("default"), float):
        return True  # `default: 0.0`: written as a float (`offset: float = 0.0`), so it takes one
    return any(isinstance(v, float) and not v.is_integer() for v in values)


# "Number of units to add", "Count of seats", "How many whole vials", "调整的件数", "订购瓶数":
# the description says the value counts
# things; a unit ("number of seconds", "number of kilograms") or a divisible holding ("number of
# shares") is a measure, which may be fractional.
_COUNTED_EN = re.compile(r"^\s*(?:the |total )?(?:(?:number|count|no\.) of (?:the )?|"
                         r"how many (?:whole |full |individual |separate )?)(?P<what>[a-z]+)", re.I)
# a classifier and 数 ("瓶数", "箱数", "辆数"): how many of the things that classifier counts; not
# the 数 of 数据/数值/数字 ("平台数据", "收支数据", "身份数字"): data, a value, a digit
_COUNTED_ZH = re.compile(r"(?P<what>[件个人张次条台份瓶箱袋盒辆]数)(?![据值字组码])")
# A description that opens by naming the page to fetch ("Page number.", "The page index (0-based)",
# "页码"), or that says where its numbering starts ("The line number (1-indexed)", "zero-based",
# "从 1 开始编号"): a place in a sequence, a whole number. Not "page number of the quote, e.g.
# 12.5" (a position with fractions, read by `_fractional`) nor a time ("0-based offset in seconds").
_ORDINAL_TEXT = re.compile(r"^\s*(?:the\s+)?page\s+(?:number|index|no\.?)(?![\w-])|^\s*页码|"
                           r"^\s*第几页|"
                           r"\b[01][- ]?(?:indexed|based)\b|\b(?:zero|one)[- ](?:indexed|based)\b|"
                           r"从\s*[01]\s*开始(?:编号|计数|计)|"
                           r"(?:下标|索引|行号|列号)[^，,。；;]{0,8}从\s*[01]\s*开始", re.I)


def ordinal_in_description(description: str) -> str | None:
    """The words by which a number's description makes it a place in a sequence ("Page
    number", "1-indexed", "从 1 开始编号"), or None; a time measure is no place."""
    m = _ORDINAL_TEXT.search(description or "")
    return m.group(0).strip() if m and not _TIME_UNIT.search(description) else None

_DIVISIBLE = frozenset({"shares", "coins", "tokens", "points", "credits", "percent",
                        "decimal", "decimals"})


_MEASURE_PLURAL = re.compile(r"(?:grams|meters|metres|liters|litres|seconds|bytes|watts|joules|"
                             r"calories|degrees|moles)$")


def counted_in_description(description: str) -> str | None:
    """The phrase by which a number parameter's description says it counts things ("number of
    units"), or None."""
    if not description:
        return None
    m = _COUNTED_EN.match(description)
    if m and re.match(r"\s+per\b", description[m.end():]):
        return None  # "Number of turns per meter": a rate, fractional
    if m:
        what = m.group("what").lower()
        # "units" of stock are items ("in units of 0.1 mm" is no "number of units")
        # "Number of days ahead to forecast": calendar days, weeks, months or years are counted
        # whole, where a number of seconds or hours may be 1.5
        if what.endswith("s") and (what in ("units", "days", "weeks", "months", "years")
                                   or what not in lx.UNIT_WORDS) \
                and what not in _DIVISIBLE and not _MEASURE_PLURAL.search(what):
            return m.group(0).strip()
        return None
    m = _COUNTED_ZH.search(description) if not description.isascii() else None
    return m.group("what") if m else None
