"""What a call needs, read from a tool's name and texts: the `required` rules (`objects.py`)
share these facts.

Decisions:
- Certain (a fix may add it to `required`): the field a multi-action tool dispatches on, the id
  of the thing a single-action tool acts on (and a send's recipient, a payment's amount), a
  field its own text calls required, the one real input when it is a wrapper whose own fields
  are required.
- Likely (said in words, no fix): the thing the tool's name is about, or its only input.
- Never: a field with a default, one with an alternative ("the page id or its URL", "与 url 二
  选一"), one its text calls optional ("If omitted, ...", "可选", "不传则..."), the filters of
  a list/search tool, and the per-action fields of a multi-action tool.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from workbench.linter.context import ToolContext
from workbench.linter.rules.effect_words import filter_values
from workbench.linter.rules.param_facts import (
    OPTIONAL_HINTS,
    declared,
    filters_by,
    hinted,
    says_optional,
    says_required,
    schema_description,
    schema_types,
    states_default,
)
from workbench.linter.rules.record_owner import recorded_owner
from workbench.model import Tool
from workbench.prose import mentions
from workbench.schema.walk import SchemaNode
from workbench.text import name_verb, split_name

_ID_SEND_VERBS = frozenset({"send", "email", "mail", "message", "notify", "sms", "text", "reply",
                            "forward", "invite", "post", "publish"})
_ID_PAY_VERBS = frozenset({"pay", "refund", "transfer", "charge", "withdraw", "deposit", "debit",
                           "credit", "payment", "donate", "tip"})
# Verbs acting on one existing thing: the only id of such a tool names that thing
# (`home_set_thermostat_target(device_id)`, `order_cancel(order_id)`).
_ONE_TARGET_VERBS = frozenset({"get", "update", "delete", "cancel", "remove", "edit", "refund",
                               "set", "modify", "patch", "change", "adjust", "toggle", "turn",
                               "enable", "disable", "start", "stop", "pause", "resume", "restart",
                               "reboot", "lock", "unlock", "activate", "deactivate", "archive",
                               "restore", "rename", "close", "reopen", "approve", "reject"})
# Verbs that act on one prepared thing (the draft, the document): its lone id is the target when
# the tool requires nothing at all; beside other required keys (a review's pull request) the id
# may be a narrowing option (the commit, latest by default).
_PREPARED_VERBS = frozenset({"submit", "finalize", "finalise", "sign", "withdraw", "resubmit"})
# Verbs of tools over a collection: their parameters are filters, optional by design.
_COLLECTION_VERBS = frozenset({"list", "search", "find", "query", "browse", "filter", "scan",
                               "explore", "discover", "lookup"})
# Of those, the verbs whose `id` is one filter among many (`stories-search(id, name, ...)`);
# `query`/`lookup` (查询物流 by `id`) fetch one thing by its key.
_SEARCH_VERBS = _COLLECTION_VERBS - {"query", "lookup"}
_RECIPIENT = frozenset({"to", "recipient", "recipients", "receiver", "email_to", "phone",
                        "destination"})
# "an id or a URL", "与 buildId 二选一": another parameter can stand in for this one.
_ALTERNATIVE = re.compile(r"\bor\b|\beither\b|\binstead\b|\balternatively\b|\bif both\b|\bignored\b|"
                          r"\b(?:takes?|has) precedence\b|二选一|任选|或者?|之一|优先|忽略", re.I)
# "Omitted parameters are left unchanged", "不传的参数保持不变": every field may be left out.
_ALL_OPTIONAL_HINTS = ("omitted", "unspecified", "missing", "optional", "可选", "不传")
_ALL_OPTIONAL = re.compile(r"\b(?:omitted|unspecified|missing) (?:parameters|arguments|fields|options)\b|"
                           r"\b(?:all|every) (?:parameters?|arguments?|fields?) (?:are|is) optional\b|"
                           r"(?:所有|全部)?参数(?:均|都)?(?:为|是)?可选|不传的参数", re.I)


def _fixed(schema: Mapping[str, Any]) -> bool:
    """A discriminator: one fixed value (`const`, a one-value `enum`)."""
    enum = schema.get("enum")
    return "const" in schema or (isinstance(enum, list) and len(enum) == 1)


# `no_param`, `random_string`, `dummy`: the stand-in argument of a tool that takes none.
_PLACEHOLDER = re.compile(r"^_*(?:no_?params?|none|dummy|unused|placeholder|random_string|nothing|"
                          r"empty|ignored?)_*$", re.I)


def _is_id(name: str) -> bool:
    t = split_name(name)
    return (bool(t) and t[-1] in ("id", "ids", "uuid")) or name.lower() in ("id", "order_no",
                                                                             "order_number")


# Verbs that bring a new thing into being: the id named after it is the new thing's own id, which
# the service assigns when it is left out (`voice_design(voiceId)`, "Generate a voice ...").
_MAKE_VERBS = frozenset({"create", "add", "generate", "design", "compose", "make", "build", "new",
                         "register", "produce", "draft"})
# The last word of a name that identifies a thing (an id, a key, a path, a URL): a required one
# already names the target (`critical_fields`: `get_design_data(doc_path*, block_id)`).
_KEY_LAST = frozenset({"id", "ids", "uuid", "key", "url", "uri", "path", "slug", "token"})


def makes_its_subject(tool: Tool, name: str) -> bool:
    """Whether `tool` makes the thing the id `name` names (`voice_design(voiceId)` described as
    "Generate a voice ..."): that id is the new thing's, optional when the service assigns it."""
    tokens = set(split_name(tool.name))
    first = split_name(tool.description.strip().split(None, 1)[0]) if isinstance(
        tool.description, str) and tool.description.strip() else ()
    subject = split_name(name)[:-1]
    made = [t for t in split_name(tool.name) if t not in _MAKE_VERBS]
    # the thing made is the last object word (`create_entity_note` makes a note, not an entity)
    return bool(subject) and bool(made) and bool((tokens | set(first[:1])) & _MAKE_VERBS) and \
        subject[-1] in (made[-1], made[-1].rstrip("s"))


