"""Facts for `range`: a number left open in a tool whose author bounded every other number.

`mine_plan_blast_hole(charge_kg, stemming_m 0.5..10)`, `scaffold_quote_rental(bays,
height_lifts 1..15)`: the schema's own author declared the valid range of each number but one.
Its name need not imply bounds (`range-missing` reads names: `charge_kg`, `bays`,
`rating_window` say nothing); the tool's own care says the contract has ranges and this one
was forgotten, so 0, -5 or 99,999 reach the executor where no other number can.

Not this reading: a tool with one number only (nothing to compare), a sibling left open too
(the author bounds nothing systematically), identifiers and ordinals (an `id`, a `page`, a
`year`, a `seed`: no range is part of their contract), and a multi-action tool (its numbers
serve different actions).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import has_any, has_any_branch
from workbench.schema.walk import SchemaNode
from workbench.text import split_name

# a number that names or orders a thing rather than measures it: no range is its contract
_NOT_A_MEASURE = frozenset({"id", "ids", "offset", "skip", "page", "index", "idx", "seed", "year",
                            "timestamp", "ts", "epoch", "version", "number", "no", "code", "port",
                            "pid", "uid", "gid", "cursor", "revision", "sequence", "seq"})


def _numeric(node: SchemaNode) -> bool:
    return len(node.non_null_types) == 1 and node.non_null_types[0] in ("integer", "number") \
        and not has_any(node.schema, "enum", "const")


def _lower(node: SchemaNode) -> bool:
    return has_any_branch(node.schema, "minimum", "exclusiveMinimum")


def _upper(node: SchemaNode) -> bool:
    return has_any_branch(node.schema, "maximum", "exclusiveMaximum")


def open_beside_bounded(ctx: ToolContext) -> list[tuple[SchemaNode, tuple[SchemaNode, ...]]]:
    """Each top-level number with neither bound whose every numeric sibling declares both,
    with those siblings (at least one)."""
    if ctx.dispatch_node is not None:
        return []
    numbers = [n for n in ctx.index.top_level_properties() if _numeric(n)]
    open_ = [n for n in numbers if not _lower(n) and not _upper(n)]
    if len(open_) != 1:
        return []  # none open, or several: the author bounds nothing systematically
    node = open_[0]
    bounded = tuple(n for n in numbers if n is not node)
    if not bounded or not all(_lower(n) and _upper(n) for n in bounded):
        return []
    words = split_name(node.name)
    if not words or words[-1] in _NOT_A_MEASURE or signed_quantity(node.name):
        return []
    return [(node, bounded)]


# A quantity measured from a datum or a reference: 0 and negatives are ordinary values (sea level,
# the Dead Sea at -430 m, a shift back, a frost), and no range is its contract.
_SIGNED = frozenset({"elevation", "altitude", "offset", "delta", "shift", "temperature", "temp",
                     "change", "diff", "difference"})
_SIGNED_ZH = ("海拔", "高程", "偏移", "温度", "变化", "差值")


def signed_quantity(name: str | None) -> bool:
    """`elevation`, `time_offset`, `海拔`: a value whose 0 and negatives are valid."""
    return bool(set(split_name(name)) & _SIGNED) or any(w in (name or "") for w in _SIGNED_ZH)


def range_of(node: SchemaNode) -> str:
    """`stemming_m` 0.5..10, read from the sibling's own bounds."""
    s = node.schema
    lo = s.get("minimum", s.get("exclusiveMinimum"))
    hi = s.get("maximum", s.get("exclusiveMaximum"))
    return f"`{node.name}` {lo}..{hi}" if lo is not None and hi is not None else f"`{node.name}`"


# --- array-bounds: the one list left uncounted where every value is constrained ------------------

_STRING_FORM = ("enum", "const", "pattern", "format", "maxLength")


def _constrained(schema: Any, depth: int = 0) -> bool:
    """Does the author constrain this value: a string's form, a number's two bounds, a boolean,
    an object's every property, a list's count and elements?"""
    if not isinstance(schema, Mapping) or depth > 4:
        return False
    if has_any(schema, "enum", "const"):
        return True
    kind = schema.get("type")
    if kind == "boolean":
        return True
    if kind == "string":
        return has_any_branch(schema, *_STRING_FORM)
    if kind in ("integer", "number"):
        return has_any_branch(schema, "minimum", "exclusiveMinimum") and \
            has_any_branch(schema, "maximum", "exclusiveMaximum")
    if kind == "array":
        return has_any(schema, "maxItems") and _constrained(schema.get("items"), depth + 1)
    if kind == "object":
        props = schema.get("properties")
        return isinstance(props, Mapping) and bool(props) and all(
            _constrained(p, depth + 1) for p in props.values())
    return False


def uncounted_beside_constrained(ctx: ToolContext) -> SchemaNode | None:
    """The top-level list with no `maxItems` in a tool whose every other input, and every
    element of that list, the author constrained (a pattern, an enum, both bounds): only the
    count of one call is open (`waypoints` of lat -90..90, lon, alt 20..120 and nothing else
    open), or None."""
    if ctx.dispatch_node is not None:
        return None
    props = ctx.tool.argument_properties()
    if not props:
        return None
    nodes = list(ctx.index.top_level_properties())
    open_ = [n for n in nodes if n.non_null_types == ("array",) and not has_any_branch(
        n.schema, "maxItems", "prefixItems", "enum", "const")]
    if len(open_) != 1:
        return None
    node = open_[0]
    items = node.schema.get("items")
    if not node.required or has_any_branch(node.schema, "minItems") or (
            isinstance(items, Mapping) and has_any(items, "enum", "const")):
        # an optional list filters; a declared `minItems` is a count the author weighed and
        # left open above; a list of values from an enum is capped by the enum itself
        return None
    if len(nodes) < 2 and not (isinstance(items, Mapping) and len(items.get("properties") or ()) > 1):
        return None  # one list of plain values and nothing else: too little of the author's care
    if not _constrained(items) or not all(
            _constrained(n.schema) for n in nodes if n is not node):
        return None
    return node
