"""Facts about names and texts that lint, the ledger, prose extraction and diff share.

Pure functions over strings, in English and Chinese: the one name tokenizer (`split_name`), the
action word of a tool name (`name_verb`), negation scope (`clauses`, `negated`), sentences and
their clauses, Chinese detection (`CJK`, `has_cjk`, `cjk_count`, `cjk_bigrams`) and languages.
Word lists come from `workbench/lexicon.py`. Nothing here knows about tools, schemas or rules.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from workbench import lexicon as lx

# Chinese (CJK unified and compatibility ideographs): how every module tells a Chinese text.
_CJK_CHARS = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
CJK = re.compile(f"[{_CJK_CHARS}]")
_CAMEL = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")
_WORD = re.compile(r"[a-z][a-z0-9']*")
_EN_RUN = re.compile(r"(?:\b[A-Za-z]{2,}\b[ ,]+){3,}\b[A-Za-z]{2,}\b")
# Patterns with wide Unicode classes take 1-2 ms each to compile (`re` expands the ranges into a
# bitmap); the ones not needed by every caller are compiled on first use (`_lazy`), so that
# importing this module (the ledger does) stays cheap.
_CJK_RUN = f"[{_CJK_CHARS}]+"
_NAME_PARTS = r"[A-Za-z0-9]+|[\u3400-\u9fff]+"
_EN_SEP = r"[^A-Za-z\u3400-\u9fff]+"
_EN_WORDS3 = rf"[A-Za-z]{{3,}}{_EN_SEP}[A-Za-z]{{3,}}{_EN_SEP}[A-Za-z]{{3,}}"


@cache
def _lazy(source: str) -> re.Pattern[str]:
    return re.compile(source)


def text_of(value: object) -> str:
    """A tool-provided text, or "" when it is missing or not a string (never raise on odd input)."""
    return value if isinstance(value, str) else ""


# ---------------------------------------------------------------------------------------- names

@lru_cache(maxsize=65536)
def split_name(name: str | None) -> tuple[str, ...]:
    """The lower-case tokens of a tool or parameter name, split on any non-alphanumeric
    character, camelCase and digits: `crm_getCustomer.v2` -> ("crm", "get", "customer", "v",
    "2"), `pageSize` -> ("page", "size"); a run of Chinese characters stays one token."""
    if not name or not isinstance(name, str):
        return ()
    out: list[str] = []
    for part in _lazy(_NAME_PARTS).findall(name):
        if CJK.match(part):
            out.append(part)
        else:
            out.extend(t.lower() for t in _CAMEL.findall(part))
    return tuple(out)


def snake_name(name: str | None) -> str:
    """The name's tokens joined by `_`: `userId`, `user-id` and `UserID` are all `user_id`. Not
    cached: `split_name`'s cache holds the tokens, and a table of its own would keep one more
    entry per parameter name of a large set (tests/hostile/test_scale_resident.py)."""
    return "_".join(split_name(name))


@dataclass(frozen=True)
class NameVerb:
    """The action word of a tool name and what kind of action it is."""

    verb: str | None
    index: int  # position of the verb among the name tokens (-1: none)
    kind: str | None  # "read", "write", "compute", "catchall" or None


# Agent nouns of reading at the end of a name (`deploy_services_reader`, `log_viewer`)
_READER_NOUNS = frozenset({"reader", "readers", "viewer", "fetcher", "getter", "lister",
                           "retriever", "inspector"})


# Verbs that are nouns as the last word after another (`org_holding_change`, `price_change`:
# the changes a read returns); `change_password`, `workspace_change_seats` still write
_TRAILING_NOUNS = frozenset({"change", "changes"})
# Verbs that copy the thing named after them and never name a domain (`duplicate-broadcast`
# duplicates a broadcast, it sends none)
_COPY_VERBS = frozenset({"duplicate", "clone", "fork"})


@lru_cache(maxsize=65536)
def name_verb(name: str) -> NameVerb:
    """The action word of a tool name. A noun-like verb (`order`, `post`, `request`) is read as
    a noun when a plain verb also occurs (`order_get`, `post_create`, `pull_request_read`)."""
    if "." in name.strip("."):
        # `AmazonGameStore.recommend`, `math.factorial`: the method after the last dot is the action
        head, _, method = name.rstrip(".").rpartition(".")
        inner = name_verb(method)
        if inner.verb is not None:
            return NameVerb(inner.verb, len(split_name(head)) + inner.index, inner.kind)
    tokens = split_name(name)
    if tokens and CJK.match(tokens[0]):
        for zh in lx.READ_VERBS_ZH:
            if zh in name:
                return NameVerb(zh, 0, "read")
        for zh in lx.WRITE_VERBS_ZH:
            if zh in name:
                return NameVerb(zh, 0, "write")
    if len(tokens) >= 2 and tokens[-1] in _READER_NOUNS:
        # `netlify-deploy-services-reader`: the last word is the agent that reads, the words
        # before it (a verb-like `deploy` included) are what it reads
        return NameVerb(tokens[-1], len(tokens) - 1, "read")
    found: list[tuple[int, str, str]] = []
    for i, tok in enumerate(tokens):
        kind = _verb_kind(tok)
        if kind and not (tok in _TRAILING_NOUNS and i == len(tokens) - 1 and i > 0):
            found.append((i, tok, kind))
    if not found:
        return NameVerb(None, -1, None)
    plain = [(i, tok, kind) for i, tok, kind in found if tok not in lx.NOUN_VERBS]
    if plain:
        # `refund_get_policy`, `deploy_create_release`: a verb-like domain followed at once by
        # the action verb; a read or compute verb is never a domain (`get_commit`,
        # `calculate_tip`)
        if (len(plain) > 1 and plain[0][0] == 0 and plain[1][0] == 1
                and plain[0][2] == "write" and plain[0][1] not in _COPY_VERBS
                and not (plain[0][1] in lx.PLAIN_LEAD_WRITE_VERBS
                         and plain[1][1] in lx.NOUN_READ_VERBS)):
            return NameVerb(plain[1][1], 1, plain[1][2])
        i, tok, kind = plain[0]
        if tok == "list" and i == 0:
            # Mastodon's `list_create`, `list_accounts_delete`: a list is the thing, the later
            # plain write is the act (a listing is `list_lists`, `list_accounts`)
            act = next((p for p in plain[1:] if p[1] in lx.PLAIN_LEAD_WRITE_VERBS
                        and p[0] == len(tokens) - 1 and tokens[p[0] - 1] != "to"), None)
            if act is not None:
                return NameVerb(act[1], act[0], act[2])
        if kind == "read":
            # `find_and_replace`, `fetch_and_save`: a read joined to a write does the write
            joined = next((p for p in plain[1:] if p[2] == "write" and p[0] > 0
                           and tokens[p[0] - 1] == "and"), None)
            if joined is not None:
                return NameVerb(joined[1], joined[0], "write")
        return NameVerb(tok, i, kind)
    # only noun-like verbs: one is the action where a verb stands (`post_message`,
    # `place_order`), not as the last word after a domain (`git_log`) or before an attribute
    # (`maps_place_details`, `order_status`)
    for i, tok, kind in found:
        after = tokens[i + 1] if i + 1 < len(tokens) else None
        if (after is None and i > 0) or after in lx.ATTRIBUTE_NOUNS:
            continue
        return NameVerb(tok, i, kind)
    return NameVerb(None, -1, None)


def flat_name(name: str) -> str:
    """A name with case and every separator gone (`move_element`, `moveElement`, `move-element`
    alike): how two spellings of one name are compared."""
    return _NOT_ALNUM.sub("", name.lower())


_NOT_ALNUM = re.compile(r"[^a-z0-9]")


def leading_word(names: Sequence[str], share: float, least: int) -> str | None:
    """The word most of a set's names start with (`heiman` in `heiman_get_device_info`,
    `respira` in `respira_add_button`) when at least `share` of the names and `least` of them
    start with it: the prefix a server puts on every tool, its namespace. Never an action word
    (`get_` on every tool is a naming habit, not a namespace)."""
    if not names:
        return None
    (first, count), = Counter(split_name(n)[:1] for n in names).most_common(1)
    if not first or count < least or count < share * len(names):
        return None
    word = first[0]
    return None if word in lx.READ_VERBS | lx.WRITE_VERBS | lx.COMPUTE_VERBS else word


def clear_name_caches() -> None:
    """Empty the caches of `split_name`, `name_verb` and `name_object` (65,536 names each, ~0.4
    KiB a name): a lint of a large set calls it between its passes, whose names are mostly each
    tool's own and not asked again, so that the next pass works in that memory."""
    split_name.cache_clear()
    name_verb.cache_clear()
    name_object.cache_clear()