_FOR_ONE = re.compile(r"\b(?:of|for|to|on)\s+(?:one|a single|exactly one)\s|一(?:名|位|只|头|条|台|辆|艘|件)", re.I)
# "登记一名幼儿已被接走": the one thing a Chinese lead counts (the measure word says one of a kind)
_ONE_ZH = re.compile(r"一(?:名|位|只|头|条|台|辆|艘|件)([\u4e00-\u9fff]{2})")


# The first word of an id that marks a place in a list, not a thing ("Start the search at the
# indicated match id"), and the words of a setting the call is made in, not about.
_CURSOR_FIRST = frozenset({"start", "starting", "after", "before", "since", "until",
                           "last", "next", "prev", "previous", "cursor", "min", "max", "offset"})
_SETTING_SUBJECTS = frozenset({"lang", "language", "locale", "currency", "timezone", "tz",
                               "region", "market"})


# Words that qualify an id without naming another thing (`storyPublicId` is the story's id).
_ID_QUALIFIERS = frozenset({"public", "global", "unique", "external", "internal", "primary", "full",
                            "short", "display", "numeric"})


# The last word of an id that picks a kind of thing, not the thing (`activityTypeId`,
# `statusId`): a filter or a setting of the call, whatever the tool's verb.
_KIND_HEADS = frozenset({"type", "types", "kind", "category", "status", "priority", "resolution"})


def _names_a_kind(subject: Sequence[str], tool_tokens: set[str]) -> bool:
    """`activityTypeId` on `get_space_activities`: the id of a kind (unless the tool is about
    kinds: `delete_issue_type(issueTypeId)`)."""
    return bool(subject) and subject[-1] in _KIND_HEADS and subject[-1] not in tool_tokens


def _relation_of_the_record(subject: Sequence[str], name: str, props: Mapping[str, Any]) -> bool:
    """`parentIssueId` beside `issueId`/`issueKey`: the record is keyed by the other field; a
    qualified id of the same kind of thing is a relation the call may set, not its target."""
    if len(subject) < 2:
        return False
    head = _head(subject)
    for other in props:
        t = split_name(other)
        if other != name and len(t) == 2 and t[0] == head and t[1] in _KEY_LAST | {"key", "number"}:
            return True
    return False


def _head(subject: Sequence[str]) -> str:
    """The thing an id names: its last word before `id`, past qualifiers (`taskOwnerIds` names
    owners, not the task; `storyPublicId` names the story)."""
    words = [w for w in subject if w not in _ID_QUALIFIERS]
    return words[-1] if words else subject[-1]


