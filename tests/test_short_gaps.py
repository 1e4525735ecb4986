"""description-too-short names the gap a short text leaves open for its kind of action
(`workbench/linter/rules/short_gaps.py`), in the tool's language, and is shown only when that gap
is open; a look-alike whose text or schema closes it is info."""

from __future__ import annotations

import pytest

from support import lint_findings, tool_doc

DTS = "description-too-short"
S = {"type": "string"}


def _d(text: str) -> dict:
    return {"type": "string", "description": text}


def _one(tools, name=None):
    tools = tools if isinstance(tools, list) else [tools]
    (f,) = lint_findings(tools, DTS, name or tools[0]["name"])
    return f


OPEN = [
    # an update with several fields: are fields left out kept or cleared?
    (tool_doc("update_ticket", "修改工单", {"id": _d("工单 ID"), "title": _d("标题"), "desc": _d("描述")}),
     "保留原值还是被清空"),
    (tool_doc("update_ticket", "Update a support ticket.", {"ticket_id": _d("Ticket id."), "title": _d("Title."),
                                                  "body": _d("Body text.")}), "kept or cleared"),
    # an update that names no field to set
    (tool_doc("update_build", "修改版本", {"id": _d("版本 ID")}), "没有要修改的字段"),
    (tool_doc("update_version", "Update a release version.", {"version_id": _d("Version id.")}),
     "name no field to set"),
    # an update of a list: replace or add?
    (tool_doc("update_paper_order", "更新试卷的题目顺序", {"paper_id": _d("试卷 ID"), "question_ids": {
        "type": "array", "items": S, "description": "题目 ID 列表"}}), "替换现有列表还是追加"),
    # a delete with no input: what does it reach?
    (tool_doc("clear_cache", "清空所有缓存数据。"), "作用于哪些对象"),
    (tool_doc("cancel_all_orders", "Cancel all open orders."), "what it reaches"),
    # a send: who receives it?
    (tool_doc("send_message", "发送消息", {"content": _d("消息内容")}), "谁会收到"),
    (tool_doc("send_message", "Send a chat message.", {"text": _d("Message text.")}), "who receives"),
    # an unqualified list over paging only: which ones, in what order?
    (tool_doc("order_query_list", "查询订单列表", {"page": _d("页码")}), "列出的是哪些"),
    # a bare search label
    (tool_doc("hotel_search", "搜索酒店", {"city": _d("城市")}), "在哪些内容里查找"),
    (tool_doc("search_articles", "Search tool.", {"query": _d("Words to look for.")}), "looks through"),
    # a get by a bare label: what comes back?
    (tool_doc("weather_get_today", "获取天气", {"city": _d("城市中文名")}), "返回什么"),
    # a transform: what comes back?
    (tool_doc("map_geocode", "地理编码服务", {"address": _d("地址")}), "返回什么"),
    (tool_doc("map_geocode", "Geocoding service.", {"address": _d("Street address.")}), "what comes back"),
    # a status change with more inputs than the record's address
    (tool_doc("start_task", "开始任务", {"id": _d("任务 ID"), "consumed": _d("已消耗工时"),
                                     "left": _d("剩余工时")}), "除了状态之外"),
    (tool_doc("start_task", "Start a work task.", {"task_id": _d("Task id."), "consumed": S}),
     "besides the status"),
    # a multi-action tool that only lists its actions
    (tool_doc("wecom_tag", "客户标签 — actions: list / add / edit / del", {"action": S, "params": S}),
     "每个 action"),
]


@pytest.mark.parametrize("tool,gap", OPEN, ids=[f"{t['name']}-{i}" for i, (t, _) in enumerate(OPEN)])
def test_an_open_gap_is_shown_and_named(tool, gap):
    f = _one(tool)
    assert f.severity == "warning"
    assert gap in f.message


