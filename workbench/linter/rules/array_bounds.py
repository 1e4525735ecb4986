"""`array-bounds`: arrays without `items`, batches a call acts on with no `maxItems`, and
`minItems` above `maxItems` (`bounds.py` has the range of a number).

Bounds stated in a description are `nl-constraint` findings (`prose_rules.py`); these rules
stay silent then (`param_facts.stated`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.batch_targets import acts_on_each
from workbench.linter.rules.bounded_siblings import uncounted_beside_constrained
from workbench.linter.rules.bounds import STATED_BOUND
from workbench.linter.rules.param_facts import description_of, has_any, has_any_branch, noted, stated
from workbench.model import Tool
from workbench.schema.instances import as_number
from workbench.schema.walk import SchemaNode
from workbench.text import split_name

_BATCH_VERBS = frozenset({"delete", "remove", "update", "send", "create", "add", "batch",
                          "bulk", "import", "upload", "insert", "invite", "notify", "cancel",
                          "archive", "move", "assign", "tag", "merge", "approve", "publish"})


@rule("array-items-missing", category="array-bounds", severity="warning",
      summary="Every array needs `items` saying what its elements are.",
      bad=Example.of(properties={"ids": {"type": "array"}}),
      good=Example.of(properties={"ids": {"type": "array", "items": {"type": "integer"}, "minItems": 1,
                                          "maxItems": 100}}),
      rationale="Batch ids are `type: array, items: {type: integer}`; OpenAI and Gemini reject "
                "arrays without `items` (workbench/profiles.py). `items` in the array branch of "
                "an `anyOf` (how Pydantic writes an optional list) counts.")
def check_array_items(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.nodes:
        if node.non_null_types == ("array",) and not has_any_branch(
                node.schema, "items", "prefixItems", "contains", "$ref") \
                and not noted(tool, node.pointer):
            what = f"`{node.name}`" if node.name else "This array"
            yield Hit(node.pointer, f"{what} has no `items`: declare the element schema.")


def batch_like(tool: Tool, node: SchemaNode) -> bool:
    t = split_name(node.name)
    return bool(t) and (t[-1] in ("ids", "uuids", "keys", "skus") or (
        t[-1] in ("id", "items", "recipients", "emails", "numbers", "orders", "products",
                  "users", "files")
        and bool(set(split_name(tool.name)) & _BATCH_VERBS)))


# What one call does to every element at once: deletes, sends, charges, invites.
_MASS_EFFECT = re.compile(r"\b(?:delet|remov|send|sends|sent|invit|notif|email|messag|charg|refund|"
                          r"cancel|archiv|purg|revok|ban)\w*|删除|移除|发送|通知|邀请|扣款|退款|取消|撤销", re.I)


def mass_effect(tool: Tool, ctx: ToolContext) -> bool:
    """The tool deletes, sends, charges or invites (by its name, its `destructiveHint`, or the
    description of a single-action write tool): a batch multiplies the harm of one call."""
    ann = ctx.annotations
    if ann.get("readOnlyHint") is True:
        return False
    return ann.get("destructiveHint") is True or not lx.HIGH_RISK_VERBS.isdisjoint(
        ctx.name_tokens) or (ctx.action_kind == "write" and ctx.dispatch_node is None
                             and _MASS_EFFECT.search(ctx.description) is not None)


def _batch_named(ctx: ToolContext) -> bool:
    """`geo_batch_geocode`, `bulk_translate`, `批量查询`: the tool is a batch by its name, so its
    one required list is the batch, whatever it does to each element (providers cap batches).
    With two required lists (the batch and the association types applied to each), which one
    is the batch is not for a name to say."""
    if not ({"batch", "bulk"} & set(ctx.name_tokens) or "批量" in ctx.tool.name or _batch_by_text(ctx)):
        return False
    return sum(1 for n in ctx.index.top_level_properties()
               if n.required and "array" in n.non_null_types) == 1


# A write whose own text calls its act a batch ("批量静音指定监测站的告警短信", "批量登记新埋设的监测站",
# "Bulk-archives the given threads", "cancels them in bulk"): a batch by its words as by a name.
# Not the noun of a job ("批量任务", "the batch status"), which a read reports on, nor a
# capability ("支持批量处理：svg_path 可以是单个路径或列表", "supports bulk deletion"): one or many.
_BATCH_ACT = re.compile(r"(?<!支持)(?<!可)(?<!可以)(?<!允许)批量(?!任务|作业|号|编号|状态|结果|导出记录)"
                        r"[\u4e00-\u9fff]|"
                        r"(?<!supports )(?<!support )(?<!allows )\b(?:bulk|batch)[- ]"
                        r"(?:delet|updat|creat|add|send|archiv|cancel|remov|import|insert|tag|"
                        r"assign|approv|register|mute|disabl|enabl|invit|notif)\w*|\bin bulk\b", re.I)


def _batch_by_text(ctx: ToolContext) -> bool:
    """A write whose text calls its act a batch (`_BATCH_ACT`) and whose effect reaches past the
    data it edits (money, a commitment, messages, what cannot be undone) and is not said to be
    reversible: "批量静音指定监测站的告警短信". Not an effect a flag carries (`submit_after` of
    grades for one student's paper). Batch updates of records, moves in a local model ("Ctrl+Z
    可撤销"), deletes to the trash and dry runs read on real sets were no defect."""
    from workbench.linter.rules.effect_disclosure import reversible_stated  # a rules-side reading

    return ctx.changes_state and _BATCH_ACT.search(ctx.description) is not None \
        and any(e.why in ("money", "commit", "outreach", "irreversible") and not e.pointer
                for e in ctx.effects) \
        and not reversible_stated(ctx)


# (`publish_article`: one article put out, its `tagIds` are the article's)
_CREATE_VERBS = frozenset({"create", "add", "new", "insert", "open", "register", "file", "publish", "post"})


def _creates_one(ctx: ToolContext) -> bool:
    """The tool makes one new thing (`create_issue`, `add_contact`): a list it takes describes
    that thing (its assignees, labels, attendees), it is not a batch the call acts on. A plural
    object (`create_issues`) or a batch word is a batch."""
    tokens = ctx.name_tokens
    verb = ctx.name_verb
    return verb.verb in _CREATE_VERBS and bool(tokens) and verb.index < len(tokens) - 1 \
        and not tokens[-1].endswith("s") and not {"batch", "bulk", "many"} & set(tokens)


def _targets(ctx: ToolContext, node: SchemaNode) -> bool:
    """The array holds the things the tool's name acts on (`seat_ids` of `cinema_hold_seats`)."""
    subject = {t.rstrip("s") for t in split_name(node.name)[:-1]}
    return bool(subject) and not subject.isdisjoint(t.rstrip("s") for t in ctx.name_tokens)


@rule("array-unbounded", category="array-bounds", severity="warning",
      summary="Give a batch of ids or recipients that a deleting, sending or charging tool (or a "
              "write tool, of the things its name acts on) takes a `maxItems` (and `minItems: "
              "1`).",
      bad=Example.of(name="catalog_delete_products", description="永久删除商品，删除后无法恢复。",
                     properties={"ids": {"type": "array", "items": {"type": "integer"},
                                         "description": "要删除的商品ID列表"}}),
      good=[Example.of(name="catalog_delete_products",
                       properties={"ids": {"type": "array", "items": {"type": "integer"},
                                           "minItems": 1, "maxItems": 100,
                                           "description": "要删除的商品ID列表，1 到 100 个。"}}),
            Example.of(name="docs_search", properties={"owner_ids": {
                "type": "array", "items": {"type": "string"}, "description": "Owners to match."}}),
            Example.of(name="ops_update_service", properties={"subnet_ids": {
                "type": "array", "items": {"type": "string"}, "description": "Subnets."}}),
            Example.of(name="tracker_create_issue", properties={"assignee_ids": {
                "type": "array", "items": {"type": "integer"}, "description": "Users to assign."}})],
      rationale="Without bounds one call deletes 500 products or mails 500 people, or sends an "
                "empty batch. A list that filters a search, configures a setting, or describes "
                "the one thing a create tool makes (its assignees, labels) is not a batch of "
                "targets: no finding. A warning where the name says batch or the text says what "
                "is at stake (cannot be undone, money, messages to people); info otherwise. A "
                "warning too for the one required list with no count bound in a tool whose "
                "every other value and every element are constrained (waypoints of bounded "
                "latitude, longitude and altitude): the author's own care says the count was "
                "forgotten; not for an optional list, a declared `minItems` or enum elements.")
def check_array_unbounded(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    mass: list[bool] = []  # the tool's mass effect, read once when a list needs it
    for node in ctx.index.top_level_properties():
        if node.non_null_types != ("array",) or has_any(node.schema, "prefixItems", "const",
                                                          "enum"):
            continue
        found = list(_batch_hits(tool, ctx, node, mass))
        if any(h.severity is None for h in found):
            yield from found
            continue
        # not a batch this rule reads shown: the one uncounted list of a tool whose every other
        # value is constrained is shown all the same (the author's own care is the evidence)
        uncounted = uncounted_beside_constrained(ctx)
        if uncounted is not None and uncounted.pointer == node.pointer \
                and not stated(ctx, node, STATED_BOUND):
            yield _uncounted_hit(tool, node)
        else:
            yield from found


def _batch_hits(tool: Tool, ctx: ToolContext, node: SchemaNode, mass: list[bool]) -> Iterator[Hit]:
    """The list as a batch the tool acts on: shown where the effect is at stake."""
    each = _targets_of_effect(tool, ctx, node)
    if not (each or batch_like(tool, node) or (node.required and _batch_named(ctx))):
        return
    s = node.schema
    missing = [k for k in ("minItems", "maxItems") if not has_any_branch(s, k)
               and (k == "maxItems" or node.required)]
    if "maxItems" not in missing or stated(ctx, node, STATED_BOUND):
        return
    if _capped_by_parameter(ctx, node):
        return  # `limit` "Max number of announcements per call": the call's own parameter caps it
    if _capped_by_setting(ctx, node):
        # "最多 batch_max_urls 个", "at most MAX_BATCH urls": the server's setting is the cap, a
        # fixed `maxItems` could contradict it (holdout 19: "the cap is configurable")
        yield Hit(node.pointer, f"`{node.name}` is capped by a server setting its text names: "
                                "say the setting's default in the description; a fixed "
                                "`maxItems` could contradict the deployment's value.",
                  severity="info")
        return
    if each:
        if _narrows(node):
            yield _narrowing_hit(tool, node, missing)
            return
        yield Hit(node.pointer, f"`{node.name}` has no {_missing(missing)}: `{tool.name}` "
                                "applies its effect to every element in one call, so cap "
                                "the list at what the executor and the people affected "
                                "should take at once.",
              severity=None if _cap_matters(ctx) else "info")
        return
    if not mass:
        mass.append(bool(mass_effect(tool, ctx)))
    if not ((mass[0] and ctx.dispatch_node is None)
            or (ctx.action_kind == "write" and _targets(ctx, node))
            or (node.required and _batch_named(ctx))):
        return  # a multi-action tool's lists serve some actions: only its targets count
    if _creates_one(ctx) and not _targets(ctx, node):
        return  # the assignees or labels of the one thing it creates, not a batch
    if _narrows(node):
        yield _narrowing_hit(tool, node, missing)
        return
    yield Hit(node.pointer, f"`{node.name}` has no {_missing(missing)}: `{tool.name}` acts on every element "
                            "in one call, so cap the batch at what the executor handles.",
              severity=None if _batch_at_stake(ctx, node) and _cap_matters(ctx) else "info")


# "最多 batch_max_urls 个", "at most `max_batch_size` items", "up to MAX_URLS": the count is
# capped by a named setting (a snake_case or upper-case identifier), not a number
_SETTING_CAP = re.compile(r"(?:最多|至多|不超过|上限为?)\s*`?(?P<zh>[A-Za-z]+_[A-Za-z_]+)`?|"
                          r"\b(?:at\s+most|up\s+to|maximum\s+of|max(?:imum)?:?)\s+`?"
                          r"(?P<en>[A-Za-z]+_[A-Za-z_]+)`?", re.I)


def _capped_by_setting(ctx: ToolContext, node: SchemaNode) -> bool:
    """The list's own text (its description or its Args entry) caps it by a named setting that
    is none of the tool's inputs: the deployment sets the cap, no number is the schema's."""
    inputs = {n.lower() for n in ctx.sibling_names(node)} | {(node.name or "").lower()}
    text = f"{node.description} {ctx.passage_of(node)}"
    return any((m.group("zh") or m.group("en") or "").lower() not in inputs
               for m in _SETTING_CAP.finditer(text))


def _cap_matters(ctx: ToolContext) -> bool:
    """Is a cap on the batch more than a wish? Not where the call only creates or updates
    records (`batch_create_questions`, `respira_batch_update`, `bulk_env_update`) and its text
    states nothing at stake: fresh reviewers judged those either way (4 useful, 2 noise over
    holdouts 1-13: "no executor limit is known, an arbitrary cap adds little"), so info. A
    batch that removes (6 of 6 useful), charges, messages people, disposes, blocks or cuts
    keeps the warning, as does a write whose text says what is at stake."""
    from workbench.linter.rules.effect_disclosure import stakes_stated  # a rules-side reading

    tokens = set(ctx.name_tokens)
    if not tokens & _RECORD_WRITE_VERBS or tokens & (lx.DESTRUCTIVE_VERBS | lx.MONEY_VERBS):
        return True
    return stakes_stated(ctx) or any(e.why in ("irreversible", "removal", "money", "outreach")
                                     for e in ctx.effects)


# The verbs of a write that makes or edits records (a name token: `batch_create_questions`)
_RECORD_WRITE_VERBS = frozenset({"create", "add", "new", "insert", "import", "update", "upsert",
                                 "edit", "modify", "patch", "set", "save", "replace", "put"})


def _narrows(node: SchemaNode) -> bool:
    """serena's `occurrence_ids`: "If omitted, all occurrences are replaced". An optional list
    that narrows a call acting on everything without it: a cap on it caps nothing (fresh
    reviewers: "any maxItems would be invented", 0 U / 1 N)."""
    return not node.required and _ALL_WHEN_OMITTED.search(node.description or "") is not None


def _narrowing_hit(tool: Tool, node: SchemaNode, missing: list[str]) -> Hit:
    return Hit(node.pointer, f"`{node.name}` has no {_missing(missing)}; it narrows what "
                             f"`{tool.name}` acts on (without it the call acts on all), so a cap "
                             "would not bound the call: state the limit the executor has, if any.",
               severity="info")


# "If omitted, all occurrences are replaced", "omit it to apply all", "不传则删除全部": an optional
# list that restricts the call, which acts on everything when it is left out.
_ALL_WHEN_OMITTED = re.compile(
    r"\b(?:if|when)\s+(?:omitted|left out|left empty|empty|not (?:provided|given|specified|set|"
    r"passed))\s*,?\s*(?:\w+\s+){0,3}?(?:all|every)\b|"
    r"\bomit(?: it| this)?\s+to\s+\w+\s+(?:to\s+)?(?:all|every)\b|"
    r"(?:不传|不填|留空|为空|未提供|未指定|省略)(?:时|则|的话)?[^。；，,]{0,8}?(?:全部|所有)", re.I)


def _uncounted_hit(tool: Tool, node: SchemaNode) -> Hit:
    """The one list whose count is open in a tool that constrains every value
    (`bounded_siblings.uncounted_beside_constrained`)."""
    missing = [k for k in ("minItems", "maxItems") if not has_any_branch(node.schema, k)
               and (k == "maxItems" or node.required)]
    return Hit(node.pointer, f"`{node.name}` has no {_missing(missing)}, while `{tool.name}` "
                             "constrains every other value it takes, each element included: an "
                             "empty list or thousands of elements still validate. State how many "
                             "one call takes.")


def _missing(keys: list[str]) -> str:
    return " and ".join(f"`{k}`" for k in keys)


def _targets_of_effect(tool: Tool, ctx: ToolContext, node: SchemaNode) -> bool:
    """A single-action write whose destructive or external effect lands on every element of
    `node` (`workbench/linter/rules/batch_targets.py`)."""
    return ctx.action_kind != "read" and ctx.dispatch_node is None \
        and ctx.annotations.get("readOnlyHint") is not True and acts_on_each(ctx, node)


def _batch_at_stake(ctx: ToolContext, node: SchemaNode) -> bool:
    """A cap worth a warning: the tool is a batch by its name or its text (providers cap
    batches), or its text says what each element puts at stake (it cannot be undone, moves money, messages
    people). A delete or a write whose text says none of it gets info: reviewers of fresh
    tools found no known limit to state ("an account has few", "ids come from a dry run")."""
    from workbench.linter.rules.effect_disclosure import stakes_stated  # a rules-side reading

    if _SPLITS_ITSELF.search(f"{ctx.description}\n{node.description}") or _batch_size_sibling(ctx):
        return False  # "batches over 500 are sharded automatically": the size is handled
    if ctx.name_verb.verb in _ARITHMETIC and not ctx.effects and not ctx.changes_state:
        return False  # `calc_batch_image_skewness`: a computation over its inputs, no service capped
    if ctx.action_kind == "read" and not ctx.effects and not ctx.changes_state:
        # `batch-get-tickers`, `obsidian_batch_get_file_contents`: a batch read changes nothing
        # and states no limit to encode ("a maxItems would be invented", 0 U / 7 N judged)
        return False
    if "line" in split_name(node.name) or "明细" in (node.name or ""):
        return False  # an invoice's `lineItems`: the contents of one document, not a batch of targets
    return (node.required and _batch_named(ctx)) or _BATCH_SAID.search(ctx.description) is not None \
        or stakes_stated(ctx) or any(e.why == "outreach" for e in ctx.effects)


# "Batches over 500 are sharded automatically", "超过 500 条自动分批": the tool splits a large
# batch itself, so a cap would refuse what it handles.
_SPLITS_ITSELF = re.compile(r"\b(?:shard|split|chunk|batch)(?:ed|s)?\b[^.。;；]{0,40}\bautomatically\b|"
                            r"\bautomatically (?:shard|split|chunk|batch)|自动(?:分批|拆分|分片|切分)",
                            re.I)


def _batch_size_sibling(ctx: ToolContext) -> bool:
    """A `batchSize` / `chunk_size` / `每批数量` parameter beside the list: the caller sets how
    the tool splits the list into batches itself, so any length is handled."""
    for n in ctx.index.properties():
        t = set(split_name(n.name))
        if not {"integer", "number"} & set(n.non_null_types):
            continue  # "超出请分批调用" on the list itself asks the caller to split
        if ({"batch", "chunk"} & t and {"size", "len", "length"} & t) \
                or "每批" in f"{n.name or ''} {n.description or ''}":
            return True
    return False


# Verbs of a computation the tool does itself (`calc_batch_image_skewness`, `compute_batch_hashes`):
# a batch of it touches nothing and reaches no provider's cap. `bulk_translate` and
# `batch_geocode` call a service that caps batches and keep their warning.
_ARITHMETIC = frozenset({"calc", "calculate", "compute", "measure", "sum", "hash", "count"})


# "批量删除商品", "Bulk-updates the given seats": the tool's own text calls the call a batch.
_BATCH_SAID = re.compile(r"批量|\b(?:batch|bulk)\b", re.I)


@rule("array-bounds-contradiction", category="array-bounds", severity="error",
      summary="`minItems` above `maxItems` admits no array: fix the bounds.",
      bad=Example.of(properties={"ids": {"type": "array", "items": {"type": "string"},
                                         "minItems": 5, "maxItems": 1}}),
      good=Example.of(properties={"ids": {"type": "array", "items": {"type": "string"},
                                          "minItems": 1, "maxItems": 5}}))
def check_array_contradiction(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node in ctx.index.nodes:
        if "minItems" not in node.schema:
            continue
        a, b = as_number(node.schema.get("minItems")), as_number(node.schema.get("maxItems"))
        if a is not None and b is not None and float(a) > float(b):
            yield Hit(node.pointer, f"`minItems: {node.schema['minItems']}` exceeds `maxItems: "
                                    f"{node.schema['maxItems']}`.")


# A count parameter beside the list that caps how many the call takes: `limit` "Max number of
# announcements per call (default: 25)", `batch_size` "每次最多处理的条数"
_PER_CALL = re.compile(r"\bper (?:call|request|run|batch|invocation)\b|\bin one call\b|每次|单次|一次最多", re.I)
_CAP_NAMES = frozenset({"limit", "max", "maximum", "batch", "cap"})


def _capped_by_parameter(ctx: ToolContext, node: SchemaNode) -> bool:
    """Another integer input of the tool caps how many elements one call takes, by its text
    ("Max number of announcements per call; pass a higher value to override"): a fixed
    `maxItems` would contradict that documented override."""
    for other in ctx.index.top_level_properties():
        if other is node or other.non_null_types not in (("integer",), ("number",)):
            continue
        words = set(split_name(other.name))
        if words & _CAP_NAMES and _PER_CALL.search(description_of(other)):
            return True
    return False
