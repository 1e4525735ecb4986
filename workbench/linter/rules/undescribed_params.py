"""Which parameters lack a description a model could use, and what each one's name leaves open
(facts `param-missing-description` and `param-description-repeats-name` read, and
`param_ids.py`, `param_sources.py` and `param_gaps.py` with them). No rule lives here."""

from __future__ import annotations

from workbench import lexicon as lx
from workbench.linter.context import ToolContext
from workbench.linter.rules.param_facts import (
    branches,
    count_like,
    datetime_name,
    description_of,
    forbidden,
    has_any_branch,
)
from workbench.linter.rules.told_inputs import (
    market_form_told,
    market_symbol,
)
from workbench.prose import mentions
from workbench.schema.walk import SchemaNode
from workbench.text import (
    CJK,
    snake_name,
    split_name,
)


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
        if description_of(node) or not _describable(node) or fixed_value(s) or forbidden(s) \
                or node.pointer in conditions or wrapper_schema(s) or _not_an_input(node, top) \
                or (writes and _in_server_record(node, by_ptr)):
            continue
        if (explained_in(ctx.description, node.name) or _explained_above(node, by_ptr)) and not (
                # "Args: symbol: 股票代码" names it but leaves its form open, each market's own
                market_symbol(ctx, node) and not market_form_told(ctx, node)):
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


def fixed_value(s) -> bool:
    enum = s.get("enum")
    return "const" in s or (isinstance(enum, list) and len(enum) == 1)


def wrapper_schema(s) -> bool:
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
_EXPLAINS = frozenset("=＝:：(（")  # full-width ＝ too: "applicants＝近兩週應徵者人數"


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
FROM_WHERE = "where the model gets it (which tool returns it) and an example"
# The word before `code` in a postal code's name (`postalCode`, `zip_code`); `param_ids` reads
# it among the standard codes
POSTAL_CODE_WORDS = frozenset({"postal", "post", "zip", "postcode"})


def _typed_id(node: SchemaNode) -> bool:
    """A named id whose schema already rules out a name: integers (`companyIds: [integer]`) or
    a `uuid` format."""
    s = node.schema
    items = s.get("items")
    kinds = [b for b in (s, *branches(s), *((items,) if isinstance(items, dict) else ()))
             if isinstance(b, dict)]
    return any(b.get("type") == "integer" or b.get("format") == "uuid" for b in kinds)


DATE_GAP = "its format with an example and its time zone"
# `query` beside the `table` it filters: free words, or the service's query language
# (ServiceNow's encoded query, a SQL WHERE clause)? Its name says what it is, not its syntax
QUERY_GAP = "its syntax (free words, or the service's query language) with an example"
QUERY_NAMES = frozenset({("query",), ("q",), ("filter",), ("where",), ("query", "string")})
# the names of what such a query filters
QUERIED_NAMES = frozenset({("table",), ("table", "name"), ("collection",), ("index",), ("entity",),
                           ("object", "type"), ("model",), ("dataset",)})
ZONE_GAP = ("which form of time zone it takes (an IANA name such as 'Asia/Shanghai', an offset "
            "such as '+08:00') and what leaving it out means")
# The names of a time zone parameter, split (`timezone`, `time_zone`, `timeZone`, `tz`)
_ZONE_NAMES = frozenset({("timezone",), ("time", "zone"), ("tz",), ("tzid",)})


def why_needed(node: SchemaNode, tokens: tuple[str, ...]) -> str | None:
    """What an undescribed parameter leaves the model to guess, or None when its name, type and
    constraints already say what to send (`city`, `keyword`, `old_name`, an `on_conflict` enum)."""
    s = node.schema
    closed = has_any_branch(s, "enum", "pattern", "format", "examples")
    if tokens and tokens[-1] in _ID_LAST and "boolean" not in node.non_null_types \
            and not count_like(node.name):
        if has_any_branch(s, "enum"):
            # FRED `tag_group_id`: freq / gen / geo ...: a closed set of codes, which no tool
            # returns and no name can pass for; what each code means is the gap
            return "what each of its values means"
        if standard_code(tokens) or (
                len(tokens) > 1 and tokens[-1] == "code" and tokens[-2] in POSTAL_CODE_WORDS):
            # a postal or country code comes from the user's address, not from a tool
            return standard_code(tokens) or "its form (whose postal system) and an example"
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
            return FROM_WHERE  # a number or a UUID: no name can pass for it
        return f"{FROM_WHERE}, so it does not pass a name instead"
    if datetime_name(tokens, node.name or "") and "string" in node.non_null_types \
            and not has_any_branch(s, "format", "pattern", "enum"):
        return DATE_GAP
    if tokens in _ZONE_NAMES and "string" in node.non_null_types and not closed:
        # `timezone`: an IANA name, an abbreviation ("EST"), an offset ("+08:00"), "auto"? the
        # name says what it is, not which of these forms the service reads
        return ZONE_GAP
    if node.non_null_types == ("object",) and not isinstance(s.get("additionalProperties"), dict):
        return "which keys it takes and what each holds"
    if len(tokens) == 1 and tokens[0] in _AMBIGUOUS and not closed:
        return "what it is, the form of its value and an example"
    return None


# Codes with a public standard: the model needs the standard, not the tool that returns one.
_STANDARD_CODES = {"country": "ISO 3166-1 alpha-2 'US'", "currency": "ISO 4217 'EUR'",
                   "language": "ISO 639-1 'en' or BCP 47 'zh-Hans'", "lang": "ISO 639-1 'en'",
                   "locale": "BCP 47 'en-US'"}


def standard_code(tokens: tuple[str, ...]) -> str | None:
    """What a restated standard code (`country_code`, `currency_code`) leaves open: which
    standard it follows (it comes from no tool), with an example of that standard."""
    if len(tokens) >= 2 and tokens[-1] == "code" and tokens[-2] in _STANDARD_CODES:
        return f"which standard it follows (e.g. {_STANDARD_CODES[tokens[-2]]}) and an example"
    return None


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
    why = why_needed(node, split_name(node.name))
    return why is not None and why != FROM_WHERE and not why.startswith("which outside system") \
        and why != DATE_GAP and "/additionalProperties/" not in node.pointer
