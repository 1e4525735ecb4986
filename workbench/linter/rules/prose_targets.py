"""Whether a number or form a text states is the value a keyword on the parameter would check
(facts `prose-only-constraint` in `prose_rules.py` reads): a sentence with several numbers, a
bound on a part of the value (each item, one side, one mode), a precision, what is returned, a
quoted list cut short; the values the text also allows that widen a proposed bound; a limit
the tool handles past, values named for a feature, several limits one per case, a limit of the
tool's own behaviour when the parameter is left out. No rule lives here."""

from __future__ import annotations

import re
from typing import Any

from workbench.linter.context import ToolContext
from workbench.linter.rules.offered_values import allowed_numbers
from workbench.linter.rules.prose_keywords import (
    NUMERIC,
    about_an_attribute,
)
from workbench.prose import ProseConstraint, extract
from workbench.prose.numbers import DEFAULT_NUMBER
from workbench.prose.scope import one_case_of_several
from workbench.schema.walk import SchemaNode
from workbench.text import split_name

# A number in a sentence: "a maximum of five filterGroups with up to 6 filters in each group"
# holds two limits of two things.
_NUMBER_WORD = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|"  # "5,000" is one number
                          r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|"
                          r"twenty|fifty|hundred|thousand)\b", re.I)


def several_numbers(c: ProseConstraint) -> bool:
    """A limit whose sentence holds other numbers too ("最多3张参考图、n<=6"): which number
    bounds which input is the reader's guess."""
    # a length or count range ("试听文本 4–300 字") is split into its two ends: both are its own
    pair = c.kind == "range" or (c.kind in _RANGE_ENDS and _INTERVAL_WRITTEN.search(c.sentence) is not None)
    # the input's own default ("默认 50，范围 1~500", "default 20, max 100") is no other thing's bound
    sentence = DEFAULT_NUMBER.sub(" ", c.sentence)
    return c.kind in NUMERIC and len(set(_NUMBER_WORD.findall(sentence))) > (2 if pair else 1)


_RANGE_ENDS = frozenset({"min-length", "max-length", "min-items", "max-items"})
_INTERVAL_WRITTEN = re.compile(r"\d\s*(?:-|–|—|~|～|到|至)\s*\d")


# A number that bounds each item of a list ("Each instruction MUST be no more than 20 words")
# or one side of a number ("The absolute value of negative offset cannot exceed 1000",
# "负数的绝对值不超过 1000") is no `maxItems`/`maximum` of the whole value. A count of items
# ("at most 100 IDs per call", "每次最多 50 个") is read as one by the extraction (`max-items`).
_EACH_ITEM = re.compile(r"\b(?:each|every|any single)\b(?!\s+(?:call|request|time|invocation|"
                        r"batch|page|run))|每(?:个|条|项|张|段|句)", re.I)
_WORD_COUNT = r"\s*(?:words?|characters?|chars?|letters?|tokens?|个?字|个?词)"
_ONE_SIDE = re.compile(r"\babsolute value\b|\bnegative (?:values?|offsets?|numbers?)\b|绝对值|负数|负值",
                       re.I)


# An entry that documents a field of the items: "• priority (int): ...", "- name（字符串）：...".
_ITEM_FIELD_ENTRY = re.compile(r"^\s*[-*•·]?\s*`?(?P<f>[A-Za-z_]\w*)`?\s*(?:[(（][^)）]{1,20}[)）])?\s*[:：]")


def bounds_a_part(node: SchemaNode, c: ProseConstraint) -> bool:
    """The stated number bounds a part of the value, not the value the keyword would check."""
    if c.kind not in ("maximum", "minimum", "range"):
        return False
    if one_case_of_several(node.description, c.sentence):
        return True  # "- Walking: use 0-500." beside "- Driving: use 1000-5000.": one mode's range
    if node.non_null_types == ("array",):
        # "each" before this number ("Each instruction ... 20 words"), not after it ("at most
        # 5 groups with 6 filters in each"), or this number counting words
        n = str(c.value[1] if isinstance(c.value, tuple) else c.value)
        # a sentence's closing period is no decimal point ("each between 1-60.")
        at = re.search(rf"(?<![\d.]){re.escape(n)}(?!\.?\d)", c.sentence)
        if at is None:
            return False
        each = _EACH_ITEM.search(c.sentence, 0, at.start())
        field = _ITEM_FIELD_ENTRY.match(c.sentence)
        if field and field.group("f").lower() not in (node.name or "").lower():
            return True  # "• priority (int): Task priority 1-5": an entry for a field of each item
        return each is not None or re.match(_WORD_COUNT, c.sentence[at.end():], re.I) is not None
    return c.kind != "range" and bool(_ONE_SIDE.search(c.sentence))


