"""Readings of Chinese tool texts that keep a patch from being wrong, each beside a look-alike.

- `required-id-optional`: "如不指定则获取所有工作表", "不传 `section_ids` 时默认只返回目录": the
  call may leave the value out; no patch makes it required.
- `prose-only-constraint`: values after a default mark ("默认 '买入信号'/'卖出信号'") are each
  case's default, not the set; a clock time beside a keyword ("'POST_CLOSE' 或 '15:30'") is an
  example of a free form; a form the text says is one of two accepted ("HH:MM ... 也可传预设关键词")
  gets no `pattern`."""

from __future__ import annotations

import pytest

from support import lint_findings, tool_doc

RIO = "required-id-optional"


@pytest.mark.parametrize("text,desc", [
    ("获取电子表格的内容。", "工作表 ID，如不指定则获取所有工作表"),
    ("读取文件章节。不传 `sheet_id` 时默认只返回目录。", "工作表 ID"),
])
def test_a_value_the_text_lets_a_call_leave_out_is_not_made_required(text, desc):
    doc = tool_doc("get_sheet_content", text, {
        "spreadsheet_token": {"type": "string", "description": "电子表格 token"},
        "sheet_id": {"type": "string", "description": desc}}, ["spreadsheet_token"])
    assert [f for f in lint_findings([doc], RIO) if f.fix] == []


def test_the_id_a_read_acts_on_with_no_optional_words_is_still_asked_for():
    doc = tool_doc("get_sheet", "获取指定工作表的内容。", {
        "token": {"type": "string", "description": "表格 token"},
        "sheet_id": {"type": "string", "description": "工作表 ID"}}, ["token"])
    assert [f.path for f in lint_findings([doc], RIO) if f.fix] == ["/properties/sheet_id"]


POC = "prose-only-constraint"


def _patches(doc, field):
    return [f.fix for f in lint_findings([doc], POC) if f.path == f"/properties/{field}" and f.fix]


def test_values_after_a_default_mark_are_no_closed_list():
    doc = tool_doc("manage_alerts", "管理预警。", {"reason": {
        "type": "string", "description": "预警原因 (warn_buy/warn_sell, 默认 '买入信号'/'卖出信号')"}})
    assert _patches(doc, "reason") == []


def test_the_same_values_offered_as_choices_are_still_a_closed_list():
    doc = tool_doc("manage_alerts", "管理预警。", {"reason": {
        "type": "string", "description": "预警原因 (warn_buy/warn_sell, 可选 '买入信号'/'卖出信号')"}})
    assert _patches(doc, "reason") == [({"op": "add", "path": "/properties/reason/enum",
                                          "value": ["买入信号", "卖出信号"]},)]


def test_a_form_with_keywords_beside_it_gets_no_pattern_and_no_enum():
    text = "设置策略定时执行。\n- 盘后选股: time_str='POST_CLOSE' 或 '15:30'"
    doc = tool_doc("schedule_strategy", text, {"time_str": {
        "type": "string", "description": "每日执行时间 HH:MM，如 '15:30'。也可传预设关键词: PRE_OPEN/POST_CLOSE"}})
    assert _patches(doc, "time_str") == []