def singular(word: str) -> str:
    """An English plural's base form, enough to find a name's object in prose: `stories` ->
    `story`, `epics` -> `epic`; `address`, `status`, `analysis` stay."""
    if len(word) > 3 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


# `epics-get-by-id`, `user_find_by_email`: after the verb comes how the item is picked, so what
# the name acts on is what precedes the verb
_SELECTOR = frozenset({"by"})


@lru_cache(maxsize=65536)
def name_object(name: str) -> tuple[str, ...]:
    """What a tool name acts on: the tokens after its verb (`crm_get_customer` -> customer),
    before it when the verb ends the name or is followed by how the item is picked
    (`orders_search` -> orders, `epics-get-by-id` -> epics); all tokens when it has no verb."""
    tokens = split_name(name)
    verb = name_verb(name)
    if verb.verb is None or verb.index < 0:
        return tokens
    after = tokens[verb.index + 1:]
    if (not after or after[0] in _SELECTOR) and verb.index > 0:
        return tokens[:verb.index]
    return after or tokens


def _verb_kind(tok: str) -> str | None:
    if tok in lx.CATCHALL_VERBS:
        return "catchall"
    if tok in lx.READ_VERBS:
        return "read"
    if tok in lx.WRITE_VERBS:
        return "write"
    if tok in lx.COMPUTE_VERBS:
        return "compute"
    return None


