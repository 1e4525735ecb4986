"""`query-effect-unstated` (side-effect): a tool that runs the SQL, GraphQL, Cypher or SPARQL text
the model writes, without saying whether that text may change data.

Decisions:
- The tool runs a query language when its description or its query parameter names one ("Execute
  SQL queries against Databricks tables", "Input is a detailed and correct SQL query", "执行 SQL
  语句") and the model writes that text (a `query`/`sql`/`statement` string, or a string the text
  calls the query). A tool that checks, formats, explains or generates a query runs nothing; a
  tool that takes a natural-language question runs what it generates, not the model's text.
- Stated: that it runs any statement ("Execute arbitrary SQL statements", "any valid PostgreSQL
  SQL", 任意 SQL, an example `CREATE INDEX`), a read-only claim ("Read-only", "SELECT only",
  只读), what writes are allowed or refused ("INSERT, UPDATE, DELETE when write mode is on",
  "mutations are rejected", 写入), or MCP `readOnlyHint`/`destructiveHint`. Unstated is a
  warning: one generated `DELETE` or GraphQL mutation changes the database, and the model
  cannot tell whether it may send one.
- A tool that searches or analyses logs, metrics or traces (CLS CQL with an SQL pipeline,
  PromQL) runs a language with no writing statement: nothing to state.
- A tool whose lead runs PromQL/LogQL/MetricsQL/TraceQL runs no writing statement, whatever SQL
  a later line names for another tool.
- Code interpreters and shells run anything by design and say so by being one: not reported here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.model import Tool
from workbench.schema.walk import SchemaNode
from workbench.text import read_only_claim, sentences, split_name

# The query languages whose text can read or write (and the substrings that pre-check them).
_LANGUAGE_KEYS = ("sql", "graphql", "cypher", "sparql", "hql", "cql", "n1ql")
_LANGUAGE = re.compile(r"\b(?P<lang>sql|graphql|cypher|sparql|hql|cql|n1ql)\b", re.I)
# A parameter description that calls its value query text ("The SQL query to run", "SQL 语句").
_QUERY_TEXT = re.compile(r"\b(?:sql|graphql|cypher|sparql|hql|cql|n1ql)\s+(?:query|queries|statements?|"
                         r"commands?|code|text|string)\b|SQL\s*(?:查询)?语句|SQL\s*查询", re.I)
# A parameter that carries the query text itself.
_QUERY_NAMES = frozenset({"query", "sql", "statement", "statements", "stmt", "tool_input", "cypher",
                          "graphql", "sparql", "q", "command"})
# The tool looks at or produces a query without running it.
_NOT_RUN = re.compile(r"\b(?:double[- ]check|check(?:s|ing)?|validat\w*|lint\w*|format\w*|explain\w*|"
                      r"translat\w*|convert\w*|generat\w*|rewrit\w*|pars(?:e|es|ing)|prepar\w*)"
                      r"\b[^.]{0,40}?"
                      r"\b(?:query|queries|sql|statement)\b|\btext[- ]to[- ]sql\b|\bcreates? an? \w*statement\b|"
                      r"(?:检查|校验|格式化|解释|生成|转换)[^。]{0,10}(?:SQL|查询|语句)|"
                      # "Analyzes a SQL query using EXPLAIN": the plan, not the statement (EXPLAIN
                      # ANALYZE does run it)
                      r"\b(?:using|with|via|runs?)\s+EXPLAIN\b(?!\s+ANALY[SZ]E)|"
                      # "Generate a playground link for the query": it builds a link, the user runs it
                      r"\b(?:generat|build|creat|mak|construct)\w*\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,3}"
                      r"(?:link|url)s?\b|(?:生成|构造|创建)[^。]{0,12}(?:链接|网址)", re.I)
# The tool searches or analyses logs, metrics or traces ("检索分析 CLS 日志", "Search logs with
# a CQL/SQL pipeline"): a query language over telemetry has no statement that writes.
_SEARCHES_TELEMETRY = re.compile(
    r"\b(?:search\w*|analy[sz]\w*|query\w*|filter\w*)\b[^.]{0,30}?\b(?:logs?|metrics?|traces?|spans?|"
    r"telemetry)\b|(?:检索|搜索|查询|分析)[^。]{0,12}?(?:日志|指标|链路|监控数据)", re.I)
# Query languages with no statement that writes (PromQL, LogQL, MetricsQL, TraceQL): a tool whose
# lead runs one runs no DELETE, whatever SQL a later line mentions ("use get_metric_data for
# Metrics Insights SQL syntax").
# So are the query languages of hosted APIs, whose writes go through other endpoints: Salesforce's
# SOQL/SOSL, Jira's JQL, Azure DevOps' WIQL, and a service's own "SQL-like" query syntax
# (QuickBooks' `SELECT * FROM Customer`; holdout 36: F on a write warning)
_SQL_LIKE = re.compile(r"\bsql[- ]like\b", re.I)
_READ_ONLY_LANGUAGE = re.compile(r"\b(?:promql|logql|metricsql|traceql|soql|sosl|jql|wiql)\b|"
                                 r"\bsql[- ]like\s+(?:syntax|query|queries|language)\b", re.I)
# What the text says about writes: allowed, refused, limited to reads.
_WRITES_STATED = re.compile(
    r"\b(?:select|read)[- ]only\b|\bonly (?:select|read|query)\b|\bselect (?:statements?|queries) only\b|"
    # "Execute arbitrary SQL statements", "can be any valid PostgreSQL SQL", "执行任意 SQL": every
    # statement, writes included, is the tool's stated contract
    r"\b(?:arbitrary|any(?:\s+valid)?)\s+(?:\w+\s+)?(?:sql|queries|statements?)\b|任意\s*(?:的\s*)?SQL|"
    r"\bcreate\s+(?:index|table|view|schema|database|function|trigger)\b|"
    r"(?:仅|只)(?:允许|支持|能|可|限)?(?:执行)?\s*SELECT|(?:仅|只)(?:允许|支持|能|可|限)(?:执行)?(?:查询|读)|\b(?:insert|update|delete|drop|"
    r"alter|truncate|merge|upsert|ddl|dml)\b|\bmutations?\b|\b(?:modif\w*|writes?|writing|changes?) "
    r"(?:the )?(?:data|database|tables?|records?|rows?)\b|\bwrite mode\b|只读|写入|修改|删除|更新",
    re.I)


# The tool description says the tool runs query text ("Execute SQL queries", "Input is a ... SQL
# query", "执行 SQL 语句"), not only that it works on a SQL database ("lists the tables").
_RUNS_QUERY = re.compile(r"\b(?:execut|run|perform|issu)\w*\b[^.]{0,30}?\b(?:sql|graphql|cypher|sparql|"
                         r"queries|query|statements?)\b|(?:执行|运行).{0,10}?(?:SQL|查询|语句)", re.I)


def query_parameter(ctx: ToolContext) -> SchemaNode | None:
    """The top-level string parameter that carries the query text the tool runs, or None."""
    text = ctx.description
    tool_lang = _LANGUAGE.search(text) if (_QUERY_TEXT.search(text) or _RUNS_QUERY.search(text)) \
        else None
    for node in ctx.index.top_level_properties():
        if "string" not in node.non_null_types or "enum" in node.schema:
            continue
        desc = node.description
        tokens = split_name(node.name or "")
        if set(tokens) & {"url", "uri", "link", "endpoint", "host"}:
            continue  # where the queries go ("the URL SQL injection payloads are sent to")
        named = "_".join(tokens) in _QUERY_NAMES
        if _QUERY_TEXT.search(desc):
            return node  # "A detailed and correct SQL query."
        if named and tool_lang and not re.search(r"\bnatural[- ]language\b|自然语言", desc, re.I):
            return node
    return None


@rule("query-effect-unstated", category="side-effect", severity="warning",
      summary="A tool that runs the SQL/GraphQL text the model writes must say whether that text "
              "may change data (read-only: SELECT only, or which writes are allowed).",
      bad=[Example.of(name="databricks_sql_query",
                      description="Execute SQL queries against Databricks tables and return the rows.",
                      properties={"query": {"type": "string", "description": "The SQL query."}}),
           Example.of(name="db_execute_sql", description="在业务库上执行 SQL 语句并返回结果。",
                      properties={"sql": {"type": "string", "description": "要执行的 SQL 语句。"}})],
      good=[Example.of(name="databricks_sql_query",
                       description="Execute a read-only SQL query (SELECT only) and return the rows.",
                       properties={"query": {"type": "string", "description": "The SQL query."}}),
            Example.of(name="sql_query_checker",
                       description="Double check that a SQL query is correct before running it.",
                       properties={"query": {"type": "string", "description": "The SQL query."}})],
      rationale="An arbitrary SQL string can be a DELETE or a DROP, a GraphQL string a mutation: "
                "whether the tool runs them decides whether the model needs the user's yes first.")
def check_query_effect(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    low = ctx.model_text_lower
    if not any(k in low for k in _LANGUAGE_KEYS):
        return  # no query language named anywhere: one substring pass decides
    text = ctx.description
    ann = ctx.annotations
    lead = next(iter(sentences(text)), "")  # what the tool is for; later ones say how to retry
    if "readOnlyHint" in ann or "destructiveHint" in ann or _NOT_RUN.search(lead) \
            or _SEARCHES_TELEMETRY.search(lead) \
            or (_READ_ONLY_LANGUAGE.search(lead) and not _LANGUAGE.search(_SQL_LIKE.sub(" ", lead))):
        return
    node = query_parameter(ctx)
    if node is None or _NOT_RUN.search(node.description):
        return
    blob = f"{text}\n{node.description}"
    if read_only_claim(blob) or _WRITES_STATED.search(blob):
        return
    lang = _LANGUAGE.search(blob) or _LANGUAGE.search(node.name or "")
    what = _SHOWN.get(lang.group("lang").lower(), lang.group("lang").upper()) if lang else "query"
    example, claim = _ADVICE.get(what, (f"a {what} statement that writes", "read-only"))
    yield Hit(node.pointer, f"{tool.name!r} runs the {what} text the model writes in "
                            f"`{node.name}`, but its description does not say whether that may "
                            f"change data (e.g. {example}): say \"{claim}\" and enforce it, or "
                            "say which writes it runs and when to call it.")


_SHOWN = {"sql": "SQL", "graphql": "GraphQL", "cypher": "Cypher", "sparql": "SPARQL"}
_ADVICE = {"SQL": ("an SQL DELETE or DROP", "read-only (SELECT only)"),
           "GraphQL": ("a GraphQL mutation", "read-only (queries only, no mutations)"),
           "Cypher": ("a Cypher CREATE or DELETE", "read-only (MATCH only)")}
