"""Rules between parameters (`cross-field`): a requirement that depends on another field ("required
when type is custom", "当 delivery 为 scheduled 时必须提供"), a group of fields ("at least one of
phone or email", "二选一", "cannot specify both", "must be used together"), an order between two
fields ("on or after first_day"), and an enum field whose value owns another field.

What JSON Schema can state on the object that holds the fields (`dependentRequired`, `if`/`then`,
`anyOf`/`oneOf` of `required` sets, `not`) is a warning whose message says, in words, how; the
executor still checks it, because strict providers reject or ignore those keywords. What it cannot
state — an order between two values, a rule scoped to one action of a multi-action tool, a
field in another object — is an executor duty: `info` here, a row in the constraint ledger.
"Ignored if", "only used for action X" and "仅在…时使用" are not rules: the extractor
(`workbench/prose/relations.py`) does not report them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Any

from workbench import lexicon as lx
from workbench.constraints.heuristics import field_pairs
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.prose_facts import (
    dependency_keyword,
    enum_values_named,
    fields_in,
    fields_tested,
    fix_allowed,
    known_names,
    quote,
    strict_nullable,
    tested_value,
    values_only,
)
from workbench.model import Tool
from workbench.prose import mentions
from workbench.schema.pointer import join
from workbench.schema.walk import SchemaNode
from workbench.text import name_verb, negated, snake_name

_COMPOSITION = ("oneOf", "anyOf", "allOf", "if", "dependentRequired", "dependentSchemas", "not")
_NO_DEFAULT = object()
_STRICT_NOTE = "strict providers reject or ignore these keywords, so the executor checks it too"
_BARE_PRESENCE = re.compile(r"^(?:it\s+is\s+|this\s+is\s+)?(?:provided|set|given|specified|present|supplied|"
                            r"passed|used)$|^(?:已)?(?:提供|填写|传入|指定)(?:了)?$", re.I)
# A requirement that holds while another field is missing ("未提供手机号时必填", "required when
# phone is not given") is an at-least-one-of rule between the two.
_ABSENCE = re.compile(r"^(?:未|不|没有?)(?:提供|填写?|传入?|指定|设置)|\b(?:is|are)\s+(?:not\s+(?:provided|"
                      r"given|set|specified|passed)|absent|omitted|missing|empty)\b|^(?:no|without)\s", re.I)
# Scope words: the rule holds for one action or case only ("getAppVersion 时", "for create").
_SCOPED = re.compile(r"时|的情况下|若|如果|假如|\b(?:when|if)\b", re.I)



def _composed(schema: Any) -> bool:
    return isinstance(schema, dict) and not schema.keys().isdisjoint(_COMPOSITION)


def _fields_of(ctx: ToolContext, node: SchemaNode | None) -> tuple[SchemaNode | None, list[SchemaNode]]:
    """The object holding `node` (the root for None) and its properties."""
    parent = ctx.nodes_by_pointer.get(node.parent or "") if node is not None else ctx.index.root
    if parent is None:
        return None, []
    return parent, [n for n in ctx.index.nodes if n.parent == parent.pointer and n.via == "properties"
                    and n.name]


def _stated(ctx: ToolContext, kind: str) -> Iterator[tuple[SchemaNode | None, Any, bool, SchemaNode,
                                                           list[SchemaNode]]]:
    """The stated rules of one kind with the object they live in (the one holding the described
    field, the root for the tool description) and its fields; objects that already state a
    relation (`oneOf`, `if`, `dependentRequired`...) are left alone."""
    for node, c, from_tool in ctx.stated_constraints:
        if c.kind != kind:
            continue
        parent, fields = _fields_of(ctx, None if from_tool else node)
        if parent is not None and not _composed(parent.schema):
            yield node, c, from_tool, parent, fields


@rule("prose-condition", category="cross-field", severity="warning",
      summary="A requirement that depends on another field (\"required when environment is "
              "production\", \"当 type 为 custom 时必填\") stated only in prose: state it with "
              "`if`/`then` or `dependentRequired` and check it in the executor.",
      bad=Example.of(parameters={"type": "object", "properties": {
                                "payment_method": {"type": "string", "enum": ["card", "bank_transfer"]},
                                "installments": {"type": "integer",
                                                 "description": "分期期数。当 payment_method 为 card 时必填。"}},
                                "required": ["payment_method"]}),
      good=(Example.of(parameters={"type": "object", "properties": {
                                "payment_method": {"type": "string", "enum": ["card", "bank_transfer"]},
                                "installments": {"type": "integer"}},
                                "required": ["payment_method"],
                                "if": {"properties": {"payment_method": {"const": "card"}},
                                       "required": ["payment_method"]},
                                "then": {"required": ["installments"]}}),
            Example.of(properties={
                "include_body": {"type": "boolean"},
                "depth": {"type": "integer", "description": "Ignored if include_body is true."}}),
            Example.of(properties={
                "action": {"type": "string", "enum": ["getDeployLog", "list"]},
                "buildId": {"type": "string", "description": "构建ID，仅在 action=getDeployLog 时使用。"}})),
      rationale="\"Ignored if\" and \"only used for\" describe what the executor does with a value; "
                "passing it anyway is harmless, so they are no rule. A real requirement is: "
                + _STRICT_NOTE + ".")
def check_prose_condition(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    seen: set[str] = set()
    for node, c, from_tool, parent, fields in _stated(ctx, "condition"):
        target = None if from_tool else node
        if _BARE_PRESENCE.match(c.value.strip()):
            # "If provided, `direction` must be provided too": this field needs the named ones
            if target is None:
                continue
            needed = [f for f in fields_in(c.sentence, fields) if f is not target]
            if needed and target.pointer not in seen:
                seen.add(target.pointer)
                yield _presence_hit(ctx, parent, target, needed, c)
            continue
        others = [f for f in fields_tested(c.value, fields) if f is not target]
        if not others:  # "getApp / listAppVersions 时必填": the values of the dispatching field
            others = [f for f in fields if f is not target and enum_values_named(c.value, f)
                      and values_only(c.value, f, enum_values_named(c.value, f))]
        if target is None:
            rest = [f for f in fields_in(c.sentence, fields, tails=False) if f not in others]
            target = rest[0] if len(rest) == 1 else None
        if not others or target is None or target.pointer in seen:
            continue  # "only if the user asks": no field, a business rule (the ledger keeps it)
        seen.add(target.pointer)
        other = others[0]
        if len(others) > 1 and not all(mentions(c.value, o.name or "") for o in others):
            continue  # several fields found by the Chinese subjects of their descriptions: unsure
        if len(others) > 1:
            yield Hit(target.pointer, f"`{target.name}` depends on {_names(others)} (\"{quote(c.sentence)}\"): "
                                      "a rule over several fields is the executor's to check "
                                      "(the constraint ledger lists it).", severity="info")
            continue
        if c.keyword == "dependentRequired":
            yield _presence_hit(ctx, parent, other, [target], c, at=target)
            continue
        if _ABSENCE.search(c.value):
            if not _grouped(ctx, target, other):
                yield Hit(target.pointer, f"`{target.name}` is required when `{other.name}` is missing "
                                          f"(\"{quote(c.sentence)}\"): at least one of the two, stated "
                                          f"only in prose: state it with `anyOf: "
                                          f"{[{'required': [other.name]}, {'required': [target.name]}]}`; "
                                          f"{_STRICT_NOTE}.")
            continue
        values = enum_values_named(c.value, other)
        value = tested_value(c.value, other) if len(values) < 2 else None
        if not values_only(c.value, other, values or ([value] if value is not None else [])):
            value, values = None, []  # "本地模式下 deployApp": more than the field's values
        # `if: {properties: {x: …}}` also holds when `x` is left out: right when leaving it
        # out means a default the test accepts, wrong otherwise (then `x` must be present too)
        tested = [value] if value is not None else values
        absent = "" if other.required or other.schema.get("default", _NO_DEFAULT) in tested \
            else f", required: [{other.name}]"
        test = (f"{{properties: {{{other.name}: {{const: {value!r}}}}}{absent}}}" if value is not None
                else f"{{properties: {{{other.name}: {{enum: {values}}}}}{absent}}}" if values else None)
        if test is None:
            yield Hit(target.pointer, f"`{target.name}` depends on `{other.name}` (\"{quote(c.sentence)}\"), "
                                      "a rule the schema does not state: check it in the executor "
                                      "(the constraint ledger lists it).", severity="info")
            continue
        if parent.pointer == "" and _selects_action(ctx, other):
            # a field some actions of a multi-action tool need ("action=info 时必填"): one
            # `if`/`then` per action in a root `allOf`, which OpenAI and Anthropic reject; the
            # text the model reads says it, so what is left is the executor's check per action
            yield Hit(target.pointer, f"`{target.name}` is needed for some values of "
                                      f"`{other.name}` (\"{quote(c.sentence)}\"): the executor checks "
                                      "it per action and says what is missing (the constraint "
                                      "ledger lists it); a root `allOf` of `if`/`then` would say "
                                      "it in the schema, but OpenAI and Anthropic reject it.",
                      severity="info")
            continue
        yield Hit(target.pointer, f"`{target.name}` depends on `{other.name}` only in prose "
                                  f"(\"{quote(c.sentence)}\"): state it on the object with `if: "
                                  f"{test}, then: {_then(c.sentence, target)}` (inside `allOf` "
                                  f"when there are several); {_STRICT_NOTE}.")


_ACTION_NAMES = frozenset({"action", "operation", "op", "operate", "command", "cmd", "verb"})


def _selects_action(ctx: ToolContext, node: SchemaNode) -> bool:
    """`node` is the field a multi-action tool dispatches on, by name (`action`, `operation`)
    or by values that each start with a verb (`mode: createAgent|deleteAgent`); a payment
    `method: card|sepa_debit` selects no action."""
    dispatch = ctx.dispatch_node
    if dispatch is None or dispatch.pointer != node.pointer:
        return False
    if snake_name(node.name or "") in _ACTION_NAMES:
        return True
    enum = node.schema.get("enum")
    return isinstance(enum, list) and bool(enum) and all(
        isinstance(v, str) and name_verb(v).index == 0 for v in enum)


_FORBIDDEN = re.compile(r"\bmust\s+(?:be\s+(?:null|omitted|empty|absent)|not\s+be\s+(?:set|provided|given|passed))|"
                        r"\bleave\s+(?:it\s+)?(?:out|null|empty)|"
                        r"不要(?:传|填)|不能传|不可传|不需要传|留空|传\s*null", re.I)
_MUST_TRUE = re.compile(r"\b(?:must|has\s+to)\s+be\s+(?:set\s+to\s+)?true\b|"
                        r"(?:必须|需要?)(?:显式)?(?:传|设(?:置)?为?)\s*true",
                        re.I)


def _then(sentence: str, node: SchemaNode) -> str:
    """What the `then` branch says for a requirement, a prohibition (null for a nullable field
    that strict mode keeps required) or a required `true`."""
    name = node.name
    if _MUST_TRUE.search(sentence):
        return f"{{required: [{name}], properties: {{{name}: {{const: true}}}}}}"
    if _FORBIDDEN.search(sentence) and not re.search(r"必填|必须(?:填|提供|传入)|\brequired\b|must\s+be\s+given",
                                                     sentence, re.I):
        if node.nullable:
            return f"{{properties: {{{name}: {{type: 'null'}}}}}}"
        return f"{{not: {{required: [{name}]}}}}"
    if node.nullable and node.required:  # strict mode keeps it required: "given" means not null
        return f"{{properties: {{{name}: {{not: {{type: 'null'}}}}}}}}"
    return f"{{required: [{name}]}}"


def _grouped(ctx: ToolContext, a: SchemaNode, b: SchemaNode) -> bool:
    """Whether a field group stated in prose names both fields (prose-field-relation reports it)."""
    _, fields = _fields_of(ctx, a)
    for node, c, _ in ctx.stated_constraints:
        if c.kind == "field-group":
            named = fields_in(c.sentence, fields)
            if node is not None:
                named.append(node)
            if a in named and b in named:
                return True
    return False


def _presence_hit(ctx: ToolContext, parent: SchemaNode, owner: SchemaNode, needed: Sequence[SchemaNode],
                  c: Any, at: SchemaNode | None = None) -> Hit:
    names = [n.name for n in needed]
    value = {owner.name: names}
    keyword = dependency_keyword(ctx)
    if strict_nullable(ctx, [owner, *needed]):
        return Hit((at or owner).pointer, f"When `{owner.name}` is not null, {_names(needed)} must not be "
                                          f"null either (\"{quote(c.sentence)}\"): every call sends "
                                          "each field, so the executor checks it (the constraint "
                                          "ledger lists it).", severity="info")
    fix = None
    if keyword not in parent.schema and fix_allowed(ctx, keyword):
        fix = ({"op": "add", "path": join(parent.pointer, keyword), "value": value},)
    return Hit((at or owner).pointer, f"When `{owner.name}` is given, {_names(needed)} must be too, but only "
                              f"the prose says so (\"{quote(c.sentence)}\"): add `{keyword}: "
                              f"{value}`; {_STRICT_NOTE}.", fix=fix)


def _names(nodes: Sequence[SchemaNode]) -> str:
    names = [f"`{n.name}`" for n in nodes]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


_GROUP_WORDS = {"exactly-one": ("exactly one of", "oneOf"), "at-least-one": ("at least one of", "anyOf"),
                "not-both": ("not both of", "not"), "together": ("all or none of", "dependentRequired"),
                "arithmetic": ("a sum or multiple of", None)}
# A comparison word right before another parameter's name ("on or after first_day"); bare
# after/before count only after a copula ("is after", "must be before"): "call after login".
_BEFORE_NAME = re.compile(
    r"(?:\b(?:on or (?:after|before)|no (?:earlier|later) than|not (?:earlier|later) than|"
    r"(?:later|earlier|greater|less|smaller|larger|higher|lower|more) than(?: or equal to)?|"
    r"(?:be|is|are|falls?|comes?|must be|has to be) (?:strictly )?(?:after|before)|not (?:after|before))"
    r"|>=|<=|≥|≤|不(?:得|能|可)?(?:早|晚|小|大|低|高)于|(?:早|晚|小|大|低|高)于)"
    r"\s*(?:the\s+)?[`'\"“‘(]?\s*$", re.I)
_AFTER_NAME = re.compile(r"^\s*[`'\"”’)]?\s*(?:之后|之前|以后|以前|当天或之后|或之后|或之前)")
_ORDER_GATE = re.compile(r"than|after|before|>=|<=|≥|≤|于|之后|之前|以后|以前", re.I)


@rule("prose-field-relation", category="cross-field", severity="warning",
      summary="A group rule between parameters (\"at least one of phone or email\", \"二选一\", "
              "\"cannot specify both\", \"must be used together\") stated only in prose: state it "
              "with `anyOf`/`oneOf` of `required` sets, `not` or `dependentRequired`. An order "
              "between two fields (\"on or after first_day\") is the executor's to check (info).",
      bad=Example.of(parameters={"type": "object", "properties": {
                                "phone": {"type": "string", "description": "联系人手机号。手机号和邮箱至少要填一个。"},
                                "email": {"type": "string", "description": "联系人邮箱。"}}}),
      good=(Example.of(parameters={"type": "object", "properties": {
                                "phone": {"type": "string", "description": "联系人手机号。"},
                                "email": {"type": "string", "description": "联系人邮箱。"}},
                                "anyOf": [{"required": ["phone"]}, {"required": ["email"]}]}),
            Example.of(parameters={"type": "object", "properties": {
                "action": {"type": "string", "enum": ["getAppVersion", "listApps"]},
                "versionName": {"type": "string", "description": "Version name. For getAppVersion, give "
                                                                 "either versionName or buildId, not both."},
                "buildId": {"type": "string"}},
                "if": {"properties": {"action": {"const": "getAppVersion"}}},
                "then": {"oneOf": [{"required": ["versionName"]}, {"required": ["buildId"]}]}})),
      rationale="A group rule scoped to one action of a multi-action tool cannot go on the object "
                "(it would reject the other actions), and no keyword compares two values: both are "
                "executor duties, info here and rows in the constraint ledger.")
def check_prose_relation(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    seen: set[tuple] = set()
    together: dict[str, int] = {}  # "all or none" groups per object
    for _node, c, _from_tool, parent, _fields in _stated(ctx, "field-group"):
        if c.value == "together":
            together[parent.pointer] = together.get(parent.pointer, 0) + 1
    for node, c, from_tool, parent, fields in _stated(ctx, "field-group"):
        named = fields_in(c.sentence, fields)
        if node is not None and not from_tool and node not in named:
            named.insert(0, node)
        key = (c.value, frozenset(n.pointer for n in named))
        if key in seen:
            continue
        seen.add(key)
        subject = _subject_of_with(c.sentence, named, None if from_tool else node)
        if subject is not None and not subject:
            continue  # "Mutually exclusive with `page`/`pages`": the other side is not named here
        if subject and len(named) > 2:
            continue  # "X is mutually exclusive with A and B": pairs, said in prose-condition's terms
        if len(named) < 2 and _undeclared_name(ctx, c.sentence):
            continue  # "do not pass both filePath and uploadRef": the schema lacks a field it names
        at = node.pointer if node is not None and not from_tool else named[0].pointer if named else ""
        words, _keyword = _GROUP_WORDS[c.value]
        nested = [n for n in named if re.search(r"(?<![\w.])" + re.escape(n.name or "") + r"\.[A-Za-z_]", c.sentence)]
        if c.value == "arithmetic":
            who = _names(named) if len(named) >= 2 else "fields"
            yield Hit(at, f"\"{quote(c.sentence)}\" ties {who} by arithmetic: no schema keyword can "
                          "say it, so the executor checks it and says what it returns when it fails "
                          "(the constraint ledger lists it).", severity="info")
            continue
        if len(named) < 2 or nested:
            yield Hit(at, f"\"{quote(c.sentence)}\" states a rule between fields ({words}) "
                          + ("across objects " if nested else "")
                          + "that the schema does not: the executor checks it (the constraint "
                          "ledger lists it).", severity="info")
            continue
        scoped = any(enum_values_named(c.sentence, f) for f in fields if f not in named) \
            or _scoped(c.sentence)
        # a field that selects what the tool does (`action` with an enum): a group rule between
        # its optional fields usually holds for some actions only
        dispatch = [f for f in fields if f not in named and "enum" in f.schema
                    and snake_name(f.name) in lx.ACTION_PARAM_NAMES]
        # `together` and `not-both` never reject a call that leaves the fields out: they hold on
        # the whole object even in a multi-action tool; the other two demand a field
        demands = c.value in ("at-least-one", "exactly-one")
        if scoped or (demands and dispatch and not any(f.required for f in named)):
            why = ("for one case only" if scoped else
                   f"and `{dispatch[0].name}` selects what the tool does, so it may hold for some "
                   "values only")
            yield Hit(at, f"\"{quote(c.sentence)}\" relates {_names(named)} ({words}) {why}: on the "
                          "whole object it would reject other calls, so state it inside an `if`/`then` "
                          "for the cases it holds in, or check it in the executor (the constraint "
                          "ledger lists it).", severity="info")
            continue
        if c.value == "together" and strict_nullable(ctx, named):
            # every call sends every field (null or a value): presence keywords say nothing
            yield Hit(at, f"\"{quote(c.sentence)}\" relates {_names(named)} ({words}); every call "
                          "sends each of them, null or a value, so the executor checks which are "
                          "not null (the constraint ledger lists it).", severity="info")
            continue
        root = parent.pointer == "" and c.value != "together"
        keyword = dependency_keyword(ctx) if c.value == "together" else None
        fix = None
        if keyword and keyword not in parent.schema and fix_allowed(ctx, keyword) \
                and together.get(parent.pointer, 0) == 1:
            # one patch per object: two would each `add` the keyword and the second replace the first
            fix = ({"op": "add", "path": join(parent.pointer, keyword),
                    "value": {n.name: [m.name for m in named if m is not n] for n in named}},)
        if root:
            # composition at the root is what OpenAI and Anthropic reject: the executor first
            yield Hit(at, f"{_names(named)}: \"{quote(c.sentence)}\" ({words}) is stated only in "
                          "prose: the executor must reject a call that breaks it and say which "
                          f"field to pass; {_construct(c.value, named, keyword)} states it in the "
                          "schema for validators that read the root, but OpenAI and Anthropic "
                          "reject composition keywords there, so keep the sentence in the text.")
            continue
        yield Hit(at, f"{_names(named)}: \"{quote(c.sentence)}\" ({words}) is stated only in prose: "
                      f"state it on the object with {_construct(c.value, named, keyword)}; "
                      f"{_STRICT_NOTE}.", fix=fix)
    yield from _orders(ctx)


# "exclusive with", "together with", "combined with": the fields after the word are the partners
# of a subject named before it (or of the described field), not of each other.
_WITH = re.compile(r"\b(?:exclusive|together|combined|compatible|along)\s+with\b|(?<![\w])与(?=\s*[`'\"“]?[A-Za-z_])",
                   re.I)


def _subject_of_with(sentence: str, named: list[SchemaNode], node: SchemaNode | None) -> list[SchemaNode] | None:
    """For "A is exclusive with B" the fields on A's side: the described field, or those named
    before the word; None when the sentence has no such form. An empty list: the subject is
    neither (a sentence of the tool description that says "Mutually exclusive with `page`")."""
    m = _WITH.search(sentence)
    if m is None:
        return None
    before = [n for n in named if n is not node and mentions(sentence[:m.start()], n.name or "")]
    if node is not None and node in named:
        before = [node] + before
    return before


_IDENTIFIER = re.compile(r"[`'\"“]?\b([a-z]+(?:[A-Z][a-z0-9]+)+|[a-z0-9]+(?:_[a-z0-9]+)+)\b")


def _undeclared_name(ctx: ToolContext, sentence: str) -> bool:
    """Whether the sentence names, in a parameter's spelling (camelCase, snake_case), a field the
    tool does not declare."""
    names = _IDENTIFIER.findall(sentence)
    return bool(names) and not set(names) <= known_names(ctx)


def _scoped(sentence: str) -> bool:
    m = _SCOPED.search(sentence)
    return m is not None and not (m.group(0) == "时" and "同时" in sentence[max(0, m.start() - 1):m.end()])


def _construct(value: str, named: Sequence[SchemaNode], keyword: str | None = None) -> str:
    names = [n.name for n in named]
    if value == "at-least-one":
        return "`anyOf: " + str([{"required": [n]} for n in names]) + "`"
    if value == "exactly-one":
        return "`oneOf` of `required` sets, one per alternative"
    if value == "not-both":
        return f"`not: {{required: {names}}}`"
    return f"`{keyword or 'dependentRequired'}` naming each field's partners (" + ", ".join(
        f"{n}: {[m for m in names if m != n]}" for n in names) + ")"


def _orders(ctx: ToolContext) -> Iterator[Hit]:
    root = ctx.index.root
    if root is None:
        return
    props = [p for p in ctx.index.top_level_properties() if p.name]
    if len(props) < 2:
        return
    for node in props:
        text = node.schema.get("description")
        if not isinstance(text, str) or not _ORDER_GATE.search(text):
            continue
        # an enum's description explains its values ("'less' means the true p is less than
        # prob_null"): a comparison there is about the meaning, not about this argument
        if "enum" in node.schema or "const" in node.schema or "boolean" in node.non_null_types:
            continue
        other = _compared_with(text, node.name or "", props)
        if other:
            yield Hit(node.pointer, f"`{node.name}` is ordered against `{other}` (\"{quote(text)}\"): no "
                                    "schema keyword compares two values, so the executor checks it "
                                    "and says what it returns when it fails (the constraint ledger "
                                    "lists it).", severity="info")


def _compared_with(text: str, own: str, props: Sequence[SchemaNode]) -> str | None:
    low = text.lower()
    for p in props:
        name = p.name or ""
        if name == own or not mentions(text, name):
            continue
        key = name.lower()
        for variant in (key, key.replace("_", " ")):
            start = low.find(variant)
            while start >= 0:
                if (_BEFORE_NAME.search(low[max(0, start - 40):start]) and not negated(low, start - 12)) \
                        or _AFTER_NAME.match(low[start + len(variant):start + len(variant) + 12]):
                    return name
                start = low.find(variant, start + 1)
    return None


@rule("enum-dependent-field", category="cross-field", severity="warning",
      summary="An enum field plus a field that belongs to one enum value (`payment_method` + "
              "`card_number`), required but nullable, allows contradictory calls: use `oneOf` "
              "branches or check the pair in the executor.",
      bad=Example.of(parameters={"type": "object", "properties": {
                                "payment_method": {"type": "string", "enum": ["card", "bank_transfer"]},
                                "card_number": {"type": ["string", "null"]}},
                                "required": ["payment_method", "card_number"], "additionalProperties": False}),
      good=Example.of(parameters={"type": "object", "oneOf": [
                                {"properties": {"payment_method": {"const": "card"},
                                                "card_number": {"type": "string", "minLength": 12}},
                                 "required": ["payment_method", "card_number"], "additionalProperties": False},
                                {"properties": {"payment_method": {"const": "bank_transfer"},
                                                "card_number": {"type": "null"}},
                                 "required": ["payment_method", "card_number"], "additionalProperties": False}]}),
      rationale="{payment_method: card, card_number: null} validates; " + _STRICT_NOTE + ". An "
                "optional field whose name and description tie it to one value is reported as info: "
                "leaving it out is what most calls do, and the executor decides what a missing one "
                "means.")
def check_enum_dependent(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    if not ctx.enum_nodes:
        return
    stated: dict[str, list[str]] = {}  # pointer -> the texts of the rules its prose states
    for n, c, _ in ctx.stated_constraints:
        if n is not None and c.kind in ("condition", "field-group"):
            stated.setdefault(n.pointer, []).append(c.sentence)
    for p, q, value in field_pairs(ctx.index):
        if any(mentions(text, p.name or "") or value in text for text in stated.get(q.pointer, ())):
            continue  # a rule stated in prose is prose-condition's finding
        if q.required:  # required but nullable: the schema accepts the contradictory pair
            yield Hit(q.pointer, f"`{q.name}` belongs to `{p.name}` = {value!r} but nothing ties them: "
                                 f"a call can set `{p.name}` to {value!r} with `{q.name}` null, or "
                                 f"another value with it set. Use `oneOf` branches with `const`, or "
                                 f"reject the pair in the executor; {_STRICT_NOTE}.")
        else:
            yield Hit(q.pointer, f"`{q.name}` looks tied to `{p.name}` = {value!r} (its name holds the "
                                 "value and its description names the field), and the schema does not "
                                 "tie them: check the pair in the executor (the constraint ledger "
                                 "lists it).", severity="info")
