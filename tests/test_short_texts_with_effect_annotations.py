"""`description-too-short` on a short write whose MCP annotations state its effect: info where
the annotations say whether it destroys and whether it repeats and its few inputs are each
described (what a longer text would add is said there); a warning where any of that is missing.
English and Chinese tools, none taken from the judgements."""

from __future__ import annotations

import pytest

from support import hits, make_tool

DTS = "description-too-short"
STATED = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": True}


def _tool(name, description, props, annotations):
    schema = {"type": "object", "properties": props, "required": list(props)[:1]}
    return make_tool(name, description, schema, annotations=annotations)


def _severity(tool):
    (h,) = hits(DTS, tool)
    return h.severity


@pytest.mark.parametrize("name,description,props", [
    ("archive_milestone", "Archive a milestone",
     {"milestoneId": {"type": "string", "description": "The milestone's id, e.g. 'ms_81f2'."}}),
    ("close_ticket", "Close a ticket",
     {"ticket_key": {"type": "string", "description": "Ticket key such as 'OPS-112'."},
      "comment": {"type": "string", "description": "Why it is closed; shown on the ticket."}}),
    ("close_ticket", "关闭工单",
     {"ticket_key": {"type": "string", "description": "工单编号，例如 OPS-112"},
      "comment": {"type": "string", "description": "关闭原因，会显示在工单上"}}),
])
def test_a_short_write_whose_annotations_state_its_effect_is_info(name, description, props):
    assert _severity(_tool(name, description, props, STATED)) == "info"


_DESCRIBED = {"milestoneId": {"type": "string", "description": "The milestone's id, e.g. 'ms_81f2'."}}


@pytest.mark.parametrize("description,props,annotations", [
    # whether it repeats is not said
    ("Archive a milestone", _DESCRIBED, {"readOnlyHint": False, "destructiveHint": True}),
    # no annotation at all
    ("Archive a milestone", _DESCRIBED, None),
    # an input the model must guess
    ("Archive a milestone", {"milestoneId": {"type": "string"}}, STATED),
    # three inputs: the text must say how they combine
    ("Archive a milestone", {**_DESCRIBED,
                             "reason": {"type": "string", "description": "Why."},
                             "notify": {"type": "boolean", "description": "Tell the watchers."}},
     STATED),
])
def test_without_stated_effect_or_described_inputs_the_warning_stays(description, props,
                                                                      annotations):
    assert _severity(_tool("archive_milestone", description, props, annotations)) is None


def test_a_read_keeps_the_warning_whatever_its_annotations():
    tool = _tool("capture_screenshot", "Capture screenshot.",
                 {"returnFormat": {"type": "string", "description": "png or jpeg."}},
                 {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True})
    assert _severity(tool) is None
