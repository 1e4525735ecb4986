"""Keep `workbench.load`, `workbench.lint`, `workbench.ledger`, ... pointing at the functions.

These public names are also submodules/subpackages (`workbench/load.py`, `workbench/lint/`).
When such a submodule is imported before the public name was first used, Python's import system
sets the package attribute to the *module*, and a notebook's next `workbench.lint(tools)` fails
with "'module' object is not callable". The widgets import those submodules, so after building
they restore the functions through the package's own lazy `__getattr__`.
"""

from __future__ import annotations

import types


def heal() -> None:
    import workbench

    for name in workbench._PUBLIC:
        if isinstance(workbench.__dict__.get(name), types.ModuleType):
            workbench.__getattr__(name)