CLOSED = [
    # one field to set: nothing kept or cleared
    tool_doc("update_ticket_title", "修改工单标题", {"id": _d("工单 ID"), "title": _d("新标题")}),
    tool_doc("update_ticket_title", "Change the title of a ticket.", {"ticket_id": _d("Ticket id."),
                                                               "title": _d("New title.")}),
    # the text says the update is partial
    tool_doc("update_ticket", "修改工单，仅更新传入字段", {"id": _d("工单 ID"), "title": _d("标题"),
                                                 "desc": _d("描述")}),
    tool_doc("update_ticket", "Partial update of a ticket.", {"ticket_id": _d("Ticket id."),
                                                         "title": _d("Title."), "body": _d("Body.")}),
    # the send names its audience
    tool_doc("send_message", "发送消息给指定群", {"group_id": _d("群 ID"), "content": _d("消息内容")}),
    tool_doc("send_message", "Send to the channel.", {"channel_id": _d("Channel."), "text": _d("Text.")}),
    # a list whose input names whose list
    tool_doc("order_query_list", "查询订单列表", {"user_id": _d("用户 ID"), "page": _d("页码")}),
    tool_doc("list_orders", "List customer orders.", {"customer_id": _d("Customer id.")}),
    # a get over its record's address alone
    tool_doc("get_user_detail", "获取用户信息", {"id": _d("用户 ID")}),
    tool_doc("get_user_profile", "Get a user's profile.", {"user_id": _d("User id.")}),
    # a transform whose text says what it returns
    tool_doc("map_geocode", "地址转经纬度，返回坐标", {"address": _d("地址")}),
    tool_doc("map_geocode", "Returns coordinates.", {"address": _d("Street address.")}),
    # a status change of the record alone
    tool_doc("enable_account", "启用指定企业帐号。", {"userId": _d("员工 ID")}),
    tool_doc("enable_account", "Enable a staff account.", {"account_id": _d("Account id.")}),
]


@pytest.mark.parametrize("tool", CLOSED, ids=[f"{t['name']}-{i}" for i, t in enumerate(CLOSED)])
def test_a_look_alike_that_closes_the_gap_is_not_shown(tool):
    found = lint_findings([tool], DTS, tool["name"])
    assert all(f.severity == "info" for f in found)


def test_a_read_beside_a_neighbour_that_adds_words_names_it():
    ids = {"trip_id": _d("行程 ID")}
    trip = tool_doc("get_trip", "行程基础信息（原始）", ids)
    receipt = tool_doc("get_trip_receipt", "行程对应的电子发票", ids)
    f = _one([trip, receipt], "get_trip")
    assert f.severity == "warning" and "`get_trip_receipt`" in f.message
    en = tool_doc("get_trip", "Trip basics.", {"trip_id": _d("Trip id.")})
    f = _one([en, tool_doc("get_trip_receipt", "Trip receipt.", {"trip_id": _d("Trip id.")})], "get_trip")
    assert f.severity == "warning" and "differs from `get_trip_receipt`" in f.message
    # a list of the same object is told apart by its verb
    user = tool_doc("get_user_detail", "获取用户信息", {"id": _d("用户 ID")})
    users = tool_doc("get_user_list", "获取用户列表", {"page": _d("页码")})
    assert _one([user, users], "get_user_detail").severity == "info"


def test_the_message_is_in_the_tools_language():
    zh = _one(tool_doc("update_ticket", "修改工单", {"id": _d("工单 ID"), "title": _d("标题"),
                                                  "desc": _d("描述")}))
    assert zh.message.startswith("描述") and "`title`" in zh.message
    en = _one(tool_doc("update_ticket", "Update a support ticket.", {"ticket_id": _d("Ticket id."),
                                                           "title": _d("Title."), "body": _d("Body.")}))
    assert en.message.startswith("The description") and "`title`, `body`" in en.message


@pytest.mark.parametrize("tool,gap", [
    # a booking commits the user: a charge? can it be cancelled?
    (tool_doc("book_hotel", "预订酒店房间", {"hotel_id": _d("酒店 ID"), "nights": _d("晚数")}), "是否扣费"),
    (tool_doc("book_hotel", "Book a hotel room", {"hotel_id": _d("Hotel id."), "nights": {"type": "integer"}}),
     "commits the user"),
    # a restore puts data back over what is there: not a status change
    (tool_doc("restore_backup", "Restore data from a backup", {"backup_id": _d("Backup id."),
                                                              "destination": {"type": "string"}}),
     "overwrites what is already there"),
])
def test_commits_and_restores_name_their_own_gap(tool, gap):
    f = _one(tool)
    assert f.severity == "warning" and gap in f.message


