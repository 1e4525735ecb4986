"""Alias keys documented in a parameter's text, short texts another finding covers, shapes a
text gives and arguments held for another tool: findings reviewers judged wrong or noise, by family.
English and Chinese, each with a look-alike that must behave the other way:

- `additional-properties-open`: a field whose text documents other keys the server takes for it
  ("兼容别名: name, filter, query", "also accepts the key `q`", "the old name `dir` is still
  accepted") makes closing the object refuse documented calls: info, no fix. A value's aliases
  ("Also accepted aliases: eq, gt" of an operator enum, "连接别名") say nothing of keys.
"""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _open_tool(desc, name="name_filter", extra=None):
    props = {"session_id": {"type": "string"},
             name: {"type": "string", "description": desc, **(extra or {})},
             "offset": {"type": "integer", "default": 0},
             "limit": {"type": "integer", "default": 100}}
    return make_tool(name="get_exports", description="List the exports of the loaded binary.",
                     parameters=obj(props, required=["session_id"], closed=False))


def _root(tool):
    return [h for h in hits("additional-properties-open", tool) if h.path == ""]


@pytest.mark.parametrize("desc", [
    "符号名称正则过滤（兼容别名: name, filter, query, pattern）",
    "起始地址（参数别名：location, va）",
    "Regex over export names (key aliases: `name`, `filter`, `query`).",
    "Regex over export names. Also accepts the key `q`.",
    "Regex over export names. The old name `pattern` is still accepted.",
    "Regex over export names. The argument was called export_filter before 2.0; that name is "
    "still accepted, deprecated.",
])
def test_a_field_documenting_alias_keys_keeps_the_arguments_object_open(desc):
    found = _root(_open_tool(desc))
    assert len(found) == 1 and found[0].severity == "info" and found[0].fix is None
    assert "documents other keys" in found[0].message


@pytest.mark.parametrize("desc,extra", [
    ("Filter operator: equals, contains, gt, lt. Also accepted aliases: eq, greater_than.",
     {"enum": ["equals", "contains", "gt", "lt", "eq", "greater_than"]}),
    ("目标连接别名，默认为 'default'", None),
    ("固定链接别名（英文/拼音更友好）", None),
    ("LM71 is an alias for LoadModel71.", None),
    ("兼容别名: offset, limit", None),  # names only declared siblings: nothing undeclared
])
def test_a_values_alias_says_nothing_of_keys(desc, extra):
    found = _root(_open_tool(desc, extra=extra))
    # the patch is still offered (the object takes no other keys); its severity is the open
    # object's own (info on this read)
    assert len(found) == 1 and found[0].fix is not None
    assert "documents other keys" not in found[0].message


# --- description-too-short: a text that only repeats the name, its gap reported or absent ------

def _short(name, desc, props, required=None):
    tool = make_tool(name=name, description=desc, parameters=obj(props, required=required))
    found = hits("description-too-short", tool)
    assert len(found) == 1
    return found[0]


@pytest.mark.parametrize("name,desc,props", [
    ("deleteWebhook", "Delete a webhook",
     {"id": {"type": "string", "description": "The ID of the webhook to delete"}}),
    ("delete_contact", "删除联系人",
     {"contact_id": {"type": "string", "description": "要删除的联系人 ID"}}),
    ("createAccessGroup", "Create an access group",
     {"name": {"type": "string", "description": "The name of the access group"},
      "projects": {"type": "array", "items": {"type": "string"}, "description": "Project IDs"}}),
    ("create_access_group", "创建访问组",
     {"name": {"type": "string", "description": "访问组名称"}}),
])
def test_a_repeat_of_the_name_whose_gap_is_reported_or_absent_is_info(name, desc, props):
    assert _short(name, desc, props, required=[next(iter(props))]).severity == "info"


@pytest.mark.parametrize("name,desc,props", [
    # a create that mints a credential: what comes back (the secret, once) is the gap
    ("createAuthToken", "Create an auth token",
     {"name": {"type": "string", "description": "The name of the token"}}),
    ("update_access_group", "更新访问组",
     {"group_id": {"type": "string", "description": "访问组 ID"},
      "name": {"type": "string", "description": "新的名称"},
      "projects": {"type": "array", "items": {"type": "string"}, "description": "项目 ID 列表"}}),
    # an update: whether the fields left out are kept or cleared is not said
    ("updateAccessGroup", "Update an access group",
     {"id": {"type": "string", "description": "The access group ID"},
      "name": {"type": "string", "description": "The new name"},
      "projects": {"type": "array", "items": {"type": "string"}, "description": "Project IDs"}}),
])
def test_a_repeat_of_the_name_with_its_gap_open_stays_shown(name, desc, props):
    assert _short(name, desc, props, required=[next(iter(props))]).severity != "info"


