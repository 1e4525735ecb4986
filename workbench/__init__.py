"""toolschema-workbench: design, lint, attack and audit the tool definitions LLM agents call.

The public surface is small and imported lazily, so `import workbench` stays fast and pulls in no
Jupyter package, pandas or hypothesis (tests/test_imports.py checks it).

    >>> import workbench
    >>> tools = workbench.load("examples/logistics_tools.json")
    >>> report = workbench.lint(tools, profiles=["openai-strict"])
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

__version__ = "0.1.0"

# public name -> "module:attribute", or "module" for a callable module
_PUBLIC = {
    # These six are callable modules (workbench/_callable.py): `workbench.lint(tools)` calls the
    # function and `import workbench.lint.engine` still works, whatever was imported first.
    "load": "workbench.load",
    "lint": "workbench.lint",
    "rules": "workbench.lint.engine:rules",
    "ledger": "workbench.ledger",
    "to_strict": "workbench.strict:to_strict",
    "probe": "workbench.probe",
    "generate": "workbench.probe.generate:generate",
    "diff": "workbench.diff",
    "audit": "workbench.audit",
    "form": "workbench.ui.form:form",
    "show": "workbench.ui.dashboard:show",
    "Tool": "workbench.model:Tool",
    "ToolSet": "workbench.model:ToolSet",
    "Finding": "workbench.model:Finding",
    "PROFILES": "workbench.profiles:PROFILES",
}

__all__ = sorted(_PUBLIC) + ["__version__", "load_ipython_extension"]


def __getattr__(name: str) -> Any:
    target = _PUBLIC.get(name)
    if target is None:
        raise AttributeError(f"module 'workbench' has no attribute {name!r}")
    module_name, _, attr = target.partition(":")
    module = import_module(module_name)
    value = getattr(module, attr) if attr else module
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return __all__


def load_ipython_extension(ipython: Any) -> None:
    """`%load_ext workbench` registers the `%toolschema` magics (imported only now)."""
    from workbench.ui.magic import register

    register(ipython)
