"""query-effect-unstated: a tool that runs the SQL/GraphQL text the model writes without saying
whether it may change data; English and Chinese, and the tools that say so (read-only, which
writes, annotations) or do not run the text (checkers, natural-language questions)."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _tool(name, desc, prop="query", prop_desc="", annotations=None):
    schema = {"type": "string"}
    if prop_desc:
        schema["description"] = prop_desc
    kw = {"annotations": annotations} if annotations else {}
    return make_tool(name=name, description=desc, parameters=obj({prop: schema}, required=[prop]), **kw)


@pytest.mark.parametrize("tool,lang", [
    (_tool("warehouse_run_sql", "Runs SQL against the analytics warehouse and returns the rows.",
           "sql"), "SQL"),
    (_tool("api_query", "Input to this tool is a detailed and correct GraphQL query, output is "
           "the API's result.", "tool_input"), "GraphQL"),
    (_tool("graph_query", "Query the knowledge graph.", "statement", "A Cypher query, e.g. "
           "MATCH (n) RETURN n LIMIT 5."), "Cypher"),
    (_tool("db_execute_sql", "在业务库上执行 SQL 语句并返回结果。", "sql", "要执行的 SQL 语句。"), "SQL"),
    (_tool("report_query", "对报表库执行查询。", "query", "SQL 查询语句，例如 SELECT * FROM t。"), "SQL"),
])
def test_running_query_text_without_saying_whether_it_writes(tool, lang):
    (h,) = hits("query-effect-unstated", tool)
    assert h.path.startswith("/properties/") and f"runs the {lang} text" in h.message


@pytest.mark.parametrize("tool", [
    _tool("warehouse_run_sql", "Runs a read-only SQL query (SELECT only) and returns the rows.", "sql"),
    _tool("db_execute", "Executes SQL. INSERT, UPDATE and DELETE run only when write mode is on."),
    _tool("api_query", "Runs a GraphQL query; mutations are rejected.", "tool_input"),
    _tool("db_execute_sql", "执行只读 SQL 查询并返回结果。", "sql"),
    _tool("db_execute_sql", "执行 SQL 语句，可写入数据，调用前须经用户确认。", "sql"),
    _tool("sql_query_checker", "Double check that a SQL query is correct before executing it."),
    _tool("text_to_sql", "Translates a question into SQL and returns the SQL text.", "question",
          "Natural-language question."),
    _tool("ask_data", "Answers questions about the sales database (SQL under the hood).", "query",
          "A natural language question."),
    _tool("warehouse_run_sql", "Runs SQL against the warehouse.", "sql",
          annotations={"readOnlyHint": True}),
    _tool("web_search", "Search the web for a query.", "query", "Search terms."),
    _tool("sqli_probe", "Tests a URL for SQL injection by sending payloads.", "url",
          "The URL the SQL injection payloads go to; it must include a query parameter."),
    _tool("connection_prepare_call", "Creates a CallableStatement object for stored procedures.",
          "sql", "The SQL statement to execute."),
])
def test_stated_effects_and_tools_that_run_no_query_text_stay_silent(tool):
    assert hits("query-effect-unstated", tool) == []


@pytest.mark.parametrize("desc,prop", [
    ("Input is an empty string, output is a comma separated list of tables in the Spark SQL.",
     "tool_input"),
    ("列出 MySQL 数据库中的所有表。", "query"),
])
def test_a_tool_that_only_works_on_a_sql_database_runs_no_query_text(desc, prop):
    assert hits("query-effect-unstated", _tool("db_list_tables", desc, prop)) == []


def test_retry_advice_after_the_first_sentence_is_no_checker():
    tool = _tool("sql_db_query", "Execute a SQL query against the database and get back the result. "
                 "If an error is returned, rewrite the query, check the query, and try again.",
                 "query", "A detailed and correct SQL query.")
    (h,) = hits("query-effect-unstated", tool)
    assert "`query`" in h.message
