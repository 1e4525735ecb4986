"""Round 15B: prose values, types and formats read for what they say. Advice to raise a value
is no limit, a threshold with its consequence bounds the other way, an open list of "common
values" takes no enum, a structured time is no string to format, a list in a JSON string is an
array, an arithmetic operand has no unit, one limit in two units is no contradiction. English
and Chinese, each with a look-alike that keeps the other behaviour."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _one(props, name="sandbox_run_code", description="Run a program in the sandbox."):
    return make_tool(name=name, description=description, parameters=obj(props))


# --- prose-only-constraint: advice and thresholds --------------------------------------------

@pytest.mark.parametrize("desc", [
    "时间限制（ms，默认 1000；复杂题目可调到 2000~3000）",
    "超时（秒，默认 30；大文件可提高到 120-300）",
    "Timeout in seconds (default 30; heavy jobs can be raised to 120-300).",
    "Batch size, default 50; may be increased to 200 to 500 for small rows.",
])
def test_advice_to_raise_a_value_to_a_range_is_no_limit(desc):
    tool = _one({"timeout": {"type": "integer", "description": desc}})
    assert hits("prose-only-constraint", tool) == []


@pytest.mark.parametrize("desc,value", [
    ("时间限制（ms，默认 1000，最大可调到 3000）", 3000),
    ("Timeout in seconds, default 30, can be raised to at most 300.", 300),
])
def test_a_raise_with_a_limit_word_keeps_its_maximum(desc, value):
    found = hits("prose-only-constraint", _one({"timeout": {"type": "integer", "description": desc}}))
    assert len(found) == 1 and found[0].fix
    assert found[0].fix[0]["path"].endswith("/maximum") and found[0].fix[0]["value"] == value


@pytest.mark.parametrize("desc", [
    "内存（MB，默认 1024；低于 512 时程序可能内存不足）",
    "并发数，小于 4 时可能明显变慢",
    "Memory in MB; values below 512 may run out of memory.",
    "Worker count; below 2 the job might time out.",
])
def test_a_threshold_with_a_hedged_consequence_is_no_bound(desc):
    tool = _one({"memory_mb": {"type": "integer", "description": desc}})
    assert hits("prose-only-constraint", tool) == []


@pytest.mark.parametrize("desc", [
    "内存（MB）；低于 512 时会报错",
    "Memory in MB; values below 512 are rejected.",
])
def test_a_threshold_that_is_rejected_bounds_the_other_way(desc):
    found = hits("prose-only-constraint", _one({"memory_mb": {"type": "integer", "description": desc}}))
    assert len(found) == 1 and found[0].fix
    assert found[0].fix[0]["path"].endswith("/minimum") and found[0].fix[0]["value"] == 512


@pytest.mark.parametrize("desc", ["Memory in MB, must be below 4096.", "内存（MB），必须低于 4096"])
def test_a_demanded_bound_keeps_its_direction(desc):
    found = hits("prose-only-constraint", _one({"memory_mb": {"type": "integer", "description": desc}}))
    assert len(found) == 1 and "aximum" in found[0].fix[0]["path"]


# --- enum-missing: "Common values" in a docstring entry -----------------------------------------

def _args_tool(entry):
    return make_tool(name="shop_list_orders", description="List orders.\n\n    Args:\n"
                     f"        status: {entry}\n        page: Page number.\n",
                     parameters=obj({"status": {"type": "string", "default": ""},
                                     "page": {"type": "integer"}}))


@pytest.mark.parametrize("entry", [
    'Order status filter. Empty for all.\n            Common values: "1" (paid), "2" (shipped).',
    '订单状态，为空表示全部。常见取值："1"（已付款）、"2"（已发货）',
    'Order status. Typical values: "paid", "shipped"; empty string means all.',
])
def test_common_values_in_the_docstring_entry_are_an_open_list(entry):
    found = hits("enum-missing", _args_tool(entry))
    assert len(found) == 1 and found[0].fix is None
    assert "common values, not all of them" in found[0].message
    assert "declare `enum` only if that list is complete" in found[0].message


def test_an_undescribed_status_with_no_hedged_entry_still_asks_for_its_enum():
    found = hits("enum-missing", _args_tool("Order status filter."))
    assert len(found) == 1 and found[0].severity is None
    assert "takes one of a few values" in found[0].message


# --- param-datetime-unclear: a structured time ------------------------------------------------

_ZONED = {"type": "object", "properties": {
    "date_time": {"type": "string", "description": "ISO 8601 datetime (e.g. 2025-03-03T09:00:00Z)"},
    "time_zone": {"type": "string", "description": "IANA time zone, e.g. Asia/Shanghai"}},
    "required": ["date_time", "time_zone"]}


@pytest.mark.parametrize("prop,defs", [
    ({"$ref": "#/$defs/Zoned", "description": "Start of the window: {date_time, time_zone}"},
     {"Zoned": _ZONED}),
    ({"anyOf": [{"$ref": "#/$defs/Zoned"}, {"type": "null"}], "description": "开始时间"},
     {"Zoned": _ZONED}),
    ({**_ZONED, "description": "会议开始时间"}, None),
])
def test_a_time_given_as_an_object_with_fields_is_no_string_to_format(prop, defs):
    params = {"type": "object", "properties": {"start_time": prop}}
    if defs:
        params["$defs"] = defs
    tool = make_tool(name="calendar_create_event", description="Create an event.", parameters=params)
    assert hits("param-datetime-unclear", tool) == []


@pytest.mark.parametrize("prop,defs", [
    ({"$ref": "#/$defs/Stamp", "description": "Start of the window"}, {"Stamp": {"type": "string"}}),
    ({"type": "string", "description": "会议开始时间"}, None),
])
def test_a_time_given_as_a_string_still_needs_its_form(prop, defs):
    params = {"type": "object", "properties": {"start_time": prop}}
    if defs:
        params["$defs"] = defs
    tool = make_tool(name="calendar_create_event", description="Create an event.", parameters=params)
    assert len(hits("param-datetime-unclear", tool)) == 1


# --- type-json-in-string: a list of records --------------------------------------------------

@pytest.mark.parametrize("name,tool_text,desc", [
    ("records_json", "Export a JSON array of records to a CSV string.", None),
    ("rows_json", "Insert rows into the sheet.", None),
    ("payload", "导入数据，payload 为 JSON 数组。", "要导入的记录，JSON 格式的字符串"),
    ("items_json", "批量创建商品。", None),
])
def test_a_json_string_holding_records_is_an_array(name, tool_text, desc):
    prop = {"type": "string", **({"description": desc} if desc else {})}
    found = hits("type-json-in-string", make_tool(name="data_import", description=tool_text,
                                                    parameters=obj({name: prop})))
    assert len(found) == 1 and "type: array" in found[0].message
    assert "type: object" not in found[0].message


@pytest.mark.parametrize("name,tool_text", [
    ("settings_json", "Save the settings."),
    ("filter_json", "Search. Returns a JSON array of hits."),
    ("config_json", "保存配置。"),
])
def test_a_json_string_holding_one_thing_is_still_an_object(name, tool_text):
    found = hits("type-json-in-string", make_tool(name="data_save", description=tool_text,
                                                    parameters=obj({name: {"type": "string"}})))
    assert len(found) == 1 and "type: array" not in found[0].message


# --- param-missing-unit: an arithmetic operand ----------------------------------------------

@pytest.mark.parametrize("tool_name,desc", [
    ("MathPlugin-Add", "The second number to add"),
    ("math_subtract", "The number to subtract"),
    ("calc_divide", "The divisor"),
    ("calc_subtract", "减数"),
    ("calc_add", "第二个加数"),
])
def test_an_arithmetic_operand_has_no_unit(tool_name, desc):
    tool = make_tool(name=tool_name, description="Arithmetic on two numbers.", parameters=obj({
        "amount": {"anyOf": [{"type": "number", "description": desc},
                             {"type": "string", "description": desc}]}}))
    assert hits("param-missing-unit", tool) == []


@pytest.mark.parametrize("tool_name,desc", [
    ("wallet_add_funds", "The amount to add to the wallet"),
    ("order_refund", "退款金额"),
    ("ledger_add_entry", "Amount to add"),
])
def test_an_amount_of_money_still_needs_its_unit(tool_name, desc):
    tool = make_tool(name=tool_name, description="Money.", parameters=obj({
        "amount": {"type": "number", "description": desc}}))
    assert len(hits("param-missing-unit", tool)) == 1


# --- prose-contradicts-schema: one limit in two units ---------------------------------------

@pytest.mark.parametrize("desc,top", [
    ("Rolling time window in seconds, up to 24 hours.", 86400),
    ("时间窗口（秒），最长 24 小时", 86400),
    ("Timeout in ms, at most 5 minutes.", 300000),
    ("Max upload size in bytes, up to 10 MB.", 10485760),
])
def test_one_limit_in_two_units_is_no_contradiction(desc, top):
    tool = _one({"window": {"type": "integer", "maximum": top, "description": desc}})
    assert hits("prose-contradicts-schema", tool) == []


@pytest.mark.parametrize("desc,top", [
    ("Rolling time window in seconds, up to 24 hours.", 3600),
    ("时间窗口（秒），最长 2 小时", 86400),
    ("Rows per page, at most 100.", 50),
])
def test_a_limit_that_converts_to_another_value_still_contradicts(desc, top):
    tool = _one({"window": {"type": "integer", "maximum": top, "description": desc}})
    assert len(hits("prose-contradicts-schema", tool)) == 1


# --- prose-only-constraint (recall): where numbering starts ---------------------------------

@pytest.mark.parametrize("props,tool_text,value", [
    ({"page": {"type": "integer", "description": "Page number, starting from 1."}}, "List orders.", 1),
    ({"page": {"type": "integer", "description": "页码，从 1 开始"}}, "查询订单列表。", 1),
    ({"offset": {"type": "integer", "description": "Row index, 0-based."}}, "Read rows.", 0),
    ({"page": {"type": "integer", "default": 1}},
     "List orders.\n\n    Args:\n        page: Page number, starting from 1.\n", 1),
    ({"page": {"type": "integer", "default": 1}},
     "查询订单。\n\n参数：\n- page：页码，从1开始\n", 1),
])
def test_where_numbering_starts_is_a_minimum(props, tool_text, value):
    found = hits("prose-only-constraint", make_tool(name="shop_list_orders", description=tool_text,
                                                      parameters=obj(props)))
    assert len(found) == 1 and found[0].fix
    assert found[0].fix[0]["path"].endswith("/minimum") and found[0].fix[0]["value"] == value


@pytest.mark.parametrize("props", [
    {"year": {"type": "integer", "description": "Year, starting from 2020."}},
    {"day": {"type": "integer", "description": "Days counted from 1 January."}},
    {"month": {"type": "integer", "description": "月份，从 1 月开始"}},
    {"page": {"type": "integer", "minimum": 1, "description": "Page number, starting from 1."}},
])
def test_a_start_that_is_no_numbering_or_already_checked_gives_no_minimum(props):
    found = hits("prose-only-constraint", make_tool(name="report_get", description="Get a report.",
                                                      parameters=obj(props)))
    assert not any(f.fix and f.fix[0]["path"].endswith("/minimum") and f.fix[0]["value"] in (0, 1)
                   for f in found)


# --- prose-field-relation (recall): "三选一", one of N fields ----------------------------------

def _stem_tool(descs, required=None):
    params = {"type": "object", "properties": {k: {"type": "string", "description": v}
                                               for k, v in descs.items()}}
    if required:
        params["required"] = required
    return make_tool(name="question_create", description="创建一道题目。", parameters=params)


def test_a_pick_of_three_with_a_priority_is_one_group_none_required():
    tool = _stem_tool({"body": "正文纯文本（与 body_md/body_html 三选一）。",
                       "body_md": "正文 Markdown（与 body/body_html 三选一）。",
                       "body_html": "正文 HTML，与 body/body_md 三选一，优先本字段。"})
    found = hits("prose-field-relation", tool)
    # said on each of the three fields: the model reads it wherever it looks (info; fresh
    # reviewers: 1 useful / 4 noise on the rule said in the text of each)
    assert len(found) == 1 and found[0].severity == "info"
    assert "none of them is required" in found[0].message


def test_a_pick_of_three_said_plainly_is_at_most_one_of_three():
    tool = _stem_tool({"body": "正文纯文本（与 body_md/body_html 三选一）。",
                       "body_md": "正文 Markdown（与 body/body_html 三选一）。",
                       "body_html": "正文 HTML（与 body/body_md 三选一）。"})
    found = hits("prose-field-relation", tool)
    assert len(found) == 1 and "at most one of" in found[0].message


def test_a_pick_of_two_among_three_named_fields_is_no_group_of_three():
    tool = _stem_tool({"file": "文件与 link 二选一，且需要 prompt", "link": "链接", "prompt": "提示词"})
    assert not any("`prompt`" in f.message for f in hits("prose-field-relation", tool))


def test_a_pick_of_three_with_one_required_is_not_the_empty_call_finding():
    tool = _stem_tool({"body": "正文纯文本（与 body_md/body_html 三选一）。",
                       "body_md": "正文 Markdown（与 body/body_html 三选一）。",
                       "body_html": "正文 HTML，与 body/body_md 三选一，优先本字段。"}, required=["body"])
    assert not any("none of them is required" in f.message for f in hits("prose-field-relation", tool))


def test_exactly_one_of_three_in_english_is_still_read():
    tool = _stem_tool({"body": "Plain text body. Exactly one of body, body_md or body_html must be given.",
                       "body_md": "Markdown body.", "body_html": "HTML body."})
    assert len(hits("prose-field-relation", tool)) == 1


def test_a_pick_of_three_on_an_update_demands_none_of_them():
    params = {"type": "object", "properties": {
        "question_id": {"type": "string", "description": "题目 ID"},
        "body": {"type": "string", "description": "正文纯文本（与 body_md/body_html 三选一）。"},
        "body_md": {"type": "string", "description": "正文 Markdown（与 body/body_html 三选一）。"},
        "body_html": {"type": "string", "description": "正文 HTML，与 body/body_md 三选一，优先本字段。"}},
        "required": ["question_id"]}
    tool = make_tool(name="update_question", description="修改题目。", parameters=params)
    assert not any("none of them is required" in f.message for f in hits("prose-field-relation", tool))


def test_the_same_minimum_said_as_a_rule_is_the_one_quoted():
    tool = make_tool(name="reports_list", description="列出报告。\n\n    Args:\n"
                     "        page: 页码（默认 1）。本 API 使用 1-based 分页，page 必须 ≥ 1\n",
                     parameters=obj({"page": {"type": "integer", "default": 1}}))
    found = hits("prose-only-constraint", tool)
    assert len(found) == 1 and "page 必须 ≥ 1" in found[0].message


def _contact_tool(tool_desc, phone_desc, email_desc):
    return make_tool(name="contacts_create_contact", description=tool_desc, parameters=obj({
        "name": {"type": "string", "description": "Full name."},
        "phone": {"type": "string", "description": phone_desc},
        "email": {"type": "string", "description": email_desc}}, required=["name"]))


@pytest.mark.parametrize("tool_desc,phone,email", [
    ("Create a contact.", "Phone number. Either phone or email must be provided.",
     "Email address. Either phone or email must be provided."),
    ("创建联系人。", "手机号，与 email 至少填一个。", "邮箱，与 phone 至少填一个。"),
])
def test_a_group_said_on_each_field_is_info(tool_desc, phone, email):
    (h,) = hits("prose-field-relation", _contact_tool(tool_desc, phone, email))
    assert h.severity == "info" and "said in the text of each" in h.message


@pytest.mark.parametrize("tool_desc", [
    "Create a contact. Either phone or email must be provided.",
    "创建联系人。phone 和 email 至少要填一个。",
])
def test_a_group_said_in_the_tool_description_is_info(tool_desc):
    # read before the call is composed; what is left is the executor's check (round 62:
    # reviewers 0 U / 8 N on such sentences in real tools, closed argument objects included)
    (h,) = hits("prose-field-relation", _contact_tool(tool_desc, "Phone number.", "Email address."))
    assert h.severity == "info"


@pytest.mark.parametrize("tool_desc,phone,email", [
    # said on one field only: the other field's reader does not see it
    ("Create a contact.", "Phone number. Either phone or email must be provided.", "Email address."),
    ("创建联系人。", "手机号。phone 和 email 至少要填一个。", "邮箱。"),
])
def test_a_group_said_in_one_field_s_text_is_still_shown(tool_desc, phone, email):
    (h,) = hits("prose-field-relation", _contact_tool(tool_desc, phone, email))
    assert h.severity is None
