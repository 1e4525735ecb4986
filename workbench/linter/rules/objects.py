"""`required` rules: undeclared names, a missing list, an optional id, a description that
contradicts the list, a required field with a default.

Decisions:
- `required` absent is reported only when something says the call needs a field
  (`needed_fields`): the dispatch field of a multi-action tool, the id of the thing a
  single-action tool acts on (`critical_fields`), a field described as required, a wrapper whose
  own fields are required. A list/search tool's filters, fields with defaults, alternatives ("an
  id or a URL") and fields described as optional are optional by design. An explicit
  `"required": []` is a decision and passes.
- Whether an object is closed (`additionalProperties`) is `additional_properties.py`'s.
"""

from __future__ import annotations

import re
from typing import Any, Iterator, Mapping, Sequence

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import (has_any, says_optional, says_required,
                                                schema_description, states_default)
from workbench.model import Tool
from workbench.prose import mentions
from workbench.schema.pointer import join
from workbench.schema.walk import SchemaNode
from workbench.text import sentences, split_name

_COMPOSED = ("anyOf", "oneOf", "allOf", "not", "if", "then", "else", "dependentSchemas")


def _props(schema: Mapping[str, Any]) -> Mapping[str, Any]:
    p = schema.get("properties")
    return p if isinstance(p, dict) else {}


@rule("required-undeclared", category="required", severity="error",
      summary="Every name in `required` must be declared in `properties`.",
      bad=Example.of(parameters={"type": "object", "properties": {"order_id": {"type": "string"}},
                                 "required": ["orderId"]}),
      good=Example.of(parameters={"type": "object", "properties": {"order_id": {"type": "string"}},
                                  "required": ["order_id"]}),
      rationale="`required` must reference declared fields; an undeclared name is usually a typo "
                "that makes every call fail. The fix renames it to the property it misspells, or, "
                "on a closed object that no call can satisfy, drops it.")
