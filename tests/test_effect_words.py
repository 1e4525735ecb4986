"""Effects read from the meaning, not one word: an `archived`/`deleted` flag that filters what
a listing returns is no archive action; "transfer" moves money only when the text names money;
taking an item out of a container the name names (an issue out of a cycle, a member out of a
group) is undone by adding it back; `add(a, b)` of a calculator changes no state (English and
Chinese)."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.linter.context import ToolContext

_RO = {"readOnlyHint": True}


@pytest.mark.parametrize("flag,desc", [
    ("archived", "Include archived boards in the result."),
    ("deleted", "If true, list only deleted comments."),
    ("archived", "是否只返回已归档的项目。"),
    ("in_trash", "是否包含回收站中的页面"),
])
def test_a_filter_flag_on_a_read_only_listing_is_no_archive_action(flag, desc):
    tool = make_tool(name="boards_list", description="Lists the boards of a workspace.",
                     parameters=obj({flag: {"type": "boolean", "description": desc}}),
                     annotations=_RO)
    assert hits("write-claims-read-only", tool) == []
    assert not any(e.verb == "delete" for e in ToolContext(tool).effects)


@pytest.mark.parametrize("desc", ["Set to true to archive the board.", "设为 true 时将删除该看板。"])
def test_a_flag_that_archives_is_still_an_effect(desc):
    tool = make_tool(name="boards_get", description="Returns one board.",
                     parameters=obj({"archived": {"type": "boolean", "description": desc}}),
                     annotations=_RO)
    (h,) = hits("write-claims-read-only", tool)
    assert "`archived`" in h.message


@pytest.mark.parametrize("name,desc", [
    ("transfer_ticket", "Transfer a support ticket to another team's queue."),
    ("transfer_domain", "Transfers a domain to another registrar."),
    ("transfer_sprint_tasks", "把未完成的任务转移到下一个迭代。"),
])
def test_a_transfer_of_things_other_than_money_is_not_a_money_effect(name, desc):
    tool = make_tool(name=name, description=desc,
                     parameters=obj({"target": {"type": "string", "description": "Where to."}}))
    assert not any(e.why == "money" for e in ToolContext(tool).effects)
    assert not any("money" in h.message for h in hits("side-effect-undisclosed", tool))


@pytest.mark.parametrize("name,desc", [
    ("transfer_funds", "Transfer funds between two of the user's accounts."),
    ("transfer_tokens", "Transfers USDT to a wallet address."),
    ("transfer", "向指定账户转账。"),
])
def test_a_transfer_of_money_is_still_one(name, desc):
    tool = make_tool(name=name, description=desc,
                     parameters=obj({"target": {"type": "string", "description": "Where to."}}))
    assert any(e.why == "money" for e in ToolContext(tool).effects)


_IDS = obj({"group_id": {"type": "string", "description": "Group id."},
            "member_id": {"type": "string", "description": "Member id."}})


@pytest.mark.parametrize("name,desc", [
    ("remove_group_member", "Removes a member from a group."),
    ("delete_sprint_ticket", "Take a ticket out from the sprint."),
    ("delete_group_member", "将成员从群组中移除。"),
])
def test_taking_an_item_out_of_a_named_container_is_undone_by_adding_it_back(name, desc):
    tool = make_tool(name=name, description=desc, parameters=_IDS)
    assert hits("side-effect-undisclosed", tool) == []


@pytest.mark.parametrize("name,desc", [
    ("delete_file", "Delete a file from the disk."),
    ("delete_group_member", "Removes a member from a group and deletes their files."),
    ("delete_table_row", "Deletes a row from the table."),
    ("delete_member", "从服务器中删除该成员。"),
])
def test_erasing_from_a_store_is_still_an_undisclosed_effect(name, desc):
    tool = make_tool(name=name, description=desc, parameters=_IDS)
    (h,) = hits("side-effect-undisclosed", tool)
    assert "take back" in h.message or "可" in h.message


@pytest.mark.parametrize("name", ["add", "subtract", "multiply"])
def test_arithmetic_on_numbers_changes_no_state(name):
    tool = make_tool(name=name, description="Returns the result.",
                     parameters=obj({"a": {"type": "number"}, "b": {"type": "integer"}}, ["a", "b"]))
    assert not ToolContext(tool).changes_state


def test_adding_to_a_stored_record_still_changes_state():
    tool = make_tool(name="add_points", description="Add loyalty points to a customer.",
                     parameters=obj({"customer_id": {"type": "integer"}, "points": {"type": "integer"}}))
    assert ToolContext(tool).changes_state


@pytest.mark.parametrize("raw", [
    {"type": "function", "function": {"name": "delete_file", "requires_confirmation": True}},
    {"name": "删除文件", "requiresConfirmation": True},
])
def test_an_envelope_that_asks_the_user_first_discloses_the_effect(raw):
    tool = make_tool(name="delete_file", description="Delete a file from the workspace.",
                     parameters=obj({"path": {"type": "string", "description": "Path."}}), raw=raw)
    assert hits("side-effect-undisclosed", tool) == []
    unconfirmed = make_tool(name="delete_file", description="Delete a file from the workspace.",
                            parameters=obj({"path": {"type": "string", "description": "Path."}}),
                            raw={"function": {"requires_confirmation": False}})
    assert len(hits("side-effect-undisclosed", unconfirmed)) == 1


@pytest.mark.parametrize("name,desc,changes", [
    ("transfer_sprint_tickets", "Transfer tickets from one sprint to another.", True),
    ("transfer_tickets", "Transfers the selected tickets to another team's queue.", True),
    ("transfer_status", "Transfer of a shipment: returns where it is.", False),
])
def test_a_transfer_the_description_uses_as_a_verb_changes_state(name, desc, changes):
    # moving tickets between sprints is no money, yet it changes state
    tool = make_tool(name=name, description=desc,
                     parameters=obj({"target": {"type": "string", "description": "Where to."}}))
    assert ToolContext(tool).changes_state is changes