_QUOTED_TOKEN = re.compile(r"[\"`“‘]+([\w.\-+:#@*]{1,40})[\"`”’]+")
_TRAILING_SEPARATOR = re.compile(r"(?:[,，、/|]|\bor|\band|或|和)\s*$", re.I)


def whole_list(sentence: str, values: list[Any]) -> bool:
    """Are `values` all the list `sentence` gives: no quoted token after the first value that is
    not one of them ('One of "bedrock", "anthropic", ... "env"' read as two), and no separator
    ending the sentence (a list that goes on past the line)?"""
    if _TRAILING_SEPARATOR.search(sentence):
        return False
    have = {str(x) for x in values}
    first = min((i for i in (sentence.find(f'"{x}"') for x in have) if i >= 0), default=-1)
    if first < 0:
        return True  # an unquoted list: `certain_values` reads it
    return all(m.group(1).strip() in have for m in _QUOTED_TOKEN.finditer(sentence, first))


# Sentences whose number or form is not the value the keyword would check:
# "Can accept up to 9 decimal points", "最多 2 位小数": a precision, not a `maximum`;
_PRECISION = re.compile(r"\bdecimal\s+(?:points?|places?|digits?)\b|\bdigits?\s+after\b|"
                        r"\bsignificant\s+digits?\b|位小数|小数(?:点后|位)", re.I)
# "max 10,000 values returned per request", "每次最多返回 100 条": a limit on what comes back,
# not on an input list the caller passes;
_RETURNED = re.compile(r"\breturn(?:ed|s)?\b|\bin the (?:response|result)\b|返回", re.I)
# `where`: "a filter expression ... dates as yyyy-mm-dd": an expression that holds dates, not a date;
_EXPRESSION = re.compile(r"\b(?:filter|where|query|sql)\s+(?:expression|clause|condition|string)s?\b|"
                         r"\bexpression\b|\bclause\b|表达式|过滤条件|筛选条件|查询条件|查询语句", re.I)
_EXPRESSION_NAMES = frozenset({"where", "filter", "filters", "query", "expression", "expr", "condition",
                               "clause", "having"})
# "农历日期，格式：YYYY-MM-DD": a lunar date (YYYY-02-30 is one), which RFC 3339 `date` rejects.
_LUNAR = re.compile(r"\blunar\b|\bchinese calendar\b|农历|阴历|陰曆|農曆", re.I)
# 'Date filter: "YYYY-MM-DD", "today", "tomorrow", or range "…..…"', '"7d" or an ISO date':
# the date form is one of several accepted forms, so `format: date` would reject the others
# (a spoken day counts in a list of quoted values only: '相对日期（如“明天”）请先换算' accepts none).
_OTHER_FORMS = re.compile(r"[\"'`“‘][^\"'`”’]{1,30}[\"'`”’]\s*(?:,|，|、|\bor\b|或)\s*"
                          r"[\"'`“‘](?:today|tomorrow|yesterday|now|latest|今天|明天|昨天|现在)[\"'`”’]|"
                          r"\bor\s+(?:a\s+)?(?:date\s+)?range\b|\brelative\s+(?:dates?|times?|values?)\s+"
                          r"(?:such\s+as|like|e\.g\.)|[\"'`“‘]-?\d+\s?[smhdw][\"'`”’]|相对时间(?:如|例如)",
                          re.I)
# "Common values: get, list, create": a few of an open set, not all of it.
_COMMON_VALUES = re.compile(r"\b(?:common|typical|popular|frequent)(?:ly used)?\s+values?\b|"
                            r"常见(?:的)?(?:值|取值)|常用(?:的)?(?:值|取值)", re.I)


