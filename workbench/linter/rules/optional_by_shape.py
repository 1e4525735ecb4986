"""Whether a call may leave a field out, read from the schema's shape rather than its words
(`optional_facts` reads the words): `required_facts` (`needed_fields`) reads these for the
hedged "likely needed" case of `required-missing`.

- An options object: every member a flag (boolean), a field with a default, or a nested object
  that requires nothing ("`expectation`: includeSnapshot, includeConsole, snapshotOptions,
  consoleOptions"). It shapes how the call runs or what it returns; nothing in it is the thing
  the call works on, so the call does not need it, even as a tool's only input. An object of
  plain members (`user: {name, email}`) is not one: it holds what the call is about.
- A field the same set declares, with the same content, in several other tools that list their
  `required` fields and leave it out: the server's own schema says it is optional.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from workbench.jsonutil import canonical
from workbench.linter.context import ToolContext
from workbench.linter.kept_data import PerSet
from workbench.linter.rules.param_facts import declared, schema_types
from workbench.model import ToolSet

# How many other tools must leave the same field out of their `required` list: one sibling may
# have its own reason; several say it is the server's optional block.
_SIBLINGS = 2


def options_object(schema: Mapping[str, Any]) -> bool:
    """Whether `schema` is an object of options only (see the module text)."""
    members = declared(schema)
    if not members or schema.get("required"):
        return False
    return all(isinstance(m, Mapping) and _an_option(m) for m in members.values())


def _an_option(member: Mapping[str, Any]) -> bool:
    if "default" in member or schema_types(member) == ("boolean",):
        return True
    return "object" in schema_types(member) and bool(declared(member)) and not member.get("required")


def optional_in_siblings(ctx: ToolContext, name: str, schema: Mapping[str, Any]) -> bool:
    """Whether `_SIBLINGS` other tools of the set declare `name` with this content at the top
    level and list `required` without it."""
    toolset = ctx.toolset
    if toolset is None:
        return False
    count = _left_optional(toolset)[(name, hash(canonical(schema)))]
    return count >= _SIBLINGS  # the tool itself lists no `required`: it is never counted


def _optional_fields(toolset: ToolSet) -> Counter[tuple[str, int]]:
    counts: Counter[tuple[str, int]] = Counter()
    for tool in toolset:
        params = tool.parameters
        required = params.get("required") if isinstance(params, Mapping) else None
        if not isinstance(required, list):
            continue  # no list: nothing is said about which fields are optional
        for n, sub in declared(params).items():
            if isinstance(n, str) and n not in required and isinstance(sub, Mapping):
                counts[(n, hash(canonical(sub)))] += 1
    return counts


_left_optional: PerSet[Counter[tuple[str, int]]] = PerSet(_optional_fields)
