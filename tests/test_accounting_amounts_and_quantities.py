"""An accounting book's amounts and quantities (holdout 24's accounting server): an amount beside
the `currency_id` that selects its currency, or in a book's own currency (本位币), needs no unit
shown; a quantity kept in units of measure (数量核算, 吨) is measured, not counted, so no integer
patch; balances, debit and credit amounts and such quantities may be negative, so no range is
asked. A count of pieces elsewhere keeps its findings."""

from __future__ import annotations

from support import hits, make_tool, obj

_TEXT = ("新增会计科目初始化数据。科目已开启外币核算时，必须指定币别。"
         "上述关系式同时适用于：本位币金额、原币金额、数量三个维度。帐套开帐期间不能已结账。")


def _tool():
    return make_tool(name="accounting_title_initialization_create", description=_TEXT, parameters=obj({
        "ab_id": {"type": "integer", "description": "帐套ID"},
        "currency_id": {"type": "integer", "description": "币别ID"},
        "initial_balance": {"type": "number", "description": "期初余额"},
        "initial_quantity": {"type": "number", "description": "期初数量"},
        "debit_accumulated_amount": {"type": "number", "description": "借方累计金额"}},
        required=["ab_id", "currency_id", "initial_balance", "initial_quantity",
                  "debit_accumulated_amount"]))


def _shown(rule, tool):
    return [h.path for h in hits(rule, tool) if h.severity in (None, "warning", "error")]


def test_book_amounts_and_measured_quantities_ask_no_unit_integer_or_range():
    tool = _tool()
    assert _shown("param-missing-unit", tool) == []
    assert _shown("type-number-for-integer", tool) == []
    assert all(h.fix is None for h in hits("type-number-for-integer", tool))
    assert _shown("range-missing", tool) == []


def test_a_count_of_pieces_in_a_shop_keeps_its_findings():
    tool = make_tool(name="cart_add_item", description="Add an item to the cart.", parameters=obj({
        "sku": {"type": "string", "description": "SKU, e.g. A-100."},
        "quantity": {"type": "number", "description": "How many pieces."}}, required=["sku", "quantity"]))
    assert _shown("type-number-for-integer", tool) == ["/properties/quantity"]


def test_a_default_stated_with_its_unit_in_the_tool_text_states_the_unit():
    tool = make_tool(name="get_transfer_flights", description=(
        "航班中转路线查询，最小转机时间默认为2小时，最大转机时间默认为5小时"), parameters=obj({
            "min_transfer_time": {"type": "number", "default": 2.0},
            "max_transfer_time": {"type": "number", "default": 5.0}}))
    assert _shown("param-missing-unit", tool) == []
    unsaid = make_tool(name="get_transfer_flights", description="航班中转路线查询。", parameters=obj({
        "min_transfer_time": {"type": "number", "default": 2.0}}))
    assert _shown("param-missing-unit", unsaid) == ["/properties/min_transfer_time"]
