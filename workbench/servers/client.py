"""List the tools of a live MCP server with the official SDK client (`mcp.Client`), bounded.

`list_server(spec)` starts or reaches the server, negotiates (`server/discover` for 2026-07-28
servers, the `initialize` handshake otherwise: the SDK's "auto" mode), walks every page of
`tools/list` (`nextCursor`) and returns a `ServerListing`. Everything a broken or hostile server can
do ends in one `ServerError` sentence within `spec.timeout`: a command that does not start, a server
that exits, hangs at initialize or at a page, writes what is not JSON-RPC, repeats a cursor, pages
forever or lists more than `spec.max_tools`. The child process is reaped on every path
(`workbench.servers.stdio`). The SDK is imported here only, so only when a server is used.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, TypeVar

import anyio

from workbench.errors import InvalidArgument, ServerError, WorkbenchError
from workbench.servers.listing import ServerIdentity, ServerListing
from workbench.servers.spec import ServerSpec

T = TypeVar("T")


@dataclass
class Connection:
    """An open, negotiated session with one server (see `connect`)."""

    spec: ServerSpec
    client: Any  # mcp.Client
    stage: list[str]
    scope: Any  # the anyio.CancelScope whose deadline bounds the exchange
    transport: Any = None  # the StdioTransport (stdio only)
    http: Any = None  # the HTTP transport (records the error statuses it saw)
    started: float = field(default_factory=time.monotonic)

    @property
    def modern(self) -> bool:
        """True on a 2026-07-28 connection (change events come through `subscriptions/listen`)."""
        from mcp_types.version import MODERN_PROTOCOL_VERSIONS

        return self.client.protocol_version in MODERN_PROTOCOL_VERSIONS

    def identity(self) -> ServerIdentity:
        client = self.client
        info = client.server_info
        tools_cap = client.server_capabilities.tools
        return ServerIdentity(
            name=(info.name if info is not None else "") or "unnamed-server",
            version=(info.version if info is not None else "") or "",
            title=info.title if info is not None else None,
            protocol_version=client.protocol_version or "",
            instructions=client.session.instructions,
            list_changed=bool(tools_cap is not None and tools_cap.list_changed))

    async def list_all(self) -> ServerListing:
        """Every page of `tools/list`, within the spec's limits."""
        spec = self.spec
        started = time.monotonic()
        tools: list[dict[str, Any]] = []
        seen: set[str] = set()
        cursor: str | None = None
        pages = 0
        while True:
            self.stage[0] = f"tools/list (page {pages + 1})"
            result = await self.client.list_tools(cursor=cursor)
            pages += 1
            tools.extend(t.model_dump(by_alias=True, mode="json", exclude_none=True)
                         for t in result.tools)
            if len(tools) > spec.max_tools:
                raise _fail(spec, f"the server listed more than {spec.max_tools:,} tools "
                                  f"(stopped at page {pages}); a set this large is not one a "
                                  "model can be given")
            cursor = result.next_cursor
            if cursor is None:
                break
            if cursor in seen:
                raise _fail(spec, f"tools/list page {pages} returned a cursor it had returned "
                                  "before: the pagination never ends")
            if pages >= spec.max_pages:
                raise _fail(spec, f"tools/list did not end after {spec.max_pages:,} pages")
            seen.add(cursor)
        return ServerListing(spec.label, spec.transport, self.identity(), tuple(tools), pages,
                             round(time.monotonic() - started, 6))


def _fail(spec: ServerSpec, message: str) -> ServerError:
    return ServerError(message, file=spec.label)


