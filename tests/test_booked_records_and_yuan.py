"""Round 64, on the wrong findings and the largest noise of holdout 36, each reading beside a
look-alike that keeps the old finding. Tools written here, none taken from the judged sets.

- A boolean whose own text says it shows the change without making it ("If true, validate and
  show preview without creating (default: true)") gates the tool's effect like `dry_run`: the
  effect is disclosed (`side-effect-undisclosed` silent).
- A line's quantity beside its `unit_price` and `amount` is a booked quantity (1.5 hours, 2.5
  kg): no integer patch (`type-number-for-integer`).
- "use if you already know it, otherwise use vendor_name": the other key stands in for this one
  (`required-id-optional`, `required-contradicts-description` silent).
- A tool whose prose is Chinese around machine words (`sort: relevance|sales_desc`) speaks
  Chinese: its examples are Chinese.
- An amount of money in a Chinese tool that moves no money is in 元 by convention: info.
"""

from __future__ import annotations

from support import hit_severities, hits, make_tool, obj
from workbench.linter.context import ToolContext
from workbench.profiles import get_profiles

# --- a preview switch gates the effect -------------------------------------------------------------


def _payment(draft_text: str):
    return make_tool(name="create_bill_payment", description="Pays one or more existing bills of a vendor.",
                     parameters=obj({"bill_id": {"type": "string", "description": "The bill to pay."},
                                     "amount": {"type": "number", "description": "Amount in USD."},
                                     "draft": {"type": "boolean", "description": draft_text}}, ["bill_id"]))


def test_a_switch_that_previews_without_creating_gates_the_effect():
    tool = _payment("If true, validate and show preview without creating (default: true)")
    assert [h for h in hits("side-effect-undisclosed", tool) if (h.severity or "warning") == "warning"] == []


def test_a_switch_that_says_nothing_of_a_preview_keeps_the_finding():
    tool = _payment("Mark the payment as a draft in the books.")
    assert "warning" in hit_severities("side-effect-undisclosed", tool)


# --- a booked quantity may be fractional --------------------------------------------------------------


def _lines(extra: dict):
    return make_tool(name="create_sales_receipt", description="Create a sales receipt.", parameters=obj({
        "lines": {"type": "array", "items": {"type": "object", "properties": {
            "item_name": {"type": "string", "description": "Product or service name."},
            "qty": {"type": "number", "description": "Quantity (default: 1)"}, **extra}}}}, ["lines"]))


QTY = "/properties/lines/items/properties/qty"


def test_a_quantity_priced_per_unit_beside_its_amount_gets_no_integer_patch():
    tool = _lines({"unit_price": {"type": "number"}, "amount": {"type": "number"}})
    assert not [h for h in hits("type-number-for-integer", tool) if h.path == QTY and h.fix]


def test_a_quantity_without_a_unit_price_keeps_the_patch():
    tool = _lines({"note": {"type": "string"}})
    assert [h.severity or "warning" for h in hits("type-number-for-integer", tool) if h.path == QTY] == ["warning"]


# --- "otherwise use vendor_name" --------------------------------------------------------------------


def _credit(id_text: str):
    return make_tool(name="create_vendor_credit", description="Create a vendor credit.", parameters=obj({
        "vendor_id": {"type": "string", "description": id_text},
        "vendor_name": {"type": "string", "description": "Vendor display name. Will be looked up."},
        "txn_date": {"type": "string", "description": "Transaction date."}}, ["txn_date"]))


def test_an_id_the_text_lets_another_key_replace_is_not_demanded():
    tool = _credit("Vendor ID (use if you already know it, otherwise use vendor_name)")
    assert hits("required-id-optional", tool) == []


def test_an_id_with_no_stand_in_is_still_demanded():
    tool = _credit("Vendor ID of the vendor the credit is for.")
    assert [h.path for h in hits("required-id-optional", tool)] == ["/properties/vendor_id"]


# --- the language of a Chinese text around machine words ---------------------------------------------


def _shop(description: str):
    return make_tool(name="search_jd", description=description, parameters=obj({
        "keyword": {"type": "string", "title": "Keyword"},
        "price_max": {"type": "number", "title": "Price Max"},
        "sort": {"type": "string", "title": "Sort", "default": "relevance"}}, ["keyword"]))


