"""Input properties the schema marks read-only: findings inside them are dropped, and
`read-only-input` names them once per tool (English, Chinese, and look-alikes that keep theirs)."""

from __future__ import annotations

import pytest

from workbench.linter.engine import lint
from workbench.linter.read_only_inputs import read_only_inputs
from workbench.schema.walk import index_schema
from workbench.text import field_read_only_mark

# a Graph-style address: its parts restate their names ("The state."), a finding each if shown
ADDRESS = {"type": "object", "properties": {
    "street": {"type": "string", "description": "The street."},
    "city": {"type": "string", "description": "The city."},
    "state": {"type": "string", "description": "The state."},
    "postalCode": {"type": "string", "description": "The postal code."}}}


def event_tool(mark: str, *, description="Create an event in the user's calendar.",
               required=None, extra=None):
    events = {"type": "array", "description": mark,
              "items": {"type": "object", "properties": {
                  "id": {"type": "string"}, "start": {"type": "string"},
                  "location": {"type": "object", "properties": {"address": ADDRESS}}}}}
    body = {"type": "object", "properties": {
        "subject": {"type": "string", "description": "The subject of the event, e.g. 'Standup'."},
        "events": events, **(extra or {})}}
    if required:
        body["required"] = required
    return {"name": "create_calendar", "description": description,
            "inputSchema": {"type": "object", "properties": {"body": body},
                            "required": ["body"], "additionalProperties": False}}


def under_events(report):
    return [f for f in report.findings if "/properties/events" in f.path]


def named(report, rule="read-only-input"):
    return [f for f in report.findings if f.rule == rule]


@pytest.mark.parametrize("mark", [
    "The events in the calendar. Navigation property. Read-only. Nullable.",
    "The events in the calendar. Read-only.Requires $select to retrieve.",
    "The events in the calendar. This property is read-only.",
    "日历中的事件。只读。",
    "日历中的事件，由服务端生成，只读",
    "日历中的事件（只读）",
])
def test_findings_inside_a_read_only_subtree_are_dropped_and_one_finding_names_it(mark):
    report = lint([event_tool(mark)])
    assert under_events(report) == [] or all(f.rule == "read-only-input"
                                              for f in under_events(report))
    found = named(report)
    assert len(found) == 1 and found[0].severity == "warning" and found[0].fix is None
    assert "`body.events`" in found[0].message and found[0].path == "/properties/body"


def test_the_keyword_marks_it_too_and_the_message_follows_the_tool_language():
    tool = event_tool("日历中的事件。", description="在用户日历中创建日程。")
    tool["inputSchema"]["properties"]["body"]["properties"]["events"]["readOnly"] = True
    found = named(lint([tool]))
    assert len(found) == 1 and "只读" in found[0].message and "`body.events`" in found[0].message


@pytest.mark.parametrize("mark", [
    "The events to open. Opens the calendar read-only.",       # about something else
    "Read-only for users synced from the on-premises directory.",  # a condition, not a mark
    "action=sql 时使用的只读 SQL",                                # 只读 qualifying a noun
    "权限模式: safe(只读) | readwrite(读写不删)",                   # an enum value's gloss
    "The events in the calendar. Navigation property.",         # navigation alone: may be sent
])
def test_text_using_the_words_about_something_else_keeps_the_findings(mark):
    report = lint([event_tool(mark)])
    assert named(report) == []
    assert any(f.rule == "param-description-repeats-name" for f in report.findings
               if "/properties/events/" in f.path)


def test_a_required_property_or_a_read_only_setting_is_not_counted():
    required = event_tool("The events. Read-only.", required=["events"])
    assert named(lint([required])) == []
    setting = event_tool("The events.", extra={"readOnly": {
        "type": "boolean", "description": "Open the calendar. Read-only, default false."}})
    assert named(lint([setting])) == []
    assert read_only_inputs(index_schema(setting["inputSchema"])).pointers == ()


def test_a_definition_reached_only_through_a_read_only_property_goes_with_it():
    schema = {"type": "object", "properties": {"body": {"type": "object", "properties": {
        "name": {"type": "string", "description": "Folder name, e.g. 'Clients'."},
        "contacts": {"type": "array", "items": {"$ref": "#/$defs/contact"},
                     "description": "The contacts in the folder. Navigation property. Read-only."},
        "owner": {"$ref": "#/$defs/person"}}}},
        "$defs": {"contact": {"type": "object", "properties": {"address": {"$ref": "#/$defs/addr"}}},
                  "addr": ADDRESS,
                  "person": {"type": "object", "properties": {"email": {"type": "string"}}}}}
    found = read_only_inputs(index_schema(schema))
    assert found.definitions == frozenset({"/$defs/contact", "/$defs/addr"})
    assert found.covers("/$defs/addr/properties/state") and not found.covers("/$defs/person")
    tool = {"name": "create_contact_folder", "description": "Create a contact folder.",
            "inputSchema": schema}
    report = lint([tool])
    assert not [f for f in report.findings if f.path.startswith("/$defs/addr")]
    assert "`body.contacts`" in named(report)[0].message


def test_field_marks_read_only_only_as_a_sentence_of_its_own():
    assert field_read_only_mark("The unique identifier for an entity. Read-only.")
    assert field_read_only_mark("只读字段")
    assert not field_read_only_mark("If true, mount the volume read-only.")
    assert not field_read_only_mark("后端配置的长期只读服务密钥（推荐）")


def test_a_definition_a_dynamic_reference_may_reach_stays():
    """References are followed as the definition-use walk follows them (one edge builder): where
    a `$dynamicRef` may reach any definition, none is taken to live only below a read-only
    property."""
    schema = {"type": "object", "properties": {
        "contacts": {"type": "array", "items": {"$ref": "#/$defs/addr"},
                     "description": "The contacts in the folder. Read-only."},
        "home": {"$dynamicRef": "#addr"}},
        "$defs": {"addr": {"$dynamicAnchor": "addr", **ADDRESS}}}
    assert read_only_inputs(index_schema(schema)).definitions == frozenset()
