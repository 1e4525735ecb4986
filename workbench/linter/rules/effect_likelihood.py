"""Whether an effect `side-effect-undisclosed` reads is surely the tool's own act or only
probable (then the finding is info): a verb of a later sentence rather than the lead's, a stop of
a program the user starts again, a message to programs (a broker's channel, peer agents), or the
delete of one element of a data store a thin command wrapper names. The effects themselves are
read in `effect_facts.py`; whether the tool owns up to one is `effect_disclosure.py`. No rule
lives here.
"""

from __future__ import annotations

import re

from workbench import lexicon as lx
from workbench.linter.context import ToolContext
from workbench.linter.kept_data import PerSet
from workbench.linter.rules.effect_facts import Effect, addresses_agents
from workbench.model import ToolSet
from workbench.text import contains_any, has_cjk, inflections, lead_sentence, text_of, words


def probable_effect(effect: Effect, ctx: ToolContext) -> bool:
    """Is the effect only probable, so its finding is info?"""
    # a message to programs (a broker's channel, peer agents) reaches no person; a stated
    # delete of one element of a data store (a Redis hash field, a stream entry) is the command
    # the thin wrapper names, whose confirmation is the host's policy.
    # An effect read only from a description's sentence (not the name, an action enum or a
    # flag) is probable unless it is the lead sentence's act ("Drops the given table",
    # "Posts a message to a channel"): later sentences were, on fresh collections, about another
    # tool ("the release tool wipes the device") or a note. A Chinese effect word read anywhere
    # (取消关联 a plan's bugs, 撤回 a notification, 清除 a cache) was judged useful 3 times of 23:
    # only an invitation or message the lead sentence of a write-named tool announces ("创建日历
    # 会议并邀请参与者") stays shown.
    # A delete that is one value of a multi-action tool's action parameter (`action: 'delete'`
    # beside list/get/create) removes one of the things the tool manages, often its own (an
    # in-process graph, a plan, a form's tag): judged useful once in four on first sight, with
    # no word of the tool's that separates the one from the three; a tool named for the delete
    # stays shown.
    return (effect.from_prose and not _prose_effect_is_the_act(effect, ctx)) \
        or _restartable_stop(effect, ctx) \
        or (effect.why == "outreach" and machine_audience(ctx.description)) or (
        effect.why in ("irreversible", "removal") and effect.stated
        and store_element_removal(ctx.description)) \
        or _lead_only_reads(effect, ctx) \
        or (effect.why in ("irreversible", "removal") and _rebuildable_data(ctx)) \
        or (effect.why in ("irreversible", "removal") and _part_edit(ctx)) \
        or (effect.why == "outreach" and effect.verb in _MESSAGE_VERBS and _receiver_unknown(ctx)) \
        or (effect.why in ("irreversible", "removal") and effect.from_action)


# Deleting one part of a thing being edited (an element of a canvas, lines of a script, a clip of
# a track, a text range of a document, an attribute of the scene instance a parameter names): an
# edit inside the document, which the editor's undo and the agent's next call take back.
# Reviewers: "routine, low-stakes editing", "Figma keeps undo history", "IDA has undo"; the whole
# thing (`delete_object`, a subtree with its descendants, a layer with its objects) stays shown.
# An attribute, a property or a variable counts only beside the instance it belongs to: a shop's
# `delete_attribute` alone removes it from every product, a project's `delete_variable` from
# every pipeline. A node is a part only of a design document ("Delete a node from Figma"), not of
# a cluster or a graph.
_PART_NOUNS = frozenset({"element", "elements", "shape", "shapes", "line", "lines", "keyframe",
                         "keyframes", "clip", "clips", "text"})
_OWNED_PART_NOUNS = frozenset({"attribute", "attributes", "attr", "property", "properties",
                               "variable", "variables"})
_OWNER_WORDS = frozenset({"instance", "element", "node", "shape", "object", "part", "layer",
                          "record", "item", "task", "issue", "page", "document", "file", "entity",
                          "function"})
_DESIGN_NODES = frozenset({"node", "nodes"})
_DESIGN_DOCUMENT = re.compile(r"\b(?:figma|canvas|design|artboard|sketch|penpot|framer)\b", re.I)
_NAME_LINKS = frozenset({"in", "from", "of", "on", "at", "by"})


