"""prose-unknown-parameter: a negation in an earlier sentence ("Read-only.", "只读。") does not
hide a parameter the next sentence names; one in the same sentence still does."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_ORDER = obj({"order_id": {"type": "string", "description": "Order number, e.g. ORD-1."}},
             required=["order_id"])


@pytest.mark.parametrize("desc,word", [
    ("Fetch an order by number. Read-only. Set `include_items` to true to also return the items.",
     "include_items"),
    ("Fetch an order. Never changes it. Pass `withRefunds` to list its refunds.", "withRefunds"),
    ("按订单号查询订单。只读。传入参数 with_items 为 true 时同时返回商品明细。", "with_items"),
])
def test_a_name_after_a_read_only_sentence_is_still_read(desc, word):
    (h,) = hits("prose-unknown-parameter", make_tool(name="shop_get_order", description=desc,
                                                     parameters=_ORDER))
    assert f"`{word}`" in h.message


@pytest.mark.parametrize("desc", [
    "Fetch an order. Do not pass `include_items`: items are always returned.",
    "按订单号查询订单，不要传入参数 with_items。",
])
def test_a_negation_in_the_same_sentence_still_counts(desc):
    assert hits("prose-unknown-parameter", make_tool(name="shop_get_order", description=desc,
                                                     parameters=_ORDER)) == []
