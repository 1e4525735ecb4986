"""required-missing: a tool that submits, signs or withdraws one prepared thing (a draft, an
application, a contract) and requires nothing at all needs that thing's id; beside another
required key (a review's pull request) the lone id may narrow (silent)."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


@pytest.mark.parametrize("name,desc,id_name", [
    ("grants_submit_proposal", "Submit the prepared grant proposal to the funder.", "draft_id"),
    ("contracts_sign_document", "签署一份已准备好的合同，签署后对双方生效。", "envelope_id"),
    ("leave_withdraw_request", "Withdraw a pending leave request.", "ticket_id"),
])
def test_a_prepared_thing_s_lone_id_is_required(name, desc, id_name):
    tool = make_tool(name=name, description=desc, parameters=obj(
        {id_name: {"type": "string", "description": "Id, e.g. ab12."},
         "note": {"type": "string", "description": "Optional note.", "maxLength": 200}}))
    (h,) = hits("required-missing", tool)
    assert f"`{id_name}`" in h.message


def test_beside_another_required_key_the_id_may_narrow():
    tool = make_tool(name="reviews_create_and_submit_review", description="Review a pull request.",
                     parameters=obj({"pull_number": {"type": "integer", "description": "PR."},
                                     "commit_id": {"type": "string", "description": "Commit SHA; "
                                                   "latest when left out."}},
                                    required=["pull_number"]))
    assert hits("required-id-optional", tool) == []
