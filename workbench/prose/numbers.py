"""Numbers with units, bounds and ranges: "between 0.01 and 5000 CNY", "最多支持100个", "1~100"."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from workbench.prose.record import ProseConstraint

# Arabic numbers ("1,000", "0.01") and Chinese numerals ("五十", "一千", "两百") — the latter only
# after a trigger word or unit in practice, because bare ranges need a non-word character before.
_ZH_NUMERAL = r"[零一二两三四五六七八九十百千万]{1,8}"
# "1 万到 50 万元", "1.5万": Arabic digits times a Chinese power of ten, tried before plain digits
_WAN = r"\d+(?:\.\d+)?\s?[万亿]"
_NUM = _WAN + r"|[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|" + _ZH_NUMERAL
_ZH_DIGIT = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
             "八": 8, "九": 9}
_ZH_POWER = {"十": 10, "百": 100, "千": 1000, "万": 10000}
# English number words a count is written in ("two-letter code", "takes one argument")
EN_NUMERALS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
               "nine": 9, "ten": 10}

_LENGTH_UNITS = ("characters", "character", "chars", "char", "letters", "codepoints",
                 "个汉字", "个字符", "字符", "个字", "汉字", "字")
_ITEM_UNITS = ("items", "item", "elements", "element", "entries", "entry", "ids", "values",
               "records", "objects", "tags", "keywords", "urls", "files", "results",
               "个", "件", "条", "项", "张", "篇", "组", "份",
               # counters of stocks, funds, firms, books, people, rows ("1~50只", "最多 20 家"); not 位, which
               # also counts digits ("6 到 12 位")
               "只", "支", "家", "本", "名", "行")
_MEASURE_UNITS = (
    # time
    "milliseconds", "millisecond", "ms", "seconds", "second", "secs", "sec", "minutes", "minute",
    "mins", "hours", "hour", "hrs", "days", "day", "weeks", "week", "months", "month", "years",
    "year", "毫秒", "秒钟", "秒", "分钟", "小时", "天", "日", "周", "个月", "年",
    # money and others
    "CNY", "RMB", "USD", "EUR", "GBP", "JPY", "yuan", "dollars", "cents", "percent", "%",
    "人民币", "元", "美元", "分", "度", "degrees", "°C", "°F", "kg", "km", "meters", "metres",
    "miles", "MB", "KB", "GB", "bytes", "byte", "个字节", "字节", "px", "岁", "米", "公里", "千克", "公斤",
    "次", "times",
)


def _unit_alt(units: tuple[str, ...]) -> str:
    parts = []
    for u in sorted(set(units), key=lambda u: (-len(u), u)):  # longest first; a fixed order
        esc = re.escape(u)
        parts.append(esc + (r"(?![A-Za-z0-9_])" if u[-1].isascii() and u[-1].isalnum() else ""))
    return "|".join(parts)


_UNIT = _unit_alt(_LENGTH_UNITS + _ITEM_UNITS + _MEASURE_UNITS)
_LENGTH_SET = {u.lower() for u in _LENGTH_UNITS}
_ITEM_SET = {u.lower() for u in _ITEM_UNITS}
_CURRENCY_PREFIX = {"$": "USD", "¥": "CNY", "￥": "CNY", "€": "EUR", "£": "GBP"}


def _zh_number(s: str) -> int:
    """"五十" -> 50, "一千二百" -> 1200, "十五" -> 15, "两万" -> 20000."""
    total, section, digit = 0, 0, 0
    for ch in s:
        if ch in _ZH_DIGIT:
            digit = _ZH_DIGIT[ch]
        elif ch == "万":
            total += (section + digit) * 10000
            section, digit = 0, 0
        else:
            section += (digit or 1) * _ZH_POWER[ch]
            digit = 0
    return total + section + digit


def count_word(word: str) -> int:
    """The count a word writes ("3", "three", "三", "两" -> 3, 3, 3, 2); `word` lower-cased."""
    return int(word) if word.isdigit() else EN_NUMERALS.get(word) or _zh_number(word)


def _number(s: str) -> int | float:
    if s[:1] in _ZH_DIGIT or s[:1] in _ZH_POWER:
        return _zh_number(s)
    if s[-1:] in ("万", "亿"):
        scaled = float(s[:-1].strip()) * (10000 if s[-1] == "万" else 100000000)
        return int(scaled) if scaled.is_integer() else scaled
    s = s.replace(",", "")
    try:
        return int(s)
    except ValueError:
        return float(s)


# "Max: 10.000 characters", "1.500 items": a dot between groups of three digits is a thousands
# separator where the unit counts whole things (a count of characters has no fraction).
_DOT_THOUSANDS = re.compile(r"[1-9]\d{0,2}(?:\.\d{3})+")


def _count(s: str, unit: str | None) -> int | float:
    """The number `s` written before `unit`, reading "10.000 characters" as ten thousand."""
    if unit and _unit_class(unit) in ("length", "items") and _DOT_THOUSANDS.fullmatch(s):
        return int(s.replace(".", ""))
    return _number(s)


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
# (not past an enumeration comma: "1=最短、2=避免收费" lists codes, "最短" bounds nothing)
_ZH_FILL = r"[^\d，。；;,、\n]{0,6}?"
_CUR = r"(?P<cur>[$¥￥€£])?"
_NU = _CUR + r"(?P<n>" + _NUM + r")\s?(?P<u>" + _UNIT + r")?"

_EN_MAX = (r"(?:must|should|can|cannot|can't|may|does|do|will)?\s*(?:not|n't)\s+exceed|"
           r"not\s+to\s+exceed|(?:no|not)\s+(?:more|greater|larger|bigger|longer|higher)\s+than|"
           r"at\s+most|"
           r"up\s+to(?:\s+a\s+max(?:imum)?\s+of)?|a\s+max(?:imum)?\s+of|"
           r"less\s+than\s+or\s+equal\s+to|smaller\s+than\s+or\s+equal\s+to|<=|≤|"
           r"limit(?:ed)?\s+to|capped\s+at|max(?:imum)?\.?")
_EN_MIN = (r"at\s+least|(?:no|not)\s+(?:less|fewer|smaller|shorter|lower)\s+than|"
           r"greater\s+than\s+or\s+equal\s+to|"
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
_EN_MAX_T = ("exceed", "more than", "greater than", "larger than", "longer than", "bigger than",
             "higher than", "at most", "up to", "max", "less than", "smaller than", "<=", "≤",
             "limit", "capped")
_EN_MIN_T = ("at least", "less than", "fewer than", "smaller than", "shorter than", "lower than",
             "greater than", "larger than", ">=", "≥", "min")
# (pattern, role, literals one of which the lower-cased clause must contain for the pattern to be
# tried at all: a substring test is far cheaper than a failed regex search)
# a 0 or 1 that numbering starts from, in the groups `_numeric` reads (no currency, no unit)
_ZERO_ONE = r"(?P<cur>(?!))?(?P<n>[01])(?P<u>(?!))?"
# where numbering starts: "starting from 1", "index starts at 0" (`prose_keywords.NUMBERING_START`
# reads the same words)
START_WORDS = r"(?:start(?:s|ing)?|begin(?:s|ning)?|counted|counting|numbered)\s+(?:from|at)\s+"
_NUMERIC_SOURCES: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    # ranges first, so their numbers are not read again as single bounds
    (r"\bbetween\s+" + _NU + r"\s*(?:and|-|to)\s*" + _N2, "range", ("between",)),
    (r"\bfrom\s+" + _NU + r"\s*(?:to|through|-|–)\s*" + _N2, "range", ("from",)),
    (r"\brange[sd]?\s*(?:of|is|from|:|：)?\s*[\[(]?\s*" + _NU + r"\s*(?:-|–|to|\.\.|,)\s*"
     + _N2, "range", ("range",)),
    (r"范围(?:是|为|在|:|：)?\s*[\[(（]?\s*" + _NU + r"\s*(?:-|–|—|－|~|～|到|至|,|，)\s*" + _N2,
     "range", ("范围",)),
    (r"介于\s*" + _NU + r"\s*(?:和|与|到|至|-|~)\s*" + _N2, "range", ("介于",)),
    # a Chinese word may run on into the number ("长度为1~20个字符"); an ordinal ("第1-3") or a
    # letter ("v1-2") may not
    # a quoted one neither ("'1-0', '0-1'": the results of a chess game, values in quotes)
    (r"(?<![A-Za-z0-9_.\-/:\[第'‘`])" + _NU + _RANGE_SEP + _N2 + r"(?![\w\-/:'’`]|\.\d)", "bare-range",
     ("-", "–", "—", "－", "~", "～", "到", "至", "to", "through", "..")),
    (r"\[\s*" + _NU + r"\s*,\s*" + _N2 + r"\s*\]", "range", ("[",)),
    # an interval a value belongs to, open or closed at each end: "alpha ∈ (0,1)", "p ∈ [0, 1)"
    (r"∈\s*(?P<lb>[\[(（])\s*" + _NU + r"\s*[,，]\s*" + _N2 + r"\s*(?P<rb>[\])）])", "interval", ("∈",)),
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
    # "prompt<=3000字", "n≤6": a parameter's name compared with its bound
    (r"(?<=[A-Za-z_])\s*(?:<=|≤)\s*" + _NU, "max", ("<=", "≤")),
    (_NU + r"\s*(?:or\s+(?:less|fewer|below|under|smaller)|at\s+most|max(?:imum)?\b)", "max",
     ("or ", "at most", "max")),
    # ("5 min", "1000 req/5min" are minutes: a bare "min" after a number is no minimum)
    (_NU + r"\s*(?:or\s+(?:more|greater|above|higher|larger)|at\s+minimum|minimum\b)",
     "min", ("or ", "at minimum", "minimum")),
    # counting from 0 or 1: "Page number, starting from 1", "index starts at 0", "1-based",
    # "页码，从 1 开始" (only 0 and 1: "starting from 2020" or "from 1 January" is no numbering)
    (r"(?<![A-Za-z0-9_])" + START_WORDS + _ZERO_ONE + r"(?!\s*(?:[A-Za-z%]|月|日|号|年|[.,]\d|:\d|-\d))", "min",
     ("start", "begin", "counted", "counting", "numbered")),
    (r"(?<![\w.])" + _ZERO_ONE + r"[- ]based\b", "min", ("based",)),
    (r"从\s*" + _ZERO_ONE + r"\s*(?:开始|起)(?!\s*(?:月|日|号|年))", "min", ("开始", "起")),
)


@lru_cache(maxsize=1)
def _numeric_patterns() -> tuple[tuple[re.Pattern[str], str, tuple[str, ...]], ...]:
    """`_NUMERIC_SOURCES` compiled, on first use: the unit alternations make them large, and
    compiling them at import would cost every `import workbench.prose` far more than the rest
    of the import."""
    return tuple((re.compile(p, re.I), role, gate) for p, role, gate in _NUMERIC_SOURCES)


def _unit_of(m: re.Match[str], second: bool = False) -> str | None:
    cur = m.group("cur2" if second else "cur")
    u = m.group("u2" if second else "u")
    if u:
        return u
    if cur:
        return _CURRENCY_PREFIX.get(cur)
    return None


def _bound(kind_base: str, n: int | float, unit: str | None, strict: bool, sentence: str,
           lang: str, mood: str = "rule") -> ProseConstraint:
    cls = _unit_class(unit)
    is_max = kind_base == "max"
    if cls in ("length", "items"):
        if strict and isinstance(n, int):
            n = n - 1 if is_max else n + 1
        if cls == "length":
            kind, kw = ("max-length", "maxLength") if is_max else ("min-length", "minLength")
        else:
            kind, kw = ("max-items", "maxItems") if is_max else ("min-items", "minItems")
        return ProseConstraint(kind, n, unit, sentence, lang, kw, mood)
    if is_max:
        return ProseConstraint("maximum", n, unit, sentence, lang,
                               "exclusiveMaximum" if strict else "maximum", mood)
    return ProseConstraint("minimum", n, unit, sentence, lang,
                           "exclusiveMinimum" if strict else "minimum", mood)


# A recommendation or a typical value is no limit: "启动耗时长的应用建议调到 60–120", "usually
# 10-20", "ideally under 50", "Prefer 50-200 for short contours". The whole clause is advice then.
_ADVICE = re.compile(r"\b(?:recommend(?:ed|s|ation)?|suggest(?:ed|s|ion)?|ideally|typically|usually|"
                     r"normally|generally|preferabl[ey]|prefer(?:s|red)?|best\s+practice)\b|建议|推荐|通常|一般(?!性)|最好|"
                     # "Use lower values (10-50) for faster queries", "Lower values (1-60) provide
                     # higher resolution": a trade-off the caller weighs, no allowed range
                     r"\buse\s+(?:lower|higher|smaller|larger)\s+values?\b|"
                     r"\b(?:lower|higher|smaller|larger)\s+values?\s*\([^)]*\)\s*(?:provide|give|yield|mean|for)\b|"
                     r"\bfor\s+(?:faster|quicker|better|more\s+complete|higher\s+resolution)\b",
                     re.I)
# An approximate number is no limit either: "最多约 45s", "waits about 30 seconds", "45 秒左右".
_APPROX_BEFORE = re.compile(r"(?:约|大约|大概|将近|接近|\b(?:about|approximately|approx\.?|around|"
                            r"roughly|circa|nearly|some)\s*|~|≈)\s*$", re.I)
_APPROX_AFTER = re.compile(r"^\s*(?:左右|上下|\bor\s+so\b)", re.I)
# What the tool does, not what the caller may send: "returns up to 5 routes", "返回最多 5 条路线",
# "waits at most 45 s". Such a number bounds an input only when the input is that count.
_OUTPUT = re.compile(r"\b(?:returns?|returned|returning|outputs?|shows?|displays?|waits?|waiting|"
                     r"takes?|lasts?|responds?|yields?|fetch(?:es)?|retrieves?|produces?|polls?|"
                     r"retries|timeouts?\s+after)\b|返回|输出|显示|展示|列出|等待|耗时|响应|获取|得到|查询出|给出|"
                     r"生成|重试|轮询", re.I)


# A number stated on one of several scales ("0-1 或百分比", "0-1 or a percentage") or a bound on a
# sum of fields ("offset + count < 200", "与返回数量之和不得大于 200") bounds no single field.
_NOT_ONE_FIELD = re.compile(r"(?:或|\bor\s+(?:as\s+)?(?:an?\s+)?)"
                            r"(?:百分比|百分数|percent|percentage|ratio|fraction|比例)|"
                            r"之和|总和|相加|\bsum\s+of\b|\bplus\b|[A-Za-z_]\w*\s*\+\s*[A-Za-z_]", re.I)


# A count of decimal places is a precision, not a bound on the value: "最多两位小数", "保留 2 位小数",
# "up to 2 decimal places", "at most 2 decimals".
# "page through documents with more than 25 blocks", "users who have at least 3 orders": the
# count describes another thing (the documents, the users), it bounds no input.
_QUALIFIES_A_THING = re.compile(r"\b[a-z]+s\s+(?:with|having|that\s+(?:have|has|contain)|which\s+(?:have|has)|"
                                r"who\s+(?:have|has)|containing)\s+$", re.I)
# One of a group of fields must be given: "与 n 至少提供一个", "和 url 至少填写一项", "两者至少
# 提供一个", "at least one of them": a condition between fields (`prose-field-relation`), not a
# lower bound of this value.
_ONE_OF_GROUP = re.compile(r"(?:(?:与|和|或|及|跟)\s*[`'\"“]?[A-Za-z_][\w.]*[`'\"”]?|两者|二者|两项|其中)\s*"
                           r"(?:中|之中)?\s*(?:至少|最少)\s*(?:要|需|需要|须|必须)?\s*(?:提供|传|传入|填|"
                           r"填写|给|给出|选|选择|指定|设置|输入)?\s*(?:其中)?\s*(?:一|1)\s*(?:个|项|种|者)")
_PRECISION_AFTER = re.compile(r"\s*(?:位(?:小数|有效数字)|decimal\s+(?:places?|digits?)\b|decimals\b|"
                              r"digits?\s+after\s+the\s+(?:decimal\s+)?point)", re.I)


def _digits_unit(clause: str, end: int) -> str | None:
    """"位" after a number counts characters when the clause is about a length ("长度 6 到 12
    位", "位数不超过 8 位"); elsewhere it counts people ("最多 4 位乘客")."""
    after = clause[end:end + 4].lstrip()
    if after[:1] == "位" and after[1:2] not in ("小", "有") and ("长度" in clause or "位数" in clause):
        return "字符"
    return None


def _approximate(clause: str, start: int, end: int) -> bool:
    return bool(_APPROX_BEFORE.search(clause[max(0, start - 16):start])
                or _APPROX_AFTER.match(clause[end:end + 8]))


# Advice to raise a value for some case, with a range as its target, is no limit: "大规模循环/递归题可升到
# 2000~3000", "heavy jobs can be raised to 120-300" (a suggestion; "最大可调到 3000", "can be raised to
# at most 300" keep their maximum: a single number with a limit word).
_N_ = "(?:" + _NUM + ")"
_RAISED_TO_RANGE = re.compile(r"(?:可|能|可以)(?:升|调|提高|调高|调大|放宽|增加|增大|加|设)(?:到|至)\s*" + _N_
                              + r"\s*[^\d\s，。；;,]{0,3}?\s*(?:-|–|—|~|～|到|至)\s*" + _N_ + "|"
                              r"\b(?:raised|increased|bumped|set|extended|relaxed|tuned)\s+(?:up\s+)?to\s+"
                              + _N_ + r"\s*(?:-|–|~|to)\s*" + _N_, re.I)
# A threshold in a condition with its consequence states what happens there, not a bound in the
# comparator's direction: "低于 5000 时 Python 常规 import 可能内存超限", "values below 512 may run out
# of memory" suggest a minimum (the hedged or resource consequence: no bound at all); "values below
# 512 are rejected", "低于 5000 时会报错" state the opposite bound (a minimum 512 / 5000).
_COND_THRESHOLD = re.compile(
    r"(?P<cmp>低于|小于|少于|高于|大于|超过|多于)\s*(?P<n>" + _NUM + r")\s*[^\d，。；;,\n]{0,4}?(?:时|的话|则)"
    r"(?P<zh>[^。；;\n]{0,40})|"
    r"(?<![A-Za-z])(?P<ecmp>below|under|less\s+than|lower\s+than|smaller\s+than|above|over|greater\s+than|"
    r"more\s+than|higher\s+than)\s+(?P<en>" + _NUM + r")\b(?P<etail>[^.;\n]{0,60})", re.I)
_COND_HEDGED = re.compile(r"可能|或许|容易|也许|内存超限|内存不足|超时|变慢|卡顿|"
                          r"\b(?:may|might|could)\b(?!\s+not\b)|\brun\s+out\b|out\s+of\s+memory|"
                          r"\btime\s+out\b|\bslow", re.I)
_COND_REJECT = re.compile(r"报错|拒绝|失败|无效|不合法|不允许|\bare\s+rejected\b|\bis\s+rejected\b|"
                          r"\b(?:returns?|raises?|throws?)\s+an?\s+error\b|\bare\s+invalid\b|\bis\s+invalid\b|"
                          r"\bfails?\b", re.I)
# A bound that opens a case ("2 家及以上时…", "超过 3 个的话…"): what happens then, not a limit
_CASE_AFTER = re.compile(r"[^，,。；;\n\d]{0,4}?(?:时(?![间长区刻段效限])|的时候|的话)")
# A comparison that opens what the value does ("按住时长（>0 模拟长按）", "(> 0 to enable)"): the
# case where it takes effect, not a limit (0 is valid and does something else)
_SIGN_CASE_AFTER = re.compile(r"\s*(?:模拟|表示|代表|视为|即为|启用|开启|打开|触发)|"
                              r"\s+(?:to\s+(?:enable|turn|switch|activate)|means|enables|turns)\b", re.I)
_SIGN = re.compile(r"\s*(?:[<>]=?|[≤≥])")
_COND_DEMAND_BEFORE = re.compile(r"必须|须|应|不能|不得|\bmust\b|\bshould\b|\bneeds?\s+to\b", re.I)


# literals one of which a clause must hold for the two readings above to be tried at all
_RAISE_GATE = ("到", "至", " to ")
_THRESHOLD_GATE = ("低于", "小于", "少于", "高于", "大于", "超过", "多于", "below", "under", "than",
                   "above", "over")


def _threshold_condition(clause: str, lang: str, evidence: str) -> tuple[bool, list[ProseConstraint]]:
    """(whether the clause is a threshold condition, the bound it states). A hedged or resource
    consequence states none; a rejection states the bound opposite the comparator."""
    for m in _COND_THRESHOLD.finditer(clause):
        if _COND_DEMAND_BEFORE.search(clause, 0, m.start()):
            continue
        cmp_word = (m.group("cmp") or m.group("ecmp") or "").lower()
        raw = m.group("n") or m.group("en")
        tail = m.group("zh") if m.group("cmp") else m.group("etail")
        if m.group("ecmp") and not re.match(r"\s*(?:,\s*)?(?:\w+\s+){0,4}?(?:may|might|could|are|is|will|"
                                           r"fails?|returns?|raises?|throws?|run)\b", tail or "", re.I):
            continue  # "over 100 languages", "under 5 minutes": no condition with a consequence
        if _COND_HEDGED.search(tail or ""):
            return True, []
        if _COND_REJECT.search(tail or ""):
            n = _number(raw)
            low = cmp_word in ("低于", "小于", "少于", "below", "under") or cmp_word.startswith(
                ("less", "lower", "smaller"))
            return True, [_bound("min" if low else "max", n, None, False, evidence, lang, "rule")]
    return False, []


# The words that give a default ("default 20", "defaults to 5", "default: 50", "默认 20", "默认值为 5"):
# one spelling for every reader of a number given as the default.
_DEFAULT_WORD = r"(?:\bdefaults?\b(?:\s+(?:is|to|of|value))?\s*[:：=]?|默认(?:值)?\s*(?:为|是)?\s*[:：=]?)"
# A number given as the default: the value an omitted input takes, no bound of it.
DEFAULT_NUMBER = re.compile(_DEFAULT_WORD + r"\s*[`'\"]?-?\d+(?:\.\d+)?", re.I)
# A default word right before a quoted value ("默认 '买入信号'", "defaults to \""): what follows is
# the value an omitted input takes, not a list of the values it may take.
DEFAULT_BEFORE_VALUE = re.compile(_DEFAULT_WORD + r"\s*[`'\"“‘]?$", re.I)
# The number right after "默认" / "default": what an omitted value is, though "最大" came before
# ("整个流程最大耗时（默认 600 秒）" names a maximum runtime and gives its default).
_DEFAULT_BEFORE = re.compile(_DEFAULT_WORD + r"\s*$", re.I)
# A range followed by what it brings about: "500-1000ms 可触发长按菜单", "300-500 ms triggers a long
# press": the values that have that effect, not the only ones the parameter takes.
_EFFECT_AFTER = re.compile(r"\s*[A-Za-z]{0,3}\s*(?:即可|可以?|能够?|就能|会)(?:触发|打开|唤起|实现|达到|起效|生效)|"
                           r"\s*[A-Za-z]{0,3}\s+(?:triggers?|opens?|activates?|brings? up)\b", re.I)
_MAX_NUMBERS = 32  # per clause: a description listing more numbers is data, not constraints


# the roles whose match holds two numbers, `n` and `n2`
_PAIRS = ("range", "bare-range", "interval")


def _numeric(clause: str, lang: str, evidence: str) -> Iterator[ProseConstraint]:
    used: list[tuple[int, int]] = []
    low = clause.lower()
    if _ADVICE.search(clause) or _NOT_ONE_FIELD.search(evidence):
        return
    if any(w in low for w in _RAISE_GATE) and _RAISED_TO_RANGE.search(clause):
        return
    if any(w in low for w in _THRESHOLD_GATE):
        is_condition, stated = _threshold_condition(clause, lang, evidence)
        if is_condition:
            yield from stated
            return

    def free(a: int, b: int) -> bool:
        return all(b <= x or a >= y for x, y in used)

    for pattern, role, gate in _numeric_patterns():
        if not any(g in low for g in gate):
            continue
        for m in pattern.finditer(clause):
            if len(used) >= _MAX_NUMBERS:
                return
            a, b = m.span("n")
            if not free(a, b):
                continue
            if _PRECISION_AFTER.match(clause, m.end("n2") if role in _PAIRS else b):
                used.append((a, b))
                continue
            if _QUALIFIES_A_THING.search(clause, 0, m.start()):
                used.append((a, b))
                continue  # "documents with more than 25 blocks": describes another thing
            if _approximate(clause, m.start("cur") if m.group("cur") else a, m.end()):
                used.append((a, b))
                continue
            if role == "min" and _ONE_OF_GROUP.search(clause, max(0, m.start() - 40), m.end() + 4):
                used.append((a, b))
                continue  # "与 n 至少提供一个": one of two fields must be given, no bound
            if role not in _PAIRS and _DEFAULT_BEFORE.search(clause, 0, a):
                used.append((a, b))
                continue  # "最大耗时（默认 600 秒）", "max wait (default 30)": the default, not a bound
            if role in ("min", "max") and _CASE_AFTER.match(clause, m.end()) \
                    and not _COND_DEMAND_BEFORE.search(clause, 0, a):
                used.append((a, b))
                continue  # "指定 2 家及以上时返回对比结果": the case the text describes, not a bound
            if _SIGN.match(m.group(0)) and _SIGN_CASE_AFTER.match(clause, m.end()) \
                    and not _COND_DEMAND_BEFORE.search(clause, 0, a):
                used.append((a, b))
                continue  # "（>0 模拟长按）": what a positive value does
            unit = _unit_of(m)
            n = _count(m.group("n"), unit)
            mood = "output" if _OUTPUT.search(clause, 0, m.start()) else "rule"
            if role in _PAIRS:
                a2, b2 = m.span("n2")
                if not free(a2, b2):
                    continue
                if _EFFECT_AFTER.match(clause, m.end()):
                    used.extend([(a, b), (a2, b2)])
                    continue  # "500-1000ms 可触发长按菜单": values that bring an effect, not the valid range
                n2 = _count(m.group("n2"), _unit_of(m, True) or unit)
                tail = m.group("n2")[-1:]
                if tail in ("万", "亿") and m.group("n")[-1:] not in ("万", "亿") and \
                        m.group("n")[:1].isdigit():
                    # "1 到 50 万元": both ends in 万; "1000 到 5 万元": the first is plain
                    n = scaled if (scaled := _number(m.group("n") + tail)) <= n2 else n
                unit2 = _unit_of(m, True)
                if role == "bare-range" and not _plausible_bare_range(m, n, n2):
                    continue
                if n > n2:
                    continue
                unit = unit2 or unit or _digits_unit(clause, m.end())
                used.extend([(a, b), (a2, b2)])
                cls = _unit_class(unit)
                if cls == "length":
                    yield ProseConstraint("min-length", n, unit, evidence, lang, "minLength", mood)
                    yield ProseConstraint("max-length", n2, unit, evidence, lang, "maxLength", mood)
                elif cls == "items":
                    yield ProseConstraint("min-items", n, unit, evidence, lang, "minItems", mood)
                    yield ProseConstraint("max-items", n2, unit, evidence, lang, "maxItems", mood)
                elif role == "interval":
                    # the brackets say which ends belong ("(0,1)": neither): `keywords_for` reads them
                    ends = ("(" if m.group("lb") in "(（" else "[") + (")" if m.group("rb") in ")）" else "]")
                    yield ProseConstraint("range", (n, n2), unit, evidence, lang, ends, mood)
                else:
                    yield ProseConstraint("range", (n, n2), unit, evidence, lang, "maximum", mood)
                continue
            used.append((a, b))
            unit = unit or _digits_unit(clause, m.end())
            base = "max" if role in ("max", "xmax") else "min"
            yield _bound(base, n, unit, role.startswith("x"), evidence, lang, mood)


# "不能为空", "必须是非空字符串", "must not be empty", "a non-empty list of ids": at least one
# character or item, `minLength`/`minItems` 1 (the unit "non-empty" lets a list read it as
# `minItems`). Not "为空时返回全部" (what an empty value does) nor "不为空时" (a condition).
_NON_EMPTY = re.compile(r"(?:不能|不可|不可以|不得|不允许|禁止)(?:为|是|传)?空(?![格白])|必须(?:是|为)?非空|"
                        r"非空(?:的)?(?:字符串|数组|列表|值)|"
                        r"\b(?:must|should|cannot|can't|may)\s+(?:not\s+)?be\s+(?:an?\s+)?(?:non-?empty|empty)\b|"
                        r"\bnon-?empty\s+(?:string|list|array|value)", re.I)


def non_empty(clause: str, lang: str) -> Iterator[ProseConstraint]:
    """A "not empty" rule stated in `clause`, as a minimum length of 1."""
    m = _NON_EMPTY.search(clause)
    if m is None or _ADVICE.search(clause):
        return
    said = m.group(0).lower()
    if said.startswith(("must be empty", "should be empty", "may be empty", "can be empty", "must be an empty",
                        "should be an empty", "may be an empty", "can be an empty")):
        return  # "may be empty": the opposite
    if re.match(r"(?:must|should|may)\s+be\s+(?:an?\s+)?empty", said) and "not" not in said:
        return
    yield ProseConstraint("min-length", 1, "non-empty", clause, lang, "minLength", "rule")


def _plausible_bare_range(m: re.Match[str], n: int | float, n2: int | float) -> bool:
    raw1, raw2 = m.group("n"), m.group("n2")
    if raw1[:1] in _ZH_DIGIT or raw1[:1] in _ZH_POWER or raw2[:1] in _ZH_DIGIT or raw2[:1] in _ZH_POWER:
        return False  # Chinese numerals only after a trigger ("范围一到十")
    if raw1.startswith(("-", "+")) or raw2.startswith(("-", "+")):
        return False
    if len(raw1) > 7 or len(raw2) > 7 or n >= n2:
        return False
    sep = m.group(0)[m.end("n") - m.start(0):m.start("n2") - m.start(0)]
    if "-" in sep and raw1.isdigit() and len(raw1) == 4 and len(raw2) <= 2:
        return False  # "2025-04": a year and a month, not a range
    years = raw1.isdigit() and raw2.isdigit() and len(raw1) == len(raw2) == 4 \
        and all(1900 <= int(r) <= 2100 for r in (raw1, raw2))
    if "-" in sep and len(raw1) >= 3 and len(raw2) >= 4 and not m.group("u2") and not years:
        return False  # "555-1234": a phone number or code, not a range ("2018-2030" is years)
    around = m.string[max(0, m.start() - 8):m.end() + 2]
    if (n, n2) == (0, 9) and re.search(r"[aA]-[zZ]|[{}\[\]]", around):
        return False  # "{A-Z, 0-9}", "[0-9]": a character class, not a range
    return True
