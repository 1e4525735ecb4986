"""Round 55 (holdout 30's wrong verdicts, after it was measured): the requester of a ticket a help
desk tool writes, named beside an e-mail, is the customer, not the caller; "courses the current
user is enrolled in" names a state, not an effect; a payload whose shape its own text writes out
or whose map values declare their fields leaves no "which fields" gap; a placeholder parameter
with a default a call takes is info, its Args entry quoted; `*_reader` reads; a query run through
EXPLAIN is not executed; `send_text` into a browser dialog
reaches no one; dropping a table's index or a browser cookie loses no data; a short text over
an undescribed payload object leaves the gap to the payload's own finding; a browser's own
windows and tabs are the agent's session. Each beside a look-alike that keeps its finding."""

from __future__ import annotations

from support import hit_severities, hits, make_tool, obj, open_tool


def test_a_tickets_requester_beside_an_email_is_the_customer():
    ticket = open_tool("create_ticket", "Create a ticket in Freshdesk", {
        "subject": {"type": "string"}, "email": {"type": "string"},
        "requester_id": {"type": "integer"}}, required=["subject"])
    assert hits("identity-param", ticket) == []
    # "who is asking", and no other way to name the requester: the caller
    asking = make_tool(name="tickets_create", description="Open a ticket.", parameters=obj({
        "requester_id": {"type": "string", "description": "Who is asking"},
        "title": {"type": "string", "description": "Title"}}))
    assert hits("identity-param", asking)


def test_a_stranded_preposition_names_a_state_not_an_effect():
    courses = open_tool("get_my_courses", "Get all courses the current user is enrolled in", {})
    assert hits("read-name-changes-state", courses) == []
    enrols = open_tool("get_overdue_pets", "Lists overdue pets; overdue pets are enrolled in the "
                       "reminder programme.", {})
    assert hit_severities("read-name-changes-state", enrols) == ["warning"]


def test_a_payload_whose_shape_is_shown_leaves_no_fields_gap():
    shown = open_tool("create_component", "Create a new component", {
        "displayName": {"type": "string", "description": "Display name"},
        "attributes": {"type": "object", "description": "Attributes. E.g., { \"title\": { \"type\": "
                                                        "\"string\" } }"}}, required=["attributes"])
    assert "attributes" not in " ".join(h.message for h in hits("description-too-short", shown))
    typed_map = open_tool("create_component", "Create a new component", {
        "attributes": {"type": "object", "description": "Attributes.", "additionalProperties": {
            "type": "object", "properties": {"type": {"type": "string"}}}}}, required=["attributes"])
    assert "attributes" not in " ".join(h.message for h in hits("description-too-short", typed_map))
    opaque = open_tool("create_alert_rule", "Create an alerting rule.", {
        "rule": {"type": "object", "description": "The rule."}}, required=["rule"])
    assert "`rule`" in hits("description-too-short", opaque)[0].message


def test_a_placeholder_with_a_default_is_info_and_its_args_entry_is_quoted():
    text = "获取主要市场指数\n\n    Args:\n        random_string: 占位参数，用于无参数工具的兼容性\n"
    defaulted = open_tool("get_market_index", text, {"random_string": {"type": "string",
                                                                       "default": "dummy"}})
    (h,) = hits("param-placeholder", defaulted)
    assert h.severity == "info" and "占位参数，用于无参数工具的兼容性" in h.message
    bare = open_tool("get_market_index", text, {"random_string": {"type": "string"}})
    (h,) = hits("param-placeholder", bare)
    assert h.severity is None and "（\"\"）" not in h.message


def test_a_reader_at_the_end_of_a_name_reads_what_the_words_before_it_name():
    from workbench.text import name_verb

    assert name_verb("netlify-deploy-services-reader").kind == "read"
    assert name_verb("deploy_site").kind == "write"
    reader = make_tool(name="netlify-deploy-services-reader",
                       description="Select and run one of the following Netlify read operations "
                                   "(read-only) get-deploy, get-deploy-for-site",
                       parameters=obj({"deployId": {"type": "string"}}),
                       annotations={"readOnlyHint": True})
    assert hits("write-claims-read-only", reader) == []
    assert hits("side-effect-undisclosed", reader) == []