_DESC_LEAD = re.compile(r"^\s*(?:this (?:tool|function|endpoint|api) )?(?:will |can |is used to |"
                        r"allows? (?:you |the user )?to |lets? you |used to |to )?([a-z]+)")
_EN_3RD = {"gets": "get", "lists": "list", "searches": "search", "finds": "find",
           "queries": "query", "fetches": "fetch", "reads": "read", "retrieves": "retrieve",
           "returns": "get", "shows": "show", "looks": "lookup", "checks": "check",
           "creates": "create", "sends": "send", "deletes": "delete", "updates": "update",
           "cancels": "cancel", "adds": "add", "removes": "remove", "sets": "set",
           "posts": "post", "submits": "submit", "books": "book"}


# "Handles the request for the warehouse.", "处理维修单。": a catch-all verb leading a text says
# neither what comes back nor what changes ("Performs sentiment analysis" names a job: not this)
_CATCHALL_LEAD_EN = re.compile(r"^(?:handles?|process(?:es)?|manages?|deals? with|takes? care of)\b",
                               re.I)
_CATCHALL_LEAD_ZH = re.compile(r"^(?:用于|负责)?(?:处理|管理|办理)")


def catchall_lead(text: str) -> bool:
    """Does the text open with a catch-all verb ("Handles ...", "处理...", "管理...")?"""
    head = text.strip()
    return bool(_CATCHALL_LEAD_ZH.match(head) or _CATCHALL_LEAD_EN.match(head))


def description_verb_kind(text: str) -> str | None:
    """"read" or "write" from the leading verb of a description ("Returns the ...", "查询..."):
    the fallback when a tool name has no verb."""
    if not text:
        return None
    head = text.strip()[:12]
    for zh in lx.READ_VERBS_ZH:
        if zh in head:
            return "read"
    for zh in lx.WRITE_VERBS_ZH:
        if zh in head:
            return "write"
    m = _DESC_LEAD.match(text.lower())
    if not m:
        return None
    word = _EN_3RD.get(m.group(1), m.group(1))
    if word in ("get", "list", "search", "find", "query", "fetch", "read", "retrieve", "show",
                "lookup", "check", "view", "return", "returns", "look"):
        return "read"
    if word in lx.WRITE_VERBS and word not in lx.NOUN_VERBS:
        return "write"
    lead = text.strip().lower()
    said = _THIRD_PERSON_ACT.match(lead) or _IMPERATIVE_ACT.match(lead)
    if said and said.group(1) in _ACTS_AS_NOUNS:
        # "Schedules the delivery day", "Charges a card", "Record a manual trade": a verb before
        # its object, not the noun
        return "write"
    return None


