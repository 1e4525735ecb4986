"""Stay connected to a server and re-list when it says its tools changed.

`LiveServer(spec, on_change).start()` lists the tools once and keeps the session open in a
background thread (its own event loop, so a notebook's loop is never blocked). When the server
sends `notifications/tools/list_changed` (handshake-era connections) or a tools-changed event on
a `subscriptions/listen` stream (2026-07-28), it walks `tools/list` again and calls
`on_change(old, new, diff)` with both listings and `workbench.diff` between them.
https://modelcontextprotocol.io/specification/2025-11-25/server/tools#list-changed-notification
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from typing import Any, cast

import anyio

from workbench.servers.listing import ServerListing
from workbench.servers.spec import ServerSpec

OnChange = Callable[[ServerListing, ServerListing, Any], None]


class LiveServer:
    """A server kept connected; `listing` is always its latest complete listing."""

    def __init__(self, spec: ServerSpec, on_change: OnChange | None = None) -> None:
        self.spec = spec
        self.on_change = on_change
        self.listing: ServerListing | None = None
        self.error: BaseException | None = None  # the last failed re-listing
        self.pid: int | None = None
        self._ready = threading.Event()
        self._portal_cm: Any = None
        self._portal: Any = None
        self._future: Any = None
        self._stop: anyio.CancelScope | None = None

    def start(self) -> ServerListing:
        """Connect, list and arm the watch (raises `ServerError` like `list_server`); then watch
        in the background until `stop()`."""
        from anyio.from_thread import start_blocking_portal

        self._portal_cm = start_blocking_portal()
        self._portal = self._portal_cm.__enter__()
        self._future = self._portal.start_task_soon(self._run)
        while not self._ready.wait(0.05):
            if self._future.done():
                break
        if not self._ready.is_set():
            error = self._future.exception() if self._future.done() else None
            self._close_portal()
            raise error or RuntimeError("the server watcher stopped before its first listing")
        return cast(ServerListing, self.listing)  # ready: the first listing is in

    def stop(self) -> None:
        """Disconnect (the server process is stopped and reaped)."""
        if self._portal is None:
            return
        if self._stop is not None:
            self._portal.call(self._stop.cancel)
        try:
            self._future.result(timeout=self.spec.timeout + 10)
        except Exception:  # stopping never raises; the error stays on .error
            pass
        self._close_portal()

    def _close_portal(self) -> None:
        if self._portal_cm is not None:
            self._portal_cm.__exit__(None, None, None)
        self._portal_cm = self._portal = None

    async def _run(self) -> None:
        from mcp_types import ToolListChangedNotification

        from workbench.servers.client import connect

        changed = [anyio.Event()]

        async def on_notification(message: Any) -> None:
            if isinstance(message, ToolListChangedNotification):
                changed[0].set()

        async with connect(self.spec, on_notification=on_notification) as conn:
            if conn.transport is not None and conn.transport.process is not None:
                self.pid = conn.transport.process.pid
            self.listing = await conn.list_all()
            conn.scope.deadline = math.inf  # connected: from now on each re-listing has its own
            self._stop = anyio.CancelScope()
            with self._stop:
                if conn.modern and self.listing.identity.list_changed:
                    async with conn.client.listen(tools_list_changed=True) as events:
                        self._ready.set()  # armed: the server has acknowledged the stream
                        async for _ in events:
                            await self._relist(conn)
                else:
                    self._ready.set()
                    while True:
                        await changed[0].wait()
                        changed[0] = anyio.Event()
                        await self._relist(conn)

    async def _relist(self, conn: Any) -> None:
        from workbench.evolution import diff

        old = self.listing
        try:
            with anyio.fail_after(self.spec.timeout):
                new = await conn.list_all()
        except Exception as exc:  # kept for the caller; the watch goes on
            self.error = exc
            return
        self.listing = new
        if self.on_change is not None and old is not None:
            report = diff(old.to_toolset(), new.to_toolset())
            self.on_change(old, new, report)
