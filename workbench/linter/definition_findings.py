"""Findings inside root definitions (`$defs`, `definitions`), placed once for the whole set.

Tool sets generated from one API copy the same definitions into every tool (9 definitions in each
of 24 tools of one server): linting each copy repeats each finding once per tool. The engine
hands every finding here after the rules ran, and:

- drops a finding inside a definition the tool never references (directly or through other
  definitions, `workbench.schema.definitions`): nothing the model sends reaches it. Findings
  about whether the provider accepts the schema at all (`schema-error`, `strict-compat`, and
  `portability` errors) stay: a provider reads the whole schema, referenced or not. The
  `unused-definitions` rule says once per tool what the unused definitions cost;
- keeps one finding where several tools carry the same definition (same content) with the same
  finding (rule, path, message, severity): the one on the first of those tools in load order,
  its message saying how many tools share it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from workbench.jsonutil import canonical
from workbench.model import Finding, Tool
from workbench.schema.definitions import DefinitionUse, definition_of
from workbench.schema.pointer import resolve, unescape

# Findings about whether the provider takes the schema: true of an unreferenced definition too.
_WHOLE_SCHEMA = frozenset({"schema-error", "strict-compat"})


def place_definition_findings(findings: list[Finding], tools: Sequence[Tool],
                              definitions: Sequence[DefinitionUse]) -> list[Finding]:
    """`findings` with those inside definitions dropped (unreferenced) or merged (shared);
    `definitions[i]` is the definition use of `tools[i]` (`ToolContext.definitions`)."""
    inside = [i for i, f in enumerate(findings)
              if f.path.startswith(("/$defs/", "/definitions/"))]
    if not inside:
        return findings  # the usual lint: no finding sits in a definition
    by_name = first_tool_by_name(tools)
    dropped: set[int] = set()
    groups: dict[tuple[Any, ...], list[int]] = {}
    content: dict[tuple[str, str], str | None] = {}
    for i in inside:
        f = findings[i]
        owner = by_name.get(f.tool)
        held = definition_of(f.path)
        if owner is None or held is None:
            continue
        use = definitions[owner]
        if held in use.defined and held not in use.used and not _whole_schema(f):
            dropped.add(i)
            continue
        key = (f.tool, held)
        if key not in content:
            content[key] = _content(tools[owner], held)
        if content[key] is not None:
            groups.setdefault((held, content[key], f.rule, f.path, f.message, f.severity,
                               f.suppressed), []).append(i)
    return keep_first_of_shared(findings, groups, by_name, dropped, "definition")


def first_tool_by_name(tools: Sequence[Tool]) -> dict[str, int]:
    """The position of the first tool of each name (a finding names its tool by name)."""
    by_name: dict[str, int] = {}
    for i, tool in enumerate(tools):
        by_name.setdefault(tool.name if isinstance(tool.name, str) else str(tool.name), i)
    return by_name


def keep_first_of_shared(findings: list[Finding], groups: dict[tuple[Any, ...], list[int]],
                         by_name: Mapping[str, int], dropped: set[int], kind: str) -> list[Finding]:
    """`findings` without `dropped`, each group of the same finding on the same shared content
    (key: the content's pointer first) carried by two tools or more kept once, on the first tool
    in load order, its message saying how many tools carry it (`kind`: what is shared)."""
    renamed: dict[int, Finding] = {}
    for (held, *_), members in groups.items():
        carriers = {findings[i].tool for i in members}
        if len(carriers) < 2:
            continue
        first = min(members, key=lambda i: (by_name.get(findings[i].tool, len(by_name)), i))
        dropped.update(i for i in members if i != first)
        renamed[first] = _shared(findings[first], held, len(carriers), kind)
    return [renamed.get(i, f) for i, f in enumerate(findings) if i not in dropped]


def _whole_schema(f: Finding) -> bool:
    return f.category in _WHOLE_SCHEMA or (f.category == "portability" and f.severity == "error")


def _content(tool: Tool, held: str) -> str | None:
    try:
        return canonical(resolve(tool.parameters, held))
    except (KeyError, IndexError, TypeError, ValueError):
        return None  # the finding's schema is not the normalised one (a dialect read as written)


def _shared(f: Finding, held: str, n: int, kind: str) -> Finding:
    name = unescape(held.rsplit("/", 1)[-1])
    if name == "items":  # the item object of an array: named by its array
        name = unescape(held.rsplit("/", 2)[-2]) + "[]"
    note = (f" (Shared {kind} `{name}`: {n} tools of this set carry it with this finding; "
            "reported once, on the first.)")
    return Finding(f.tool, f.path, f.rule, f.category, f.severity, f.message + note, f.fix,
                   f.suppressed)

