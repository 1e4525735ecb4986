"""Where a word of an effect (delete, order, send, debit) is not what a call does: a noun
compound ("order book", "deploy group"), a field of the response ("{ total, truncated }"), the
two sides of a ledger, an HTTP method a mock answers to, a record kind a list filters by, or a
clause about another object, a later step or what a vendor does by itself; in Chinese, how to
blank a field, a quoted name, an HTTP method's label or a customer's act. `effect_facts.py`
and the side-effect rules consult these before they report an effect."""

from __future__ import annotations

import re
from typing import Any

from workbench import lexicon as lx
from workbench.linter.context import ToolContext
from workbench.schema.walk import SchemaNode

# An effect word as the first half of a compound that names a thing, not an act: "Order book
# depth", "Order flow data", "passed to checkout through Paddle.js", "Add host list to deploy
# group". For a word that is a noun as often as a verb any such noun decides; for a plain verb
# only nouns no store or audience is called ("deletes records" stays a deletion).
_COMPOUND_AFTER_NOUN_VERB = re.compile(r"\s*(?:books?|flows?|groups?|history|data|status|details?|"
                                       # "Trade amount in yuan", "Buy strategy": a noun phrase
                                       r"amounts?|dates?|prices?|fees?|records?|checklists?|strateg(?:y|ies)|"
                                       r"pages?|sessions?|through|via|links?|lines?|ids?|types?)\b")
_COMPOUND_AFTER_VERB = {"deploy": re.compile(r"\s*(?:groups?|keys?|targets?|slots?|logs?|status)\b"),
                        "debit": re.compile(r"\s*(?:and|or|/)\s*credit|\s*balance|\s*side\b"),
                        "credit": re.compile(r"\s*(?:and|or|/)\s*debit|\s*balance|\s*side\b|"
                                             r"\s*notes?\b|\s*limit")}


# A clause about something else than this call: a contrast with another object ("as opposed to
# the simulation runs which are used to send the events"), a later step the thing made here is
# used in ("The simulation can then be run to send the events"), or what a service does on its
# own ("When Paddle sends a notification, it records ...").
_BACKGROUND_EN = re.compile(r"\b(?:as opposed to|in contrast to|unlike|rather than)\b|"
                            r"\b(?:can|could|may|will)\s+(?:then\s+|later\s+|afterwards\s+)?be\s+"
                            r"(?:run|executed|triggered|started|launched)\s+to\b", re.I)
# the vendor by its name as the subject: "When Paddle sends a notification ..."
_VENDOR_ACTS = re.compile(r"^\W*(?:When|Whenever|Each time|Every time)\s+[A-Z][\w.-]*\s+[a-z]+s\b")
_BACKGROUND_ZH = re.compile(r"(?:之后|随后|然后)?(?:可|可以)?(?:再)?(?:运行|执行)(?:该|此)?\S{0,6}?(?:后|时)(?:才)?"
                            r"(?:会)?(?:发送|推送|通知)|(?:不同于|区别于|而非|而不是)")


# A change another named call or function makes: "会话日志（serial_open 时自动创建）", "由
# `session_start` 自动生成", "logs created automatically by serial_open", "files written when
# `export_run` runs". The agent is an identifier (snake_case, camelCase or in backticks): another
# tool of the server, whose effect this tool's text only explains.
_IDENT = r"`?(?:[A-Za-z][A-Za-z0-9]*_[\w.]+|[a-z]+[A-Z]\w*)`?(?:\(\))?"
_OTHER_CALL_MAKES_ZH = re.compile(rf"{_IDENT}\s*(?:调用|运行|执行|启动|打开)?(?:时|之时|的时候|后)\s*(?:会|将|就)?\s*"
                                  rf"(?:自动)?(?:创建|生成|写入|保存|记录|落盘)|由\s*{_IDENT}\s*(?:调用)?\s*"
                                  rf"(?:自动)?(?:创建|生成|写入|保存|记录)")
_OTHER_CALL_MAKES_EN = re.compile(rf"\b(?:created|generated|written|saved|recorded|stored|opened|made)\s+"
                                  rf"(?:automatically\s+)?(?:by|when|on|during|after)\s+(?:calling\s+|running\s+|"
                                  rf"each\s+|every\s+)?(?:the\s+)?{_IDENT}")


def background_clause(clause: str) -> bool:
    """Does the clause describe another object, a later step, what a service does by itself or
    what another named call makes, rather than what this call does? (the effect rules skip it)"""
    if not clause.isascii() and (_BACKGROUND_ZH.search(clause) or _OTHER_CALL_MAKES_ZH.search(clause)):
        return True
    return _BACKGROUND_EN.search(clause) is not None or _VENDOR_ACTS.search(clause) is not None \
        or _OTHER_CALL_MAKES_EN.search(clause) is not None


