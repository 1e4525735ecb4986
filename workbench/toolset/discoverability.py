"""Discoverability of each tool (D(t) = V(t) ∧ S(t) ∧ C(t)) and, for MCP, what a
client may cache and when it must list again, plus name collisions across merged
servers with a namespacing plan.

- visible: the tool reaches the model: within the provider's tool count (the profile's `tools_max` and
  `tools_soft` limits, each note citing the page of its fact), within a context budget when one is
  given, on a page the client reads (`nextCursor`,
  https://modelcontextprotocol.io/specification/2025-11-25/server/utilities/pagination);
- distinguishable: no other tool of the set is confusable with it (confusability.py);
- callable: the target provider accepts its schema and name (the lint's `strict-compat`,
  `portability` and `schema-error` errors for that profile; the profile's name rule).
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.model import ToolSet
from workbench.profiles import Profile, get_profiles
from workbench.text import CJK

_CALLABLE_CATEGORIES = ("strict-compat", "portability", "schema-error")


@dataclass(frozen=True)
class ToolDiscovery:
    tool: str
    source: str
    tokens: int  # estimated size of the definition in the model's context
    visible: bool
    visible_notes: tuple[str, ...]
    distinguishable: bool
    confusable_with: tuple[tuple[str, float], ...]
    callable: bool
    callable_notes: tuple[str, ...]

    @property
    def discoverable(self) -> bool:
        return self.visible and self.distinguishable and self.callable

    def to_dict(self) -> dict[str, Any]:
        return {"tool": self.tool, "source": self.source, "tokens": self.tokens,
                "visible": self.visible, "visible_notes": list(self.visible_notes),
                "distinguishable": self.distinguishable,
                "confusable_with": [{"tool": t, "score": s} for t, s in self.confusable_with],
                "callable": self.callable, "callable_notes": list(self.callable_notes),
                "discoverable": self.discoverable}


@dataclass(frozen=True)
class ServerCache:
    """What an MCP listing says about caching, and what a client should do."""

    source: str
    pages: int
    more_pages: bool  # the last page read still has a nextCursor
    list_changed: bool | None  # capabilities.tools.listChanged (None: not in the input)
    ttl_ms: int | None
    cache_scope: str | None
    tool_meta: tuple[str, ...]  # `_meta` keys the tools carry
    advice: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"source": self.source, "pages": self.pages, "more_pages": self.more_pages,
                "list_changed": self.list_changed, "ttl_ms": self.ttl_ms,
                "cache_scope": self.cache_scope, "tool_meta": list(self.tool_meta),
                "advice": list(self.advice)}


@dataclass(frozen=True)
class Collision:
    name: str
    sources: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "sources": list(self.sources)}


def estimate_tokens(definition: Any) -> int:
    """About 4 characters per token for ASCII JSON, one per Chinese character."""
    text = json.dumps(definition, ensure_ascii=False, separators=(",", ":"), default=str)
    cjk = len(CJK.findall(text)) if not text.isascii() else 0
    return max(1, (len(text) - cjk) // 4 + cjk)


def listing_facts(documents: Iterable[tuple[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per source: pages, whether the last page has a nextCursor, listChanged, ttlMs, cacheScope,
    read from the raw documents (MCP tools/list results, JSON-RPC responses, initialize results)."""
    out: dict[str, dict[str, Any]] = {}
    for source, doc in documents:
        facts = out.setdefault(source, {"pages": 0, "more_pages": False, "list_changed": None,
                                        "ttl_ms": None, "cache_scope": None})
        stack = [doc]
        while stack:
            node = stack.pop()
            if isinstance(node, list):
                stack.extend(reversed(node))
                continue
            if not isinstance(node, Mapping):
                continue
            caps = node.get("capabilities")
            if isinstance(caps, Mapping) and isinstance(caps.get("tools"), Mapping):
                changed = caps["tools"].get("listChanged")
                facts["list_changed"] = changed if isinstance(changed, bool) else facts["list_changed"]
            if isinstance(node.get("tools"), list) and not isinstance(node.get("name"), str):
                facts["pages"] += 1
                facts["more_pages"] = bool(node.get("nextCursor"))
                ttl = node.get("ttlMs")
                if isinstance(ttl, int) and not isinstance(ttl, bool):
                    facts["ttl_ms"] = max(0, ttl)
                if isinstance(node.get("cacheScope"), str):
                    facts["cache_scope"] = node["cacheScope"]
            stack.extend(v for k, v in node.items() if k in ("result", "tools", "pages", "params"))
    return out


