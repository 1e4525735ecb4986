"""Why a call failed, as (field path, kind, offending value), and the bounded counters that
aggregate them.

Kinds: unparseable-arguments, unknown-tool, missing-required, wrong-type,
enum-miss, out-of-range, length, pattern-miss, format-miss, extra-property, other; and
executor-rule (a schema-valid call that breaks a rule the ledger reads from the tool's prose).

Paths are RFC 6901 pointers into the argument object with array indices folded to `*`, so the
calls cluster by field and not by position (`/items/*/sku`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from workbench.jsonutil import canonical, shorten
from workbench.schema.pointer import escape

KINDS: tuple[str, ...] = (
    "unparseable-arguments", "unknown-tool", "missing-required", "wrong-type", "enum-miss",
    "out-of-range", "length", "pattern-miss", "format-miss", "extra-property", "other",
    "executor-rule",
)

KEYWORD_KIND = {
    "required": "missing-required", "type": "wrong-type", "enum": "enum-miss", "const": "enum-miss",
    "minimum": "out-of-range", "maximum": "out-of-range", "exclusiveMinimum": "out-of-range",
    "exclusiveMaximum": "out-of-range", "multipleOf": "out-of-range",
    "minLength": "length", "maxLength": "length", "minItems": "length", "maxItems": "length",
    "minProperties": "length", "maxProperties": "length",
    "pattern": "pattern-miss", "format": "format-miss",
    "additionalProperties": "extra-property", "unevaluatedProperties": "extra-property",
}
# jsonschema-rs error-kind class names whose `.name` attribute may be missing in older releases
_CLASS_KEYWORD = {"Constant": "const", "Required": "required", "AdditionalProperties": "additionalProperties",
                  "UnevaluatedProperties": "unevaluatedProperties"}

EXAMPLE_CHARS = 120


def pointer(tokens: Any, *extra: str) -> str:
    if not extra and len(tokens) < 2:  # the common cases: the root, or a top-level field
        if not tokens:
            return ""
        t = tokens[0]
        return "/*" if isinstance(t, int) else "/" + escape(t)
    out = ["*" if isinstance(t, int) else escape(t) for t in tokens]
    out.extend(escape(e) for e in extra)
    return "".join("/" + t for t in out)


def errors_of(validator: Any, arguments: Any) -> Iterator[tuple[str, str, Any, Any]]:
    """(path, kind, offending value, the instance the error is about) for each error the
    compiled validator reports.

    - missing-required: path of the missing field, value = the keys the object did carry (a
      renamed field such as `userId` for `user_id` shows up there), instance = that object;
    - extra-property: one error per undeclared key, path of that key, value = what was sent.
    """
    for err in validator.iter_errors(arguments):
        kind_obj = err.kind
        keyword = getattr(kind_obj, "name", None) or _CLASS_KEYWORD.get(type(kind_obj).__name__, "")
        kind = KEYWORD_KIND.get(keyword, "other")
        instance = err.instance
        if kind == "missing-required":
            missing = getattr(kind_obj, "property", None)
            keys = sorted(instance) if isinstance(instance, dict) else []
            yield pointer(err.instance_path, str(missing)), kind, keys, instance
        elif kind == "extra-property":
            unexpected = getattr(kind_obj, "unexpected", None) or []
            if not unexpected:
                yield pointer(err.instance_path), kind, None, instance
            for key in unexpected:
                value = instance.get(key) if isinstance(instance, dict) else None
                yield pointer(err.instance_path, str(key)), kind, value, instance
        else:
            yield pointer(err.instance_path), kind, instance, instance


def example_of(value: Any) -> tuple[str, Any]:
    """A hashable key and a small JSON-able rendering of an offending value."""
    if type(value) is str:
        shown = shorten(value, EXAMPLE_CHARS)
        return "s" + shown, shown
    if value is None or type(value) in (bool, int, float):
        return "v" + repr(value), value  # repr keeps True, 1 and 1.0 apart
    text = canonical(value)
    if len(text) <= EXAMPLE_CHARS:
        return "j" + text, value
    text = shorten(text, EXAMPLE_CHARS)
    return "j" + text, text


class TopValues:
    """The most frequent values of a stream in bounded memory (Space-Saving: exact while there
    are at most `capacity` distinct values, otherwise the heavy hitters with an over-estimate of
    at most the smallest count)."""

    __slots__ = ("capacity", "counts", "shown")

    def __init__(self, capacity: int = 32) -> None:
        self.capacity = capacity
        self.counts: dict[str, int] = {}  # key -> count; apart from `shown` so that the
        self.shown: dict[str, Any] = {}  # eviction's min runs in C (a log of ids evicts per value)

    def add(self, value: Any) -> None:
        key, shown = example_of(value)
        counts = self.counts
        count = counts.get(key)
        if count is not None:
            counts[key] = count + 1
            return
        if len(counts) < self.capacity:
            counts[key] = 1
            self.shown[key] = shown
            return
        victim = min(counts, key=counts.__getitem__)
        floor = counts.pop(victim)
        del self.shown[victim]
        counts[key] = floor + 1
        self.shown[key] = shown

    def top(self, n: int = 10) -> list[tuple[Any, int]]:
        ranked = sorted(self.counts.items(), key=lambda kv: -kv[1])[:n]
        return [(self.shown[key], count) for key, count in ranked]


class Clusters:
    """(tool, path, kind) → count and top values; at most `cap` clusters (a log that invents
    endless field or tool names folds the overflow into (`*`, `*`, kind))."""

    def __init__(self, cap: int = 10_000, examples: int = 32) -> None:
        self.cap = cap
        self.examples = examples
        self.table: dict[tuple[str, str, str], list] = {}
        self.folded = 0

    def add(self, tool: str, path: str, kind: str, value: Any) -> None:
        key = (tool, path, kind)
        entry = self.table.get(key)
        if entry is None:
            if len(self.table) >= self.cap:
                self.folded += 1
                key = ("*", "*", kind)
                entry = self.table.get(key)
            if entry is None:
                entry = self.table[key] = [0, TopValues(self.examples)]
        entry[0] += 1
        entry[1].add(value)
