"""Keywords written where nothing reads them: `dependencies` keyed by action values instead of
property names, and MCP hints at the tool's top level instead of inside `annotations` (English,
Chinese, and look-alikes that must stay silent)."""

from __future__ import annotations

from workbench.linter.engine import lint

RULES = ["dependencies-key-unknown", "annotation-hint-misplaced", "param-lone-wrapper"]


def shell_tool(*, description="Run a shell command in the workspace.", action_desc="The action.",
               deps=None, keyword="dependencies", closed=False):
    schema = {"type": "object", "properties": {
        "action": {"type": "string", "enum": ["execute_command", "check_output", "list_commands"],
                   "description": action_desc},
        "command": {"type": "string", "description": "The shell command to run."},
        "session_name": {"type": "string", "description": "The tmux session to use."}},
        "required": ["action"]}
    if deps is not None:
        schema[keyword] = deps
    if closed:
        schema["additionalProperties"] = False
    return {"name": "sandbox_shell", "description": description, "inputSchema": schema}


def found(tools, rule):
    report = lint(tools if isinstance(tools, list) else [tools], select=RULES)
    return [f for f in report.findings if f.rule == rule]


ACTION_DEPS = {"execute_command": ["command"], "check_output": ["session_name"],
               "list_commands": []}


def test_dependencies_keyed_by_action_values_is_shown():
    [f] = found(shell_tool(deps=ACTION_DEPS), "dependencies-key-unknown")
    assert f.severity == "warning" and f.path == "/dependencies"
    assert "`execute_command`" in f.message and "values of `action`" in f.message
    assert f.fix is None


def test_dependent_required_keyed_by_action_values_in_chinese():
    tool = shell_tool(description="在工作区执行一条 shell 命令。", action_desc="要执行的操作",
                      deps=ACTION_DEPS, keyword="dependentRequired")
    tool["inputSchema"]["properties"]["command"]["description"] = "要执行的命令"
    tool["inputSchema"]["properties"]["session_name"]["description"] = "会话名称"
    [f] = found(tool, "dependencies-key-unknown")
    assert f.severity == "warning" and "`action` 的取值" in f.message


def test_dependencies_keyed_by_properties_stay_silent():
    # the look-alike: a real property dependency ("a session needs a command")
    assert found(shell_tool(deps={"session_name": ["command"]}), "dependencies-key-unknown") == []
    assert found(shell_tool(deps={"command": {"required": ["action"]}}, keyword="dependentSchemas"),
                 "dependencies-key-unknown") == []


def test_unknown_key_in_open_object_is_info_and_closed_is_shown():
    [open_] = found(shell_tool(deps={"timeout": ["command"]}), "dependencies-key-unknown")
    assert open_.severity == "info"
    [closed] = found(shell_tool(deps={"timeout": ["command"]}, closed=True),
                     "dependencies-key-unknown")
    assert closed.severity == "warning"


def mcp_tool(description="List the saved section presets.", **top):
    return {"name": "list_section_presets", "description": description,
            "inputSchema": {"type": "object", "properties": {}}, **top}


def test_top_level_read_only_hint_is_shown():
    [f] = found(mcp_tool(readOnlyHint=True, annotations={"title": "Presets"}),
                "annotation-hint-misplaced")
    assert f.severity == "warning" and "`readOnlyHint: true`" in f.message
    assert "annotations" in f.message


def test_top_level_hint_in_chinese():
    [f] = found(mcp_tool("列出已保存的区块预设。", destructiveHint=False),
                "annotation-hint-misplaced")
    assert "顶层" in f.message and "`destructiveHint: false`" in f.message


def test_a_hint_under_its_bare_word_is_shown_with_the_hint_name():
    # `readOnly: true` beside `name`: no client reads it; the move names `readOnlyHint`
    [f] = found(mcp_tool(readOnly=True), "annotation-hint-misplaced")
    assert f.severity == "warning" and "`readOnly: true`" in f.message
    assert "under the hint's name `readOnlyHint: true`" in f.message
    [f] = found(mcp_tool("列出已保存的区块预设。", destructive=False), "annotation-hint-misplaced")
    assert "`destructive: false`" in f.message and "`destructiveHint`" in f.message
    # the bare word agreeing with the hint in `annotations`: nothing is lost
    assert found(mcp_tool(readOnly=True, annotations={"readOnlyHint": True}),
                 "annotation-hint-misplaced") == []


def test_hints_inside_annotations_stay_silent():
    assert found(mcp_tool(annotations={"readOnlyHint": True}), "annotation-hint-misplaced") == []
    # the same hint in both places, agreeing: nothing is lost
    assert found(mcp_tool(readOnlyHint=True, annotations={"readOnlyHint": True}),
                 "annotation-hint-misplaced") == []
    # a parameter called readOnlyHint is an argument, not a hint
    tool = mcp_tool()
    tool["inputSchema"]["properties"]["readOnlyHint"] = {"type": "boolean",
                                                         "description": "Open read-only."}
    assert found(tool, "annotation-hint-misplaced") == []


def test_openai_envelope_top_level_hint_is_shown():
    tool = {"type": "function", "function": {
        "name": "list_presets", "description": "List the saved presets.", "readOnlyHint": True,
        "parameters": {"type": "object", "properties": {}}}}
    assert len(found(tool, "annotation-hint-misplaced")) == 1


def wrapped(inner, *, name="params", required=True, description="List the namespaces."):
    schema = {"type": "object", "properties": {name: {"$ref": "#/$defs/Input"}},
              "$defs": {"Input": inner}}
    if required:
        schema["required"] = [name]
    return {"name": "list_namespaces", "description": description, "inputSchema": schema}


def test_empty_required_wrapper_is_shown():
    [f] = found(wrapped({"type": "object", "properties": {}, "additionalProperties": False}),
                "param-lone-wrapper")
    assert f.severity == "warning" and f.path == "/properties/params" and f.fix is None


def test_empty_wrapper_in_chinese():
    [f] = found(wrapped({"type": "object", "properties": {}}, description="列出所有命名空间。"),
                "param-lone-wrapper")
    assert f.severity == "warning" and "包装对象" in f.message


def test_wrapper_with_fields_is_info():
    inner = {"type": "object", "properties": {"data_id": {"type": "string",
                                                          "description": "Config id."}}}
    [f] = found(wrapped(inner), "param-lone-wrapper")
    assert f.severity == "info" and "`data_id`" in f.message


def test_wrapper_lookalikes_stay_silent():
    empty = {"type": "object", "properties": {}}
    # optional wrapper, a wrapper named for what it carries, an open map of free values
    assert found(wrapped(empty, required=False), "param-lone-wrapper") == []
    assert found(wrapped(empty, name="filter"), "param-lone-wrapper") == []
    assert found(wrapped({"type": "object", "additionalProperties": {"type": "string"}}),
                 "param-lone-wrapper") == []
