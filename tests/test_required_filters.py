"""The `required` rules read filters and guidance: a list/search tool's `id` is one of its
filters, a field "to filter by" or "(omit for the workspace default)" may be left out, an id
of another thing the tool attaches (`taskOwnerIds` on a task) is not its target, and "if not
given, ask the user" is guidance, not a call without the field."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


@pytest.mark.parametrize("name,desc", [
    ("tickets-search", "Find helpdesk tickets."),
    ("invoices_find", "Look up invoices by any field."),
    ("工单_search", "查找工单。"),
])
def test_the_id_of_a_search_tool_is_a_filter(name, desc):
    tool = make_tool(name=name, description=desc, parameters={"type": "object", "properties": {
        "id": {"type": "number", "description": "Ticket ID"},
        "title": {"type": "string", "description": "Title contains"}}})
    assert hits("required-missing", tool) == []


def test_the_id_of_a_get_tool_stays_needed():
    tool = make_tool(name="tickets-get", description="Get one helpdesk ticket.",
                     parameters={"type": "object", "properties": {
                         "ticketId": {"type": "string", "description": "Ticket ID"}}})
    (h,) = hits("required-missing", tool)
    assert "`ticketId`" in h.message


@pytest.mark.parametrize("text", [
    "Board ID to filter by",
    "Filter by board (use the board key)",
    "Board ID (omit for the account default)",
    "按看板筛选，填写看板 ID",
    "用于过滤的看板 ID",
])
def test_a_filter_or_an_omittable_id_of_a_get_tool_is_not_needed(text):
    tool = make_tool(name="sprints-get-open", description="Get open sprints of the user's boards.",
                     parameters={"type": "object", "properties": {
                         "boardId": {"type": "string", "description": text}}})
    assert hits("required-missing", tool) == []


@pytest.mark.parametrize("name,ids", [
    ("cards-add-checklist", "checklistMemberIds"),
    ("cards_update_checklist", "checklist_assignee_ids"),
])
def test_the_ids_of_attached_things_are_not_the_target(name, ids):
    tool = make_tool(name=name, description="Add or change a checklist on a card.",
                     parameters=obj({"cardId": {"type": "string", "description": "Card ID"},
                                     ids: {"type": "array", "items": {"type": "string"},
                                           "description": "People for the checklist"}},
                                    required=["cardId"]))
    assert hits("required-id-optional", tool) == []


def test_the_target_s_own_id_is_still_reported():
    tool = make_tool(name="checklists-update", description="Change a checklist.",
                     parameters=obj({"checklistPublicId": {"type": "string", "description": "Checklist"},
                                     "title": {"type": "string", "description": "New title"}},
                                    required=[]))
    (h,) = hits("required-id-optional", tool)
    assert "`checklistPublicId`" in h.message


@pytest.mark.parametrize("text", [
    "The board to use. If not provided, ask the user which board to use.",
    "Board key. If not provided, always prompt the user to choose one; never guess.",
    "Run IDs to inspect. If not given, use the listRuns tool to get the failed runs.",
    "看板 ID。如果未提供，请询问用户。",
])
def test_ask_the_user_when_missing_does_not_make_a_field_optional(text):
    tool = make_tool(name="boards_report", description="Report on a board.",
                     parameters=obj({"board": {"type": "string", "description": text}},
                                    required=["board"]))
    assert hits("required-contradicts-description", tool) == []


@pytest.mark.parametrize("text", [
    "The board to use. If not provided, the default board is used.",
    "看板 ID。如果未提供，则使用默认看板。",
])
def test_a_stated_fallback_still_calls_a_required_field_optional(text):
    tool = make_tool(name="boards_report", description="Report on a board.",
                     parameters=obj({"board": {"type": "string", "description": text}},
                                    required=["board"]))
    (h,) = hits("required-contradicts-description", tool)
    assert "`board`" in h.message


@pytest.mark.parametrize("name,id_name", [
    ("list_alerts_for_host", "host_id"),
    ("list_host_alerts", "host_id"),
])
def test_the_id_a_list_is_scoped_to_stays_needed(name, id_name):
    tool = make_tool(name=name, description="List the alerts of one host.",
                     parameters={"type": "object", "properties": {
                         id_name: {"type": "integer", "description": "The host"},
                         "state": {"type": "string", "description": "Filter by alert state"}}})
    (h,) = hits("required-missing", tool)
    assert f"`{id_name}`" in h.message


def test_the_listed_things_own_id_is_a_filter():
    tool = make_tool(name="alerts-search", description="Find alerts.",
                     parameters={"type": "object", "properties": {
                         "alertId": {"type": "integer", "description": "Alert ID"},
                         "state": {"type": "string", "description": "Alert state"}}})
    assert hits("required-missing", tool) == []
