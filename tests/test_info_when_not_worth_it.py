"""Round 14C: findings true but not worth a user's time by default (info), each beside a
look-alike that stays a warning. English and Chinese tools, none taken from the judgements."""

from __future__ import annotations

from support import lint_findings, lint_severities, tool_doc

# additional-properties-open: every optional field incidental (a remark, analytics, paging or
# output shape of a read) -> info; one field that changes what the call does among three or more
# optional ones -> warning (one or two optional fields are info whatever they are)

APO = "additional-properties-open"
_ID = {"ticket_id": {"type": "string", "description": "Ticket to close."}}


def test_a_remark_is_the_only_optional_field_of_a_write():
    remark = tool_doc("close_ticket", "Close a support ticket.",
                      {**_ID, "closing_note": {"type": "string", "description": "Shown in history."}},
                      ["ticket_id"])
    assert lint_severities([remark], APO) == ["info"]
    zh = tool_doc("close_ticket", "关闭工单。", {**_ID, "remark": {"type": "string", "description": "备注"}},
                  ["ticket_id"])
    assert lint_severities([zh], APO) == ["info"]
    # a field that changes what is written stays a warning
    notify = tool_doc("close_ticket", "Close a support ticket.",
                      {**_ID, "closing_note": {"type": "string"},
                       "notify_customer": {"type": "boolean", "description": "Email the customer."},
                       "resolution_code": {"type": "string", "description": "Why it is closed."}},
                      ["ticket_id"])
    assert lint_severities([notify], APO) == ["warning"]


def test_paging_and_output_shape_of_a_read_are_incidental():
    props = {"page_size": {"type": "integer", "description": "Rows per page."},
             "cursor": {"type": "string"}, "verbose": {"type": "boolean"}}
    assert lint_severities([tool_doc("list_invoices", "List invoices, newest first.", props)], APO) == ["info"]
    zh = {"page": {"type": "integer", "description": "页码"},
          "output_format": {"type": "string", "description": "输出格式"}}
    assert lint_severities([tool_doc("list_invoices", "查询发票列表", zh)], APO) == ["info"]
    # a filter among them: a misspelt filter returns another result set, which the model sees
    # (a read: info all the same)
    filt = {**props, "status": {"type": "string", "description": "Only invoices in this status."}}
    assert lint_severities([tool_doc("list_invoices", "List invoices, newest first.", filt)], APO) == ["info"]
    # paging of a write is not read as incidental (a batch size of a purge changes what goes):
    # shown where the purge also loses its target (`log_group`) when misspelt
    purge = tool_doc("purge_logs", "Permanently delete old log lines.",
                     {"limit": {"type": "integer"}, "offset": {"type": "integer"},
                      "log_group": {"type": "string"}})
    assert lint_severities([purge], APO) == ["warning"]


def test_fields_the_text_says_feed_analytics():
    telemetry = {"client_name": {"type": "string", "description": "Used for usage analytics only."},
                 "client_version": {"type": "string", "description": "Telemetry: your version."}}
    assert lint_severities([tool_doc("describe_cluster", "Describe a cluster.", telemetry)], APO) == ["info"]
    zh = {"source": {"type": "string", "description": "调用来源，仅用于统计"}}
    assert lint_severities([tool_doc("describe_cluster", "查看集群详情", {**zh, "x_tag": {
        "type": "string", "description": "埋点标签"}})], APO) == ["info"]
    # a field named like analytics beside the target of a write is not incidental
    target = {"cluster_id": {"type": "string", "description": "Cluster to restart."}}
    assert lint_severities([tool_doc("restart_cluster", "Restart a cluster and its nodes.",
                                     {**telemetry, **target})], APO) == ["warning"]


def test_a_reason_chosen_from_a_closed_list_is_no_remark():
    refund = tool_doc("update_payment", "Update the refund reason of a payment.",
                      {"payment_id": {"type": "string"},
                       "reason": {"type": "string", "enum": ["duplicate", "fraudulent"]},
                       "comment": {"type": "string"}, "internal_note": {"type": "string"}},
                      ["payment_id"])
    assert lint_severities([refund], APO) == ["warning"]


