"""Constraints stated only in prose (`nl-constraint`): limits, formats and value lists a
description states but the schema does not check (limits that contradict the schema are
`prose_limit_conflicts.py`'s; vague limits and time rules relative to now `prose_unverifiable.py`'s).

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
from collections.abc import Iterator, Mapping
from typing import Any

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.kept_data import PerSet
from workbench.linter.rules.enums import certain_values, per_variant_lists, values_from_results
from workbench.linter.rules.formats import FORMAT_SEVERITY, ISO_WORD
from workbench.linter.rules.json_text import json_in_string
from workbench.linter.rules.param_defaults import stated_default
from workbench.linter.rules.param_facts import has_any_branch, nullable
from workbench.linter.rules.prose_facts import (
    fix_allowed,
    lists_examples_not_values,
    no_valid_value,
    quote,
)
from workbench.linter.rules.prose_keywords import (
    HARD_MODAL,
    NOT_A_LIMIT,
    NUMBERING_START,
    NUMERIC,
    RANGE_WORD,
    applies,
    keywords_for,
)
from workbench.linter.rules.prose_targets import (
    PAST_LIMIT,
    bound_not_fixed,
    bound_of_one_value,
    bounds_a_part,
    leaves_gap,
    limit_of_omitted_case,
    limits_per_case,
    not_this_value,
    several_numbers,
    values_with_a_feature,
    whole_list,
    widened,
)
from workbench.model import Tool, ToolSet
from workbench.prose import ProseConstraint
from workbench.prose.numbers import DEFAULT_BEFORE_VALUE
from workbench.prose.slash_lists import offered_as_examples
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
# A value written as a clock time, a date or a number beside words: examples of a free form.
_FORMED_VALUE = re.compile(r"^\d{1,2}:\d{2}(?::\d{2})?$|^\d{4}-\d{2}(?:-\d{2})?$|^-?\d+(?:\.\d+)?$")
# The text names a second kind of value the parameter takes besides the form it states.
_ALSO_TAKES = re.compile(r"也可(?:以)?(?:传|用|填|输入|使用)|或(?:者)?(?:传|填)(?:入)?(?:预设)?关键词|"
                         r"\balso (?:accepts?|takes?|allows?)\b|\bor (?:one of )?the (?:preset|named) ", re.I)


def _values_as_defaults(c: ProseConstraint) -> bool:
    """Do the values of an enum read from prose follow a default mark ("默认 '买入信号'/'卖出信号'")?"""
    first = c.value[0] if isinstance(c.value, (list, tuple)) and c.value else None
    at = c.sentence.find(first) if isinstance(first, str) and first else -1
    return at > 0 and DEFAULT_BEFORE_VALUE.search(c.sentence[max(0, at - 14):at]) is not None


def _form_beside_words(values: Any) -> bool:
    """Some values are clock times, dates or numbers and others are words ('POST_CLOSE' or
    '15:30'): examples of a free form beside its keywords, not a closed list."""
    if not isinstance(values, (list, tuple)):
        return False
    formed = [isinstance(v, str) and _FORMED_VALUE.match(v) is not None for v in values]
    worded = [isinstance(v, str) and re.search(r"[A-Za-z\u4e00-\u9fff]", v) is not None for v in values]
    return any(formed) and any(worded)


# Values shown as samples of a form ('格式: "116.41,39.92" 或 "101010100"', "e.g. en or fr"):
# an open set, not even a candidate enum (advice such as "recommended" keeps a worded finding).
_SAMPLES = re.compile(r"\be\.g\.|\bfor (?:example|instance)\b|\bformat\s*:|示例|样例|举例|例如|比如|"
                      r"格式\s*[:：]", re.I)
# Words that require an offset, so RFC 3339 `format: date-time` fits an ISO 8601 value: an
# example with "Z" ("ISO8601, e.g. 2024-06-06T18:00:30Z") shows one form, it does not forbid
# the local times ISO 8601 also allows.
_OFFSET = re.compile(r"offset|time\s?zone|时区|\bUTC\b|RFC\s?3339", re.I)
# A local wall-clock time: "in the site's timezone", "本地时区" name no offset; such a value
# ('2024-12-25T10:00:00') is what `format: date-time` (RFC 3339, offset required) rejects.
_LOCAL_ZONE = re.compile(r"\b(?:site|local|server|user|account|store|shop|your|their|its|the)(?:'s)?\s+"
                         r"(?:own\s+|local\s+)?time\s?zone|(?:本地|当地|站点|服务器|用户)(?:的)?时区", re.I)


def _offset_said(text: str) -> bool:
    """Does the text say the time carries an offset (UTC, RFC 3339, a zone), not a local time?"""
    return _OFFSET.search(_LOCAL_ZONE.sub(" ", text)) is not None
# A date and a time written out ("2026-03-15T00:00:00Z"), in the parameter's text or beside its
# name in the tool's examples (`start_published_date="2024-01-01T00:00:00.000Z"`).
_DATE_TIME_VALUE = r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}"
_BYTE_UNITS = frozenset({"bytes", "byte", "字节", "个字节", "kb", "mb", "gb"})

_EQUIV = {"maximum": ("maximum", "exclusiveMaximum"), "exclusiveMaximum": ("maximum", "exclusiveMaximum"),
          "minimum": ("minimum", "exclusiveMinimum"), "exclusiveMinimum": ("minimum", "exclusiveMinimum"),
          "format": ("format", "pattern"), "pattern": ("pattern", "format")}
# keywords that fill the same slot: one finding per slot and parameter
_SLOT = {"pattern": "format", "exclusiveMaximum": "maximum", "exclusiveMinimum": "minimum"}


# A sign stated as the value's kind ("非负整数", "a positive integer"): a floor in so many words
_SIGN_WORD = re.compile(r"非负|正整数|正数|\bnon-?negative\b|\bpositive\b", re.I)
# a bound written as a comparison or an interval ("threshold (float, 3.0): >0", "alpha ∈ (0,1)")
# a comparison inside a condition ("如果余额 > 0，取余额值"): a case the text describes, of another
# quantity, not this parameter's bound
_IF_CLAUSE = re.compile(r"如果|若|假如|当[^。；，,]{0,12}[<>≤≥]|\b(?:if|when|whenever|unless)\b", re.I)
_COMPARED = re.compile(r"(?:^|[^\w<>=])(?:[<>]=?|[≤≥])\s*[-+]?\d|∈\s*[\[(（]")


# A bound the executor applies by clamping ("clamped to 100", "超出按 10") or in one case only
# ("仅对原始日志有效", "only applies to raw logs"): a schema keyword would reject what it accepts.
_SOFT_BOUND = re.compile(r"\bclamp\w*|\btruncat\w*|\bonly (?:the first|applies|for|when|if)\b|"
                         r"\bapplies only\b|超出(?:部分)?按|超过(?:则|将|时)?按|截断|仅对[^，,。；;]{0,20}有效|"
                         r"仅(?:在|当|适用)", re.I)
# "Non-positive values are ignored", "超出部分被忽略": the value is taken and passed over (the default
# then applies), never refused: no bound at all
_IGNORED = re.compile(r"\bvalues? (?:\w+ ){0,3}(?:is|are|will be) ignored\b|(?:会|将)?被忽略", re.I)
# The executor clamps a value into the range rather than rejecting it: "会限制在 1 到 50 之间",
# "is clamped to 1-100", "values above 1000 will be coerced to 1000". A schema bound would turn
# those working calls into errors.
_CLAMPS = re.compile(r"(?:会|将|自动)被?(?:限制|调整|截断)(?:在|为|到|至)|\b(?:is|are|gets?|will be|be) "
                     r"(?:clamped|coerced|rounded (?:down |up )?to)\b|\b(?:clamped|coerced) (?:to|between|into)\b",
                     re.I)
# A count with a default that the server caps: "(default 20, capped at 100)", "默认 20，上限 100 条（超出按 100）"
_CAPPED_RESULTS = re.compile(r"\bdefault\w*\b[^.;]{0,30}\bcapped\b|\bcapped\b[^.;]{0,30}\bdefault", re.I)
_DELIMITED_LIST = re.compile(lx.DELIMITED_LIST_RE, re.I)
_BOUND_KEYWORDS = frozenset({"maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum", "maxLength",
                             "minLength", "maxItems", "minItems"})


# a position in a list (`img_idx`, `cell_index`, `position`): Python and JavaScript count -1 from the end
_POSITION_NAME = re.compile(r"(?:^|_)(?:idx|index|pos|position)$|[a-z](?:Idx|Index|Pos|Position)$")


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
    if from_tool and several_numbers(c):
        return False
    if k in _BOUND_KEYWORDS and (_SOFT_BOUND.search(c.sentence) or _CLAMPS.search(c.sentence)):
        return False  # "clamped to 100", "最大 1000（仅对原始日志有效）": clamped, or for one case only
    if k in _BOUND_KEYWORDS and "capped" in c.sentence.lower() and _CAPPED_RESULTS.search(
            c.sentence if from_tool else f"{node.description} {c.sentence}"):
        return False  # "(default 20, capped at 100)": a count the server caps, not one it rejects
    if k == "minimum" and v == 0 and NUMBERING_START.search(c.sentence) and _POSITION_NAME.search(node.name or ""):
        return False  # `img_idx` "starting from 0": where counting starts; -1 may count from the end
        # (an `offset` or a page counted from 0 is never negative: its patch stays)
    if k == "pattern" and isinstance(v, str) and "T" in v and ISO_WORD.search(c.sentence):
        return False  # "ISO format (YYYY-MM-DDTHH:MM:SS)": ISO also takes an offset the pattern rejects
    if k == "format" and c.kind == "format" and _ISO.search(c.sentence) and "YYYY-MM-DD" not in c.sentence.upper():
        if v == "date-time":
            return _offset_said(c.sentence) or _offset_said(node.description)
        return False  # "Date string (ISO8601)": a date, or a date and time?
    return True


def _values_as_examples(c: ProseConstraint) -> bool:
    """Does the sentence give the values as examples (a clause opening with 如, "such as")?"""
    first = c.sentence.find(str(c.value[0])) if isinstance(c.value, tuple) and c.value else -1
    return first >= 0 and offered_as_examples(c.sentence, first)


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
    per_case = limits_per_case(pairs)
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
                and id(c) not in ctx.entry_bound and not _bracket_after_name(node, c) \
                and not (c.kind == "minimum" and (NUMBERING_START.search(c.sentence)
                                                  or _SIGN_WORD.search(c.sentence))
                         and c.sentence in ctx.passage_of(node)) \
                and not (c.kind in ("minimum", "maximum") and _COMPARED.search(c.sentence)
                         and not _IF_CLAUSE.search(c.sentence) and c.sentence in ctx.passage_of(node)):
            continue  # a bare number in the tool's prose ("page 1 : 0-1") is no stated limit,
            # unless it is a range in the parameter's own entry ("timeout: seconds, 1-300"), its
            # sign there ("start_time: 非负整数 VCD tick") or a comparison there (">0", "∈ (0,1)")
        if c.kind == "enum-values" and (_SAMPLES.search(c.sentence) or _values_as_examples(c)):
            continue  # 'format: "116.41,39.92" or "101010100"', "如墙上的门窗（type="Window"/"Door"）、
            # 幕墙的框架/面板": examples of an open set
        if c.kind == "enum-values" and values_with_a_feature(ctx, node, c, from_tool):
            continue
        if c.kind == "enum-values" and (json_in_string(node) or per_variant_lists(node.description)
                                        or values_from_results(node.description)):
            continue  # "JSON array of BuildOptions: a, b": an enum on the string rejects the
            # array (`type-json-in-string` reports it); "… (3D); … (2D)" and "use the value
            # from X results": not the whole set (`enum-missing` says so at info)
        if c.kind == "enum-values" and (_values_as_defaults(c) or _form_beside_words(c.value)):
            continue  # "默认 '买入信号'/'卖出信号'": each action's default, not the set;
            # "time_str='POST_CLOSE' 或 '15:30'": a keyword and a clock time, examples of a form
        if c.kind in ("format", "pattern") and _ALSO_TAKES.search(node.description or ""):
            continue  # "HH:MM ... 也可传预设关键词: PRE_OPEN/...": the form is one of two accepted
        if c.kind in ("format", "pattern") and _DELIMITED_LIST.search(node.description or ""):
            continue  # "收件人邮箱地址。多个地址用英文逗号分隔": one address's format rejects the list
        if not_this_value(ctx, node, c, from_tool):
            continue
        if not applies(ctx, node, c, from_tool) or bounds_a_part(node, c) \
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
        if not missing or no_valid_value(node, c, missing) or _text_allows_more(ctx, node, c, missing):
            continue
        cases = per_case.get((id(node), c.kind))
        if cases and c.value != (max(cases) if c.kind in ("maximum", "max-items", "max-length") else min(cases)):
            # the widest of the limits ("接收人不能超过200个；短信DING…不能超过20个") holds for every
            # case and stays shown; a narrower one rejects the other cases' valid calls
            if (node.pointer, c.kind) not in done:
                done.add((node.pointer, c.kind))
                done.update((node.pointer, _SLOT.get(k, k)) for k, _ in missing)
                said = ", ".join(f"{v:g}" for v in sorted(per_case[(id(node), c.kind)]))
                yield Hit(node.pointer, f"`{node.name}`: its text states several limits of one kind "
                                        f"({said}; \"{quote(c.sentence)}\"), one per case: no single "
                                        "keyword holds them all, so say which applies when, or check "
                                        "it in the executor.", severity="info")
            continue
        missing, beyond = widened(ctx, node, missing)
        done.update((node.pointer, _SLOT.get(k, k)) for k, _ in missing)
        what = ", ".join(f"`{k}: {v!r}`" if k != "enum" else f"`enum: {v}`" for k, v in missing
                         if not k.endswith("/enum"))
        what += "".join(f"`enum: {v}` on its items" for k, v in missing if k.endswith("/enum"))
        if c.kind == "enum-values" and nullable(node.schema) and any(
                str(x).strip().lower() == "null" for x in c.value):
            what += " with `null`, which the schema allows"  # the text lists null as a value
        where = "the tool description" if from_tool else "its description"
        sev = FORMAT_SEVERITY.get(c.value) if c.kind == "format" and isinstance(c.value, str) else None
        if from_tool and several_numbers(c):
            sev = "info"  # the tool's sentence bounds several things: this one may be another's
        if missing == [("minLength", 1)] and c.unit != "non-empty" \
                and has_any_branch(node.schema, "maxLength"):
            # the floor of a length range whose ceiling is declared ("1-31 characters" beside
            # `maxLength: 31`): true and safe, and no model sends "" there (reviewers 0 U / 5 N
            # on the floor alone): info, the patch still offered; "must not be empty" stays
            sev = "info"
        if ("format", "date") in missing and _DATE_FORM.search(c.sentence) and not ctx.changes_state:
            # "Check-in date (YYYY-MM-DD)" of a search: the text spells the very shape out and
            # models follow it; the keyword, an annotation most validators skip, only restates
            # it, and a wrong date only changes what is read (fresh reviewers, reads: 73 U / 39 N
            # over all holdouts, 1 U / 15 N over holdouts 16-20, "correct but marginal"): info,
            # the patch still offered. A write's date books or bills something: it stays shown
            # (measured again after holdout 36, whose reviewers judged QuickBooks' 20 such dates
            # noise: across the judged sets writes are 26 U / 12 N, so the shape stays)
            sev = "info"
        if missing == [("format", "email")] and ctx.action_kind == "read":
            # "Email address of the sender to search for": a read's filter the text already calls
            # an address; `format: email`, an annotation most validators skip, changes no call
            # (reviewers 4 U / 5 N pooled, 0 U / 4 N over holdouts 25-34): info, the patch kept.
            # A write's address (a recipient, an account) stays shown
            sev = "info"
        if missing == [("exclusiveMinimum", 0)] and c.kind in ("minimum", "range"):
            # "must be > 0", "A positive number": the floor stops a 0 or a negative size, which
            # models do not send (fresh reviewers, holdouts 14-27: 2 U / 10 N / 1 F shown,
            # "correct but negligible"): info, the patch still offered
            sev = "info"
        samples = c.kind == "enum-values" and isinstance(c.value, tuple) and len(c.value) >= 2 \
            and all(_AMOUNT_WITH_UNIT.fullmatch(str(v)) for v in c.value) \
            and not lx.DURATION_NAME_TOKENS.isdisjoint(split_name(node.name)) and not _CLOSES.search(c.sentence)
        if samples:
            # "Duration: '30m', '2h', '1d' (default: 2h)": a length of time's values written with
            # their unit, listed with no word that closes the list ("or", "支持", "one of"), are
            # samples of a form (4h is as valid), not a closed set (reviewers: F on the enum)
            sev = "info"
        # a value another tool of the set takes that the form would reject, else the schema's own
        set_rejected = _set_value_rejected(ctx, node, missing)
        rejected = set_rejected or _rejected_values(node, missing)
        certain = not samples and not rejected and not beyond and all(_certain(ctx, node, c, k, v, from_tool)
                                       and fix_allowed(ctx, k, v) for k, v in missing)
        if any(k in _BOUND_KEYWORDS for k, _ in missing) and _IGNORED.search(c.sentence):
            continue  # "Non-positive values are ignored": taken and passed over, not refused
        if any(k in _BOUND_KEYWORDS for k, _ in missing) and (
                _CLAMPS.search(c.sentence) or (not from_tool and _CLAMPS.search(node.description or ""))
                or bound_not_fixed(node, c)
                or bound_of_one_value(ctx, node, c)):
            # "当前会限制在 1 到 50 之间", "Providers clamp to their supported range": the server
            # clamps; "foreground max: 600 ... use background=true for longer", "up to 3 for this
            # user, set via delegation.max_concurrent_children": a bound of one mode or of one
            # deployment. A keyword would reject calls that work: words at info, no patch
            sev, certain = "info", False
        if any(k in _BOUND_KEYWORDS for k, _ in missing) and PAST_LIMIT.search(
                f"{c.sentence} {node.description}"):  # its own text says so of any bound read
            sev, certain = "info", False  # "max 25; the excess is reported ... rather than dropped"
        if c.kind == "minimum" and NUMBERING_START.search(c.sentence) and (
                missing == [("minimum", 0)] or (missing == [("minimum", 1)] and _page_number(node))):
            # "幻灯片索引（0-based）", "offset: start at 0", "page 从 1 开始": the text says where
            # counting starts; the floor only stops a negative index or a page 0, which models do
            # not send (fresh reviewers, holdouts 14-26: "correct but trivial", 0-based floors and
            # pages 3 U / 14 N): info, the patch still offered. A 1-based row or position keeps
            # it (the 0 a model may send for the first one is the off-by-one), and so does a
            # floor the text sets as a rule ("must be > 0", "≥0", "min 1").
            sev = "info"
        if set_rejected:
            # another tool of the set takes a value of the same kind the form would reject
            # (Brave's "ALL" beside "2 character country codes"): the text's form is incomplete,
            # so no patch; the free string is still the gap (reviewers: U, the patch F)
            yield Hit(node.pointer, f"`{node.name}`: {where} says \"{quote(c.sentence)}\" but the "
                                    f"schema does not check it, and {what} would reject the "
                                    f"{set_rejected}: declare what it really takes (that tool's `enum`, "
                                    "if it holds here too).", severity=sev)
        elif rejected:
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
            if ("format", "date-time") in missing and _LOCAL_ZONE.search(
                    f"{c.sentence} {node.description or ''}"):
                # "in the site's timezone (ISO 8601 format)", example '2024-12-25T10:00:00'
                yield Hit(node.pointer, f"`{node.name}`: {where} says \"{quote(c.sentence)}\", a "
                                        "local time with no offset, which `format: 'date-time'` "
                                        "(RFC 3339) would reject: give its form with an example "
                                        "(e.g. 2026-09-01T15:00:00) or a `pattern`, or check it in "
                                        "the executor.", severity="info")
                continue
            if beyond:
                # "0=Title, 1-9=Heading 1-9", "-1: Returns ALL": the bound is widened to the value
                # the text also allows, never a patch (a sentinel below a positive range leaves
                # a gap no single bound closes: info)
                also = ", ".join(f"{v:g}" for v in beyond)
                yield Hit(node.pointer, f"`{node.name}`: {where} says \"{quote(c.sentence)}\" and "
                                        f"also allows {also}, which a bound read from that clause alone "
                                        f"would reject: consider {what}, which keeps {also} valid, or "
                                        "check it in the executor.",
                          severity="info" if leaves_gap(beyond, c) else sev)
                continue
            yield Hit(node.pointer, f"`{node.name}`: {where} says \"{quote(c.sentence)}\" but the "
                                    f"schema does not check it: consider {what} if every valid "
                                    f"value fits it{_caveat(c, missing, ctx)}, or check it in the "
                                    "executor.", severity=sev)


def _page_number(node: SchemaNode) -> bool:
    """A page's number (`page`, `pageNum`, `page_number`, `pageNo`), not a page size."""
    t = split_name(node.name or "")
    return bool(t) and t[0] == "page" and (len(t) == 1 or t[-1] in ("num", "number", "no", "index"))


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


