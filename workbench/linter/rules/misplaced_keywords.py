"""Keywords written where their reader never looks: they read as rules, yet nothing applies them.

- `dependencies-key-unknown`: a `dependencies` / `dependentRequired` / `dependentSchemas` block
  keyed by names that are not properties of its object. JSON Schema keys these by property name
  ("when `url` is present, ..."), so a block keyed by the values of an `action` enum
  (`{"navigate_to": ["url"]}`, OpenManus style) never fires: every per-action requirement it
  seems to state is unenforced. Shown when the key is certainly no argument: it is a value of a
  sibling property's `enum`/`const`, or the object is closed (`additionalProperties: false`) and
  no `patternProperties` could admit it; an unknown key in an open object may be an argument the
  schema forgot to declare, so that case is `info`. No fix patch: the `if`/`then` rewrite is
  mechanical, but several providers reject `if`/`then`/`allOf` in tool parameters, so which form
  to use is the author's.
- `annotation-hint-misplaced`: MCP behaviour hints (`readOnlyHint`, `destructiveHint`,
  `idempotentHint`, `openWorldHint`) written at the tool's top level instead of inside
  `annotations`. The MCP `Tool` type reads them only from `annotations`, so a client sees a tool
  with no hints: a read-only tool is treated as a possible destructive write. Shown when
  `annotations` does not already carry the same key with the same value.
- `param-lone-wrapper`: every argument inside one required `params`/`request` object (a
  framework's single model argument). Shown only when the wrapper declares no fields: the tool
  takes no input, yet a call with no arguments fails. Otherwise info (the wrapper works when the
  model follows the schema; reviewers split on it). No fix: the executor reads the wrapper key.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.prose_facts import quote
from workbench.model import Tool
from workbench.schema.pointer import join
from workbench.schema.refs import deref

_DEPENDENCY_KEYWORDS = ("dependencies", "dependentRequired", "dependentSchemas")
_HINTS = ("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")
_SHOWN = 4  # keys named in a message

_BROWSER = {"type": "object", "properties": {
    "action": {"type": "string", "enum": ["navigate_to", "click_element"],
               "description": "The browser action to perform."},
    "url": {"type": "string", "description": "URL for 'navigate_to'."},
    "index": {"type": "integer", "description": "Element index for 'click_element'."}},
    "required": ["action"]}


def _enum_values(props: Mapping[str, Any]) -> dict[str, str]:
    """{value: property} for every string `enum`/`const` value of the object's properties."""
    out: dict[str, str] = {}
    for name, sub in props.items():
        if not isinstance(sub, Mapping):
            continue
        enum = sub.get("enum")
        values: list[Any] = list(enum) if isinstance(enum, list) else []
        if isinstance(sub.get("const"), str):
            values = [*values, sub["const"]]
        for v in values:
            if isinstance(v, str):
                out.setdefault(v, name)
    return out


@rule("dependencies-key-unknown", category="schema-error", severity="warning",
      summary="A `dependencies` / `dependentRequired` / `dependentSchemas` block is keyed by names "
              "that are not properties (often the values of an `action` enum), so it never "
              "applies.",
      rationale="JSON Schema keys these blocks by property name: `{\"url\": [\"title\"]}` means "
                "\"when `url` is given, `title` is required too\". A block keyed by action values "
                "(`{\"navigate_to\": [\"url\"]}`) waits for an argument called `navigate_to` that "
                "no call sends, so the per-action requirements it seems to state are never "
                "checked, and a description that refers the model to them promises what the "
                "schema does not do. State each action's inputs with `if`/`then` on the action "
                "(where the providers you target accept it), or in the action's description and "
                "check them in the executor. Shown when the key is a value of a sibling property "
                "or the object is closed; an unknown key in an open object is info (it may be an "
                "undeclared argument). See https://json-schema.org/understanding-json-schema/"
                "reference/conditionals#dependentRequired",
      bad=Example.of(name="browser_use", description="Control a browser session.",
                     parameters={**_BROWSER, "dependencies": {"navigate_to": ["url"],
                                                              "click_element": ["index"]}}),
      good=Example.of(name="browser_use", description="Control a browser session.",
                      parameters={**_BROWSER, "dependentRequired": {"url": ["action"]}}))
