"""caller-param-described: identity read from a field's description, not its name — a person
field named by what the caller did (`submitted_by`, `approved_by`) that says it is the signed-in
person, and an organisation id that says it is the caller's own (调用方所属公司) — beside fields
that name someone or something else."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

RULE = "caller-param-described"


def _tool(prop, description):
    return make_tool(name="permits_file_inspection", description="File an inspection report.",
                     parameters=obj({prop: {"type": "string", "description": description}}))


@pytest.mark.parametrize("prop,description", [
    ("approved_by", "Your staff number; recorded as the approver."),
    ("entered_by", "The inspector who is signed in, e.g. INS-204."),
    ("agency_code", "Code of the caller's own agency, e.g. AG-12."),
    ("branch_no", "Branch the caller belongs to... the caller's branch, e.g. 014."),
    ("hospital_id", "调用方所属医院的编号，例如 H-031。"),
    ("机构编号", "请求方所在机构的编号。"),
])
def test_a_field_that_says_it_is_the_caller_warns(prop, description):
    (h,) = hits(RULE, _tool(prop, description))
    assert h.path == f"/properties/{prop}"


@pytest.mark.parametrize("prop,description", [
    ("approved_by", "Staff number of the supervisor who approved the permit, e.g. S-5521."),
    ("assigned_to", "Inspector to assign the follow-up to."),
    ("agency_code", "Code of the agency that issued the permit, e.g. AG-12."),
    ("hospital_id", "转诊目标医院的编号，例如 H-031。"),
    ("company_id", "被检查企业的统一社会信用代码。"),
])
def test_a_field_naming_someone_else_stays_silent(prop, description):
    assert not hits(RULE, _tool(prop, description))


@pytest.mark.parametrize("prop,description", [
    ("holder_ref", "当前持卡人的客户号，例如 C00912。"),
    ("tin", "纳税人识别号（当前登录用户本人），18 位。"),
    ("wallet_owner", "Player account charged for the purchase; usually the player you are talking to."),
    ("member", "Member number of the member you are chatting with, e.g. M-1182."),
])
def test_a_field_whose_description_names_the_current_person_warns(prop, description):
    (h,) = hits(RULE, _tool(prop, description))
    assert h.path == f"/properties/{prop}"


@pytest.mark.parametrize("prop,description", [
    ("holder_ref", "被保险人的客户号，例如 C00912。"),
    ("wallet_owner", "Player account to send the gift to, e.g. pl_3318."),
    ("tin", "纳税人识别号，18 位。"),
])
def test_a_person_field_about_someone_named_stays_silent(prop, description):
    assert not hits(RULE, _tool(prop, description))
