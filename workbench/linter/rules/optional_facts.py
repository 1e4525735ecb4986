"""Whether a call may leave a field out, read from texts: the field's own text or the tool's
says it is optional or required ("If omitted, ...", "不传则...", "required for single job logs"),
another field stands in for it ("the page id or its URL", "与 url 二选一"), it is needed in one
mode only, or the id is optional by design (a filter, the whole or the latest). `required_facts`
(`needed_fields`) and the `required` rules (`objects.py`) read these facts.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import (
    OPTIONAL_HINTS,
    filters_by,
    hinted,
    says_optional,
    says_required,
    schema_description,
    states_default,
)
from workbench.prose import mentions
from workbench.text import split_name

# "an id or a URL", "与 buildId 二选一": another parameter can stand in for this one.
# ("use if you already know it, otherwise use vendor_name": the other key in its place)
_ALTERNATIVE = re.compile(r"\bor\b|\beither\b|\binstead\b|\balternatively\b|\botherwise\b|\bif both\b|\bignored\b|"
                          r"\b(?:takes?|has) precedence\b|二选一|任选|或者?|之一|优先|忽略|"
                          # "Mutually exclusive with baseComponentId", "与 A 互斥": one or the other
                          r"\bmutually exclusive\b|\bcannot be (?:combined|used together|used) with\b|互斥|"
                          # "provide exactly one of the two", "exactly one of emails or ids"
                          r"\bexactly one of\b|"
                          r"不能与[^。；]{0,20}同时", re.I)
# "Omitted parameters are left unchanged", "不传的参数保持不变": every field may be left out.
_ALL_OPTIONAL_HINTS = ("omitted", "unspecified", "missing", "optional", "可选", "不传")
_ALL_OPTIONAL = re.compile(r"\b(?:omitted|unspecified|missing) (?:parameters|arguments|fields|options)\b|"
                           r"\b(?:all|every) (?:parameters?|arguments?|fields?) (?:are|is) optional\b|"
                           r"(?:所有|全部)?参数(?:均|都)?(?:为|是)?可选|不传的参数", re.I)



# The text says what the field does when it is given, so a call may leave it out: "If provided,
# only events for this user are returned", "如果指定，则只返回该用户的事件".
_IF_GIVEN = re.compile(r"(?:^|[.;:(]\s*)if (?:it is |this is )?(?:provided|given|specified|set|supplied|passed)\s*[,:]|"
                       r"(?:^|[。；，,(（]\s*)(?:如果|若)(?:提供|指定|传入?|填写?)了?\s*[，,]\s*(?:则|就)?", re.I)


# A sentence of the parameter's own text that starts from its absence, with no other subject:
# "If omitted, summarizes all jobs matching the status filter", "不传则汇总全部任务". It is about
# this parameter even when it names another one afterwards.
# Also the imperative that names what the call then returns: "omit to return all", "leave empty
# for every lot", "不填返回全部", "留空查询所有".
_IF_OMITTED = re.compile(r"(?:^|[.;:(]\s*)(?:if|when)\s+(?:omitted|left out|left empty|empty|not "
                         r"(?:provided|given|specified|set|supplied|passed))\s*,|"
                         r"(?:^|[.;:(]\s*)(?:omit(?: it)?|leave (?:it )?(?:out|empty|blank))\s+"
                         r"(?:to (?:return|list|get|show|include|search)|for)\s+(?:all|every|any)\b|"
                         r"(?:^|[。；，,(（]\s*)(?:不传|不填|留空|为空|未提供|未指定)(?:时|则|的话)|"
                         r"(?:^|[。；，,(（]\s*)(?:不传|不填|留空|未提供|未指定)\s*(?:返回|列出|显示|查询|查看|"
                         r"获取|统计)(?:全部|所有)", re.I)
# "Run ID — if provided, this is an update", "Without `id` it opens a new run": an upsert's id,
# left out to create.
_OMIT_TO_CREATE = re.compile(r"\bif (?:provided|given|set|specified)\b[^.;]{0,30}\b(?:updates?|an update)\b|"
                             r"\bwithout\s+`?\w+`?\b[^.;]{0,30}\b(?:creates?|opens?|adds?)\b|"
                             r"\b(?:omit|leave out)\b[^.;]{0,30}\bto create\b|"
                             r"(?:不传|为空|未提供)[^。；]{0,10}(?:则|时)?(?:新建|创建)|"
                             r"传入[^。；]{0,10}(?:则|时)更新|"
                             # "新增时为空，修改时为需要修改的ID", "leave empty when creating"
                             r"(?:新增|新建|创建|添加)(?:时|的时候)[^。；，,]{0,4}(?:为空|不传|不填|留空|无需传)|"
                             r"\b(?:empty|blank|null|omitted|left out)\b[^.;]{0,15}\b(?:when|for|to)\s+"
                             r"(?:creat|add)(?:e|es|ing)?\b|\bleave (?:it )?(?:empty|blank)\b[^.;]{0,15}"
                             r"\b(?:to|when) (?:create|creating|add|adding)\b", re.I)


# A field whose own text opens as an addition to the content the tool already sends: "Additional
# message above the forwarded content", "An optional note to include", "附言", "附加的说明文字".
_ADDED_NOTE = re.compile(r"^\W*(?:an?\s+)?(?:optional\s+)?(?:additional|extra|accompanying|optional|"
                         r"personal|cover)\s+(?:\w+\s+)?(?:message|note|comment|text|remarks?|words)\b|"
                         r"^\W*(?:可选的?)?(?:附加|额外|附带|随附)(?:的)?(?:消息|留言|说明|备注|文字|内容|附言)|"
                         r"^\W*附言", re.I)


def added_note(text: str) -> bool:
    """The field's own text calls it a note added to what the tool sends anyway (a forward's
    "Additional message above the forwarded content"): the call works without it."""
    return bool(text) and _ADDED_NOTE.search(text) is not None


def omission_stated(text: str) -> bool:
    """The parameter's own text says what a call without it does ("If omitted, summarizes all
    jobs", "不传则返回全部")."""
    return bool(text) and _IF_OMITTED.search(text) is not None


