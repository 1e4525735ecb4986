"""naming, collision and side-effect rules: one bad and one good case per rule (English and
Chinese where the rule reads text) and the reference tools' cases."""

from __future__ import annotations

import pytest

from support import hits, make_tool
from workbench.model import Origin, ToolSet
from workbench.text import name_verb, split_name


def test_split_name_and_verbs():
    assert split_name("crm_getCustomer.v2") == ("crm", "get", "customer", "v", "2")
    assert name_verb("crm_get_customer").kind == "read"
    assert name_verb("order_get").verb == "get"  # `order` first is the domain
    assert name_verb("order_preview_cancel").verb == "preview"
    assert name_verb("order_submit_cancel").kind == "write"
    assert name_verb("pull_request_read").verb == "read"
    assert name_verb("list_workflow_run_artifacts").verb == "list"
    assert name_verb("AmazonGameStore.recommend").verb == "recommend"
    assert name_verb("manage_order").kind == "catchall"
    assert name_verb("math_factorial").verb is None
    assert name_verb("refund_get_policy").verb == "get"  # a verb-like domain
    assert name_verb("search_movies").verb == "search"


# --- naming -----------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["get user weather", "查询订单", "a" * 65, "spotify.play", ""])
def test_name_invalid_chars_bad(name):
    found = hits("name-invalid-chars", make_tool(name=name))
    assert len(found) == 1


def test_name_invalid_chars_per_profile():
    dotted = make_tool(name="spotify.play")
    assert hits("name-invalid-chars", dotted, profiles=("mcp",)) == []
    assert hits("name-invalid-chars", dotted, profiles=("gemini",)) == []
    msg = hits("name-invalid-chars", dotted, profiles=("openai", "mcp"))[0].message
    assert "openai" in msg and "mcp:" not in msg and "replace `.`" in msg
    spaced = hits("name-invalid-chars", make_tool(name="get user weather"))[0].message
    assert "replace spaces" in spaced
    zh = hits("name-invalid-chars", make_tool(name="查询订单"))[0].message
    assert "English name" in zh


@pytest.mark.parametrize("name", ["crm_get_customer", "order-get", "weather_get_current"])
def test_name_invalid_chars_good(name):
    assert hits("name-invalid-chars", make_tool(name=name), profiles=("generic", "openai",
                                                                      "anthropic")) == []


def test_param_name_chars():
    bad = make_tool(parameters={"type": "object", "properties": {
        "开始时间": {"type": "string"}, "start time": {"type": "string"}, "": {"type": "string"},
        "ok_name": {"type": "string"}, "userId": {"type": "string"}, "$filter": {"type": "string"},
        "api-version": {"type": "string"}}})
    assert [h.path for h in hits("param-name-chars", bad)] == [
        "/properties/开始时间", "/properties/start time", "/properties/"]


@pytest.mark.parametrize("name", ["query", "do_it", "handle_request", "process", "run", "execute",
                                  "process_data", "search"])
def test_name_vague_bad(name):
    assert hits("name-vague", make_tool(name=name))


@pytest.mark.parametrize("name", ["shipping_get_tracking", "crm_list_open_orders", "update_task",
                                  "search_movies"])
def test_name_vague_good(name):
    assert hits("name-vague", make_tool(name=name)) == []


def test_name_catchall():
    assert hits("name-catchall-verb", make_tool(name="manage_order"))[0].severity is None
    assert hits("name-catchall-verb", make_tool(name="handle_refund"))
    broad = hits("name-catchall-verb", make_tool(name="order_update"))
    assert broad and broad[0].severity == "info"
    for good in ("order_update_address", "order_submit_cancel", "billing_create_refund",
                 "handle_request"):  # handle_request is name-vague, not reported twice
        assert hits("name-catchall-verb", make_tool(name=good)) == [], good


def test_name_shape():
    assert "no recognised action verb" in hits("name-shape", make_tool(name="math_factorial"))[0].message
    assert "no domain prefix" in hits("name-shape", make_tool(name="get_my_account"))[0].message
    for good in ("crm_get_customer", "order_preview_cancel", "billing_create_refund", "order_get",
                 "query"):  # query: name-vague's business
        assert hits("name-shape", make_tool(name=good)) == [], good


# --- side effects ----------------------------------------------------------------------------