# description-too-short: a short text that goes on to state a fact about a field it names is
# more than a label (info); the label alone, or the field named in the only clause, stays

DTS = "description-too-short"
_CODE = {"ts_code": {"type": "string"}, "start": {"type": "string"}}


def test_a_short_text_stating_a_field_fact_is_info_zh_and_en():
    zh = tool_doc("bond_daily", "可转债日线：ts_code 如 113050.SH。", _CODE)
    assert lint_severities([zh], DTS) == ["info"]
    fmt = tool_doc("export_sheet", "导出表格。fileType 仅支持 csv、xlsx。",
                   {"sheet": {"type": "string"}, "fileType": {"type": "string"}})
    assert lint_severities([fmt], DTS) == ["info"]
    en = tool_doc("bars_fetch", "Bars; `timeframe` 1Min.",
                  {"timeframe": {"type": "string"}, "symbol": {"type": "string"}})
    assert lint_severities([en], DTS) == ["info"]


def test_a_label_or_a_field_named_in_its_only_clause_stays_a_warning():
    assert lint_severities([tool_doc("bond_daily", "可转债行情", _CODE)], DTS) == ["warning"]
    assert lint_severities([tool_doc("weather_query", "按 city 查询天气", {"city": {"type": "string"}})],
                           DTS) == ["warning"]
    # the fact stated without the field's name is no reference to it: a label keeps the warning
    assert lint_severities([tool_doc("bond_daily", "日线：代码如 113050.SH。", _CODE)],
                           DTS) == ["warning"]
    assert lint_severities([tool_doc("bars_fetch", "Bars; timeframe 1Min.",
                                     {"timeframe": {"type": "string"}, "symbol": {"type": "string"},
                                      "start": {"type": "string", "description": "Start day, "
                                                "e.g. 2026-01-05."}})],
                           DTS) == ["warning"]


def _described(*names):
    return {n: {"type": "string", "description": f"The {n.replace('_', ' ')}."} for n in names}


def test_the_same_object_under_another_verb_is_told_apart_by_the_verb():
    read = tool_doc("get_invoice_note", "Get the note on an invoice", _described("invoice_id"))
    write = tool_doc("create_invoice_note", "Create a note on an invoice, shown to the customer.",
                     _described("invoice_id", "text"))
    assert lint_severities([read, write], DTS, "get_invoice_note") == ["info"]
    # a text not opening with the name's verb does not tell them apart
    vague = tool_doc("get_invoice_note", "The note on an invoice", _described("invoice_id"))
    assert lint_severities([vague, write], DTS, "get_invoice_note") == ["warning"]
    # round 62: a neighbour with more object words does not make the read's echo worth a
    # warning (reviewers: `getRepositoryBranchingModel` beside its `...Settings`, N 3 of 3)
    detail = tool_doc("get_invoice_note_history", "Get every past version of an invoice note.",
                      _described("invoice_id"))
    assert lint_severities([read, detail], DTS, "get_invoice_note") == ["info"]


# range-missing: several numbers of one tool with no range anywhere are one cause: one warning
# naming the others, the rest info; a number with a known range keeps its own finding

RM = "range-missing"


def _range_findings(tools):
    return [(f.path, f.severity, f.message) for f in lint_findings(tools, RM)]


def test_several_unbounded_numbers_of_a_payment_are_one_warning_en_and_zh():
    en = tool_doc("schedule_payment", "Pay a payee from the linked account.",
                  {"payee": {"type": "string"}, "amount": {"type": "number"},
                   "days": {"type": "integer"}, "retries": {"type": "integer"}})
    found = _range_findings([en])
    assert [s for _, s, _ in found] == ["warning", "info", "info"]
    assert "`days`, `retries`" in found[0][2]
    zh = tool_doc("话费充值", "为手机号充值，立即扣款。", {"amount": {"type": "number", "description": "充值金额"},
                                             "count": {"type": "integer", "description": "充值次数"}})
    found = _range_findings([zh])
    assert [s for _, s, _ in found] == ["warning", "info"]
    assert "`count`" in found[0][2]


