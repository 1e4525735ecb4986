"""`cost(tools)` and its `CostReport`: per tool and per set, bytes and tokens per provider, and the
biggest contributors to the set's size.

JSON (fixed): {"tools": int, "providers": {PROVIDER: {"bytes": int, "tokens": int, "exact": bool,
"method": str}}, "per_tool": [{"tool", PROVIDER: tokens, ...}], "contributors": [...]}.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from workbench.costing.core import EXACT_PROVIDERS, PROVIDERS, Dumped, measure


@dataclass(frozen=True)
class ProviderCost:
    provider: str
    bytes: int
    tokens: int
    exact: bool
    method: str

    def to_dict(self) -> dict[str, Any]:
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
        return {"kind": self.kind, "tool": self.tool, "path": self.path, "bytes": self.bytes,
                "message": self.message}


@dataclass(frozen=True, eq=False)
class CostReport:
    """What a tool set costs in context, per provider."""

    tools: tuple[str, ...]
    providers: Mapping[str, ProviderCost]
    per_tool: tuple[Mapping[str, int], ...]
    contributors: tuple[Contributor, ...] = ()
    budget: int | None = None

    def tokens(self, provider: str = "openai-chat") -> int:
        return self.providers[provider].tokens

    @property
    def over_budget(self) -> list[str]:
        """The providers whose token count passes the budget."""
        if self.budget is None:
            return []
        return [p for p, c in self.providers.items() if c.tokens > self.budget]

    @property
    def exit_code(self) -> int:
        return 1 if self.over_budget else 0

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "tools": len(self.tools),
            "providers": {p: c.to_dict() for p, c in self.providers.items()},
            "per_tool": [dict(row) for row in self.per_tool],
            "contributors": [c.to_dict() for c in self.contributors]}
        if self.budget is not None:
            out["budget"] = self.budget
        return out

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    def to_text(self, top: int = 10) -> str:
        return cost_text(self, top)

    def to_frame(self) -> Any:
        import pandas as pd

        return pd.DataFrame([dict(r) for r in self.per_tool]).set_index("tool")

    def _repr_html_(self) -> str:
        return cost_html(self)

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
    from workbench.costing.contributors import contributors
    from workbench.costing.tokenizers import byte_estimate, o200k
    from workbench.errors import InvalidArgument
    from workbench.loading import as_toolset

    chosen = tuple(providers) if providers else PROVIDERS
    unknown = [p for p in chosen if p not in PROVIDERS]
    if unknown:
        raise InvalidArgument(f"unknown provider {unknown[0]!r}; choose from {', '.join(PROVIDERS)}")
    toolset = as_toolset(tools)
    exact = o200k()
    dumped = [Dumped.of(t) for t in toolset]
    cache: dict[Any, Any] = {}
    summary: dict[str, ProviderCost] = {}
    per_tool: list[dict[str, Any]] = [{"tool": t.name} for t in toolset]
    for provider in chosen:
        counter = exact or byte_estimate()
        m = measure(dumped, provider, counter, cache if exact else None)
        is_exact = bool(exact) and provider in EXACT_PROVIDERS
        method = counter.method if is_exact or not exact else (
            f"estimate: o200k_base as a proxy ({_OWNER[provider]})")
        summary[provider] = ProviderCost(provider, m.set_bytes, m.set_tokens, is_exact, method)
        for row, n in zip(per_tool, m.tool_tokens):
            row[provider] = n
    first = chosen[0]
    share = summary[first].tokens / max(summary[first].bytes, 1)
    return CostReport(tuple(t.name for t in toolset), summary, tuple(per_tool),
                      tuple(contributors(toolset, share)), budget)


_OWNER = {"anthropic": "Anthropic publishes no tokenizer for its current models",
          "gemini": "Google publishes no Gemini tokenizer as a package",
          "mcp": "the host's model decides the real count",
          "openai-chat": "", "openai-responses": ""}


def cost_text(report: CostReport, top: int = 10) -> str:
    """The plain-text rendering (one function, so it can move to a shared document model)."""
    lines = [f"{len(report.tools)} tool(s)", "",
             f"{'provider':<18}{'bytes':>12}{'tokens':>12}  how counted"]
    for p, c in report.providers.items():
        flag = "  over budget" if p in report.over_budget else ""
        lines.append(f"{p:<18}{c.bytes:>12,}{c.tokens:>12,}  {c.method}{flag}")
    if report.budget is not None:
        lines.append(f"budget: {report.budget:,} tokens")
    first = next(iter(report.providers), None)
    if first and report.per_tool:
        lines += ["", f"largest tools ({first} tokens):"]
        for row in sorted(report.per_tool, key=lambda r: -r[first])[:top]:
            lines.append(f"  {row[first]:>8,}  {row['tool']}")
    if report.contributors:
        lines += ["", "biggest contributors:"]
        lines += [f"  {c.bytes:>8,} B  {c.message}" for c in report.contributors[:top]]
    return "\n".join(lines) + "\n"


def cost_html(report: CostReport) -> str:
    """The notebook rendering: a table per provider and a bar chart of the largest tools."""
    from workbench.render.html import esc

    rows = "".join(f"<tr><td>{esc(p)}</td><td>{c.bytes:,}</td><td>{c.tokens:,}</td>"
                   f"<td>{'exact' if c.exact else 'estimate'}</td></tr>"
                   for p, c in report.providers.items())
    first = next(iter(report.providers), None)
    bars = ""
    if first and report.per_tool:
        ranked = sorted(report.per_tool, key=lambda r: -r[first])[:15]
        peak = max(r[first] for r in ranked) or 1
        bars = "".join(
            f"<div class='bar'><span class='label'>{esc(r['tool'])}</span>"
            f"<span class='fill' style='display:inline-block;background:#4c78a8;height:0.8em;"
            f"width:{round(240 * r[first] / peak)}px'></span> {r[first]:,}</div>" for r in ranked)
    contrib = "".join(f"<li>{esc(c.message)}</li>" for c in report.contributors[:10])
    return (f"<div class='tsw'><table><thead><tr><th>provider</th><th>bytes</th><th>tokens</th>"
            f"<th>count</th></tr></thead><tbody>{rows}</tbody></table>"
            f"<p>Largest tools ({esc(first or '')} tokens)</p>{bars}"
            + (f"<p>Biggest contributors</p><ul>{contrib}</ul>" if contrib else "") + "</div>")