def _ids_named_in_lead(description: str, ids: list[str], lead: str,
                       props: Mapping[str, Any] | None = None) -> list[str]:
    """The ids whose subject words (`hive` of `hive_id`) follow `lead` (a pattern ending where
    up to two other words may come before the subject) in the description's first sentence;
    with `props`, also the one id whose own description names the thing the lead counts ("for
    one registered animal" and `patient_id`: "Clinic patient number of the animal";
    "登记一名幼儿" and `child_id`: "幼儿学籍号")."""
    first = re.split(r"(?<=[.!?。！？])\s*", description.strip(), maxsplit=1)[0].lower()
    named = [n for n in ids if split_name(n)[:-1] and re.search(
        lead + r"(?:[a-z]+\s+){0,2}?" + re.escape(" ".join(split_name(n)[:-1])) + r"\b", first)]
    if named or props is None:
        return named
    counted = _ONE_ZH.search(first)
    if counted:
        head = counted.group(1)
        return [n for n in ids if isinstance(props.get(n), Mapping)
                and str(props[n].get("description") or "").startswith(head)]
    m = re.search(lead + r"([a-z]+(?:\s+[a-z]+){0,2})", first)
    nouns = [w for w in m.group(1).split() if len(w) > 2] if m else []  # the thing, past adjectives
    return [n for n in ids if isinstance(props.get(n), Mapping) and any(re.search(
        r"\b(?:of|for)\s+(?:the|a|an|this)\s+" + re.escape(noun) + r"\b",
        str(props[n].get("description") or "").lower()) for noun in nouns)]


def critical_fields(tool: Tool, props: Mapping[str, Any], required: Sequence[str] = ()) -> list[str]:
    """Root properties the tool cannot sensibly run without, by name: the id of what it is
    about, the recipient of a send, the amount of a payment (`needed_fields` reads the texts).
    A lone id picked by the tool's verb alone is not one when another key is `required`
    already (`get_file_data(fileKey, nodeId)`: the file is the target, the node narrows it)."""
    tool_tokens = set(split_name(tool.name))
    props = {n: v for n, v in props.items() if isinstance(n, str)}
    # a cursor (`start_at_match_id`, `after_id`, `since_id`) or a setting (`lang_id`,
    # `currency_id`) is never the thing the call is about
    ids = [n for n in props if _is_id(n) and not set(split_name(n)[:1]) & _CURSOR_FIRST
           and not set(split_name(n)[:-1]) & _SETTING_SUBJECTS
           and not _names_a_kind(split_name(n)[:-1], tool_tokens)
           and not _relation_of_the_record(split_name(n)[:-1], n, props)]
    keyed = any(isinstance(r, str) and r in props and split_name(r)[-1:] and split_name(r)[-1] in _KEY_LAST
                for r in required)
    out: list[str] = []
    for n in ids:
        t = split_name(n)
        subject = t[:-1]
        if n.lower() == "id" or (subject and set(subject) <= tool_tokens | {s + "s" for s in tool_tokens}) \
                or (subject and _head(subject).rstrip("s") in tool_tokens) or (len(ids) == 1 \
                and (tool_tokens & _ONE_TARGET_VERBS or (tool_tokens & _PREPARED_VERBS and not required))
                and not keyed):
            if not makes_its_subject(tool, n):
                out.append(n)
    if not out and isinstance(tool.description, str) and not tool_tokens & _COLLECTION_VERBS \
            and _FOR_ONE.search(tool.description):
        # "Log a varroa mite count for one hive": whatever the verb, a lead that says the call is
        # for exactly one thing names its target (not "for one or more hives")
        named = _ids_named_in_lead(tool.description, ids,
                                   r"\b(?:of|for|to|on)\s+(?:one|a single|exactly one)\s+(?!or\b)", props)
        if len(named) == 1:
            out.append(named[0])
    if not out and tool_tokens & _ONE_TARGET_VERBS and isinstance(tool.description, str):
        # "Returns the balance of a billing account": the first sentence names whose data a
        # get/update/cancel tool acts on; that thing's id is what the call is about. Only when
        # the name points at no id and the sentence at exactly one ("logs for a job or for a
        # run" offers alternatives, neither is required alone).
        named = _ids_named_in_lead(tool.description, ids,
                                   r"\b(?:of|for)\s+(?:a|an|the|one|this|that)\s+")
        if len(named) == 1:
            out.append(named[0])
    if not out and isinstance(tool.description, str) \
            and (owner := recorded_owner(tool.name, tool.description, ids, props)):
        out.append(owner)  # "links the bag barcode to the donor": the record is the donor's
    if tool_tokens & _ID_SEND_VERBS:
        out.extend(n for n in props if n.lower() in _RECIPIENT)
        out.extend(_sent_content(tool, props))
    if tool_tokens & _ID_PAY_VERBS:
        out.extend(n for n in props if split_name(n)[-1:] == ("amount",))
    return list(dict.fromkeys(out))


