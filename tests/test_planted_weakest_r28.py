"""Round 28E: precise sub-cases of the weakest planted categories, each read from evidence in
the tool itself (measured_once sets 6-13 trained, 14-17 validated)."""

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
