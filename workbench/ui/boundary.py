"""The error boundary every widget callback runs inside.

ipywidgets swallows exceptions raised in `observe`/`on_click` callbacks (they go to the kernel log,
not to the cell; ipywidgets #2612, #1971), so a broken callback looks like a dead form. Here every
callback is wrapped: an exception is shown in a status line under the widget, kept in
`last_error`, and re-raised only when `raise_errors` is set (tests).
"""

from __future__ import annotations

import functools
import html
from collections.abc import Callable
from typing import Any

import ipywidgets as w


class ErrorBoundary:
    """Runs callbacks, shows what went wrong in `status`, keeps `last_error`."""

    def __init__(self, *, raise_errors: bool = False) -> None:
        self.raise_errors = raise_errors
        self.last_error: BaseException | None = None
        self.status = w.HTML(value="", layout=w.Layout(min_height="0px"))
        self.status.add_class("tsw-status")

    def wrap(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        """`fn` wrapped so that an exception lands in the status line instead of the kernel log."""

        @functools.wraps(fn)
        def guarded(*args: Any, **kwargs: Any) -> Any:
            return self.run(fn, *args, **kwargs)

        return guarded

    def run(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except Exception as exc:  # the whole point: nothing escapes silently
            self.report(exc)
            if self.raise_errors:
                raise
            return None

    def report(self, exc: BaseException) -> None:
        self.last_error = exc
        text = f"{type(exc).__name__}: {exc}"
        self.status.value = (
            '<div class="tsw" style="color:#b00020"><b>error</b> '
            f"{html.escape(text[:2000])}</div>")

    def say(self, message: str) -> None:
        """A neutral status message (escaped)."""
        self.status.value = f'<div class="tsw muted">{html.escape(message)}</div>' if message else ""

    def clear(self) -> None:
        self.status.value = ""
