"""`format` rules: a date, time, email, URL or UUID string without `format`, and a `format` that
contradicts the name.

Decisions:
- The name says what a value is (`start_time`, `birth_date`, `homepage_url`); the text says in
  which form. A fix adds `format` only when the tool's own text shows that form (RFC 3339 with
  an offset, YYYY-MM-DD, a valid example) and every strict profile the tool meets supports it.
  A documented form the format would reject ("YYYY-MM-DD HH:mm:ss", wall-clock times without
  an offset) gets a `pattern` built from that form instead.
- Not a date: a Unix timestamp ("秒级时间戳", 1234567890.123456, "Start time in ms"), a cursor
  copied from the last result, a time-zone offset, a phrase read as natural language by design
  ("time reference such as 'today'"), the name of a timestamp
  field (`timestamp: "last_edited_time"`), or a chat message's timestamp that names the message
  ("the timestamp of the message to react to": Slack's message ids are timestamps).
- URL strings are info and never patched: scheme-less references (`localhost:3000`, an image
  reference `ccr.example.com/ns/img:v1`), local paths and relative URLs are common and `format:
  uri` rejects them; OpenAI strict does not support `uri` at all.
- Formats stated only in prose are `nl-constraint` findings (`prose_rules.py`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.format_names import RESIDENT_ID_PATTERN, resident_id_text
from workbench.linter.rules.measure_facts import epoch_unit_text, time_not_composed
from workbench.linter.rules.param_facts import (
    copied_as_is,
    description_of,
    has_any_branch,
    names_a_field,
    stated,
)
from workbench.linter.rules.prose_facts import quote
from workbench.linter.rules.sibling_reference import description_with_referent
from workbench.linter.rules.told_inputs import ignored_input, named_clause
from workbench.model import Tool
from workbench.profiles import PROFILES
from workbench.prose import mention_ends
from workbench.schema.pointer import join
from workbench.schema.walk import SchemaNode
from workbench.text import snake_name, split_name

_STATED_FORMAT = frozenset({"format", "timezone"})


_BOUND_SUFFIXES = frozenset({"from", "to", "start", "end", "after", "before", "since", "until",
                              "min", "max", "gte", "lte", "gt", "lt"})


# Words that name a point or period in time by themselves, and the ends of a range of them
_TIME_POINT_WORDS = {"realtime": "date", "effective": "date", "vintage": "date",
                     "created": "date-time", "updated": "date-time", "modified": "date-time",
                     "published": "date-time"}
_TIME_BOUND_SUFFIXES = frozenset({"start", "end", "since", "until", "from", "before", "after"})


def without_bound_suffix(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """A name's words without the end of a range they close (`priority_date_from`,
    `created_at_gte` -> the date, the time): one end of a range of dates is a date too."""
    return tokens[:-1] if len(tokens) >= 2 and tokens[-1] in _BOUND_SUFFIXES else tokens


def expected_format(name: str | None) -> str | None:
    """The `format` a string parameter's name implies: date, date-time, email, uri, uuid."""
    t = split_name(name)
    if not t:
        return None
    bounded = without_bound_suffix(t)
    if bounded != t and t[-1] in _TIME_BOUND_SUFFIXES and bounded[-1] in _TIME_POINT_WORDS:
        # FRED's `realtime_start`/`realtime_end`, `effective_since`, `created_after`: a bound of
        # a period in time ("range_start", "padding_end" bound no time); a record's stamp
        # (`created`, `updated`) is an instant, a period's edge a day
        return _TIME_POINT_WORDS[bounded[-1]]
    t = bounded
    last = t[-1]
    if last in ("date", "birthday", "dob") or t[-2:] == ("birth", "date"):
        return "date"
    if last in ("datetime", "timestamp") or (last == "at" and len(t) > 1) or \
            (last == "time" and len(t) > 1 and t[-2] not in ("run", "response", "cook", "prep",
                                                             "travel", "wait", "lead")):
        return "date-time"
    if last == "email" or t[-2:] == ("email", "address"):
        return "email"
    if last in ("url", "uri", "homepage", "website"):
        return "uri"
    if last == "uuid":
        return "uuid"
    return None


# `resume_on`, `delivery_day`: the `_on`/`_day` names of dates (`incurred_on`), when the
# description says it is one ("Day on which billing restarts", "发货日期"); `depends_on`,
# `based_on`, `runs_on` name no day.
_DAY_TEXT = re.compile(r"\b(?:date|day on which|day when|calendar day|the day (?:of|the))\b|日期", re.I)


