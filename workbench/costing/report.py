"""`cost(tools)` and its `CostReport`: per tool and per set, bytes and tokens per provider, and the
biggest contributors to the set's size. JSON here; text, HTML (with a bar chart of the largest
tools), Markdown and DataFrame come from its document.

JSON (fixed): {"tools": int, "providers": {PROVIDER: {"bytes": int, "tokens": int, "exact": bool,
"method": str}}, "per_tool": [{"tool", PROVIDER: tokens, ...}], "contributors": [...]}.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from workbench.costing.core import EXACT_PROVIDERS, PROVIDERS, Dumped, DumpedTools, measure
from workbench.model import ToolSet
from workbench.render.document import (
    Cell,
    Column,
    Document,
    Figure,
    Paragraph,
    Rendered,
    Table,
    rendered,
)

CHART_WIDTH = 240  # px of the longest bar


@dataclass(frozen=True)
class ProviderCost:
    """What the whole set costs one provider, and how it was counted."""

    provider: str
    bytes: int
    tokens: int
    exact: bool
    method: str

    def to_dict(self) -> dict[str, Any]:
        """The provider's entry in the JSON contract."""
        return {"bytes": self.bytes, "tokens": self.tokens, "exact": self.exact,
                "method": self.method}


@dataclass(frozen=True)
class Contributor:
    """Something that makes the set big: a huge enum, a `$defs` block repeated across tools, or
    text most descriptions repeat."""

    kind: str  # "huge-enum", "repeated-defs", "shared-text"
    bytes: int
    message: str
    tool: str | None = None
    path: str = ""

    def to_dict(self) -> dict[str, Any]:
        """The contributor in the JSON contract."""
        return {"kind": self.kind, "tool": self.tool, "path": self.path, "bytes": self.bytes,
                "message": self.message}


@dataclass(frozen=True, eq=False)
class CostReport(Rendered):
    """What a tool set costs in context, per provider."""

    tools: tuple[str, ...]
    providers: Mapping[str, ProviderCost]
    per_tool: tuple[Mapping[str, int], ...]
    contributors: tuple[Contributor, ...] = ()
    budget: int | None = None

    def tokens(self, provider: str = "openai-chat") -> int:
        """The set's token count for `provider`."""
        return self.providers[provider].tokens

    @property
    def over_budget(self) -> list[str]:
        """The providers whose token count passes the budget."""
        if self.budget is None:
            return []
        return [p for p, c in self.providers.items() if c.tokens > self.budget]

    @property
    def exit_code(self) -> int:
        """1 when a provider's count passes the budget, else 0 (the CLI's exit status)."""
        return 1 if self.over_budget else 0

    def to_dict(self) -> dict[str, Any]:
        """The fixed JSON contract (see the module docstring)."""
        out: dict[str, Any] = {
            "tools": len(self.tools),
            "providers": {p: c.to_dict() for p, c in self.providers.items()},
            "per_tool": [dict(row) for row in self.per_tool],
            "contributors": [c.to_dict() for c in self.contributors]}
        if self.budget is not None:
            out["budget"] = self.budget
        return out

    def to_json(self, indent: int | None = 2) -> str:
        """`to_dict()` as JSON text."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    def to_document(self, top: int = 10) -> Document:
        """The cost as one document: per provider bytes and tokens and how they were counted, the
        `top` largest tools (charted in HTML) and biggest contributors; a DataFrame holds every
        tool's tokens per provider."""
        over = self.over_budget
        providers = Table(
            (Column("provider", text_format="{:<18}"), Column("bytes", text_format="{:>12,}"),
             Column("tokens", text_format="{:>12,}"), Column("exact", shown=False),
             Column("method", "how counted"), Column("over_budget", "budget", text_format="  {}")),
            tuple((Cell(p), Cell(f"{c.bytes:,}", c.bytes), Cell(f"{c.tokens:,}", c.tokens),
                   Cell("exact" if c.exact else "estimate", c.exact),
                   Cell(c.method, emphasis=None if c.exact else "muted"),
                   Cell("over budget", True, severity="error") if p in over else Cell("", False))
                  for p, c in self.providers.items()),
            key="providers", title="per provider",
            text_title=f"{'provider':<18}{'bytes':>12}{'tokens':>12}  how counted",
            text=("{provider}{bytes}{tokens}  {method}{over_budget}",))
        blocks: list[Any] = [providers]
        if self.budget is not None:
            blocks.append(Paragraph.of(f"budget: {self.budget:,} tokens"))
        first = next(iter(self.providers), None)
        if first is not None:
            ranked = sorted(self.per_tool, key=lambda r: -r[first])[:top]
            largest = Table(
                (Column("tokens", text_format="{:>8,}"), Column("tool")),
                tuple((Cell(f"{r[first]:,}", r[first]), Cell(str(r["tool"]))) for r in ranked),
                key="largest", title=f"largest tools ({first} tokens)",
                text_title=f"largest tools ({first} tokens):", text=("  {tokens}  {tool}",))
            blocks += [Figure(lambda: (_chart(largest), "")), largest]
        blocks += [
            Table((Column("bytes", text_format="{:>8,}"), Column("message")),
                  tuple((Cell(f"{c.bytes:,}", c.bytes), Cell(c.message))
                        for c in self.contributors[:top]),
                  key="contributors", title="biggest contributors",
                  text_title="biggest contributors:", text=("  {bytes} B  {message}",)),
            Table(tuple(Column(k) for k in ("tool", *self.providers)),
                  tuple((Cell(str(r["tool"])), *(Cell(f"{r[p]:,}", r[p]) for p in self.providers))
                        for r in self.per_tool),
                  key="per_tool", in_text=False, in_rich=False)]
        return Document(tuple(blocks), title=Paragraph.of(f"{len(self.tools)} tool(s)"),
                        data="per_tool", blank_lines=True, final_newline=True)

    def to_text(self, top: int = 10, *, color: bool = False) -> str:
        """Plain text as the CLI prints it, `top` rows per list."""
        from workbench.render.text import render_text

        return rendered(lambda: self.to_document(top), lambda doc: render_text(doc, color=color))

    def to_frame(self) -> Any:
        """A pandas DataFrame of every tool's tokens per provider, indexed by tool."""
        from workbench.render.frame import render_frame

        return rendered(self.to_document, render_frame).set_index("tool")

    def __repr__(self) -> str:
        first = next(iter(self.providers.values()), None)
        what = f"{first.tokens:,} tokens ({first.provider})" if first else "no provider"
        return f"<CostReport {len(self.tools)} tools, {what}>"


