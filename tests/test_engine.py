"""The lint engine: selection, severity overrides, configuration, suppression, crash isolation,
sorting, scores and the JSON/text/HTML/DataFrame renderings."""

from __future__ import annotations

import json

import pytest

from support import make_tool
from workbench.errors import ConfigError, InvalidArgument
from workbench.linter.catalogue import Hit, all_rules, rule
from workbench.linter.engine import LintReport, lint
from workbench.linter.score import SEVERITY_WEIGHT
from workbench.model import LoadProblem, ToolSet

STRICT = "strict-additional-properties"


def loose_object(**props):
    return {"type": "object", "properties": props or {"q": {"type": "string"}}}


def strict_tool(name="crm_get_customer", parameters=None, **kw):
    return make_tool(name, "Read a customer.", parameters or loose_object(), strict=True,
                     source_format="openai-chat", **kw)


def own_rule(rule_id, check, *, category="naming", severity="warning", scope="tool"):
    """A rule of this test's own, outside the catalogue (`lint(rules=...)` runs it)."""
    return rule(rule_id, category=category, severity=severity, summary="test rule", bad=(),
                good=(), scope=scope)(check)


def test_crashing_rule_becomes_one_schema_error_finding_and_the_rest_goes_on():
    def boom(tool, ctx):
        yield Hit("", "first")
        raise ZeroDivisionError("division by zero in a rule")

    def fine(tool, ctx):
        yield Hit("/properties", f"ok {tool.name}")

    tools = ToolSet((make_tool("a_get_x"), make_tool("b_get_y")))
    report = lint(tools, rules=[own_rule("zz-test-boom", boom), own_rule("zz-test-fine", fine)],
                  config=False)
    crashes = [f for f in report.findings if f.category == "schema-error"]
    assert len(crashes) == 2 and {f.tool for f in crashes} == {"a_get_x", "b_get_y"}
    assert all(f.rule == "zz-test-boom" and "ZeroDivisionError" in f.message for f in crashes)
    assert sum(f.rule == "zz-test-fine" for f in report.findings) == 2


def test_crashing_set_rule_is_isolated():
    def boom(toolset, contexts):
        raise KeyError("nope")
        yield  # pragma: no cover

    report = lint(make_tool("a_get_x"), rules=[own_rule("zz-test-set-boom", boom, scope="set")],
                  config=False)
    assert [f.category for f in report.findings] == ["schema-error"]
    assert report.findings[0].tool == "<tool set>"


def test_select_and_ignore_by_rule_id_and_category():
    tool = strict_tool()
    everything = lint(tool, config=False)
    assert {"strict-additional-properties", "strict-optional-property"} <= {f.rule for f in everything.findings}
    only = lint(tool, select=["strict-optional-property"], config=False)
    assert {f.rule for f in only.findings} == {"strict-optional-property"}
    by_category = lint(tool, select="strict-compat", config=False)
    assert {f.category for f in by_category.findings} == {"strict-compat"}
    ignored = lint(tool, select=["strict-compat"], ignore=[STRICT], config=False)
    assert STRICT not in {f.rule for f in ignored.findings}
    assert lint(tool, select=["strict-compat", "portability"], ignore=["strict-compat"],
                config=False).exit_code == 0


def test_unknown_rule_or_category_is_a_clear_config_error():
    with pytest.raises(ConfigError, match="did you mean 'strict-compat'"):
        lint(make_tool(), select=["strict-compta"], config=False)
    with pytest.raises(ConfigError, match="unknown profile 'opena1'"):
        lint(make_tool(), profiles=["opena1"], config=False)


def test_severity_overrides_rule_beats_category():
    tool = strict_tool()
    report = lint(tool, select=["strict-compat"], severity={"strict-compat": "info"}, config=False)
    assert {f.severity for f in report.findings} == {"info"} and report.exit_code == 0
    report = lint(tool, select=["strict-compat"], config=False,
                  severity={"strict-compat": "info", STRICT: "warning"})
    levels = {f.rule: f.severity for f in report.findings}
    assert levels[STRICT] == "warning" and levels["strict-optional-property"] == "info"
    with pytest.raises(ConfigError, match="must be one of"):
        lint(tool, severity={STRICT: "fatal"}, config=False)


