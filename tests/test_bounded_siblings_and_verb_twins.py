"""The one number or list a tool leaves open where its author bounded every other one, and two
tool names that differ only by a verb over the same inputs: each read from evidence in the tool
itself."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _tool(name: str, description: str, props: dict, required=None):
    return make_tool(name=name, description=description, parameters={
        "type": "object", "properties": props, "required": required or list(props),
        "additionalProperties": False})


# --- range: the one number left open where the author bounded every other number ---------------

@pytest.mark.parametrize("name,description,props,open_", [
    ("mine_plan_blast_hole", "Add one drilled hole to a draft blast plan with its explosive charge.",
     {"plan_id": {"type": "string", "pattern": "^BP-[0-9]{4}$"},
      "charge_kg": {"type": "number", "description": "Mass of bulk emulsion loaded, in kilograms."},
      "stemming_m": {"type": "number", "minimum": 0.5, "maximum": 10,
                     "description": "Length of stemming above the charge, in metres."}},
     "charge_kg"),
    ("scaffold_quote_rental", "为工地报价脚手架租赁，只读。",
     {"bays": {"type": "integer", "description": "脚手架跨数，每跨 2.5 米。"},
      "height_lifts": {"type": "integer", "minimum": 1, "maximum": 15, "description": "层数。"},
      "days": {"type": "integer", "minimum": 1, "maximum": 365, "description": "租期天数。"}},
     "bays"),
])
def test_the_one_open_number_beside_bounded_ones_is_shown(name, description, props, open_):
    (h,) = [h for h in hits("range-missing", _tool(name, description, props))
            if h.path == f"/properties/{open_}"]
    assert h.severity is None and "every other number" in h.message


@pytest.mark.parametrize("props", [
    # alone: nothing to compare with
    {"charge_kg": {"type": "number", "description": "Mass of the charge, in kilograms."}},
    # two open: the author bounds nothing systematically
    {"charge_kg": {"type": "number", "description": "Mass of the charge, in kilograms."},
     "depth_m": {"type": "number", "description": "Hole depth."},
     "stemming_m": {"type": "number", "minimum": 0.5, "maximum": 10}},
    # a sibling bounded on one side only
    {"charge_kg": {"type": "number", "description": "装药量，千克。"},
     "stemming_m": {"type": "number", "minimum": 0.5}},
    # an identifier or an ordinal is no measure
    {"hole_number": {"type": "integer", "description": "Hole number in the drill log."},
     "stemming_m": {"type": "number", "minimum": 0.5, "maximum": 10}},
    # its text gives a value outside any range a meaning
    {"charge_kg": {"type": "number", "description": "Charge in kg; -1 means use the plan default."},
     "stemming_m": {"type": "number", "minimum": 0.5, "maximum": 10}},
])
def test_an_open_number_without_that_evidence_stays_silent(props):
    tool = _tool("mine_plan_blast_hole", "Add one drilled hole to a draft blast plan.", props)
    assert [h for h in hits("range-missing", tool) if h.severity is None] == []


# --- array-bounds: the one list left uncounted where every other value is constrained -----------

_WAYPOINT = {"type": "object", "properties": {
    "lat": {"type": "number", "minimum": -90, "maximum": 90},
    "lon": {"type": "number", "minimum": -180, "maximum": 180},
    "alt_m": {"type": "number", "minimum": 20, "maximum": 120}}}


@pytest.mark.parametrize("name,description,props", [
    ("mine_plan_survey_flight", "Create a drone survey flight plan from a list of waypoints.",
     {"waypoints": {"type": "array", "items": _WAYPOINT, "description": "Ordered waypoints."},
      "overlap_percent": {"type": "integer", "minimum": 60, "maximum": 90}}),
    ("museum_compare_condition_reports", "比较同一件藏品不同时间的状况报告，只读。",
     {"object_number": {"type": "string", "pattern": "^[0-9]{4}(\\.[0-9]+){1,3}$"},
      "report_ids": {"type": "array", "items": {"type": "string", "pattern": "^CR-[0-9]{6}$"},
                     "description": "要比较的状况报告编号。"}}),
])
def test_the_one_uncounted_list_in_a_fully_constrained_tool_is_shown(name, description, props):
    (h,) = hits("array-unbounded", _tool(name, description, props))
    assert h.severity is None and "constrains every other value" in h.message
    assert "`minItems` and `maxItems`" in h.message


_IDS = {"type": "array", "items": {"type": "string", "pattern": "^CR-[0-9]{6}$"}}


@pytest.mark.parametrize("props,required", [
    # optional: a filter
    ({"object_number": {"type": "string", "pattern": "^[0-9]{4}$"}, "report_ids": _IDS},
     ["object_number"]),
    # a floor declared: the author weighed the count and left it open above
    ({"object_number": {"type": "string", "pattern": "^[0-9]{4}$"},
      "report_ids": {**_IDS, "minItems": 1}}, None),
    # elements from an enum: capped by the enum
    ({"object_number": {"type": "string", "pattern": "^[0-9]{4}$"},
      "kinds": {"type": "array", "items": {"type": "string", "enum": ["crack", "flake"]}}}, None),
    # another input left plain: the author does not constrain systematically
    ({"object_number": {"type": "string", "description": "藏品编号。"}, "report_ids": _IDS}, None),
    # a lone list of plain values
    ({"report_ids": _IDS}, None),
])
def test_a_list_without_that_evidence_stays_silent(props, required):
    tool = _tool("museum_compare_condition_reports", "Compare condition reports. Read-only.",
                 props, required)
    assert [h for h in hits("array-unbounded", tool) if h.severity is None] == []


# --- collision: a name with and without its verb, taking the same inputs value for value --------

_HOLD_INPUTS = {"isbn": {"type": "string", "pattern": "^97[89][0-9]{10}$", "description": "ISBN-13."},
                "pickup_branch": {"type": "string", "enum": ["central", "east", "west"]}}


def _pair(first: tuple[str, str], second: tuple[str, str], second_inputs=None):
    from workbench.loading import load
    return load([{"name": n, "description": d, "inputSchema": {
        "type": "object", "properties": p, "required": list(p), "additionalProperties": False}}
        for (n, d), p in ((first, _HOLD_INPUTS), (second, second_inputs or _HOLD_INPUTS))])


@pytest.mark.parametrize("first,second", [
    (("library_hold", "Place a hold on a title for the signed-in patron; they are notified when "
                      "a copy is ready at the pickup branch."),
     ("library_place_hold", "Reserve a title for the signed-in patron and collect it at a chosen "
                            "branch when it becomes available. Creates a hold.")),
    (("library_hold", "为读者预约一本书，到馆后短信通知。"),
     ("library_place_hold", "替登录读者登记图书预留，书到了可在所选分馆取。")),
])
def test_an_alias_with_the_same_inputs_competes_whatever_the_wording(first, second):
    from workbench.linter.engine import lint
    found = [f for f in lint(_pair(first, second), config=False).findings
             if f.rule == "near-duplicate-tools"]
    assert [(f.severity, "without its verb" in f.message) for f in found] == [("warning", True)]


def test_an_alias_with_other_inputs_and_other_words_stays_apart():
    from workbench.linter.engine import lint
    other = {"hold_id": {"type": "string", "pattern": "^H-[0-9]{6}$"},
             "pickup_branch": {"type": "string", "enum": ["central", "east", "west"]}}
    toolset = _pair(("library_hold", "Look up one hold by its id: status and pickup branch."),
                    ("library_place_hold", "Reserve a title for the signed-in patron."), other)
    assert [f for f in lint(toolset, config=False).findings if f.rule == "near-duplicate-tools"] == []
