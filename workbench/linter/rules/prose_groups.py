"""Groups of parameters stated in prose (`cross-field`): "at least one of phone or email", "二选一",
"cannot specify both", "must be used together", a sum or a multiple between fields, and an order
between two fields ("on or after first_day").

What JSON Schema can state on the object that holds the fields (`anyOf`/`oneOf` of `required`
sets, `not`, `dependentRequired` — `dependencies` in draft-07) is a warning whose message says,
in words, how; the executor still checks it, because strict providers reject or ignore those
keywords, and at the root of the parameters OpenAI and Anthropic reject composition keywords,
so there the executor comes first. What it cannot state (an order, arithmetic, a rule scoped
to one action, a field in another object, a strict tool's nulls) is an executor duty: `info`
here, a row in the constraint ledger. Conditions on one field are `prose_relations.py`'s.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.prose_facts import (
    STRICT_NOTE,
    dependency_keyword,
    enum_values_named,
    fields_in,
    fix_allowed,
    known_names,
    names_of,
    quote,
    stated_rules,
    strict_nullable,
)
from workbench.model import Tool
from workbench.prose import ProseConstraint, mentions
from workbench.prose.relations import picked_count
from workbench.schema.pointer import join
from workbench.schema.walk import SchemaNode
from workbench.text import negated, snake_name, split_name

# Scope words: the rule holds for one action or case only ("getAppVersion 时", "for create").
_SCOPED = re.compile(r"时|的情况下|若|如果|假如|\b(?:when|if)\b", re.I)


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


def _quantity(node: SchemaNode) -> bool:
    """Can arithmetic hold of this field: a number, or a date or time (compared, offset)?"""
    if set(node.non_null_types) & {"integer", "number"}:
        return True
    return bool(set(split_name(node.name)) & {"date", "time", "datetime", "timestamp", "at",
                                              "start", "end", "since", "until"}) \
        or node.schema.get("format") in ("date", "date-time", "time")


# `update_question`, `edit_note`, `patch_item`: an update sends only what changes, so a field group
# of its top-level fields (the title in three forms) may be left out entirely


def _partial_update(ctx: ToolContext, parent: SchemaNode) -> bool:
    return parent.pointer == "" and ctx.name_verb.verb in lx.UPDATE_VERBS


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
                "executor duties, info here and rows in the constraint ledger. So is a group of "
                "the arguments object's own fields: OpenAI and Anthropic reject composition "
                "keywords at the root, the sentence the model reads says it, and the executor's "
                "check is what is left (info), unless the author closes the arguments object "
                "(the schema is meant as the contract) and one field's text states a rule that "
                "demands a field. A group inside a nested object is a warning.")
def check_prose_relation(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    seen: set[tuple] = set()
    together: dict[str, int] = {}  # "all or none" groups per object
    for _node, c, _from_tool, parent, _fields in stated_rules(ctx, "field-group"):
        if c.value == "together":
            together[parent.pointer] = together.get(parent.pointer, 0) + 1
    # a group said on each field in different words ("与 A/B 三选一" on one, "…三选一，优先本字段"
    # on another) is one group: the reading that demands a field goes first, the rest repeat it
    rules = sorted(stated_rules(ctx, "field-group"),
                   key=lambda r: 0 if r[1].value in ("exactly-one", "at-least-one") else 1)
    picked_groups: set[frozenset[str]] = set()
    for node, c, from_tool, parent, fields in rules:
        named = fields_in(c.sentence, fields)
        # "(需同时提供 pattern 过滤)" in `xor_scan`'s own text: this field needs the one named, not
        # the other way round ("pattern" is a filter of its own)
        one_way = c.value == "together" and node is not None and not from_tool and node not in named \
            and not _BOTH_WAYS.search(c.sentence)
        if node is not None and not from_tool and node not in named:
            named.insert(0, node)
        picked = picked_count(c.sentence)  # 0: no "二选一"/"三选一" word
        if picked > 2:
            # "与 title/title_md 三选一": the fields written out (not `title_assets` by its stem);
            # "与 text/text_raw 三选一" where the keys are `option_text_*` names none of them
            named = [n for n in named if n is node or re.search(
                r"(?<![\w])" + re.escape(n.name or "") + r"(?![\w])", c.sentence)]
        key = (c.value, frozenset(n.pointer for n in named))
        if key in seen:
            continue
        seen.add(key)
        if picked and len(named) > 2:
            if key[1] in picked_groups:
                continue
            picked_groups.add(key[1])
        subject = _subject_of_with(c.sentence, named, None if from_tool else node)
        if subject is not None and not subject:
            continue  # "Mutually exclusive with `page`/`pages`": the other side is not named here
        if subject and len(named) > 2 and picked != len(named):
            continue  # "X is mutually exclusive with A and B": pairs, said in prose-condition's terms
            # ("与 title/title_md 三选一" on `title_raw`: one group of the three)
        if picked and len(named) > picked:
            continue  # "file/link二选一且需prompt_extend": a pick of two among more named fields
        if len(named) < 2 and _undeclared_name(ctx, c.sentence):
            continue  # "do not pass both filePath and uploadRef": the schema lacks a field it names
        at = node.pointer if node is not None and not from_tool else named[0].pointer if named else ""
        words, _keyword = _GROUP_WORDS[c.value]
        if c.value == "not-both" and picked > 2 and picked == len(named):
            words = "at most one of"  # "三选一" of three fields: "not both" names two
        nested = [n for n in named if re.search(r"(?<![\w.])" + re.escape(n.name or "") + r"\.[A-Za-z_]", c.sentence)]
        if c.value == "arithmetic":
            if named and not any(_quantity(n) for n in named):
                continue  # "disableRoute + domain=该域名": a call recipe of strings, no sum
            who = names_of(named) if len(named) >= 2 else "fields"
            yield Hit(at, f"\"{quote(c.sentence)}\" ties {who} by arithmetic: no schema keyword can "
                          "say it, so the executor checks it and says what it returns when it fails "
                          "(the constraint ledger lists it).", severity="info")
            continue
        if one_way and node is not None and len(named) >= 2:
            others = names_of([n for n in named if n is not node])
            yield Hit(at, f"`{node.name}` needs {others} (\"{quote(c.sentence)}\"): one direction, "
                          f"said only in prose, and an all-or-none group would also reject {others} "
                          "sent alone: the executor rejects the call that uses "
                          f"`{node.name}` without it (the constraint ledger lists it).", severity="info")
            continue
        needer = _needs_one_of(c, named) if c.value in ("at-least-one", "exactly-one") else None
        if needer is not None:
            others = names_of([n for n in named if n is not needer])
            yield Hit(at, f"`{needer.name}` needs {words} {others} (\"{quote(c.sentence)}\"): a "
                          f"condition on `{needer.name}`, said only in prose; a call without "
                          f"`{needer.name}` needs none of them, so no group over all of them is the "
                          f"rule: the executor rejects `{needer.name}` sent without one (the "
                          "constraint ledger lists it).", severity="info")
            continue
        if len(named) < 2 or nested:
            yield Hit(at, f"\"{quote(c.sentence)}\" states a rule between fields ({words}) "
                          + ("across objects " if nested else "")
                          + "that the schema does not: the executor checks it (the constraint "
                          "ledger lists it).", severity="info")
            continue
        if said_on_each(named):
            # "Either usernames or emails must be provided" on both fields, "与 title/title_md
            # 三选一" on each of three: the model reads the rule wherever it looks, and what is
            # left is the executor's check, which no definition shows. Info: fresh reviewers
            # judged it 1 useful / 4 noise ("both fields already say it"), the one useful for
            # another field that could take the stem
            none = c.value == "at-least-one" and not _scoped(c.sentence) \
                and not any(n.required for n in named) \
                and not _partial_update(ctx, parent)
            yield Hit(at, f"{names_of(named)}: \"{quote(c.sentence)}\" ({words}) is said in the text "
                          "of each" + (", yet none of them is required, so the schema accepts a call "
                                       "without any: the executor must reject it and say which field "
                                       "to pass" if none else "; the schema does not check it, so the "
                                       "executor does") + " (the constraint ledger lists it).",
                      severity="info")
            continue
        if c.value in ("not-both", "exactly-one") and len(named) > 2:
            # "either location OR lat/long, not both": which fields make up each side is the
            # reader's guess, and `not` over all three would allow location with lat: in words.
            # Said in the tool's description, where the model reads it before it composes the
            # call, it is the executor's check that is left (reviewers: 0 U / 3 N): info
            yield Hit(at, f"\"{quote(c.sentence)}\" relates {names_of(named)} ({words}), stated only "
                          "in prose: the executor must reject a call that breaks it and say which "
                          "fields to pass (the constraint ledger lists it).",
                      severity="info" if from_tool else None)
            continue
        scoped = any(enum_values_named(c.sentence, f) for f in fields if f not in named) \
            or _scoped(c.sentence) or any(
                all(mentions(f.description, n.name or "") for n in named) for f in fields if f not in named)
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
            yield Hit(at, f"\"{quote(c.sentence)}\" relates {names_of(named)} ({words}) {why}: on the "
                          "whole object it would reject other calls, so state it inside an `if`/`then` "
                          "for the cases it holds in, or check it in the executor (the constraint "
                          "ledger lists it).", severity="info")
            continue
        if c.value == "together" and strict_nullable(ctx, named):
            # every call sends every field (null or a value): presence keywords say nothing
            yield Hit(at, f"\"{quote(c.sentence)}\" relates {names_of(named)} ({words}); every call "
                          "sends each of them, null or a value, so the executor checks which are "
                          "not null (the constraint ledger lists it).", severity="info")
            continue
        if c.value == "together" and all(_null_default(n) for n in named):
            # `default: null` on each (a Python `x: str | None = None`): a call may send the
            # left-out one as null, which `dependentRequired` counts as given; only the
            # executor's non-null check holds it (reviewers: noise, "would not even catch an
            # explicit null")
            yield Hit(at, f"\"{quote(c.sentence)}\" relates {names_of(named)} ({words}); each "
                          "defaults to null, so a call may send the one it leaves out as null, which "
                          "`dependentRequired` counts as given: the executor checks which are not "
                          "null (the constraint ledger lists it).", severity="info")
            continue
        root = parent.pointer == "" and c.value != "together"
        keyword = dependency_keyword(ctx) if c.value == "together" else None
        fix = None
        if keyword and keyword not in parent.schema and fix_allowed(ctx, keyword, root=parent.pointer == "") \
                and together.get(parent.pointer, 0) == 1:
            # one patch per object: two would each `add` the keyword and the second replace the first
            fix = ({"op": "add", "path": join(parent.pointer, keyword),
                    "value": {n.name: [m.name for m in named if m is not n] for n in named}},)
        if root:
            # composition at the root is what OpenAI and Anthropic reject: the executor first.
            # The text the model reads says the rule and only the executor's check is left, so
            # info, for "not both" (reviewers: 2 useful, 7 noise on "不能同时…") and for a rule
            # that demands a field too ("至少传一个", "Exactly one of file_path/url must be
            # given": 0 U / 8 N over holdouts 15-25 on open argument objects, "the prose is
            # clear to the model and the finding itself says to keep the sentence"); the
            # constraint ledger keeps the duty. Where the author closes the arguments object
            # the schema is meant as the contract, and a rule that demands a field, left to the
            # prose of one field ("手机号和邮箱至少要填一个" in `phone`'s text), is the gap in
            # it: shown. Said in the tool's description it is read before the call is composed
            # (reviewers: 0 U / 5 N on closed objects, "the description already states it
            # plainly; the finding only asks the executor to check it"): info
            yield Hit(at, f"{names_of(named)}: \"{quote(c.sentence)}\" ({words}) is stated only in "
                          "prose: the executor must reject a call that breaks it and say which "
                          f"field to pass; {_construct(c.value, named, keyword)} states it in the "
                          "schema for validators that read the root, but OpenAI and Anthropic "
                          "reject composition keywords there, so keep the sentence in the text.",
                      severity=None if demands and ctx.schema.get("additionalProperties") is False
                      and not from_tool else "info")
            continue
        yield Hit(at, f"{names_of(named)}: \"{quote(c.sentence)}\" ({words}) is stated only in prose: "
                      f"state it on the object with {_construct(c.value, named, keyword)}; "
                      f"{STRICT_NOTE}.", fix=fix)
    yield from _orders(ctx)


# "exclusive with", "together with", "combined with": the fields after the word are the partners
# of a subject named before it (or of the described field), not of each other.
_WITH = re.compile(r"\b(?:exclusive|together|combined|compatible|along)\s+with\b|(?<![\w])与(?=\s*[`'\"“]?[A-Za-z_])",
                   re.I)


def _null_default(node: SchemaNode) -> bool:
    """A field that takes null and defaults to it (`anyOf: [{type: string}, {type: null}]`,
    `default: null`)."""
    return node.nullable and "default" in node.schema and node.schema["default"] is None


def said_on_each(named: Sequence[SchemaNode]) -> bool:
    """Whether the own text of each field names another field of the group: the rule is
    where the model reads each of them."""
    return len(named) >= 2 and all(any(mentions(n.description, m.name or "") for m in named if m is not n)
                                   for n in named)


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


# Words that make a "together" rule run both ways ("A 与 B 必须同时提供", "both or neither",
# "must be used together" of two named fields).
# "`q=` requires at least one of topic_id/subfield_id/field_id", "q 需要 topic_id 或 field_id 至少一个":
# one field needs one of the others, a condition on it, not a group all of them form.
_NEEDS = re.compile(r"\b(?:requires?|needs?|only\s+works\s+with|must\s+be\s+combined\s+with)\b|需要|需配合|"
                    r"须配合|必须配合|依赖", re.I)


def _needs_one_of(c: ProseConstraint, named: Sequence[SchemaNode]) -> SchemaNode | None:
    """The one named field written before a "requires" word whose group follows it, or None."""
    m = _NEEDS.search(c.sentence)
    if m is None:
        return None
    at: dict[str, int] = {}
    for n in named:
        found = re.search(r"(?<![\w])" + re.escape(n.name or "") + r"(?![\w])", c.sentence)
        if found is not None:
            at[n.pointer] = found.start()
    before = [n for n in named if n.pointer in at and at[n.pointer] < m.start()]
    after = [n for n in named if n.pointer in at and at[n.pointer] >= m.end()]
    return before[0] if len(before) == 1 and len(after) >= 2 else None


_BOTH_WAYS = re.compile(r"与|和|跟|及|成对|都|\bboth\b|\bneither\b|\btogether\b|\beach\s+other\b|\band\b",
                        re.I)


# "都给时须属于同一任务", "if both are given, X wins": what happens when both come, not a case the rule is for
_BOTH_CLAUSE = re.compile(r"都(?:给|传|提供|填)了?时|\b(?:if|when)\s+both\b", re.I)


def _scoped(sentence: str) -> bool:
    sentence = _BOTH_CLAUSE.sub("", sentence)
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
