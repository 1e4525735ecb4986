"""Container fields (object, array, oneOf/anyOf/type-union selector, lazily expanded `$ref`) and
`build_field`, the one place that maps a schema shape to a field class.

Anything `build_field` does not recognise becomes a JSON text field: the form never crashes on a
schema, it only gets less convenient.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import ipywidgets as w

from workbench.jsonutil import to_text
from workbench.schema.refs import UnresolvedRef, is_local, merge_siblings, resolve_ref
from workbench.schema.validate import accepts
from workbench.schema.walk import declared_types, json_type
from workbench.ui.fields import (
    MISSING,
    BoolField,
    ConstField,
    Context,
    EnumField,
    Field,
    JsonField,
    NumberField,
    TextField,
)

MAX_EAGER_DEPTH = 6  # deeper than this, and on any recursive $ref, nested fields expand on demand
MAX_ROWS = 200  # arrays longer than this (set from Python) are held as JSON instead of rows
INPUT_SELECTOR_WIDTH = "240px"


def _box() -> w.Layout:
    """A fresh layout per box: layouts are widgets, and hiding one shared layout hides every box."""
    return w.Layout(border="1px solid #ddd", padding="2px 6px", margin="2px 0")


class ObjectField(Field):
    """A grouped box of property fields. Keys set from Python that the schema does not declare
    are kept and emitted (so `additionalProperties: false` can complain) and shown as JSON."""

    kind = "object"

    def __init__(self, schema: dict, ctx: Context, *, depth: int = 0, chain: tuple = (), **kw: Any) -> None:
        self.depth, self.chain = depth, chain
        super().__init__(schema, ctx, **kw)

    def build(self) -> w.Widget:
        props = self.schema.get("properties")
        props = props if isinstance(props, dict) else {}
        required = self.schema.get("required")
        required = set(required) if isinstance(required, list) else set()
        self.children: dict[str, Field] = {}
        for name, sub in props.items():
            self.children[str(name)] = build_field(
                sub, self.ctx, name=str(name), optional=name not in required,
                depth=self.depth + 1, chain=self.chain)
        self.extra = JsonField({}, self.ctx, name="other keys",
                               note="keys the schema does not declare (a JSON object)")
        self.extra.widget.layout.display = "none"
        box = w.VBox([f.widget for f in self.children.values()] + [self.extra.widget])
        if self.name is not None:
            box.layout = _box()
        return box

    def read(self) -> Any:
        out: dict[str, Any] = {}
        for name, field in self.children.items():
            value = field.get()
            if value is not MISSING:
                out[name] = value
        extra = self.extra.get()
        if isinstance(extra, dict):
            out.update({k: v for k, v in extra.items() if k not in self.children})
        return out

    def write(self, value: Any) -> None:
        if not isinstance(value, dict):
            raise TypeError("not an object")
        for name, field in self.children.items():
            field.set(value.get(name, MISSING))
        extra = {k: v for k, v in value.items() if k not in self.children}
        self.extra.set(extra if extra else MISSING)  # MISSING clears the text
        self.extra.widget.layout.display = "" if extra else "none"

    def subfields(self) -> Iterable[tuple[str | None, Field]]:
        return self.children.items()


class ArrayField(Field):
    """Rows of item fields; "add" and "remove" stay within minItems/maxItems."""

    kind = "array"

    def __init__(self, schema: dict, ctx: Context, *, depth: int = 0, chain: tuple = (), **kw: Any) -> None:
        self.depth, self.chain = depth, chain
        self.rows: list[Field] = []
        super().__init__(schema, ctx, **kw)

    def build(self) -> w.Widget:
        s = self.schema
        self.min_items = v if isinstance(v := s.get("minItems"), int) else 0
        self.max_items = s.get("maxItems") if isinstance(s.get("maxItems"), int) else None
        self.item_schema = s.get("items") if isinstance(s.get("items"), (dict, bool)) else {}
        self.rows_box = w.VBox([])
        self.add_button = w.Button(description="add", icon="plus", layout=w.Layout(width="80px"))
        self.add_button.on_click(self.ctx.boundary.wrap(lambda _: self.add_row(by_user=True)))
        for _ in range(min(self.min_items, MAX_ROWS)):
            self.add_row(by_user=False)
        self._refresh()
        return w.VBox([self.rows_box, self.add_button], layout=_box())

    def add_row(self, *, by_user: bool) -> Field:
        if self.max_items is not None and len(self.rows) >= self.max_items and by_user:
            raise ValueError(f"maxItems is {self.max_items}")
        field = build_field(self.item_schema, self.ctx, name=None, optional=False,
                            depth=self.depth + 1, chain=self.chain)
        self.rows.append(field)
        self._refresh()
        if by_user:
            self.user_changed()
        return field

    def remove_row(self, field: Field, *, by_user: bool = True) -> None:
        self.rows.remove(field)
        self._refresh()
        if by_user:
            self.user_changed()

    def _refresh(self) -> None:
        children = []
        can_remove = len(self.rows) > self.min_items
        for i, field in enumerate(self.rows):
            remove = w.Button(description="", icon="trash", tooltip=f"remove item {i}",
                              disabled=not can_remove, layout=w.Layout(width="36px"))
            remove.on_click(self.ctx.boundary.wrap(lambda _, f=field: self.remove_row(f)))
            children.append(w.HBox([w.HTML(value=f"<code>{i}</code>"), field.widget, remove]))
        self.rows_box.children = children
        self.add_button.disabled = self.max_items is not None and len(self.rows) >= self.max_items

    def read(self) -> Any:
        return [v for v in (f.get() for f in self.rows) if v is not MISSING]

    def write(self, value: Any) -> None:
        if not isinstance(value, list) or len(value) > MAX_ROWS:
            raise TypeError("not an editable array")
        self.rows = [build_field(self.item_schema, self.ctx, name=None, optional=False,
                                 depth=self.depth + 1, chain=self.chain) for _ in value]
        for field, item in zip(self.rows, value):
            field.set(item)
        self._refresh()

    def subfields(self) -> Iterable[tuple[str | None, Field]]:
        return ((str(i), f) for i, f in enumerate(self.rows))


class UnionField(Field):
    """A branch selector for oneOf/anyOf (or a type list such as ["string","integer"]); the
    field below it edits the chosen branch. Setting a value picks the first branch it fits."""

    kind = "union"

    def __init__(self, schema: dict, ctx: Context, *, branches: list[tuple[str, Any]],
                 depth: int = 0, chain: tuple = (), **kw: Any) -> None:
        self.branches, self.depth, self.chain = branches, depth, chain
        super().__init__(schema, ctx, **kw)

    def build(self) -> w.Widget:
        self.selector = w.Dropdown(options=[(label, i) for i, (label, _) in enumerate(self.branches)],
                                   value=0, layout=w.Layout(width=INPUT_SELECTOR_WIDTH))
        self.selector.observe(self.ctx.boundary.wrap(self._switched), names="value")
        self.branch = self._build_branch(0)
        self.holder = w.VBox([self.branch.widget])
        return w.VBox([self.selector, self.holder], layout=_box())

    def _build_branch(self, index: int) -> Field:
        return build_field(self.branches[index][1], self.ctx, name=None, optional=False,
                           depth=self.depth + 1, chain=self.chain)

    def _switched(self, _: Any) -> None:
        if self.ctx.muted:
            return
        self.branch = self._build_branch(self.selector.value)
        self.holder.children = [self.branch.widget]
        self.user_changed()

    def read(self) -> Any:
        return self.branch.get()

    def write(self, value: Any) -> None:
        index = self._pick(value)
        if index != self.selector.value:
            self.selector.value = index  # muted by set(): rebuild by hand
            self.branch = self._build_branch(index)
            self.holder.children = [self.branch.widget]
        self.branch.set(value)

    def _pick(self, value: Any) -> int:
        for i, (_, branch) in enumerate(self.branches):
            if accepts(branch, value, root=self.ctx.root):
                return i
        for i, (_, branch) in enumerate(self.branches):
            if isinstance(branch, dict) and json_type(value) in _types(branch):
                return i
        return self.selector.value

    def subfields(self) -> Iterable[tuple[str | None, Field]]:
        return ((None, self.branch),)


class LazyField(Field):
    """A recursive (or very deep) `$ref`: an "expand" button builds the field when asked."""

    kind = "lazy"

    def __init__(self, schema: dict, ctx: Context, *, target: Any, ref: str, depth: int,
                 chain: tuple, build_kw: dict, **kw: Any) -> None:
        self.target, self.ref, self.depth, self.chain, self.build_kw = target, ref, depth, chain, build_kw
        self.inner: Field | None = None
        super().__init__(schema, ctx, **kw)

    def build(self) -> w.Widget:
        self.expand_button = w.Button(description=f"expand {self.ref}"[:60], icon="plus-square",
                                      layout=w.Layout(width="auto"))
        self.expand_button.on_click(self.ctx.boundary.wrap(lambda _: self.expand(by_user=True)))
        self.holder = w.VBox([self.expand_button])
        return self.holder

    def expand(self, *, by_user: bool = False) -> Field:
        if self.inner is None:
            self.inner = build_field(self.target, self.ctx, name=None, optional=False,
                                     depth=0, chain=self.chain, **self.build_kw)
            self.holder.children = [self.inner.widget]
            if by_user:
                self.user_changed()
        return self.inner

    def read(self) -> Any:
        return MISSING if self.inner is None else self.inner.get()

    def write(self, value: Any) -> None:
        self.expand().set(value)

    def subfields(self) -> Iterable[tuple[str | None, Field]]:
        return ((None, self.inner),) if self.inner is not None else ()


def _types(schema: Any) -> tuple[str, ...]:
    return declared_types(schema) or ()


def _label(branch: Any, index: int) -> str:
    if isinstance(branch, dict):
        for key in ("title", "$ref"):
            if isinstance(branch.get(key), str):
                return f"{index}: {branch[key]}"[:60]
        t = _types(branch)
        if t:
            return f"{index}: {' | '.join(t)}"
        if "const" in branch:
            return f"{index}: {to_text(branch['const'])}"[:60]
        if isinstance(branch.get("required"), list):
            return f"{index}: with {', '.join(map(str, branch['required']))}"[:60]
    return f"{index}: branch"


def build_field(schema: Any, ctx: Context, *, name: str | None, optional: bool,
                depth: int = 0, chain: tuple = ()) -> Field:
    """The field for one schema shape; a JSON text field for anything else."""
    kw: dict[str, Any] = {"name": name, "optional": optional}
    if not isinstance(schema, dict) or not schema:
        return JsonField({}, ctx, note="any JSON value", **kw)
    ref = schema.get("$ref")
    if isinstance(ref, str):
        return _ref_field(schema, ref, ctx, kw, depth, chain)
    types = _types(schema)
    nullable = "null" in types or schema.get("nullable") is True
    non_null = [t for t in types if t != "null"]
    if "const" in schema:
        return ConstField(schema, ctx, **kw)
    if isinstance(schema.get("enum"), list) and schema["enum"]:
        return EnumField(schema, ctx, allow_null=nullable, **kw)
    for key in ("oneOf", "anyOf"):
        branches = schema.get(key)
        if isinstance(branches, list) and branches:
            siblings = {k: v for k, v in schema.items() if k not in (key, "description", "title")}
            null_free = [b for b in branches if not (isinstance(b, dict) and _types(b) == ("null",))]
            merged = [{**siblings, **b} if isinstance(b, dict) else b for b in null_free]
            if len(null_free) == 1 and len(branches) == 2:  # Optional[X]: a null toggle, no selector
                inner = {**merged[0]} if isinstance(merged[0], dict) else {}
                if isinstance(schema.get("description"), str) and "description" not in inner:
                    inner["description"] = schema["description"]
                field = _nullable_field(inner, ctx, kw, depth, chain)
                if field is not None:
                    return field
            labelled = [(_label(b, i), m) for i, (b, m) in enumerate(zip(null_free, merged))]
            if len(null_free) < len(branches):
                labelled.append((f"{len(labelled)}: null", {"type": "null"}))
            return UnionField(schema, ctx, branches=labelled, depth=depth, chain=chain, **kw)
    if len(non_null) > 1:
        branches = [(t, {**schema, "type": t}) for t in non_null]
        return UnionField(schema, ctx, branches=branches, nullable=nullable, depth=depth, chain=chain, **kw)
    kind = non_null[0] if non_null else (
        "object" if "properties" in schema else "array" if "items" in schema else
        "null" if types == ("null",) else None)
    if depth > MAX_EAGER_DEPTH * 4:
        return JsonField(schema, ctx, note="nested too deeply for a form; edit as JSON", **kw)
    return _typed_field(kind, schema, ctx, kw, nullable, depth, chain)


def _typed_field(kind: str | None, schema: dict, ctx: Context, kw: dict, nullable: bool,
                 depth: int, chain: tuple) -> Field:
    if kind == "string":
        return TextField(schema, ctx, nullable=nullable, **kw)
    if kind in ("integer", "number"):
        return NumberField(schema, ctx, nullable=nullable, **kw)
    if kind == "boolean":
        return BoolField(schema, ctx, nullable=nullable, **kw)
    if kind == "null":
        return ConstField({**schema, "const": None}, ctx, **kw)
    if kind == "object":
        props = schema.get("properties")
        if not isinstance(props, dict) or not props:
            if schema.get("additionalProperties") is False:
                return ObjectField(schema, ctx, nullable=nullable, depth=depth, chain=chain, **kw)
            return JsonField(schema, ctx, note="a JSON object (free-form keys)", nullable=nullable, **kw)
        return ObjectField(schema, ctx, nullable=nullable, depth=depth, chain=chain, **kw)
    if kind == "array":
        if isinstance(schema.get("prefixItems"), list) or isinstance(schema.get("items"), list):
            return JsonField(schema, ctx, note="a JSON array (tuple form)", nullable=nullable, **kw)
        return ArrayField(schema, ctx, nullable=nullable, depth=depth, chain=chain, **kw)
    return JsonField(schema, ctx, note="edit as JSON", nullable=nullable, **kw)


def _nullable_field(inner: dict, ctx: Context, kw: dict, depth: int, chain: tuple) -> Field | None:
    """Optional[X] written as anyOf [X, null]: the field for X with a null toggle (None when X's
    shape is unknown, and the caller falls back to a branch selector)."""
    ref = inner.get("$ref")
    if isinstance(ref, str):
        target = _ref_target(ctx.root, ref) if ref != "#" else None  # the root: a branch selector
        if not isinstance(target, dict) or ref in chain:
            return None
        inner = merge_siblings(target, {k: v for k, v in inner.items() if k != "$ref"})
        chain = chain + (ref,)
    if isinstance(inner.get("enum"), list) and inner["enum"]:
        return EnumField(inner, ctx, allow_null=True, **kw)
    types = list(_types(inner)) or (["object"] if "properties" in inner else ["array"] if "items" in inner else [])
    if not types or any(k in inner for k in ("oneOf", "anyOf", "const")):
        return None
    if "null" not in types:
        types.append("null")
    return build_field({**inner, "type": types}, ctx, depth=depth, chain=chain, **kw)


def _ref_target(root: Any, ref: str) -> Any:
    """The subschema a local reference names; None when it names nothing (or is remote)."""
    try:
        return resolve_ref(root, ref)
    except UnresolvedRef:
        return None


def _ref_field(schema: dict, ref: str, ctx: Context, kw: dict, depth: int, chain: tuple) -> Field:
    if not is_local(ref):
        return JsonField(schema, ctx, note=f"remote $ref {ref} is not followed; edit as JSON", **kw)
    target = _ref_target(ctx.root, ref)
    if not isinstance(target, (dict, bool)):
        return JsonField(schema, ctx, note=f"$ref {ref} does not resolve; edit as JSON", **kw)
    siblings = {k: v for k, v in schema.items() if k != "$ref"}
    merged = merge_siblings(target, siblings) if isinstance(target, dict) else target
    if ref in chain or depth > MAX_EAGER_DEPTH:
        return LazyField(schema, ctx, target=merged, ref=ref, depth=depth, chain=chain + (ref,),
                         build_kw={}, **kw)
    return build_field(merged, ctx, depth=depth + 1, chain=chain + (ref,), **kw)
