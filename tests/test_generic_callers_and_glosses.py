"""What a tool's own shape or text settles about its name and its short text (round 25):
a generic caller of an open catalogue (`execute_api` over a required `api`, `sap_call_rfc` over
a free `function`) has no narrower name and no actions to split; the deep-research pair
`search(query)` / `fetch(id)` has protocol names even uncited; a text that glosses each action
("action: register=注册, delete=删除") or each enum code in order ("品相：新票无贴、新票有贴、
信销票") says what they are; a negative subject ("nothing is held") negates; a family prefix
(`pdf_`, `word_`) tells two tools apart; a name whose one act is a catch-all or a run over a text
that says it only reads, or that opens with a catch-all too, hides what a call does; a read name
over a text that opens with a move changes state."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.model import ToolSet
from workbench.text import negated


def _mcp(name, desc, params=None):
    return make_tool(name=name, description=desc, parameters=params or obj({}, []),
                     source_format="mcp")


# ---------------------------------------------------------------- generic callers


_GATEWAY = obj({"product": {"type": "string"}, "api": {"type": "string"},
                "params": {"type": "object"}}, required=["product", "api"])


@pytest.mark.parametrize("desc", [
    "第四步：执行华为云 API。执行前强制过 safety policy。",
    "Step four: run the cloud API chosen with get_api. A safety policy is applied first.",
])
def test_a_generic_api_executor_is_info_not_vague(desc):
    (h,) = hits("name-vague", _mcp("execute_api", desc, _GATEWAY))
    assert h.severity == "info"


def test_an_executor_whose_api_is_a_closed_list_is_still_vague():
    params = obj({"api": {"type": "string", "enum": ["start", "stop"]},
                  "params": {"type": "object"}}, required=["api"])
    (h,) = hits("name-vague", _mcp("execute_api", "Execute the API.", params))
    assert h.severity is None
    (h,) = hits("name-vague", _mcp("execute_api", "执行接口。", obj(
        {"params": {"type": "object"}}, required=["params"])))
    assert h.severity is None  # nothing names which API: a generic name over a payload


_RFC = obj({"function": {"type": "string"}, "params_json": {"type": ["string", "null"]},
            "system": {"type": ["string", "null"]}}, required=["function"])


@pytest.mark.parametrize("desc", [
    "调用 RFC 函数/BAPI（JSON 形式传参，如 '{\"COMPANYCODE\": \"1000\"}'）。",
    "Call an RFC function module or BAPI; pass its parameters as JSON, e.g. "
    "'{\"COMPANYCODE\": \"1000\"}'.",
])
def test_a_generic_rfc_caller_is_a_passthrough_not_a_mega_tool(desc):
    (h,) = hits("mega-tool-action-payload", make_tool(name="sap_call_rfc", description=desc,
                                                      parameters=_RFC))
    assert h.severity == "info"


def test_a_dispatch_on_a_free_function_under_a_plain_name_still_warns():
    params = obj({"function": {"type": "string"}, "payload": {}}, required=["function"])
    (h,) = hits("mega-tool-action-payload", make_tool(
        name="order_tool", description="Order operations: pass the function and its payload.",
        parameters=params))
    assert h.severity is None


# ---------------------------------------------------------------- the search/fetch pair


def _pair(search_desc, fetch_desc, fetch_param="id"):
    search = _mcp("search", search_desc, obj({"query": {"type": "string"}}, ["query"]))
    fetch = _mcp("fetch", fetch_desc, obj({fetch_param: {"type": "string"}}, [fetch_param]))
    return search, fetch, ToolSet((search, fetch))


@pytest.mark.parametrize("search_desc,fetch_desc", [
    ("Search across tasks and projects. Returns results with IDs, titles and URLs.",
     "Fetch the full contents of a task or project by its ID."),
    ("在任务和项目中搜索，返回带 ID、标题和链接的结果。", "按 ID 获取任务或项目的完整内容。"),
])
def test_the_connector_pair_keeps_its_protocol_names_uncited(search_desc, fetch_desc):
    search, fetch, ts = _pair(search_desc, fetch_desc)
    assert hits("name-vague", search, ts) == []
    assert hits("name-vague", fetch, ts) == []


def test_a_fetch_of_another_shape_beside_search_is_still_vague():
    search, fetch, ts = _pair("Search recipes on the site.", "Fetch a recipe by its URL.",
                              fetch_param="url")
    assert [h.severity for h in hits("name-vague", search, ts)] == [None]
    assert [h.severity for h in hits("name-vague", fetch, ts)] == [None]


# ---------------------------------------------------------------- deprecated, said of what


@pytest.mark.parametrize("desc", [
    "Step 0: global search across products. Deprecated APIs are handled as in list_apis "
    "(--deprecated-mode annotate or hide).",
    "第 0 步：跨产品全局检索。废弃接口治理同 list_apis（--deprecated-mode annotate 标注 / hide 隐藏）。",
])
def test_a_flag_about_deprecated_entries_is_no_deprecation_of_the_tool(desc):
    a = make_tool(name="search_apis", description=desc)
    b = make_tool(name="list_apis", description="List a product's API catalogue.")
    assert hits("near-duplicate-tools", a, ToolSet((a, b))) == []


@pytest.mark.parametrize("desc", ["DEPRECATED: use list_apis instead.", "已废弃，请改用 list_apis。"])
def test_a_tool_that_says_it_is_deprecated_still_warns(desc):
    a = make_tool(name="search_apis", description=desc)
    b = make_tool(name="list_apis", description="List a product's API catalogue.")
    assert len(hits("near-duplicate-tools", a, ToolSet((a, b)))) == 1


# ---------------------------------------------------------------- glossed actions and codes


_ACTION = obj({"filename": {"type": "string", "description": "文件路径"},
               "action": {"type": "string", "description": "操作"},
               "name": {"type": "string", "description": "模板名"}}, ["filename", "action"])


@pytest.mark.parametrize("desc", ["管理模板（action: register=注册, delete=删除）",
                                  "Manage templates (action: register=add one, delete=remove one)"])
def test_actions_the_text_glosses_are_info_for_a_catchall_name(desc):
    (h,) = hits("name-catchall-verb", make_tool(name="doc_manage_template", description=desc,
                                                parameters=_ACTION))
    assert h.severity == "info"


@pytest.mark.parametrize("desc", ["管理模板并删除过期文件。", "Manage templates and delete the "
                                                              "expired files."])
def test_actions_the_text_does_not_gloss_keep_the_warning(desc):
    (h,) = hits("name-catchall-verb", make_tool(name="doc_manage_template", description=desc,
                                                parameters=_ACTION))
    assert h.severity is None


def test_a_glossed_action_list_closes_the_short_texts_action_gap():
    (h,) = hits("description-too-short", make_tool(
        name="pdf_manage_security", description="PDF 安全管理（action: encrypt=加密, decrypt=解密）",
        parameters=_ACTION))
    assert "每个 action" not in h.message
    (h,) = hits("description-too-short", make_tool(
        name="pdf_manage_security", description="PDF 安全管理（action: encrypt/decrypt）",
        parameters=_ACTION))
    assert "每个 action" in h.message


def _condition(desc, enum=("mnh", "mh", "used")):
    return make_tool(name="philately_estimate_value", description="根据邮票志号和品相估算市场价。只读。",
                     parameters=obj({"condition": {"type": "string", "enum": list(enum),
                                                   "description": desc}}, ["condition"]))


@pytest.mark.parametrize("desc", ["品相：新票无贴、新票有贴、信销票。",
                                  "Condition: mint never hinged, mint hinged, used."])
def test_enum_codes_glossed_in_order_are_no_contradiction(desc):
    assert hits("prose-contradicts-schema", _condition(desc)) == []


@pytest.mark.parametrize("desc,enum", [
    ("Condition: mint, hinged, damaged, used.", ("mnh", "mh", "used")),
    ("Size: small, medium, huge.", ("small", "medium", "large")),
])
def test_a_list_that_names_other_values_still_contradicts(desc, enum):
    assert len(hits("prose-contradicts-schema", _condition(desc, enum))) == 1


# ---------------------------------------------------------------- negation


@pytest.mark.parametrize("text,word", [
    ("Read-only; nothing is held.", "held"),
    ("Nothing is booked by this call", "booked"),
    ("None of the tables are reserved", "reserved"),
    ("只读，不占用任何桌位。", "占用"),
])
def test_a_negative_subject_negates(text, word):
    assert negated(text, text.index(word))


@pytest.mark.parametrize("text,word", [("Something is held for ten minutes", "held"),
                                       ("该桌位会被占用十分钟", "占用")])
def test_a_plain_subject_does_not(text, word):
    assert not negated(text, text.index(word))


_SLOTS = obj({"date": {"type": "string", "format": "date", "description": "Day, e.g. 2026-03-14."}},
             ["date"])


def test_a_find_that_holds_nothing_changes_no_state():
    tool = make_tool(name="mahjong_find_free_tables", parameters=_SLOTS, description=(
        "Find mahjong tables free at a given start time. Read-only; nothing is held. Returns "
        "table numbers."))
    assert hits("read-name-changes-state", tool) == []
    held = make_tool(name="mahjong_find_free_tables", parameters=_SLOTS, description=(
        "Find mahjong tables free at a given start time. The first table found is held for ten "
        "minutes. Returns table numbers."))
    assert len(hits("read-name-changes-state", held)) == 1


# ---------------------------------------------------------------- read names that move things


_MOVE = obj({"booking_ref": {"type": "string", "description": "Booking reference."},
             "target_room": {"type": "integer", "description": "Room to move to."}},
            ["booking_ref", "target_room"])


@pytest.mark.parametrize("desc", [
    "Move a party that is currently singing to another karaoke room. Returns the new room.",
    "将正在唱歌的包厢客人转到另一个包厢，剩余时长一并转移。返回新包厢号。",
])
def test_a_read_name_over_a_text_that_opens_with_a_move_changes_state(desc):
    assert len(hits("read-name-changes-state", make_tool(name="karaoke_get_room",
                                                         description=desc, parameters=_MOVE))) == 1


@pytest.mark.parametrize("desc", [
    "Get the room a party is singing in, with its remaining time. Read-only.",
    "查询客人所在包厢和剩余时长。只读。",
])
def test_a_read_name_over_a_text_that_reads_stays_silent(desc):
    assert hits("read-name-changes-state", make_tool(name="karaoke_get_room", description=desc,
                                                     parameters=_MOVE)) == []


# ---------------------------------------------------------------- catch-all and run names


_KILN = obj({"thickness_mm": {"type": "number", "description": "Thickness in millimetres."}},
            ["thickness_mm"])


@pytest.mark.parametrize("name,desc", [
    ("glassworks_process", "Compute a kiln annealing schedule for a glass piece. Read-only; does "
                           "not start the kiln. Returns the ramp and soak steps."),
    ("roastery_run", "根据生豆产地和目标烘焙度推荐一条烘焙曲线。只读，不会控制烘焙机。"),
])
def test_a_catchall_or_run_name_over_a_read_only_text_warns(name, desc):
    (h,) = hits("name-catchall-verb", make_tool(name=name, description=desc, parameters=_KILN))
    assert h.severity is None and "only reads" in h.message


@pytest.mark.parametrize("name,desc", [
    ("roastery_run", "Start the roaster with the chosen profile; the drum heats at once."),
    ("pipeline_run", "运行指定的流水线，返回运行编号。"),
])
def test_a_run_name_that_runs_is_no_catchall(name, desc):
    assert hits("name-catchall-verb", make_tool(name=name, description=desc, parameters=_KILN)) == []


_TICKET = obj({"ticket_no": {"type": "string", "description": "维修单号，例如 CR-20931。"}},
              ["ticket_no"])


@pytest.mark.parametrize("desc", ["处理维修单。", "Handles a repair ticket."])
def test_a_catchall_name_over_a_catchall_text_warns(desc):
    (h,) = hits("name-catchall-verb", make_tool(name="clockrepair_handle", description=desc,
                                                parameters=_TICKET))
    assert h.severity is None


@pytest.mark.parametrize("desc", ["将维修单标记为已完成。", "Marks a repair ticket as done."])
def test_a_catchall_name_over_a_text_that_says_the_act_is_the_write_case(desc):
    (h,) = hits("name-catchall-verb", make_tool(name="clockrepair_handle", description=desc,
                                                parameters=_TICKET))
    assert "unsaid" not in h.message and "opens with a catch-all" not in h.message


# ---------------------------------------------------------------- short texts in a family set


def _office_set(*extra):
    names = ["pdf_merge", "pdf_split", "pdf_add_image", "pdf_extract_images",
             "pdf_extract_tables", "word_add_image", "word_add_table", "word_read",
             "ppt_add_slide", "ppt_add_shape", "ppt_set_background"]
    tools = {n: make_tool(name=n, description=f"{n} of the office document.") for n in names}
    tools.update({t.name: t for t in extra})
    return ToolSet(tuple(tools.values()))


_DOC = obj({"filename": {"type": "string", "description": "文件路径"}}, ["filename"])


@pytest.mark.parametrize("name,desc", [
    ("word_add_image", "插入图片到文档"),
    ("pdf_extract_tables", "提取 PDF 表格数据（JSON 或 CSV）"),
    ("pdf_extract_images", "Extract the PDF's images"),
])
def test_a_family_prefix_tells_tools_apart(name, desc):
    tool = make_tool(name=name, description=desc, parameters=_DOC)
    for h in hits("description-too-short", tool, _office_set(tool)):
        assert "不同" not in h.message and "differs" not in h.message


def test_a_neighbour_that_adds_to_the_name_still_needs_telling_apart():
    a = make_tool(name="get_trip", description="获取行程", parameters=_DOC)
    b = make_tool(name="get_trip_receipt", description="获取行程的收据和发票。", parameters=_DOC)
    (h,) = hits("description-too-short", a, ToolSet((a, b)))
    assert "get_trip_receipt" in h.message


def test_a_format_in_a_parenthesis_says_what_comes_back():
    tool = make_tool(name="pdf_extract_tables", description="提取 PDF 表格数据（JSON 或 CSV）",
                     parameters=_DOC)
    (h,) = hits("description-too-short", tool, _office_set(tool))
    assert h.severity == "info"
    bare = make_tool(name="pdf_extract_tables", description="提取 PDF 表格数据", parameters=_DOC)
    (h,) = hits("description-too-short", bare, _office_set(bare))
    assert "返回什么" in h.message


_BACKGROUND = {"filename": {"type": "string", "description": "演示文稿文件路径"},
               "slide_idx": {"type": "integer", "description": "幻灯片索引（0-based）"},
               "color": {"type": "string", "description": "背景色（十六进制，如 FF0000）"}}


def test_an_update_of_one_field_at_a_place_leaves_nothing_kept_or_cleared():
    tool = make_tool(name="ppt_set_background", description="设置幻灯片背景色",
                     parameters=obj(_BACKGROUND, ["filename", "slide_idx"]))
    for h in hits("description-too-short", tool):
        assert "保留原值" not in h.message


def test_an_update_of_several_optional_fields_asks_kept_or_cleared():
    props = dict(_BACKGROUND, title={"type": "string", "description": "标题"})
    tool = make_tool(name="ppt_set_background", description="设置幻灯片背景",
                     parameters=obj(props, ["filename", "slide_idx"]))
    (h,) = hits("description-too-short", tool)
    assert "保留原值" in h.message


_FREEZE = obj({"filename": {"type": "string", "description": "工作簿文件路径"},
               "sheet": {"type": "string", "description": "工作表名"},
               "cell_ref": {"type": "string", "description": "冻结位置单元格（如 B2）"}},
              ["filename", "sheet", "cell_ref"])


@pytest.mark.parametrize("name,desc", [("excel_freeze_panes", "冻结窗格"),
                                       ("excel_freeze_panes", "Freeze panes.")])
def test_an_unknown_act_at_a_place_in_a_document_is_not_asked_what_comes_back(name, desc):
    for h in hits("description-too-short", make_tool(name=name, description=desc,
                                                     parameters=_FREEZE)):
        assert "返回什么" not in h.message and "comes back" not in h.message


def test_an_unknown_act_on_a_whole_image_is_still_asked_what_comes_back():
    params = obj({"image_path": {"type": "string", "description": "输入的待增强图片的本地相对路径"}},
                 ["image_path"])
    (h,) = hits("description-too-short", make_tool(name="image_enhancement",
                                                   description="追影-放大镜", parameters=params))
    assert "返回什么" in h.message and h.severity is None


def _email(mark_default):
    flag = {"type": "boolean", "description": "Mark the email as read after fetching."}
    if mark_default is not None:
        flag["default"] = mark_default
    return obj({"emailId": {"type": "string", "description": "Email id."}, "markRead": flag},
               ["emailId"])


@pytest.mark.parametrize("desc", [
    "Get the full content of an email by ID. Set markRead=true only when you want to explicitly "
    "mark the email as read.",
    "按 ID 获取邮件全文。仅在需要时传 markRead=true，将邮件标记为已读。",
])
def test_a_change_the_caller_opts_into_by_a_flag_is_info(desc):
    (h,) = hits("read-name-changes-state", make_tool(name="get_email", description=desc,
                                                     parameters=_email(False)))
    assert h.severity == "info"


def test_a_change_behind_a_flag_that_is_on_by_default_still_warns():
    desc = ("Get the full content of an email by ID. Set markRead=true only when you want to "
            "explicitly mark the email as read.")
    found = hits("read-name-changes-state", make_tool(name="get_email", description=desc,
                                                      parameters=_email(True)))
    assert found and all(h.severity is None for h in found)


@pytest.mark.parametrize("name,desc", [
    ("get_response", "Sends a GET request to the specified URL and retrieves the data."),
    ("scan_url", "Submit a URL to scan and return the verdict."),
    ("get_translation", "将文本翻译为英文，返回译文。"),
])
def test_a_read_that_opens_by_sending_its_request_changes_no_state(name, desc):
    assert hits("read-name-changes-state", make_tool(name=name, description=desc)) == []
