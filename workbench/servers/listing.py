"""What one `tools/list` walk of a live server found: `ServerListing`, a small immutable record
(the server's identity, its tools exactly as listed, how many pages), convertible to a `ToolSet`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from workbench.model import LoadProblem, Origin, Tool, ToolSet


@dataclass(frozen=True)
class ServerIdentity:
    """Who answered: `serverInfo` name/version/title, the negotiated protocol version, the
    server's `instructions`, and whether it announces `tools.listChanged`."""

    name: str
    version: str = ""
    title: str | None = None
    protocol_version: str = ""
    instructions: str | None = None
    list_changed: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "version": self.version, "title": self.title,
                "protocol_version": self.protocol_version, "instructions": self.instructions,
                "list_changed": self.list_changed}

    def describe(self) -> str:
        return f"{self.name} {self.version}".strip()


@dataclass(frozen=True, eq=False)
class ServerListing:
    """One complete `tools/list` walk: `tools` are the wire objects (`name`, `title`,
    `description`, `inputSchema`, `outputSchema`, `annotations`, `_meta`...) in server order."""

    source: str  # the server's label: its command or its URL without secrets
    transport: str
    identity: ServerIdentity
    tools: tuple[Mapping[str, Any], ...] = ()
    pages: int = 0
    seconds: float = 0.0

    @property
    def origin_file(self) -> str:
        """What every tool's `Origin.file` says: the server's name and where it runs (in angle
        brackets, so no renderer mistakes it for a file)."""
        return f"<mcp {self.identity.name}: {self.source}>"

    def to_toolset(self) -> ToolSet:
        """The listed tools as a `ToolSet` (read by the MCP envelope reader, so dialect notes
        and broken schemas are reported like those of a file)."""
        from workbench.envelopes import mcp
        from workbench.envelopes.common import NotThisFormat

        tools: list[Tool] = []
        problems: list[LoadProblem] = []
        for index, item in enumerate(self.tools):
            origin = Origin(self.origin_file, f"/tools/{index}")
            try:
                tools.append(mcp.read(item, origin))
            except NotThisFormat as exc:
                problems.append(LoadProblem(self.origin_file, str(exc), pointer=f"/tools/{index}"))
        return ToolSet(tuple(tools), tuple(problems))

    def to_dict(self) -> dict[str, Any]:
        return {"source": self.source, "transport": self.transport,
                "server": self.identity.to_dict(), "pages": self.pages,
                "tools": [dict(t) for t in self.tools]}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=2)

    def __repr__(self) -> str:
        return (f"<ServerListing {self.identity.describe()!r}: {len(self.tools)} tools in "
                f"{self.pages} page(s) via {self.transport}>")


def server_name(origin_file: str) -> str | None:
    """The server name in an `origin_file` built by `ServerListing.origin_file` (else None)."""
    if origin_file.startswith("<mcp ") and origin_file.endswith(">") and ": " in origin_file:
        return origin_file[5:].split(": ", 1)[0]
    return None


def cross_server_collisions(listings: Sequence[ServerListing]) -> list[str]:
    """One sentence per tool name that more than one server lists, with the namespacing advice
    (MCP 2026-07-28: names are unique per server only, so an aggregating client SHOULD prefix them
    with a server id; https://modelcontextprotocol.io/specification/2026-07-28/server/tools)."""
    owners: dict[str, list[str]] = {}
    for listing in listings:
        for item in listing.tools:
            name = item.get("name")
            if isinstance(name, str):
                owners.setdefault(name, []).append(listing.identity.name or listing.source)
    out = []
    for name, servers in owners.items():
        if len(servers) > 1:
            prefixed = ", ".join(f"{_slug(s)}__{name}" for s in servers[:3])
            out.append(f"tool {name!r} is listed by {len(servers)} servers ({', '.join(servers[:5])}): "
                       f"a client that merges them must route by server; prefix the names with a "
                       f"server id ({prefixed})")
    return out


def _slug(text: str) -> str:
    out = "".join(c if c.isalnum() else "_" for c in text).strip("_").lower()
    return out[:24] or "server"