def read_documents(paths: Iterable[Any]) -> list[tuple[str, Any]]:
    """Raw documents of the given paths (JSON, JSON Lines, YAML); unreadable ones are skipped:
    the loader has already reported them."""
    docs: list[tuple[str, Any]] = []
    for path in paths:
        if not isinstance(path, (str, Path)) or not Path(path).is_file():
            continue
        text = Path(path).read_text(encoding="utf-8-sig", errors="replace")
        try:
            if Path(path).suffix.lower() in (".yaml", ".yml"):
                import yaml

                docs.append((str(path), yaml.safe_load(text)))
            elif Path(path).suffix.lower() in (".jsonl", ".ndjson"):
                docs.append((str(path), [json.loads(ln) for ln in text.splitlines() if ln.strip()]))
            else:
                docs.append((str(path), json.loads(text)))
        except (ValueError, ImportError):
            continue
    return docs


def cache_advice(facts: Mapping[str, Any]) -> tuple[str, ...]:
    """What a client should do with a server's tool list."""
    advice = ["key the cache by (server, tenant, permission scope, schema version), not by server "
              "alone: the list can depend on the user, the OAuth scopes and feature flags"]
    if facts.get("list_changed") is True:
        advice.append("the server announces tools.listChanged: list again on "
                      "notifications/tools/list_changed")
    elif facts.get("list_changed") is False:
        advice.append("the server does not announce list changes: list again at each session start")
    else:
        advice.append("no capabilities in the input: check tools.listChanged in the server's "
                      "initialize result")
    ttl = facts.get("ttl_ms")
    advice.append(f"the list is fresh for {ttl} ms (ttlMs)" if ttl else
                  "no ttlMs (or 0): treat the list as stale at once; list again before relying on "
                  "it (https://modelcontextprotocol.io/specification/2025-11-25/server/tools)")
    scope = facts.get("cache_scope")
    if scope == "private":
        advice.append("cacheScope private: never share the cached list across users or "
                      "authorization contexts")
    elif scope == "public":
        advice.append("cacheScope public: the cached list may be shared across users")
    if facts.get("more_pages"):
        advice.append("the last page read still has a nextCursor: follow it, or the model never "
                      "sees the rest of the tools")
    return tuple(advice)


def namespacing_plan(toolset: ToolSet, profile: Profile) -> list[dict[str, Any]]:
    """One prefix per source (`<source stem>_`), the renames, and the new names the target
    provider would reject (too long, bad characters) or that would still collide."""
    by_source: dict[str, list[str]] = defaultdict(list)
    for t in toolset:
        by_source[t.origin.file].append(t.name)
    plan = []
    taken: dict[str, str] = {}
    for source, names in by_source.items():
        stem = Path(source).stem if not source.startswith("<") else "tools"
        prefix = re.sub(r"[^a-z0-9]+", "_", stem.lower()).strip("_")[:20] or "server"
        renames, problems = [], []
        for name in dict.fromkeys(names):
            new = f"{prefix}_{re.sub(r'[^A-Za-z0-9_-]', '_', name)}"
            if not profile.name_ok(new):
                problems.append(f"{new!r} breaks {profile.id}'s name rule ({profile.name_rule_text})")
            if new in taken and taken[new] != source:
                problems.append(f"{new!r} still collides with {taken[new]}")
            taken[new] = source
            renames.append({"from": name, "to": new})
        plan.append({"source": source, "prefix": prefix + "_", "renames": renames,
                     "problems": problems})
    return plan


