"""Findings fresh reviewers of holdout 27 called wrong or noise, each beside a look-alike that keeps
its finding: a field whose description points at the one above ("结束时间，同上"), a tool that says
it runs any SQL, modes listed as `mode=value:` lines of the tool text, two ranges each for its own
case, a `force` that updates what exists, and a required field whose default its text never
offers."""

from __future__ import annotations

from support import hit_severities, hits, lint_findings, lint_severities, open_tool, tool_doc


def _window(end_description: str) -> dict:
    return {"process_code": {"type": "string", "description": "来自 approval_templates"},
            "start_time": {"type": "string", "description": "开始时间：毫秒时间戳或 2026-10-17 00:00:00"},
            "end_time": {"type": "string", "description": end_description}}


def test_a_field_that_points_at_the_one_above_has_its_form():
    same = open_tool("approval_list", "按模板与时间窗查审批实例 id 列表。", _window("结束时间，同上"),
                     required=("process_code", "start_time", "end_time"))
    assert hits("format-missing", same) == []
    assert hits("param-datetime-unclear", same) == []
    named = open_tool("list_events", "List events in a window.", {
        "start": {"type": "string", "description": "Start time, ISO 8601 with offset, e.g. "
                                                   "2026-09-01T15:00:00+08:00"},
        "end_time": {"type": "string", "description": "End time (same format as start)"}})
    assert hits("param-datetime-unclear", named) == []
    bare = open_tool("approval_list", "按模板与时间窗查审批实例 id 列表。", _window("结束时间"),
                     required=("process_code", "start_time", "end_time"))
    assert hit_severities("format-missing", bare) == ["warning"]
    # "同时" starts with 同 but points at nothing
    simultaneous = open_tool("approval_list", "按模板与时间窗查审批实例 id 列表。",
                             _window("结束时间，需同时提供"), required=("process_code", "start_time", "end_time"))
    assert hit_severities("format-missing", simultaneous) == ["warning"]


def test_a_tool_that_says_it_runs_any_sql_states_its_effect():
    arbitrary = open_tool("pg_execute_sql", "Execute arbitrary SQL statements with optional parameters.",
                          {"sql": {"type": "string", "description": "SQL statement to execute"}}, ("sql",))
    assert hits("query-effect-unstated", arbitrary) == []
    unsaid = open_tool("pg_execute_sql", "Execute SQL statements with optional parameters.",
                       {"sql": {"type": "string", "description": "SQL statement to execute"}}, ("sql",))
    assert hit_severities("query-effect-unstated", unsaid) == ["warning"]


_SWEEP = ("Update descriptions across many videos in one sweep.\n"
          "    mode=append: add text at the end.\n"
          "    mode=footer: everything after the last marker is replaced.\n"
          "    mode=replace: replace occurrences of `find` with text.")


def test_modes_set_out_as_lines_of_the_tool_text_are_listed():
    listed = open_tool("batch_update_descriptions", _SWEEP,
                       {"mode": {"type": "string"}, "text": {"type": "string"}}, ("mode", "text"))
    assert hits("enum-values-unstated", listed) == []
    unlisted = open_tool("batch_update_descriptions", "Update descriptions across many videos.",
                         {"mode": {"type": "string"}, "text": {"type": "string"}}, ("mode", "text"))
    assert hit_severities("enum-values-unstated", unlisted) == ["warning"]


def test_assigned_value_lines_give_every_value_and_examples_give_none():
    coded = open_tool("fund_flow", '资金流向。\n    kind="margin"：个股两融。\n    kind="lhb"：龙虎榜资金。',
                      {"kind": {"type": "string"}, "code": {"type": "string"}})
    found = hits("enum-only-in-tool-text", coded)
    assert len(found) == 1 and "['margin', 'lhb']" in found[0].message
    slashed = open_tool("speech_raw_request", "兜底入口。\n - product=tts / asr_flash：HTTP 合成。\n"
                        " - product=legacy：历史产品。", {"product": {"type": "string"}})
    found = hits("enum-only-in-tool-text", slashed)
    assert len(found) == 1 and "['tts', 'asr_flash', 'legacy']" in found[0].message
    # a call in an example sets the parameter to sample values, not to its choices
    example = open_tool("update_dashboard", 'EXAMPLES:\nupdate_dashboard(\n    dashboard_id="mobile-dashboard",\n'
                        ')\nupdate_dashboard(\n    dashboard_id="admin-panel",\n)',
                        {"dashboard_id": {"type": "string"}})
    assert hits("enum-only-in-tool-text", example) == []