def test_a_booking_whose_text_says_the_charge_is_not_shown():
    tool = tool_doc("book_hotel", "预订房间，免费取消", {"hotel_id": _d("酒店 ID"), "nights": _d("晚数")})
    assert all(f.severity == "info" for f in lint_findings([tool], DTS, "book_hotel"))


def test_a_neighbour_that_only_holds_the_object_word_is_not_a_sibling():
    user = tool_doc("getUserInfo", "Retrieve user information", {"user_id": _d("User id.")})
    other = tool_doc("getAppUserRetention", "Retention of app users.", {"app_id": _d("App id.")})
    assert "`getAppUserRetention`" not in _one([user, other], "getUserInfo").message


def test_a_payment_is_a_commitment_not_a_plain_create():
    en = tool_doc("makePayment", "Make a mobile payment", {"amount": _d("Amount to pay."),
                                                           "card_number": _d("Card number.")})
    assert "commits the user" in _one(en).message
    zh = tool_doc("make_payment", "发起移动支付", {"amount": _d("金额"), "card_number": _d("卡号")})
    assert "是否扣费" in _one(zh).message
    # a publish names no audience with "to a platform"; "to the team channel" does
    pub = tool_doc("publishMusic", "Publish music to a platform", {"track_id": _d("Track id.")})
    assert "who receives" in _one(pub).message


def test_a_start_with_no_record_addressed_is_no_status_change():
    run = tool_doc("runEmulator", "Run an Android emulator", {"avd_name": _d("AVD name."),
                                                             "sdk_path": _d("SDK path.")})
    assert "besides the status" not in _one(run).message
    zh = tool_doc("start_game", "开始新游戏", {"game_mode": _d("模式"), "map_size": _d("地图大小")})
    assert "除了状态之外" not in _one(zh).message


def test_prefixed_names_address_the_record_in_an_update():
    upd = tool_doc("updateData", "Update data in a table", {"database_name": _d("Database."),
                                                            "table_name": _d("Table."), "column": _d("Column."),
                                                            "value": _d("New value.")})
    msg = _one(upd).message
    assert "`column`, `value`" in msg and "`database_name`" not in msg


def test_a_shorter_word_is_no_sibling():
    news = tool_doc("getNews", "Retrieve news information", {"topic": _d("Topic.")})
    other = tool_doc("getNewReligiousMovements", "Religious movements.", {"region": _d("Region.")})
    assert "`getNewReligiousMovements`" not in _one([news, other], "getNews").message


def test_a_generate_says_its_act():
    gen = tool_doc("createHorrorStory", "Generate a horror story", {"theme": _d("Story theme.")})
    assert all(f.severity == "info" for f in lint_findings([gen], DTS, "createHorrorStory"))
    label = tool_doc("solar_create_installation_order", "光伏订单", {"survey_id": _d("勘测编号"),
                                                                 "system_kwp": _d("装机容量")})
    assert "新建什么" in _one(label).message


def test_a_link_asks_add_or_replace_and_a_plain_act_is_info():
    zh = tool_doc("link_plan_bugs", "产品计划关联Bug", {"id": _d("ID"), "bugs": {"type": "array", "items": S,
                                                                          "description": "Bug ID 列表"}})
    assert "追加关联还是替换" in _one(zh).message and "`id`" in _one(zh).message
    en = tool_doc("link_plan_stories", "Link stories to a sprint", {"sprint_id": _d("Sprint id."), "stories": {
        "type": "array", "items": S, "description": "Story ids."}})
    assert "adds to the current links or replaces them" in _one(en).message
    # one act over described inputs, no concrete gap: info (en, zh)
    nav = tool_doc("browser_navigate", "Navigate to a URL", {"url": _d("The URL to open.")})
    assert all(f.severity == "info" for f in lint_findings([nav], DTS, "browser_navigate"))
    fill = tool_doc("fill_form", "填写多个表单字段", {"fields": {"type": "array", "items": S, "description": "字段"}})
    assert all(f.severity == "info" for f in lint_findings([fill], DTS, "fill_form"))
    # the same act over an undescribed input names it
    git = tool_doc("git_reset", "Unstages all staged changes", {"repo_path": S})
    assert "`repo_path` means" in _one(git).message