def in_field_list(low: str, m: re.Match[str]) -> bool:
    """Is the word at `m` a field name listed in braces or backticks ("reports { total, loaded,
    truncated }")?"""
    before = low[:m.start()]
    return before.count("{") > before.count("}") or before.count("`") % 2 == 1


def names_a_thing(verb: str, low: str, m: re.Match[str]) -> bool:
    """Is the effect word at `m` part of a noun phrase ("order book", "deploy group", "credit and
    debit balanced") rather than the call's act?"""
    rest = low[m.end():]
    if m.group("u") and _COMPOUND_AFTER_NOUN_VERB.match(rest):
        return True
    after = _COMPOUND_AFTER_VERB.get(verb)
    # "have credit and debit balanced": the pair of ledger sides, whichever comes first
    before = low[:m.start()].rstrip()
    pair = verb in ("debit", "credit") and re.search(r"\b(?:credit|debit)s?\s*(?:and|or|/)$", before)
    return bool(after and after.match(rest)) or bool(pair)


def http_methods(enum: Any) -> bool:
    """An enum of HTTP methods (`method`: GET/POST/DELETE): the request's verb, which a mock
    rule matches or a request sends; no action of the tool itself."""
    values = {v.lower() for v in enum if isinstance(v, str)} if isinstance(enum, list) else set()
    return len(values) >= 2 and values <= lx.HTTP_METHODS


_FILTER_TEXT = re.compile(r"^\W*(?:return|returns|filter|filters|only|show|include)\b|"
                          r"\b(?:filter(?:s|ed)? by|matching|that match)\b|^(?:筛选|过滤|按|仅|只)", re.I)


def filter_values(node: SchemaNode, ctx: ToolContext) -> bool:
    """A read tool's enum that selects which records come back (`action`: "Return entities for
    the specified action" on `list_adjustments`): its values name kinds of records, not acts."""
    return ctx.name_verb.kind == "read" and _FILTER_TEXT.search(node.description.strip()) is not None


# "顾客下单时可输入使用", "when a customer orders": someone else's act that sets when the result
# is used, not this call's effect.
_OTHER_ACTOR_ZH = re.compile(r"(?:顾客|客户|买家|会员|访客)$")


# The effect word is not this call's act: how to blank a field in a partial update
# ('传 "" 可清空', "pass an empty string to clear it"); a word inside quotes (an example name such
# as “实时消息推送”); the label of an HTTP method ("DELETE 删除" in an endpoint list a scaffold
# writes); a noun the call acts on ("把全部通知标记为已读": one's own notifications, read).
_BLANKS_FIELD_ZH = re.compile(r"传(?:入)?\s*(?:\"\"|''|“”|\[\]|\{\}|空(?:字符串|串|值|列表|数组)?|null|None)|置空")
_QUOTES_ZH = re.compile(r"“[^”]{0,30}”|\"[^\"]{0,30}\"|「[^」]{0,30}」|『[^』]{0,30}』|《[^》]{0,30}》")
_HTTP_LABEL = re.compile(r"\b(?:GET|POST|PUT|PATCH|DELETE)\s*[:：=]?\s*$")
_HTTP_METHOD_LISTED = re.compile(r"^(?:DELETE|POST|PUT|PATCH)$")
_HTTP_LIST_NEAR = re.compile(r"\b(?:GET|POST|PUT|PATCH|DELETE)\b")  # two of them: a method list
_NOUN_BEFORE_ZH = re.compile(r"(?:全部|所有|未读|已读|这些|该|此|的|条)$")


def not_the_calls_act(clause: str, m: re.Match[str]) -> bool:
    """Is the Chinese effect word `m` of `clause` no act of this call: how to blank a field, a
    word in quotes, an HTTP method's label, or 通知 as the noun a call acts on?"""
    word = m.group(0)
    if word in ("清空", "删除", "移除") and _BLANKS_FIELD_ZH.search(clause):
        return True
    if any(q.start() < m.start() and m.end() <= q.end() for q in _QUOTES_ZH.finditer(clause)):
        return True
    if _HTTP_LABEL.search(clause[:m.start()]):
        return True
    return word == "通知" and _NOUN_BEFORE_ZH.search(clause[:m.start()]) is not None


def others_act(clause: str, m: re.Match[str]) -> bool:
    """Is the Chinese effect word `m` a customer's act that says when ("顾客下单时")?"""
    return clause[m.end():m.end() + 1] == "时" and _OTHER_ACTOR_ZH.search(clause[:m.start()]) is not None


def listed_http_method(clause: str, m: re.Match[str]) -> bool:
    """Is the English effect word `m` (its last group) an upper-case HTTP method in a list of
    them ("POST 创建, DELETE 删除", "GET, POST, DELETE"), not this call's act?"""
    return _HTTP_METHOD_LISTED.search(clause[m.start(m.lastgroup or 0):m.end()]) is not None \
        and len(set(_HTTP_LIST_NEAR.findall(clause))) >= 2
