"""Live MCP servers as tool sources: list a running server's tools with the official MCP SDK.

    >>> from workbench.servers import ServerSpec, list_server
    >>> listing = list_server(ServerSpec.stdio("python my_server.py"))   # or ServerSpec.http(url)
    >>> tools = listing.to_toolset()

`workbench.load(server=...)` and every CLI verb's `--mcp-stdio` / `--mcp-url` go through here.
`spec` (what to start or reach, secrets kept out of labels), `stdio` (the reaping transport),
`client` (negotiate, paginate, bound every failure), `listing` (the result record), `watch` (stay
connected and re-list on `notifications/tools/list_changed`). Importing this package does not
import the SDK; listing does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from workbench.servers.listing import ServerIdentity, ServerListing, cross_server_collisions
from workbench.servers.spec import DEFAULT_TIMEOUT, ServerSpec, specs_from_options

if TYPE_CHECKING:
    from workbench.model import ToolSet

__all__ = ["DEFAULT_TIMEOUT", "ServerIdentity", "ServerListing", "ServerSpec", "as_spec",
           "cross_server_collisions", "list_server", "list_servers", "load_servers",
           "specs_from_options"]


def as_spec(server: Any, *, timeout: float | None = None) -> ServerSpec:
    """`server` as a `ServerSpec`: a spec as it is, an http(s) URL, or a command line (split like
    a POSIX shell; build `ServerSpec.stdio([...])` for an argv list)."""
    if isinstance(server, ServerSpec):
        return server
    if isinstance(server, str) and server.strip():
        if server.strip().lower().startswith(("http://", "https://")):
            return ServerSpec.http(server.strip(), timeout=timeout or DEFAULT_TIMEOUT)
        return ServerSpec.stdio(server, timeout=timeout or DEFAULT_TIMEOUT)
    from workbench.errors import InvalidArgument

    raise InvalidArgument("server= takes a ServerSpec, an http(s) URL or a command line "
                          f"(\"python server.py\"), not {type(server).__name__}")


def list_server(spec: ServerSpec) -> ServerListing:
    """Connect, list every page of `tools/list`, disconnect (`workbench.servers.client`)."""
    from workbench.servers.client import list_server as run

    return run(spec)


def load_servers(servers: Any, *, timeout: float | None = None) -> ToolSet:
    """One `ToolSet` from one server or a list of servers (each as `as_spec` takes it)."""
    from workbench.model import ToolSet

    items = list(servers) if isinstance(servers, (list, tuple)) else [servers]
    specs = [as_spec(s, timeout=timeout) for s in items]
    combined = ToolSet()
    for listing in list_servers(specs):
        combined = combined + listing.to_toolset()
    return combined


def list_servers(specs: list[ServerSpec]) -> list[ServerListing]:
    """Several servers, listed concurrently, in the order given."""
    from workbench.servers.client import list_servers as run

    return run(specs)