def described_date(node: SchemaNode) -> str | None:
    """"date" for a string whose `_on`/`_day` name and description say it holds a day."""
    t = split_name(node.name)
    if len(t) > 1 and t[-1] in ("on", "day") and _DAY_TEXT.search(description_of(node)):
        return "date"
    return None


FORMAT_SEVERITY = {"date": None, "date-time": None, "email": None, "uri": "info", "uuid": "info"}
# A parameter *named* email gets an address without being told, and few providers check the
# format: info here (a text that states the form is another matter, `prose_rules.py`); dates
# stay warnings: models write "tomorrow at 3 pm".
_NAMED_SEVERITY = {**FORMAT_SEVERITY, "email": "info"}

# A date or date-time written in the text: "2026-09-01", "2026-09-01T15:00:00+08:00",
# "2026-09-01 15:00:00".
_DATE_VALUE = re.compile(r"\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?"
                         r"(?:Z|[+-]\d{2}:?\d{2})?)?(?![\d:])")
# A stated wall-clock form: "YYYY-MM-DD HH:mm:ss", "yyyy-MM-dd HH:mm".
_WALL_CLOCK_FORM = re.compile(r"\byyyy-mm-dd[ _]hh:mm(:ss)?\b", re.I)
_SPACED = re.compile(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?::\d{2})?$")
_DATE_ONLY_FORM = re.compile(r"\byyyy-mm-dd\b(?![ tT_]*hh)", re.I)
_RFC3339 = re.compile(r"\brfc ?3339\b|\biso ?8601\b[^.。;；]{0,30}(?:offset|time ?zone|utc|z\b)", re.I)
_NO_OFFSET = re.compile(r"\b(?:local|wall[- ]clock) time\b|\bwithout (?:a )?(?:time ?zone|offset)\b|"
                        r"\bno (?:time ?zone|offset)\b|不带时区|本地时间", re.I)
# The tool text's form for all its dates ("Dates: YYYY-MM-DD", "日期格式均为 YYYY-MM-DD").
_TOOL_DATE_FORM = re.compile(r"(?:\bdates?\b|日期)[^.。;；\n]{0,20}\byyyy-mm-dd\b(?![ tT_]*hh)", re.I)
# The tool text's standard for all its times ("All times are ISO 8601", "时间均为 RFC 3339 格式").
_TOOL_TIME_STANDARD = re.compile(r"(?:\b(?:times?|dates?|timestamps?|datetimes?)\b|时间|日期)"
                                 r"[^.。;；\n]{0,20}(?:\biso ?8601\b|\brfc ?3339\b|ISO ?8601|RFC ?3339)", re.I)


def tool_time_standard(text: str) -> bool:
    """The tool text names one standard for all its dates and times ("All times are ISO 8601")."""
    return bool(text) and _TOOL_TIME_STANDARD.search(text) is not None
# "ISO", "ISO 8601", "ISO时间格式": a text that names ISO accepts the forms ISO allows.
ISO_WORD = re.compile(r"\bISO\b|ISO(?=时间|格式|日期|[\s_-]?8601)", re.I)
# "ISO timestamp", "ISO8601DateTime", "ISO 时间": ISO's form with a time of day.
_ISO_TIME = re.compile(r"time|时间|时刻", re.I)
# A date in another calendar ("农历时间", "lunar date", Hijri): no `format` states it.
_OTHER_CALENDAR = re.compile(r"农历|阴历|旧历|\blunar\b|\bhijri\b|\bislamic calendar\b|\bhebrew calendar\b|"
                             r"\bjalali\b|\bpersian calendar\b", re.I)
# A `date` whose text opens by calling it a coarser period ("年份，如 1940", "Year, e.g. 2024",
# "The month (YYYY-MM)", "季度"): no full date, so `format: date` would reject every value.
_COARSER_PERIOD = re.compile(r"^\W*(?:(?:the|a)\s+)?(?:(?:fiscal|calendar|publication|release)\s+)?"
                             r"(?:year|month|quarter|decade|century)s?\b(?![\s,/-]*(?:month|day|date|and|or|mm|dd)\b)|"
                             r"^\W*[\u4e00-\u9fff]{0,4}(?:年份|年度|月份|季度|年代)(?![\u4e00-\u9fff]*日)",
                             re.I)
