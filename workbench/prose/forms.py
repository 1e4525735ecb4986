"""Formats, time zones, relative-time rules, vague limits, examples, and the cheap gates that decide
which pattern families can match at all."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from workbench.prose.glossed_runs import GLOSS_HINT
from workbench.prose.label_lists import PAIR_HINT
from workbench.prose.record import ProseConstraint
from workbench.text import CJK

# "positive" bounds a number only as a number's kind or as a predicate ("a positive integer",
# "must be positive", "非负整数"); "the positive sentiment score" names a meaning, not a sign.
_POSITIVE = re.compile(r"\b(non-?negative|positive)\s+(?:integers?|ints?|numbers?|values?|whole\s+numbers?|"
                       r"amounts?|counts?|decimals?|floats?)\b|\b(?:be|is|are|only|always)\s+(?:an?\s+)?"
                       r"(non-?negative|positive)\b|^\W*(non-?negative|positive)\W*$|(非负|正)(?:整数|数)",
                       re.I)


# ASCII word edges: `\b` treats Chinese characters as word characters ("ISO 8601格式").
_B = r"(?<![A-Za-z0-9_])"
_E = r"(?![A-Za-z0-9_])"
_FORMAT_PATTERNS: tuple[tuple[str, re.Pattern[str], Callable[[re.Match[str], str], tuple[str, str | None]]], ...] = (
    ("iso", re.compile(_B + r"ISO[\s\-_]?8601(?!\d)", re.I),
     lambda m, c: (_iso_kind(c), "format")),
    ("rfc", re.compile(_B + r"RFC[\s\-_]?3339(?!\d)", re.I), lambda m, c: ("date-time", "format")),
    ("layout", re.compile(_B + r"YYYY-MM-DD(?P<t>(?P<sep>T|\s)HH:mm(?P<s>:ss)?(?:\.S+)?"
                          r"(?P<z>\s*(?:Z|[±+]\s*HH:?mm|TZD)(?![A-Za-z]))?)?", re.I),
     lambda m, c: _layout(m)),
    ("layout", re.compile(_B + r"(?:MM/DD/YYYY|DD/MM/YYYY|YYYY/MM/DD|DD-MM-YYYY|MM-DD-YYYY|"
                r"YYYYMMDDHHMMSS|YYYYMMDDHHMM|YYYYMMDD|DD\.MM\.YYYY)" + _E, re.I),
     lambda m, c: (m.group(0).upper(), "pattern")),
    ("hhmm", re.compile(r"(?<![\w:])HH:MM(?::SS)?(?![\w:])(?P<ampm>\s*(?:AM/PM|AM|PM|A\.M\.))?", re.I),
     lambda m, c: (m.group(0).upper().replace("  ", " ") if m.group("ampm") else m.group(0).upper(),
                   "pattern")),
    ("email", re.compile(_B + r"e-?mail\s*(?:address(?:es)?|format|地址|格式)|\bvalid\s+e-?mail" + _E
                         + r"|邮箱地址|电子邮件地址|邮箱格式|电子邮箱", re.I), lambda m, c: ("email", "format")),
    ("uuid", re.compile(_B + r"(?:UUID(?:v4|s)?|GUID)" + _E, re.I), lambda m, c: ("uuid", "format")),
    # "URL" as a noun ("The URL to fetch") names the value, it does not require `format: uri`
    # (which rejects "localhost:3000", scp-style git remotes and relative references): only an
    # explicit rule does ("a valid URL", "full URL including https://", "完整的网址").
    ("uri", re.compile(_B + r"(?:valid|absolute|full|complete|fully[\s-]qualified|well[\s-]formed)\s+"
                       r"(?:https?\s+)?UR[LI]s?" + _E + r"|" + _B + r"UR[LI]s?\b[^.;。；]{0,30}?\b(?:starting|"
                       r"beginning|that\s+starts?|that\s+begins?|must\s+start|must\s+begin)\s+with\s+"
                       r"[`'\"]?https?|\b(?:must|should)\s+be\s+an?\s+(?:valid\s+)?UR[LI]" + _E +
                       r"|完整(?:的)?\s*(?:网址|链接|URL|URI)|(?:以|带)\s*`?https?(?:://)?`?\s*开头|"
                       r"合法(?:的)?\s*(?:URL|URI|网址|链接)", re.I),
     lambda m, c: ("uri", "format")),
    ("ip", re.compile(_B + r"IPv4" + _E, re.I), lambda m, c: ("ipv4", "format")),
    ("ip", re.compile(_B + r"IPv6" + _E, re.I), lambda m, c: ("ipv6", "format")),
)
def _layout(m: re.Match[str]) -> tuple[str, str | None]:
    """YYYY-MM-DD is RFC 3339 `full-date`; a date and time is RFC 3339 `date-time` only with
    the "T" and an offset ("YYYY-MM-DDTHH:mm:ssZ"): "YYYY-MM-DD HH:mm:ss" is a layout of its own,
    which `format: date-time` would reject."""
    if not m.group("t"):
        return "date", "format"
    if m.group("sep").upper() == "T" and m.group("s") and m.group("z"):
        return "date-time", "format"
    sep = "T" if m.group("sep").upper() == "T" else " "
    return "YYYY-MM-DD" + sep + ("HH:MM:SS" if m.group("s") else "HH:MM"), "pattern"


# "ISO8601DateTime", "ISO timestamp", "e.g. 2026-03-15T00:00:00Z": a date and a time.
_TIMEISH = re.compile(r"time|时间|时刻|\dT\d|hh:mm", re.I)
_DATEISH = re.compile(r"date|日期", re.I)


_DATE_ONLY_LAYOUT = re.compile(r"YYYY-MM-DD(?![T\s]*HH)", re.I)


def _iso_kind(clause: str) -> str:
    if _DATE_ONLY_LAYOUT.search(clause):
        return "date"  # "ISO 8601 (YYYY-MM-DD)"
    if _TIMEISH.search(clause):
        return "date-time"
    if _DATEISH.search(clause):
        return "date"
    return "date-time"


_UNIX = re.compile(r"(?:unix|epoch|posix)[\s\-_]*(?:时间戳|timestamp|time(?:stamp)?|seconds)|时间戳", re.I)
_NEGATION_BEFORE = re.compile(r"(?:不要|不得|不能|不可|勿|禁止|而不是|而非|非|不|"
                              r"\bnot\b|\bdon't\b|\bnever\b|\bwithout\b|"
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
    # ("剂量合理性", "reasonableness": the quality a tool checks, not a limit on an input)
    r"|(?P<any>合理(?!性)(?:的)?(?:金额|数量|数值|值|范围|长度|时间|大小)?|适当的?(?:金额|数量|数值|值)|适量|"
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
    "iso": ("iso", "iso8601"), "rfc": ("rfc", "rfc3339"), "hhmm": ("hh",),
    "layout": ("yyyy", "yyyymmdd", "yyyymmddhhmmss", "yyyymmddhhmm"),
    "email": ("email", "mail"), "uuid": ("uuid", "uuids", "uuidv4", "guid"),
    "uri": ("url", "urls", "uri", "uris"), "ip": ("ipv4", "ipv6"),
    "unix": ("unix", "epoch", "posix"),
    "timezone": ("utc", "zone", "timezone", "tz", "offset", "aware"),
    "relative": ("earlier", "earliest", "later", "before", "after", "future", "past"),
    "vague": ("reasonable", "sensible", "too", "reason", "enough"),
    "positive": ("positive", "negative", "nonnegative"),
    "example": ("eg", "example", "examples", "instance", "such"),
    "condition": ("if", "when", "whenever", "unless"),
    "group": ("either", "both", "together", "exclusive", "neither", "sum", "twice", "times", "double", "half"),
    "enum": ("enum", "values", "option", "options", "choice", "choices", "either", "means", "supports", "accepts"),
}
# two-word gates, tested as substrings of the lower-cased text
_GATE_PHRASES: tuple[tuple[str, str], ...] = (
    ("required for", "condition"), ("needed for", "condition"), ("mandatory for", "condition"),
    ("null for", "condition"), ("omitted for", "condition"), ("set for", "condition"), ("+", "group"),
    ("given for", "condition"), ("provided for", "condition"), ("specified for", "condition"),
    ("one of", "group"), ("one of", "enum"), ("at least one", "group"),
    ("value is", "enum"), ("value:", "enum"), ("can be", "enum"),
    ("e.g", "example"),
    # "ISO8601DateTime", "ISO8601格式": the spelling glued to another word is one ASCII token
    ("iso8601", "iso"), ("iso 8601", "iso"),
)
_GATE_ZH: dict[str, tuple[str, ...]] = {
    "email": ("邮箱", "邮件"), "uri": ("网址", "链接"), "unix": ("时间戳",), "timezone": ("时区",),
    "relative": ("早于", "晚于", "之后", "以后", "未来", "将来", "过去", "历史"),
    "vague": ("合理", "适", "太", "过"), "positive": ("正", "非负"),
    "example": ("例如", "比如", "示例", "如:", "如："),
    "condition": ("仅", "只有", "当", "如果", "若", "假如", "时必", "时需", "时应", "时须", "时要", "时不",
                  "时才", "时传", "时留", "时填", "时，", "时,", "除非"),
    "group": ("二选一", "选一", "选1", "其中", "同时", "至少", "互斥", "成对", "为空", "有且", "之和", "倍"),
    "enum": ("可选", "取值", "只能", "必须是", "必须为", "选项", "或", "枚举", "支持", "以下", "表示", "代表",
             "仅开放", "仅接受", "仅提供", "只接受", "只提供"),
}
_WORD_FAMILIES: dict[str, frozenset[str]] = {}
for _fam, _words in _GATE_WORDS.items():
    for _w in _words:
        _WORD_FAMILIES[_w] = _WORD_FAMILIES.get(_w, frozenset()) | {_fam}
_GATE_WORD_SET = frozenset(_WORD_FAMILIES)
_ASCII_WORD = re.compile(r"[a-z0-9]+")
_QUOTES = ("'", '"', "`", "“", "‘")


# a remark in brackets may follow a value ("Buttons: BACK (android only), HOME")
_LISTED = re.compile(r"[:：(（](?:[^:：()（）\n]|[(（][^:：()（）\n]{0,30}[)）])*(?:[,，、]|\bor\b|或)")


def _gates(text: str) -> frozenset[str]:
    low = text.lower()
    fams: set[str] = set()
    for w in _GATE_WORD_SET.intersection(_ASCII_WORD.findall(low)):
        fams |= _WORD_FAMILIES[w]
    for phrase, fam in _GATE_PHRASES:
        if phrase in low:
            fams.add(fam)
    if any(q in text for q in _QUOTES) or "=" in text or ("、" in text and "：" in text) or "|" in text \
            or (" or " in low and len(text) <= 80) \
            or _LISTED.search(text) or PAIR_HINT.search(text) or GLOSS_HINT.search(text):
        # quoted alternatives; coded lists ("1=Error, 2=Warning"); "床型：大床、双床"; pipe lists;
        # a short text of alternatives ("asc or desc");
        # values after a label or in brackets ("Privacy: a, b, c", "Type (a, b, c)"); glossed
        # values set out with semicolons ("emp：企业员工；ext：外部联系人")
        fams.add("enum")
    if CJK.search(text):
        for fam, subs in _GATE_ZH.items():
            if fam not in fams and any(x in text for x in subs):
                fams.add(fam)
    return frozenset(fams)


# Forms named as a kind of value: a prohibition or a list of kinds before them ("Do not include
# personal data such as names, email addresses", "不要填写邮箱地址等个人信息") is no rule for this value.
_NAMED_VALUES = frozenset({"email", "uuid", "uri", "ip"})
_NOT_THIS_VALUE = re.compile(r"(?:\b(?:do\s+not|don't|never|must\s+not|should\s+not|avoid)\b|"
                             r"不要|不得|禁止|切勿|请勿|勿)[^.;。；\n]*$", re.I)


# A part of a named value ("Local part of the sender email address (before the @)", "the domain
# of the URL", "邮箱地址的前缀") is no such value: the value is the part, not the whole.
_PART_OF = re.compile(r"\b(?:local[\s-]?part|part|portion|segment|domain(?:\s+name)?|host(?:\s?name)?|"
                      r"prefix|suffix|path|user\s?name|subject|body|template|provider|server)\s+"
                      r"(?:of|in|from)\s+(?:the\s+|an?\s+|this\s+|that\s+|your\s+|its\s+|each\s+)?"
                      r"(?:[\w'’-]+\s+){0,2}$", re.I)
_PART_AFTER = re.compile(r"\s*(?:[(（]\s*(?:before|after|without)\s+(?:the\s+)?[`'\"]*@|"
                         r"'s\s+(?:local[\s-]?part|domain|host|prefix|user\s?name)\b|"
                         r"的?(?:前缀|后缀|域名|用户名|主机名|路径|部分)|中\s*@)", re.I)


# A named value the text says is absent or not this one ("for cases where an email address is
# unavailable", "recipients without an email address", "没有邮箱地址时"): the value is what
# stands in for it, so the form is no rule of it.
_ABSENT_BEFORE = re.compile(r"(?:\b(?:without|instead\s+of|in\s+place\s+of|rather\s+than|other\s+than|"
                            r"lacks?|lacking|no|not)\s+(?:an?\s+|the\s+|their\s+|its\s+)?|"
                            r"(?:没有|无|不是|而非|代替|取代)\s*)$", re.I)
_ABSENT_AFTER = re.compile(r"\s*(?:(?:is|are)\s+)?(?:unavailable|not\s+available|missing|absent|"
                           r"unknown|not\s+known)\b|\s*(?:不可用|缺失|不存在|未知)", re.I)


def _single(clause: str, lang: str, gates: frozenset[str], before: str = "") -> Iterator[ProseConstraint]:
    """The formats, time zones and other single-clause facts of `clause`; `before` is the
    sentence's text before it (a prohibition there covers the clause's list of kinds)."""
    found: set[str] = set()
    for family, pattern, decide in _FORMAT_PATTERNS:
        if family in gates and not (family == "hhmm" and ("date-time" in found or any(
                f.startswith("YYYY-MM-DD") for f in found))):
            m = pattern.search(clause)
            if m and family in _NAMED_VALUES and _NOT_THIS_VALUE.search(before.replace("\n", " ")
                                                                        + " " + clause[:m.start()]):
                continue  # "Do NOT include PII such as names, email addresses": no form of this value
            if m and family in _NAMED_VALUES and (_ABSENT_BEFORE.search(clause[:m.start()]) or
                                                  _ABSENT_AFTER.match(clause, m.end())):
                continue  # "for cases where an email address is unavailable": another value
            if m and family in _NAMED_VALUES and (_PART_OF.search(clause[:m.start()]) or
                                                  _PART_AFTER.match(clause, m.end())):
                continue  # "Local part of the email address (before the @)": a part, not the value
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
            word = next(g for g in m.groups() if g).lower()
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