def not_this_value(ctx: ToolContext, node: SchemaNode, c: ProseConstraint, from_tool: bool) -> bool:
    """The sentence states a precision, a limit on what is returned, a form of the dates inside
    an expression, a lunar date or a few common values: no keyword on this value says it."""
    text = f"{node.description or ''} {c.sentence}"
    if c.kind in ("maximum", "minimum", "max-items", "max-length", "min-items") and a_rate(c):
        return True  # "at most 1 notification per 15 seconds" on `watch_patterns`: a rate
    if c.kind in ("maximum", "minimum", "range") and (_PRECISION.search(c.sentence)
                                                      or about_an_attribute(node, c)):
        return True  # "up to 9 decimal points"; "Passengers aged 2-11" on a count of them
    if c.kind in ("maximum", "range", "max-items") and _RETURNED.search(c.sentence) \
            and node.non_null_types == ("array",):
        return True  # in its own text too: "At most 1000 rows are returned per call" on `symbols`
    if c.kind in ("format", "pattern"):
        name = split_name(node.name or "")
        if _EXPRESSION.search(node.description or "") or set(name[-1:]) & _EXPRESSION_NAMES:
            return True
        if _LUNAR.search(f"{text} {ctx.passage_of(node)}"):
            return True  # its own text calls it lunar ("date: 农历日期"), not the tool's other dates
        if _OTHER_FORMS.search(f"{node.description or ''} {ctx.passage_of(node)}"):
            return True  # "YYYY-MM-DD", "today" or a range: one accepted form of several
    if c.kind == "enum-values" and _COMMON_VALUES.search(text):
        return True
    if per_case_reading(node, c, set(ctx.sibling_names(node)), ctx.passage_of(node)):
        return True
    if c.kind == "enum-values" and glossed_points_of_a_scale(node, c):
        return True
    if c.kind == "enum-values" and isinstance(c.value, tuple):
        # '"sip" (all US exchanges, default), "iex" (free tier), "otc", or "boats"': the reading
        # kept the tail of a glossed list; the quoted values it dropped are valid too
        have = {str(x).lower() for x in c.value}
        first = min((i for i in (c.sentence.lower().find(f'"{x}"') for x in have) if i >= 0), default=-1)
        if first > 0 and any(m.group(1).lower() not in have
                             for m in _QUOTED_TOKEN.finditer(c.sentence[:first])):
            return True
    return False


_LOWER = ("minimum", "exclusiveMinimum")
_POSITIVE = re.compile(r"\bpositive\b|正数|正整数|大于\s*0", re.I)
_UPPER = ("maximum", "exclusiveMaximum")
# A number that measures an amount (a depth, a count of days or levels), whose glossed values
# ("0=只抓起始页；1=再抓起始页上的链接（默认）", "1=一级子目录；0=叶子目录全链") name its special
# points, not the whole of it: 2 and 3 are depths too.
_MAGNITUDE = re.compile(r"\b(?:depth|days?|levels? deep|hops?|layers?|generations?|retries|count|"
                        r"number of)\b|深度|层数|层级数|跳转层|天数|级数|次数|条数|页数|数量|个数", re.I)
_UPPER_KINDS = frozenset({"maximum", "max-items", "max-length"})


def glossed_points_of_a_scale(node: SchemaNode, c: ProseConstraint) -> bool:
    """The numbers of an enum read from glosses are a few points of a wider scale: the schema's
    own bounds allow more of them ("days=5/10" beside `minimum: 1, maximum: 90`), the text states
    a larger bound ("…；最大 3"), or the parameter measures an amount (a depth) rather than naming
    coded cases ("0=off; 1=on" on a `mode` stays a closed set)."""
    values = [float(v) for v in c.value if not isinstance(v, bool)
              and re.fullmatch(r"-?\d+(?:\.\d+)?", str(v).strip())] \
        if isinstance(c.value, (list, tuple)) else []
    if not values or len(values) != len(c.value) or not set(node.non_null_types) & {"integer", "number"}:
        return False
    lo, hi = node.schema.get("minimum"), node.schema.get("maximum")
    if (isinstance(lo, (int, float)) and lo < min(values)) or (isinstance(hi, (int, float)) and hi > max(values)):
        return True
    text = node.description or ""
    if any(b.kind in _UPPER_KINDS and isinstance(b.value, (int, float)) and b.value > max(values)
           for b in extract(text)):
        return True  # "…；最大 3": the text's own upper bound, read as every bound is read
    head = re.split(r"[:：。.;；]|\d\s*[=＝:：]", text, maxsplit=1)[0]
    return bool(_MAGNITUDE.search(f"{head} {' '.join(split_name(node.name or ''))}"))


