"""Parameter-schema rules: type, required, additional-properties, enum, huge-enum, range,
array-bounds and format (issue 2 §2).

Every rule reads the one walk in `ctx.index`; name heuristics work on the parameter name split
into lower-case tokens (`pageSize` -> ("page", "size")). Where the prose of a description states
the constraint, the `nl-constraint` rules in `prose_rules.py` report it (with the value in the
fix), and the rules here stay silent on that parameter so one defect gives one finding.

Decisions where the seeds were silent:
- `type: ["T", "null"]` with an `enum` lacking null: JSON Schema rejects null (the enum is a
  separate assertion), so the "optional" the author meant does not validate. Warning with a fix
  appending null; info for a tool marked `strict: true`, because OpenAI's strict-mode docs write
  optional enums exactly this way (seed 1 §4.2, §7.2) and the provider then emits null anyway;
  the executor's validator will still reject it.
- `required` absent with properties present (seed 7.1): warning at the root, info nested. An
  explicit `"required": []` is a decision and passes.
- Ranges: warning where the name makes bounds obviously part of the contract (limit, page_size,
  days, hour, minute, temperature, amount, price...), info for weaker names, nothing for names
  that say nothing (`x`, `value`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Iterator, Mapping

from workbench.linter.catalogue import Hit, ToolContext, rule
from workbench.linter.rules.textfacts import contains_any, tool_facts
from workbench.model import Tool
from workbench.schema.pointer import join
from workbench.prose import ProseConstraint, extract, named_parameters
from workbench.schema.walk import SchemaNode

_CAMEL = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+|[\u3400-\u9fff]+")


@lru_cache(maxsize=65536)
def tokens(name: str | None) -> tuple[str, ...]:
    """`pageSize` / `page_size` / `page-size` -> ("page", "size")."""
    if not name or not isinstance(name, str):
        return ()
    return tuple(t.lower() for t in _CAMEL.findall(name))


def nn(node: SchemaNode) -> tuple[str, ...]:
    """`node.non_null_types`; the rules read that attribute directly: after its first use it is
    a plain instance attribute, cheaper than any call."""
    return node.non_null_types


def props_of(ctx: ToolContext) -> list[SchemaNode]:
    """The property nodes of the walk, listed once per tool for all rules B."""
    got = ctx._cache.get("params.props")
    if got is None:
        got = ctx._cache["params.props"] = [n for n in ctx.index.nodes if n.via == "properties"]
    return got


def enum_nodes(ctx: ToolContext) -> list[SchemaNode]:
    """The nodes whose `enum` is a list, in walk order (the enum rules look at nothing else)."""
    got = ctx._cache.get("params.enum_nodes")
    if got is None:
        got = ctx._cache["params.enum_nodes"] = [
            n for n in ctx.index.nodes if isinstance(n.schema.get("enum"), list)]
    return got


def prose(node: SchemaNode) -> tuple[ProseConstraint, ...]:
    return extract(node.description) if node.description else ()


def attributed(ctx: ToolContext) -> list[tuple[SchemaNode | None, ProseConstraint, bool]]:
    """Every prose constraint of the tool as (parameter or None for the tool itself, constraint,
    came from the tool description?). A tool-description sentence naming exactly one top-level
    parameter ("金额必须小于等于 1000 元" with `amount`) applies to it. Computed once per tool."""
    got = ctx._cache.get("params.attributed")
    if got is not None:
        return got
    out: list[tuple[SchemaNode | None, ProseConstraint, bool]] = []
    for node in props_of(ctx):
        if node.description:
            out.extend((node, c, False) for c in extract(node.description))
    if ctx.description:
        top = {n.name: n for n in ctx.index.top_level_properties() if n.name}
        for c in extract(ctx.description):
            named = named_parameters(c.sentence, list(top))
            if len(named) == 1:
                out.append((top[named[0]], c, True))
            elif not named or c.kind == "condition":
                out.append((None, c, True))  # a condition links several: prose-condition sorts it
    ctx._cache["params.attributed"] = out
    return out


def stated(ctx: ToolContext, node: SchemaNode, kinds: frozenset[str]) -> bool:
    """Whether prose (its own description or the tool's) states a constraint of these kinds for
    this parameter: then the nl-constraint rules report it and the structural rules stay silent."""
    return any(n is node and c.kind in kinds for n, c, _ in attributed(ctx))


def _has_any(schema: Mapping[str, Any], *keys: str) -> bool:
    return not schema.keys().isdisjoint(keys)  # one C-level pass instead of a generator


def _nodes_by_pointer(ctx: ToolContext) -> dict[str, SchemaNode]:
    got = ctx._cache.get("params.by_pointer")
    if got is None:
        got = {n.pointer: n for n in ctx.index.nodes}
        ctx._cache["params.by_pointer"] = got
    return got


def _noted(tool: Tool, pointer: str) -> bool:
    """The loader already reported a construct here (BFCL `any`, `float`...): do not double it."""
    return any(n.path == pointer for n in tool.notes)


_COMPOSED = ("anyOf", "oneOf", "allOf", "not", "if", "then", "else", "dependentSchemas")


def _typed(schema: Mapping[str, Any]) -> bool:
    return _has_any(schema, "type", "enum", "const", "$ref", "anyOf", "oneOf", "allOf", "not",
                    "properties", "items", "prefixItems", "$dynamicRef")


# ============================================================================== type

_COUNT_LAST = frozenset({"count", "limit", "offset", "quantity", "qty", "page", "retries",
                         "attempts", "skip", "take", "topk", "pages"})
_COUNT_ALONE = frozenset({"n", "k"})  # counts only as the whole name (`num` is any number)
_SIZE_FIRST = frozenset({"page", "batch", "chunk", "per"})
_NUM_PREFIX = ("num", "number", "max", "min", "top")
_NOT_COUNT = frozenset({"token", "cursor", "url", "name", "id", "title", "path", "key", "link",
                        "type", "range", "ids", "text", "query", "content", "string"})
_COUNT_ZH = ("件数", "个数", "数量", "页码", "页数", "次数", "条数")


def count_like(name: str | None) -> bool:
    """Names whose value is a whole number of things: count, page, limit, page_size, num_x."""
    t = tokens(name)
    if not t or _NOT_COUNT.intersection(t):
        return bool(name) and contains_any(name, _COUNT_ZH)
    if t[-1] in _COUNT_LAST or (t[-1] == "size" and len(t) > 1 and t[-2] in _SIZE_FIRST) \
            or (len(t) == 1 and t[0] in _COUNT_ALONE) or t[-2:] in (("page", "num"), ("page", "no")):
        return True
    if len(t) > 1 and t[0] in _NUM_PREFIX and t[1] in ("of", "results", "items", "rows",
                                                       "records", "pages", "entries", "retries"):
        return True
    return t == ("top", "k") or contains_any(name, _COUNT_ZH)  # type: ignore[arg-type]


# A number of whole time units or people (`days`, `nights`, `guests`, 天数): a count even though
# `count_like` leaves durations to the range rules. Plural only: `day`/`month` may be "monday".
_UNITS_COUNTED = frozenset({"days", "nights", "weeks", "months", "years", "guests", "adults",
                            "children", "passengers", "travelers", "travellers", "attendees"})
_UNITS_COUNTED_ZH = ("天数", "晚数", "人数", "周数", "月数", "年数")


def _counted_units(name: str | None) -> bool:
    t = tokens(name)
    return bool(t) and (t[-1] in _UNITS_COUNTED
                        or contains_any(name or "", _UNITS_COUNTED_ZH))


_BOOL_FIRST = frozenset({"is", "has", "enable", "enabled", "disable", "disabled", "should",
                         "allow", "can", "use"})
_ESCAPED = frozenset({"id", "from", "in", "for", "type", "class", "import", "global", "def",
                      "return", "lambda", "with", "as", "format", "filter", "list", "object"})
_BOOL_STRINGS = frozenset({"true", "false", "yes", "no"})


def _bool_like(name: str | None, schema: Mapping[str, Any]) -> bool:
    t = tokens(name)
    enum = schema.get("enum")
    if isinstance(enum, list) and enum:
        return all(isinstance(v, str) and v.lower() in _BOOL_STRINGS for v in enum)
    # `is_id`, `is_from`: dataset escapes of the names `id` / `from`, not flags (ToolBench)
    return len(t) > 1 and t[0] in _BOOL_FIRST and not (len(t) == 2 and t[1] in _ESCAPED)


# Physical measurements (`target_temperature`, `latitude`, 温度): a number with a unit. Money
# is left out on purpose: decimal strings are a common, deliberate choice for amounts.
_MEASURES = frozenset({"temperature", "humidity", "latitude", "longitude", "altitude",
                       "elevation", "celsius", "fahrenheit", "percentage", "weight", "height",
                       "width", "depth", "radius", "distance"})
_MEASURES_ZH = ("温度", "湿度", "纬度", "经度", "海拔", "重量", "体重", "身高", "半径", "距离", "百分比")


# The description must read as one number (a digit or a unit), not as choices ("'brief' or
# 'detailed'") or a list ("comma separated", 多个).
_NUMERIC_HINT = re.compile(r"\d|°|degrees?|celsius|fahrenheit|met(?:er|re)s?\b|\bkm\b|\bkg\b|"
                           r"percent|摄氏|华氏|度|米|公斤|千克", re.I)
_LIST_HINT = re.compile(r"comma|separated|multiple|list of|逗号|多个|分隔", re.I)


def _measure_like(node: SchemaNode) -> bool:
    t = tokens(node.name)
    if not t or "pattern" in node.schema or "format" in node.schema:
        return False  # a pattern/format makes the text form deliberate ("72F", "5km")
    if not (t[-1] in _MEASURES or contains_any(node.name or "", _MEASURES_ZH)):
        return False
    desc = node.schema.get("description")
    return not isinstance(desc, str) or (bool(_NUMERIC_HINT.search(desc))
                                         and not _LIST_HINT.search(desc))


@rule("type-string-for-number", category="type", severity="warning",
      summary="Give counts, pages, limits, offsets, sizes and day/night/guest counts `type: "
              "integer` (with bounds), and measurements (temperature, latitude, weight, 温度) "
              "`type: number` with bounds, not a string the executor must parse.",
      bad={"page": {"type": "string", "description": "页码"}},
      good={"page": {"type": "integer", "minimum": 1, "description": "页码，从 1 开始。"}},
      rationale="Second article: `page` as a string reached SQL as `WHERE page 1` because "
                "nobody parsed it; a temperature typed as string arrives as \"20度\".")
def check_string_for_number(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in props_of(ctx):
        if node.non_null_types == ("string",) and "enum" not in node.schema \
                and (count_like(node.name) or _counted_units(node.name)) and "type" in node.schema:
            t = node.schema["type"]
            new = "integer" if t == "string" else [("integer" if x == "string" else x) for x in t]
            yield Hit(node.pointer, f"`{node.name}` is a count: make it `type: integer` with "
                                    f"`minimum` (and `maximum`) instead of a string.",
                      fix=({"op": "replace", "path": join(node.pointer, "type"), "value": new},))
        elif node.non_null_types == ("string",) and "enum" not in node.schema \
                and "type" in node.schema and _measure_like(node):
            t = node.schema["type"]
            new = "number" if t == "string" else [("number" if x == "string" else x) for x in t]
            yield Hit(node.pointer, f"`{node.name}` is a measurement: make it `type: number` with "
                                    "its unit in the description and `minimum`/`maximum`, "
                                    "instead of a string (\"20度\", \"about 20\").",
                      fix=({"op": "replace", "path": join(node.pointer, "type"), "value": new},))


@rule("type-string-for-boolean", category="type", severity="warning",
      summary="A yes/no flag (`is_*`, `has_*`, `enable_*`, or an enum of \"true\"/\"false\") "
              "should be `type: boolean`.",
      bad={"is_urgent": {"type": "string", "enum": ["true", "false"]}},
      good={"is_urgent": {"type": "boolean", "description": "Whether to page the on-call now."}})
def check_string_for_boolean(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in props_of(ctx):
        if node.non_null_types == ("string",) and "type" in node.schema \
                and _bool_like(node.name, node.schema):
            fix: list[dict[str, Any]] = [{"op": "replace", "path": join(node.pointer, "type"),
                                          "value": "boolean"}]
            if "enum" in node.schema:
                fix.append({"op": "remove", "path": join(node.pointer, "enum")})
            yield Hit(node.pointer, f"`{node.name}` is a yes/no flag: make it `type: boolean`.",
                      fix=tuple(fix))


@rule("type-number-for-integer", category="type", severity="warning",
      summary="A count (count, page, quantity, 件数...) is a whole number: use `type: integer`.",
      bad={"quantity": {"type": "number"}},
      good={"quantity": {"type": "integer", "minimum": 1, "maximum": 99}})
def check_number_for_integer(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in props_of(ctx):
        t = node.schema.get("type")
        if node.non_null_types == ("number",) and count_like(node.name) and t is not None:
            new = "integer" if t == "number" else [("integer" if x == "number" else x) for x in t]
            yield Hit(node.pointer, f"`{node.name}` counts things: use `type: integer`, so 2.5 "
                                    "is rejected.",
                      fix=({"op": "replace", "path": join(node.pointer, "type"), "value": new},))


@rule("type-missing", category="type", severity="warning",
      summary="Every parameter needs a `type` (or `enum`/`const`/composition): `{}` accepts "
              "anything and tells the model nothing.",
      bad={"payload": {}},
      good={"note": {"type": "string", "maxLength": 500, "description": "Free-text note."}})
def check_type_missing(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in props_of(ctx):
        if not _typed(node.schema) and not _noted(tool, node.pointer):
            yield Hit(node.pointer, f"`{node.name}` has no type: declare `type` (and its "
                                    "structure) so the model knows what to send.")


@rule("type-untyped-object", category="type", severity="warning",
      summary="An `object` without `properties` is an untyped payload: declare its properties "
              "(or `additionalProperties: {type: ...}` for a map), or split the tool.",
      bad={"payload": {"type": "object"}},
      good={"address": {"type": "object", "properties": {"city": {"type": "string"}},
                        "required": ["city"], "additionalProperties": False}},
      rationale="Seed 1 §11.1: `payload` loses its structure; the executor guesses the business.")
def check_untyped_object(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.nodes:
        if node.via not in ("properties", "items") or node.non_null_types != ("object",):
            continue
        s = node.schema
        ap = s.get("additionalProperties")
        if s.get("properties") or isinstance(ap, dict) or _has_any(
                s, "patternProperties", "$ref", "anyOf", "oneOf", "allOf", "propertyNames",
                "unevaluatedProperties", "if") or ap is False:
            continue
        what = f"`{node.name}`" if node.name else "The array items"
        yield Hit(node.pointer, f"{what} is an object with no declared properties: list its "
                                "properties (with `additionalProperties: false`) or, for a "
                                "free map, give `additionalProperties` a value schema.")


# ============================================================================== required

def _props(schema: Mapping[str, Any]) -> Mapping[str, Any]:
    p = schema.get("properties")
    return p if isinstance(p, dict) else {}


@rule("required-undeclared", category="required", severity="error",
      summary="Every name in `required` must be declared in `properties`.",
      bad={"type": "object", "properties": {"order_id": {"type": "string"}},
           "required": ["orderId"]},
      good={"type": "object", "properties": {"order_id": {"type": "string"}},
            "required": ["order_id"]},
      rationale="Seed 1 §12.1: `required` must reference declared fields; an undeclared name is "
                "usually a typo that makes every call fail.")
def check_required_undeclared(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    by_ptr = _nodes_by_pointer(ctx)
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
    t = tokens(name)
    return bool(t) and t[-1] in ("id", "ids", "uuid") or name.lower() in ("id", "order_no",
                                                                             "order_number")


def critical_fields(tool: Tool, props: Mapping[str, Any]) -> list[str]:
    """Root properties the tool cannot sensibly run without: the id of what it is about,
    the recipient of a send, the amount of a payment."""
    tool_tokens = set(tokens(tool.name))
    props = {n: v for n, v in props.items() if isinstance(n, str)}
    ids = [n for n in props if _is_id(n)]
    out: list[str] = []
    for n in ids:
        t = tokens(n)
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
        named = [n for n in ids if tokens(n)[:-1] and re.search(
            r"\b(?:of|for)\s+(?:a|an|the|one|this|that)\s+(?:[a-z]+\s+){0,2}?"
            + re.escape(" ".join(tokens(n)[:-1])) + r"\b", first)]
        if len(named) == 1:
            out.append(named[0])
    if tool_tokens & _ID_SEND_VERBS:
        out.extend(n for n in props if n.lower() in _RECIPIENT)
    if tool_tokens & _ID_PAY_VERBS:
        out.extend(n for n in props if tokens(n)[-1:] == ("amount",))
    return list(dict.fromkeys(out))


def _branches_require(schema: Mapping[str, Any]) -> bool:
    for key in ("anyOf", "oneOf", "allOf"):
        br = schema.get(key)
        if isinstance(br, list) and any(isinstance(b, dict) and "required" in b for b in br):
            return True
    return _has_any(schema, "dependentRequired", "if")


@rule("required-missing", category="required", severity="warning",
      summary="Declare `required` for every object with properties, listing the fields the call "
              "cannot work without (`\"required\": []` if truly none).",
      bad={"type": "object", "properties": {"id": {"type": "string"}, "lang": {"type": "string"}}},
      good={"type": "object", "properties": {"order_id": {"type": "string"}},
            "required": ["order_id"], "additionalProperties": False},
      rationale="Seed 1 §7.1: without `required` the model may leave out the key parameter.")
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
      bad={"name": "commerce_get_order", "parameters": {
          "type": "object", "properties": {"order_id": {"type": "string"}}, "required": []}},
      good={"name": "commerce_get_order", "parameters": {
          "type": "object", "properties": {"order_id": {"type": "string"}},
          "required": ["order_id"]}},
      rationale="Second article: `user_id` not required in an order query: the model dropped it "
                "and the agent retried blindly on an ambiguous error.")
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
        if tokens(name)[:1] in (("user",), ("tenant",), ("account",), ("caller",), ("owner",)):
            extra = (" If it is the caller's own identity, drop it instead and take it from the "
                     "session (seed 1 §11.4).")
        yield Hit(join("", "properties", name),
                  f"`{name}` is what `{tool.name}` acts on but is optional: add it to `required`."
                  + extra, fix=({"op": "add", "path": "/required/-", "value": name},))


@rule("required-with-default", category="required", severity="info",
      summary="A required field with a `default` contradicts itself: the default is never used. "
              "Drop one (or make the field nullable and describe what null means).",
      bad={"type": "object", "properties": {"limit": {"type": "integer", "default": 10}},
           "required": ["limit"]},
      good={"type": "object", "properties": {"limit": {"type": "integer", "default": 10}},
            "required": []})
def check_required_default(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in props_of(ctx):
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
    t = tokens(name)
    return bool(t) and t[-1] in _OPEN_MAP_LAST


_OPEN_MAP_LAST = frozenset({"headers", "params", "parameters", "query", "metadata", "labels",
                            "tags", "attributes", "env", "environment", "variables", "vars",
                            "extra", "extras", "context", "properties", "annotations"})


@rule("additional-properties-open", category="additional-properties", severity="warning",
      summary="Set `additionalProperties: false` on every object with declared properties so "
              "invented fields are rejected.",
      bad={"type": "object", "properties": {"order_id": {"type": "string"}}},
      good={"type": "object", "properties": {"order_id": {"type": "string"}},
            "additionalProperties": False},
      rationale="Seed 1 §4.3 (`is_admin`, `force` slip through), second article (the model "
                "invented `unit: 摄氏度`). Warning at the root and for nested objects of "
                "state-changing tools, info for nested objects of read tools.")
def check_additional_properties(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    # a state-changing tool forwards nested objects too (a ticket's `contact`, an order's
    # `address`): an invented key there reaches the downstream system as well (seed 1 §4.3)
    writes = tool_facts(ctx).action_kind == "write"
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


# enum and huge-enum live in `enums.py`, range, array-bounds and format in `bounds.py` (kept apart
# to keep modules small); importing them registers their rules.
from workbench.linter.rules import bounds, enums, json_text  # noqa: E402,F401
