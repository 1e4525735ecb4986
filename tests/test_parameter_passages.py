"""A parameter's entry in the tool description's parameter block ("Args:", "### 参数说明") is
its description for the model: param-missing-unit reads the unit there, prose-only-constraint
reads the limits and value lists there and not a number elsewhere that shares the name (an SQL
`LIMIT` in a syntax guide), and values offered as examples ("示例:", "format:") become no enum.
Also: a unit the name states (`temp_c`), a `$ref` to a closed set, and an example unit that
follows the tool's own (milliseconds). English and Chinese."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.prose.passages import parameter_passages


def test_entries_are_read_with_their_continuation_lines():
    text = ("查询记录。\n\n    Args:\n        deadline_ms (int): 截止时间，Unix 时间戳（毫秒）\n"
            "        region: 地域，如 ap-guangzhou\n                也可以不传\n\n    Returns:\n        结果")
    got = parameter_passages(text, ["deadline_ms", "region", "other"])
    assert got == {"deadline_ms": "截止时间，Unix 时间戳（毫秒）", "region": "地域，如 ap-guangzhou\n也可以不传"}


@pytest.mark.parametrize("desc,name", [
    ("Lists invoices.\n\nParameters:\n- `since`: creation time, epoch milliseconds\n- page: page", "since"),
    ("列出订单。\n\n### 参数说明\n- created_after: 创建时间下限，Unix 时间戳（秒）\n- page: 页码", "created_after"),
    ("Book a room.\n    Args:\n        budget_total: total budget (USD), optional\n", "budget_total"),
    ("预订会议室。\n    Args:\n        duration: 会议时长（分钟）。必填\n", "duration"),
])
def test_a_unit_in_the_parameter_entry_is_stated(desc, name):
    tool = make_tool(name="tool_x", description=desc,
                     parameters=obj({name: {"type": "integer"}, "page": {"type": "integer"}}))
    assert not [h for h in hits("param-missing-unit", tool) if name in h.path]


def test_an_entry_without_a_unit_still_asks_for_one_in_the_tools_unit():
    tool = make_tool(name="list_events", description=(
        "列出事件。所有时间均为毫秒。\n\n参数：\n- window: 统计窗口\n- page: 页码"),
        parameters=obj({"window_interval": {"type": "integer"}, "page": {"type": "integer"}}))
    (h,) = hits("param-missing-unit", tool)
    assert "毫秒" in h.message and "秒'" not in h.message.replace("毫秒'", "")


@pytest.mark.parametrize("name", ["temp_c", "water_temp_f", "min_temp_c"])
def test_a_temperature_whose_name_ends_in_its_scale_states_it(name):
    tool = make_tool(name="pace_adjust", description="Adjust a running pace for the weather.",
                     parameters=obj({name: {"type": "number"}}))
    assert not hits("param-missing-unit", tool)


def test_a_ref_to_a_closed_set_is_no_quantity():
    schema = {"type": "object", "properties": {
        "title": {"type": "object", "properties": {"weight": {"type": "string", "enum": ["regular", "bold"]}}},
        "body": {"type": "object", "properties": {"weight": {"$ref": "#/properties/title/properties/weight"}}}}}
    tool = make_tool(name="render_card", description="Render a card.", parameters=schema)
    assert not hits("param-missing-unit", tool)


def _prose(desc, props, required=()):
    tool = make_tool(name="tool_x", description=desc, parameters=obj(props, required=list(required)))
    return hits("prose-only-constraint", tool)


def test_a_limit_elsewhere_in_the_text_is_not_the_parameters_own():
    desc = ("检索日志。\n\n### SQL\n- 默认返回 100 行，LIMIT 最大 100 万行\n\n### 参数说明\n"
            "- query: 检索语句\n- limit: 返回条数，默认 100，最大 1000\n")
    (h,) = _prose(desc, {"query": {"type": "string"}, "limit": {"type": "integer", "default": 100}})
    assert h.fix and h.fix[0]["value"] == 1000


def test_a_value_list_run_on_from_the_entry_above_is_not_mixed_in():
    desc = ("Lists alerts.\n\nArgs:\n- state: filter by state: 0=open, 1=closed, 2=expired\n"
            "- severity: filter by severity: 0=low, 1=high")
    found = {h.path: h for h in _prose(desc, {"state": {"type": "integer"}, "severity": {"type": "integer"}})}
    assert "expired" not in found["/properties/severity"].message


def test_an_enum_beside_a_null_branch_gets_no_patch():
    desc = "查询告警。\n\n参数说明：\n- level: 告警等级，只能是 0、1、2\n"
    (h,) = _prose(desc, {"level": {"anyOf": [{"type": "integer"}, {"type": "null"}], "default": None}})
    assert h.fix is None


@pytest.mark.parametrize("desc", [
    'Geocode.\n\nArgs:\n    location: a place id or "lon,lat", format: "116.41,39.92" or "101010100"\n',
    '查询天气。\n\n参数：\n- location: LocationID 或 经度,纬度，示例: "101010100" 或 "116.41,39.92"\n',
    'Find shops.\n\nArgs:\n    area: for example "north" or "south"\n',
])
def test_examples_in_an_entry_become_no_enum(desc):
    name = "area" if "area:" in desc else "location"
    assert not [h for h in _prose(desc, {name: {"type": "string"}}) if "enum" in h.message]


def test_a_range_in_the_entry_is_the_parameters_limit():
    desc = "Interact with a page.\n\nArgs:\n- timeout: execution timeout in seconds, 1-300 (optional)\n"
    (h,) = _prose(desc, {"timeout": {"type": "number"}})
    assert {op["path"]: op["value"] for op in h.fix} == {"/properties/timeout/minimum": 1,
                                                          "/properties/timeout/maximum": 300}


@pytest.mark.parametrize("desc,name", [
    ("搜索航班。\n\n    Args:\n        dep_date: 出发日期，格式YYYY-MM-DD。必填\n        city: 城市\n", "dep_date"),
    ("Search trains.\n\nArgs:\n    travel_date: travel date, format YYYY-MM-DD\n    city: city\n",
     "travel_date"),
])
def test_a_form_stated_in_the_entry_is_no_missing_form(desc, name):
    tool = make_tool(name="trip_search", description=desc,
                     parameters=obj({name: {"type": "string"}, "city": {"type": "string"}}))
    assert not hits("format-missing", tool)
    (h,) = [h for h in hits("prose-only-constraint", tool) if name in h.path]
    assert h.fix and h.fix[0]["value"] == "date"


def test_a_compact_date_form_in_the_entry_gets_a_pattern_not_format_date():
    desc = "日出日落。\n\nArgs:\n    date: 必选，日期，格式 yyyyMMdd，例如 20260901\n"
    tool = make_tool(name="astronomy_sun", description=desc, parameters=obj({"date": {"type": "string"}}))
    assert not hits("format-missing", tool)
    (h,) = hits("prose-only-constraint", tool)
    assert h.fix and h.fix[0]["path"].endswith("/pattern")


@pytest.mark.parametrize("name,unit", [("thinking_budget", "tokens"), ("memorySize", "MB"),
                                       ("disk_size", "MB")])
def test_the_example_unit_fits_the_quantity(name, unit):
    tool = make_tool(name="deploy_agent", description="Deploy an agent.",
                     parameters=obj({name: {"type": "integer"}}))
    (h,) = hits("param-missing-unit", tool)
    assert unit in h.message and "kg" not in h.message and "USD" not in h.message


def test_docstring_tag_entries_are_read():
    text = ("对队列头部消息采样.\n\n    @param queue 目标队列名称\n    @param count 采样数量限制（1-50，默认 10）\n"
            "    @param {number} limit - how many rows\n    :param int page: page number, from 1\n"
            "    @return 采样消息清单报告")
    got = parameter_passages(text, ["queue", "count", "limit", "page"])
    assert got == {"queue": "目标队列名称", "count": "采样数量限制（1-50，默认 10）",
                   "limit": "how many rows", "page": "page number, from 1"}


@pytest.mark.parametrize("description, message", [
    ("Peek at the head of a queue.\n\n    @param count how many to sample (1-50, default 10)\n", "maximum: 50"),
    ("对队列头部消息采样.\n\n    @param count 采样数量限制（1-50，默认 10）\n", "maximum: 50"),
])
def test_a_limit_in_a_param_tag_is_the_parameters_own(description, message):
    tool = make_tool(name="queue_peek", description=description,
                     parameters=obj({"count": {"type": "integer", "default": 10}}))
    (h,) = [h for h in hits("prose-only-constraint", tool) if h.path == "/properties/count"]
    assert message in h.message


def test_a_param_tag_for_another_name_is_not_this_parameters():
    text = "Peek.\n\n    @param size how many to sample (1-50)\n    @return the report"
    assert parameter_passages(text, ["count"]) == {}
