"""Where a word of an effect (delete, order, send, debit) is not what a call does: a noun
compound ("order book", "deploy group"), a field of the response ("{ total, truncated }"), the
two sides of a ledger, an HTTP method a mock answers to, a record kind a list filters by, or a
clause about another object, a later step or what a vendor does by itself. `effect_facts.py`
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


def background_clause(clause: str) -> bool:
    """Does the clause describe another object, a later step or what a service does by itself
    rather than what this call does? (the effect rules skip it)"""
    if not clause.isascii() and _BACKGROUND_ZH.search(clause):
        return True
    return _BACKGROUND_EN.search(clause) is not None or _VENDOR_ACTS.search(clause) is not None


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
