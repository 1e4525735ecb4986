"""What one `tools/list` walk of a live server found: `ServerListing`, a small immutable record
(the server's identity, its tools exactly as listed, how many pages), convertible to a `ToolSet`;
its renderings come from its document.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from workbench.jsonutil import canonical
from workbench.model import LoadProblem, Origin, Tool, ToolSet
from workbench.render.document import Cell, Column, Document, Field, Fields, Paragraph, Rendered, Table


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
        """The identity as JSON."""
        return {"name": self.name, "version": self.version, "title": self.title,
                "protocol_version": self.protocol_version, "instructions": self.instructions,
                "list_changed": self.list_changed}

    def describe(self) -> str:
        """`name version`."""
        return f"{self.name} {self.version}".strip()


@dataclass(frozen=True, eq=False)
class ServerListing(Rendered):
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
        """The listing as JSON: where, how, who answered, how many pages, the tools as listed."""
        return {"source": self.source, "transport": self.transport,
                "server": self.identity.to_dict(), "pages": self.pages,
                "tools": [dict(t) for t in self.tools]}

    def to_json(self) -> str:
        """`to_dict()` as indented JSON text."""
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=2)

    def to_document(self) -> Document:
        """The listing as one document: who answered, then a row per tool as listed."""
        ident = self.identity
        about = [Field("source", cell=Cell(self.source, code=True)),
                 Field("protocol", cell=Cell(ident.protocol_version)),
                 Field("list_changed", "listChanged",
                       cell=Cell(str(ident.list_changed).lower(), ident.list_changed))]
        about += [Field(key, cell=Cell(text)) for key, text in
                  (("title", ident.title), ("instructions", ident.instructions)) if text]
        tools = Table(
            (Column("name"), Column("title"), Column("description"), Column("annotations")),
            tuple((Cell(_text(t.get("name")), emphasis="strong"), Cell(_text(t.get("title"))),
                   Cell(_text(t.get("description"))),
                   Cell(canonical(t["annotations"]) if t.get("annotations") else "",
                        t.get("annotations"), code=True))
                  for t in self.tools),
            key="tools", title="tools")
        title = Paragraph.of(Cell(ident.describe(), emphasis="strong"),
                             f" via {self.transport}: {len(self.tools)} tools in {self.pages} page(s)")
        return Document((Fields(tuple(about)), tools), title=title, data="tools", blank_lines=True)

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


def _text(value: Any) -> str:
    """A listed field as text: a string as it is, anything else (a server may send any JSON) as
    compact JSON, absent as empty."""
    return "" if value is None else value if isinstance(value, str) else canonical(value)


def _slug(text: str) -> str:
    out = "".join(c if c.isalnum() else "_" for c in text).strip("_").lower()
    return out[:24] or "server"