# An example in another form than the formats' ("e.g. `2000-5-5 12:00`", "例如 2024/01/31",
# "如 20240131", "例：2024年1月31日", "like 31/01/2024", a time of day "e.g. '14:00'"): the text
# states the form the executor takes, by example (a date written as 8 or 14 digits is one too).
_SHOWN_FORM = re.compile(r"(?:\be\.g\.|\bfor example\b|\bexample\b|\bsuch as\b|\blike\b|例如|比如|示例|例|如|"
                         # "格式：20240101", "format: 20240131": the form written as a value
                         r"格式(?:为|是)?|\bformat(?:ted)?(?:\s+as)?\b)"
                         r"\s*[:：,，]?\s*[`'\"“]?(\d{1,4}[-/.年]\d{1,2}[-/.月]\d{1,4}日?"
                         r"(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?|(?:19|20)\d{6}(?:\d{6})?(?!\d)|"
                         r"\d{1,2}:\d{2}(?::\d{2})?(?![\d:]))", re.I)
# Values a URL parameter takes that `format: uri` rejects.
_NOT_ONLY_URI = re.compile(r"\bpath\b|\blocal\b|\bfile\b|\brelative\b|\bscheme\b|\bor url\b|\burl or\b|"
                           r"\bhost(?:name)?:port\b|localhost|路径|本地|文件", re.I)


def _shown_values(node: SchemaNode, desc: str) -> list[str]:
    """Example values the tool's own text shows: `examples`, a string `default`, and dates
    written in the description."""
    s = node.schema
    out = [v for v in (s.get("examples") or []) if isinstance(v, str)] \
        if isinstance(s.get("examples"), list) else []
    if isinstance(s.get("default"), str) and s["default"]:
        out.append(s["default"])
    out += [m.group(0) for m in _DATE_VALUE.finditer(desc)]
    return out


def _valid(fmt: str, value: str) -> bool:
    from workbench.schema.validate import is_valid  # jsonschema-rs: only when a fix is weighed

    return is_valid({"type": "string", "format": fmt}, value, assert_formats=True)


def _strict_supported(ctx: ToolContext, fmt: str) -> bool:
    """Every strict profile the tool meets enforces `fmt` (a `strict: true` tool of unknown
    provider is held to OpenAI strict's list, the shortest)."""
    strict = [p for p in ctx.profiles if p.strict]
    if not strict and ctx.tool.strict is True:
        strict = [PROFILES["openai-strict"]]
    return all(p.formats is None or fmt in p.formats for p in strict)


# "The timestamp of the message to react to", "parent message ts", "the message to pin, by
# its ts", "消息的时间戳": a chat message's timestamp that names the message (Slack's
# `1234567890.123456`), copied from an earlier response, not a time the model composes.
_CHAT_ITEMS = r"(?:message|thread|post|comment|reply|parent)"
_STAMP = r"(?:time ?stamp|ts)"
_NAMES_AN_ITEM = re.compile(rf"\b{_STAMP} of (?:(?:the|a|an) )?(?:\w+ )?(?:{_CHAT_ITEMS}|\w+ to "
                            rf"(?:react|reply|respond|update|edit|delete|pin|unpin))s?\b|\b"
                            rf"{_CHAT_ITEMS}(?:'s)? {_STAMP}\b|\b{_CHAT_ITEMS}\b[^.;]{{0,40}}?"
                            rf"\b(?:as|by) its {_STAMP}\b|(?:消息|帖子|评论|回复)的?\s?(?:时间戳|ts)",
                            re.I)


def names_an_item(node: SchemaNode) -> bool:
    """A `timestamp` that picks a chat message rather than a time (by its name,
    `message_timestamp`, or its description, "the timestamp of the message to react to")."""
    t = split_name(node.name)
    return (len(t) > 1 and t[-2] in ("message", "thread", "post", "comment", "reply", "parent")) \
        or describes_an_item(description_of(node))


def describes_an_item(text: str) -> bool:
    """Whether `text` calls the value a chat message's timestamp ("the message to react to, as
    its ts", "消息的时间戳"): the message's id, whatever the parameter is called."""
    return _NAMES_AN_ITEM.search(text) is not None


