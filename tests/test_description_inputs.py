"""param-missing-description asks for words only where they help the model send a value: a
`readOnly` field, a server-managed timestamp or author (`created_at`, `gmt_create`), and a
record payload's copy of a path id (`worklog_data.issue_id` beside `issue_id`) are not inputs
to describe; an `external_id` is assigned by an outside system (no tool returns it); a lone
undescribed `url` is left to `format-missing`. A reference such as `parent.page_id` is still
asked about (English and Chinese)."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_ISSUE = {"type": "string", "description": "Issue uuid from list_issues, e.g. 3f2a-..."}


def _paths(tool):
    return [h.path for h in hits("param-missing-description", tool)]


@pytest.mark.parametrize("name,schema", [
    ("id", {"type": "string", "readOnly": True}),
    ("created_at", {"type": "string", "format": "date-time"}),
    ("gmt_create", {"type": "string"}),
    ("updated_by", {"type": "string"}),
])
def test_fields_the_server_fills_are_not_asked_about(name, schema):
    tool = make_tool(name="update_ticket", description="更新工单。", parameters=obj({
        "ticket_id": _ISSUE, "ticket_data": obj({name: schema, "title": {
            "type": "string", "description": "标题"}})}))
    assert f"/properties/ticket_data/properties/{name}" not in _paths(tool)
    assert not any(name in h.message for h in hits("param-missing-description", tool))


def test_a_payload_copy_of_a_path_id_is_not_asked_about_but_a_reference_is():
    tool = make_tool(name="create_worklog", description="Log time on an issue.", parameters=obj({
        "issue_id": _ISSUE,
        "worklog_data": obj({"issue_id": {"type": "string"}, "minutes": {
            "type": "integer", "description": "Minutes spent."}}),
        "parent": obj({"issue_id": {"type": "string"}})}))
    assert _paths(tool) == ["/properties/parent/properties/issue_id"]


@pytest.mark.parametrize("name", ["external_id", "externalId", "foreign_id"])
def test_an_external_id_is_assigned_by_an_outside_system(name):
    tool = make_tool(name="import_issue", description="Import one issue.",
                     parameters=obj({name: {"type": "string"}, "title": {
                         "type": "string", "description": "Title."}}))
    (h,) = hits("param-missing-description", tool)
    assert "outside system" in h.message and "which tool returns it" not in h.message
    assert h.severity == "info"  # an integration field a model rarely sets


@pytest.mark.parametrize("name", ["url", "page_url", "链接url"])
def test_a_lone_undescribed_url_is_left_to_format_missing(name):
    tool = make_tool(name="fetch_page", description="Fetch a web page as markdown.",
                     parameters=obj({name: {"type": "string"}, "depth": {
                         "type": "integer", "description": "Depth."}}))
    assert hits("param-missing-description", tool) == []
