"""Constraints stated only in prose (`nl-constraint`): limits, formats and value lists a
description states but the schema does not check, and limits that contradict the schema (vague
limits and time rules relative to now are `prose_unverifiable.py`'s).

All read `workbench.prose.extract` (English and Chinese) over each parameter's description and
over the tool description; a tool-description sentence that names a parameter ("amount must not
exceed 1000", "金额必须小于等于 1000 元") applies to that parameter (`ToolContext.stated_constraints`).
Whether a constraint is about a parameter, and which schema keyword would state it, is read in
`prose_keywords.py`.

A number counts as a limit on a parameter only when the text states it as one: not a
recommendation ("建议调到 60–120") or an approximation ("最多约 45s"), which the extractor drops;
not what the tool returns or waits ("返回最多 5 条路线"), unless the parameter is that count
(`limit`, `page_size`); not for a parameter whose `enum` already fixes its values. Cross-field
rules are `prose_relations.py`'s.

Division of labour with `bounds.py`/`enums.py`, so one defect gives one finding: a value list in
prose for a parameter whose name already says "closed set" (status, sort_order...) is
`enum-missing`'s; a format or bound stated in prose is reported here and `format-missing`,
`range-missing` and `array-unbounded` stay silent.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.enums import certain_values
from workbench.linter.rules.formats import FORMAT_SEVERITY, ISO_WORD
from workbench.linter.rules.param_facts import has_any_branch, nullable
from workbench.linter.rules.prose_facts import (
    counts_results,
    fix_allowed,
    lists_examples_not_values,
    no_valid_value,
    quote,
    reconciled,
)
from workbench.linter.rules.prose_keywords import (
    DEFAULT_WORD,
    HARD_MODAL,
    NOT_A_LIMIT,
    NUMBERING_START,
    NUMERIC,
    RANGE_WORD,
    about_a_part,
    about_a_product,
    about_an_attribute,
    applies,
    keywords_for,
)
from workbench.model import Tool
from workbench.prose import ProseConstraint
from workbench.prose.scope import one_case_of_several
from workbench.schema.pointer import join
from workbench.schema.walk import SchemaNode
from workbench.text import split_name

# A tool-level limit no parameter carries is reported only when it is stated as a rule on what
# the caller sends ("金额必须小于等于 1000 元"); "每笔借阅最多续借 2 次" is a business rule the
# executor keeps (the ledger lists it).
_STRONG_MODAL = re.compile(r"\b(?:must|shall|cannot|can't|may\s+not|must\s+not|should\s+not|"
                           r"not\s+(?:be\s+)?(?:allowed|permitted)|not\s+exceed)\b|"
                           r"必须|不得|不能|不可|不允许|禁止", re.I)
_ISO = re.compile(r"ISO[\s\-_]?8601", re.I)
# Values shown as samples of a form ('格式: "116.41,39.92" 或 "101010100"', "e.g. en or fr"):
# an open set, not even a candidate enum (advice such as "recommended" keeps a worded finding).
_SAMPLES = re.compile(r"\be\.g\.|\bfor (?:example|instance)\b|\bformat\s*:|示例|样例|举例|例如|比如|"
                      r"格式\s*[:：]", re.I)
# Words that require an offset, so RFC 3339 `format: date-time` fits an ISO 8601 value: an
# example with "Z" ("ISO8601, e.g. 2024-06-06T18:00:30Z") shows one form, it does not forbid
# the local times ISO 8601 also allows.
_OFFSET = re.compile(r"offset|time\s?zone|时区|\bUTC\b|RFC\s?3339", re.I)
# A date and a time written out ("2026-03-15T00:00:00Z"), in the parameter's text or beside its
# name in the tool's examples (`start_published_date="2024-01-01T00:00:00.000Z"`).
_DATE_TIME_VALUE = r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}"
_BYTE_UNITS = frozenset({"bytes", "byte", "字节", "个字节", "kb", "mb", "gb"})

_EQUIV = {"maximum": ("maximum", "exclusiveMaximum"), "exclusiveMaximum": ("maximum", "exclusiveMaximum"),
          "minimum": ("minimum", "exclusiveMinimum"), "exclusiveMinimum": ("minimum", "exclusiveMinimum"),
          "format": ("format", "pattern"), "pattern": ("pattern", "format")}
# keywords that fill the same slot: one finding per slot and parameter
_SLOT = {"pattern": "format", "exclusiveMaximum": "maximum", "exclusiveMinimum": "minimum"}


# A number in a sentence: "a maximum of five filterGroups with up to 6 filters in each group"
# holds two limits of two things.
_NUMBER_WORD = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|"  # "5,000" is one number
                          r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|"
                          r"twenty|fifty|hundred|thousand)\b", re.I)


def _several_numbers(c: ProseConstraint) -> bool:
    """A limit whose sentence holds other numbers too ("最多3张参考图、n<=6"): which number
    bounds which input is the reader's guess."""
    # a length or count range ("试听文本 4–300 字") is split into its two ends: both are its own
    pair = c.kind == "range" or (c.kind in _RANGE_ENDS and _INTERVAL_WRITTEN.search(c.sentence) is not None)
    return c.kind in NUMERIC and len(set(_NUMBER_WORD.findall(c.sentence))) > (2 if pair else 1)


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