def test_chinese_prose_around_a_value_list_is_chinese():
    tool = _shop("在京东（京东联盟商品库）搜索商品。sort: relevance|sales_desc|price_asc|price_desc")
    assert ToolContext(tool, get_profiles(["generic"])).language == "zh"


def test_english_prose_stays_english():
    tool = _shop("Search products in the JD union catalogue. sort: relevance|sales_desc")
    assert ToolContext(tool, get_profiles(["generic"])).language == "en"


# --- money in a Chinese tool that moves none ------------------------------------------------------------


def test_a_price_filter_of_a_chinese_search_is_yuan_by_convention():
    tool = _shop("在京东搜索商品，可按价格筛选。")
    found = [h for h in hits("param-missing-unit", tool) if h.path == "/properties/price_max"]
    assert [h.severity for h in found] == ["info"] and "人民币元" in found[0].message


def test_an_english_price_filter_keeps_the_question():
    tool = _shop("Search products in the catalogue, filtered by price.")
    assert hit_severities("param-missing-unit", tool, "/properties/price_max") == ["warning"]


# --- one reading of a postal address's parts (after the freeze) ----------------------------------------


def _customer(address: dict):
    return make_tool(name="create_customer", description="Create a customer.", parameters=obj({
        "display_name": {"type": "string", "description": "The customer's display name."},
        "bill_address": {"type": "object", "description": "Billing address.", "properties": address}},
        ["display_name"]))


ADDRESS = {"line1": {"type": "string"}, "city": {"type": "string"},
           "country_sub_division_code": {"type": "string", "description": "State/province code"},
           "postal_code": {"type": "string"}, "country": {"type": "string"}}


def test_a_postal_code_among_the_parts_of_an_address_is_plain():
    found = [h for h in hits("param-missing-description", _customer(ADDRESS))
             if h.path == "/properties/bill_address/properties/postal_code"]
    assert [h.severity for h in found] == ["info"]


def test_a_postal_code_beside_one_other_part_keeps_the_question():
    found = [h for h in hits("param-missing-description", _customer(
        {"postal_code": {"type": "string"}, "line1": {"type": "string"}}))
        if h.path == "/properties/bill_address/properties/postal_code"]
    assert [h.severity or "warning" for h in found] == ["warning"]


# --- after holdout 37 (unmeasured): an undo tool named, a key offered in a declared one's place ----------


def _order_meal(notes: str):
    text = f"Order a meal. Writes: books the selected menu for the date.\n{notes}"
    return make_tool(name="choose_meal", description=text,
                     parameters=obj({"date_str": {"type": "string", "description": "YYYY-MM-DD to order for."},
                                     "number": {"type": "integer", "description": "Menu number."}},
                                    ["date_str", "number"]))


def test_an_effect_whose_undo_tool_is_named_is_disclosed():
    assert [h for h in hits("side-effect-undisclosed", _order_meal("To cancel, use `sign_off_meal`."))
            if (h.severity or "warning") == "warning"] == []


def test_an_effect_with_no_undo_named_keeps_the_finding():
    assert "warning" in hit_severities("side-effect-undisclosed", _order_meal("Pick the menu carefully."))


def _shipment(text: str):
    described = f"Create a shipment.\n    Args:\n        shipment_data: {text}"
    return make_tool(name="create_shipment", description=described,
                     parameters=obj({"shipment_data": {"type": "object", "description": "The shipment.", "properties": {
                         "origin_address": {"type": "object", "properties": {"city": {"type": "string"}}},
                         "destination_address": {"type": "object", "properties": {"city": {"type": "string"}}},
                         "parcels": {"type": "array", "items": {"type": "object"}},
                         "insurance": {"type": "boolean"}, "reference": {"type": "string"},
                         "incoterms": {"type": "string"}}}}, ["shipment_data"]))


