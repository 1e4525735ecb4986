"""Round 14B: prose values read for what they are, checked on tools no reviewer judged. A unit
abbreviation in the name is a unit, a 0..1 share has none, a drawn radius is no distance; each
with a look-alike that must still be reported."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


@pytest.mark.parametrize("name", ["min_altitude_deg", "heading_degs", "angle_radians",
                                  "discount_pct", "print_dpi"])
def test_a_unit_abbreviation_in_the_name_states_the_unit(name):
    tool = make_tool(name="passes_list", description="List visible passes of a satellite.",
                     parameters=obj({name: {"type": "number", "description": "Lower bound."}}))
    assert hits("param-missing-unit", tool) == []


@pytest.mark.parametrize("name,schema", [
    ("innerRadius", {"description": "Set the innerRadius of pie chart, the value between 0 and 1."}),
    ("hole_size", {"description": "Size of the donut hole, 0-1."}),
    ("inner_radius", {"description": "内半径，取值 0 到 1 之间"}),
    ("inner_radius", {"minimum": 0, "maximum": 1, "description": "Donut hole"}),
])
def test_a_share_of_a_whole_takes_no_unit(name, schema):
    tool = make_tool(name="chart_pie", description="Draw a pie chart.",
                     parameters=obj({name: {"type": "number", **schema}}))
    assert hits("param-missing-unit", tool) == []


@pytest.mark.parametrize("desc", ["Search radius, 0-10", "Search radius between 0 and 100",
                                  "搜索半径，0 到 10"])
def test_a_radius_with_a_wider_range_still_needs_its_unit(desc):
    tool = make_tool(name="places_nearby", description="Find places near a point.",
                     parameters=obj({"radius": {"type": "number", "description": desc}}))
    found = hits("param-missing-unit", tool)
    assert len(found) == 1
    assert "metres" in found[0].message or "米" in found[0].message


@pytest.mark.parametrize("name", ["blur_radius", "borderRadius", "corner_radius", "shadow_radius"])
def test_a_drawn_radius_is_asked_in_pixels_not_metres(name):
    tool = make_tool(name="image_edit", description="Enhance an image.",
                     parameters=obj({name: {"type": "number", "default": 0}}))
    found = hits("param-missing-unit", tool)
    assert len(found) == 1
    assert "metres" not in found[0].message and "pixels" in found[0].message


def _prose(props, name="mail_send", description="Send a mail."):
    return make_tool(name=name, description=description, parameters=obj(props))


@pytest.mark.parametrize("desc", [
    "Local part of the sender email address (before the @). Example: noreply",
    "The domain of the user's email address, e.g. example.com",
    "发件邮箱地址的前缀，例如 noreply",
    "Sender email address (before the @ sign only)",
])
def test_a_part_of_an_email_address_is_no_email(desc):
    tool = _prose({"sender": {"type": "string", "description": desc}})
    assert hits("prose-only-constraint", tool) == []


@pytest.mark.parametrize("desc", ["The user's email address", "联系人的邮箱地址"])
def test_a_whole_email_address_is_still_reported(desc):
    tool = _prose({"contact": {"type": "string", "description": desc}})
    found = hits("prose-only-constraint", tool)
    assert len(found) == 1 and "email" in found[0].message


@pytest.mark.parametrize("desc", [
    'Due filter: "YYYY-MM-DD", "today", "tomorrow", or range "YYYY-MM-DD..YYYY-MM-DD"',
    '日期：可以是 "YYYY-MM-DD"、"今天" 或 "昨天"',
    'Start: YYYY-MM-DD, or a relative value such as "7d"',
])
def test_a_date_form_among_other_accepted_forms_takes_no_format(desc):
    tool = _prose({"due": {"type": "string", "description": desc}}, name="stories_search",
                  description="Search stories.")
    assert hits("prose-only-constraint", tool) == []


@pytest.mark.parametrize("desc", ['Due date in "YYYY-MM-DD" form, e.g. "2025-01-31"',
                                  '日期，格式 "YYYY-MM-DD"'])
def test_a_date_form_alone_is_still_reported(desc):
    tool = _prose({"due": {"type": "string", "description": desc}}, name="stories_search",
                  description="Search stories.")
    found = hits("prose-only-constraint", tool)
    assert len(found) == 1 and found[0].fix


def test_a_limit_on_returned_rows_in_its_own_text_is_no_max_items():
    tool = _prose({"symbols": {"type": "array", "items": {"type": "string"}, "description":
                               "Symbols to fetch. At most 1000 rows are returned per call."}},
                  name="quotes_get", description="Get quotes.")
    assert hits("prose-only-constraint", tool) == []
    tool = _prose({"ids": {"type": "array", "items": {"type": "string"},
                           "description": "Order IDs, at most 50 per call."}},
                  name="orders_get", description="Get orders.")
    assert len(hits("prose-only-constraint", tool)) == 1


@pytest.mark.parametrize("desc", ["Number of shares to buy", "买入股数", "Amount of coins to sell"])
def test_a_holding_that_may_be_split_gets_no_integer_patch(desc):
    tool = _prose({"quantity": {"type": "number", "description": desc}}, name="orders_place",
                  description="Place an order.")
    found = hits("type-number-for-integer", tool)
    assert all(h.severity == "info" and not h.fix for h in found)


@pytest.mark.parametrize("desc", ["Number of units to add to the cart", "购买数量"])
def test_a_cart_quantity_still_gets_its_integer_patch(desc):
    tool = _prose({"quantity": {"type": "number", "description": desc}}, name="cart_add",
                  description="Add a product to the cart.")
    found = hits("type-number-for-integer", tool)
    assert len(found) == 1 and found[0].fix


@pytest.mark.parametrize("desc", ["Passengers aged 2-11.", "2 至 11 岁的儿童人数",
                                  "Children between 2 and 11 years old", "Rooms of 20-40 square metres",
                                  "面积 20 到 40 平方米的房间数"])
def test_a_range_of_an_attribute_of_what_is_counted_is_no_bound_on_the_count(desc):
    bounded = _prose({"children": {"type": "integer", "minimum": 0, "maximum": 6, "description": desc}},
                     name="ferry_book", description="Book a ferry.")
    bare = _prose({"children": {"type": "integer", "description": desc}},
                  name="ferry_book", description="Book a ferry.")
    assert hits("prose-contradicts-schema", bounded) == []
    assert hits("prose-only-constraint", bare) == []


@pytest.mark.parametrize("name,desc", [("children", "Number of children, 0-8."),
                                       ("age", "Traveller aged 18-99"),
                                       ("min_age", "最低年龄，18 至 99 岁")])
def test_a_range_of_the_value_itself_is_still_compared(name, desc):
    tool = _prose({name: {"type": "integer", "minimum": 0, "maximum": 6, "description": desc}},
                  name="ferry_book", description="Book a ferry.")
    assert hits("prose-contradicts-schema", tool)


@pytest.mark.parametrize("name,desc", [("priority_date_from", "优先权日下限。"),
                                       ("date_to", "End of the period"),
                                       ("invoice_date_before", "Only invoices dated before this")])
def test_one_end_of_a_range_of_dates_is_a_date(name, desc):
    tool = _prose({name: {"type": "string", "description": desc}}, name="patent_search",
                  description="Search patents.")
    found = hits("format-missing", tool)
    assert len(found) == 1 and "date string" in found[0].message
    assert all("offset" not in h.message for h in hits("param-datetime-unclear", tool))


@pytest.mark.parametrize("name", ["created_at_gte", "start_time_from"])
def test_one_end_of_a_range_of_times_is_still_a_date_time(name):
    tool = _prose({name: {"type": "string", "description": "Lower bound."}}, name="items_list",
                  description="List items.")
    found = hits("format-missing", tool)
    assert len(found) == 1 and "date-time" in found[0].message


@pytest.mark.parametrize("name", ["valid_to", "time_to", "run_time_max"])
def test_a_bound_of_no_date_stays_silent(name):
    tool = _prose({name: {"type": "string", "description": "Limit."}}, name="items_list",
                  description="List items.")
    assert hits("format-missing", tool) == []


_PAIR = {"keywords": {"type": "string", "description": "Free-text keywords"},
         "cpc_class": {"type": "string", "description": "CPC class"}}
_PAIR_ZH = {"order_id": {"type": "string", "description": "订单号"},
            "phone": {"type": "string", "description": "手机号"}}


@pytest.mark.parametrize("props,description", [
    (_PAIR, "Count patents. Provide either keywords or cpc_class (at least one)."),
    (_PAIR, "Count patents. You must give either keywords or cpc_class."),
    (_PAIR, "Count patents by keywords or cpc_class (at least one)."),
    (_PAIR_ZH, "查询订单。请提供 order_id 或 phone 其中之一。"),
])
def test_a_demand_to_give_one_of_two_inputs_is_a_group(props, description):
    tool = _prose(props, name="lookup_count", description=description)
    found = hits("prose-field-relation", tool)
    assert len(found) == 1 and "at least one of" in found[0].message


@pytest.mark.parametrize("props,description", [
    (_PAIR, "Count patents. You can pass either keywords or cpc_class."),
    (_PAIR, "Count patents. Filter by keywords or cpc_class, or both."),
    (_PAIR_ZH, "查询订单。可按 order_id 或 phone 筛选。"),
])
def test_an_offer_of_two_optional_filters_is_no_group(props, description):
    tool = _prose(props, name="lookup_count", description=description)
    assert hits("prose-field-relation", tool) == []


def _each(desc_a, desc_b, required=None, extra=None):
    props = {"doc_id": {"type": "string", "description": desc_a},
             "doc_name": {"type": "string", "description": desc_b}, **(extra or {})}
    schema = {"type": "object", "properties": props, **({"required": required} if required else {})}
    return make_tool(name="docs_delete", description="Delete a document.", parameters=schema)


@pytest.mark.parametrize("a,b", [
    ("Document id. Either doc_id or doc_name must be provided.", "Document name (or give doc_id)."),
    ("文档 ID，doc_id 和 doc_name 至少填写一个。", "文档名称，可代替 doc_id。"),
])
def test_a_demand_said_on_each_with_nothing_required_is_info(a, b):
    # the model reads the rule on whichever field it looks at; the empty call is the executor's
    # to reject (fresh reviewers: 1 useful / 4 noise when each field says it)
    found = hits("prose-field-relation", _each(a, b))
    assert len(found) == 1 and found[0].severity == "info" and "none of them is required" in found[0].message


def test_a_demand_said_on_each_is_info_when_one_is_required_or_the_rule_is_exclusive():
    a = "Document id. Either doc_id or doc_name must be provided."
    b = "Document name (or give doc_id)."
    assert all(h.severity == "info" for h in hits("prose-field-relation", _each(a, b, required=["doc_id"])))
    a2 = "Document id. Give doc_id or doc_name, not both."
    b2 = "Document name; not together with doc_id."
    assert all(h.severity == "info" for h in hits("prose-field-relation", _each(a2, b2)))


def test_a_count_of_language_model_tokens_keeps_its_integer_patch():
    tool = _prose({"max_tokens_per_page": {"type": "number", "description": "Maximum tokens of text per page"}},
                  name="web_search", description="Search the web.")
    found = hits("type-number-for-integer", tool)
    assert len(found) == 1 and found[0].fix


def test_a_spoken_day_to_convert_first_is_no_accepted_form():
    desc = '查询日期，格式为 "yyyy-MM-dd"。如果用户提供的是相对日期（如“明天”），请先换算成目标日期。'
    tool = _prose({"date": {"type": "string", "description": desc}}, name="tickets_get",
                  description="查询车票。")
    found = hits("prose-only-constraint", tool)
    assert len(found) == 1 and found[0].fix


def test_give_exactly_one_of_two_in_chinese():
    tool = _prose({"solar": {"type": "string", "description": "阳历时间"},
                   "lunar": {"type": "string", "description": "农历时间"}},
                  name="bazi_get", description="获取八字。solar 和 lunar 必须传且只传其中一个。")
    found = hits("prose-field-relation", tool)
    assert len(found) == 1 and "exactly one of" in found[0].message


@pytest.mark.parametrize("name,desc", [("sort_by", "排序字段。"), ("order_by", "Field to order by"),
                                       ("sort_field", "Field to sort hosts by")])
def test_the_field_to_sort_on_is_one_of_a_few(name, desc):
    tool = _prose({name: {"type": "string", "description": desc}}, name="listings_search",
                  description="Search listings.")
    assert len(hits("enum-missing", tool)) == 1


@pytest.mark.parametrize("desc", ["Any field of the record, e.g. created", "Sort expression, e.g. name desc",
                                  "排序字段，可填多个，用逗号分隔"])
def test_an_open_sort_expression_stays_silent(desc):
    tool = _prose({"sort_by": {"type": "string", "description": desc}}, name="listings_search",
                  description="Search listings.")
    assert hits("enum-missing", tool) == []