def test_strict_flag_implies_the_providers_strict_profile():
    loose = make_tool("crm_get_customer", "x", loose_object(), source_format="openai-chat")
    assert not [f for f in lint(loose, config=False).findings if f.category == "strict-compat"]
    strict = lint(strict_tool(), config=False)
    assert strict.exit_code == 1 and "openai-strict" not in strict.profiles  # implied, per tool
    assert any(f.rule == STRICT for f in strict.findings)


def test_findings_sorted_most_severe_first_and_suppressed_last():
    tool = strict_tool(parameters={"type": "object", "properties": {
        "when": {"type": "string", "format": "date-time"},
        "opt": {"type": "string", "x-toolschema-ignore": ["strict-compat"]}}})
    report = lint(tool, config=False)
    ranks = [(f.suppressed, {"error": 0, "warning": 1, "info": 2}[f.severity]) for f in report.findings]
    assert ranks == sorted(ranks)


def test_suppression_keeps_findings_flagged_and_out_of_exit_code_and_score():
    params = {**loose_object(), "x-toolschema-ignore": ["strict-compat"]}
    report = lint(strict_tool(parameters=params), select=["strict-compat", "portability"], config=False)
    strict = [f for f in report.findings if f.category == "strict-compat"]
    assert strict and all(f.suppressed for f in strict)
    assert report.exit_code == 0
    assert report.scores["crm_get_customer"] == 100 - sum(i.cost for i in report.explain("crm_get_customer").items)
    assert all(not i.finding.suppressed for i in report.explain("crm_get_customer").items)
    data = json.loads(report.to_json())
    assert any(f.get("suppressed") is True for f in data["findings"])
    assert "[suppressed]" in report.to_text()


def test_nested_suppression_covers_only_its_subtree_and_raw_level_covers_all():
    params = {"type": "object", "additionalProperties": False, "required": ["a", "b"],
              "properties": {"a": {"type": "array", "x-toolschema-ignore": "strict-array-items"},
                             "b": {"type": "array"}}}
    report = lint(strict_tool(parameters=params), select=["strict-array-items"], config=False)
    flags = {f.path: f.suppressed for f in report.findings}
    assert flags == {"/properties/a": True, "/properties/b": False}
    raw = {"type": "function", "function": {"name": "crm_get_customer",
                                            "x-toolschema-ignore": ["strict-array-items"]}}
    report = lint(strict_tool(parameters=params, raw=raw), select=["strict-array-items"], config=False)
    assert all(f.suppressed for f in report.findings) and report.exit_code == 0


def test_config_from_pyproject_found_upwards(tmp_path, monkeypatch):
    (tmp_path / "pyproject.toml").write_text(
        '[tool.toolschema]\nselect = ["strict-compat"]\nignore = ["strict-optional-property"]\n'
        'severity = { "strict-additional-properties" = "warning" }\n', encoding="utf-8")
    sub = tmp_path / "a" / "b"
    sub.mkdir(parents=True)
    monkeypatch.chdir(sub)
    report = lint(strict_tool())
    assert {f.rule for f in report.findings} == {STRICT}
    assert {f.severity for f in report.findings} == {"warning"}
    # explicit arguments win over the file
    report = lint(strict_tool(), select=["strict-optional-property"], ignore=[])
    assert {f.rule for f in report.findings} == {"strict-optional-property"}


@pytest.mark.parametrize("text, message", [
    ('[tool.toolschema]\nselec = ["naming"]\n', "unknown key 'selec'.*did you mean 'select'"),
    ('[tool.toolschema]\nseverity = { "naming" = "loud" }\n', "must be one of"),
    ('[tool.toolschema]\nprofiles = ["gemni"]\n', "unknown profile 'gemni'"),
    ('[tool.toolschema]\nselect = 3\n', "must be a list of strings"),
    ('[tool.toolschema\n', "invalid TOML"),
])
def test_invalid_configuration_is_a_config_error(tmp_path, text, message):
    path = tmp_path / "pyproject.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError, match=message):
        lint(make_tool(), config=path)


def test_profiles_from_config_file(tmp_path):
    path = tmp_path / "cfg.toml"
    path.write_text('[tool.toolschema]\nprofiles = "openai-strict,mcp"\n', encoding="utf-8")
    report = lint(make_tool(parameters=loose_object()), config=path)
    assert report.profiles == ("openai-strict", "mcp")
    assert any(f.rule == STRICT for f in report.findings)