def test_unbounded_lookbacks_of_a_read_are_info_en_and_zh():
    # "a model will not send 0 or -1 days, and any maximum would be invented" (round 49)
    en = tool_doc("get_trades", "Recent trades of a symbol.",
                  {"symbol": {"type": "string"}, "days": {"type": "integer"},
                   "hours": {"type": "integer"}, "minutes": {"type": "integer"}})
    assert {s for _, s, _ in _range_findings([en])} == {"info"}
    zh = tool_doc("query_logs", "查询日志", {"limit": {"type": "integer", "description": "返回条数"},
                                         "days": {"type": "integer", "description": "最近几天"}})
    assert {s for _, s, _ in _range_findings([zh])} == {"info"}


def test_a_lone_unbounded_number_or_a_known_range_keeps_its_warning():
    lone = tool_doc("place_trade", "Place a trade of a symbol.",
                    {"symbol": {"type": "string"}, "quantity": {"type": "integer"}})
    assert [s for _, s, _ in _range_findings([lone])] == ["warning"]
    assert "same holds" not in _range_findings([lone])[0][2]
    both = tool_doc("nearby_stops", "附近的公交站",
                    {"latitude": {"type": "number"}, "longitude": {"type": "number"},
                     "limit": {"type": "integer"}})
    sev = {p.rsplit("/", 1)[-1]: s for p, s, _ in _range_findings([both])}
    # the longitude's range only catches garbage (round 32C); the latitude's is info too since
    # round 54 (fresh reviewers of holdouts 20-29: 0 U / 9 N, "every model knows it")
    assert (sev["latitude"], sev["longitude"]) == ("info", "info")
    # the read's result cap beside them is info: the service caps a page
    assert sev.get("limit") == "info"


def test_documented_aliases_keep_every_object_open_en_and_zh():
    items = {"type": "array", "items": {"type": "object", "required": ["orderId"], "properties": {
        "orderId": {"type": "string"}, "note": {"type": "string"}}}}
    en = tool_doc("bulk_refund", "Refund orders. `orders` also accepts snake_case keys "
                  "(`order_id`), with `oid` aliasing `orderId`.",
                  {"orders": items, "dry_run": {"type": "boolean"}})
    assert set(lint_severities([en], APO)) == {"info"}
    zh = tool_doc("bulk_refund", "批量退款。orders 的元素兼容下划线字段名（order_id）。",
                  {"orders": items, "dry_run": {"type": "boolean"}})
    assert set(lint_severities([zh], APO)) == {"info"}
    # the same tool with no word of other spellings: closing is safe, so it warns
    plain = tool_doc("bulk_refund", "Refund orders.", {"orders": items, "dry_run": {"type": "boolean"}})
    assert "warning" in lint_severities([plain], APO)


# additional-properties-open (recall): an explicitly open arguments object on a write whose text
# owns up to its effect is a warning; on a read, or a write that says nothing of care, info

def _open_true(name, description, annotations=None):
    schema = {"type": "object", "additionalProperties": True, "required": ["member_id"],
              "properties": {"member_id": {"type": "string", "description": "Member number."},
                             "tier": {"type": "string", "enum": ["gold", "silver"]}}}
    tool = {"name": name, "description": description, "parameters": schema}
    if annotations is not None:
        tool = {"name": name, "description": description, "inputSchema": schema,
                "annotations": annotations}
    return tool


def test_an_explicitly_open_write_that_asks_for_care_warns_en_and_zh():
    en = _open_true("loyalty_change_tier", "Change a member's loyalty tier. Cannot be undone; "
                                           "call only after the member confirms.")
    assert lint_severities([en], APO) == ["warning"]
    zh = _open_true("loyalty_change_tier", "修改会员等级。会写入会员档案，无法撤销；仅在会员确认后调用。")
    assert lint_severities([zh], APO) == ["warning"]