def widened(ctx: ToolContext, node: SchemaNode,
             missing: list[tuple[str, Any]]) -> tuple[list[tuple[str, Any]], list[float]]:
    """The bounds widened to every value the parameter's text allows by name ("0=Title" beside
    "1-9=Heading 1-9", "-1: Returns ALL" beside "Positive number"), and those values: a bound
    read from one clause must not reject a value another clause offers."""
    if not any(k in _LOWER + _UPPER for k, _ in missing):
        return missing, []
    allowed = allowed_numbers(f"{node.description or ''}\n{ctx.passage_of(node)}")
    out: list[tuple[str, Any]] = []
    beyond: list[float] = []
    for k, v in missing:
        if not isinstance(v, (int, float)) or isinstance(v, bool):
            out.append((k, v))
            continue
        if k in _LOWER:
            below = [a for a in allowed if a < v or (k == "exclusiveMinimum" and a == v)]
            if below:
                out.append(("minimum", _number(min(below))))
                beyond += below
                continue
        elif k in _UPPER:
            above = [a for a in allowed if a > v or (k == "exclusiveMaximum" and a == v)]
            if above:
                out.append(("maximum", _number(max(above))))
                beyond += above
                continue
        out.append((k, v))
    return out, sorted(set(beyond))


def _number(v: float) -> int | float:
    return int(v) if float(v).is_integer() else v


def leaves_gap(beyond: list[float], c: ProseConstraint) -> bool:
    """Whether a whole number between an allowed value and the stated range stays invalid (-1
    beside "positive": 0 is neither), so the widened bound admits a value the text rules out."""
    if c.kind == "range" and isinstance(c.value, tuple) and len(c.value) == 2:
        lo, hi = c.value
    elif c.kind == "minimum":
        lo, hi = c.value, float("inf")
    elif c.kind == "maximum":
        lo, hi = float("-inf"), c.value
    else:
        return True
    if not all(isinstance(x, (int, float)) for x in (lo, hi)):
        return True
    if c.kind == "minimum" and _POSITIVE.search(c.sentence) and lo == 0:
        lo = 1  # "Positive number": 0 is not in it
    return any(not (lo - 1 <= v <= hi + 1) for v in beyond)


# The text says what the tool does with values past the limit, other than rejecting the call
# ("max 25; the excess is reported in coverage.not_covered_detail rather than dropped", "超出部分忽略"):
# a limit the tool handles past, which a schema bound would turn into an error.
PAST_LIMIT = re.compile(r"\b(?:the\s+)?(?:excess|extra|remaining|surplus|additional)\s+(?:\w+\s+){0,2}"
                         r"(?:is|are|will\s+be|get)\s+(?:silently\s+)?(?:reported|ignored|skipped|dropped|discarded|listed|returned|deferred|queued)\b|"
                         r"超出(?:的|部分)?[^，,。；;]{0,8}(?:忽略|跳过|丢弃|不处理|列出|报告|放入|延后)", re.I)


# A bound that is not the schema's to fix: another mode lifts it ("Foreground timeout above
# 600s is rejected; use background=true for longer commands", "超过 600 秒请改用后台模式"), the
# deployment sets it ("up to 3 for this user, set via delegation.max_concurrent_children", "可在
# 配置中修改"), or the backend clamps into its own range ("Providers clamp to their supported
# range"). A keyword would reject calls that work in the other mode, deployment or backend.
_OTHER_MODE = re.compile(r"\b(?:use|set|pass)\s+`?\w+\s*[=:]\s*`?\w+`?\s+(?:for|to (?:run|allow|get))\s+"
                         r"(?:longer|larger|bigger|more|higher|slower)\b|\bfor (?:longer|larger|bigger|more)\b"
                         r"[^.;]{0,40}?\buse\b|(?:超过|更长|更大|更多)[^，,。；;]{0,20}?(?:请)?(?:使用|改用)", re.I)
