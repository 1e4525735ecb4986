"""Round 27C: effects read from meaning, each with a look-alike that must behave the other way.

- an English verb form inside French text is a French word ("pays": countries);
- a booking's undo window said in other words than "cancel" ("can be removed until the day
  before", "可在出发前一天移除");
- an order that says whose account it is charged to declares what it commits;
- a sale-recording tool takes how the customer paid, and moves no money ("只写流水，不涉及收款");
- a create tool's id of an existing record it is made from (`create_ad_by_listing_id`) is not
  the new record's own code.
"""

from __future__ import annotations

from support import hits, make_tool

_ANY = {"type": "object", "properties": {"code": {"type": "string", "description": "Code."}}}


def _effects(name: str, description: str, **kw: object) -> list[str]:
    return [h.message for h in hits("side-effect-undisclosed", make_tool(name, description, _ANY, **kw))]


def test_french_reference_dictionary_is_no_payment():
    assert _effects("crm_application_dictionary", "Récupère un dictionnaire de référence (états, "
                    "types, pays, devises, langues) pour traduire un ID en libellé.") == []


def test_english_text_that_pays_still_warns():
    (m,) = _effects("crm_settle_invoice", "Approves the invoice and pays the supplier.")
    assert "moves money" in m


def test_undo_window_in_other_words_en_and_zh():
    assert _effects("glacier_rent_gear", "Reserve rental gear for a client on a booked trip. Adds "
                    "the items to the trip invoice; they can be removed until the day before.") == []
    assert _effects("glacier_rent_gear", "为已预订的行程预约租用装备，加入行程账单；可在出发前一天移除。") == []


def test_no_undo_window_still_warns_en_and_zh():
    (m,) = _effects("glacier_rent_gear", "Reserve rental gear for a client on a booked trip. "
                    "Returns the reservation lines.")
    assert "commits the user" in m
    (m,) = _effects("glacier_rent_gear", "为已预订的行程预约租用装备。返回预约明细。")
    assert "立即预订" in m
    # "cannot be removed until ..." is no window
    assert _effects("glacier_rent_gear", "Reserve rental gear for a trip. Items cannot be removed "
                    "until the trip ends.") != []


def test_order_charged_to_an_account_declares_its_cost_en_and_zh():
    assert _effects("mosaic_order_tesserae", "Order tiles for the school stockroom. Places a "
                    "purchase order charged to the school account; the supplier confirms by "
                    "email.") == []
    assert _effects("mosaic_order_tesserae", "为学校库房订购瓷砖，下采购单，费用从学校账户中扣除。") == []


def test_order_without_its_cost_bearer_still_warns():
    assert _effects("mosaic_order_tesserae", "Order tiles for the school stockroom. Returns the "
                    "purchase order number.") != []
    assert _effects("mosaic_order_tesserae", "Order tiles for the stockroom; the order is not "
                    "charged to the school account until approved.") != []


def _sale(name: str, description: str) -> list[str]:
    tool = make_tool(name, description, {"type": "object", "properties": {
        "amount_cents": {"type": "integer", "description": "Amount in cents."},
        "pay_method": {"type": "string", "enum": ["cash", "card"], "description": "How paid."}}})
    return [h.message for h in hits("payment-input-undisclosed", tool)]


def test_recording_a_completed_sale_moves_no_money_en_and_zh():
    assert _sale("stall_record_sale", "为糖画摊记录一笔已完成的现金或扫码销售，计入当日流水。"
                 "只写流水，不涉及收款本身。返回流水号。") == []
    assert _sale("stall_add_sale", "Records a completed cash or card sale in today's ledger. "
                 "Returns the entry number.") == []
    assert _sale("stall_add_sale", "添加一笔销售到当日流水；不涉及收款。") == []


def test_sale_that_takes_the_money_still_warns():
    (m,) = _sale("stall_checkout_customer", "Closes the customer's basket and prints the receipt.")
    assert "moves money" in m
    (m,) = _sale("stall_close_basket", "结束顾客的购物篮并打印小票。")
    assert "扣款" in m


def _listing(name: str) -> list[str]:
    tool = make_tool(name, "Creates an ad.", {"type": "object", "properties": {
        "listingId": {"type": "string"}, "bidPercentage": {"type": "string",
                                                           "description": "Ad rate, e.g. 5.0."}}})
    return [h.message for h in hits("param-missing-description", tool)]


def test_id_of_the_existing_record_a_create_is_made_from():
    (m,) = _listing("ebay_create_ad_by_listing_id")
    assert "which tool returns it" in m and "chooses" not in m
    (m,) = _listing("create_campaign_using_listing_id")
    assert "chooses" not in m


def test_own_code_of_the_new_record_still_asks_its_form():
    (m,) = _listing("ebay_create_listing")
    assert "the code the user chooses for the new record" in m


def test_zh_id_of_the_existing_record():
    tool = make_tool("ebay_create_ad_by_listing_id", "根据商品刊登编号创建一条推广广告。", {
        "type": "object", "properties": {"listingId": {"type": "string"},
                                         "rate": {"type": "string", "description": "费率，如 5.0。"}}})
    (h,) = hits("param-missing-description", tool)
    assert "chooses" not in h.message and "选" not in h.message