def omitted_to_create(ctx: ToolContext, text: str) -> bool:
    """The id of an upsert, which a call leaves out to create (`qase_run_upsert.id`: "if
    provided, this is an update"; "Without `id` it opens a new run")."""
    return _OMIT_TO_CREATE.search(text) is not None or _OMIT_TO_CREATE.search(ctx.description) is not None


def omitted_to_create_by_name(ctx: ToolContext, name: str, text: str) -> bool:
    """The field is an upsert's id by its own text ("Draft ID to update (omit to create new)") or
    by a sentence of the tool's that names it ("Omit draftId to create new"): its absence has a
    meaning, so it is optional."""
    if _OMIT_TO_CREATE.search(text):
        return True
    return any(mentions(m.group(0), name) for m in _OMIT_TO_CREATE.finditer(ctx.description or ""))


# "（必填，也可走环境变量 SLC_API_KEY）", "Falls back to the GITHUB_TOKEN environment variable":
# the server takes the value from its own configuration when a call leaves it out.
_FALLBACK = re.compile(
    r"(?:也可|亦可|或|否则|未传|不传|缺省|默认)[^。；;，,]{0,8}(?:从|走|用|读取|使用|通过)?[^。；;]{0,4}环境变量|"
    r"环境变量[^。；;]{0,16}(?:读取|获取|兜底|替代|代替)|(?:也可|亦可|否则|未传|不传)[^。；;]{0,8}(?:从|读取)?配置文件|"
    r"\b(?:falls? back to|defaults? to|read from|taken from|or from|otherwise from|can also be (?:set|given|"
    r"passed|provided) (?:via|with|in|through))\b[^.;]{0,40}?(?:\benvironment\b|\benv\b|\benv(?:ironment)?[ _-]"
    r"?var(?:iable)?s?\b|\bconfig(?:uration)?\b)|\bfrom (?:the )?(?:environment|env)\b", re.I)


def fallback_stated(text: str) -> bool:
    """The text names where the server takes the value from when a call leaves it out (an
    environment variable, its configuration): the call may leave it out."""
    return bool(text) and _FALLBACK.search(text) is not None


