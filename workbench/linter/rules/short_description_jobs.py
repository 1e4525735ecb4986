"""When a short tool description is the whole job of its tool: the readings of
`description-too-short` (`short_descriptions.py`) that make a short text info because the tool's
inputs, annotations or another finding say what a longer one would: a plain list or create over
described inputs, a delete whose effect `side-effect-undisclosed` reports, a text that names its
own fields, a read of one record, a rename, an act and its effect over no input, a write whose
annotations state its effect.
"""

from __future__ import annotations

import re

from workbench import lexicon as lx
from workbench.linter.context import ToolContext
from workbench.schema.walk import SchemaNode
from workbench.text import cjk_count, fewer_words, has_cjk, split_name

# A list read whose text names a qualified list ("获取产品发布列表"): verb, two words, 列表
QUALIFIED_LIST_CJK = 7


# "获取项目发布列表", "List iOS simulators.", "创建需求", "Create a new Shortcut epic.": a verb that
# lists or creates and the object it lists or creates, as the whole text
_LIST_TEXT = re.compile(r"^(?:获取|查询|查看|列出)[^，。；,;]{1,12}(?:列表|清单)[。.]?$|"
                        r"^(?:lists?|get (?:a |the )?list of)\s+(?:all\s+)?\w+(?:\s+\w+){0,3}[.]?$", re.I)
_CREATE_TEXT = re.compile(r"^(?:创建|新建|新增|添加)[^，。；,;]{1,10}[。.]?$|"
                          r"^creates?\s+(?:a|an|one)\s+(?:new\s+)?\w+(?:[\s-]+\w+){0,3}[.]?$", re.I)


def documented_list_or_create(ctx: ToolContext) -> bool:
    """A short text that is the whole job of a plain list or create tool ("获取产品发布列表",
    "List iOS simulators.", "创建需求", "Create a new Shortcut epic.") over inputs that are each
    described: the list's filters and the new record's fields say what to send, and a list or a
    create has no effect the user must agree to (an effect there is `side-effect-undisclosed`'s).
    An undescribed input, a payload with no properties, an update ("修改反馈": what it overwrites
    is not said) or any text that adds a clause keeps the finding."""
    if ctx.effects:
        return False
    desc = ctx.description.strip()
    # a Chinese list names whose list ("产品发布列表", not "订单列表": 7 or more characters); a
    # Chinese create names its object in Chinese ("创建需求", not "创建offer": a loan word the
    # text leaves unexplained)
    zh = has_cjk(desc)
    lists = _LIST_TEXT.match(desc) is not None and not ctx.changes_state and (
        not zh or cjk_count(desc) >= QUALIFIED_LIST_CJK)
    creates = _CREATE_TEXT.match(desc) is not None and ctx.name_verb.verb in lx.CREATE_VERBS and (
        not zh or not re.search(r"[A-Za-z]", desc))
    if not (lists or creates) or (creates and mints_access(ctx)):
        return False
    params = [n for n in ctx.index.top_level_properties() if n.name]
    if creates and not any(split_name(n.name or "")[-1:] and split_name(n.name or "")[-1]
                           not in ADDRESS_WORDS - {"name"} for n in params):
        return False  # only ids to fill ("创建答案项" over paper_id, question_id): what does it make?
    for node in params:
        if not node.description.strip():
            return False
        if "object" in node.non_null_types and not node.schema.get("properties"):
            return False
    return True


# A create that mints access (a token, a key, a secret) or an endpoint the service pushes data
# to (a webhook): what comes back (the secret, shown once) and what it reaches are the gap
# ("Create an auth token": reviewers judged the finding useful, 3 of 3)
_ACCESS_WORDS = frozenset({"token", "key", "apikey", "secret", "password", "credential",
                           "credentials", "webhook", "webhooks"})
_ACCESS_ZH = re.compile(r"令牌|密钥|秘钥|凭证|凭据|密码|回调地址|webhook", re.I)


