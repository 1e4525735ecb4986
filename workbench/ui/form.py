"""`workbench.form(tool)`: a tool's parameter schema as an ipywidgets form with live validation.

Every change re-reads the argument object, validates it once with `workbench.schema.validate.issues`
(jsonschema-rs) and places each message next to the field its JSON pointer lands on; messages
about the whole object (e.g. an undeclared key) go to the summary line. The argument JSON preview
updates with it. With an executor bound, "Call" runs it and shows the result or the error.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import ipywidgets as w

from workbench.model import Tool
from workbench.schema import validate
from workbench.schema.pointer import escape
from workbench.ui.boundary import ErrorBoundary
from workbench.ui.containers import build_field
from workbench.ui.fields import MISSING, Context, Field, JsonField

PREVIEW_CAP = 4000  # characters of argument JSON shown

# Scoped under the workbench's own widget classes (never restyles the notebook): JupyterLab's
# widget HTML inherits a tall inline line-height that makes tables and help text sprawl.
_CSS = ("<style>.tsw-form .widget-html-content,.tsw-dashboard .widget-html-content"
        "{line-height:1.35}.tsw-form .widget-html,.tsw-dashboard .widget-html{margin-top:1px;"
        "margin-bottom:1px}.tsw-form .muted,.tsw-dashboard .muted{color:#6b6b6b}"
        ".tsw-form code{font-size:12px}</style>")


def style_widget() -> w.HTML:
    return w.HTML(value=_CSS, layout=w.Layout(height="0px", margin="0px"))


class SchemaForm:
    """The form for one tool. `value` gets/sets the argument dict; `errors` maps JSON pointers to
    the messages shown there; `field(pointer)` is the field editing that place."""

    def __init__(self, tool: Tool | Mapping[str, Any], executor: Callable[[dict[str, Any]], Any] | None = None,
                 *, raise_errors: bool = False,
                 on_change: Callable[[SchemaForm], None] | None = None) -> None:
        if isinstance(tool, Tool):
            self.tool: Tool | None = tool
            self.schema: Any = tool.parameters
        else:
            self.tool, self.schema = None, tool
        self.executor = executor
        self.on_change = on_change
        self.boundary = ErrorBoundary(raise_errors=raise_errors)
        self.ctx = Context(self.schema, self._changed, self.boundary)
        self.issues: list[validate.ValidationIssue] = []
        self.errors: dict[str, list[str]] = {}
        self.result: Any = MISSING
        self.root = self._build_root()
        self.summary = w.HTML(value="")
        self.preview = w.HTML(value="")
        self.preview.add_class("tsw-preview")
        self.result_view = w.HTML(value="")
        parts: list[w.Widget] = [style_widget(), w.HTML(value=self._title_html()), self.root.widget,
                                 self.summary, self.preview]
        if executor is not None:
            self.call_button = w.Button(description="Call", icon="play", button_style="primary")
            self.call_button.on_click(self.boundary.wrap(lambda _: self.call()))
            parts += [self.call_button, self.result_view]
        parts.append(self.boundary.status)
        self.widget = w.VBox(parts)
        self.widget.add_class("tsw-form")
        self.boundary.run(self.refresh)

    def _build_root(self) -> Field:
        try:
            return build_field(self.schema, self.ctx, name=None, optional=False)
        except Exception as exc:  # a schema shape we did not foresee: JSON editing still works
            self.boundary.report(exc)
            if self.boundary.raise_errors:
                raise
            return JsonField({}, self.ctx, name=None, note="this schema could not become a form")

    def _title_html(self) -> str:
        if self.tool is None:
            return ""
        desc = self.tool.description or ""
        return (f'<div class="tsw"><b>{html.escape(self.tool.name)}</b>'
                f'<div class="muted" style="white-space:normal">{html.escape(desc[:2000])}</div></div>')

    # -- value --------------------------------------------------------------------------------
    @property
    def value(self) -> Any:
        value = self.root.get()
        return {} if value is MISSING else value

    @value.setter
    def value(self, value: Any) -> None:
        self.boundary.run(self._set, value)

    def _set(self, value: Any) -> None:
        self.root.set(value)
        self.refresh()

    # -- validation ---------------------------------------------------------------------------
    def _changed(self) -> None:
        self.refresh()
        if self.on_change is not None:
            self.on_change(self)

    def refresh(self) -> None:
        """Validate the current value and update the per-field errors, summary and preview."""
        value = self.value
        try:
            self.issues = validate.issues(self.schema, value)
            unusable = None
        except validate.SchemaUnusable as exc:
            self.issues, unusable = [], str(exc)
        placed = self._place(self.issues)
        self.errors = {}
        for issue in self.issues:
            self.errors.setdefault(issue.pointer, []).append(issue.message)
        self._update_summary(placed, unusable)
        text = json.dumps(value, ensure_ascii=False, indent=2, default=str)
        if len(text) > PREVIEW_CAP:
            text = text[:PREVIEW_CAP] + f"\n… ({len(text):,} characters)"
        preview = f'<pre class="tsw" style="margin:2px 0">{html.escape(text)}</pre>'
        if preview != self.preview.value:
            self.preview.value = preview

    def _place(self, issues: list[validate.ValidationIssue]) -> list[validate.ValidationIssue]:
        """Show each issue on the deepest field whose pointer is a prefix of the issue's; return
        those that landed on the root (shown in the summary)."""
        fields = self.fields()
        messages: dict[int, list[str]] = {id(f): [] for f in fields.values()}
        root_issues: list[validate.ValidationIssue] = []
        for issue in issues:
            target, where = self._owner(fields, issue.pointer)
            if target is None or target is self.root:
                root_issues.append(issue)
                continue
            rest = issue.pointer[len(where):]
            messages[id(target)].append(f"{rest}: {issue.message}" if rest else issue.message)
        for f in _all_fields(self.root):
            f.show_errors(messages.get(id(f), ()))
        return root_issues

    @staticmethod
    def _owner(fields: dict[str, Field], pointer: str) -> tuple[Field | None, str]:
        probe = pointer
        while True:
            if probe in fields:
                return fields[probe], probe
            if not probe:
                return None, ""
            probe = probe[:probe.rfind("/")]

    def _update_summary(self, root_issues: list[validate.ValidationIssue], unusable: str | None) -> None:
        if unusable:
            text = f'<span style="color:#b00020">the schema cannot be used to validate: {html.escape(unusable)}</span>'
        elif not self.issues:
            text = '<span style="color:#137333">&#10003; valid arguments</span>'
        else:
            n = len(self.issues)
            text = f'<span style="color:#b00020">{n} problem{"s" if n != 1 else ""}</span>'
            text += "".join(f'<div style="color:#b00020">&#9888; {html.escape(i.message)}</div>'
                            for i in root_issues[:20])
        text = f'<div class="tsw">{text}</div>'
        if text != self.summary.value:
            self.summary.value = text

    def fields(self) -> dict[str, Field]:
        """Every field by the JSON pointer (into the argument object) it edits; the innermost
        field wins where several edit the same place (a union and its branch)."""
        out: dict[str, Field] = {}
        stack: list[tuple[str, Field]] = [("", self.root)]
        while stack:
            where, field = stack.pop()
            out[where] = field
            for token, child in field.subfields():
                stack.append((where if token is None else f"{where}/{escape(token)}", child))
        return out

    def field(self, pointer: str) -> Field:
        return self.fields()[pointer]

    @property
    def valid(self) -> bool:
        return not self.issues

    # -- executor -----------------------------------------------------------------------------
    def call(self) -> Any:
        """Run the bound executor on the current value; show and return its result."""
        if self.executor is None:
            raise RuntimeError("no executor is bound to this form")
        try:
            self.result = self.executor(dict(self.value))
        except Exception as exc:
            self.result = exc
            self.result_view.value = (f'<div class="tsw" style="color:#b00020">executor raised '
                                      f"{html.escape(type(exc).__name__)}: {html.escape(str(exc)[:2000])}</div>")
            return exc
        text = json.dumps(self.result, ensure_ascii=False, indent=2, default=str)[:PREVIEW_CAP]
        self.result_view.value = f'<div class="tsw">result<pre>{html.escape(text)}</pre></div>'
        return self.result

    # -- display ------------------------------------------------------------------------------
    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live widget, plus text and HTML fallbacks for nbconvert/GitHub (no widgets there)."""
        bundle = self.widget._repr_mimebundle_(**kwargs) or {}
        bundle["text/plain"] = repr(self)
        if self.tool is not None:
            from workbench.render.html import tool_html

            bundle["text/html"] = tool_html(self.tool) + self.summary.value + self.preview.value
        return bundle

    def __repr__(self) -> str:
        name = self.tool.name if self.tool is not None else "<schema>"
        return f"<SchemaForm {name!r}: {len(self.issues)} problems>"


def _all_fields(root: Field) -> Iterator[Field]:
    stack = [root]
    while stack:
        field = stack.pop()
        yield field
        stack.extend(child for _, child in field.subfields())


def form(tool: Any, executor: Callable[[dict[str, Any]], Any] | None = None, *,
         raise_errors: bool = False) -> SchemaForm:
    """Build the form for `tool` (a Tool, anything `workbench.load` accepts that holds one tool,
    or a bare parameter schema dict with "type"/"properties")."""
    if not isinstance(tool, Tool):
        tool = _one_tool(tool)
    return SchemaForm(tool, executor, raise_errors=raise_errors)


def _one_tool(source: Any) -> Tool | Mapping[str, Any]:
    if isinstance(source, Mapping) and ("properties" in source or source.get("type") == "object") \
            and "name" not in source:
        return source
    from workbench.errors import InvalidArgument
    from workbench.loading import load

    toolset = load(source)
    if len(toolset) != 1:
        raise InvalidArgument(f"form() needs one tool; this source holds {len(toolset)} "
                              "(pick one: workbench.form(toolset['name']))")
    return toolset[0]
