"""`required-missing`'s hedged "only input" case, read from the schema's shape
(workbench/linter/rules/optional_by_shape.py): an object of options only (flags, nested
settings) is not something the call needs, nor is a field the set's other tools list as
optional; an object of plain members, or a field no sibling leaves out, is still reported."""

from __future__ import annotations

import copy

import pytest

from workbench.linter.engine import lint

OPTIONS = {"type": "object", "properties": {
    "includeSnapshot": {"type": "boolean"}, "includeConsole": {"type": "boolean"},
    "snapshotOptions": {"type": "object", "properties": {"selector": {"type": "string"},
                                                          "maxLength": {"type": "number"}}}}}
OPTIONS_ZH = {"type": "object", "description": "返回结果的选项。", "properties": {
    "附带快照": {"type": "boolean", "description": "是否附带页面快照。"},
    "快照选项": {"type": "object", "properties": {"选择器": {"type": "string", "description": "CSS 选择器。"}}}}}


def tool(name, description, props, required=None):
    schema = {"type": "object", "properties": copy.deepcopy(props)}
    if required is not None:
        schema["required"] = required
    return {"name": name, "description": description, "inputSchema": schema}


def missing(tools, name):
    return [f for f in lint(tools, config=False, select=["all"]).findings
            if f.rule == "required-missing" and f.tool == name]


@pytest.mark.parametrize("description,props", [
    ("Navigate back in browser history.", {"expectation": OPTIONS}),
    ("在浏览器历史中后退一页。", {"回执": OPTIONS_ZH}),
])
def test_an_options_object_as_the_only_input_is_not_needed(description, props):
    assert missing([tool("go_back", description, props)], "go_back") == []


@pytest.mark.parametrize("description,props", [
    ("Create a user account.", {"user": {"type": "object", "properties": {
        "name": {"type": "string", "description": "Full name."},
        "email": {"type": "string", "description": "Email address."}}}}),
    ("创建用户账号。", {"user": {"type": "object", "properties": {
        "name": {"type": "string", "description": "姓名。"},
        "email": {"type": "string", "description": "邮箱地址。"}}}}),
])
def test_an_object_of_plain_members_is_still_the_input(description, props):
    (found,) = missing([tool("create_user", description, props)], "create_user")
    assert "`user` is the only input" in found.message


ROOT = {"type": "string", "description": "Workspace root folder."}
ROOT_ZH = {"type": "string", "description": "工作区根目录。"}


@pytest.mark.parametrize("root,texts", [
    (ROOT, ("Reload the proxy rules from disk.", "Add a proxy rule.", "Remove a proxy rule.")),
    (ROOT_ZH, ("从磁盘重新加载代理规则。", "添加一条代理规则。", "删除一条代理规则。")),
])
def test_a_field_the_sets_other_tools_list_as_optional_is_not_needed(root, texts):
    rule = {"type": "string", "description": "Rule pattern, e.g. *.example.com."}
    tools = [tool("reload_rules", texts[0], {"workspaceRoot": root}),
             tool("add_rule", texts[1], {"pattern": rule, "workspaceRoot": root}, required=["pattern"]),
             tool("remove_rule", texts[2], {"pattern": rule, "workspaceRoot": root}, required=["pattern"])]
    alone = missing(tools[:1], "reload_rules")
    assert alone and "`workspaceRoot` is the only input" in alone[0].message
    assert missing(tools, "reload_rules") == []
    # one sibling may have its own reason; a sibling with other content is another field
    assert missing(tools[:2], "reload_rules")
    other = {**root, "description": root["description"] + " (default: cwd)"}
    tools[2]["inputSchema"]["properties"]["workspaceRoot"] = other
    assert missing(tools, "reload_rules")