def _bounds_a_part(node: SchemaNode, c: ProseConstraint) -> bool:
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


# A bound the executor applies by clamping ("clamped to 100", "超出按 10") or in one case only
# ("仅对原始日志有效", "only applies to raw logs"): a schema keyword would reject what it accepts.
_SOFT_BOUND = re.compile(r"\bclamp\w*|\btruncat\w*|\bonly (?:the first|applies|for|when|if)\b|"
                         r"\bapplies only\b|超出(?:部分)?按|超过(?:则|将|时)?按|截断|仅对[^，,。；;]{0,20}有效|"
                         r"仅(?:在|当|适用)", re.I)
# A count with a default that the server caps: "(default 20, capped at 100)", "默认 20，上限 100 条（超出按 100）"
_CAPPED_RESULTS = re.compile(r"\bdefault\w*\b[^.;]{0,30}\bcapped\b|\bcapped\b[^.;]{0,30}\bdefault", re.I)
_BOUND_KEYWORDS = frozenset({"maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum", "maxLength",
                             "minLength", "maxItems", "minItems"})


def _certain(ctx: ToolContext, node: SchemaNode, c: ProseConstraint, k: str, v: Any,
             from_tool: bool) -> bool:
    """Whether keyword `k: v` is exactly what the text says, so a patch may add it: "ISO 8601"
    allows times without an offset, which `format: date-time` (RFC 3339) rejects; values listed
    as examples or beside another field's name are not the whole set (`enums.certain_values`);
    a limit read from the tool's description whose sentence holds other numbers may be another
    thing's."""
    if (k == "enum" or k.endswith("/enum")) and isinstance(v, list):
        if k == "enum" and nullable(node.schema):
            return False  # an `enum` beside `anyOf: [int, null]` would reject the null it allows
        if any(str(x).strip().lower() == "null" for x in c.value):
            return False  # the text lists null beside the strings: the type decides, not a patch
        if not whole_list(c.sentence, v):
            return False  # the sentence quotes more values than were read: the list is cut short
        return certain_values(c.sentence if from_tool else node.description, tuple(v),
                              ctx.sibling_names(node), machine=False)
    if from_tool and _several_numbers(c):
        return False
    if k in _BOUND_KEYWORDS and _SOFT_BOUND.search(c.sentence):
        return False  # "clamped to 100", "最大 1000（仅对原始日志有效）": clamped, or for one case only
    if k in _BOUND_KEYWORDS and "capped" in c.sentence.lower() and _CAPPED_RESULTS.search(
            c.sentence if from_tool else f"{node.description} {c.sentence}"):
        return False  # "(default 20, capped at 100)": a count the server caps, not one it rejects
    if k == "minimum" and v == 0 and NUMBERING_START.search(c.sentence):
        return False  # "index, starting from 0": where counting starts; -1 may count from the end
    if k == "pattern" and isinstance(v, str) and "T" in v and ISO_WORD.search(c.sentence):
        return False  # "ISO format (YYYY-MM-DDTHH:MM:SS)": ISO also takes an offset the pattern rejects
    if k == "format" and c.kind == "format" and _ISO.search(c.sentence) and "YYYY-MM-DD" not in c.sentence.upper():
        if v == "date-time":
            return bool(_OFFSET.search(c.sentence) or _OFFSET.search(node.description))
        return False  # "Date string (ISO8601)": a date, or a date and time?
    return True


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