# (a setting's key, `delegation.max_concurrent_children`, or the config itself: "set in m/h" is a unit)
_CONFIGURED = re.compile(r"\b(?:set|configured|configurable|adjustable|changed?)\s+(?:via|by|in|through|with)\s+"
                         r"(?:the\s+)?(?:`?\w+[._]\w[\w.]*`?|config\w*|settings?|admin\w*|environment|env\b)|"
                         r"\bfor this (?:user|account|workspace|plan|tenant|org(?:anization)?)\b|"
                         r"(?:可|可以)?(?:通过|在)[^，,。；;]{0,20}?配置|由配置(?:决定|项)", re.I)
_BACKEND_CLAMPS = re.compile(r"\bclamps?\s+(?:it\s+|them\s+|values?\s+)?(?:to|into|between)\b|"
                             r"\b(?:supported|allowed) range (?:varies|depends)\b|因(?:模型|服务|后端|平台)而异", re.I)


def bound_not_fixed(node: SchemaNode, c: ProseConstraint) -> bool:
    """Is the stated bound one of a mode, a deployment or a backend, not of every call?"""
    text = f"{c.sentence} {node.description or ''}"
    return bool(_OTHER_MODE.search(text) or _CONFIGURED.search(c.sentence)
                or _BACKEND_CLAMPS.search(text))


def bound_of_one_value(ctx: ToolContext, node: SchemaNode, c: ProseConstraint) -> bool:
    """Does the sentence put the bound under one value of a sibling's enum ("Max versions to
    return (native: capped at 50)" beside `source: local | native`, "for native, at most 50",
    "native 模式下最多 50")? It holds for that case only."""
    for values in ctx.sibling_enums(node):
        for v in values:
            if isinstance(v, str) and len(v) > 2 and re.search(
                    rf"(?<![\w-]){re.escape(v)}\s*(?:[:：]|模式|时|下)|\bfor\s+{re.escape(v)}\b",
                    c.sentence, re.I):
                return True
    return False


# A rate, not a count of this value: "at most 1 notification per 15 seconds", "每分钟最多 10 次".
_RATE_AFTER = (r"\s*(?:[A-Za-z-]+\s+){0,3}?(?:per|every|each|an?)\s+(?:\d+\s*)?"
               r"(?:seconds?|minutes?|hours?|days?|weeks?|s|min)\b")
_RATE_ZH = re.compile(r"每(?:\d+\s*)?(?:秒|分钟|小时|天|日|周)[^，,。；;]{0,6}?(?:最多|不超过|至多|限)")


def a_rate(c: ProseConstraint) -> bool:
    """Is the stated number a rate (so many per unit of time), not a bound on the value?"""
    if not isinstance(c.value, (int, float)) or isinstance(c.value, bool):
        return False
    n = f"{c.value:g}"
    if re.search(rf"(?<![\d.]){re.escape(n)}(?![\d.]){_RATE_AFTER}", c.sentence, re.I):
        return True
    return bool(_RATE_ZH.search(c.sentence))


# Values named as those that have a feature ("model=pro（默认）或flash支持layers/transparent",
# "pro and flash support layers"): the ones with that feature, a part of the set ("lite支持group").
_FEATURE_AFTER = re.compile(r"\s*(?:都|均|才|也)?(?:支持|可用|可以|能够?)|\s+(?:both\s+)?(?:supports?|allows?|accepts?|"
                            r"can|have|has)\b", re.I)


