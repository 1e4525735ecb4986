"""`style-consistency`: one identifier of the set under two names and two forms.

`warehouse_code` ("仓库编码，例如 WH-SH01", `^WH-[A-Z]{2}[0-9]{2}$`) in one tool and `wh_id`
("仓库，例如 sh01", `^[a-z]{2}[0-9]{2}$`) in another name the same warehouse: the second name is
an abbreviation of the first, both descriptions name the same thing, and each pattern rejects
the other's values. The model cannot pass what one tool returns to the other, and a caller
cannot tell whether they are one identifier. `param-naming-style-mixed` (style.py) reads
spelling conventions (`user_id`/`userId`); this reads what the names and descriptions denote.

`param-alias-across-tools` reads the same identifier in ONE form under two names:
`rental_get_booking(booking_id)` and `rental_add_extra(reservationRef)` share one `pattern` with
a literal part (`^RB-[0-9]{4}-[A-Z]{2}$`, not `^[0-9]+$`) and one description; a model that read
the id from the first call passes it to the second under the name it just used. Two such fields
in one tool (an origin and a destination airport) are roles, not aliases: not read.

Not reported: identifiers of different things (`warehouse_code`/`order_id`), the same name in
two forms (one name is one parameter's business), abbreviations whose descriptions name
different things, and identifiers without a pattern (their form is not stated, so no clash).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator, Mapping
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.rules.prose_facts import quote
from workbench.linter.rules.style import concept
from workbench.model import ToolSet
from workbench.text import CJK, split_name, text_of

_ID_LAST = frozenset({"id", "code", "no", "key", "number", "num"})
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]{2,}")


def _abbreviates(short: str, long: str) -> bool:
    """`wh` for `warehouse`, `cust` for `customer`: the same first letter, then letters of the
    long word in order, and shorter than it."""
    if not (2 <= len(short) < len(long)) or short[0] != long[0]:
        return False
    rest = iter(long[1:])
    return all(ch in rest for ch in short[1:])


def _thing(description: str) -> str:
    """What a description names first: its first Chinese run, or "" for other text."""
    m = _CJK_RUN.search(description)
    return m.group(0)[:2] if m else ""


def _identifiers(toolset: ToolSet) -> list[tuple[Any, str, tuple[str, ...], str, str]]:
    """(tool, name, the name's words before its id word, description, pattern) of every
    top-level identifier with a pattern (`warehouse_code`, `wh_id`)."""
    out: list[tuple[Any, str, tuple[str, ...], str, str]] = []
    for tool in toolset:
        for name, schema in tool.argument_properties().items():
            if not isinstance(schema, Mapping) or not isinstance(schema.get("pattern"), str):
                continue
            tokens = tuple(split_name(name))
            if len(tokens) >= 2 and tokens[-1] in _ID_LAST:
                out.append((tool, str(name), tokens[:-1], text_of(schema.get("description")),
                            schema["pattern"]))
    return out


@rule("identifier-two-forms", category="style-consistency", severity="warning", scope="set",
      summary="One identifier named two ways with two formats across the set (`warehouse_code` "
              "`WH-SH01` here, `wh_id` `sh01` there): use one name and one form.",
      bad=Example([{"name": "wms_get_schedule", "parameters": {"type": "object", "properties": {
                       "warehouse_code": {"type": "string", "pattern": "^WH-[A-Z]{2}[0-9]{2}$",
                                          "description": "Warehouse code, e.g. WH-SH01."}}}},
                   {"name": "wms_get_docks", "parameters": {"type": "object", "properties": {
                       "wh_id": {"type": "string", "pattern": "^[a-z]{2}[0-9]{2}$",
                                 "description": "Warehouse, e.g. sh01."}}}}]),
      good=Example([{"name": "wms_get_schedule", "parameters": {"type": "object", "properties": {
                        "warehouse_code": {"type": "string", "pattern": "^WH-[A-Z]{2}[0-9]{2}$",
                                           "description": "Warehouse code, e.g. WH-SH01."}}}},
                    {"name": "wms_get_docks", "parameters": {"type": "object", "properties": {
                        "warehouse_code": {"type": "string", "pattern": "^WH-[A-Z]{2}[0-9]{2}$",
                                           "description": "Warehouse code, e.g. WH-SH01."}}}}]),
      rationale="A model chains tools by passing one tool's identifiers to the next: two names "
                "and two formats for one identifier make it guess whether and how to convert "
                "(https://www.anthropic.com/engineering/writing-tools-for-agents: unambiguous "
                "parameter names).")
def check_identifier_two_forms(toolset: ToolSet, contexts) -> Iterator[Hit]:
    # compare heads, not parameters: a set has few distinct ones, however many tools share them
    by_head: dict[str, list[tuple[Any, str, str, str]]] = defaultdict(list)
    for tool, name, head, desc, pat in _identifiers(toolset):
        if len(head) == 1:
            by_head[head[0]].append((tool, name, desc, pat))
    by_letter: dict[str, list[str]] = defaultdict(list)
    for word in by_head:
        by_letter[word[0]].append(word)
    seen: set[tuple[str, str]] = set()
    for heads in by_letter.values():
        for long in heads:
            for short in heads:
                if not _abbreviates(short, long):
                    continue
                for tool_a, name_a, desc_a, pat_a in by_head[long]:
                    for tool_b, name_b, desc_b, pat_b in by_head[short]:
                        if tool_a is tool_b or pat_a == pat_b or (name_b, name_a) in seen:
                            continue
                        same = (_thing(desc_a) and _thing(desc_a) == _thing(desc_b)) or (
                            not CJK.search(desc_b) and long in desc_b.lower())
                        if not same:
                            continue
                        seen.add((name_b, name_a))
                        yield Hit(f"/properties/{name_b}",
                                  f"`{name_b}` here and `{name_a}` in {tool_a.name!r} name the same "
                                  f"thing (\"{desc_b[:40]}\" / \"{desc_a[:40]}\") in two forms "
                                  f"(`{pat_b}` against `{pat_a}`): use one name and one format "
                                  "across the set, or say how one becomes the other.", tool=tool_b.name)


# a literal run of two or more characters outside classes and quantifiers: `RB-`, `TLD-`
_LITERAL = re.compile(r"(?:^|[\^\])}])([A-Za-z]{2,}[-_:/]?)")


def _value_key(schema: Any) -> tuple[str, str] | None:
    """(pattern, description) of a string field whose pattern spells a literal prefix."""
    if not isinstance(schema, Mapping) or schema.get("type") != "string":
        return None
    pattern, desc = schema.get("pattern"), schema.get("description")
    if not isinstance(pattern, str) or not isinstance(desc, str) or not _LITERAL.search(pattern):
        return None
    text = " ".join(desc.lower().split()).strip(" .。")
    return (pattern, text) if len(text) >= 6 else None


def _keyed_fields(parameters: Any) -> dict[tuple[str, ...], tuple[str, str]]:
    """The tool's top-level fields (name, description) by value key, leaving out keys two of its
    fields share."""
    props = parameters.get("properties") if isinstance(parameters, Mapping) else None
    found: dict[tuple[str, ...], list[tuple[str, str]]] = defaultdict(list)
    for name, schema in (props.items() if isinstance(props, Mapping) else ()):
        key = _value_key(schema) or _named_value_key(str(name), schema)
        if key is not None:
            found[key].append((name, schema["description"]))
    return {k: fields[0] for k, fields in found.items() if len(fields) == 1}


def _named_value_key(name: str, schema: Any) -> tuple[str, ...] | None:
    """A pattern with no literal part (`^[0-9]{5}$`) says less, so the key also takes the
    thing the name identifies: `station_id` and `stationCode`, both "5 位区站号，例如 58457。"
    and `^[0-9]{5}$`, are one station number (the words before the id word agree); `order_id`
    and `user_id` with one numeric pattern are not."""
    if not isinstance(schema, Mapping) or schema.get("type") != "string":
        return None
    pattern, desc = schema.get("pattern"), schema.get("description")
    tokens = tuple(split_name(name))
    if not isinstance(pattern, str) or not isinstance(desc, str) or len(tokens) < 2 \
            or tokens[-1] not in _ID_LAST:
        return None
    text = " ".join(desc.lower().split()).strip(" .。")
    return (pattern, text, *tokens[:-1]) if len(text) >= 6 else None


_BOOKING = {"type": "string", "description": "Booking reference, e.g. RB-7781-QX.",
            "pattern": "^RB-[0-9]{4}-[A-Z]{2}$"}


@rule("param-alias-across-tools", category="style-consistency", severity="warning",
      summary="Give one value one name across the tools of a set: `booking_id` in one tool and "
              "`reservationRef` in another for the same booking reference makes the model pass "
              "it under the wrong name.",
      bad=Example([{"name": "rental_get_booking", "parameters": {"properties": {"booking_id": _BOOKING}}},
                   {"name": "rental_add_extra", "parameters": {"properties": {"reservationRef": _BOOKING}}}]),
      good=[Example([{"name": "rental_get_booking", "parameters": {"properties": {"booking_id": _BOOKING}}},
                     {"name": "rental_add_extra", "parameters": {"properties": {"booking_id": _BOOKING}}}]),
            Example([{"name": "flight_search", "parameters": {"properties": {
                "origin": {"type": "string", "description": "IATA airport code, e.g. LHR.",
                           "pattern": "^AP-[A-Z]{3}$"},
                "destination": {"type": "string", "description": "IATA airport code, e.g. LHR.",
                                "pattern": "^AP-[A-Z]{3}$"}}}},
                     {"name": "flight_status", "parameters": {"properties": {
                         "airport": {"type": "string", "description": "IATA airport code, e.g. LHR.",
                                     "pattern": "^AP-[A-Z]{3}$"}}}}])],
      scope="set",
      rationale="The schema says the two fields take the same value (one pattern, one "
                "description); two names for it are a slip between teams or versions, and the "
                "model copying a value from one call to the next keeps the name it used last.")
def check_param_aliases(toolset: ToolSet, contexts) -> Iterator[Hit]:
    names: dict[tuple[str, ...], list[tuple[str, str, str]]] = defaultdict(list)
    for ctx in contexts:
        for key, (name, desc) in _keyed_fields(ctx.tool.parameters).items():
            names[key].append((ctx.tool.name, name, desc))
    for places in names.values():
        spellings: dict[str, tuple[str, str, str]] = {}
        for tool, name, desc in places:
            spellings.setdefault(concept(name), (tool, name, desc))
        if len(spellings) < 2:
            continue
        (tool, name, text), *others = spellings.values()
        shown = ", ".join(f"`{n}` ({t})" for t, n, _ in others[:4])
        yield Hit(f"/properties/{name}", f"`{name}` ({tool}) and {shown} take the same value (the same "
                                         f"pattern and description, \"{quote(text)}\") under different "
                                         "names: a model copying it from one call to the next keeps "
                                         "the name it used last. Use one name across the set (rename "
                                         "in the schema and the executor together).", tool=tool)