def _part_edit(ctx: ToolContext) -> bool:
    obj = _name_object(ctx)
    if obj is None or _WHOLE_STORE.search(ctx.description):
        return False
    if obj in _PART_NOUNS:
        return True
    if obj in _DESIGN_NODES:
        return _DESIGN_DOCUMENT.search(ctx.description) is not None
    return obj in _OWNED_PART_NOUNS and addresses_owner(ctx)


def _name_object(ctx: ToolContext) -> str | None:
    """The thing a name acts on: its last word (`delete_shapes`), the word before a link
    (`delete_text_in_doc`: text), or the word before a verb that ends the name
    (`kdoc_element_delete`: element)."""
    tokens = list(ctx.name_tokens)
    if not tokens:
        return None
    if len(tokens) > 1 and tokens[-1] == ctx.name_verb.verb:
        return tokens[-2]
    for i, token in enumerate(tokens[1:], 1):
        if token in _NAME_LINKS:
            return tokens[i - 1]
    return tokens[-1]


def addresses_owner(ctx: ToolContext) -> bool:
    """Does a top-level parameter address the one thing the call edits a part of
    (`instancePath`, `element_id`, `record_id`)? A tag or an attribute then goes on (or off)
    that thing only, not on every record that has it."""
    return any(len(t) > 1 and t[0] in _OWNER_WORDS and t[-1] in ("path", "id", "address")
               for n, t in ctx.named_properties if n.parent == "" and n.via == "properties")


# A message to a bare "recipient" in a tool whose words name no channel (mail, chat, phone) and
# no person (`recipient_message` "To send message <content> to a specific <intended_recipient>"),
# in a set whose other tools send to agents ("send message to agent specified in <to>", "pass
# the message so that other agents can handle it"): the set is one agent system, its receivers
# are its agents. Alone, a bare recipient is as often a person (an MMS, a department): shown.
_PERSON_OR_CHANNEL = (lx.PERSON_AUDIENCE - {"recipient", "recipients"}) | frozenset({
    "mail", "phone", "sms", "text", "whatsapp", "telegram", "discord", "wechat", "slack", "teams",
    "inbox", "dm", "address", "number", "group", "room", "thread", "post", "publish", "notify",
    "notification", "notifications", "invite", "invitation", "reminder", "announcement",
    "newsletter", "tweet", "comment", "reply", "letter"})


_PERSON_OR_CHANNEL_ZH = ("用户", "客户", "成员", "群", "邮件", "邮箱", "短信", "微信", "钉钉", "飞书",
                        "手机", "电话", "联系人", "同事", "好友", "收件人", "员工", "人员", "公众", "频道", "通知",
                        "邀请", "提醒", "公告", "评论", "回复")


_MESSAGE_VERBS = frozenset({"send", "message", "发送"})


def _receiver_unknown(ctx: ToolContext) -> bool:
    text = ctx.model_text
    if contains_any(text, _PERSON_OR_CHANNEL_ZH):
        return False
    names = {t for _, toks in ctx.named_properties for t in toks}
    if not _PERSON_OR_CHANNEL.isdisjoint(set(words(text.lower())) | names | set(ctx.name_tokens)):
        return False
    toolset = ctx.toolset
    # another tool of the set sends to agents or machines: the set's count of such tools less
    # this one (read per tool over the whole set, the search was quadratic: a 100,000-tool lint
    # spent most of its time here)
    return toolset is not None and _agent_senders(toolset) - _sends_to_agents(ctx.tool.description) > 0


def _sends_to_agents(description: object) -> bool:
    text = text_of(description)
    return addresses_agents(text) or machine_audience(text)


def _count_agent_senders(toolset: ToolSet) -> int:
    return sum(1 for t in toolset if _sends_to_agents(t.description))


_agent_senders: PerSet[int] = PerSet(_count_agent_senders)


# The name says an effect the lead sentence does not make: `walmart.purchase` "Retrieve
# information of items from Walmart including stock availability". Which of the two is the tool
# the text does not settle, so the effect is only probable. The read verbs a lead opens with: not
# the auxiliary and noun-like ones ("Is", "Can", "Status") nor those that also write (download).
_READ_OPENERS = {form for verb in lx.READ_VERBS - {"download", "export", "take", "load", "is", "has",
                                                   "can", "head", "status", "info", "exists",
                                                   "track", "sort", "filter"}
                 for form in (verb, *inflections(verb))}


