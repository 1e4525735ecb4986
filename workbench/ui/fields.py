"""One form field per schema shape: the base class and the leaf fields (text, number, boolean,
enum, const, JSON fallback). Containers (object, array, union, `$ref`) are in `containers.py`.

A field edits one value of the argument object. It never validates by itself: the form reads the
whole value, runs `workbench.validate.issues` once and hands each field the messages whose JSON
pointer lands on it. Fields accept values they cannot show (a string for an integer, a foreign
enum member) and keep emitting them, so `form.value = x` round-trips and the validator, not the
widget, says what is wrong — the point of the workbench is to watch the schema judge a value.
"""

from __future__ import annotations

import html
import json
from typing import Any, Callable, Iterable

import ipywidgets as w

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


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)


def hints(schema: dict) -> str:
    """The constraints a person needs while typing: type, format, pattern, bounds, lengths."""
    parts = []
    t = schema.get("type")
    if t is not None:
        parts.append(" | ".join(t) if isinstance(t, list) else str(t))
    for key in ("format", "pattern", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
                "multipleOf", "minLength", "maxLength", "minItems", "maxItems"):
        if key in schema:
            parts.append(f"{key} {dumps(schema[key])}")
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
        if isinstance(getattr(self, "input", None), (w.Text, w.Textarea)):
            self.input.value = ""

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
        self.error.value = (f'<div class="tsw muted">holding {html.escape(dumps(value)[:300])} '
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


class TextField(Field):
    """A string: Text, or Textarea when long values are expected; the text is sent verbatim."""

    kind = "string"

    def build(self) -> w.Widget:
        long = self.schema.get("maxLength", 0) >= 200 if isinstance(self.schema.get("maxLength"), int) else False
        cls = w.Textarea if long or self.schema.get("contentMediaType") else w.Text
        placeholder = self.schema.get("format") or self.schema.get("pattern") or ""
        self.input = cls(value="", placeholder=str(placeholder)[:80], continuous_update=True,
                         layout=w.Layout(width=INPUT_WIDTH))
        self.input.observe(self.ctx.boundary.wrap(self.user_changed), names="value")
        return self.input

    def read(self) -> Any:
        return self.input.value

    def write(self, value: Any) -> None:
        if not isinstance(value, str):
            raise TypeError("not a string")
        self.input.value = value


def _type_list(schema: dict) -> list[str]:
    t = schema.get("type")
    return [t] if isinstance(t, str) else [x for x in t if isinstance(x, str)] if isinstance(t, list) else []


def parse_number_text(text: str) -> Any:
    """What a model would have sent: `20` -> 20, `1.5` -> 1.5, `"20"` -> "20", `20度` -> "20度"."""
    text = text.strip()
    if text == "":
        return MISSING
    try:
        return json.loads(text)
    except ValueError:
        return text


class NumberField(Field):
    """An integer or number typed as text (so `20度` or `1.5` reach the validator unchanged),
    with a slider beside it when both bounds exist."""

    kind = "number"

    def build(self) -> w.Widget:
        kind = [t for t in _type_list(self.schema) if t != "null"]
        self.input = w.Text(value="", placeholder=kind[0] if kind else "number",
                            continuous_update=True, layout=w.Layout(width="160px"))
        self.input.observe(self.ctx.boundary.wrap(self._typed), names="value")
        self.slider = self._slider()
        if self.slider is None:
            return self.input
        self.slider.observe(self.ctx.boundary.wrap(self._slid), names="value")
        return w.HBox([self.input, self.slider])

    def _slider(self) -> w.Widget | None:
        s = self.schema
        low = s.get("minimum", s.get("exclusiveMinimum"))
        high = s.get("maximum", s.get("exclusiveMaximum"))
        numeric = (int, float)
        if not (isinstance(low, numeric) and isinstance(high, numeric)) or isinstance(low, bool) \
                or isinstance(high, bool) or not low < high or high - low > 1e9:
            return None
        layout = w.Layout(width="220px")
        if "integer" in _type_list(s) and float(low).is_integer() and float(high).is_integer():
            return w.IntSlider(value=int(low), min=int(low), max=int(high), readout=False,
                               continuous_update=True, layout=layout)
        return w.FloatSlider(value=float(low), min=float(low), max=float(high),
                             step=(float(high) - float(low)) / 100, readout=False, layout=layout)

    def _typed(self, change: Any) -> None:
        value = parse_number_text(self.input.value)
        if self.slider is not None and isinstance(value, (int, float)) and not isinstance(value, bool) \
                and self.slider.min <= value <= self.slider.max:
            self.ctx.muted += 1
            try:
                self.slider.value = value
            finally:
                self.ctx.muted -= 1
        self.user_changed(change)

    def _slid(self, change: Any) -> None:
        if self.ctx.muted:
            return
        self.ctx.muted += 1
        try:
            value = self.slider.value
            self.input.value = dumps(int(value) if isinstance(self.slider, w.IntSlider) else value)
        finally:
            self.ctx.muted -= 1
        self.user_changed(change)

    def read(self) -> Any:
        return parse_number_text(self.input.value)

    def write(self, value: Any) -> None:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise TypeError("not a number")
        self.input.value = dumps(value)


class BoolField(Field):
    kind = "boolean"

    def build(self) -> w.Widget:
        self.input = w.Checkbox(value=False, indent=False, description="true",
                                layout=w.Layout(width="auto"))
        self.input.observe(self.ctx.boundary.wrap(self.user_changed), names="value")
        return self.input

    def read(self) -> Any:
        return bool(self.input.value)

    def write(self, value: Any) -> None:
        if not isinstance(value, bool):
            raise TypeError("not a boolean")
        self.input.value = value


class EnumField(Field):
    """A Dropdown of the enum members, with a null choice when the type allows null (even if the
    enum forgot it: choosing it then shows the validator's verdict). A foreign value set from
    Python is added as an extra, marked choice."""

    kind = "enum"

    def __init__(self, schema: dict, ctx: Context, *, allow_null: bool = False, **kw: Any) -> None:
        members = schema.get("enum") if isinstance(schema.get("enum"), list) else []
        self.members: list[Any] = list(members)
        if allow_null and None not in self.members:
            self.members.append(None)
        super().__init__(schema, ctx, **kw)

    def _options(self) -> list[tuple[str, int]]:
        declared = self.schema.get("enum") or []
        out = []
        for i, m in enumerate(self.members):
            label = m if isinstance(m, str) else dumps(m)
            if not any(_same(m, d) for d in declared):
                label += " (not in enum)" if m is not None else ""
            out.append((label, i))
        return out

    def build(self) -> w.Widget:
        self.input = w.Dropdown(options=self._options(), value=0 if self.members else None,
                                layout=w.Layout(width=INPUT_WIDTH))
        self.input.observe(self.ctx.boundary.wrap(self.user_changed), names="value")
        return self.input

    def read(self) -> Any:
        index = self.input.value
        return MISSING if index is None else self.members[index]

    def write(self, value: Any) -> None:
        for i, m in enumerate(self.members):
            if _same(m, value):
                self.input.value = i
                return
        self.members.append(value)
        self.input.options = self._options()
        self.input.value = len(self.members) - 1


def _same(a: Any, b: Any) -> bool:
    """JSON equality (1 == 1.0, but True != 1)."""
    return type(a) is type(b) and a == b or (
        isinstance(a, (int, float)) and isinstance(b, (int, float))
        and not isinstance(a, bool) and not isinstance(b, bool) and a == b)


class ConstField(Field):
    kind = "const"

    def build(self) -> w.Widget:
        self.const = self.schema.get("const") if "const" in self.schema else None
        return w.HTML(value=f'<code class="tsw">{html.escape(dumps(self.const))}</code>')

    def read(self) -> Any:
        return self.const

    def write(self, value: Any) -> None:
        if not _same(value, self.const) and value != self.const:
            raise ValueError("not the const")


class JsonField(Field):
    """The fallback for anything the form cannot edit: the value as JSON text. Text that is not
    JSON is sent as a string (what a sloppy model would send) and the parse problem is shown."""

    kind = "json"

    def __init__(self, schema: Any, ctx: Context, *, note: str = "", **kw: Any) -> None:
        self.note = note
        super().__init__(schema if isinstance(schema, dict) else {}, ctx, **kw)

    def build(self) -> w.Widget:
        self.input = w.Textarea(value="", placeholder="JSON value", continuous_update=True,
                                layout=w.Layout(width=INPUT_WIDTH, height="60px"))
        self.input.observe(self.ctx.boundary.wrap(self.user_changed), names="value")
        self.parse_note = w.HTML(value=self._note_html(""))
        return w.VBox([self.input, self.parse_note])

    def _note_html(self, problem: str) -> str:
        text = " ".join(x for x in (self.note, problem) if x)
        return f'<div class="tsw muted">{html.escape(text)}</div>' if text else ""

    def read(self) -> Any:
        text = self.input.value
        if not text.strip():
            self.parse_note.value = self._note_html("")
            return MISSING
        try:
            value = json.loads(text)
        except ValueError as exc:
            self.parse_note.value = self._note_html(f"not JSON ({exc.msg}); sent as a string")
            return text
        self.parse_note.value = self._note_html("")
        return value

    def write(self, value: Any) -> None:
        self.input.value = json.dumps(value, ensure_ascii=False, indent=1, default=str)
