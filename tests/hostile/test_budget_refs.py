"""`$ref`s that fan out through `allOf`: expansion is bounded by size (a memoised count with a
budget), and the budget yields a located schema-error in lint and a clean refusal everywhere
else, instead of a validator that visits 2**40 subschemas."""

import pytest

import workbench
from tests.hostile.budget_clock import within
from workbench.schema.refs import EXPANSION_BUDGET, expansion_size
from workbench.schema.validate import SchemaUnusable, compile_validator


def fan_out(levels: int) -> dict:
    """Each definition references the next twice: 2**levels subschemas once expanded (~3 KB at 40)."""
    defs: dict = {f"d{levels}": {"type": "object", "properties": {"x": {"type": "string"}}}}
    for i in range(levels):
        defs[f"d{i}"] = {"allOf": [{"$ref": f"#/$defs/d{i + 1}"}, {"$ref": f"#/$defs/d{i + 1}"}]}
    return {"type": "object", "properties": {"q": {"$ref": "#/$defs/d0"}}, "$defs": defs}


def tool(parameters: dict, name: str = "fan") -> dict:
    return {"name": name, "description": "Look a thing up by its query.", "input_schema": parameters}


def test_expansion_is_counted_once_per_target_and_capped():
    size, blown = expansion_size(fan_out(4))
    # d4 = itself + x = 2; d(i) = itself + 2 x (the reference + d(i+1)): 7, 17, 37, 77; + root, q
    assert blown is None and size == 79
    with within(2):
        size, blown = expansion_size(fan_out(40))
    assert size == EXPANSION_BUDGET + 1 and blown is not None and blown.startswith("/$defs/d")


def test_recursion_and_mere_size_are_no_blow_up():
    recursive = {"$defs": {"node": {"type": "object", "properties": {
        "children": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}}, "$ref": "#/$defs/node"}
    assert expansion_size(recursive)[1] is None
    flat = {"type": "object", "properties": {f"p{i}": {"type": "string"} for i in range(EXPANSION_BUDGET + 10)}}
    assert expansion_size(flat)[1] is None
    compile_validator(recursive)


def test_the_validator_refuses_a_fan_out_with_where():
    with within(5), pytest.raises(SchemaUnusable) as caught:
        compile_validator(fan_out(40))
    assert caught.value.pointer.startswith("/$defs/d") and "50,000" in str(caught.value)


def test_lint_reports_a_located_schema_error():
    with within(20):
        report = workbench.lint([tool(fan_out(40))], config=False)
    [error] = [f for f in report.findings if f.rule == "schema-error"]
    assert error.severity == "error" and "/$defs/d" in error.path and "expand" in error.message


def test_probe_audit_and_diff_end_quickly():
    fan = [tool(fan_out(40))]
    with within(20):
        report = workbench.probe(fan, max_examples=10)
    assert report.unsupported and "expand" in report.unsupported[0]
    with within(20):
        audited = workbench.audit([{"tool": "fan", "arguments": {"q": {"x": "y"}}}], fan)
    assert audited.calls == 1 and audited.valid == 0
    changed = fan_out(40)
    changed["required"] = ["q"]
    with within(30):
        diffed = workbench.diff(fan, [tool(changed)])
    assert diffed.changes
