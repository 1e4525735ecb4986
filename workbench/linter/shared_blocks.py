"""Findings inside an inline sub-object that several tools of a set carry with the same content,
placed once for the whole set.

Servers copy one options object into every tool (one browser server inlines the same optional
`expectation` block, its snapshot and console options, in 40 tools): linting each copy repeats
each finding inside it once per tool, though the block is one piece of the server's source and
one fix. Like a shared `$defs` definition (`definition_findings.py`), a finding at or inside such
a block (rule, path, message, severity the same, and the block's content the same) is kept once,
on the first of those tools in load order, its message saying how many tools carry it.

Which blocks count, from meaning: an object-valued property, or the item object of an array,
that declares its own members (`properties`). Its content is then the server's, not the tool's:
the same members with the same types and descriptions mean the same thing in every tool. A
scalar property (a `limit`, an `id`) is not a block: each tool owns it, what it counts or names
is that tool's, and its finding is that tool's to fix. Nor is an object that declares no members
(`{"type": "object"}`): two such bags hold what each tool puts in them, not shared content. The
outermost such block containing the finding decides, so a block that differs in any key, at any
depth, is not merged. Findings about the whole tool (path "") stay per tool.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from workbench.jsonutil import canonical
from workbench.linter.definition_findings import first_tool_by_name, keep_first_of_shared
from workbench.model import Finding, Tool
from workbench.schema.pointer import escape, split, step


def place_block_findings(findings: list[Finding], tools: Sequence[Tool]) -> list[Finding]:
    """`findings` with those inside an inline block several tools share kept once."""
    candidates = [i for i, f in enumerate(findings)
                  if f.path and not f.path.startswith(("/$defs/", "/definitions/"))]
    if len(candidates) < 2:
        return findings
    by_name = first_tool_by_name(tools)
    blocks: dict[tuple[str, str], tuple[str, str] | None] = {}  # (tool, path) -> (block, content)
    groups: dict[tuple[Any, ...], list[int]] = {}
    for i in candidates:
        f = findings[i]
        owner = by_name.get(f.tool)
        if owner is None:
            continue  # a set-level finding, or a tool name the set does not hold
        key = (f.tool, f.path)
        if key not in blocks:
            blocks[key] = _outer_block(tools[owner].parameters, f.path)
        block = blocks[key]
        if block is not None:
            groups.setdefault((block[0], block[1], f.rule, f.path, f.message, f.severity,
                               f.suppressed), []).append(i)
    if not groups:
        return findings
    return keep_first_of_shared(findings, groups, by_name, set(), "block")


def _outer_block(schema: Any, path: str) -> tuple[str, str] | None:
    """The pointer and canonical content of the outermost block (an object property or array item
    object declaring `properties`) at or above `path`, or None."""
    try:
        tokens = split(path)
    except ValueError:
        return None
    node = schema
    pointer = ""
    i = 0
    while i < len(tokens) and isinstance(node, (dict, list)):
        token = tokens[i]
        width = 2 if token == "properties" and isinstance(node, dict) and i + 1 < len(tokens) else 1
        for t in tokens[i:i + width]:
            node = step(node, t, None)
            pointer += "/" + escape(t)
        if node is None:
            return None
        i += width
        if (width == 2 or token == "items") and _declares_members(node):
            return pointer, canonical(node)
    return None


def _declares_members(node: Any) -> bool:
    return isinstance(node, dict) and isinstance(node.get("properties"), dict) and bool(node["properties"])
