"""Parameters whose place in the tool says what they are, so a missing description leaves
little to guess (facts for `param-missing-description`; defines no rule): a search tool's search
text, a filter clause's operand.
"""

from __future__ import annotations

import re

from workbench.linter.context import ToolContext
from workbench.schema.walk import SchemaNode
from workbench.text import snake_name, split_name

# The text a search or question-answering tool works on (`search_wikipedia(query, limit)`,
# `web_search(q)`, `ask_docs(question)`): the tool's name says what it is. A `query` of any other
# tool (SQL, a log query) has a syntax to say. (`empty_inputs` reads the same names.)
SEARCH_TEXT_NAMES = frozenset({"query", "q", "search_query", "search_term", "search_text", "term",
                               "question", "query_text", "keyword", "keywords", "search_keyword",
                               "prompt"})
# The verbs of a search tool's name
SEARCH_VERBS = frozenset({"search", "find", "lookup", "搜索", "检索"})


def search_text(ctx: ToolContext, node: SchemaNode) -> bool:
    """The top-level search text (`query`, `q`) of a tool whose name's verb searches."""
    verb = ctx.name_verb.verb
    return node.parent == "" and snake_name(node.name or "") in SEARCH_TEXT_NAMES \
        and "string" in node.non_null_types and verb is not None and verb.lower() in SEARCH_VERBS


# A filter clause's field and operator: `{property, operator, value}`, `{field, op, value}`
_CLAUSE_FIELDS = frozenset({"property", "field", "attribute", "column", "key", "name",
                            "field_name", "property_name"})
_CLAUSE_OPERATORS = frozenset({"operator", "op", "comparator", "condition", "match"})


def clause_operand(ctx: ToolContext, node: SchemaNode) -> bool:
    """The `value` of a filter clause beside the field it compares and its operator
    (`{property, operator, value}`): the clause says it is the operand; its field too, where
    the tool names the one table it filters. A JSON Patch's
    `{op, path, value}` names no field, and its value's form depends on the path: kept."""
    name = snake_name(node.name or "")
    siblings = {snake_name(n) for n in ctx.sibling_names(node)}
    if name in _CLAUSE_FIELDS and node.parent:
        # the clause's field in a tool on one named table: a column of that table (MySQL
        # `conditions: [{field, operator, value}]` beside `table`, "plainly the column name");
        # a workflow trigger's condition field names a resource field nothing lists: kept
        return "value" in siblings and bool(siblings & _CLAUSE_OPERATORS) and _names_a_table(ctx)
    if name != "value":
        return False
    return bool(siblings & _CLAUSE_FIELDS) and bool(siblings & _CLAUSE_OPERATORS)


# The top-level input naming the one table (collection) a clause filters
_TABLE_INPUTS = frozenset({"table", "table_name", "tablename", "collection", "collection_name"})


def _names_a_table(ctx: ToolContext) -> bool:
    return any(snake_name(n.name or "") in _TABLE_INPUTS for n in ctx.index.top_level_properties())


# A key-value entry's two halves (`{key, value}` of Shopify's customAttributes, `{namespace,
# key, value, type}` of a metafield, `{property, value}` of a found value): each says what the
# other is.
# A `value` beside a `name` is no such half: a flag variation's `{name, value}` holds the
# variation itself, whose type the flag's kind decides (launchdarkly, judged useful).
_PAIR = {"key": frozenset({"value"}), "value": frozenset({"key", "property"}),
         "property": frozenset({"value"})}


def pair_half(ctx: ToolContext, node: SchemaNode) -> bool:
    """A nested `key` or `value` beside its other half: the entry says what each is. A
    top-level pair is the tool's own input, its key space for the tool text to say: kept."""
    partners = _PAIR.get(snake_name(node.name or ""))
    if not partners or not node.parent:
        return False
    return bool(partners & {snake_name(n) for n in ctx.sibling_names(node)})


# The words of the parts of a postal address (`postal_code`, `countryOrRegion`,
# `country_sub_division_code`, `address_line_1`); beside each other, the address says what each
# part holds.
ADDRESS_WORDS = frozenset({"street", "address", "city", "state", "province", "postal", "postcode",
                           "zip", "zipcode", "country", "region", "district", "county", "locality"})


def address_part(ctx: ToolContext, node: SchemaNode, least: int = 3) -> bool:
    """One part of a nested postal address beside at least `least` others (`zip` beside
    `address1`, `city`, `country`; QuickBooks' `postal_code` beside `city`,
    `country_sub_division_code`, `country`). A tool's own top-level `zipcode` beside `city` is
    a search input, not an address."""
    if not node.parent or not set(split_name(node.name or "")) & ADDRESS_WORDS:
        return False
    return sum(1 for n in ctx.sibling_names(node) if set(split_name(n)) & ADDRESS_WORDS) >= least


# A spreadsheet tool's places (`path` of the workbook, `sheet`, `cell`, `range`): every tool of
# such a server takes them the same way, an A1 cell and a sheet's name (reviewers: "the same
# convention as every other tool on this Excel server")
_SHEET_PLACES = frozenset({"path", "workbook", "workbook_path", "sheet", "sheet_name", "cell",
                           "range", "cell_range", "target_cell", "start_cell"})
_SHEET_TEXT = re.compile(r"\b(?:work)?sheets?\b|\bworkbooks?\b|\bexcel\b|\bxlsx\b|工作表|工作簿|单元格", re.I)


def spreadsheet_place(ctx: ToolContext, node: SchemaNode) -> bool:
    """A spreadsheet tool's workbook `path`, `sheet`, `cell` or `range`: its place says it."""
    return snake_name(node.name or "") in _SHEET_PLACES and (
        _SHEET_TEXT.search(f"{ctx.tool.name} {ctx.description}") is not None)
