"""Rules between parameters (`cross-field`): a requirement that depends on another field ("required
when type is custom", "当 delivery 为 scheduled 时必须提供") and an enum field whose value owns
another field. Groups of fields ("at least one of phone or email", "二选一") and orders between
two fields are `prose_groups.py`'s.

What JSON Schema can state on the object that holds the fields (`dependentRequired`, `if`/`then`,
`anyOf`/`oneOf` of `required` sets, `not`) is a warning whose message says, in words, how; the
executor still checks it, because strict providers reject or ignore those keywords. What it cannot
state — an order between two values, a rule scoped to one action of a multi-action tool, a
field in another object — is an executor duty: `info` here, a row in the constraint ledger.
"Ignored if", "only used for action X" and "仅在…时使用" are not rules: the extractor
(`workbench/prose/relations.py`) does not report them; "仅 mode=docs 时指定" / "only provide it
when" restrict a field to a case (keyword `only-if`) and never make it required there.
A patch is offered only when its keyword is portable to every provider the tool reaches
(`prose_facts.relation_portable`), and one object gets one patch however many rules it holds.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Any

from workbench import lexicon as lx
from workbench.constraints.heuristics import field_pairs
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import states_default
from workbench.linter.rules.prose_facts import (
    STRICT_NOTE,
    dependency_keyword,
    enum_values_named,
    fields_in,
    fields_of,
    fields_tested,
    fix_allowed,
    names_of,
    quote,
    relation_portable,
    stated_rules,
    strict_nullable,
    tested_value,
    values_only,
)
from workbench.model import Tool
from workbench.prose import mentions
from workbench.prose.value_words import spell_values
from workbench.schema.pointer import join
from workbench.schema.walk import SchemaNode
from workbench.text import name_verb, singular, snake_name, split_name

_NO_DEFAULT = object()
_BARE_PRESENCE = re.compile(r"^(?:it\s+is\s+|this\s+is\s+)?(?:provided|set|given|specified|present|supplied|"
                            r"passed|used)$|^(?:已)?(?:提供|填写|传入|指定)(?:了)?$", re.I)
# A requirement that holds while another field is missing ("未提供手机号时必填", "required when
# phone is not given", "Required unless ref is given") is an at-least-one-of rule between the two.
_ABSENCE = re.compile(r"^(?:未|不|没有?)(?:提供|填写?|传入?|指定|设置)|^除非|\b(?:is|are)\s+(?:not\s+(?:provided|"
                      r"given|set|specified|passed)|absent|omitted|missing|empty)\b|^(?:no|without|unless)\s", re.I)

# "unless type is 'hyperlink'", "除非 type 为 hyperlink": a test of the other field's value (its
# being given, "unless ref is given", is an absence and stays an at-least-one-of rule)
_UNLESS_VALUE = re.compile(r"^unless\s+\S+\s+(?:is|are|equals?|==?)\s+(?!(?:not\s+)?(?:provided|given|set|"
                           r"specified|present|supplied|passed|included|omitted|absent|missing|empty)\b(?!\s+(?:to|as)\b))\S|"
                           r"^除非\s*\S+?\s*(?:为|是|等于|=)(?!空)", re.I)


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
                + STRICT_NOTE + ".")
def check_prose_condition(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    presence: list[tuple[SchemaNode, SchemaNode, list[SchemaNode], Any, SchemaNode | None]] = []
    yield from _conditions(ctx, presence)
    yield from _presence_hits(ctx, presence)


def _conditions(ctx: ToolContext, presence: list) -> Iterator[Hit]:
    """The findings of conditions on a value; "when A is given, B must be too" goes to
    `presence`, read once all are known (`_presence_hits`)."""
    seen: set[str] = set()
    # `match_id` -> the fields each "Required if match_id is absent": one rule, said once
    absences: dict[str, tuple[SchemaNode, list[SchemaNode], Any]] = {}
    texts = [ctx.description, *(n.description for n in ctx.index.properties() if n.description)]
    yield from _condition_hits(ctx, presence, seen, absences, texts)
    for other, targets, c in absences.values():
        yield _absence_hit(other, targets, c)


def _absence_hit(other: SchemaNode, targets: list[SchemaNode], c: Any) -> Hit:
    """"`team_a`, `team_b`, `venue` are required when `match_id` is missing": one finding, at the
    first of them, for the fields a call must send when it leaves `other` out."""
    names = [t.name for t in targets]
    these = f"`{names[0]}` is" if len(names) == 1 else f"{names_of(targets)} are"
    return Hit(targets[0].pointer, f"{these} required when `{other.name}` is missing "
                                   f"(\"{quote(c.sentence)}\"): either `{other.name}` or "
                                   + ("the other" if len(names) == 1 else "all of them")
                                   + f", stated only in prose: state it with `anyOf: "
                                   f"{[{'required': [other.name]}, {'required': names}]}`; "
                                   f"{STRICT_NOTE}.")


def _condition_hits(ctx: ToolContext, presence: list, seen: set[str],
                    absences: dict[str, tuple[SchemaNode, list[SchemaNode], Any]],
                    texts: list[str]) -> Iterator[Hit]:
    """The findings of each stated condition, in the order the texts state them; an absence
    ("required if `x` is absent") is gathered into `absences` per absent field."""
    for node, c, from_tool, parent, fields in stated_rules(ctx, "condition"):
        target = None if from_tool else node
        # "选择邮寄时", "for mailed deliveries": the word the text uses for an enum value
        c = replace(c, value=spell_values(c.value, fields, texts))
        if _BARE_PRESENCE.match(c.value.strip()):
            # "If provided, `direction` must be provided too": this field needs the named ones
            if target is None:
                continue
            needed = [f for f in fields_in(c.sentence, fields) if f is not target]
            if needed and target.pointer not in seen:
                seen.add(target.pointer)
                presence.append((parent, target, needed, c, None))
            continue
        others = [f for f in fields_tested(c.value, fields) if f is not target]
        if not others:  # "getApp / listAppVersions 时必填": the values of the dispatching field
            others = [f for f in fields if f is not target and enum_values_named(c.value, f)
                      and values_only(_without_tool_nouns(c.value, ctx), f, enum_values_named(c.value, f))]
        if target is None:
            # the fields named in the piece that states this duty ("ready_date must be …, and
            # hazmat_class must be given whenever is_hazmat is true": the second piece)
            rest = [f for f in fields_in(_duty_part(c.sentence, c.value), fields, tails=False)
                    if f not in others]
            target = rest[0] if len(rest) == 1 else None
        if not others or target is None or target.pointer in seen:
            continue  # "only if the user asks": no field, a business rule (the ledger keeps it)
        seen.add(target.pointer)
        repeat = f"{target.name}\0{c.sentence}"
        if repeat in seen:
            continue  # the same field and sentence in a sibling `anyOf` branch: said once
        seen.add(repeat)
        other = others[0]
        if len(others) > 1 and not all(mentions(c.value, o.name or "") for o in others):
            continue  # several fields found by the Chinese subjects of their descriptions: unsure
        if len(others) > 1:
            yield Hit(target.pointer, f"`{target.name}` depends on {names_of(others)} (\"{quote(c.sentence)}\"): "
                                      "a rule over several fields is the executor's to check "
                                      "(the constraint ledger lists it).", severity="info")
            continue
        if c.keyword == "only-if":
            # a field of one action of a multi-action tool ("仅 action=x 时指定"): passing it to
            # another action is what "only used for action x" says, harmless (info)
            action = _selects_action(ctx, other) or snake_name(other.name or "") in _ACTION_NAMES
            # "仅与 node_j 同时提供时生效", "only takes effect when sort is set": the text says the
            # tool ignores it in the other cases, so a call that sends it is harmless too
            yield _only_if_hit(target, other, c, "info" if action or _TAKES_EFFECT.search(c.sentence) else None)
            continue
        if c.keyword == "dependentRequired":
            presence.append((parent, other, [target], c, target))
            continue
        if _UNLESS_VALUE.search(c.value):
            # "Required unless type is 'hyperlink'": required for every other value of `type`, a
            # test of its value, not an absence; `anyOf` of the two would accept `type: related`
            # with this field left out, the very call that fails
            yield Hit(target.pointer, f"`{target.name}` is required except for some values of "
                                      f"`{other.name}` (\"{quote(c.sentence)}\"), a rule the schema "
                                      "does not state: check it in the executor (the constraint "
                                      "ledger lists it).", severity="info")
            continue
        if _ABSENCE.search(c.value):
            pair = "\0".join(sorted((target.pointer, other.pointer)))
            if pair in seen:
                continue  # "team (required if no workflow)" and "workflow (required if no team)": one rule
            seen.add(pair)
            if not _grouped(ctx, target, other):
                absences.setdefault(other.pointer, (other, [], c))[1].append(target)
            continue
        values = enum_values_named(c.value, other)
        value = tested_value(c.value, other) if len(values) < 2 else None
        if value is None and not values:
            value = _short_value_named(c.value, other)  # "category A": a one-letter value
        # a flag of the call itself (the root arguments): one nested in a query language's
        # branches (`$vectorSearch.exact` in every `anyOf` of a pipeline) is the engine's to
        # enforce, and reviewers judged those notes noise
        flag = _flag_tested(c.value, other) if value is None and not values and parent.pointer == "" \
            else None
        if flag is not None:
            value = flag  # "whenever is_hazmat is true": the flag's one value
        elif not values_only(_without_tool_nouns(c.value, ctx), other,
                             values or ([value] if value is not None else [])):
            value, values = None, []  # "本地模式下 deployApp": more than the field's values
        # `if: {properties: {x: …}}` also holds when `x` is left out: right when leaving it
        # out means a default the test accepts, wrong otherwise (then `x` must be present too)
        tested = [value] if value is not None else values
        absent = "" if other.required or other.schema.get("default", _NO_DEFAULT) in tested \
            else f", required: [{other.name}]"
        shown = str(value).lower() if isinstance(value, bool) else repr(value)
        test = (f"{{properties: {{{other.name}: {{const: {shown}}}}}{absent}}}" if value is not None
                else f"{{properties: {{{other.name}: {{enum: {values}}}}}{absent}}}" if values else None)
        if test is None:
            yield Hit(target.pointer, f"`{target.name}` depends on `{other.name}` (\"{quote(c.sentence)}\"), "
                                      "a rule the schema does not state: check it in the executor "
                                      "(the constraint ledger lists it).", severity="info")
            continue
        if parent.pointer == "" and (_selects_action(ctx, other) or _calls_actions(c.value, other)):
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
        if parent.pointer != "" and snake_name(other.name or "") in _ACTION_NAMES:
            # the same for the actions of a wrapper object (`params: {action, version}`): the
            # text the model reads says it; reviewers found the if/then advice of little use
            yield Hit(target.pointer, f"`{target.name}` is needed for some values of "
                                      f"`{other.name}` (\"{quote(c.sentence)}\"): the executor checks "
                                      "it per action and says what is missing (the constraint "
                                      f"ledger lists it); `if: {test}, then: "
                                      f"{_then(_duty_part(c.sentence, c.value), target)}` on the object would say it "
                                      "in the schema.", severity="info")
            continue
        # a field with a default (in the schema or its text: "Default: '1.0'") never goes missing
        # (the condition is moot), and one three objects deep (`body.recurrence.pattern.
        # dayOfMonth`) is a generated API model's rule its API checks: reviewers judged both
        # noise (14 of 14), the rest 18 useful of 21
        moot = target.schema.get("default") not in (None, "", [], {}) \
            or states_default(target.description) \
            or target.pointer.count("/properties/") > _DEEP_PROPERTIES
        if not other.required and re.search(lx.AUTO_DETECTED_RE, other.description, re.I):
            # n8n `message` "required for chat triggers" beside `triggerType` "Auto-detected if
            # not specified": the rule is on the detected trigger, which no `if` can test when
            # the field is left out (holdout 22 verdict F)
            yield Hit(target.pointer, f"`{target.name}` depends on `{other.name}` (\"{quote(c.sentence)}\"), "
                                      f"and `{other.name}` is detected when left out: the rule holds on "
                                      "the detected value, which only the executor sees; check it "
                                      "there (the constraint ledger lists it).", severity="info")
            continue
        yield Hit(target.pointer, f"`{target.name}` depends on `{other.name}` only in prose "
                                  f"(\"{quote(c.sentence)}\"): state it on the object with `if: "
                                  f"{test}, then: {_then(_duty_part(c.sentence, c.value), target)}` (inside `allOf` "
                                  f"when there are several); {STRICT_NOTE}.",
                  severity="info" if moot else None)


# `/properties/body/properties/recurrence/properties/pattern/properties/dayOfMonth`: a field
# this many objects below the arguments or deeper
_DEEP_PROPERTIES = 3


def _flag_tested(condition: str, field: SchemaNode) -> bool | None:
    """The value a condition tests a boolean field for, when it says nothing else ("is_hazmat
    is true", "`dry_run` = false", "is_hazmat 为 true"), else None."""
    if "boolean" not in field.non_null_types or not field.name:
        return None
    m = re.fullmatch(r"[`'\"]?" + re.escape(field.name) + r"[`'\"]?\s*(?:is(?:\s+set\s+to)?|==?|equals|为|是)\s*"
                     r"[`'\"]?(true|false)[`'\"]?", condition.strip(), re.I)
    return None if m is None else m.group(1).lower() == "true"


def _without_tool_nouns(condition: str, ctx: ToolContext) -> str:
    """The condition without the nouns of the tool's own name: "on_location days" of
    `schedule_shoot_day` names a value of `location_type` and the tool's object (a day)."""
    nouns = {w for w in split_name(ctx.tool.name) if len(w) > 2}
    return re.sub(r"\b[a-z]+\b", lambda m: " " if singular(m.group(0).lower()) in nouns else m.group(0),
                  condition) if nouns else condition


def _short_value_named(condition: str, field: SchemaNode) -> Any:
    """The enum value a condition names right after the field's name ("category A" of
    `category: [A, B, C, D]`), one or two characters long, which `tested_value` leaves out
    because alone they may be words."""
    enum = field.schema.get("enum")
    m = re.fullmatch(re.escape(field.name or "") + r"\s+[`'\"]?([\w-]{1,2})[`'\"]?", condition.strip(), re.I)
    return m.group(1) if m and isinstance(enum, list) and m.group(1) in enum else None


_ACTION_NAMES = frozenset({"action", "operation", "op", "operate", "command", "cmd", "verb"})
# The condition itself calls the values actions: "required for 'add' and 'reply' methods"
_CALLS_ACTIONS = re.compile(r"\b(?:methods?|operations?|actions?|commands?|subcommands?)\b|操作|动作|命令", re.I)


def _calls_actions(condition: str, field: SchemaNode) -> bool:
    """The condition calls the values it tests actions ("for 'add' and 'reply' methods"); the
    field's own name ("when method is card") is no such word."""
    name = field.name or ""
    rest = re.sub(r"(?<![\w.])" + re.escape(name) + r"(?!\w)", " ", condition) if name else condition
    return _CALLS_ACTIONS.search(rest) is not None


def _operation_switch(node: SchemaNode) -> bool:
    """A top-level `mode`/`type` enum whose own text calls its values operations ("Rebase
    operation mode: 'start', 'continue', 'abort', or 'skip'", "操作类型：create=…"): a switch
    between the tool's actions even when its values are no known verbs. The field's own name
    is no such word ("HTTP method", "Payment method")."""
    enum = node.schema.get("enum")
    return node.parent == "" and snake_name(node.name or "") in lx.ACTION_PARAM_NAMES \
        and isinstance(enum, list) and len(enum) >= 2 and _calls_actions(node.description or "", node)


def _selects_action(ctx: ToolContext, node: SchemaNode) -> bool:
    """`node` is the field a multi-action tool dispatches on, by name (`action`, `operation`)
    or by values that each start with a verb (`mode: createAgent|deleteAgent`); a payment
    `method: card|sepa_debit` selects no action."""
    if _operation_switch(node):
        return True
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


# Where one duty of a sentence ends and the next begins: "Must be set for station_based trips
# and must be null for free_floating trips", "邮寄时必填，自取时留空".
_NEXT_DUTY = re.compile(r"\s*(?:,|;|，|；)?\s*\b(?:and|but|while|whereas)\s+(?=(?:it\s+|[`'\"]?[A-Za-z_][\w.]*"
                        r"[`'\"]?\s+)?(?:must|should|may|is|are|can)\b)|[，；;]\s*", re.I)


def _duty_part(sentence: str, condition: str) -> str:
    """The part of a sentence holding the duty under `condition`: the piece it appears in when
    the sentence states several ("must be set for A and must be null for B")."""
    pieces = _NEXT_DUTY.split(sentence)
    holding = [p for p in pieces if condition in p]
    return holding[0] if len(holding) == 1 and len(pieces) > 1 else sentence


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
    _, fields = fields_of(ctx, a)
    for node, c, _ in ctx.stated_constraints:
        if c.kind == "field-group":
            named = fields_in(c.sentence, fields)
            if node is not None:
                named.append(node)
            if a in named and b in named:
                return True
    return False


# Words that say a field is ignored outside its case ("仅…时生效", "only takes effect when").
_TAKES_EFFECT = re.compile(r"生效|起作用|才有效|时有效|被忽略|将忽略|\btakes?\s+effect\b|\b(?:is|are|will\s+be)\s+"
                           r"ignored\b|\bhas\s+no\s+effect\b|\bno\s+effect\b", re.I)


def _only_if_hit(target: SchemaNode, other: SchemaNode, c: Any, severity: str | None) -> Hit:
    """"仅 mode=docs 时指定", "only provide it when sort is set": the field belongs to one case
    and is left out in the others; in that case it stays optional."""
    values = enum_values_named(c.value, other)
    value = tested_value(c.value, other) if len(values) < 2 else None
    case = (f"`{other.name}` = {value!r}" if value is not None
            else f"`{other.name}` in {values}" if values else f"\"{quote(c.value, 40)}\"")
    return Hit(target.pointer, f"`{target.name}` is for {case} only (\"{quote(c.sentence)}\"): a call "
                               f"in another case should leave it out, and nothing rejects one that "
                               f"sends it; the executor checks it and says `{target.name}` does not "
                               f"apply (a `not: {{required: [{target.name}]}}` under an `if` for "
                               "the other cases would state it where validators read it).",
               severity=severity)


def _presence_hits(ctx: ToolContext, presence: Sequence[tuple[SchemaNode, SchemaNode, list[SchemaNode],
                                                                 Any, SchemaNode | None]]) -> Iterator[Hit]:
    """"When A is given, B must be too": one finding per pair of fields (a mirror, "if
    direction, then orderBy" beside "if orderBy, then direction", is one rule, both ways), info
    when each field's own text already says it, and one patch per object holding every pair
    (two patches adding the same keyword would replace each other)."""
    done: set[frozenset[str]] = set()
    kept = []
    for parent, owner, needed, c, at in presence:
        pairs = {frozenset((owner.pointer, n.pointer)) for n in needed}
        if pairs <= done:
            continue  # the mirror of a rule already reported
        done |= pairs
        mirrored = [n for n in needed if any(o.pointer == n.pointer and owner in nn
                                             for _, o, nn, _, _ in presence)]
        kept.append((parent, owner, needed, c, at, mirrored))
    merged: dict[str, dict[str, list[str]]] = {}
    for parent, owner, needed, _c, _at, mirrored in kept:
        value = merged.setdefault(parent.pointer, {})
        value.setdefault(owner.name or "", []).extend(n.name or "" for n in needed)
        for n in mirrored:
            value.setdefault(n.name or "", []).append(owner.name or "")
    patched: set[str] = set()
    for parent, owner, needed, c, at, mirrored in kept:
        both = bool(mirrored) and all(mentions(n.description, owner.name or "") for n in mirrored) \
            and any(mentions(owner.description, n.name or "") for n in mirrored)
        keyword = dependency_keyword(ctx)
        value = merged[parent.pointer]
        fix = None
        if parent.pointer not in patched and keyword not in parent.schema \
                and fix_allowed(ctx, keyword, root=parent.pointer == ""):
            patched.add(parent.pointer)
            fix = ({"op": "add", "path": join(parent.pointer, keyword), "value": value},)
        yield _presence_hit(ctx, owner, needed, c, at, fix, both=both, mirrored=bool(mirrored))


def _presence_hit(ctx: ToolContext, owner: SchemaNode, needed: Sequence[SchemaNode], c: Any,
                  at: SchemaNode | None, fix: tuple[dict, ...] | None, *, both: bool, mirrored: bool) -> Hit:
    names = [n.name for n in needed]
    keyword = dependency_keyword(ctx)
    if strict_nullable(ctx, [owner, *needed]):
        return Hit((at or owner).pointer, f"When `{owner.name}` is not null, {names_of(needed)} must not be "
                                          f"null either (\"{quote(c.sentence)}\"): every call sends "
                                          "each field, so the executor checks it (the constraint "
                                          "ledger lists it).", severity="info")
    pair = (f"`{owner.name}` and {names_of(needed)} go together" if mirrored
            else f"When `{owner.name}` is given, {names_of(needed)} must be too")
    if both:
        # the text the model reads says it on each field: what is left is the validator's check
        return Hit((at or owner).pointer, f"{pair} (\"{quote(c.sentence)}\"), as the text of each "
                                          "says; the schema does not check it: the executor does "
                                          f"(the constraint ledger lists it), and `{keyword}` would "
                                          "state it for validators that read it.",
                   fix=fix, severity="info")
    if not relation_portable(ctx, keyword, root=True):
        # no schema change is left that the providers this tool reaches keep: an executor duty
        return Hit((at or owner).pointer, f"{pair}, but only the prose says so (\"{quote(c.sentence)}\"): "
                                          f"`{keyword}` would state it, but the providers this tool "
                                          "reaches reject or drop it, so the executor checks it "
                                          "(the constraint ledger lists it).", severity="info")
    return Hit((at or owner).pointer, f"{pair}, but only the prose says so (\"{quote(c.sentence)}\"): "
                                      f"add `{keyword}: {{{owner.name!r}: {names}}}`; {STRICT_NOTE}.",
               fix=fix)


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
      rationale="{payment_method: card, card_number: null} validates; " + STRICT_NOTE + ". An "
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
                                 f"reject the pair in the executor; {STRICT_NOTE}.")
        elif mentions(q.description, p.name or "") or mentions(q.description, value):
            # an optional field only by its name (`compile_type` beside `action: compile|preview`)
            # may serve several values; its description must tie it to this one
            yield Hit(q.pointer, f"`{q.name}` looks tied to `{p.name}` = {value!r} (its name holds the "
                                 "value and its description names the field), and the schema does not "
                                 "tie them: check the pair in the executor (the constraint ledger "
                                 "lists it).", severity="info")