def test_a_noun_label_on_a_write_names_the_act_it_hides():
    props = {"target_name": _d("Object name, e.g. M31."), "night_of": _d("Observing night.")}
    en = tool_doc("observatory_schedule_observation", "Telescope scheduler.", props)
    f = _one(en)
    assert f.severity == "warning" and "`schedule`" in f.message
    zh = tool_doc("observatory_schedule_observation", "望远镜排程", props)
    assert "`schedule`" in _one(zh).message
    # a text that states the act over the same inputs: no gap
    act = tool_doc("observatory_schedule_observation", "Schedule telescope time.", props)
    assert all(f.severity == "info" for f in lint_findings([act], DTS, act["name"]))


def test_raw_http_rentals_and_other_verbs():
    put = tool_doc("playwright_put", "Perform an HTTP PUT request", {"url": _d("URL."), "value": _d("Body.")})
    assert "which URLs it may reach" in _one(put).message
    zh = tool_doc("http_put", "发送HTTP PUT请求", {"url": _d("地址"), "body": _d("请求体")})
    assert "可以访问哪些地址" in _one(zh).message
    rent = tool_doc("carRental", "Rent a car", {"city": _d("City."), "days": _d("Days.")})
    assert "commits the user" in _one(rent).message
    # a neighbour under another verb is told apart by it
    run = tool_doc("rerun_workflow_run", "Re-run an entire workflow run", {"run_id": _d("Run id.")})
    art = tool_doc("download_workflow_run_artifact", "Download an artifact.", {"run_id": _d("Run id.")})
    assert "`download_workflow_run_artifact`" not in _one([run, art], "rerun_workflow_run").message


def test_verbs_are_no_shared_object_and_an_inflected_lead_states_the_act():
    field = tool_doc("addTextField", "Add a text field to the UI", {"label": _d("Field label.")})
    overlay = tool_doc("addTextOverlay", "Overlay text on an image.", {"text": _d("Text.")})
    assert "`addTextOverlay`" not in _one([field, overlay], "addTextField").message
    git = tool_doc("git_checkout", "Switches branches", {"branch_name": _d("Branch to switch to.")})
    assert "its name names" not in " ".join(f.message for f in lint_findings([git], DTS, "git_checkout"))


def test_a_neighbour_with_another_lead_word_and_a_call_are_no_records():
    start = tool_doc("startGame", "Start a new survival game", {"mode": _d("Game mode.")})
    end = tool_doc("endGame", "End the game.", {"game_id": _d("Game id.")})
    assert "`endGame`" not in " ".join(f.message for f in lint_findings([start, end], DTS, "startGame"))
    call = tool_doc("makeCall", "Initiate a VoIP call", {"number": _d("Phone number.")})
    assert "what it creates" not in " ".join(f.message for f in lint_findings([call], DTS, "makeCall"))


def test_an_area_prefix_and_a_base_token_are_no_part_of_the_act():
    zh = tool_doc("create_testcase_directory", "[test management] 创建测试用例目录",
                  {"repo_id": _d("用例库 ID"), "name": _d("目录名")})
    assert all(f.severity == "info" for f in lint_findings([zh], DTS, zh["name"]))
    upd = tool_doc("update_records", "批量更新记录。", {"app_token": _d("多维表格 token"), "records": {
        "type": "array", "items": {"type": "object"}, "description": "记录"}})
    assert "`app_token`" not in _one(upd).message


_NEIGHBOURS = r"""
import workbench
tools = [{"name": "get_fleet_vehicle_trip", "description": "Trip details by id.", "inputSchema": {
             "type": "object", "properties": {"trip_id": {"type": "string", "description": "Trip id."}}}},
         {"name": "get_fleet_vehicle_summary", "description": "Get the summary of one fleet vehicle: mileage, "
             "fuel and service status.", "inputSchema": {"type": "object", "properties": {
             "vehicle_id": {"type": "string", "description": "Vehicle id."}}}},
         {"name": "get_vehicle_trip_map", "description": "Get the map of one vehicle trip as GeoJSON, with stops "
             "and speeds.", "inputSchema": {"type": "object", "properties": {
             "trip_id": {"type": "string", "description": "Trip id."}}}}]
print([f.message for f in workbench.lint(tools).findings if f.rule == "description-too-short"])
"""