def mints_access(ctx: ToolContext) -> bool:
    return bool(_ACCESS_WORDS & set(ctx.name_tokens)) or _ACCESS_ZH.search(ctx.description) is not None


def repeat_gap_reported(ctx: ToolContext) -> bool:
    """A text that only repeats the name ("Delete a webhook" on `deleteWebhook`, "Create an Edge
    Config" on `createEdgeConfig`) says all a longer one would when its one gap is reported
    elsewhere (a delete's irreversibility by `side-effect-undisclosed`) or there is none (a plain
    create over described inputs, a write whose annotations state its effect): fresh reviewers
    judged the finding noise there (12 of 16)."""
    return effect_reported(ctx) or documented_list_or_create(ctx) or effect_annotated(ctx)


def effect_reported(ctx: ToolContext) -> bool:
    """A short delete or cancel ("删除反馈", "Delete a Neon project", "Cancel all open orders.")
    whose effect the user must agree to is undisclosed: `side-effect-undisclosed` reports that,
    and what it adds (it cannot be undone; call it only after the user confirmed) is all the
    short text lacks, so this finding would repeat it. Only for a text that names the act and its
    object ("删除反馈", a label is enough here) over inputs that address the record; a
    tool with no input keeps the finding (what "all" or "the current" reaches is not said)."""
    from workbench.linter.rules.effect_disclosure import disclosed  # a rules-side reading

    if ctx.name_verb.kind == "read":
        return False
    if not any(e.why in ("irreversible", "removal") and not disclosed(ctx, e)
               and not (e.verb == "archive" and e.stated) for e in ctx.effects):
        return False
    # no input ("Cancel all open orders.", "取消当前用户的订单"): what else it reaches is not
    # said; an undescribed input ("Delete a Neon project" over `params`) is
    # param-missing-description's, and reviewers judged this finding beside it noise
    return any(n.name for n in ctx.index.top_level_properties())


def names_a_field(ctx: ToolContext) -> bool:
    """A short text that goes on to state a fact about one of the tool's own fields, naming it
    as written in the schema ("ETF 日线行情：fund_code 如 510300.SH", "创建命名空间。format 仅支持
    properties、xml、json", "Fetch bars; `timeframe` is 1Min or 1Day"): more than a label, and
    the fields it names say what to send. A field name counts when it cannot be a plain word of
    the sentence: a Latin name inside Chinese text, a name with `_` or an inner capital, or one
    in backticks; and only in a clause after the first, so "按 city 查询天气" is still a label."""
    desc = ctx.description
    first = _CLAUSE_END.search(desc)
    if first is None:
        return False
    rest = desc[first.end():]
    zh = has_cjk(desc)
    for node in ctx.index.properties():
        name = node.name or ""
        if len(name) < 3 or not name.isascii():
            continue
        marked = "_" in name or any(c.isupper() for c in name[1:])
        if f"`{name}`" in rest or ((zh or marked) and re.search(
                rf"(?<![A-Za-z0-9_]){re.escape(name)}(?![A-Za-z0-9_])", rest)):
            return True
    return False


_CLAUSE_END = re.compile(r"[：。；;，,]|[:.](?=\s)")


# The last name word of a parameter that addresses a record rather than describing it
# (`appId`, `env`, `clusterName`, `namespaceName`, `key`, `workout_id`).
ADDRESS_WORDS = frozenset({"id", "ids", "uuid", "key", "name", "code", "slug", "env",
                            "environment", "namespace", "cluster", "region"})
# "获取集群详情", "获取单个配置项", "指定训练计划详情", "Get the details of one cluster"
_ONE_RECORD = re.compile(r"详情|单个|单条|指定|\bdetails?\b|\bsingle\b", re.I)
# "更新教育资源的名称", "Update a section (rename it)", "Rename a folder"
_RENAME = re.compile(r"名称|名字|重命名|改名|\brenames?\b|\bthe name of\b", re.I)
_RENAME_VERBS = frozenset({"update", "rename", "set", "edit", "change", "modify"})


