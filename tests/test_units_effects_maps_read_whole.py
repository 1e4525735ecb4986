"""Round 26C, read against the fourteenth collection's verdicts, each as a family with a
look-alike that must behave the other way (English and Chinese):

- `param-missing-unit`: a parameter block entry shared by several names ("start_time / end_time：
  毫秒级时间戳") gives each its unit; a unit abbreviated to the name's last word after the
  quantity it measures (`total_timeout_s`, `radius_m`) is stated; a font size on a canvas is
  pixels by convention.
- `side-effect-undisclosed`: deleting one part of a thing being edited (a canvas element, lines
  of a script, an attribute of the addressed instance) is info, the whole thing stays shown; a
  message to a bare "recipient" in a tool naming no person or channel is info; bytes sent on a
  serial bus reach a machine.
- `param-description-repeats-name`: a map's description naming its keys and values says more
  than the name.
- `description-too-short`: a tag or attribute put on (or taken off) the one record a parameter
  addresses is said by the name.
"""

from __future__ import annotations

import pytest

from support import lint_findings, lint_severities, tool_doc
from workbench.prose.passages import parameter_passages

_INT = {"type": "integer"}
_TS = {"anyOf": [{"type": "integer"}, {"type": "null"}], "default": None}


# ------------------------------------------------------------------- parameter block entries

def test_an_entry_shared_by_several_parameters_documents_each():
    text = "查询团列表。\n\n参数：\n- start_time / end_time：毫秒级时间戳。\n  起止差不超过 7 天\n- page、size：分页\n"
    got = parameter_passages(text, ["start_time", "end_time", "page", "size"], shared=True)
    assert got["start_time"] == got["end_time"] == "毫秒级时间戳。\n起止差不超过 7 天"
    assert got["page"] == got["size"] == "分页"
    # a number there may be the group's ("起止差不超过 7 天"): the bound readers do not take it
    assert parameter_passages(text, ["start_time", "end_time", "page", "size"]) == {}


@pytest.mark.parametrize("desc", [
    "查询团列表。\n\n参数：\n- start_time / end_time：毫秒级时间戳。官方要求必填且起止差不能超过 7 天。\n",
    "List groups.\n\nArgs:\n  start_time / end_time: Unix ms; the span between them may not exceed 7 days.\n"])
def test_a_bound_in_a_shared_entry_is_no_bound_of_each(desc):
    doc = tool_doc("list_groups", desc, {"start_time": _TS, "end_time": _TS})
    assert [s for s in lint_severities([doc], "prose-only-constraint") if s != "info"] == []


def test_a_shared_entry_naming_a_non_parameter_is_no_entry():
    # "status / label:" in a results block names fields of the answer, not these parameters
    got = parameter_passages("Args:\n  status / label: fields of each row\n", ["status"], shared=True)
    assert got == {}


@pytest.mark.parametrize("desc", [
    "查询团列表。\n\n    参数：\n    - start_time / end_time：毫秒级时间戳。\n    - page / size：分页\n",
    "List groups.\n\nArgs:\n    start_time / end_time: Unix timestamps in milliseconds.\n",
])
def test_a_unit_in_a_shared_entry_is_stated(desc):
    doc = tool_doc("list_groups", desc, {"start_time": _TS, "end_time": _TS, "page": _INT, "size": _INT})
    assert lint_severities([doc], "param-missing-unit") == []


@pytest.mark.parametrize("desc", [
    "查询团列表。返回每个团的 start_time / end_time、状态。",
    "List groups. Returns each group's start_time / end_time and its status.",
])
def test_names_listed_in_what_comes_back_give_no_unit(desc):
    doc = tool_doc("list_groups", desc, {"start_time": _TS, "end_time": _TS})
    assert lint_severities([doc], "param-missing-unit") == ["warning", "warning"]


# ------------------------------------------------------------------------ units in the name

@pytest.mark.parametrize("name", ["total_timeout_s", "delay_h", "ttl_d", "radius_m", "wait_us"])
@pytest.mark.parametrize("desc", ["Run an AT command sequence.", "依次执行 AT 指令序列。"])
def test_a_unit_abbreviated_after_its_quantity_is_stated(name, desc):
    doc = tool_doc("at_sequence", desc, {name: {"type": "number", "description": "Total budget"}})
    assert lint_severities([doc], "param-missing-unit") == []


@pytest.mark.parametrize("name", ["timeout_min", "delay_m", "timeout_x"])
@pytest.mark.parametrize("desc", ["Run an AT command sequence.", "依次执行 AT 指令序列。"])
def test_a_letter_that_is_no_unit_of_its_quantity_still_asks(name, desc):
    # `_min` is a lower bound, `_m` after a time is minutes or months, `_x` nothing
    doc = tool_doc("at_sequence", desc, {name: {"type": "number", "description": "Total budget"}})
    assert lint_severities([doc], "param-missing-unit") == ["warning"]


# ------------------------------------------------------------------------ a canvas font size

