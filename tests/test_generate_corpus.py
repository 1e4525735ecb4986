"""Property test on schemas nobody on this project wrote: every case labelled valid validates and
every case labelled invalid does not (0 unsound). Labels come from jsonschema-rs. For the real tool corpora
the oracle is python-jsonschema, an independent implementation; for the JSON-Schema-Test-Suite
(whose corners python-jsonschema itself gets wrong, e.g. uniqueItems on [[1], [True], [1]]) it is
a freshly compiled jsonschema-rs validator."""

import json
from pathlib import Path

import jsonschema
import pytest

from workbench.prober.attacks import attacks
from workbench.prober.generate import full_instance, generate
from workbench.prober.mutate import mutate

pytestmark = pytest.mark.corpus


class _Oracle:
    """python-jsonschema, except where it is known to differ from jsonschema-rs: `multipleOf` with
    a fractional divisor, where python-jsonschema divides floats (565.6098 is no multiple of 0.0001
    for it); those are re-checked in decimal arithmetic."""

    def __init__(self, schema):
        cls = jsonschema.validators.validator_for(schema, default=jsonschema.Draft202012Validator)
        self.validator = cls(schema)

    def is_valid(self, value):
        return all(e.validator == "multipleOf" and _decimal_multiple(e.instance, e.validator_value)
                   for e in self.validator.iter_errors(value))


def _decimal_multiple(value, divisor):
    from decimal import Decimal, localcontext

    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    with localcontext() as ctx:
        ctx.prec = 800
        return Decimal(repr(value)) % Decimal(repr(divisor)) == 0


class _Product:
    """The product's own validator (workbench.validate), compiled afresh, uncached."""

    def __init__(self, schema):
        import jsonschema_rs

        self.validator = jsonschema_rs.validator_for(schema, offline=True)

    def is_valid(self, value):
        return self.validator.is_valid(value)


def _check(schema, bases=(), n=15, seed=0, oracle_class=_Oracle):
    oracle = oracle_class(schema)
    g = generate(schema, max_examples=n, seed=seed)
    for value in g.valid:
        assert oracle.is_valid(value), (schema, value)
    full = full_instance(schema, seed)
    base = list(bases) + ([full] if full is not None else []) + g.valid[:1]
    m = mutate(schema, base)
    for case in m.cases + attacks(schema, base):
        assert oracle.is_valid(case.input) == case.schema_valid, (schema, case)
    return g, m


def _sample(tools, k):
    step = max(1, len(tools) // k)
    return tools[::step][:k]


def test_mcp_tools(corpora):
    from workbench.loading import load

    tools = _sample(list(load(corpora / "mcp" / "tools.jsonl")), 120)
    produced = mutated = 0
    for tool in tools:
        g, m = _check(tool.parameters)
        produced += len(g.valid)
        mutated += sum(1 for c in m.cases if not c.schema_valid)
    assert produced > 120 * 5 and mutated > 120 * 3


def test_bfcl_tools_normalised_by_the_loader(corpora):
    from workbench.loading import load

    tools = _sample(list(load(corpora / "bfcl" / "functions.jsonl")), 120)
    for tool in tools:
        g, _ = _check(tool.parameters)
        assert g.valid, tool.name


def _suite_groups(root: Path):
    for file in sorted((root / "json-schema-test-suite" / "draft2020-12").glob("*.json")):
        for group in json.loads(file.read_text(encoding="utf-8")):
            text = json.dumps(group["schema"])
            if ("http" in text and "$ref" in text) or "$dynamicRef" in text:
                continue  # remote refs are never fetched; dynamic scopes are out of scope
            yield file.stem, group


def test_json_schema_test_suite_draft2020(corpora):
    from workbench.schema.validate import SchemaUnusable, compile_validator

    checked = 0
    for _name, group in _suite_groups(corpora):
        schema = group["schema"]
        try:
            compile_validator(schema)
        except SchemaUnusable:
            continue
        bases = [t["data"] for t in group["tests"] if t["valid"]]
        _check(schema, bases, n=8, oracle_class=_Product)
        checked += 1
    assert checked > 250
