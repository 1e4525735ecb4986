"""Bilingual (English / Chinese) extraction of constraints stated in prose.

Tool and parameter descriptions often carry limits that the schema does not: "must not exceed
1000", "最多支持100个", "必须是 ISO 8601", "不得早于今天", "仅在 payment_method 为 card 时填写".
`extract(text)` finds them with pure regular expressions (compiled once, at import) and returns
small frozen `ProseConstraint` records; lint (`nl-constraint`, `cross-field`) and the ledger share
it. Every record keeps the clause it came from (`sentence`) as evidence.

Shape of the results (contract, see tasks/contracts):
- `kind` is one of `KINDS`; `keyword` the JSON Schema keyword that would express it, or None.
- "maximum"/"minimum": `value` is a number; strict wording ("less than 10", "大于 0") gives
  `keyword` "exclusiveMaximum"/"exclusiveMinimum" (the keyword that expresses it exactly).
- "range": `value` is `(low, high)`, inclusive; `keyword` "maximum" (both bounds are meant).
  Ranges over characters or items are split into "min-length"+"max-length" / "min-items"+
  "max-items", because those have their own keywords.
- "max-items"/"min-items": the unit is a count noun ("items", "ids", "个", "件"). The extractor
  does not know the parameter: a consumer applies them as maxItems on an array and as
  maximum on an integer ("最多 50 件" on `quantity`).
- "format": `value` is a JSON Schema format name ("date-time", "date", "email", "uri", "uuid",
  "ipv4", "ipv6") with keyword "format"; a layout without a format name ("HH:MM",
  "MM/DD/YYYY") with keyword "pattern"; "unix-timestamp" (keyword None) and
  "not-unix-timestamp" (a forbidden form: "不要传 Unix 时间戳").
- "timezone": `value` "offset-required" ("必须带时区", keyword "format": date-time needs an
  offset) or "UTC" (keyword None).
- "relative-time": `value` "future", "past", "not-before:<ref>", "not-after:<ref>" (ref as written,
  e.g. "today", "今天", "end_time"); keyword None: a schema cannot say "today".
- "condition": `value` is the condition text ("payment_method is card"); keyword
  "dependentRequired" when the condition is another field being present, else "if".
- "enum-values": `value` is a tuple of the values listed; keyword "enum".
- "example": `value` the example text; keyword None.
- "vague": `value` the vague phrase ("合理的金额", "not too large"); keyword "maximum",
  "maxLength" or None (what a precise rewrite would use).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Iterator, Sequence

KINDS: tuple[str, ...] = (
    "maximum", "minimum", "range", "max-length", "min-length", "max-items", "min-items",
    "format", "timezone", "relative-time", "condition", "enum-values", "example", "vague",
)


@dataclass(frozen=True)
class ProseConstraint:
    kind: str
    value: Any
    unit: str | None
    sentence: str
    lang: str
    keyword: str | None


# --------------------------------------------------------------------------- splitting

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
# Sentence ends: Chinese/English terminators, semicolons, newlines, and "." before whitespace.
_SENTENCE_SPLIT = re.compile(r"(?<=[。；;！？!?\n])|(?<=\.)(?=\s)")
_ABBREV_END = re.compile(r"(?:\b(?:e\.g|i\.e|etc|vs|approx|incl|max|min|no|eg|ie|cf|resp|e\.t\.c)\.|\b[A-Za-z]\.)$",
                         re.I)
# Clause split inside a sentence: Chinese comma, and an English comma followed by a space
# (so "1,000" stays one number).
_CLAUSE_SPLIT = re.compile(r"，|,\s+")


def _sentences(text: str) -> list[str]:
    out: list[str] = []
    parts: list[str] = []
    for piece in _SENTENCE_SPLIT.split(text):
        if not piece:
            continue
        parts.append(piece)
        tail = piece.rstrip(" \t")[-12:]  # an abbreviation ends the piece ("e.g.", "i.e.")
        if tail and not tail.endswith("\n") and _ABBREV_END.search(tail):
            continue
        sentence = "".join(parts).strip()
        parts = []
        if sentence:
            out.append(sentence)
    if parts:
        sentence = "".join(parts).strip()
        if sentence:
            out.append(sentence)
    return out


def _lang(s: str) -> str:
    return "zh" if _CJK.search(s) else "en"


# --------------------------------------------------------------------------- numbers and units

_NUM = r"[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?"

_LENGTH_UNITS = ("characters", "character", "chars", "char", "letters", "codepoints",
                 "个汉字", "个字符", "字符", "个字", "汉字", "字")
_ITEM_UNITS = ("items", "item", "elements", "element", "entries", "entry", "ids", "values",
               "records", "objects", "tags", "keywords", "urls", "files", "results",
               "个", "件", "条", "项", "张", "篇", "组", "份")
_MEASURE_UNITS = (
    # time
    "milliseconds", "millisecond", "ms", "seconds", "second", "secs", "sec", "minutes", "minute",
    "mins", "hours", "hour", "hrs", "days", "day", "weeks", "week", "months", "month", "years",
    "year", "毫秒", "秒钟", "秒", "分钟", "小时", "天", "日", "周", "个月", "年",
    # money and others
    "CNY", "RMB", "USD", "EUR", "GBP", "JPY", "yuan", "dollars", "cents", "percent", "%",
    "人民币", "元", "美元", "分", "度", "degrees", "°C", "°F", "kg", "km", "meters", "metres",
    "miles", "MB", "KB", "GB", "bytes", "px", "岁", "米", "公里", "千克", "公斤", "次", "times",
)


def _unit_alt(units: tuple[str, ...]) -> str:
    parts = []
    for u in sorted(set(units), key=len, reverse=True):
        esc = re.escape(u)
        parts.append(esc + (r"(?![A-Za-z0-9_])" if u[-1].isascii() and u[-1].isalnum() else ""))
    return "|".join(parts)


_UNIT = _unit_alt(_LENGTH_UNITS + _ITEM_UNITS + _MEASURE_UNITS)
_LENGTH_SET = {u.lower() for u in _LENGTH_UNITS}
_ITEM_SET = {u.lower() for u in _ITEM_UNITS}
_CURRENCY_PREFIX = {"$": "USD", "¥": "CNY", "￥": "CNY", "€": "EUR", "£": "GBP"}


def _number(s: str) -> int | float:
    s = s.replace(",", "")
    try:
        return int(s)
    except ValueError:
        return float(s)


def _unit_class(unit: str | None) -> str:
    if not unit:
        return "plain"
    u = unit.lower()
    if u in _LENGTH_SET:
        return "length"
    if u in _ITEM_SET:
        return "items"
    return "plain"


# Filler words allowed between an English trigger and its number ("maximum value is 10").
_EN_FILL = r"(?:\s*(?:value|length|size|number|count|limit|amount|allowed|is|of|=|:|\()\s*)*"
# Between a Chinese trigger and its number ("最多支持100个", "不超过 30 秒").
_ZH_FILL = r"[^\d，。；;,\n]{0,6}?"
_CUR = r"(?P<cur>[$¥￥€£])?"
_NU = _CUR + r"(?P<n>" + _NUM + r")\s?(?P<u>" + _UNIT + r")?"

_EN_MAX = (r"(?:must|should|can|cannot|can't|may|does|do|will)?\s*(?:not|n't)\s+exceed|"
           r"not\s+to\s+exceed|no\s+more\s+than|not\s+more\s+than|no\s+greater\s+than|"
           r"not\s+greater\s+than|no\s+larger\s+than|no\s+longer\s+than|at\s+most|"
           r"up\s+to(?:\s+a\s+max(?:imum)?\s+of)?|a\s+max(?:imum)?\s+of|"
           r"less\s+than\s+or\s+equal\s+to|smaller\s+than\s+or\s+equal\s+to|<=|≤|"
           r"limit(?:ed)?\s+to|capped\s+at|max(?:imum)?\.?")
_EN_MIN = (r"at\s+least|no\s+less\s+than|not\s+less\s+than|no\s+fewer\s+than|"
           r"no\s+smaller\s+than|greater\s+than\s+or\s+equal\s+to|"
           r"larger\s+than\s+or\s+equal\s+to|>=|≥|a\s+min(?:imum)?\s+of|min(?:imum)?\.?")
_EN_XMAX = r"(?:less|smaller|fewer|lower)\s+than|under|below|<"
_EN_XMIN = r"(?:greater|larger|bigger|more|higher)\s+than|above|>"
_ZH_MAX = (r"最多|至多|最大值?(?:为|是)?|不超过|不能超过|不得超过|不可超过|不要超过|不应超过|"
           r"不允许超过|不能大于|不得大于|上限(?:为|是)?|小于等于|小于或等于|不大于|不高于|不多于|"
           r"最长|最高")
_ZH_MIN = (r"至少|最少|不少于|不低于|不小于|不能小于|不得小于|不能少于|大于等于|大于或等于|"
           r"最小值?(?:为|是)?|下限(?:为|是)?|最低|最短")
_ZH_XMAX = r"小于(?!等于|或等于)|少于|低于"
_ZH_XMIN = r"大于(?!等于|或等于)|多于|高于"

_RANGE_SEP = r"\s*(?:-|–|—|－|~|～|到|至|\bto\b|\bthrough\b|\.\.)\s*"
_N2 = r"(?P<cur2>[$¥￥€£])?(?P<n2>" + _NUM + r")\s?(?P<u2>" + _UNIT + r")?"

_ZH_MAX_T = ("最多", "至多", "最大", "超过", "上限", "小于", "不大于", "不高于", "不多于", "最长", "最高",
             "大于")
_ZH_MIN_T = ("至少", "最少", "不少于", "不低于", "不小于", "小于", "少于", "大于", "最小", "下限", "最低",
             "最短")
_EN_MAX_T = ("exceed", "more than", "greater than", "larger than", "longer than", "at most", "up to",
             "max", "less than", "smaller than", "<=", "≤", "limit", "capped")
_EN_MIN_T = ("at least", "less than", "fewer than", "smaller than", "greater than", "larger than",
             ">=", "≥", "min")
# (pattern, role, literals one of which the lower-cased clause must contain for the pattern to be
# tried at all: a substring test is far cheaper than a failed regex search)
_NUMERIC_PATTERNS: tuple[tuple[re.Pattern[str], str, tuple[str, ...]], ...] = tuple(
    (re.compile(p, re.I), role, gate) for p, role, gate in (
        # ranges first, so their numbers are not read again as single bounds
        (r"\bbetween\s+" + _NU + r"\s*(?:and|-|to)\s*" + _N2, "range", ("between",)),
        (r"\bfrom\s+" + _NU + r"\s*(?:to|through|-|–)\s*" + _N2, "range", ("from",)),
        (r"\brange[sd]?\s*(?:of|is|from|:|：)?\s*[\[(]?\s*" + _NU + r"\s*(?:-|–|to|\.\.|,)\s*"
         + _N2, "range", ("range",)),
        (r"范围(?:是|为|在|:|：)?\s*[\[(（]?\s*" + _NU + r"\s*(?:-|–|—|－|~|～|到|至|,|，)\s*" + _N2,
         "range", ("范围",)),
        (r"介于\s*" + _NU + r"\s*(?:和|与|到|至|-|~)\s*" + _N2, "range", ("介于",)),
        (r"(?<![\w.\-/:\[])" + _NU + _RANGE_SEP + _N2 + r"(?![\w\-/:]|\.\d)", "bare-range",
         ("-", "–", "—", "－", "~", "～", "到", "至", "to", "through", "..")),
        (r"\[\s*" + _NU + r"\s*,\s*" + _N2 + r"\s*\]", "range", ("[",)),
        # single bounds
        (r"(?:" + _ZH_MAX + r")" + _ZH_FILL + _NU, "max", _ZH_MAX_T),
        (r"(?:" + _ZH_MIN + r")" + _ZH_FILL + _NU, "min", _ZH_MIN_T),
        (r"(?:" + _ZH_XMAX + r")" + _ZH_FILL + _NU, "xmax", ("小于", "少于", "低于")),
        (r"(?:" + _ZH_XMIN + r")" + _ZH_FILL + _NU, "xmin", ("大于", "多于", "高于")),
        (_NU + r"\s*(?:以内|之内|及以下|或以下|以下)", "max", ("以内", "之内", "以下")),
        (_NU + r"\s*(?:及以上|或以上|以上)", "min", ("以上",)),
        (r"(?<![A-Za-z0-9_])(?:" + _EN_MAX + r")" + _EN_FILL + r"\s*" + _NU, "max", _EN_MAX_T),
        (r"(?<![A-Za-z0-9_])(?:" + _EN_MIN + r")" + _EN_FILL + r"\s*" + _NU, "min", _EN_MIN_T),
        (r"(?<![A-Za-z0-9_])(?:must\s+be\s+|should\s+be\s+)?(?:" + _EN_XMAX + r")\s*" + _NU, "xmax",
         ("than", "under", "below", "<")),
        (r"(?<![A-Za-z0-9_])(?:must\s+be\s+|should\s+be\s+)?(?:" + _EN_XMIN + r")\s*" + _NU, "xmin",
         ("than", "above", ">")),
        (_NU + r"\s*(?:or\s+(?:less|fewer|below|under|smaller)|at\s+most|max(?:imum)?\b)", "max",
         ("or ", "at most", "max")),
        (_NU + r"\s*(?:or\s+(?:more|greater|above|higher|larger)|at\s+minimum|min(?:imum)?\b)",
         "min", ("or ", "at minimum", "min")),
    )
)

_POSITIVE = re.compile(r"\b(non-?negative|positive)\b(?:\s+(?:integer|number|value|whole number))?|"
                       r"(非负|正)(?:整数|数)", re.I)


def _unit_of(m: re.Match[str], second: bool = False) -> str | None:
    cur = m.group("cur2" if second else "cur")
    u = m.group("u2" if second else "u")
    if u:
        return u
    if cur:
        return _CURRENCY_PREFIX.get(cur)
    return None


def _bound(kind_base: str, n: int | float, unit: str | None, strict: bool, sentence: str,
           lang: str) -> ProseConstraint:
    cls = _unit_class(unit)
    is_max = kind_base == "max"
    if cls in ("length", "items"):
        if strict and isinstance(n, int):
            n = n - 1 if is_max else n + 1
        if cls == "length":
            kind, kw = ("max-length", "maxLength") if is_max else ("min-length", "minLength")
        else:
            kind, kw = ("max-items", "maxItems") if is_max else ("min-items", "minItems")
        return ProseConstraint(kind, n, unit, sentence, lang, kw)
    if is_max:
        return ProseConstraint("maximum", n, unit, sentence, lang,
                               "exclusiveMaximum" if strict else "maximum")
    return ProseConstraint("minimum", n, unit, sentence, lang,
                           "exclusiveMinimum" if strict else "minimum")


_MAX_NUMBERS = 32  # per clause: a description listing more numbers is data, not constraints


def _numeric(clause: str, lang: str, evidence: str) -> Iterator[ProseConstraint]:
    used: list[tuple[int, int]] = []
    low = clause.lower()

    def free(a: int, b: int) -> bool:
        return all(b <= x or a >= y for x, y in used)

    for pattern, role, gate in _NUMERIC_PATTERNS:
        if not any(g in low for g in gate):
            continue
        for m in pattern.finditer(clause):
            if len(used) >= _MAX_NUMBERS:
                return
            a, b = m.span("n")
            if not free(a, b):
                continue
            n = _number(m.group("n"))
            unit = _unit_of(m)
            if role in ("range", "bare-range"):
                a2, b2 = m.span("n2")
                if not free(a2, b2):
                    continue
                n2 = _number(m.group("n2"))
                unit2 = _unit_of(m, True)
                if role == "bare-range" and not _plausible_bare_range(m, n, n2):
                    continue
                if n > n2:
                    continue
                unit = unit2 or unit
                used.extend([(a, b), (a2, b2)])
                cls = _unit_class(unit)
                if cls == "length":
                    yield ProseConstraint("min-length", n, unit, evidence, lang, "minLength")
                    yield ProseConstraint("max-length", n2, unit, evidence, lang, "maxLength")
                elif cls == "items":
                    yield ProseConstraint("min-items", n, unit, evidence, lang, "minItems")
                    yield ProseConstraint("max-items", n2, unit, evidence, lang, "maxItems")
                else:
                    yield ProseConstraint("range", (n, n2), unit, evidence, lang, "maximum")
                continue
            used.append((a, b))
            base = "max" if role in ("max", "xmax") else "min"
            yield _bound(base, n, unit, role.startswith("x"), evidence, lang)


def _plausible_bare_range(m: re.Match[str], n: int | float, n2: int | float) -> bool:
    raw1, raw2 = m.group("n"), m.group("n2")
    if raw1.startswith(("-", "+")) or raw2.startswith(("-", "+")):
        return False
    if len(raw1) > 7 or len(raw2) > 7 or n >= n2:
        return False
    sep = m.group(0)[m.end("n") - m.start(0):m.start("n2") - m.start(0)]
    if "-" in sep and raw1.isdigit() and len(raw1) == 4 and len(raw2) <= 2:
        return False  # "2025-04": a year and a month, not a range
    if "-" in sep and len(raw1) >= 3 and len(raw2) >= 4 and not m.group("u2"):
        return False  # "555-1234": a phone number or code, not a range
    return True


# --------------------------------------------------------------------------- formats, time

# ASCII word edges: `\b` treats Chinese characters as word characters ("ISO 8601格式").
_B = r"(?<![A-Za-z0-9_])"
_E = r"(?![A-Za-z0-9_])"
_FORMAT_PATTERNS: tuple[tuple[str, re.Pattern[str], Callable[[re.Match[str], str], tuple[str, str | None]]], ...] = (
    ("iso", re.compile(_B + r"ISO[\s\-_]?8601(?!\d)", re.I),
     lambda m, c: (_iso_kind(c), "format")),
    ("rfc", re.compile(_B + r"RFC[\s\-_]?3339(?!\d)", re.I), lambda m, c: ("date-time", "format")),
    ("layout", re.compile(_B + r"YYYY-MM-DD(?P<t>[T\s]HH:mm(?::ss)?)?", re.I),
     lambda m, c: ("date-time" if m.group("t") else "date", "format")),
    ("layout", re.compile(_B + r"(?:MM/DD/YYYY|DD/MM/YYYY|YYYY/MM/DD|DD-MM-YYYY|MM-DD-YYYY|YYYYMMDD|"
                r"DD\.MM\.YYYY)" + _E, re.I),
     lambda m, c: (m.group(0).upper(), "pattern")),
    ("hhmm", re.compile(r"(?<![\w:])HH:MM(?::SS)?(?![\w:])", re.I),
     lambda m, c: (m.group(0).upper(), "pattern")),
    ("email", re.compile(_B + r"e-?mail\s*(?:address(?:es)?|format|地址|格式)|\bvalid\s+e-?mail" + _E + r"|邮箱地址|电子邮件地址|"
                r"邮箱格式|电子邮箱", re.I), lambda m, c: ("email", "format")),
    ("uuid", re.compile(_B + r"(?:UUID(?:v4|s)?|GUID)" + _E, re.I), lambda m, c: ("uuid", "format")),
    ("uri", re.compile(_B + r"UR[LI]s?" + _E + r"|网址|链接地址", re.I), lambda m, c: ("uri", "format")),
    ("ip", re.compile(_B + r"IPv4" + _E, re.I), lambda m, c: ("ipv4", "format")),
    ("ip", re.compile(_B + r"IPv6" + _E, re.I), lambda m, c: ("ipv6", "format")),
)
_TIMEISH = re.compile(r"time|时间|时刻|\dT\d|hh:mm", re.I)
_DATEISH = re.compile(r"date|日期", re.I)


def _iso_kind(clause: str) -> str:
    if _TIMEISH.search(clause):
        return "date-time"
    if _DATEISH.search(clause):
        return "date"
    return "date-time"


_UNIX = re.compile(r"(?:unix|epoch|posix)[\s\-_]*(?:时间戳|timestamp|time(?:stamp)?|seconds)|时间戳", re.I)
_NEGATION_BEFORE = re.compile(r"(?:不要|不得|不能|不可|勿|禁止|而不是|而非|非|不|\bnot\b|\bdon't\b|\bnever\b|\bwithout\b|"
                              r"\binstead\s+of\b|\brather\s+than\b|\bno\b)[^。；;.]{0,12}$", re.I)
_TIMEZONE = re.compile(
    r"(?P<off>必须带时区|需要?带时区|带时区|包含时区|含时区|时区偏移|\bwith\s+(?:a\s+|the\s+)?(?:time\s?zone|tz|UTC\s+offset)|"
    r"\binclud(?:e|es|ing)\s+(?:a\s+|the\s+)?(?:time\s?zone|UTC\s+offset|offset)|time\s?zone\s+offset|"
    r"\btime\s?zone[-\s]aware)|(?P<utc>\b(?:in|as)\s+UTC\b|\bUTC\s+(?:time|ISO|date|timestamp)|UTC\s*时间)",
    re.I)
_RELATIVE = re.compile(
    r"(?P<nb>(?:不得|不能|不可|不应|不要|不允许|禁止)早于|\bno\s+earlier\s+than|\bnot\s+(?:be\s+)?(?:earlier\s+than|before)|"
    r"\bcannot\s+be\s+(?:earlier\s+than|before)|\bmust\s+be\s+(?:after|later\s+than)|晚于|大于|"
    r"(?:必须|需要|应)在)\s*(?P<nbref>today|now|the\s+current\s+(?:date|time)|current\s+(?:date|time)|"
    r"今天|今日|当天|当前时间|当前日期|现在|此刻|[A-Za-z_][\w.]{0,40})(?P<after>之后|以后)?"
    r"|(?P<na>(?:不得|不能|不可|不应|不要|不允许|禁止)晚于|\bno\s+later\s+than|\bnot\s+(?:be\s+)?(?:later\s+than|after)|"
    r"\bcannot\s+be\s+(?:later\s+than|after)|\bmust\s+be\s+(?:before|earlier\s+than))\s*"
    r"(?P<naref>today|now|the\s+current\s+(?:date|time)|current\s+(?:date|time)|今天|今日|当天|当前时间|"
    r"当前日期|现在|[A-Za-z_][\w.]{0,40}|[\u4e00-\u9fff]{1,8})"
    r"|(?P<fut>\b(?:must|should|has\s+to|needs?\s+to)\s+be\s+(?:in\s+the\s+future|a\s+future\s+\w+|later\s+than\s+now)|"
    r"\b(?:cannot|can't|must\s+not|should\s+not)\s+be\s+in\s+the\s+past|\bfuture\s+(?:dates?|times?)\s+only|"
    r"(?:必须|需要|应|只能)[^。；，,]{0,6}(?:未来|将来)|(?:不能|不得|不可)[^。；，,]{0,4}(?:过去|历史))"
    r"|(?P<past>\b(?:must|should|has\s+to|needs?\s+to)\s+be\s+in\s+the\s+past|"
    r"\b(?:cannot|can't|must\s+not|should\s+not)\s+be\s+in\s+the\s+future|"
    r"(?:必须|需要|应|只能)[^。；，,]{0,6}(?:过去|历史)|(?:不能|不得|不可)[^。；，,]{0,4}(?:未来|将来))",
    re.I)
_RELATIVE_REF_NOW = re.compile(r"today|now|current|今天|今日|当天|当前|现在|此刻", re.I)

_VAGUE = re.compile(
    r"(?P<big>(?:不能|不要|不宜|不可|不得|别|勿|不应)(?:太|过于?|特别)(?:大|高|多)|"
    r"\bnot\s+too\s+(?:large|big|high|many|much)|\bwithin\s+reason\b|\bsmall\s+enough\b)"
    r"|(?P<long>(?:不能|不要|不宜|不可|别|勿|不应)(?:太|过于?)长|\bnot\s+too\s+long)"
    r"|(?P<any>合理(?:的)?(?:金额|数量|数值|值|范围|长度|时间|大小)?|适当的?(?:金额|数量|数值|值)|适量|"
    r"\breasonable(?:\s+(?:amount|value|number|size|limit|length|range))?\b|"
    r"\bsensible\s+(?:amount|value|number|size|limit|default)\b)",
    re.I)

_EXAMPLE = re.compile(
    r"(?:\be\.g\.|\beg\.|\bfor\s+example|\bfor\s+instance|\bsuch\s+as|\bexample\s*:|例如|比如|示例[:：]|如[:：])"
    r"\s*[:：,，]?\s*(?P<ex>[\"'`“‘]?[^\s,，。;；)）]{1,80})",
    re.I)


# Cheap gates decide which pattern families can match at all: most descriptions state no
# constraint, and one word split plus set lookups cost far less than failed regex searches.
_GATE_WORDS: dict[str, tuple[str, ...]] = {
    "iso": ("iso", "iso8601"), "rfc": ("rfc", "rfc3339"), "layout": ("yyyy", "yyyymmdd"), "hhmm": ("hh",),
    "email": ("email", "mail"), "uuid": ("uuid", "uuids", "uuidv4", "guid"),
    "uri": ("url", "urls", "uri", "uris"), "ip": ("ipv4", "ipv6"),
    "unix": ("unix", "epoch", "posix"),
    "timezone": ("utc", "zone", "timezone", "tz", "offset", "aware"),
    "relative": ("earlier", "earliest", "later", "before", "after", "future", "past"),
    "vague": ("reasonable", "sensible", "too", "reason", "enough"),
    "positive": ("positive", "negative", "nonnegative"),
    "example": ("eg", "example", "examples", "instance", "such"),
    "condition": ("if", "when", "unless"),
    "enum": ("enum", "values", "option", "options", "choice", "choices", "either"),
}
# two-word gates, tested as substrings of the lower-cased text
_GATE_PHRASES: tuple[tuple[str, str], ...] = (
    ("required for", "condition"), ("needed for", "condition"), ("mandatory for", "condition"),
    ("one of", "enum"), ("value is", "enum"), ("value:", "enum"), ("can be", "enum"),
    ("e.g", "example"),
)
_GATE_ZH: dict[str, tuple[str, ...]] = {
    "email": ("邮箱", "邮件"), "uri": ("网址", "链接"), "unix": ("时间戳",), "timezone": ("时区",),
    "relative": ("早于", "晚于", "之后", "以后", "未来", "将来", "过去", "历史"),
    "vague": ("合理", "适", "太", "过"), "positive": ("正", "非负"),
    "example": ("例如", "比如", "示例", "如:", "如："),
    "condition": ("仅", "只有", "当", "如果", "若", "假如"),
    "enum": ("可选", "取值", "只能", "必须是", "必须为", "选项", "或", "枚举"),
}
_WORD_FAMILIES: dict[str, frozenset[str]] = {}
for _fam, _words in _GATE_WORDS.items():
    for _w in _words:
        _WORD_FAMILIES[_w] = _WORD_FAMILIES.get(_w, frozenset()) | {_fam}
_GATE_WORD_SET = frozenset(_WORD_FAMILIES)
_ASCII_WORD = re.compile(r"[a-z0-9]+")
_QUOTES = ("'", '"', "`", "“", "‘")


def _gates(text: str) -> frozenset[str]:
    low = text.lower()
    fams: set[str] = set()
    for w in _GATE_WORD_SET.intersection(_ASCII_WORD.findall(low)):
        fams |= _WORD_FAMILIES[w]
    for phrase, fam in _GATE_PHRASES:
        if phrase in low:
            fams.add(fam)
    if any(q in text for q in _QUOTES):
        fams.add("enum")
    if _CJK.search(text):
        for fam, subs in _GATE_ZH.items():
            if fam not in fams and any(x in text for x in subs):
                fams.add(fam)
    return frozenset(fams)


def _single(clause: str, lang: str, gates: frozenset[str]) -> Iterator[ProseConstraint]:
    found: set[str] = set()
    for family, pattern, decide in _FORMAT_PATTERNS:
        if family in gates and not (family == "hhmm" and "date-time" in found):
            m = pattern.search(clause)
            if m:
                value, kw = decide(m, clause)
                found.add(value)
                yield ProseConstraint("format", value, None, clause, lang, kw)
    if "unix" in gates:
        m = _UNIX.search(clause)
        if m:
            forbidden = bool(_NEGATION_BEFORE.search(clause[:m.start()]))
            yield ProseConstraint("format", "not-unix-timestamp" if forbidden else "unix-timestamp",
                                  None, clause, lang, None)
    if "timezone" in gates:
        m = _TIMEZONE.search(clause)
        if m and not _NEGATION_BEFORE.search(clause[:m.start()]):
            if m.group("off"):
                yield ProseConstraint("timezone", "offset-required", None, clause, lang, "format")
            else:
                yield ProseConstraint("timezone", "UTC", None, clause, lang, None)
    if "relative" in gates:
        yield from _relative(clause, lang)
    if "vague" in gates:
        for m in _VAGUE.finditer(clause):
            kw = "maximum" if m.group("big") else "maxLength" if m.group("long") else None
            yield ProseConstraint("vague", m.group(0).strip(), None, clause, lang, kw)
    if "positive" in gates:
        m = _POSITIVE.search(clause)
        if m:
            word = (m.group(1) or m.group(2) or "").lower()
            strict = not (word.startswith("non") or word == "非负")
            yield ProseConstraint("minimum", 0, None, clause, lang,
                                  "exclusiveMinimum" if strict else "minimum")
    if "example" in gates:
        m = _EXAMPLE.search(clause)
        if m:
            ex = m.group("ex").rstrip(".。:：").strip("\"'`“”‘’")
            if ex:
                yield ProseConstraint("example", ex, None, clause, lang, None)


def _relative(clause: str, lang: str) -> Iterator[ProseConstraint]:
    for m in _RELATIVE.finditer(clause):
        if m.group("nb"):
            ref = m.group("nbref")
            trigger = m.group("nb")
            if trigger in ("晚于", "大于") or trigger.endswith("在"):
                # "晚于当前时间" / "在当前时间之后" only mean a time rule when the ref is "now"
                if not _RELATIVE_REF_NOW.search(ref) or (trigger.endswith("在") and not m.group("after")):
                    continue
            if not _RELATIVE_REF_NOW.search(ref) and not re.search(r"[_.]|[a-z][A-Z]", ref):
                continue  # "not before the user asks": ref must be now/today or a field name
            yield ProseConstraint("relative-time", f"not-before:{_norm_ref(ref)}", None, clause,
                                  lang, None)
        elif m.group("na"):
            ref = m.group("naref")
            if not _RELATIVE_REF_NOW.search(ref) and not re.search(r"[_.]|[a-z][A-Z]|[\u4e00-\u9fff]", ref):
                continue
            yield ProseConstraint("relative-time", f"not-after:{_norm_ref(ref)}", None, clause,
                                  lang, None)
        elif m.group("fut"):
            yield ProseConstraint("relative-time", "future", None, clause, lang, None)
        elif m.group("past"):
            yield ProseConstraint("relative-time", "past", None, clause, lang, None)


def _norm_ref(ref: str) -> str:
    r = ref.strip()
    low = r.lower()
    if low in ("today", "今天", "今日", "当天"):
        return "today"
    if low in ("now", "现在", "此刻", "当前时间") or low.startswith(("the current", "current")):
        return "now"
    if low == "当前日期":
        return "today"
    return r


# --------------------------------------------------------------------------- conditions

_CONDITIONS = tuple(re.compile(p, re.I) for p in (
    r"\b(?:only\s+)?(?:required|needed|mandatory|must\s+be\s+(?:provided|specified|set|given|present|"
    r"included|supplied)|should\s+be\s+(?:provided|specified|set))\s+(?:only\s+)?(?:if|when|for(?=\s+[\"'`]))\s+"
    r"(?P<c>[^.;\n]{3,120})",
    r"\bonly\s+(?:applicable|applies|used|valid|relevant|considered|allowed|effective|supported|"
    r"needed|required|meaningful|honou?red|respected|takes\s+effect)?\s*(?:if|when)\s+(?P<c>[^.;\n]{3,120})",
    r"\b(?:ignored|not\s+used|has\s+no\s+effect)\s+(?:unless|if|when)\s+(?P<c>[^.;\n]{3,120})",
    r"\bif\s+(?P<c>[^,.;\n]{3,80}),\s*(?:then\s+)?[^.;\n]{0,60}\b(?:must|is\s+required|are\s+required|"
    r"needs?\s+to|has\s+to)\b",
    r"仅(?:在|当|限)(?P<c>[^。；;\n]{1,60}?)(?:时|的情况下)",
    r"只有(?:在|当)?(?P<c>[^。；;\n]{1,60}?)(?:时|的情况下)",
    r"当(?P<c>[^。；;\n]{1,60}?)时[，,]?\s*(?:必填|必须|需要|需|才|为必填|必传|应)",
    r"(?:如果|若|假如)(?P<c>[^。；;\n，,]{1,60})[，,]?\s*(?:则|就|那么)?[^。；;\n]{0,30}?"
    r"(?:必须|必填|需要|需|不能|不得|应)",
))
_N_EN_CONDITIONS = 4  # the first four patterns are English, the rest Chinese
_PRESENCE = re.compile(r"\b(?:is|are)\s+(?:provided|set|given|specified|present|supplied|passed|used)\b|"
                       r"(?:已)?(?:提供|填写|传入)(?:了)?$|不为空|非空|^(?:provided|set|given|specified|present|supplied)$", re.I)


_COND_EN_WORDS = re.compile(r"\b(?:if|when|unless|required|needed|mandatory)\b", re.I)
_COND_ZH_WORDS = re.compile(r"仅|只有|当|如果|若|假如")


def _conditions(sentence: str, lang: str) -> Iterator[ProseConstraint]:
    seen: set[str] = set()
    en = _COND_EN_WORDS.search(sentence) is not None
    zh = lang == "zh" and _COND_ZH_WORDS.search(sentence) is not None
    for i, pattern in enumerate(_CONDITIONS):
        if not (en if i < _N_EN_CONDITIONS else zh):
            continue
        m = pattern.search(sentence)
        if not m:
            continue
        cond = m.group("c").strip(" ,，:：")
        if not cond or cond in seen:
            continue
        seen.add(cond)
        kw = "dependentRequired" if _PRESENCE.search(cond) else "if"
        yield ProseConstraint("condition", cond, None, sentence, lang, kw)


# --------------------------------------------------------------------------- enumerations

_ENUM_BRACKET = re.compile(r"\[Enum\]\s*:?\s*(?P<list>\[[^\]]*\]|[^\n.;]+)", re.I)
_ENUM_TRIGGER = re.compile(
    r"(?:\b(?:must\s+be\s+|should\s+be\s+|can\s+be\s+)?one\s+of|\b(?:possible|allowed|valid|accepted|"
    r"supported|available|permitted)\s+(?:values?|options?)(?:\s+(?:are|is|include))?|\boptions?\s*(?:are|:)|"
    r"\bchoices?\s*(?:are|:)|\bvalues?\s*(?:are|:)|\beither|\bcan\s+be|"
    r"可选值|可选项|可选|可取值|取值(?:范围)?|只能是|只能为|必须是|必须为|支持的值|枚举值|选项)"
    r"(?:为|是|包括|有)?\s*[:：]?\s*(?P<list>[^\n。；;]+)",
    re.I)
_QUOTED_RUN = re.compile(
    r"(?P<run>[\"'`“‘][^\"'`”’\s]{1,40}[\"'`”’](?:\s*(?:,|，|、|/|\||\bor\b|\band\b|或|和)\s*"
    r"(?:or\s+|and\s+)?[\"'`“‘][^\"'`”’\s]{1,40}[\"'`”’])+)",
    re.I)
_LIST_SPLIT = re.compile(r"\s*(?:,|，|、|/|\||;|\bor\b|\band\b|或者|或|和|及)\s*", re.I)
_TOKEN_OK = re.compile(r"^[\w.\-+:#@]{1,40}$")
_STRIP = "\"'`“”‘’()（）[]{}<>*.。:："


def _split_values(raw: str) -> tuple[str, ...]:
    out: list[str] = []
    for tok in _LIST_SPLIT.split(raw.strip()):
        tok = tok.strip().strip(_STRIP).strip()
        if not tok:
            continue
        if not _TOKEN_OK.match(tok):
            break
        out.append(tok)
    return tuple(dict.fromkeys(out))


_WEAK_TRIGGER = re.compile(r"(?:either|can\s+be)$", re.I)
_OR_WORDS = re.compile(r"\bor\b|或|/|\|", re.I)
_TRIGGER_HINT = re.compile(r"one\s+of|values?|options?|choices?|either|can\s+be|可选|取值|只能|必须[是为]|"
                           r"支持的值|枚举|选项", re.I)


def _enums(sentence: str, lang: str) -> Iterator[ProseConstraint]:
    low = sentence.lower()
    m = _ENUM_BRACKET.search(sentence) if "[enum]" in low else None
    if m:
        raw = m.group("list").strip()
        values: tuple = ()
        if raw.startswith("["):
            try:
                parsed = json.loads(raw)
                if isinstance(parsed, list):
                    values = tuple(v for v in parsed if isinstance(v, (str, int, float, bool)))
            except ValueError:
                values = _split_values(raw.strip("[]"))
        else:
            values = _split_values(raw)
        if len(values) >= 2:
            yield ProseConstraint("enum-values", values, None, sentence, lang, "enum")
            return
    m = _ENUM_TRIGGER.search(sentence) if _TRIGGER_HINT.search(sentence) else None
    if m:
        raw = m.group("list")
        values = _split_values(raw)
        quoted = _QUOTED_RUN.match(raw.strip())
        strong = not _WEAK_TRIGGER.match(_trigger_word(m))
        if len(values) >= 2 and (strong or quoted):
            yield ProseConstraint("enum-values", values, None, sentence, lang, "enum")
            return
    if not _OR_WORDS.search(sentence):
        return  # a quoted run only lists alternatives with "or" / "或" / "/" between them
    for q in _QUOTED_RUN.finditer(sentence):
        run = q.group("run")
        if _EXAMPLE_BEFORE.search(sentence[max(0, q.start() - 24):q.start()]):
            continue  # "such as 'Physics' or 'Chemistry'": examples, not the full value set
        if _REFERENCE_BEFORE.search(sentence[max(0, q.start() - 24):q.start()]):
            continue  # "as returned by 'list_items' or 'add_item'": tool names, not values
        if _OR_WORDS.search(run):
            values = _split_values(run)
            if len(values) >= 2:
                yield ProseConstraint("enum-values", values, None, sentence, lang, "enum")
                return


_EXAMPLE_BEFORE = re.compile(r"(?:such\s+as|e\.g\.?|eg\.|for\s+example|for\s+instance|like|例如|比如|如)\s*[:：,(（]?\s*$",
                             re.I)


_REFERENCE_BEFORE = re.compile(r"\b(?:by|from|see|call|calling|use|using|tool|tools|via|with|method|"
                               r"methods|function)\s*[:：(]?\s*$", re.I)


def _trigger_word(m: re.Match[str]) -> str:
    return m.group(0)[: m.start("list") - m.start(0)].strip(" :：").lower()


# --------------------------------------------------------------------------- entry point

_DIGIT = re.compile(r"\d")


@lru_cache(maxsize=16384)
def extract(text: str) -> tuple[ProseConstraint, ...]:
    """Every constraint stated in `text` (English and/or Chinese), in text order by sentence.

    Never raises on any string; deterministic; cached (descriptions repeat across rules)."""
    if not isinstance(text, str) or not text.strip():
        return ()
    text = text[:20000]
    gates = _gates(text)
    has_digit = _DIGIT.search(text) is not None
    if not gates and not has_digit:
        return ()
    out: list[ProseConstraint] = []
    seen: set[tuple] = set()

    def add(c: ProseConstraint) -> None:
        key = (c.kind, repr(c.value), c.unit, c.keyword, c.sentence)
        if key not in seen:
            seen.add(key)
            out.append(c)

    for sentence in _sentences(text):
        lang = _lang(sentence)
        if "condition" in gates:
            for c in _conditions(sentence, lang):
                add(c)
        if "enum" in gates:
            for c in _enums(sentence, lang):
                add(c)
        for clause in _CLAUSE_SPLIT.split(sentence) if ("，" in sentence or ", " in sentence) else (sentence,):
            clause = clause.strip()
            if not clause:
                continue
            clang = _lang(clause) if lang == "zh" else "en"
            if has_digit:
                # numbers after "e.g." / "例如" are examples, not limits
                ex = _EXAMPLE.search(clause) if "example" in gates else None
                numeric_part = clause[:ex.start()] if ex else clause
                if _DIGIT.search(numeric_part):
                    for c in _numeric(numeric_part, clang, clause):
                        add(c)
            if gates:
                for c in _single(clause, clang, gates):
                    add(c)
    return tuple(out)


# Chinese words -> the English parameter-name tokens they usually stand for ("金额" -> amount).
ZH_PARAM_WORDS: dict[str, frozenset[str]] = {
    "金额": frozenset({"amount", "total", "price", "money", "sum"}),
    "价格": frozenset({"price", "amount", "cost"}),
    "数量": frozenset({"quantity", "qty", "count", "num"}),
    "件数": frozenset({"quantity", "qty", "count"}),
    "页码": frozenset({"page"}),
    "每页": frozenset({"size", "limit", "per"}),
    "超时": frozenset({"timeout"}),
    "天数": frozenset({"days"}),
    "温度": frozenset({"temperature", "temp"}),
    "日期": frozenset({"date"}),
    "时间": frozenset({"time", "datetime", "timestamp", "at"}),
    "开始时间": frozenset({"start"}),
    "结束时间": frozenset({"end"}),
    "备注": frozenset({"note", "notes", "remark", "comment"}),
    "标题": frozenset({"title", "subject"}),
    "语言": frozenset({"lang", "language", "locale"}),
    "城市": frozenset({"city"}),
}
_NAME_TOKENS = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")


def named_parameters(sentence: str, names: Sequence[str]) -> list[str]:
    """The parameter names a sentence refers to: by name ("amount", "card number" for
    `card_number`), or else through a Chinese word ("金额" -> `amount`, `total_amount`)."""
    names = [n for n in names if isinstance(n, str) and n]
    out = [n for n in names if mentions(sentence, n)]
    if out or not _CJK.search(sentence):
        return out
    for word, toks in ZH_PARAM_WORDS.items():
        if word in sentence:
            out.extend(n for n in names if n not in out
                       and {t.lower() for t in _NAME_TOKENS.findall(n)} & toks)
    return out


def mentions(text: str, name: str) -> bool:
    """Whether `text` names the parameter `name` as a whole word, case-insensitively; `_` may be
    written as a space ("card number" names `card_number`). No regex: names are too many to
    compile one pattern each."""
    if not name or not text or not isinstance(name, str) or not isinstance(text, str):
        return False
    low = text.lower()
    key = name.lower()
    for variant in (key, key.replace("_", " ")) if "_" in key else (key,):
        start = low.find(variant)
        while start >= 0:
            end = start + len(variant)
            if (start == 0 or not _is_word_char(low[start - 1])) and (
                    end == len(low) or not _is_word_char(low[end])):
                return True
            start = low.find(variant, start + 1)
    return False


def _is_word_char(c: str) -> bool:
    return c == "_" or (c.isascii() and c.isalnum())
