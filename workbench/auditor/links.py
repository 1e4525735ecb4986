"""Invented field -> intended field: a value sent under a name the schema does not declare
(`location`) while a required field of the same object is missing (`city`).

Looked at only for calls that failed with `missing-required`. An undeclared key is linked to a
missing required field when
- the names say so: one name in two spellings, one containing the other, an abbreviation
  (`workbench.evolution.rename.name_evidence`, the diff's own rename evidence), or both names in
  one group of `FIELD_SYNONYMS` (whole names, or names that differ by one word of a group:
  `start_date` / `begin_date`); or
- it is the only undeclared key and the only missing field of that object, and its value has
  the shape the missing field asks for where that shape says something (an enum, a const, a
  pattern or a format the value meets).
Each link carries its evidence and whether the sent values fit the intended field's schema.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from workbench.auditor.classify import TopValues
from workbench.schema.pointer import escape, split
from workbench.schema.refs import deref
from workbench.text import split_name

# Field names that mean the same thing in tool calls (English and Chinese), lower case, written
# without separators. Whole names are compared, or single words of names that differ by one word.
FIELD_SYNONYMS: tuple[frozenset[str], ...] = tuple(frozenset(g) for g in (
    {"city", "location", "place", "town", "locality", "cityname", "城市", "地点", "位置", "城市名"},
    {"query", "q", "search", "keyword", "keywords", "term", "searchterm", "querytext", "关键词", "关键字"},
    {"start", "from", "since", "begin", "starttime", "startdate", "开始", "开始时间"},
    {"end", "to", "until", "finish", "endtime", "enddate", "结束", "结束时间"},
    {"limit", "count", "max", "maxresults", "topk", "size", "pagesize", "numresults", "数量"},
    {"language", "lang", "locale", "语言"},
    {"userid", "user", "uid", "accountid", "用户", "用户id"},
    {"email", "mail", "emailaddress", "邮箱"},
    {"phone", "mobile", "tel", "telephone", "phonenumber", "手机", "电话"},
    {"address", "addr", "street", "地址"},
    {"amount", "price", "sum", "total", "金额", "价格"},
    {"path", "file", "filename", "filepath", "文件", "路径"},
    {"url", "link", "uri", "href", "链接"},
    {"message", "text", "content", "body", "内容", "消息"},
    {"orderid", "order", "ordernumber", "orderno", "订单", "订单号"},
    {"date", "day", "日期"},
    {"name", "title", "label", "名称"},
))
_SHAPE_KEYWORDS = ("enum", "const", "pattern", "format")


def _flat(name: str) -> str:
    return re.sub(r"[\s_\-.]", "", name.lower())


def synonym_evidence(a: str, b: str) -> str | None:
    """Why two field names mean the same by `FIELD_SYNONYMS`, in words; None when they do not."""
    fa, fb = _flat(a), _flat(b)
    if fa != fb and any(fa in g and fb in g for g in FIELD_SYNONYMS):
        return f"`{a}` and `{b}` are synonyms"
    ta, tb = split_name(a), split_name(b)
    if len(ta) == len(tb) > 1:
        diff = [(x, y) for x, y in zip(ta, tb) if x != y]
        if len(diff) == 1 and any(diff[0][0] in g and diff[0][1] in g for g in FIELD_SYNONYMS):
            return f"`{a}` and `{b}` differ by synonyms ({diff[0][0]} / {diff[0][1]})"
    return None


@dataclass(frozen=True)
class FieldLink:
    """Calls that sent `invented` (undeclared) while `intended` (required) was missing, in one
    object of one tool's arguments."""

    tool: str
    invented: str  # pointer of the undeclared key in the arguments
    intended: str  # pointer of the missing required field
    count: int
    evidence: str
    fits: int  # of `count`, calls whose value the intended field's schema accepts
    examples: tuple[tuple[Any, int], ...]
    suggestion: str

    def to_dict(self) -> dict[str, Any]:
        """The link in the audit's JSON (`field_links[]`)."""
        return {"tool": self.tool, "invented": self.invented, "intended": self.intended,
                "count": self.count, "evidence": self.evidence, "values_fit": self.fits,
                "examples": [v for v, _ in self.examples], "suggestion": self.suggestion}


