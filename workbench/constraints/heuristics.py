"""Constraints no schema keyword states and no provider sees: identity, authorization, cross-field.

A schema constrains the *shape* of the input; who the caller is, whether the caller may touch the
id it names, whether the business state allows a change and how two fields relate stay with the
executor. These rows are heuristics (`source: "heuristic"`), found from parameter and tool names;
their duties are written from what the tool does (its verb and object: "add a reaction" is not
"refund an order").

Identity names come from `workbench/lexicon.py`, shared with the identity lint rule; names are
split and a tool name is read as read or write by `workbench/text.py` (`split_name`, `name_verb`,
which already takes `order_get_status` as a read), as the lint does, so the ledger and the
identity and side-effect rules cannot disagree.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from workbench import lexicon as lx
from workbench.schema.walk import SchemaIndex, SchemaNode
from workbench.text import name_verb, snake_name, split_name

# Enum values too generic to tie a field to (`all`, `none`, ...), for the cross-field pairing.
_GENERIC_VALUES = frozenset({"none", "all", "any", "default", "true", "false", "auto", "other",
                             "null", "yes", "no", "on", "off"})
# Enum fields whose values name other things (fields, formats), not cases that own a field.
_NOT_OWNERS = frozenset({("by",), ("field",), ("fields",), ("sort",), ("order",), ("fmt",), ("format",)})
# Keywords that already express a relation between fields inside one object.
RELATION_KEYWORDS = ("oneOf", "anyOf", "if", "dependentRequired", "dependentSchemas", "allOf")

def is_identity_name(name: str, tool_name: str = "") -> bool:
    """A parameter naming the caller, with the shared word lists of
    `workbench.lexicon` (the identity lint rule's): caller/tenant names always; user/account
    names unless the tool is about that entity (`get_user(user_id)`: the user is the resource,
    and the ownership row covers it)."""
    norm = snake_name(name)
    if norm in lx.CALLER_IDENTITY_NAMES:
        return True
    if not name.isascii() and any(z in name.lower() for z in lx.IDENTITY_NAMES_ZH):
        return True
    if norm in lx.USER_IDENTITY_NAMES:
        entity = split_name(norm)[0]  # user / account / owner / member / uid
        return entity not in split_name(tool_name)
    return False


def is_id_name(name: str) -> bool:
    """A parameter naming a resource by id: `id`, `order_id`, `orderId`, `order_ids`, `uuid`."""
    parts = split_name(name)
    return bool(parts) and parts[-1] in ("id", "ids", "uuid", "uuids")


def state_changing_verb(tool_name: str, annotations: Mapping[str, Any] | None) -> str | None:
    """The write verb that makes a tool state-changing, or None for a read-only tool.

    MCP `readOnlyHint: true` wins (it is the server's own claim); otherwise the first verb
    in the name decides; an explicit `readOnlyHint: false` with no verb in the name counts as a
    write (the hint defaults to false, so only an explicit value is evidence)."""
    if isinstance(annotations, Mapping) and annotations.get("readOnlyHint") is True:
        return None
    verb = name_verb(tool_name)  # the lint's reading of a name: one place decides read vs write
    if verb.kind == "read":
        return None
    if verb.kind == "write":
        return verb.verb
    if isinstance(annotations, Mapping) and annotations.get("readOnlyHint") is False:
        return "write" if annotations.get("destructiveHint") is not False else "additive write"
    return None


def expresses_relation(schema: Mapping[str, Any]) -> bool:
    return any(k in schema for k in RELATION_KEYWORDS)


def _enum_values(schema: Mapping[str, Any]) -> list[str]:
    values = schema.get("enum")
    if isinstance(values, list):
        return [v for v in values if isinstance(v, str)]
    return []


def _may_depend(q: SchemaNode, p: SchemaNode) -> bool:
    """Q can be "given only for one value of P": it is nullable (the strict-mode shape), or optional,
    not a boolean flag, and its description names P."""
    if q.nullable:
        return True
    if q.required or "boolean" in q.non_null_types:
        return False
    from workbench.prose import mentions

    return mentions(q.description, p.name or "")


def field_pairs(index: SchemaIndex) -> Iterator[tuple[SchemaNode, SchemaNode, str]]:
    """An enum field P and a nullable field Q (or an optional one whose description names
    P) whose name contains one of P's values (`payment_method: card|bank_transfer` +
    `card_number`), in an object that states no relation (`oneOf`, `if`/`then`,
    `dependentRequired`...). Yields (P, Q, value)."""
    children: dict[str, list[SchemaNode]] = {}
    for node in index.nodes:
        if node.via == "properties" and node.parent is not None:
            children.setdefault(node.parent, []).append(node)
    by_pointer = {n.pointer: n for n in index.nodes}
    for parent_ptr, props in children.items():
        parent = by_pointer.get(parent_ptr)
        if parent is None or expresses_relation(parent.schema) or len(props) < 2:
            continue
        for p in props:
            values = [v for v in _enum_values(p.schema)
                      if v.lower() not in _GENERIC_VALUES and len(v) >= 3]
            if len(_enum_values(p.schema)) < 2 or not values or split_name(p.name or "")[-1:] in _NOT_OWNERS:
                continue  # `sort_by: name|date` + `name_filter`: a field's name, not its owner
            for q in props:
                if q is p or not _may_depend(q, p):
                    continue
                q_tokens = split_name(q.name or "")
                for v in values:
                    v_tokens = split_name(v)
                    if v_tokens and all(t in q_tokens for t in v_tokens) and \
                            len(v_tokens) < len(q_tokens):
                        yield p, q, v
                        break


def identity_duty(name: str) -> str:
    return (f"Take {name} from the trusted auth context (session, token), not from the model; "
            f"reject a {name} that is not the caller or that the caller may not act for.")


def ownership_duty(label: str) -> str:
    return (f"Check that the {label} exists and that the caller may access it (ownership, tenant) "
            "before acting: a valid id is not a permitted one.")


def pair_duty(p: str, q: str, value: str) -> str:
    return (f"Check {q} against {p}: {q} must be given when {p} is {value!r} and null or absent "
            "otherwise; the schema does not say so.")


def business_state_duty(tool_name: str, verb: str, annotations: Mapping[str, Any] | None) -> str:
    """What to check before a state-changing tool acts, from its verb and object: irreversible
    actions need the user's confirmation, money moves need the business state (balance, order
    status), messages need their recipients; adding a reaction needs only that its target exists."""
    obj = _object_words(tool_name, verb)
    thing = obj or "target"
    tokens = set(split_name(tool_name))
    destructive = verb in lx.DESTRUCTIVE_VERBS or (
        isinstance(annotations, Mapping) and annotations.get("destructiveHint") is True)
    money = verb in lx.MONEY_VERBS or bool(tokens & lx.MONEY_OBJECTS)
    if money:
        state = "that the business state allows it (balance, order status, limits)"
    elif destructive:
        state = f"that the {thing} still exists in a state that allows it"
    elif verb in lx.CREATE_VERBS:
        state = f"that what the {thing} belongs to exists and accepts it"
    elif verb in lx.SEND_VERBS:
        state = "that it may reach these recipients"
    else:
        state = f"that the {thing} exists and allows the change"
    if destructive:
        then = "it may not be undone, so have the user confirm it first"
    elif verb in lx.MONEY_VERBS:
        then = "have the user confirm the amount, and make retries idempotent"
    elif verb in lx.SEND_VERBS:
        then = "have the user confirm recipients and content: once sent it cannot be recalled"
    elif verb in lx.CREATE_VERBS:
        then = "make sure a retry does not create a second one"
    else:
        then = "serialise it with calls that depend on it"
    what = f"{verb} {obj}".strip()
    return f"Before {tool_name} ({what}): check that the caller may do it and {state}; {then}."


def _object_words(tool_name: str, verb: str) -> str:
    """The object of a tool name's verb: `slack_add_reaction` -> "reaction", `order_cancel` ->
    "order", `API-patch-block-children` -> "block children"."""
    tokens = [t for t in split_name(tool_name) if t not in ("a", "an", "the", "api", "tool")]
    if verb not in tokens:
        return ""
    i = tokens.index(verb)
    return " ".join(tokens[i + 1:] or tokens[max(0, i - 2):i][-1:])
