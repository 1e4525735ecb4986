"""Round 53 (holdout 29's first verdicts): a pagination offset named like a time (`startAt`
"Pagination offset (0-based)") has no unit; an ORDER BY clause is a free expression, not a value
set (a calculator's "expression" `mode` is still a mode); values given as examples ("e.g., High,
Medium, Low") stay asked for an enum (tried as info in round 53: the development verdicts were
5 U against 1 F, so reverted); a per-property
`"optional": true` that agrees with the written `required` list is info (fresh reviewers: 0 U /
41 N). Each beside a look-alike that keeps its finding."""

from __future__ import annotations

from support import hit_severities, hits, lint_findings, open_tool, tool_doc


def test_a_pagination_offset_named_like_a_time_has_no_unit():
    offset = open_tool("manage_jira_board", "Manage boards.", {"startAt": {
        "type": "integer", "default": 0, "description": "Pagination offset (0-based)."}})
    assert hits("param-missing-unit", offset) == []
    moment = open_tool("schedule_job", "Schedule a job.", {"startAt": {
        "type": "integer", "description": "When the job starts."}})
    assert hit_severities("param-missing-unit", moment) == ["warning"]


def test_a_clause_is_no_value_set_and_examples_leave_the_set_open():
    clause = open_tool("query_records", "Query records.", {"orderBy": {
        "type": "string", "description": "ORDER BY clause for this object"}})
    assert hits("enum-missing", clause) == []
    examples = open_tool("list_items", "List items.", {"status": {
        "type": "string", "description": "Item status (e.g., active, resolved, muted)."}})
    assert hit_severities("enum-missing", examples) == ["warning"]
    mode = open_tool("calculator", "Evaluate a math expression.", {"mode": {
        "type": "string", "description": "How to treat the expression: evaluate, solve or derive."}})
    assert hit_severities("enum-missing", mode) == ["warning"]
    # one example of a dispatch value is no open list: the action set stays asked for
    action = open_tool("deploy_manage_release", "Runs deployment operations.", {"action": {
        "type": "string", "description": "Operation to perform, e.g. create."}})
    assert hit_severities("enum-missing", action) == ["warning"]


def _dml(required):
    return [tool_doc("salesforce_dml_records", "Insert, update or delete records.", {
        "objectName": {"type": "string", "description": "API name of the object"},
        "externalIdField": {"type": "string", "description": "External id field for upsert", "optional": True}},
        required, mcp=True)]


def test_an_optional_flag_that_agrees_with_required_is_info():
    agreeing = lint_findings(_dml(["objectName"]), "nonstandard-construct")
    assert [(f.path, f.severity) for f in agreeing] == [("/properties/externalIdField", "info")]
    assert "already optional" in agreeing[0].message
    # the flag contradicts the written list: the loader took it out of `required`, shown
    contradicting = lint_findings(_dml(["objectName", "externalIdField"]), "nonstandard-construct")
    assert [f.severity for f in contradicting] == ["warning"]


def test_exactly_one_of_two_lists_is_no_required_field():
    tools = [tool_doc("batch-remove-suppressions", "Remove entries from the suppression list, by email "
                      "addresses or by suppression IDs (provide exactly one of the two).", {
        "emails": {"type": "array", "items": {"type": "string"}, "minItems": 1,
                   "description": "Email addresses to remove. Cannot be used with \"ids\"."},
        "ids": {"type": "array", "items": {"type": "string"}, "minItems": 1,
                "description": "Suppression IDs to remove. Cannot be used with \"emails\"."}}, mcp=True)]
    assert [f for f in lint_findings(tools, "required-missing") if f.severity != "info"] == []


def test_a_mailbox_shown_with_its_display_name_is_no_email_format():
    named = open_tool("create-template", "Create an email template.", {"from": {
        "type": "string", "description": 'Sender email address (e.g., "Your Name <sender@example.com>").'}})
    (found,) = hits("prose-only-constraint", named)
    assert found.severity == "info" and found.fix is None and "would reject" in found.message
    bare = open_tool("create-template", "Create an email template.", {"from": {
        "type": "string", "description": "Sender email address (e.g., sender@example.com)."}})
    assert hit_severities("prose-only-constraint", bare) == ["warning"]


def test_sample_durations_with_no_closing_word_are_no_enum_patch():
    samples = open_tool("createSilence", "Create a silence.", {"duration": {
        "type": "string", "description": "Duration: '30m', '2h', '1d' (default: 2h)"}})
    (found,) = hits("prose-only-constraint", samples)
    assert found.severity == "info" and found.fix is None
    closed = open_tool("get_air_quality", "Air quality forecast.", {"days": {
        "type": "string", "description": "预报天数，支持 \"3d\"、\"7d\"、\"15d\""}})
    (found,) = hits("prose-only-constraint", closed)
    assert found.severity is None and found.fix is not None


def test_actions_a_check_judges_are_not_actions_it_performs():
    def tool(description, param):
        return [tool_doc("scan_agent_action", description, {"action_type": {
            "type": "string", "enum": ["bash", "file_read", "file_write", "file_delete"],
            "description": param}}, ["action_type"], mcp=True)]
    judged = tool("Pre-execution security check for agent actions. Returns ALLOW/WARN/BLOCK.",
                  "Type of agent action to evaluate")
    assert [f for f in lint_findings(judged, "mega-tool-mixed-actions") if f.severity != "info"] == []
    performed = tool("Run a file operation in the workspace.", "The operation to perform")
    assert [f.severity for f in lint_findings(performed, "mega-tool-mixed-actions")] == ["warning"]


def test_a_list_wrapped_after_its_separator_gives_every_value():
    # holdout 29: the enum patch stopped at the line break and rejected the minute periods
    wrapped = open_tool("kline", "获取K线数据", {"period": {
        "type": "string", "default": "day", "description": "K线周期，可选值：day（日线）、week（周线）、\n"
                                                           "    60m（60分钟）、1m（1分钟）"}})
    (found,) = hits("enum-missing", wrapped)
    assert found.fix == ({"op": "add", "path": "/properties/period/enum", "value": ["day", "week", "60m", "1m"]},)