def test_a_key_the_text_offers_in_a_declared_ones_place_blocks_the_closing_patch():
    found = [h for h in hits("additional-properties-open", _shipment(
        "At minimum: `destination_address`, `origin_address` (or `origin_address_id`), and `parcels`."))
        if h.path == "/properties/shipment_data"]
    assert found and all(h.fix is None for h in found) and "`origin_address_id`" in found[0].message


def test_a_text_naming_only_declared_keys_leaves_the_patch():
    found = [h for h in hits("additional-properties-open", _shipment(
        "At minimum: `destination_address`, `origin_address` and `parcels`."))
        if h.path == "/properties/shipment_data"]
    assert [h.fix is not None for h in found] == [True]


# --- a requirement on the lines a clause picks out is a condition ---------------------------------------


def _journal(text: str):
    return make_tool(name="create_journal_entry", description="Create a journal entry.", parameters=obj({
        "lines": {"type": "array", "items": {"type": "object", "required": ["amount"], "properties": {
            "amount": {"type": "number", "description": "Line amount."},
            "entity_name": {"type": "string", "description": text}}}}}, ["lines"]))


ENTITY = "/properties/lines/items/properties/entity_name"


def test_a_requirement_on_some_lines_is_no_contradiction():
    tool = _journal("Name of the vendor or customer. Required by QuickBooks on lines posting to A/R or A/P.")
    assert [h for h in hits("required-contradicts-description", tool) if h.path == ENTITY] == []


def test_an_unconditional_requirement_is_still_a_contradiction():
    tool = _journal("Name of the vendor or customer. Required.")
    assert [h.path for h in hits("required-contradicts-description", tool)] == [ENTITY]


# --- a key of the URL the value is read from -----------------------------------------------------------


def _auth(text: str):
    return make_tool(name="qbo_authenticate", description="Authenticate with OAuth.", parameters=obj({
        "authorization_code": {"type": "string", "description": "Authorization code from the callback URL."},
        "realm_id": {"type": "string", "description": text}}, []))


def test_a_key_of_the_callback_url_is_no_parameter_of_the_tool():
    assert hits("prose-unknown-parameter", _auth("Company ID from the callback URL (the 'realmId' parameter).")) == []


def test_a_misspelt_parameter_name_is_still_reported():
    text = "Company ID. When the 'realmId' parameter is empty, the first company."
    found = hits("prose-unknown-parameter", _auth(text))
    assert [h.path for h in found] == ["/properties/realm_id"]


# --- a hosted API's own query language reads -------------------------------------------------------------


def _query_tool(lead: str):
    return make_tool(name="query", description=lead, parameters=obj({"query": {
        "type": "string", "description": "The query string, e.g. SELECT * FROM Bill WHERE TxnDate >= '2026-01-01'."}},
        ["query"]))


def test_a_services_sql_like_query_syntax_reads():
    assert hits("query-effect-unstated", _query_tool("Execute a QuickBooks query using SQL-like syntax.")) == []


def test_plain_sql_keeps_the_question():
    assert hit_severities("query-effect-unstated", _query_tool("Execute a SQL query against the database.")) \
        == ["warning"]


# --- copy for a mass post is written, not sent -------------------------------------------------------------


def _digest(text: str):
    return make_tool(name="build_deals_digest", description=text, parameters=obj({
        "keyword": {"type": "string", "description": "搜索关键词。"}}, ["keyword"]))


def test_copy_for_a_mass_post_is_composed_not_sent():
    tool = _digest("生成“好价合集”群发文案：三平台搜索→优先带券→按券后价排序→自动配链接。")
    assert [h for h in hits("side-effect-undisclosed", tool) if (h.severity or "warning") == "warning"] == []


def test_a_mass_message_to_followers_is_still_sent():
    tool = _digest("向所有粉丝群发好价合集消息：三平台搜索→优先带券→按券后价排序。")
    assert "warning" in hit_severities("side-effect-undisclosed", tool)


# --- `init` and `refactor` are acts --------------------------------------------------------------------------


def test_init_and_refactor_are_write_verbs():
    from workbench.text import name_verb

    assert name_verb("init_skill_tool").kind == "write"
    assert name_verb("refactor_skill_tool").kind == "write"
    assert name_verb("get_init_status").kind == "read"
