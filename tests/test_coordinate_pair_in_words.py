"""`type-coordinate-string` when the pair is said in words and written with a comma ("Latitude
and longitude ... separated by a comma", "纬度和经度，用英文逗号分隔", or a written pair
"46.55,7.98"): one string holding two numbers. Look-alikes stay silent: one axis named, a list of
points, a pair with no sign of one string."""

from __future__ import annotations

import pytest

from support import lint_severities, tool_doc


def _severities(desc: str, name: str = "position") -> list:
    doc = tool_doc("rescue_log_position", "Record where a missing hiker was last seen.",
                   {name: {"type": "string", "description": desc}}, [name])
    return lint_severities([doc], "type-coordinate-string")


@pytest.mark.parametrize("desc", [
    "Latitude and longitude in decimal degrees separated by a comma.",
    "Longitude and latitude of the trailhead, e.g. 7.9856,46.5571.",
    "走失者位置的纬度和经度，用英文逗号分隔。",
    "集合点的经度和纬度，例如 120.1551,30.2741。",
])
def test_a_pair_said_in_words_is_shown(desc):
    assert _severities(desc) == ["warning"]


@pytest.mark.parametrize("desc", [
    "Latitude of the trailhead in decimal degrees, e.g. 46.5571.",  # one axis
    "Points of the route: latitude and longitude separated by a comma, points separated by ;.",
    "走失者位置的纬度和经度。",  # no sign it is one string
    "Latitude and longitude, or a place name such as Grindelwald, separated by a comma.",
    "Latitude and longitude (latitude first) separated by a comma.",  # the order said outright
    "经度和纬度（经度在前）用逗号分隔。",
])
def test_look_alikes_stay_silent(desc):
    assert _severities(desc) == []
