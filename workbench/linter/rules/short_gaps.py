"""The one concrete gap a short tool description leaves open for its kind of action, read from
the tool's own name, text and schema (`description-too-short`, `descriptions.py`).

Reviewers judged the generic checklist ("say when to use it, what it returns...") noise on a
short but unambiguous tool, and a short text useful to flag when it leaves open what this kind
of action needs said: an update whether fields left out are kept or cleared, a delete whether it
can be undone and what goes with it, a send who receives it, a list whose parent its bare `id`
is, a transform what comes back, a status change what else it changes, a multi-action tool what
each action does. `open_gap` names that gap in the tool's language, or returns None when the
text or the schema already closes it (the finding is then info).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping

from workbench import lexicon as lx
from workbench.linter.context import ToolContext
from workbench.linter.kept_data import PerSet
from workbench.linter.rules.measure_facts import qualifies_a_sibling
from workbench.linter.rules.mega_tools import glossed_actions
from workbench.linter.rules.short_description_jobs import ADDRESS_WORDS, QUALIFIED_LIST_CJK
from workbench.linter.rules.short_descriptions import (
    ANY_VERB,
    NOT_AN_OBJECT,
    bare_label,
    named_neighbours,
    object_words,
)
from workbench.linter.rules.write_destinations import SAYS_OVERWRITE
from workbench.model import ToolSet
from workbench.schema.walk import SchemaNode
from workbench.text import cjk_count, has_cjk, leading_word, split_name, text_of

# Name words of an input that addresses the record rather than carrying content (the short
# descriptions' address words but `name`, which `_content` weighs apart), and read-side options
# (`opt_fields`) that change nothing.
_ADDRESS = (ADDRESS_WORDS - {"name"}) | {"gid", "organizationid", "project", "token"}
# The document an update edits and the place in it (`filename`, `slide_idx`): where it writes,
# not a field it sets.
_WHERE = frozenset({"filename", "filepath", "idx", "index"})
# The file a tool works on, by its input's last name word
_DOCUMENT_PATHS = frozenset({"filename", "filepath", "path", "file"})
# A place inside a document, by an input's last name word (`sheet`, `cell_ref`, `page_idx`)
_PLACES = frozenset({"sheet", "page", "slide", "cell", "ref", "range", "idx", "index", "line",
                     "row", "column", "paragraph"})
_NOT_CONTENT = frozenset({"opt", "comment", "comments", "remark", "note", "notes", "mailto",
                          "fields", "expand", "include"})
# What a read is addressed by: the record's address and its `name` (`get_user` over `user_name`).
_READ_ADDRESS = ADDRESS_WORDS | _ADDRESS

_UPDATE_VERBS = frozenset({"update", "edit", "modify", "patch", "set", "change", "replace",
                           "upsert", "put"})
_UPDATE_ZH = re.compile(r"^(?:修改|编辑|更新|设置|变更)")
# "only the fields given change", "omitted fields are kept", "replaces the whole", "仅更新传入的字段"
_SAYS_PARTIAL = re.compile(
    r"\bpartial|\bonly (?:the )?(?:given|provided|supplied|specified|passed)|\bomit|\bleft out|"
    r"\bunchanged|\bkept\b|\bpreserv|\breplac|\boverwrit|\bmerge|\bappend|"
    r"仅更新|只更新|只修改|仅修改|未传|不传|未提供|为空|保持不变|保留|不变|覆盖|替换|全量|部分|追加", re.I)

_DELETE_VERBS = frozenset({"delete", "remove", "drop", "destroy", "purge", "wipe", "erase",
                           "clear", "empty", "cancel", "truncate", "unlink"})
_DELETE_ZH = re.compile(r"^(?:删除|移除|清空|清除|取消)")
# "cannot be undone", "moves it to the trash", "and its tasks", "不可恢复", "回收站", "及其"
_SAYS_UNDO = re.compile(r"\bundo|\bundone|\brestor|\brecover|\bpermanent|\btrash|\bbin\b|"
                        r"\bcascad|\bcontents?\b|\bincluding\b|\band (?:all )?its\b|\bwith its\b|"
                        r"恢复|撤销|永久|回收站|不可逆|级联|及其|连同|一并|同时删除", re.I)

_SEND_ZH = re.compile(r"^(?:发送|发布|推送|通知|回复|评论|群发|邀请|分享|转发)")
# "to the channel", "visible to", "notifies", "发送给", "可见", "通知"
_SAYS_AUDIENCE = re.compile(r"\bto (?:the |a |an |all |every |each |its |their )?(?:\w+ )?(?:"
                            + "|".join(sorted(lx.PERSON_AUDIENCE | {"lead", "leads", "group", "groups",
                                                                     "chat", "room", "owner"}))
                            + r")\b|\bvisible|\bpublic|\bprivate|"
                            r"\bnotif|\brecipient|给|可见|公开|私有|通知|所有人", re.I)

# Inputs that only page through a list: a list with only these has no filter naming its scope.
_PAGING = frozenset({"page", "limit", "offset", "size", "cursor", "token", "num", "count",
                     "per", "pagesize", "perpage", "by"})
_LIST_VERBS = frozenset({"list", "search", "find", "browse", "query", "enumerate"})
_LIST_ZH = re.compile(r"列表|清单|搜索|检索")
_GET_VERBS = frozenset({"get", "fetch", "read", "show", "view", "describe", "retrieve", "load",
                        "lookup", "info", "status", "check", "count"})
_GET_ZH = re.compile(r"^(?:获取|查询|查看|读取|返回)")
_SAYS_RETURNS = re.compile(r"\breturn|\boutputs?\b|\bgives\b|\byields\b|返回|输出|得到|结果|"
                           # "提取 PDF 表格数据（JSON 或 CSV）", "(as Markdown)": the form it comes in
                           r"[(（][^)）]{0,12}\b(?:JSON|CSV|XML|YAML|HTML|Markdown|TSV|NDJSON)\b", re.I)

# A run or start that makes a new one ("Trigger a new pipeline run", "启动一个新的构建"): no status
# of an existing record changes
_STARTS_NEW = re.compile(r"\b(?:a|an)\s+new\b|\bnew\s+(?:run|build|job|session|instance|execution)\b|"
                         r"新(?:的)?(?:运行|构建|任务|会话|实例)", re.I)
# A change of a record's status ("开始任务", "Resolve a bug"): the status is the act; other
# content inputs are what else it changes.
_TRANSITION_VERBS = frozenset({"start", "finish", "close", "resolve", "confirm", "activate",
                               "deactivate", "assign", "run", "complete", "reopen", "approve",
                               "reject", "enable", "disable", "suspend", "archive",
                               "stop", "pause", "resume", "open"})

_MULTI_ACTION = re.compile(r"\bactions?\s*[:：]|\boperations?\s*[:：]|\w+ / \w+ / \w+", re.I)


def _named(ctx: ToolContext) -> list[SchemaNode]:
    return [n for n in ctx.index.top_level_properties() if n.name]


def _last_word(node: SchemaNode) -> str:
    parts = split_name(node.name or "")
    return parts[-1].lower() if parts else ""


def _content(ctx: ToolContext) -> list[SchemaNode]:
    """The inputs that carry what the tool writes: not the record's address (`id`,
    `project_id`) and not a read option or a comment (`opt_fields`, `comment`)."""
    out = []
    for node in _named(ctx):
        parts = split_name(node.name or "")
        last = _last_word(node)
        if "array" in node.non_null_types and last != "opt":
            out.append(node)  # a list of ids is what an update sets (`question_ids`)
            continue
        if last == "name" and len(parts) > 1 and parts[0].lower() != "new":
            continue  # `database_name`, `table_name`: which record, not what to set
        if last in _ADDRESS or last in _NOT_CONTENT or (parts and parts[0].lower() == "opt"):
            continue
        out.append(node)
    return out


def _ticked(nodes: list[SchemaNode], zh: bool, most: int = 3) -> str:
    names = [f"`{n.name}`" for n in nodes[:most]]
    return ("、" if zh else ", ").join(names) + ("…" if len(nodes) > most else "")


def open_gap(ctx: ToolContext) -> str | None:
    """The gap a short text leaves open for this tool's kind of action, worded in the tool's
    language, or None when the text or schema closes it (nothing but the generic checklist)."""
    # a bracketed area prefix ("[test management] 创建测试用例目录") is no part of the act
    desc = re.sub(r"^\s*\[[^\]]*\]\s*", "", ctx.description.strip())
    zh = has_cjk(desc)
    verb = ctx.name_verb.verb or ""
    lead = _lead_word(desc)
    if _MULTI_ACTION.search(desc) and any(_last_word(n) in ("action", "operation", "op")
                                          for n in _named(ctx)):
        if glossed_actions(ctx):
            return None  # "action: encrypt=加密, decrypt=解密": the text says what each does
        return ("说明每个 action 做什么、需要哪些参数、会改变什么" if zh else
                "say what each action does, what it needs and what it changes")
    if _RAW_HTTP.search(desc):  # "Perform an HTTP PUT request": no record, any URL
        return ("说明它可以访问哪些地址、返回什么（状态码、响应体）" if zh else
                "say which URLs it may reach and what comes back (status, body)")
    if verb in _COMMIT_VERBS or set(ctx.name_tokens) & _COMMIT_OBJECTS:
        return _commit_gap(desc, zh)
    # the text's own verb wins over the name's ("Set dependencies for a task" on `add_...`)
    if lead in _UPDATE_VERBS or (verb in _UPDATE_VERBS and lead not in _OTHER_VERBS) or (
            zh and _UPDATE_ZH.match(desc)):
        return _update_gap(ctx, desc, zh)
    if verb in _DELETE_VERBS or (zh and _DELETE_ZH.match(desc)):
        return _delete_gap(ctx, desc, zh)
    if verb in lx.OUTREACH_VERBS or (zh and _SEND_ZH.match(desc)) or _grants_people(ctx, verb):
        if _SAYS_AUDIENCE.search(desc):
            return None
        return ("说明谁会收到或看到它、是否通知对方" if zh else
                "say who receives or sees it, and whether they are notified")
    if verb in _TRANSITION_VERBS:
        return _transition_gap(ctx, desc, zh, verb)
    if ctx.changes_state or ctx.action_kind == "write":
        return _write_gap(ctx, desc, zh, verb)
    return _read_gap(ctx, desc, zh, verb)


_OTHER_VERBS = (lx.WRITE_VERBS | lx.READ_VERBS) - _UPDATE_VERBS


def _lead_word(desc: str) -> str | None:
    """The English text's first word as a bare verb ("Sets" -> "set"), None for Chinese."""
    match = re.match(r"\s*([A-Za-z]+)", desc)
    if match is None or has_cjk(desc):
        return None
    word = match.group(1).lower()
    return word[:-1] if word.endswith("s") and word[:-1] in _UPDATE_VERBS else word


