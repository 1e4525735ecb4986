"""Round 52 (holdout 28's verdicts): an update tool whose record payload is a bare object while
the create tool of the same record declares its fields. Fresh reviewers called "Update a coupon
is too short" noise and recorded the undeclared `couponData` as the missed defect, five times:
the payload is shown, the short description goes to info. Look-alikes: a `body` or `settings` of
another endpoint (another record) is another object and stays info."""

from __future__ import annotations

from support import lint_findings, tool_doc


def _tool(name, description, props, required=()):
    return tool_doc(name, description, props, list(required), mcp=True)


_CREATE = _tool("woo_coupons_create", "Create a new coupon", {"couponData": {
    "type": "object", "description": "Coupon data", "properties": {
        "code": {"type": "string", "description": "Coupon code"},
        "amount": {"type": "string", "description": "Discount amount"}}}}, ["couponData"])
_UPDATE = _tool("woo_coupons_update", "Update a coupon", {
    "couponId": {"type": "integer", "description": "Coupon ID"},
    "couponData": {"type": "object", "description": "Coupon data to update", "additionalProperties": True}},
    ["couponId", "couponData"])


def test_an_update_payload_the_create_tool_declares_is_shown_and_its_short_text_is_info():
    found = lint_findings([_CREATE, _UPDATE], "type-untyped-object", "woo_coupons_update")
    assert [(f.path, f.severity) for f in found] == [("/properties/couponData", "warning")]
    assert "woo_coupons_create" in found[0].message
    short = lint_findings([_CREATE, _UPDATE], "description-too-short", "woo_coupons_update")
    assert [f.severity for f in short] == ["info"]


def test_without_the_declaring_tool_the_payload_stays_info_and_the_short_text_shown():
    found = lint_findings([_UPDATE], "type-untyped-object", "woo_coupons_update")
    assert [f.severity for f in found] == ["info"]
    short = lint_findings([_UPDATE], "description-too-short", "woo_coupons_update")
    assert [f.severity for f in short] == ["warning"]


def test_a_body_of_another_record_is_another_object():
    dispute = _tool("ebay_accept_payment_dispute", "Accept a payment dispute and let eBay refund the buyer.",
                    {"body": {"type": "object", "properties": {"returnAddress": {"type": "object"}}}})
    package = _tool("ebay_create_package", "Create a shipping package for several orders.",
                    {"body": {"type": "object", "description": "The package request"}})
    found = lint_findings([dispute, package], "type-untyped-object", "ebay_create_package")
    assert [f.severity for f in found] == ["info"]


def test_stopping_a_player_leaves_no_unsaved_work_to_ask_about():
    stop = _tool("stop_music", "停止播放音乐", {})
    assert [f.severity for f in lint_findings([stop], "description-too-short")] == ["info"]
    close = _tool("close_document", "关闭文档", {})
    (found,) = lint_findings([close], "description-too-short")
    assert found.severity == "warning" and "未保存" in found.message
