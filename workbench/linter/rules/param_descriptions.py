"""Rules for parameter descriptions (`param-description`), in English and Chinese: a missing
description, one that only restates the name. (`param_ids.py` has an id that does not say which
one; `param_measures.py` units and date formats; `param_defaults.py` defaults and null.)

Decisions:
- A description matters where the name leaves the value open: an id (which one, from which
  tool), a generic word (`type`, `value`, `data`), a date, a free object. Those warn one by
  one; a tool whose parameters have no description at all gets one finding naming them; a
  self-explanatory name (`old_name`, an `on_conflict` enum) or a compound id typed integer or
  `uuid` (`companyIds`) lacking one is info. Wrappers
  (`params`, `data` of generated OpenAPI tools), one-value discriminators, conditions and names
  the tool description explains need no words of their own.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench import lexicon as lx
from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.formats import date_form_asked
from workbench.linter.rules.param_facts import (
    UNIT_ZH,
    branches,
    conventional_name,
    count_like,
    datetime_name,
    declared,
    description_of,
    forbidden,
    has_any_branch,
    values_described,
)
from workbench.linter.rules.placed_params import clause_operand, search_text
from workbench.linter.rules.record_ids import own_record_id
from workbench.linter.rules.told_inputs import (
    MARKET_FORM,
    kubernetes_kind,
    market_form_told,
    market_symbol,
    told_by_tool,
)
from workbench.model import Tool
from workbench.prose import mentions
from workbench.schema.walk import SchemaNode
from workbench.text import (
    CJK,
    cjk_count,
    has_cjk,
    name_object,
    name_verb,
    repeats_name,
    snake_name,
    split_name,
)

MAX_REPEAT_CHARS = 80  # a longer parameter description says more than the name


def _describable(node) -> bool:
    s = node.schema
    return not ("$ref" in s and len(s) <= 2) and "const" not in s


def _undescribed(ctx: ToolContext) -> dict[str | None, list[SchemaNode]]:
    """Parent pointer -> the parameters there a description would help: no description (own,
    on a branch, or a telling title); not a `$ref`, a fixed value (`const`, a one-value `enum`:
    the discriminator of a union), a wrapper whose own properties carry the meaning (`params`,
    `data`, an array of described objects), a condition inside an `if`, or a name the tool
    description (or the parent's) already explains."""
    out: dict[str | None, list[SchemaNode]] = {}
    conditions = ctx.condition_pointers
    by_ptr = ctx.nodes_by_pointer
    top = {n.name for n in ctx.index.top_level_properties()}
    writes = ctx.changes_state or ctx.action_kind == "write"
    for node, _ in ctx.named_properties:
        s = node.schema
        if description_of(node) or not _describable(node) or _fixed_value(s) or forbidden(s) \
                or node.pointer in conditions or _wrapper(s) or _not_an_input(node, top) \
                or (writes and _in_server_record(node, by_ptr)):
            continue
        if (explained_in(ctx.description, node.name) or _explained_above(node, by_ptr)) and not (
                # "Args: symbol: 股票代码" names it but leaves its form open, each market's own
                market_symbol(ctx, node) and not market_form_told(ctx)):
            continue
        out.setdefault(node.parent, []).append(node)
    return out


def _explained_above(node: SchemaNode, by_ptr: dict[str, SchemaNode]) -> bool:
    """Does an enclosing node's description explain the field: the object holding it, or the
    array whose items it is ("data: [{ source: 'Landing Page', target: 'Cart', value: 50 }]")?"""
    pointer = node.parent
    for _ in range(3):
        holder = by_ptr.get(pointer or "")
        if holder is None:
            return False
        if explained_in(description_of(holder), node.name):
            return True
        pointer = holder.parent
    return False


def _not_an_input(node: SchemaNode, top: set[str | None]) -> bool:
    """A field a description would not help the model send: `readOnly` (it should be dropped
    from the input), server-managed (`created_at`, `updated_by`), the nested copy of a
    top-level parameter (`issue_data.issue_id` beside `issue_id`)."""
    if node.schema.get("readOnly") is True or snake_name(node.name or "") in lx.SERVER_MANAGED_NAMES:
        return True
    if not node.parent or node.name not in top:
        return False
    # the record payload (`worklog_data`, `body`) repeating a path id, not a reference such as
    # `parent.page_id`, which names another page
    holder = node.parent.rsplit("/", 1)[-1]
    return split_name(holder)[-1:] in (("data",), ("payload",), ("body",), ("fields",), ("record",))


# The words that open a server-stamped field's name: `createdByUser`, `lastModifiedBy`,
# `createdDateTime`, `updated_on`
_STAMPED = frozenset({"created", "modified", "updated", "deleted"})
_STAMP_OF = frozenset({"by", "at", "date", "time", "datetime", "on"})


def _server_stamped(name: str | None) -> bool:
    tokens = split_name(name or "")
    if tokens[:1] == ("last",):
        tokens = tokens[1:]
    return len(tokens) >= 2 and tokens[0] in _STAMPED and tokens[1] in _STAMP_OF


def _in_server_record(node: SchemaNode, by_ptr: dict[str, SchemaNode]) -> bool:
    """In a write's body, the field is or sits inside one the server stamps on the record
    (`createdByUser.authorizationInfo.certificateUserIds`, `lastModifiedBy.user.id`,
    `createdDateTime`): a create or update never sends it, so no description would help.
    (A read's `created_by` may be a filter: only writes are read so.)"""
    holder: SchemaNode | None = node
    for _ in range(8):
        if holder is None:
            return False
        if _server_stamped(holder.name):
            return True
        holder = by_ptr.get(holder.parent or "") if holder.parent else None
    return False


def _fixed_value(s) -> bool:
    enum = s.get("enum")
    return "const" in s or (isinstance(enum, list) and len(enum) == 1)


def _wrapper(s) -> bool:
    """An object (or an array of objects) whose declared properties are the real parameters; an
    object declared with no properties at all (`"properties": {}`) has nothing to describe."""
    for b in (s, *branches(s)):
        if isinstance(b.get("properties"), dict):
            return True
        items = b.get("items")
        if isinstance(items, dict) and isinstance(items.get("properties"), dict) and items["properties"]:
            return True
    return False


def explained_in(text: str, name: str | None) -> bool:
    """Whether `text` refers to the parameter `name`: a compound name (`memory_name`,
    `filterProperties`) anywhere as a word, a one-word name only quoted (`` `action` ``,
    "type") or followed by `=`, `:` or a bracket (`action=getApp`, "type（类型）")."""
    if not text or not name:
        return False
    if len(split_name(name)) > 1:
        return mentions(text, name)
    start = text.find(name)
    while start >= 0:  # a regex per name would be compiled per parameter: scan instead
        before = text[start - 1] if start else ""
        after = text[start + len(name):].lstrip()[:1]
        tail = text[start + len(name):start + len(name) + 1]
        if (before in _QUOTES and after in _QUOTES) or (
                not (before.isalnum() or before in "_.") and after in _EXPLAINS):
            return True
        # Chinese prose names a parameter inline, without quotes ("texts为文本列表",
        # "parameters透传模型支持的参数", "kind 旧值 clone 仍可传"): a whole ASCII word touching a
        # CJK character, or set off from one by the spaces Chinese typesetting puts around
        # Latin words
        near_before = text[:start].rstrip(" ")[-1:]
        near_after = text[start + len(name):].lstrip(" ")[:1]
        if name.isascii() and (CJK.match(near_before) or CJK.match(near_after)) and not (
                _word_char(before) or _word_char(tail)):
            return True
        start = text.find(name, start + 1)
    return False


def _word_char(ch: str) -> bool:
    return ch.isascii() and (ch.isalnum() or ch == "_")


_QUOTES = frozenset("`'\"“”‘’")
_EXPLAINS = frozenset("=:：(（")


# One-word names that say nothing about the value a model should send (which id? which type?
# what data?); with `id`-like names this is where a wrong value is likeliest.
_AMBIGUOUS = frozenset({
    "id", "ids", "uid", "key", "keys", "value", "values", "val", "data", "type", "kind", "mode",
    "q", "input", "target", "source", "src", "dest", "dst", "item", "object", "obj", "entity",
    "ref", "handle", "resource", "spec", "args", "arguments", "payload", "body", "param", "params",
    "parameters", "options", "opts", "config", "settings", "expr", "expression", "level",
    "scope", "context", "flag", "flags", "field", "fields", "attr", "attrs", "props", "meta",
    "extra", "selector", "state", "action", "operation", "op", "command", "cmd", "method", "ts",
    "dt", "code", "num", "number", "identifier", "zip", "zipcode", "postcode",
})
_ID_LAST = frozenset({"id", "ids", "uid", "uuid", "code", "no", "identifier"})


# The word before `code` in a status's name (`status_code`, `return_code`, `exit_code`)
_STATUS_CODE_WORDS = frozenset({"status", "return", "exit", "response", "http", "result", "reply"})
_FROM_WHERE = "where the model gets it (which tool returns it) and an example"
# The word before `code` in a postal code's name (`postalCode`, `zip_code`); `param_ids` reads
# it among the standard codes
POSTAL_CODE_WORDS = frozenset({"postal", "post", "zip", "postcode"})
# a new record's own code on a create tool (`create_item(code)`): the user chooses it
_OWN_CODE = "the form of the code the user chooses for the new record (length, characters) and an example"


def _typed_id(node: SchemaNode) -> bool:
    """A named id whose schema already rules out a name: integers (`companyIds: [integer]`) or
    a `uuid` format."""
    s = node.schema
    items = s.get("items")
    kinds = [b for b in (s, *branches(s), *((items,) if isinstance(items, dict) else ()))
             if isinstance(b, dict)]
    return any(b.get("type") == "integer" or b.get("format") == "uuid" for b in kinds)


_DATE_GAP = "its format with an example and its time zone"


# "Dates are YYYY-MM-DD", "ISO 8601", "2026-01-31": the tool's own text gives the date form
_DATE_FORM_TOLD = re.compile(r"yyyy|iso[ -]?8601|rfc[ -]?3339|\b\d{4}-\d{2}-\d{2}\b", re.I)


def _date_form_told(ctx: ToolContext, node: SchemaNode) -> bool:
    """Is a date field's form already asked for on it (`format-missing`) or given in the tool's
    description for all its dates? Then asking again for its format repeats the tool."""
    return date_form_asked(ctx, node) or _DATE_FORM_TOLD.search(ctx.description) is not None


def _why_needed(node: SchemaNode, tokens: tuple[str, ...]) -> str | None:
    """What an undescribed parameter leaves the model to guess, or None when its name, type and
    constraints already say what to send (`city`, `keyword`, `old_name`, an `on_conflict` enum)."""
    s = node.schema
    closed = has_any_branch(s, "enum", "pattern", "format", "examples")
    if tokens and tokens[-1] in _ID_LAST and "boolean" not in node.non_null_types \
            and not count_like(node.name):
        if _standard_code(tokens) or (
                len(tokens) > 1 and tokens[-1] == "code" and tokens[-2] in POSTAL_CODE_WORDS):
            # a postal or country code comes from the user's address, not from a tool
            return _standard_code(tokens) or "its form (whose postal system) and an example"
        if len(tokens) > 1 and tokens[-1] == "code" and tokens[-2] in _STATUS_CODE_WORDS:
            # `health_check_return_code`, `exit_code`: a status number (an HTTP status such as
            # 200), which no tool returns; a number type already says its form
            if set(node.non_null_types) & {"integer", "number"}:
                return None
            return "which statuses it takes (an HTTP status such as 200, an exit code such as 0)"
        if "external" in tokens or "foreign" in tokens:
            return "which outside system assigns it and an example of its form"
        if len(tokens) == 1 or set(tokens) <= _AMBIGUOUS:
            return "which id it takes, where the model gets it (which tool returns it) and an example"
        if _typed_id(node):
            return _FROM_WHERE  # a number or a UUID: no name can pass for it
        return f"{_FROM_WHERE}, so it does not pass a name instead"
    if datetime_name(tokens, node.name or "") and "string" in node.non_null_types \
            and not has_any_branch(s, "format", "pattern", "enum"):
        return _DATE_GAP
    if node.non_null_types == ("object",) and not isinstance(s.get("additionalProperties"), dict):
        return "which keys it takes and what each holds"
    if len(tokens) == 1 and tokens[0] in _AMBIGUOUS and not closed:
        return "what it is, the form of its value and an example"
    return None


@rule("param-missing-description", category="param-description", severity="warning",
      summary="Describe the parameters whose name does not say what to send: ids (which one, "
              "from where), generic names (`type`, `value`, `data`, `mode`), dates, free "
              "objects; and a tool whose parameters have no description at all.",
      bad=[Example.of(properties={"id": {"type": "string"}}),
           Example.of(name="hotel_search_rooms", description="Searches available hotel rooms.",
                      properties={"city": {"type": "string"}, "guests": {"type": "integer"}})],
      good=[Example.of(properties={"order_id": {
                "type": "string",
                "description": "平台订单号，例如 ORD-20260901-001。不要填写物流单号、商品名称或手机号。"}}),
            Example.of(name="memory_rename", description="Renames the memory `old_name`.",
                       parameters={"type": "object", "required": ["old_name"], "properties": {
                           "old_name": {"type": "string"},
                           "new_name": {"type": "string", "description": "The new name; use / "
                                        "to file it under a topic, e.g. projects/alpha."}}}),
            Example.of(name="docs_update_record", description="Updates one record.",
                       properties={"path": {"type": "object", "properties": {"record_id": {
                           "type": "string", "description": "Record id from docs_search, e.g. "
                                                           "rec_8Fk2."}}},
                                   "kind": {"type": "string", "const": "record"}})],
      rationale="An `id` without a description does not say whether it is an order number, a "
                "tracking number or a database id. A parameter whose name, type and enum already "
                "say what to send (`old_name`, an `on_conflict` enum), a wrapper object whose "
                "fields are described, or a one-value discriminator needs no words of its own; "
                "such gaps are info. So are the fields of a map's value schema (a MongoDB sort "
                "value `{$meta: ...}`): they mirror a syntax the map's own description cites. A "
                "`readOnly` or server-managed field (`created_at`) and a record payload's copy of "
                "a path id are no inputs to describe; an `external_id` comes from an outside "
                "system, not from a tool, and a model rarely sets it: info. A compound id typed "
                "integer or `uuid` (`companyIds: [integer]`) is info: its name says what it is "
                "and its type keeps a name out. A name the tool text uses inline in Chinese "
                "(\"texts为文本列表\") is explained there. The one free input the tool names "
                "itself is info: the code or command a code runner runs (`run_shell_command"
                "(command)`, `run_code(code, language: enum)`) and the string a text utility "
                "transforms (\"Convert a string to uppercase\" over `input`). The one id of the "
                "record the name names, which the text picks by id (\"Get one meter by ID\", "
                "根据工单ID查询), or a bare `id` that is the whole input of a tool on one record the "
                "text names (\"Pause a subscription.\") is info: which id is said. So are a filter "
                "clause's `value` beside its field and operator, and a search tool's `query` "
                "beside `limit`.")
def check_param_missing_description(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    root = ctx.index.root
    for parent, nodes in _undescribed(ctx).items():
        needs = [(n, _why_needed(n, split_name(n.name))) for n in nodes]
        plain = [n for n, why in needs if why is None]
        if parent == "" and root is not None and len(nodes) >= 2 and len(nodes) == sum(
                1 for v in declared(root.schema).values()
                if isinstance(v, dict) and _describable_schema(v)):
            unclear = [n for n, why in needs if why is not None]
            names = ", ".join(f"`{n.name}`" for n in unclear + plain)
            first = (f" Start with {', '.join(f'`{n.name}`' for n in unclear)}: "
                     + ("its name says" if len(unclear) == 1 else "their names say") + " least."
                     if unclear and plain else "")
            # dates whose only gap is the form `format-missing` asks for on each (`start_date`,
            # `end_date`): one edit per field fixes both, so this repeats them
            yield Hit("", f"None of the parameters has a description ({names}): the model sees "
                          "only their names. Say for each what it is, the form of its value and "
                          "an example." + first,
                      severity="info" if all(conventional_name(n) or _self_named(n)
                                             or search_text(ctx, n) for n in nodes)
                      or all(
                          why == _DATE_GAP and date_form_asked(ctx, n) for n, why in needs)
                      or (any(_named_by_tool(ctx, n) for n in nodes)
                          and all(why is None or _named_by_tool(ctx, n) for n, why in needs))
                      else None)
            continue
        for node, why in needs:
            # a market symbol's meaning is plain, its form each market's own: asked one by one,
            # not among the names that "say least" of a tool with no descriptions at all
            why = market_symbol(ctx, node) or why
            if why == MARKET_FORM:
                plain = [n for n in plain if n is not node]
            if why is not None and "which tool returns it" in why and _own_new_code(tool, node):
                why = _OWN_CODE
            caller = _caller_made(tool, node) if why is not None and "which tool returns it" in why \
                else None
            if caller is not None:
                why = caller
            if why is not None and "which tool returns it" in why and _source_named(ctx, node):
                why = None  # "按 ID 关闭单条连接(ID 从 mihomo_list_connections 获取)": said
            if why is not None:
                # a map's value fields mirror a cited syntax; an outside system's id is an
                # integration field a model rarely sets: true, and info
                # a compound id typed integer or uuid (`companyIds`, `page_id` of format
                # uuid): its name says what it is and its type keeps a name out
                # a date `format-missing` asks for its form: the same one-line edit
                # the one id of the record the name names, picked "by ID" by the text's own
                # words ("Get one meter by ID") or the bare whole input of a one-record tool:
                # which id is said, only its source is left; a filter clause's operand
                yield Hit(node.pointer, f"`{node.name}` has no description: say {why}.",
                          severity="info" if "/additionalProperties/" in node.pointer
                          or why.startswith("which outside system") or why in (_FROM_WHERE, _USER_CODE)
                          or (why == _DATE_GAP and _date_form_told(ctx, node))
                          or _named_by_tool(ctx, node)
                          or ("which tool returns it" in why and own_record_id(ctx, node))
                          or clause_operand(ctx, node)
                          or kubernetes_kind(ctx, node) or _told(tool, ctx, node)
                          or (why == MARKET_FORM and market_form_told(ctx))
                          else None)
        # a lone `url` says what it is, and `format-missing` asks for its form on the same spot
        plain = [n for n in plain if split_name(n.name)[-1:] not in (("url",), ("uri",), ("link",))]
        if plain:
            names = ", ".join(f"`{n.name}`" for n in plain)
            yield Hit(plain[0].pointer if len(plain) == 1 else parent or "",
                      f"{names} {'has' if len(plain) == 1 else 'have'} no description; the "
                      f"name{'' if len(plain) == 1 else 's'} say{'s' if len(plain) == 1 else ''} "
                      "what it is, but a description could give the form and an example.",
                      severity="info")


def _told(tool: Tool, ctx: ToolContext, node: SchemaNode) -> bool:
    """The tool description names this one-word input with what it is ("Validates a license
    key", "输入 6 位基金代码"): which value and its form are said (`told_inputs.py`)."""
    verb = name_verb(tool.name).verb
    return told_by_tool(ctx, node, creates_own=verb is not None and verb.lower() in _CREATE_VERBS,
                        compound_clear=lambda tokens: _why_needed(node, tokens) is None)


# Names whose meaning every caller knows without a description: a page number and size
# (`pageNumber`, `page_no`), a coordinate (`latitude`, `lng`), a search keyword. A tool whose
# inputs are only these (and `limit`, `offset`...) has nothing to explain in its "none has a
# description" finding; one more input (`status`, `monitorId`) keeps it.
_SELF_NAMED = frozenset({"page_number", "page_num", "page_no", "page_index", "pagesize",
                         "latitude", "longitude", "lat", "lng", "lon", "keyword", "keywords"})


def _self_named(node: SchemaNode) -> bool:
    return snake_name(node.name or "") in _SELF_NAMED


# What a code-running tool's one free input is (`run_code(code)`, `run_shell_command(command)`)
_RUN_VERBS = frozenset({"run", "execute", "exec", "eval", "evaluate"})
_RUN_OBJECTS = frozenset({"code", "command", "cmd", "script", "query", "sql", "expression", "expr"})
# What a text utility's one input is ("Convert a string to lowercase", "去除文本首尾空白")
_TEXT_INPUTS = frozenset({"input", "text", "string", "str", "s", "value"})
# "of a string", "the input string", "字符串": a utility over a value of that type (not "the
# given text" of a post, whose text is a message)
_TEXT_SAID = re.compile(r"\b(?:a|the|given|input) (?:given |input )?string\b|字符串", re.I)


def _named_by_tool(ctx: ToolContext, node: SchemaNode) -> bool:
    """Is the parameter the one free input the tool itself names: the code or command a
    code-running tool runs (`run_shell_command(command)`, `run_code(code, language: enum)`), or
    the string a text utility transforms ("Trim whitespace from a string" over `input`)? The
    tool's name and text say what it is; every other input is closed (an enum, a boolean).
    An id or a code the tool looks up (`get_coupon(code)`, `verify_code(code)`) keeps its
    finding: where it comes from is not said."""
    if node.parent != "" or not node.name or "string" not in node.non_null_types:
        return False
    tokens = split_name(node.name)
    if len(tokens) != 1:
        return False
    others = [n for n in ctx.index.top_level_properties() if n.name and n is not node]
    if any(not (has_any_branch(n.schema, "enum", "const") or n.non_null_types == ("boolean",))
           for n in others):
        return False
    if tokens[0] in _RUN_OBJECTS:
        return ctx.name_verb.verb in _RUN_VERBS and tokens[0] in ctx.name_tokens
    return tokens[0] in _TEXT_INPUTS and not others and not ctx.effects \
        and _TEXT_SAID.search(ctx.description) is not None


def _source_named(ctx: ToolContext, node: SchemaNode) -> bool:
    """The tool's only id, and its description names the tool of the set that returns ids in
    one sentence with the word id ("Close one connection by ID (IDs come from
    list_connections)", "按 ID 关闭单条连接(ID 从 mihomo_list_connections 获取)"): where the model
    gets it is said, so the name's gap is closed."""
    toolset = ctx.toolset
    if toolset is None or node.parent != "":
        return False
    ids = [n for n in ctx.index.top_level_properties()
           if n.name and split_name(n.name)[-1:] in (("id",), ("ids",))]
    if ids != [node]:
        return False
    for sentence in re.split(r"[。；;\n]|\.\s", ctx.description):
        if not re.search(r"\bids?\b|编号|标识", sentence, re.I):
            continue
        if any(t.name != ctx.tool.name and len(t.name) > 3 and t.name in sentence
               for t in toolset.tools):
            return True
    return False


_PAIR = {"key": ("value",), "value": ("key", "name"), "name": ("value",)}


def _pair_half(ctx: ToolContext, node: SchemaNode) -> bool:
    """`key` or `value` beside its counterpart in one object (an env variable, a label, a
    header entry): the object holding the pair gives their meaning."""
    other = _PAIR.get(snake_name(node.name))
    return other is not None and any(snake_name(n) in other for n in ctx.sibling_names(node))


def _own_new_code(tool: Tool, node: SchemaNode) -> bool:
    """The new record's own code or id on a tool that creates it (`create-item(code)`,
    `create_app(app.appId)`): the user chooses it, no other tool returns it."""
    verb = name_verb(tool.name)
    if verb.verb is None or verb.verb.lower() not in _CREATE_VERBS:
        return False
    t = split_name(node.name)
    record = set(_created(name_object(tool.name)))
    own = t == ("code",) or (len(t) > 1 and t[-1] in ("code", "id") and set(t[:-1]) <= record)
    # the request body that wraps the new record's fields (`request`, `createProductRequestEntity`,
    # `body`) holds the record too: its own words, less the wrapper's, are the record's
    holder = set(split_name((node.parent or "").rsplit("/", 1)[-1])) - _WRAPPER_WORDS
    wrapper = node.parent != "" and split_name((node.parent or "").rsplit("/", 1)[-1]) != ()
    singular = record | {w[:-1] for w in record if w.endswith("s")}  # `discounts-create`
    return own and (node.parent == "" or (wrapper and holder <= singular))


# "add tasks to a request", "create a comment on an issue": what follows the preposition is the
# existing record the new one goes into, not the new record
_INTO = frozenset({"to", "into", "in", "on", "onto", "for", "under", "from"})


def _created(words: tuple[str, ...]) -> tuple[str, ...]:
    """The words of a create name's object that name the new record (`add_tasks_to_request` ->
    tasks): the record after "to"/"on"/"in" already exists, and its id is another tool's."""
    for i, w in enumerate(words):
        if w in _INTO and i > 0:
            return words[:i]
    return words


# Words of a request-body wrapper's name (`request`, `body`, `createProductRequestEntity`,
# `updateMeterApiRequestDto`): they name the envelope, not a record.
_WRAPPER_WORDS = frozenset({"request", "body", "data", "payload", "input", "params", "entity",
                            "dto", "api", "create", "new", "req"})
# A value the caller makes up, which no tool returns: a request's own id or idempotency key
# (`request_id`, `idempotency_key`), and a code the user holds and types in (`discount_code`,
# `affiliate_code`, `优惠码`-like promo and referral codes).
_CALLER_IDS = frozenset({("request", "id"), ("idempotency", "key"), ("idempotency", "id"),
                         ("correlation", "id"), ("client", "request", "id"), ("dedup", "id"),
                         ("dedupe", "key"), ("nonce",)})
_USER_CODE_WORDS = frozenset({"discount", "coupon", "promo", "promotion", "affiliate", "referral",
                              "voucher", "invite", "invitation", "gift", "redeem", "redemption"})
_CALLER_ID = ("whether the caller makes it up (its form, and whether it must be unique per call) "
              "and an example")
_USER_CODE = "that it is the code the user gives (not one a tool returns), its form and an example"


def _caller_made(tool: Tool, node: SchemaNode) -> str | None:
    """What a caller-made value leaves open, instead of "which tool returns it": a request id
    or idempotency key the caller invents for a create (`checkouts_create(request_id)`; shown:
    whether it must be unique is unclear), or a code the user holds (`discount_code`,
    `affiliate_code`: the name says it; info). A `requestId` of a tool that acts on a request
    record (`approve_request_completion`) is that record's id: another tool returns it."""
    t = split_name(node.name)
    verb = name_verb(tool.name).verb
    if t in _CALLER_IDS and verb is not None and verb.lower() in _CREATE_VERBS \
            and not set(t[:-1]) & set(split_name(tool.name)):
        # `add_tasks_to_request(requestId)`: the request the name names is a record, not a call
        return _CALLER_ID
    if len(t) >= 2 and t[-1] == "code" and t[-2] in _USER_CODE_WORDS:
        return _USER_CODE
    return None


_CREATE_VERBS = frozenset({"create", "add", "new", "register", "define", "新建", "创建", "新增", "添加"})


def _describable_schema(s) -> bool:
    return not ("$ref" in s and len(s) <= 2) and not _fixed_value(s)


@rule("param-description-repeats-name", category="param-description", severity="warning",
      summary="Make a parameter description add meaning beyond the name when the name leaves the "
              "value open: which id and from where, the form of a code or date, an example.",
      bad=Example.of(properties={"zipcode": {"type": "string", "description": "Optional zipcode"}}),
      good=[Example.of(properties={"city": {"type": "string",
                                            "description": "城市中文名称，例如北京、上海、广州。"}}),
            Example.of(name="db_create_collection", description="Creates a collection.",
                       properties={"data": {"type": "object", "description": "请求体",
                                            "properties": {"collection_name": {
                                                "type": "string", "description":
                                                "集合名称，字母开头，例如 orders_2026。"}}}})],
      rationale="`zipcode` described as “Optional zipcode” does not say which country's form it "
                "takes or what it changes. A restated name that is clear on its own "
                "(`collection_name`: 集合名称) is info; ids are `param-id-unclear`'s.")
def check_paramrepeats_name(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for node, name_tokens in ctx.named_properties:
        desc = node.description.strip()
        if not desc or len(desc) > MAX_REPEAT_CHARS or _wrapper(node.schema) \
                or (name_tokens[-1:] and name_tokens[-1] in ID_WORDS):
            continue  # an id's description: param-id-unclear
        if values_described(node.schema):
            continue  # "分类" over anyOf consts that each say what they are
        tokens = {t.rstrip("s") or t for t in name_tokens}
        if repeats_name(desc, tokens) or terse_zh(desc):
            why = _standard_code(name_tokens) or _why_needed(node, name_tokens)
            # the `key` and `value` of one pair (a variable, a label: 变量键/变量值): the
            # pair's holder says what they are
            # a body or content the restatement calls prose ("新正文", "正文"): a free text has
            # no form or example to add, so info
            yield Hit(node.pointer, f"The description of `{node.name}` ({desc!r}) only restates "
                                    f"its name: say {why or 'the form of its value and an example'}.",
                      severity=None if why and not _pair_half(ctx, node)
                      and not _free_text(node, desc) and not _address_part(ctx, node)
                      else "info")



# The parts of a postal address: beside each other, the address says what each holds.
_ADDRESS_PARTS = frozenset({"street", "city", "state", "province", "postal", "postcode", "zip",
                            "zipcode", "country", "region", "district", "county", "locality"})


def _address_part(ctx: ToolContext, node: SchemaNode) -> bool:
    """A part of a postal address object (`state`, `postalCode`) beside at least two other parts
    (`street`, `city`, `countryOrRegion`): the address object says what each part is, and a
    postal address is free-form (reviewers: "'The postal code.' inside an address is clear")."""
    if not node.parent or not set(split_name(node.name or "")) & _ADDRESS_PARTS:
        return False  # a tool's own `zipcode` beside `city` is a search input, not an address
    others = sum(1 for n in ctx.sibling_names(node) if set(split_name(n)) & _ADDRESS_PARTS)
    return others >= 2


# The restatement says the value is prose: "正文", "内容", "文本", "body text", "comment text",
# "message content", "markdown": a free text has no form or example to add.
_PROSE_WORDS = re.compile(r"正文|内容|文本|文字|\b(?:text|content|markdown|prose|wording)\b", re.I)


def _free_text(node: SchemaNode, desc: str) -> bool:
    return node.non_null_types == ("string",) and not has_any_branch(node.schema, "enum", "pattern",
                                                                      "format") \
        and _PROSE_WORDS.search(desc) is not None


# Codes with a public standard: the model needs the standard, not the tool that returns one.
_STANDARD_CODES = {"country": "ISO 3166-1 alpha-2 'US'", "currency": "ISO 4217 'EUR'",
                   "language": "ISO 639-1 'en' or BCP 47 'zh-Hans'", "lang": "ISO 639-1 'en'",
                   "locale": "BCP 47 'en-US'"}


def _standard_code(tokens: tuple[str, ...]) -> str | None:
    """What a restated standard code (`country_code`, `currency_code`) leaves open: which
    standard it follows (it comes from no tool), with an example of that standard."""
    if len(tokens) >= 2 and tokens[-1] == "code" and tokens[-2] in _STANDARD_CODES:
        return f"which standard it follows (e.g. {_STANDARD_CODES[tokens[-2]]}) and an example"
    return None


def terse_zh(desc: str) -> bool:
    if not has_cjk(desc) or re.search(r"[0-9A-Za-z]", desc) or UNIT_ZH.search(desc):
        return False
    core = desc
    for filler in lx.FILLER_ZH:
        core = core.replace(filler, "")
    return cjk_count(core) <= 3


ID_WORDS = frozenset({"id", "ids", "identifier", "uuid"})  # a name ending so is an identifier


def undescribed_parameters(ctx: ToolContext) -> dict[str | None, list[SchemaNode]]:
    """Parent pointer -> the parameters there with no description a model could use (the reading
    `param-missing-description` reports; `param_sources.py` and `param_gaps.py` read them
    against the set and the tool). Not kept per context: a table per tool would outlive the
    tool's lint (tests/hostile/test_scale_lint.py holds the peak memory per tool)."""
    return _undescribed(ctx)


def missing_description_warns(node: SchemaNode) -> bool:
    """Whether `param-missing-description` warns on this undescribed parameter by its name
    alone (an id whose name leaves a display name open, a generic word, a free object), so a
    second finding there would repeat it."""
    why = _why_needed(node, split_name(node.name))
    return why is not None and why != _FROM_WHERE and not why.startswith("which outside system") \
        and why != _DATE_GAP and "/additionalProperties/" not in node.pointer