def dependencies_key_unknown(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    zh = ctx.language == "zh"
    for node in ctx.index.objects():
        s = node.schema
        props = s.get("properties")
        if not isinstance(props, Mapping) or not props:
            continue
        values = _enum_values(props)
        closed = s.get("additionalProperties") is False and not s.get("patternProperties")
        for keyword in _DEPENDENCY_KEYWORDS:
            block = s.get(keyword)
            if not isinstance(block, Mapping):
                continue
            unknown = [k for k in block if isinstance(k, str) and k not in props]
            if not unknown:
                continue
            as_values = [k for k in unknown if k in values]
            certain = bool(as_values) or closed
            yield Hit(join(node.pointer, keyword), _dependency_message(
                keyword, unknown, as_values, values, zh), severity=None if certain else "info")


def _dependency_message(keyword: str, unknown: list[str], as_values: list[str],
                        values: dict[str, str], zh: bool) -> str:
    shown = ", ".join(f"`{k}`" for k in unknown[:_SHOWN])
    more = len(unknown) - _SHOWN
    if as_values:
        owner = values[as_values[0]]
        first = as_values[0]
        if zh:
            return (f"`{keyword}` 的键（{shown}{f' 等 {len(unknown)} 个' if more > 0 else ''}）是 "
                    f"`{owner}` 的取值，不是属性名；JSON Schema 按属性名读这些键，所以“执行 "
                    f"`{first}` 时必须提供某些参数”这类要求从不生效。请改用针对 `{owner}` 的 "
                    "`if`/`then`（目标平台支持时），或在各动作的描述里写明所需参数并在执行端校验。")
        return (f"The `{keyword}` keys ({shown}{f' and {more} more' if more > 0 else ''}) are "
                f"values of `{owner}`, not property names; JSON Schema keys `{keyword}` by "
                f"property name, so 'this input is required for `{first}`' and the rest never "
                f"apply. State them with `if`/`then` on `{owner}` (where your providers accept "
                "it), or in each action's description, and check them in the executor.")
    if zh:
        return (f"`{keyword}` 的键（{shown}）不是这个对象的属性；JSON Schema 按属性名读这些键，"
                "调用不会传这样的参数，这条依赖永远不生效。请把键改成已声明的属性名，或删掉它。")
    return (f"The `{keyword}` keys ({shown}{f' and {more} more' if more > 0 else ''}) name no "
            f"property of this object; JSON Schema keys `{keyword}` by property name, so no call "
            "triggers them. Key them by a declared property, or remove them.")


@rule("annotation-hint-misplaced", category="schema-error", severity="warning",
      summary="MCP hints (`readOnlyHint`, `destructiveHint`...) sit at the tool's top level "
              "instead of inside `annotations`, so clients never see them.",
      rationale="The MCP `Tool` type reads the behaviour hints only from its `annotations` "
                "object; a hint written beside `name` and `description` is an unknown key that "
                "clients drop, so a read-only tool is treated as a possibly destructive write "
                "(and confirmed on every call) or a destructive one is not confirmed; so is the "
                "bare word a server may write for it (`readOnly: true`). Silent when "
                "`annotations` already carries the same hint with the same value. See "
                "https://modelcontextprotocol.io/specification/2025-06-18/server/tools"
                "#tool-annotations",
      bad=Example.of(name="list_section_presets", description="List the saved section presets.",
                     readOnlyHint=True),
      good=Example.of(name="list_section_presets", description="List the saved section presets.",
                      annotations={"readOnlyHint": True}))
def annotation_hint_misplaced(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    raw = tool.raw
    if not isinstance(raw, Mapping):
        return
    # an OpenAI envelope keeps the definition under "function"
    body = raw["function"] if isinstance(raw.get("function"), Mapping) else raw
    ann = ctx.annotations
    # a hint under its own name, or under the bare word a server wrote for it (`readOnly: true`
    # beside `name`: no client reads that either, whatever it meant)
    loose = [(k, h) for h in _HINTS for k in (h, _HINT_WORDS[h])
             if isinstance(body.get(k), bool) and ann.get(h) != body[k]]
    if not loose:
        return
    shown = ", ".join(f"`{k}: {str(body[k]).lower()}`" for k, _ in loose)
    renamed = [(k, h) for k, h in loose if k != h]
    if ctx.language == "zh":
        rename = "，并改用提示的名字 " + "、".join(f"`{h}`" for _, h in renamed) if renamed else ""
        yield Hit("", f"{shown} 写在工具的顶层，而 MCP 只从 `annotations` 对象里读取这些提示，"
                      f"客户端看不到它们。请把它们移到 `\"annotations\": {{...}}` 里{rename}。")
        return
    it = "it" if len(loose) == 1 else "them"
    rename = (" under the hint's name " + ", ".join(f"`{h}: {str(body[k]).lower()}`" for k, h in renamed)
              if renamed else "")
    yield Hit("", f"{shown} sits at the tool's top level, but MCP clients read behaviour hints only "
                  f"from the `annotations` object, so they never see {it}: move {it} into "
                  f"`\"annotations\": {{...}}`{rename}.")


# The bare word a server writes for a hint (`readOnly` for `readOnlyHint`)
_HINT_WORDS = {"readOnlyHint": "readOnly", "destructiveHint": "destructive",
               "idempotentHint": "idempotent", "openWorldHint": "openWorld"}


# the names a framework gives the one model argument it wraps every input in
_WRAPPER_NAMES = frozenset({"params", "args", "arguments", "input", "inputs", "kwargs", "payload",
                            "request", "req", "options", "data"})


@rule("param-lone-wrapper", category="portability", severity="info",
      summary="Every argument sits inside one required wrapper object (`params`, `request`): a "
              "call must nest its fields, and an empty wrapper makes a no-argument call fail.",
      rationale="Frameworks that take one model argument (a Pydantic `params: FooInput`) publish "
                "a root with a single required object, often behind `$ref`. Models often send the "
                "fields flat, some providers resolve `$ref`/`$defs` poorly, and the nesting costs "
                "context on every turn; flattening the model's fields into the root fixes all "
                "three. Shown only when the wrapper declares no properties at all: then the tool "
                "takes no input, yet a call without arguments fails the schema (the model must "
                "know to send `{\"params\": {}}`). Otherwise info: the wrapper works when the "
                "model follows the schema. See "
                "https://gofastmcp.com/servers/tools#arguments",
      bad=Example.of(name="list_namespaces", description="List the namespaces.",
                     parameters={"type": "object", "properties": {
                         "params": {"$ref": "#/$defs/NamespacesInput"}},
                         "required": ["params"], "$defs": {"NamespacesInput": {
                             "type": "object", "properties": {}}}}),
      good=Example.of(name="list_namespaces", description="List the namespaces.",
                      parameters={"type": "object", "properties": {}}))
def param_lone_wrapper(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    root = ctx.schema
    props = root.get("properties")
    if not isinstance(props, Mapping) or len(props) != 1:
        return
    (name, sub), = props.items()
    if name.lower() not in _WRAPPER_NAMES or name not in (root.get("required") or ()):
        return
    inner = deref(sub, root)
    if not isinstance(inner, Mapping) or inner.get("type") not in ("object", None) \
            or isinstance(inner.get("additionalProperties"), Mapping):
        return  # an open map of free values is an argument, not a wrapper
    fields = inner.get("properties")
    pointer = join("/properties", name)
    zh = ctx.language == "zh"
    if fields == {} or (fields is None and inner.get("type") == "object"
                        and inner.get("additionalProperties") is False):
        yield Hit(pointer, f"必填的 `{name}` 是一个不含任何字段的包装对象：这个工具不需要输入，"
                           f"不带参数的调用却通不过 schema（模型得知道要传 {{\"{name}\": {{}}}}）。"
                           f"请去掉 `{name}`，让参数对象为空。" if zh else
                  f"The required `{name}` wraps an object with no fields: the tool takes no input, "
                  f"yet a call without arguments fails the schema (the model must know to send "
                  f"{{\"{name}\": {{}}}}). Drop `{name}` and leave the arguments object empty.",
                  severity="warning")
        return
    if not isinstance(fields, Mapping) or not fields:
        return
    shown = ", ".join(f"`{k}`" for k in list(fields)[:_SHOWN])
    yield Hit(pointer, f"所有参数（{shown}）都包在必填的 `{name}` 对象里：模型常把字段平铺在顶层传，"
                       f"调用因此失败。若框架允许，把这些字段直接放到参数对象里。" if zh else
              f"Every argument ({shown}) sits inside the required `{name}` object: models often "
              "send the fields flat and the call fails. If your framework allows it, put the "
              "fields directly in the arguments object.", severity="info")


# A parameter declared so the schema is not empty ("no_param": "无参数", Cursor's `random_string`
# "Dummy parameter for no-parameter tools"): its name or its own text says the tool takes none
_PLACEHOLDER_NAMES = frozenset({"no_param", "no_params", "noparam", "dummy", "dummy_param",
                                "random_string", "placeholder", "placeholder_param", "unused",
                                "_unused", "nothing", "none"})
_PLACEHOLDER_TEXT = re.compile(r"^\W*(?:无参数|无需参数|不需要参数|没有参数|占位(?:参数|符)?|此参数无用|"
                               r"(?:this tool takes )?no (?:parameters?|params?|arguments?|input)"
                               r"(?: (?:needed|required))?|"
                               r"(?:a )?(?:dummy|placeholder|unused) (?:parameter|param|argument|field)"
                               r"(?: for no-parameter tools)?|not used|unused|ignored)\W*$", re.I)
_PLACEHOLDER_WORDS = re.compile(r"\b(?:dummy|placeholder)\s+(?:parameter|param|argument|field)\b|占位参数", re.I)
# "Normally omit it", "可不传": the text tells the model to leave it out
_OMIT = re.compile(r"\b(?:omit|leave (?:it )?out|do not (?:pass|send|set))\b|不传|可不填|无需填写|留空", re.I)


@rule("param-placeholder", category="schema-error", severity="warning",
      summary="A parameter that stands for \"no parameters\" (`no_param: 无参数`, a dummy "
              "`random_string`): the model is invited to invent a value for an input the tool "
              "does not take.",
      rationale="Some clients once rejected an empty `properties`, so servers declared a dummy "
                "field. A model reads every declared field as something to fill: it sends junk, "
                "or asks the user for it. An empty `properties: {}` says the tool takes nothing. "
                "Info where the field's own text tells the model to omit it, or it is optional with "
                "a default a call without it takes. No fix: a client "
                "the server still serves may need the field.",
      bad=Example.of(name="recipes_list_all", description="获取所有菜谱",
                     properties={"no_param": {"type": "string", "description": "无参数"}}),
      good=Example.of(name="recipes_list_all", description="获取所有菜谱", properties={}))
def param_placeholder(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    props = [n for n in ctx.index.top_level_properties() if n.name]
    if len(props) != 1:
        return
    node = props[0]
    text = node.description or ""
    # its text says so ("无参数", "Dummy parameter for no-parameter tools"), or a placeholder's
    # name has no text at all; `placeholder` "Placeholder text shown in the empty box" is an input
    marked = _PLACEHOLDER_TEXT.match(text) or _PLACEHOLDER_WORDS.search(text)
    if not (marked or ((node.name or "").lower() in _PLACEHOLDER_NAMES and not text.strip())):
        return
    zh = ctx.language == "zh"
    # its text tells the model to leave it out, or it is optional with a default a call without
    # it takes (`random_string` defaulting to "dummy"): the model may omit it (a fresh reviewer:
    # "optional, has a default, documented as a placeholder: a model can leave it out")
    omit = not node.required and (_OMIT.search(text) is not None or "default" in node.schema)
    # quote its own text, else its entry in the tool's Args block ("占位参数，用于无参数工具的兼容性")
    said = quote(text or ctx.passage_of(node))
    shown_zh = f"（\"{said}\"）" if said else ""
    shown_en = f" (\"{said}\")" if said else ""
    yield Hit(node.pointer, (f"`{node.name}`{shown_zh}只是占位：这个工具不需要输入，模型却会为它编一个值。"
                             "请改成空的 `properties: {}`。") if zh else
              (f"`{node.name}`{shown_en} only stands for \"no parameters\": the tool takes no input, "
               "yet a model reads a declared field as one to fill and invents a value. Declare "
               "`properties: {}` instead."),
              severity="info" if omit else None)