def _not_this_value(ctx: ToolContext, node: SchemaNode, c: ProseConstraint, from_tool: bool) -> bool:
    """The sentence states a precision, a limit on what is returned, a form of the dates inside
    an expression, a lunar date or a few common values: no keyword on this value says it."""
    text = f"{node.description or ''} {c.sentence}"
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
    if c.kind == "enum-values" and isinstance(c.value, tuple):
        # '"sip" (all US exchanges, default), "iex" (free tier), "otc", or "boats"': the reading
        # kept the tail of a glossed list; the quoted values it dropped are valid too
        have = {str(x).lower() for x in c.value}
        first = min((i for i in (c.sentence.lower().find(f'"{x}"') for x in have) if i >= 0), default=-1)
        if first > 0 and any(m.group(1).lower() not in have
                             for m in _QUOTED_TOKEN.finditer(c.sentence[:first])):
            return True
    return False


@rule("prose-only-constraint", category="nl-constraint", severity="warning",
      summary="A limit, format or value list stated only in a description is a hint, not a "
              "check: express it with the schema keyword (maximum, maxItems, format, enum...).",
      bad=Example({"name": "billing_refund", "description": "退款。金额必须小于等于 1000 元。",
                   "parameters": {"type": "object", "properties": {"amount": {"type": "number"}}}}),
      good=(Example({"name": "billing_refund", "description": "退款。",
                     "parameters": {"type": "object", "properties": {"amount": {
                         "type": "number", "minimum": 0.01, "maximum": 1000,
                         "description": "退款金额，单位为人民币元。"}}}}),
            Example.of(description="Find driving routes. Returns at most 5 routes.",
                       properties={"origin": {"type": "string"}, "max_stops": {"type": "integer"}}),
            Example.of(properties={"initial_delay_seconds": {
                "type": "integer", "minimum": 0,
                "description": "探测前的等待秒数；启动耗时长的应用建议调到 60–120。"}}),
            Example.of(properties={"period": {
                "type": "integer", "enum": [300, 3600, 86400],
                "description": "统计粒度（秒）。时间范围 ≤1 天不可用 86400；>3 天不可用 300。"}}),
            Example.of(properties={"url": {"type": "string", "description": "The URL to open."}}),
            Example.of(properties={"station": {"type": "string", "description":
                       "车站编码，必须是通过 `get-station-code` 接口查询得到的编码。"}}),
            Example.of(name="logs_search", description="检索日志。SQL 的 LIMIT 最大 100 万行。\n\n"
                       "参数说明：\n- limit: 返回条数，默认 100\n- location: 城市或坐标，格式: "
                       "\"116.41,39.92\" 或 \"101010100\"", properties={
                           "limit": {"type": "integer"}, "location": {"type": "string"}})),
      rationale="A description cannot enforce a hard constraint (描述不能承担硬约束): the executor still "
                "receives 999999. Recommendations, approximations and what the tool returns are "
                "not limits on an input, and a parameter with an `enum` is already bounded.")
