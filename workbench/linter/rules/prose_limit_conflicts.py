"""`prose-contradicts-schema` (`nl-constraint`): a limit or a value list the description
states otherwise than the schema (the same limit in another unit, an integer type's width and a
negative special value the text explains are no contradiction). Constraints stated only in prose
are `prose_rules.py`'s."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.prose_facts import (
    counts_results,
    quote,
    reconciled,
)
from workbench.linter.rules.prose_keywords import (
    DEFAULT_WORD,
    HARD_MODAL,
    NOT_A_LIMIT,
    NUMERIC,
    RANGE_WORD,
    about_a_part,
    about_a_product,
    about_an_attribute,
    applies,
    keywords_for,
)
from workbench.linter.rules.prose_targets import per_case_reading
from workbench.model import Tool
from workbench.prose import ProseConstraint
from workbench.schema.walk import SchemaNode
from workbench.text import has_cjk, split_name

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
        if extra and not _glosses(s["enum"], list(v)):
            return f"`enum` lacks {extra[:5]} that the prose lists"
    return None


def _glosses(enum: list, said: list) -> bool:
    """Does the prose list say what each enum value means, one for one in the enum's order
    (`[mnh, mh, used]` and "品相：新票无贴、新票有贴、信销票", `[asc, desc]` and "ascending,
    descending", `[mnh, mh, used]` and "mint never hinged, mint hinged, used")? Each item is
    the value itself, its word in Chinese for a Latin code, a word the code begins, or the words
    the code is the initials of: a gloss, not another list."""
    if len(enum) != len(said) or len(said) < 2:
        return False
    return all(_glossed(str(code), str(item)) for code, item in zip(enum, said))


def _glossed(code: str, item: str) -> bool:
    low, text = code.lower(), item.lower().strip()
    if text == low:
        return True
    if has_cjk(text):
        return code.isascii() and not has_cjk(code)
    words = re.findall(r"[a-z]+", text)
    return len(low) >= 2 and (text.startswith(low) or "".join(w[0] for w in words) == low)


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
        if per_case_reading(node, c, set(ctx.sibling_names(node)), ctx.passage_of(node)):
            continue  # "Stacked: column, bar, line, area" on `grouping`, "(1-100 if percent)"
        if c.kind in NUMERIC and (about_a_part(node, c) or about_a_product(c)
                                  or about_an_attribute(node, c)):
            continue  # "- delete_blocks: 1–100 blocks in one call": one kind of entry's limit;
            # "Passengers aged 2-11" on `children`: the age of each, not how many
        for k, v in keywords_for(node, c) if c.kind == "enum-values" else _numeric_want(node, c):
            if (node.pointer, k) in done:
                continue
            why = _disagreement(node, k, v)
            if why and k in _COMPARABLE and not HARD_MODAL.search(c.sentence) \
                    and _stated_as_the_schema(ctx, node, c, k):
                continue  # "(1-200, default: 50) … Initial exploration: 5-10 papers": the text
                # states the schema's own limit too, so its other plain ranges are advice or one
                # case's; a hard word ("最多 72 小时") is a limit that still disagrees
            if why and k in _COMPARABLE and reconciled(ctx, node, c, from_tool, node.schema.get(k)):
                continue
            if why and k in _COMPARABLE and _same_in_another_unit(c, v, node.schema.get(k)):
                continue  # "up to 24 hours" is `maximum: 86400` seconds: the same limit
            if why and k in _COMPARABLE and _ratio_against_a_measure(node, c):
                continue  # `scale` ≤ 4 and "the image does not exceed 1568px": two quantities
            if why and k in _COMPARABLE and _sentinel_explained(node, node.schema.get(k)):
                continue  # `minimum: -1` beside "use -1 to append", `minimum: 0` beside "0 = look up"
            if why:
                done.add((node.pointer, k))
                yield Hit(node.pointer, f"`{node.name}`: {why} (\"{quote(c.sentence)}\"). Make "
                                        "the description and the schema agree.",
                          severity="info" if _type_width(node.schema.get(k))
                          or _fixed_tuple_counted_otherwise(node, k, v) else None)


def _stated_as_the_schema(ctx: ToolContext, node: SchemaNode, c: ProseConstraint, k: str) -> bool:
    """Does another numeric statement of the text give keyword `k` exactly the schema's value
    ("Number of papers to fetch (1-200, default: 50)" over `maximum: 200`)? `reconciled` asks the
    same of a statement of `c`'s own kind and value; this compares by keyword, so a range agrees
    with the bound it shares."""
    have = node.schema.get(k)
    if not isinstance(have, (int, float)) or isinstance(have, bool):
        return False
    return any(n is node and other is not c and other.kind in NUMERIC
               and any(kk == k and isinstance(v, (int, float)) and not isinstance(v, bool)
                       and float(v) == float(have) for kk, v in _numeric_want(node, other))
               for n, other, _ in ctx.stated_constraints)


# The bounds of an integer type's width (int32, uint32, int64): what a generator writes for
# "any integer", not a limit an author chose; against "a number from 1 to 12" the schema is
# loose, and reviewers split on whether tightening it is worth the author's time.
_TYPE_WIDTHS = frozenset({-2**31, 2**31 - 1, 2**32 - 1, -2**63, 2**63 - 1, 2**64 - 1})


def _type_width(have: Any) -> bool:
    return isinstance(have, (int, float)) and not isinstance(have, bool) and have in _TYPE_WIDTHS


# A value glossed as a special case: "0 = look up from `fish`", "0 means no limit", "0 表示不限",
# "use 0 to disable", "0 for auto".
# "0 = look up", "0 表示全部", "默认 0（不返回正文）": a meaning given right after the value, also in
# brackets that say what the value does
_GLOSS_AFTER = (r"\s*(?:=|:|：|means\b|is\s+treated\b|disables\b|for\s|表示|代表|为|则|即|"
                r"[(（]\s*(?:不|无|no\b|none\b|off\b|disabled?\b|全部|所有|all\b))")
_GLOSS_BEFORE = r"\b(?:use|pass|set(?:\s+it)?\s+to|send)\s+"


def _sentinel_explained(node: SchemaNode, have: Any) -> bool:
    """Whether the schema's bound is a special value the field's text explains: a negative one
    mentioned at all ("use -1 to append at end", "-1 表示全部"), another one glossed ("Fish
    difficulty 5-110. 0 = look up from `fish`": `minimum: 0` keeps the sentinel valid)."""
    if not isinstance(have, (int, float)) or isinstance(have, bool):
        return False
    written = re.escape(str(int(have)) if float(have).is_integer() else str(have))
    text = node.description or ""
    if have < 0:
        return re.search(r"(?<![\w.-])" + written + r"(?![\w.])", text) is not None
    return re.search(r"(?<![\w.~–-])" + written + r"(?![\w.~–-])" + _GLOSS_AFTER, text, re.I) is not None \
        or re.search(_GLOSS_BEFORE + written + r"(?![\w.~–-])", text, re.I) is not None


def _fixed_tuple_counted_otherwise(node: SchemaNode, k: str, v: Any) -> bool:
    """Is the array a fixed-length tuple (`minItems` = `maxItems`: `[dx, dy]`, `[lat, lng]`) and
    the prose number larger than its length? A tuple's length is its shape, so a larger count in
    its text counts something else (godot's `look`: "up to 256 sub-events" a sweep is split
    into, beside a two-item `[dx, dy]`): uncertain, so not shown. A count below the length, or
    a list of varying length, keeps the finding."""
    low, high = node.schema.get("minItems"), node.schema.get("maxItems")
    return (k in ("maxItems", "minItems") and isinstance(high, int) and low == high
            and isinstance(v, (int, float)) and not isinstance(v, bool) and v > high)


# Names of a unitless multiplier: a limit said in a unit (px, 像素, MB) bounds what the factor
# produces (the image it scales), not the factor.
_RATIO_WORDS = frozenset({"scale", "factor", "ratio", "zoom", "multiplier", "magnification", "dpr"})


def _ratio_against_a_measure(node: SchemaNode, c: ProseConstraint) -> bool:
    """Is the field a unitless factor (`scale`, `zoom_ratio`) and the prose number a measure in
    a unit (\"does not exceed 1568px\", \"不超过 2000 像素\")?"""
    if not set(split_name(node.name or "")) & _RATIO_WORDS:
        return False
    if c.unit:
        return True
    if not isinstance(c.value, (int, float)) or isinstance(c.value, bool):
        return False
    number = re.escape(str(int(c.value)) if float(c.value).is_integer() else str(c.value))
    return re.search(r"(?<![\d.])" + number + r"\s*(?:px|pixels?|pt|dpi|mm|cm|kb|mb|像素|厘米|毫米)",
                     c.sentence, re.I) is not None


def _numeric_want(node: SchemaNode, c: ProseConstraint) -> list[tuple[str, Any]]:
    if DEFAULT_WORD.search(c.sentence):
        return []
    return keywords_for(node, c)
