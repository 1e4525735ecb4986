"""Rules for parameter descriptions (`param-description`), in English and Chinese: a missing
description (one that only restates the name is `param_restated.py`'s; which parameters count as
undescribed and what a name leaves open, `undescribed_params.py`). (`param_ids.py` has an id that does not say which
one; `param_measures.py` units, `param_datetimes.py` date formats; `param_defaults.py` defaults and null.)

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

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.formats import date_form_asked
from workbench.linter.rules.param_facts import (
    conventional_name,
    copied_value,
    declared,
    has_any_branch,
)
from workbench.linter.rules.placed_params import (
    address_part,
    clause_operand,
    pair_half,
    search_text,
    spreadsheet_place,
)
from workbench.linter.rules.record_ids import own_record_id
from workbench.linter.rules.told_inputs import (
    FUND_FORM,
    MARKET_FORM,
    inline_gloss,
    kubernetes_kind,
    market_form_told,
    market_symbol,
    told_by_tool,
)
from workbench.linter.rules.undescribed_params import (
    DATE_GAP,
    FROM_WHERE,
    QUERIED_NAMES,
    QUERY_GAP,
    QUERY_NAMES,
    fixed_value,
    undescribed_parameters,
    why_needed,
)
from workbench.linter.set_names import set_names
from workbench.model import Tool
from workbench.schema.pointer import argument_steps
from workbench.schema.walk import SchemaNode
from workbench.text import (
    name_object,
    name_verb,
    singular,
    snake_name,
    split_name,
)

# a new record's own code on a create tool (`create_item(code)`): the user chooses it
_OWN_CODE = "the form of the code the user chooses for the new record (length, characters) and an example"


# "Dates are YYYY-MM-DD", "ISO 8601", "2026-01-31": the tool's own text gives the date form
_DATE_FORM_TOLD = re.compile(r"yyyy|iso[ -]?8601|rfc[ -]?3339|\b\d{4}-\d{2}-\d{2}\b", re.I)


def _date_form_told(ctx: ToolContext, node: SchemaNode) -> bool:
    """Is a date field's form already asked for on it (`format-missing`) or given in the tool's
    description for all its dates? Then asking again for its format repeats the tool."""
    return date_form_asked(ctx, node) or _DATE_FORM_TOLD.search(ctx.description) is not None


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
                "clause's `value` beside its field and operator, a nested entry's `key` beside its "
                "`value` (and the other way round), a part of a nested postal address beside "
                "three others (`zip`), and a search tool's `query` "
                "beside `limit`.")
def check_param_missing_description(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    root = ctx.index.root
    for parent, nodes in undescribed_parameters(ctx).items():
        needs = [(n, why_needed(n, split_name(n.name)) or _query_language(ctx, n)) for n in nodes]
        plain = [n for n, why in needs if why is None]
        tops = [v for v in declared(root.schema).values() if isinstance(v, dict)] if root is not None else []
        # ("None of the parameters" is false beside a `rule: {$ref}` whose definition describes it)
        if parent == "" and root is not None and len(nodes) >= 2 \
                and len(nodes) == sum(1 for v in tops if _describable_schema(v)) \
                and not any("$ref" in v and not _describable_schema(v) for v in tops):
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
                                             or search_text(ctx, n) or spreadsheet_place(ctx, n)
                                             for n in nodes)
                      or all(
                          why == DATE_GAP and date_form_asked(ctx, n) for n, why in needs)
                      or (any(_named_by_tool(ctx, n) for n in nodes)
                          and all(why is None or _named_by_tool(ctx, n) for n, why in needs))
                      else None)
            continue
        for node, why in needs:
            # a market symbol's meaning is plain, its form each market's own: asked one by one,
            # not among the names that "say least" of a tool with no descriptions at all
            why = market_symbol(ctx, node) or why
            if why in (MARKET_FORM, FUND_FORM):
                plain = [n for n in plain if n is not node]
            if why is not None and "which tool returns it" in why and _own_new_code(tool, node):
                why = _OWN_CODE
            caller = _caller_made(tool, node) if why is not None and "which tool returns it" in why \
                else None
            if caller is not None:
                why = caller
            if why is not None and _source_code(ctx, node):
                why = None  # the code a tool runs, in the language its text names: no id
                plain.append(node)
            if why is not None and "which tool returns it" in why and (
                    _source_named(ctx, node) or _source_in_call(ctx, node)):
                why = None  # "按 ID 关闭单条连接(ID 从 mihomo_list_connections 获取)": said
            if why is not None:
                # a map's value fields mirror a cited syntax; an outside system's id is an
                # integration field a model rarely sets: true, and info
                # a compound id typed integer or uuid (`companyIds`, `page_id` of format
                # uuid): its name says what it is and its type keeps a name out
                # a date `format-missing` asks for its form: the same one-line edit
                # the one id of the record the name names, picked "by ID" by the text's own
                # words ("Get one meter by ID") or the bare whole input of a one-record tool:
                # which id is said, only its source is left; a filter clause's operand, a
                # key-value entry's halves, a part of an address: their place says what they are
                yield Hit(node.pointer, f"`{node.name}` has no description: say {why}.",
                          severity="info" if "/additionalProperties/" in node.pointer
                          or why.startswith("which outside system") or why in (FROM_WHERE, _USER_CODE)
                          or (why == DATE_GAP and _date_form_told(ctx, node))
                          or _named_by_tool(ctx, node)
                          or ("which tool returns it" in why and own_record_id(ctx, node))
                          or clause_operand(ctx, node) or pair_half(ctx, node)
                          or address_part(ctx, node)
                          or kubernetes_kind(ctx, node) or _told(tool, ctx, node)
                          or (why in (MARKET_FORM, FUND_FORM) and market_form_told(ctx, node))
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


def _query_language(ctx: ToolContext, node: SchemaNode) -> str | None:
    """What an undescribed `query` or `filter` beside the `table` (`collection`, `index`) it
    filters leaves open: its syntax. A search tool's `query` is the words to search: None."""
    if "string" not in node.non_null_types or split_name(node.name) not in QUERY_NAMES \
            or search_text(ctx, node):
        return None
    siblings = {split_name(n) for n in ctx.sibling_names(node)}
    # ("query is literal text to find" in the tool's own words: said)
    return QUERY_GAP if siblings & QUERIED_NAMES and not inline_gloss(ctx, node) else None


