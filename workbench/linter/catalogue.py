"""The rule catalogue: every lint rule with its id, category, severity, doc and examples.

A rule module defines one check function per rule and decorates it; the decorator turns the
function into a `Rule` (importing a rule module changes nothing else):

    @rule("param-missing-description", category="param-description", severity="warning",
          summary="A parameter has no description.",
          bad=Example.of(properties={"city": {"type": "string"}}),
          good=Example.of(properties={"city": {"type": "string", "description": "City name."}}))
    def check(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
        for node in ctx.index.properties():
            if not node.description:
                yield Hit(node.pointer, f"Describe {node.name!r}: ...")

Tool-scope rules are `check(tool, ctx: ToolContext)`. Set-scope rules (`scope="set"`) are
`check(toolset: ToolSet, contexts: list[ToolContext])` and name the tool in each `Hit`.
`all_rules()` collects the rules of the modules listed in `workbench/linter/rules/__init__.py`,
in that order. Every rule's examples are linted by `tests/test_rule_examples.py`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import import_module
from types import MappingProxyType
from typing import Any

from workbench.linter.context import ToolContext
from workbench.linter.kept_data import build_tool_pass_data, drop_tool_pass_data
from workbench.model import CATEGORIES, RULE_GROUPS, SEVERITIES

__all__ = ["SEVERITY_POLICY", "SHOWN_MIN_JUDGED", "SHOWN_USEFUL_BAR", "Example", "Hit",
           "Rule", "ToolContext", "all_rules", "build_tool_pass_data", "drop_tool_pass_data",
           "rule"]

# The severity policy: what a rule must show on real tools to stay shown by default (error or
# warning). Measured on the judged development sets by `bench/severity_policy.py`, enforced by
# tests/test_severity_policy.py.
SHOWN_USEFUL_BAR = 0.70
SHOWN_MIN_JUDGED = 8
SEVERITY_POLICY = (
    f"Severity policy: a rule keeps findings shown by default (error, warning) only while at least "
    f"{SHOWN_USEFUL_BAR:.0%} of its judged shown findings on the real development sets are useful "
    f"(once {SHOWN_MIN_JUDGED} are judged) and no finding judged wrong in its last two judgement "
    "rounds is still shown; otherwise it is fixed, made context-aware (the noisy cases at info), "
    "demoted to info or moved to the pedantic group.")

# The name of an `Example.of` tool unless the example needs another.
EXAMPLE_TOOL_NAME = "shipping_get_tracking"


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
class Example:
    """A documented input of a rule: a tool definition as `workbench.load` reads it (a list of
    them for a set-scope rule), linted with `profiles` (empty: the default profile)."""

    tool: Mapping[str, Any] | Sequence[Mapping[str, Any]]
    profiles: tuple[str, ...] = ()

    @classmethod
    def of(cls, *, name: str = EXAMPLE_TOOL_NAME, description: str = "",
           parameters: Mapping[str, Any] | None = None, properties: Mapping[str, Any] | None = None,
           profiles: tuple[str, ...] = (), **fields: Any) -> Example:
        """A tool `{"name", "description", "parameters", **fields}`: `parameters` as given, or an
        object with these `properties` (none by default); no description when it is empty."""
        tool: dict[str, Any] = {"name": name}
        if description:
            tool["description"] = description
        tool["parameters"] = (parameters if parameters is not None
                              else {"type": "object", "properties": dict(properties or {})})
        tool.update(fields)
        return cls(tool, profiles)

    @classmethod
    def tool_set(cls, *members: Example, profiles: tuple[str, ...] = ()) -> Example:
        """The tools of several examples as one set (for a set-scope rule)."""
        return cls([t for m in members for t in m.tools], profiles)

    @property
    def tools(self) -> tuple[Mapping[str, Any], ...]:
        """The tool definitions, one or several."""
        return (self.tool,) if isinstance(self.tool, Mapping) else tuple(self.tool)

    def to_dict(self) -> dict[str, Any]:
        """JSON data: `{"tool": ...}` (`"tools"` for a set), plus `"profiles"` when chosen."""
        out: dict[str, Any] = ({"tool": self.tool} if isinstance(self.tool, Mapping)
                               else {"tools": list(self.tool)})
        if self.profiles:
            out["profiles"] = list(self.profiles)
        return out

    def to_text(self) -> str:
        """The example as `toolschema rules RULE` prints it: its profiles, then its JSON."""
        head = f"profiles: {', '.join(self.profiles)}\n" if self.profiles else ""
        body = self.tool if isinstance(self.tool, Mapping) else list(self.tool)
        return head + json.dumps(body, ensure_ascii=False, indent=2)


Examples = Example | Sequence[Example]


@dataclass(frozen=True)
class Rule:
    """One lint rule: its identity, doc, examples (`bad` must fire it, `good` must not) and
    check function."""

    id: str
    category: str
    severity: str
    summary: str
    bad: tuple[Example, ...]
    good: tuple[Example, ...]
    check: Callable[..., Iterable[Hit]]
    scope: str = "tool"  # "tool" or "set"
    rationale: str = ""
    group: str = "recommended"  # workbench.model.RULE_GROUPS

    def __post_init__(self) -> None:
        if self.group not in RULE_GROUPS:
            raise ValueError(f"rule {self.id}: unknown group {self.group!r}")
        if self.category not in CATEGORIES:
            raise ValueError(f"rule {self.id}: unknown category {self.category!r}")
        if self.severity not in SEVERITIES:
            raise ValueError(f"rule {self.id}: unknown severity {self.severity!r}")
        if self.scope not in ("tool", "set"):
            raise ValueError(f"rule {self.id}: scope must be 'tool' or 'set'")
        for example in (*self.bad, *self.good):
            if not isinstance(example, Example):
                raise TypeError(f"rule {self.id}: examples must be Example records, got "
                                f"{type(example).__name__}")

    @property
    def doc(self) -> str:
        """The text `toolschema rules RULE` prints: summary, rationale and every example."""
        def block(label: str, examples: tuple[Example, ...]) -> str:
            return f"\n{label}:\n" + "\n\n".join(e.to_text() for e in examples) + "\n"

        return (f"{self.id} [{self.category}, {self.severity}, {self.group}]\n\n{self.summary}\n"
                + (f"\n{self.rationale}\n" if self.rationale else "")
                + block("Bad", self.bad) + block("Good", self.good))


def rule(rule_id: str, *, category: str, severity: str, summary: str, bad: Examples,
         good: Examples, scope: str = "tool", rationale: str = "",
         group: str = "recommended") -> Callable[[Callable[..., Iterable[Hit]]], Rule]:
    """Decorate a check function: it becomes the `Rule` named `rule_id` (`group`: "recommended"
    runs by default, "pedantic" only when selected)."""
    def make(fn: Callable[..., Iterable[Hit]]) -> Rule:
        return Rule(rule_id, category, severity, summary, _as_examples(bad), _as_examples(good),
                    fn, scope, rationale, group)

    return make


def _as_examples(value: Examples) -> tuple[Example, ...]:
    return (value,) if isinstance(value, Example) else tuple(value)


@lru_cache(maxsize=1)
def all_rules() -> Mapping[str, Rule]:
    """The catalogue (read-only): rule id -> Rule, in the order of
    `workbench.linter.rules.RULE_MODULES` and, within a module, of definition."""
    from workbench.linter.rules import RULE_MODULES

    out: dict[str, Rule] = {}
    for name in RULE_MODULES:
        module = import_module(f"workbench.linter.rules.{name}")
        for value in vars(module).values():
            if isinstance(value, Rule) and value.check.__module__ == module.__name__:
                if value.id in out:
                    raise ValueError(f"rule {value.id} defined twice")
                out[value.id] = value
    return MappingProxyType(out)