def _date_reading(node: SchemaNode, fmt: str, desc: str) -> tuple[str, Any] | None:
    """What the text says of a date/date-time value: ("format", fmt) when the form it shows is
    that format, ("pattern", regex) when it documents a wall-clock form the format would reject,
    ("open", None) when it shows nothing; None when the value is not a date at all, or the text
    documents wall-clock values (no offset) that no `format` expresses."""
    if names_a_field(node) or epoch_unit_text(desc) or time_not_composed(desc) or names_an_item(node) \
            or _OTHER_CALENDAR.search(f"{' '.join(split_name(node.name))} {desc}") \
            or _COARSER_PERIOD.search(desc):
        return None
    shown = _shown_values(node, desc)
    stated_form = _WALL_CLOCK_FORM.search(desc)
    if stated_form or (shown and all(_SPACED.match(v) for v in shown)):
        secs = stated_form.group(1) if stated_form else all(v.count(":") == 2 for v in shown)
        return ("pattern", r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}" + (r":\d{2}$" if secs else "$"))
    if fmt == "date-time" and (_NO_OFFSET.search(desc) or any(
            " " in v or not _valid("date-time", v) for v in shown if "T" in v or " " in v)):
        return None  # documented wall-clock values without an offset: date-time rejects them
    if fmt == "date-time" and _RFC3339.search(desc):
        return ("format", "date-time")
    if fmt == "date-time" and shown and all(_valid("date-time", v) for v in shown):
        # "ISO 8601, e.g. 2008-03-01T13:00:00+08:00": ISO 8601 also allows local times, which
        # RFC 3339 rejects; the example shows one form the text accepts, not the only one
        return ("shown", shown[0]) if ISO_WORD.search(desc) else ("format", "date-time")
    if fmt == "date" and _DATE_ONLY_FORM.search(desc) and not _DATE_VALUE.search(desc.replace(
            "YYYY-MM-DD", "")):
        return ("format", "date")
    if fmt == "date" and shown and all(_valid("date", v) for v in shown):
        # "ISO date string (e.g. '2024-01-01')": ISO also writes a date with its time, which
        # `format: date` rejects; the example shows one form the text accepts, not the only one
        return ("shown", shown[0]) if ISO_WORD.search(desc) else ("format", "date")
    example = _SHOWN_FORM.search(desc)
    if example:
        return ("shown", example.group(1))  # "例如：`2000-5-15 12:00:00`"
    if ISO_WORD.search(desc):
        # "ISO timestamp.", "ISO8601DateTime format": the form is stated, only the check is missing
        return ("iso", "date-time" if _ISO_TIME.search(desc) else fmt)
    return ("open", None)


@rule("format-missing", category="format", severity="warning",
      summary="Give date/time strings a `format` (or a `pattern` for a documented form such as "
              "'YYYY-MM-DD HH:mm:ss') and an example; say what form an email, URL or UUID "
              "takes.",
      bad=Example.of(properties={"start_time": {"type": "string", "description": "开始时间"}}),
      good=[Example.of(properties={"start_time": {
                "type": "string", "format": "date-time",
                "description": "开始时间，ISO 8601 带时区，例如 2026-09-01T15:00:00+08:00。"}}),
            Example.of(name="chat_list_messages", properties={"start_time": {
                "type": "string", "description": "起始时间，秒级时间戳，例如 1717000000。"}}),
            Example.of(name="docs_search", properties={"timestamp": {
                "type": "string", "enum": ["last_edited_time"],
                "description": "The timestamp field to sort by."}}),
            Example.of(name="bazi_from_lunar", properties={"lunar_datetime": {
                "type": "string", "description": "农历时间，例如 2000-5-15 12:00:00。"}}),
            Example.of(name="doc_parse", properties={"url": {
                "type": "string", "description": "The document URL or a local file path."}})],
      rationale="A `start_time` without a format received \"明天下午三点\" (tomorrow 3 pm). The "
                "fix is given only when the text shows the form; URL and UUID are info (few "
                "providers enforce them, and scheme-less URLs are common). An undescribed `date` of "
                "a stored record (beside its `id` and `last_update`) is info: it may be the "
                "server's own stamp.")
