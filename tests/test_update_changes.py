"""update-may-change-nothing (info since round 22: reviewers judged an ids-only update a harmless
no-op): an update tool whose required fields are only the ids
of what it changes, every value it sets optional (a call with the ids alone changes nothing),
English and Chinese; a required value, a default, a text that asks for at least one change,
an id-only context field, a non-update verb and a large partial update (info) behave otherwise."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.linter.catalogue import all_rules

RULE = "update-may-change-nothing"


def _label(name="update_label", description="Update an existing label.", required=("labelId",), **props):
    fields = {"labelId": {"type": "string", "description": "ID of the label."},
              "name": {"type": "string", "description": "New name."},
              "color": {"type": "string", "description": "New color."}, **props}
    return make_tool(name=name, description=description, parameters=obj(fields, required=list(required)))


@pytest.mark.parametrize("name, description", [
    ("update_label", "Update an existing label."),
    ("editLabel", "Edit a label."),
    ("修改标签", "修改标签的名称或颜色。"),
])
def test_an_update_that_requires_only_ids_is_shown(name, description):
    (h,) = hits(RULE, _label(name=name, description=description))
    assert h.path == "" and h.severity is None and "(`name`, `color`)" in h.message
    if description.startswith("修改"):
        assert "至少提供一个" in h.message


def test_one_optional_value_is_asked_to_be_required():
    tool = make_tool(name="update_user_profile", description="Update a profile picture.",
                     parameters=obj({"user_id": {"type": "string"}, "profile_picture": {"type": "string"}},
                                    required=["user_id"]))
    (h,) = hits(RULE, tool)
    assert "Make `profile_picture` required" in h.message


def test_the_rule_is_read_at_info():
    assert all_rules()[RULE].severity == "info"
    (h,) = hits(RULE, _label())
    assert h.severity is None


def test_a_large_partial_update_lists_every_field_and_asks_in_general_words():
    more = {f"field_{i}": {"type": "string"} for i in range(5)}
    (h,) = hits(RULE, _label(**more))
    assert "`field_4`" in h.message and "give at least one field to change" in h.message


@pytest.mark.parametrize("name, description, ask", [
    ("update-invoice", "Update an invoice.", "give at least one of reference, contactId, statusId"),
    ("修改发票", "修改发票。", "reference、contactId、statusId 至少提供一个"),
])
def test_optional_ids_a_call_may_move_are_listed_too(name, description, ask):
    # `contactId` and `statusId` change the record as much as `reference` does: a list without
    # them misled authors
    tool = make_tool(name=name, description=description, parameters=obj(
        {"invoiceId": {"type": "string"}, "reference": {"type": "string"},
         "contactId": {"type": "string"}, "statusId": {"type": "integer"}}, required=["invoiceId"]))
    (h,) = hits(RULE, tool)
    assert "(`reference`, `contactId`, `statusId`)" in h.message and ask in h.message


@pytest.mark.parametrize("description, symbols", [
    ("Update a watchlist. You must include the symbols parameter, otherwise all assets will be removed.",
     "Symbols of the watchlist."),
    ("Update a watchlist.", "Any symbols not provided will be removed."),
    ("更新自选股列表。", "股票代码列表；不传则清空列表中的全部股票。"),
])
def test_a_text_that_says_omission_changes_the_record_stays_silent(description, symbols):
    tool = make_tool(name="update_watchlist", description=description, parameters=obj(
        {"watchlist_id": {"type": "string"}, "name": {"type": "string"},
         "symbols": {"type": "array", "items": {"type": "string"}, "description": symbols}},
        required=["watchlist_id"]))
    assert hits(RULE, tool) == []


def test_an_omission_that_changes_nothing_is_still_read():
    tool = make_tool(name="update_watchlist", description="Update a watchlist.", parameters=obj(
        {"watchlist_id": {"type": "string"}, "name": {"type": "string"},
         "symbols": {"type": "array", "items": {"type": "string"},
                     "description": "Symbols; if omitted, the current symbols are kept."}},
        required=["watchlist_id"]))
    assert len(hits(RULE, tool)) == 1


@pytest.mark.parametrize("tool", [
    _label(required=("labelId", "name")),                                  # a value is required
    _label(color={"type": "string", "default": "green"}),                  # a default is a change
    _label(description="Update a label. Give at least one of name or color."),
    _label(name="修改标签", description="修改标签，名称和颜色至少提供一个。"),
    _label(name="get_label", description="Get a label."),                  # not an update
    _label(name="set_label_color", description="Set a label's color."),    # `set` carries its value
    _label(required=()),                                                   # no id required
])
def test_look_alikes_stay_silent(tool):
    assert hits(RULE, tool) == []


def test_only_optional_ids_beside_the_required_one_stay_silent():
    tool = make_tool(name="update_card_position", description="Update a card.",
                     parameters=obj({"cardId": {"type": "string"}, "boardId": {"type": "string"}},
                                    required=["cardId"]))
    assert hits(RULE, tool) == []


def test_a_name_beside_its_id_and_response_options_are_not_values_changed():
    tool = make_tool(name="update_pull_request", description="Update a pull request.", parameters=obj(
        {"number": {"type": "integer"}, "repoId": {"type": "integer"}, "repoName": {"type": "string"},
         "summary": {"type": "string"}, "opt_fields": {"type": "array", "items": {"type": "string"}}},
        required=["number"]))
    (h,) = hits(RULE, tool)
    assert "(`repoId`, `repoName`, `summary`)" in h.message and "opt_fields" not in h.message


def test_one_optional_field_beside_the_ids_is_asked_to_be_required():
    tool = make_tool(name="update_pull_request", description="Update a pull request.", parameters=obj(
        {"number": {"type": "integer"}, "summary": {"type": "string"},
         "opt_fields": {"type": "array", "items": {"type": "string"}}}, required=["number"]))
    (h,) = hits(RULE, tool)
    assert "Make `summary` required" in h.message