def test_load_problems_are_carried_and_shown():
    ts = ToolSet((make_tool(),), (LoadProblem("tools.json", "unknown envelope", 3, 5),))
    report = lint(ts, config=False)
    assert report.problems == ts.problems
    text = report.to_text()
    assert "tools.json:3:5: unknown envelope" in text and "1 load problem" in text


def test_score_explained_and_repeats_damped():
    props = {f"p{i}": {"type": "array"} for i in range(6)}
    tool = strict_tool(parameters={"type": "object", "properties": props, "required": list(props),
                                   "additionalProperties": False})
    report = lint(tool, select=["strict-array-items"], config=False)
    items = report.explain("crm_get_customer").items
    costs = [i.cost for i in items]
    full = SEVERITY_WEIGHT["error"]
    assert costs[0] == full and all(c <= full for c in costs)
    assert sum(costs) <= full * 3  # one rule never costs more than RULE_CAP x its first cost
    assert report.scores["crm_get_customer"] == 100 - sum(costs)
    assert "crm_get_customer: " in str(report.explain("crm_get_customer"))
    clean = lint(make_tool("crm_get_customer"), select=["strict-compat"], config=False)
    assert clean.scores == {"crm_get_customer": 100} and clean.set_score == 100


def test_set_score_is_mean_of_tool_scores():
    good = make_tool("crm_get_customer")
    bad = strict_tool("crm_list_orders")
    report = lint(ToolSet((good, bad)), select=["strict-compat"], config=False)
    assert report.set_score == round((report.scores["crm_get_customer"] + report.scores["crm_list_orders"]) / 2)


def test_json_contract_has_exactly_three_keys():
    report = lint(strict_tool(), config=False)
    data = json.loads(report.to_json())
    assert list(data) == ["tools", "findings", "scores"]
    assert data["tools"] == 1 and data["scores"] == report.scores
    for f in data["findings"]:
        assert {"tool", "path", "rule", "category", "severity", "message"} <= set(f)
        assert set(f) <= {"tool", "path", "rule", "category", "severity", "message", "fix", "suppressed",
                          "file", "line", "file_pointer"}
    fixed = next(f for f in data["findings"] if f["rule"] == STRICT)
    assert fixed["fix"] == [{"op": "add", "path": "/additionalProperties", "value": False}]


def test_text_colours_only_when_asked():
    report = lint(strict_tool(), config=False)
    assert "\033[" not in report.to_text()
    assert "\033[" in report.to_text(color=True)
    assert report.to_text().rstrip().splitlines()[-1].startswith("1 tool, ")


def test_html_escapes_tool_text_and_caps_rows():
    props = {f"p{i}": {"type": "array"} for i in range(60)}
    tool = strict_tool("<script>alert(1)</script>", parameters={
        "type": "object", "properties": props, "required": list(props), "additionalProperties": False})
    report = lint(tool, select=["strict-array-items"], config=False)
    html = report._repr_html_()
    assert "<script>alert(1)</script>" not in html and "&lt;script&gt;" in html
    assert "showing 50 of 60" in html and "sev-error" in html


def test_to_frame_has_one_row_per_finding():
    pytest.importorskip("pandas")
    report = lint(strict_tool(), config=False)
    frame = report.to_frame()
    assert len(frame) == len(report.findings)
    assert list(frame.columns) == ["tool", "path", "rule", "category", "severity", "message", "fix", "suppressed"]


def test_for_tool_and_repr():
    report = lint(ToolSet((strict_tool("a_get_x"), make_tool("b_get_y"))), config=False)
    assert all(f.tool == "a_get_x" for f in report.for_tool("a_get_x"))
    assert isinstance(report, LintReport) and "LintReport 2 tools" in repr(report)
    with pytest.raises(KeyError):
        report.explain("nope")


