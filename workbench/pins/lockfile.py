"""The lockfile: what `toolschema pin` writes and `toolschema verify` reads.

    {"toolschema_lock": 1,
     "servers": {"catalogue-server": {"version": "1.2.0", "protocol_version": "2025-11-25",
                                      "instructions_sha256": "..."}},
     "tools": {"catalogue-server/orders_get_order": {
         "server": "catalogue-server", "name": "orders_get_order", "sha256": "...",
         "fields": {"name": "...", "title": null, "description": "...", "inputSchema": "...",
                    "annotations": "...", "outputSchema": "..."},
         "definition": {...the pinned fields themselves...}}}}

Keys are sorted and the JSON is indented, so the file diffs well in review. A tool from a file
has `"server": null` and is keyed by its name alone. Hashes are over canonical JSON (sorted keys,
no whitespace, UTF-8) of the normalised definition, so the same tool pins the same whether it was
read from a server or from a file in another envelope.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from workbench.errors import LoadError
from workbench.model import Tool, ToolSet
from workbench.render.document import Cell, Column, Document, Paragraph, Rendered, Table

FORMAT_VERSION = 1
# wire names (MCP `tools/list`), the order reports list them in
FIELDS = ("name", "title", "description", "inputSchema", "annotations", "outputSchema")


def canonical(value: Any) -> str:
    """Sorted keys, no whitespace, unicode kept: the text the hashes are taken over."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(value: Any) -> str | None:
    """SHA-256 of the canonical JSON of `value` (None for an absent field)."""
    if value is None:
        return None
    return hashlib.sha256(canonical(value).encode("utf-8")).hexdigest()


def definition(tool: Tool) -> dict[str, Any]:
    """The pinned fields of a tool, by wire name (absent ones are None)."""
    return {"name": tool.name, "title": tool.title, "description": tool.description,
            "inputSchema": _plain(tool.parameters), "annotations": _plain(tool.annotations),
            "outputSchema": _plain(tool.output_schema)}


def _plain(value: Any) -> Any:
    return json.loads(json.dumps(value, default=str)) if value is not None else None


def server_of(tool: Tool) -> str | None:
    """The name of the MCP server that listed `tool` (None for a tool read from a file)."""
    from workbench.servers.listing import server_name

    return server_name(tool.origin.file)


def tool_key(server: str | None, name: str) -> str:
    """A tool's key in the lockfile: `server/name`, or the name alone for a tool from a file."""
    return f"{server}/{name}" if server else name


@dataclass(frozen=True)
class PinnedTool:
    """One lockfile entry."""

    server: str | None
    name: str
    sha256: str
    fields: Mapping[str, str | None]
    definition: Mapping[str, Any]

    @property
    def key(self) -> str:
        """The entry's key in the lockfile."""
        return tool_key(self.server, self.name)

    @classmethod
    def of(cls, tool: Tool) -> PinnedTool:
        """The entry pinning `tool` now."""
        d = definition(tool)
        return cls(server_of(tool), tool.name, digest(d) or "", {f: digest(d[f]) for f in FIELDS}, d)

    def to_dict(self) -> dict[str, Any]:
        """The entry as the lockfile stores it."""
        return {"server": self.server, "name": self.name, "sha256": self.sha256,
                "fields": dict(self.fields), "definition": dict(self.definition)}

    def to_tool(self) -> Tool:
        """The pinned definition as a `Tool` again (for diffing against the current one)."""
        from workbench.model import Origin

        d = self.definition
        return Tool(name=self.name, description=d.get("description"),
                    parameters=d.get("inputSchema") or {}, source_format="mcp",
                    origin=Origin("<lockfile>", f"/tools/{self.key}"), title=d.get("title"),
                    annotations=d.get("annotations"), output_schema=d.get("outputSchema"),
                    raw=dict(d))