def check_required_undeclared(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    by_ptr = ctx.nodes_by_pointer
    for node in ctx.index.nodes:
        req = node.schema.get("required")
        if not isinstance(req, list) or not req:
            continue
        props = _props(node.schema)
        if not props and node.via in _COMPOSED and node.parent is not None:
            parent = by_ptr.get(node.parent)
            props = _props(parent.schema) if parent else {}  # anyOf: [{required: [...]}]
        if not props and (node.schema.get("additionalProperties") is not False):
            if node.pointer != "" and "properties" not in node.schema:
                continue
        missing = [(i, n) for i, n in enumerate(req) if isinstance(n, str) and n not in props]
        if not missing:
            continue
        names = ", ".join(f"`{n}`" for _, n in missing)
        meant = {n: _meant(n, props, req) for _, n in missing}
        hint = "; ".join(f"`{n}` is probably `{m}`" for n, m in meant.items() if m)
        closed = node.schema.get("additionalProperties") is False
        yield Hit(join(node.pointer, "required"),
                  f"`required` names {names}, which `properties` does not declare: declare "
                  "it or fix the spelling" + (f" ({hint})." if hint else "."),
                  fix=_undeclared_fix(node.pointer, missing, meant) if closed or all(
                      meant.values()) else None)


def _meant(name: str, props: Mapping[str, Any], req: list) -> str | None:
    """The one declared, not yet required property an undeclared name misspells: `query` for
    `search_query`, `orderId` for `order_id`."""
    from difflib import get_close_matches

    free = [p for p in props if isinstance(p, str) and p not in req]
    tokens = set(split_name(name))
    by_tokens = [p for p in free if tokens and (tokens <= set(split_name(p))
                                                or set(split_name(p)) <= tokens)]
    if len(by_tokens) == 1:
        return by_tokens[0]
    close = get_close_matches(name, free, n=2, cutoff=0.75)
    return close[0] if len(close) == 1 else None


def _undeclared_fix(pointer: str, missing: list[tuple[int, str]],
                    meant: Mapping[str, str | None]) -> tuple[dict, ...]:
    """Rename a misspelt name to the property it means; drop a name nothing can satisfy (the
    object is closed, so no call passes validation while it is required)."""
    ops: list[dict] = []
    for i, n in reversed(missing):
        m = meant[n]
        ops.append({"op": "replace", "path": join(pointer, "required", i), "value": m} if m
                   else {"op": "remove", "path": join(pointer, "required", i)})
    return tuple(ops)


_ID_SEND_VERBS = frozenset({"send", "email", "mail", "message", "notify", "sms", "text", "reply",
                            "forward", "invite", "post", "publish"})
_ID_PAY_VERBS = frozenset({"pay", "refund", "transfer", "charge", "withdraw", "deposit", "debit",
                           "credit", "payment", "donate", "tip"})
# Verbs acting on one existing thing: the only id of such a tool names that thing
# (`home_set_thermostat_target(device_id)`, `order_cancel(order_id)`).
_ONE_TARGET_VERBS = frozenset({"get", "update", "delete", "cancel", "remove", "edit", "refund",
                               "set", "modify", "patch", "change", "adjust", "toggle", "turn",
                               "enable", "disable", "start", "stop", "pause", "resume", "restart",
                               "reboot", "lock", "unlock", "activate", "deactivate", "archive",
                               "restore", "rename", "close", "reopen", "approve", "reject"})
# Verbs of tools over a collection: their parameters are filters, optional by design.
_COLLECTION_VERBS = frozenset({"list", "search", "find", "query", "browse", "filter", "scan",
                               "explore", "discover", "lookup"})
_RECIPIENT = frozenset({"to", "recipient", "recipients", "receiver", "email_to", "phone",
                        "destination"})
# "an id or a URL", "与 buildId 二选一": another parameter can stand in for this one.
_ALTERNATIVE = re.compile(r"\bor\b|\beither\b|\binstead\b|\balternatively\b|\bif both\b|\bignored\b|"
                          r"\b(?:takes?|has) precedence\b|二选一|任选|或者?|之一|优先|忽略", re.I)
# "Omitted parameters are left unchanged", "不传的参数保持不变": every field may be left out.
_ALL_OPTIONAL = re.compile(r"\b(?:omitted|unspecified|missing) (?:parameters|arguments|fields|options)\b|"
                           r"\b(?:all|every) (?:parameters?|arguments?|fields?) (?:are|is) optional\b|"
                           r"(?:所有|全部)?参数(?:均|都)?(?:为|是)?可选|不传的参数", re.I)


def _is_id(name: str) -> bool:
    t = split_name(name)
    return bool(t) and t[-1] in ("id", "ids", "uuid") or name.lower() in ("id", "order_no",
                                                                             "order_number")


def critical_fields(tool: Tool, props: Mapping[str, Any]) -> list[str]:
    """Root properties the tool cannot sensibly run without, by name: the id of what it is
    about, the recipient of a send, the amount of a payment (`needed_fields` reads the texts)."""
    tool_tokens = set(split_name(tool.name))
    props = {n: v for n, v in props.items() if isinstance(n, str)}
    ids = [n for n in props if _is_id(n)]
    out: list[str] = []
    for n in ids:
        t = split_name(n)
        subject = t[:-1]
        if n.lower() == "id" or (subject and set(subject) <= tool_tokens | {s + "s" for s in tool_tokens}) \
                or (subject and any(s.rstrip("s") in tool_tokens for s in subject)) or len(ids) == 1 \
                and tool_tokens & _ONE_TARGET_VERBS:
            out.append(n)
    if not out and tool_tokens & _ONE_TARGET_VERBS and isinstance(tool.description, str):
        # "Returns the balance of a billing account": the first sentence names whose data a
        # get/update/cancel tool acts on; that thing's id is what the call is about. Only when
        # the name points at no id and the sentence at exactly one ("logs for a job or for a
        # run" offers alternatives, neither is required alone).
        first = re.split(r"(?<=[.!?。！？])\s*", tool.description.strip(), maxsplit=1)[0].lower()
        named = [n for n in ids if split_name(n)[:-1] and re.search(
            r"\b(?:of|for)\s+(?:a|an|the|one|this|that)\s+(?:[a-z]+\s+){0,2}?"
            + re.escape(" ".join(split_name(n)[:-1])) + r"\b", first)]
        if len(named) == 1:
            out.append(named[0])
    if tool_tokens & _ID_SEND_VERBS:
        out.extend(n for n in props if n.lower() in _RECIPIENT)
    if tool_tokens & _ID_PAY_VERBS:
        out.extend(n for n in props if split_name(n)[-1:] == ("amount",))
    return list(dict.fromkeys(out))


def _optional_by_text(ctx: ToolContext, name: str, sub: Mapping[str, Any],
                      others: Sequence[str] = ()) -> bool:
    """The parameter's own description, or a sentence of the tool's about it, says it may be
    left out ("optional", "If omitted, ...", "不传则...", "如果未传入 ide 参数..."), or the tool
    says so of all its parameters ("Omitted parameters are left unchanged")."""
    text = schema_description(sub, name)
    if says_optional(text, others) or (states_default(text) and not says_required(text, others)):
        return True
    return any(says_optional(sent, [o for o in others if not mentions(sent, name)])
               for sent in sentences(ctx.description) if mentions(sent, name)) \
        or _ALL_OPTIONAL.search(ctx.description) is not None


def _required_by_text(ctx: ToolContext, text: str, others: Sequence[str] = ()) -> bool:
    """The text calls the field required for every call: unconditionally, or "for" every
    action of the tool. A sentence naming only some of the actions is a condition."""
    if _required_for_every_action(ctx, text):
        return True
    if not says_required(text, others):
        return False
    node = ctx.dispatch_node
    enum = node.schema.get("enum") if node is not None else None
    if isinstance(enum, list):
        named = [v for v in enum if isinstance(v, str) and re.search(
            r"(?<![\w-])" + re.escape(v) + r"(?![\w-])", text)]
        if named and len(named) < len(enum):
            return False  # "所有付费操作（create/renew）必须传": some actions only
    return True


def _has_alternative(ctx: ToolContext, name: str, props: Mapping[str, Any]) -> bool:
    """Another parameter can stand in for this one: a text names both with "or", "either",
    "二选一" ("the page id or its URL", "与 versionName 二选一")."""
    others = [o for o in props if isinstance(o, str) and o != name]
    texts = [schema_description(props[name], name)] if isinstance(props[name], Mapping) else []
    texts += [t for o in others if isinstance(props[o], Mapping)
              for t in [schema_description(props[o], o)] if mentions(t, name)]
    texts += [sent for sent in sentences(ctx.description) if mentions(sent, name)]
    return any(_ALTERNATIVE.search(t) and (mentions(t, name) or t is texts[0])
               and any(mentions(t, o) for o in others) for t in texts if t)


def _required_for_every_action(ctx: ToolContext, text: str) -> bool:
    """"(required for cordon, drain, uncordon)" naming every value of the dispatch enum."""
    node = ctx.dispatch_node
    enum = node.schema.get("enum") if node is not None else None
    m = _REQUIRED_FOR.search(text)
    return bool(m and isinstance(enum, list) and enum and all(
        isinstance(v, str) and re.search(r"\b" + re.escape(v) + r"\b", m.group(1)) for v in enum))


_REQUIRED_FOR = re.compile(r"\brequired (?:for|by|in) ([^.;)\n]+)", re.I)


def needed_fields(tool: Tool, ctx: ToolContext, node: SchemaNode) -> tuple[list[str], list[str]]:
    """(certain, likely) properties of an object the call needs. Certain: what the tool
    dispatches on, the id of the thing a single-action tool acts on (and a send's recipient, a
    payment's amount), a field its own text calls required, and a wrapper object whose own
    fields are required (`params: {required: [configFile]}`); none with a default, an
    alternative or a text that calls it optional. Likely (said in words, no fix): the thing the
    tool's name is about (`render_altair(altair_json)`), or the only input of a tool."""
    props = {n: v for n, v in _props(node.schema).items() if isinstance(n, str) and isinstance(v, Mapping)}
    root = node.pointer == ""
    dispatch = ctx.dispatch_node if root else None

    def open_to_omit(name: str) -> bool:
        sub = props[name]
        return "default" in sub or _optional_by_text(ctx, name, sub, others(name)) \
            or _has_alternative(ctx, name, props)

    def others(name: str) -> list[str]:
        return [o for o in props if o != name]

    certain: list[str] = []
    if dispatch is not None and dispatch.name in props and not open_to_omit(dispatch.name):
        certain.append(dispatch.name)
    if root and dispatch is None:
        certain += [n for n in critical_fields(tool, props) if n in props and not open_to_omit(n)]
    for n, sub in props.items():
        text = schema_description(sub, n)
        inner = sub.get("required")
        if (_required_by_text(ctx, text, others(n)) or (isinstance(inner, list) and inner)) \
                and not open_to_omit(n):
            certain.append(n)  # said to be required, or a wrapper whose own fields are
    certain = list(dict.fromkeys(certain))
    likely: list[str] = []
    verb = ctx.name_verb.verb
    if root and not certain and dispatch is None and verb not in _COLLECTION_VERBS:
        topic = set(ctx.name_tokens) - {verb} - _COLLECTION_VERBS
        candidates = [n for n, sub in props.items() if "default" not in sub
                      and "boolean" not in _types(sub) and not open_to_omit(n)]
        named = [n for n in candidates if topic & set(split_name(n))]
        if len(named) == 1:
            likely = named
        elif len(props) == 1 and candidates:
            likely = candidates
    return certain, likely


def _types(schema: Mapping[str, Any]) -> tuple[str, ...]:
    t = schema.get("type")
    return (t,) if isinstance(t, str) else tuple(x for x in t if isinstance(x, str)) \
        if isinstance(t, list) else ()


def _nullable(schema: Mapping[str, Any]) -> bool:
    return "null" in _types(schema) or any(
        isinstance(b, Mapping) and b.get("type") == "null"
        for key in ("anyOf", "oneOf") for b in (schema.get(key) or ()))


def _branches_require(schema: Mapping[str, Any]) -> bool:
    for key in ("anyOf", "oneOf", "allOf"):
        br = schema.get(key)
        if isinstance(br, list) and any(isinstance(b, dict) and "required" in b for b in br):
            return True
    return has_any(schema, "dependentRequired", "if")


@rule("required-missing", category="required", severity="warning",
      summary="An object without `required` whose call needs a field: the field the tool "
              "dispatches on or acts on, or one its description calls required.",
      bad=[Example.of(properties={"id": {"type": "string"}, "lang": {"type": "string"}}),
           Example.of(name="chart_render_altair", properties={
               "altair_json": {"type": "string", "description": "The chart as a JSON string."},
               "theme": {"type": "string", "description": "Chart theme, e.g. dark."}})],
      good=[Example.of(parameters={"type": "object", "properties": {"order_id": {"type": "string"}},
                                   "required": ["order_id"], "additionalProperties": False}),
            Example.of(name="memory_list_memories", properties={
                "topic": {"type": "string", "default": "", "description": "Topic prefix."}}),
            Example.of(name="db_get_schema", properties={"force_refresh": {
                "type": "boolean", "description": "是否强制刷新缓存（可选，默认 false）。"}}),
            Example.of(name="code_run", description="Runs `code`, or the file at `filename`.",
                       properties={"code": {"type": "string", "description": "Code to run."},
                                   "filename": {"type": "string",
                                                "description": "A file to run instead of code."}}),
            Example.of(name="ops_trigger_operation", properties={
                "duration": {"type": "number", "default": 10, "description": "Seconds."},
                "steps": {"type": "integer", "default": 5, "description": "Number of steps."}})],
      rationale="Without `required` the model may leave out the key parameter. A list or search "
                "tool whose fields are filters, fields with defaults, alternatives (`code` or "
                "`filename`) and fields described as optional need no `required` entry: there "
                "is nothing to report then.")
def check_required_missing(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    conditions = ctx.condition_pointers
    for node in ctx.index.objects():
        props = _props(node.schema)
        if not props or "required" in node.schema or node.via in _COMPOSED \
                or _branches_require(node.schema) or node.pointer in conditions:
            continue
        certain, likely = needed_fields(tool, ctx, node)
        if certain:
            names = ", ".join(f"`{c}`" for c in certain)
            yield Hit(node.pointer, f"No `required` list, yet the call cannot work without "
                                    f"{names}: list {'it' if len(certain) == 1 else 'them'} in "
                                    "`required`.",
                      fix=({"op": "add", "path": join(node.pointer, "required"), "value": certain},))
        elif likely:
            what = (f"is the only input of `{tool.name}`" if len(props) == 1 else
                    f"looks like the input `{tool.name}` works on")
            yield Hit(node.pointer, f"No `required` list: `{likely[0]}` {what} and has no "
                                    "default. If the call needs it, list it in `required`.")


@rule("required-id-optional", category="required", severity="warning",
      summary="Make the id of the thing the tool acts on (and a send's recipient, a payment's "
              "amount) required.",
      bad=Example({"name": "commerce_get_order", "parameters": {
                  "type": "object", "properties": {"order_id": {"type": "string"}}, "required": []}}),
      good=[Example({"name": "commerce_get_order", "parameters": {
                   "type": "object", "properties": {"order_id": {"type": "string"}},
                   "required": ["order_id"]}}),
            Example({"name": "notes_get_page", "parameters": {
                   "type": "object", "required": [], "properties": {
                       "page_id": {"type": "string", "description": "The page id, or pass url."},
                       "url": {"type": "string", "description": "The page URL instead of its id."}}}}),
            Example({"name": "env_query", "parameters": {
                   "type": "object", "required": ["action"], "properties": {
                       "action": {"type": "string", "enum": ["list", "get"]},
                       "env_id": {"type": "string", "description": "Env id, for action=get."}}}})],
      rationale="`user_id` not required in an order query: the model dropped it and the agent "
                "retried blindly on an ambiguous error. An id with an alternative (an id or a "
                "URL) or one that only some actions of a multi-action tool use is not reported.")
def check_required_id(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    root = ctx.index.root
    if root is None or ctx.dispatch_node is not None:
        return  # a multi-action tool: its ids belong to some actions (required-contradicts-...)
    req = root.schema.get("required")
    props = _props(root.schema)
    if not isinstance(req, list) or not props or _branches_require(root.schema):
        return
    for name in critical_fields(tool, props):
        sub = props.get(name)
        others = [o for o in props if o != name]
        if name in req or not isinstance(sub, dict) or "default" in sub \
                or _optional_by_text(ctx, name, sub, others) or _has_alternative(ctx, name, props):
            continue
        extra = ""
        if split_name(name)[:1] in (("user",), ("tenant",), ("account",), ("caller",), ("owner",)):
            extra = (" If it is the caller's own identity, drop it instead and take it from the "
                     "session.")
        yield Hit(join("", "properties", name),
                  f"`{name}` is what `{tool.name}` acts on but is optional: add it to `required`."
                  + extra, fix=({"op": "add", "path": "/required/-", "value": name},))


@rule("required-contradicts-description", category="required", severity="warning",
      summary="A description that calls a required field optional (\"optional\", \"可选\", \"if "
              "omitted...\"), or an optional field required (\"Required.\", \"必填\").",
      bad=[Example.of(parameters={"type": "object", "required": ["cc"], "properties": {
               "to": {"type": "string", "description": "Recipient address."},
               "cc": {"type": "string", "description": "Optional copy address."}}}),
           Example.of(parameters={"type": "object", "required": [], "properties": {
               "order_id": {"type": "string", "description": "订单号，必填。"}}})],
      good=[Example.of(parameters={"type": "object", "required": ["to"], "properties": {
                "to": {"type": "string", "description": "Recipient address."},
                "cc": {"type": "string", "description": "Optional copy address."}}}),
            Example.of(parameters={"type": "object", "required": ["action"], "properties": {
                "action": {"type": "string", "enum": ["get", "create"]},
                "name": {"type": "string", "description": "Required when action is create."}}})],
      rationale="The model reads the description, the validator reads `required`: when they "
                "disagree one of them is wrong, and calls fail or carry empty values.")
def check_required_contradiction(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    conditions = ctx.condition_pointers
    for node in ctx.index.objects():
        req = node.schema.get("required")
        props = _props(node.schema)
        if not isinstance(req, list) or not props or node.pointer in conditions \
                or _branches_require(node.schema):
            continue
        for name, sub in props.items():
            if not isinstance(name, str) or not isinstance(sub, Mapping):
                continue
            text = schema_description(sub, name)
            others = [o for o in props if o != name]
            if name in req:
                if tool.strict and _nullable(sub) or "default" in sub:
                    continue  # strict: optional means nullable; a default: required-with-default
                said = text if says_optional(text, others) else next(
                    (sent for sent in sentences(ctx.description) if mentions(sent, name)
                     and says_optional(sent, [o for o in others if not mentions(sent, name)])),
                    None) if node.pointer == "" else None
                if said:
                    whose = "its description" if said is text else "the tool description"
                    yield Hit(join(node.pointer, "properties", name),
                              f"`{name}` is required, but {whose} calls it optional "
                              f"(\"{_quote(said)}\"): drop it from `required` or fix the "
                              "description.")
            elif _required_by_text(ctx, text, others) and not states_default(text) \
                    and not _has_alternative(ctx, name, props):
                yield Hit(join(node.pointer, "properties", name),
                          f"`{name}` is optional, but its description says it is required "
                          f"(\"{_quote(text)}\"): add it to `required`.",
                          fix=({"op": "add", "path": join(node.pointer, "required", "-"),
                                "value": name},))


def _quote(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


@rule("required-with-default", category="required", severity="info",
      summary="A required field with a `default` contradicts itself: the default is never used. "
              "Drop the default, or the requirement (not on a strict tool: strict mode requires "
              "every field).",
      bad=Example.of(parameters={"type": "object", "required": ["limit"],
                                 "properties": {"limit": {"type": "integer", "default": 10}}}),
      good=[Example.of(parameters={"type": "object", "required": [],
                                   "properties": {"limit": {"type": "integer", "default": 10}}}),
            Example.of(strict=True, parameters={
                "type": "object", "required": ["limit"], "additionalProperties": False,
                "properties": {"limit": {"type": ["integer", "null"], "default": 10}}})])
def check_required_default(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if tool.strict or any(p.strict for p in ctx.profiles):
        return  # strict mode requires every field; the strict rules report the `default`
    for node in ctx.index.properties():
        if node.required and "default" in node.schema:
            yield Hit(node.pointer, f"`{node.name}` is required and has a default: the default "
                                    "never applies. Remove the default, or the requirement if "
                                    "the default is what an omitted value should mean.")