def _is_verb(word: str) -> bool:
    """A known verb as written or inflected ("Switches", "Generates", "Adds")."""
    # a third-person form ("Switches branches", "Unstages all changes") states an act even
    # where the lexicon lacks the verb
    return any(w in ANY_VERB for w in (word, word[:-1], word[:-2]) if w) or (
        len(word) > 3 and word.endswith("s") and not word.endswith("ss"))


def _grants_people(ctx: ToolContext, verb: str) -> bool:
    """Adding people or their access ("新增群成员", `add_roles_for_employees`): who is told and
    what they get is the gap, as for a send."""
    if verb not in ("add", "invite", "grant", "assign") and not (
            has_cjk(ctx.description) and re.match(r"^(?:新增|添加|批量增加|增加|邀请)", ctx.description)):
        return False
    objects = set(ctx.name_tokens) - {verb}
    return bool(objects & (lx.ACCESS_OBJECTS | lx.PERSON_AUDIENCE)) or any(
        w in ctx.description for w in (*lx.ACCESS_OBJECTS_ZH, "成员", "用户", "员工"))


def _transition_gap(ctx: ToolContext, desc: str, zh: bool, verb: str) -> str | None:
    """A status change: with no input it acts on an implied "current" one (which? what becomes
    of unsaved work?); with inputs beyond the record's address and the verb's own detail
    (`closedReason` on close, `assignedTo` on assign) it changes more than the status."""
    named = _named(ctx)
    if named and (not any(_last_word(n) in _ADDRESS for n in named) or _STARTS_NEW.search(desc)):
        # "Trigger a new pipeline run" over `workspace`, `target`: it starts a new run, whose
        # inputs say what is run, not what else changes (reviewers: "the advice is garbled")
        # "Run an Android emulator" over `avd_name`, "Start a new survival game" over
        # `game_mode`: no record's status changes; its inputs configure what it starts
        return _write_gap(ctx, desc, zh, verb)
    if not named and _PLAYBACK.search(f"{desc} {' '.join(ctx.name_tokens)}"):
        return None  # "停止播放音乐", `pause_music`: the one playback there is, nothing unsaved
    if not named:
        return ("说明它作用于哪一个（“当前”指什么）、未保存的内容会怎样" if zh else
                "say which one it acts on (what \"the current\" one is) and what happens to "
                "unsaved work")
    stem = verb[:4]
    extra = [n for n in _content(ctx) if not (n.name or "").lower().startswith(stem)]
    if not extra:
        return None  # "启用指定企业帐号。" over `userId`: the act is the whole change
    return (f"说明除了状态之外还会改变什么（{_ticked(extra, zh)}）" if zh else
            f"say what else it changes besides the status ({_ticked(extra, zh)})")