# A write verb that is also a noun (`schedule`, `charge`), leading the text in its third-person
# form before a determiner: "Schedules the delivery day", "Charges a card", "Issues a refund".
# ("Schedule of the week", "Orders placed today" are nouns.) Only verbs that change something
# whatever they act on: "Calls the API", "Returns a list", "Reviews the diff" say nothing of it.
_IMPERATIVE_ACT = re.compile(r"([a-z]+) (?:the|a|an|one|your|its|their|this|that|each|every|new)\b")
_THIRD_PERSON_ACT = re.compile(r"([a-z]+?)e?s (?:the|a|an|one|your|its|their|this|that|each|every|new)\b")
_ACTS_AS_NOUNS = frozenset({"schedul", "schedule", "charg", "charge", "book", "order", "post", "issu",
                            "issue", "releas", "release", "transfer", "deposit", "credit", "record",
                            "label", "tag", "pin", "email", "messag", "message", "tweet", "repli",
                            "comment", "copi", "plac", "place", "trade"})


def inflections(verb: str) -> tuple[str, ...]:
    """The base, third-person and past forms of an English verb: `cancel` -> ("cancel",
    "cancels", "cancelled", "canceled"), `notify` -> ("notify", "notifies", "notified")."""
    if verb.endswith("y") and len(verb) > 2 and verb[-2] not in "aeiou":
        return verb, verb[:-1] + "ies", verb[:-1] + "ied"
    if verb.endswith(("s", "sh", "ch", "x", "z")):
        return verb, verb + "es", verb + "ed"
    if verb.endswith("e"):
        return verb, verb + "s", verb + "d"
    forms = [verb, verb + "s", verb + "ed"]
    if (len(verb) > 2 and verb[-1] in "lpmtgb" and verb[-2] in "aeiou"
            and verb[-3] not in "aeiou"):
        forms.append(verb + verb[-1] + "ed")  # cancelled, dropped
    return tuple(forms)


# A statement that the tool itself is read-only or changes nothing. "read-only" before another
# noun describes that thing ("references in read-only memories", "只读的文件"), not the tool.
_READ_ONLY_EN = re.compile(
    r"\bread[- ]?only\b(?!\s*[-–]?\s*(?!(?:tool|operation|call|query|queries|access|mode|method|"
    r"endpoint|function|action|request|api|and|or|by|in|on|for|to|with|so|because|but|"
    r"except|unless|it|this|the|a|an|no)\b)[a-z]{2,})"
    r"|\bonly reads\b|\b(?:has|with|without|causes?|produces?) no side[- ]effects?\b"
    r"|\bno side[- ]effects?\b|\bwithout side[- ]effects?\b|\bchanges nothing\b"
    r"|\bmakes? no changes\b|\bdoes(?: not|n't) (?:modify|change|alter|write) anything\b"
    r"|\bnever (?:modifies|changes|writes)\b")
_READ_ONLY_ZH = re.compile(
    r"只读(?![的文件目录记忆字段属性状态权限内存档级]|模式下的|\s*(?:API|api|接口|规则|角色|账号|用户|副本|实例|视图|链接|"
    r"令牌|密钥|凭证|配置|策略|[Tt]oken|[Kk]ey))|仅用于(?:读取|查询)|(?:没有|无|不会产生任何?|不产生任何?)副作用|"
    r"不会(?:修改|改变|变更)任何|不(?:会)?产生任何变更|不做任何(?:修改|变更)")


# A server's read-only mode, or a read-only permission level, the tool is barred from ("只读模式下
# 不可用", "只读档会被拒绝", "Not available in read-only mode", "disabled when the server runs
# read-only", "in read-only mode the call is refused", "read-only tokens are rejected"): the tool
# writes, it claims nothing of itself.
_READ_ONLY_LEVEL_ZH = r"只读(?:模式|档位?|权限|级别|角色|账号|用户|令牌|密钥|凭证|配置|策略)"
_LEVEL_WORDS_EN = r"(?:mode|access|level|profile|permission|role|token|key|user|account|scope|tier)s?"
_READ_ONLY_LEVEL_EN = rf"read[- ]?only\s+{_LEVEL_WORDS_EN}"
_BARRED_IN_READ_ONLY = re.compile(
    rf"(?:在|处于|使用|用)?{_READ_ONLY_LEVEL_ZH}(?:下|时|中)?[^。；;，,]{{0,6}}(?:不可用|禁用|不可调用|无法使用|不能使用|不支持|"
    r"被禁止|会?被拒绝?|拒绝|关闭|报错|失败|无法(?:写入|执行|调用))"
    r"|(?:not available|unavailable|disabled|blocked|rejected|refused|denied|not allowed|hidden)\s+"
    r"(?:in|when|while|under|during|for|with)\s+(?:the\s+|a\s+)?(?:server\s+(?:is|runs)\s+(?:in\s+)?)?read[- ]?only"
    rf"(?:\s+{_LEVEL_WORDS_EN})?"
    rf"|(?:\b(?:in|under|with)\s+(?:the\s+|a\s+)?)?{_READ_ONLY_LEVEL_EN}\b[^.;:]{{0,30}}?\b(?:rejects?|refuses?|"
    r"blocks?|denies|disables?|rejected|refused|denied|blocked|disabled|unavailable)\b", re.I)


