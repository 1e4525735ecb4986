"""Bounds on what a parsed text may become, and the values a parser gives that JSON cannot hold.

- YAML aliases may repeat a value: "billion laughs" (9 aliases of 9 aliases...) turns a few
  hundred bytes into 10^9 values once anything walks or serialises them. `check_aliases` bounds
  what aliases add, on the composed node graph, before any value is built.
- A parsed document may hold NaN/Infinity (Python's `json` and YAML's `.nan` accept them; JSON,
  RFC 8259 §6, does not), an integer longer than Python converts (`sys.get_int_max_str_digits`,
  4,300 by default), a lone surrogate (`"\\ud800"`: no Unicode text, RFC 8259 §8.2), a YAML
  date, binary or set, or a YAML key that is not a string. `json_safe` turns each into a JSON
  value (null, U+FFFD, the date's ISO text, the key's text) and reports it as a `Flaw` at its
  pointer, so the loader can attach it to the one tool that holds it (a `schema-error` finding)
  while the rest of the input loads as usual, and nothing written back is invalid JSON.
"""

from __future__ import annotations

import datetime
import json
import math
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

import yaml

from workbench.errors import LoadError
from workbench.schema.pointer import escape

ALIAS_GROWTH = 10  # aliases may add this many values per value the text writes...
ALIAS_ALLOWANCE = 100_000  # ...plus this many
MAX_INT_DIGITS = 4_300  # Python's default `sys.get_int_max_str_digits()`


def check_aliases(root: yaml.Node, file: str) -> None:
    """LoadError, located at the anchor whose expansion crosses the bound, when the aliases of a
    composed YAML document expand beyond what `ALIAS_GROWTH`/`ALIAS_ALLOWANCE` allow. Iterative,
    and linear in the distinct nodes (an alias's size is counted once, then reused)."""
    sizes: dict[int, int] = {}
    open_nodes: set[int] = set()
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    limit = ALIAS_ALLOWANCE
    while stack:
        node, closing = stack.pop()
        key = id(node)
        if isinstance(node, yaml.MappingNode):
            children = [part for pair in node.value for part in pair]
        elif isinstance(node, yaml.SequenceNode):
            children = list(node.value)
        else:
            sizes[key] = 1
            continue
        if not closing:
            if key in sizes:
                continue
            open_nodes.add(key)
            limit += ALIAS_GROWTH * (len(children) + 1)
            stack.append((node, True))
            # a child that is also an ancestor (a recursive alias) counts once: the envelope
            # readers cut the cycle there, with a schema-error note on that tool
            stack.extend((child, False) for child in children
                         if id(child) not in sizes and id(child) not in open_nodes)
            continue
        open_nodes.discard(key)
        sizes[key] = total = 1 + sum(sizes.get(id(c), 1) for c in children)
        if total > limit and total > ALIAS_ALLOWANCE:
            mark = node.start_mark
            raise LoadError(f"YAML aliases expand this value to {total:,}+ values from "
                            f"{len(sizes):,} written ones (an alias bomb): refused before "
                            "reading on; write the repeated parts out, or use JSON", file=file,
                            line=mark.line + 1, column=mark.column + 1)


class TooManyDigits:
    """An integer literal longer than `MAX_INT_DIGITS`, kept as its length until `json_safe`
    reports it (converting it would raise, and no validator reads such a number)."""

    __slots__ = ("digits",)

    def __init__(self, digits: int) -> None:
        self.digits = digits


def bounded_int(token: str) -> int | TooManyDigits:
    """`int(token)`, or `TooManyDigits` for a literal Python refuses to convert."""
    digits = len(token.lstrip("+-").replace("_", ""))
    return int(token) if digits <= MAX_INT_DIGITS else TooManyDigits(digits)


class RepeatedKeys:
    """Marks an object that wrote a key twice (the parsers keep the last value): stored under the
    `REPEATED` key, which is no string, so `json_safe` notices and reports it."""

    __slots__ = ("names",)

    def __init__(self, names: list[str]) -> None:
        self.names = names


REPEATED = object()  # the key a `RepeatedKeys` mark is stored under


def mark_repeated(out: dict[Any, Any], keys: list[Any]) -> dict[Any, Any]:
    """`out` (the object built from `keys`, in order), marked when a key was written twice."""
    if len(out) != len(keys):
        names = sorted(str(k) for k, n in Counter(keys).items() if n > 1)
        out[REPEATED] = RepeatedKeys(names)
    return out


class YamlLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """The safe loader (LibYAML's when built), reading an over-long integer as `TooManyDigits`
    and marking a mapping that writes a key twice (`limits.RepeatedKeys`)."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        out: dict[Any, Any] = super().construct_mapping(node, deep=deep)
        if len(out) == len(node.value):
            return out
        return mark_repeated(out, [k.value for k, _ in node.value if isinstance(k, yaml.ScalarNode)])


def _yaml_int(loader: Any, node: yaml.ScalarNode) -> Any:
    try:
        return yaml.constructor.SafeConstructor.construct_yaml_int(loader, node)
    except ValueError:
        return TooManyDigits(len(str(node.value)))


YamlLoader.add_constructor("tag:yaml.org,2002:int", _yaml_int)


@dataclass(frozen=True)
class Flaw:
    """A value JSON cannot hold, where it was and what it was read as."""

    pointer: str  # RFC 6901 pointer into the parsed document
    message: str


_SURROGATE = re.compile("[\ud800-\udfff]")


def json_safe(doc: Any, *, check: bool = True) -> tuple[Any, list[Flaw]]:
    """(`doc` with every value JSON cannot hold replaced, the flaws found). `check=True` first
    asks `json.dumps` (C speed) whether there is anything to replace and returns `doc` itself when
    not; `check=False` always walks (YAML, whose non-string keys `json.dumps` converts silently).
    The walk is iterative (a 10,000-level document is fine), builds new containers only, and
    keeps the sharing of the input (an alias is copied once; a recursive one stays recursive,
    for the envelope readers to cut)."""
    if check:
        try:
            json.dumps(doc, allow_nan=False, ensure_ascii=False).encode("utf-8")
            return doc, []
        except (ValueError, TypeError, UnicodeEncodeError, RecursionError):
            pass
    flaws: list[Flaw] = []
    root: list[Any] = [None]
    stack: list[tuple[Any, Any, Any, str]] = [(doc, root, 0, "")]  # (value, holder, slot, pointer)
    built: dict[int, Any] = {}  # id of a container -> its copy: YAML aliases share (even cycle)
    while stack:
        value, holder, slot, pointer = stack.pop()
        if isinstance(value, (dict, list, tuple)) and id(value) in built:
            holder[slot] = built[id(value)]
            continue
        if isinstance(value, dict):
            out: dict[str, Any] = {}
            holder[slot] = built[id(value)] = out
            for key, item in value.items():
                if key is REPEATED:
                    names = ", ".join(map(repr, item.names))
                    flaws.append(Flaw(pointer, f"the object writes the key {names} more than once "
                                      "(RFC 8259 §4: names SHOULD be unique; parsers differ on which "
                                      "value wins): the last value is read; keep one"))
                    continue
                name = _key(key, pointer, flaws)
                out[name] = None  # the slot, in the document's key order
                stack.append((item, out, name, f"{pointer}/{escape(name)}"))
        elif isinstance(value, (list, tuple)):
            items: list[Any] = [None] * len(value)
            holder[slot] = built[id(value)] = items
            stack.extend((item, items, i, f"{pointer}/{i}") for i, item in enumerate(value))
        else:
            holder[slot] = _scalar(value, pointer, flaws)
    return root[0], sorted(flaws, key=lambda f: f.pointer)


def _key(key: Any, pointer: str, flaws: list[Flaw]) -> str:
    if isinstance(key, str):
        if _SURROGATE.search(key):
            fixed = _SURROGATE.sub("\ufffd", key)
            flaws.append(Flaw(f"{pointer}/{escape(fixed)}", f"the key {_shown(key)} holds a lone "
                              "surrogate (not Unicode text, RFC 8259 §8.2): read with U+FFFD in its "
                              "place"))
            return fixed
        return key
    text = json.dumps(key) if isinstance(key, (bool, type(None))) else str(key)
    flaws.append(Flaw(f"{pointer}/{escape(text)}", f"the key {key!r} is not a string (YAML reads "
                      f"unquoted numbers, booleans and dates as such): read as {text!r}; quote it"))
    return text


def _scalar(value: Any, pointer: str, flaws: list[Flaw]) -> Any:
    if value is None or isinstance(value, (bool, int)):
        return value
    if isinstance(value, float):
        if math.isfinite(value):
            return value
        shown = "NaN" if math.isnan(value) else "Infinity" if value > 0 else "-Infinity"
        flaws.append(Flaw(pointer, f"{shown} is not a JSON number (RFC 8259 §6): read as null"))
        return None
    if isinstance(value, str):
        if _SURROGATE.search(value):
            flaws.append(Flaw(pointer, f"the text {_shown(value)} holds a lone surrogate (not "
                              "Unicode text, RFC 8259 §8.2): read with U+FFFD in its place"))
            return _SURROGATE.sub("\ufffd", value)
        return value
    if isinstance(value, TooManyDigits):
        flaws.append(Flaw(pointer, f"an integer of {value.digits:,} digits (more than "
                          f"{MAX_INT_DIGITS:,}, the most Python converts; no validator reads it): "
                          "read as null"))
        return None
    if isinstance(value, (datetime.date, datetime.time)):  # datetime is a date
        text = value.isoformat()
        flaws.append(Flaw(pointer, f"YAML reads {text} as a date, which JSON has no type for: "
                          f"read as the string {text!r}; quote it"))
        return text
    flaws.append(Flaw(pointer, f"a YAML {type(value).__name__} value, which JSON has no type for: "
                      "read as null"))
    return None


def _shown(text: str) -> str:
    """`text` quoted with its surrogates escaped (they cannot be printed or encoded)."""
    shown = _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
    return repr(shown[:60] + ("…" if len(shown) > 60 else ""))