# What a send delivers (`body`, `text`, `message`), and the inputs that can stand in for it.
_CONTENT_LAST = frozenset({"body", "text", "message", "content", "msg"})
_CONTENT_ALTERNATIVES = frozenset({"html", "template", "blocks", "attachment", "attachments",
                                   "markdown", "card", "file", "files", "media", "image", "draft",
                                   "forward"})


# An HTTP client's request: "Makes a POST request to a uri", "向指定 URL 发送 POST 请求". Its
# `post`/`send` is the HTTP method and its `body` the request body, which HTTP lets a POST
# (a trigger endpoint) or a PUT leave empty: no content a call needs.
_HTTP_REQUEST = re.compile(r"\b(?:http|https|rest|web)\b[^.;\n]{0,30}\brequests?\b|"
                           r"\b(?:get|post|put|patch|delete|head)\s+requests?\b|"
                           r"\brequests?\s+to\s+(?:a|an|the|any|this|that|given|specified)?\s*"
                           r"(?:url|uri|endpoint|address)\b|"
                           r"(?:HTTP|POST|PUT|PATCH|GET)\s*请求|向[^。；\n]{0,12}(?:URL|url|地址|接口)"
                           r"[^。；\n]{0,6}发送[^。；\n]{0,6}请求", re.I)
_URL_LAST = frozenset({"url", "uri", "endpoint", "href"})


def http_request_tool(tool: Tool, props: Mapping[str, Any]) -> bool:
    """Is the tool a generic HTTP client call (a URL parameter and a text that speaks of an HTTP
    request)? Its body, headers and query are what HTTP allows to be empty."""
    has_url = any(isinstance(n, str) and split_name(n)[-1:] and split_name(n)[-1] in _URL_LAST
                  for n in props)
    text = tool.description if isinstance(tool.description, str) else ""
    return has_url and _HTTP_REQUEST.search(text) is not None


def named_lone_target(tool: Tool, name: str, props: Mapping[str, Any]) -> bool:
    """Is `name` certainly the id of what the tool acts on: the one id among the parameters,
    of the very thing the tool's name is about, acted on by a verb that takes one existing thing
    (`order_cancel(order_id)`, `get_invoice(invoice_id)`)? An id picked otherwise (a lone id of
    a thing the name does not say, a filter of a list, an upsert's id, a send's body) is only
    probable: on fresh real tools those were optional by design."""
    tokens = split_name(tool.name)
    subject = split_name(name)[:-1]
    if not subject or not set(tokens) & _ONE_TARGET_VERBS or not _is_id(name):
        return False
    if not set(subject) <= set(tokens) | {t.rstrip("s") for t in tokens}:
        return False
    return not any(isinstance(n, str) and n != name and _is_id(n) for n in props)


def is_sent_content(name: str) -> bool:
    """`body`, `message_text`: a name for what a send delivers."""
    t = split_name(name)
    return bool(t) and t[-1] in _CONTENT_LAST


def _sent_content(tool: Tool, props: Mapping[str, Any]) -> list[str]:
    """The one parameter holding what a send tool sends (`mail_send_email`'s `body`), when the
    name's verb sends and nothing else (an `html` body, a template, blocks) can stand in."""
    if name_verb(tool.name).verb not in _ID_SEND_VERBS or http_request_tool(tool, props):
        return []
    content = [n for n in props if is_sent_content(n)]
    if len(content) != 1 or any(set(split_name(n)) & _CONTENT_ALTERNATIVES for n in props):
        return []
    return content


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


def omission_stated(text: str) -> bool:
    """The parameter's own text says what a call without it does ("If omitted, summarizes all
    jobs", "不传则返回全部")."""
    return bool(text) and _IF_OMITTED.search(text) is not None


def omitted_to_create(ctx: ToolContext, text: str) -> bool:
    """The id of an upsert, which a call leaves out to create (`qase_run_upsert.id`: "if
    provided, this is an update"; "Without `id` it opens a new run")."""
    return _OMIT_TO_CREATE.search(text) is not None or _OMIT_TO_CREATE.search(ctx.description) is not None


