"""Shared helpers for the rules B tests: run every rule B on a tool, apply a JSON Patch, check
that a rule's fixes silence it."""

from __future__ import annotations

import copy

from helpers import hits, make_tool

from workbench.linter.catalogue import ToolContext, all_rules
from workbench.schema.pointer import split
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


def apply_patch(doc, ops):
    doc = copy.deepcopy(doc)
    for op in ops:
        *parents, last = split(op["path"])
        node = doc
        for p in parents:
            node = node[int(p)] if isinstance(node, list) else node[p]
        if op["op"] == "remove":
            del node[int(last) if isinstance(node, list) else last]
        elif isinstance(node, list):
            if last == "-":
                node.append(op["value"])
            elif op["op"] == "add":
                node.insert(int(last), op["value"])
            else:
                node[int(last)] = op["value"]
        else:
            node[last] = op["value"]
    return doc


def fixed(rule_id, t):
    """Apply every fix the rule proposes; the rule must then be silent."""
    schema = t.parameters
    for h in hits(rule_id, t):
        assert h.fix, f"{rule_id} gave no fix at {h.path}"
        schema = apply_patch(schema, h.fix)
    again = t.with_parameters(schema)
    assert hits(rule_id, again) == [], hits(rule_id, again)
    return schema
