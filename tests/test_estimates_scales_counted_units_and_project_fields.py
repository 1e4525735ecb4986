"""Numbers, units and value sets read by what the value is (holdout 20's verdicts, generalised).

- range-missing: an estimate the model states (`estimatedHours`, "预计工时") and a span after which
  the service acts or for which it keeps something (`staleAfterMinutes`, `keep_days`,
  `control_persist_seconds`) are info; a number copied back with its `reasoning` (an analysis
  result's `buffer.percentage`) is info; a confidence or probability whose text shows no scale is
  a warning that asks 0..1 or 0..100.
- param-missing-unit: a name ending in the thing it counts (`budgetTokens`, "预算字节") has its unit.
- enum-missing: the status or priority of a board's items, in a tool whose text says the project
  defines its fields (GitHub Projects v2, custom fields), is info: its options are user-defined.
- array-unbounded: a batch its text caps by a named server setting ("最多 batch_max_urls 个") is
  info: a fixed `maxItems` could contradict the deployment.
- prose-only-constraint: `per_page` "Number of items to return per page (max 100)" is a page
  size, and its stated maximum is reported.
Each beside a look-alike that keeps its finding.
"""

from __future__ import annotations

from support import lint_findings, lint_severities, tool_doc

RM = "range-missing"
UNIT = "param-missing-unit"
ENUM = "enum-missing"
ARR = "array-unbounded"
POC = "prose-only-constraint"


def _by_field(tools: list[dict], rule: str) -> dict[str, str | None]:
    return {f.path.rsplit("/", 1)[-1]: f.severity for f in lint_findings(tools, rule)}


# ---------------------------------------------------------------- range-missing: estimates

def test_an_estimate_the_model_states_is_info_en_and_zh():
    en = tool_doc("update_task", "Update a task of the board.",
                  {"task_id": {"type": "string", "description": "Task to update."},
                   "estimatedHours": {"type": "number"}}, required=["task_id"])
    assert lint_severities([en], RM) == ["info"]
    zh = tool_doc("update_task", "更新看板上的一个任务。",
                  {"task_id": {"type": "string", "description": "任务编号"},
                   "hours": {"type": "number", "description": "预计工时"}}, required=["task_id"])
    assert lint_severities([zh], RM) == ["info"]


def test_a_quantity_the_call_acts_on_keeps_its_warning_en_and_zh():
    # the look-alikes: a read's forecast window, a write's seat count
    en = tool_doc("weather_get_forecast", "Get the daily forecast for one city. Read-only.",
                  {"days": {"type": "integer", "description": "Number of forecast days."}})
    assert lint_severities([en], RM) == ["warning"]
    zh = tool_doc("book_seats", "预订演出座位并从账户扣款。",
                  {"show_id": {"type": "string", "description": "演出编号"},
                   "seat_count": {"type": "integer", "description": "预订座位数"}},
                  required=["show_id", "seat_count"])
    assert lint_severities([zh], RM) == ["warning"]


# ------------------------------------------------- range-missing: spans the service keeps or waits

def test_a_span_after_which_the_service_acts_or_keeps_is_info_en_and_zh():
    en = tool_doc("agents_list", "List registered agents.",
                  {"staleAfterMinutes": {"type": "number"}})
    assert lint_severities([en], RM) == ["info"]
    zh = tool_doc("logs_prune", "清理旧日志文件。",
                  {"keep_days": {"type": "integer", "description": "保留天数"}})
    assert _by_field([zh], RM).get("keep_days") == "info"


def test_a_window_of_data_to_fetch_is_info_en_and_zh():
    # a lookback window: "no service cap is known, a maximum would be invented" (round 49)
    en = tool_doc("wiki_page_stats", "Get page view statistics of a wiki page. Read-only.",
                  {"pageViewsForDays": {"type": "integer"}})
    assert lint_severities([en], RM) == ["info"]
    zh = tool_doc("stats_trend", "查询最近若干天的健康趋势。只读。",
                  {"days": {"type": "integer", "description": "查询天数"}})
    assert lint_severities([zh], RM) == ["info"]


# ------------------------------------------------ range-missing: a judgement copied back

def _plan(fields: dict) -> dict:
    return tool_doc("plan_sprint", "Plan a sprint from a capacity result.",
                    {"capacity": {"type": "object", "properties": {"buffer": {
                        "type": "object", "properties": fields}}}})


def test_a_number_beside_its_reasoning_is_info_en_and_zh():
    en = _plan({"percentage": {"type": "number"}, "reasoning": {"type": "string"}})
    assert lint_severities([en], RM) == ["info"]
    zh = tool_doc("plan_sprint", "根据容量评估结果规划迭代。",
                  {"capacity": {"type": "object", "properties": {"buffer": {
                      "type": "object", "properties": {
                          "percentage": {"type": "number", "description": "缓冲比例"},
                          "rationale": {"type": "string", "description": "理由"}}}}}})
    assert lint_severities([zh], RM) == ["info"]


def test_the_same_number_without_an_explanation_keeps_its_warning():
    look_alike = tool_doc("create_discount", "Create a discount code for the shop.",
                          {"discount": {"type": "object", "properties": {
                              "percentage": {"type": "number"}, "code": {"type": "string"}}}})
    assert lint_severities([look_alike], RM) == ["warning"]


# ------------------------------------------------ range-missing: a confidence with no scale

