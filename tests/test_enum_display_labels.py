"""`enum-unstable-values`: enum values that are text written for a person (sentence punctuation
inside spaced words: "Flat tyre!", "Dirty / smells", "Warning light (engine)") are shown; spaced
preset names an API defines ("Slow 3G", "iOS Simulator") stay info."""

from __future__ import annotations

import pytest

from support import lint_severities, tool_doc


def _severities(values: list[str], desc: str = "What kind of problem it is.") -> list:
    doc = tool_doc("fleet_report_issue", "Report a problem with a shared car; creates a ticket.",
                   {"issue": {"type": "string", "enum": values, "description": desc}}, ["issue"])
    return lint_severities([doc], "enum-unstable-values")


@pytest.mark.parametrize("values", [
    ["Flat tyre!", "Dirty / smells", "Warning light (engine)", "Other"],
    ["Seat broken?", "Window won't close", "Lights - front", "Other - see notes"],
])
def test_labels_with_sentence_punctuation_are_shown(values):
    assert _severities(values) == ["warning"]


def test_in_a_chinese_tool():
    assert _severities(["Flat tyre!", "Dirty / smells", "Other (describe)"], "问题类型。") == ["warning"]


@pytest.mark.parametrize("values", [
    ["Slow 3G", "Fast 3G", "Offline", "No throttling"],
    ["iOS Simulator", "watchOS Simulator", "macOS"],
])
def test_preset_names_with_spaces_stay_info(values):
    assert _severities(values) == ["info"]


@pytest.mark.parametrize("values", [
    ["!", ".", "?"],  # the marks are the values
    ["MV32 - LightModel", "MV40 - HeavyModel"],  # names with a spaced dash
])
def test_marks_as_values_and_dashed_names_are_not_shown(values):
    assert "warning" not in _severities(values)
