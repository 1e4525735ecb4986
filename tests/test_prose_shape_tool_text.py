"""`prose-only-shape` read where the rule stands: a step the tool description states for the one
number its sentence names, an identifier `code` (not source code) with a stated form, and a
Chinese "由…组成" character rule whose classes stand inside the restriction. English and Chinese,
each beside a look-alike that stays silent."""

from __future__ import annotations

import pytest

from support import lint_findings, tool_doc


def _shape(description: str, props: dict) -> list:
    return lint_findings([tool_doc("orders_place_bulk", description, props, list(props))],
                         "prose-only-shape")


@pytest.mark.parametrize("description,props,step", [
    ("Order eggs for the bakery. Eggs come in trays, so egg_count must be a multiple of 30.",
     {"egg_count": {"type": "integer", "description": "How many eggs.", "minimum": 30},
      "supplier": {"type": "string", "description": "Supplier code."}}, 30),
    ("Log an infusion. The pump delivers in 0.25 ml increments, so volumes must be a multiple of 0.25.",
     {"volume_ml": {"type": "number", "description": "Infused volume in millilitres."},
      "patient": {"type": "string", "description": "Patient id."}}, 0.25),
    ("为门店下单面粉。面粉按袋出售，采购袋数必须是 5 的倍数。",
     {"bags": {"type": "integer", "description": "采购袋数。"},
      "store": {"type": "string", "description": "门店编号。"}}, 5),
])
def test_a_step_in_the_tool_text_binds_the_number_it_names(description, props, step):
    found = _shape(description, props)
    assert [f.severity for f in found] == ["warning"]
    assert found[0].fix == ({"op": "add", "path": f"{found[0].path}/multipleOf", "value": step},)


@pytest.mark.parametrize("description,props", [
    # two numbers the sentence could be about: it binds neither
    ("Order eggs. Eggs and trays must each be a multiple of 6.",
     {"egg_count": {"type": "integer", "description": "How many eggs."},
      "tray_count": {"type": "integer", "description": "How many trays."}}),
    # the step is behaviour ("by default"), not a rule on a value
    ("Round prices. By default, prices are rounded to a multiple of 5.",
     {"price": {"type": "number", "description": "Price in euros."}}),
    # a step of something no parameter names
    ("为门店下单面粉。仓库托盘数必须是 4 的倍数。",
     {"bags": {"type": "integer", "description": "采购袋数。"}}),
])
def test_a_step_bound_to_no_one_number_stays_silent(description, props):
    assert _shape(description, props) == []


@pytest.mark.parametrize("name,desc,pattern", [
    ("tax_code", "纳税人识别号，由数字和大写英文字母组成。", "^[A-Z0-9]+$"),
    ("voucher_code", "Voucher code; may contain only uppercase letters and digits.", "^[A-Z0-9]+$"),
])
def test_an_identifier_code_with_a_character_rule(name, desc, pattern):
    found = _shape("Look up a record. Read-only.", {name: {"type": "string", "description": desc}})
    assert [f.fix[0]["value"] for f in found if f.fix] == [pattern]


@pytest.mark.parametrize("name,desc", [
    ("python_code", "Python source to run; may contain only ASCII letters and digits in names."),
    ("code", "要执行的脚本代码，只能包含英文字母和数字命名的变量。"),
])
def test_source_code_stays_free_text(name, desc):
    assert _shape("Run a snippet in the sandbox.", {name: {"type": "string", "description": desc}}) == []


@pytest.mark.parametrize("name,desc,pattern", [
    ("passport_country", "护照签发国，ISO 3166-1 两位大写字母代码，例如 CN。", "^[A-Z]{2}$"),
    ("species", "物种代码，三位字母，例如 COD。", "^[A-Za-z]{3}$"),
    ("airport", "Departure airport, three uppercase letters (IATA), e.g. LHR.", "^[A-Z]{3}$"),
    ("unit", "Unit code: 2 lower-case letters.", "^[a-z]{2}$"),
])
def test_a_code_of_n_characters_of_one_class(name, desc, pattern):
    found = _shape("Look up a record. Read-only.", {name: {"type": "string", "description": desc}})
    assert [f.fix[0]["value"] for f in found if f.fix] == [pattern]


@pytest.mark.parametrize("desc", [
    "Member note, up to 6 uppercase letters of reference may be included.",  # a bound
    "备注编号，最多 6 位大写字母。",
    "金额，保留 2 位小数。",  # decimals
])
def test_a_bound_or_decimals_is_no_code_form(desc):
    found = _shape("Look up a record. Read-only.", {"ref": {"type": "string", "description": desc}})
    assert [f.fix for f in found if f.fix] == []
