"""`array-bounds`: the line items of the one thing a tool creates may be an empty list.

`create_replenishment_order(lines: [{sku, quantity}])` with `lines` required but no `minItems`:
the schema accepts `lines: []`, an order of nothing, which the executor either rejects after the
call or, worse, submits. The list is what the thing is made of (its lines, entries, items),
so the schema says there is at least one. `array-unbounded` (array_bounds.py) reads batches a call acts
on; this reads the content of the one thing it makes.

Not reported: optional lists (leaving them out is the empty case the author chose), lists
whose entries carry no quantity, price or goods (a test case's steps, a form's sections: content
the thing may lack), lists of plain values (labels, tags, assignee ids: an issue without labels is an issue), lists that
state a `minItems`, and tools that do not create one thing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.array_bounds import _creates_one
from workbench.linter.rules.param_facts import has_any_branch, stated
from workbench.model import Tool
from workbench.schema.walk import SchemaNode
from workbench.text import split_name

_STATED_MIN = frozenset({"min-items"})
# What a line item carries: a quantity, a price or the goods it counts (an order's lines, a
# shipment's parcels). A test case's steps or a form's sections are content the thing may lack.
_LINE_FIELDS = frozenset({"qty", "quantity", "quantities", "amount", "price", "sku", "units",
                          "weight", "cost", "total", "count"})
_LINE_FIELDS_ZH = ("数量", "金额", "单价", "重量", "件数")
_LINE_LISTS = frozenset({"lines", "line", "parcels", "packages", "skus"})


def _line_items(name: str | None, properties: dict) -> bool:
    """Is this list an order's lines: named so, or items that carry a quantity, a price or
    goods (`{sku, qty}`)?"""
    if split_name(name)[-1:] and split_name(name)[-1] in _LINE_LISTS:
        return True
    return any(set(split_name(key)) & _LINE_FIELDS or any(z in key for z in _LINE_FIELDS_ZH)
               for key in properties)
# "Journal lines must contain at least two individual journal lines", "至少两条分录": a least
# above one, which `minItems: 1` would misstate (prose-only-constraint reads the number).
_LARGER_LEAST = re.compile(r"\bat least (?:two|three|four|five|[2-9]|\d{2,})\b|\bminimum of (?:two|three|[2-9])\b|"
                           r"至少(?:两|二|三|四|五|[2-9])", re.I)
# "Include an `items` array when creating a `partial` adjustment", "仅部分退款时传入明细": the
# list is for some modes, and a call of another mode sends it empty by design.
_FOR_SOME_MODES = re.compile(r"\b(?:include|provide|pass|send|give)s?\b[^.;]{0,40}\b(?:when|if|only (?:for|when|if))\b|"
                             r"(?:仅|只有|只在)[^。；]{0,20}时(?:才)?(?:传|填|提供)", re.I)


def _states_a_larger_least(ctx: ToolContext, node: SchemaNode) -> bool:
    return any(_LARGER_LEAST.search(t) for t in (ctx.description, node.description) if t)


def _list_for_some_modes(ctx: ToolContext, node: SchemaNode) -> bool:
    """Does a sentence naming the list (the tool's or another parameter's) tie it to some
    modes of the call?"""
    name = node.name or ""
    texts = [ctx.description] + [n.description for n in ctx.index.top_level_properties()
                                 if n is not node and n.description]
    named = re.compile(r"[`'\"]" + re.escape(name) + r"[`'\"]|\b" + re.escape(name) + r"\s+(?:array|list|参数)")
    return any(named.search(sent) and _FOR_SOME_MODES.search(sent)
               for text in texts for sent in re.split(r"(?<=[.。;；])\s*|\n", text) if sent)


_LINE = {"type": "object", "properties": {"sku": {"type": "string"}, "quantity": {"type": "integer"}}}


@rule("line-items-may-be-empty", category="array-bounds", severity="warning",
      summary="A required list of the line items of the one thing a tool creates (an order's "
              "lines) needs `minItems: 1`: otherwise an empty list validates.",
      bad=Example.of(name="purchase_create_order", description="Create a purchase order.",
                     parameters={"type": "object", "required": ["lines"], "properties": {
                         "lines": {"type": "array", "description": "Order lines.", "items": _LINE}}}),
      good=[Example.of(name="purchase_create_order", description="Create a purchase order.",
                       parameters={"type": "object", "required": ["lines"], "properties": {
                           "lines": {"type": "array", "minItems": 1, "items": _LINE}}}),
            Example.of(name="tracker_create_issue", description="Create an issue.",
                       parameters={"type": "object", "required": ["labels"], "properties": {
                           "labels": {"type": "array", "items": {"type": "string"}}}})],
      rationale="JSON Schema accepts `[]` for an array without `minItems` "
                "(https://json-schema.org/understanding-json-schema/reference/array#length); an "
                "order, invoice or shipment of nothing is not one the executor can make.")
def check_line_items_may_be_empty(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if not _creates_one(ctx):
        return
    for node in ctx.index.top_level_properties():
        items = node.schema.get("items")
        if not node.required or node.non_null_types != ("array",) or not isinstance(items, dict) \
                or items.get("type") != "object" or not isinstance(items.get("properties"), dict) \
                or has_any_branch(node.schema, "minItems") or stated(ctx, node, _STATED_MIN) \
                or not _line_items(node.name, items["properties"]) \
                or _states_a_larger_least(ctx, node) or _list_for_some_modes(ctx, node):
            continue
        yield Hit(node.pointer, f"`{node.name}` holds the entries of what {tool.name!r} creates, "
                                "but the schema accepts an empty list: add `minItems: 1` if one "
                                "entry is the least the executor can make.")