# Media playback a player stops, pauses or resumes: there is one, and no work to lose
# (reviewers: "the advice about unsaved content does not fit a music player", F).
_PLAYBACK = re.compile(r"\b(?:music|songs?|audio|video|playback|tracks?|player|podcast|radio)\b|"
                       r"播放|音乐|歌曲|音频|视频", re.I)


# A role one of many things holds (the primary chat, the default workspace): setting it to the
# thing an id names is the whole change, the id is its new value.
_ROLE_WORDS = frozenset({"primary", "default", "current", "active", "main", "preferred", "home",
                         "selected", "favorite", "favourite", "pinned"})


def _points_a_role(ctx: ToolContext) -> bool:
    """Does the name set a role (`primary`, `default`) to the thing its one address names
    (`set_primary_chat` over `chat_id`)?"""
    tokens = set(ctx.name_tokens)
    return bool(tokens & _ROLE_WORDS) and any(
        len(t) > 1 and t[-1] in ("id", "name", "key") and t[-2] in tokens
        for n, t in ctx.named_properties if n.parent == "" and n.via == "properties")


def _update_gap(ctx: ToolContext, desc: str, zh: bool) -> str | None:
    """An update with several fields, a payload object or a list: are fields left out kept or
    cleared, does the list replace or add? One plain field (a rename) leaves nothing open."""
    if _SAYS_PARTIAL.search(desc):
        return None
    content = [n for n in _content(ctx) if _last_word(n) not in _WHERE]
    if not content and _points_a_role(ctx):
        return None  # `set_primary_chat` over `chat_id`: the chat named is the new value
    if not content and _named(ctx):  # "修改版本" over `id` alone: nothing to set
        names = _ticked(_named(ctx), zh)
        return (f"说明它修改什么：输入（{names}）里没有要修改的字段" if zh else
                f"say what it changes: its inputs ({names}) name no field to set")
    lists = [n for n in content if "array" in n.non_null_types]
    if len(content) == 1 and lists:
        return (f"说明 {_ticked(lists, zh)} 是替换现有列表还是追加" if zh else
                f"say whether {_ticked(lists, zh)} replaces the current list or adds to it")
    payload = any("object" in n.non_null_types for n in content)
    if len(content) < 2 and not payload:
        return None
    # only a field the schema lets the call leave out is left out (an AI action's required
    # `name`, `instruction`: reviewers, F on "fields left out (`name`…)"); a required payload
    # object (`data`, `cycle_data`) leaves out keys of the record it carries
    # a quantity's unit chosen per call (`width_type` beside `width`) is read with it, not stored
    left_out = [n for n in content if not n.required and not qualifies_a_sibling(ctx, n)]
    if not left_out:
        payloads = [n for n in content if "object" in n.non_null_types and _may_leave_out(ctx, n)]
        if payloads:
            return (f"说明 {_ticked(payloads, zh)} 里未传的字段是保留原值还是被清空（部分更新还是整体替换）"
                    if zh else f"say whether fields left out of {_ticked(payloads, zh)} are kept or "
                               "cleared (a partial update or a full replace)")
    if not left_out:
        return None  # every field is required: none is left out, none kept or cleared
    return (f"说明未传的字段（{_ticked(left_out, zh)}）是保留原值还是被清空（部分更新还是整体替换）"
            if zh else f"say whether fields left out ({_ticked(left_out, zh)}) are kept or cleared "
                       "(a partial update or a full replace)")