@pytest.mark.parametrize("name,description", [
    ("get_order", "Gets the order and marks it as viewed, then notifies the customer."),
    ("order_get", "Returns the order. It will also send an email notification to the buyer."),
    ("commerce_get_order", "查询订单详情，并标记为已读，同时通知客户。"),
    ("commerce_query_order", "查询订单状态，然后会发送短信给用户。"),
    ("wallet_get_balance", "查询钱包余额，每次调用自动扣除 0.1 元服务费。"),
    ("wallet_get_balance", "Returns the wallet balance; deducts a 0.10 USD fee per call."),
    ("orders_lookup_history", "Looks up past orders. Also sends the user a summary email."),
])
def test_read_name_changes_state_bad(name, description):
    assert hits("read-name-changes-state", make_tool(name=name, description=description))


@pytest.mark.parametrize("name,description", [
    ("calendar_find_free_slots", "查找参与者共同空闲的时间段。只读，不会创建或修改日历事件。"),
    ("shipping_get_tracking", "根据订单号查询物流状态。仅用于读取，不会修改订单或联系承运商。"),
    ("order_get", "Returns the order. Read-only: does not create, update or delete anything."),
    ("notifications_list", "Lists notifications, including updates on issues and mentions."),
    ("order_get", "Returns the order; never sends notifications or marks it as read."),
])
def test_read_name_changes_state_good(name, description):
    assert hits("read-name-changes-state", make_tool(name=name, description=description)) == []


def test_read_name_changes_state_annotations():
    destructive = make_tool(name="files_list", description="Lists files in a folder.",
                            annotations={"readOnlyHint": False, "destructiveHint": True})
    assert "destructiveHint" in hits("read-name-changes-state", destructive)[0].message
    not_ro = make_tool(name="files_list", description="Lists files in a folder.",
                       annotations={"readOnlyHint": False})
    assert hits("read-name-changes-state", not_ro)[0].severity == "info"
    ro = make_tool(name="files_list", description="Lists files.", annotations={"readOnlyHint": True})
    assert hits("read-name-changes-state", ro) == []


def test_write_claims_read_only():
    ann = make_tool(name="order_submit_cancel", description="Cancels the order.",
                    annotations={"readOnlyHint": True})
    assert hits("write-claims-read-only", ann)
    en = make_tool(name="refund_create", description="Creates a refund. Read-only.")
    zh = make_tool(name="billing_create_refund", description="创建退款。只读，无副作用。")
    assert hits("write-claims-read-only", en) and hits("write-claims-read-only", zh)
    honest = make_tool(name="order_submit_cancel", description="Cancels the order. Irreversible.",
                       annotations={"readOnlyHint": False, "destructiveHint": True})
    assert hits("write-claims-read-only", honest) == []
    preview = make_tool(name="order_preview_cancel", description="Computes the refund; read-only.")
    assert hits("write-claims-read-only", preview) == []


@pytest.mark.parametrize("name,description,severity", [
    ("calendar_create_event", "创建事件", None),
    ("calendar_create_event", "Creates a calendar event and invites the attendees.", None),
    ("email_send_message", "Send an email to the given recipient.", None),
    ("alarm_set", "Sets an alarm on the user's phone.", "info"),
])
def test_side_effect_undisclosed_bad(name, description, severity):
    found = hits("side-effect-undisclosed", make_tool(name=name, description=description))
    assert found and found[0].severity == severity
    if severity is None:
        assert "parallel_tool_calls: false" in found[0].message


@pytest.mark.parametrize("name,description", [
    ("calendar_create_event", "创建日历事件并邀请参与者。会产生外部副作用；"
                              "只有在用户明确确认时间、标题和参与者后使用。"),
    ("payment_debit_account", "Debits the account. Call only after the user confirmed the amount; "
                              "not idempotent, never call in parallel with invoice_create."),
    ("email_send_message", "Sends the email. This cannot be undone."),
    ("shipping_get_tracking", "Returns the tracking status."),  # a read tool: not this rule
])
def test_side_effect_undisclosed_good(name, description):
    assert hits("side-effect-undisclosed", make_tool(name=name, description=description)) == []


# --- collision -------------------------------------------------------------------------------

def _set(*tools):
    return ToolSet(tuple(tools))


def test_duplicate_names_across_files():
    a = make_tool(name="get_customer", description="CRM", origin=Origin("crm.json", "/0"))
    b = make_tool(name="get_customer", description="Support", origin=Origin("support.json", "/3"))
    c = make_tool(name="crm_list_orders", description="x")
    found = hits("duplicate-tool-name", a, toolset=_set(a, b, c))
    assert len(found) == 1 and found[0].tool == "get_customer"
    assert "crm.json" in found[0].message and "support.json" in found[0].message
    ok = _set(make_tool(name="crm_get_customer"), make_tool(name="support_get_customer"))
    assert hits("duplicate-tool-name", ok[0], toolset=ok) == []


