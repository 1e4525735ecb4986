"""Value findings the twelfth collection's reviewers judged wrong on first sight (round 24B),
each family in English and Chinese with a look-alike that must behave the other way:

- `enum-missing`: a sort field beside the parameter that picks the kind of record sorts on that
  kind's fields (info, no enum); an undescribed `status` of an object describing the caller's own
  code holds its words; values the text lists while its examples name others ("Module type (e.g.
  \"divi/heading\") ... not \"id\", \"path\"") are an open set named by example.
- `type-string-for-number`: a CSS length ("50px") carries its unit; a money string the text
  chooses ("Price as string, e.g. '49.00'") or a price a page widget shows is deliberate text.
- `format-missing`: a `date` that is a year or month ("年份，如 1940") is no full date.
- `param-missing-unit`: a font's, a ranking's or a stroke's weight is no mass.
- `param-naming-style-mixed`: one name declared in two spellings side by side is an alias.
- `additional-properties-open`: an object whose text writes its shape with a rest entry
  ("{ content?: string, ...flat_settings_keys? }") takes keys it does not declare.
"""

from __future__ import annotations

import pytest

from support import hits, lint_severities, make_tool, obj, tool_doc


def _shown(rule, tool):
    return [h for h in hits(rule, tool) if h.severity != "info"]


# --- enum-missing ------------------------------------------------------------------------------

@pytest.mark.parametrize("kind,desc", [
    ("resource_type", "Field to sort results by"),
    ("table", "排序字段"),
])
def test_a_sort_field_beside_the_kind_of_record_is_info(kind, desc):
    tool = make_tool(name="search_records", description="Search records of any object type.",
                     parameters=obj({kind: {"type": "string", "description": "Object type / 对象类型"},
                                     "sort_by": {"type": "string", "description": desc}}))
    found = hits("enum-missing", tool)
    assert [h.severity for h in found] == ["info"] and kind in found[0].message


@pytest.mark.parametrize("desc", ["Field to sort results by", "排序字段"])
def test_a_sort_field_of_one_kind_of_record_stays_shown(desc):
    tool = make_tool(name="list_orders", description="List orders.",
                     parameters=obj({"query": {"type": "string", "description": "Search text"},
                                     "sort_by": {"type": "string", "description": desc}}))
    assert len(_shown("enum-missing", tool)) == 1


@pytest.mark.parametrize("parent_desc", ["Component metadata from code", "从代码中读取的组件信息"])
def test_an_undescribed_status_of_the_callers_own_code_is_silent(parent_desc):
    meta = {"type": "object", "description": parent_desc,
            "properties": {"name": {"type": "string"}, "status": {"type": "string"}}}
    tool = make_tool(name="check_design_parity", description="Compare a design with code.",
                     parameters=obj({"spec": {"type": "object", "description": "Spec",
                                              "properties": {"component": meta}}}))
    assert hits("enum-missing", tool) == []


def test_an_undescribed_status_filter_of_a_list_tool_stays_shown():
    filt = {"type": "object", "description": "Filters / 过滤条件",
            "properties": {"owner": {"type": "string"}, "status": {"type": "string"}}}
    tool = make_tool(name="list_tickets", description="List tickets.",
                     parameters=obj({"filter": filt}))
    assert len(_shown("enum-missing", tool)) == 1


@pytest.mark.parametrize("desc", [
    'Module type (e.g. "divi/heading", "et_pb_text"). Not the identifier kind: with a `value` next '
    'to it, type "id", "path" or "text" is read as lookup vocabulary instead.',
    '模块类型（例如 "core/paragraph"、"core/image"）。与 value 一起出现时，type 取值 "id"、"path" 或 '
    '"text" 按查找方式理解。',
])
def test_values_listed_beside_examples_of_other_values_are_an_open_set(desc):
    tool = make_tool(name="apply_patch", description="Patch a page element.",
                     parameters=obj({"type": {"type": "string", "description": desc}}))
    assert hits("enum-missing", tool) == []


