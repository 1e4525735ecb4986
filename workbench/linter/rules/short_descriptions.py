"""When a short tool description is enough: the readings that set `description-too-short`'s
severity (`descriptions.py`). A short text is info where the rest of the tool says what it
lacks: its set names it elsewhere, it names its own fields, it is the whole job of its tool
(`short_description_jobs.py`: a plain list, create, one-record read or rename, a delete whose
effect `side-effect-undisclosed` reports, a write whose annotations state its effect), its act
is self-evident, or no tool of its set could be taken for it.
"""

from __future__ import annotations

import heapq
import re
from array import array
from collections.abc import Iterator

from workbench import lexicon as lx
from workbench.linter.context import ToolContext
from workbench.linter.kept_data import PerSet
from workbench.linter.rules.param_shapes import payload_declared_elsewhere
from workbench.linter.rules.short_description_jobs import (
    act_and_effect,
    documented_list_or_create,
    effect_annotated,
    effect_reported,
    names_a_field,
    one_record_read,
    rename_only,
)
from workbench.linter.set_names import NEIGHBOURS_READ, set_names
from workbench.model import ToolSet
from workbench.text import cjk_count, fewer_words, has_cjk, split_name, words

# A whole verb-and-object phrase: "Read file from disk", "生成艺术字纹理图片".
PHRASE_WORDS_EN = 4
PHRASE_CJK = 9
# A bare label ("查询订单", "耐力分数", "Get order"): too little even for a plain lookup.
LABEL_WORDS_EN = 3
LABEL_CJK = 6
# A verb and its object ("查询订单列表", "获取用户信息"): the name again, a label however long.
VERB_LABEL_ZH = re.compile(r"^(?:查询|获取|查看|列出|搜索|读取|解析|返回)")


def short_severity(ctx: ToolContext, phrase: bool, label: bool) -> str | None:
    """A short but whole phrase ("Read file from disk", "生成艺术字纹理图片") is enough to choose
    a tool that changes nothing (info); a state-changing tool must say more (what it overwrites,
    what it returns), a two-word label ("解析文件", "查询订单列表") says too little for any, and
    so does any short text under a name that says nothing (`query`)."""
    if vague_name(ctx):
        return None
    if said_elsewhere(ctx) or names_a_field(ctx):
        return "info"
    if documented_list_or_create(ctx) or effect_reported(ctx) or payload_declared_elsewhere(ctx):
        return "info"  # ("Update a coupon" whose `couponData` the create tool declares: the gap
        # reviewers named is the payload, which type-untyped-object reports)
    if one_record_read(ctx) or rename_only(ctx) or act_and_effect(ctx) or effect_annotated(ctx):
        return "info"
    if not label and not breadcrumb(ctx.description) and self_evident(ctx):
        return "info"  # "Star a GitHub repository", "Click an element on the page"
    if ctx.changes_state:
        return None
    # a health or status check that takes no input (`test_connection` "测试连接",
    # `get_server_status` "Server status"): even a label is enough to choose it when no tool in
    # its set could be taken for it; a record read with no input (`get_order`) is not
    health: set[str] = set(_HEALTH_WORDS & set(ctx.name_tokens))
    if health == {"status"} and not _SAYS_STATUS.search(ctx.description):
        health = set()  # `get_queue_status` "获取队列": the label names the queue, not its status
    check = not any(n.name for n in ctx.index.top_level_properties()) and bool(health)
    return "info" if phrase or ((not label or check) and _plain_lookup(ctx)) else None



def vague_name(ctx: ToolContext) -> bool:
    """A name that says nothing of the act (`query`, `handle`): the text must say it all."""
    return all(t in lx.VAGUE_NAME_WORDS for t in ctx.name_tokens)


_SAYS_STATUS = re.compile(r"status|state|状态|情况", re.I)
_HEALTH_WORDS = frozenset({"connection", "connectivity", "health", "status", "ping", "version",
                           "heartbeat", "alive", "liveness", "readiness"})


# Name words that say nothing of what a tool reads: joiners and generic nouns.
NOT_AN_OBJECT = frozenset({"by", "id", "ids", "for", "of", "from", "to", "all", "data", "info",
                            "detail", "details", "my"})
_LEADING_VERBS = lx.READ_VERBS | lx.COMPUTE_VERBS


