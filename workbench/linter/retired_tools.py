"""Tools their own description retires in favour of another tool of the set ("[DEPRECATED] Use
host_exec", "已废弃，请改用 manageEnv").

`near-duplicate-tools` reports such a tool once: both are exposed, drop the old one. Its design
findings (an undescribed parameter, an open arguments object, a missing enum) ask for work on a
tool that should go; fresh reviewers of real tool sets judged every one of them noise (holdouts
16-20: 0 U / 10 N, "documenting its parameters is wasted effort when the fix is to stop exposing
it"). `retire_design_findings` shows them at `info`, with the reason. What is unsafe or broken on
it stays as it is (injection, identity, effects, schema errors, what a provider rejects): the
tool is callable until it goes. A severity the user set for the rule or its category wins.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from workbench.model import Finding, Tool
from workbench.text import text_of

# Said of the tool itself ("DEPRECATED: use X", "已废弃，请改用 X"), not of the things it lists
# or filters: a flag or field (`--deprecated-mode`, `include_deprecated`) or "deprecated APIs"
# ("废弃接口治理同 list_apis": its results' deprecated entries are handled as list_apis does)
_DEPRECATED = re.compile(r"(?<![\w-])(?:deprecated|obsolete)(?![\w-]|=|\s+(?:apis|endpoints|fields|"
                         r"params|parameters|tools|methods|items|versions|options|features|resources|"
                         r"operations|interfaces|entries|records|models)\b)|已废弃|已弃用|已停用|"
                         r"即将(?:移除|下线)")
_NEAR = 120  # characters either side of "deprecated" where its successor is named

# The categories of work on the tool's design: pointless on a tool that should go.
_DESIGN_CATEGORIES = frozenset({
    "naming", "description", "param-description", "type", "required", "additional-properties",
    "enum", "huge-enum", "range", "array-bounds", "format", "nl-constraint", "cross-field",
    "style-consistency", "mega-tool"})


def deprecated_successors(tools: Sequence[Tool], among: Sequence[int] | None = None) -> dict[int, int]:
    """Tool index -> index of the tool its description names as its replacement, for tools
    (of `among`, when given) that say they are deprecated ("DEPRECATED: Use read_text_file
    instead", "已废弃，请改用 manageEnv")."""
    out: dict[int, int] = {}
    index: dict[str, int] | None = None
    for k in range(len(tools)) if among is None else among:
        desc = text_of(tools[k].description)
        if not desc or not _DEPRECATED.search(desc.lower()):
            continue
        if index is None:
            index = {text_of(t.name): i for i, t in enumerate(tools) if len(text_of(t.name)) >= 4}
        named: list[tuple[int, int]] = []
        for said in _DEPRECATED.finditer(desc.lower()):
            # the successor is named next to the word ("DEPRECATED: use X", "use X instead; this
            # tool is deprecated"): "remove obsolete tasks" a page before an `edit` says nothing
            # of the tool
            lo, hi = max(0, said.start() - _NEAR), said.end() + _NEAR
            near = desc[lo:hi]
            named += [(lo + m.start(), i) for name, i in index.items() if i != k and name in near
                      and (m := re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", near))]
        if named:
            out[k] = min(named)[1]  # the first tool it names is the one it points to
    return out


def retire_design_findings(findings: list[Finding], tools: Sequence[Tool],
                           overrides: Mapping[str, str]) -> list[Finding]:
    """`findings` with the shown design findings of a deprecated tool (one whose description
    names its successor in the set) at `info`, their message saying why."""
    design = [i for i, f in enumerate(findings) if f.severity != "info" and not f.suppressed
              and f.category in _DESIGN_CATEGORIES
              and not (overrides.get(f.rule) or overrides.get(f.category))]
    if not design:
        return findings
    named = {findings[i].tool for i in design}
    among = [k for k, t in enumerate(tools) if t.name in named]
    retired = {tools[k].name: tools[i].name for k, i in deprecated_successors(tools, among).items()}
    if not retired:
        return findings
    out = list(findings)
    for i in design:
        f = out[i]
        successor = retired.get(f.tool)
        if successor is not None:
            out[i] = Finding(f.tool, f.path, f.rule, f.category, "info",
                             f"{f.message} ({f.tool!r} says it is deprecated in favour of "
                             f"{successor!r}: drop it from the set rather than fix it.)", f.fix)
    return out