def test_two_ranges_each_for_its_case_contradict_nothing():
    cases = open_tool("get_forecast", "Get the weather forecast.", {"days": {
        "type": "integer", "minimum": 1, "maximum": 16,
        "description": "Number of days (1-16 for global, 1-7 for US NOAA, default: 7)"}})
    assert hits("prose-contradicts-schema", cases) == []
    one = open_tool("get_forecast", "Get the weather forecast.", {"days": {
        "type": "integer", "minimum": 1, "maximum": 16, "description": "Number of days (1-7)"}})
    assert hit_severities("prose-contradicts-schema", one) == ["warning"]


def test_a_force_that_updates_what_exists_is_no_silent_destruction():
    apply = open_tool("apply_yaml", "Apply a Kubernetes YAML file, like kubectl apply.", {"force": {
        "type": "boolean", "default": True,
        "description": "Whether to update resources if they already exist (similar to kubectl apply)."}})
    assert hit_severities("default-destructive", apply) == ["info"]
    overwrite = open_tool("write_file", "Write a file.", {"force": {
        "type": "boolean", "default": True, "description": "Overwrite the file if it exists."}})
    assert hit_severities("default-destructive", overwrite) == ["warning"]


def test_a_required_default_is_shown_only_where_the_text_offers_to_leave_it_out():
    offered = open_tool("list_tables", "List tables.", {"verbose": {
        "type": "boolean", "default": False, "description": "Include column details. Defaults to false."}},
        ("verbose",))
    assert hit_severities("required-with-default", offered) == ["warning"]
    silent = open_tool("create_branch", "Create a development branch.", {"name": {
        "type": "string", "default": "develop", "description": "Name of the branch to create"}}, ("name",))
    assert hit_severities("required-with-default", silent) == ["info"]


def test_a_shape_length_beside_unitless_coordinates_asks_for_the_document_unit_at_info():
    circle = open_tool("create_circle", "Create a circle in the Rhino document.", {
        "center_x": {"type": "number", "description": "X coordinate of the centre"},
        "center_y": {"type": "number", "description": "Y coordinate of the centre"},
        "radius": {"type": "number", "description": "Radius of the circle"}})
    assert hit_severities("param-missing-unit", circle) == ["info"]
    assert "center_x" in hits("param-missing-unit", circle)[0].message
    # coordinates that name their unit leave the length's unit open: it is asked for
    metric = open_tool("create_circle", "Create a circle in the Rhino document.", {
        "center_x": {"type": "number", "description": "X coordinate of the centre in mm"},
        "radius": {"type": "number", "description": "Radius of the circle"}})
    assert hit_severities("param-missing-unit", metric) == ["warning"]
    search = open_tool("search_sites", "Search trial sites near a place.", {
        "radius": {"type": "number", "description": "Search radius around the place"}})
    assert hit_severities("param-missing-unit", search) == ["warning"]


def test_a_setting_that_tunes_a_quantity_has_no_unit():
    tuning = open_tool("create_agent", "Create an agent.", {"optimize_streaming_latency": {
        "type": "integer", "default": 3, "description": "Optimize streaming latency. Range is 0 to 4."}})
    assert hits("param-missing-unit", tuning) == []
    latency = open_tool("create_agent", "Create an agent.", {"max_latency": {
        "type": "integer", "description": "Highest streaming latency allowed."}})
    assert hit_severities("param-missing-unit", latency) == ["warning"]


def test_another_tool_of_the_set_places_shapes_by_unitless_coordinates():
    def tool(name, props):
        return tool_doc(name, f"{name.replace('_', ' ').capitalize()} in Figma.", props, mcp=True)
    resize = tool("resize_node", {"nodeId": {"type": "string", "description": "Node to resize"},
                                  "width": {"type": "number", "description": "New width"}})
    rectangle = tool("create_rectangle", {"x": {"type": "number", "description": "X position"},
                                          "width": {"type": "number", "description": "Width"}})
    assert lint_severities([resize, rectangle], "param-missing-unit", "resize_node") == ["info"]
    assert lint_severities([resize], "param-missing-unit", "resize_node") == ["warning"]


