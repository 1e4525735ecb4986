"""The base of every form field: the value protocol (`get`/`set` with `MISSING` for an absent
key), the label with the description as help text, the optional "include" box, the null toggle
and the error line. The concrete fields are in `fields.py` (leaves) and `containers.py`.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as w

from workbench.jsonutil import to_text
from workbench.ui.boundary import ErrorBoundary


class _Missing:
    """The key is absent from the argument object (an optional field not included)."""

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()

INPUT_WIDTH = "360px"


class Context:
    """What every field of one form shares: the root schema (for `$ref`), the change callback,
    the error boundary, and a mute counter so programmatic fills validate once, not per widget."""

    def __init__(self, root: Any, on_change: Callable[[], None], boundary: ErrorBoundary) -> None:
        self.root = root
        self._on_change = on_change
        self.boundary = boundary
        self.muted = 0

    def changed(self) -> None:
        if not self.muted:
            self._on_change()


def hints(schema: dict) -> str:
    """The constraints a person needs while typing: type, format, pattern, bounds, lengths."""
    parts = []
    t = schema.get("type")
    if t is not None:
        parts.append(" | ".join(t) if isinstance(t, list) else str(t))
    for key in ("format", "pattern", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
                "multipleOf", "minLength", "maxLength", "minItems", "maxItems"):
        if key in schema:
            parts.append(f"{key} {to_text(schema[key])}")
    return " · ".join(parts)


class Field:
    """Base: label with description as help, optional "include" box, null toggle, error line.

    Subclasses build `body` (a widget) and implement `read()`/`write(value)`; `write` raises
    TypeError/ValueError for a value it cannot show, which is then kept as an override.
    """

    kind = "field"

    def __init__(self, schema: dict, ctx: Context, *, name: str | None = None,
                 optional: bool = False, nullable: bool = False) -> None:
        self.schema = schema if isinstance(schema, dict) else {}
        self.ctx = ctx
        self.name = name
        self.optional = optional
        self.nullable = nullable
        self._override: Any = MISSING
        self._errors: tuple[str, ...] = ()
        self.body = self.build()
        self.include = self.null = None
        controls: list[w.Widget] = []
        if optional:
            self.include = w.Checkbox(value=False, description="include", indent=False,
                                      layout=w.Layout(width="auto"))
            self.include.observe(ctx.boundary.wrap(self._on_include), names="value")
            controls.append(self.include)
        if nullable:
            self.null = w.Checkbox(value=False, description="null", indent=False,
                                   layout=w.Layout(width="auto"))
            self.null.observe(ctx.boundary.wrap(self._on_null), names="value")
            controls.append(self.null)
        self.error = w.HTML(value="")
        self.error.add_class("tsw-field-error")
        label = self.label_html()
        head: list[w.Widget] = [w.HTML(value=label)] if label else []
        parts: list[w.Widget] = []
        if head or controls:
            parts.append(w.HBox(head + controls))
        parts += [self.body, self.error]
        self.widget = w.VBox(parts)
        self.widget.add_class("tsw-field")
        self._sync_body()

    # -- subclass API -------------------------------------------------------------------------
    def build(self) -> w.Widget:
        raise NotImplementedError

    def read(self) -> Any:
        raise NotImplementedError

    def write(self, value: Any) -> None:
        raise NotImplementedError

    def clear(self) -> None:
        """Forget the typed value (the key is absent from a value set from Python)."""
        typed = getattr(self, "input", None)
        if isinstance(typed, (w.Text, w.Textarea)):
            typed.value = ""

    def subfields(self) -> Iterable[tuple[str | None, Field]]:
        """Children as (pointer token, field); token None means "same pointer as me"."""
        return ()

    # -- value --------------------------------------------------------------------------------
    def get(self) -> Any:
        if self.include is not None and not self.include.value:
            return MISSING
        if self.null is not None and self.null.value:
            return None
        if self._override is not MISSING:
            return self._override
        return self.read()

    def set(self, value: Any) -> None:
        self.ctx.muted += 1
        try:
            self._override = MISSING
            if self.include is not None:
                self.include.value = value is not MISSING
            if value is MISSING:
                if self.include is None:
                    self.clear()
                return
            if self.null is not None:
                self.null.value = value is None
                if value is None:
                    return
            try:
                self.write(value)
            except (TypeError, ValueError):
                self._override = value
                self.show_foreign(value)
        finally:
            self.ctx.muted -= 1

    def show_foreign(self, value: Any) -> None:
        """A value the widget cannot show is still emitted; say so next to the field."""
        self.error.value = (f'<div class="tsw muted">holding {html.escape(to_text(value)[:300])} '
                            "(not editable here; edit the field to replace it)</div>")

    def user_changed(self, *_: Any) -> None:
        """An input widget changed by hand: include the field, drop any override, revalidate."""
        if self.ctx.muted:
            return
        self._override = MISSING
        if self.include is not None and not self.include.value:
            self.ctx.muted += 1
            try:
                self.include.value = True
            finally:
                self.ctx.muted -= 1
        if self.null is not None and self.null.value:
            self.ctx.muted += 1
            try:
                self.null.value = False
            finally:
                self.ctx.muted -= 1
            self._sync_body()
        self.ctx.changed()

    def _on_include(self, _: Any) -> None:
        self._sync_body()
        self.ctx.changed()

    def _on_null(self, _: Any) -> None:
        self._sync_body()
        self.ctx.changed()

    def _sync_body(self) -> None:
        hidden = (self.null is not None and self.null.value) or (
            self.include is not None and not self.include.value and self.kind in ("object", "array"))
        self.body.layout.display = "none" if hidden else ""

    # -- errors -------------------------------------------------------------------------------
    def show_errors(self, messages: Iterable[str]) -> None:
        messages = tuple(messages)
        if messages == self._errors:
            return
        self._errors = messages
        self.error.value = "".join(
            f'<div class="tsw" style="color:#b00020">&#9888; {html.escape(m)}</div>' for m in messages)

    @property
    def errors(self) -> tuple[str, ...]:
        return self._errors

    def label_html(self) -> str:
        if self.name is None and not self.schema.get("description"):
            return ""
        name = html.escape(self.name) if self.name is not None else ""
        star = "" if self.optional or self.name is None else ' <span style="color:#b00020">*</span>'
        hint = html.escape(hints(self.schema))
        desc = self.schema.get("description")
        help_html = (f'<div class="tsw muted" style="white-space:normal">{html.escape(desc)}</div>'
                     if isinstance(desc, str) and desc else "")
        return (f'<div class="tsw"><b>{name}</b>{star} <span class="muted"><code>{hint}</code>'
                f"</span>{help_html}</div>")

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"
