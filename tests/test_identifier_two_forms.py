"""`identifier-two-forms`: one identifier of a set under an abbreviated second name with another
format; different things, one shared form, and unstated forms stay silent."""

from __future__ import annotations

from support import hits
from workbench import load


def _set(a: tuple[str, str, str], b: tuple[str, str, str]):
    tools = []
    for tool, (name, pattern, description) in (("crm_get_customer", a), ("crm_list_invoices", b)):
        tools.append({"name": tool, "description": "Read-only lookup.", "parameters": {
            "type": "object", "properties": {name: {"type": "string", "pattern": pattern,
                                                    "description": description}},
            "required": [name]}})
    return load(tools)


def _found(ts):
    return hits("identifier-two-forms", ts[0], ts)


def test_an_abbreviated_name_with_another_format_en():
    ts = _set(("customer_id", "^CUS[0-9]{8}$", "Customer id, e.g. CUS00012345."),
              ("cust_no", "^[0-9]{6}$", "Customer number from the billing system, e.g. 123456."))
    (h,) = _found(ts)
    assert h.path == "/properties/cust_no" and "`customer_id`" in h.message


def test_an_abbreviated_name_with_another_format_zh():
    ts = _set(("supplier_code", "^SUP-[0-9]{4}$", "供应商编码，例如 SUP-0042。"),
              ("sup_id", "^[0-9]{4}$", "供应商，例如 0042。"))
    (h,) = _found(ts)
    assert h.path == "/properties/sup_id"


def test_different_things_with_a_shared_first_letter_stay_silent():
    ts = _set(("customer_id", "^CUS[0-9]{8}$", "Customer id, e.g. CUS00012345."),
              ("cart_id", "^[0-9]{6}$", "Shopping cart id, e.g. 123456."))
    assert _found(ts) == []


def test_one_form_under_two_names_is_no_format_clash():
    ts = _set(("supplier_code", "^SUP-[0-9]{4}$", "供应商编码，例如 SUP-0042。"),
              ("sup_id", "^SUP-[0-9]{4}$", "供应商编码，例如 SUP-0042。"))
    assert _found(ts) == []


def test_an_abbreviation_naming_another_thing_stays_silent():
    ts = _set(("supplier_code", "^SUP-[0-9]{4}$", "供应商编码，例如 SUP-0042。"),
              ("sup_id", "^[0-9]{4}$", "补货单号，例如 0042。"))
    assert _found(ts) == []
