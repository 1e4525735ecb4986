"""Round 32C: units and ranges read from what the value is (holdout-final-19's verdicts).

- param-missing-unit: a `budget` or an `amount` whose text calls it a count ("返回条数上限",
  "Number of results") or levels of a tree ("聚合深度：1=一级子目录", "levels deep") counts
  things: no currency to name. A budget of money keeps the question.
- range-missing: the floor of a duration in a stated unit (`ttl_seconds`, a `timeout` "in
  seconds") is info (reviewers: "no model sends 0 or a negative timeout"); one with no unit
  ("超时时间") stays shown; a longitude beside a latitude is info (the latitude's range catches
  the swapped pair); a latitude, and a longitude alone, stay warnings.
"""

from __future__ import annotations

from support import lint_findings, tool_doc

PMU = "param-missing-unit"
RM = "range-missing"


def _shown(tools: list[dict], rule: str) -> list[str]:
    return [f.path for f in lint_findings(tools, rule) if f.severity in ("warning", "error")]


def _all(tools: list[dict], rule: str) -> list[str]:
    return [f.path for f in lint_findings(tools, rule)]


def _budget_tool(description: str, props: dict) -> dict:
    return tool_doc("scan_folder_assets", description, props)


def test_a_budget_that_counts_rows_or_levels_needs_no_currency_zh_and_en():
    zh = _budget_tool("审计磁盘资产：按大小排序，并按目录给出预算。", {
        "budget_cap": {"type": "integer", "default": 30, "description": "目录预算返回条数上限；<=0 全返"},
        "budget_depth": {"type": "integer", "default": 1,
                         "description": "目录预算聚合深度：1=一级子目录（默认）；0=叶子目录全链"}})
    assert _all([zh], PMU) == []
    en = _budget_tool("Audit assets on disk with a per-directory budget.", {
        "budget_cap": {"type": "integer", "description": "Maximum number of budget rows to return"},
        "budget_depth": {"type": "integer", "description": "How many folder levels deep to aggregate"}})
    assert _all([en], PMU) == []


def test_a_budget_of_money_still_asks_for_its_currency_zh_and_en():
    zh = tool_doc("campaign_create", "创建广告投放计划，会真实扣费。", {
        "budget": {"type": "number", "description": "每日投放预算上限"}})
    assert _shown([zh], PMU) == ["/properties/budget"]
    en = tool_doc("campaign_create", "Create an ad campaign; charges the account.", {
        "daily_budget": {"type": "number", "description": "Daily spend cap for the campaign"}})
    assert _shown([en], PMU) == ["/properties/daily_budget"]
    paid = tool_doc("wallet_transfer", "向对方转账，会真实扣款。", {
        "amount": {"type": "number", "description": "转账金额"}})
    assert _shown([paid], PMU) == ["/properties/amount"]


def _timeout_tool(lang: str) -> dict:
    text = "请求超时（秒）" if lang == "zh" else "Request timeout in seconds"
    desc = "抓取网页内容。" if lang == "zh" else "Fetch a web page."
    return tool_doc("web_fetch", desc, {"url": {"type": "string", "description": "URL"},
                                        "timeout": {"type": "integer", "description": text}},
                    required=["url"])


def test_a_durations_floor_is_info_en_and_zh():
    for lang in ("en", "zh"):
        tools = [_timeout_tool(lang)]
        assert _shown(tools, RM) == [], lang
        assert "/properties/timeout" in _all(tools, RM), lang  # still said, at info


def test_a_timeout_of_no_unit_has_its_floor_as_info_en_and_zh():
    # fresh reviewers: "a model will not send 0 or a negative timeout" (round 49)
    for lang, text in (("en", "Request timeout"), ("zh", "超时时间")):
        tool = _timeout_tool(lang)
        tool["parameters"]["properties"]["timeout"]["description"] = text
        assert _shown([tool], RM) == [], lang
        assert "/properties/timeout" in _all([tool], RM), lang  # still said, at info


def test_a_count_is_still_shown_beside_the_timeout_en_and_zh():
    for lang, text in (("en", "Forecast days"), ("zh", "预报天数")):
        tool = _timeout_tool(lang)
        tool["parameters"]["properties"]["days"] = {"type": "integer", "description": text}
        assert _shown([tool], RM) == ["/properties/days"], lang


def _place_tool(lang: str, with_latitude: bool = True) -> dict:
    lat = "纬度" if lang == "zh" else "Latitude"
    lon = "经度" if lang == "zh" else "Longitude"
    props = {"longitude": {"type": "number", "description": lon}}
    if with_latitude:
        props["latitude"] = {"type": "number", "description": lat}
    desc = "设置默认定位。" if lang == "zh" else "Set the default location."
    return tool_doc("location_default", desc, props, required=list(props))


def test_a_longitude_beside_a_latitude_is_info_and_so_is_the_latitude_en_and_zh():
    # round 54: the latitude's -90..90 is info too (fresh reviewers of holdouts 20-29: 0 U / 9 N,
    # "every model knows latitude's range"); both stay in the full report
    for lang in ("en", "zh"):
        tools = [_place_tool(lang)]
        assert _shown(tools, RM) == [], lang
        assert {"/properties/latitude", "/properties/longitude"} <= set(_all(tools, RM)), lang


def test_a_longitude_alone_keeps_its_warning_en_and_zh():
    for lang in ("en", "zh"):
        assert _shown([_place_tool(lang, with_latitude=False)], RM) == ["/properties/longitude"], lang