# The words as a value the call passes or a setting holds, not a claim: `grant="readonly"`,
# `access=只读`, "`readonly`", 'read-only' (a permission level, a mode a field picks). A label's
# colon ("Access: read-only") is a claim and stays one.
_READ_ONLY_VALUE = re.compile(
    r"=\s*[\"'`“‘]?\s*(?:read[-_ ]?only|只读)(?![A-Za-z0-9_-])[\"'`”’]?|"
    r"(?<!\bis )(?<!\bare )(?<!为)(?<!是)[\"'`“‘]\s*(?:read[-_ ]?only|只读)\s*[\"'`”’]", re.I)


def read_only_claim(text: str) -> str | None:
    """The phrase by which a text says its tool is read-only or changes nothing ("Read-only:",
    "no side effects", "changes nothing", 只读, 不产生任何变更), or None. A read-only mode the
    tool is unavailable in ("只读模式下不可用") is no such claim."""
    if not text:
        return None
    text = _BARRED_IN_READ_ONLY.sub(lambda m: " " * len(m.group(0)), text)
    text = _READ_ONLY_VALUE.sub(lambda m: " " * len(m.group(0)), text)
    m = _READ_ONLY_EN.search(text.lower())
    if m is None and not text.isascii():
        m = _READ_ONLY_ZH.search(text)
    return m.group(0) if m else None



# A field's own text marking the field read-only: the mark is a sentence or clause of its own
# ("The unique identifier for an entity. Read-only.", "Read-only. Nullable.", "This property is
# read-only.", "(read-only)" closing the text, "由服务端生成，只读。", "只读字段"). A mark inside a
# sentence about something else is not one: "Opens the file read-only", "Read-only for users
# synced from ...", "action=sql 时使用的只读 SQL", "safe(只读) | readwrite(读写)" (an enum value's
# gloss). "Navigation property" alone is not a mark: some navigation properties take a deep
# insert on create (a message's attachments).
_FIELD_READ_ONLY_EN = re.compile(
    r"(?:^|[.;!?]\s*|\n)(?:read[- ]?only|(?:this|the) (?:property|field|value|attribute) is "
    r"(?:always )?read[- ]?only(?: and [^.;]*)?)\s*(?:[.;,]|$)"
    r"|[(\[]read[- ]?only[)\]]\s*\.?\s*$", re.IGNORECASE)
_FIELD_READ_ONLY_ZH = re.compile(
    r"(?:^|[。；;，,！!\n])\s*(?:该|此|本)?(?:字段|属性|值)?(?:为|是)?只读(?:字段|属性)?\s*(?:[。；;，,！!]|$)"
    r"|[（(]只读[)）]\s*[。.]?\s*$")


def field_read_only_mark(text: str) -> bool:
    """Whether a field's own description marks the field read-only (a sentence or clause of its
    own: "Read-only.", "This property is read-only.", 只读。), not a use of the words about
    something else ("opens the file read-only", 只读 SQL)."""
    if not text:
        return False
    if _FIELD_READ_ONLY_EN.search(text.strip()):
        return True
    return not text.isascii() and bool(_FIELD_READ_ONLY_ZH.search(text.strip()))

_SANDBOXED = re.compile(r"\bsandbox|\bisolated (?:environment|container|vm)|\bscratch "
                        r"(?:directory|space)|沙箱|临时(?:目录|环境)")


# "in live mode it needs confirm_send=true ...; the sandbox is never restricted": a tool that
# runs against a sandbox or the live service, whose live calls are real.
_LIVE = re.compile(r"\blive (?:mode|environment|account|keys?)\b|\bin (?:live|production)\b|"
                   r"\bproduction (?:mode|environment|account)\b|\breal (?:money|payments?|funds)\b|"
                   r"生产环境|正式环境|真实(?:资金|扣款|交易)")