def optional_by_text(ctx: ToolContext, name: str, sub: Mapping[str, Any],
                     others: Sequence[str] = ()) -> bool:
    """The parameter's own description, or a sentence of the tool's about it, says it may be
    left out ("optional", "If omitted, ...", "不传则...", "如果未传入 ide 参数..."), or the tool
    says so of all its parameters ("Omitted parameters are left unchanged")."""
    text = schema_description(sub, name)
    if says_optional(text, others) or (states_default(text) and not says_required(text, others)):
        return True
    if omission_stated(text) and not says_required(text, others):
        return True  # "If omitted, summarizes all jobs matching the status filter"
    if _IF_GIVEN.search(text) and not says_required(text, others):
        return True  # "If provided, only events for this user are returned": a filter
    if filters_by(text) and not says_required(text, others):
        return True  # "Team ID to filter by", "按状态筛选": a filter narrows, a call may leave it out
    if not others and states_default(ctx.description) and not says_required(ctx.description):
        return True  # "获取指定公历时间（默认今天）的黄历": the tool's one input has a stated default
    return (hinted(ctx.description, OPTIONAL_HINTS) and any(
        says_optional(sent) and mentions(sent, name)
        and says_optional(sent, [o for o in others if not mentions(sent, name)])
        for sent in ctx.description_sentences)) or (
        hinted(ctx.description, _ALL_OPTIONAL_HINTS) and _ALL_OPTIONAL.search(ctx.description)
        is not None)


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
    said = [texts_of[name]] if name in texts_of else []
    said += [t for o in others if o in texts_of for t in [texts_of[o]] if mentions(t, name)]
    said += [sent for sent in ctx.description_sentences if mentions(sent, name)]
    return any(_ALTERNATIVE.search(t) and (mentions(t, name) or t is said[0])
               and any(mentions(t, o) for o in others) for t in said if t)


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
    return False


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


_MODES = 3
_MAX_MODES = 50


def _for_some_modes(text: str, props: Mapping[str, Any]) -> bool:
    """Whether `text` ties the field to some values of another field's enum ("Tag name for
    create/delete/verify operations" beside `mode: [list, create, delete, verify]`, "仅 add/move
    时使用"): the other modes do without it, so `required` would break them."""
    for sub in props.values():
        enum = sub.get("enum") if isinstance(sub, Mapping) else None
        # a mode selector has a handful of values: a long enum is data, not modes (and testing
        # each of its values against each field's text would grow as their product)
        if isinstance(enum, list) and 2 <= len(enum) <= _MAX_MODES:
            named = [v for v in enum if isinstance(v, str) and v and v in text and re.search(
                r"(?<![\w-])" + re.escape(v) + r"(?![\w-])", text)]
            if 0 < len(named) < len(enum):
                return True
    return False


# The label a tool gives what it makes or captures (`screenshot(name)`: "The name of the screenshot").
_LABEL_LAST = frozenset({"name", "title", "label", "filename", "caption", "tag"})


def _labels_the_result(ctx: ToolContext, name: str, text: str) -> bool:
    """Whether `name` only labels what a tool without a read or one-target verb produces ("The
    name of the screenshot" for `browser_screenshot`, "截图的名称"): a label, made up if forced."""
    t = split_name(name)
    if not t or t[-1] not in _LABEL_LAST or ctx.name_verb.kind == "read" \
            or set(ctx.name_tokens) & _ONE_TARGET_VERBS:
        return False
    return any(w in text.lower() or w in t for w in ctx.name_tokens if len(w) > 3 and w != ctx.name_verb.verb)


def _scopes_the_list(ctx: ToolContext, name: str) -> bool:
    """Whether the id names the one thing a list tool lists within, singular in its name
    (`list_assignments_for_user(user_id)`), not the listed things (`stories-search(storyId)`)."""
    subject = split_name(name)[:-1]
    if not subject:
        return False
    head = _head(subject)
    verb_at = ctx.name_verb.index if ctx.name_verb.verb is not None else None
    if verb_at is not None and head in ctx.name_tokens[:verb_at] \
            and head not in ctx.name_tokens[verb_at + 1:]:
        # `customer-credits-list-accounts(customerId)`: a namespace before the verb qualifies the
        # listed things (customer credit accounts); the list spans all of them, the id filters
        return False
    return head in ctx.name_tokens


