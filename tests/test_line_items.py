"""`line-items-may-be-empty`: the required entries of the one thing a tool creates (an order's
lines, a shipment's parcels) accept an empty list."""

from __future__ import annotations

from support import hits, make_tool, obj

_LINE = {"type": "object", "properties": {"item_code": {"type": "string"}, "qty": {"type": "integer"}}}


def _tool(name: str, lines: dict, required=("parcels",)) -> object:
    return make_tool(name=name, description="创建一张发货单。", parameters=obj(
        {"warehouse": {"type": "string"}, "parcels": lines}, required=list(required)))


def test_the_entries_of_a_created_shipment_zh():
    (h,) = hits("line-items-may-be-empty", _tool("logistics_create_shipment",
                                                   {"type": "array", "items": _LINE, "description": "包裹明细。"}))
    assert h.path == "/properties/parcels" and h.fix is None


def test_the_entries_of_a_created_invoice_en():
    tool = make_tool(name="billing_create_invoice", description="Create an invoice for a customer.",
                     parameters=obj({"customer": {"type": "string"}, "entries": {
                         "type": "array", "items": _LINE, "description": "Invoice entries."}},
                         required=["customer", "entries"]))
    (h,) = hits("line-items-may-be-empty", tool)
    assert "`entries`" in h.message


def test_look_alikes_stay_silent():
    bounded = {"type": "array", "items": _LINE, "minItems": 1}
    plain = {"type": "array", "items": {"type": "string"}}
    free = {"type": "array", "items": _LINE}
    assert hits("line-items-may-be-empty", _tool("logistics_create_shipment", bounded)) == []
    assert hits("line-items-may-be-empty", _tool("logistics_create_shipment", plain)) == []  # labels
    assert hits("line-items-may-be-empty", _tool("logistics_create_shipment", free, required=())) == []
    assert hits("line-items-may-be-empty", _tool("logistics_get_shipment", free)) == []  # creates nothing


def test_content_entries_that_are_no_line_items_stay_silent():
    steps = {"type": "array", "items": {"type": "object", "properties": {
        "action": {"type": "string"}, "expected": {"type": "string"}}}}
    tool = make_tool(name="qa_create_checklist", description="Create a checklist.",
                     parameters=obj({"title": {"type": "string"}, "checks": steps},
                                    required=["title", "checks"]))
    assert hits("line-items-may-be-empty", tool) == []
    sections = {"type": "array", "items": {"type": "object", "properties": {
        "标题": {"type": "string"}, "正文": {"type": "string"}}}}
    zh = make_tool(name="create_report", description="创建一份报告。",
                   parameters=obj({"sections": sections}, required=["sections"]))
    assert hits("line-items-may-be-empty", zh) == []


def test_goods_with_a_quantity_are_line_items_zh():
    goods = {"type": "array", "items": {"type": "object", "properties": {
        "商品编号": {"type": "string"}, "数量": {"type": "integer"}}}}
    assert hits("line-items-may-be-empty", _tool("logistics_create_shipment", goods))