@pytest.mark.parametrize("desc", ["Create a new Excalidraw element on the canvas.",
                                  "在白板画布上创建一个新元素。"])
def test_a_font_size_on_a_canvas_is_pixels(desc):
    doc = tool_doc("create_element", desc, {"text": {"type": "string", "description": "Text"},
                                            "fontSize": {"type": "number"}})
    assert lint_severities([doc], "param-missing-unit") == []


@pytest.mark.parametrize("name,desc", [("excel_format_cell", "Format a cell range in an Excel sheet."),
                                       ("excel_format_cell", "设置 Excel 单元格的格式。"),
                                       ("word_add_paragraph", "Add a paragraph at the end of the Word document.")])
def test_a_font_size_in_a_sheet_or_an_english_document_is_points(name, desc):
    doc = tool_doc(name, desc, {"font_size": {"type": "integer"}, "width": {"type": "number"}})
    # a page or a table's width there is inches, cm or points: still asked
    assert [f.path for f in lint_findings([doc], "param-missing-unit")] == ["/properties/width"]


def test_a_font_size_in_a_chinese_document_may_be_a_hao_size():
    # 小四, 五号: "12 表示12号字体" is not 12 pt
    doc = tool_doc("add_paragraph", "在 Word 文档末尾添加一个段落。", {"font_size": {"type": "integer"}})
    assert lint_severities([doc], "param-missing-unit") == ["warning"]


@pytest.mark.parametrize("desc", [
    "Compare a component's design specs against code-side data to find discrepancies.",
    "比对组件的设计规格与代码中的样式数据，找出差异。"])
def test_a_font_size_compared_with_code_still_needs_its_unit(desc):
    # code writes rem, pt or px: the comparison needs to know which
    doc = tool_doc("check_design_parity", desc, {"fontSize": {"type": "number"}})
    assert lint_severities([doc], "param-missing-unit") == ["warning"]


# ------------------------------------------------------------------ a part of what is edited

_PATH = {"type": "string", "description": "Instance path (dot notation)"}


@pytest.mark.parametrize("name,desc,props", [
    ("delete_element", "Delete an Excalidraw element", {"id": {"type": "string"}}),
    ("delete_script_lines", "Delete a range of lines. 1-indexed, inclusive.",
     {"instancePath": _PATH, "startLine": _INT, "endLine": _INT}),
    ("delete_attribute", "Delete an attribute",
     {"instancePath": _PATH, "attributeName": {"type": "string", "description": "Attribute name"}}),
    ("delete_element", "删除画布上的一个元素", {"element_id": {"type": "string", "description": "元素 ID"}}),
    ("delete_attribute", "删除实例上的一个属性",
     {"instance_path": {"type": "string", "description": "实例路径"},
      "attribute_name": {"type": "string", "description": "属性名"}}),
])
def test_deleting_a_part_of_what_is_edited_is_info(name, desc, props):
    doc = tool_doc(name, desc, props)
    assert lint_severities([doc], "side-effect-undisclosed") == ["info"]


@pytest.mark.parametrize("name,desc,props", [
    ("delete_object", "Delete an instance", {"instancePath": _PATH}),
    ("delete_attribute", "Delete a product attribute from the store",
     {"attribute_code": {"type": "string", "description": "Attribute code, e.g. color"}}),
    ("delete_object", "删除一个实例", {"instance_path": {"type": "string", "description": "实例路径"}}),
    ("delete_attribute", "删除商城的商品属性",
     {"attribute_code": {"type": "string", "description": "属性编码，例如 color"}}),
    ("delete_elements", "Delete all elements from the canvas", {}),
])
def test_deleting_a_whole_thing_stays_shown(name, desc, props):
    doc = tool_doc(name, desc, props)
    assert lint_severities([doc], "side-effect-undisclosed") == ["warning"]


# -------------------------------------------------------------------- who receives a message

_AGENT_SET = [tool_doc("send_tool", "To send message <content> to agent specified in <to> field.",
                       {"to": {"type": "string"}, "content": {"type": "string"}}),
              tool_doc("pass_tool", "把当前消息转交给其他智能体处理。", {})]


@pytest.mark.parametrize("desc", ["To send message <content> to a specific <intended_recipient>.",
                                  "发送消息 <content> 给指定的接收方 <intended_recipient>。"])
def test_a_message_to_a_bare_recipient_among_agent_tools_is_info(desc):
    doc = tool_doc("recipient_message", desc, {"intended_recipient": {"type": "string"},
                                               "content": {"type": "string"}})
    assert lint_severities([doc, *_AGENT_SET], "side-effect-undisclosed", "recipient_message") == ["info"]


def test_a_message_to_a_bare_recipient_alone_stays_shown():
    # alone, a bare recipient is as often a person (an MMS, a department)
    doc = tool_doc("recipient_message", "To send message <content> to a specific <intended_recipient>.",
                   {"intended_recipient": {"type": "string"}, "content": {"type": "string"}})
    assert lint_severities([doc], "side-effect-undisclosed") == ["warning"]


