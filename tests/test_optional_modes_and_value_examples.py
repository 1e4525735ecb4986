"""Readings of Chinese tool texts that keep a patch from being wrong, each beside a look-alike.

- `required-id-optional`: "如不指定则获取所有工作表", "不传 `section_ids` 时默认只返回目录": the
  call may leave the value out; no patch makes it required.
- `prose-only-constraint`: values after a default mark ("默认 '买入信号'/'卖出信号'") are each
  case's default, not the set; a clock time beside a keyword ("'POST_CLOSE' 或 '15:30'") is an
  example of a free form; a form the text says is one of two accepted ("HH:MM ... 也可传预设关键词")
  gets no `pattern`."""

from __future__ import annotations

import pytest

from support import lint_findings, tool_doc

RIO = "required-id-optional"


@pytest.mark.parametrize("text,desc", [
    ("获取电子表格的内容。", "工作表 ID，如不指定则获取所有工作表"),
    ("读取文件章节。不传 `sheet_id` 时默认只返回目录。", "工作表 ID"),
])
def test_a_value_the_text_lets_a_call_leave_out_is_not_made_required(text, desc):
    doc = tool_doc("get_sheet_content", text, {
        "spreadsheet_token": {"type": "string", "description": "电子表格 token"},
        "sheet_id": {"type": "string", "description": desc}}, ["spreadsheet_token"])
    assert [f for f in lint_findings([doc], RIO) if f.fix] == []


def test_the_id_a_read_acts_on_with_no_optional_words_is_still_asked_for():
    doc = tool_doc("get_sheet", "获取指定工作表的内容。", {
        "token": {"type": "string", "description": "表格 token"},
        "sheet_id": {"type": "string", "description": "工作表 ID"}}, ["token"])
    assert [f.path for f in lint_findings([doc], RIO) if f.fix] == ["/properties/sheet_id"]


POC = "prose-only-constraint"


def _patches(doc, field):
    return [f.fix for f in lint_findings([doc], POC) if f.path == f"/properties/{field}" and f.fix]


def test_values_after_a_default_mark_are_no_closed_list():
    doc = tool_doc("manage_alerts", "管理预警。", {"reason": {
        "type": "string", "description": "预警原因 (warn_buy/warn_sell, 默认 '买入信号'/'卖出信号')"}})
    assert _patches(doc, "reason") == []


def test_the_same_values_offered_as_choices_are_still_a_closed_list():
    doc = tool_doc("manage_alerts", "管理预警。", {"reason": {
        "type": "string", "description": "预警原因 (warn_buy/warn_sell, 可选 '买入信号'/'卖出信号')"}})
    assert _patches(doc, "reason") == [({"op": "add", "path": "/properties/reason/enum",
                                          "value": ["买入信号", "卖出信号"]},)]


def test_a_form_with_keywords_beside_it_gets_no_pattern_and_no_enum():
    text = "设置策略定时执行。\n- 盘后选股: time_str='POST_CLOSE' 或 '15:30'"
    doc = tool_doc("schedule_strategy", text, {"time_str": {
        "type": "string", "description": "每日执行时间 HH:MM，如 '15:30'。也可传预设关键词: PRE_OPEN/POST_CLOSE"}})
    assert _patches(doc, "time_str") == []


HUGE = "huge-enum"
_GENRES = ["剧情", "喜剧", "动作", "爱情", "科幻", "动画", "悬疑", "惊悚", "恐怖", "犯罪", "同性",
           "音乐", "歌舞", "传记", "历史", "战争", "西部", "奇幻", "冒险", "灾难", "武侠", "情色"]


def test_a_sites_taxonomy_of_two_dozen_words_is_no_live_data():
    doc = tool_doc("discover_media", "按条件发现影视。", {"filters": {"type": "object", "properties": {
        "category": {"anyOf": [{"type": "string", "enum": _GENRES}, {"type": "null"}]}}}})
    assert [f for f in lint_findings([doc], HUGE) if f.severity != "info"] == []


def test_two_dozen_cities_are_still_live_data():
    cities = [f"城市{i}" for i in range(22)]
    doc = tool_doc("hotel_search", "搜索酒店。", {"city": {"type": "string", "enum": cities}})
    assert [f.severity for f in lint_findings([doc], HUGE)] == ["warning"]


RNC = "read-name-changes-state"