def object_words(tokens: tuple[str, ...]) -> frozenset[str]:
    """The object words of a name: without its leading verb (`get_`, `count_`) and joiners."""
    if tokens and tokens[0] in _LEADING_VERBS:
        tokens = tokens[1:]
    return frozenset(_stem(t) for t in tokens if t not in NOT_AN_OBJECT)


def _stem(word: str) -> str:
    """A word as `object_words` compares it: `entries` -> `entry`, `tasks` -> `task`."""
    return word[:-3] + "y" if word.endswith("ies") else word.rstrip("s") or word


def _plain_lookup(ctx: ToolContext) -> bool:
    """A read or a computation with nothing to explain: no parameters, one id, or numbers only
    (`count_activities`, `get_activity_gear(activity_id)`, `math_add(a, b)`), and no tool in its
    set it could be taken for (`get_activity` beside `get_activity_gear`; `..._split_summaries`
    beside `..._typed_splits`): its name and a short text are enough to choose it. A tool with
    other inputs must say what they do, and a state change what it changes."""
    kind = "compute" if ctx.name_verb.verb in lx.ARITHMETIC_WRITE_VERBS else ctx.action_kind
    if kind not in ("read", "compute"):
        return False  # (`add(a, b)` reaches here only when it changes nothing: a sum)
    params = [n for n in ctx.index.top_level_properties() if n.name]
    numbers = kind == "compute" and all(
        n.non_null_types and set(n.non_null_types) <= {"number", "integer"} for n in params)
    ids = len(params) == 1 and split_name(params[0].name)[-1:] in (("id",), ("ids",))
    if params and not numbers and not ids:
        return False
    return not _confusable(ctx)


def _confusable(ctx: ToolContext) -> bool:
    """Has the tool no object words, or a neighbour in its set it could be taken for
    (`get_activity` beside `get_activity_gear`, `trending_repositories` beside
    `trending_developers`)?"""
    mine = object_words(ctx.name_tokens)
    if not mine:
        return True
    return any((len(mine) == 1 and mine <= theirs) or len(mine & theirs) >= 2
               for theirs in _neighbours(ctx, mine))


def _object_index(toolset: ToolSet) -> dict[str, array[int]]:
    """Object word -> positions of the set's tools whose names hold it: built once per set
    (`PerSet`), so a tool asks only the tools that share a word with it (a corpus-sized set
    would otherwise cost n² name splits); positions, not the tools' word sets, so the index
    stays small beside a large set."""
    index: dict[str, list[int]] = {}
    for position, tool in enumerate(toolset.tools):
        for word in object_words(split_name(tool.name)):
            index.setdefault(word, []).append(position)
    # arrays, not lists of int objects: a worker reading a list's ints writes their counts
    return {word: array("I", positions) for word, positions in index.items()}


_OBJECT_INDEX = PerSet(_object_index)


def _neighbours(ctx: ToolContext, mine: frozenset[str]) -> Iterator[frozenset[str]]:
    """The object words of every other tool of the set sharing a word with `mine`."""
    for _name, objects in named_neighbours(ctx, mine):
        yield objects


def named_neighbours(ctx: ToolContext,
                      mine: frozenset[str]) -> Iterator[tuple[str, frozenset[str]]]:
    """Every other tool of the set sharing an object word with `mine`, with its object words, in
    set order (the words of a frozenset come in an order that changes from run to run, and the
    first neighbour found is the one a message names)."""
    toolset = ctx.toolset
    if toolset is None:
        return
    index = _OBJECT_INDEX(toolset)
    names = set_names(toolset)  # the names from the set's index, not its tools (`set_names`)
    seen: set[str] = {ctx.tool.name}
    # each word's positions ascend (set order): merged lazily, so a search the bound stops
    # reads no more of a generated set's ~30,000 look-alikes than it keeps
    last = -1
    for position in heapq.merge(*(index.get(word, ()) for word in mine)):
        if position == last:
            continue
        last = position
        name = toolset.tools[position].name if names is None else names.name(position)
        if name not in seen:
            if len(seen) > NEIGHBOURS_READ:
                return  # a generated set's thousands of look-alikes: the first ones decide
            seen.add(name)
            yield name, object_words(split_name(name))


SELF_EVIDENT_PARAMS = 5
# Verbs that make or change a record whose content the text should describe (`create_policy`,
# `set_core_properties`, a share link): not one self-evident act like starring or clicking.
_RECORD_WRITES = frozenset({"create", "add", "insert", "new", "make", "generate", "update", "set",
                            "edit", "modify", "write", "upload", "import", "share", "publish",
                            "grant", "invite", "assign", "save", "put", "post", "patch", "replace"})


