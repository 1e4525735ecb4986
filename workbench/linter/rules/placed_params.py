"""Parameters whose place in the tool says what they are, so a missing description leaves
little to guess (facts for `param-missing-description`; defines no rule): a search tool's search
text, a filter clause's operand.
"""

from __future__ import annotations

from workbench.linter.context import ToolContext
from workbench.schema.walk import SchemaNode
from workbench.text import snake_name

# The text a search tool searches for (`search_wikipedia(query, limit)`, `web_search(q)`): the
# tool's name says what it is. A `query` of any other tool (SQL, a log query) has a syntax to say.
_SEARCH_TEXT = frozenset({"query", "q", "search_query", "search_term", "search_text", "term"})
_SEARCH_VERBS = frozenset({"search", "find", "lookup", "搜索", "检索"})


def search_text(ctx: ToolContext, node: SchemaNode) -> bool:
    """The top-level search text (`query`, `q`) of a tool whose name's verb searches."""
    verb = ctx.name_verb.verb
    return node.parent == "" and snake_name(node.name or "") in _SEARCH_TEXT \
        and "string" in node.non_null_types and verb is not None and verb.lower() in _SEARCH_VERBS


# A filter clause's field and operator: `{property, operator, value}`, `{field, op, value}`
_CLAUSE_FIELDS = frozenset({"property", "field", "attribute", "column", "key", "name",
                            "field_name", "property_name"})
_CLAUSE_OPERATORS = frozenset({"operator", "op", "comparator", "condition", "match"})


def clause_operand(ctx: ToolContext, node: SchemaNode) -> bool:
    """The `value` of a filter clause beside the field it compares and its operator
    (`{property, operator, value}`): the clause says it is the operand. A JSON Patch's
    `{op, path, value}` names no field, and its value's form depends on the path: kept."""
    if snake_name(node.name or "") != "value":
        return False
    siblings = {snake_name(n) for n in ctx.sibling_names(node)}
    return bool(siblings & _CLAUSE_FIELDS) and bool(siblings & _CLAUSE_OPERATORS)
