"""param-missing-description, round 16: a value the caller makes up is not asked "which tool
returns it". A request id or idempotency key says whether it must be unique (shown); a code the
user holds (`discount_code`, `affiliate_code`, `coupon_code`) says it comes from the user (info);
the new record's own code inside a create tool's request body (`request.code`,
`createDiscountRequestEntity.code`) asks for the code's form. Look-alikes keep "which tool
returns it": `order_code`, `product_id`, a `code` of a tool that does not create."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

PMD = "param-missing-description"


def _hit(name, props, path):
    tool = make_tool(name, "Does the thing for the shop. Use when the user asks.", obj(props))
    return next(h for h in hits(PMD, tool) if h.path == path)


def _wrapped(field):
    return {"request": {"type": "object", "description": "The request body.",
                        "properties": {field: {"type": "string"},
                                       "amount": {"type": "integer", "description": "Amount."}}}}


@pytest.mark.parametrize("field", ["request_id", "requestId", "correlation_id"])
def test_a_caller_made_request_id_asks_whether_it_is_unique(field):
    h = _hit("checkouts_create", _wrapped(field), f"/properties/request/properties/{field}")
    assert "which tool returns it" not in h.message and "unique" in h.message
    assert h.severity is None


@pytest.mark.parametrize("field", ["discount_code", "affiliate_code", "couponCode", "referral_code"])
def test_a_code_the_user_holds_is_info(field):
    h = _hit("checkouts_create", _wrapped(field), f"/properties/request/properties/{field}")
    assert "which tool returns it" not in h.message and h.severity == "info"


@pytest.mark.parametrize("name,holder", [
    ("discounts_create", "request"), ("discounts_create", "createDiscountRequestEntity"),
    ("创建优惠券", "body"),
])
def test_the_new_records_own_code_in_a_request_body_asks_for_its_form(name, holder):
    props = {holder: {"type": "object", "description": "Request body.",
                      "properties": {"code": {"type": "string"},
                                     "amount": {"type": "integer", "description": "Amount."}}}}
    h = _hit(name, props, f"/properties/{holder}/properties/code")
    if "which tool returns it" in h.message:  # a Chinese name whose object is not the code's
        assert name == "创建优惠券"
    else:
        assert "the code the user chooses" in h.message


@pytest.mark.parametrize("name,field", [
    ("checkouts_create", "order_code"), ("checkouts_create", "product_id"),
])
def test_look_alikes_still_ask_which_tool_returns_it(name, field):
    h = _hit(name, _wrapped(field), f"/properties/request/properties/{field}")
    assert "which tool returns it" in h.message


def test_a_code_on_a_tool_that_does_not_create_still_asks_where_it_comes_from():
    props = {"request": {"type": "object", "description": "Request body.",
                         "properties": {"code": {"type": "string"},
                                        "amount": {"type": "integer", "description": "Amount."}}}}
    h = _hit("discounts_apply", props, "/properties/request/properties/code")
    assert "which tool returns it" in h.message


def test_a_request_id_of_a_tool_acting_on_a_request_record_still_asks_which_tool_returns_it():
    props = {"requestId": {"type": "string"}, "note": {"type": "string", "description": "Why."}}
    h = _hit("approve_request_completion", props, "/properties/requestId")
    assert "which tool returns it" in h.message and h.severity is None


# ---- the tool-level "none has a description" over names every caller knows

def _tool_level(name, props):
    tool = make_tool(name, "Lists the records of the shop. Use when the user asks.", obj(props))
    return next(h for h in hits(PMD, tool) if h.path == "")


@pytest.mark.parametrize("props", [
    {"pageNumber": {"type": "integer", "default": 1}, "pageSize": {"type": "integer", "default": 10}},
    {"page_no": {"type": "integer"}, "limit": {"type": "integer"}},
    {"keyword": {"type": "string"}, "latitude": {"type": "number"}, "longitude": {"type": "number"}},
    {"lat": {"type": "number"}, "lng": {"type": "number"}},
])
def test_only_pagination_coordinates_and_keyword_is_info(props):
    assert _tool_level("customers_list", props).severity == "info"


@pytest.mark.parametrize("props", [
    {"pageNumber": {"type": "integer"}, "pageSize": {"type": "integer"}, "status": {"type": "string"}},
    {"monitorId": {"type": "string"}, "hours": {"type": "integer"}},
    {"action": {"type": "string"}, "params": {"type": "object"}},
])
def test_one_more_input_keeps_the_tool_level_warning(props):
    assert _tool_level("customers_list", props).severity is None
