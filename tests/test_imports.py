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
