"""param-missing-description: an undescribed `query` or `filter` beside the `table` it filters
leaves its syntax open (free words or the service's query language?) and warns; a search tool's
`query` and a `query` with no queried table beside it stay info (their names say what they are)."""

from __future__ import annotations

from support import hits, make_tool, obj

RULE = "param-missing-description"


def _severities(tool):
    return {h.path: h.severity for h in hits(RULE, tool)}


def test_a_query_beside_its_table_asks_for_its_syntax():
    tool = make_tool(name="sn_query", description="Generic table query, last resort.", parameters=obj({
        "table": {"type": "string"}, "query": {"type": "string"},
        "limit": {"type": "integer", "default": 20, "description": "Rows, at most 100."}}))
    found = {h.path: h for h in hits(RULE, tool)}
    assert found["/properties/query"].severity is None
    assert "syntax" in found["/properties/query"].message


def test_a_search_query_and_a_lone_query_stay_info():
    search = make_tool(name="search_tickets", description="Search tickets by words.", parameters=obj({
        "table": {"type": "string", "description": "Table, e.g. incident."}, "query": {"type": "string"}}))
    assert _severities(search).get("/properties/query") in (None, "info") and all(
        h.severity == "info" for h in hits(RULE, search))
    lone = make_tool(name="summarize_article_for_query", description="Summarize an article for a query.",
                     parameters=obj({"title": {"type": "string", "description": "Article title."},
                                     "query": {"type": "string"}}))
    assert all(h.severity == "info" for h in hits(RULE, lone))


def test_a_spreadsheet_tools_places_are_conventional():
    tool = make_tool(name="delete_sheet", description="Delete a worksheet from the workbook.",
                     parameters=obj({"path": {"type": "string"}, "sheet": {"type": "string"}},
                                    required=["path", "sheet"]))
    assert all(h.severity == "info" for h in hits(RULE, tool))
    other = make_tool(name="deploy_site", description="Deploy a site.",
                      parameters=obj({"path": {"type": "string"}, "sheet": {"type": "string"}},
                                     required=["path", "sheet"]))
    assert any(h.severity is None for h in hits(RULE, other))


def test_most_parameters_bare_counts_no_spreadsheet_places():
    tool = make_tool(name="insert_rows_or_columns", description="Insert rows or columns into a worksheet.",
                     parameters=obj({"path": {"type": "string"}, "sheet": {"type": "string"},
                                     "axis": {"type": "string", "enum": ["rows", "columns"]},
                                     "count": {"type": "integer", "default": 1},
                                     "start": {"type": "integer", "description": "1-based index."}},
                                    required=["path", "sheet", "axis", "start"]))
    assert hits("param-descriptions-mostly-missing", tool) == []
    other = make_tool(name="warehouse_export_table", description="Exports a warehouse table.",
                      parameters=obj({"table": {"type": "string", "description": "Table, e.g. sales.orders."},
                                      "partition": {"type": "string"}, "compression": {"type": "string"},
                                      "split_rows": {"type": "integer"}}, required=["table"]))
    assert hits("param-descriptions-mostly-missing", other) != []


def test_no_none_of_the_parameters_beside_a_parameter_its_definition_describes():
    tool = make_tool(name="apply_rule", description="Apply a rule to the range.", parameters={
        "type": "object", "required": ["target", "rule"], "additionalProperties": False,
        "properties": {"target": {"type": "string"}, "scope": {"type": "string"},
                       "rule": {"$ref": "#/$defs/Rule"}},
        "$defs": {"Rule": {"type": "object", "description": "Fields apply per `type`.",
                           "properties": {"type": {"type": "string", "enum": ["top", "bottom"]}}}}})
    assert not any(h.message.startswith("None of the parameters") for h in hits(RULE, tool))