def optional_by_text(ctx: ToolContext, name: str, sub: Mapping[str, Any],
                     others: Sequence[str] = ()) -> bool:
    """The parameter's own description, or a sentence of the tool's about it, says it may be
    left out ("optional", "If omitted, ...", "不传则...", "如果未传入 ide 参数..."), or the tool
    says so of all its parameters ("Omitted parameters are left unchanged")."""
    text = schema_description(sub, name)
    if says_optional(text, others) or (states_default(text) and not says_required(text, others)) \
            or fallback_stated(text) or (added_note(text) and not says_required(text, others)):
        return True
    if omission_stated(text) and not says_required(text, others):
        return True  # "If omitted, summarizes all jobs matching the status filter"
    if _IF_GIVEN.search(text) and not says_required(text, others):
        return True  # "If provided, only events for this user are returned": a filter
    if filters_by(text) and not says_required(text, others):
        return True  # "Team ID to filter by", "按状态筛选": a filter narrows, a call may leave it out
    if not others and states_default(ctx.description) and not says_required(ctx.description):
        return True  # "获取指定公历时间（默认今天）的黄历": the tool's one input has a stated default
    if listed_optional(ctx.description, name):
        return True  # "- amount (int, optional): The amount to refund in cents."
    return (hinted(ctx.description, OPTIONAL_HINTS) and any(
        says_optional(sent) and mentions(sent, name)
        and says_optional(sent, [o for o in others if not mentions(sent, name)])
        for sent in ctx.description_sentences)) or (
        hinted(ctx.description, _ALL_OPTIONAL_HINTS) and _ALL_OPTIONAL.search(ctx.description)
        is not None)


# An argument list's entry whose type note marks it optional: "- amount (int, optional): ...",
# "`cc` (string, 可选): ...", "reason（可选）：..." (group 1: the argument's name).
_OPTIONAL_ENTRY = re.compile(r"(?:^|\n)\s*(?:[-*•]|\d+[.)])?\s*[`'\"]?([^\s`'\"(（\[]+)[`'\"]?\s*"
                             r"[(（\[][^)）\]\n]{0,30}?(?:\boptional\b|可选|选填|非必填)[^)）\]\n]{0,20}[)）\]]",
                             re.I)


def listed_optional(text: str, name: str) -> bool:
    """The tool's text lists its arguments, and the entry of `name` marks it optional in its
    type note ("- amount (int, optional): ...")."""
    if not text or not name or name not in text or not hinted(text, OPTIONAL_HINTS):
        return False
    return any(m.group(1) == name for m in _OPTIONAL_ENTRY.finditer(text))


# "All line items must be provided. Any line items not provided will be removed": when the list
# is sent it replaces the stored one, so it must be whole; a call that does not send it keeps
# them. "全部明细必须提供，未提供的明细将被删除".
_WHOLE_WHEN_SENT = re.compile(r"\b(?:any|those|items?|lines?|entries|\w+s)\b[^.;]{0,30}\bnot "
                              r"(?:provided|included|sent|given|listed)\b[^.;]{0,30}\b(?:will be|are|is|get) "
                              r"(?:removed|deleted|dropped|replaced|cleared)\b|"
                              r"未(?:提供|传入|包含)的[^。；]{0,12}(?:将|会)?(?:被)?(?:删除|移除|清空|覆盖)", re.I)
# "If not specified by the user, ask the user": the model asks, the field is not left out.
_ASK_USER = re.compile(r"\bask (?:the user|them|the caller)\b|\bconfirm (?:it )?with the user\b|"
                       r"询问用户|向用户(?:确认|询问)", re.I)


def whole_when_sent(text: str) -> bool:
    """The text requires a list to be complete when it is sent (it replaces the stored one),
    not to be sent on every call."""
    return bool(text) and _WHOLE_WHEN_SENT.search(text) is not None


def asks_the_user(text: str) -> bool:
    """The text tells the model to ask the user for a missing value ("If not specified by the
    user, ask the user"): no call leaves it out."""
    return bool(text) and _ASK_USER.search(text) is not None


