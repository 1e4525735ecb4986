"""Round 31B: two shapes fresh reviewers judged cosmetic or a reasonable design at first sight,
each with a look-alike that must behave the other way, English and Chinese:

- `type-number-for-integer`: a cap on how many of a listing's things the call reads or returns
  (`maxMessages` in a `consoleOptions` block, `maxFiles` "files scanned", `max_pages` of a crawl)
  is a result-size knob like `limit`: info with its patch. A `maxLines` of a text layout block, or
  a cap inside a `retry` policy, still sets what the call builds or does: shown.
- `mega-tool-mixed-actions`: a tool that declares `destructiveHint: false` and acts on two kinds
  of thing (get_requests, clear, set_offline) is not shown on the catch-all ground alone; the
  same tool with no such declaration, or one that moves money, still is.
"""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _shown(rule, tool):
    return [h for h in hits(rule, tool) if h.severity != "info"]


# --- type-number-for-integer: caps on a listing's things ---------------------------------------

def _nested(owner, prop, desc=""):
    inner = {prop: {"type": "number", **({"description": desc} if desc else {})}}
    return obj({"url": {"type": "string"},
                "expectation": {"type": "object", "properties": {
                    "includeConsole": {"type": "boolean"},
                    owner: {"type": "object", "properties": inner}}}})


@pytest.mark.parametrize("name,desc,params", [
    ("navigate_to", "Navigate to a URL.", _nested("consoleOptions", "maxMessages")),
    ("打开页面", "打开网页并返回控制台日志。", _nested("consoleOptions", "maxMessages", "最多保留的日志条数")),
    ("analyze_files", "Analyze a design system.", obj({"maxFiles": {
        "type": "number", "description": "Hard cap on files scanned", "minimum": 100}})),
    ("crawl_site", "Crawl a site.", obj({"max_pages": {"type": "number", "default": 20}})),
])
def test_a_cap_on_a_listings_things_is_info_with_its_patch(name, desc, params):
    (h,) = hits("type-number-for-integer", make_tool(name=name, description=desc, parameters=params))
    assert h.severity == "info" and h.fix


@pytest.mark.parametrize("name,desc,params", [
    # a layout's line count: what the call builds, not how much comes back
    ("push_message", "Push a card.", obj({"card": {"type": "object", "properties": {
        "header": {"type": "object", "properties": {"maxLines": {"type": "number"}}}}}})),
    # a cap of a retry policy: how often the call acts
    ("创建任务", "创建同步任务。", obj({"retry": {"type": "object", "properties": {
        "maxAttempts": {"type": "number", "description": "最多重试次数"}}}})),
    # a count of what the call makes stays shown whatever block holds it
    ("generate_images", "Generate images.", obj({"options": {"type": "object", "properties": {
        "count": {"type": "number", "description": "Number of images to generate"}}}})),
])
def test_a_count_of_what_the_call_builds_or_does_stays_shown(name, desc, params):
    found = _shown("type-number-for-integer", make_tool(name=name, description=desc, parameters=params))
    assert len(found) == 1 and found[0].fix


# --- mega-tool-mixed-actions: a declared-harmless catch-all ------------------------------------

def _monitor(name, description, enum, annotations):
    return make_tool(name, description, {"type": "object", "properties": {
        "action": {"type": "string", "enum": enum}, "offline": {"type": "boolean"}},
        "required": ["action"]}, annotations=annotations)


@pytest.mark.parametrize("name,description", [
    ("network_monitor", "Monitor network requests or control network state"),
    ("网络_监控", "监控网络请求或控制网络状态"),
])
def test_a_catch_all_that_declares_no_destructive_action_is_info(name, description):
    t = _monitor(name, description, ["get_requests", "clear", "set_offline"],
                 {"readOnlyHint": False, "destructiveHint": False})
    (h,) = hits("mega-tool-mixed-actions", t)
    assert h.severity == "info"


@pytest.mark.parametrize("annotations", [None, {"destructiveHint": True}])
def test_the_same_catch_all_without_that_declaration_is_shown(annotations):
    t = _monitor("network_monitor", "Monitor network requests or control network state",
                 ["get_requests", "clear", "set_offline"], annotations)
    assert len(_shown("mega-tool-mixed-actions", t)) == 1


def test_a_write_that_moves_money_is_shown_whatever_the_declaration():
    t = _monitor("订单_管理", "查询订单或退款。", ["get_order", "refund_order"],
                 {"destructiveHint": False})
    assert len(_shown("mega-tool-mixed-actions", t)) == 1
