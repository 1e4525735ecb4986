"""What a user sees by default (error + warning) only where it is worth acting on: the context
each rule now reads (a read tool whose parameters are all required, a self-evident minimum, a
message id called `ts`...), in English and Chinese variants."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

# ------------------------------------------------------------------ additional-properties-open


def _open(props, required, **kw):
    return {"type": "object", "properties": props, "required": required, **kw}


@pytest.mark.parametrize("name,description,schema,annotations", [
    # read / compute tools whose parameters are all required: the same answer or an error anyway
    ("weather_get_forecast", "Returns the forecast for a city.",
     _open({"city": {"type": "string"}, "days": {"type": "integer"}}, ["city", "days"]), None),
    ("express_track_parcel", "根据快递单号查询物流轨迹。",
     _open({"tracking_no": {"type": "string", "description": "快递单号"}}, ["tracking_no"]), None),
    ("text-summary-zh", "对输入的中文文本生成摘要。",  # `text` is a noun here, not "send a text"
     _open({"text": {"type": "string"}}, ["text"]), None),
    ("fleet_vehicle_position", "Where a vehicle is now.",
     _open({"vehicle_id": {"type": "string"}}, ["vehicle_id"]), {"readOnlyHint": True}),
    ("clock_now", "Returns the current time.", {"type": "object", "properties": {}}, None),
])
def test_open_arguments_of_a_read_tool_with_only_required_keys_is_info(name, description, schema,
                                                                          annotations):
    t = make_tool(name, description, schema, annotations=annotations)
    (h,) = hits("additional-properties-open", t)
    assert h.path == "" and h.severity == "info"
    assert h.fix == ({"op": "add", "path": "/additionalProperties", "value": False},)


@pytest.mark.parametrize("name,description,props,misspelt", [
    ("docs_search_pages", "Searches the wiki.", {"query": {"type": "string"},
                                                 "page_size": {"type": "integer"},
                                                 "space_key": {"type": "string"},
                                                 "label": {"type": "string"}}, "pageSize"),
    ("酒店_搜索", "按城市搜索酒店。", {"city": {"type": "string"},
                                "maxPrice": {"type": "number", "description": "最高价格（元）"},
                                "minStars": {"type": "integer"},
                                "district": {"type": "string", "description": "区县"}},
     "max_price"),
    # three optional fields of a write: one misspelt and dropped, the call silently does
    # something else (one or two optional fields are info: `test_open_objects_and_levels`)
    ("storage_upload_text", "Uploads text as an object.", {"key": {"type": "string"},
                                                           "over_write": {"type": "boolean"},
                                                           "content_type": {"type": "string"},
                                                           "bucket": {"type": "string"}},
     "overWrite"),
    ("订单_取消", "取消指定的订单。", {"order_no": {"type": "string"},
                                     "name_space": {"type": "string", "description": "命名空间"},
                                     "reason_code": {"type": "string", "description": "取消原因代码"},
                                     "notify": {"type": "boolean", "description": "是否通知买家"}},
     "nameSpace"),
])
def test_open_arguments_with_an_optional_key_names_it(name, description, props, misspelt):
    t = make_tool(name, description, _open(props, [next(iter(props))]))
    (h,) = hits("additional-properties-open", t)
    optional = list(props)[1]
    # shown only for the write that loses its target (`bucket`) when misspelt
    assert h.severity == (None if name == "storage_upload_text" else "info")
    assert f"`{optional}`" in h.message
    assert f"(`{misspelt}` for `{optional}`)" in h.message
    assert h.fix is not None


@pytest.mark.parametrize("name,description,annotations", [
    # the author says money or a commitment is at stake: an invented option ignored is a risk
    # (a delete that "cannot be undone" was here until round 54: fresh reviewers 1 U / 9 N)
    ("workspace_change_seats", "Changes the seat count. Only call after the user confirmed it: "
                               "the change is prorated on the next invoice.", None),
    ("会议室_预订", "为用户预订会议室，仅在用户确认后调用；超时未使用会产生违约金。", None),
])
def test_open_arguments_of_a_state_changing_tool_warns(name, description, annotations):
    t = make_tool(name, description, _open({"item_id": {"type": "string"}, "reason": {
        "type": "string"}}, ["item_id", "reason"]), annotations=annotations)
    (h,) = hits("additional-properties-open", t)
    assert h.severity is None and "changes state" in h.message and h.fix is not None


@pytest.mark.parametrize("name,description,annotations", [
    # every argument required and only a verb says it writes: the call fails on a misspelt
    # key, and an invented one changes nothing
    ("labels_delete_label", "Delete a label.", None),
    # nor a text that only says the delete cannot be undone (round 54)
    ("calendar_delete_event", "Deletes one event from the user's calendar. It cannot be undone.",
     None),
    ("库存_清空批次", "清空指定批次的库存记录，清空后无法恢复。", None),
    ("chat_reply_to_thread", "Reply to a specific message thread.", None),
    ("模块_创建", "在项目中创建模块。", None),
    ("sessions_end", "Ends a session.", {"readOnlyHint": False}),
    # `destructiveHint` alone: every argument given, an invented one changes nothing
    ("sessions_end", "Ends a session.", {"readOnlyHint": False, "destructiveHint": True}),
    ("记忆_重命名", "重命名一条记忆。", {"destructiveHint": True}),
    # a rule of when to call says nothing of what is at stake
    ("库存_修改数量", "修改商品的库存数量，会立即生效，仅在用户确认后调用。", None),
    ("notes_remove_note", "Remove a note. Only call this when the user explicitly asked for it.",
     {"destructiveHint": True}),
    ("pipeline_start_run", "Start a pipeline run; the run waits for human approval before "
                           "deploying.", None),
    # a money verb or a bill without a word of owning up: every argument given, an invented
    # one changes nothing
    ("tickets_buy", "Buys concert tickets for the given show and seat count.", None),
    ("账户_转账", "向指定账户转账。", None),
    ("workspace_change_seats", "Changes the seat count; prorated on the next invoice.", None),
])
def test_open_arguments_of_a_write_tool_with_only_required_arguments_is_info(
        name, description, annotations):
    t = make_tool(name, description, _open({"project_id": {"type": "string"}, "label_id": {
        "type": "string"}}, ["project_id", "label_id"]), annotations=annotations)
    (h,) = hits("additional-properties-open", t)
    assert h.severity == "info" and h.fix is not None


@pytest.mark.parametrize("name,description,props", [
    # one optional field that falls back to a default: a read, or a write's setting with a
    # default; dropped, the call still does what was asked
    ("news_top_stories", "Returns the top stories.", {"num_stories": {"type": "integer", "default": 10}}),
    ("web_search", "Searches the web.", {"query": {"type": "string"},
                                         "max_results": {"type": "integer"}}),
    ("网页_提取链接", "提取网页中的全部链接。", {"url": {"type": "string"},
                                       "absolute_urls": {"type": "boolean", "description": "是否返回绝对地址"}}),
    ("cdn_bind_play_domain", "Binds a play domain to a live stream.",
     {"domain": {"type": "string"}, "domain_type": {"type": "string", "default": "live"}}),
])
def test_open_arguments_with_one_optional_field_that_falls_back_is_info(name, description, props):
    t = make_tool(name, description, _open(props, list(props)[:-1] if len(props) > 1 else []))
    (h,) = hits("additional-properties-open", t)
    assert h.severity == "info" and h.fix is not None


@pytest.mark.parametrize("name,description,props,groups,write", [
    # one of two alternatives must be sent (`anyOf` of `required`): a misspelt one alone fails
    ("vision_detect_objects", "Detects the objects in an image.",
     {"image_url": {"type": "string"}, "image_path": {"type": "string"}},
     [["image_url"], ["image_path"]], False),
    ("文档_上传", "把文档上传到知识库。", {"file_url": {"type": "string"}, "file_id": {"type": "string"}},
     [["file_url"], ["file_id"]], True),
])
def test_open_arguments_whose_optional_fields_are_required_alternatives_is_info(
        name, description, props, groups, write):
    t = make_tool(name, description, {"type": "object", "properties": props,
                                      "anyOf": [{"required": g} for g in groups]})
    (h,) = hits("additional-properties-open", t)
    assert h.severity == "info" and h.fix is not None
    assert "are optional" not in h.message


def test_open_arguments_beside_required_alternatives_names_only_the_optional_field():
    t = make_tool("speech_transcribe", "Transcribes an audio file.", {
        "type": "object", "properties": {"audio_url": {"type": "string"},
                                         "audio_name": {"type": "string"},
                                         "speaker_count": {"type": "integer"},
                                         "with_timestamps": {"type": "boolean"},
                                         "language_code": {"type": "string"}},
        "oneOf": [{"required": ["audio_url"]}, {"required": ["audio_name"]}]})
    (h,) = hits("additional-properties-open", t)
    assert "`speaker_count`, `with_timestamps`, `language_code` are optional" in h.message


@pytest.mark.parametrize("name,description,params", [
    ("map_draw_route", "Draws a route on the map.", {"type": "OBJECT", "properties": {
        "path": {"type": "ARRAY", "items": {"type": "STRING"}},
        "line_color": {"type": "STRING"}, "zoom_level": {"type": "INTEGER"}}}),
    ("灯光_设置", "设置灯光的颜色和亮度。", {"type": "OBJECT", "properties": {
        "rgb_hex": {"type": "STRING"}, "brightness": {"type": "NUMBER"}}, "required": ["rgb_hex"]}),
])
def test_open_arguments_of_a_gemini_declaration_is_info_in_words(name, description, params):
    from workbench import load

    (t,) = load({"functionDeclarations": [{"name": name, "description": description,
                                           "parameters": params}]})
    assert t.source_format == "gemini"
    (h,) = hits("additional-properties-open", t)
    assert h.severity == "info" and h.fix is None and "executor" in h.message


def test_open_arguments_of_a_strict_read_tool_warns():
    t = make_tool("order_get_status", "根据订单号查询订单状态。只读。",
                  _open({"order_id": {"type": "string"}}, ["order_id"]), strict=True)
    (h,) = hits("additional-properties-open", t)
    assert h.severity is None and "strict: true" in h.message and "changes state" not in h.message


# ------------------------------------------------------------------ range-missing

def _num_tool(name, prop, description, schema_type="integer", tool="records_list"):
    return make_tool(tool, "", {"type": "object", "properties": {
        prop: {"type": schema_type, "description": description}}})


@pytest.mark.parametrize("prop,description", [
    ("offset", "Number of records to skip before the first one returned."),
    ("skip", "跳过的记录数"),
    ("maxAge", "How old a cached copy may be, in milliseconds."),
    ("cache_max_age", "缓存最长有效期（秒）"),
])
def test_self_evident_minimum_and_a_cache_age_are_info(prop, description):
    (h,) = hits("range-missing", _num_tool("", prop, description))
    assert h.severity == "info" and h.fix is None


def test_a_stated_numbering_start_is_the_minimum_not_a_missing_range():
    # "页码，从 1 开始" states the minimum: prose-only-constraint asks for `minimum: 1`, so the
    # same spot is not also reported as a number without a range
    tool = _num_tool("", "page", "页码，从 1 开始")
    (h,) = hits("prose-only-constraint", tool)
    assert h.fix is not None and {"op": "add", "path": "/properties/page/minimum", "value": 1} in h.fix
    assert hits("range-missing", tool) == []


@pytest.mark.parametrize("prop,description", [
    ("line_count", "Number of lines to read. If None, reads the entire file."),
    ("max_rows", "Rows to return; when omitted, returns all rows."),
    ("responseBytesLimit", "Bytes to return. This value is capped by the server's configured "
                           "maximum and cannot be exceeded."),
    ("limit", "返回条数，不填则返回全部"),
    ("page_size", "每页条数，上限由服务端配置"),
    # the default is the toolkit's or the client's own setting: no number would be true
    ("num_results", "Results to return. Defaults to the toolkit's num_results."),
    ("timeout", "Seconds to wait; defaults to the client's timeout."),
    ("top_k", "返回条数，默认为服务端的配置值。"),
])
def test_a_range_the_text_gives_a_meaning_or_leaves_to_the_server_is_silent(prop, description):
    assert hits("range-missing", _num_tool("", prop, description)) == []


@pytest.mark.parametrize("prop,description", [
    ("days", ""), ("nights", "入住晚数"), ("age", "The person's age in years."),
    ("min_age", "Youngest age of the members to list."),
])
def test_a_cap_nothing_states_is_info(prop, description):
    # fresh reviewers: "no bound to encode, a model picks a sane value" (round 49)
    (h,) = hits("range-missing", _num_tool("", prop, description))
    assert h.severity == "info"


# ------------------------------------------------------------------ format-missing

@pytest.mark.parametrize("name,props", [
    ("chat_pin_message", {"timestamp": {"type": "string",
                                        "description": "Timestamp of the message to pin."}}),
    ("chat_reply", {"thread_timestamp": {"type": "string", "description": "Where to reply."}}),
    ("im_add_reaction", {"timestamp": {"type": "string", "description": "要添加表情的消息的时间戳"}}),
])
def test_a_timestamp_naming_a_chat_message_is_not_a_date(name, props):
    assert hits("format-missing", make_tool(name, "", {"type": "object", "properties": props})) == []


@pytest.mark.parametrize("props", [
    {"timestamp": {"type": "string", "description": "When the reading was taken."}},
    {"start_timestamp": {"type": "string", "description": "开始时间"}},
])
def test_a_timestamp_that_is_a_time_still_warns(props):
    (h,) = hits("format-missing", make_tool("sensor_log_reading", "", {"type": "object",
                                                                         "properties": props}))
    assert h.severity is None


@pytest.mark.parametrize("desc", ["Where to send the report.", "接收报告的邮箱"])
def test_an_email_without_format_is_info(desc):
    (h,) = hits("format-missing", make_tool("reports_subscribe", "", {"type": "object", "properties": {
        "email": {"type": "string", "description": desc}}}))
    assert h.severity == "info"


# ------------------------------------------------------------------ array-unbounded

@pytest.mark.parametrize("name,description,prop", [
    ("calendar_create_event", "Creates one event and invites the attendees.", "attendee_emails"),
    ("helpdesk_create_ticket", "创建一个工单并通知处理人。", "watcher_ids"),
    ("crm_add_contact", "Adds a contact to the address book.", "group_ids"),
])
def test_a_list_describing_the_one_thing_created_is_not_a_batch(name, description, prop):
    t = make_tool(name, description, {"type": "object", "properties": {
        "title": {"type": "string"}, prop: {"type": "array", "items": {"type": "string"}}}})
    assert hits("array-unbounded", t) == []


@pytest.mark.parametrize("name,description,prop", [
    ("helpdesk_close_tickets", "批量删除工单，删除后无法恢复。", "ticket_ids"),
    ("mail_send_invoice", "Sends the invoice to every recipient.", "recipient_ids"),
    ("catalog_delete_products", "删除商品，删除后无法恢复。", "product_ids"),
    ("seats_release_holds", "Bulk-releases the held seats.", "seat_ids"),
    ("wallet_refund_payments", "Refunds the given payments to the buyers.", "payment_ids"),
])
def test_a_batch_the_call_acts_on_still_warns(name, description, prop):
    t = make_tool(name, description, {"type": "object", "properties": {
        prop: {"type": "array", "items": {"type": "string"}}}})
    (h,) = hits("array-unbounded", t)
    assert h.severity is None


@pytest.mark.parametrize("name,description,prop,annotations", [
    # a delete or an edit whose text says nothing of what is at stake: no known limit to state
    # (reviewers of fresh tools: "an account has few", "ids come from a dry run")
    ("catalog_delete_products", "删除商品", "product_ids", None),
    ("glossary_delete_terms", "Deletes terms from a glossary in your account.", "term_ids",
     {"destructiveHint": True}),
    ("code_apply_edits", "Applies the edits listed by a preview call.", "edit_ids", None),
])
def test_a_batch_whose_text_says_nothing_at_stake_is_info(name, description, prop, annotations):
    t = make_tool(name, description, {"type": "object", "properties": {
        prop: {"type": "array", "items": {"type": "string"}}}, "required": [prop]},
        annotations=annotations)
    (h,) = hits("array-unbounded", t)
    assert h.severity == "info"


# ------------------------------------------------------------------ style-consistency

def test_dotted_paths_are_not_a_naming_style():
    from support import rule_findings

    flat = [make_tool(name="image_gen", description="根据文本生成图片。", parameters={
                "type": "object", "properties": {"input.text.prompt": {"type": "string"},
                                                 "parameters.size": {"type": "string"}}}),
            make_tool(name="wordart_gen", description="生成艺术字。", parameters={
                "type": "object", "properties": {"input.text.text_content": {"type": "string"},
                                                 "input.texture_style": {"type": "string"}}}),
            make_tool(name="asr_transcribe", description="Transcribes audio.", parameters={
                "type": "object", "properties": {"audio_path": {"type": "string"}}})]
    found = rule_findings(flat, categories={"style-consistency"})
    assert [f for f in found if f[1] == "param-naming-style-mixed"] == []


def test_tool_style_and_set_language_are_pedantic():
    from workbench.linter.catalogue import all_rules

    rules = all_rules()
    assert rules["tool-naming-style-mixed"].group == "pedantic"
    assert rules["description-language-mixed-set"].group == "pedantic"


@pytest.mark.parametrize("lang_desc", ["Searches flights by route.", "按出发和到达城市查询航班。"])
def test_a_whole_tool_in_the_style_of_the_sets_tool_names_is_info(lang_desc):
    from support import rule_findings

    tools = [make_tool(name="searchFlightsByNumber", description=lang_desc, parameters={
                 "type": "object", "properties": {"flight_number": {"type": "string"},
                                                  "flight_date": {"type": "string"}}}),
             make_tool(name="getAirportWeather", description=lang_desc, parameters={
                 "type": "object", "properties": {"airport_code": {"type": "string"}}}),
             make_tool(name="searchFlightItineraries", description=lang_desc, parameters={
                 "type": "object", "properties": {"depCityCode": {"type": "string"},
                                                  "arrCityCode": {"type": "string"}}})]
    found = [f for f in rule_findings(tools, categories={"style-consistency"})
             if f[1] == "param-naming-style-mixed"]
    assert [(f[0], f[2]) for f in found] == [("searchFlightItineraries", "info")]


# ------------------------------------------------------------------ mega-tool-mixed-actions

def _action_tool(name, description, values, param="action"):
    return make_tool(name, description, {"type": "object", "properties": {
        param: {"type": "string", "enum": values}, "path": {"type": "string"}},
        "required": [param]})


@pytest.mark.parametrize("name,description,values,param", [
    ("file_editor", "View, create and edit files.", ["view", "create", "str_replace", "insert",
                                                     "undo_edit"], "command"),
    ("notes_manage", "管理笔记：查看、更新或追加内容。", ["get", "update", "append"], "action"),
])
def test_reads_next_to_content_edits_are_info(name, description, values, param):
    (h,) = hits("mega-tool-mixed-actions", _action_tool(name, description, values, param))
    assert h.severity == "info"


@pytest.mark.parametrize("name,description,values", [
    ("apps_manage", "Deploys, deletes and inspects apps.", ["getAppStatus", "deployApp", "deleteApp"]),
    ("消息_管理", "查询或发送消息。", ["list", "send"]),
])
def test_reads_next_to_a_destroying_or_sending_action_are_info_naming_it(name, description, values):
    # reviewers split on grouping a resource's reads and writes (a design, the split a
    # redesign): info, with the write that destroys or sends named first
    (h,) = hits("mega-tool-mixed-actions", _action_tool(name, description, values))
    assert h.severity == "info"
    assert ("deleteApp" in h.message) if "deleteApp" in values else ("send" in h.message)


@pytest.mark.parametrize("values", [["getUploadUrl", "deployApp", "deleteApp"],
                                    ["fetch_signed_upload_url", "publish_site", "delete_site"]])
def test_a_url_for_an_upload_is_no_read(values):
    assert hits("mega-tool-mixed-actions", _action_tool("sites_manage", "Manages sites.", values)) == []


# ------------------------------------------------------------------ near-duplicate-tools

@pytest.mark.parametrize("old_desc", [
    "Tracks the tasks of a plan.\n\n" + "Keep each task short and specific. " * 8
    + "Remove obsolete tasks from the list entirely. " + "Mark tasks done when finished. " * 8
    + "For code changes use the edit tool.",
    "管理任务列表。" + "每个任务要简短具体。" * 20 + "请把已废弃的任务从列表中删除。" + "完成后标记为完成。" * 20
    + "修改代码请用 edit 工具。",
])
def test_obsolete_said_of_something_else_is_no_deprecation(old_desc):
    tracker = make_tool("task_tracker", old_desc, {"type": "object", "properties": {
        "command": {"type": "string"}}})
    edit = make_tool("edit", "Replaces text in a file.", {"type": "object", "properties": {
        "path": {"type": "string"}}})
    from workbench.model import ToolSet

    found = hits("near-duplicate-tools", tracker, toolset=ToolSet((tracker, edit)))
    assert not [h for h in found if "deprecated" in h.message]


@pytest.mark.parametrize("old_desc", [
    "Manages env domains. Use manageEnv instead; this tool is deprecated.",
    "管理环境域名。此工具已废弃，请改用 manageEnv。",
])
def test_a_deprecation_naming_its_successor_still_warns(old_desc):
    from workbench.model import ToolSet

    old = make_tool("envDomainManagement", old_desc, {"type": "object", "properties": {}})
    new = make_tool("manageEnv", "Manages environments.", {"type": "object", "properties": {}})
    found = hits("near-duplicate-tools", old, toolset=ToolSet((old, new)))
    assert any("deprecated" in h.message and "manageEnv" in h.message for h in found)


# ------------------------------------------------------------------ context-cost

def _cost_finding(monkeypatch, tools, budget):
    import workbench

    monkeypatch.setenv("TOOLSCHEMA_CONTEXT_BUDGET", str(budget))
    found = [f for f in workbench.lint(tools, config=False).findings if f.rule == "context-cost"]
    return found[0] if found else None


def _tools(n, description, extra=None):
    return [{"name": f"crm_get_record_{i}", "description": description,
             "parameters": {"type": "object", "properties": {"record_id": {"type": "string"},
                                                             **(extra or {})}}}
            for i in range(n)]


def test_a_set_just_past_the_budget_is_info_and_far_past_is_a_warning(monkeypatch):
    tools = _tools(12, "Returns one CRM record by its id, with owner and stage. 只读。")
    from workbench.costing import cost

    tokens = cost(tools).providers["openai-chat"].tokens
    assert _cost_finding(monkeypatch, tools, int(tokens / 1.2)).severity == "info"
    assert _cost_finding(monkeypatch, tools, int(tokens / 2)).severity == "warning"
    assert _cost_finding(monkeypatch, tools, tokens + 10) is None


def test_a_small_enum_is_not_named_as_the_biggest_contributor(monkeypatch):
    stages = {"stage": {"type": "string", "enum": [f"stage_{i}" for i in range(40)]}}
    import hashlib

    tools = _tools(1, "Returns one CRM record.", stages)
    for i in range(30):  # thirty different descriptions: no repeated text to name either
        tools.append({"name": f"crm_tool_{i}", "description": " ".join(
            hashlib.sha256(f"{i}-{k}".encode()).hexdigest() for k in range(4)),
            "parameters": {"type": "object", "properties": {}}})
    finding = _cost_finding(monkeypatch, tools, 1000)
    assert finding is not None and "biggest contributor" not in finding.message


# ------------------------------------------------------------------ name-vague

@pytest.mark.parametrize("name,description", [
    ("read_file", "Read file from disk"),
    ("write_file", "写入本地文件"),
    ("list_files", "List files in the working directory."),
])
def test_a_generic_object_whose_place_is_said_is_not_vague(name, description):
    assert hits("name-vague", make_tool(name, description)) == []


@pytest.mark.parametrize("name,description", [("getFiles", "Gets files."), ("get_items", "获取条目")])
def test_a_generic_object_said_nowhere_is_still_vague(name, description):
    (h,) = hits("name-vague", make_tool(name, description))
    assert h.severity is None


# ------------------------------------------------------------------ description-too-short

@pytest.mark.parametrize("name,description", [
    ("read_file", "Read file from disk"),
    ("wordart_texture_generation", "生成艺术字纹理图片"),
    ("fx_convert_amount", "Converts an amount to euros"),
])
def test_a_short_whole_phrase_of_a_tool_that_changes_nothing_is_info(name, description):
    (h,) = hits("description-too-short", make_tool(name, description))
    assert h.severity == "info"


@pytest.mark.parametrize("name,description", [
    ("write_file", "Write file to disk"),
    ("create_repository", "Create a new GitLab project"),
    ("doc_parser", "解析文件"),
    ("map_poi_extract", "POI智能标注"),
    ("订单_取消", "取消当前用户的订单"),
])
def test_a_short_description_of_a_write_tool_or_a_label_warns(name, description):
    (h,) = hits("description-too-short", make_tool(name, description))
    assert h.severity is None


@pytest.mark.parametrize("name,description", [
    ("order_query_list", "查询订单"), ("query", "查询药品相互作用"), ("query", "Looks up drug interactions"),
])
def test_a_short_label_or_a_vague_name_keeps_the_warning(name, description):
    # with an input to fill (an input-less tool that changes nothing may say less); "查询订单列表"
    # over `user_id` is info: the input names whose orders (test_short_gaps.py)
    params = obj({"user_id": {"type": "string", "description": "用户 ID，来自 list_users。"}})
    (h,) = hits("description-too-short", make_tool(name, description, parameters=params))
    assert h.severity is None


# ------------------------------------------------------------------ description-mixed-language

@pytest.mark.parametrize("desc", [
    "日志查询语句，例如 `(src:app OR src:system) AND log:\"START RequestId\"`，聚合："
    "`| select request_id, max(status_code) as status where retry_num=0 and status_code!=202 "
    "group by request_id`；事件：`eventType:(MysqlFreeze OR MysqlRecover OR MysqlSlowQuery)`，详见 "
    "https://cloud.tencent.com/document/api/876/128127",
    "SQL 语句，例如：\n```\n-- the users of the city that is set and the age of which is over 18\n"
    "select name from users where age > 18 and city is not null\n```\n只读。",
])
def test_code_examples_in_chinese_prose_are_not_mixed_language(desc):
    t = make_tool("logs_search", "查询日志。", {"type": "object", "properties": {
        "query": {"type": "string", "description": desc}}})
    assert hits("description-mixed-language", t) == []


def test_an_english_sentence_in_chinese_prose_is_still_mixed():
    t = make_tool("logs_search", "查询日志。Use this tool when the user asks for the logs.",
                  {"type": "object", "properties": {"query": {"type": "string",
                                                              "description": "查询语句"}}})
    (h,) = hits("description-mixed-language", t)
    assert h.severity is None or h.severity == "info"


# ------------------------------------------------------------------ param-missing-description

@pytest.mark.parametrize("sort_desc", ["How to sort, as in MongoDB's cursor.sort().",
                                       "排序方式，与 MongoDB cursor.sort() 相同。"])
def test_a_field_of_a_maps_value_schema_is_info(sort_desc):
    t = make_tool("db_find", "Finds documents.", {"type": "object", "properties": {
        "sort": {"type": "object", "description": sort_desc, "additionalProperties": {"anyOf": [
            {"type": "integer", "enum": [1, -1]},
            {"type": "object", "properties": {"$meta": {"type": "string"}}}]}}}})
    found = hits("param-missing-description", t)
    assert found and all(h.severity == "info" for h in found)


def test_an_undescribed_id_still_warns():
    t = make_tool("tunnels_stop", "Stops a port forward.", {"type": "object", "properties": {
        "id": {"type": "string"}}, "required": ["id"]})
    (h,) = hits("param-missing-description", t)
    assert h.severity is None


# ------------------------------------------------------------------ param-name-misleading

@pytest.mark.parametrize("name,description,props,better", [
    ("vision_describe", "Describes a picture. Input should be a url to an image.",
     {"query": {"type": "string"}}, "image_url"),
    ("ocr_read", "识别文档中的文字。", {"query": {"type": "string", "description": "文档的链接"}},
     "document_url"),
    ("stocks_quote", "Latest quote for a stock. The input should be the ticker you want a quote for.",
     {"q": {"type": "string"}}, "ticker"),
    ("config_get_value", "Reads a value. Input to this tool is the path to the key, e.g. a.b.c.",
     {"tool_input": {"type": "string"}}, "path"),
])
def test_a_generic_input_name_holding_a_url_path_or_ticker_warns(name, description, props, better):
    (h,) = hits("param-name-misleading", make_tool(name, description, {
        "type": "object", "properties": props}))
    assert h.severity is None and f"`{better}`" in h.message


@pytest.mark.parametrize("description,default", [
    ("Input is an empty string, output is the list of tables.", ""),
    ("输入应为空字符串，输出所有表名。", None),
])
def test_an_input_that_must_be_empty_is_no_parameter(description, default):
    prop = {"type": "string"} if default is None else {"type": "string", "default": default}
    (h,) = hits("param-name-misleading", make_tool("tables_list", description, {
        "type": "object", "properties": {"tool_input": prop}}))
    assert "takes nothing" in h.message


@pytest.mark.parametrize("name,description,props", [
    ("web_search", "Searches the web. Input should be a search query.", {"query": {"type": "string"}}),
    ("sql_run", "Runs SQL.", {"query": {"type": "string", "description": "A correct SQL query."}}),
    ("kb_search", "检索知识库。", {"input": {"type": "string",
                                     "description": "支持模块名、文档标题、层级路径或 URL。"}}),
    ("fetch_page", "Fetches a page.", {"url": {"type": "string", "description": "The url to fetch."}}),
    ("two_inputs", "Input should be a url to an image.", {"query": {"type": "string"},
                                                         "limit": {"type": "integer"}}),
])
def test_a_query_that_is_a_query_or_a_lookup_key_is_silent(name, description, props):
    assert hits("param-name-misleading", make_tool(name, description, {
        "type": "object", "properties": props})) == []


# ------------------------------------------------------------------ mega-tool-action-payload

def _payload_tool(name, enum, payload_desc):
    action = {"type": "string"} if enum is None else {"type": "string", "enum": enum}
    return make_tool(name, "", {"type": "object", "properties": {
        "action": action, "params": {"type": "object", "description": payload_desc}},
        "required": ["action"]})


@pytest.mark.parametrize("enum,desc", [
    (["createFunction", "updateFunction", "invokeFunction"], "invokeFunction 的调用参数"),
    (["runQuery", "describeTaskStatus", "getInstanceInfo"], "Official request body for describeTaskStatus."),
])
def test_a_payload_of_a_few_named_harmless_actions_is_silent(enum, desc):
    assert hits("mega-tool-action-payload", _payload_tool("functions_manage", enum, desc)) == []


@pytest.mark.parametrize("enum,desc", [
    (["provisionMySQL", "destroyMySQL", "runStatement"],
     "action=provisionMySQL 或 action=destroyMySQL 使用的官方请求载荷"),
    (["createAgent", "updateAgent", "deleteAgent"], ""),
    (["acknowledge", "assign", "resolve"], "Operation-specific arguments, e.g. {\"assignee\": "
                                           "\"E-7712\"} for assign."),
    (["acknowledge", "assign", "resolve"], "各操作的参数，例如 assign 时传 {\"assignee\": \"E-7712\"}。"),
])
def test_a_payload_shared_with_a_destroying_action_or_undescribed_warns(enum, desc):
    (h,) = hits("mega-tool-action-payload", _payload_tool("db_manage", enum, desc))
    assert h.severity is None


def test_a_passthrough_of_any_api_action_is_info():
    (h,) = hits("mega-tool-action-payload", _payload_tool(
        "cloud_call_api", None, "Action 对应的参数对象，键名与官方 API 定义一致。"))
    assert h.severity == "info" and "passes" in h.message


# ------------------------------------------------------------------ type-number-for-integer

@pytest.mark.parametrize("name,description,prop,text", [
    # an id typed number: the model copies it from another call's result, never makes one up
    ("browser_take_screenshot", "Takes a screenshot of a page.", "tabId",
     "Tab to capture, from list_tabs."),
    ("工单_关闭", "关闭指定工单。", "ticket_id", "工单编号，来自工单列表。"),
    ("repo_merge_request_approve", "Approves a merge request.", "merge_request_id", ""),
])
def test_an_id_typed_number_is_info_with_its_fix(name, description, prop, text):
    t = make_tool(name, description, {"type": "object", "properties": {
        prop: {"type": "number", "description": text}}, "required": [prop]})
    (h,) = hits("type-number-for-integer", t)
    assert h.severity == "info" and "identifier" in h.message
    assert h.fix == ({"op": "replace", "path": f"/properties/{prop}/type", "value": "integer"},)


# (round 23: a paging or result-size knob, `page_size`, `limit` of results, is info with its
# fix, tests/test_paging_knobs_and_told_forms.py; a count that sets what the call does still warns)
@pytest.mark.parametrize("prop,text", [("quantity", "Units to reserve."), ("max_retries", "最多重试次数。")])
def test_a_count_typed_number_still_warns(prop, text):
    t = make_tool("records_reserve", "Reserves records.", {"type": "object", "properties": {
        prop: {"type": "number", "description": text}}})
    (h,) = hits("type-number-for-integer", t)
    assert h.severity is None and h.fix is not None


# ------------------------------------------------------------------ mega-tool-mixed-actions

def _planner(name, description, actions_text, enum):
    return make_tool(name, description, {"type": "object", "properties": {
        "action": {"type": "string", "enum": enum, "description": actions_text}},
        "required": ["action"]}, annotations={"readOnlyHint": True})


@pytest.mark.parametrize("name,description,actions_text,enum", [
    # a read-only planner whose change-named actions only produce plans or placeholders
    ("storage_advisor", "Answers questions about object storage.",
     "list: list the buckets; create_bucket: returns a plan (CLI and SQL) to create a bucket; "
     "delete_object: placeholder for a signed delete request",
     ["list", "create_bucket", "delete_object"]),
    ("数据库_助手", "查询数据库能力并给出操作建议。",
     "操作类型：list=列出数据表；createTable=生成建表方案；dropTable=生成删表预览，不执行",
     ["list", "createTable", "dropTable"]),
])
def test_a_read_only_planner_whose_writes_only_plan_is_not_reported(name, description,
                                                                     actions_text, enum):
    assert hits("mega-tool-mixed-actions", _planner(name, description, actions_text, enum)) == []


def test_a_read_only_tool_with_one_real_write_is_still_reported():
    t = _planner("storage_advisor", "Answers questions about object storage.",
                 "list: list the buckets; create_bucket: returns a plan to create a bucket; "
                 "delete_object: deletes the object", ["list", "create_bucket", "delete_object"])
    (h,) = hits("mega-tool-mixed-actions", t)
    assert "readOnlyHint" in h.message


@pytest.mark.parametrize("name,desc,props", [
    ("json_edit_tool", "Tool for editing JSON files with JSONPath expressions.", {
        "operation": {"type": "string", "enum": ["view", "set", "add", "remove"]},
        "file_path": {"type": "string"}, "json_path": {"type": "string"}}),
    ("yaml_编辑", "编辑 YAML 文件：查看、修改或删除某一行。", {
        "action": {"type": "string", "enum": ["view", "update", "delete"]},
        "path": {"type": "string"}, "line": {"type": "integer"}}),
])
def test_an_editors_remove_inside_one_document_is_info(name, desc, props):

    (hit,) = hits("mega-tool-mixed-actions", make_tool(name=name, description=desc,
                                                        parameters=obj(props)))
    assert hit.severity == "info"


@pytest.mark.parametrize("name,desc,props", [
    # no place inside a document: the delete removes whole records
    ("records_edit", "Edit records: list or delete them.", {
        "action": {"type": "string", "enum": ["list", "delete"]}, "record_id": {"type": "string"}}),
    ("manage_files", "管理文件：查看或删除文件。", {
        "action": {"type": "string", "enum": ["view", "delete"]}, "line": {"type": "integer"}}),
])
def test_a_delete_of_records_or_files_is_named_as_the_risky_write(name, desc, props):

    (hit,) = hits("mega-tool-mixed-actions", make_tool(name=name, description=desc,
                                                        parameters=obj(props)))
    assert hit.severity == "info" and "(delete)" in hit.message
