"""Round 14A: effects read from unjudged real tools (out-of-sample families) and rules shown
only where their evidence is certain. Each reading has English and Chinese variants the
verdicts did not contain, with a look-alike that must still fire."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_ID = obj({"id": {"type": "string", "description": "Id of the item."}}, required=["id"])


# side-effect-undisclosed: the text says the removal can be taken back
@pytest.mark.parametrize("name,desc", [
    ("delete_theme_logo", "Delete the custom logo for a theme. This operation is reversible — you "
                          "can re-upload a logo at any time."),
    ("delete_document", "Delete a document from the library (moves it to the trash)."),
    ("remove_page", "Removes a page. Removed pages can be restored from the recycle bin for 30 "
                    "days."),
    ("delete_snippet", "Deletes a snippet. Deleted snippets are soft-deleted and restorable."),
    ("delete_record", "删除一条记录，记录会移至回收站，30 天内可恢复。"),
    ("删除笔记", "删除指定笔记（软删除，可以还原）。"),
])
def test_a_removal_said_to_be_reversible_is_disclosed(name, desc):
    assert not hits("side-effect-undisclosed", make_tool(name=name, description=desc,
                                                         parameters=_ID))


@pytest.mark.parametrize("name,desc", [
    ("delete_theme_logo", "Delete the custom logo for a theme."),
    ("delete_document", "Delete a document; it cannot be restored from the trash."
                        " Returns the id."),  # stated irreversible: disclosed (look-alike below)
    ("delete_record", "删除一条记录。"),
    ("delete_page", "Delete a page. Note: pages in the trash are kept, but this one is not moved."),
])
def test_a_removal_with_no_word_on_undoing_still_fires(name, desc):
    found = hits("side-effect-undisclosed", make_tool(name=name, description=desc, parameters=_ID))
    if "cannot be restored" in desc:
        assert not found  # it says it cannot be undone: that is the disclosure
    elif "not moved" in desc:
        assert found  # "trash" named, but the item is not moved there
    else:
        assert found


# side-effect-undisclosed: an action the action parameter's own text (or a gerund) states
def _actions(desc, own, values, **ann):
    return make_tool(name="comment_write", description=desc, parameters=obj({
        "method": {"type": "string", "enum": values, "description": own},
        "id": {"type": "string"}}, ["method"]), annotations=ann)


@pytest.mark.parametrize("desc,own", [
    ("Write operations on discussion comments: adding, updating and deleting comments.",
     "The operation."),
    ("Write operations on repository labels.", "Operation to perform: 'create', 'update', or "
                                               "'delete'."),
    ("Write operations on repository labels.", "- 'delete' - deletes a label."),
    ("对标签执行写操作。", "操作：create 新建、update 修改、delete 删除。"),
])
def test_an_action_its_own_text_states_is_told_when_the_client_is_told(desc, own):
    tool = _actions(desc, own, ["create", "update", "delete"], destructiveHint=True)
    assert not hits("side-effect-undisclosed", tool)


def test_an_action_nobody_states_still_fires():
    tool = _actions("Write operations on repository labels.", "The operation.",
                    ["create", "update", "delete"], destructiveHint=True)
    (h,) = hits("side-effect-undisclosed", tool)
    assert "does not mention it" in h.message
    # stated, but the client is not told: still a finding, that now says what is missing
    tool = _actions("Write operations on repository labels.", "Operation: 'create', 'update' or "
                    "'delete'.", ["create", "update", "delete"])
    (h,) = hits("side-effect-undisclosed", tool)
    assert "can be undone" in h.message


# side-effect-undisclosed: a message to the caller's own inbox reaches no one else
@pytest.mark.parametrize("name,desc", [
    ("send_test_email", "Send a test email for a template to the current API user."),
    ("send_test_email", "Sends a test version of the template to the email address of the user "
                        "associated with the current API token."),
    ("send_preview", "Send a preview of the newsletter to yourself before publishing."),
    ("send_test_sms", "发送测试短信到当前登录账号绑定的手机号。"),
])
def test_a_message_to_the_caller_is_no_outreach(name, desc):
    assert not hits("side-effect-undisclosed", make_tool(name=name, description=desc,
                                                         parameters=_ID))


@pytest.mark.parametrize("name,desc", [
    ("send_test_email", "Send a test email for a template to the given address."),
    ("send_newsletter", "Send the newsletter to every subscriber of the current API user."),
    ("send_sms", "发送短信到指定手机号。"),
])
def test_a_message_to_others_still_fires(name, desc):
    assert hits("side-effect-undisclosed", make_tool(name=name, description=desc, parameters=_ID))


# name-catchall-verb: shown where an erasing action hides behind the catch-all
def _manage(name, desc, values=None):
    props = {"id": {"type": "string"}}
    if values:
        props["action"] = {"type": "string", "enum": values}
    return make_tool(name=name, description=desc, parameters=obj(props))


@pytest.mark.parametrize("name,desc,values", [
    ("manage_hyperlinks", "Manage hyperlinks in text shapes.", ["add", "remove", "list", "update"]),
    ("manage_members", "Manage the members of a team.", ["list", "add", "remove"]),
    ("manage_image", "Unified image management tool for adding and enhancing images.", None),
    ("manage_approval", "Approve, unapprove or reject a build.", ["approve", "unapprove", "reject"]),
    ("manage_tags", "管理标签：列出、添加或移除标签。", ["list", "add", "remove"]),
])
def test_a_catchall_with_no_erasing_action_is_info(name, desc, values):
    (h,) = hits("name-catchall-verb", _manage(name, desc, values))
    assert h.severity == "info"


@pytest.mark.parametrize("name,desc,values", [
    ("manage_storage", "Manage files in cloud storage.", ["upload", "download", "delete"]),
    ("manage_database", "Manage the database instance.", ["describe", "resize", "destroy"]),
    ("alert_manage", "Deletes a price alert by its id.", None),
    ("manage_files", "管理云存储中的文件。", ["upload", "download", "purge"]),
])
def test_a_catchall_hiding_an_erase_stays_shown(name, desc, values):
    (h,) = hits("name-catchall-verb", _manage(name, desc, values))
    assert h.severity is None


# write-claims-read-only: an effect read from text of a tool not named as a write is info; the
# write verb in the name stays shown
@pytest.mark.parametrize("name,desc,props", [
    ("catalog_overview", "Overview of the catalog. Related: manage_agent can delete agents.", {}),
    ("project_context", "Returns the project context; the `coverage` field reports { total, "
                        "loaded, truncated }.", {}),
    ("contacts_overview", "联系人概览，可选择是否包含已删除的联系人。", {}),
])
def test_a_read_only_claim_against_an_effect_from_text_is_info(name, desc, props):
    tool = make_tool(name=name, description=desc, parameters=obj(props),
                     annotations={"readOnlyHint": True})
    assert all(h.severity == "info" for h in hits("write-claims-read-only", tool))


@pytest.mark.parametrize("name", ["submit_feedback", "delete_branch", "create_ticket"])
def test_a_write_named_tool_claiming_read_only_stays_shown(name):
    tool = make_tool(name=name, description="Does it.", parameters=_ID,
                     annotations={"readOnlyHint": True})
    (h,) = hits("write-claims-read-only", tool)
    assert h.severity is None


# same-inputs-tools: shown only where the two descriptions also say the same
def _reader(name, desc):
    return make_tool(name=name, description=desc, parameters=obj(
        {"schema": {"type": "string", "description": "Schema name.", "pattern": "^[a-z_]{1,64}$"}},
        ["schema"]))


@pytest.mark.parametrize("a,b,shown", [
    (("list_tables", "Returns the tables of a schema."), ("get_tables", "Counts the tables in a schema "
                                                     "and returns that number as one integer."),
     False),
    (("get_build_ids", "Latest build ids of the current user."),
     ("list_build_ids", "Latest build ids across all users of the project."), False),
    (("list_tables", "列出某个模式下的所有数据表，返回表名。"),
     ("query_tables", "列出某个模式下的数据表，返回表名列表。"), True),
    (("list_tables", "Lists the tables in a schema, with their names."),
     ("query_tables", "Lists the tables of a schema with their names."), True),
])
def test_same_inputs_shown_only_where_the_texts_say_the_same(a, b, shown):
    from workbench.model import ToolSet
    ts = ToolSet((_reader(*a), _reader(*b)))
    found = hits("same-inputs-tools", ts[0], ts)
    assert found and all((h.severity is None) == shown for h in found)


@pytest.mark.parametrize("name,severity", [
    ("manage_files", None), ("manage_documents", None),  # removing a file erases it
    ("manage_accounts", "info"), ("manage_members", "info"),  # an account leaves a list
])
def test_remove_erases_content_but_unlinks_a_member(name, severity):
    (h,) = hits("name-catchall-verb", _manage(name, "Manage them.", ["list", "add", "remove"]))
    assert h.severity == severity


@pytest.mark.parametrize("name,desc", [
    ("deploy_manage_release", "Runs release operations."),
    ("manage_subscription", "Changes the plan; billing changes at once."),
    ("process_order", "修改订单的收货地址。会产生外部副作用。"),
])
def test_a_catchall_beside_a_consequential_word_or_declared_effect_stays_shown(name, desc):
    (h,) = hits("name-catchall-verb", _manage(name, desc))
    assert h.severity is None


# read-name-changes-state: a parameter's own text says what a read-named call changes
@pytest.mark.parametrize("name,prop,text", [
    ("get_tank_reading", "draw_ml", "Millilitres drawn for the lab; the draw is recorded and "
                                    "deducted from the tank's stock volume."),
    ("check_room_availability", "hold_minutes", "Minutes to hold the offered rooms; while held, "
                                                "other guests cannot book them."),
    ("query_tickets", "lock_minutes", "锁定推荐票的分钟数，锁定期间其他观众无法购买这些座位；0 表示不锁定。"),
    ("search_parking", "reserve", "为返回的车位保留 15 分钟，其他车主不能预约。"),
])
def test_a_parameter_that_says_a_read_call_changes_state_fires(name, prop, text):
    tool = make_tool(name=name, description="Returns what is available.", parameters=obj(
        {prop: {"type": "integer", "description": text}, "id": {"type": "string"}}, ["id"]))
    (h,) = hits("read-name-changes-state", tool)
    assert h.path == f"/properties/{prop}"


@pytest.mark.parametrize("name,prop,text", [
    ("get_tank_reading", "min_volume", "Only tanks whose stock was deducted from below this "
                                       "volume."),  # no call deducts anything
    ("check_room_availability", "guests", "Number of guests; other guests are not counted."),
    ("query_tickets", "include_locked", "是否包含已锁定的座位。"),
    ("search_parking", "reserved_only", "只返回已预约的车位。"),
])
def test_a_parameter_that_filters_by_a_state_is_silent(name, prop, text):
    tool = make_tool(name=name, description="Returns what is available.", parameters=obj(
        {prop: {"type": "string", "description": text}, "id": {"type": "string"}}, ["id"]))
    assert not hits("read-name-changes-state", tool)


@pytest.mark.parametrize("desc", [
    "查看当前读者的逾期图书，并自动为其中还能续借的图书续借一次。",
    "查询会员积分，并自动为即将过期的积分续期。",
])
def test_an_automatic_act_of_a_read_tool_fires(desc):
    assert hits("read-name-changes-state", make_tool(name="check_overdue", description=desc,
                                                     parameters=_ID))


def test_an_automatic_state_a_read_tool_reports_is_silent():
    desc = "查看当前读者的逾期图书，返回系统已自动续借的记录。"
    assert not hits("read-name-changes-state", make_tool(name="check_overdue", description=desc,
                                                         parameters=_ID))


# side-effect-undisclosed: "after the resident confirms", whoever confirms, says when to call
@pytest.mark.parametrize("desc", [
    "为当前登录居民预约上门清运，按件收费。在居民确认日期和件数后调用。",
    "预约门诊号源，会占用号源。请在患者确认科室和时间后再调用。",
    "Books a pickup and bills it on the next statement. Call only after the resident confirms "
    "the date.",
    "Books the table. Use it after the customer has confirmed the time and party size.",
])
def test_a_confirmation_by_the_person_served_is_disclosed(desc):
    assert not hits("side-effect-undisclosed", make_tool(name="book_pickup", description=desc,
                                                         parameters=_ID))


def test_a_booking_with_no_word_on_when_still_fires():
    for desc in ("为当前登录居民预约上门清运，按件收费。", "Books the table for the customer."):
        assert hits("side-effect-undisclosed", make_tool(name="book_pickup", description=desc,
                                                         parameters=_ID))


def test_a_free_action_no_text_explains_stays_shown_one_the_text_lists_is_info():
    free = obj({"action": {"type": "string"}, "id": {"type": "string"}})
    (h,) = hits("name-catchall-verb", make_tool(name="manage_order", description="管理订单",
                                                parameters=free))
    assert h.severity is None
    listed = make_tool(name="manage_hyperlinks", description="Manage hyperlinks.\nArgs:\n    "
                       "action: Operation type (\"add\", \"remove\", \"list\", \"update\")",
                       parameters=free)
    (h,) = hits("name-catchall-verb", listed)
    assert h.severity == "info"


# side-effect-undisclosed: a hand-off switch that is on unless turned off
def _switch(name, desc, flag, default=True, flag_desc="Hand the result on."):
    return make_tool(name=name, description=desc, parameters=obj({
        "site": {"type": "string"},
        flag: {"type": "boolean", "description": flag_desc, "default": default}}, ["site"]))


@pytest.mark.parametrize("name,desc,flag", [
    ("build_season_report", "Build the season report PDF and return a link.", "submit_to_authority"),
    ("generate_invoice", "Generate the invoice PDF for an order.", "email_customer"),
    ("create_summary", "生成本周的工作总结。", "notify_team"),
    ("compile_filing", "汇总申报数据并生成申报表。", "submit_to_tax_office"),
])
def test_a_hand_off_switch_on_by_default_fires(name, desc, flag):
    (h,) = hits("side-effect-undisclosed", _switch(name, desc, flag))
    assert h.path == f"/properties/{flag}" and "defaults to true" in h.message


@pytest.mark.parametrize("name,desc,flag,default", [
    ("build_season_report", "Build the season report PDF and return a link.",
     "submit_to_authority", False),  # off unless asked
    ("build_season_report", "Build the report and submit it to the authority unless "
     "`submit_to_authority` is false; call only after the user confirmed the figures.",
     "submit_to_authority", True),  # said, with when to call
    ("render_page", "Render the page to HTML.", "post_process", True),  # a processing step
    ("generate_invoice", "Generate the invoice PDF.", "send_timeout_retry", False),
])
def test_a_switch_off_by_default_or_disclosed_is_silent(name, desc, flag, default):
    assert not hits("side-effect-undisclosed", _switch(name, desc, flag, default))