def _may_leave_out(ctx: ToolContext, payload: SchemaNode) -> bool:
    """A payload object declaring no members (any key of the record), or one optional member."""
    members = [m for m in ctx.index.properties() if m.parent == payload.pointer]
    return not members or any(not m.required for m in members)


def _delete_gap(ctx: ToolContext, desc: str, zh: bool) -> str | None:
    if _SAYS_UNDO.search(desc):
        return None
    if not _named(ctx):
        return ("说明它作用于哪些对象（“全部”“当前”指什么）、能否恢复" if zh else
                "say what it reaches (what \"all\" or \"the current\" covers) and whether it can "
                "be undone")
    return ("说明删除后能否恢复、关联的数据是否一并删除" if zh else
            "say whether it can be undone and what is removed with it")


_CREATE_VERBS = frozenset({"create", "new", "insert"})
_CREATE_ZH = re.compile(r"^(?:创建|新建|新增|添加)")
# Verbs that put content where something may already be: does it overwrite?
_OVERWRITE_VERBS = frozenset({"write", "save", "upload", "put", "push", "store", "pull",
                              "download", "copy", "move", "restore", "import", "sync"})
# Verbs that commit the user to something (a booking, a purchase, an application)
_COMMIT_VERBS = frozenset({"book", "reserve", "order", "place", "buy", "purchase", "pay",
                           "submit", "subscribe", "enroll", "register", "rent", "hire"})
