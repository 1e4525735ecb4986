"""confirm-gate-unexplained: a confirmation switch (`confirm`, `confirm_delete`, 二次确认) whose
texts say neither what a call with it false does nor that `true` needs the user's consent.
Silent where either is said ("为 false 时只返回预览", "only after the user confirms", "confirm=true
时才执行", a confirmation dialog, a flow that returns `confirmation_required`), and for a dry run
switch; in English and Chinese."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

RULE = "confirm-gate-unexplained"
_TEXT = {"type": "string", "description": "要发布的文字内容（最多140字）"}


def _tool(name, desc, gate_name, gate_desc):
    gate = {"type": "boolean", "default": False}
    if gate_desc:
        gate["description"] = gate_desc
    return make_tool(name=name, description=desc, parameters=obj({"status": _TEXT, gate_name: gate},
                                                                 required=["status"]))


@pytest.mark.parametrize("name,desc,gate,gate_desc,zh", [
    ("publish_status", "发布饭否内容（仅文字）。", "confirm", "是否确认发布（二次确认参数）", True),
    ("delete_notes", "Delete notes by id.", "confirm_delete", "Confirm the deletion.", False),
    ("sap_dev_delete", "删除 ABAP 对象(带 confirm 确认;同步清理代码仓库)。", "confirm", None, True),
])
def test_an_unexplained_confirmation_switch_is_reported(name, desc, gate, gate_desc, zh):
    found = hits(RULE, _tool(name, desc, gate, gate_desc))
    assert [h.path for h in found] == [f"/properties/{gate}"] and found[0].fix is None
    assert ("预览" in found[0].message) == zh


@pytest.mark.parametrize("name,desc,gate,gate_desc", [
    ("publish_status", "发布饭否内容。", "confirm", "为 false 时只返回预览；用户确认后再传 true 发布。"),
    ("delete_notes", "Delete notes. Only call after the user confirms.", "confirm", "Confirm."),
    ("delete_attributes", "删除属性。confirm=true 时才执行。", "confirm", None),
    ("add_to_calendar", "Add an event.", "confirm", "Show native confirmation dialog before adding."),
    ("deploy", "Deploy the site.", "dry_run", "Preview only."),
])
def test_a_switch_whose_closed_call_or_owner_is_said_is_silent(name, desc, gate, gate_desc):
    assert hits(RULE, _tool(name, desc, gate, gate_desc)) == []