@dataclass(frozen=True)
class Lockfile(Rendered):
    """Pinned tools (by key) and the identity of each server they came from."""

    tools: Mapping[str, PinnedTool] = field(default_factory=dict)
    servers: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The lockfile's JSON (see the module docstring)."""
        return {"toolschema_lock": FORMAT_VERSION,
                "servers": {k: dict(v) for k, v in sorted(self.servers.items())},
                "tools": {k: self.tools[k].to_dict() for k in sorted(self.tools)}}

    def to_json(self) -> str:
        """The lockfile's text: sorted, indented JSON (diffs well in review)."""
        return json.dumps(self.to_dict(), sort_keys=True, indent=2, ensure_ascii=False) + "\n"

    def to_document(self) -> Document:
        """The lockfile as one document: the pinned servers, then a row per pinned tool."""
        servers = Table(
            (Column("server"), Column("version"), Column("protocol_version", "protocol"),
             Column("instructions_sha256", "instructions SHA-256")),
            tuple((Cell(name), Cell(str(ident.get("version") or "")),
                   Cell(str(ident.get("protocol_version") or "")),
                   Cell(str(ident.get("instructions_sha256") or ""), code=True))
                  for name, ident in sorted(self.servers.items())),
            key="servers", title="servers")
        tools = Table(
            (Column("key"), Column("server"), Column("name"), Column("sha256", "SHA-256"),
             Column("fields", "fields present")),
            tuple((Cell(k), Cell(t.server or "", t.server), Cell(t.name), Cell(t.sha256, code=True),
                   Cell(", ".join(f for f in FIELDS if t.fields.get(f)),
                        [f for f in FIELDS if t.fields.get(f)]))
                  for k, t in sorted(self.tools.items())),
            key="tools", title="pinned tools")
        title = Paragraph.of(f"{len(self.tools)} pinned tool(s) from {len(self.servers)} server(s)")
        return Document((servers, tools), title=title, data="tools", blank_lines=True)

    def write(self, path: str | os.PathLike[str]) -> None:
        """Write `to_json()` to `path` (InvalidArgument when it cannot be written)."""
        from workbench.errors import InvalidArgument

        try:
            with open(path, "w", encoding="utf-8", newline="\n") as fh:
                fh.write(self.to_json())
        except OSError as exc:
            raise InvalidArgument(f"{os.fspath(path)}: cannot write: {exc.strerror or exc}") from None

    def __repr__(self) -> str:
        return f"<Lockfile {len(self.tools)} tools from {len(self.servers)} server(s)>"


def pin(tools: Any, *, servers: Iterable[Any] = ()) -> Lockfile:
    """Pin `tools` (anything `workbench.load` accepts). `servers`: the `ServerListing`s or
    `ServerIdentity`s the tools were listed from, whose identity goes into the lockfile."""
    from workbench.loading import as_toolset

    toolset: ToolSet = as_toolset(tools)
    pinned: dict[str, PinnedTool] = {}
    for tool in toolset:
        entry = PinnedTool.of(tool)
        pinned.setdefault(entry.key, entry)  # a duplicate name keeps its first definition
    identities = {}
    for server in servers:
        ident = getattr(server, "identity", server)
        identities[ident.name] = server_identity(ident)
    return Lockfile(pinned, identities)


def server_identity(ident: Any) -> dict[str, Any]:
    """What the lockfile pins of a server (a `ServerIdentity`): version, protocol, instructions
    hash."""
    return {"version": ident.version, "protocol_version": ident.protocol_version,
            "instructions_sha256": digest(ident.instructions)}


def read_lockfile(path: str | os.PathLike[str]) -> Lockfile:
    """Read a lockfile written by `Lockfile.write`; `LoadError` (exit 2) when it is not one."""
    from workbench.loading import read_input  # a regular file within the input cap only

    file = os.fspath(path)
    if not os.path.lexists(file):
        raise LoadError("no such lockfile (write one with `toolschema pin`)", file=file)
    try:
        data = json.loads(read_input(Path(file)).decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise LoadError(f"cannot read: {exc}", file=file) from None
    except json.JSONDecodeError as exc:
        raise LoadError(f"not JSON: {exc.msg}", file=file, line=exc.lineno, column=exc.colno) from None
    if not isinstance(data, dict) or data.get("toolschema_lock") != FORMAT_VERSION \
            or not isinstance(data.get("tools"), dict):
        raise LoadError(f"not a toolschema lockfile (expected \"toolschema_lock\": {FORMAT_VERSION} "
                        "and a \"tools\" table)", file=file)
    tools = {}
    for key, entry in data["tools"].items():
        try:
            tools[key] = PinnedTool(entry.get("server"), entry["name"], entry["sha256"],
                                    dict(entry["fields"]), dict(entry["definition"]))
        except (KeyError, TypeError, AttributeError):
            raise LoadError(f"entry {key!r} lacks name, sha256, fields or definition", file=file,
                            pointer=f"/tools/{key}") from None
    servers = data.get("servers")
    return Lockfile(tools, servers if isinstance(servers, dict) else {})