_RAW_HTTP = re.compile(r"\bHTTP\b.*\brequest|\b(?:GET|PUT|POST|PATCH|DELETE) request|"
                       r"发送 ?HTTP|HTTP ?请求")
_COMMIT_OBJECTS = frozenset({"payment", "payments", "purchase", "booking", "reservation",
                             "rental"})
# Linking one record to others ("产品计划关联Bug", `link_plan_bugs`): added to or replacing?
_LINK_VERBS = frozenset({"link", "attach", "associate", "relate", "bind"})
_LINK_ZH = re.compile(r"关联|绑定|挂载")
_SAYS_COMMIT = re.compile(r"\bcharges?\b|\bcosts?\b|\bcancel|\brefund|\bfree\b|费用|扣款|取消|退款|免费",
                          re.I)


_SLASH_LISTED = re.compile(r"[\w-]+(?:\s*/\s*[\w-]+)+")


def _word_run(desc: str, match: re.Match) -> str:
    """The run of words, `_` and `/` a Latin word stands in ("rectangle/rounded_rectangle/oval")."""
    lo, hi = match.start(), match.end()
    while lo > 0 and (desc[lo - 1].isascii() and (desc[lo - 1].isalnum() or desc[lo - 1] in "_/-")):
        lo -= 1
    while hi < len(desc) and (desc[hi].isascii() and (desc[hi].isalnum() or desc[hi] in "_/-")):
        hi += 1
    return desc[lo:hi]


def _commit_gap(desc: str, zh: bool) -> str | None:
    """A booking, a rental, a payment: what it commits the user to, unless the text says."""
    if _SAYS_COMMIT.search(desc):
        return None
    return ("说明它让用户承担什么（是否扣费、能否取消）、返回什么" if zh else
            "say what it commits the user to (a charge? can it be cancelled?) and what comes back")


def asks_inputs(ctx: ToolContext, gap: str) -> bool:
    """Is the gap a short text leaves only the meaning of the tool's undescribed inputs
    ("说明 `session_id`、`format` 的含义和返回什么", "say what `uuid` means and what comes
    back")? Then it is the gap `param-missing-description` reports on those inputs."""
    undescribed = [n for n in _named(ctx) if not n.description.strip()]
    if not undescribed:
        return False
    one = len(undescribed) == 1
    for zh in (True, False):
        ticked = _ticked(undescribed, zh)
        if gap in (f"说明 {ticked} 的含义、它会改变什么", f"说明 {ticked} 的含义和返回什么",
                   f"say what {ticked} {'means' if one else 'mean'} and what it changes",
                   f"say what {ticked} {'means' if one else 'mean'} and what comes back"):
            return True
    return False


