"""Round 13B: values read for what they are. A page range or a decimal quantity is no count; an
order-duration code is no time; each with a look-alike that must still be reported."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


@pytest.mark.parametrize("name,desc", [
    ("pages", "起止页码（如：1-15）"),
    ("pages", "Page range of the article, e.g. 233-240"),
    ("quantity", "Number of shares to sell; fractional shares allowed"),
    ("qty", "买入数量，支持小数，例如 0.5"),
])
def test_a_range_or_a_decimal_amount_is_no_count(name, desc):
    tool = make_tool(name="orders_place", description="Place an order.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert hits("type-string-for-number", tool) == []


@pytest.mark.parametrize("name,desc", [
    ("pages", "Number of result pages to fetch"),
    ("page_count", "要抓取的页数"),
])
def test_a_page_count_in_a_string_is_still_reported(name, desc):
    tool = make_tool(name="papers_search", description="Search papers.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert len(hits("type-string-for-number", tool)) == 1


@pytest.mark.parametrize("desc", [
    '"gtc" (default) or "ioc". Crypto does not support "day" or "fok".',
    "订单有效期：“day”（当日有效）或 “gtc”（撤销前有效）",
    "How long the order stays open: 'day', 'gtc' or 'opg'",
])
def test_an_order_duration_code_is_no_time(desc):
    tool = make_tool(name="orders_place", description="Place an order.",
                     parameters=obj({"time_in_force": {"type": "string", "description": desc}}))
    assert hits("param-datetime-unclear", tool) == []


@pytest.mark.parametrize("desc", [
    "When the order expires, e.g. 'today' or 'tomorrow'",
    "订单到期时间，可填“now”或“today”",
])
def test_a_time_given_in_words_is_still_reported(desc):
    tool = make_tool(name="orders_place", description="Place an order.",
                     parameters=obj({"expire_time": {"type": "string", "description": desc}}))
    assert [h for h in hits("param-datetime-unclear", tool) if h.severity != "info"]


def _pc(tool):
    return hits("prose-only-constraint", tool)


@pytest.mark.parametrize("desc", [
    "Number of shares to sell. Can accept up to 9 decimal points.",
    "卖出数量，最多 4 位小数",
])
def test_a_precision_is_no_maximum(desc):
    tool = make_tool(name="positions_close", description="Close a position.",
                     parameters=obj({"qty": {"type": "number", "description": desc}}))
    assert _pc(tool) == []


def test_a_maximum_value_is_still_reported():
    tool = make_tool(name="positions_close", description="Close a position.",
                     parameters=obj({"qty": {"type": "number", "description": "Shares to sell, must be at most 9."}}))
    assert _pc(tool)


@pytest.mark.parametrize("desc", [
    "Get label values. Limits: max 10,000 values returned per request.",
    "查询标签值。每次请求最多返回 10000 个值。",
])
def test_a_limit_on_returned_values_is_no_max_items(desc):
    tool = make_tool(name="labels_values", description=desc,
                     parameters=obj({"match": {"type": "array", "items": {"type": "string"},
                                               "description": "Series selectors"}}))
    assert [h for h in _pc(tool) if h.severity != "info"] == []


@pytest.mark.parametrize("name,desc", [
    ("where", "A filter expression over dimensions; write dates as yyyy-mm-dd."),
    ("condition", "过滤条件表达式，日期格式：YYYY-MM-DD"),
])
def test_dates_inside_an_expression_are_no_date_format(name, desc):
    tool = make_tool(name="metrics_query", description="Query metrics.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert _pc(tool) == []


@pytest.mark.parametrize("desc", ["农历日期，格式：YYYY-MM-DD", "Lunar date, format: YYYY-MM-DD"])
def test_a_lunar_date_is_no_rfc3339_date(desc):
    tool = make_tool(name="lunar_to_gregorian", description="Convert a date.",
                     parameters=obj({"date": {"type": "string", "description": desc}}))
    assert _pc(tool) == []


@pytest.mark.parametrize("desc", ["公历日期，格式：YYYY-MM-DD", "Start date, format: YYYY-MM-DD"])
def test_a_gregorian_date_form_is_still_reported(desc):
    tool = make_tool(name="events_list", description="List events.",
                     parameters=obj({"date": {"type": "string", "description": desc}}))
    assert _pc(tool)


def test_a_glossed_list_is_not_cut_to_its_tail():
    tool = make_tool(name="bars_get", description="Get bars.", parameters=obj({"feed": {
        "type": "string", "description": 'Data feed — "sip" (all US exchanges, default, paid), '
                                         '"iex" (free tier), "otc", or "boats".'}}))
    assert not any("['otc', 'boats']" in h.message for h in _pc(tool))


@pytest.mark.parametrize("desc", [
    'Audit verbs. Common values: "get", "list", "create", "update", "delete".',
    "操作类型。常见取值：get、list、create、delete",
])
def test_common_values_are_no_closed_list(desc):
    tool = make_tool(name="audit_query", description="Query audit logs.",
                     parameters=obj({"verbs": {"type": "string", "description": desc}}))
    assert _pc(tool) == []


@pytest.mark.parametrize("desc", [
    "List metrics. Apply meta_filter on broad searches to keep the result set small enough that "
    "the metadata column is preserved in the response.",
    "列出指标。请使用筛选条件，使返回结果不要太大。",
])
def test_a_vague_word_about_the_response_is_no_input_limit(desc):
    tool = make_tool(name="metrics_list", description=desc, parameters=obj({
        "meta_filter": {"type": "object", "description": "Key-value pairs"},
        "page_size": {"type": "integer", "minimum": 1, "maximum": 100}}))
    assert hits("vague-limit", tool) == []


@pytest.mark.parametrize("desc", ["请填写合理的金额，不能太大。",
                                  "Enter a reasonable amount; it must not be too large."])
def test_a_vague_word_about_an_input_is_still_reported(desc):
    tool = make_tool(name="billing_refund", description="Refund.", parameters=obj({
        "amount": {"type": "number", "description": desc}}))
    assert hits("vague-limit", tool)


@pytest.mark.parametrize("desc", [
    "获取接口列表。\n\n支持按目录和状态筛选。\n\nArgs:\n    folder_id: 接口目录 ID\n    status: 按接口状态筛选\n",
    "List APIs. Results can be filtered by folder.\n\nArgs:\n    folder_id: the folder to list\n"
    "    state: draft or live\n",
])
def test_a_filter_documented_in_the_args_block_is_taken(desc):
    tool = make_tool(name="list_http_apis", description=desc, parameters=obj({
        "folder_id": {"type": "integer"}, "state": {"type": "string"}, "status": {"type": "string"}}))
    assert hits("prose-filter-not-in-schema", tool) == []


@pytest.mark.parametrize("desc", [
    "获取接口列表。\n\n支持按标签筛选。\n\nArgs:\n    folder_id: 接口目录 ID\n",
    "List APIs. Results can be filtered by owner.\n\nArgs:\n    folder_id: the folder to list\n",
])
def test_a_filter_no_parameter_takes_is_still_reported(desc):
    tool = make_tool(name="list_http_apis", description=desc, parameters=obj({
        "folder_id": {"type": "integer"}}))
    assert hits("prose-filter-not-in-schema", tool)


@pytest.mark.parametrize("entry", ["method: HTTP 请求方法（必填）。可选值: GET/POST/PUT/DELETE",
                                   "method: the HTTP method, one of GET, POST, PUT or DELETE"])
def test_selector_values_listed_in_the_args_block_are_stated(entry):
    tool = make_tool(name="create_http_api", description=f"Create an API.\n\nArgs:\n    {entry}\n"
                                                         "    path: the path\n",
                     parameters=obj({"method": {"type": "string"}, "path": {"type": "string"}}))
    assert hits("enum-values-unstated", tool) == []


@pytest.mark.parametrize("desc", ["创建接口。\n\nArgs:\n    path: 接口路径\n",
                                  "Create an API.\n\nArgs:\n    path: the path\n"])
def test_selector_values_listed_nowhere_are_still_reported(desc):
    tool = make_tool(name="create_http_api", description=desc,
                     parameters=obj({"method": {"type": "string", "description": "请求方法"},
                                     "path": {"type": "string"}}))
    assert hits("enum-values-unstated", tool)


def test_two_whole_vocabularies_are_no_slip():
    tool = make_tool(name="metric_data_get", description="Get metric data.", parameters=obj({"statistic": {
        "type": "string", "enum": ["AVG", "COUNT", "MAX", "MIN", "SUM", "Average", "Sum", "Maximum",
                                   "Minimum", "SampleCount"]}}))
    assert [h for h in hits("enum-unstable-values", tool) if h.severity != "info"] == []


@pytest.mark.parametrize("enum", [["pending", "Pending", "paid", "cancelled"],
                                  ["已支付", "PAID", "Paid", "PENDING"]])
def test_a_case_slip_is_still_reported(enum):
    tool = make_tool(name="orders_list", description="List orders.", parameters=obj({"status": {
        "type": "string", "enum": enum}}))
    assert [h for h in hits("enum-unstable-values", tool) if h.severity != "info"]


@pytest.mark.parametrize("schema", [
    {"type": "string", "examples": ["7D", "4W", "1M"],
     "description": "The total duration, defined as `number` + `unit`. Valid units are: `D`, `W`, `M`."},
    {"type": "string", "description": "时间跨度，数字加单位，单位可选 D、W、M，例如 7D。"},
])
def test_listed_units_of_a_composed_value_are_no_enum(schema):
    tool = make_tool(name="portfolio_history_get", description="Get history.",
                     parameters=obj({"period": schema}))
    assert [h for h in hits("enum-missing", tool) if h.severity != "info"] == []


@pytest.mark.parametrize("desc", ['Reporting period: "D", "W" or "M".', '统计周期："D"、"W" 或 "M"。'])
def test_listed_whole_values_still_ask_for_an_enum(desc):
    tool = make_tool(name="portfolio_history_get", description="Get history.",
                     parameters=obj({"period": {"type": "string", "description": desc}}))
    assert [h for h in hits("enum-missing", tool) if h.severity != "info"]


def test_a_unit_parameter_listing_its_units_still_asks_for_an_enum():
    tool = make_tool(name="portfolio_history_get", description="Get history.", parameters=obj({
        "unit": {"type": "string", "description": 'Valid units are: "D", "W" or "M".'}}))
    assert [h for h in hits("enum-missing", tool) if h.severity != "info"]


_NULLABLE = {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None}


@pytest.mark.parametrize("entry", ['参数 date：可选，格式 "MM-DD"（如 "09-25"）或 "YYYY-MM-DD"。',
                                   'Parameter date: optional, "MM-DD" (e.g. "09-25") or "YYYY-MM-DD".'])
def test_a_date_form_stated_in_a_parameter_entry_is_stated(entry):
    tool = make_tool(name="history_today", description=f"Events on this day.\n\n{entry}\n",
                     parameters=obj({"date": dict(_NULLABLE)}))
    assert hits("format-missing", tool) == []


@pytest.mark.parametrize("entry", ["参数 date：可选，省略则使用今天。",
                                   "Parameter date: optional; today when omitted."])
def test_a_parameter_entry_without_a_form_still_asks_for_one(entry):
    tool = make_tool(name="history_today", description=f"Events on this day.\n\n{entry}\n",
                     parameters=obj({"date": dict(_NULLABLE)}))
    assert hits("format-missing", tool)


@pytest.mark.parametrize("desc", [
    "The resolution of time window. 1Min, 5Min or 1D. For queries longer than 30 days of `period`, "
    "the system only accepts 1D as `timeframe`.",
    "时间粒度：1Min、5Min 或 1D。超过 30 天的 `period` 只接受 1D。",
])
def test_a_field_name_is_no_character_class(desc):
    tool = make_tool(name="portfolio_history_get", description="Get history.",
                     parameters=obj({"timeframe": {"type": "string", "description": desc}}))
    assert hits("prose-only-shape", tool) == []


@pytest.mark.parametrize("desc", ["Version, digits and periods only, e.g. 1.2.3",
                                  "版本号，只能包含数字和点号，例如 1.2.3"])
def test_a_character_rule_with_periods_is_still_reported(desc):
    tool = make_tool(name="release_get", description="Get a release.",
                     parameters=obj({"version": {"type": "string", "description": desc}}))
    assert hits("prose-only-shape", tool)


@pytest.mark.parametrize("desc", ["公历转农历\ndate: 公历日期，格式：YYYY-MM-DD",
                                  "Convert to the lunar calendar.\ndate: Gregorian date, format: YYYY-MM-DD"])
def test_a_gregorian_input_of_a_lunar_tool_is_still_reported(desc):
    tool = make_tool(name="gregorian_to_lunar", description=desc,
                     parameters=obj({"date": {"type": "string"}}))
    assert _pc(tool)


def test_a_lunar_input_in_the_tool_entry_is_no_rfc3339_date():
    tool = make_tool(name="lunar_to_gregorian", description="农历转公历。\ndate: 农历日期，格式：YYYY-MM-DD",
                     parameters=obj({"date": {"type": "string"}}))
    assert _pc(tool) == []


@pytest.mark.parametrize("desc", ["Number of pages to return. Allowed values: `1-20`.",
                                  "返回条数，取值范围 1-100。"])
def test_a_count_with_its_allowed_range_is_still_a_count(desc):
    tool = make_tool(name="jobs_search", description="Search jobs.",
                     parameters=obj({"num_pages": {"type": "string", "description": desc}}))
    assert hits("type-string-for-number", tool)