def _lead_only_reads(effect: Effect, ctx: ToolContext) -> bool:
    if effect.from_prose or _in_lead_sentence(effect.verb, ctx.description):
        return False
    lead = lead_sentence(ctx.description)
    first = re.sub(r"^(?:this (?:tool|function|api|endpoint) )", "", lead.strip().lower()).split(" ", 1)[0]
    return first in _READ_OPENERS or lead.strip().startswith(lx.READ_VERBS_ZH)


# Deleting what is rebuilt on demand (temporary keys, a cache, scratch files): nothing the user
# loses, so "cannot be undone, confirm first" is not certain.
_REBUILDABLE = re.compile(r"\b(?:temporary|temp|tmp|cache[sd]?|caching|scratch)\b|临时|缓存", re.I)


def _rebuildable_data(ctx: ToolContext) -> bool:
    tokens = set(ctx.name_tokens)
    # a browser cookie, or a table's index (rebuilt from the table's rows; "dropping an index
    # loses no data", holdout 30); a search engine's index holds the documents themselves
    return bool(tokens & {"temp", "tmp", "cache", "caches", "temporary", "cookie", "cookies"}) or \
        (bool(tokens & {"index", "indexes", "indices"}) and _TABLE_WORDS.search(ctx.description) is not None) or \
        _REBUILDABLE.search(lead_sentence(ctx.description)) is not None


# a database table named ("from a table", "数据表", "表上的索引"), not 列表 (a list) or 表示 (means)
_TABLE_WORDS = re.compile(r"\b(?:tables?|columns?|sql|mysql|postgres\w*|sqlite)\b|"
                          r"数据表|(?<![列代图发])表(?:中|上|的|名)", re.I)


def _prose_effect_is_the_act(effect: Effect, ctx: ToolContext) -> bool:
    """Is an effect read from the description the tool's own act: an English verb of the lead
    sentence, or an invitation or message the lead sentence of a write-named tool announces?"""
    if not _in_lead_sentence(effect.verb, ctx.description):
        return False
    if effect.verb.isascii():
        return True
    lead = re.split(r"[。！？\n]", ctx.description.strip(), maxsplit=1)[0]
    if re.search(re.escape(effect.verb) + _ZH_NOUN_AFTER, lead):
        return False  # "更新 OA 工作通知消息的状态": 通知 names the message, not a send
    return effect.why == "outreach" and ctx.name_verb.kind == "write"


# A Chinese effect word used as a noun's modifier: 通知消息, 通知栏, 发送记录, 邀请列表.
_ZH_NOUN_AFTER = r"(?:消息|状态|栏|列表|记录|内容|设置|模板|详情|配置)"
# Stopping a program the user can start again (`mobile_terminate_app`, "kill the simulator
# process", 关闭应用): relaunching undoes it; whatever data goes with it is said in words.
_RESTARTABLE = frozenset({"app", "apps", "application", "process", "processes", "simulator",
                          "emulator", "browser", "tab", "window", "server", "daemon", "instance"})
_STOP_VERBS = frozenset({"terminate", "kill", "quit", "close", "stop", "exit", "end"})
_DATA_GONE = re.compile(r"\b(?:data|files?|records?|unsaved|lost|loses?|delet\w*|wipe\w*|erase\w*)\b|"
                        r"数据|文件|丢失|删除|清除", re.I)


# Cancelling a run the user can start again (`cancelDeployment` of a build in progress,
# `cancel_pipeline_run`, `abort_job`): running it again undoes the cancel, as relaunching undoes a
# stop; an order, a booking, a subscription or a downtime is no run and stays.
_RERUNNABLE = frozenset({"build", "builds", "deployment", "deployments", "job", "jobs", "run", "runs",
                         "pipeline", "pipelines", "workflow", "workflows", "query", "queries",
                         "scan", "scans", "crawl", "crawls"})
_CANCEL_VERBS = frozenset({"cancel", "abort"})


def _restartable_stop(effect: Effect, ctx: ToolContext) -> bool:
    """Does the name stop a program the user can start again, or cancel a run they can start
    again, with no data said to go?"""
    words = set(ctx.name_tokens)
    return ((effect.verb in _STOP_VERBS and bool(words & _RESTARTABLE))
            or (effect.verb in _CANCEL_VERBS and bool(words & _RERUNNABLE))) \
        and not _DATA_GONE.search(ctx.description)