class Links:
    """Links found so far, bounded: at most `cap` distinct (tool, invented, intended)."""

    def __init__(self, cap: int = 10_000) -> None:
        self.cap = cap
        self.table: dict[tuple[str, str, str], list[Any]] = {}  # -> [count, fits, evidence, TopValues]
        self.places: dict[tuple[str, str], _Place | None] = {}

    def consider(self, tool: str, missing_path: str, obj: Any, schema: Any) -> None:
        """Link the undeclared keys of `obj` (the object a required field is missing from, at
        `missing_path`'s parent) to the missing field."""
        if not isinstance(obj, Mapping):
            return
        place = self.places.get((tool, missing_path), _UNSEEN)
        if place is _UNSEEN:
            if len(self.places) >= self.cap:
                return
            place = self.places[(tool, missing_path)] = _place(missing_path, schema)
        if place is None:
            return
        undeclared = [k for k in obj if type(k) is str and k not in place.declared]
        if not undeclared:
            return
        lone = len(undeclared) == 1 and sum(1 for r in place.required if r not in obj) == 1
        for key in undeclared:
            value = obj[key]
            fits = place.fits(value)
            evidence = _named(key, place.missing) or (place.lone_evidence if lone and fits else None)
            if evidence is None:
                continue
            slot = (tool, f"{place.parent}/{escape(key)}", missing_path)
            entry = self.table.get(slot)
            if entry is None:
                if len(self.table) >= self.cap:
                    continue
                entry = self.table[slot] = [0, 0, evidence, TopValues(16)]
            entry[0] += 1
            entry[1] += fits
            entry[3].add(value)

    def links(self, schemas: Mapping[str, Any]) -> tuple[FieldLink, ...]:
        out = []
        for (tool, invented, intended), (count, fits, evidence, top) in self.table.items():
            examples = tuple(top.top(5))
            out.append(FieldLink(tool, invented, intended, count, evidence, fits, examples,
                                 link_suggestion(invented, intended, count, fits, schemas.get(tool))))
        out.sort(key=lambda link: (-link.count, link.tool, link.invented, link.intended))
        return tuple(out)


@dataclass(frozen=True)
class _Place:
    """What a required field's object declares, read once per (tool, missing field)."""

    parent: str  # pointer of the object in the arguments
    missing: str
    declared: frozenset[str]
    required: tuple[str, ...]
    check: Any  # the compiled validator of the missing field's schema, or None
    lone_evidence: str | None  # the evidence of a lone value of the right shape, if shape says something

    def fits(self, value: Any) -> bool:
        try:
            return bool(self.check is not None and self.check.is_valid(value))
        except ValueError:  # not JSON data
            return False


_UNSEEN: Any = object()


def _place(missing_path: str, schema: Any) -> _Place | None:
    from workbench.auditor.suggest import field_schema
    from workbench.schema.refs import with_definitions
    from workbench.schema.validate import SchemaUnusable, compile_validator

    parent_path, _, token = missing_path.rpartition("/")
    parent = field_schema(schema, parent_path)
    props = parent.get("properties")
    missing = split("/" + token)[0] if token else ""
    if not isinstance(props, Mapping) or missing not in props:
        return None
    target = deref(props[missing], schema)
    try:
        check = compile_validator(with_definitions(schema, target) if isinstance(schema, Mapping) else target)
    except SchemaUnusable:
        check = None
    shaped = isinstance(target, Mapping) and any(k in target for k in _SHAPE_KEYWORDS)
    lone = (f"the only undeclared key where `{missing}` was the only missing field, and its value "
            f"has `{missing}`'s shape") if shaped else None
    required = parent.get("required")
    return _Place(parent_path, missing, frozenset(k for k in props if isinstance(k, str)),
                  tuple(r for r in required if isinstance(r, str)) if isinstance(required, list) else (),
                  check, lone)


@lru_cache(maxsize=4096)
def _named(key: str, missing: str) -> str | None:
    from workbench.evolution.rename import name_evidence

    return name_evidence(key, missing) or synonym_evidence(key, missing)


def link_suggestion(invented: str, intended: str, count: int, fits: int, schema: Any) -> str:
    """What to change when models put the intended field's value under an invented name."""
    from workbench.auditor.suggest import field_schema

    new = invented.rsplit("/", 1)[-1]
    old = intended.rsplit("/", 1)[-1]
    parent = field_schema(schema, intended.rpartition("/")[0])
    closed = parent.get("additionalProperties") is False
    value_note = ("" if fits == count else
                  f"; {count - fits} of {count} value(s) would also fail `{old}`'s schema, so say its "
                  "format with an example")
    guard = ("the schema already rejects the invented name" if closed else
             f"set additionalProperties: false so `{new}` is rejected by name instead of ignored")
    return (f"models send `{new}` where `{old}` is required: start the description of `{old}` with what "
            f"goes there and an example, say that `{new}` is not a field, and {guard}; if `{new}` is "
            f"the name callers expect, rename the field (keeping `{old}` as an alias in the executor)"
            f"{value_note}")