def required_by_text(ctx: ToolContext, text: str, others: Sequence[str] = ()) -> bool:
    """The text calls the field required for every call: unconditionally, or "for" every
    action of the tool. A sentence naming only some of the actions is a condition, and a list
    that must be whole when sent ("Any line items not provided will be removed") is not needed
    on every call."""
    if whole_when_sent(text) or _REQUIRED_FOR_SOME.search(text):
        return False
    if _required_for_every_action(ctx, text):
        return True
    if not says_required(text, others):
        return False
    node = ctx.dispatch_node
    enum = node.schema.get("enum") if node is not None else None
    if isinstance(enum, list):
        named = [v for v in enum if isinstance(v, str) and re.search(
            r"(?<![\w-])" + re.escape(v) + r"(?![\w-])", text)]
        if named and len(named) < len(enum):
            return False  # "所有付费操作（create/renew）必须传": some actions only
    return True


# A requirement that holds in one mode of the tool only: "(required for single job logs)",
# "required when using failed_only", "获取单个任务日志时必填", "仅在…时必填".
_REQUIRED_IN_A_MODE = re.compile(
    r"\brequired\s+(?:only\s+)?(?:for|when|if|in|with)\b|\bneeded\s+(?:only\s+)?(?:for|when|if)\b|"
    r"\bonly\s+(?:required|needed)\b|(?:时|的情况下)(?:为)?必(?:填|传|须)|(?:当|若|如果)[^，,。；;]{1,30}必(?:填|传)",
    re.I)
# The tool text offers two ways to call it ("logs for one job or all failed jobs of a run",
# "either by id or by name", "或者按名称查询").
_TWO_WAYS = re.compile(r"\bor\b|\beither\b|\balternatively\b|或者|或|二选一|任选", re.I)


def prop_texts(props: Mapping[str, Any]) -> dict[str, str]:
    """Each declared property's description, read once for an object: the mode and alternative
    readings compare a field with all its siblings, so reading them per field grew as the square
    of the property count (1,800 properties: ~40 s)."""
    return {n: schema_description(sub, n) for n, sub in props.items() if isinstance(sub, Mapping)}


def required_in_a_mode(ctx: ToolContext, name: str, props: Mapping[str, Any],
                       texts: Mapping[str, str] | None = None) -> bool:
    """The field is needed in one way of calling the tool only: its text ties the requirement
    to a case, or a sibling is "required when using" another mode and the tool text offers two
    ways (`job_id` beside `run_id` "required when using failed_only"). `texts` is
    `prop_texts(props)` when the caller already has it."""
    texts = prop_texts(props) if texts is None else texts
    own = texts.get(name, "")
    if _required_for_every_action(ctx, own):
        return False  # "(required for cordon, drain, uncordon)": every mode there is
    if _REQUIRED_IN_A_MODE.search(own):
        return True
    return bool(_TWO_WAYS.search(ctx.description)) and any(
        _REQUIRED_IN_A_MODE.search(t) for o, t in texts.items() if o != name)


def has_alternative(ctx: ToolContext, name: str, props: Mapping[str, Any],
                    texts: Mapping[str, str] | None = None) -> bool:
    """Another parameter can stand in for this one: a text names both with "or", "either",
    "二选一" ("the page id or its URL", "与 versionName 二选一"). `texts` is `prop_texts(props)`
    when the caller already has it."""
    texts_of = prop_texts(props) if texts is None else texts
    if required_in_a_mode(ctx, name, props, texts_of):
        return True
    others = [o for o in props if isinstance(o, str) and o != name]
    if _another_key_of_the_same_thing(name, others):
        return True  # `discountId` beside `discountCode`: "retrieve by ID or code"
    if _beside_a_lead_alternative(name, props, texts_of):
        return True  # `index` "Favorite number" beside `id` "Or: recipe ID"
    if _for_one_kind(name, props, texts_of):
        return True  # `id` "Recipe ID" beside `type` [recipe, grocery, mealplan]
    said = [texts_of[name]] if name in texts_of else []
    said += [t for o in others if o in texts_of for t in [texts_of[o]] if mentions(t, name)]
    sentences = [sent for sent in ctx.description_sentences if mentions(sent, name)]
    said += sentences
    if any(_other_way_described(sent, name, others, texts_of) for sent in sentences):
        return True  # "Remove a recipe by ID or by list number" beside `index` "remove by list number"
    return any(_ALTERNATIVE.search(t) and (mentions(t, name) or t is said[0])
               and any(mentions(t, o) for o in others) for t in said if t)


