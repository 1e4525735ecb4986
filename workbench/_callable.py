"""Packages that are also their public function: `workbench.lint(tools)` and
`import workbench.lint.engine` must both work, in any import order.

Python binds a submodule to its parent package's attribute when it is imported, so a lazily
exported function named like its own module (`lint`, `load`, `ledger`, `probe`, `diff`, `audit`)
would be replaced by the module as soon as anything imports it. Instead, those modules are made
callable: calling the module calls the function (imported on first call, so `workbench.probe`
stays light until used).
"""

from __future__ import annotations

import sys
from importlib import import_module
from types import ModuleType
from typing import Any


class CallableModule(ModuleType):
    __call_target__: str

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        module_name, attr = self.__call_target__.split(":")
        return getattr(import_module(module_name), attr)(*args, **kwargs)


def make_callable(module_name: str, target: str) -> None:
    """Make `module_name` callable as the function at `target` ("package.module:function")."""
    module = sys.modules[module_name]
    module.__class__ = CallableModule
    module.__call_target__ = target