@asynccontextmanager
async def connect(spec: ServerSpec,
                  on_notification: Callable[[Any], Awaitable[None]] | None = None,
                  ) -> AsyncIterator[Connection]:
    """An open session with the server, negotiated within `spec.timeout`; failures become one
    `ServerError`. `on_notification` receives the server's notifications (for list_changed)."""
    try:
        from mcp import Client
        from mcp_types import Implementation
    except ImportError:  # pragma: no cover - depends on the install
        raise InvalidArgument("reading a live MCP server needs the MCP SDK: "
                              "pip install 'toolschema-workbench[mcp]'") from None
    from workbench import __version__

    stage = ["start"]
    violations: list[str] = []
    # One scope bounds the whole exchange: its deadline covers start, negotiation and the listing
    # (a watcher lifts it once connected); a protocol violation cancels it at once.
    scope = anyio.CancelScope(deadline=anyio.current_time() + spec.timeout)

    def violated(message: str) -> None:
        if not violations:
            violations.append(message)
        scope.cancel()

    async def on_message(message: Any) -> None:
        if isinstance(message, Exception):
            violated(_message_of(message) or "the server sent a malformed message")
        elif on_notification is not None:
            await on_notification(message)

    # a server that broke the protocol or ran out its time is stopped without a polite grace
    transport = _transport(spec, violated, lambda: bool(violations) or scope.cancel_called
                           or anyio.current_time() >= scope.deadline)
    client = Client(transport, mode="auto", cache=None, message_handler=on_message,
                    client_info=Implementation(name="toolschema-workbench", version=__version__))
    connection = Connection(spec, client, stage, scope,
                            transport if spec.transport == "stdio" else None,
                            transport if spec.transport != "stdio" else None)
    try:
        error: BaseException | None = None
        try:
            with scope:
                stage[0] = "initialize"
                async with client:
                    yield connection
        except ServerError:
            raise
        except BaseException as exc:  # every failure becomes one sentence
            error = exc
        if violations:
            raise _fail(spec, violations[0])
        if scope.cancelled_caught:
            error = TimeoutError()
        if error is not None:
            if isinstance(error, (KeyboardInterrupt, SystemExit)):
                raise error
            cause = _leaf(error)
            if isinstance(cause, ServerError):
                raise cause from None
            if isinstance(cause, anyio.get_cancelled_exc_class()):
                raise error
            raise _fail(spec, _describe(spec, cause, stage[0], connection)) from None
    finally:
        if connection.transport is not None:
            connection.transport.close()


def _transport(spec: ServerSpec, violated: Callable[[str], None],
               failed: Callable[[], bool]) -> Any:
    if spec.transport == "stdio":
        from workbench.servers.stdio import StdioTransport

        return StdioTransport(spec.command, env=spec.env, cwd=spec.cwd,
                              max_message_bytes=spec.max_message_bytes, on_violation=violated,
                              failed=failed)
    import httpx2

    headers = spec.resolved_headers()
    statuses: list[int] = []

    async def record(response: Any) -> None:  # the SDK folds HTTP errors into vaguer ones
        if response.status_code >= 400:
            statuses.append(response.status_code)

    def factory(headers: Any = None, timeout: Any = None, auth: Any = None) -> Any:
        return httpx2.AsyncClient(headers=headers, timeout=timeout or httpx2.Timeout(spec.timeout),
                                  auth=auth, event_hooks={"response": [record]})

    if spec.transport == "sse":
        from mcp.client.sse import sse_client

        transport: Any = sse_client(spec.url or "", headers=headers, timeout=spec.timeout,
                                    sse_read_timeout=max(spec.timeout, 30.0),
                                    httpx_client_factory=factory)
    else:
        from mcp.client.streamable_http import streamable_http_client

        http = factory(headers=headers)
        transport = _owning(http, streamable_http_client(spec.url or "", http_client=http))
    transport.http_statuses = statuses
    return transport


@asynccontextmanager
async def _owning(http: Any, transport: Any) -> AsyncIterator[Any]:
    async with http, transport as streams:
        yield streams


def _leaf(exc: BaseException) -> BaseException:
    """The most telling exception inside (possibly nested) exception groups."""
    found: list[BaseException] = []

    def walk(e: BaseException) -> None:
        inner = getattr(e, "exceptions", None)
        if inner:
            for sub in inner:
                walk(sub)
        else:
            found.append(e)

    walk(exc)
    cancelled = anyio.get_cancelled_exc_class()
    for e in found:
        if not isinstance(e, cancelled):
            return e
    return found[0] if found else exc


