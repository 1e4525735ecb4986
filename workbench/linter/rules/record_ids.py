"""Whether a tool's one id input is plainly the id of the record the tool acts on, by the tool's
own words (facts for `param-missing-description`; defines no rule).

"Get one meter by ID" over `meters-get-meter(id)`, "Retrieve a single transaction by ID" over
`transactions-get-by-id(transactionId)`, "根据订单ID查询订单详情" over `get_order(order_id)`: the name
names one kind of record, the text says the tool picks it by its id, and the tool has no other
id. Which id it takes is then said; where the model gets it is the one gap left, and reviewers
judged it not worth a user's time (a generated API client's get/update/delete by id). Kept
shown: a text that does not say "by ID" ("Get a dashboard from Datadog" over `dashboardId`),
a second id beside it (`meters-get-consumed-units(id, customerId)`), an id that names another
record than the name does (`get_invoice(customer_id)`), a name with no record in it
(`get(id)`), an id inside a request body.

A bare `id` that is a tool's whole input, under a name of one record the text names too
(`subscriptions-pause(id)` "Pause a subscription."), is that record's id with or without "by ID";
a name of two records (`customer-credits-close-account(id)`: the customer's or the account's?)
or a second input (`subscriptions-cancel(id, body)`) keeps it shown.
"""

from __future__ import annotations

import re

from workbench import lexicon as lx
from workbench.linter.context import ToolContext
from workbench.schema.walk import SchemaNode
from workbench.text import name_object, split_name

_ID_TOKENS = frozenset({"id", "uuid", "identifier"})
# "by ID", "by its unique identifier", "by their IDs": the text says the record is picked by id
_BY_ID_EN = re.compile(r"\bby\s+(?:(?:its|their|the|a|an)\s+)?(?:unique\s+)?(?:id|uuid|identifier)s?\b",
                       re.I)
# "根据订单ID", "按 ID", "通过用户编号": a Chinese "by" (根据/按/按照/通过) and at most a few
# characters naming the record before its id word. A Latin name right after the id word
# ("通过chatId查询") names another field, not the record's id.
_BY_ID_ZH = re.compile(r"(?:根据|按照|按|通过)\s*[\u4e00-\u9fff]{0,6}\s*(?:ID|Id|id|编号|标识)(?![A-Za-z])")
# A list or search returns many records: its one id is their parent's, not one record's
# ("query"/"find" often get one record: `query_order_by_id`, `find_user_by_id`)
_LISTING = frozenset({"list", "search", "browse", "enumerate"})
# Words that say which kind of id of the same record (`teamPublicId`), not another record
_ID_QUALIFIERS = frozenset({"public", "unique", "internal", "primary"})
# Name words that name no kind of record (`get_item`, `get_by_id`, `get_details`)
_GENERIC_RECORDS = frozenset({"item", "items", "object", "objects", "resource", "resources",
                              "entity", "entities", "record", "records", "data", "info", "by",
                              "id", "ids", "details", "detail", "one", "single",
                              # "Preview an existing meter": which one, not another record
                              "existing"})


def _singular(word: str) -> str:
    """A record word's plural and singular are one record (`meters-get-meter`, `subscriptions-get`)."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _says_by_id(ctx: ToolContext) -> bool:
    tokens = ctx.name_tokens
    if any(tokens[i:i + 2] == ("by", "id") for i in range(len(tokens) - 1)):
        return True  # `transactions-get-by-id`
    text = ctx.description
    return _BY_ID_EN.search(text) is not None or _BY_ID_ZH.search(text) is not None


def _lone_id_of_one_record(ctx: ToolContext, node: SchemaNode) -> bool:
    """A bare `id`, the tool's only input, under a name whose words besides its verb name one
    record that the text names too (`subscriptions-pause(id)` "Pause a subscription."): no other
    record's id could be meant. Two records in the name (`customer-credits-close-account`: the
    customer's or the account's?) or a name the verb reading misses keep it open."""
    if split_name(node.name) != ("id",) or len(tuple(ctx.index.top_level_properties())) != 1:
        return False
    verb = ctx.name_verb.verb
    if verb is not None and verb.lower() in lx.CREATE_VERBS:
        return False  # `create_presentation(id)`: the new record's id, whose form the caller picks
    records = {_singular(w) for w in ctx.name_tokens if w != verb} - _GENERIC_RECORDS
    if len(records) != 1:
        return False
    (record,) = records
    return re.search(rf"\b{re.escape(record)}s?\b", ctx.description, re.I) is not None


def own_record_id(ctx: ToolContext, node: SchemaNode) -> bool:
    """Is `node` the tool's only top-level id, of the one record its name names (`id`, or an id
    whose words are that record: `transactionId` of `transactions-get-by-id`), and does the
    tool's name or text say the record is picked by id ("Get one meter by ID", "根据订单ID查询")?
    Or is it the bare `id` that is the whole input of a tool on one record (`_lone_id_of_one_record`)?"""
    if node.parent != "" or not node.name or set(ctx.name_tokens) & _LISTING:
        return False  # `comments-list(id)` "List comments, sorted by ID": the id of their parent
    if _lone_id_of_one_record(ctx, node):
        return True
    words = split_name(node.name)
    if not words or words[-1] not in _ID_TOKENS:
        return False
    ids = [n for n in ctx.index.top_level_properties()
           if n.name and split_name(n.name)[-1:] and split_name(n.name)[-1] in _ID_TOKENS | {"ids"}]
    if ids != [node]:
        return False
    record = {_singular(w) for w in name_object(ctx.tool.name)} - _GENERIC_RECORDS
    if not record:
        return False  # `get(id)`, `get_by_id(id)`: the name names no record
    own = {_singular(w) for w in words[:-1]} - _ID_QUALIFIERS
    if own and not own <= record:
        return False  # `get_invoice(customer_id)`: the id of another record
    return _says_by_id(ctx)
