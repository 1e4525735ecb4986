"""Which format and time zone a date or time parameter is in: `param-datetime-unclear`, in
English and Chinese. (What a quantity is measured in: `param_measures.py`.)

Decisions:
- Few-shot examples for times ("明天下午三点 → 2025-04-10T15:00:00") are what
  `param-datetime-unclear` asks for; a Unix timestamp states its format, and a parameter that
  names a timestamp field (`last_edited_time`) holds no time. The description's words are
  this rule's; the `format` keyword is `format-missing`'s (`formats.py`).
- Examples in a message follow the tool's language (`ToolContext.language`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.formats import (
    date_form_asked,
    describes_an_item,
    names_an_item,
    tool_time_standard,
    without_bound_suffix,
)
from workbench.linter.rules.measure_facts import (
    LENGTH_LEAD,
    epoch_unit_text,
    example_items,
    listed_without_dates,
    spoken_points_only,
    time_not_composed,
    word_examples,
)
from workbench.linter.rules.param_facts import (
    copied_as_is,
    datetime_name,
    has_any_branch,
    names_a_field,
    stated,
)
from workbench.linter.rules.sibling_reference import description_with_referent
from workbench.model import Tool
from workbench.schema.refs import deref

_DATE_FORMAT_HINT = re.compile(r"iso[ -]?8601|rfc[ -]?3339|rfc[ -]?2822|yyyy|yy-mm|mm[-/]dd|dd[-/]mm|"
                               r"hh:mm|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/\d{2,4}|\d{1,2}:\d{2}|"
                               r"unix|epoch|\bformat|格式|\d{4}年|时间戳")
# The timestamp of an existing record that identifies it ("timestamp of the revision", "记录的
# 时间戳"): copied from a result, never written from a date. A chat message's `ts` is
# `formats.names_an_item`'s reading
# (by name only for a `timestamp`/`ts`: a `post_date` is a date).
_OF_A_THING = re.compile(r"\b(?:timestamp|ts|time\s?stamp)\s+of\s+(?:the\s+|a\s+|an\s+)?(?:\w+\s+)?"
                         r"(?:event|record|entry|revision|commit|snapshot|item|update)s?\b|"
                         r"记录的?(?:时间戳|ts)", re.I)
_TZ_HINT = re.compile(r"utc|gmt|time ?zone|timezone|offset|[+-]\d{2}:?\d{2}\b|\d{2}z\b|local time|"
                      r"时区|北京时间|本地时间|当地时间|东八区")


def _structured_target(ctx: ToolContext, node) -> bool:
    """`node` (directly, through its `$ref`, or in every `anyOf`/`oneOf` branch but null) is an
    object with `properties` or an array: a structured value whose own fields carry the form
    (`{date_time, time_zone}`), not a string to format."""
    def structured(schema: Any) -> bool:
        target = deref(schema, ctx.schema)
        if not isinstance(target, Mapping):
            return False
        branches = [b for b in (target.get("anyOf") or target.get("oneOf") or ())
                    if not (isinstance(b, Mapping) and b.get("type") == "null")]
        if branches:
            return all(structured(b) for b in branches)
        t = target.get("type")
        return bool(target.get("properties")) or t == "array"
    return structured(node.schema)


# `time_in_force`: "\"gtc\" (default) or \"ioc\"", "“day” 或 “gtc”": the text quotes two or more word
# codes, none a date or a spoken time ("now", "today"): a code, not a time to format.
_QUOTED_CODE = re.compile(r"[`'\"“‘「]([A-Za-z_]{2,12})[`'\"”’」]")
_SPOKEN_TIMES = frozenset({"now", "today", "yesterday", "tomorrow", "latest", "earliest"})


_FORM = frozenset({"format"})
_PLACEHOLDER = re.compile(r"\b(?:date|time|datetime|timestamp)s?\b|日期|时间", re.I)


def _code_choice(desc: str) -> bool:
    codes = {c.lower() for c in _QUOTED_CODE.findall(desc)}
    return len(codes) >= 2 and not codes & _SPOKEN_TIMES and not re.search(r"\d", desc)


@rule("param-datetime-unclear", category="param-description", severity="warning",
      summary="Give a date/time parameter its format with an example ('ISO 8601 with offset, "
              "e.g. 2026-09-01T00:00:00+08:00') and its time zone; say that natural language "
              "('tomorrow at 3 pm', '明天下午三点') is not accepted.",
      bad=Example.of(properties={"start_time": {"type": "string", "description": "开始时间"}}),
      good=[Example.of(properties={"start_time": {
                "type": "string", "format": "date-time",
                "description": "查询起始时间，必须使用 ISO 8601 格式并带时区，例如 2026-09-01T00:00:00+08:00。"
                               "不要传 Unix 时间戳。"}}),
            Example.of(name="chat_list_messages", properties={"start_time": {
                "type": "string", "description": "起始时间，秒级时间戳。"}}),
            Example.of(name="docs_search", properties={"sort_timestamp": {
                "type": "string", "description": "The name of the timestamp to sort against, "
                                                 "e.g. last_edited_time."}}),
            Example.of(name="chat_reply", properties={"thread_ts": {
                "type": "string", "description": "Reply inside this thread (its ts)."}})],
      rationale="A time needs its basis (time zone) and a format example; an event's `start_time` "
                "without them receives natural language. A Unix timestamp states its format, and "
                "a parameter naming a timestamp field (`last_edited_time`) holds no time; a chat "
                "message's `ts`/`thread_ts` (1234567890.123456) is the message's id, copied from "
                "a result.")
def check_param_datetime(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node, tokens in ctx.named_properties:
        name = node.name or ""
        types = node.non_null_types
        if (types and "string" not in types) or node.schema.get("enum") or not datetime_name(
                tokens, name):
            continue
        if _structured_target(ctx, node):
            continue  # `start_time` -> ZonedDateTime {date_time, time_zone}: its fields say the form
        desc = description_with_referent(ctx, node)  # "结束时间，同上": the form written above
        if not desc.strip() or names_a_field(node):
            continue  # undescribed: param-missing-description; a field name holds no time
        low = desc.lower()
        fmt = node.schema.get("format")
        if epoch_unit_text(desc) or time_not_composed(desc):
            # a Unix timestamp ("Start time in ms"): its form is stated and it has no time zone;
            # a cursor, an offset or a phrase read as natural language takes no date form
            continue
        if _code_choice(desc):
            continue  # `time_in_force`: "\"gtc\" (default) or \"ioc\"": an order-duration code
        # an example that only names the kind ("e.g., specific date and time") shows no form
        placeholder = _PLACEHOLDER.search(" ".join(i for run in example_items(desc) for i in run))
        if word_examples(desc) and not placeholder and not spoken_points_only(desc):
            # "(e.g., morning, afternoon, evening)", "(e.g., current, historical)": the values
            # are words by the tool's contract; "say natural language is refused" contradicts it
            continue
        # "e.g. 3pm", "e.g., 24 hours, 7 days", `example: "YYYY-MM-DD"`: the tool shows its form
        default = node.schema.get("default")
        shown = bool((example_items(desc) and not placeholder and not spoken_points_only(desc))
                     or node.schema.get("example") or node.schema.get("examples")
                     or (isinstance(default, str) and _DATE_FORMAT_HINT.search(default.lower())))
        if LENGTH_LEAD.match(desc) or listed_without_dates(ctx, node):
            # "The time required to clean the artwork", "How long to wait": a length of time;
            # "Allowed values: `today`, `3days`, `week`": the text closes the values, no date form
            continue
        if _OF_A_THING.search(desc) or describes_an_item(desc) or copied_as_is(desc) or (
                tokens[-1] in ("timestamp", "ts") and names_an_item(node)):
            # "the timestamp of the message", `thread_ts`: an id copied from a result; "The
            # page's updated_at when you read it": a guard copied as read, in the form it came in
            continue
        # its entry in the tool's parameter block ("tradeDate : str\n交易日期，格式 yyyy-MM-dd；例：
        # 2025-03-04") or a tool-text sentence that names it gives its form: the model reads it
        passage = ctx.passage_of(node).lower()
        told = _DATE_FORMAT_HINT.search(passage) or stated(ctx, node, _FORM) \
            or tool_time_standard(ctx.description)  # "All times are ISO 8601": every time's
        if not (fmt or shown or has_any_branch(node.schema, "pattern", "format")
                or _DATE_FORMAT_HINT.search(low) or told):
            stem = without_bound_suffix(tokens)  # `priority_date_from` is a date too
            date_only = stem[-1] in ("date", "day", "birthday", "dob") or "日期" in name
            form = "'YYYY-MM-DD, e.g. 2026-09-01'" if date_only else \
                "'ISO 8601 with offset, e.g. 2026-09-01T15:00:00+08:00'"
            spoken = "'明天下午三点'" if ctx.language == "zh" else "'tomorrow at 3 pm'"
            # a date's only open fact is its form: where format-missing asks the same field for
            # it, this repeats it (reviewers: "same defect on the same field"): info. A time
            # keeps the warning: its time zone is a second fact format-missing does not ask
            yield Hit(node.pointer, f"Say the format of `{name}` with an example ({form}) and that "
                                    f"natural language such as {spoken} is not accepted.",
                      severity="info" if date_only and date_form_asked(ctx, node) else None)
        elif (set(tokens) & {"time", "datetime", "timestamp", "ts", "dt"} or tokens[-1:] == ("at",)) \
                and fmt != "date-time" and not _TZ_HINT.search(f"{low} {passage}"):
            yield Hit(node.pointer, f"Say which time zone `{name}` is in (UTC, the user's zone, an "
                                    "explicit offset such as +08:00).", severity="info")