# A field whose own text opens as the other way to give what a sibling gives: "Or: recipe ID",
# "Alternatively, the page URL", "或：菜谱 ID", "也可传订单号".
_LEADS_AS_ALTERNATIVE = re.compile(r"^\W*(?:or|alternatively|instead)\b|^\W*(?:或者?|也可以?|亦可|或是)(?!许)", re.I)


def _beside_a_lead_alternative(name: str, props: Mapping[str, Any], texts: Mapping[str, str]) -> bool:
    """The field's own text opens with "Or", or the next declared field's does (the field
    before an "Or: recipe ID" is the first way): a call gives one of the two."""
    order = [n for n in props if isinstance(n, str)]
    if name not in order:
        return False
    at = order.index(name)
    if _LEADS_AS_ALTERNATIVE.search(texts.get(name, "")):
        return at > 0 or len(order) > 1
    return at + 1 < len(order) and _LEADS_AS_ALTERNATIVE.search(texts.get(order[at + 1], "")) is not None


# "by ID or by list number", "by its name or its slug", "按 ID 或序号": the words after the "or"
# name the second way; a sibling whose own text holds those words is that way.
_OR_BY = re.compile(r"\bby\s+(?:its\s+|the\s+|their\s+)?[\w-]+(?:\s+[\w-]+)?\s+or\s+(?:by\s+)?(?:its\s+|the\s+|"
                    r"their\s+|a\s+)?(?P<en>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})|"
                    r"(?:按|通过|根据|用)\s*[^\s，。；,]{1,10}?\s*或(?:者)?\s*(?:按|通过|根据|用)?\s*(?P<zh>[\u4e00-\u9fff]{2,6})",
                    re.I)


def _other_way_described(sentence: str, name: str, others: Sequence[str], texts: Mapping[str, str]) -> bool:
    """A tool sentence names the field and a second way to call ("by ID or by list number"),
    and a sibling's own text holds the words of that second way ("remove by list number")."""
    for m in _OR_BY.finditer(sentence):
        if not mentions(m.group(0), name):
            continue
        way = (m.group("en") or m.group("zh") or "").lower()
        words = way.split()
        if not way or (len(words) == 1 and way.isascii()):
            # one English word must be a sibling's name ("by id or name"), said elsewhere
            continue
        if any(way in texts.get(o, "").lower() for o in others):
            return True
    return False


# The last word of a field that picks what kind of thing the call works on.
_KIND_CHOOSERS = frozenset({"type", "kind", "what", "target", "scope", "entity", "object", "resource",
                            "category", "subject"})


_GENERIC_KINDS = frozenset({"record", "item", "object", "resource", "entity", "file", "document", "node",
                            "element", "data", "entry", "the", "a", "an", "unique"})


def _for_one_kind(name: str, props: Mapping[str, Any], texts: Mapping[str, str]) -> bool:
    """The id names one kind of thing among those a sibling's enum picks from: `id` "Recipe ID
    or URL" beside `type` [recipe, grocery, mealplan] is needed when the type is recipe only."""
    tokens = split_name(name)
    if not tokens or tokens[-1] not in _ONE_THING_KEYS:
        return False
    subject = set(tokens[:-1])
    m = re.match(r"^\W*(?:the\s+|a\s+|an\s+)?([a-z]+)\s+(?:id|key|code|slug|url|number)\b", texts.get(name, ""), re.I) \
        or re.match(r"^\W*([\u4e00-\u9fff]{1,6}?)\s*(?:ID|id|编号|代码)", texts.get(name, ""))
    if m:
        subject.add(m.group(1).lower())
    # a generic kind ("record", "file", "item") names what every kind is: `record_id` beside
    # `resource_type` [people, deals, records] is needed for each
    subject = {s.rstrip("s") if s.isascii() else s for s in subject if s} - _GENERIC_KINDS
    if not subject:
        return False
    for o, sub in props.items():
        enum = sub.get("enum") if o != name and isinstance(sub, Mapping) else None
        last = split_name(o)[-1:]
        if not isinstance(enum, list) or len(enum) < 2 or not last or last[0] not in _KIND_CHOOSERS:
            continue  # `role: [user, admin]` beside `user_id` is the value set, not what is acted on
        values = {v.lower().rstrip("s") if v.isascii() else v for v in enum if isinstance(v, str)}
        if subject & values and len(values - subject) >= 1:
            return True
    return False


