"""Findings a tool's own text already answers, or that misread what it says, each with a look-alike
that keeps its finding: a download into a folder named by the tool, a tool that writes nothing,
values "ignored" or "coerced", a sort field that takes a direction suffix, a date form given in
the tool's running text, "至少传一个" over two keys, a factor whose entry says 1.0 is normal, a
unit word after the name, an id whose source tool is named beside its camelCase word, and the
calendar's own ranges."""

from __future__ import annotations

import pytest

from support import hit_severities, hits, open_tool

# --- overwrite-unstated -------------------------------------------------------------------

def test_a_download_into_a_folder_the_tool_names_files_in_is_info():
    tool = open_tool("download_paper", "Download PDF of a paper.\n\n    Args:\n        paper_id: the id.\n"
                                   "        save_path: Directory to save the PDF (default: './downloads').",
                 {"paper_id": {"type": "string"}, "save_path": {"type": "string", "default": "./downloads"}},
                 ["paper_id"])
    assert hit_severities("overwrite-unstated", tool) == ["info"]


def test_a_download_the_text_says_is_not_supported_writes_nothing():
    tool = open_tool("download_paper", "Download PDF for a paper.\n\n    Note: the connector is metadata-only and "
                                   "download is not supported.\n    Args:\n        save_path: Directory to save "
                                   "the PDF (unused).",
                 {"paper_id": {"type": "string"}, "save_path": {"type": "string"}}, ["paper_id"])
    assert hits("overwrite-unstated", tool) == []


def test_a_download_to_a_file_path_keeps_its_warning():
    tool = open_tool("download_file", "Download a file from the drive.",
                 {"remote_path": {"type": "string", "description": "Drive path."},
                  "local_path": {"type": "string", "description": "Local file path to write, e.g. /tmp/a.pdf."}},
                 ["remote_path", "local_path"])
    assert hit_severities("overwrite-unstated", tool) == ["warning"]


# --- prose-only-constraint: taken and adjusted, not refused --------------------------------

def _page(desc):
    return open_tool("list_views", "Lists the views.",
                     {"pageSize": {"type": "number", "default": 50, "description": desc}})


def test_values_the_text_says_are_ignored_are_no_bound():
    assert hits("prose-only-constraint", _page("The maximum number of results. Non-positive values are ignored.")) == []


def test_a_maximum_the_service_coerces_to_is_info_without_a_patch():
    tool = _page("The maximum number of results. The maximum value is 1000; values above 1000 will be coerced to 1000.")
    found = hits("prose-only-constraint", tool)
    assert found and all(h.severity == "info" and h.fix is None for h in found)


def test_a_maximum_the_service_rejects_above_keeps_its_patch():
    (h,) = hits("prose-only-constraint", _page("The maximum number of results. Must not exceed 1000."))
    assert h.fix


# --- enum-missing: a sort field with a direction written onto it ---------------------------

def test_a_sort_field_that_takes_a_desc_suffix_gets_no_enum():
    tool = open_tool("list_traces", "Lists traces.", {"orderBy": {"type": "string", "description":
                 "Field used to sort the traces. Can be one of the following: 'trace_id', 'name', 'duration'. "
                 "Descending order can be specified by appending 'desc' to the sort field."}})
    assert hits("enum-missing", tool) == []


def test_a_sort_field_whose_values_are_the_whole_set_keeps_its_enum_finding():
    tool = open_tool("list_traces", "Lists traces.", {"orderBy": {"type": "string", "description":
                 "Field used to sort the traces. Can be one of the following: 'trace_id', 'name', 'duration'."}})
    assert len(hits("enum-missing", tool)) == 1


# --- format-missing: the form in the tool's running text -----------------------------------

def test_a_date_form_given_in_the_tool_text_is_info():
    tool = open_tool("rank_daily", "抖音每日热门榜。start_time/end_time 格式 yyyy-MM-dd，不传默认昨日。",
                 {"start_time": {"type": "string"}, "end_time": {"type": "string"}})
    assert sorted(hit_severities("format-missing", tool)) == ["info", "info"]


def test_a_date_with_no_form_anywhere_keeps_its_warning():
    tool = open_tool("rank_daily", "抖音每日热门榜。", {"start_date": {"type": "string", "description": "开始日期"}})
    assert hit_severities("format-missing", tool) == ["warning"]


# --- required-alternatives-unstated ---------------------------------------------------------

def test_at_least_one_said_in_chinese_is_stated():
    tool = open_tool("video_get_works", "获取 UP 主视频列表。mid 与 account_url（主页链接）至少传一个；",
                 {"mid": {"type": "string"}, "account_url": {"type": "string"}, "page": {"type": "integer"}})
    assert hits("required-alternatives-unstated", tool) == []


# --- param-missing-unit ---------------------------------------------------------------------

def test_a_speed_whose_entry_says_one_is_normal_is_a_factor():
    tool = open_tool("speech_synthesize", "Synthesize speech.\n\n    Args:\n        speed (float, optional): Speed of "
                                      "the speech. Values range from 0.7 to 1.2, with 1.0 being the default speed.",
                 {"speed": {"type": "number", "default": 1.0}})
    assert hits("param-missing-unit", tool) == []


