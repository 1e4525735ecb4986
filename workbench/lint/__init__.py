"""Lint: the rule catalogue (`catalogue`), the rules (`rules/`) and the engine that runs them."""

from workbench._callable import make_callable

make_callable(__name__, "workbench.lint.engine:lint")
