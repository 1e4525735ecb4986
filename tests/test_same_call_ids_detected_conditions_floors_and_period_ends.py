"""Readings from the twenty-second collection's English verdicts, each beside a look-alike.

- An undescribed id list inside an object whose own text says the ids come from another
  parameter of the same call (n8n `nodeGroups[].nodeIds`: "Members are node IDs from nodes[]")
  is not asked "which tool returns it": the model copies them from what it sends.
- A condition on a field the tool detects when it is left out (`triggerType` "Auto-detected if
  not specified"; "不填则自动识别") is info for the executor: an `if` on the field's value cannot
  see the detected value.
- A number with no known range is asked for its floor, and for a ceiling only where the service
  has one (no maximum to invent); a known range (latitude) keeps its numbers.
- The ends of a period named by a time word (FRED's `realtime_start`/`realtime_end`,
  `created_after`) are dates or instants whose form `format-missing` asks for; the ends of a
  range that is no time (`range_start`, `padding_end`) are not."""

from __future__ import annotations

from support import lint_findings, tool_doc


def _workflow(groups_text: str, *, with_nodes: bool = True) -> dict:
    props: dict = {
        "name": {"type": "string", "description": "Workflow name"},
        "nodeGroups": {"type": "array", "description": groups_text, "items": {
            "type": "object",
            "properties": {"name": {"type": "string", "description": "Group title"},
                           "nodeIds": {"type": "array", "items": {"type": "string"}}},
            "required": ["name", "nodeIds"]}},
    }
    if with_nodes:
        props["nodes"] = {"type": "array", "description": "Workflow nodes",
                          "items": {"type": "object"}}
    return tool_doc("create_workflow", "Create a workflow from its nodes.", props, ["name"])


def _asked_source(doc: dict) -> list[str | None]:
    return [f.severity for f in lint_findings([doc], "param-missing-description")
            if f.path.endswith("/nodeIds") and "which tool returns it" in f.message]


def test_ids_said_to_come_from_a_list_of_the_same_call_ask_no_source_tool():
    assert _asked_source(_workflow("Canvas groups. Members are node IDs from nodes[].")) == []


def test_ids_named_after_a_list_of_the_same_call_ask_no_source_tool():
    assert _asked_source(_workflow("Canvas groups. Members are node IDs.")) == []


def test_ids_from_a_list_the_call_does_not_hold_still_ask_their_source():
    doc = _workflow("Canvas groups. Members are node IDs.", with_nodes=False)
    assert _asked_source(doc) == ["warning"]


def test_ids_of_an_unrelated_list_still_ask_their_source():
    doc = _workflow("Canvas groups of other workflows' steps.")
    assert _asked_source(doc) == ["warning"]


def _run(trigger_text: str, message_text: str = "For chat: message to send (required for chat "
                                                 "triggers)") -> dict:
    return tool_doc("test_workflow", "Run a workflow through its trigger.", {
        "workflowId": {"type": "string", "description": "Workflow ID from list_workflows"},
        "triggerType": {"type": "string", "enum": ["webhook", "form", "chat"],
                        "description": trigger_text},
        "message": {"type": "string", "description": message_text},
    }, ["workflowId"])


def _condition(doc: dict) -> list[tuple[str | None, bool]]:
    return [(f.severity, "detected when left out" in f.message)
            for f in lint_findings([doc], "prose-condition") if f.path == "/properties/message"]


def test_a_condition_on_an_auto_detected_field_is_info_for_the_executor():
    assert _condition(_run("Trigger type. Auto-detected if not specified.")) == [("info", True)]


def test_a_condition_on_a_field_detected_in_chinese_is_info_too():
    doc = _run("触发类型，不填则自动识别。", "triggerType 为 chat 时必填：要发送的消息")
    assert _condition(doc) == [("info", True)]
    chosen = _run("触发类型。", "triggerType 为 chat 时必填：要发送的消息")
    assert _condition(chosen) == [("warning", False)]


def test_a_condition_on_a_field_the_caller_always_chooses_keeps_its_if_then():
    assert _condition(_run("Trigger type of the workflow.")) == [("warning", False)]


def _form_asked(name: str) -> list[str]:
    doc = tool_doc("get_source", "Get metadata for a source by source ID.", {
        "source_id": {"type": "integer", "description": "Source id from list_sources"},
        name: {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None}},
        ["source_id"])
    return [f.message.split(" string ")[0] for f in lint_findings([doc], "format-missing")]


def test_the_ends_of_a_period_in_time_ask_their_form():
    assert _form_asked("realtime_start") == ["`realtime_start` is a date"]
    assert _form_asked("realtime_end") == ["`realtime_end` is a date"]
    assert _form_asked("createdAfter") == ["`createdAfter` is a date-time"]


def test_the_ends_of_a_range_that_is_no_time_ask_no_date_form():
    assert _form_asked("range_start") == []
    assert _form_asked("padding_end") == []
    assert _form_asked("realtime") == []


def _range(props: dict) -> list[tuple[str | None, str]]:
    doc = tool_doc("create_hotel_order", "Book rooms in a hotel for the given dates.", {
        "hotelId": {"type": "string", "description": "Hotel id from search_hotels"}, **props},
        ["hotelId", *props])
    return [(f.severity, f.message) for f in lint_findings([doc], "range-missing")]


def test_a_number_with_no_known_range_is_asked_its_floor_and_a_ceiling_only_if_capped():
    [(severity, message)] = _range({"roomCount": {"type": "integer",
                                                  "description": "Number of rooms to book"}})
    assert severity == "warning"
    assert "declare the smallest valid value" in message
    assert "`maximum` only where the service caps it" in message


def test_a_number_with_a_known_range_keeps_the_range_it_states():
    [(_, message)] = _range({"latitude": {"type": "number", "description": "Hotel latitude"}})
    assert "(-90..90)" in message and "smallest valid value" not in message