# "offset=-N is the same window", "Negative = lines from the end", "负数表示倒数": the text lets
# the value go below zero; "non-negative", "不能为负" say the opposite.
_NEGATIVE_SAID = re.compile(r"\bnegative\b|=\s*-\s*[A-Z]\b|负数|负值", re.I)
_NEGATIVE_DENIED = re.compile(r"\bnon[- ]?negative\b|\b(?:not|never|cannot be|can't be)\s+(?:be\s+)?"
                              r"negative\b|非负|不能为负|不可为负|不得为负", re.I)
# "2+ = expand sub-resources", "3 or more", "3 及以上": the list of glossed numbers goes on past
# its last entry, so it is no closed set.
_OPEN_ENDED = re.compile(r"(?<![\w.])\d+\s*\+\s*[=:：]|(?<![\w.])\d+\s+or\s+(?:more|above|higher)\b|"
                         r"\d+\s*(?:及以上|或以上|以上)", re.I)
# The parameter's text also takes a date with a time ("ISO datetime带时区最稳妥", "a date or a
# datetime", "or a full timestamp"): `format: date` would reject those.
# ("The start timestamp ... in the format 'YYYY-MM-DD'" names the value, a date: not a second form)
_DATE_TIME_TOO = re.compile(r"\bdate-?time\b|\bdate\s+and\s+time\b|日期时间|带时区|"
                            r"\bHH:?mm\b|\d{4}-\d{2}-\d{2}T\d", re.I)