def _told(tool: Tool, ctx: ToolContext, node: SchemaNode) -> bool:
    """The tool description names this one-word input with what it is ("Validates a license
    key", "输入 6 位基金代码"): which value and its form are said (`told_inputs.py`)."""
    verb = name_verb(tool.name).verb
    return told_by_tool(ctx, node, creates_own=verb is not None and verb.lower() in _CREATE_VERBS,
                        compound_clear=lambda tokens: why_needed(node, tokens) is None)


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


# The language a `code` input is written in, named by the tool's text ("run_python(code):
# execute Python inside Blender", "a C# method body"): the code to run, not a coupon's or a
# stock's code (reviewers: F on "which id it takes", "misreads a source code input")
_LANGUAGE_NAMED = re.compile(r"\b(?:python|c#|csharp|javascript|typescript|lua|ruby|shell|bash|"
                             r"powershell|gdscript|source code|method body|snippet)\b|代码片段|源代码",
                             re.I)


def _source_code(ctx: ToolContext, node: SchemaNode) -> bool:
    """A lone `code` or `script` input of a tool whose text names the language it is in."""
    return split_name(node.name or "") in (("code",), ("script",), ("source",)) \
        and _LANGUAGE_NAMED.search(ctx.model_text) is not None


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
    index = set_names(toolset)
    # the names from the set's index, not the set's tools (`set_names`)
    names = [t.name for t in toolset.tools] if index is None else index.names()
    for sentence in re.split(r"[。；;\n]|\.\s", ctx.description):
        # ("传 ai_search_baidu 提交返回的 taskId": the id word inside a camelCase or snake_case name)
        if not (re.search(r"\bids?\b|编号|标识", sentence, re.I) or (
                re.search(r"[a-z]I[dD]s?\b", sentence) and copied_value(sentence))):
            continue
        if any(name != ctx.tool.name and len(name) > 3 and name in sentence for name in names):
            return True
    return False


def _source_in_call(ctx: ToolContext, node: SchemaNode) -> bool:
    """An id inside a list or object whose own description says the ids come from another
    parameter of the same call (n8n `nodeGroups`: "Members are node IDs from nodes[]", "取自
    steps 中的 id"): no tool returns them, the model copies them from what it sends."""
    names = {n.name for n in ctx.index.properties() if n.name and n.name != node.name
             and len(n.name) > 2}
    if not names:
        return False
    # "Members are node IDs" beside a `nodes` list of the same call: that list's items' ids
    listed = {singular(n.name.lower()) for n in ctx.index.properties()
              if n.name in names and "array" in n.types and singular(n.name.lower()) != n.name.lower()}
    pointer = node.parent
    while pointer:
        holder = ctx.nodes_by_pointer.get(pointer)
        if holder is None:
            return False
        for sentence in re.split(r"[。；;\n]|\.\s", holder.description):
            if not re.search(r"\bids?\b|编号|标识", sentence, re.I):
                continue
            if any(re.search(r"\b" + re.escape(one) + r"[ _-]?ids?\b", sentence, re.I)
                   for one in listed):
                return True
            for name in names:
                if re.search(r"(?:\b(?:from|in|of)\s+(?:the\s+)?|来自|取自|从)\s*`?"
                             + re.escape(name) + r"(?![\w-])", sentence, re.I):
                    return True
        pointer = holder.parent
    return False


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
# existing record the new one goes into, not the new record; after "by"/"using" the existing record
# it is made from (`create_ad_by_listing_id`: the listing is eBay's, the ad is new)
_INTO = frozenset({"to", "into", "in", "on", "onto", "for", "under", "from", "by", "using", "via"})


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
    steps = argument_steps(node.pointer, partial=True)
    if t == ("id",) and steps[-2:-1] == ["*"] and verb is not None \
            and verb.lower() in _CREATE_VERBS:
        # n8n `create_workflow(nodes[].id)`: the id of each part of what the call creates, which
        # the model may have to make up; in an order's lines it may be an existing product's
        listed = steps[-3] if len(steps) >= 3 and isinstance(steps[-3], str) else "list"
        return (f"whether the model makes it up for each new `{listed}` item (its form, unique "
                "within the list) or copies an existing one from another tool, and an example")
    return None


_CREATE_VERBS = frozenset({"create", "add", "new", "register", "define", "新建", "创建", "新增", "添加"})


def _describable_schema(s) -> bool:
    return not ("$ref" in s and len(s) <= 2) and not fixed_value(s)