def sandboxed(text: str) -> bool:
    """Does the text say the tool works inside a sandbox or a scratch space (its writes stay
    there), and not also against the live service?"""
    if not text:
        return False
    low = text.lower()
    return _SANDBOXED.search(low) is not None and _LIVE.search(low) is None


# "createBucket=生成 bucket 创建方案", "signUpload=签名请求占位", "deploy: returns the plan only":
# an action named as a change whose own clause says it only produces a plan or a placeholder.
_PLAN_ONLY = re.compile(r"\bplans?\b|\bproposals?\b|\bpreview|\bdry[- ]?run|\bplaceholder|"
                        r"\bnothing is (?:run|changed|created|executed|written)|"
                        r"方案|计划|预览|占位|演练|仅生成|只生成", re.I)


def plans_only(text: str, action: str) -> bool:
    """Does a clause of `text` that names `action` say it only plans (a plan, a preview, a
    placeholder), so the action changes nothing though its name is a change?"""
    low = action.lower()
    return any(low in c.lower() and _PLAN_ONLY.search(c.lower().replace(low, " "))
               for c in _LIST_CLAUSE.split(text) if c.strip())


# clauses of a value list: "a=…；b=…", "a: …, b: …", one line each
_LIST_CLAUSE = re.compile(r"[;；。\n]+|，(?=\s*[A-Za-z_]+\s*[=:：])|,\s+(?=[A-Za-z_]+\s*[=:：])")


def repeats_name(text: str, name_tokens: set[str]) -> bool:
    """Every meaningful word of `text` is a name token or filler ("The user ID" for user_id)."""
    if not text:
        return False
    filler = lx.FILLER_WORDS
    any_word = False
    for m in _WORD.finditer(text.lower()):  # stops at the first word that says something
        w = m.group()
        w = w.rstrip("s") or w
        if w not in filler and w not in name_tokens:
            return False
        any_word = True
    return any_word and not has_cjk(text)


# ---------------------------------------------------------------------------------------- Chinese

def contains_any(text: str, words: tuple[str, ...]) -> bool:
    """`any(w in text for w in words)` for non-ASCII `words` (Chinese name parts): an ASCII
    string cannot contain them, so most names skip the loop. A non-string goes through `in` and
    raises as it did before."""
    if type(text) is str and text.isascii():
        return False
    return any(w in text for w in words)


def has_cjk(text: str) -> bool:
    """Whether the text has a Chinese character."""
    # an ASCII text (most English ones) has no CJK: skip the scan
    if type(text) is str and text.isascii():
        return False
    return bool(text) and CJK.search(text) is not None


def cjk_count(text: str) -> int:
    """How many Chinese characters the text has."""
    if not text or (type(text) is str and text.isascii()):
        return 0
    return sum(len(r) for r in _lazy(_CJK_RUN).findall(text))


def cjk_bigrams(text: str) -> set[str]:
    """The character pairs of every Chinese run (a one-character run stands for itself): the
    words of a language without spaces, for similarity."""
    out: set[str] = set()
    if type(text) is str and text.isascii():
        return out
    for run in _lazy(_CJK_RUN).findall(text or ""):
        out.update(run[i:i + 2] for i in range(len(run) - 1))
        if len(run) == 1:
            out.add(run)
    return out


# ---------------------------------------------------------------------------------------- words and languages

def words(text: str) -> list[str]:
    """Lower-case English words of a text (for similarity and repeat checks)."""
    return _WORD.findall(text.lower()) if text else []


def fewer_words(text: str, n: int) -> bool:
    """`len(words(text)) < n`, without listing the words of a long text."""
    if not text:
        return n > 0
    return all(count < n for count, _ in enumerate(_WORD.finditer(text.lower()), 1))


def text_lang(text: str) -> str | None:
    """"zh" when the text has Chinese prose, "en" when it has English prose, "mixed" when it has
    both (a Chinese text with an English sentence: a run of 4+ English words with two function
    words, not identifiers or command names), None when neither."""
    if not text:
        return None
    zh = cjk_count(text) >= 2
    if zh and any(_english_sentence(m.group(0)) for m in _EN_RUN.finditer(text)):
        return "mixed"
    if zh:
        return "zh"
    if _lazy(_EN_WORDS3).search(text):
        return "en"
    return None


