"""The rule catalogue: every lint rule is registered here with its id, category, severity and doc.

A rule module defines one check function per rule and decorates it:

    @rule("param-missing-description", category="param-description", severity="warning",
          summary="A parameter has no description.",
          bad={...}, good={...})
    def check(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
        for node in ctx.index.properties():
            if not node.description:
                yield Hit(node.pointer, f"Describe {node.name!r}: ...")

Tool-scope rules are `check(tool, ctx: ToolContext)`. Set-scope rules (`scope="set"`) are
`check(toolset: ToolSet, contexts: list[ToolContext])` and name the tool in each `Hit`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Callable, Iterable, Iterator, Mapping, Sequence

from workbench.model import CATEGORIES, SEVERITIES, Tool, ToolSet
from workbench.schema.walk import SchemaIndex, index_schema


@dataclass(frozen=True, init=False)
class Hit:
    """What a check function yields; the engine turns it into a `Finding`."""

    path: str
    message: str
    fix: tuple[Mapping[str, Any], ...] | None = None
    tool: str | None = None  # set-scope rules name the tool
    severity: str | None = None  # rare per-hit override (e.g. an error-level variant)

    def __init__(self, path: str, message: str, fix: tuple[Mapping[str, Any], ...] | None = None,
                 tool: str | None = None, severity: str | None = None):
        # the generated frozen __init__ pays object.__setattr__ per field; a lint yields ~7
        # hits per tool, so fill the instance dict directly
        d = self.__dict__
        d["path"] = path
        d["message"] = message
        d["fix"] = fix
        d["tool"] = tool
        d["severity"] = severity


@dataclass(frozen=True)
class Rule:
    id: str
    category: str
    severity: str
    summary: str
    bad: Any
    good: Any
    check: Callable[..., Iterable[Hit]]
    scope: str = "tool"  # "tool" or "set"
    rationale: str = ""

    @property
    def doc(self) -> str:
        import json

        return (
            f"{self.id} [{self.category}, {self.severity}]\n\n{self.summary}\n"
            + (f"\n{self.rationale}\n" if self.rationale else "")
            + "\nBad:\n" + json.dumps(self.bad, ensure_ascii=False, indent=2)
            + "\n\nGood:\n" + json.dumps(self.good, ensure_ascii=False, indent=2) + "\n"
        )


RULES: dict[str, Rule] = {}


def rule(rule_id: str, *, category: str, severity: str, summary: str, bad: Any, good: Any,
         scope: str = "tool", rationale: str = "") -> Callable:
    if category not in CATEGORIES:
        raise ValueError(f"rule {rule_id}: unknown category {category!r}")
    if severity not in SEVERITIES:
        raise ValueError(f"rule {rule_id}: unknown severity {severity!r}")
    if scope not in ("tool", "set"):
        raise ValueError(f"rule {rule_id}: scope must be 'tool' or 'set'")

    def register(fn: Callable) -> Callable:
        if rule_id in RULES:
            raise ValueError(f"rule {rule_id} registered twice")
        RULES[rule_id] = Rule(rule_id, category, severity, summary, bad, good, fn, scope, rationale)
        return fn

    return register


@dataclass
class ToolContext:
    """Per-tool facts computed once and shared by all rules (the walk, lower-cased texts...)."""

    tool: Tool
    profiles: Sequence[Any] = ()  # workbench.profiles.Profile objects
    toolset: ToolSet | None = None
    _cache: dict = field(default_factory=dict)

    @cached_property
    def index(self) -> SchemaIndex:
        return index_schema(self.tool.parameters)

    @property
    def schema(self) -> Mapping[str, Any]:
        return self.tool.parameters

    @property
    def description(self) -> str:
        return self.tool.description or ""


def all_rules() -> dict[str, Rule]:
    """The catalogue, with every rule module imported."""
    from workbench.linter import rules  # noqa: F401  (importing registers the rules)

    return RULES


def iter_rules(scope: str | None = None) -> Iterator[Rule]:
    for r in all_rules().values():
        if scope is None or r.scope == scope:
            yield r