def test_an_explain_runs_no_statement_a_run_does():
    explain = open_tool("analyze_query", "Analyzes a SQL query using EXPLAIN and provides "
                        "optimization suggestions.", {"query": {"type": "string", "description": "SQL query"}},
                        required=["query"])
    assert hits("query-effect-unstated", explain) == []
    analyze = open_tool("analyze_query", "Runs a SQL query with EXPLAIN ANALYZE and reports timings.",
                        {"query": {"type": "string", "description": "SQL query"}}, required=["query"])
    assert hit_severities("query-effect-unstated", analyze) == ["warning"]


def test_text_typed_into_a_browser_dialog_is_sent_to_no_one():
    dialog = open_tool("alert", "handles a browser alert, confirm, or prompt dialog", {
        "action": {"type": "string", "enum": ["accept", "dismiss", "get_text", "send_text"]},
        "text": {"type": "string", "description": "Text to send"}}, required=["action"])
    assert hits("side-effect-undisclosed", dialog) == []
    chat = open_tool("chat", "Chat with a contact.", {
        "action": {"type": "string", "enum": ["read", "send_text"]},
        "text": {"type": "string", "description": "Message"}}, required=["action"])
    assert hit_severities("side-effect-undisclosed", chat) == ["warning"]


def test_a_tables_index_or_a_browser_cookie_is_rebuilt_a_search_index_is_data():
    sql = open_tool("drop_index", "Drops an index from a table.", {
        "table_name": {"type": "string", "description": "Table"},
        "index_name": {"type": "string", "description": "Index"}}, required=["table_name", "index_name"])
    assert hit_severities("side-effect-undisclosed", sql) == ["info"]
    cookie = open_tool("delete_cookie", "Deletes a cookie from the browser session.", {
        "name": {"type": "string", "description": "Cookie name"}})
    assert hit_severities("side-effect-undisclosed", cookie) == ["info"]
    search = open_tool("delete_index", "Deletes an Elasticsearch index and every document in it.", {
        "index": {"type": "string", "description": "Index name"}}, required=["index"])
    assert hit_severities("side-effect-undisclosed", search) == ["warning"]
    # 列表 (a list) is no table: a search index named in Chinese keeps the warning
    zh_search = open_tool("delete_index", "删除索引及其中的全部文档，并从索引列表中移除。", {
        "index": {"type": "string", "description": "索引名"}}, required=["index"])
    assert hit_severities("side-effect-undisclosed", zh_search) == ["warning"]


def test_a_short_text_over_an_undescribed_payload_leaves_the_gap_to_the_payloads_finding():
    agent = open_tool("create_agent", "Create an agent in Freshdesk.", {
        "agent_fields": {"type": "object", "additionalProperties": True}}, required=["agent_fields"])
    assert hit_severities("description-too-short", agent) == ["info"]
    assert hit_severities("param-missing-description", agent) == ["warning"]
    # the payload described (no param finding): the short text stays the one to fix
    described = open_tool("create_agent", "Create an agent in Freshdesk.", {
        "agent_fields": {"type": "object", "description": "The agent's fields."}},
        required=["agent_fields"])
    assert hit_severities("description-too-short", described) == ["warning"]


def test_a_browsers_own_windows_are_the_agents_session_a_shops_records_are_not():
    window = open_tool("window", "manages browser windows and tabs", {"action": {
        "type": "string", "enum": ["list", "switch", "switch_latest", "close"]},
        "handle": {"type": "string", "description": "Window handle"}}, required=["action"])
    assert hit_severities("mega-tool-mixed-actions", window) == ["info"]
    shop = open_tool("shop_admin", "Manage the shop's orders and customers.", {"action": {
        "type": "string", "enum": ["list_orders", "get_customer", "delete_order", "delete_customer"]},
        "id": {"type": "string", "description": "Record id"}}, required=["action"])
    assert hit_severities("mega-tool-mixed-actions", shop) == ["warning"]