def check_prose_only(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    done: set[tuple[str, str]] = set()
    pairs = ctx.stated_constraints
    # a description naming several formats lists accepted alternatives, not one required format
    formats: dict[int, set] = {}
    for node, c, _ in pairs:
        if c.kind == "format":
            formats.setdefault(id(node), set()).add(c.value)
    # "1-based 分页，page 必须 ≥ 1": the same minimum said as a rule is the one to quote
    said_as_rule = {(id(node), c.kind, c.value) for node, c, _ in pairs
                    if c.kind == "minimum" and not NUMBERING_START.search(c.sentence)}
    for node, c, from_tool in pairs:
        if c.kind in NOT_A_LIMIT or (c.kind == "format" and len(formats.get(id(node), ())) > 1):
            continue
        if c.kind == "minimum" and NUMBERING_START.search(c.sentence) \
                and (id(node), c.kind, c.value) in said_as_rule:
            continue
        if node is None:
            if c.kind in ("maximum", "minimum", "range", "max-length", "max-items") and c.mood == "rule" \
                    and _STRONG_MODAL.search(c.sentence) and ("tool", c.kind) not in done:
                done.add(("tool", c.kind))
                if next(ctx.index.top_level_properties(), None) is None:
                    yield Hit("", f"The description states a limit (\"{quote(c.sentence)}\") on an input "
                                  "the schema does not declare: declare the parameter and state the "
                                  "limit with its keyword (`toolschema rules prose-only-constraint`).")
                else:
                    yield Hit("", f"The description states a limit (\"{quote(c.sentence)}\") that no "
                                  "parameter's schema states: if it bounds one input, state it there "
                                  "with its keyword; otherwise the executor enforces it (the "
                                  "constraint ledger lists it).", severity="info")
            continue
        if from_tool and c.kind in NUMERIC and not HARD_MODAL.search(c.sentence) \
                and not RANGE_WORD.search(c.sentence) and not (
                    c.kind == "range" and c.sentence in ctx.passage_of(node)) \
                and not (c.kind == "range" and id(c) in ctx.subject_bound) \
                and id(c) not in ctx.entry_bound \
                and not (c.kind == "minimum" and NUMBERING_START.search(c.sentence)
                         and c.sentence in ctx.passage_of(node)):
            continue  # a bare number in the tool's prose ("page 1 : 0-1") is no stated limit,
            # unless it is a range in the parameter's own entry ("timeout: seconds, 1-300")
        if c.kind == "enum-values" and _SAMPLES.search(c.sentence):
            continue  # 'format: "116.41,39.92" or "101010100"': examples of an open set
        if _not_this_value(ctx, node, c, from_tool):
            continue
        if not applies(ctx, node, c, from_tool) or _bounds_a_part(node, c) \
                or lists_examples_not_values(node, c):
            continue
        if c.kind in ("maximum", "max-length") and (c.unit or "").lower() in _BYTE_UNITS \
                and "string" in node.non_null_types and (node.pointer, "bytes") not in done:
            done.add((node.pointer, "bytes"))
            yield Hit(node.pointer, f"`{node.name}`: {'the tool description' if from_tool else 'its description'} "
                                    f"limits its size in {c.unit} (\"{quote(c.sentence)}\"): `maxLength` counts "
                                    "characters, not bytes, so check the size in the executor (the "
                                    "constraint ledger lists it).", severity="info")
            continue
        # a keyword on a union's branch (`anyOf: [{"type": "integer", "maximum": 9}, {"type":
        # "null"}]`) already checks the value: a copy on the wrapper repeats it, and an `enum`
        # there would reject the null the other branch allows
        missing = [(k, v) for k, v in keywords_for(node, c)
                   if not has_any_branch(node.schema, *_EQUIV.get(k, (k,)))
                   and (node.pointer, _SLOT.get(k, k)) not in done]
        time_shown = ("format", "date") in missing and _shows_date_time(ctx, node)
        if time_shown:
            # "ISO 8601 date (e.g. 2026-03-15T00:00:00Z)": the text's values carry a time
            missing[missing.index(("format", "date"))] = ("format", "date-time")
        elif ("format", "date-time") in missing and c.kind == "format" and _ISO.search(c.sentence) \
                and _dates_only_shown(ctx, node):
            # "开始日期，ISO 8601 格式，例如 2024-01-01": its values are dates, whatever the clause
            missing[missing.index(("format", "date-time"))] = ("format", "date")
        if not missing or no_valid_value(node, c, missing):
            continue
        done.update((node.pointer, _SLOT.get(k, k)) for k, _ in missing)
        what = ", ".join(f"`{k}: {v!r}`" if k != "enum" else f"`enum: {v}`" for k, v in missing
                         if not k.endswith("/enum"))
        what += "".join(f"`enum: {v}` on its items" for k, v in missing if k.endswith("/enum"))
        if c.kind == "enum-values" and nullable(node.schema) and any(
                str(x).strip().lower() == "null" for x in c.value):
            what += " with `null`, which the schema allows"  # the text lists null as a value
        where = "the tool description" if from_tool else "its description"
        sev = FORMAT_SEVERITY.get(c.value) if c.kind == "format" and isinstance(c.value, str) else None
        if from_tool and _several_numbers(c):
            sev = "info"  # the tool's sentence bounds several things: this one may be another's
        rejected = _rejected_values(node, missing)
        certain = not rejected and all(_certain(ctx, node, c, k, v, from_tool)
                                       and fix_allowed(ctx, k, v) for k, v in missing)
        if rejected:
            # the schema's own default ("" beside "YYYY-MM-DD") is outside the stated rule: the
            # author accepts more than the text says, so the text is no hard rule of the schema
            # (reviewers: "a schema format would clash with the \"\" default"): info
            yield Hit(node.pointer, f"`{node.name}`: {where} says \"{quote(c.sentence)}\" but the "
                                    f"schema does not check it: {what} would reject its own "
                                    f"{rejected}, so change that too if the text is the rule, or "
                                    "check it in the executor.", severity="info")
        elif certain:
            yield Hit(node.pointer, f"`{node.name}`: {where} says \"{quote(c.sentence)}\" but the "
                                    f"schema does not check it: add {what}.",
                      fix=tuple({"op": "add", "path": join(node.pointer, *k.split("/")), "value": v}
                                for k, v in missing), severity=sev)
        else:
            if not time_shown and _iso_kind_guessed(ctx, node, c, missing):
                # "Due date (ISO 8601 format)": a date, or a date and time? unsaid: info, and no
                # keyword is named that would reject the other
                yield Hit(node.pointer, f"`{node.name}`: {where} says \"{quote(c.sentence)}\", which "
                                        "covers both a date (2026-09-01) and a date with a time "
                                        "(2026-09-01T15:00:00Z): say which, with an example, then "
                                        "declare `format: 'date'` or `format: 'date-time'` to match, "
                                        "or check it in the executor.", severity="info")
                continue
            yield Hit(node.pointer, f"`{node.name}`: {where} says \"{quote(c.sentence)}\" but the "
                                    f"schema does not check it: consider {what} if every valid "
                                    f"value fits it{_caveat(c, missing, ctx)}, or check it in the "
                                    "executor.", severity=sev)


def _shows_date_time(ctx: ToolContext, node: SchemaNode) -> bool:
    """Whether the parameter's own text, or the tool's text beside its name, shows a value with
    a date and a time."""
    if re.search(_DATE_TIME_VALUE, node.description or ""):
        return True
    if not node.name:
        return False
    # its own name in the tool's example call, or a sibling of the same kind (`start_crawl_date`
    # beside `start_published_date="2024-01-01T00:00:00.000Z"`): one family takes one form
    last = split_name(node.name)[-1:]
    names = [node.name] + [n for n in ctx.sibling_names(node)
                           if n != node.name and last and split_name(n)[-1:] == last]
    return any(re.search(re.escape(n) + r"""\W{0,3}[=:]\s*["'`]?""" + _DATE_TIME_VALUE,
                         ctx.tool.description or "") for n in names)


def _rejected_values(node: SchemaNode, missing: list[tuple[str, Any]]) -> str | None:
    """The schema's own `default` or `examples` that the added keywords would reject (`format:
    date` beside `default: ""`), in words; None when they keep every one."""
    shown: list[tuple[str, Any]] = []
    if "default" in node.schema and node.schema["default"] is not None:
        shown.append(("default", node.schema["default"]))
    examples = node.schema.get("examples")
    if isinstance(examples, list):
        shown += [("example", x) for x in examples if x is not None]
    if not shown:
        return None
    from workbench.schema.validate import is_valid  # jsonschema-rs: only when a fix is weighed

    check = dict(missing)
    for what, value in shown:
        try:
            ok = is_valid(check, value, assert_formats=True)
        except ValueError:
            return None
        if not ok:
            return f"{what} {json.dumps(value, ensure_ascii=False)}"
    return None


# "ISO 8601 date string", "ISO-8601 formatted date", "ISO 8601 日期": the text says the value is
# a date; "Due date (ISO 8601 format)", "a specific date (ISO 8601)" name the thing, which a due
# date or a commit date may give with its time (reviewers: "Trello due dates carry a time").
_ISO_DATE_SAID = re.compile(r"ISO[\s\-_]?8601[\s\-_]*(?:(?:formatted|format|style)\s+)?(?:date|日期)(?![\s\-_]*"
                            r"(?:time|-time|/time))|YYYY-MM-DD(?![T\s]*HH)|\bdate[\s\-]only\b|"
                            r"\bwithout\s+(?:a\s+)?time\b|仅日期|不含时间|"
                            r"\d{4}-\d{2}-\d{2}(?![T\s]*\d{1,2}:)", re.I)  # or a date-only example
# a time is said: "ISO 8601 datetime", "The end time ... in ISO8601 format", an offset or a value
_ISO_TIME_SAID = re.compile(r"time|时间|时刻|\dT\d|hh:mm|offset|\bUTC\b|\bZ\b|时区", re.I)


def _iso_kind_guessed(ctx: ToolContext, node: SchemaNode, c: ProseConstraint,
                      missing: list[tuple[str, Any]]) -> bool:
    """The text says only "ISO 8601", which covers dates and dates with times, and the kind the
    advice names (`date`, `date-time`) is read from a noun of the sentence, not from the text's
    form: whether `format: date` would reject the values the service takes is not said."""
    if c.kind != "format" or not _ISO.search(c.sentence):
        return False
    text = f"{node.description or ''} {ctx.passage_of(node)} {c.sentence}"
    if ("format", "date") in missing:
        return not _ISO_DATE_SAID.search(text)
    if ("format", "date-time") in missing:
        return not _ISO_TIME_SAID.search(text)
    return False


_DATE_ONLY_VALUE = re.compile(r"\d{4}-\d{2}-\d{2}(?![T\s]*\d{1,2}:)")


def _dates_only_shown(ctx: ToolContext, node: SchemaNode) -> bool:
    """The parameter's text (or its entry in the tool text) shows a date with no time and
    speaks of no time."""
    text = f"{node.description or ''} {ctx.passage_of(node)}"
    return bool(_DATE_ONLY_VALUE.search(text)) and not _ISO_TIME_SAID.search(text)


def _caveat(c: ProseConstraint, missing: list[tuple[str, Any]], ctx: ToolContext) -> str:
    if any(k == "format" and v == "date-time" for k, v in missing) and c.kind == "format":
        return (" (`date-time` is RFC 3339 and needs a time-zone offset; ISO 8601 also allows "
                "local times, which a `pattern` can describe)")
    if any(k == "format" and v == "date" for k, v in missing) and c.kind == "format":
        return " (`date` is a full date, YYYY-MM-DD; ISO 8601 also covers dates with times)"
    if ctx.tool.strict is True:
        return " (the tool is `strict: true`, and its provider's strict mode does not accept it)"
    return ""


_COMPARABLE = frozenset({"maximum", "minimum", "maxLength", "minLength", "maxItems", "minItems"})


# Units of one dimension in a common base (seconds, bytes): a prose number in one of them and a
# schema number in another state the same limit when one converts to the other.
_TIME_BASE = {"ms": 0.001, "millisecond": 0.001, "milliseconds": 0.001, "毫秒": 0.001,
              "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "秒": 1, "秒钟": 1,
              "min": 60, "mins": 60, "minute": 60, "minutes": 60, "分钟": 60, "分": 60,
              "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600, "小时": 3600,
              "d": 86400, "day": 86400, "days": 86400, "天": 86400, "日": 86400,
              "week": 604800, "weeks": 604800, "周": 604800, "星期": 604800}
_SIZE_BASE = {"b": 1, "byte": 1, "bytes": 1, "字节": 1, "kb": 1024, "kib": 1024, "mb": 1024 ** 2,
              "mib": 1024 ** 2, "gb": 1024 ** 3, "gib": 1024 ** 3}


def _same_in_another_unit(c: ProseConstraint, v: Any, have: Any) -> bool:
    """The prose number `v` in its unit equals the schema's `have` in another unit of the same
    dimension ("up to 24 hours" and `maximum: 86400`, "10 MB" and `maximum: 10485760`)."""
    unit = (c.unit or "").lower()
    if not isinstance(v, (int, float)) or not isinstance(have, (int, float)) or isinstance(have, bool):
        return False
    for table in (_TIME_BASE, _SIZE_BASE):
        if unit in table:
            base = v * table[unit]
            return any(abs(base / f - have) < 1e-9 * max(1.0, abs(have)) for f in set(table.values())) or (
                table is _SIZE_BASE and any(abs(v * 1000 ** i - have) < 1e-9 * max(1.0, abs(have))
                                            for i in range(1, 4)))
    return False


def _disagreement(node: SchemaNode, k: str, v: Any) -> str | None:
    """How the schema's own value for keyword `k` contradicts the prose value `v`, or None."""
    s = node.schema
    if k in _COMPARABLE:
        have = s.get(k)
        if isinstance(have, (int, float)) and not isinstance(have, bool) \
                and isinstance(v, (int, float)) and float(have) != float(v):
            return f"`{k}: {have}` but the prose says {v}"
    elif k == "enum" and isinstance(s.get("enum"), list):
        have = {str(x).lower() for x in s["enum"]}
        extra = [x for x in v if str(x).lower() not in have]
        if extra:
            return f"`enum` lacks {extra[:5]} that the prose lists"
    return None


@rule("prose-contradicts-schema", category="nl-constraint", severity="warning",
      summary="The description and the schema state different limits or values: make them agree "
              "(the model reads both; the validator only the schema).",
      bad=Example.of(properties={"limit": {"type": "integer", "minimum": 1, "maximum": 50,
                                           "description": "Rows per page, at most 100."}}),
      good=(Example.of(properties={"limit": {"type": "integer", "minimum": 1, "maximum": 100,
                                             "description": "Rows per page, at most 100."}}),
            Example.of(properties={"delay": {"type": "integer", "minimum": 0,
                                             "description": "Seconds to wait; 60-120 is recommended "
                                                            "for slow apps."}})))
def check_prose_contradicts(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    done: set[tuple[str, str]] = set()
    for node, c, from_tool in ctx.stated_constraints:
        if node is None or c.kind in NOT_A_LIMIT or c.kind in ("format", "timezone"):
            continue
        if from_tool and c.kind in NUMERIC and not HARD_MODAL.search(c.sentence) \
                and not RANGE_WORD.search(c.sentence):
            continue  # only a number stated as a limit can contradict one
        if c.kind in NUMERIC and c.mood == "output" and (from_tool or not counts_results(node)):
            continue
        if c.kind == "enum-values" and not applies(ctx, node, c, from_tool):
            continue
        if c.kind in NUMERIC and (about_a_part(node, c) or about_a_product(c)
                                  or about_an_attribute(node, c)):
            continue  # "- delete_blocks: 1–100 blocks in one call": one kind of entry's limit;
            # "Passengers aged 2-11" on `children`: the age of each, not how many
        for k, v in keywords_for(node, c) if c.kind == "enum-values" else _numeric_want(node, c):
            if (node.pointer, k) in done:
                continue
            why = _disagreement(node, k, v)
            if why and k in _COMPARABLE and reconciled(ctx, node, c, from_tool, node.schema.get(k)):
                continue
            if why and k in _COMPARABLE and _same_in_another_unit(c, v, node.schema.get(k)):
                continue  # "up to 24 hours" is `maximum: 86400` seconds: the same limit
            if why and k in _COMPARABLE and _sentinel_explained(node, node.schema.get(k)):
                continue  # `minimum: -1` beside "(0-based), use -1 to append": a special value
            if why:
                done.add((node.pointer, k))
                yield Hit(node.pointer, f"`{node.name}`: {why} (\"{quote(c.sentence)}\"). Make "
                                        "the description and the schema agree.",
                          severity="info" if _type_width(node.schema.get(k)) else None)


# The bounds of an integer type's width (int32, uint32, int64): what a generator writes for
# "any integer", not a limit an author chose; against "a number from 1 to 12" the schema is
# loose, and reviewers split on whether tightening it is worth the author's time.
_TYPE_WIDTHS = frozenset({-2**31, 2**31 - 1, 2**32 - 1, -2**63, 2**63 - 1, 2**64 - 1})


def _type_width(have: Any) -> bool:
    return isinstance(have, (int, float)) and not isinstance(have, bool) and have in _TYPE_WIDTHS


def _sentinel_explained(node: SchemaNode, have: Any) -> bool:
    """Whether the schema's negative bound is a special value the field's text explains
    ("use -1 to append at end", "-1 表示全部")."""
    if not isinstance(have, (int, float)) or isinstance(have, bool) or have >= 0:
        return False
    written = re.escape(str(int(have)) if float(have).is_integer() else str(have))
    return re.search(r"(?<![\w.-])" + written + r"(?![\w.])", node.description or "") is not None


def _numeric_want(node: SchemaNode, c: ProseConstraint) -> list[tuple[str, Any]]:
    if DEFAULT_WORD.search(c.sentence):
        return []
    return keywords_for(node, c)