def said_elsewhere(ctx: ToolContext) -> bool:
    """Does the rest of the definition say what a short description leaves out, so the model can
    choose the tool without more words? Either the tool has no input, changes nothing and its
    text is more than a bare label ("获取系统状态", "List all backups": nothing to fill, no
    effect to disclose; reviewers found that enough even beside similar tools), or the MCP
    annotations declare the effect (`readOnlyHint`/`destructiveHint`) of a tool that deletes,
    pays or sends nothing, every input is described ("Find Shortcut stories." over 45
    described filters, "Navigate to a URL") and
    no neighbour could be taken for it (`_told_apart`: `star_gist` beside `star_gist_comment`
    keeps the warning). A name that says nothing (`query`) is handled before this."""
    if not object_words(ctx.name_tokens):
        return False
    params = [n for n in ctx.index.top_level_properties() if n.name]
    if not params and ctx.action_kind != "write" and not ctx.changes_state and not ctx.effects \
            and not bare_label(ctx.description):
        return True  # a bare label ("查询订单", "解析文件", "Get order") still says too little
    if ctx.name_verb.verb is None:
        return False
    declared = any(k in ctx.annotations for k in ("readOnlyHint", "destructiveHint"))
    return (declared and not ctx.effects and ctx.annotations.get("destructiveHint") is not True
            and all(n.description.strip() for n in params) and _told_apart(ctx))


def bare_label(desc: str) -> bool:
    """A text of a word or two ("查询订单", "测试连接", "Get order"): too little for any tool."""
    return cjk_count(desc) < LABEL_CJK if has_cjk(desc) else fewer_words(desc, LABEL_WORDS_EN)


def breadcrumb(desc: str) -> bool:
    """A verb and one noun ("Gets an invoice.", "Get weather.", "查询订单"): a label, not a
    description, whatever the tool."""
    if has_cjk(desc):
        return cjk_count(desc) < PHRASE_CJK or VERB_LABEL_ZH.match(desc) is not None
    return len([w for w in words(desc) if w not in lx.STOPWORDS]) <= 2


def self_evident(ctx: ToolContext) -> bool:
    """Is a short text enough because the tool is one familiar act whose inputs are explained:
    no effect the user must agree to (ctx.effects: delete, pay, send, deploy), at most a few
    parameters, each described and none a structured payload, and no neighbour it could be
    taken for ("Star a GitHub repository", "Click an element on the page", "List starred
    repositories")? A payload (`policy_data`), an undescribed input or a neighbour still needs
    words."""
    if ctx.effects or ctx.name_verb.verb in _RECORD_WRITES:
        return False
    params = [n for n in ctx.index.top_level_properties() if n.name]
    if len(params) > SELF_EVIDENT_PARAMS:
        return False
    for node in params:
        items = node.schema.get("items")
        if not node.description.strip() or "object" in node.non_null_types or (
                isinstance(items, dict) and items.get("type") == "object"):
            return False
    return _told_apart(ctx)


def _told_apart(ctx: ToolContext) -> bool:
    """Does the short text name what sets the tool apart from each neighbour sharing its object
    words (`list_workflow_run_artifacts` beside `list_workflow_runs`: "List artifacts for a
    workflow run")? A neighbour whose name adds words to this one (`get_trip_receipt` beside
    `get_trip`) leaves this one nothing of its own to say: it keeps the warning."""
    mine = object_words(ctx.name_tokens)
    if not mine:
        return False
    said = {_stem(t) for t in words(ctx.description)}
    for theirs in _neighbours(ctx, mine):
        if len(mine & theirs) < min(2, len(mine)):
            continue  # no shared object
        if theirs - ANY_VERB == mine and _verb_said(ctx):
            continue  # the same object under another verb (`get_x_review` / `create_x_review`)
        own = mine - theirs
        if not own or not own & said:
            return False
    return True


ANY_VERB = lx.READ_VERBS | lx.WRITE_VERBS | lx.COMPUTE_VERBS


def _verb_said(ctx: ToolContext) -> bool:
    """The text opens with the name's own verb ("Get the reviews ..." on `get_pr_reviews`), so it
    tells the tool from one that does something else to the same object."""
    verb = ctx.name_verb.verb
    first = words(ctx.description)[:1]
    return verb is not None and bool(first) and first[0].rstrip("s") == verb.rstrip("s")
