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
from workbench.linter.rules.optional_by_shape import optional_in_siblings, options_object
from workbench.linter.rules.optional_facts import (
    has_alternative,
    omitted_to_create_by_name,
    optional_by_text,
    prop_texts,
    required_by_text,
)
from workbench.linter.rules.param_facts import (
    declared,
    schema_description,
    schema_types,
)
from workbench.linter.rules.record_owner import recorded_owner
from workbench.model import Tool
from workbench.schema.walk import SchemaNode
from workbench.text import name_verb, split_name

ID_SEND_VERBS = frozenset({"send", "email", "mail", "message", "notify", "sms", "text", "reply",
                            "forward", "invite", "post", "publish"})
# A draft or a template is saved unsent: its recipient and body may come later (`draft_email`).
UNSENT = frozenset({"draft", "drafts", "template", "templates"})
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
# Who receives a send, by name (`send_recipients` reads the same names)
RECIPIENT_NAMES = frozenset({"to", "recipient", "recipients", "receiver", "receivers", "email_to",
                             "phone", "destination", "who", "to_user", "to_users", "send_to",
                             "target_user", "addressee"})

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
    if tool_tokens & ID_SEND_VERBS and not tool_tokens & UNSENT:
        out.extend(n for n in props if n.lower() in RECIPIENT_NAMES)
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
    if name_verb(tool.name).verb not in ID_SEND_VERBS or http_request_tool(tool, props):
        return []
    content = [n for n in props if is_sent_content(n)]
    if len(content) != 1 or any(set(split_name(n)) & _CONTENT_ALTERNATIVES for n in props):
        return []
    return content


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


# Knobs that pick a page of a listing (`page_no`, `pageSize`, `offset`, `cursor`); `limit` alone
# caps what many single-target reads return (`get_messages(channel_id, limit)`), so it is not one.
_PAGE_KNOBS = frozenset({"page", "page_no", "page_num", "page_number", "page_size", "per_page",
                         "page_index", "page_token", "offset", "cursor", "next_token", "skip",
                         "start_index"})


def pages_a_list(props: Mapping[str, Any]) -> bool:
    """Does the tool take a page knob: it pages through a listing?"""
    return any(isinstance(n, str) and "_".join(split_name(n)) in _PAGE_KNOBS for n in props)


# "查询指定家庭下的房间列表", "某个项目的任务": the listing is of one given thing.
_ONE_GIVEN_ZH = r"(?:指定|某个|某一|给定|特定|单个|该)"
_ONE_GIVEN_EN = (r"\b(?:of|for|in|within|under|on|from|belonging to)\s+(?:a|an|the|one|a given|a specific|"
                 r"the given|the specified|a single)\s+(?:\w+\s+)?")
_ID_WORDS_ZH = re.compile(r"(?:ID|Id|id|编号|标识|主键)")


def _text_scopes_to(ctx: ToolContext, name: str, text: str) -> bool:
    """Does the tool text say the listing is within one given thing this id names ("查询指定家庭
    下的房间列表" beside `home_id` "家庭ID", "Lists the rooms of a given home")?"""
    desc = ctx.description
    subject = split_name(name)[:-1]
    if subject and re.search(_ONE_GIVEN_EN + r"\b" + re.escape(" ".join(subject)) + r"s?\b", desc, re.I):
        return True
    label = _ID_WORDS_ZH.split(re.split(r"[，,。；;（(\s]", text.strip(), maxsplit=1)[0])[0]
    return len(label) >= 2 and not label.isascii() and re.search(_ONE_GIVEN_ZH + re.escape(label), desc) is not None


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
            or has_alternative(ctx, name, props, texts) \
            or omitted_to_create_by_name(ctx, name, schema_description(sub, name))

    def others(name: str) -> list[str]:
        return [o for o in props if o != name]

    certain: list[str] = []
    if dispatch is not None and dispatch.name in props and not open_to_omit(dispatch.name) \
            and not filter_values(dispatch, ctx):  # `list_adjustments(action)`: a filter
        certain.append(dispatch.name)
    if root and dispatch is None:
        # a list/search tool's `id` is one of its filters, optional by design (`stories-search`);
        # the id of the one thing it lists within stays needed (`list_entity_detections(entity_id)`)
        # so is an id beside page knobs (`get_group_page(page_no, page_size, home_id)`,
        # "分页查询分组列表"): a paged listing's id narrows it unless the text scopes the list to
        # one such thing ("查询指定家庭下的房间列表", "groups of a given home")
        searches = ctx.name_verb.verb in _SEARCH_VERBS
        paged = pages_a_list(props)
        certain += [n for n in critical_fields(tool, props) if n in props and not open_to_omit(n)
                    and (not (searches or paged) or _scopes_the_list(ctx, n)
                         or (paged and _text_scopes_to(ctx, n, texts.get(n, ""))))]
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
                      and not _labels_the_result(ctx, n, schema_description(sub, n))
                      # options that shape the call (flags, nested settings), or a field the
                      # set's other tools list as optional: nothing says this call needs it
                      and not options_object(sub) and not optional_in_siblings(ctx, n, sub)]
        named = [n for n in candidates if topic & set(split_name(n))]
        # Three or more other inputs without a default beside the one the name points at: the
        # tool likely takes its target in several forms (a road name, a bounding box, a
        # polygon, a centre and radius), any of which may be the one a call gives.
        if len(named) == 1 and len(candidates) - 1 < _MODES:
            likely = named
        elif len(props) == 1 and candidates:
            likely = candidates
    return certain, likely