def test_a_unit_word_right_after_the_name_in_the_tool_text_states_it():
    tool = open_tool("video_generate", "提交视频生成任务。duration 秒数 [4,15] 或 -1 智能。",
                 {"duration": {"type": "integer", "default": 5}})
    assert hits("param-missing-unit", tool) == []


def test_a_duration_the_tool_text_names_without_a_unit_keeps_its_finding():
    tool = open_tool("video_generate", "提交视频生成任务。duration 为视频长度。",
                 {"duration": {"type": "integer", "default": 5}})
    assert len(hits("param-missing-unit", tool)) == 1


# --- range-missing: the calendar's own ranges -------------------------------------------------

@pytest.mark.parametrize("name", ["month", "minute"])
def test_a_calendar_part_is_info(name):
    tool = open_tool("chart_birth", "排盘。", {name: {"type": "integer"}})
    assert hit_severities("range-missing", tool) == ["info"]


def test_an_hour_keeps_its_warning():
    tool = open_tool("chart_birth", "排盘。", {"hour": {"type": "integer"}})
    assert hit_severities("range-missing", tool) == ["warning"]


# --- param-missing-description: the id's source tool named beside its camelCase word -----------

def test_an_id_whose_source_tool_the_text_names_needs_no_source():
    from workbench.model import ToolSet

    submit = open_tool("ai_search_submit", "提交搜索任务，立即返回 taskId。",
                   {"query": {"type": "string", "description": "问题"}})
    result = open_tool("ai_search_result", "查询搜索任务结果。传 ai_search_submit 提交返回的 taskId。",
                   {"task_id": {"type": "string"}}, ["task_id"])
    found = hits("param-missing-description", result, ToolSet((submit, result)))
    assert not any(h.severity is None for h in found)  # no warning: the source is said


def test_an_id_whose_source_is_not_named_keeps_its_finding():
    from workbench.model import ToolSet

    submit = open_tool("ai_search_submit", "提交搜索任务。", {"query": {"type": "string", "description": "问题"}})
    result = open_tool("ai_search_result", "查询搜索任务结果。", {"task_id": {"type": "string"}}, ["task_id"])
    found = hits("param-missing-description", result, ToolSet((submit, result)))
    assert any(h.severity is None for h in found)


# --- read-name-changes-state: loading into the working set is what a load does -------------

def test_a_load_that_switches_the_working_cache_is_no_hidden_write():
    tool = open_tool("load_checkpoint", "将 CACHE 切换到指定 checkpoint 的数据，所有过滤工具随即在该时间窗口内工作。",
                 {"checkpoint_id": {"type": "string", "description": "来自 list_checkpoints 返回的 id"}},
                 ["checkpoint_id"])
    assert hits("read-name-changes-state", tool) == []


def test_a_get_that_marks_and_notifies_keeps_its_finding():
    tool = open_tool("get_order", "Gets the order and marks it as viewed, then notifies the customer.",
                 {"order_id": {"type": "string", "description": "Order id, e.g. O-1."}}, ["order_id"])
    assert len(hits("read-name-changes-state", tool)) == 1


# --- known wrong readings of fresh reviews -------------------------------------------------------

def test_reasonableness_a_tool_checks_is_no_vague_limit():
    tool = open_tool("check_drug_safety", "用药安全检查：剂量合理性、过敏与相互作用。",
                 {"drug": {"type": "string", "description": "药品名称，例如 阿莫西林"}}, ["drug"])
    assert hits("vague-limit", tool) == []


def test_a_reasonable_amount_asked_of_the_input_keeps_its_finding():
    tool = open_tool("pay_fee", "缴费。", {"amount": {"type": "number", "description": "请填写合理的金额，不能太大。"}})
    assert len(hits("vague-limit", tool)) >= 1


def test_the_tags_of_one_article_published_are_no_batch():
    tool = open_tool("publish_article", "发布一篇文章。", {"title": {"type": "string", "description": "标题"},
                 "tagIds": {"type": "array", "items": {"type": "string"}, "description": "标签 ID 列表"}},
                 ["title"])
    assert all(h.severity == "info" for h in hits("array-unbounded", tool))


def test_a_selector_the_tool_text_lists_the_ways_of_is_stated():
    tool = open_tool("filter_by_method", "按 HTTP 方法过滤（GET / POST / PUT / DELETE 等），返回精简视图。",
                 {"method": {"type": "string"}}, ["method"])
    assert hits("enum-values-unstated", tool) == []


def test_the_ids_of_a_batch_delete_are_a_batch():
    tool = open_tool("batch_delete_articles", "批量删除文章，删除后无法恢复。",
                 {"article_ids": {"type": "array", "items": {"type": "string"}, "description": "要删除的文章 ID 列表"}},
                 ["article_ids"])
    assert hit_severities("array-unbounded", tool) == ["warning"]
