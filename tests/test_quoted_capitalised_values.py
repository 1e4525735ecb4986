"""A label, then values each written in quotes ("Type of intervention: 'Drug', 'Device', ...,
'Other'"): the quotes make capitalised words literal values, so the list is a closed set and
`enum-missing` asks for it with those exact values. Look-alikes stay silent: the same words
unquoted (they may be prose), quoted examples after "e.g.", and a list left open ("etc.")."""

from __future__ import annotations

import pytest

from support import apply_patch, closed_mcp_tool, lint_findings


def _tool(desc):
    return closed_mcp_tool("trials_search_interventions", "Search interventions used in cancer trials.",
                           {"intervention_type": {"type": "string", "description": desc}})


@pytest.mark.parametrize("desc,values", [
    ("Type of intervention: 'Drug', 'Device', 'Biological', 'Procedure', 'Other'",
     ["Drug", "Device", "Biological", "Procedure", "Other"]),
    ('Kind: "Drug", "Device" or "Other".', ["Drug", "Device", "Other"]),
    ("Channel: `Email`, `Sms`, `In-Person`", ["Email", "Sms", "In-Person"]),
])
def test_quoted_capitalised_values_after_a_label_are_the_enum(desc, values):
    (f,) = lint_findings([_tool(desc)], "enum-missing")
    assert f.severity == "warning" and f.path == "/properties/intervention_type"
    assert f.fix is not None
    fixed = apply_patch(_tool(desc)["inputSchema"], f.fix)
    assert fixed["properties"]["intervention_type"]["enum"] == values


@pytest.mark.parametrize("desc", [
    "Type of intervention: Drug, Device, Biological, Other",          # unquoted: maybe prose
    "Type of intervention, e.g. 'Drug', 'Device' or 'Biological'",    # examples
    "Type of intervention: 'Drug', 'Device', 'Biological', etc.",     # the list goes on
    "Type of intervention: 'Drug therapy', 'Device', 'Other'",        # a phrase, not one value
])
def test_look_alikes_give_no_enum(desc):
    assert [f for f in lint_findings([_tool(desc)], "enum-missing") if f.severity == "warning"] == []
