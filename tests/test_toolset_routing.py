"""Routing tests: case files, the built-in router on the seed's own requests, pluggable routers
(arguments checked against the schema, failures contained), suggestions and drafted cases."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import workbench
from workbench.errors import InvalidArgument, LoadError
from workbench.toolset.routing import read_cases

LABELLED = Path(__file__).parent / "labelled" / "toolset"
TOOLS = LABELLED / "routing_tools.json"


def test_the_seed_12_4_requests_reach_their_tools():
    cases = [{"request": "帮我查订单 ORD-001 的物流。", "expected_tool": "shipping_get_tracking"},
             {"request": "帮我取消订单 ORD-001。", "expected_tool": "order_submit_cancel"},
             {"request": "Please cancel order ORD-3321.", "expected_tool": "order_submit_cancel"},
             {"request": "Where is my package for order ORD-778?", "expected_tool": "shipping_get_tracking"}]
    report = workbench.route(cases, TOOLS)
    assert report.cases == 4 and report.correct == 4 and report.accuracy == 1.0


def test_json_contract_and_confusions():
    cases = [{"request": "Will it rain in Berlin?", "expected_tool": "weather_get_forecast"},
             {"request": "Will it rain in Berlin?", "expected_tool": "music_play"}]
    data = json.loads(workbench.route(cases, TOOLS).to_json())
    assert {"cases", "correct", "accuracy", "confusions", "results"} <= set(data)
    assert data["cases"] == 2 and data["correct"] == 1 and data["accuracy"] == 0.5
    assert data["confusions"] == [{"expected": "music_play", "chosen": "weather_get_forecast", "count": 1}]
    assert all(set(r) == {"request", "expected_tool", "chosen_tool", "ok"} for r in data["results"])
    assert any(s["tool"] == "music_play" for s in data["suggestions"])


def test_a_router_gets_openai_chat_tools_and_its_arguments_are_checked():
    seen = {}

    def router(request, tools):
        seen["tools"] = tools
        return "fx_get_rate", {"base": 12}  # base must be a string

    report = workbench.route([{"request": "USD to EUR?", "expected_tool": "fx_get_rate",
                               "expected_arguments": {"base": "USD"}}], TOOLS, router=router)
    assert seen["tools"][0]["type"] == "function" and "parameters" in seen["tools"][0]["function"]
    assert report.correct == 1
    errors = report.results[0].argument_errors
    assert any("/base" in e for e in errors) and any("expected \"USD\"" in e for e in errors)
    assert report.to_dict()["argument_errors"][0]["tool"] == "fx_get_rate"


def test_a_failing_router_is_contained_and_counted_as_no_tool():
    def router(request, tools):
        if "rain" in request:
            raise TimeoutError("model did not answer")
        return None

    report = workbench.route([{"request": "rain?", "expected_tool": "weather_get_forecast"},
                              {"request": "hello", "expected_tool": "music_play"}], TOOLS, router=router)
    assert report.correct == 0 and len(report.no_tool) == 2
    assert "TimeoutError" in report.results[0].error and "no tool" in report.to_text()


def test_router_from_a_file_and_bad_router_specs(tmp_path):
    path = tmp_path / "my_router.py"
    path.write_text("def pick(request, tools):\n    return tools[0]['function']['name']\n")
    report = workbench.route([{"request": "x", "expected_tool": "shipping_get_tracking"}], TOOLS,
                             router=f"{path}:pick")
    assert report.correct == 1
    for spec in ("nonsense", f"{path}:missing", "no_such_module_xyz:route"):
        with pytest.raises(InvalidArgument):
            workbench.route([{"request": "x", "expected_tool": "a"}], TOOLS, router=spec)


def test_case_files_jsonl_yaml_and_errors(tmp_path):
    jsonl = tmp_path / "c.jsonl"
    jsonl.write_text('{"request": "a", "expected_tool": "t"}\n\n{"request": "b", "expected_tool": null}\n')
    assert [c.expected_tool for c in read_cases(jsonl)] == ["t", None]
    yml = tmp_path / "c.yaml"
    yml.write_text("- request: 查天气\n  expected_tool: weather_get_forecast\n  expected_arguments: {city: 杭州}\n")
    assert read_cases(yml)[0].expected_arguments == {"city": "杭州"}
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"request": "a", "expected_tool": "t"}\n{"request": \n')
    with pytest.raises(LoadError) as info:
        read_cases(bad)
    assert ":2" in str(info.value)
    with pytest.raises(LoadError):
        read_cases([{"expected_tool": "t"}])


def test_suggested_cases_come_from_use_when_and_do_not_use_sentences():
    tools = [{"name": "shop_list_orders", "description": "Lists orders. Use it when the customer asks "
              "about several orders. Do not use it for a single order (use shop_get_order).",
              "parameters": {"type": "object", "properties": {}}},
             {"name": "shop_get_order", "description": "根据订单号查询一笔订单。当用户询问某一笔订单的详情时使用。",
              "parameters": {"type": "object", "properties": {}}}]
    drafts = workbench.suggest_routing_cases(tools)
    pairs = {(c.request, c.expected_tool) for c in drafts}
    assert ("the customer asks about several orders", "shop_list_orders") in pairs
    assert ("a single order", "shop_get_order") in pairs
    assert ("询问某一笔订单的详情", "shop_get_order") in pairs
    assert all(c.source for c in drafts)


def test_suggested_case_for_a_use_other_tool_sentence_goes_to_the_other_tool():
    tools = [{"name": "order_get", "description": "Shows one order. When the user wants to cancel it, "
              "use order_cancel instead. Use it when the user asks where an order is.",
              "parameters": {"type": "object", "properties": {}}},
             {"name": "order_cancel", "description": "Cancels an order.",
              "parameters": {"type": "object", "properties": {}}}]
    pairs = {(c.request, c.expected_tool) for c in workbench.suggest_routing_cases(tools)}
    assert ("wants to cancel it", "order_cancel") in pairs
    assert ("the user asks where an order is", "order_get") in pairs
    assert not any(r.startswith("wants to cancel") and t == "order_get" for r, t in pairs)


def test_labelled_development_cases_keep_their_tuned_accuracy():
    report = workbench.route(LABELLED / "routing_dev.jsonl", TOOLS)
    assert report.accuracy >= 0.75


def test_blind_routing_set_is_well_formed_and_routable():
    """The blind-written set names only tools it declares, and the router runs over it."""
    import json
    from pathlib import Path

    from workbench.toolset.routing import RoutingCase, route

    doc = json.loads((Path(__file__).parent / "labelled" / "toolset" / "routing_blind.json")
                     .read_text(encoding="utf-8"))
    names = {t["function"]["name"] for t in doc["tools"]}
    assert all(c["expected_tool"] is None or c["expected_tool"] in names for c in doc["cases"])
    report = route([RoutingCase(c["request"], c["expected_tool"]) for c in doc["cases"]], doc["tools"])
    assert report.cases == len(doc["cases"]) and 0 < report.correct < report.cases
