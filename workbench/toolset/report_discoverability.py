"""`workbench.discoverability(tools)` -> `Discoverability`: per tool visible / distinguishable /
callable, per MCP source what to cache and when to list again, collisions
across merged sources with a namespacing plan. JSON here; text, HTML, Markdown and DataFrame come
from its document.

JSON (`toolschema discoverability --format json`): `{"profile", "tools": [{"tool", "source",
"tokens", "visible", "visible_notes", "distinguishable", "confusable_with": [{"tool", "score"}],
"callable", "callable_notes", "discoverable"}], "servers": [{"source", "pages", "more_pages",
"list_changed", "ttl_ms", "cache_scope", "tool_meta", "advice"}], "collisions": [{"name",
"sources"}], "namespacing": [{"source", "prefix", "renames": [{"from", "to"}], "problems"}]}`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.loading import as_toolset
from workbench.model import ToolSet
from workbench.render.document import (
    Cell,
    Column,
    Document,
    Paragraph,
    Rendered,
    Table,
    lines_under,
)
from workbench.toolset.discoverability import (
    Collision,
    ServerCache,
    ToolDiscovery,
    assess_tools,
    collisions,
    listing_facts,
    namespacing_plan,
    neighbours,
    profile_of,
    read_documents,
    server_caches,
)


@dataclass(frozen=True, eq=False)
class Discoverability(Rendered):
    """Per tool: visible, distinguishable, callable for one provider profile; per MCP source its
    caching facts; name collisions between sources and a namespacing plan."""

    profile: str
    tools: tuple[ToolDiscovery, ...]
    servers: tuple[ServerCache, ...]
    collisions: tuple[Collision, ...]
    namespacing: tuple[dict[str, Any], ...]

    @property
    def hidden(self) -> tuple[ToolDiscovery, ...]:
        """The tools that are not discoverable."""
        return tuple(t for t in self.tools if not t.discoverable)

    def to_dict(self) -> dict[str, Any]:
        """The JSON contract (see the module docstring)."""
        return {"profile": self.profile, "tools": [t.to_dict() for t in self.tools],
                "servers": [s.to_dict() for s in self.servers],
                "collisions": [c.to_dict() for c in self.collisions],
                "namespacing": list(self.namespacing)}

    def to_json(self, *, indent: int | None = 2) -> str:
        """`to_dict()` as JSON text."""
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)

    def to_document(self) -> Document:
        """The assessment as one document: a row per tool (its notes listed under it in plain
        text), then the MCP sources, the collisions and the namespacing plan."""
        tools, why = [], []
        for n, t in enumerate(self.tools):
            key = Cell(str(n))
            notes = t.visible_notes + t.callable_notes
            neighbours = tuple(f"confusable with {name} ({score:.2f})"
                               for name, score in t.confusable_with)
            tools.append((key, Cell(str(t.tool), emphasis="strong"), Cell(t.source, emphasis="muted"),
                          Cell(str(t.tokens), t.tokens), _verdict(t.visible, "error"),
                          _verdict(t.distinguishable, "warning"), _verdict(t.callable, "error"),
                          _verdict(t.discoverable, "error"), Cell("; ".join(notes)),
                          Cell(", ".join(f"{name} ({score:.2f})" for name, score in t.confusable_with)),
                          Cell("; ".join(notes + neighbours))))
            why += [(key, Cell(line)) for line in notes + neighbours]
        servers, advice = [], []
        for n, c in enumerate(self.servers):
            key = Cell(str(n))
            servers.append((key, Cell(c.source), Cell(str(c.pages), c.pages),
                            Cell(str(c.list_changed), c.list_changed), Cell(str(c.ttl_ms), c.ttl_ms),
                            Cell(str(c.cache_scope), c.cache_scope),
                            Cell(", ".join(c.tool_meta), list(c.tool_meta)),
                            Cell(" · ".join(c.advice))))
            advice += [(key, Cell(a)) for a in c.advice]
        plan, problems = [], []
        for n, step in enumerate(self.namespacing):
            key = Cell(str(n))
            plan.append((key, Cell(str(step["source"])), Cell(str(step["prefix"])),
                         Cell(str(len(step["renames"])), len(step["renames"])),
                         Cell("; ".join(step["problems"]))))
            problems += [(key, Cell(p)) for p in step["problems"]]
        blocks = (
            Table((Column("#", shown=False, data=False), Column("tool"), Column("source", shown=False),
                   Column("tokens"), Column("visible", text_format="visible={}"),
                   Column("distinguishable", text_format="distinguishable={}"),
                   Column("callable", text_format="callable={}"), Column("discoverable"),
                   Column("notes", shown=False), Column("confusable_with", shown=False),
                   Column("why", data=False)),
                  tuple(tools), key="tools", title=f"discoverability for {self.profile}",
                  text=("{tool}: {visible} {distinguishable} {callable}  (~{tokens} tokens)",)),
            lines_under("why", "tools", why, "  - {line}"),
            Table((Column("#", shown=False), Column("source", "MCP source"), Column("pages"),
                   Column("list_changed", "listChanged"), Column("ttl_ms", "ttlMs"),
                   Column("cache_scope", "cacheScope"),
                   Column("tool_meta", "tool _meta keys", text_format=", tool _meta keys: {}"),
                   Column("advice")),
                  tuple(servers), key="servers", title="caching",
                  text=("MCP source {source}: {pages} page(s), listChanged={list_changed}, "
                        "ttlMs={ttl_ms}, cacheScope={cache_scope}{tool_meta}",)),
            lines_under("advice", "servers", advice, "  - {line}"),
            Table((Column("name", text_format="{!r}"), Column("sources")),
                  tuple((Cell(str(c.name)), Cell(", ".join(c.sources))) for c in self.collisions),
                  key="collisions", title="collisions",
                  text=("collision: {name} is defined by {sources}",)),
            Table((Column("#", shown=False), Column("source"), Column("prefix", text_format="{!r}"),
                   Column("tools"), Column("problems")),
                  tuple(plan), key="namespacing", title="namespacing plan",
                  text=("namespace {source} with prefix {prefix} ({tools} tools)",)),
            lines_under("problems", "namespacing", problems, "  ! {line}"))
        title = Paragraph.of(f"{len(self.tools)} tools for {self.profile}: "
                             f"{len(self.hidden)} not discoverable")
        return Document(blocks, title=title, data="tools", final_newline=True)

    def __repr__(self) -> str:
        return (f"<Discoverability {len(self.tools)} tools for {self.profile}: "
                f"{len(self.hidden)} not discoverable, {len(self.collisions)} name collisions>")


def discoverability(tools: Any, *, profile: str = "openai", budget_tokens: int | None = None,
                    listings: Any = None) -> Discoverability:
    """Is each tool visible, distinguishable and callable for `profile`? Plus what an
    MCP client may cache and when it must list again, and name collisions between sources with a
    namespacing plan.

    `tools`: anything `workbench.load` accepts (paths are also read raw for MCP page facts:
    `nextCursor`, `ttlMs`, `cacheScope`, `capabilities.tools.listChanged`). `budget_tokens`: the
    context budget for tool definitions, if the host has one. `listings`: extra raw documents
    (MCP tools/list results or initialize results), as {source: document} or a list of paths."""
    from workbench.toolset.confusability import FLAG, confusability

    paths = list(tools) if isinstance(tools, (list, tuple)) else [tools]
    if paths and all(isinstance(p, (str, Path)) for p in paths) and isinstance(tools, (list, tuple)):
        toolset = ToolSet()
        for path in paths:  # several files: several sources (servers) merged into one set
            toolset = toolset + as_toolset(Path(path))
    else:
        toolset = as_toolset(tools)
    prof = profile_of(profile)
    documents = read_documents(paths)
    if isinstance(listings, dict):
        documents += list(listings.items())
    elif listings is not None:
        documents += read_documents(listings)
    facts = listing_facts(documents)
    pairs = confusability(toolset, min_score=FLAG).pairs
    found = assess_tools(toolset, prof, budget_tokens, facts, neighbours(pairs, FLAG))
    return Discoverability(prof.id, tuple(found), tuple(server_caches(toolset, facts)),
                           tuple(collisions(toolset)),
                           tuple(namespacing_plan(toolset, prof)) if len({t.origin.file for t in toolset}) > 1 else ())


def _verdict(ok: bool, severity: str) -> Cell:
    return Cell("yes", True) if ok else Cell("NO", False, severity=severity)
