"""`verify(tools, lock)`: what changed since the tools were pinned, and how much it matters.

A changed definition after approval is how a "rug pull" works: the server that was reviewed
returns a different description (or schema) later. Every change is a finding (exit 1: review it);
it is an error when the new definition adds instruction-like text (the lint's `injection` rules),
new side effects (MCP annotations that now allow writes, destruction or the open world, or new
`side-effect` findings) or new parameters that carry identity or secrets (`identity` findings).
Schema changes carry the breaking verdict of `workbench.diff`. JSON here; text, HTML, Markdown and
DataFrame come from the report's document.
MCP annotation defaults: https://modelcontextprotocol.io/specification/2025-11-25/server/tools
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from workbench.evolution.annotations import risks
from workbench.model import Tool
from workbench.pins.lockfile import FIELDS, Lockfile, PinnedTool
from workbench.render.document import (
    Cell,
    Column,
    Document,
    Paragraph,
    Rendered,
    Table,
    lines_under,
)

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
        """The change in the JSON contract."""
        return {"tool": self.tool, "fields": list(self.fields), "breaking": self.breaking,
                "severity": self.severity, "message": self.message, "diff": list(self.diff),
                "server": self.server}


@dataclass(frozen=True, eq=False)
class VerifyReport(Rendered):
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
        """The fixed JSON contract (see `workbench/cli/pin_cmd.py`)."""
        return {"added": list(self.added), "removed": list(self.removed),
                "changed": [c.to_dict() for c in self.changed],
                "servers": [dict(s) for s in self.servers]}

    def to_json(self, indent: int | None = 2) -> str:
        """`to_dict()` as JSON text."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    def to_document(self) -> Document:
        """The verdict as one document: a row per tool added, removed or changed and per server
        change (plain text lists each change's diff under it), then the counts."""
        if self.unchanged and not self.servers:
            return Document((Paragraph.of("verify: every tool matches the lockfile"),
                             *_changes(())), data="changes", final_newline=True)
        unknown = Cell("", None)  # not a schema change: no breaking verdict
        rows: list[Row] = [(Cell("added", severity="warning"), Cell(name), None,
                 f"{name}: not in the lockfile (review it, then re-pin)", unknown, ())
                for name in self.added]
        rows += [(Cell("removed", severity="warning"), Cell(name), None,
                  f"{name}: pinned but no longer listed", unknown, ()) for name in self.removed]
        rows += [(Cell(c.severity, severity=c.severity), Cell(c.tool), c.server, c.message,
                  Cell("breaking", True, severity="error") if c.breaking else Cell("", False),
                  c.diff) for c in self.changed]
        rows += [(Cell("server", severity="info"), Cell(""), s["server"],
                  f"{s['server']}: {s['field']} changed ({s['old']} -> {s['new']})", unknown, ())
                 for s in self.servers]
        errors = sum(1 for c in self.changed if c.severity == "error")
        summary = Paragraph.of(Cell(
            f"{len(self.added)} added, {len(self.removed)} removed, {len(self.changed)} changed "
            f"({errors} error(s)) since the lockfile", severity="error" if errors else None))
        return Document(_changes(rows), summary=summary, data="changes", blank_lines=True,
                        final_newline=True)

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


# a row of the changes table: what, tool, server, message, breaking, diff lines
Row = tuple[Cell, Cell, str | None, str, Cell, Sequence[str]]


def _changes(rows: Sequence[Row]) -> tuple[Table, Table]:
    """The changes table (what, tool, server, message, breaking, diff) and, for plain text, each
    change's diff lines listed under it."""
    keys = [Cell(str(n)) for n in range(len(rows))]
    changes = Table(
        (Column("#", shown=False, data=False), Column("what", text_format="{:<8}"), Column("tool"),
         Column("server"), Column("message"), Column("breaking"), Column("diff")),
        tuple((key, what, tool, Cell(server or "", server), Cell(message), breaking,
               Cell("\n".join(diff), list(diff), code=bool(diff)))
              for key, (what, tool, server, message, breaking, diff) in zip(keys, rows)),
        key="changes", text=("{what} {message}",))
    return changes, lines_under("diff", "changes", ((key, Cell(line)) for key, row in zip(keys, rows)
                                                    for line in row[5]), "           {line}")
