"""`workbench.show(server=...)`: a dashboard that stays connected to a live MCP server.

On `notifications/tools/list_changed` (or the 2026-07-28 listen event) the server is listed
again (`workbench.servers.watch.LiveServer`), the set re-linted, and the panel above the dashboard
shows what changed (the `workbench.diff` of the previous listing against the new one). With
`lock=` (a lockfile written by `toolschema pin`) a verify panel says, after every listing, which
tools differ from what was pinned. The cost chart of the current set sits below. `stop()`
disconnects and reaps the server.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from workbench.render.html import esc


class LiveDashboard:
    """A `Dashboard` kept in step with a running server."""

    def __init__(self, server: Any, profiles: Any = None, *, lock: Any = None,
                 raise_errors: bool = False) -> None:
        from workbench.pins import read_lockfile
        from workbench.servers import as_spec
        from workbench.servers.watch import LiveServer

        self.profiles = profiles
        self.raise_errors = raise_errors
        self.lock = read_lockfile(lock) if isinstance(lock, (str, bytes)) or hasattr(lock, "__fspath__") else lock
        self.verify_report: Any = None
        self.changes = w.HTML(value="")
        self.pins = w.HTML(value="")
        self.cost = w.HTML(value="")
        self.body = w.VBox([])
        self.widget = w.VBox([self.changes, self.pins, self.body, self.cost])
        self.live = LiveServer(as_spec(server), on_change=self._on_change)
        listing = self.live.start()
        self._render(listing, None)

    def _render(self, listing: Any, diff: Any) -> None:
        """Rebuild every panel for `listing`; the change banner is set last, so whoever waits
        for it sees the other panels already up to date."""
        from workbench.costing.report import cost
        from workbench.ui.dashboard import Dashboard

        tools = listing.to_toolset()
        self.dashboard = Dashboard(tools, profiles=self.profiles, raise_errors=self.raise_errors)
        self.body.children = (self.dashboard.widget,)
        self.cost.value = cost(tools)._repr_html_()
        if self.lock is not None:
            from workbench.pins import verify

            self.verify_report = verify(tools, self.lock, servers=[listing])
            verdict = ("matches the lockfile" if self.verify_report.unchanged
                       else "differs from the lockfile")
            self.pins.value = (f"<div class='tsw'><b>Pinned tools:</b> the server {verdict}</div>"
                               + self.verify_report._repr_html_())
        who = esc(listing.identity.describe())
        if diff is None:
            self.changes.value = (f"<div class='tsw'>Connected to <b>{who}</b> "
                                  f"({esc(listing.transport)}): {len(tools)} tools; watching for "
                                  "tools/list_changed.</div>")
        else:
            self.changes.value = (f"<div class='tsw'><b>{who}</b> changed its tools: "
                                  f"{len(diff.changes)} change(s), {len(diff.breaking)} breaking"
                                  f"</div>{diff.to_html()}")

    def _on_change(self, old: Any, new: Any, diff: Any) -> None:
        self._render(new, diff)

    def stop(self) -> None:
        """Disconnect from the server."""
        self.live.stop()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = self.widget._repr_mimebundle_(**kwargs) or {}
        bundle["text/plain"] = repr(self)
        return bundle

    def __repr__(self) -> str:
        listing = self.live.listing
        name = listing.identity.describe() if listing else "?"
        return f"<LiveDashboard {name!r}>"
