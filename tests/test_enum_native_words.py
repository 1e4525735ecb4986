"""enum-unstable-values on Chinese words: an all-Chinese enum of a tool whose text is Chinese is
info (a model reads and sends the tool's own words); a status the backend stores, an English
tool's Chinese values and a mix of scripts keep the warning."""

from __future__ import annotations

from support import lint_severities, tool_doc

RULE = "enum-unstable-values"


def _tool(name: str, description: str, prop: str, values: list[str], text: str) -> dict:
    return tool_doc(name, description, {prop: {"type": "string", "enum": values, "description": text}},
                    required=[prop])


def test_a_chinese_tools_own_words_are_info():
    level = _tool("course_enroll", "为学员报名一门马术课程，报名后发送确认短信。", "level",
                  ["入门", "初级", "中级", "障碍"], "课程级别")
    assert lint_severities([level], RULE) == ["info"]
    result = _tool("match_record_result", "登记一盘象棋比赛的结果。", "result", ["胜", "负", "和"],
                   "本方结果")
    assert lint_severities([result], RULE) == ["info"]


def test_a_stored_status_an_english_tool_and_mixed_scripts_keep_the_warning():
    status = _tool("order_list_orders", "按状态列出当前店铺的订单。只读。", "status",
                   ["待支付", "已支付", "已取消"], "订单状态")
    assert lint_severities([status], RULE) == ["warning"]
    state = _tool("ticket_update", "更新工单。", "工单状态", ["处理中", "已关闭"], "新的状态")
    assert lint_severities([state], RULE) == ["warning"]
    english = _tool("crm_list_orders", "List the caller's orders, newest first. Read-only.", "level",
                    ["入门", "初级", "中级"], "Course level.")
    assert lint_severities([english], RULE) == ["warning"]
    mixed = _tool("course_enroll", "为学员报名一门课程。", "level", ["入门", "初级", "advanced"],
                  "课程级别")
    assert lint_severities([mixed], RULE) == ["warning"]
