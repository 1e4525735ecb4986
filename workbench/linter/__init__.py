"""Lint: the rule catalogue (`catalogue`), the rules (`rules/`) and the engine that runs them."""