def assess_tools(toolset: ToolSet, profile: Profile, budget_tokens: int | None,
                 pages: Mapping[str, Mapping[str, Any]],
                 confusable: Mapping[str, list[Any]]) -> list[ToolDiscovery]:
    from workbench.linter.engine import lint
    from workbench.toolset.routing import chat_tools

    report = lint(toolset, profiles=[profile.id], select=list(_CALLABLE_CATEGORIES), config=False)
    errors: dict[str, list[str]] = defaultdict(list)
    for f in report.active:
        if f.severity == "error":
            errors[f.tool].append(f"{f.rule}: {f.message}")
    hard, soft = profile.limits.get("tools_max"), profile.limits.get("tools_soft")
    used = 0
    strict_seen = 0
    out = []
    for position, (tool, definition) in enumerate(zip(toolset, chat_tools(toolset)), start=1):
        tokens = estimate_tokens(definition)
        used += tokens
        seen, notes = True, []
        if hard is not None and position > hard:
            seen = False
            notes.append(f"tool #{position}: beyond the {hard} tools the provider accepts "
                         f"({profile.source_of('tools_max')})")
        elif soft is not None and position > soft:
            notes.append(f"tool #{position}: beyond the ~{soft} tools the provider advises at "
                         f"once ({profile.source_of('tools_soft')}): load the rest on demand "
                         "(tool search, deferred loading)")
        if budget_tokens is not None and used > budget_tokens:
            seen = False
            notes.append(f"cut by the {budget_tokens:,}-token budget (the set reaches {used:,} here)")
        facts = pages.get(tool.origin.file)
        if facts and facts.get("more_pages"):
            notes.append("its listing continues (nextCursor): a client that reads one page sees "
                         "only part of the set")
        reasons = list(errors.get(tool.name, ()))
        if not profile.name_ok(tool.name):
            reasons.insert(0, f"name breaks {profile.id}'s rule: {profile.name_rule_text}")
        if profile.id == "anthropic-strict" and tool.strict is not False:
            strict_seen += 1
            if strict_seen > 20:
                reasons.append("beyond the 20 strict tools Anthropic accepts in one request (https://platform.claude.com/docs/en/agents-and-tools/tool-use/strict-tool-use)")
        neighbours = tuple(confusable.get(tool.name, ()))
        out.append(ToolDiscovery(tool.name, tool.origin.describe(), tokens, seen, tuple(notes),
                                 not neighbours, neighbours, not reasons, tuple(dict.fromkeys(reasons))))
    return out


def server_caches(toolset: ToolSet, facts: Mapping[str, Mapping[str, Any]]) -> list[ServerCache]:
    metas: dict[str, set[str]] = defaultdict(set)
    sources = []
    for t in toolset:
        if t.origin.file not in sources:
            sources.append(t.origin.file)
        raw = t.raw if isinstance(t.raw, Mapping) else {}
        if isinstance(raw.get("_meta"), Mapping):
            metas[t.origin.file].update(str(k) for k in raw["_meta"])
    out = []
    for source in sources:
        f = facts.get(source, {})
        mcp = f.get("pages") or any(t.source_format == "mcp" for t in toolset if t.origin.file == source)
        if not mcp:
            continue
        out.append(ServerCache(source, f.get("pages", 0), bool(f.get("more_pages")),
                               f.get("list_changed"), f.get("ttl_ms"), f.get("cache_scope"),
                               tuple(sorted(metas[source])), cache_advice(f)))
    return out


def collisions(toolset: ToolSet) -> list[Collision]:
    """Names that more than one source defines (merging servers would shadow one of them)."""
    where: dict[str, list[str]] = defaultdict(list)
    for t in toolset:
        if t.origin.file not in where[t.name]:
            where[t.name].append(t.origin.file)
    return [Collision(n, tuple(s)) for n, s in where.items() if len(s) > 1]


def profile_of(profile: Any) -> Profile:
    return get_profiles([profile] if isinstance(profile, str) else profile)[0]


def neighbours(pairs: Sequence[Any], flag: float) -> dict[str, list[tuple[str, float]]]:
    out: dict[str, list[tuple[str, float]]] = defaultdict(list)
    for p in pairs:
        if p.score >= flag and p.a == p.b:
            out[p.a].append((f"{p.b} (another tool of the same name)", p.score))
        elif p.score >= flag:
            out[p.a].append((p.b, p.score))
            out[p.b].append((p.a, p.score))
    return {k: sorted(v, key=lambda x: -x[1])[:5] for k, v in out.items()}