def opaque_payload_only(ctx: ToolContext) -> bool:
    """Is everything the tool writes one or more payload objects that declare no fields and show
    no shape (`create_agent(agent_fields: {})`)? Then the gap a short text leaves is the payload,
    which `param-missing-description` asks about on the object itself."""
    payload = [n for n in _named(ctx) if _last_word(n) not in _ADDRESS]  # the record's id aside
    return bool(payload) and all(_opaque(n) for n in payload)


def _opaque(node: SchemaNode) -> bool:
    """An object that declares no fields and shows no shape either: not a map whose values declare
    their fields (`attributes: {name: {type, required}}`), nor one whose own text writes its shape
    out ("E.g., { \"title\": { \"type\": \"string\" } }")."""
    if "object" not in node.non_null_types or node.schema.get("properties"):
        return False
    extra = node.schema.get("additionalProperties")
    return not (isinstance(extra, Mapping) and extra.get("properties")) and "{" not in node.description


def _write_gap(ctx: ToolContext, desc: str, zh: bool, verb: str) -> str | None:
    """A write by its kind: a create; a write over what may be there; a link; a noun label
    that hides the act; undescribed inputs; a neighbour it could be taken for."""
    undescribed = [n for n in _named(ctx) if not n.description.strip()]
    adds_new = verb == "add" and re.match(r"\s*adds? (?:a |an )?new\b", desc, re.I) is not None
    if (ctx.name_tokens[:1] and ctx.name_tokens[0] in _CREATE_VERBS) or verb in _CREATE_VERBS or (
            zh and _CREATE_ZH.match(desc)) or adds_new:
        opaque = [n for n in _content(ctx) if _opaque(n)]
        if opaque:  # a payload with no fields ("Create an alerting rule." over `rule: {}`)
            return (f"说明 {_ticked(opaque, zh)} 里要填哪些字段" if zh else
                    f"say which fields {_ticked(opaque, zh)} holds")
        # a value of a slash list ("添加形状（rectangle/oval/triangle）") is an option the text
        # lists, not a term it leaves unexplained
        loan = next((m for m in re.finditer(r"[A-Za-z][A-Za-z-]+", desc)
                     if not _SLASH_LISTED.fullmatch(_word_run(desc, m))), None) if zh else None
        if loan:  # "创建offer": the object is a term the Chinese text leaves unexplained
            return f"说明“{loan.group(0)}”指什么、新建后返回什么"
        if not _content(ctx):  # no input, or only ids to fill ("创建答案项" over paper_id, question_id)
            return ("说明它新建的是什么、建在哪里、返回什么" if zh else
                    "say what it creates, where, and what comes back")
        if not (_CREATE_ZH.match(desc) or re.match(r"^(?:生成|提交|发起|建立)", desc)
                or (not zh and (_is_verb(_lead_word(desc) or "") or _lead_word(desc) == "new"))):
            # "光伏订单" on `create_installation_order`: a label that never says it creates
            return ("说明它新建什么、会触发什么后续动作、返回什么" if zh else
                    "say that it creates one, what that sets going, and what comes back")
        if not undescribed:
            return None  # a create over described fields: the fields say what it makes
        return (f"说明新建的是什么、{_ticked(undescribed, zh)} 填什么" if zh else
                f"say what it creates and what {_ticked(undescribed, zh)} take")
    if verb in _OVERWRITE_VERBS:
        if SAYS_OVERWRITE.search(desc):
            return None
        return ("说明目标已存在时是否覆盖、返回什么" if zh else
                "say whether it overwrites what is already there, and what comes back")
    if _label(desc, zh) and (zh or not _is_verb(_lead_word(desc) or "")):
        # "Telescope scheduler." on `schedule_observation`: a noun label that never says the act
        return (f"说明它做什么（名字里的 `{verb}`：会改变什么）、返回什么" if zh else
                f"say what it does (the `{verb}` its name names: what changes) and what comes back")
    if verb in _LINK_VERBS or (zh and _LINK_ZH.search(desc)):
        bare = any((n.name or "").lower() in ("id", "ids") for n in _named(ctx))
        return (("说明 `id` 是哪个对象的 ID、" if bare else "说明") + "是追加关联还是替换已有的关联" if zh
                else ("say whose `id` it takes and " if bare else "say ")
                + "whether it adds to the current links or replaces them")
    if undescribed:
        return (f"说明 {_ticked(undescribed, zh)} 的含义、它会改变什么" if zh else
                f"say what {_ticked(undescribed, zh)} "
                f"{'means' if len(undescribed) == 1 else 'mean'} and what it changes")
    other = confused_with(ctx)
    if other is not None:
        return (f"说明它和 `{other}` 有什么不同、各在什么时候用" if zh else
                f"say how it differs from `{other}` and when to use which")
    # one act over described inputs ("Navigate to a URL", "Click an element on the page"):
    # reviewers judged the generic checklist noise there; nothing concrete is open
    return None


