"""Small builders shared by the tests (no loader needed)."""

from __future__ import annotations

from pathlib import Path

from workbench.model import Tool

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
CORPORA = SHARED / "corpora"
SEEDS = SHARED / "seeds"


def make_tool(name="shipping_get_tracking", description="", parameters=None, **kw) -> Tool:
    if parameters is None:
        parameters = {"type": "object", "properties": {}, "additionalProperties": False}
    return Tool(name=name, description=description, parameters=parameters,
                source_format=kw.pop("source_format", "test"), **kw)


def hits(rule_id: str, tool: Tool, toolset=None, profiles=("generic",)):
    """Run one catalogue rule directly and return its hits (list)."""
    from workbench.linter.catalogue import ToolContext, all_rules
    from workbench.model import ToolSet
    from workbench.profiles import get_profiles

    rule = all_rules()[rule_id]
    profs = get_profiles(list(profiles))
    if rule.scope == "set":
        ts = toolset or ToolSet((tool,))
        return list(rule.check(ts, [ToolContext(t, profs, ts) for t in ts]))
    return list(rule.check(tool, ToolContext(tool, profs, toolset)))