# Identifiers and code in a text: `code`, snake_case or dotted names, value lists joined by "|"
_MACHINE_WORDS = re.compile(r"`[^`\n]*`|[\w.-]*[_|][\w.|-]*")


def mainly_chinese_prose(text: str) -> bool:
    """`mainly_chinese` of the text's prose, machine words left out: `snake_case` names, `a|b|c`
    value lists and backticked code are no English ("在京东搜索商品。sort: relevance|sales_desc" is
    Chinese)."""
    return mainly_chinese(_MACHINE_WORDS.sub(" ", text))


def mainly_chinese(text: str) -> bool:
    """Is the text mainly Chinese: two Chinese characters or more, and at least a third as many
    as its Latin letters (identifiers and English titles beside Chinese prose do not outweigh it)?"""
    cjk = cjk_count(text)
    return cjk >= 2 and cjk * 3 >= sum(c.isascii() and c.isalpha() for c in text)


_TO_SIMPLIFIED = str.maketrans(lx.TRADITIONAL_CHARS, lx.SIMPLIFIED_CHARS)


def simplified(text: str) -> str:
    """The text with the Traditional characters of the rules' Chinese words folded to their
    Simplified forms ("注意：無法復原。" -> "注意：无法复原。"); every other character as it was."""
    return text.translate(_TO_SIMPLIFIED)


def other_latin_prose(text: str) -> bool:
    """Is the text written in another Latin-script language than English (French, Spanish,
    German...)? Three of that language's function words and more of them than English ones."""
    tokens = re.findall(r"[a-zà-ÿ]+", text.lower()) if text else []
    other = sum(t in lx.OTHER_LATIN_FUNCTION_WORDS for t in tokens)
    return other >= 3 and other > sum(t in lx.EN_FUNCTION_WORDS for t in tokens)


def _english_sentence(run: str) -> bool:
    """A run of English words is prose, not identifiers, flags or a list of API names, when it
    has two English function words ("Use this tool when", not "MgoLimit lte, offset")."""
    return sum(w in lx.EN_FUNCTION_WORDS for w in run.lower().replace(",", " ").split()) >= 2


def zh_or_en(text: str) -> str:
    """"zh" when the text has any Chinese character, else "en" (the reading of one sentence)."""
    return "zh" if CJK.search(text) else "en"


# ---------------------------------------------------------------------------------------- sentences, clauses, negation

# Sentence ends: Chinese/English terminators, semicolons, newlines, and "." before whitespace.
_SENTENCE_SPLIT = re.compile(r"(?<=[。；;！？!?\n])|(?<=\.)(?=\s)")
_ABBREV_END = re.compile(r"(?:\b(?:e\.g|i\.e|etc|vs|approx|incl|max|min|no|eg|ie|cf|resp|e\.t\.c)\.|"
                         r"\b[A-Za-z]\.)$", re.I)
# Clause split inside a sentence: Chinese comma, and an English comma followed by a space
# (so "1,000" stays one number).
_COMMA_SPLIT = re.compile(r"，|,\s+")
# Clause boundaries of a negation's scope: sentence ends in both languages and the Chinese comma
# (an English comma often sits inside one negated list: "does not create, update or delete").
_CLAUSE_SPLIT = re.compile(r"[.;!?。；！？\n]+(?:\s|$)|[。；！？\n，]")
# "nothing is held", "none are booked", "no one is notified": a negative subject negates the verb
_NEG_EN = re.compile(r"\b(?:not|never|no|without|nor|neither|cannot|can't|won't|doesn't|don't|"
                     r"isn't|aren't|didn't|shouldn't|mustn't|read-only|readonly|nothing|none|"
                     r"nobody|no-one)\b")
_NEG_ZH = re.compile(r"不会|不能|不得|不可|不要|不应|不(?!同|超过|少于|低于|高于|多于|小于|大于|仅|但|久|断|足|限)|"
                     r"无(?!论)|没有|并非|非|勿|禁止|严禁|只读|避免")