def cost(tools: Any, *, providers: Sequence[str] | None = None,
         budget: int | None = None) -> CostReport:
    """Bytes and tokens of `tools` (anything `workbench.load` accepts) as each provider receives
    them, per tool and for the whole set, with the biggest contributors. Exact for OpenAI
    (o200k_base) when its ranks are on this machine, labelled estimates otherwise
    (`workbench.costing.tokenizers`). `budget`: tokens; `over_budget` names the providers past it."""
    from workbench.loading import as_toolset

    providers = _chosen(providers)
    toolset = as_toolset(tools)
    per_tool: list[dict[str, Any]] = [{"tool": t.name} for t in toolset]
    summary: dict[str, ProviderCost] = {}
    for provider_cost, tool_tokens in _measured(toolset, providers):
        summary[provider_cost.provider] = provider_cost
        for row, n in zip(per_tool, tool_tokens):
            row[provider_cost.provider] = n
    return CostReport(tuple(t.name for t in toolset), summary, tuple(per_tool),
                      tuple(_contributors(toolset, summary)), budget)


def set_cost(toolset: ToolSet, providers: Sequence[str]) -> tuple[dict[str, ProviderCost], list[Contributor]]:
    """What `cost(toolset, providers=providers)` says of the whole set (per provider, and the
    biggest contributors), without its per-tool rows: what a lint of a large set needs."""
    summary = {c.provider: c for c, _ in _measured(toolset, providers)}
    return summary, _contributors(toolset, summary)


def _measured(toolset: ToolSet, providers: Sequence[str] | None) -> Iterator[tuple[ProviderCost, list[int]]]:
    """Per provider (all when None): its cost and the tokens of each tool."""
    from workbench.costing.tokenizers import byte_estimate, o200k

    chosen = _chosen(providers)
    exact = o200k()
    # one provider: each tool's texts are made, counted and let go (a set of a million tools is
    # never held twice); several: made once and shared, their junctions and blocks cached
    dumped: Sequence[Dumped] = (DumpedTools(toolset.tools) if len(chosen) == 1
                                else [Dumped.of(t) for t in toolset])
    cache: dict[Any, Any] | None = {} if exact and len(chosen) > 1 else None
    for provider in chosen:
        counter = exact or byte_estimate()
        m = measure(dumped, provider, counter, cache)
        is_exact = bool(exact) and provider in EXACT_PROVIDERS
        method = counter.method if is_exact or not exact else (
            f"estimate: o200k_base as a proxy ({_OWNER[provider]})")
        yield ProviderCost(provider, m.set_bytes, m.set_tokens, is_exact, method), m.tool_tokens


def _chosen(providers: Sequence[str] | None) -> tuple[str, ...]:
    from workbench.errors import InvalidArgument

    chosen = tuple(providers) if providers else PROVIDERS
    unknown = [p for p in chosen if p not in PROVIDERS]
    if unknown:
        raise InvalidArgument(f"unknown provider {unknown[0]!r}; choose from {', '.join(PROVIDERS)}")
    return chosen


def _contributors(toolset: ToolSet, summary: Mapping[str, ProviderCost]) -> list[Contributor]:
    from workbench.costing.contributors import contributors

    first = next(iter(summary.values()))
    return contributors(toolset, first.tokens / max(first.bytes, 1))


_OWNER = {"anthropic": "Anthropic publishes no tokenizer for its current models",
          "gemini": "Google publishes no Gemini tokenizer as a package",
          "mcp": "the host's model decides the real count",
          "openai-chat": "", "openai-responses": ""}


def _chart(largest: Table) -> str:
    """The largest tools as horizontal bars: SVG markup, names escaped."""
    from workbench.jsonutil import shorten
    from workbench.render.html import esc

    if not largest.rows:
        return ""
    peak = max(row[0].data for row in largest.rows) or 1
    bar, label = 16, 200
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{label + CHART_WIDTH + 70}" '
             f'height="{bar * len(largest.rows)}" role="img" aria-label="{esc(largest.title)}" '
             'style="font-family:system-ui,sans-serif;font-size:11px">']
    for k, (tokens, tool) in enumerate(largest.rows):
        y, width = k * bar, round(CHART_WIDTH * tokens.data / peak)
        parts.append(f'<text x="{label - 6}" y="{y + bar / 2}" text-anchor="end" '
                     f'dominant-baseline="central">{esc(shorten(tool.text, 30))}</text>'
                     f'<rect x="{label}" y="{y + 2}" width="{width}" height="{bar - 4}" '
                     f'fill="#4c78a8"><title>{esc(tool.text)}: {tokens.text} tokens</title></rect>'
                     f'<text x="{label + width + 4}" y="{y + bar / 2}" '
                     f'dominant-baseline="central">{tokens.text}</text>')
    parts.append("</svg>")
    return "".join(parts)  # the table under it carries the title
