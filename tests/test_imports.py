"""`import workbench` stays light: no Jupyter package, pandas or hypothesis at import time."""

import json
import subprocess
import sys

import pytest

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


@pytest.mark.parametrize("module", ["workbench.constraints", "workbench.constraints.build",
                                    "workbench.strict", "workbench.linter.engine"])
def test_ledger_strict_and_engine_load_no_lint_rule(module):
    """The ledger and strict conversion share text facts with the lint, not its rules; the engine
    loads the rules only when a lint runs."""
    loaded = _modules_after(f"import {module}")
    assert module in loaded
    assert not {m for m in loaded if m.startswith("workbench.linter.rules")}


def test_linting_loads_every_rule_module_listed():
    from workbench.linter.rules import RULE_MODULES

    loaded = _modules_after("import workbench\nworkbench.lint({'name': 'a_get_b', 'inputSchema': {}})")
    assert {f"workbench.linter.rules.{m}" for m in RULE_MODULES} <= loaded


def test_public_names_resolve():
    import workbench

    for name in ("load", "lint", "Tool", "ToolSet", "Finding", "PROFILES"):
        assert getattr(workbench, name) is not None


def test_public_functions_are_functions_in_any_import_order():
    code = (
        "import workbench.linter.engine, workbench.loading, workbench.constraints.build, workbench.prober.harness\n"
        "import workbench.evolution.core, workbench.auditor.core, workbench.strict\n"
        "import workbench\n"
        "tool = {'name': 'crm_get_customer', 'description': 'Look up a customer.', 'input_schema': "
        "{'type': 'object', 'properties': {'customer_id': {'type': 'string'}}, 'required': ['customer_id']}}\n"
        "ts = workbench.load(tool)\n"
        "print(type(workbench.lint(ts)).__name__, type(workbench.ledger(ts)).__name__,\n"
        "      type(workbench.probe(ts, max_examples=5)).__name__, type(workbench.diff(ts, ts)).__name__,\n"
        "      type(workbench.audit([{'tool': 'crm_get_customer', 'arguments': {}}], ts)).__name__)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["LintReport", "Ledger", "ProbeReport", "DiffReport", "AuditReport"]


def test_public_functions_have_real_signatures_and_docstrings():
    import inspect
    import types

    import workbench

    for name in ("load", "lint", "rules", "ledger", "to_strict", "probe", "generate", "diff", "audit"):
        fn = getattr(workbench, name)
        assert isinstance(fn, types.FunctionType), name
        params = inspect.signature(fn).parameters
        assert not any(p.kind is p.VAR_POSITIONAL for p in params.values()), name
        assert fn.__doc__ and fn.__name__ == name, name
    assert "profiles" in inspect.signature(workbench.lint).parameters
    assert "executor" in inspect.signature(workbench.probe).parameters


def test_every_public_name_resolves():
    import workbench

    for name in workbench.__all__:
        assert getattr(workbench, name) is not None, name


def test_all_lists_every_public_name_once():
    """`__all__` is spelled out for linters and type checkers; it must match the lazy table."""
    import workbench

    assert len(workbench.__all__) == len(set(workbench.__all__))
    assert set(workbench.__all__) == set(workbench._PUBLIC) | {"__version__", "load_ipython_extension"}


def test_every_public_module_is_type_checked_strictly():
    """pyproject's mypy policy: lenient packages are allowed, but every module the facade exports
    from is strict wherever it lives (listed in the override that restores the strict flags)."""
    import fnmatch
    from pathlib import Path

    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib

    import workbench

    config = tomllib.loads((Path(__file__).parent.parent / "pyproject.toml").read_text(encoding="utf-8"))
    overrides = config["tool"]["mypy"]["overrides"]
    lenient = [p for o in overrides if o.get("disallow_untyped_defs") is False for p in o["module"]]
    strict = {p for o in overrides if o.get("disallow_untyped_defs") is True for p in o["module"]}
    public = {target.partition(":")[0] for target in workbench._PUBLIC.values()}
    loose = sorted(m for m in public
                   if m not in strict and any(fnmatch.fnmatchcase(m, p) for p in lenient))
    assert not loose, f"public modules left lenient in pyproject's [tool.mypy] overrides: {loose}"