def test_an_explicitly_open_read_or_a_plain_write_stays_info():
    read = _open_true("loyalty_get_tier", "查看会员等级。只读；仅在会员确认身份后调用。",
                      annotations={"readOnlyHint": True})
    assert lint_severities([read], APO) == ["info"]
    plain = _open_true("loyalty_change_tier", "Change a member's loyalty tier.")
    assert lint_severities([plain], APO) == ["info"]


# param-alias-across-tools (recall): one value under two names, its pattern with no literal part,
# read when the names identify the same thing (the words before the id word agree)

PAA = "param-alias-across-tools"


def _pair(name_a, name_b, desc, pattern="^[0-9]{5}$"):
    field = {"type": "string", "description": desc, "pattern": pattern}
    return [tool_doc("station_daily", "Daily summary of a weather station. Read-only.",
                     {name_a: field}, [name_a]),
            tool_doc("station_monthly", "Monthly summary of a weather station. Read-only.",
                     {name_b: field}, [name_b])]


def test_one_station_number_under_two_names_en_and_zh():
    assert lint_severities(_pair("station_id", "stationCode", "5-digit WMO station number, e.g. 58457."),
                           PAA) == ["warning"]
    assert lint_severities(_pair("site_no", "site_code", "监测点编号，5 位数字，例如 10231。"), PAA) == ["warning"]


def test_different_things_or_one_name_with_a_bare_pattern_stay_silent():
    assert lint_severities(_pair("station_id", "sensor_id", "5-digit number, e.g. 58457."), PAA) == []
    assert lint_severities(_pair("station_id", "station_id", "5-digit WMO station number, e.g. 58457."),
                           PAA) == []


# param-missing-description: the tool's only id, its source tool named beside "ID" in the tool's
# own description, needs no "which tool returns it"

PMD = "param-missing-description"
_LISTER = tool_doc("list_sessions", "List the open sessions with their ids.", {})


def test_an_id_whose_source_tool_the_description_names_en_and_zh():
    en = tool_doc("end_session", "End one session by ID (IDs come from list_sessions).",
                  {"session_id": {"type": "string"}}, ["session_id"])
    assert lint_severities([en, _LISTER], PMD, "end_session") == []
    zh = tool_doc("end_session", "按 ID 结束单个会话（ID 从 list_sessions 获取）。",
                  {"session_id": {"type": "string"}}, ["session_id"])
    assert lint_severities([zh, _LISTER], PMD, "end_session") == []


def test_no_source_named_or_two_ids_still_warn():
    # (round 17: "End one session by ID." over the one `session_id` is info, the text says which
    # id it takes: tests/test_record_id_by_text.py)
    bare = tool_doc("end_session", "End one session.", {"session_id": {"type": "string"}},
                    ["session_id"])
    assert lint_severities([bare, _LISTER], PMD, "end_session") == ["warning"]
    two = tool_doc("move_session", "Move a session by ID (IDs come from list_sessions).",
                   {"session_id": {"type": "string"}, "host_id": {"type": "string"}},
                   ["session_id", "host_id"])
    assert "warning" in lint_severities([two, _LISTER], PMD, "move_session")


def test_a_remark_the_tool_writes_is_its_record_not_a_remark():
    note = tool_doc("edit_note", "Edit a note on a customer record.",
                    {"customer_id": {"type": "string"}, "note": {"type": "string"},
                     "comment": {"type": "string"}, "reason": {"type": "string"}}, ["customer_id"])
    assert lint_severities([note], APO) == ["warning"]
    zh = tool_doc("edit_comment", "修改帖子的评论。",
                  {"post_id": {"type": "string"}, "comment": {"type": "string", "description": "评论"},
                   "remark": {"type": "string", "description": "备注"},
                   "reason": {"type": "string", "description": "原因"}},
                  ["post_id"])
    assert lint_severities([zh], APO) == ["warning"]
