"""Values read where they stand (round 12): a quantity on an accounting document or a timesheet
is a measure (1.5 hours), a cart's quantity a count; a time point stated in milliseconds or
seconds, a cursor copied from the last result, a time-zone offset and a phrase read as natural
language by design take no date form, while an undescribed `start_time` still needs one; a
status or priority the project configures (ids, labels), a trading pair's quote currency, a
test step's `action` text and a nested item's `order` (its position) are no closed set, while a
plain `severity`, a payment currency, a batch operation's `action` and a list's `order` keep
the enum advice. English and Chinese, each with a look-alike that behaves the other way."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _shown(rule, tool):
    return [h for h in hits(rule, tool) if h.severity != "info"]


def _lines(name, desc, fields, key="lines"):
    return make_tool(name=name, description=desc, parameters=obj(
        {key: {"type": "array", "items": {"type": "object", "properties": fields}}}))


# ----------------------------------------------------------------- type-number-for-integer

@pytest.mark.parametrize("tool", [
    _lines("create_bill", "Create a supplier bill.",
           {"qty": {"type": "number", "description": "Quantity billed"},
            "unit_price": {"type": "number"}}),
    _lines("add_line", "Add a line to a document.",
           {"quantity": {"type": "number"}, "tax_code": {"type": "string"},
            "ledger_account": {"type": "string"}}),
    _lines("submit_hours", "Submit a weekly timesheet for approval.",
           {"units": {"type": "number", "description": "Units worked on the day."}}),
    _lines("开具发票", "开具增值税发票。", {"quantity": {"type": "number", "description": "数量"}}),
    _lines("登记工时", "登记员工工时。", {"number_of_units": {"type": "number", "description": "工时数量"}}),
])
def test_an_accounting_quantity_is_a_measure(tool):
    assert not hits("type-number-for-integer", tool)


@pytest.mark.parametrize("tool", [
    make_tool(name="add_to_basket", description="Add a product to the basket.",
              parameters=obj({"sku": {"type": "string"}, "quantity": {"type": "number"}})),
    _lines("下单", "创建订单。", {"quantity": {"type": "number", "description": "购买数量"},
                              "sku": {"type": "string"}}),
    _lines("create_bill", "Create a supplier bill.", {"page_count": {"type": "number"}}),
])
def test_a_count_of_items_keeps_its_patch(tool):
    found = hits("type-number-for-integer", tool)
    assert found and found[0].fix


# ----------------------------------------------------- format-missing, param-datetime-unclear

@pytest.mark.parametrize("name,desc", [
    ("from_time", "Window start in milliseconds"),
    ("end_time", "End of the range, in seconds"),
    ("startTime", "Only for history actions. Start time (ms)"),
    ("开始时间", "查询开始时间（毫秒）"),
    ("begin_time", "起始时间，单位：秒"),
    ("before_time", "Pagination cursor: the last item's time from the previous page"),
    ("page_time", "翻页游标，传上一页最后一条的时间"),
    ("close_time", "Close time offset: 0 or 8"),
    ("due_time", "When it is due, in natural language such as 'next friday'"),
    ("截止时间", "截止时间，支持自然语言，如“下周五”"),
])
def test_a_stated_or_uncomposed_time_takes_no_date_form(name, desc):
    tool = make_tool(name="market_history", description="Market history.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert not hits("format-missing", tool)
    assert not hits("param-datetime-unclear", tool)


@pytest.mark.parametrize("name,desc", [
    ("start_time", "Start of the window"),
    ("end_time", "End time; natural language such as 'tomorrow' is not accepted"),
    ("start_time", "会议开始时间"),
])
def test_a_time_with_no_form_keeps_the_warning(name, desc):
    tool = make_tool(name="book_meeting", description="Book a meeting.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert _shown("format-missing", tool)


# ------------------------------------------------------------------------ enum-missing

@pytest.mark.parametrize("props", [
    {"state": {"type": "string", "description": "State name or ID of the board"}},
    {"status": {"type": "string", "description": "Status IDs, multiple separated by commas"}},
    {"priority": {"type": "string", "description": "优先级ID"}},
    {"currency": {"type": "string", "description": "Quote currency of the pair"}},
    {"currency": {"type": "string", "description": "计价币种"}},
    {"steps": {"type": "array", "items": {"type": "object", "properties": {
        "action": {"type": "string", "description": "What the tester does"},
        "expected_result": {"type": "string"}}}}},
    {"steps": {"type": "array", "items": {"type": "object", "properties": {
        "action": {"type": "string", "description": "步骤操作"}, "data": {"type": "string"}}}}},
    {"column": {"type": "object", "properties": {"title": {"type": "string"},
                                                  "order": {"type": "string", "description": "排序"}}}},
])
def test_configured_or_free_values_ask_for_no_enum(props):
    tool = make_tool(name="board_items", description="Work with board items.", parameters=obj(props))
    assert not _shown("enum-missing", tool)


def test_a_label_or_id_list_gets_words_not_an_enum_patch():
    tool = make_tool(name="case_create", description="Create a test case.", parameters=obj(
        {"priority": {"type": "string", "description": "Priority label or ID (0=not set, 1=high, 2=medium, 3=low)"}}))
    found = hits("enum-missing", tool)
    assert found and found[0].severity == "info" and not found[0].fix


@pytest.mark.parametrize("props", [
    {"severity": {"type": "string", "description": "Severity of the alert"}},
    # (a bare `currency` is an ISO 4217 code, info: tests/test_batch_caps_and_short_repeats.py)
    {"sort_order": {"type": "string", "description": "Sort direction of the list"}},
    {"ops": {"type": "array", "items": {"type": "object", "properties": {
        "action": {"type": "string", "description": "What to do with the record"},
        "id": {"type": "string"}}}}},
    {"order": {"type": "string", "description": "排序"}},
])
def test_a_closed_set_by_name_keeps_the_warning(props):
    tool = make_tool(name="alerts", description="List alerts.", parameters=obj(props))
    assert _shown("enum-missing", tool)


def test_a_listed_priority_keeps_its_patch():
    tool = make_tool(name="case_create", description="Create a test case.", parameters=obj(
        {"priority": {"type": "string", "description": "Priority of the case (0=not set, 1=high, 2=medium, 3=low)"}}))
    found = hits("enum-missing", tool)
    assert found and found[0].fix


# ------------------------------------------------------------------------ range-missing

@pytest.mark.parametrize("tool", [
    _lines("record_purchase", "Record a purchase order.",
           {"unit_cost": {"type": "number", "description": "Cost per unit"},
            "price": {"type": "number"}}),
    make_tool(name="update_product", description="Update a catalogue product.", parameters=obj(
        {"pricing": {"type": "object", "properties": {"price": {"type": "number", "description": "售价"}}}})),
    _lines("create_bill", "Create a supplier bill.",
           {"quantity": {"type": "number"}, "tax_code": {"type": "string"}}),
    _lines("记账", "录入会计凭证。", {"amount": {"type": "number", "description": "借贷金额，贷方为负"}}),
])
def test_a_record_lines_money_or_billed_quantity_gets_no_range_advice(tool):
    assert not hits("range-missing", tool)


@pytest.mark.parametrize("tool", [
    make_tool(name="wallet_topup", description="Top up the wallet from the linked card. Cannot be undone.",
              parameters=obj({"amount": {"type": "number", "description": "Amount in EUR"}})),
    make_tool(name="话费充值", description="为手机号充值，立即扣款。",
              parameters=obj({"amount": {"type": "number", "description": "充值金额（元）"}})),
    _lines("place_order", "Place an order for products.", {"quantity": {"type": "integer"}, "sku": {"type": "string"}}),
    _lines("create_report", "Create a report.", {"percent": {"type": "number"}}),
])
def test_a_moved_amount_an_ordered_count_or_a_percentage_keeps_it(tool):
    assert _shown("range-missing", tool)


def test_a_count_put_in_a_cart_is_asked_at_info():
    # no money moves and no order is placed yet (round 49)
    tool = _lines("add_to_cart", "Add products to the cart.",
                  {"quantity": {"type": "integer"}, "sku": {"type": "string"}})
    assert hits("range-missing", tool) and not _shown("range-missing", tool)


# ----------------------------------------------- param-missing-unit, param-missing-description

_FORBIDDEN_BRANCHES = {"items": {"type": "array", "items": {"anyOf": [
    {"type": "object", "properties": {"catalogId": {"type": "string", "description": "Catalogue id."},
                                      "fee": {"not": {}}, "productRef": {"not": {}}}},
    {"type": "object", "properties": {"catalogId": {"not": {}},
                                      "fee": {"type": "number", "description": "Fee in EUR"}}}]}}}


def test_a_field_a_branch_forbids_needs_no_unit_and_no_description():
    tool = make_tool(name="quote_preview", description="Preview a quote.", parameters=obj(_FORBIDDEN_BRANCHES))
    assert not hits("param-missing-unit", tool)
    assert not [h for h in hits("param-missing-description", tool) if "/anyOf/" in h.path]


@pytest.mark.parametrize("props", [
    {"vat_number": {"type": "string", "description": "VAT number of the company"}},
    {"税号": {"type": "string"}, "tax_code": {"type": "string", "description": "税务登记代码"}},
    {"price": {"type": "object", "properties": {
        "amount": {"$ref": "#/$defs/money"}, "currency_code": {"type": "string"}}}},
])
def test_a_name_of_a_thing_or_a_unit_stated_elsewhere_asks_for_no_unit(props):
    tool = make_tool(name="register_company", description="Register a company.",
                     parameters=obj(props, **{"$defs": {"money": {
                         "type": "number", "description": "In the smallest currency unit (cents)"}}}))
    assert not hits("param-missing-unit", tool)


@pytest.mark.parametrize("props", [
    {"fee": {"type": "number", "description": "Handling fee"}},
    {"price": {"type": "object", "properties": {"amount": {"$ref": "#/$defs/money"}}}},
    {"手续费": {"type": "number", "description": "手续费金额"}, "tax": {"type": "number", "description": "Tax"}},
])
def test_a_money_value_with_no_unit_anywhere_keeps_the_warning(props):
    tool = make_tool(name="register_company", description="Register a company.",
                     parameters=obj(props, **{"$defs": {"money": {"type": "number", "description": "The amount"}}}))
    assert _shown("param-missing-unit", tool)


@pytest.mark.parametrize("name,props", [
    ("create_item", {"code": {"type": "string"}, "name": {"type": "string", "description": "Item name"}}),
    ("create_project", {"project": {"type": "object", "properties": {
        "projectId": {"type": "string"}, "title": {"type": "string", "description": "标题"}}}}),
])
def test_a_code_the_user_chooses_on_create_is_not_returned_by_a_tool(name, props):
    tool = make_tool(name=name, description="Create one record.", parameters=obj(props))
    found = [h for h in hits("param-missing-description", tool) if h.path.endswith(("code", "projectId"))]
    assert found and "which tool returns it" not in found[0].message


def test_an_id_on_an_update_still_asks_where_it_comes_from():
    tool = make_tool(name="update_item", description="Update one item.", parameters=obj(
        {"code": {"type": "string"}, "name": {"type": "string", "description": "New name"}}))
    found = hits("param-missing-description", tool)
    assert found and "which tool returns it" in found[0].message


# ---------------------------------------------------------- param-description-repeats-name

@pytest.mark.parametrize("fields", [
    {"key": {"type": "string", "description": "变量键"}, "value": {"type": "string", "description": "变量值"}},
    {"key": {"type": "string", "description": "The key"}, "value": {"type": "string", "description": "The value"}},
])
def test_the_halves_of_a_pair_restated_are_info(fields):
    tool = _lines("set_variables", "Set pipeline variables.", fields, key="variables")
    assert hits("param-description-repeats-name", tool)
    assert not _shown("param-description-repeats-name", tool)


def test_a_lone_value_restated_keeps_the_warning():
    tool = make_tool(name="set_threshold", description="Set the threshold.", parameters=obj(
        {"value": {"type": "string", "description": "The value"}}))
    assert _shown("param-description-repeats-name", tool)


# ------------------------------------------------- mega-tool-mixed-actions, -action-payload

_HTTP = {"type": "string", "enum": ["GET", "POST", "PUT", "DELETE"]}


@pytest.mark.parametrize("name,desc,props", [
    ("add_stub_route", "Add a stub route to the mock server.",
     {"method": _HTTP, "path": {"type": "string"}, "response": {"type": "object"}}),
    ("删除拦截规则", "删除一条拦截规则。", {"method": _HTTP, "url": {"type": "string"}}),
    ("jira_raw", "Call a Jira REST endpoint for what no dedicated tool covers; prefer the dedicated tools.",
     {"method": _HTTP, "path": {"type": "string"}, "body": {"type": "object"}}),
    ("fire_test_event", "Send a test webhook.",
     {"type": {"type": "string", "enum": ["order.created", "order.updated", "order.deleted", "refund.issued"]},
      "payload": {"type": "object"}}),
])
def test_http_verbs_or_event_names_are_not_the_tools_own_actions(name, desc, props):
    tool = make_tool(name=name, description=desc, parameters=obj(props),
                     annotations={"destructiveHint": True})
    assert not _shown("mega-tool-mixed-actions", tool)
    assert not _shown("mega-tool-action-payload", tool)


def test_a_passthrough_over_a_whole_api_keeps_its_finding():
    tool = make_tool(name="gitlab_api", description="Call any GitLab REST endpoint; it can delete projects.",
                     parameters=obj({"method": _HTTP, "path": {"type": "string"}, "body": {"type": "object"}}),
                     annotations={"destructiveHint": True})
    assert _shown("mega-tool-mixed-actions", tool) or _shown("mega-tool-action-payload", tool)


def test_an_action_enum_of_verbs_keeps_its_finding():
    tool = make_tool(name="orders", description="Work with orders.", parameters=obj(
        {"action": {"type": "string", "enum": ["get", "list", "cancel", "refund"]}}))
    assert _shown("mega-tool-mixed-actions", tool)  # a refund beside the reads moves money


# ------------------------------------------------------------------------ array-unbounded

def test_the_lines_of_one_document_are_no_batch_at_stake():
    line = {"type": "object", "properties": {"description": {"type": "string"}}}
    tool = make_tool(name="delete_invoice_lines", description="Delete lines from a draft invoice in bulk.",
                     parameters=obj({"lineItems": {"type": "array", "items": line}}, ["lineItems"]))
    assert not _shown("array-unbounded", tool)


def test_a_batch_of_targets_keeps_the_warning():
    tool = make_tool(name="delete_invoice_lines", description="Delete lines from a draft invoice in bulk.",
                     parameters=obj({"ids": {"type": "array", "items": {"type": "string"}}}, ["ids"]))
    assert _shown("array-unbounded", tool)


def test_a_unit_id_beside_an_amount_is_no_unit():
    tool = make_tool(name="curtail_plant", description="Reduce a plant's output.", parameters=obj(
        {"unit_id": {"type": "string", "description": "Plant unit id"},
         "amount": {"type": "number", "description": "Reduction amount.", "minimum": 0, "maximum": 500}}))
    assert _shown("param-missing-unit", tool)


def test_bill_as_a_verb_names_no_accounting_document():
    tool = _lines("create_subscription_charge", "Bill one-time items to a subscription.",
                  {"quantity": {"type": "number", "description": "Quantity to bill for."},
                   "price_id": {"type": "string"}}, key="items")
    found = hits("type-number-for-integer", tool)
    assert found and found[0].fix
