"""A ledger account is no person; a member a tool removes is its target; an operator id that
the deployment's kind of token decides is said as info; a cap on a product of two inputs is no
maximum on one; a text about steps is no count. Each with a look-alike that must still fire."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


@pytest.mark.parametrize("text", ["The ID of the bank account the transfer is paid from.",
                                  "The ledger account code to post to."])
def test_a_ledger_account_is_no_persons_account(text):
    params = obj({"account_id": {"type": "string", "description": text},
                  "amount": {"type": "number"}}, ["account_id", "amount"])
    tool = make_tool(name="create_transfer", description="Records a transfer.", parameters=params)
    assert hits("identity-param", tool) == []


def test_a_persons_account_still_fires():
    params = obj({"account_id": {"type": "string", "description": "The account to load."}}, ["account_id"])
    tool = make_tool(name="get_invoices", description="Gets invoices.", parameters=params)
    assert hits("identity-param", tool)


@pytest.mark.parametrize("name", ["remove_team_member", "add_project_collaborator"])
def test_the_person_a_tool_adds_or_removes_is_its_target(name):
    params = obj({"team_id": {"type": "string"}, "user_id": {"type": "string"}}, ["team_id", "user_id"])
    assert hits("identity-param", make_tool(name=name, description="", parameters=params)) == []


@pytest.mark.parametrize("text", ["操作者的用户 ID；使用个人访问令牌时该参数无效",
                                  "Operator user id; ignored when using a personal access token."])
def test_an_operator_the_token_kind_decides_is_info(text):
    params = obj({"operator_id": {"type": "string", "description": text}, "title": {"type": "string"}})
    found = hits("identity-param", make_tool(name="create_note", parameters=params))
    assert found and all(h.severity == "info" for h in found)


def test_a_plain_operator_id_stays_an_error():
    params = obj({"operator_id": {"type": "string", "description": "操作者用户 ID"}})
    found = hits("identity-param", make_tool(name="create_note", parameters=params))
    assert found and all(h.severity in (None, "error") for h in found)


@pytest.mark.parametrize("text", [
    "Page number. page * perPage must not exceed 10000, otherwise the API returns 400.",
    "页码。页码×每页条数不能超过 10000。",
])
def test_a_cap_on_a_product_is_no_maximum_on_one_input(text):
    params = obj({"page": {"type": "integer", "minimum": 1, "description": text},
                  "perPage": {"type": "integer", "minimum": 1, "maximum": 200}})
    tool = make_tool(name="search_items", description="Searches items.", parameters=params)
    assert hits("prose-only-constraint", tool) == []
    assert hits("prose-contradicts-schema", tool) == []


def test_a_cap_on_the_input_itself_still_fires():
    params = obj({"page": {"type": "integer", "minimum": 1,
                           "description": "Page number; must not exceed 500."}})
    tool = make_tool(name="search_items", description="Searches items.", parameters=params)
    assert hits("prose-only-constraint", tool)


@pytest.mark.parametrize("text", ["後續的計劃、步驟或研究方向，用來約束 Agent 不偏離主題",
                                  "The remaining steps of the plan, as a short description."])
def test_a_text_about_steps_is_no_count(text):
    params = obj({"next_steps": {"type": "string", "description": text}})
    assert hits("type-string-for-number", make_tool(name="research_mode", parameters=params)) == []


def test_a_number_of_steps_is_still_a_count():
    params = obj({"steps": {"type": "string", "description": "Number of steps to run."}})
    assert hits("type-string-for-number", make_tool(name="research_mode", parameters=params))


@pytest.mark.parametrize("text", ["Customer's bank account id, e.g. ACC-00012345.", "客户的银行账户 ID"])
def test_a_persons_bank_account_still_fires(text):
    params = obj({"account_id": {"type": "string", "description": text}}, ["account_id"])
    tool = make_tool(name="get_risk_profile", description="Returns the risk rating.", parameters=params)
    assert hits("identity-param", tool)
