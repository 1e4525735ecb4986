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
