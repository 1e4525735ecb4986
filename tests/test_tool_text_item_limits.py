"""A count of items in the tool description that names no parameter ("At most 100 IDs per
call", "每次最多 50 个") bounds the tool's only array parameter; with two arrays it bounds
neither. English and Chinese."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_IDS = {"type": "array", "items": {"type": "string"}, "description": "Ids of the products."}


@pytest.mark.parametrize("desc,maximum", [
    ("Permanently delete products by ID; cannot be undone. At most 100 IDs per call.", 100),
    ("批量删除商品，不可恢复。每次最多 50 个。", 50),
])
def test_the_only_array_takes_the_tool_s_item_limit(desc, maximum):
    tool = make_tool(name="catalog_delete_products", description=desc,
                     parameters=obj({"product_ids": _IDS}, required=["product_ids"]))
    (h,) = hits("prose-only-constraint", tool)
    assert h.path == "/properties/product_ids" and h.fix == (
        {"op": "add", "path": "/properties/product_ids/maxItems", "value": maximum},)


def test_two_arrays_leave_the_limit_to_the_executor():
    tool = make_tool(name="catalog_move_products",
                     description="Moves products between shelves. At most 100 IDs per call.",
                     parameters=obj({"product_ids": _IDS, "shelf_ids": _IDS}))
    assert all(h.path == "" for h in hits("prose-only-constraint", tool))
