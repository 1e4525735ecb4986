"""identity: a parameter whose own words make it the caller's — a person id addressed to the
person at the keyboard ("Your staff number"), a policyholder/subscriber id "即当前登录用户", a
tenant or workspace id "of the signed-in user" — in English and Chinese; and the look-alikes that
name someone else or an app (an OAuth "Your client id", "the signed-in user's manager", a
workspace that only defaults to the caller's)."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _tool(name, desc, tool_desc="Return the records of the given account. Read-only."):
    return make_tool(name="records_list_items", description=tool_desc,
                     parameters=obj({name: {"type": "string", "description": desc},
                                     "month": {"type": "string", "description": "Month, YYYY-MM."}},
                                    required=[name, "month"]))


@pytest.mark.parametrize("name,desc", [
    ("reviewer_staff_no", "Your staff number; stored as the reviewer of the timesheet."),
    ("subscriber_id", "Subscriber id (the signed-in user), e.g. SB00012345."),
    ("insured_no", "被保险人编号，即当前登录用户。"),
    ("approver_user_code", "您的工号，会记录为审批人。"),
])
def test_a_person_id_that_says_it_is_the_caller_is_a_warning(name, desc):
    (h,) = hits("caller-param-described", _tool(name, desc))
    assert h.path == f"/properties/{name}" and h.severity is None


@pytest.mark.parametrize("name,desc", [
    ("client_id", "Your client id from the developer console."),
    ("manager_employee_id", "Employee id of the signed-in user's manager."),
    ("subscriber_id", "Subscriber whose plan to show; any subscriber the agent may see."),
])
def test_someone_else_s_or_an_app_s_id_stays_silent(name, desc):
    assert hits("caller-param-described", _tool(name, desc)) == []


@pytest.mark.parametrize("desc", [
    "Workspace id of the logged-in user, e.g. ws_19ab.",
    "The signed-in user's own organisation, e.g. org_77.",
    "当前登录用户所在的组织编号。",
])
def test_a_tenant_id_described_as_the_caller_s_own_is_a_warning(desc):
    hs = [h for h in hits("identity-param", _tool("org_id", desc)) if h.severity == "warning"]
    assert [h.path for h in hs] == ["/properties/org_id"] and "caller's own" in hs[0].message


@pytest.mark.parametrize("desc", [
    "Organisation to report on; defaults to the signed-in user's organisation.",
    "Customer organisation id, e.g. org_77.",
    "要查询的组织编号，不填则为当前登录用户所在的组织。",
])
def test_a_tenant_id_that_may_be_another_stays_below_warning(desc):
    assert [h for h in hits("identity-param", _tool("org_id", desc))
            if h.severity in (None, "error", "warning")] == []
