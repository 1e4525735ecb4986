"""identity-param: the caller's own identity read from a role name (`operator_user_id`,
`requester_uid`) or from a description that says the id names whoever performs the call
(English and Chinese); ids of the people a call acts on stay as they were."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_WRITE = "Move a deal to another stage. Writes to the CRM and is recorded in the audit history."


@pytest.mark.parametrize("name,desc", [
    ("operator_user_id", "ID of the employee making the change."),
    ("actor_uid", "Who does this."),
    ("requester_user_id", "Requesting user."),
    ("staff_id", "ID of the staff member performing the action, for the audit log."),
    ("employee_id", "执行本次操作的员工 ID，会写入审计日志。"),
    ("handler_id", "操作人 ID。"),
])
def test_the_caller_s_identity_as_a_parameter_is_an_error(name, desc):
    tool = make_tool(name="crm_update_deal_stage", description=_WRITE,
                     parameters=obj({"deal_id": {"type": "string", "description": "Deal id."},
                                     name: {"type": "string", "description": desc}},
                                    required=["deal_id", name]))
    (h,) = hits("identity-param", tool)
    assert h.path == f"/properties/{name}" and h.severity is None and "caller's identity" in h.message


@pytest.mark.parametrize("name,desc", [
    ("assignee_id", "ID of the user to assign the deal to."),
    ("reviewer_id", "ID of the reviewer who will approve the change later."),
    ("operation_id", "ID of the operation to poll."),
    ("operator_name", "Display name shown on the receipt."),
    ("owner_user_id", "负责该商机的销售 ID。"),
])
def test_ids_of_other_people_and_non_ids_are_not_the_caller(name, desc):
    tool = make_tool(name="crm_update_deal_stage", description=_WRITE,
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert not any("caller's identity" in h.message for h in hits("identity-param", tool))