def _read_gap(ctx: ToolContext, desc: str, zh: bool, verb: str) -> str | None:
    """A read: undescribed inputs leave what to send open; a list's bare `id` leaves whose list
    open; a transform (geocode, parse, extract) leaves what comes back open. A plain get or
    list over described inputs leaves nothing a longer text would add."""
    named = _named(ctx)
    undescribed = [n for n in named if not n.description.strip()]
    if undescribed:
        return (f"说明 {_ticked(undescribed, zh)} 的含义和返回什么" if zh else
                f"say what {_ticked(undescribed, zh)} {'means' if len(undescribed) == 1 else 'mean'}"
                " and what comes back")
    if verb in _LIST_VERBS or "list" in ctx.name_tokens or (zh and _LIST_ZH.search(desc)):
        bare = [n for n in named if (n.name or "").lower() in ("id", "ids")]
        searches = verb in ("search", "find", "query") or (zh and re.search(r"搜索|检索", desc))
        if _label(desc, zh) and searches:  # "搜索酒店", "Search tool.": not even what it looks through
            return ("说明它在哪些内容里查找、按什么匹配、每条结果包含什么" if zh else
                    "say what it looks through, what it matches on, and what each result holds")
        filters = [n for n in named if _last_word(n) not in _PAGING]
        if (_unqualified_list(desc, zh) and not filters) or _label(desc, zh):
            return ("说明列出的是哪些（谁的、什么范围）、按什么排序、每条包含什么" if zh else
                    "say which ones it lists (whose, what scope), in what order, and what each "
                    "entry holds")
        if not bare:
            return None
        return ("说明 `id` 是哪个上级对象的 ID，以及每条结果包含什么" if zh else
                "say whose `id` it is (which parent the list belongs to) and what each entry holds")
    other = confused_with(ctx)
    if other is not None:
        return (f"说明它和 `{other}` 有什么不同、各在什么时候用" if zh else
                f"say how it differs from `{other}` and when to use which")
    options = [n for n in named if _last_word(n) not in _READ_ADDRESS]
    if _SAYS_RETURNS.search(desc):
        return None  # "地址转经纬度，返回坐标": what comes back is said
    if verb in _GET_VERBS or (zh and _GET_ZH.match(desc)):
        # a get over its record's address says what comes back: that record; a bare label
        # ("查询物流", "Get weather.") or an option (`include_acl`, `refresh`) does not
        if not (_label(desc, zh) or options):
            return None
    elif ctx.name_verb.kind is None and ctx.annotations.get("readOnlyHint") is not True \
            and {_last_word(n) for n in _named(ctx)} & _DOCUMENT_PATHS \
            and {_last_word(n) for n in _named(ctx)} & _PLACES:
        # an act the lexicon does not know at a place in a document the caller names
        # (`excel_freeze_panes` "冻结窗格" over `filename`, `sheet`, `cell_ref`; `pdf_rotate_page`
        # over `filename`, `page_idx`): an edit in place, and reviewers judged asking what it
        # returns noise; an unknown act over a whole image ("追影-放大镜" over `image_path`: a new
        # image comes back), a URL or an id ("解析文件", "Match data endpoint.") keeps it
        return None
    return ("说明返回什么（格式、字段）" if zh else "say what comes back (its form and fields)")


def _label(desc: str, zh: bool) -> bool:
    """A bare label ("查询物流", "Get weather."); a Chinese text that also names Latin terms
    ("通过chatId查询OpenConversationId") says more than its Chinese characters count."""
    return bare_label(desc) and not (zh and re.search(r"[A-Za-z]{3,}", desc))