@pytest.mark.parametrize("desc", [
    'Identifier kind: one of "id", "path" or "text" (e.g. "id").',
    '标识方式，取值 "id"、"path" 或 "text"（例如 "path"）。',
])
def test_values_listed_with_an_example_among_them_stay_shown(desc):
    tool = make_tool(name="apply_patch", description="Patch a page element.",
                     parameters=obj({"type": {"type": "string", "description": desc}}))
    assert len(_shown("enum-missing", tool)) == 1


# --- type-string-for-number -------------------------------------------------------------------

@pytest.mark.parametrize("name,desc", [("height", 'Spacer height (e.g. "50px")'),
                                       ("width", "宽度，如 2em")])
def test_a_css_length_carries_its_unit(name, desc):
    tool = make_tool(name="add_spacer", description="Add vertical spacing to a page.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert hits("type-string-for-number", tool) == []


@pytest.mark.parametrize("name,desc", [("height", "Height in metres, e.g. 12"),
                                       ("weight", "包裹重量，单位千克，例如 5")])
def test_a_measure_written_as_a_bare_number_stays_shown(name, desc):
    tool = make_tool(name="quote_shipping", description="Quote a shipment.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert len(_shown("type-string-for-number", tool)) == 1


@pytest.mark.parametrize("desc", ["Price as string, e.g. '49.00'", "价格，字符串，保留两位小数，例如 49.00"])
def test_a_money_string_the_text_chooses_is_silent(desc):
    tool = make_tool(name="update_variant", description="Update a product variant.",
                     parameters=obj({"price": {"type": "string", "description": desc}}))
    assert hits("type-string-for-number", tool) == []


@pytest.mark.parametrize("tool_desc,desc", [
    ("Add a pricing table widget to a page.", 'Price amount (e.g. "29")'),
    ("在页面中插入价格卡片组件。", "价格，数字，例如 29"),
])
def test_a_price_a_page_widget_shows_is_silent(tool_desc, desc):
    tool = make_tool(name="add_pricing_table", description=tool_desc,
                     parameters=obj({"price": {"type": "string", "description": desc}}))
    assert hits("type-string-for-number", tool) == []


@pytest.mark.parametrize("tool_desc,desc", [
    ("Create an invoice line.", 'Price amount (e.g. "29")'),
    ("创建订单明细。", "价格，数字，例如 29"),
])
def test_a_price_an_order_computes_stays_shown(tool_desc, desc):
    tool = make_tool(name="create_line", description=tool_desc,
                     parameters=obj({"price": {"type": "string", "description": desc}}))
    assert len(_shown("type-string-for-number", tool)) == 1


# --- format-missing ----------------------------------------------------------------------------

@pytest.mark.parametrize("desc", ["年份，如 1940（与 keyword 二选一）", "Year, e.g. 2024"])
def test_a_date_that_is_a_year_is_no_full_date(desc):
    tool = make_tool(name="search_events", description="Search events.",
                     parameters=obj({"date": {"type": "string", "description": desc}}))
    assert hits("format-missing", tool) == []


@pytest.mark.parametrize("desc", ["活动日期", "Year, month and day of the event"])
def test_a_full_date_without_form_stays_shown(desc):
    tool = make_tool(name="search_events", description="Search events.",
                     parameters=obj({"date": {"type": "string", "description": desc}}))
    assert len(_shown("format-missing", tool)) == 1


# --- param-missing-unit ------------------------------------------------------------------------

@pytest.mark.parametrize("props", [
    {"typography": {"type": "object", "description": "Typography properties from code",
                    "properties": {"fontWeight": {"type": "number"}}}},
    {"semantic_weight": {"type": "number", "description": "语义检索的权重"}},
])
def test_a_weight_that_is_no_mass_asks_no_unit(props):
    tool = make_tool(name="check_design", description="Check a design.", parameters=obj(props))
    assert hits("param-missing-unit", tool) == []


@pytest.mark.parametrize("desc", ["Weight of the parcel", "包裹重量"])
def test_a_parcels_weight_still_asks_its_unit(desc):
    tool = make_tool(name="create_shipment", description="Create a shipment.",
                     parameters=obj({"weight": {"type": "number", "description": desc}}))
    assert len(_shown("param-missing-unit", tool)) == 1


# --- param-naming-style-mixed ------------------------------------------------------------------

def _desc(*names):
    return {n: {"type": "string", "description": "值 / value"} for n in names}


def test_an_alias_declared_beside_its_name_is_not_a_style_slip():
    tools = [tool_doc("batch_update", "Update pages.", _desc("edit_target", "editTarget", "page_id")),
             tool_doc("page_get", "读取页面。", _desc("page_id", "site_id"))]
    assert lint_severities(tools, "param-naming-style-mixed") == []


def test_a_lone_other_spelling_stays_a_warning():
    tools = [tool_doc("batch_update", "Update pages.", _desc("editTarget", "page_id")),
             tool_doc("page_get", "读取页面。", _desc("page_id", "site_id"))]
    assert lint_severities(tools, "param-naming-style-mixed") == ["warning"]


# --- additional-properties-open ----------------------------------------------------------------

def _patch_tool(updates_desc):
    updates = {"type": "object", "description": updates_desc,
               "properties": {"unset": {"type": "array", "items": {"type": "string"},
                                        "description": "Keys to remove"}}}
    return make_tool(name="apply_builder_patch", description="Patch page elements.",
                     parameters=obj({"updates": updates}))


@pytest.mark.parametrize("desc", [
    "Patch to merge: { content?: string, unset?: string[], ...flat_settings_keys? }.",
    "要合并的补丁：{ content?: string, unset?: string[], ...其余设置键 }",
])
def test_an_object_written_with_a_rest_entry_is_not_shown(desc):
    assert _shown("additional-properties-open", _patch_tool(desc)) == []


@pytest.mark.parametrize("desc", ["Patch to merge: { content?: string, unset?: string[] }.",
                                  "要合并的补丁：{ content?: string, unset?: string[] }"])
def test_an_object_written_without_one_stays_shown(desc):
    assert len(_shown("additional-properties-open", _patch_tool(desc))) == 1


@pytest.mark.parametrize("kind_desc", ["Entity type filter", "按实体类型筛选"])
def test_a_sort_field_beside_a_type_filter_stays_shown(kind_desc):
    tool = make_tool(name="list_holdings", description="List treasury holdings.",
                     parameters=obj({"entity_type": {"type": "string", "description": kind_desc},
                                     "sort_by": {"type": "string", "description": "Sort field"}}))
    assert len(_shown("enum-missing", tool)) == 1


def test_a_rest_entry_in_the_tool_text_leaves_the_arguments_object_shown():
    updates = {"type": "object", "properties": {"content": {"type": "string"}}}
    tool = make_tool(name="apply_builder_patch",
                     description="Patch elements. `updates` is { content?: string, ...flat_keys }.",
                     parameters=obj({"updates": updates, "dry_run": {"type": "boolean"},
                                     "site_id": {"type": "string"}}, closed=False))
    found = [h for h in hits("additional-properties-open", tool) if h.path == ""]
    assert [h.severity for h in found] != ["info"] and found


@pytest.mark.parametrize("props", [
    {"is_from": {"type": "string", "description": "Currency code of the currency you want to convert from"},
     "to": {"type": "string", "description": "Currency code to convert to"}},
    {"src": {"type": "string", "description": "源币种，例如 CNY"}},
])
def test_an_amount_beside_a_currency_parameter_asks_no_unit(props):
    tool = make_tool(name="convert_money", description="Convert an amount of money.",
                     parameters=obj({"amount": {"type": "number", "description": "The amount to convert"},
                                     **props}))
    assert hits("param-missing-unit", tool) == []


@pytest.mark.parametrize("desc", ["Note shown to the payee", "付款备注"])
def test_an_amount_beside_no_currency_parameter_still_asks_its_unit(desc):
    tool = make_tool(name="send_payment", description="Pay an invoice.",
                     parameters=obj({"amount": {"type": "number", "description": "The amount to pay"},
                                     "memo": {"type": "string", "description": desc}}))
    assert len(_shown("param-missing-unit", tool)) == 1
