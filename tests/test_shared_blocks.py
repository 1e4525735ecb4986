"""An inline sub-object several tools of a set carry with the same content: a finding inside it is
reported once, on the first of those tools (workbench/linter/shared_blocks.py); a block that
differs, a block in one tool, and findings about the whole tool stay per tool."""

from __future__ import annotations

import copy
import json

import pytest

from workbench.linter.engine import lint

# a browser server's response-shaping options, inlined in every tool: open objects, a `number`
# count, a member without a description
EXPECTATION = {"type": "object", "description": "What the response should include.",
               "properties": {
                   "includeSnapshot": {"type": "boolean", "description": "Include a page snapshot."},
                   "consoleOptions": {"type": "object", "description": "Console messages to include.",
                                      "properties": {"maxMessages": {
                                          "type": "number",
                                          "description": "How many console messages to include at most."}}},
                   "selector": {"type": "string"}}}
# the same block in Chinese: 回执选项
EXPECTATION_ZH = {"type": "object", "description": "返回结果中要包含的内容。",
                  "properties": {
                      "includeSnapshot": {"type": "boolean", "description": "是否附带页面快照。"},
                      "consoleOptions": {"type": "object", "description": "要附带的控制台消息。",
                                         "properties": {"maxMessages": {
                                             "type": "number", "description": "最多附带多少条控制台消息。"}}},
                      "selector": {"type": "string"}}}

EN = [("click_element", "Click the element with the given ref on the current page.",
       {"ref": {"type": "string", "description": "Element ref from the last snapshot, e.g. e12."}}),
      ("hover_element", "Hover over the element with the given ref on the current page.",
       {"ref": {"type": "string", "description": "Element ref from the last snapshot, e.g. e12."}}),
      ("navigate_to", "Open the given URL in the current tab.",
       {"url": {"type": "string", "description": "Absolute URL to open, e.g. https://example.com."}})]
ZH = [("click_element", "点击当前页面上指定 ref 的元素。",
       {"ref": {"type": "string", "description": "上一次快照中的元素 ref，例如 e12。"}}),
      ("hover_element", "将鼠标悬停在当前页面上指定 ref 的元素上。",
       {"ref": {"type": "string", "description": "上一次快照中的元素 ref，例如 e12。"}}),
      ("navigate_to", "在当前标签页打开指定网址。",
       {"url": {"type": "string", "description": "要打开的完整网址，例如 https://example.com。"}})]


def tools(rows, block, key="expectation"):
    out = []
    for name, text, props in rows:
        first = next(iter(props))
        out.append({"name": name, "description": text,
                    "inputSchema": {"type": "object", "additionalProperties": False, "required": [first],
                                    "properties": {**props, key: copy.deepcopy(block)}}})
    return out


def inside(report, key="expectation"):
    return [f for f in report.findings if f.path.startswith(f"/properties/{key}")]


@pytest.mark.parametrize("block,rows", [(EXPECTATION, EN), (EXPECTATION_ZH, ZH)])
def test_a_block_every_tool_repeats_is_reported_once_on_the_first(block, rows):
    alone = inside(lint(tools(rows[:1], block), config=False))
    report = lint(tools(rows, block), config=False)
    found = inside(report)
    rules = {f.rule for f in found}
    assert {"additional-properties-open", "type-number-for-integer"} <= rules
    assert {(f.rule, f.path, f.severity) for f in found} == {(f.rule, f.path, f.severity) for f in alone}
    assert {f.tool for f in found} == {"click_element"}  # the first in load order
    assert all("Shared block `expectation`: 3 tools" in f.message for f in found)


@pytest.mark.parametrize("block,rows", [(EXPECTATION, EN), (EXPECTATION_ZH, ZH)])
def test_a_finding_about_the_whole_tool_stays_on_each_tool(block, rows):
    open_roots = tools(rows, block)
    for t in open_roots:
        del t["inputSchema"]["additionalProperties"]  # each tool's own root, open
    report = lint(open_roots, config=False)
    roots = [f for f in report.findings if f.rule == "additional-properties-open" and f.path == ""]
    assert {f.tool for f in roots} == {name for name, _, _ in rows}
    assert not any("Shared block" in f.message for f in roots)


def test_a_block_that_differs_in_one_key_is_not_merged():
    other = copy.deepcopy(EXPECTATION)
    other["properties"]["includeConsole"] = {"type": "boolean", "description": "Include console messages."}
    rows = tools(EN[:2], EXPECTATION) + tools(EN[2:], other)
    found = inside(lint(rows, config=False))
    nested = [f for f in found if f.rule == "type-number-for-integer"]
    assert {f.tool for f in nested} == {"click_element", "navigate_to"}
    assert "2 tools" in next(f for f in nested if f.tool == "click_element").message
    assert "Shared block" not in next(f for f in nested if f.tool == "navigate_to").message


def test_a_block_in_one_tool_keeps_its_findings_as_they_were():
    rows = tools(EN[:1], EXPECTATION) + [
        {"name": n, "description": t, "inputSchema": {"type": "object", "properties": p,
                                                      "required": [next(iter(p))],
                                                      "additionalProperties": False}}
        for n, t, p in EN[1:]]
    found = inside(lint(rows, config=False))
    assert found and not any("Shared block" in f.message for f in found)


def test_a_scalar_field_each_tool_owns_is_not_a_block():
    # `limit` typed `number` in every tool: each tool's own count, each tool's finding
    rows = [{"name": n, "description": f"List the {w} of the account, newest first.",
             "inputSchema": {"type": "object", "additionalProperties": False, "properties": {
                 "limit": {"type": "number", "description": "How many rows to return at most."}}}}
            for n, w in (("list_orders", "orders"), ("list_invoices", "invoices"))]
    found = [f for f in lint(rows, config=False).findings if f.rule == "type-number-for-integer"]
    assert {f.tool for f in found} == {"list_orders", "list_invoices"}
    assert not any("Shared block" in f.message for f in found)


def test_the_item_object_of_an_array_counts_as_a_block():
    item = {"type": "array", "description": "Steps to run in order.", "items": copy.deepcopy(EXPECTATION)}
    found = inside(lint(tools(EN, item, key="steps"), config=False), key="steps")
    assert found and {f.tool for f in found} == {"click_element"}
    assert all("Shared block `steps[]`: 3 tools" in f.message for f in found)


def test_jobs_give_the_same_report(tmp_path):
    path = tmp_path / "tools.json"
    rows = [(f"{name}_{i}", text, props) for i in range(8) for name, text, props in EN]  # 24 tools
    path.write_text(json.dumps(tools(rows, EXPECTATION)), encoding="utf-8")
    one = lint(str(path), config=False)
    assert any("Shared block `expectation`: 24 tools" in f.message for f in one.findings)
    assert lint(str(path), config=False, jobs=2).to_json() == one.to_json()
