"""`import workbench` stays light: no Jupyter package, pandas or hypothesis at import time."""

import json
import subprocess
import sys

HEAVY = ("IPython", "ipywidgets", "pandas", "hypothesis", "hypothesis_jsonschema", "ipykernel",
         "jupyterlab", "nbclient")


def _modules_after(code: str) -> set[str]:
    out = subprocess.run(
        [sys.executable, "-c", code + "\nimport sys, json; print(json.dumps(sorted(sys.modules)))"],
        capture_output=True, text=True, check=True)
    return set(json.loads(out.stdout.strip().splitlines()[-1]))


def test_import_workbench_loads_no_heavy_module():
    loaded = _modules_after("import workbench")
    assert not {m for m in loaded if m.split(".")[0] in HEAVY}


def test_linting_loads_no_heavy_module():
    loaded = _modules_after(
        "import workbench\n"
        "ts = workbench.load({'name': 'crm_get_customer', 'description': 'x', "
        "'input_schema': {'type': 'object', 'properties': {}}})\n"
        "workbench.lint(ts)")
    assert not {m for m in loaded if m.split(".")[0] in HEAVY}


def test_public_names_resolve():
    import workbench

    for name in ("load", "lint", "Tool", "ToolSet", "Finding", "PROFILES"):
        assert getattr(workbench, name) is not None


def test_public_functions_named_like_their_modules_stay_callable_in_any_import_order():
    code = (
        "import workbench.lint.engine, workbench.load, workbench.ledger.build, workbench.probe.harness\n"
        "import workbench.diff.core, workbench.audit.core\n"
        "import workbench\n"
        "tool = {'name': 'crm_get_customer', 'description': 'Look up a customer.', 'input_schema': "
        "{'type': 'object', 'properties': {'customer_id': {'type': 'string'}}, 'required': ['customer_id']}}\n"
        "ts = workbench.load(tool)\n"
        "print(type(workbench.lint(ts)).__name__, type(workbench.ledger(ts)).__name__,\n"
        "      type(workbench.probe(ts, max_examples=5)).__name__, type(workbench.diff(ts, ts)).__name__,\n"
        "      type(workbench.audit([{'tool': 'crm_get_customer', 'arguments': {}}], ts)).__name__)\n"
        "print(workbench.lint.engine.lint is not None)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["LintReport", "Ledger", "ProbeReport", "DiffReport", "AuditReport", "True"]