def test_a_bare_label_repeating_the_name_stays_shown():
    # "Cancel order." (two words): the act's object is not even named as a phrase
    found = _short("order_cancel", "Cancel order.",
                   {"order_id": {"type": "string", "description": "Platform order number"}},
                   required=["order_id"])
    assert found.severity != "info"


# --- param-description-repeats-name: the shape or the source said elsewhere ---------------------

def _restated(tool, pointer, toolset=None):
    found = [h for h in hits("param-description-repeats-name", tool, toolset) if h.path == pointer]
    assert len(found) == 1
    return found[0]


def test_a_restatement_that_names_the_shape_is_info():
    tool = make_tool(name="create_sheet", description="Create a spreadsheet with the given rows.",
                     parameters=obj({"data": {"type": "array", "description": "Data as array of arrays",
                                              "items": {"type": "array"}}}))
    assert _restated(tool, "/properties/data").severity == "info"


def test_a_chinese_restatement_that_names_the_shape_is_no_restatement():
    tool = make_tool(name="create_sheet", description="按给定的行创建表格。",
                     parameters=obj({"data": {"type": "array", "description": "数据，二维数组",
                                              "items": {"type": "array"}}}))
    assert hits("param-description-repeats-name", tool) == []


def test_a_bare_restatement_of_an_open_name_stays_shown():
    tool = make_tool(name="create_sheet", description="Create a spreadsheet with the given rows.",
                     parameters=obj({"data": {"type": "array", "description": "The data",
                                              "items": {"type": "array"}}}))
    assert _restated(tool, "/properties/data").severity != "info"


def _order_set(order_desc, number_desc, number_name):
    from workbench.model import ToolSet
    search = make_tool(name="flightSearch", description="Search flights.",
                       parameters=obj({"city": {"type": "string", "description": "出发城市"}}))
    order = make_tool(name="flightSaveOrder", description=order_desc,
                      parameters=obj({number_name: {"type": "string", "description": number_desc}},
                                     required=[number_name]))
    return order, ToolSet((search, order))


@pytest.mark.parametrize("order_desc,number_desc,number_name", [
    ("机票下单。需先调用flightSearch获取航班号。", "航班号", "flightNo"),
    ("Book a flight. Call flightSearch first to get the fare code.", "Fare code", "fare_code"),
])
def test_a_restated_value_whose_source_tool_the_tool_names_is_info(order_desc, number_desc,
                                                                    number_name):
    order, ts = _order_set(order_desc, number_desc, number_name)
    assert _restated(order, f"/properties/{number_name}", ts).severity == "info"


@pytest.mark.parametrize("order_desc,number_desc,number_name", [
    ("机票下单。需先调用flightSearch获取舱位。", "航班号", "flightNo"),
    ("Book a flight. Call flightSearch first to get the seats.", "Fare code", "fare_code"),
])
def test_a_source_tool_named_for_another_value_keeps_it_shown(order_desc, number_desc, number_name):
    order, ts = _order_set(order_desc, number_desc, number_name)
    assert _restated(order, f"/properties/{number_name}", ts).severity != "info"


# --- type-untyped-object: another tool's arguments passed through ------------------------------

def _batch(args_desc, sibling="tool", description="Run one tool over many loci in one call."):
    props = {sibling: {"type": "string", "enum": ["gene_report", "panther_family", "interpro_domains"]},
             "loci": {"type": "array", "items": {"type": "string"}, "description": "Locus ids"},
             "args": {"type": "object", "description": args_desc}}
    return make_tool(name="batch_locus_call", description=description,
                     parameters=obj(props, required=[sibling, "loci"]))


@pytest.mark.parametrize("args_desc,sibling,description", [
    ("The tool's arguments other than 'locus', e.g. {\"organism\": \"oryza_sativa\"}", "tool",
     "Run one tool over many loci in one call."),
    ("其他参数，例如 {\"organism\": \"oryza_sativa\"}", "mode",
     "对多个基因座批量调用一个工具；args 为目标工具的其他参数。"),
])
def test_another_tools_arguments_with_one_example_are_info(args_desc, sibling, description):
    found = hits("type-untyped-object", _batch(args_desc, sibling, description))
    assert len(found) == 1 and found[0].severity == "info"


@pytest.mark.parametrize("args_desc", ["Options, e.g. {\"organism\": \"oryza_sativa\"}",
                                       "选项，例如 {\"organism\": \"oryza_sativa\"}"])
def test_a_keyed_example_without_a_callee_stays_shown(args_desc):
    found = hits("type-untyped-object", _batch(args_desc, sibling="mode",
                                               description="Run a report over many loci."))
    assert len(found) == 1 and found[0].severity != "info"