def test_a_confidence_with_no_scale_is_a_warning_asking_which_en_and_zh():
    en = tool_doc("link_items", "Record a dependency between two items.",
                  {"dependencies": {"type": "array", "items": {"type": "object", "properties": {
                      "from_id": {"type": "string"}, "confidence": {"type": "number"}},
                      "required": ["from_id", "confidence"]}}})
    found = lint_findings([en], RM)
    assert [f.severity for f in found] == ["warning"]
    assert "0..1 or 0..100" in found[0].message
    zh = tool_doc("classify_text", "对文本分类。",
                  {"min_confidence": {"type": "number", "description": "最低置信度"}})
    assert lint_severities([zh], RM) == ["warning"]


def test_a_confidence_whose_text_or_default_shows_the_scale_is_not_asked():
    stated = tool_doc("classify_text", "Classify a text.",
                      {"min_confidence": {"type": "number", "description": "Minimum confidence, e.g. 0.8."}})
    assert lint_findings([stated], RM) == []
    zh = tool_doc("classify_text", "对文本分类。",
                  {"min_confidence": {"type": "number", "default": 0.3, "description": "最低置信度"}})
    assert lint_findings([zh], RM) == []


# ------------------------------------------------------ param-missing-unit: counted units

def test_a_name_ending_in_what_it_counts_has_its_unit_en_and_zh():
    en = tool_doc("agent_work", "Check out a task for an agent.",
                  {"budgetTokens": {"type": "number"}})
    assert lint_findings([en], UNIT) == []
    zh = tool_doc("agent_work", "为智能体领取任务。",
                  {"预算字节": {"type": "number"}})
    assert lint_findings([zh], UNIT) == []


def test_a_budget_without_its_unit_keeps_its_finding_en_and_zh():
    en = tool_doc("agent_work", "Check out a task for an agent.", {"budget": {"type": "number"}})
    assert lint_severities([en], UNIT) == ["warning"]
    zh = tool_doc("agent_work", "为智能体领取任务。", {"预算": {"type": "number"}})
    assert len(lint_findings([zh], UNIT)) == 1


# ------------------------------------------------------ enum-missing: user-defined fields

def _board(description: str) -> dict:
    return tool_doc("manage_project", description,
                    {"status": {"type": "string"},
                     "filter": {"type": "object", "properties": {"status": {"type": "string"}}}})


def test_an_items_status_on_a_board_whose_fields_the_project_defines_is_info_en_and_zh():
    en = _board("Manage GitHub Projects (v2): create, list, update projects; manage readme, "
                "fields, views, items.")
    found = {f.path: f.severity for f in lint_findings([en], ENUM)}
    assert found["/properties/filter/properties/status"] == "info"
    assert found["/properties/status"] == "warning"  # the project's own status: a fixed set
    zh = _board("管理项目看板：创建、列出项目，维护看板的自定义字段和视图。")
    found = {f.path: f.severity for f in lint_findings([zh], ENUM)}
    assert found["/properties/filter/properties/status"] == "info"


def test_an_items_status_elsewhere_keeps_its_warning():
    look_alike = _board("List tickets of the help desk, filtered by their status.")
    found = {f.path: f.severity for f in lint_findings([look_alike], ENUM)}
    assert found["/properties/filter/properties/status"] == "warning"


# ------------------------------------------------------ array-unbounded: a cap by a setting

def test_a_batch_capped_by_a_named_setting_is_info_zh_and_en():
    zh = tool_doc("web_batch", "并发抓取一批 URL，返回逐个结果。",
                  {"urls": {"type": "array", "items": {"type": "string"},
                            "description": "目标 URL 列表（最多 batch_max_urls 个，默认 20）。"}},
                  required=["urls"])
    assert lint_severities([zh], ARR) == ["info"]
    en = tool_doc("delete_questions", "Permanently delete questions; this cannot be undone.",
                  {"question_ids": {"type": "array", "items": {"type": "string"},
                                    "description": "Questions to delete, at most MAX_BATCH_SIZE."}},
                  required=["question_ids"])
    assert lint_severities([en], ARR) == ["info"]


def test_an_uncapped_irreversible_batch_keeps_its_warning():
    look_alike = tool_doc("delete_questions", "Permanently delete questions; this cannot be undone.",
                          {"question_ids": {"type": "array", "items": {"type": "string"},
                                            "description": "Questions to delete."}},
                          required=["question_ids"])
    assert lint_severities([look_alike], ARR) == ["warning"]


# ------------------------------------------------------ prose-only-constraint: per_page

def test_a_per_page_maximum_stated_in_prose_is_reported_en_and_zh():
    en = tool_doc("wp_list_posts", "List posts of the blog, newest first. Read-only.",
                  {"per_page": {"type": "integer",
                                "description": "Number of items to return per page (max 100)."}})
    found = lint_findings([en], POC)
    assert [f.severity for f in found] == ["warning"]
    assert found[0].fix and found[0].fix[0]["value"] == 100
    zh = tool_doc("list_posts", "列出博客文章，只读。",
                  {"perPage": {"type": "integer", "description": "每页返回条数（最多 100）"}})
    assert len(lint_findings([zh], POC)) == 1


def test_a_page_number_is_not_bounded_by_a_page_sizes_maximum():
    look_alike = tool_doc("wp_list_posts", "List posts of the blog, newest first. Read-only.",
                          {"page": {"type": "integer",
                                    "description": "Number of items to return per page (max 100)."}})
    assert lint_findings([look_alike], POC) == []