def _address_params(ctx: ToolContext) -> tuple[list[SchemaNode], list[SchemaNode]]:
    """The tool's top-level parameters split into those that address a record (ids, names,
    keys, environment) and the rest."""
    address: list[SchemaNode] = []
    rest: list[SchemaNode] = []
    for node in ctx.index.top_level_properties():
        if node.name:
            (address if split_name(node.name)[-1:] and split_name(node.name)[-1] in ADDRESS_WORDS
             else rest).append(node)
    return address, rest


def one_record_read(ctx: ToolContext) -> bool:
    """A read of one record, whose text says so ("获取集群详情。", "获取单个配置项。", "指定训练
    计划详情", "Get the details of a cluster") and whose every input is required and addresses
    that record (`appId`, `env`, `clusterName`): nothing to fill but the address, and "the
    details of the one named" tells it apart from a list of the same things. A text that does
    not say one ("活动基础信息（原始）") or any other input (a filter, a flag) keeps the finding."""
    if ctx.action_kind != "read" or ctx.changes_state or ctx.effects:
        return False
    if _ONE_RECORD.search(ctx.description) is None:
        return False
    address, rest = _address_params(ctx)
    return bool(address) and not rest and all(n.required for n in address)


def rename_only(ctx: ToolContext) -> bool:
    """A rename: the name's verb updates, the text says the name is what changes ("更新教育资源的
    名称", "Update a section (rename it)"), and the inputs are the record's address and one new
    name (`node_id`, `new_name`): one field changes, the text says which. Another input (a
    description, a status) or a text that does not name the name keeps the finding."""
    if ctx.name_verb.verb not in _RENAME_VERBS or ctx.effects:
        return False
    if _RENAME.search(ctx.description) is None:
        return False
    params = [n for n in ctx.index.top_level_properties() if n.name]
    named = [n for n in params if split_name(n.name or "")[-1:] in (("name",), ("title",))]
    ids = [n for n in params if n not in named
           and split_name(n.name or "")[-1:] in (("id",), ("ids",), ("uuid",), ("key",), ("code",))]
    return len(named) == 1 and bool(ids) and len(named) + len(ids) == len(params)


# "退出登录, 清除会话.", "Log out and clear the saved session.": an act and its effect
_TWO_CLAUSES = re.compile(r"[，,；;、]|\s+and\s+|并且?|同时")


def act_and_effect(ctx: ToolContext) -> bool:
    """A tool with no input whose short text states its act and then its effect in a second
    clause ("退出登录, 清除会话.", "Log out and clear the saved session."): nothing to fill, and
    the effect is disclosed. One clause ("Cancel all open orders.", "清空所有缓存数据。") keeps
    the finding: what else it touches is not said."""
    if any(n.name for n in ctx.index.top_level_properties()):
        return False
    parts = [p.strip(" .。") for p in _TWO_CLAUSES.split(ctx.description.strip())]
    parts = [p for p in parts if p]
    return len(parts) >= 2 and all(
        cjk_count(p) >= 2 if has_cjk(p) else not fewer_words(p, 2) for p in parts)


def effect_annotated(ctx: ToolContext) -> bool:
    """A short write whose annotations state its effect (`readOnlyHint: false` and whether it
    destroys, `destructiveHint`, and repeats, `idempotentHint`) over at most two inputs, each
    described ("Archive an issue" over a described `issueId`, marked destructive and
    idempotent): what a longer text would add, the annotations and the inputs say. Fresh
    reviewers judged the finding noise there (5 of 5). A create that mints access, an
    undescribed input or an effect left to the text (no hint given) keeps it."""
    ann = ctx.annotations
    if ann.get("readOnlyHint") is not False or not isinstance(ann.get("destructiveHint"), bool) \
            or not isinstance(ann.get("idempotentHint"), bool) or mints_access(ctx):
        return False
    params = [n for n in ctx.index.top_level_properties() if n.name]
    return 0 < len(params) <= 2 and all(
        n.description.strip() and not ("object" in n.non_null_types and not n.schema.get("properties"))
        for n in params)