def _in_lead_sentence(verb: str, description: str) -> bool:
    """Is the effect's verb (or its Chinese word) in the first sentence of the description?"""
    lead = lead_sentence(description).lower()
    return verb.lower() in lead or any(f in lead for f in inflections(verb)) if verb.isascii() \
        else verb in lead


# Messages whose receivers are programs, not people: a message broker's channel or topic
# ("Publish a message to a Redis channel", "Kafka topic", "MQTT 主题") or other agents ("peer
# names … resolves names to agent ids", "发送给其他智能体").
_BROKER = (r"redis|kafka|mqtt|nats|rabbitmq|amqp|zeromq|zmq|pulsar|pub/?sub|message (?:queue|broker|bus)|"
           r"event (?:bus|stream|hub)|sqs|service bus")
_MACHINE_AUDIENCE = re.compile(
    r"\b(?:to|into|on|onto)\s+(?:a|an|the|this|that|given|specified)?\s*(?:" + _BROKER + r")\b"
    r"[^.;\n]{0,20}\b(?:channel|topic|queue|stream|subject|exchange|bus)s?\b|"
    r"\b(?:" + _BROKER + r")\s+(?:channel|topic|queue|stream|subject|exchange)s?\b|"
    r"\b(?:peer|sub-?)\s*agents?\b|\bagent (?:ids?|mesh|hub)\b|"
    r"(?:Redis|Kafka|MQTT|RabbitMQ|NATS|消息队列)[^。；\n]{0,10}(?:频道|通道|主题|队列)|"
    r"(?:其他|其它|下游|子)智能体|智能体之间|"
    # what is sent is for a machine: a signal, a packet, a command, keystrokes, a heartbeat,
    # bytes on a serial bus ("经 RS485 收发器发送字节")
    r"\b(?:send|transmit|emit|issue)s?\s+(?:a|an|the|one|raw)?\s*(?:\w+\s+)?(?:signal|packet|command|"
    r"keystroke|byte|heartbeat|ping|probe|frame)s?\b|"
    r"(?:发送|下发|传输)(?:一个|一条)?[^。；\n]{0,6}(?:信号|数据包|指令|命令|心跳|按键|字节|报文|数据帧)", re.I)


def machine_audience(text: str) -> bool:
    """Does the text say the message goes to programs (a broker's channel, peer agents) or is one
    for a machine (a signal, a packet, a command)?"""
    return bool(text) and _MACHINE_AUDIENCE.search(text) is not None


# "Delete a field from a Redis hash", "Remove an entry from a stream", "从 Redis 哈希中删除字段":
# one element of a data structure in a store the tool wraps command by command.
_STORE = r"(?:redis|memcached|valkey|etcd|hash|sorted set|set|list|stream|cache|queue|key[- ]value store)"
_STORE_ELEMENT_EN = re.compile(
    r"\b(?:delete|remove|del|pop|evict|expire)s?\s+(?:a|an|one|the|given|specified|one or more)?\s*"
    r"(?:field|entry|entries|key|member|element|item|value|fields|keys|members|elements)\b"
    r"[^.;\n]{0,30}\b(?:from|in|of)\s+(?:a|an|the)?\s*(?:\w+\s+)?" + _STORE + r"\b", re.I)
_STORE_ELEMENT_ZH = re.compile(r"(?:从|在)?\s*(?:Redis|redis|缓存|哈希|队列|列表|集合|流)[^。；\n]{0,10}"
                               r"(?:删除|移除)[^。；\n]{0,6}(?:字段|条目|键|成员|元素)")
_WHOLE_STORE = re.compile(r"\ball\b|\bevery\b|\bentire\b|\bflush|\bwhole\b|全部|所有|清空", re.I)


def store_element_removal(text: str) -> bool:
    """Does the text say the call deletes one element of a data store's structure (a thin
    command wrapper), not all of it?"""
    if not text or _WHOLE_STORE.search(text):
        return False
    return bool(_STORE_ELEMENT_EN.search(text) or (has_cjk(text) and _STORE_ELEMENT_ZH.search(text)))