def test_a_search_that_covers_a_scope_changes_nothing():
    doc = tool_doc("search_local_policy", "检索地方标准与政策文件。本工具同时覆盖地方标准和政策，适合按主题提问。",
                   {"query": {"type": "string", "description": "问题"}}, ["query"])
    assert lint_findings([doc], RNC) == []


TSN = "type-string-for-number"


def test_a_weight_whose_default_is_a_word_is_a_mode_not_a_measurement():
    doc = tool_doc("logistic_regression", "逻辑回归。", {"class_weight": {
        "type": "string", "default": "balanced", "description": "类别权重方式"}})
    assert lint_findings([doc], TSN) == []


@pytest.mark.parametrize("default", [None, "20"])
def test_a_measurement_with_no_word_default_is_still_reported(default):
    prop = {"type": "string", "description": "目标温度"}
    if default is not None:
        prop["default"] = default
    doc = tool_doc("thermostat_set", "设置温度。", {"temperature": prop})
    assert [f.path for f in lint_findings([doc], TSN)] == ["/properties/temperature"]


FMT = "format-missing"
_NULLABLE = {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None}
_VALUE_COL = {"type": "string", "description": "数值列名"}


def test_a_column_that_holds_dates_is_named_not_a_date():
    doc = tool_doc("plot_forecast", "绘制预测图。", {"date_col": _NULLABLE, "value_col": _VALUE_COL})
    assert lint_findings([doc], FMT) == []
    assert not any("time zone" in f.message for f in lint_findings([doc], "param-missing-description"))


def test_a_date_itself_still_asks_for_its_form():
    doc = tool_doc("plot_forecast", "绘制预测图。", {"start_date": _NULLABLE, "value_col": _VALUE_COL})
    assert [f.path for f in lint_findings([doc], FMT)] == ["/properties/start_date"]


PCS = "prose-contradicts-schema"


def test_a_floor_whose_value_the_text_glosses_in_brackets_is_no_contradiction():
    doc = tool_doc("list_sections", "列出章节目录。", {"preview_chars": {
        "type": "integer", "minimum": 0, "maximum": 5000, "default": 0,
        "description": "每章节预览字符数，默认 0（不返回正文）。仅在用户要求预览时设置为正数。"}})
    assert lint_findings([doc], PCS) == []


def test_a_floor_the_text_contradicts_without_a_gloss_is_still_reported():
    doc = tool_doc("list_sections", "列出章节目录。", {"preview_chars": {
        "type": "integer", "minimum": 0, "maximum": 5000,
        "description": "每章节预览字符数，必须为正数。"}})
    assert [f.path for f in lint_findings([doc], PCS)] == ["/properties/preview_chars"]


def test_a_price_filter_on_a_named_market_is_in_that_markets_currency():
    doc = tool_doc("screen_stocks", "筛选 A股 股票。", {"min_price": {
        "type": "number", "description": "最低股价"}})
    assert [f.severity for f in lint_findings([doc], "param-missing-unit")] == ["info"]


def test_a_price_with_no_market_named_is_yuan_by_convention_in_a_chinese_tool():
    # (round 64: reviewers judged the currency question on Chinese tools' prices noise 32 times
    # of 35; an English tool's price keeps it: tests/test_booked_records_and_yuan.py)
    doc = tool_doc("screen_products", "筛选商品。", {"min_price": {
        "type": "number", "description": "最低价格"}})
    found = lint_findings([doc], "param-missing-unit")
    assert [f.severity for f in found] == ["info"] and "人民币元" in found[0].message


EOT = "enum-only-in-tool-text"
_ARGS = ("检测异常。\n\n参数:\n    method (str, \"stl\"): stl / iqr / rolling_zscore\n"
         "        stl: STL 残差判据\n        iqr: 四分位距\n    threshold (float, 3.0): 阈值\n")


def test_an_args_entry_whose_first_line_is_its_values_lists_them():
    doc = tool_doc("anomaly_detect", _ARGS, {"method": {"type": "string", "default": "stl"},
                                              "threshold": {"type": "number", "default": 3.0}})
    (f,) = lint_findings([doc], EOT)
    assert f.path == "/properties/method" and "stl / iqr / rolling_zscore" in f.message


def test_an_entry_whose_default_is_not_among_the_values_is_an_open_list():
    doc = tool_doc("anomaly_detect", _ARGS, {"method": {"type": "string", "default": "mad"},
                                              "threshold": {"type": "number", "default": 3.0}})
    assert lint_findings([doc], EOT) == []
