"""`name-too-long` (portability): a name whose characters pass every profile but whose length
(over 64) does not is reported once, as a portability fact; a name with other bad characters
stays `name-invalid-chars`, and a 64-character name is fine."""

from __future__ import annotations

import pytest

from support import lint_findings, tool_doc

LONG_EN = "museum_archives_collections_department_list_conservation_records_by_object"
LONG_ZH_TOOL = "port_authority_vessel_traffic_services_get_estimated_time_of_arrival_by_imo"


@pytest.mark.parametrize("name,desc", [
    (LONG_EN, "List the conservation records of one object. Read-only."),
    (LONG_ZH_TOOL, "查询一艘船的预计到港时间。只读。"),
])
def test_a_long_name_is_one_portability_finding(name, desc):
    doc = tool_doc(name, desc, {"id": {"type": "string", "description": "Object id, e.g. 1987.112.4."}},
                   ["id"], mcp=True)
    assert [f.severity for f in lint_findings([doc], "name-too-long")] == ["error"]
    assert lint_findings([doc], "name-invalid-chars") == []


def test_other_bad_characters_stay_invalid_chars():
    doc = tool_doc("museum list " + "x" * 60, "List records.", {}, mcp=True)
    assert lint_findings([doc], "name-too-long") == []
    assert [f.severity for f in lint_findings([doc], "name-invalid-chars")] == ["error"]


def test_a_name_of_64_characters_passes():
    doc = tool_doc("m" * 64, "List records.", {}, mcp=True)
    assert lint_findings([doc], "name-too-long") == [] and lint_findings([doc], "name-invalid-chars") == []