def test_spelling_collision():
    ts = _set(make_tool(name="get_user"), make_tool(name="getUser"), make_tool(name="get-user"))
    found = hits("tool-name-spelling-collision", ts[0], toolset=ts)
    assert {h.tool for h in found} == {"getUser", "get-user"}
    ok = _set(make_tool(name="get_user"), make_tool(name="get_users"))
    assert hits("tool-name-spelling-collision", ok[0], toolset=ok) == []


def test_near_duplicates_same_action_two_domains():
    crm = make_tool(name="crm_get_customer", description="根据客户 ID 查询客户资料。")
    sup = make_tool(name="support_get_customer", description="根据客户 ID 查询客户资料。")
    found = hits("near-duplicate-tools", crm, toolset=_set(crm, sup))
    assert len(found) == 1 and found[0].tool == "support_get_customer"
    crm2 = make_tool(name="crm_get_customer",
                     description="Returns the CRM account record: owner, plan and yearly revenue. "
                                 "For support tickets use support_get_customer.")
    sup2 = make_tool(name="support_get_customer",
                     description="Returns the customer's support profile with open tickets and "
                                 "satisfaction scores. For billing data use crm_get_customer.")
    assert hits("near-duplicate-tools", crm2, toolset=_set(crm2, sup2)) == []


def test_near_duplicates_description_and_old_name():
    desc = ("Read the complete contents of a file from the file system as text. Handles various "
            "text encodings and reports detailed errors if the file cannot be read.")
    old = make_tool(name="read_file", description=desc)
    new = make_tool(name="read_text_file", description=desc + " Use it for text files.")
    other = make_tool(name="weather_get_forecast",
                      description="Returns the weather forecast for a city for the next days.")
    found = hits("near-duplicate-tools", old, toolset=_set(old, new, other))
    assert [h.tool for h in found] == ["read_text_file"]
    # the same template filled with the object named in each tool name is not a duplicate
    user = make_tool(name="okta_create_user", description="Create a user in the Okta organization "
                     "with the provided profile and send no activation email.")
    group = make_tool(name="okta_create_group", description="Create a group in the Okta "
                      "organization with the provided profile and send no activation email.")
    assert hits("near-duplicate-tools", user, toolset=_set(user, group)) == []


def test_near_duplicates_many_distinct_tools_stay_silent():
    tools = [make_tool(name=f"svc{i}_get_item{i}",
                       description=f"Returns item number {i} of catalogue {i * 7} with word{i} "
                                   f"and term{i * 3} and label{i * 5}.") for i in range(2000)]
    ts = _set(*tools)
    assert hits("near-duplicate-tools", tools[0], toolset=ts) == []


def test_name_catchall_after_a_verb_like_domain():
    # `deploy` reads as the action, but `manage` after it still hides several actions
    (h,) = hits("name-catchall-verb", make_tool(name="deploy_manage_release"))
    assert h.severity is None and "`manage`" in h.message
    assert hits("name-catchall-verb", make_tool(name="inventory_manage_stock"))
    for good in ("deploy_create_release", "deploy_rollback_release", "process_list"):
        assert hits("name-catchall-verb", make_tool(name=good)) == [], good


def test_near_duplicates_query_reads_as_get_or_search():
    get = make_tool(name="weather_get_forecast",
                    description="查询某个城市未来若干天的天气预报，包括最高/最低气温、降水概率和风力。只读。")
    query = make_tool(name="weather_query_forecast",
                      description="查询城市未来几天的天气预报，返回最高/最低气温、降水概率和风力。只读。")
    found = hits("near-duplicate-tools", get, toolset=_set(get, query))
    assert [h.tool for h in found] == ["weather_query_forecast"]
    en_get = make_tool(name="crm_get_customer", description="Returns one customer record by id.")
    en_search = make_tool(name="crm_query_customer", description="Returns one customer record by id.")
    assert hits("near-duplicate-tools", en_get, toolset=_set(en_get, en_search))
    # different objects, or descriptions that tell them apart, stay silent
    other = make_tool(name="weather_query_alerts",
                      description="查询城市当前生效的气象预警（暴雨、台风、高温），不含天气预报。")
    assert hits("near-duplicate-tools", get, toolset=_set(get, other)) == []