def _describe(spec: ServerSpec, exc: BaseException, stage: str, connection: Connection) -> str:
    from mcp.shared.exceptions import MCPError

    transport = connection.transport
    statuses = getattr(connection.http, "http_statuses", None) or []
    if statuses and not isinstance(exc, TimeoutError):
        code = statuses[-1]
        hint = " (check the credentials given with --mcp-header)" if code in (401, 403) else ""
        return f"the server answered HTTP {code} {_REASONS.get(code, '')} during {stage}{hint}".replace("  ", " ")
    tail = transport.stderr_tail() if transport is not None else ""
    said = f"; its stderr ends with: {tail}" if tail else ""
    wait = f"{spec.timeout:g} s"
    if isinstance(exc, TimeoutError):
        return f"no answer to {stage} within {wait} (raise --timeout if the server is just slow){said}"
    if isinstance(exc, FileNotFoundError) and stage in ("start", "initialize") and transport is not None:
        return f"cannot start the server: {spec.command[0]!r} not found"
    if isinstance(exc, PermissionError) and transport is not None:
        return f"cannot start the server: permission denied running {spec.command[0]!r}"
    if isinstance(exc, MCPError):
        from mcp_types import CONNECTION_CLOSED, METHOD_NOT_FOUND

        if exc.code == CONNECTION_CLOSED or "closed" in exc.message.lower():
            code = transport.exit_code if transport is not None else None
            status = f" (exit status {code})" if code is not None else ""
            return f"the server closed the connection during {stage}{status}{said}"
        if exc.code == METHOD_NOT_FOUND and stage.startswith("tools/list"):
            return "the server does not implement tools/list (method not found)"
        return f"the server answered {stage} with error {exc.code}: {_clip(exc.message)}"
    message = _message_of(exc)
    kind = type(exc).__name__
    if kind == "ValidationError":
        return f"the answer to {stage} is not a valid MCP result: {message}"
    if kind in ("ConnectError", "ConnectTimeout"):
        return f"cannot connect to {spec.label}: {message or 'connection refused'}"
    if kind == "HTTPStatusError":
        return f"HTTP error during {stage}: {message}"
    return f"{stage} failed: {kind}: {message}{said}"


_REASONS = {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
            405: "Method Not Allowed", 406: "Not Acceptable", 415: "Unsupported Media Type",
            421: "Misdirected Request", 429: "Too Many Requests", 500: "Internal Server Error",
            502: "Bad Gateway", 503: "Service Unavailable"}


def _message_of(exc: BaseException) -> str:
    if type(exc).__name__ == "ValidationError" and hasattr(exc, "errors"):
        try:
            first = exc.errors()[0]
            where = "/".join(str(p) for p in first.get("loc", ()))
            return _clip(f"{where}: {first.get('msg', '')}" if where else str(first.get("msg", "")))
        except Exception:  # pragma: no cover - defensive: the text is only for a message
            pass
    return _clip(str(exc))


def _clip(text: str, limit: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


async def list_server_async(spec: ServerSpec) -> ServerListing:
    """`list_server`, for callers already inside an event loop of their own."""
    async with connect(spec) as connection:
        listing = await connection.list_all()
    return listing


def list_servers(specs: Sequence[ServerSpec]) -> list[ServerListing]:
    """List several servers at once (concurrently); results in the order of `specs`. The first
    failure raises its `ServerError` after every server has been stopped."""
    async def main() -> list[ServerListing]:
        results: list[Any] = [None] * len(specs)

        async def one(i: int, spec: ServerSpec) -> None:
            try:
                results[i] = await list_server_async(spec)
            except WorkbenchError as exc:  # a ServerError, or a setting (an unset ${VAR})
                results[i] = exc

        async with anyio.create_task_group() as tg:
            for i, spec in enumerate(specs):
                tg.start_soon(one, i, spec)
        for r in results:
            if isinstance(r, WorkbenchError):
                raise r
        return results

    return run_blocking(main)


def list_server(spec: ServerSpec) -> ServerListing:
    """Connect to one server, list every page of its tools, disconnect (see the module doc)."""
    return list_servers([spec])[0]


def run_blocking(fn: Callable[[], Awaitable[T]]) -> T:
    """Run `fn` to completion: here when no event loop runs in this thread, else (a notebook)
    in a short-lived thread of its own."""
    import asyncio

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return anyio.run(fn)
    import threading

    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = anyio.run(fn)
        except BaseException as exc:  # re-raised in the caller's thread
            box["error"] = exc

    thread = threading.Thread(target=target, name="toolschema-mcp", daemon=True)
    thread.start()
    thread.join()
    if "error" in box:
        raise box["error"]
    value: T = box["value"]
    return value
