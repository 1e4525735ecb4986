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
    if not words or words[-1] in _NOT_A_MEASURE:
        return []
    return [(node, bounded)]


def range_of(node: SchemaNode) -> str:
    """`stemming_m` 0.5..10, read from the sibling's own bounds."""
    s = node.schema
    lo = s.get("minimum", s.get("exclusiveMinimum"))
    hi = s.get("maximum", s.get("exclusiveMaximum"))
    return f"`{node.name}` {lo}..{hi}" if lo is not None and hi is not None else f"`{node.name}`"
