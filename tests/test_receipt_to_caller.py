"""side-effect-undisclosed: a receipt sent to a role the text itself makes the caller ("短信告知
上报人 … 上报人身份取自当前登录账号", "texts the requester; the requester is the signed-in
user") is the user hearing back, not outreach; the same role with no tie to the current account
(an approver's tool notifying the submitter) still reaches someone else."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_PROPS = obj({"note": {"type": "string", "description": "Text.", "maxLength": 200}})


@pytest.mark.parametrize("desc", [
    "提交一条路灯报修。系统会通过短信告知报修人处理进度；报修人身份取自当前登录账号。",
    "Log a noise complaint. The city texts the reporter status updates; the reporter is the "
    "signed-in user.",
])
def test_a_receipt_to_the_caller_stays_silent(desc):
    tool = make_tool(name="city_report_streetlight", description=desc, parameters=_PROPS)
    assert hits("side-effect-undisclosed", tool) == []


@pytest.mark.parametrize("desc", [
    "关闭一张报修工单，并通过短信告知报修人处理结果。",
    "Approve a leave request. Notifies the requester by email.",
    "Approve a leave request and notify the requester by email; the requester is an employee "
    "of your team.",
])
def test_a_notice_to_someone_else_is_still_reported(desc):
    tool = make_tool(name="desk_close_ticket", description=desc, parameters=_PROPS)
    assert [h.path for h in hits("side-effect-undisclosed", tool)] == [""]