def values_with_a_feature(ctx: ToolContext, node: SchemaNode, c: ProseConstraint, from_tool: bool) -> bool:
    """Whether the clause that lists the values goes on to say what those values support."""
    text = (ctx.own_description if from_tool else node.description) or ""
    at = text.find(c.sentence.rstrip("。；;.,， "))
    if at < 0:
        return False
    return _FEATURE_AFTER.match(text, at + len(c.sentence.rstrip("。；;.,， "))) is not None


_PER_CASE_KINDS = frozenset({"maximum", "minimum", "max-items", "min-items", "max-length", "min-length"})


def limits_per_case(pairs: Any) -> dict[tuple[int, str], set[float]]:
    """The (parameter, kind) pairs one text bounds with several different numbers ("pro/flash
    最多10张参考图 … lite 最多14张参考图", "up to 10 images (standard), up to 14 (lite)"): a limit
    per variant, of which no single keyword is the rule."""
    seen: dict[tuple[int, str, bool, str], set[float]] = {}
    for node, c, from_tool in pairs:
        if node is not None and c.kind in _PER_CASE_KINDS and c.unit and isinstance(c.value, (int, float)) \
                and not isinstance(c.value, bool):
            # one unit: "最多支持40人，群人数上限为1000" or "max 1 string, up to 5 words" count two things
            seen.setdefault((id(node), c.kind, from_tool, (c.unit or "").lower()), set()).add(c.value)
    return {(n, k): v for (n, k, _, _), v in seen.items() if len(v) > 1}


# "Scatter: x first. Bubble: x, y, size.", "color_scale: 2 or 3. data_bar: 1.", "placement: …
# contents: …": a text of labelled cases, each label a kind of the thing, its list that kind's
_CASE_LABEL = re.compile(r"(?:^|[.;。；\n(（]\s*)([A-Za-z][\w ]{0,24}?|[\u4e00-\u9fff]{1,8})\s*[:：](?!//)")
# "1 grayscale, 2 colorful, 3-8 one accent color": values glossed one by one, a range among them
_GLOSSED_NUMBERS = re.compile(r"(?:^|[(（,，;；]\s*)\d+\s+[A-Za-z\u4e00-\u9fff]")
# "(1-100 if percent)": the range of one case
# ("低于 512 时会报错" is a bound: what happens below it is the error)
_CASE_AFTER_NUMBER = re.compile(r"\d\s*\)?\s*(?:if|when|unless|only if)\b", re.I)
# "• Initial exploration: 5-10 papers", "• Small PDFs (<5MB): 30-60 seconds": bullet lines that each
# give a range for the case their label names (a table of recommendations, not the limit)
_LABELLED_RANGE_LINE = re.compile(r"^[ \t]*[•*·-][ \t]*[^:：\n]{2,40}[:：][ \t]*\d+(?:\.\d+)?[ \t]*"
                                  r"(?:[a-z%]{1,4}[ \t]*)?[-–~][ \t]*\d", re.M | re.I)
# "1-16 for global, 1-7 for US NOAA": ranges each followed by the case it holds for; two or more
# in one text are per-case limits, the schema can hold only one of them
_RANGE_FOR_CASE = re.compile(r"\d\s*[-–~]\s*\d+\s*(?:[a-z%]{1,8}\s+)?for\s+(?!the\b|a\b|an\b|best\b|faster\b|better\b)"
                             r"\w|\d\s*[-–~]\s*\d+\s*(?:[a-z%]{1,8}\s+)?(?:用于|适用于)", re.I)


# words that label the list itself, not a case ("Options:", "Values:", "Default:", "支持:")
_LIST_LABELS = frozenset({"options", "option", "values", "value", "choices", "default", "note",
                          "example", "examples", "e.g", "format", "type", "types", "allowed values",
                          "valid values", "possible values", "supported", "可选值", "取值", "支持",
                          "选项", "默认", "示例", "格式", "类型"})


def _case_labels(text: str, names: set[str]) -> set[str]:
    """The labels of a text's cases: not a list's own label, not a parameter's name (an Args
    entry), not a URL's scheme."""
    out = set()
    for m in _CASE_LABEL.finditer(text):
        label = m.group(1).strip().lower()
        if label not in _LIST_LABELS and label not in names and not label.startswith(("http", "e.g")):
            out.add(label)
    return out


