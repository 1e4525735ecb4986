"""side-effect rules: what a tool does to the world, read from name, description, schema and MCP
annotations together (English and Chinese)."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _params(**props):
    return {"type": "object", "properties": props, "additionalProperties": False}


# --- read-name-changes-state -----------------------------------------------------------------

@pytest.mark.parametrize("name,description", [
    ("get_order", "Gets the order and marks it as viewed, then notifies the customer."),
    ("order_get", "Returns the order. It will also send an email notification to the buyer."),
    ("commerce_get_order", "查询订单详情，并标记为已读，同时通知客户。"),
    ("commerce_query_order", "查询订单状态，然后会发送短信给用户。"),
    ("wallet_get_balance", "查询钱包余额，每次调用自动扣除 0.1 元服务费。"),
    ("wallet_get_balance", "Returns the wallet balance; deducts a 0.10 USD fee per call."),
    ("orders_lookup_history", "Looks up past orders. Also sends the user a summary email."),
    ("incident_list_open_incidents", "Lists unresolved incidents. Every incident returned is "
                                     "marked as acknowledged by the caller."),
    ("tasks_get_next", "Returns the next task; the task is then locked for other workers."),
    ("promo_get_coupon", "向当前用户发放一张优惠券并返回券码。有副作用：券会立即进入用户卡包。"),
    ("feed_list_items", "Lists new feed items. Side effect: the items are marked as read."),
    ("task_get_next", "获取下一条待处理任务，返回的任务会被锁定，其他人无法领取。"),
])
def test_read_name_changes_state_bad(name, description):
    assert hits("read-name-changes-state", make_tool(name=name, description=description))


@pytest.mark.parametrize("name,description", [
    ("calendar_find_free_slots", "查找参与者共同空闲的时间段。只读，不会创建或修改日历事件。"),
    ("shipping_get_tracking", "根据订单号查询物流状态。仅用于读取，不会修改订单或联系承运商。"),
    ("order_get", "Returns the order. Read-only: does not create, update or delete anything."),
    ("notifications_list", "Lists notifications, including updates on issues and mentions."),
    ("order_get", "Returns the order; never sends notifications or marks it as read."),
    ("incident_list_open_incidents", "Lists incidents that are marked as acknowledged."),
    ("orders_list", "Lists orders which are archived or cancelled, newest first."),
    ("page_get_html", "Returns the page HTML; script tags are removed from the output."),
    ("promo_get_coupon", "查询一张优惠券的详情。只读，没有副作用。"),
    ("task_get", "Returns the task and whether it is locked by another worker."),
])
def test_read_name_changes_state_good(name, description):
    assert hits("read-name-changes-state", make_tool(name=name, description=description)) == []


def test_read_name_changes_state_annotations():
    destructive = make_tool(name="files_list", description="Lists files in a folder.",
                            annotations={"readOnlyHint": False, "destructiveHint": True})
    assert "destructiveHint" in hits("read-name-changes-state", destructive)[0].message
    search = make_tool(name="API-post-search", description="Searches pages by title.",
                       annotations={"destructiveHint": True})
    assert hits("read-name-changes-state", search)
    # `readOnlyHint: false` is MCP's default: declared, it is the author's word, not a defect
    for name, text in (("files_list", "Lists files in a folder."),
                       ("firecrawl_search_feedback", "Rate the results of a search you used."),
                       ("web_scrape", "Scrapes a page; actions can click and fill forms."),
                       ("知识库_查询反馈", "提交对检索结果的反馈。")):
        not_ro = make_tool(name=name, description=text, annotations={"readOnlyHint": False})
        assert hits("read-name-changes-state", not_ro) == []
    ro = make_tool(name="files_list", description="Lists files.", annotations={"readOnlyHint": True})
    assert hits("read-name-changes-state", ro) == []


@pytest.mark.parametrize("tool", [
    # a download or export that saves the file the caller asked for
    make_tool(name="usage_download_report", description="Downloads the usage report and saves it "
              "to a CSV file in the output directory.", annotations={"destructiveHint": True}),
    make_tool(name="logs_export_archive", description="导出日志压缩包并保存到本地目录。",
              annotations={"destructiveHint": True}),
    make_tool(name="get_network_request", description="Gets a network request by id.",
              parameters=_params(requestFilePath={"type": "string", "description": "Path of a "
                                 "file to save the request body to."}),
              annotations={"readOnlyHint": False}),
    # choosing an option changes the page; it is no read
    make_tool(name="browser_select_option", description="Select an option in a dropdown.",
              annotations={"destructiveHint": True}),
])
def test_read_name_changes_state_file_writes_and_ui_choices_stay_silent(tool):
    assert hits("read-name-changes-state", tool) == []


# --- write-claims-read-only ------------------------------------------------------------------

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


@pytest.mark.parametrize("tool", [
    make_tool(name="browser_close", description="Closes the page.",
              annotations={"readOnlyHint": True}),
    make_tool(name="window_resize", description="调整浏览器窗口大小。", annotations={"readOnlyHint": True}),
    make_tool(name="sku_tool", description="Permanently deletes one SKU and its stock records.",
              annotations={"readOnlyHint": True}),
    make_tool(name="notes_tool", description="删除指定笔记。", annotations={"readOnlyHint": True}),
    make_tool(name="files_list", description="Lists files.",
              annotations={"readOnlyHint": True, "destructiveHint": True}),
])
def test_annotations_contradicting_name_or_text(tool):
    assert hits("write-claims-read-only", tool)


@pytest.mark.parametrize("description", ["File name to save the screenshot to.",
                                         "保存截图的文件路径，不传则直接返回图片。"])
def test_read_only_tool_that_saves_a_file(description):
    """A file the tool always writes is a write; an optional export of its own result (the
    caller asks for it) is not worth making every ordinary read prompt."""
    tool = make_tool(name="page_take_screenshot", description="Takes a screenshot of the page.",
                     parameters={**_params(filename={"type": "string", "description": description}),
                                 "required": ["filename"]},
                     annotations={"readOnlyHint": True})
    (h,) = hits("write-claims-read-only", tool)
    assert h.path == "/properties/filename" and "readOnlyHint: false" in h.message
    optional = make_tool(name="page_take_screenshot", description="Takes a screenshot of the page.",
                         parameters=_params(filename={"type": "string", "description": description}),
                         annotations={"readOnlyHint": True})
    assert hits("write-claims-read-only", optional) == []
    no_file = make_tool(name="page_take_screenshot", description="Takes a screenshot.",
                        parameters=_params(format={"type": "string", "description": "png or jpeg"}),
                        annotations={"readOnlyHint": True})
    assert hits("write-claims-read-only", no_file) == []


@pytest.mark.parametrize("name,description", [
    ("deployPlan", "解析配置并计算声明式部署计划（dry-run，不产生任何变更）。"),
    ("deploy_plan", "Computes the deployment plan; changes nothing."),
    ("migration_preview", "Shows what the migration would change. Read-only."),
])
def test_dry_run_of_a_write_declared_read_only_is_consistent(name, description):
    tool = make_tool(name=name, description=description, annotations={"readOnlyHint": True})
    assert hits("write-claims-read-only", tool) == []


@pytest.mark.parametrize("name,description", [
    ("disconnect", "Close a MongoDB connection and revoke its connectionId."),
    ("db_disconnect", "关闭数据库连接并注销其 connectionId。"),
])
def test_closing_a_connection_declared_read_only_touches_no_data(name, description):
    tool = make_tool(name=name, description=description, annotations={"readOnlyHint": True})
    assert hits("write-claims-read-only", tool) == []


@pytest.mark.parametrize("name,description", [
    ("rename_memory", "Renames a memory. References in read-only memories are not affected."),
    ("files_write", "写入文件；只读的文件不会被修改。"),
    ("replace_in_files", "Replaces text in files. Use dry run first to preview the changes."),
    ("deployApply", "执行部署。建议先用 deployPlan 预演，确认计划无误后再执行。"),
])
def test_read_only_as_an_adjective_is_no_claim(name, description):
    assert hits("write-claims-read-only", make_tool(name=name, description=description)) == []


# --- side-effect-undisclosed -----------------------------------------------------------------

@pytest.mark.parametrize("name,description", [
    ("order_cancel", "Cancel order."),
    ("cancel_order", "Cancels an order by id. Returns a confirmation message if it succeeds."),
    ("payments_send_transfer", "Transfers money from the user's wallet to another account."),
    ("records_delete_all", "Removes every record in the given table."),
    ("calendar_create_meeting", "创建日历会议并邀请参与者。"),
    ("calendar_create_event", "Creates a calendar event and invites the attendees."),
    ("email_send_message", "Send an email to the given recipient."),
    ("billing_refund_invoice", "为发票办理退款并返回退款单号。"),
    ("slack_post", "Posts a message to a channel."),
    # a session whose data goes with it is lost
    ("session_end", "Terminates the session and deletes its stored files."),
    ("tips_send", "Tips the driver from the user's wallet."),
    ("db_admin", "Drops the given table and all its rows."),
    ("warehouse_drop_database", "删除整个数据库。"),
])
def test_side_effect_undisclosed_bad(name, description):
    (h,) = hits("side-effect-undisclosed", make_tool(name=name, description=description))
    assert h.severity is None and "parallel_tool_calls" not in h.message
    assert ("仅在" in h.message) == any("\u4e00" <= c <= "\u9fff" for c in description)


@pytest.mark.parametrize("name,description", [
    ("calendar_create_event",
     "创建日历事件并邀请参与者。会产生外部副作用；只有在用户明确确认时间、标题和参与者后使用。"),
    ("payment_debit_account", "Debits the account. Call only after the user confirmed the amount; "
                              "not idempotent, never call in parallel with invoice_create."),
    ("email_send_message", "Sends the email. This cannot be undone."),
    ("order_cancel", "取消订单，取消后不可恢复。"),
    ("shipping_get_tracking", "Returns the tracking status."),  # a read tool: not this rule
    # writes inside the session: stated by naming them
    ("browser_click", "Clicks an element on the page."),
    ("set_light_color", "Set the light color."),
    ("stop_port_forward", "Stop a port-forward process."),
    ("rename_symbol", "Renames the symbol everywhere in the codebase."),
    ("browser_press_key", "Press a key on the keyboard."),
    ("clear_cache", "清除 Schema 缓存。"),
    ("bitable_app_create", "在指定文件夹中创建一个多维表格。"),
    # the reply channel to the user of the conversation
    ("send_text_to_user", "Sends a text message to a user."),
    ("notify_user", "向用户发送一条提醒。"),
    # inside a throwaway sandbox
    ("sandbox_files", "Perform filesystem operations inside an isolated sandbox: read, write, "
                      "delete, move."),
    # a redirect names another tool's effect
    ("notes_create", "Creates a note. To delete notes, use notes_delete instead."),
    ("orders_report", "生成已取消订单的统计报表。"),
    ("browser_navigate", "Go to a URL, or back, forward, or reload."),
    # a noun where a verb could stand: "Tips for success", "Transfer of ownership is ..."
    ("edit", "Edit a file by replacing text.\nTips for success: read the file first."),
    ("file_edit", "Replace text in a file. Transfer of a whole file is not supported."),
    # a connection or a session closed or revoked: the caller can open it again
    ("disconnect", "Close a MongoDB connection and revoke its connectionId."),
    ("session_end", "Terminates the current browser session."),
    ("db_disconnect", "关闭数据库连接并注销其 connectionId。"),
    # "drop" that drops no store; a deprecation notice of the tool itself
    ("browser_drag", "Perform drag and drop between two elements."),
    ("browser_drop", "Drop files onto an element of the page."),
    ("files_upload", "拖拽文件到页面上（drag and drop）。"),
    ("env_alias", "管理环境别名。本别名将在下个版本移除，请改用 envDomain。"),
])
def test_side_effect_undisclosed_good(name, description):
    assert hits("side-effect-undisclosed", make_tool(name=name, description=description)) == []


def test_side_effect_disclosed_by_annotation_or_confirm_parameter():
    stated = make_tool(name="records_purge", description="Deletes all records of a table.",
                       annotations={"destructiveHint": True})
    assert hits("side-effect-undisclosed", stated) == []
    gated = make_tool(name="node_drain", description="Drains a node.",
                      parameters=_params(confirmDrain={"type": "boolean"}))
    assert hits("side-effect-undisclosed", gated) == []


def test_side_effect_hidden_in_an_action_or_a_flag():
    storage = make_tool(name="storage", description="存储和读取数据的工具", parameters=_params(
        operate={"type": "string", "description": "操作类型，可选 put、get、delete、scan"}))
    (h,) = hits("side-effect-undisclosed", storage)
    # the action parameter's own text lists `delete`: stated, so the message asks for the rest
    assert h.path == "" and "`operate`" in h.message and "can be undone" in h.message
    enum = make_tool(name="kv_admin", description="Stores and reads values.", parameters=_params(
        action={"type": "string", "enum": ["put", "get", "deleteKey"]}))
    assert "`action`: 'deleteKey'" in hits("side-effect-undisclosed", enum)[0].message
    told = make_tool(name="kv_admin", description="Stores, reads and deletes values.",
                     annotations={"destructiveHint": True}, parameters=_params(
                         action={"type": "string", "enum": ["put", "get", "deleteKey"]}))
    assert hits("side-effect-undisclosed", told) == []
    flag = make_tool(name="blocks_update", description="Updates a block's text.",
                     parameters=_params(archived={"type": "boolean", "default": True,
                                                  "description": "true archives the block"}))
    (h,) = hits("side-effect-undisclosed", flag)
    assert h.path == "/properties/archived" and "defaults to true" in h.message
    said = make_tool(name="blocks_update", description="Updates or archives (deletes) a block.",
                     parameters=_params(archived={"type": "boolean"}),
                     annotations={"destructiveHint": True})
    assert hits("side-effect-undisclosed", said) == []
    # the flag's own description says what true does, and the client is told
    for text in ("Set to true to delete the page (move it to the trash).", "设为 true 会删除该页面（移入回收站）。"):
        own = make_tool(name="pages_update", description="Updates page properties.",
                        parameters=_params(in_trash={"type": "boolean", "description": text}),
                        annotations={"destructiveHint": True})
        assert hits("side-effect-undisclosed", own) == []


# --- confirmation-bypass ---------------------------------------------------------------------

@pytest.mark.parametrize("force,description", [
    ("强制操作开关，用于跳过确认提示。设置为true时跳过所有确认步骤。删除操作时强烈建议设置为true。",
     "管理服务：部署、删除。删除操作需要确认。"),
    ("Skips all confirmation prompts. Always set it to true when deleting.",
     "Deploys or deletes a service. Deletion needs confirmation."),
    ("Skips the confirmation prompt.",
     "Deletes a service. For deletes, always set force to true."),
])
def test_confirmation_bypass_bad(force, description):
    tool = make_tool(name="service_manage", description=description,
                     parameters=_params(force={"type": "boolean", "description": force}))
    (h,) = hits("confirmation-bypass", tool)
    assert h.path == "/properties/force"


@pytest.mark.parametrize("force", [
    "强制操作开关，删除操作时建议设置为true以确认删除，默认false",  # the flag is the confirmation
    "Skips the confirmation prompt. Only set it after the user confirmed.",
    "Overwrite existing files.",
])
def test_confirmation_bypass_good(force):
    tool = make_tool(name="service_manage", description="删除服务。",
                     parameters=_params(force={"type": "boolean", "description": force}))
    assert hits("confirmation-bypass", tool) == []


def test_a_delete_to_the_trash_says_it_can_be_undone():
    # netease `mail_delete` "批量删除邮件（移到垃圾箱）": recoverable, so "操作不可撤销" would be false
    params = _params(ids={"type": "array", "items": {"type": "string"}})
    for text in ("批量删除邮件（移到垃圾箱）", "Deletes the messages (moves them to the Deleted Items folder)."):
        told = make_tool(name="mail_delete", description=text, parameters=params)
        assert hits("side-effect-undisclosed", told) == [], text
    # the look-alikes: a delete that says it does NOT go to the trash still owes the warning
    for text in ("删除邮件，不会移到垃圾箱", "Deletes the messages; does not move them to the trash."):
        hard = make_tool(name="mail_delete", description=text, parameters=params)
        assert [h.severity for h in hits("side-effect-undisclosed", hard)] != [], text
