"""A regex Python's `re` accepts but jsonschema-rs (ECMA-262-like, the validator every verb
uses) refuses: lint reports it as a located schema-error, probe and audit go on without it."""

import pytest

import workbench

PYTHON_ONLY = [r"^\w+\Z", "(?P<n>a)(?P=n)", "x{,3}", "(?>ab)c", "a(?#note)b"]


def tools(pattern: str) -> list[dict]:
    return [{"name": "rx", "description": "Store a code under its key.",
             "input_schema": {"type": "object", "properties": {"code": {"type": "string", "pattern": pattern}},
                              "required": ["code"]}},
            {"name": "plain", "description": "Store a note.",
             "input_schema": {"type": "object", "properties": {"note": {"type": "string"}}}}]


@pytest.mark.parametrize("pattern", PYTHON_ONLY)
def test_lint_reports_a_python_only_pattern_where_it_is(pattern):
    report = workbench.lint(tools(pattern), config=False)
    [error] = [f for f in report.findings if f.rule == "schema-error"]
    assert error.tool == "rx" and error.path == "/properties/code" and error.severity == "error"
    assert "jsonschema-rs refuse" in error.message


def test_patterns_both_engines_accept_or_only_jsonschema_rs_accepts_stay_quiet():
    for pattern in (r"^[a-z]+$", r"\p{L}+", r"(?<=x)a", r"(a)\1"):
        report = workbench.lint(tools(pattern), config=False)
        assert not [f for f in report.findings if f.rule == "schema-error"], pattern


def test_probe_and_audit_go_on_past_the_pattern():
    probed = workbench.probe(tools(r"^\w+\Z")[0], max_examples=5)
    assert probed.cases == 0 and "cannot be compiled" in probed.unsupported[0]
    audited = workbench.audit([{"tool": "rx", "arguments": {"code": "a"}},
                               {"tool": "plain", "arguments": {"note": "n"}}], tools(r"^\w+\Z"))
    assert audited.calls == 2 and audited.valid == 1