def sentences(text: str) -> list[str]:
    """The sentences of a text in both languages; "e.g." and other abbreviations end none."""
    out: list[str] = []
    parts: list[str] = []
    for piece in _SENTENCE_SPLIT.split(text):
        if not piece:
            continue
        parts.append(piece)
        tail = piece.rstrip(" \t")[-12:]  # an abbreviation ends the piece ("e.g.", "i.e.")
        if tail and not tail.endswith("\n") and _ABBREV_END.search(tail):
            continue
        sentence = "".join(parts).strip()
        parts = []
        if sentence:
            out.append(sentence)
    if parts:
        sentence = "".join(parts).strip()
        if sentence:
            out.append(sentence)
    return out


_LEAD_END = re.compile(r"(?<=[.!?])\s|[。！？\n]")


def lead_sentence(text: str) -> str:
    """The first sentence of a text: up to an English end mark followed by a space, or a Chinese
    end mark or a line break ("e.g." ends it too: a quick cut, not `sentences`)."""
    return _LEAD_END.split(text.strip(), maxsplit=1)[0]


def comma_clauses(sentence: str) -> list[str]:
    """The clauses of one sentence, split at a Chinese comma or an English comma and space."""
    if "，" in sentence or ", " in sentence:
        return _COMMA_SPLIT.split(sentence)
    return [sentence]


def clauses(text: str) -> list[str]:
    """The stretches of text a negation can reach: split at sentence ends and Chinese commas."""
    return [c for c in _CLAUSE_SPLIT.split(text) if c.strip()] if text else []


def negated(clause: str, start: int) -> bool:
    """Is the match at `start` in `clause` under a negation ("does not send", "不会发送")?

    English: a negation word among the 6 words before; Chinese: a negation within 10 characters
    before (covers "不会创建或修改", "不会取消、修改或支付").
    """
    before = clause[:start]
    tail = before[-10:]
    if not tail.isascii() and _NEG_ZH.search(tail):  # the Chinese negations are all CJK
        return True
    recent = before.lower().split()[-6:]
    return _NEG_EN.search(" ".join(recent)) is not None


# A negation right before a verb: Chinese 不/没/未/非/无/勿/别/禁止 with at most four modal or
# adverb characters between ("不会主动读取", "无需上传", "未曾发送"); "不仅/不只/不但" is "not only",
# "不论/不管/无论" is "whatever", "除非" is "unless", "无视" is "ignore": none negates the verb.
_MODAL_ZH = "会要得能可以应该需须用必再曾在去也都将主动自直接额外另行擅并法"
_NEG_VERB_ZH = re.compile(rf"(?:不(?![仅只但光单论管])|没有?|未|(?<!除)非|无(?![论视])|勿|别|禁止|严禁|"
                          rf"避免|拒绝)[{_MODAL_ZH}]{{0,4}}\s*$")
# two negations cancel: 不得不 / 不能不 / 无不 ("must")
_DOUBLE_NEG_ZH = re.compile(rf"(?:不|无|没|非)[得能可会]?不[{_MODAL_ZH}]{{0,4}}\s*$")
# English: a negation at most two words before, or before a list of verbs joined by "or"/"and"
# ("does not read, store or send"; "returns no value, send ..." is an order); "do not forget
# to", "never fail to", "not only" keep the verb affirmative; "without" reaches no further than
# one word ("without asking, send ..." is an order).
_NEG_VERB_EN = re.compile(
    r"(?:\b(?:not|never|no|cannot|can't|won't|doesn't|don't|didn't|isn't|nor|neither)\s+"
    r"(?!(?:forget|fail|hesitate|only|just|merely|simply)\b)(?:[a-z']+\s+){0,2}"
    r"(?:(?:[a-z']+\s*,\s*){0,3}[a-z']+\s+(?:or|and|nor)\s+)?|\bwithout\s+(?:[a-z']+\s+)?)$")


def verb_negated(text: str, start: int) -> bool:
    """Is the verb at `start` itself negated: a negation right before it in its clause ("does not
    read", "never sends", "不读取", "未上传", "无需发送", "禁止读取"), not a double negation
    ("不得不读取", "do not forget to read", "不仅读取")?

    Tighter than `negated` (a negation anywhere in the ten characters or six words before): for
    readings where missing an order costs more than reading a disclosure as one (injection).
    """
    head = text[:start]
    ends = [m.end() for m in _CLAUSE_SPLIT.finditer(head)]
    tail = head[ends[-1]:] if ends else head
    if not tail.isascii():
        if _DOUBLE_NEG_ZH.search(tail):
            return False
        if _NEG_VERB_ZH.search(tail):
            return True
    return _NEG_VERB_EN.search(tail.lower()) is not None
