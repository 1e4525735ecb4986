"""What a tool does to the world beyond the conversation, read from its name, description,
action enum, flags and parameters: the facts the `side-effect` rules (side_effects.py) and
`description-incomplete` share. No rule lives here.

An effect counts when it cannot be undone (delete, cancel an order), moves money (pay, refund),
commits the user (book, order), reaches other people (send a message, invite) or changes what
others run (deploy, merge to a branch). A word that is a noun as often as a verb (`order`,
`post`) counts only where a verb must stand; an outreach verb only with an audience ("sends a
command to the appliance" reaches nobody); cancelling a run or a job loses nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from workbench import lexicon as lx
from workbench.linter.context import ToolContext
from workbench.linter.rules.effect_disclosure import in_undo_window_zh
from workbench.linter.rules.effect_words import (
    background_clause,
    filter_values,
    http_methods,
    in_field_list,
    listed_http_method,
    names_a_thing,
    not_the_calls_act,
    others_act,
)
from workbench.linter.rules.mega_tools import action_nodes
from workbench.schema.walk import SchemaNode
from workbench.text import (
    clauses,
    has_cjk,
    inflections,
    name_verb,
    negated,
    other_latin_prose,
    sandboxed,
    snake_name,
    split_name,
    words,
)

# Writing a file the caller names is what a download/export does ("File name to save the
# console messages to", "保存到本地文件").
_SAVE_WORDS_EN = r"save|saves|saved|write|writes|written|store|stores|export|exports|dump|dumps"
_SAVES_FILE_EN = re.compile(rf"\b(?:{_SAVE_WORDS_EN}|download|downloads)\b"
                            r"[^.;\n]{0,60}?\b(?:to|into|"
                            r"as|in)\b[^.;\n]{0,40}?\b(?:file|files|disk|csv|path|directory|"
                            r"folder|workspace)\b|\boverwrit")
_SAVES_FILE_ZH = re.compile(r"(?:保存|写入|下载|导出)(?:到|至|为)?.{0,20}?(?:文件|本地|目录|磁盘|路径)")
_FILE_PARAM_TOKENS = frozenset({"path", "file", "filename", "filepath", "dir", "directory",
                                "output", "destination", "dest"})
# In the description of a file-name parameter: the tool writes to that file.
_SAVE_VERB = re.compile(rf"\b(?:{_SAVE_WORDS_EN})\b|保存|写入|导出|存储到")

def file_output_params(ctx: ToolContext) -> list[SchemaNode]:
    """Top-level parameters that name a file the tool writes ("File name to save ... to")."""
    out = []
    for node in ctx.index.top_level_properties():
        tokens = set(split_name(node.name or ""))
        desc = node.description
        if tokens & _FILE_PARAM_TOKENS and desc and _SAVE_VERB.search(desc.lower()):
            out.append(node)
    return out


def without_file_saves(text: str) -> str:
    """The text with its file-save phrases blanked ("并保存到本地目录", "saves it to a CSV file"):
    what is left says whether the tool changes anything else."""
    if has_cjk(text):
        text = _SAVES_FILE_ZH.sub(" ", text)
    return _SAVES_FILE_EN.sub(" ", text.lower())


def saves_files(ctx: ToolContext) -> bool:
    """Does the tool write a local file (its description or a file-name parameter says so)?"""
    desc = ctx.description
    return bool(_SAVES_FILE_EN.search(desc.lower()) or (has_cjk(desc) and _SAVES_FILE_ZH.search(desc))
                or file_output_params(ctx))


# --- which effects a tool has, and whether its text owns up to them --------------------------

class Effect:
    """One consequential effect of a tool: the verb, its class, how the tool shows it, where
    (the pointer of the parameter that carries it) and whether the description states it."""

    __slots__ = ("from_action", "from_prose", "phrase", "pointer", "stated", "verb", "why")

    def __init__(self, verb: str, why: str, phrase: str, pointer: str = "", stated: bool = True,
                 from_prose: bool = False, from_action: bool = False):
        self.verb, self.why, self.phrase = verb, why, phrase
        self.pointer, self.stated = pointer, stated
        # read only from a verb in the description's sentences (not the name, an action enum
        # or a flag): that sentence may be about another tool, a noun, or a reversible act
        self.from_prose = from_prose
        # one value of a multi-action tool's action parameter (`action: 'delete'`), not the
        # tool's own act: what it removes is often a part of what the tool manages
        self.from_action = from_action


_CONSEQUENTIAL = (lx.IRREVERSIBLE_VERBS | lx.MONEY_VERBS | lx.COMMIT_VERBS | lx.OUTREACH_VERBS
                  | lx.SHARED_VERBS)


# Words that say data goes with the session ("revokes the session and deletes its files").
_DATA_LOST = re.compile(r"\b(?:data|files?|records?|documents?|messages?|history|lost|permanent\w*)\b",
                        re.I)


# "lost for good", "永久": a cache cleared with something the user keeps
_LOST = re.compile(r"\b(?:lost|permanent\w*|irrecoverabl\w*|cannot be (?:undone|recovered))\b|"
                   r"丢失|永久|无法恢复|不可恢复", re.I)
_DATA_LOST_ZH = re.compile(r"数据(?!库)|文件(?!夹)|记录|文档|消息|历史|丢失|永久")  # 文件夹: a container


# "Remove an issue from a cycle", "removes the user from the group", "将成员从群组中移除": the
# item leaves a container it can be put back into; a store it is erased from is no container.
_UNLINK_EN = re.compile(r"\b(?:remove|delete|detach|unlink|take)s?\s+(?:an?|the|one|this|that|"
                        r"each|given|specified)?\s*(\w+?)s?\s+(?:out\s+)?from\s+(?:an?|the|this|"
                        r"that|its|their|given|specified)?\s*(\w+?)s?\b")
_UNLINK_ZH = re.compile(r"从\s*(\S{1,8}?)\s*中?\s*(?:移除|移出|删除|剔除)")
_STORES = frozenset({"disk", "drive", "storage", "server", "database", "db", "system", "bucket",
                     "repository", "repo", "folder", "directory", "dir", "file", "table", "sheet",
                     "document", "doc", "history", "memory", "cache", "index", "trash", "cloud",
                     "account", "computer", "machine", "filesystem", "store"})
_STORES_ZH = ("磁盘", "硬盘", "服务器", "数据库", "存储", "系统", "文件", "表", "文档", "历史", "记录",
              "云", "账号", "账户", "缓存", "回收站")


def _unlinks(ctx: ToolContext) -> bool:
    """Does the description say the item is taken out of a container (both named in the tool's
    own name: `delete_cycle_issue`, "Remove an issue from a cycle") rather than erased from a
    store, with nothing saying data is lost?"""
    text = ctx.description
    low = text.lower()
    if _DATA_LOST.search(low) or _DATA_LOST_ZH.search(text):
        return False
    named = {t.rstrip("s") for t in ctx.name_tokens}
    for m in _UNLINK_EN.finditer(low):
        item, box = m.group(1), m.group(2)
        if box not in _STORES and item != box and {item, box} <= named:
            return True
    return any(not any(w in m.group(1) for w in _STORES_ZH) for m in _UNLINK_ZH.finditer(text))


# "Whether to return only results that have been archived", "是否包含已删除的记录": the flag
# chooses which items come back; "Set to true to archive the page" is the act itself.
_FILTER_FLAG_EN = re.compile(r"\b(?:return|returns|returned|include|includes|included|including|"
                             r"show|shows|list|lists|listed|only|exclude|excludes|filter|filters|"
                             r"fetch|retrieve|search)\b")
_FLAG_ACTS_EN = re.compile(r"\bto (?:archive|delete|trash|remove|restore|unarchive)\b|"
                           r"\b(?:archives|deletes|trashes|removes|moves)\b")
_FILTER_FLAG_ZH = re.compile(r"返回|包含|包括|显示|列出|查询|筛选|过滤|仅看|只看")
_FLAG_ACTS_ZH = re.compile(r"(?:设为|设置为|为)\s*true\s*(?:时|则)?\s*(?:将|会)?(?:删除|归档|移入回收站)|"
                           r"(?:将|会)(?:其|该\S{0,4})?(?:删除|归档)")


def _filter_flag(node: SchemaNode, ctx: ToolContext) -> bool:
    """Is this `archived`/`deleted` flag a filter on what a reading tool returns, not an act?"""
    desc = node.description
    low = desc.lower()
    if _FLAG_ACTS_EN.search(low) or _FLAG_ACTS_ZH.search(desc):
        return False
    if _FILTER_FLAG_EN.search(low) or _FILTER_FLAG_ZH.search(desc):
        return True
    return not desc.strip() and ctx.action_kind == "read"


_UNLINK_VERBS = frozenset({"delete", "remove", "unlink", "detach", "删除", "移除", "移出", "剔除"})


# The receiver is another agent ("Sends a message to a specific agent", "发给其他智能体").
_TO_AGENTS = re.compile(r"\b(?:to|with)\s+(?:a\s+|an\s+|another\s+|the\s+|other\s+)?(?:specific\s+|"
                        r"target\s+|peer\s+)?(?:sub-?)?agents?\b|(?:发给|发送给|通知)(?:其他|另一个|指定的?)?"
                        r"(?:智能体|代理|agent)", re.I)


def addresses_agents(text: str) -> bool:
    """Does the text send or hand something to agents ("to agent specified in <to>", "发给其他
    智能体")?"""
    return bool(text) and _TO_AGENTS.search(text) is not None


# What a checkout that pays is the checkout of (a library's or a task board's checkout lends or
# claims; git's switches a branch).
_CHECKOUT_OBJECTS = frozenset({"cart", "carts", "basket", "baskets", "order", "orders", "purchase",
                               "purchases", "shop", "store", "total", "pay", "paid", "card"})


def _effect_class(verb: str, context: str = "") -> str | None:
    """The class of an effect verb; an outreach verb only with an audience in `context` (the
    name and the clause that states it): "sends a command to the appliance" reaches nobody."""
    if verb in lx.IRREVERSIBLE_VERBS:
        if set(split_name(context)) & lx.CACHE_OBJECTS and not _LOST.search(context):
            return None  # clearing a cache: it is filled again from what it copies
        if verb in ("cancel", "terminate", "kill") and set(split_name(context)) & lx.PROCESS_OBJECTS:
            return None  # cancelling a run or a job: it can be started again
        if verb == "cancel" and set(split_name(context)) & lx.SETTING_OBJECTS:
            return None  # unsetting a default, a pin or a mute: it can be set again
        if verb == "drop" and not set(split_name(context)) & lx.DROP_OBJECTS:
            return None  # "drag and drop", "drop files onto the page": no store is dropped
        if verb in ("revoke", "terminate", "kill", "drop", "cancel") \
                and set(split_name(context)) & lx.SESSION_OBJECTS and not _DATA_LOST.search(context):
            return None  # closing a connection or a session: the caller can open it again
        if verb in ("revoke", "remove") and set(words(context)) & lx.ACCESS_OBJECTS \
                and not _DATA_LOST.search(context):
            return None  # revoking access, removing a role: granting it again undoes it
        return "irreversible"
    if verb in lx.SHARED_VERBS:
        return "shared" if set(split_name(context)) & lx.SHARED_TARGETS else None
    if verb in lx.MONEY_VERBS:
        if verb in lx.MOVE_OR_MONEY_VERBS and not (
                set(words(context)) & lx.MONEY_EVIDENCE
                or any(w in context for w in lx.MONEY_ZH)):
            return None  # "transfer issues from one cycle to another": no money moves
        if verb == "checkout" and not (set(words(context)) & (lx.MONEY_EVIDENCE | _CHECKOUT_OBJECTS)
                                       or any(w in context for w in lx.MONEY_ZH)):
            return None  # "checkout/release/complete tasks", `git checkout`: a claim, no payment
        return "money"
    if verb in lx.COMMIT_VERBS:
        if verb == "place" and not set(words(context)) & lx.PLACE_OBJECTS:
            return None  # "place widget in a dashboard": a layout, no order or bet
        return "commit"
    if verb in lx.OUTREACH_VERBS:
        found = set(split_name(context)) | set(words(context))
        if verb == "send" and found & lx.MONEY_OBJECTS:
            return "money"  # "send money to a friend"
        if _TO_AGENTS.search(context):
            return None  # a message between agents of one system: no person sees it
        if found & lx.OUTREACH_AUDIENCE or (has_cjk(context) and any(
                w in context for w in lx.OUTREACH_AUDIENCE_ZH)):
            return "outreach"
    return None


# The Chinese words of each effect class, in the order a word shared by two is classed.
_ZH_BY_CLASS = {"irreversible": lx.IRREVERSIBLE_ZH, "money": lx.MONEY_ZH,
                "commit": lx.COMMIT_ZH, "outreach": lx.OUTREACH_ZH, "shared": lx.SHARED_ZH}


def _zh_class(word: str) -> str | None:
    for cls, zh in _ZH_BY_CLASS.items():
        if word in zh:
            return cls
    return None


# Nouns as often as verbs: only read as the action where a verb must stand.
_AMBIGUOUS = lx.NOUN_VERBS | {"share", "tip", "push", "merge", "drain", "book", "dial",
                              "order", "deposit", "transfer", "trade", "checkout"}


@lru_cache(maxsize=1)
def _effect_regex() -> re.Pattern[str]:
    verbs = _CONSEQUENTIAL
    clear = sorted({f for v in verbs - _AMBIGUOUS for f in inflections(v)}, key=len, reverse=True)
    unsure = sorted({f for v in verbs & _AMBIGUOUS for f in inflections(v)[:2]}, key=len,
                    reverse=True)
    # a docstring's clause keeps its indent ("\n    Place a trade ..."): `^\s*`
    lead = (r"(?:^\s*|[.;:!?\n(，。；、]\s*|\b(?:it|this tool|and|then|also|will|to|can|immediately|"
            r"permanently|automatically|directly|that)\s+)")
    # a noun-like verb only where nothing but a verb can stand ("Books a room", "will post")
    strict = (r"(?:^\s*|[.;:!?\n(，。；、]\s*|\b(?:it|this tool|then|also|will|to|can|immediately|"
              r"automatically|directly)\s+)")
    # ... and not where a noun stands: "Tips for success:", "Transfer of ownership", "Orders, ",
    # or a docstring's entry for a parameter so named: "order (int): The order up to ..."
    noun_next = (r"(?!\s*(?:[:,)]|\((?:int|str|float|bool|number|string|integer|list|dict|optional)\b|"
                 r"for\b|of\b|and\b|or\b|about\b|on\b|in\b|are\b|is\b))")
    return re.compile(rf"(?:{lead}|,\s*)(?P<v>{'|'.join(clear)})\b|{strict}(?P<u>{'|'.join(unsure)})\b"
                      + noun_next)


@lru_cache(maxsize=1)
def _effect_forms() -> frozenset[str]:
    return frozenset(f for v in _CONSEQUENTIAL for f in inflections(v))


_EN_BASE: dict[str, str] = {}  # inflected form -> verb, filled on first use


def _base(form: str) -> str:
    if not _EN_BASE:
        for v in _CONSEQUENTIAL:
            for f in inflections(v):
                _EN_BASE.setdefault(f, v)
    return _EN_BASE.get(form, form)


# A clause naming another tool's effect ("to delete, use notes_delete") or the system the tool
# belongs to ("the trading system, which allows users to trade"), not this call's.
_REDIRECT_EN = re.compile(r"\buse\s+[`'\"]?\w+_\w+|\binstead\b|\bnot for\b|\bdo not use\b|"
                          r"\bdon't use\b|\bif you want to\b|\bbelongs to\b")
# "可用 alerts_unsubscribe_topics 取消", "通过 x_undo 撤销": the other tool that undoes this one.
_REDIRECT_ZH = re.compile(r"请(?:使用|用|调用)|改用|不用于|不要用|如需|若需|如果要|"
                          r"(?:用|调用|通过)\s*`?[A-Za-z]+_[A-Za-z_]+")
_ZH_EFFECT = re.compile("|".join(lx.IRREVERSIBLE_ZH + lx.MONEY_ZH + lx.COMMIT_ZH + lx.OUTREACH_ZH
                                 + lx.SHARED_ZH))
_DEPRECATION_ZH = re.compile(r"将(?:在|于)[^，。；]{0,12}版本[^，。；]{0,4}(?:移除|删除|下线)|已废弃|即将废弃")
# A verb word inside a document's name: 发货通知单, 录用通知书, 发布单 are records a business
# system keeps, not a message sent to anyone.
_DOCUMENT_NAME_ZH = re.compile(r"[单书函](?![个独条次一])")
# The text a sending is for, composed and returned: 群发文案, 推送话术, 发布稿 (copy for a mass
# post: the tool writes it, someone else sends it; holdout 36: F ×2 on cn-shop's digest)
_COPY_NOUN_ZH = re.compile(r"(?:文案|文稿|稿件|稿子|话术|草稿|素材|稿)")
# A message shown in the user's own application (推送前台消息, 弹窗提示, 在界面显示通知): it
# reaches the user at the screen, no other person.
_OWN_UI_ZH = re.compile(r"前台(?:消息|提示|通知|错误)|弹窗|弹出(?:提示|消息|框)|提示框|toast|"
                        r"(?:界面|页面|窗口|编辑器)(?:上|中|内)(?:显示|弹出|提示)", re.I)
_ZH_NOT_ACTION = re.compile(r"[已被可未]$")  # 已取消的, 被删除, 可删除: a state, not this call
# The user of the conversation as the recipient: the assistant's own reply channel.
# "to the current API user", "to the email address of the user associated with the current API
# token", "to yourself", "发送到当前账号的邮箱": the caller's own inbox.
_TO_THE_USER = re.compile(r"\bto (?:the|a|this) (?:current |calling |signed[- ]in |logged[- ]in |"
                          r"authenticated )?(?:api )?user\b|\bremind(?:s|er)? (?:the user|me)\b|"
                          r"\bof the (?:current |calling )?user associated with (?:the|this|your) "
                          r"(?:current )?(?:api |access )?(?:token|key|account|session)\b|"
                          r"\bto (?:yourself|your own (?:e-?mail|inbox|address|account|phone))\b|"
                          r"(?:发送|发)[^，。；,;]{0,8}?(?:到|至|给)(?:当前(?:登录)?(?:账号|账户|用户)|自己)|"
                          r"(?:向|给)(?:当前)?用户(?!组)|为当前(?:登录)?用户|提醒我|"
                          r"(?:告知|通知|提醒|发送给|发给)(?:用户)?本人")
# A receipt to a person the text itself makes the caller: "通过短信告知上报人处理进度 … 上报人身份
# 取自当前登录账号", "emails the requester … the requester is the signed-in user". Who a role
# (applicant, submitter) is depends on who calls — an approver's tool notifies someone else —
# so the text must tie the role to the current account.
_TOLD_ROLE = re.compile(r"(?:告知|通知|提醒|发送给|发给)(?P<zh>[\u4e00-\u9fff]{1,3}人)|\b(?:notif(?:y|ies)|"
                        r"texts?|e-?mails?|sms(?:es)?) (?:the )?(?P<en>[a-z]+(?:er|or|ant))\b")


def _told_is_caller(told: str) -> bool:
    for m in _TOLD_ROLE.finditer(told):
        role = m.group("zh") or m.group("en")
        if re.search(re.escape(role) + r"[^。；.;]{0,12}?(?:当前登录|当前用户|登录账号|登录用户|"
                     r"(?:signed|logged)[ -]in|current user|the caller)", told):
            return True
    return False


def _description_effects(ctx: ToolContext) -> Iterator[Effect]:
    text = ctx.own_description  # not what a RELATED TOOLS section says another tool does
    # most descriptions name no such verb at all: a set intersection decides that
    if _effect_forms().isdisjoint(words(text)) and not (has_cjk(text) and _ZH_EFFECT.search(text)):
        return
    # a French or Spanish text's words are not English verbs ("pays": countries)
    english = not other_latin_prose(text)
    for clause in clauses(text):
        low = clause.lower()
        if not clause.isascii():
            if _REDIRECT_ZH.search(clause) or background_clause(clause):
                continue
            for m in _ZH_EFFECT.finditer(clause):
                if (negated(clause, m.start()) or _ZH_NOT_ACTION.search(clause[:m.start()])
                        or clause[m.end():m.end() + 1] == "的" or _DEPRECATION_ZH.search(clause)
                        or others_act(clause, m) or not_the_calls_act(clause, m)
                        or in_undo_window_zh(clause, m.start())):
                    continue  # a state, a noun, "将在下个版本移除", or a customer's 下单时
                cls = _zh_class(m.group(0))
                if cls == "outreach" and (_DOCUMENT_NAME_ZH.match(clause, m.end()) or _OWN_UI_ZH.search(clause)
                                          or _COPY_NOUN_ZH.match(clause, m.end())
                                          or not any(w in clause for w in lx.OUTREACH_AUDIENCE_ZH)):
                    cls = None  # 发货通知单 (a document), 推送前台消息 (the user's own app), no audience
                if cls == "irreversible" and any(w in clause for w in lx.SESSION_OBJECTS_ZH) \
                        and not _DATA_LOST_ZH.search(clause):
                    cls = None  # 关闭连接并注销: the caller can connect again
                if cls == "irreversible" and m.group(0) in ("撤销", "移除", "取消") \
                        and any(w in clause for w in lx.ACCESS_OBJECTS_ZH) \
                        and not _DATA_LOST_ZH.search(clause):
                    cls = None  # 撤销智能体的访问权限: granting it again undoes it
                if cls == "irreversible" and (any(w in clause for w in lx.CACHE_OBJECTS_ZH)
                                              or set(ctx.name_tokens) & lx.CACHE_OBJECTS) \
                        and not _LOST.search(clause):
                    cls = None  # 清空缓存: it is filled again from what it copies
                if cls:
                    yield Effect(m.group(0), cls, f"has an effect its description calls "
                                                  f"{m.group(0)!r} ({clause.strip()[:60]!r})",
                                 from_prose=True)
        if not english or _REDIRECT_EN.search(low) or background_clause(clause):
            continue
        for m in _effect_regex().finditer(low):
            form = m.group("v") or m.group("u")
            if negated(low, m.start()):
                continue
            verb = _base(form)
            if names_a_thing(verb, low, m) or in_field_list(low, m):
                continue
            if listed_http_method(clause, m):
                continue  # "POST 创建, DELETE 删除", "GET, POST, DELETE": methods, not this call's act
            cls = _effect_class(verb, low)
            if cls:
                yield Effect(verb, cls, f"{inflections(verb)[1]} (its description: "
                                        f"{clause.strip()[:60]!r})", from_prose=True)


def stated_effects(ctx: ToolContext) -> list[Effect]:
    """The tool's effects that cannot be undone, move money or reach other people, read from
    its name's verb, its description (for a tool not named as a read), its action enum and its
    destructive flags. Rules read them once per tool through `ToolContext.effects`."""
    out: list[Effect] = []
    verb = ctx.name_verb
    described = list(_description_effects(ctx)) if (
        ctx.action_kind not in ("read", "compute") and ctx.description) else []
    if verb.kind == "write" and verb.verb:
        context = " ".join(ctx.name_tokens) + " " + ctx.description.lower()
        cls = _effect_class(verb.verb, context) or _zh_class(verb.verb)
        # a word that is a noun as often as a verb (`order_service_config`, `post_api_token`)
        # is the action only when the description uses it as one
        if cls and (verb.verb not in _AMBIGUOUS or any(e.verb == verb.verb for e in described)):
            out.append(Effect(verb.verb, cls, f"{inflections(verb.verb)[1]} (`{verb.verb}` in "
                                              f"its name)"))
    out.extend(described)
    told = ctx.description.lower()
    for node, enum in action_nodes(ctx):
        if http_methods(enum) or filter_values(node, ctx):
            continue  # the request a mock answers to, or which records a list returns
        # the values of an action enum, or the actions its description lists ("可选项为 put、
        # get、delete", "one of: create, delete")
        values = [v for v in enum if isinstance(v, str)] if isinstance(enum, list) else []
        # a one-word value that is a noun as often as a verb (`order`, `post`) is no action
        listed = [(v, name_verb(v)) for v in values
                  if not (len(split_name(v)) == 1 and v.lower() in _AMBIGUOUS)] or [
            (w, name_verb(w)) for w in words(node.description) if w not in _AMBIGUOUS]
        for value, v in listed:
            act = v.verb if v.kind == "write" else None
            if act == "send" and _TYPED_INTO_UI.fullmatch(value) and _DRIVES_A_UI.search(told):
                continue  # `send_text` of a browser dialog: typing into the page, no message
            cls = _effect_class(act, value + " " + node.description + " " + told) if act else None
            if act and cls:
                # where the description fails to say it: the tool's own text
                # the tool's description, or the action parameter's own ("'delete' - deletes a
                # discussion comment", "Operation to perform: 'create', 'update', or 'delete'")
                own = node.description
                out.append(Effect(act, cls, f"can {act} (`{node.name}`: {value!r})", "",
                                  value.lower() in told or _mentions(ctx, act, cls)
                                  or re.search(rf"(?<![\w-]){re.escape(value)}(?![\w-])", own) is not None
                                  or _mentions(ctx, act, cls, own),
                                  from_action=True))
                break
        else:
            zh = _ZH_EFFECT.search(node.description) if not enum else None
            if zh and _zh_class(zh.group(0)) and not negated(node.description, zh.start()):
                out.append(Effect(zh.group(0), _zh_class(zh.group(0)) or "",
                                  f"can {zh.group(0)!r} (`{node.name}`)", "",
                                  zh.group(0) in ctx.description))
    for node in ctx.index.top_level_properties():
        if (snake_name(node.name or "") in lx.DESTRUCTIVE_FLAG_NAMES
                and "boolean" in node.non_null_types and not _filter_flag(node, ctx)):
            default = " (and it defaults to true)" if node.schema.get("default") is True else ""
            # stated in the tool's words or the flag's own ("Set to true to delete the page")
            own = f"{told} {node.description.lower()}"
            # `archived: true` is taken back by `archived: false`: an archive, not a deletion,
            # unless it defaults to true (every call archives unless told otherwise)
            act = "archive" if snake_name(node.name or "") in lx.ARCHIVE_FLAG_NAMES \
                and not default else "delete"
            out.append(Effect(act, "removal", f"deletes or archives what it touches when "
                              f"`{node.name}` is true{default}", node.pointer,
                              bool(re.search(r"\b(?:delet|archiv|trash|remov)", own)
                                   or re.search(r"删除|归档|回收站", own))))
    for node in ctx.index.top_level_properties():
        # a switch that hands the result to others and is on unless turned off
        # (`submit_to_authority: true`, `notify_customer: true`): a plain call reaches them
        tokens = split_name(node.name or "")
        if (len(tokens) > 1 and tokens[0] in _HANDOFF_SWITCH_VERBS
                and node.schema.get("default") is True and "boolean" in node.non_null_types):
            out.append(Effect(tokens[0], "outreach", f"reaches others on a plain call "
                              f"(`{node.name}` defaults to true)", node.pointer,
                              _mentions(ctx, tokens[0], "outreach")))
            break
    if not out or sandboxed(ctx.description):
        return []  # what happens inside a throwaway sandbox stays there
    if any(e.verb in _UNLINK_VERBS and e.why == "irreversible" for e in out) and _unlinks(ctx):
        # taking an issue out of a cycle, a user out of a group: adding it back undoes it
        out = [e for e in out if not (e.verb in _UNLINK_VERBS and e.why == "irreversible")]
    if any(e.why == "outreach" for e in out) and _agents_only(ctx):
        # `agent_graph` "Send a message" to node agent1: the receivers are its own agents
        out = [e for e in out if e.why != "outreach"]
    if "user" in ctx.name_tokens[verb.index + 1:] or _TO_THE_USER.search(told) or \
            _told_is_caller(told):
        # `send_text_to_user`: the assistant's reply channel, not someone else
        out = [e for e in out if e.verb not in _REPLY_CHANNEL_VERBS]
    return out


# An action value that types into a user interface (`send_text`, `send_keys`) and a tool whose text
# drives one (a browser dialog, a page element): what it sends is keystrokes, no one receives it
_TYPED_INTO_UI = re.compile(r"send[_-]?(?:text|keys?|input|keystrokes?)", re.I)
_DRIVES_A_UI = re.compile(r"\b(?:browser|dialog|alert|prompt|web ?page|element|input field|text ?box|"
                          r"form field)s?\b")


# First words of a boolean switch that hands the result to someone else (not `post`, `share`,
# `file`: as often a noun or a processing step, `post_process`).
_HANDOFF_SWITCH_VERBS = frozenset({"submit", "lodge", "send", "notify", "email", "sms", "publish",
                                   "broadcast", "announce"})


def _agents_only(ctx: ToolContext) -> bool:
    """Does the tool run a system of agents (its name says so: `agent_graph`, `swarm`) whose
    text names no person among the receivers, so a message it sends reaches its own agents?"""
    if not set(ctx.name_tokens) & lx.AGENT_SYSTEM_WORDS:
        return False
    text = ctx.own_description
    return not set(words(text)) & lx.PERSON_AUDIENCE and not (
        has_cjk(text) and any(w in text for w in ("用户", "客户", "成员", "群", "邮件", "短信")))


def _mentions(ctx: ToolContext, verb: str, cls: str, text: str | None = None) -> bool:
    """Does the description (or `text`) name this effect (`delete`: "deletes", "deleting
    workflow run logs", "删除")?"""
    text = ctx.description if text is None else text
    told = text.lower()
    forms = (*inflections(verb), _gerund(verb))
    if any(re.search(rf"\b{f}\b", told) for f in forms):
        return True
    return has_cjk(text) and any(w in text for w in _ZH_BY_CLASS[cls])


def _gerund(verb: str) -> str:
    """A pattern of the -ing form: `delete` -> deleting, `cancel` -> cancel(l)ing."""
    stem = verb[:-1] if verb.endswith("e") and not verb.endswith("ee") else verb
    return stem + r"\w?ing"


_REPLY_CHANNEL_VERBS = frozenset({"send", "notify", "message", "email", "sms", "reply", "push",
                                  "发送", "通知", "短信", "推送"})