def test_name_shape_generic_object_without_domain_warns():
    for name in ("getFiles", "list_items", "get_file_info"):
        (h,) = hits("name-shape", make_tool(name=name))
        assert h.severity == "warning", name
    # a specific object, or a compute tool, keeps the info
    assert hits("name-shape", make_tool(name="get_customer"))[0].severity is None
    assert hits("name-shape", make_tool(name="sum_values"))[0].severity is None
    assert hits("name-shape", make_tool(name="drive_list_folder_files")) == []


# ------------------------------------------------------------------ blind-set gaps (round 2)

@pytest.mark.parametrize("name,description", [
    ("incident_list_open_incidents", "Lists unresolved incidents. Every incident returned is "
                                     "marked as acknowledged by the caller."),
    ("tasks_get_next", "Returns the next task; the task is then locked for other workers."),
    ("promo_get_coupon", "向当前用户发放一张优惠券并返回券码。有副作用：券会立即进入用户卡包。"),
    ("feed_list_items", "Lists new feed items. Side effect: the items are marked as read."),
    ("task_get_next", "获取下一条待处理任务，返回的任务会被锁定，其他人无法领取。"),
])
def test_read_name_changes_state_passive_and_declared_side_effect(name, description):
    assert hits("read-name-changes-state", make_tool(name=name, description=description))


@pytest.mark.parametrize("name,description", [
    ("incident_list_open_incidents", "Lists incidents that are marked as acknowledged."),
    ("orders_list", "Lists orders which are archived or cancelled, newest first."),
    ("page_get_html", "Returns the page HTML; script tags are removed from the output."),
    ("promo_get_coupon", "查询一张优惠券的详情。只读，没有副作用。"),
    ("task_get", "Returns the task and whether it is locked by another worker."),
])
def test_read_name_changes_state_passive_filters_stay_silent(name, description):
    assert hits("read-name-changes-state", make_tool(name=name, description=description)) == []


def test_near_duplicate_generate_is_a_synonym_of_create():
    desc = "为一个文件{}免登录访问链接并返回 URL。有副作用：持有链接的人在过期前都能访问该文件。"
    a = make_tool(name="files_create_share_link", description=desc.format("创建") + "不用于分享文件夹或邀请同事。")
    b = make_tool(name="files_generate_share_link", description=desc.format("生成") + "不用于分享文件夹。")
    (h,) = hits("near-duplicate-tools", a, toolset=_set(a, b))
    assert h.tool == "files_generate_share_link"
    en_a = make_tool(name="reports_create_summary", description="Creates the weekly sales summary PDF.")
    en_b = make_tool(name="reports_generate_summary", description="Generates the weekly sales summary PDF.")
    assert hits("near-duplicate-tools", en_a, toolset=_set(en_a, en_b))
    # generating a different object is no duplicate
    other = make_tool(name="files_generate_thumbnail", description="为图片文件生成缩略图并返回 URL。只读。")
    assert hits("near-duplicate-tools", a, toolset=_set(a, other)) == []


def test_near_duplicates_same_action_same_parameters_reworded_zh():
    params = {"type": "object", "properties": {"customer_id": {"type": "string"}}}
    get = make_tool(name="crm_get_customer", parameters=params,
                    description="根据客户编号查询客户资料（名称、等级、负责人）。当用户提供客户编号询问客户情况时使用。只读。")
    fetch = make_tool(name="crm_fetch_customer", parameters=params,
                      description="根据客户编号获取客户资料（名称、等级、负责人）。当用户给出客户编号想了解客户时使用。只读。")
    found = hits("near-duplicate-tools", get, toolset=_set(get, fetch))
    assert [h.tool for h in found] == ["crm_fetch_customer"]
    # different arguments: the reworded pair is two tools (by id vs by name)
    by_name = make_tool(name="crm_fetch_customer",
                        parameters={"type": "object", "properties": {"name": {"type": "string"}}},
                        description=fetch.description)
    assert hits("near-duplicate-tools", get, toolset=_set(get, by_name)) == []


def test_near_duplicates_old_name_without_its_verb():
    old = make_tool(name="billing_refund", description="Refunds a paid invoice in full and returns "
                    "the refund id. Use after the customer confirmed the refund.")
    new = make_tool(name="billing_create_refund", description="Refunds a paid invoice in full and "
                    "returns the refund id. Use once the customer has confirmed the refund.")
    found = hits("near-duplicate-tools", old, toolset=_set(old, new))
    assert [h.tool for h in found] == ["billing_create_refund"]
    assert "without its verb" in found[0].message
    listing = make_tool(name="billing_list_refund", description="Lists the refunds issued this "
                        "month with amounts and dates. Read-only.")
    assert hits("near-duplicate-tools", old, toolset=_set(old, listing)) == []