def test_hostile_shapes_never_escape_lint():
    def odd(tool, ctx):
        yield Hit(None, 42)  # a sloppy rule: non-string path and message

    odd_rule = own_rule("zz-test-odd", odd)
    weird = make_tool("crm_get_customer", parameters={
        "type": "object", "required": [{"a": 1}, None], "x-toolschema-ignore": {"not": "a list"},
        "properties": {"a": {"type": "string"}, "b": [], "c": {"enum": [{"x": []}]}}})
    report = lint(ToolSet((weird, make_tool("crm_get_order"))), config=False,
                  rules=[*all_rules().values(), odd_rule])
    assert {"crm_get_customer", "crm_get_order"} == set(report.scores)
    assert any(f.rule == "zz-test-odd" and f.path == "None" for f in report.findings)
    json.loads(report.to_json())
    report.to_text()
    report.to_sarif()


def test_a_schema_the_walk_cannot_read_is_one_finding(monkeypatch):
    import workbench.linter.context as context

    def broken(schema):
        raise RecursionError("too deep")

    monkeypatch.setattr(context, "index_schema", broken)
    report = lint(make_tool("crm_get_customer"), config=False)
    walk_errors = [f for f in report.findings if "could not be read" in f.message]
    assert len(walk_errors) == 1 and walk_errors[0].severity == "error"
    assert not [f for f in report.findings if "crashed" in f.message and f.category == "schema-error"
                and "RecursionError" in f.message]


def test_config_as_mapping_and_severity_as_cli_list():
    report = lint(strict_tool(), config={"select": "strict-compat", "severity": {STRICT: "info"}})
    assert {f.category for f in report.findings} == {"strict-compat"}
    assert {f.severity for f in report.findings if f.rule == STRICT} == {"info"}
    report = lint(strict_tool(), select=["strict-compat"], severity=[f"{STRICT}=warning"], config=False)
    assert {f.severity for f in report.findings if f.rule == STRICT} == {"warning"}
    with pytest.raises(ConfigError, match="RULE=LEVEL"):
        lint(strict_tool(), severity=["strict-compat"], config=False)
    with pytest.raises(ConfigError, match="unknown key 'colour'"):
        lint(strict_tool(), config={"colour": True})


def test_rules_restricts_and_extends_the_catalogue_without_changing_it():
    catalogue = dict(all_rules())
    tool = strict_tool()
    only = lint(tool, rules=[STRICT], config=False)
    assert {f.rule for f in only.findings} == {STRICT} and [r.id for r in only.rules] == [STRICT]
    extra = own_rule("zz-test-extra", lambda t, ctx: iter([Hit("", "extra")]))
    both = lint(tool, rules=[STRICT, extra], select=["zz-test-extra"], config=False)
    assert {f.rule for f in both.findings} == {"zz-test-extra"}
    # a Rule object replaces the catalogue rule of the same id, for this run only
    quiet = own_rule(STRICT, lambda t, ctx: iter(()), category="strict-compat")
    assert not [f for f in lint(tool, rules=[quiet], config=False).findings if f.rule == STRICT]
    assert dict(all_rules()) == catalogue
    with pytest.raises(InvalidArgument, match="zz-nope"):
        lint(tool, rules=["zz-nope"], config=False)
    with pytest.raises(ConfigError, match="zz-nope"):  # select still names catalogue rules only
        lint(tool, rules=[STRICT], select=["zz-nope"], config=False)


def test_pedantic_rules_run_only_when_selected(monkeypatch):
    import dataclasses

    from workbench.linter import engine
    from workbench.linter.catalogue import all_rules

    catalogue = dict(all_rules())
    shape = dataclasses.replace(catalogue["name-shape"], group="pedantic")
    pool = {**catalogue, "name-shape": shape}
    tool = [{"name": "query", "description": "查询物流", "parameters": {"type": "object"}},
            {"name": "shippingtracking", "description": "Get the tracking of a shipment by its number.",
             "parameters": {"type": "object"}}]

    def fired(**kw):
        return {f.rule for f in engine.lint(tool, config=False, rules=pool.values(), **kw).findings}

    assert "name-shape" not in fired()
    assert "name-shape" not in fired(select=["naming"])  # a category keeps to recommended rules
    for select in (["name-shape"], ["pedantic"], ["all"], ["ALL"]):
        assert "name-shape" in fired(select=select), select
    assert "name-vague" in fired() and "name-vague" not in fired(select=["pedantic"])
    assert "name-shape" not in fired(select=["all"], ignore=["pedantic"])
