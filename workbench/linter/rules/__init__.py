"""Importing this package registers every rule in `workbench.linter.catalogue.RULES`.

One module per concern; each rule is one decorated check function with its doc.
"""

from importlib import import_module

RULE_MODULES = (
    "loading",       # schema-error, dialect constructs, duplicate names (from the loader's notes)
    "naming",        # naming, collision, side-effect
    "descriptions",  # description, param-description, identity, mega-tool, injection, style
    "params",        # type, required, additional-properties, enum, huge-enum, range, array-bounds, format
    "prose_rules",   # nl-constraint, cross-field (bilingual prose extraction, workbench.prose)
    "provider",      # strict-compat, portability (workbench.profiles)
    "context_cost",  # context-cost (workbench.costing)
)

for _name in RULE_MODULES:
    import_module(f"{__name__}.{_name}")