def test_the_neighbour_a_short_text_is_told_apart_from_is_the_same_in_every_run():
    """Two neighbours share two object words each with the short tool, one word apiece: the one
    named is the first in set order, whatever order the interpreter's string hashing gives the
    words (it named either, run to run)."""
    import os
    import subprocess
    import sys

    outputs = {subprocess.run([sys.executable, "-c", _NEIGHBOURS], capture_output=True, text=True, check=True,
                              env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout for seed in range(8)}
    assert len(outputs) == 1
    assert "get_fleet_vehicle_summary" in outputs.pop()


def test_a_vendor_prefix_is_no_shared_object():
    # every tool of the server starts with `heiman_`: `heiman_get_current_user` (a user) is no
    # look-alike of `heiman_get_device_info`; `heiman_get_device_panel` (the same device) is
    ids = {"device_id": _d("设备 ID")}
    info = tool_doc("heiman_get_device_info", "查询设备基本信息", ids)
    user = tool_doc("heiman_get_current_user", "获取当前用户信息")
    bind = tool_doc("heiman_bind_devices_to_room", "把设备绑定到房间", {"room_id": _d("房间 ID")})
    panel = tool_doc("heiman_get_device_panel", "获取设备面板信息", ids)
    group = tool_doc("heiman_get_group", "获取分组详细信息", {"group_id": _d("分组 ID")})
    found = lint_findings([group, user, bind], DTS, "heiman_get_group")
    assert all("current_user" not in f.message for f in found)
    found = lint_findings([info, user, bind, panel], DTS, "heiman_get_device_info")
    assert all("current_user" not in f.message and "bind_devices" not in f.message for f in found)
    f = _one([info, user, panel, bind], "heiman_get_device_info")
    assert f.severity == "warning" and "`heiman_get_device_panel`" in f.message
    # English, and without the look-alike: no neighbour is named at all
    en = [tool_doc("acme_get_device_info", "Device details.", {"device_id": _d("Device id.")}),
          tool_doc("acme_get_current_user", "Current user."), tool_doc("acme_list_rooms", "List rooms.")]
    found = lint_findings(en, DTS, "acme_get_device_info")
    assert all("acme_get_current_user" not in f.message for f in found)
    # a name that is the prefix and a verb only (`browser_navigate`) keeps its prefix as its
    # object: `browser_navigate_back` is its look-alike
    nav = [tool_doc("browser_navigate", "Navigate to a URL", {"url": _d("The URL.")}),
           tool_doc("browser_navigate_back", "Go back to the previous page"),
           tool_doc("browser_click", "Click an element", {"ref": _d("Element ref.")})]
    f = _one(nav, "browser_navigate")
    assert f.severity == "warning" and "`browser_navigate_back`" in f.message


def test_an_unknown_act_keeps_asking_what_comes_back():
    # "解析文件", "Match data endpoint." (read-only): no lexicon verb, and what comes back is open
    ro = tool_doc("esports_match_data", "Match data endpoint.",
                  {"match_id": _d("Match id."), "include_rounds": {"type": "boolean", "description": "Rounds."}},
                  annotations={"readOnlyHint": True})
    (f,) = lint_findings([ro], DTS, "esports_match_data")
    assert f.severity == "warning" and "comes back" in f.message
    (f,) = lint_findings([tool_doc("doc_parser", "解析文件", {"url": _d("文件链接")})], DTS, "doc_parser")
    assert f.severity == "warning" and "返回什么" in f.message
    # a known read keeps its gap: "查询物流" says nothing of what comes back
    (f,) = lint_findings([tool_doc("get_logistics", "查询物流", {"order_id": _d("订单 ID"),
                                                                 "include_trace": _d("是否含轨迹")})],
                         DTS, "get_logistics")
    assert f.severity == "warning" and "返回什么" in f.message