def _unqualified_list(desc: str, zh: bool) -> bool:
    """A list whose text names only the thing listed ("查询订单列表", "List invoices."): whose,
    which and in what order are open. "获取产品发布列表" (seven characters and more) names whose."""
    return cjk_count(desc) < QUALIFIED_LIST_CJK if zh else bare_label(desc)


def confused_with(ctx: ToolContext) -> str | None:
    """A tool of the set whose name holds this one's object words and more (`get_trip_receipt`
    beside `get_trip`, `star_gist_comment` beside `star_gist`; `..._typed_splits` beside
    `..._split_summaries`, two words shared and one each of its own): a short text must say
    which one it is. A list of the same object (`get_user_list` beside `get_user_detail`) or
    another act on it (`update_user`) is told apart by its verb, not a neighbour."""
    own = _past_system(ctx, ctx.name_tokens)
    past = own != ctx.name_tokens and bool(_without_verb(own))
    own = own if past else ctx.name_tokens  # `browser_navigate`: the prefix is all it names
    mine = object_words(_without_verb(own)) - {"list"}
    if not mine:
        return None
    for name, _objects_held in named_neighbours(ctx, mine):
        tokens = _past_system(ctx, split_name(name)) if past else split_name(name)
        other_verb = tokens[:1] != own[:1]
        if "list" in tokens or (other_verb and tokens[:1] and tokens[0] in ANY_VERB):
            continue  # a list, or another act on the same object: its verb tells it apart
        theirs = object_words(_without_verb(tokens)) - {"list"}
        # one object word: the neighbour's name must go on from it (`get_trip` ->
        # `get_trip_receipt`), not merely hold it (`getUserInfo`, `getAppUserRetention`)
        if len(mine) == 1 and mine < theirs and tokens[:1] == own[:1] and _goes_on_from(
                own, tokens):  # the same verb: `start_game` is not `end_game`'s kin
            return name
        # two words shared, one each of its own (`..._split_summaries`, `..._typed_splits`),
        # or all of this one's words and more
        if len(mine & theirs) >= 2 and mine != theirs and not theirs < mine:
            return name
    return None


FAMILY_LEAST = 3


def _system_words(toolset: ToolSet) -> frozenset[str]:
    """The prefixes a server puts on its tools, no object two of its tools have in common: the
    vendor prefix on every tool (`heiman_` in `heiman_get_device_info`: half the set and three
    tools at least, `text.leading_word`), and each family's prefix where the set groups its
    tools by what they work on (`pdf_`, `word_`, `excel_` on three tools or more each). Two
    tools that differ only there (`word_add_image`, `pdf_add_image`) are told apart by it, and
    the words after it (`pdf_extract_tables`: extract, tables) are the act and its object."""
    names = [text_of(t.name) for t in toolset.tools]
    firsts = Counter(split_name(n)[:1] for n in names)
    families = {first[0] for first, count in firsts.items() if first and count >= FAMILY_LEAST
                and first[0] not in ANY_VERB}
    vendor = leading_word(names, 0.5, FAMILY_LEAST)
    return frozenset(families | ({vendor} if vendor else set()))


_SYSTEM_WORDS = PerSet(_system_words)


def _past_system(ctx: ToolContext, tokens: tuple[str, ...]) -> tuple[str, ...]:
    """A name's words without its set's vendor or family prefix (`_system_words`)."""
    words = _SYSTEM_WORDS(ctx.toolset) if ctx.toolset is not None else frozenset()
    return tokens[1:] if len(tokens) > 1 and tokens[0] in words else tokens


def _without_verb(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """A name's words without its leading verb, write verbs too (`add_text_field`): a shared
    verb is no shared object."""
    return tokens[1:] if tokens[:1] and tokens[0] in ANY_VERB else tokens


def _goes_on_from(mine: tuple[str, ...], theirs: tuple[str, ...]) -> bool:
    """Does the other name go on from this one's object word, as written or its plural
    (`get_trip` -> `get_trip_receipt`), not merely hold it (`getUserInfo`,
    `getAppUserRetention`) or a shorter word (`getNews`, `getNewReligiousMovements`)?"""
    word = next((t for t in mine[1:] if t not in NOT_AN_OBJECT), None)
    return word is not None and len(theirs) > 1 and theirs[1] in (word, word + "s")