def check_format_missing(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        if (said := _resident_id(node)) is not None:
            yield Hit(node.pointer, f"`{node.name}` is a resident ID number (\"{said}\") with no "
                                    "`pattern`: its form is fixed (18 characters, 17 digits and a "
                                    "check digit or X, GB 11643), so add `\"pattern\": "
                                    f"\"{RESIDENT_ID_PATTERN}\"` and an example.")
            continue
        fmt = _missing_format(ctx, node)
        if fmt is None or ignored_input(ctx, node):
            continue  # (a `date` the tool text says it ignores: its form does not matter)
        desc = _text_of(ctx, node)
        if fmt in ("date", "date-time") and not desc.strip():
            clause = named_clause(ctx, node)
            form = _form_after_name(clause, node.name or "")
            if form:
                # the tool's own text gives the form: the model reads it there (fresh reviewers:
                # "the description states the form yyyy-MM-dd", F on "no stated form")
                keyword = "`format: 'date'`" if len(form) <= 10 else "a `pattern`"
                yield Hit(node.pointer, f"`{node.name}`: the tool text gives its form "
                                        f"(\"{quote(clause)}\"); declare it on the parameter too "
                                        f"({keyword}), so a validator checks it.", severity="info")
                continue
        if fmt in ("date", "date-time") and copied_as_is(description_of(node)):
            continue  # "The page's updated_at when you read it": sent back in the form it came in
        if fmt in ("date", "date-time"):
            got = _date_reading(node, fmt, desc)
            if got is None or (not desc.strip() and _sort_key(ctx, node)) \
                    or (got == ("open", None) and (_printed_on_page(ctx, node)
                                                   or _sibling_takes_relative(ctx, node))):
                continue
            if got == ("open", None) and fmt == "date" and _TOOL_DATE_FORM.search(tool.description or ""):
                got = ("tool-format", "date")  # "Dates: YYYY-MM-DD" in the tool text, for every date
            elif got == ("open", None) and tool_time_standard(tool.description or ""):
                got = ("iso", fmt)  # "All times are ISO 8601": stated for every time, unchecked
            leaked = _response_total(ctx, node)
            if leaked is not None and got[0] == "open":
                # `openedDate` "创建时间" beside `total` "需求总数" on a list tool: the response's
                # fields were copied into the input schema; a format would make it a real input
                yield Hit(node.pointer, f"`{node.name}` sits beside `{leaked}`, the count of "
                                        "results, which a caller never sends: if these are response "
                                        "fields, remove them from the input schema; if "
                                        f"`{node.name}` is a filter, state its form with an example.",
                          severity="info")
                continue
            kept = _stored_record_fields(ctx, node) if got[0] == "open" and not desc.strip() else None
            if kept:
                # MoviePilot's `subscribe_data.date` beside `id`, `last_update`: a record dumped
                # as the input, whose undescribed `date` is as likely the server's own stamp
                yield Hit(node.pointer, f"`{node.name}` has no description and sits beside "
                                        f"{kept}, fields a server keeps on its stored record: if "
                                        "the server sets it, leave it out of the input; if the "
                                        "caller sets it, state its form with an example.",
                          severity="info")
                continue
            if _FREE_DATE_SHOWN.search(desc):
                continue  # 「8月1日」 beside "2026-08-01": it takes spoken dates, which a format rejects
            yield _date_hit(ctx, node, fmt, got)
        elif fmt == "uri":
            if _NOT_ONLY_URI.search(f"{' '.join(split_name(node.name))} {desc}"):
                continue  # a path or a scheme-less reference is accepted too
            strict = not _strict_supported(ctx, "uri")
            yield Hit(node.pointer, f"`{node.name}` is a URL string with no `format` or "
                                    "`pattern`: say in its description whether it must be an "
                                    "absolute URL (https://...) and give an example; "
                                    + ("OpenAI strict does not support `format: uri`, so check "
                                       "the scheme with a `pattern` such as `^https?://`."
                                       if strict else "add `format: uri` only if relative or "
                                       "scheme-less values are wrong."),
                      severity="info")
        else:
            shown = _shown_values(node, desc)
            certain = bool(shown) and all(_valid(fmt, v) for v in shown) \
                and _strict_supported(ctx, fmt)
            yield Hit(node.pointer, f"`{node.name}` is an {fmt} string with no `format` or "
                                    f"`pattern`: add `\"format\": \"{fmt}\"` if every value is a "
                                    f"plain {fmt}, and give an example in the description.",
                      fix=({"op": "add", "path": join(node.pointer, "format"), "value": fmt},)
                      if certain else None, severity=_NAMED_SEVERITY[fmt])


# "如「8月1日」「2026-08-01」", 'e.g. "Aug 1" or "2026-08-01"': a date shown in a spoken form the
# parameter accepts (a month and day in words), so neither `format: date` nor one stated form holds.
_FREE_DATE_SHOWN = re.compile(r"[「“\"'‘（(如例]\s*(?:\d{2,4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*[日号]|"
                              r"[\"'“‘]\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
                              r"\s+\d{1,2}(?:st|nd|rd|th)?\b", re.I)


# A sort order beside it (`direction`, `sort_order`): a bare `timestamp` then names which time
# field to sort by (Notion search: `timestamp: "last_edited_time"`), it is not a time.
_SORT_SIBLINGS = frozenset({"direction", "sort_direction", "sort_order", "order", "sort", "sort_by",
                            "ascending", "descending"})


# "需求总数", "Total number of results": a sibling that is the count of what the call returns,
# an output value; a `total` that is an amount ("订单总额", "total price") is a real input.
# (compared without underscores: `totalCount`, `total_count`, `totalcount` alike)
_TOTAL_NAMES = frozenset(n.replace("_", "") for n in (
    "total", "total_count", "total_num", "total_number", "record_count", "records_total",
    "total_records", "total_items"))
_TOTAL_TEXT = re.compile(r"总数|总条数|总记录数|\btotal\s+(?:number|count)\s+of\b|"
                         r"\bnumber\s+of\s+(?:results|records|items|rows)\s+(?:found|returned|matched)\b",
                         re.I)


def _response_total(ctx: ToolContext, node: SchemaNode) -> str | None:
    """The name of a sibling that is the result count of the call (an output field in the input)."""
    for name, sub in ctx.sibling_properties(node).items():
        if name == node.name or not isinstance(sub, Mapping):
            continue
        desc = sub.get("description")
        if snake_name(name).replace("_", "") in _TOTAL_NAMES \
                and isinstance(desc, str) and _TOTAL_TEXT.search(desc):
            return name
    return None


# the names a stored record keeps for itself: its key and the time it was last written
_RECORD_STAMPS = frozenset({"lastupdate", "lastupdated", "updatedat", "updatetime", "modifiedat",
                            "lastmodified", "createdat", "createtime"})


def _stored_record_fields(ctx: ToolContext, node: SchemaNode) -> str | None:
    """`id` and a last-update stamp beside a nested field: the object is a stored record."""
    props = ctx.sibling_properties(node) if node.parent else {}
    if "id" not in props:
        return None
    stamps = [n for n in props if n != node.name and snake_name(n).replace("_", "") in _RECORD_STAMPS]
    return f"`id`, `{stamps[0]}`" if stamps else None


# A document part a tool writes text into (a cover, a title page, a header, a letter, a
# certificate): its date is printed as the caller writes it ("2026年9月", "Spring 2026").
_PRINTED_PART = re.compile(r"\b(?:cover(?:\s+page)?|title\s+page|letterhead|header|footer|"
                           r"signature\s+block|certificate)\b|封面|扉页|页眉|页脚|落款|证书|署名", re.I)
_PRINTED_SIBLINGS = frozenset({"title", "subtitle", "author", "authors", "org", "organization",
                               "organisation", "company"})


def _printed_on_page(ctx: ToolContext, node: SchemaNode) -> bool:
    """A date a document-writing tool prints as text beside a title and an author (a cover's
    "日期"): shown as written, not parsed, so no form is wrong."""
    return bool(_PRINTED_PART.search(f"{ctx.description} {' '.join(ctx.name_tokens)}")) \
        and len({snake_name(n) for n in ctx.sibling_names(node)} & _PRINTED_SIBLINGS) >= 2


def _sort_key(ctx: ToolContext, node: SchemaNode) -> bool:
    """An undescribed `timestamp` beside a sort direction: the name of the field to sort by."""
    return (node.name or "").lower() in ("timestamp", "time", "date") and bool(
        {snake_name(n) for n in ctx.sibling_names(node)} & _SORT_SIBLINGS)


def _resident_id(node: SchemaNode) -> str | None:
    """The words that make a plain string a mainland resident ID number ("居民身份证号")."""
    if node.non_null_types != ("string",) or has_any_branch(
            node.schema, "format", "pattern", "enum", "const", "$ref"):
        return None
    return resident_id_text(description_of(node))


def _missing_format(ctx: ToolContext, node: SchemaNode) -> str | None:
    """The format a plain string's name or text calls for and its schema lacks, unless the
    text states it (a format stated only in prose is nl-constraint's finding)."""
    if node.non_null_types != ("string",) or has_any_branch(
            node.schema, "format", "pattern", "enum", "const", "$ref"):
        return None
    fmt = expected_format(node.name) or described_date(node)
    return None if fmt is None or stated(ctx, node, _STATED_FORMAT) else fmt


def date_form_asked(ctx: ToolContext, node: SchemaNode) -> bool:
    """`format-missing` already asks this date string for its form (a `format`, a `pattern`,
    or words with an example): another rule asking the same on the same field repeats it."""
    fmt = _missing_format(ctx, node)
    return fmt in ("date", "date-time") and _date_reading(node, fmt, _text_of(ctx, node)) is not None


def _text_of(ctx: ToolContext, node: SchemaNode) -> str:
    """The parameter's description, or else its entry in the tool's parameter block ("dep_date:
    出发日期，格式YYYY-MM-DD"): what the model reads about it."""
    return description_with_referent(ctx, node) or ctx.passage_of(node)


# "start_time/end_time 格式 yyyy-MM-dd" in the tool's running text: the form right after the name,
# or after the run of names it stands in ("a/b", "a、b", "a 与 b"), behind at most a form word
_CLAUSE_DATE_FORM = re.compile(r"\byyyy[-/.]?mm[-/.]?dd(?:[ T]hh:mm(?::ss)?)?\b", re.I)
_NAME_RUN = re.compile(r"(?:\s*(?:/|、|与|和|,|，|\bor\b|\band\b)\s*[A-Za-z_][\w]*)*")
_FORM_LEAD = re.compile(r"[\s:：=(（\"'“]*(?:(?:的)?格式(?:为|是)?|(?:in\s+)?(?:the\s+)?format(?:\s+of)?|为|是)?"
                        r"[\s:：(（\"'“]*")


def _form_after_name(clause: str, name: str) -> str:
    """The date form a clause gives right after `name` (or after the run of names it opens), or "";
    a form further on is another parameter's ("start_date("YYYYMMDD"), end_date")."""
    for end in mention_ends(clause, name):
        run = _NAME_RUN.match(clause, end)
        at = run.end() if run else end
        lead = _FORM_LEAD.match(clause, at)
        form = _CLAUSE_DATE_FORM.match(clause, lead.end() if lead else at)
        if form:
            return form.group(0)
    return ""


# "The start time (RFC3339 or relative like \"now-1h\")", "开始时间，支持相对时间如 now-1h".
_RELATIVE_TIME = re.compile(r"\bnow\s*[-+]\s*\d|\brelative\b|相对时间", re.I)
_TIME_PAIR = frozenset({"start", "end", "from", "to", "since", "until", "time", "date", "begin"})


def _sibling_takes_relative(ctx: ToolContext, node: SchemaNode) -> bool:
    """A time beside it in the same object (`startTime` beside `endTime`) accepts relative times
    ("now-1h"): the pair shares its forms, which `format: date-time` would reject."""
    return any(name != node.name and isinstance(sub, Mapping) and isinstance(sub.get("description"), str)
               and not _TIME_PAIR.isdisjoint(split_name(name)) and _RELATIVE_TIME.search(sub["description"])
               for name, sub in ctx.sibling_properties(node).items())


def _date_hit(ctx: ToolContext, node: SchemaNode, fmt: str, got: tuple[str, Any]) -> Hit:
    kind, value = got
    if kind == "pattern":
        return Hit(node.pointer, f"`{node.name}` documents the form '{_form(value)}', which "
                                 f"`format: date-time` would reject (no `T`, no offset): check it "
                                 f"with `\"pattern\": \"{value}\"` and say its time zone.",
                   fix=({"op": "add", "path": join(node.pointer, "pattern"), "value": value},))
    if kind == "format" and _strict_supported(ctx, fmt):
        return Hit(node.pointer, f"`{node.name}` is a {fmt} string, as its description shows, "
                                 f"without `format`: add `\"format\": \"{fmt}\"`.",
                   fix=({"op": "add", "path": join(node.pointer, "format"), "value": fmt},))
    if kind == "tool-format" and _strict_supported(ctx, fmt):
        # "Dates: YYYY-MM-DD" in the tool text: the model reads the form already; the format
        # adds the validator's check only
        return Hit(node.pointer, f"`{node.name}` is a {fmt} string in the form the tool text states "
                                 f"for its dates, without `format`: add `\"format\": \"{fmt}\"`.",
                   fix=({"op": "add", "path": join(node.pointer, "format"), "value": fmt},), severity="info")
    if kind == "shown":
        # the text states the form by an example the model can copy: what is left is a check the
        # executor may already make; a `format` could reject forms the text accepts
        return Hit(node.pointer, f"`{node.name}` shows its form only by example ('{value}'): the "
                                 "schema does not check it; if every valid value has that form, a "
                                 "`pattern` for it lets a validator reject others.", severity="info")
    if kind == "iso":
        what, when = ("date and time", "only if every value carries an offset (RFC 3339; ISO 8601 also "
                      "allows local times)") if value == "date-time" else \
            ("date", "if every value is a full date (YYYY-MM-DD)")
        return Hit(node.pointer, f"`{node.name}` is stated to be an ISO {what} but the schema does "
                                 f"not check it: add `\"format\": \"{value}\"` {when}, else a `pattern`.",
                   severity="info")
    eg = "2026-09-01" if fmt == "date" else "2026-09-01T15:00:00+08:00"
    return Hit(node.pointer, f"`{node.name}` is a {fmt} string with no `format`, `pattern` or "
                             f"stated form: decide the form (e.g. {eg}), say it with an example "
                             f"in the description, then declare it (`\"format\": \"{fmt}\"`, or "
                             "a `pattern` for another form).")


def _form(pattern: str) -> str:
    return "YYYY-MM-DD HH:mm:ss" if pattern.endswith(r":\d{2}$") else "YYYY-MM-DD HH:mm"


@rule("format-mismatch", category="format", severity="warning",
      summary="The `format` contradicts the name: a `*_time`/`*_at` field with `format: date` "
              "drops the time; a `*_date` with `format: time` drops the date.",
      bad=Example.of(properties={"start_time": {"type": "string", "format": "date"}}),
      good=Example.of(properties={"start_time": {"type": "string", "format": "date-time"}}),
      rationale="Which of the two is wrong, the name or the format, only the author knows: the "
                "message says it in words, with no fix.")
def check_format_mismatch(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        fmt = node.schema.get("format")
        if not isinstance(fmt, str):
            continue
        want = expected_format(node.name)
        wrong = (want == "date-time" and fmt in ("date", "time")) or (want == "date" and fmt == "time") \
            or (want == "email" and fmt in ("uri", "url", "date", "date-time")) \
            or (want == "uri" and fmt in ("email", "date", "date-time"))
        if wrong and fmt == "date" and split_name(node.name or "")[-1:] == ("at",):
            # `archived_at` is a naming habit as often as a moment: a date-only pattern,
            # example or description agreeing with the format settles it
            if not _date_only_evidence(node):
                yield Hit(node.pointer, f"`{node.name}` has `format: date`; names ending in `_at` "
                                        "usually hold a moment (date-time): if it holds a time of "
                                        "day too, use `\"format\": \"date-time\"`.",
                          severity="info")
        elif wrong:
            yield Hit(node.pointer, f"`{node.name}` has `format: {fmt}` but its name says {want}: "
                                    f"use `\"format\": \"{want}\"`, or rename the parameter if "
                                    f"it really holds a {fmt}.")


_DATE_ONLY_TEXT = re.compile(r"\byyyy-mm-dd\b(?!\s*[t ]?hh)|\bdate\b(?![- ]?time)|日期")
_TIME_PART = re.compile(r"(?<!\?):|T")
_DATE_ONLY_VALUE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def _date_only_evidence(node: SchemaNode) -> bool:
    """Does anything besides the name say the value is a day: a pattern with no time part, a
    date-only example or default, or a description that calls it a date?"""
    schema = node.schema
    pattern = schema.get("pattern")
    if isinstance(pattern, str) and "\\d{4}" in pattern and not _TIME_PART.search(pattern):
        return True  # a colon outside `(?:` is a time of day
    values = [schema.get("default"), *(schema.get("examples") or [])]
    if any(isinstance(v, str) and _DATE_ONLY_VALUE.match(v) for v in values):
        return True
    return _DATE_ONLY_TEXT.search(node.description.lower()) is not None
