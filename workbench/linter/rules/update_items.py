"""`update-item-id-optional`: the items of a list of updates name the record each one changes by
an id the item does not require.

`woo_products_batch_update(update: [{id, ...}])` with `id` declared but not required: the
schema accepts `{"name": "New name"}` as an update, which changes no product (the executor fails
on it, or, worse, applies it to a default record). Each update item is about one record, so its
id is what makes it an update at all.

Decisions:
- The list is an update list by its name (`update`, `updates`, `edits`, `patches`, `to_update`)
  or by its own text ("Products to update", "要更新的记录"), in a tool that writes.
- The item declares exactly one id of its record (`id`, `product_id`): several ids, or another
  key that can find the record (`sku`, `slug`, `email`, `key`), leave the choice to the author:
  info, no patch.
- A list that also adds ("items to update, add, or remove", an upsert's items, an id "omit to
  create") is not reported: a new item has no id yet.
- The patch adds the id to the item's `required`: a call that names its record stays valid, one
  that does not was never an update.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.constraints.heuristics import is_id_name
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.optional_facts import omitted_to_create_by_name
from workbench.model import Tool
from workbench.schema.pointer import join
from workbench.text import split_name

_UPDATE_LISTS = frozenset({"update", "updates", "edits", "patches", "changes", "modifications"})
_UPDATE_TEXT = re.compile(r"\bto\s+(?:update|edit|modify|change)\b|\bupdates?\s+to\s+apply\b|"
                          r"(?:要|待|需)(?:更新|修改)的", re.I)
# keys besides the id by which an item may find its record
# "items to update, add, or remove", "create or update": new items have no id yet
_ADDS_TOO = re.compile(r"\b(?:add|adds|adding|create|creates|creating|insert|inserts|new|upsert\w*)\b|"
                       r"新增|添加|创建|插入", re.I)
# (not `name`, `url`: fields an update sets as often as keys)
_ALTERNATE_KEYS = frozenset({"sku", "slug", "email", "key", "handle", "code", "external", "username"})

_ITEM = {"type": "object", "properties": {"id": {"type": "integer"}, "name": {"type": "string"}}}


def _update_list(name: str, text: str) -> bool:
    tokens = split_name(name)
    return bool(tokens) and (tokens[-1] in _UPDATE_LISTS or tokens[:2] == ("to", "update")
                             or _UPDATE_TEXT.search(text) is not None)


@rule("update-item-id-optional", category="required", severity="warning",
      summary="The items of a list of updates must require the id of the record each one "
              "changes (`required: [\"id\"]` in `items`).",
      bad=Example.of(name="products_batch_update", description="Batch update products.",
                     properties={"update": {"type": "array", "description": "Products to update.",
                                            "items": _ITEM}}),
      good=[Example.of(name="products_batch_update", description="Batch update products.",
                       properties={"update": {"type": "array", "description": "Products to update.",
                                              "items": {**_ITEM, "required": ["id"]}}}),
            Example.of(name="products_batch_create", description="Create products.",
                       properties={"create": {"type": "array", "description": "Products to create.",
                                              "items": _ITEM}})],
      rationale="An update item without the id of its record changes nothing the model meant: "
                "the schema accepts it, and the executor fails on it or applies it elsewhere. "
                "JSON Schema's `required` inside `items` makes every item carry it "
                "(https://json-schema.org/understanding-json-schema/reference/object#required).")
def check_update_item_id(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if not ctx.changes_state:
        return
    for node in ctx.index.properties():
        items = node.schema.get("items")
        if node.non_null_types != ("array",) or not isinstance(items, dict) \
                or not _update_list(node.name or "", node.description):
            continue
        props = items.get("properties")
        if not isinstance(props, dict):
            continue
        listed = items.get("required")
        required: list = listed if isinstance(listed, list) else []
        ids = [k for k in props if is_id_name(k) and split_name(k)[-1] in ("id", "uuid")]
        if len(ids) != 1 or ids[0] in required:
            continue
        key = ids[0]
        key_text = props[key].get("description", "") if isinstance(props[key], dict) else ""
        if _ADDS_TOO.search(node.description) or omitted_to_create_by_name(ctx, key, key_text):
            continue  # "subscription items to update, add, or remove": a new item has no id yet
        at = join(node.pointer, "items")
        alternates = [k for k in props if k != key and set(split_name(k)) & _ALTERNATE_KEYS]
        if alternates or len([k for k in props if is_id_name(k)]) > 1:
            yield Hit(at, f"Each item of `{node.name}` updates one record, but no key that names it is "
                          f"required (`{key}` or {', '.join(f'`{a}`' for a in alternates) or 'another id'}): "
                          "require the one the executor finds the record by, or say in the "
                          "description which one an item must carry.", severity="info")
            continue
        fix = ({"op": "add", "path": join(at, "required", "-"), "value": key} if "required" in items
               else {"op": "add", "path": join(at, "required"), "value": [key]})
        yield Hit(at, f"Each item of `{node.name}` updates one record, named by `{key}`, but the items "
                      f"do not require `{key}`: an item without it changes nothing the model meant. "
                      f"Add `required: [\"{key}\"]` to the items.", fix=(fix,))
