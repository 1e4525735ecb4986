"""One form field per schema shape: the leaf fields (text, number, boolean, enum, const, JSON
fallback). Their base class is in `field_base.py`; containers (object, array, union, `$ref`)
are in `containers.py`.

A field edits one value of the argument object. It never validates by itself: the form reads the
whole value, runs `workbench.schema.validate.issues` once and hands each field the messages whose JSON
pointer lands on it. Fields accept values they cannot show (a string for an integer, a foreign
enum member) and keep emitting them, so `form.value = x` round-trips and the validator, not the
widget, says what is wrong — the point of the workbench is to watch the schema judge a value.
"""

from __future__ import annotations

import html
import json
from typing import Any

import ipywidgets as w

from workbench.jsonutil import to_text
from workbench.ui.field_base import INPUT_WIDTH, MISSING, Context, Field, hints  # noqa: F401 (re-exported)


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
            value = self.slider.value  # type: ignore[union-attr]  # observed only when there is one
            self.input.value = to_text(int(value) if isinstance(self.slider, w.IntSlider) else value)
        finally:
            self.ctx.muted -= 1
        self.user_changed(change)

    def read(self) -> Any:
        return parse_number_text(self.input.value)

    def write(self, value: Any) -> None:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise TypeError("not a number")
        self.input.value = to_text(value)


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
        members = e if isinstance(e := schema.get("enum"), list) else []
        self.members: list[Any] = list(members)
        if allow_null and None not in self.members:
            self.members.append(None)
        super().__init__(schema, ctx, **kw)

    def _options(self) -> list[tuple[str, int]]:
        declared = self.schema.get("enum") or []
        out = []
        for i, m in enumerate(self.members):
            label = m if isinstance(m, str) else to_text(m)
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
    return (type(a) is type(b) and a == b) or (
        isinstance(a, (int, float)) and isinstance(b, (int, float))
        and not isinstance(a, bool) and not isinstance(b, bool) and a == b)


class ConstField(Field):
    kind = "const"

    def build(self) -> w.Widget:
        self.const = self.schema.get("const") if "const" in self.schema else None
        return w.HTML(value=f'<code class="tsw">{html.escape(to_text(self.const))}</code>')

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
            self.parse_note.value = self._note_html(f"not JSON ({getattr(exc, 'msg', exc)}); sent as a string")
            return text
        self.parse_note.value = self._note_html("")
        return value

    def write(self, value: Any) -> None:
        self.input.value = to_text(value, indent=1)
