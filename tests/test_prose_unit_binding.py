"""prose-only-constraint: a limit in the tool description that names no parameter applies to the
one numeric parameter whose name ends in the number's unit ("capped at 5,000 kWh" ->
`quantity_kwh`, "单笔上限 20000 CNY" -> `amount_cny`), with "capped at"/"上限" read as a rule and
"5,000" as one number; two parameters in that unit, or none, leave it unbound."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


@pytest.mark.parametrize("desc,param,value", [
    ("Place a sell order. Each order is capped at 5,000 kWh by the exchange.", "quantity_kwh", 5000),
    ("Reserve storage for a backup job; a job is limited to 800 GB.", "size_gb", 800),
    ("发起一笔跨境汇款。单笔上限 20000 CNY。", "amount_cny", 20000),
])
def test_a_tool_level_limit_binds_to_the_parameter_in_its_unit(desc, param, value):
    tool = make_tool(name="ops_place_order", description=desc,
                     parameters=obj({param: {"type": "number", "minimum": 1, "description": "Amount."},
                                     "note": {"type": "string", "description": "Memo.", "maxLength": 80}}))
    (h,) = hits("prose-only-constraint", tool)
    assert h.path == f"/properties/{param}" and h.severity is None
    assert [op["value"] for op in h.fix] == [value]


@pytest.mark.parametrize("props", [
    {"buy_kwh": {"type": "number", "description": "Buy."},
     "sell_kwh": {"type": "number", "description": "Sell."}},
    {"quantity": {"type": "number", "description": "Quantity."}},
])
def test_no_single_parameter_in_that_unit_leaves_it_unbound(props):
    tool = make_tool(name="ops_place_order", description="Place an order. Each order is capped "
                                                         "at 5,000 kWh by the exchange.",
                     parameters=obj(props))
    assert [h for h in hits("prose-only-constraint", tool) if h.path] == []
