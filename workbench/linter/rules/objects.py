"""Object rules: `required` (undeclared names, a missing list, an optional id, a required field
with a default) and `additionalProperties`.

Decisions:
- `required` absent with properties present: warning at the root, info nested. An explicit
  `"required": []` is a decision and passes.
- The id of the thing a tool acts on, a send's recipient and a payment's amount are required
  (`critical_fields`).
- An open object is a warning at the root and in a state-changing tool, info in nested objects
  of read tools and in maps whose keys are open by nature (headers, metadata, labels).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import has_any
from workbench.model import Tool
from workbench.schema.pointer import join
from workbench.text import split_name

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
                "that makes every call fail.")
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
        fix = tuple({"op": "remove", "path": join(node.pointer, "required", i)}
                    for i, _ in reversed(missing))
        yield Hit(join(node.pointer, "required"),
                  f"`required` names {names}, which `properties` does not declare: declare "
                  "it or fix the spelling.", fix=fix)


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
_RECIPIENT = frozenset({"to", "recipient", "recipients", "receiver", "email_to", "phone",
                        "destination"})


def _is_id(name: str) -> bool:
    t = split_name(name)
    return (bool(t) and t[-1] in ("id", "ids", "uuid")) or name.lower() in ("id", "order_no",
                                                                             "order_number")


def critical_fields(tool: Tool, props: Mapping[str, Any]) -> list[str]:
    """Root properties the tool cannot sensibly run without: the id of what it is about,
    the recipient of a send, the amount of a payment."""
    tool_tokens = set(split_name(tool.name))
    props = {n: v for n, v in props.items() if isinstance(n, str)}
    ids = [n for n in props if _is_id(n)]
    out: list[str] = []
    for n in ids:
        t = split_name(n)
        subject = t[:-1]
        if n.lower() == "id" or (subject and set(subject) <= tool_tokens | {s + "s" for s in tool_tokens}) \
                or (subject and any(s.rstrip("s") in tool_tokens for s in subject)) or (len(ids) == 1 \
                and tool_tokens & _ONE_TARGET_VERBS):
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


def _branches_require(schema: Mapping[str, Any]) -> bool:
    for key in ("anyOf", "oneOf", "allOf"):
        br = schema.get(key)
        if isinstance(br, list) and any(isinstance(b, dict) and "required" in b for b in br):
            return True
    return has_any(schema, "dependentRequired", "if")


@rule("required-missing", category="required", severity="warning",
      summary="Declare `required` for every object with properties, listing the fields the call "
              "cannot work without (`\"required\": []` if truly none).",
      bad=Example.of(properties={"id": {"type": "string"}, "lang": {"type": "string"}}),
      good=Example.of(parameters={"type": "object", "properties": {"order_id": {"type": "string"}},
                                  "required": ["order_id"], "additionalProperties": False}),
      rationale="Without `required` the model may leave out the key parameter.")
def check_required_missing(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.objects():
        props = _props(node.schema)
        if not props or "required" in node.schema or node.via in _COMPOSED \
                or _branches_require(node.schema):
            continue
        crit = critical_fields(tool, props) if node.pointer == "" else []
        hint = (" — at least " + ", ".join(f"`{c}`" for c in crit)) if crit else ""
        yield Hit(node.pointer or "", f"No `required` list: name the fields the call needs{hint}.",
                  severity=None if node.pointer == "" else "info",
                  fix=({"op": "add", "path": join(node.pointer, "required"), "value": crit},)
                  if crit else None)


@rule("required-id-optional", category="required", severity="warning",
      summary="Make the id of the thing the tool acts on (and a send's recipient, a payment's "
              "amount) required.",
      bad=Example({"name": "commerce_get_order", "parameters": {
                  "type": "object", "properties": {"order_id": {"type": "string"}}, "required": []}}),
      good=Example({"name": "commerce_get_order", "parameters": {
                  "type": "object", "properties": {"order_id": {"type": "string"}},
                  "required": ["order_id"]}}),
      rationale="`user_id` not required in an order query: the model dropped it and the agent "
                "retried blindly on an ambiguous error.")
def check_required_id(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    root = ctx.index.root
    if root is None:
        return
    req = root.schema.get("required")
    props = _props(root.schema)
    if not isinstance(req, list) or not props or _branches_require(root.schema):
        return
    for name in critical_fields(tool, props):
        sub = props.get(name)
        if name in req or not isinstance(sub, dict) or "default" in sub:
            continue
        extra = ""
        if split_name(name)[:1] in (("user",), ("tenant",), ("account",), ("caller",), ("owner",)):
            extra = (" If it is the caller's own identity, drop it instead and take it from the "
                     "session (seed 1 §11.4).")
        yield Hit(join("", "properties", name),
                  f"`{name}` is what `{tool.name}` acts on but is optional: add it to `required`."
                  + extra, fix=({"op": "add", "path": "/required/-", "value": name},))


@rule("required-with-default", category="required", severity="info",
      summary="A required field with a `default` contradicts itself: the default is never used. "
              "Drop one (or make the field nullable and describe what null means).",
      bad=Example.of(parameters={"type": "object", "required": ["limit"],
                                 "properties": {"limit": {"type": "integer", "default": 10}}}),
      good=Example.of(parameters={"type": "object", "required": [],
                                  "properties": {"limit": {"type": "integer", "default": 10}}}))
def check_required_default(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.properties():
        if node.required and "default" in node.schema:
            yield Hit(node.pointer, f"`{node.name}` is required and has a default: the default "
                                    "never applies. Remove the default or the requirement.")


# ============================================================================== additional-properties

def _closed(schema: Mapping[str, Any]) -> bool:
    if schema.get("additionalProperties") is False or schema.get("unevaluatedProperties") is False:
        return True
    for key in ("oneOf", "anyOf"):
        br = schema.get(key)
        if isinstance(br, list) and br and all(
                isinstance(b, dict) and b.get("additionalProperties") is False for b in br):
            return True
    return False


def _open_map(name: str | None) -> bool:
    """HTTP headers, query params, metadata, labels: maps whose keys are open by nature, even
    when a few common keys are declared."""
    t = split_name(name)
    return bool(t) and t[-1] in _OPEN_MAP_LAST


_OPEN_MAP_LAST = frozenset({"headers", "params", "parameters", "query", "metadata", "labels",
                            "tags", "attributes", "env", "environment", "variables", "vars",
                            "extra", "extras", "context", "properties", "annotations"})


@rule("additional-properties-open", category="additional-properties", severity="warning",
      summary="Set `additionalProperties: false` on every object with declared properties so "
              "invented fields are rejected.",
      bad=Example.of(parameters={"type": "object", "properties": {"order_id": {"type": "string"}}}),
      good=Example.of(parameters={"type": "object", "properties": {"order_id": {"type": "string"}},
                                  "additionalProperties": False}),
      rationale="Undeclared fields slip through (`is_admin`, `force`, an invented `unit: 摄氏度`). "
                "Warning at the root and for nested objects of state-changing tools, info for "
                "nested objects of read tools.")
def check_additional_properties(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    # a state-changing tool forwards nested objects too (a ticket's `contact`, an order's
    # `address`): an invented key there reaches the downstream system as well
    writes = ctx.action_kind == "write"
    for node in ctx.index.objects():
        s = node.schema
        if node.via in ("allOf", "not", "if", "then", "else", "dependentSchemas",
                        "patternProperties", "additionalProperties"):
            continue  # closing these changes what the composition means
        if node.pointer != "" and not _props(s):
            continue  # an untyped payload: type-untyped-object says what to do
        if _closed(s) or isinstance(s.get("additionalProperties"), dict):
            continue
        if s.get("additionalProperties") is True:
            yield Hit(node.pointer, "`additionalProperties: true` lets the model add any field: "
                                    "make it false unless the executor really takes extra keys.",
                      severity="info",
                      fix=({"op": "replace", "path": join(node.pointer, "additionalProperties"),
                            "value": False},))
            continue
        where = "the arguments object" if node.pointer == "" else f"`{node.name or node.pointer}`"
        yield Hit(node.pointer, f"Add `additionalProperties: false` to {where} so undeclared "
                                "fields are rejected instead of reaching the executor.",
                  severity=None if node.pointer == "" or (writes and not _open_map(node.name))
                  else "info",
                  fix=({"op": "add", "path": join(node.pointer, "additionalProperties"),
                        "value": False},))


