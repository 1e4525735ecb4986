"""`workbench.discoverability(tools)` -> `Discoverability`: per tool visible / distinguishable /
callable (seed 1 §6.1), per MCP source what to cache and when to list again (§6.4), collisions
across merged sources with a namespacing plan; renderings are one function each (JSON, text,
DataFrame, escaped HTML) so they can move to a shared document model unchanged.

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
class Discoverability:
    profile: str
    tools: tuple[ToolDiscovery, ...]
    servers: tuple[ServerCache, ...]
    collisions: tuple[Collision, ...]
    namespacing: tuple[dict[str, Any], ...]

    @property
    def hidden(self) -> tuple[ToolDiscovery, ...]:
        return tuple(t for t in self.tools if not t.discoverable)

    def to_dict(self) -> dict[str, Any]:
        return {"profile": self.profile, "tools": [t.to_dict() for t in self.tools],
                "servers": [s.to_dict() for s in self.servers],
                "collisions": [c.to_dict() for c in self.collisions],
                "namespacing": list(self.namespacing)}

    def to_json(self, *, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)

    def to_text(self) -> str:
        return discoverability_text(self)

    def to_frame(self) -> Any:
        import pandas as pd

        return pd.DataFrame(
            [(t.tool, t.source, t.tokens, t.visible, t.distinguishable, t.callable, t.discoverable,
              "; ".join(t.visible_notes + t.callable_notes),
              ", ".join(f"{n} ({s:.2f})" for n, s in t.confusable_with)) for t in self.tools],
            columns=["tool", "source", "tokens", "visible", "distinguishable", "callable",
                     "discoverable", "notes", "confusable_with"])

    def _repr_html_(self) -> str:
        return discoverability_html(self)

    def __repr__(self) -> str:
        return (f"<Discoverability {len(self.tools)} tools for {self.profile}: "
                f"{len(self.hidden)} not discoverable, {len(self.collisions)} name collisions>")


def discoverability(tools: Any, *, profile: str = "openai", budget_tokens: int | None = None,
                    listings: Any = None) -> Discoverability:
    """Is each tool visible, distinguishable and callable for `profile` (seed 1 §6.1)? Plus what an
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


def discoverability_text(report: Discoverability) -> str:
    lines = [f"{len(report.tools)} tools for {report.profile}: {len(report.hidden)} not discoverable"]
    for t in report.tools:
        flags = " ".join(f"{k}={'yes' if v else 'NO'}" for k, v in
                         (("visible", t.visible), ("distinguishable", t.distinguishable),
                          ("callable", t.callable)))
        lines.append(f"{t.tool}: {flags}  (~{t.tokens} tokens)")
        lines.extend(f"  - {n}" for n in t.visible_notes + t.callable_notes)
        lines.extend(f"  - confusable with {n} ({s:.2f})" for n, s in t.confusable_with)
    for s in report.servers:
        lines.append(f"MCP source {s.source}: {s.pages} page(s), listChanged={s.list_changed}, "
                     f"ttlMs={s.ttl_ms}, cacheScope={s.cache_scope}"
                     + (f", tool _meta keys: {', '.join(s.tool_meta)}" if s.tool_meta else ""))
        lines.extend(f"  - {a}" for a in s.advice)
    for c in report.collisions:
        lines.append(f"collision: {c.name!r} is defined by {', '.join(c.sources)}")
    for step in report.namespacing:
        lines.append(f"namespace {step['source']} with prefix {step['prefix']!r} "
                     f"({len(step['renames'])} tools)")
        lines.extend(f"  ! {p}" for p in step["problems"])
    return "\n".join(lines) + "\n"


def discoverability_html(report: Discoverability) -> str:
    from workbench.render.html import STYLE, table

    def mark(value: bool) -> str:
        return "yes" if value else "NO"

    rows = [(t.tool, mark(t.visible), mark(t.distinguishable), mark(t.callable), t.tokens,
             "; ".join(t.visible_notes + t.callable_notes
                       + tuple(f"confusable with {n} ({s:.2f})" for n, s in t.confusable_with)))
            for t in report.tools]
    classes = [("", "" if t.visible else "sev-error", "" if t.distinguishable else "sev-warning",
                "" if t.callable else "sev-error", "", "") for t in report.tools]
    parts = [STYLE, f'<div class="tsw"><b>discoverability</b> for {report.profile}: '
                    f"{len(report.tools):,} tools, {len(report.hidden):,} not discoverable</div>",
             table(("tool", "visible", "distinguishable", "callable", "tokens", "why"), rows,
                   cell_classes=classes)]
    if report.servers:
        parts.append(table(("MCP source", "pages", "listChanged", "ttlMs", "cacheScope", "advice"),
                           [(s.source, s.pages, str(s.list_changed), str(s.ttl_ms),
                             s.cache_scope or "", " · ".join(s.advice)) for s in report.servers],
                           title="caching"))
    if report.collisions:
        parts.append(table(("name", "sources"), [(c.name, ", ".join(c.sources))
                                                 for c in report.collisions], title="collisions"))
    if report.namespacing:
        parts.append(table(("source", "prefix", "tools", "problems"),
                           [(p["source"], p["prefix"], len(p["renames"]), "; ".join(p["problems"]))
                            for p in report.namespacing], title="namespacing plan"))
    return "".join(parts)
