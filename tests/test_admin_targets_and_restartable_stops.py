"""Round 16A families (effects, identity, required, credentials), each in English and Chinese
with a look-alike that keeps the other behaviour. Written for the families, not copied from
the judged collections."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _sev(rule, tool):
    found = hits(rule, tool)
    return [h.severity for h in found]


# --- identity-param: "caller or target?" is shown only for a tool serving one end user --------

@pytest.mark.parametrize("name,description,pdesc", [
    ("suspend_staff_login", "Admin tool: suspends the staff login of an employee of the company.",
     "Employee's user id in the directory."),
    ("查询员工档案", "管理员查询企业内某员工的档案详情。", "员工的 userId。"),
])
def test_admin_target_user_is_info(name, description, pdesc):
    tool = make_tool(name=name, description=description, parameters={
        "type": "object", "properties": {"userId": {"type": "string", "description": pdesc}},
        "required": ["userId"]})
    assert all(s == "info" for s in _sev("identity-param", tool))


@pytest.mark.parametrize("name,description,pdesc", [
    ("loyalty_get_vouchers", "Returns the vouchers of the customer. Use when the user asks about "
     "vouchers.", "User id, e.g. U77."),
    ("查询积分", "查询顾客的积分余额。用户询问积分时使用。", "用户 ID，例如 U77。"),
])
def test_end_user_assistant_stays_shown(name, description, pdesc):
    tool = make_tool(name=name, description=description, parameters={
        "type": "object", "properties": {"user_id": {"type": "string", "description": pdesc}},
        "required": ["user_id"]})
    assert "warning" in _sev("identity-param", tool)


# --- side-effect-undisclosed: an effect read from a later sentence is probable -----------------

@pytest.mark.parametrize("name,description", [
    ("allocate_test_phone", "Allocates a test phone from the pool. The release tool later wipes "
     "the phone and deletes its apps."),
    ("解除计划关联需求", "解除计划与需求的关联。关联可随时重新建立，取消后不影响需求本身。"),
])
def test_effect_of_a_later_sentence_is_info(name, description):
    assert all(s == "info" for s in _sev("side-effect-undisclosed",
                                         make_tool(name=name, description=description)))


@pytest.mark.parametrize("name,description", [
    ("db_admin", "Drops the given table and all its rows."),
    ("calendar_create_meeting", "创建日历会议并邀请参与者。"),
])
def test_effect_of_the_lead_sentence_stays_shown(name, description):
    assert None in _sev("side-effect-undisclosed", make_tool(name=name, description=description))


# --- credential-param: a tool that registers the server's upstream credentials ----------------

@pytest.mark.parametrize("name,description", [
    ("configure_weather_api", "Configure the weather service API key used by all later calls."),
    ("设置接口凭证", "配置上游气象服务的 API Key，之后的查询都使用它。"),
])
def test_registering_upstream_credentials_is_info(name, description):
    tool = make_tool(name=name, description=description, parameters={
        "type": "object", "properties": {"api_key": {"type": "string", "description": "API key."}},
        "required": ["api_key"]})
    assert _sev("credential-param", tool) and all(s == "info" for s in _sev("credential-param", tool))


@pytest.mark.parametrize("name,description", [
    ("get_weather_forecast", "Returns the weather forecast for a city."),
    ("查询天气预报", "查询城市的天气预报。"),
])
def test_a_key_beside_a_query_stays_shown(name, description):
    tool = make_tool(name=name, description=description, parameters={
        "type": "object", "properties": {"city": {"type": "string", "description": "City."},
                                         "api_key": {"type": "string", "description": "API key."}},
        "required": ["city", "api_key"]})
    assert None in _sev("credential-param", tool)


# --- required-id-optional: an upsert's id left empty to create -------------------------------

@pytest.mark.parametrize("name,pdesc", [
    ("save_label_rule", "Rule id. Leave it empty to create a new rule, or give the id to edit."),
    ("保存标签规则", "规则ID。新增时为空，修改时为要修改的ID。"),
])
def test_id_empty_to_create_is_silent(name, pdesc):
    tool = make_tool(name=name, description="Saves a label rule.", parameters={
        "type": "object", "properties": {"rule_id": {"type": "integer", "description": pdesc},
                                         "title": {"type": "string", "description": "Title."}},
        "required": ["title"]})
    assert hits("required-id-optional", tool) == []


@pytest.mark.parametrize("name,pdesc", [
    ("get_label_rule", "Rule id."),
    ("get_tag_rule", "规则ID。"),
])
def test_id_of_a_get_stays_reported(name, pdesc):
    tool = make_tool(name=name, description="Returns one label rule.", parameters={
        "type": "object", "properties": {"rule_id": {"type": "integer", "description": pdesc}},
        "required": []})
    assert hits("required-id-optional", tool)


# --- prose-unknown-parameter: the field another call returns ---------------------------------

@pytest.mark.parametrize("pdesc", [
    "Cover image: pass the `file_key` returned by upload_image.",
    "封面图片，可通过上传图片接口获取file_key参数值。",
])
def test_field_another_call_returns_is_silent(pdesc):
    tool = make_tool(name="update_album", description="Updates an album.", parameters={
        "type": "object", "properties": {"cover": {"type": "string", "description": pdesc}}})
    assert hits("prose-unknown-parameter", tool) == []


@pytest.mark.parametrize("pdesc", [
    "Cover image; set `file_key` to the uploaded key.",
    "封面图片，需同时传入file_key参数。",
])
def test_a_named_missing_parameter_stays_reported(pdesc):
    tool = make_tool(name="update_album", description="Updates an album.", parameters={
        "type": "object", "properties": {"cover": {"type": "string", "description": pdesc}}})
    assert hits("prose-unknown-parameter", tool)


# --- required-missing: two keys of one thing; a namespace before a list verb ------------------

@pytest.mark.parametrize("name,description", [
    ("coupons_get", "Retrieve a coupon by its id or its code."),
    ("coupons_get", "按优惠券ID或编码查询优惠券详情。"),
])
def test_two_keys_of_one_thing_are_alternatives(name, description):
    tool = make_tool(name=name, description=description, parameters={
        "type": "object", "properties": {"couponId": {"type": "string"},
                                         "couponCode": {"type": "string"}}})
    assert not [h for h in hits("required-missing", tool) if h.severity is None]


@pytest.mark.parametrize("description", ["Retrieve a coupon.", "查询优惠券详情。"])
def test_one_key_stays_needed(description):
    tool = make_tool(name="coupons_get", description=description, parameters={
        "type": "object", "properties": {"couponId": {"type": "string"},
                                         "expand": {"type": "string"}}})
    assert [h for h in hits("required-missing", tool) if h.severity is None]


@pytest.mark.parametrize("description", ["List the credit accounts of the store.",
                                         "列出店铺的全部积分账户。"])
def test_namespace_before_the_list_verb_filters(description):
    tool = make_tool(name="customer-credits-list-accounts", description=description, parameters={
        "type": "object", "properties": {"customerId": {"type": "string"},
                                         "limit": {"type": "number", "default": 10}}})
    assert not [h for h in hits("required-missing", tool) if h.severity is None]


@pytest.mark.parametrize("description", ["List the assignments of one user.",
                                         "列出某个用户的任务分配。"])
def test_the_thing_listed_within_stays_needed(description):
    tool = make_tool(name="list_assignments_for_user", description=description, parameters={
        "type": "object", "properties": {"user_id": {"type": "string"},
                                         "limit": {"type": "number", "default": 10}}})
    assert [h for h in hits("required-missing", tool) if h.severity is None]


# --- side-effect-undisclosed: a restartable program stopped; an effect word as a noun ----------

@pytest.mark.parametrize("name,description", [
    ("device_terminate_app", "Terminates the running app on the device."),
    ("device_terminate_app", "结束设备上正在运行的应用。"),
])
def test_stopping_a_restartable_app_is_info(name, description):
    assert all(s == "info" for s in _sev("side-effect-undisclosed",
                                         make_tool(name=name, description=description)))


@pytest.mark.parametrize("name,description", [
    ("device_terminate_app", "Terminates the running app and deletes its local data."),
    ("device_terminate_app", "结束正在运行的应用并删除其本地数据。"),
])
def test_stopping_with_data_lost_stays_shown(name, description):
    assert None in _sev("side-effect-undisclosed", make_tool(name=name, description=description))


def test_a_zh_effect_word_as_a_noun_is_info():
    tool = make_tool(name="update_notice_status_bar", description="更新工作通知消息的状态栏。")
    assert all(s == "info" for s in _sev("side-effect-undisclosed", tool))


def test_a_zh_send_in_the_lead_stays_shown():
    tool = make_tool(name="create_notice", description="创建公告并通知全体成员。")
    assert None in _sev("side-effect-undisclosed", tool)
