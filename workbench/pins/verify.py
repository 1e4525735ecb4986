"""`verify(tools, lock)`: what changed since the tools were pinned, and how much it matters.

A changed definition after approval is how a "rug pull" works: the server that was reviewed
returns a different description (or schema) later. Every change is a finding (exit 1: review it);
it is an error when the new definition adds instruction-like text (the lint's `injection` rules),
new side effects (MCP annotations that now allow writes, destruction or the open world, or new
`side-effect` findings) or new parameters that carry identity or secrets (`identity` findings).
Schema changes carry the breaking verdict of `workbench.diff`.
MCP annotation defaults: https://modelcontextprotocol.io/specification/2025-11-25/server/tools
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from workbench.evolution.annotations import risks
from workbench.model import Tool
from workbench.pins.lockfile import FIELDS, Lockfile, PinnedTool

# the lint categories whose new findings make a change an error
_ALARMS = {"injection": "instruction-like text", "side-effect": "new side effects",
           "identity": "a parameter that carries identity or secrets"}


@dataclass(frozen=True)
class ToolChange:
    """One changed tool: which pinned fields changed, the diff, the verdict."""

    tool: str
    fields: tuple[str, ...]
    breaking: bool
    severity: str
    message: str
    diff: tuple[str, ...] = ()
    server: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"tool": self.tool, "fields": list(self.fields), "breaking": self.breaking,
                "severity": self.severity, "message": self.message, "diff": list(self.diff),
                "server": self.server}


@dataclass(frozen=True, eq=False)
class VerifyReport:
    """Tools added, removed and changed against a lockfile (plus server identity changes)."""

    added: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    changed: tuple[ToolChange, ...] = ()
    servers: tuple[Mapping[str, Any], ...] = field(default=())

    @property
    def unchanged(self) -> bool:
        """Nothing to review: no tool added, removed or changed, no server instructions changed
        (a new server version alone is reported but needs no review)."""
        return not (self.added or self.removed or self.changed
                    or any(s["field"] == "instructions" for s in self.servers))

    @property
    def exit_code(self) -> int:
        """0 unchanged, 1 changed in a way that needs review."""
        return 0 if self.unchanged else 1

    def to_dict(self) -> dict[str, Any]:
        return {"added": list(self.added), "removed": list(self.removed),
                "changed": [c.to_dict() for c in self.changed],
                "servers": [dict(s) for s in self.servers]}

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    def to_text(self) -> str:
        return verify_text(self)

    def _repr_html_(self) -> str:
        return verify_html(self)

    def __repr__(self) -> str:
        return (f"<VerifyReport {len(self.added)} added, {len(self.removed)} removed, "
                f"{len(self.changed)} changed>")


def verify(tools: Any, lock: Lockfile | str, *, servers: Any = ()) -> VerifyReport:
    """Compare `tools` (anything `workbench.load` accepts) with `lock` (a `Lockfile` or its path).
    `servers`: the `ServerListing`s the tools came from; pinned servers whose version or
    instructions changed are reported too."""
    from workbench.loading import as_toolset
    from workbench.pins.lockfile import read_lockfile

    lockfile = read_lockfile(lock) if not isinstance(lock, Lockfile) else lock
    current: dict[str, tuple[PinnedTool, Tool]] = {}
    for tool in as_toolset(tools):
        entry = PinnedTool.of(tool)
        current.setdefault(entry.key, (entry, tool))
    pinned = lockfile.tools
    added = tuple(sorted(current[k][0].name for k in current if k not in pinned))
    removed = tuple(sorted(pinned[k].name for k in pinned if k not in current))
    changed = tuple(_change(pinned[k], *current[k]) for k in sorted(current)
                    if k in pinned and pinned[k].sha256 != current[k][0].sha256)
    return VerifyReport(added, removed, changed, server_changes(lockfile, servers))


def server_changes(lock: Lockfile, listings: Any) -> tuple[dict[str, Any], ...]:
    """Pinned servers whose version or instructions differ in `listings` (ServerListings)."""
    from workbench.pins.lockfile import server_identity

    out = []
    for listing in listings:
        ident = listing.identity
        old = lock.servers.get(ident.name)
        if old is None:
            continue
        new = server_identity(ident)
        for key in ("version", "instructions_sha256"):
            if old.get(key) != new.get(key):
                what = "instructions" if key == "instructions_sha256" else key
                out.append({"server": ident.name, "field": what, "old": old.get(key),
                            "new": new.get(key)})
    return tuple(out)


def _change(old: PinnedTool, new: PinnedTool, tool: Tool) -> ToolChange:
    fields = tuple(f for f in FIELDS if old.fields.get(f) != new.fields.get(f))
    old_tool = old.to_tool()
    lines: list[str] = []
    for f in ("title", "description"):
        if f in fields:
            lines += _text_diff(f, old.definition.get(f), new.definition.get(f))
    breaking = False
    if any(f in fields for f in ("inputSchema", "outputSchema", "annotations")):
        from workbench.evolution import diff

        report = diff([old_tool], [tool])
        breaking = bool(report.breaking)
        lines += [f"{'BREAKING ' if c.breaking else ''}{c.change} {c.path or '(tool)'}: {c.message}"
                  for c in report.changes]
        if "annotations" in fields:
            lines.append(f"annotations: {json.dumps(old.definition.get('annotations'), sort_keys=True)} "
                         f"-> {json.dumps(new.definition.get('annotations'), sort_keys=True)}")
    alarms = _alarms(old_tool, tool)
    name = new.name
    if alarms:
        message = (f"{name}: {', '.join(fields)} changed after pinning and now adds "
                   + "; ".join(alarms))
        severity = "error"
    else:
        message = (f"{name}: {', '.join(fields)} changed after pinning"
                   + (" (breaking for callers)" if breaking else "") + ": review it, then re-pin")
        severity = "warning"
    return ToolChange(name, fields, breaking, severity, message, tuple(lines), new.server)


def _text_diff(field_name: str, old: Any, new: Any) -> list[str]:
    a, b = (old or "").splitlines() or [""], (new or "").splitlines() or [""]
    out = [f"{field_name}:"]
    for line in difflib.ndiff(a, b):
        if line.startswith(("- ", "+ ")):
            out.append(f"  {line}")
    return out


def _alarms(old: Tool, new: Tool) -> list[str]:
    """What the new definition adds that the pinned one did not have, worst first."""
    from workbench.linter.engine import lint

    def seen(tool: Tool) -> dict[str, set[tuple[str, str]]]:
        report = lint([tool], config=False, select=list(_ALARMS))
        out: dict[str, set[tuple[str, str]]] = {c: set() for c in _ALARMS}
        for f in report.findings:
            out[f.category].add((f.rule, f.path))
        return out

    before, after = seen(old), seen(new)
    found = []
    for category, what in _ALARMS.items():
        fresh = sorted(after[category] - before[category])
        if fresh:
            rules = ", ".join(sorted({r for r, _ in fresh}))
            found.append(f"{what} ({rules})")
    hints = risks(old.annotations), risks(new.annotations)
    grown = [k for k in ("writes", "destroys", "open world") if k in hints[1] and k not in hints[0]]
    if grown:
        found.append("new side effects per its annotations (" + ", ".join(grown) + ")")
    return found


def verify_text(report: VerifyReport) -> str:
    """The plain-text rendering (one function, so it can move to a shared document model)."""
    if report.unchanged and not report.servers:
        return "verify: every tool matches the lockfile\n"
    out = []
    for name in report.added:
        out.append(f"added    {name}: not in the lockfile (review it, then re-pin)")
    for name in report.removed:
        out.append(f"removed  {name}: pinned but no longer listed")
    for change in report.changed:
        out.append(f"{change.severity:<8} {change.message}")
        out += [f"           {line}" for line in change.diff]
    for s in report.servers:
        out.append(f"server   {s['server']}: {s['field']} changed ({s['old']} -> {s['new']})")
    errors = sum(1 for c in report.changed if c.severity == "error")
    out.append(f"\n{len(report.added)} added, {len(report.removed)} removed, "
               f"{len(report.changed)} changed ({errors} error(s)) since the lockfile")
    return "\n".join(out) + "\n"


def verify_html(report: VerifyReport) -> str:
    """The notebook rendering (escaped: tool text is untrusted)."""
    from workbench.render.html import esc

    rows = [f"<tr><td>added</td><td>{esc(n)}</td><td>not in the lockfile</td></tr>"
            for n in report.added]
    rows += [f"<tr><td>removed</td><td>{esc(n)}</td><td>pinned but no longer listed</td></tr>"
             for n in report.removed]
    for c in report.changed:
        detail = "<br>".join(esc(line) for line in c.diff)
        rows.append(f"<tr class='{esc(c.severity)}'><td>{esc(c.severity)}</td><td>{esc(c.tool)}</td>"
                    f"<td>{esc(c.message)}<div class='diff'>{detail}</div></td></tr>")
    rows += [f"<tr><td>server</td><td>{esc(s['server'])}</td><td>{esc(s['field'])} changed</td></tr>"
             for s in report.servers]
    if not rows:
        return "<div class='tsw'><p>Every tool matches the lockfile.</p></div>"
    return ("<div class='tsw'><table><thead><tr><th>what</th><th>tool</th><th>detail</th></tr></thead>"
            f"<tbody>{''.join(rows)}</tbody></table></div>")