_DATE_FORM = re.compile(r"YYYY-MM-DD(?![T\s]*[Hh]{2})", re.I)
# "来源记忆ID/分支ID", "用户名称/用户编号": kinds of identifier the value may be, not literal values.
_KIND_OF_ID = re.compile(r"[\u4e00-\u9fff].*(?:ID|Id|id|编号|名称|名字|地址|路径)$")


def _text_allows_more(ctx: ToolContext, node: SchemaNode, c: ProseConstraint,
                      missing: list[tuple[str, Any]]) -> bool:
    """The parameter's own text accepts values the keywords read from one clause would reject:
    a negative value beside "0-based", its stated default ("default: 900") beside "raise above
    900 only when...", a depth "2+" past the glossed 0 and 1, or kinds of identifier read as
    literal values."""
    text = f"{node.description or ''}\n{ctx.passage_of(node)}"
    if c.kind in NUMERIC and limit_of_omitted_case(node, c):
        return True  # "不传时……翻倍到 45 秒封顶": the tool's own wait when it is left out
    if ("format", "date") in missing and _DATE_TIME_TOO.search(text):
        return True  # "YYYY-MM-DD按上海零点。ISO datetime带时区最稳妥": a date or a date and time
    if ("format", "date-time") in missing and _DATE_FORM.search(text) and _DATE_TIME_TOO.search(text):
        return True  # the same text read from its datetime clause: the bare date is valid too
    if c.kind == "enum-values" and (_OPEN_ENDED.search(text) or (
            isinstance(c.value, (list, tuple)) and c.value
            and all(isinstance(v, str) and _KIND_OF_ID.search(v) for v in c.value))):
        return True
    lower = [v for k, v in missing if k in ("minimum", "exclusiveMinimum")
             and isinstance(v, (int, float)) and not isinstance(v, bool)]
    if any(v >= 0 for v in lower) and _NEGATIVE_SAID.search(text) and not _NEGATIVE_DENIED.search(text):
        return True
    said = stated_default(node.description or "")
    try:
        default = float(said) if said is not None else None
    except ValueError:
        default = None
    bounds = {k: v for k, v in missing if k in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum")}
    if default is None or not bounds:
        return False
    from workbench.schema.validate import is_valid  # jsonschema-rs: only when a fix is weighed

    return not is_valid(bounds, default)


_QUOTES = " \"'“”"
# "30m", "2h", "1d", "10MB": an amount and its unit
_AMOUNT_WITH_UNIT = re.compile(r"\d+(?:\.\d+)?\s*[A-Za-z]{1,3}")
_CLOSES = re.compile(r"\bor\b|\bone of\b|\bonly\b|\bsupport\w*|\ballowed\b|\bvalid\b|或|支持|仅|只|之一|可选", re.I)
_NAMED_MAILBOX = re.compile(r"[\"'“]?[A-Za-z][\w .'-]{0,40}<[^<>@\s]+@[^<>\s]+>")


def _declared_enums(toolset: ToolSet) -> dict[str, tuple[str, tuple[Any, ...]]]:
    """Top-level property name -> (the first tool declaring an `enum` for it, its values)."""
    out: dict[str, tuple[str, tuple[Any, ...]]] = {}
    for tool in toolset:
        if not isinstance(tool.name, str):
            continue
        for name, sub in tool.argument_properties().items():
            if isinstance(name, str) and isinstance(sub, Mapping) and isinstance(sub.get("enum"), list):
                out.setdefault(name, (tool.name, tuple(sub["enum"])))
    return out


_SET_ENUMS: PerSet[dict[str, tuple[str, tuple[Any, ...]]]] = PerSet(_declared_enums)


def _set_value_rejected(ctx: ToolContext, node: SchemaNode, missing: list[tuple[str, Any]]) -> str | None:
    """A value another tool of the set declares for a parameter of the same name that the added
    keywords would reject, where that tool's values are of the same kind (most of them pass:
    Brave's country codes beside its "ALL"); a parameter of the same name whose values mostly
    fail is another thing (a project status's `color` beside a project's) and says nothing."""
    if ctx.toolset is None or node.parent != "" or not node.name \
            or any(k == "enum" or k.endswith("/enum") for k, _ in missing):
        return None  # a list this tool's own text closes holds for this tool, whatever another takes
    declared = _SET_ENUMS(ctx.toolset).get(node.name)
    if declared is None or declared[0] == ctx.tool.name:
        return None
    from workbench.schema.validate import is_valid

    check = dict(missing)
    values = [v for v in declared[1] if v is not None]
    try:
        failing = [v for v in values if not is_valid(check, v, assert_formats=True)]
    except ValueError:
        return None
    if not failing or len(failing) * 2 > len(values):
        return None
    return f"value {json.dumps(failing[0], ensure_ascii=False)}, which `{declared[0]}` takes for `{node.name}`"


def _rejected_values(node: SchemaNode, missing: list[tuple[str, Any]]) -> str | None:
    """The schema's own `default` or `examples` that the added keywords would reject (`format:
    date` beside `default: ""`), in words; None when they keep every one."""
    shown: list[tuple[str, Any]] = []
    if "default" in node.schema and node.schema["default"] is not None:
        shown.append(("default", node.schema["default"]))
    examples = node.schema.get("examples")
    if isinstance(examples, list):
        shown += [("example", x) for x in examples if x is not None]
    named = _NAMED_MAILBOX.search(node.description or "") if ("format", "email") in missing else None
    if named:
        # "Sender email address (e.g. \"Your Name <sender@example.com>\")": a mailbox with its
        # display name, the form the text shows; JSON Schema's `email` is an RFC 5321 address
        # without one (some validators let it pass, ajv and others reject it)
        mailbox = named.group(0).strip(_QUOTES)
        return f"example {json.dumps(mailbox, ensure_ascii=False)}"
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


def _bracket_after_name(node: SchemaNode, c: ProseConstraint) -> bool:
    """The range sits in a bracket right after the parameter's name ("取前 pages（1~5）頁",
    "fetch the first pages (1-5)"): the text's own gloss of that parameter, not a bare number."""
    if c.kind != "range" or not node.name:
        return False
    m = re.search(r"(?<![\w.])" + re.escape(node.name) + r"\s*[（(]\s*([^()（）]{1,24})[)）]", c.sentence)
    return m is not None and all(f"{v:g}" in m.group(1) for v in c.value if isinstance(v, (int, float)))
