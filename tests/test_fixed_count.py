"""description-default-mismatch: a fixed count the tool description promises ("Lists the 10
latest invoices", "返回最近 30 条告警") beside a count parameter whose default says another number;
an agreeing default, "up to N", a count in a condition and a tool without a default stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _tool(desc, limit):
    return make_tool(name="billing_list_invoices", description=desc,
                     parameters=obj({"customer": {"type": "string", "description": "Customer id."},
                                     "max_results": limit}))


@pytest.mark.parametrize("desc,limit", [
    ("Lists the 10 latest invoices of a customer, newest first.",
     {"type": "integer", "default": 25, "description": "How many invoices."}),
    ("Returns the last 5 payments for a customer.",
     {"type": "integer", "description": "How many payments (default: 30)."}),
    ("返回某客户最近 30 条告警，按时间倒序。",
     {"type": "integer", "description": "返回条数，默认 100。"}),
])
def test_a_promised_count_that_the_default_contradicts_is_reported(desc, limit):
    (h,) = hits("description-default-mismatch", _tool(desc, limit))
    assert h.path == "/properties/max_results"


@pytest.mark.parametrize("desc,limit", [
    ("Lists the 10 latest invoices of a customer.",
     {"type": "integer", "default": 10, "description": "How many invoices."}),
    ("Lists invoices of a customer, newest first.",
     {"type": "integer", "default": 25, "description": "How many invoices."}),
    ("If a customer has more than 500 invoices, lists them page by page.",
     {"type": "integer", "default": 25, "description": "Invoices per page."}),
    ("Returns the 3 most recent payments for a customer.",
     {"type": "integer", "description": "How many payments, 1 to 50."}),
    ("查询客户发票，按时间倒序返回。",
     {"type": "integer", "description": "返回条数，默认 100。"}),
])
def test_agreeing_or_absent_counts_stay_silent(desc, limit):
    assert not hits("description-default-mismatch", _tool(desc, limit))
