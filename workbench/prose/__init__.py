"""Bilingual (English / Chinese) extraction of constraints stated in prose.

Tool and parameter descriptions often carry limits that the schema does not: "must not exceed
1000", "最多支持100个", "必须是 ISO 8601", "不得早于今天", "仅在 payment_method 为 card 时填写".
`extract(text)` finds them with pure regular expressions (compiled once, at import) and returns
small frozen `ProseConstraint` records; lint (`nl-constraint`, `cross-field`) and the ledger share
it. Every record keeps the clause it came from (`sentence`) as evidence.

Shape of the results (the contract lint and the ledger rely on):
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

import html
import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from workbench.prose.forms import _EXAMPLE, _gates, _single
from workbench.prose.lists import _enums, code_lists, dash_numbered_codes
from workbench.prose.named_lists import late_lists
from workbench.prose.numbers import _numeric, non_empty
from workbench.prose.record import KINDS, MOODS, ProseConstraint
from workbench.prose.relations import conditions, field_groups
from workbench.text import CJK, comma_clauses, sentences, split_name, zh_or_en

__all__ = [
    "KINDS",
    "MOODS",
    "ZH_PARAM_WORDS",
    "ProseConstraint",
    "extract",
    "fields_named",
    "mentions",
    "named_parameters",
    "subject",
]

_DIGIT = re.compile(r"\d|[一二两三四五六七八九十百千万]")


@lru_cache(maxsize=16384)
def extract(text: str) -> tuple[ProseConstraint, ...]:
    """Every constraint stated in `text` (English and/or Chinese), in text order by sentence.

    Never raises on any string; deterministic; cached (descriptions repeat across rules)."""
    if not isinstance(text, str) or not text.strip():
        return ()
    text = text[:20000]
    if "&" in text and ";" in text:
        text = html.unescape(text)  # "DATE&#95;ASCENDING": an entity's ";" ends no sentence
    if "\n" in text:
        text = unwrap_lists(text)
    gates = _gates(text)
    has_digit = _DIGIT.search(text) is not None
    if not gates and not has_digit and "empty" not in text.lower():
        return ()  # ("must not be empty" needs neither: `non_empty` reads it)
    out: list[ProseConstraint] = []
    seen: set[tuple] = set()

    def add(c: ProseConstraint) -> None:
        key = (c.kind, repr(c.value), c.unit, c.keyword, c.sentence)
        if key not in seen:
            seen.add(key)
            out.append(c)

    if "enum" in gates:
        for c in code_lists(text, zh_or_en(text)):
            add(c)
    codes = dash_numbered_codes(text) if has_digit else frozenset()
    for sentence in sentences(text):
        lang = zh_or_en(sentence)
        signs = "positive" in gates and _sign_convention(sentence)
        if "condition" in gates:
            for c in conditions(sentence, lang):
                add(c)
        if "group" in gates:
            for c in field_groups(sentence, lang):
                add(c)
        if "enum" in gates:
            for c in _enums(sentence, lang):
                add(c)
        for clause in comma_clauses(sentence):
            clause = clause.strip()
            if not clause:
                continue
            clang = zh_or_en(clause) if lang == "zh" else "en"
            if "空" in clause or "empty" in clause.lower():
                for c in non_empty(clause, clang):
                    add(c)
            if has_digit:
                # numbers after "e.g." / "例如" are examples, not limits
                ex = _EXAMPLE.search(clause) if "example" in gates else None
                numeric_part = clause[:ex.start()] if ex else clause
                if _DIGIT.search(numeric_part):
                    for c in _numeric(numeric_part, clang, clause):
                        add(c)
            if gates:
                for c in _single(clause, clang, gates, sentence[:max(0, sentence.find(clause))]):
                    if signs and c.kind == "minimum" and c.value == 0:
                        continue  # "正数为入库，负数为出库": what each sign means, not a bound
                    add(c)
    if "enum" in gates:
        listed = {c.value for c in out if c.kind == "enum-values"}
        for c in late_lists(text, zh_or_en(text)):
            if c.value not in listed:
                add(c)
    if codes:
        # "1 - 1年 / 2 - 3年 / 3 - 5年": each item a code and its gloss, no range of the code
        out = [c for c in out if not (c.kind == "range" and isinstance(c.value, tuple)
                                      and c.value[0] in codes)]
    return tuple(out)


# A quoted list wrapped onto the next line ('One of "bedrock", "anthropic",\n"litellm", ...'
# in a docstring): the line break is no sentence end, or the list is read cut short.
_WRAPPED_LIST = re.compile(r"(,|，|、|\bor|\band)[ \t]*\n[ \t]*(?=[\"'`“‘])")
# A "、" list wrapped after its separator ("…、year（年线）、\n    120m（120分钟）、60m"): the "、"
# closes no sentence, the list goes on on the next line, whatever its next value starts with
_WRAPPED_ENUMERATION = re.compile(r"(、)[ \t]*\n[ \t]*(?=\S)")


# A comma list wrapped inside a value ("Employees, Expenditure, Expenditure\n    charitable
# activities, Income"): a line holding a comma, broken before a lower-case word that is no
# "name: ..." entry of an argument list.
_WRAPPED_WORDS = re.compile(r"(,[^\n]*[\w,])[ \t]*\n[ \t]*(?=[a-z])(?![\w.\-]+\s*[(:：])")


# A quoted list set out with pipes over several lines ('"恒载" | "活载"\n"体系温度荷载" | ...'): each
# line break between two quoted values is one more "|", or the list is read from its first line only.
_WRAPPED_PIPES = re.compile(r"([\"“][^\"”\n]{1,40}[\"”][ \t]*\|[^\n]*[\"”])[ \t]*\n[ \t]*(?=[\"“][^\"”\n]{1,40}[\"”])")


def unwrap_lists(text: str) -> str:
    """`text` with the line breaks inside a wrapped list joined by a space (by " | " in a list
    set out with pipes, by nothing after a "、")."""
    text = _WRAPPED_ENUMERATION.sub(r"\1", text)
    return _WRAPPED_WORDS.sub(r"\1 ", _WRAPPED_LIST.sub(r"\1 ", _WRAPPED_PIPES.sub(r"\1 | ", text)))


# A sentence giving each sign a meaning ("positive adds stock, negative removes it", "正数为入库，
# 负数为出库") states a convention, not a lower bound; a prohibition ("must be positive; negative
# values are rejected") still is one.
_BOTH_SIGNS_EN = re.compile(r"(?<!non-)(?<!non)\bpositive\b.*\bnegative\b|\bnegative\b.*"
                            r"(?<!non-)(?<!non)\bpositive\b", re.I | re.S)
_BOTH_SIGNS_ZH = re.compile(r"正(?:数|值).*负(?:数|值)|负(?:数|值).*正(?:数|值)", re.S)
_SIGN_PROHIBITION = re.compile(
    r"\b(?:must|should|only|always)\s+(?:be\s+)?positive|\b(?:cannot|can't|must\s+not|may\s+not|"
    r"should\s+not)\s+be\s+negative|\bno\s+negative|\bnegative\s+(?:values?\s+|numbers?\s+)?"
    r"(?:are|is|will\s+be)\s+(?:not\s+allowed|rejected|invalid|an?\s+error)|"
    r"(?:必须|只能|仅能|须|应)(?:为|是)?正|不(?:能|得|可|允许)(?:为|是|传)?负|负(?:数|值)(?:无效|不允许|会被拒绝|将被拒绝|报错)",
    re.I)


def _sign_convention(sentence: str) -> bool:
    return bool((_BOTH_SIGNS_EN.search(sentence) or _BOTH_SIGNS_ZH.search(sentence))
                and not _SIGN_PROHIBITION.search(sentence))


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


def named_parameters(sentence: str, names: Sequence[str]) -> list[str]:
    """The parameter names a sentence refers to: by name ("amount", "card number" for
    `card_number`), or else through a Chinese word ("金额" -> `amount`, `total_amount`)."""
    names = [n for n in names if isinstance(n, str) and n]
    out = [n for n in names if mentions(sentence, n)]
    if out or not CJK.search(sentence):
        return out
    for word, toks in ZH_PARAM_WORDS.items():
        if word in sentence:
            out.extend(n for n in names if n not in out
                       and not toks.isdisjoint(split_name(n)))
    return out


def fields_named(sentence: str, fields: Sequence[tuple[str, str]], *, tails: bool = True) -> list[str]:
    """The fields (name, description) a sentence refers to, in `fields` order: by name, through a
    Chinese word for it (`named_parameters`), or by the Chinese subject of its description
    ("手机号和邮箱至少要填一个" names the fields described as "联系人手机号" and "联系人邮箱"). A
    subject counts whole, or by a tail of at least two characters that no other field's subject
    shares and that is no generic noun ("邮箱" names "联系人邮箱"; "时间" alone names neither
    "开始时间" nor "结束时间"); `tails=False` counts whole subjects of three characters or more
    only. A name followed by ".child" ("route.serviceName") names the child, not the field."""
    names = [n for n, _ in fields if isinstance(n, str) and n]
    out = [n for n in named_parameters(sentence, names) if not _only_as_parent(sentence, n)]
    if not CJK.search(sentence):
        return out
    subjects = {n: subject(d) for n, d in fields if n and n not in out}
    for name, subj in subjects.items():
        if not subj:
            continue
        if subj in sentence and (tails or len(subj) >= 3):
            out.append(name)
            continue
        if not tails:
            continue
        for cut in range(1, len(subj) - 1):
            tail = subj[cut:]
            if tail in _GENERIC_TAILS:
                break
            if tail in sentence and not any(tail in s for n, s in subjects.items() if n != name):
                out.append(name)
                break
    order = {n: i for i, n in enumerate(names)}
    return sorted(dict.fromkeys(out), key=lambda n: order.get(n, len(order)))


# Tails too generic to name one field ("开始时间" and "结束时间" share "时间").
_GENERIC_TAILS = frozenset({"时间", "日期", "名称", "类型", "编号", "地址", "信息", "内容", "数量", "金额",
                            "状态", "方式", "标识", "参数", "列表", "文件", "路径", "名字", "代码", "值"})
def _only_as_parent(sentence: str, name: str) -> bool:
    """Every mention of `name` is a path into it ("route.serviceName")."""
    found = list(re.finditer(r"(?<![\w.])" + re.escape(name) + r"(?!\w)", sentence))
    return bool(found) and all(sentence[m.end():m.end() + 2][:1] == "." and
                               sentence[m.end() + 1:m.end() + 2].isalpha() for m in found)


_CJK_LEAD = re.compile(r"^[\s\"'“‘]*([\u3400-\u9fff]{2,})")
_ZH_TRIGGER = re.compile(r"必须|必需|不得|不能|不可|不要|不应|应该|应当|须|需要|需|最多|至多|最少|至少|"
                         r"不超过|不少于|不低于|小于|大于|仅|只|为|是|在|的|范围|介于|上限|下限")


def subject(text: str) -> str:
    """The leading Chinese noun of a description ("支付方式，card 或 bank_transfer" -> "支付方式"),
    "" when it has none."""
    m = _CJK_LEAD.match(text or "")
    if not m:
        return ""
    lead = _ZH_TRIGGER.split(m.group(1), maxsplit=1)[0]
    return lead if len(lead) >= 2 else ""


def mentions(text: str, name: str) -> bool:
    """Whether `text` names the parameter `name` as a whole word, case-insensitively; `_` may be
    written as a space ("card number" names `card_number`). No regex: names are too many to
    compile one pattern each."""
    return next(mention_ends(text, name), None) is not None


def mention_ends(text: str, name: str) -> Iterator[int]:
    """Where each whole-word mention of `name` in `text` ends (`mentions`' reading), in order."""
    if not name or not text or not isinstance(name, str) or not isinstance(text, str):
        return
    low = text.lower()
    key = name.lower()
    for variant in (key, key.replace("_", " ")) if "_" in key else (key,):
        start = low.find(variant)
        while start >= 0:
            end = start + len(variant)
            if (start == 0 or not _is_word_char(low[start - 1])) and (
                    end == len(low) or not _is_word_char(low[end])):
                yield end
            start = low.find(variant, start + 1)


def _is_word_char(c: str) -> bool:
    return c == "_" or (c.isascii() and c.isalnum())
