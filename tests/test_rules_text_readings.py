"""What a careful reader sees in a tool's own text, read together with its schema: a parameter
that says it is the caller, inputs the description says a call needs, a read tool whose text or
default switch writes, a string switch whose only values are true/false, a percentile's range.
English and Chinese variants; the silent cases are the look-alikes real tool sets contain."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

# ------------------------------------------------------------------ caller-param-described


@pytest.mark.parametrize("tool_name,name,desc", [
    ("timesheet_submit_week", "staff_no", "Staff number of the logged-in employee, e.g. S0042."),
    ("loans_request_book", "member_code", "Library card of the person borrowing (the signed-in member)."),
    ("考勤_提交_补卡", "applicant_employee_id", "申请人工号，即当前登录用户本人。"),
    ("体检_查询_报告", "student_no", "当前登录学生的学号，例如 2023001234。"),
])
def test_a_person_id_whose_text_says_it_is_the_caller_is_reported(tool_name, name, desc):
    tool = make_tool(name=tool_name, description="Does one thing for the user.",
                     parameters=obj({name: {"type": "string", "description": desc}}, required=[name]))
    (h,) = hits("caller-param-described", tool)
    assert h.path == f"/properties/{name}" and "authenticated session" in h.message


@pytest.mark.parametrize("name,desc", [
    ("manager_employee_id", "Employee ID of the signed-in user's manager."),
    ("order_no", "当前登录用户的订单号，例如 O123。"),
    ("employee_id", "ID of the target employee whose badge is reissued."),
    ("reviewer_id", "Reviewer to request, e.g. U0193."),
])
def test_ids_of_someone_or_something_else_are_not_the_caller(name, desc):
    tool = make_tool(name="hr_reissue_badge", description="Reissue a badge.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert hits("caller-param-described", tool) == []


@pytest.mark.parametrize("name,desc", [
    ("access_level", "Access level of the user making the request; admin sees payroll."),
    ("requester_role", "viewer or admin."),
    ("角色", "当前用户的角色，决定返回哪些字段。"),
])
def test_a_role_the_model_chooses_for_the_caller_is_reported(name, desc):
    tool = make_tool(name="payroll_search_staff", description="Search staff.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    (h,) = hits("caller-param-described", tool)
    assert "caller's role" in h.message


@pytest.mark.parametrize("name,desc", [
    ("role", "Role to grant to the new member: viewer or editor."),
    ("member_role", "成员在项目中的角色，例如 开发、测试。"),
])
def test_a_role_given_to_a_target_is_not_the_callers(name, desc):
    tool = make_tool(name="project_add_member", description="Add a member to a project.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert hits("caller-param-described", tool) == []


# ------------------------------------------------------------------ prose-required-unmarked

def test_inputs_the_user_confirms_before_the_call_are_needed():
    tool = make_tool(name="hotel_book_room", description="Book a hotel room. Only call after the "
                     "user has confirmed the hotel, the check-in date and the number of nights.",
                     parameters=obj({"hotel_id": {"type": "string"},
                                     "check_in_date": {"type": "string", "format": "date"},
                                     "nights": {"type": "integer", "minimum": 1, "maximum": 30},
                                     "note": {"type": "string"}}, required=["hotel_id"]))
    found = {h.path for h in hits("prose-required-unmarked", tool)}
    assert found == {"/properties/check_in_date", "/properties/nights"}


def test_a_chinese_must_and_a_confirmation_list_find_params_by_their_label():
    tool = make_tool(name="shipping_create_waybill", description="创建运单。必须提供收件人电话，"
                     "否则快递员无法联系。用户确认寄件地址和重量后调用。",
                     parameters=obj({"receiver_phone": {"type": "string",
                                                        "description": "收件人电话，例如 13800000000。"},
                                     "sender_address": {"type": "string", "description": "寄件地址。"},
                                     "weight_kg": {"type": "number", "description": "重量，单位千克。"},
                                     "remark": {"type": "string", "description": "备注。"}}))
    found = {h.path for h in hits("prose-required-unmarked", tool)}
    assert found == {"/properties/receiver_phone", "/properties/sender_address", "/properties/weight_kg"}


@pytest.mark.parametrize("desc", [
    "Read a page. You must provide the page id or the URL.",
    "Send the invoice. Only call after the user has confirmed the details.",
    "导出报表。必须指定报表编号或报表名称之一。",
])
def test_alternatives_and_words_naming_no_parameter_stay_silent(desc):
    tool = make_tool(name="docs_send_page", description=desc,
                     parameters=obj({"page_id": {"type": "string", "description": "报表编号。"},
                                     "url": {"type": "string", "description": "报表名称。"},
                                     "detail": {"type": "string", "description": "Detail level."}}))
    assert hits("prose-required-unmarked", tool) == []


def test_a_default_answers_the_need():
    tool = make_tool(name="k8s_scale_set", description="Scale a set. You must specify the replicas.",
                     parameters=obj({"replicas": {"type": "integer", "default": 1}}))
    assert hits("prose-required-unmarked", tool) == []


# ------------------------------------------------------------------ read tools that write

@pytest.mark.parametrize("name,desc", [
    ("router_check_updates", "Checks the router for a new release and automatically installs it."),
    ("设备_查询_系统版本", "查询网关的系统版本，发现新版本时会自动升级并重启网关。"),
])
def test_a_read_named_tool_that_installs_or_restarts_changes_state(name, desc):
    (h,) = hits("read-name-changes-state", make_tool(name=name, description=desc))
    assert "changes state" in h.message


@pytest.mark.parametrize("flag,default,found", [
    ("mark_seen", True, True),
    ("ack_alerts", True, True),
    ("mark_seen", False, False),
    ("include_archived", True, False),
])
def test_a_write_switch_on_by_default_makes_a_read_tool_write(flag, default, found):
    tool = make_tool(name="inbox_get_messages", description="Fetch the inbox messages.",
                     parameters=obj({flag: {"type": "boolean", "default": default,
                                            "description": "Flag."}}))
    got = hits("read-name-changes-state", tool)
    assert bool(got) is found and all(h.path == f"/properties/{flag}" for h in got)


def test_a_pointer_to_the_undo_tool_is_no_irreversible_effect():
    tool = make_tool(name="news_follow_topic", description="关注一个新闻话题，有新文章时推送给当前用户。"
                     "可用 news_unfollow_topic 取消关注。")
    assert hits("side-effect-undisclosed", tool) == []


# ------------------------------------------------------------------ types and ranges

@pytest.mark.parametrize("desc,found", [
    ("Pass 'true' to include archived rows, 'false' to skip them.", True),
    ("填 “是” 表示包含子部门，填 “否” 表示只看本部门。", True),
    ("One of 'true', 'false' or 'auto'.", False),
    ("Sort order: 'asc' or 'desc'.", False),
])
def test_a_string_whose_only_quoted_values_are_a_yes_no_pair_is_a_switch(desc, found):
    tool = make_tool(parameters=obj({"include_children": {"type": "string", "description": desc}}))
    assert bool(hits("type-string-for-boolean", tool)) is found


def test_a_percentile_with_only_a_floor_has_no_ceiling():
    tool = make_tool(name="metrics_get_quantile", parameters=obj({
        "p_percentile": {"type": "number", "minimum": 0, "description": "Percentile, e.g. 99."}}))
    (h,) = hits("range-missing", tool)
    assert "`maximum`" in h.message and h.fix is None


@pytest.mark.parametrize("desc", [
    "Username to list starred repositories for. Defaults to the authenticated user.",
    "成员工号，不填则为当前登录用户本人。",
])
def test_the_caller_as_the_fallback_of_a_target_is_not_the_caller(desc):
    tool = make_tool(name="people_list_stars", description="List what a person starred.",
                     parameters=obj({"member_username": {"type": "string", "description": desc}}))
    assert hits("caller-param-described", tool) == []


# ------------------------------------------------------------------ coordinate pairs

@pytest.mark.parametrize("name,desc,found", [
    ("origin", "出发点，坐标格式为：经度,纬度", True),
    ("pickup_location", "Pickup point written as 'latitude, longitude', e.g. '48.85, 2.35'.", True),
    ("location", "经纬度，经度在前纬度在后，格式如 116.404,39.915", False),
    ("center", "A lat,lng pair or a street address.", False),
    ("waypoints", "多个坐标点，格式为“经度,纬度”，用分号分隔。", False),
    ("zoom", "Zoom level around the given lat, lng.", False),
])
def test_a_coordinate_pair_in_one_string_needs_a_pattern(name, desc, found):
    tool = make_tool(name="maps_plan_route", parameters=obj({name: {"type": "string", "description": desc}}))
    assert bool(hits("type-coordinate-string", tool)) is found


def test_a_pattern_fixes_the_pair():
    tool = make_tool(name="maps_plan_route", parameters=obj({"origin": {
        "type": "string", "pattern": r"^-?\d+(\.\d+)?,-?\d+(\.\d+)?$", "description": "lng,lat"}}))
    assert hits("type-coordinate-string", tool) == []


# ------------------------------------------------------------------ people in an enum

@pytest.mark.parametrize("name,n,found", [("reviewer_username", 25, True), ("owner", 30, True),
                                          ("reviewer_username", 8, False), ("region", 30, False)])
def test_a_long_enum_of_people_is_a_copy_of_the_directory(name, n, found):
    values = [f"{c}.user{i}" for i, c in zip(range(n), "abcdefghijklmnopqrstuvwxyz" * 3)]
    tool = make_tool(name="review_request", parameters=obj({name: {"type": "string", "enum": values}}))
    assert bool(hits("huge-enum", tool)) is found


# ------------------------------------------------------------------ name-effect-unstated

@pytest.mark.parametrize("name,desc,found", [
    ("cache_purge_stale", "Returns the number of stale cache entries per region.", True),
    ("日志_清理_过期", "查询过期日志的数量，按天汇总。", True),
    ("cache_purge_stale", "Deletes stale cache entries and returns how many were removed.", False),
    ("日志_清理_过期", "清理过期日志，返回删除条数。", False),
    ("cache_count_stale", "Returns the number of stale cache entries per region.", False),
])
def test_a_removing_name_with_a_reading_description(name, desc, found):
    assert bool(hits("name-effect-unstated", make_tool(name=name, description=desc))) is found


# ------------------------------------------------------------------ names and enum spellings

@pytest.mark.parametrize("name,found", [("util_v3", True), ("tool2", True), ("do_it_final", True),
                                        ("ledger_reconcile_v2", False), ("api_v1_get_orders", False)])
def test_a_version_mark_adds_nothing_to_a_vague_name(name, found):
    tool = make_tool(name=name, description="对账并核销银行流水，返回未匹配的记录。")
    assert bool(hits("name-vague", tool)) is found


@pytest.mark.parametrize("values,found", [
    (["Draft", "in_progress", "SHIPPED", "on-hold"], True),
    (["pending", "PARTIALLY_PAID", "Refunded", "void"], True),
    (["FLEXDB", "Auth", "APIInvocation", "Storage"], False),  # a backend's own constants
    (["Hatchback", "SUV", "Sedan", "dontcare"], False),       # an acronym is no style
    (["en", "zh-CN", "pt-BR", "fr"], False),
    (["low", "medium", "high", "urgent"], False),
])
def test_an_enum_spelled_three_ways_including_lower_and_upper(values, found):
    tool = make_tool(parameters=obj({"state": {"type": "string", "enum": values}}))
    got = [h for h in hits("enum-unstable-values", tool) if "spelled" in h.message]
    assert bool(got) is found


# ------------------------------------------------------------------ batches and CLI passthroughs

@pytest.mark.parametrize("name,found", [("translate_bulk_texts", True), ("批量查询运单", True),
                                        ("translate_texts", False)])
def test_the_one_required_list_of_a_batch_named_tool_needs_a_cap(name, found):
    tool = make_tool(name=name, description="Read-only.", parameters=obj(
        {"texts": {"type": "array", "items": {"type": "string"}}}, required=["texts"]))
    assert bool(hits("array-unbounded", tool)) is found


@pytest.mark.parametrize("name,desc,ann,found", [
    ("infra_run_gcloud", "Runs a gcloud command: list instances, or delete and create VMs.", {}, True),
    ("集群_执行_命令", "执行 kubectl 命令，可查看 Pod 日志，也可删除或重启 Pod。", {}, True),
    ("infra_run_gcloud", "Runs a gcloud command: list instances, or delete and create VMs.",
     {"readOnlyHint": True}, False),
    ("infra_run_gcloud", "Runs read-only gcloud commands (list, describe).", {}, False),
    ("run_shell", "Runs a shell command in the workspace: list, create or delete files.", {}, False),
])
def test_a_service_cli_command_line_for_reads_and_writes_is_a_mega_tool(name, desc, ann, found):
    tool = make_tool(name=name, description=desc, annotations=ann,
                     parameters=obj({"command": {"type": "string", "description": "Arguments."}}))
    assert bool(hits("mega-tool-cli-passthrough", tool)) is found


# ------------------------------------------------------------------ exact lengths in prose

@pytest.mark.parametrize("desc,length", [
    ("会员卡号，必须是 10 位数字。", (10, 10)),
    ("身份证号，18 位或 15 位（旧版）。", (15, 18)),
    ("Vehicle identification number, a 17-character code.", (17, 17)),
    ("Plate number, 7 or 8 characters long.", (7, 8)),
])
def test_an_exact_length_stated_only_in_prose(desc, length):
    tool = make_tool(parameters=obj({"card_no": {"type": "string", "description": desc}}))
    (h,) = hits("prose-only-shape", tool)
    assert f"`minLength: {length[0]}`, `maxLength: {length[1]}`" in h.message and h.fix is None


@pytest.mark.parametrize("desc", ["金额，保留 2 位小数。", "手机号后 4 位，用于核验。", "Up to 20 characters.",
                                  "At least 3 characters long."])
def test_decimals_positions_and_bounds_are_no_exact_length(desc):
    tool = make_tool(parameters=obj({"card_no": {"type": "string", "description": desc}}))
    assert not any("fixes the length" in h.message for h in hits("prose-only-shape", tool))


# ------------------------------------------------------------------ same-inputs-tools

def _reader(name, desc, props):
    return {"name": name, "description": desc, "parameters": {"type": "object", "properties": props}}


_SKU = {"sku": {"type": "string", "pattern": "^[A-Z0-9-]{4,20}$"}, "store": {"type": "string"}}


def test_two_readers_of_one_object_with_the_same_inputs_compete():
    from workbench.linter.engine import lint
    from workbench.loading import load
    tools = load([_reader("depot_fetch_stock", "Returns stock per warehouse.", _SKU),
                  _reader("catalog_lookup_stock", "在售商品的库存。", _SKU)])
    found = [f for f in lint(tools, config=False).findings if f.rule == "same-inputs-tools"]
    assert [f.tool for f in found] == ["catalog_lookup_stock"]


@pytest.mark.parametrize("second", [
    _reader("depot_cancel_stock", "Cancels a reservation.", _SKU),          # another action
    _reader("catalog_lookup_price", "Returns the price.", _SKU),            # another object
    _reader("catalog_lookup_stock", "Returns stock.", {"sku": {"type": "string"}}),  # other inputs
    _reader("qdrant_fetch_stock", "Search stock held in Qdrant.", _SKU),    # its text names its system
])
def test_other_actions_objects_inputs_or_named_systems_do_not_compete(second):
    from workbench.linter.engine import lint
    from workbench.loading import load
    first = _reader("depot_fetch_stock", "Returns stock per warehouse.", _SKU)
    found = [f for f in lint(load([first, second]), config=False).findings if f.rule == "same-inputs-tools"]
    assert found == []


# ------------------------------------------------------------------ selectors and slogans

@pytest.mark.parametrize("name,desc,found", [
    ("sync_strategy", "How to reconcile the two folders.", True),
    ("排序方式", "结果的排序方式。", True),
    ("sync_strategy", "How to reconcile: 'mirror' or 'merge'.", False),
    ("auth_method", "Authentication method, e.g. oauth.", False),
    ("sort_mode", "排序方式，可选 asc、desc。", False),
    ("payment_method", "Payment method id from list_payment_methods.", False),
])
def test_a_selector_whose_values_nobody_lists(name, desc, found):
    tool = make_tool(parameters=obj({name: {"type": "string", "description": desc}}))
    assert bool(hits("enum-values-unstated", tool)) is found


@pytest.mark.parametrize("name,desc,found", [
    ("ads_get_report", "Next-generation, AI-driven insight engine. Supercharge your marketing! ✨", True),
    ("报表_获取_汇总", "业界领先的一站式智能化引擎，颠覆性体验！", True),
    ("ads_get_report", "A powerful, blazing-fast way to get an ads report per campaign.", False),
    ("ads_get_report", "Returns spend and clicks per campaign for a date range. Read-only.", False),
])
def test_a_description_of_slogans(name, desc, found):
    tool = make_tool(name=name, description=desc, parameters=obj({"campaign_id": {"type": "string"}}))
    assert bool(hits("description-marketing", tool)) is found


# ------------------------------------------------------------------ open arguments forwarded

@pytest.mark.parametrize("desc,found", [
    ("Charge the customer's card. Any other fields are passed through to the payment API.", True),
    ("为订单退款。其他字段会原样透传给支付渠道。", True),
    ("Print all characteristics which are provided.", False),               # no weighty effect
    ("Charge the customer's card. Any other fields are ignored.", False),    # nothing forwarded
])
def test_an_open_arguments_object_forwarded_by_a_money_tool(desc, found):
    tool = make_tool(name="billing_charge_card", description=desc, parameters={
        "type": "object", "properties": {"amount_cents": {"type": "integer"}},
        "additionalProperties": True})
    shown = [h for h in hits("additional-properties-open", tool) if h.severity is None]
    assert bool(shown) is found


@pytest.mark.parametrize("desc,n", [("Two-letter country code, e.g. DE.", 2),
                                    ("Three-letter IATA airport code.", 3)])
def test_a_length_in_words(desc, n):
    tool = make_tool(parameters=obj({"region": {"type": "string", "description": desc}}))
    (h,) = hits("prose-only-shape", tool)
    assert f"`minLength: {n}`, `maxLength: {n}`" in h.message


@pytest.mark.parametrize("name,desc,found", [("page_id", "Targets a page by ID.", True),
                                             ("commentId", "Comment to react to.", True),
                                             ("weight", "Weight of the parcel.", False),
                                             ("score_id", "A float between 0 and 1.", False)])
def test_an_identifier_typed_number_is_an_integer(name, desc, found):
    tool = make_tool(parameters=obj({name: {"type": "number", "description": desc}}))
    got = [h for h in hits("type-number-for-integer", tool) if "identifier" in h.message]
    assert bool(got) is found and all(h.fix for h in got)
