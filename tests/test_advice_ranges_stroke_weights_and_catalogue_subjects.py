"""Findings fresh reviewers of holdout 27 called wrong, each beside a look-alike that keeps its
finding: a range given as a trade-off ("Lower values (1-60) provide higher resolution"), a stroke's
weight (a thickness, not a mass), an order amount whose floor is declared (its ceiling is the
exchange's), and a `subject_id` of a catalogue entry (the thing looked up, not the caller)."""

from __future__ import annotations

from support import hit_severities, hits, open_tool


def test_a_range_given_as_a_trade_off_is_no_limit():
    advice = open_tool("get_metrics", "Get CloudWatch metrics.", {"period": {
        "type": "integer", "default": 60, "description": "Period in seconds. Lower values (1-60) provide "
                                                         "higher resolution but may be less available."}})
    assert hits("prose-only-constraint", advice) == []
    faster = open_tool("get_logs", "Get CloudWatch logs.", {"limit": {
        "type": "integer", "description": "Maximum entries. Use lower values (10-50) for faster queries."}})
    assert hits("prose-only-constraint", faster) == []
    rule = open_tool("get_metrics", "Get CloudWatch metrics.", {"period": {
        "type": "integer", "description": "Period in seconds, 1-60."}})
    assert hit_severities("prose-only-constraint", rule) == ["warning"]


def test_a_stroke_weight_is_no_mass():
    stroke = open_tool("set_stroke_color", "Set the stroke color of a node in Figma",
                   {"nodeId": {"type": "string"}, "weight": {"type": "number", "description": "Stroke weight"}})
    assert hits("param-missing-unit", stroke) == []
    parcel = open_tool("create_shipment", "Create a shipment for a parcel.",
                   {"weight": {"type": "number", "description": "Parcel weight"}})
    assert hit_severities("param-missing-unit", parcel) == ["warning"]


def test_an_order_amount_with_its_floor_asks_no_ceiling():
    floor = open_tool("place_market_order", "Place a market order on an exchange.",
                  {"symbol": {"type": "string"}, "amount": {"type": "number", "exclusiveMinimum": 0}})
    assert hit_severities("range-missing", floor) == ["info"]
    bare = open_tool("place_market_order", "Place a market order on an exchange.",
                 {"symbol": {"type": "string"}, "amount": {"type": "number"}})
    assert hit_severities("range-missing", bare) == ["warning"]


def test_a_catalogue_subject_is_no_caller_identity():
    entry = open_tool("douban_subject", "获取豆瓣条目详情。subject_id 来自 douban_search。",
                  {"subject_id": {"type": "string"}}, ["subject_id"])
    assert hits("identity-param", entry) == []
    caller = open_tool("get_profile", "Get the profile of the calling user.",
                   {"subject_id": {"type": "string", "description": "The user's subject id"}}, ["subject_id"])
    assert hits("identity-param", caller)


def test_a_default_named_before_its_gloss_keeps_the_id_optional():
    tree = open_tool("dept_tree", "查看指定部门的下级部门列表。",
                 {"dept_id": {"type": "integer", "description": "父部门 id，默认 1（根部门）"}})
    assert hits("required-id-optional", tree) == []
    bare = open_tool("dept_tree", "查看指定部门的下级部门列表。",
                 {"dept_id": {"type": "integer", "description": "父部门 id"}})
    assert hit_severities("required-id-optional", bare) == ["warning"]


def test_a_dash_glossed_code_list_is_no_range():
    doc = ("获取估值分析数据。\n\n    Args:\n        stock_code: 股票代码\n        date_type: 时间周期类型\n"
           "                 1 - 1年\n                 2 - 3年\n                 3 - 5年\n                 4 - 10年\n")
    tool = open_tool("get_valuation_analysis", doc, {"stock_code": {"type": "string"},
                                                 "date_type": {"type": "integer", "default": 3}})
    assert hits("prose-only-constraint", tool) == []
    ranged = open_tool("get_valuation_analysis", "获取估值分析数据。\n\n    Args:\n        years: 回看年数，2 - 10年\n",
                   {"years": {"type": "integer"}})
    assert [h.path for h in hits("prose-only-constraint", ranged)] == ["/properties/years"]


def test_required_for_some_operations_and_optional_for_another_is_a_condition():
    props = {"operation": {"type": "string", "enum": ["get", "create", "drop"]},
             "functionName": {"type": "string", "description": "Name of the function (required for "
                                                              "create/drop, optional for get to filter)"}}
    tool = open_tool("pg_manage_functions", "Manage PostgreSQL functions.", props, ["operation"])
    assert hits("required-contradicts-description", tool) == []
    always = dict(props, functionName={"type": "string", "description": "Name of the function (required)"})
    tool = open_tool("pg_manage_functions", "Manage PostgreSQL functions.", always, ["operation"])
    assert [h.path for h in hits("required-contradicts-description", tool)] == ["/properties/functionName"]