@pytest.mark.parametrize("desc,props", [
    ("Send a message to a specific recipient by email.", {"to_email": {"type": "string"}}),
    ("Send a message to the recipient's phone.", {"recipient": {"type": "string"}}),
    ("发送消息给指定的收件人。", {"recipient": {"type": "string"}}),
    ("给指定用户发送消息。", {"recipient": {"type": "string"}}),
])
def test_a_message_to_a_person_or_a_channel_stays_shown(desc, props):
    doc = tool_doc("send_message", desc, {**props, "content": {"type": "string"}})
    assert lint_severities([doc, *_AGENT_SET], "side-effect-undisclosed", "send_message") == ["warning"]


def test_bytes_sent_on_a_serial_bus_reach_a_machine():
    doc = tool_doc("rs485_send", "经桥的 RS485 收发器发送字节；对端有没有收到它证明不了。",
                   {"hex": {"type": "string", "description": "要发送的十六进制字节"}})
    assert lint_severities([doc], "side-effect-undisclosed") in ([], ["info"])


def test_a_text_message_sent_to_a_phone_stays_shown():
    doc = tool_doc("sms_send", "给指定手机号发送短信。", {"phone": {"type": "string", "description": "手机号"}})
    assert lint_severities([doc], "side-effect-undisclosed") == ["warning"]


# ---------------------------------------------------------------------------- a map's keys

@pytest.mark.parametrize("desc", ["Property name to array of values", "Header name -> value",
                                  "属性名到取值数组的映射"])
def test_a_map_described_by_its_keys_and_values_says_more_than_its_name(desc):
    doc = tool_doc("mass_duplicate", "Duplicate instances with property variations.",
                   {"propertyVariations": {"type": "object", "description": desc}})
    assert lint_severities([doc], "param-description-repeats-name") == []


def test_a_map_that_restates_its_name_still_does():
    doc = tool_doc("mass_duplicate", "Duplicate instances with property variations.",
                   {"propertyVariations": {"type": "object", "description": "Property variations"}})
    assert len(lint_severities([doc], "param-description-repeats-name")) == 1


# ------------------------------------------------------- a tag on the one record addressed

_TAG = {"type": "string", "description": "Tag name"}


@pytest.mark.parametrize("name,desc,props", [
    ("add_tag", "Add a tag", {"instancePath": _PATH, "tagName": _TAG}),
    ("remove_tag", "Remove a tag", {"instancePath": _PATH, "tagName": _TAG}),
    ("delete_attribute", "Delete an attribute",
     {"instancePath": _PATH, "attributeName": {"type": "string", "description": "Attribute name"}}),
    ("remove_tag", "移除标签", {"instance_path": {"type": "string", "description": "实例路径"},
                            "tag_name": {"type": "string", "description": "标签名"}}),
])
def test_a_tag_on_the_addressed_record_is_said_by_the_name(name, desc, props):
    doc = tool_doc(name, desc, props)
    assert lint_severities([doc], "description-too-short") in ([], ["info"])


def test_deleting_a_whole_tag_is_told_by_its_effect():
    # no record addressed: the tag goes from every record that carries it. That is
    # side-effect-undisclosed's to say, shown; the short text itself is info (one message a cause)
    doc = tool_doc("delete_tag", "Delete a tag", {"tag_id": {"type": "string", "description": "Tag id"}})
    assert lint_severities([doc], "description-too-short") == ["info"]
    assert lint_severities([doc], "side-effect-undisclosed") == ["warning"]
    zh = tool_doc("delete_tag", "删除标签", {"tag_id": {"type": "string", "description": "标签 ID"}})
    assert lint_severities([zh], "side-effect-undisclosed") == ["warning"]


# ------------------------------------------------------- all or none over null defaults

_NULL_STR = {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None}


@pytest.mark.parametrize("desc", [
    "Init the workspace. backend_path and frontend_projects must be given together or both omitted.",
    "初始化工作区配置。backend_path 与 frontend_projects 必须同时提供或同时省略。"])
def test_all_or_none_over_null_defaults_is_the_executors(desc):
    doc = tool_doc("init_workspace_config", desc, {"backend_path": _NULL_STR, "frontend_projects": _NULL_STR})
    assert lint_severities([doc], "prose-field-relation") == ["info"]


@pytest.mark.parametrize("desc", [
    "Init the workspace. backend_path and frontend_projects must be given together or both omitted.",
    "初始化工作区配置。backend_path 与 frontend_projects 必须同时提供或同时省略。"])
def test_all_or_none_over_plain_optional_fields_stays_shown(desc):
    # a left-out field is absent: `dependentRequired` holds it
    doc = tool_doc("init_workspace_config", desc, {"backend_path": {"type": "string"},
                                                   "frontend_projects": {"type": "string"}})
    assert lint_severities([doc], "prose-field-relation") == ["warning"]