# Last words of a key that identifies one thing: two of them on the same thing
# (`discountId`, `discountCode`; `订单id`, `订单编号` as `order_id`, `order_no`) are alternatives.
_ONE_THING_KEYS = frozenset({"id", "code", "slug", "key", "number", "no", "num", "handle", "uuid", "sku",
                             "url", "uri", "link"})  # `issueUrl` beside `issueId`: the same issue


def _another_key_of_the_same_thing(name: str, others: Sequence[str]) -> bool:
    """Does another parameter identify the same thing by another key (`discountCode` beside
    `discountId`), so a call gives one or the other?"""
    tokens = split_name(name)
    if len(tokens) < 2 or tokens[-1] not in _ONE_THING_KEYS:
        return False
    for o in others:
        ot = split_name(o)
        if len(ot) >= 2 and ot[:-1] == tokens[:-1] and ot[-1] in _ONE_THING_KEYS and ot[-1] != tokens[-1]:
            return True
        if len(ot) >= 2 and ot[-1] in _ONE_THING_KEYS and ot != tokens \
                and _unqualified(ot[:-1]) == _unqualified(tokens[:-1]) and _unqualified(ot[:-1]):
            return True  # `customerExternalId` ("External customer ID") beside `customerId`
    return False


# Words that say whose numbering a key is, not which thing it names: `customerExternalId` and
# `customerId` name the one customer in two systems, so a call gives either.
_KEY_QUALIFIERS = frozenset({"external", "ext", "internal", "legacy", "global", "public", "local",
                             "foreign", "vendor", "partner", "platform", "third", "party", "native",
                             "original", "alt", "alternate", "open", "union", "outer", "out"})


def _unqualified(tokens: Sequence[str]) -> tuple[str, ...]:
    return tuple(t for t in tokens if t not in _KEY_QUALIFIERS)


def _required_for_every_action(ctx: ToolContext, text: str) -> bool:
    """"(required for cordon, drain, uncordon)" naming every value of the dispatch enum."""
    if "equired" not in text:
        return False
    node = ctx.dispatch_node
    enum = node.schema.get("enum") if node is not None else None
    if not isinstance(enum, list) or not enum:
        return False
    m = _REQUIRED_FOR.search(text)
    return bool(m and all(
        isinstance(v, str) and re.search(r"\b" + re.escape(v) + r"\b", m.group(1)) for v in enum))


_REQUIRED_FOR = re.compile(r"\brequired (?:for|by|in) ([^.;)\n]+)", re.I)


# An id whose own text makes it optional by design: it narrows a list ("Filter
# activities associated with a specific order", "按订单筛选", "仅返回该订单的"), it is an
# alternative to the other filters ("mutually exclusive with all other filters", "与其他筛选条件
# 互斥"), or the service makes one up when it is left out ("Automatically generated if not sent",
# "不传则自动生成").
_ID_OPTIONAL_BY_DESIGN = re.compile(
    r"^\W*(?:filters?|narrows?|limits?|restricts?)\b(?:\s+\w+){0,4}?\s+(?:by|to|associated with|"
    r"belonging to|for|of|linked to|related to)\b|\bmutually exclusive\b|\bcannot be (?:combined|"
    r"used) (?:with|together)\b|\b(?:automatically |auto[- ])?generated if (?:not|omitted|none|empty)\b|"
    r"\bif (?:not|omitted)[^.]{0,20}?\b(?:is|will be) generated\b|"
    r"(?:按|根据)[^，。；]{0,8}(?:筛选|过滤)|^\W*仅返回|互斥|不能与[^。；]{0,20}同时|"
    r"(?:不传|未传|为空|留空)(?:时|则)?[^，。；]{0,4}(?:自动|系统)?生成", re.I)


