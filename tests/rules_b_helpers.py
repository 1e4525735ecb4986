"""Shared helpers for the rules B tests: run every rule B on a tool, check that a rule's fixes
(applied with `workbench.jsonpatch`) silence it."""

from __future__ import annotations

from helpers import hits, make_tool

from workbench.jsonpatch import apply_patch
from workbench.linter.catalogue import ToolContext, all_rules
from workbench.profiles import get_profiles

MY_MODULES = ("params", "enums", "bounds", "prose_rules")


def obj(props, required=None, closed=True, **extra):
    s = {"type": "object", "properties": props}
    if required is not None:
        s["required"] = required
    if closed:
        s["additionalProperties"] = False
    s.update(extra)
    return s


def tool(props=None, *, name="shipping_get_tracking", description="", schema=None, **kw):
    return make_tool(name, description, schema if schema is not None else obj(props or {}, []), **kw)


def mine(t):
    """(severity, rule, path) of every hit of rules B on a tool."""
    profs = get_profiles(["generic"])
    out = []
    for r in all_rules().values():
        if r.scope == "tool" and r.check.__module__.rsplit(".", 1)[-1] in MY_MODULES:
            for h in r.check(t, ToolContext(t, profs, None)):
                out.append((h.severity or r.severity, r.id, h.path))
    return out


def fixed(rule_id, t):
    """Apply every fix the rule proposes; the rule must then be silent."""
    schema = t.parameters
    for h in hits(rule_id, t):
        assert h.fix, f"{rule_id} gave no fix at {h.path}"
        schema = apply_patch(schema, h.fix)
    again = t.with_parameters(schema)
    assert hits(rule_id, again) == [], hits(rule_id, again)
    return schema
