"""What the definitions cost in the model's context: `context-cost` (set scope: the tool
definitions of one request take more tokens than the budget) and `unused-definitions` (a tool's
`$defs` that nothing in it references).

Every definition sent with a request takes context (a huge enum, or exposing every tool at once). The
count is `workbench.cost` for the providers of the active profiles (OpenAI Chat for `generic`).
The budget is `workbench.costing.configured_budget()` (`TOOLSCHEMA_CONTEXT_BUDGET`, default 10,000
tokens). Bytes bound tokens from above (every token covers at least one byte), so a set smaller
than the budget in bytes is passed without loading a tokenizer.
"""

from __future__ import annotations

from collections.abc import Iterator

from workbench.jsonutil import canonical
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.model import Tool, ToolSet
from workbench.schema.pointer import resolve, unescape


@rule("context-cost", category="portability", severity="warning", scope="set",
      summary="The tool definitions of one request cost more tokens than the budget: load rarely "
              "used tools on demand, shorten repeated text, replace huge enums with a lookup tool.",
      rationale="Every definition sent with a request takes context; "
                "`toolschema cost` shows the count per provider and the biggest contributors. "
                "The budget is a soft line: up to half as much again over it is info (ordinary "
                "for a server of 20-30 tools), beyond that a warning. A contributor is named only "
                "when it is at least 1/20 of the set.",
      bad=Example([{"name": f"crm_tool_{i}", "description": "Look up CRM records. " * 40,
                    "input_schema": {"type": "object"}} for i in range(60)]),
      good=Example([{"name": "crm_search_tools", "description": "Find the CRM tool for a task.",
                     "input_schema": {"type": "object",
                                      "properties": {"query": {"type": "string"}}}}]))
def context_cost(toolset: ToolSet, contexts: list[ToolContext]) -> Iterator[Hit]:
    from workbench.costing import configured_budget
    from workbench.costing.core import DumpedTools, providers_for, serialise

    budget = configured_budget()
    if not toolset.tools:
        return
    profiles = {p.id for ctx in contexts for p in ctx.profiles} or {"generic"}
    providers = providers_for(sorted(profiles))
    sizes = dict.fromkeys(providers, 0)
    for d in DumpedTools(toolset.tools):  # tool by tool: one tool's texts in memory at a time
        for p in providers:
            sizes[p] += len(serialise(d, p).encode("utf-8"))
    size = max(sizes.values())
    if size <= budget:
        return
    from workbench.costing.report import set_cost

    costs, contributors = set_cost(toolset, providers)  # the set's figures, no per-tool rows
    over = [(p, c) for p, c in costs.items() if c.tokens > budget]
    if not over:
        return
    figures = ", ".join(f"{c.tokens:,} tokens for {p}{'' if c.exact else ' (estimate)'}"
                        for p, c in over)
    # a contributor is worth naming when removing it would matter: a 66-token enum in a
    # 12,000-token set is no lead (and an enum of real values should stay an enum)
    top = next((c.message for c in contributors[:1]
                if c.bytes * _NOTABLE_SHARE >= size), "")
    yield Hit("", f"The {len(toolset)} tool definitions cost {figures}, past the budget of "
                  f"{budget:,}: load rarely used tools on demand (tool search) or split the set"
              + (f"; biggest contributor: {top}" if top else "") + ".",
              severity=None if max(c.tokens for _, c in over) > budget * _CLEARLY_OVER else "info")


# The budget is a soft line: a set just past it is ordinary for a server of 20-30 tools (info);
# half as much again is a real share of the model's context (warning).
_CLEARLY_OVER = 1.5
_NOTABLE_SHARE = 20  # a contributor of at least 1/20 of the set's bytes


@rule("unused-definitions", category="portability", severity="info",
      summary="Definitions under `$defs` that nothing in the tool references: they are sent with "
              "every request and cost context for nothing.",
      rationale="Servers generated from one API often copy a whole `$defs` block into every tool. "
                "Findings inside unreferenced definitions are not reported (the model never "
                "fills them); this one finding per tool says what they cost.",
      bad=Example.of(name="pages_get_page", parameters={
          "type": "object", "properties": {"page_id": {"type": "string"}}, "required": ["page_id"],
          "$defs": {"parent": {"type": "object", "properties": {"page_id": {"type": "string"}}}}}),
      good=Example.of(name="pages_move_page", parameters={
          "type": "object", "properties": {"page_id": {"type": "string"},
                                           "parent": {"$ref": "#/$defs/parent"}},
          "required": ["page_id", "parent"],
          "$defs": {"parent": {"type": "object", "properties": {"page_id": {"type": "string"}}}}}))
def unused_definitions(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    use = ctx.definitions
    if not use.defined:
        return  # the usual schema: no definitions at all
    unused = use.unused
    if not unused:
        return
    size = 0
    for pointer in unused:
        size += len(canonical(resolve(tool.parameters, pointer, None)))
    names = [unescape(p.rsplit("/", 1)[-1]) for p in unused]
    shown = ", ".join(f"`{n}`" for n in names[:6]) + (f" and {len(names) - 6} more"
                                                       if len(names) > 6 else "")
    container = unused[0].rsplit("/", 1)[0]
    yield Hit(container, f"{len(unused)} of the {len(use.defined)} definitions under "
              f"`{container[1:]}` are never referenced by this tool's parameters ({shown}): "
              f"about {size:,} characters sent with every request for nothing. Remove them from "
              "this tool's schema.",
              fix=tuple({"op": "remove", "path": p} for p in unused))