def id_optional_by_design(text: str) -> bool:
    """The id's own text says it filters, is an alternative to the other filters, or is made
    up by the service when left out: optional by design, whatever object it names."""
    return bool(text) and _ID_OPTIONAL_BY_DESIGN.search(text) is not None


# "Required to read large artifacts", "required for private repositories": a requirement for
# some calls (a subset named by its qualifier), not for every call.
_REQUIRED_FOR_SOME = re.compile(
    r"\brequired\s+(?:to|for|when)\s+(?:\w+\s+){0,3}?(?:large|larger|big|bigger|huge|private|"
    r"protected|some|certain|additional|extra|older|nested|paginated)\b"
    # a requirement under a condition: "REQUIRED whenever you are presenting selectable options"
    # (and "Omit this parameter ... for an open-ended question"), "required if a proxy is used",
    # "如果使用代理则必填"
    r"|\brequired\s+(?:only\s+)?(?:whenever|if|unless|once)\b|(?:若|如果|当)[^，,。；;]{1,30}?(?:时|则)?必(?:填|传|须)"
    # "Required by QuickBooks on lines posting to A/R or A/P": on the lines a clause picks out
    r"|\brequired\s+(?:by\s+\w+(?:\s+\w+)?\s+)?on\s+\w+\s+(?:that|which|where|posting|using|with)\b"
    r"|(?:读取|访问|获取|查询)(?:较?大|超大|私有|受保护|部分)[^，。；]{0,10}?(?:时)?(?:需要|必须|必填|必传)"
    # "required for create/drop, optional for get to filter": the same text makes it optional
    # in another mode
    r"|\boptional(?:\s+filter)?\s+(?:for|when|if|in|with)\b|(?:时|的情况下)(?:为)?可选", re.I)


# The tool's own lead names what it does without the id: one thing or all of them
# ("for a specific employee or the entire organization", "单个员工或整个部门"), or the latest one
# as the object of its verb ("Delete the latest message sent to a receiver", "删除最近一条消息").
_ONE_OR_ALL = re.compile(r"\b(?:a|one|an?) (?:specific|single|given|particular|individual) (?P<a>[a-z]+) "
                         r"or (?:for )?(?:the )?(?:entire|whole|all|every)\b|"
                         r"(?:某个|指定|单个|某一)(?P<c>[\u4e00-\u9fff]{1,4})或(?:整个|全部|所有)", re.I)
_LATEST = re.compile(r"^\W*[A-Za-z]+s? (?:the )?(?:latest|last|most recent|newest) (?P<b>[a-z]+)\b|"
                     r"^\W*[\u4e00-\u9fff]{1,3}(?:最新|最近)(?:一(?:条|个|次|份))?(?P<d>[\u4e00-\u9fff]{1,4})", re.I)


def whole_or_latest(description: str, name: str) -> bool:
    """Does the tool's lead sentence say it works on one `X` or all of them, or on the latest
    `X`, where `X` is what the id (`employee_id`, `message_id`) names? Then the id is optional
    by design."""
    if not description:
        return False
    sentences = re.split(r"(?<=[.!?。！？])\s*", description.strip())
    lead = sentences[0]
    # the latest one as the object of a sentence's lead verb, also after a label ("Tool
    # description: Delete the latest message sent to a receiver")
    latest = next((m for m in (_LATEST.search(re.sub(r"^[^:：]{0,30}[:：]\s*", "", t)) for t in sentences)
                   if m), None)
    words = split_name(name)
    subject = words[-2] if len(words) >= 2 else ""
    for m in (_ONE_OR_ALL.search(lead), latest):
        said = next((g for g in m.groups() if g), "") if m else ""
        if said and (not said.isascii() or said.lower().rstrip("s") == subject.rstrip("s")):
            return True
    return False
