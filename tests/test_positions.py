"""Positions are recorded at load time: every tool knows the line and column where it and its
parameter schema are written and can map a finding's pointer to a line, so SARIF never reads the
source file again."""

from __future__ import annotations

import json

import pytest

from workbench import lint, load
from workbench.envelopes import jsontext
from workbench.model import Finding
from workbench.render.sarif import Location, SarifRule, to_sarif

TOOL = {"type": "function", "function": {"name": "crm_get_customer", "description": "Read one.",
                                         "parameters": {"type": "object", "properties": {
                                             "customer_id": {"type": "string"}}}}}


def sarif_lines(report) -> dict[tuple[str, str, str], int]:
    results = report.to_sarif()["runs"][0]["results"]
    return {(f.tool, f.path, f.rule): r["locations"][0]["physicalLocation"]["region"]["startLine"]
            for f, r in zip(report.findings, results)}


def test_tools_carry_line_column_and_schema_position(tmp_path):
    path = tmp_path / "tools.json"
    path.write_text(json.dumps([TOOL, TOOL], indent=2), encoding="utf-8")
    first, second = load(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert (first.origin.line, first.origin.column) == (2, 3) and lines[1][2] == "{"
    line, column = first.origin.schema_position()
    assert lines[line - 1][column - 1:].startswith("{") and '"parameters"' in lines[line - 1]
    assert first.origin.schema_pointer == "/0/function/parameters"
    assert '"customer_id"' in lines[first.origin.schema_line("/properties/customer_id") - 1]
    # a keyword the text leaves implicit: the deepest part of the path that is written
    assert first.origin.schema_line("/properties/customer_id/maxLength") == \
        first.origin.schema_line("/properties/customer_id")
    assert first.origin.schema_line("") is None and first.origin.schema_line("not-a-pointer") is None
    assert second.origin.line > first.origin.line
    assert first.origin.positions is second.origin.positions  # one record per file


def test_yaml_members_are_located_by_their_key(tmp_path):
    (tmp_path / "t.yaml").write_text(
        "- name: crm_get_customer\n  description: Read one customer.\n  input_schema:\n"
        "    type: object\n    properties:\n      customer_id:\n        type: string\n",
        encoding="utf-8")
    (tool,) = load(tmp_path / "t.yaml")
    assert not tool.origin.positions.scanned  # YAML tool lines come from the parse itself
    assert (tool.origin.line, tool.origin.column) == (1, 3)
    assert tool.origin.schema_position() == (3, 3)
    assert tool.origin.schema_line("/properties/customer_id") == 6


def test_sarif_does_not_read_the_source_again(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "tools.json"
    path.write_text(json.dumps([TOOL], indent=2), encoding="utf-8")
    report = lint(load("tools.json"), config=False)
    before = sarif_lines(report)
    path.write_text("[]", encoding="utf-8")  # changed after loading: the report keeps its lines
    assert sarif_lines(report) == before and max(before.values()) > 2
    path.unlink()
    assert sarif_lines(report) == before


def test_json_lines_saved_as_json_point_at_their_own_line(tmp_path, monkeypatch):
    # A re-read of the whole file used to map every line's pointers onto the first document's.
    monkeypatch.chdir(tmp_path)
    other = json.loads(json.dumps(TOOL))
    other["function"]["name"] = "crm_get_order"
    (tmp_path / "lines.json").write_text(json.dumps(TOOL) + "\n" + json.dumps(other) + "\n",
                                         encoding="utf-8")
    report = lint(load("lines.json"), config=False)
    lines = sarif_lines(report)
    assert {line for (tool, _, _), line in lines.items() if tool == "crm_get_order"} == {2}
    assert {line for (tool, _, _), line in lines.items() if tool == "crm_get_customer"} == {1}


def test_multi_document_yaml_locates_properties(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    doc = ("name: {name}\ndescription: Do one thing.\ninput_schema:\n  type: object\n"
           "  properties:\n    q:\n      type: string\n")
    (tmp_path / "m.yaml").write_text(doc.format(name="a_tool") + "---\n" + doc.format(name="b_tool"),
                                     encoding="utf-8")
    report = lint(load("m.yaml"), config=False)
    lines = sarif_lines(report)
    at_q = {tool: line for (tool, path, _), line in lines.items() if path == "/properties/q"}
    assert at_q == {"a_tool": 6, "b_tool": 14}


def test_a_repeated_key_is_located_where_it_takes_effect(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "d.json").write_text(
        '[{"type": "function", "function": {"name": "crm_get_customer", "description": "Read.",\n'
        ' "parameters": {"type": "object", "properties": {\n'
        '  "x": {"type": "string"},\n'
        '  "x": {"type": "array"}}}}}]\n', encoding="utf-8")
    (tool,) = load(tmp_path / "d.json")
    assert tool.parameters["properties"]["x"] == {"type": "array"}
    assert tool.origin.schema_line("/properties/x") == 4


def test_huge_texts_are_scanned_only_when_a_rendering_asks(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(jsontext, "LOCATE_MAX_CHARS", 10)
    import workbench.loading as loading

    monkeypatch.setattr(loading, "LOCATE_MAX_CHARS", 10)
    (tmp_path / "big.json").write_text(json.dumps([TOOL], indent=2), encoding="utf-8")
    (tool,) = load("big.json")
    assert tool.origin.line is None  # no scan at load
    assert not tool.origin.positions.scanned
    report = lint(load("big.json"), config=False)
    lines = sarif_lines(report)
    assert report.toolset[0].origin.positions.scanned
    assert lines[("crm_get_customer", "/properties/customer_id", "param-missing-description")] == 10


def test_sarif_takes_findings_rules_and_locations():
    rule = SarifRule("r-one", "Short.", "Short. Longer.", "doc", "**r-one**", "warning", "naming",
                     "tool")
    findings = [Finding("t", "/properties/a", "r-one", "naming", "warning", "msg"),
                Finding("<tool set>", "", "r-one", "naming", "warning", "set-level")]
    log = to_sarif(findings, [rule], [Location("dir/t.json", 7), None],
                   properties={"profiles": ["generic"]})
    (run,) = log["runs"]
    assert run["tool"]["driver"]["rules"][0]["name"] == "ROne"
    first, second = run["results"]
    assert first["locations"][0]["physicalLocation"]["region"]["startLine"] == 7
    assert first["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "dir/t.json"
    assert "physicalLocation" not in second["locations"][0] and second["ruleIndex"] == 0
    assert run["properties"] == {"profiles": ["generic"]}
    with pytest.raises(ValueError):
        to_sarif(findings, [rule], [None])