def _always_sent(ctx: ToolContext, node: SchemaNode) -> bool:
    """Is the object present whenever what holds it is: the arguments, an entry of a list, or
    a property required all the way up to one of those? (An optional property or an `anyOf`
    branch may be left out, and with it whatever it requires.)"""
    nodes = ctx.nodes_by_pointer
    cur: SchemaNode | None = node
    # a definition is sent wherever it is referenced (a Notion block's `paragraph`)
    while cur is not None and cur.pointer != "" and cur.via not in ("items", "prefixItems", "$defs",
                                                                    "definitions"):
        if cur.via != "properties" or not cur.required:
            return False
        cur = nodes.get(cur.parent or "")
    return True


def needed_fields(tool: Tool, ctx: ToolContext, node: SchemaNode) -> tuple[list[str], list[str]]:
    """(certain, likely) properties of an object the call needs. Certain: what the tool
    dispatches on, the id of the thing a single-action tool acts on (and a send's recipient, a
    payment's amount), a field its own text calls required, and the one real input (beside
    fixed discriminators) when it is a wrapper whose own fields are required (`params:
    {required: [configFile]}`, a Notion block's `paragraph`); none with a default, an
    alternative or a text that calls it optional. Likely (said in words, no fix): the thing the
    tool's name is about (`render_altair(altair_json)`), or the only input of a tool."""
    props = {n: v for n, v in declared(node.schema).items() if isinstance(n, str) and isinstance(v, Mapping)}
    root = node.pointer == ""
    dispatch = ctx.dispatch_node if root else None

    texts = prop_texts(props)

    def open_to_omit(name: str) -> bool:
        sub = props[name]
        return "default" in sub or optional_by_text(ctx, name, sub, others(name)) \
            or has_alternative(ctx, name, props, texts)

    def others(name: str) -> list[str]:
        return [o for o in props if o != name]

    certain: list[str] = []
    if dispatch is not None and dispatch.name in props and not open_to_omit(dispatch.name) \
            and not filter_values(dispatch, ctx):  # `list_adjustments(action)`: a filter
        certain.append(dispatch.name)
    if root and dispatch is None:
        # a list/search tool's `id` is one of its filters, optional by design (`stories-search`);
        # the id of the one thing it lists within stays needed (`list_entity_detections(entity_id)`)
        searches = ctx.name_verb.verb in _SEARCH_VERBS
        certain += [n for n in critical_fields(tool, props) if n in props and not open_to_omit(n)
                    and (not searches or _scopes_the_list(ctx, n))]
    for n, sub in props.items():
        text = schema_description(sub, n)
        inner = sub.get("required")
        # the one real input, beside discriminators, of an object every call sends: the
        # arguments, a list entry, or a field its parent requires. Inside an optional object
        # (`config: {sortSettings: {...}}` where `config` may be left out) nothing says the
        # call needs it.
        wrapper = isinstance(inner, list) and bool(inner) and all(
            _fixed(props[o]) for o in others(n)) and _always_sent(ctx, node)
        if (required_by_text(ctx, text, others(n)) or wrapper) and not open_to_omit(n):
            certain.append(n)
    certain = list(dict.fromkeys(certain))
    likely: list[str] = []
    verb = ctx.name_verb.verb
    if root and not certain and dispatch is None and verb not in _COLLECTION_VERBS:
        topic = set(ctx.name_tokens) - {verb} - _COLLECTION_VERBS
        candidates = [n for n, sub in props.items() if "default" not in sub
                      and "boolean" not in schema_types(sub) and not open_to_omit(n)
                      and not _PLACEHOLDER.match(n) and not _for_some_modes(schema_description(sub, n), props)
                      and not _labels_the_result(ctx, n, schema_description(sub, n))]
        named = [n for n in candidates if topic & set(split_name(n))]
        # Three or more other inputs without a default beside the one the name points at: the
        # tool likely takes its target in several forms (a road name, a bounding box, a
        # polygon, a centre and radius), any of which may be the one a call gives.
        if len(named) == 1 and len(candidates) - 1 < _MODES:
            likely = named
        elif len(props) == 1 and candidates:
            likely = candidates
    return certain, likely


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
    r"|(?:读取|访问|获取|查询)(?:较?大|超大|私有|受保护|部分)[^，。；]{0,10}?(?:时)?(?:需要|必须|必填|必传)", re.I)


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