def test_a_create_that_returns_what_it_creates_may_be_read_only():
    def tool(description):
        return [tool_doc("create_composition_plan", description, {"prompt": {"type": "string"}},
                         annotations={"readOnlyHint": True})]
    returned = tool("Create a composition plan for music generation. The returned plan shape depends "
                    "on the model. AudioRefChunks reference a stored song.")
    assert lint_severities(returned, "write-claims-read-only") == ["info"]
    saved = tool("Create a composition plan and save the plan to the library. The returned plan has an id.")
    assert lint_severities(saved, "write-claims-read-only") == ["warning"]


def test_a_positive_floor_said_in_prose_is_offered_at_info():
    positive = open_tool("create_arc", "Create an arc.", {"radius": {
        "type": "number", "description": "Arc radius (must be > 0)."}})
    found = hits("prose-only-constraint", positive)
    assert [h.severity for h in found] == ["info"]
    assert found[0].fix == ({"op": "add", "path": "/properties/radius/exclusiveMinimum", "value": 0},)
    floor = open_tool("list_rows", "List rows.", {"row": {
        "type": "integer", "description": "Row number, 1-based."}})
    assert hit_severities("prose-only-constraint", floor) == ["warning"]


def test_recommended_ranges_beside_the_stated_limit_contradict_nothing():
    advice = open_tool("fetch_latest", "Fetch the latest papers.", {"count": {
        "type": "number", "minimum": 1, "maximum": 200, "default": 50,
        "description": "Number of papers to fetch (1-200, default: 50).\n\nRECOMMENDED COUNTS:\n"
                       "  • Initial exploration: 5-10 papers\n  • Research survey: 20-50 papers"}})
    assert hits("prose-contradicts-schema", advice) == []
    table = open_tool("fetch_pdf", "Fetch a PDF.", {"timeout": {
        "type": "number", "minimum": 10, "maximum": 300,
        "description": "Timeout in seconds.\nRECOMMENDATIONS:\n  • Small PDFs (<5MB): 30-60 seconds\n"
                       "  • Large PDFs: 120-300 seconds"}})
    assert hits("prose-contradicts-schema", table) == []
    # a hard word is a limit even beside the agreeing one: it still disagrees
    hard = open_tool("get_hourly_forecast", "Hourly forecast.", {"hours": {
        "type": "integer", "minimum": 1, "maximum": 360,
        "description": "Hours to forecast, 1-360. In this deployment at most 72 hours."}})
    assert hit_severities("prose-contradicts-schema", hard) == ["warning"]


def test_openapi_nullable_in_an_mcp_schema_is_info_in_the_users_terms():
    tools = [tool_doc("woo_coupons_create", "Create a coupon.", {"usage_limit": {
        "type": "integer", "nullable": True, "description": "Usage limit per coupon"}}, mcp=True)]
    (found,) = lint_findings(tools, "nonstandard-construct")
    assert found.severity == "info" and "refuses null" in found.message and "became" not in found.message


def test_the_password_of_an_account_the_tool_creates_is_no_credential():
    def tool(name):
        return [tool_doc(name, "Create it.", {"customerData": {"type": "object", "properties": {
            "email": {"type": "string"}, "password": {"type": "string", "description": "Password"}}}}, mcp=True)]
    assert lint_findings(tool("woo_customers_create"), "credential-param") == []
    assert [f.severity for f in lint_findings(tool("woo_reports_fetch"), "credential-param")] == ["warning"]


def test_a_date_form_written_as_a_value_after_format_is_stated():
    compact = open_tool("get_stock_history", "获取股票历史数据", {
        "symbol": {"type": "string", "description": "股票代码"},
        "start_date": {"type": "string", "description": "开始日期，格式：20240101"}}, ("symbol",))
    found = hits("format-missing", compact)
    assert [h.severity for h in found] == ["info"] and "20240101" in found[0].message
    assert "format\": \"date\"" not in found[0].message
    bare = open_tool("get_stock_history", "获取股票历史数据", {
        "symbol": {"type": "string", "description": "股票代码"},
        "start_date": {"type": "string", "description": "开始日期"}}, ("symbol",))
    assert hit_severities("format-missing", bare) == ["warning"]
