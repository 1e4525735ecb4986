"""`naming`: a collection verb on a tool about one item (`grid_list_substations(substation_id)`:
"Return live telemetry for one substation").

Decisions:
- Reported when the name's verb lists or searches (`list`, `search`), the description says the
  call is about one item ("for one substation", "a single invoice", "单个站点", "某一个订单"), and
  the item's own id is a required parameter (`substation_id`). The model picks tools by name: a
  "list" that needs an id it does not have is skipped when the user asks for all of them, and
  chosen when they ask about one.
- A list of one item's children (`list_order_items(order_id)`: "the items of one order") names
  another object after the verb, so the id is the parent's, not the listed thing's: silent.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.model import Tool
from workbench.text import singular, split_name

_LISTING = frozenset({"list", "search", "enumerate", "browse"})
_ONE_EN = r"\b(?:for|of|about|on)\s+(?:one|a\s+single|a\s+given|the\s+given|a\s+specific|one\s+specific)\s+"
_ONE_ZH = re.compile(r"(?:单个|某一?个|一个|指定)[^，。；,]{0,4}?")


@rule("name-verb-scope", category="naming", severity="warning",
      summary="A list/search name on a tool about one item (its description says \"for one X\" "
              "and the item's id is required): name it after what it returns for that item.",
      bad=Example.of(name="fleet_list_trucks", description="Return the live position of one truck.",
                     properties={"truck_id": {"type": "string", "description": "Truck id."}},
                     parameters={"type": "object", "properties": {"truck_id": {
                         "type": "string", "description": "Truck id."}}, "required": ["truck_id"]}),
      good=Example.of(name="shop_list_order_items", description="List the items of one order.",
                      parameters={"type": "object", "properties": {"order_id": {
                          "type": "string", "description": "Order id."}}, "required": ["order_id"]}),
      rationale="Tools are chosen by name first: a `list_` tool that needs one item's id is "
                "skipped for a question about that item and picked, then fails, for a question "
                "about all of them.")
def check_name_verb_scope(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    verb = ctx.name_verb
    if verb.verb not in _LISTING:
        return
    after = ctx.name_tokens[verb.index + 1:]
    if len(after) != 1:
        return  # `list_order_items`: the listed thing is another object than the last word
    thing = singular(after[0])
    required = ctx.tool.parameters.get("required") if isinstance(ctx.tool.parameters, dict) else None
    if not isinstance(required, list):
        return
    ids = [r for r in required if isinstance(r, str) and split_name(r)[:-1] == (thing,)
           and split_name(r)[-1:] in (("id",), ("no",), ("code",), ("number",))]
    if not ids:
        return
    desc = ctx.description
    one = re.search(_ONE_EN + r"(?:[a-z-]+\s+){0,2}?" + re.escape(thing) + r"\b", desc, re.I) \
        or (_ONE_ZH.search(desc) if not desc.isascii() else None)
    if one is None:
        return
    prefix = "_".join(ctx.name_tokens[:verb.index])
    suggested = f"{prefix + '_' if prefix else ''}get_{thing}"
    yield Hit("", f"{tool.name!r} lists by its name, but its description says it is about one "
                  f"{thing} (\"{one.group(0).strip()}\") and `{ids[0]}` is required: name it after "
                  f"what it returns for that {thing} (e.g. `{suggested}`).")