def per_case_reading(node: SchemaNode, c: ProseConstraint, names: set[str] | None = None,
                     passage: str = "") -> bool:
    """Is the stated list or range one case's, not the parameter's: a list right after a label
    that names a kind, in a text of two or more such labels ("Scatter: x first. Bubble: x, y,
    size.") or with a label that is one of the parameter's own enum values ("Stacked: column,
    bar, line, area" on `grouping`); a value and its range as examples of a syntax ("'3' or
    '3:5'"); a range among values glossed one by one ("1 grayscale, 2 colorful, 3-8 …") or with
    its case after it ("1-100 if percent"), two ranges each for its case ("1-16 for global, 1-7
    for US NOAA") or two bullet lines each a labelled range ("• Initial exploration: 5-10
    papers")? `names` are the tool's parameter names, `passage` the parameter's entry in the
    tool text (Blender's `fields`: "placement: …", "contents: …")."""
    text = f"{node.description or ''}\n{passage}".strip()
    names = {n.lower() for n in (names or set())} | {(node.name or "").lower()}
    if c.kind == "enum-values":
        first = _CASE_LABEL.match(c.sentence.strip())
        label = first.group(1).strip().lower() if first else ""
        listed = {str(v).lower() for v in c.value} if isinstance(c.value, tuple) else set()
        labels = _case_labels(text, names)
        if label and label not in _LIST_LABELS and label not in names and not labels & listed:
            # ("DING_SMS：短信Ding消息；DING_MSG：…": the labels are the values, each glossed)
            if len(labels) >= 2:
                return True
            enum = node.schema.get("enum")
            if isinstance(enum, list) and label in {str(v).lower() for v in enum}:
                return True
        values = [str(v) for v in c.value] if isinstance(c.value, tuple) else []
        # "'3' or '3:5'", "'B' or 'B:D'": a single value and a range of them, forms of a syntax
        if any(":" in v and v.split(":", 1)[0] in values for v in values):
            return True
        return False
    if c.kind in ("range", "minimum", "maximum"):
        where = text if c.sentence.strip() and c.sentence.strip() in text else c.sentence
        return len(_GLOSSED_NUMBERS.findall(where)) >= 2 or len(_RANGE_FOR_CASE.findall(text)) >= 2 \
            or len(_LABELLED_RANGE_LINE.findall(text)) >= 2 \
            or _CASE_AFTER_NUMBER.search(c.sentence) is not None
    return False


# "不传时本工具自适应：……逐轮翻倍到 45 秒封顶", "If omitted, the wait doubles up to 45 s": a
# limit inside a sentence about the call that leaves the parameter out is the tool's own
# behaviour then, not a bound on a value the caller sends.
_OMITTED_CASE = re.compile(r"(?:不传|不填|未传|未指定|未提供|省略|留空)(?:本参数|该参数|此参数)?(?:时|则|的话)|"
                           r"\b(?:if|when)\s+(?:it\s+is\s+|this\s+is\s+)?(?:omitted|unset|not\s+(?:set|given|"
                           r"provided|passed|specified|supplied)|left\s+(?:out|empty|blank))\b", re.I)
_SENTENCE_END = re.compile(r"[。！？!?\n]|[.;；](?:\s|$)")


def limit_of_omitted_case(node: SchemaNode, c: ProseConstraint) -> bool:
    """The limit's clause sits in a sentence of the parameter's own text that opens with the
    case where the parameter is left out: what the tool does then, not a bound on the value."""
    text = node.description or ""
    at = text.find(c.sentence.strip()) if c.sentence.strip() else -1
    if at < 0:
        return False
    starts = [m.end() for m in _SENTENCE_END.finditer(text, 0, at)]
    omitted = _OMITTED_CASE.search(text, starts[-1] if starts else 0, at)
    # "如果不传则默认100，最大不超过1000": the case ends with the default it gives; the limit
    # after it bounds the value sent
    return omitted is not None and _DEFAULT_CLAUSE.search(text, omitted.end(), at) is None


_DEFAULT_CLAUSE = re.compile(r"(?:默认|\bdefaults?\b)[^，,;；。]{0,16}[，,;；]", re.I)
