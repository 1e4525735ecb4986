"""action-requirements-prose-only (info: the field's own text tells the model; the executor
checks it): an action switch whose fields' own texts require
them for some actions ("Required for: get_status", "create、update 时必填") while `required`
lists only the switch, English and Chinese; fields that only apply to an action ("Used for:
list", "Optional for"), a field required for every action or for all but one, a requirement
the schema states, and Chinese "除 … 外" stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

RULE = "action-requirements-prose-only"


def _tool(props, required=("action",), **extra):
    return make_tool(name="build_manage", description="Build data. Use action to pick the operation.",
                     parameters=obj({"action": {"type": "string", "enum": ["list", "get_status", "cancel"],
                                                "description": "The action to perform."}, **props},
                                    required=list(required), **extra))


@pytest.mark.parametrize("text, named", [
    ("ID of the build. Required for: get_status, cancel.", "cancel/get_status"),
    ("ID of the build (required for 'get_status' method).", "get_status"),
    ("ID of the build. Required for 'cancel', optional for 'get_status'.", "cancel"),
    ("构建 ID，get_status、cancel 时必填。", "cancel/get_status"),
    ("构建 ID。list 时可选，cancel 时必填。", "cancel"),
    ("构建 ID（action 为 get_status 时必须提供）。", "get_status"),
])
def test_a_field_required_per_action_only_in_its_text_is_reported(text, named):
    (h,) = hits(RULE, _tool({"build_id": {"type": "integer", "description": text}}))
    assert h.path == "" and h.severity is None
    assert f"`build_id` for {named}" in h.message


@pytest.mark.parametrize("text", [
    "ID of the build. Used for: get_status, cancel.",
    "ID of the build. Optional for: cancel.",
    "ID of the build. Required for all actions except 'list'.",
    "ID of the build. Required for list, get_status and cancel.",
    "ID of the build. Not required for cancel.",
    "Required when the repository is given by name.",
    "构建 ID，除 list 外必填。",
    "构建 ID，cancel 时非必填。",
    "构建 ID，cancel 时填写。",
])
def test_scoped_but_not_required_or_every_action_stays_silent(text):
    assert hits(RULE, _tool({"build_id": {"type": "integer", "description": text}})) == []


def test_a_requirement_the_schema_states_or_fills_stays_silent():
    text = "ID of the build. Required for: get_status, cancel."
    assert hits(RULE, _tool({"build_id": {"type": "integer", "description": text}},
                            required=("action", "build_id"))) == []
    assert hits(RULE, _tool({"build_id": {"type": "integer", "default": 0, "description": text}})) == []
    tied = [{"if": {"properties": {"action": {"const": "cancel"}}}, "then": {"required": ["build_id"]}}]
    assert hits(RULE, _tool({"build_id": {"type": "integer", "description": text}}, allOf=tied)) == []


def test_a_value_that_only_starts_another_value_is_not_named():
    tool = make_tool(name="wiki", description="Wiki data.", parameters=obj(
        {"action": {"type": "string", "enum": ["get_page", "get_page_content"]},
         "path": {"type": "string", "description": "Page path. Required for get_page_content."}},
        required=["action"]))
    (h,) = hits(RULE, tool)
    assert "`path` for get_page_content" in h.message


def test_a_requirement_under_a_further_condition_stays_silent():
    text = "Issue number. Required for 'cancel' when the build came from an issue."
    assert hits(RULE, _tool({"issue_number": {"type": "integer", "description": text}})) == []


@pytest.mark.parametrize("text", [
    "构建 ID，get_status/cancel 必填其一。",
    "构建 ID，本地模式下 cancel 时必填。",
    "Build id; one of build_id or build_url is required for cancel.",
])
def test_one_of_several_or_a_further_condition_stays_silent(text):
    assert hits(RULE, _tool({"build_id": {"type": "integer", "description": text}})) == []


TARGET = "action-target-unstated"


def _keys(props, name="private_keys", enum=("list", "get", "create", "update", "delete")):
    return make_tool(name=name, description="Manage SSH private keys.", parameters=obj(
        {"action": {"type": "string", "enum": list(enum)}, **props}, required=["action"]))


@pytest.mark.parametrize("props, target", [
    ({"uuid": {"type": "string"}, "name": {"type": "string"}, "private_key": {"type": "string"}}, "uuid"),
    ({"key_id": {"type": "string", "description": "密钥 ID。"}, "name": {"type": "string"}}, "key_id"),
])
def test_record_actions_on_an_optional_id_nobody_ties_are_shown(props, target):
    (h,) = hits(TARGET, _keys(props))
    assert h.path == "" and h.severity is None
    assert f"picked by `{target}`" in h.message and "get/update/delete" in h.message


@pytest.mark.parametrize("tool", [
    _keys({"uuid": {"type": "string", "description": "Key uuid. Required for get, update and delete."}}),
    _keys({"uuid": {"type": "string", "description": "密钥 uuid，get、update、delete 时必填。"}}),
    _keys({"uuid": {"type": "string"}}, enum=("get", "update", "delete")),          # every action: required-*
    _keys({"uuid": {"type": "string"}}, enum=("list", "create", "get_current")),    # no record action
    _keys({"uuid": {"type": "string"}, "key": {"type": "string"}}),                 # another way to pick it
    _keys({"backup_uuid": {"type": "string"}, "execution_uuid": {"type": "string"}},
          name="database_backups", enum=("list", "create", "get_execution")),       # another record's action
])
def test_stated_or_uncertain_targets_stay_silent(tool):
    assert hits(TARGET, tool) == []


def test_it_is_info_in_a_lint_so_the_default_text_output_does_not_show_it():
    import workbench

    tool = _tool({"build_id": {"type": "integer", "description": "ID of the build. Required for: cancel."}})
    (f,) = [f for f in workbench.lint([tool]).findings if f.rule == RULE]
    assert f.severity == "info"


def _described_keys(description, props=None):
    return make_tool(name="private_keys", description=description, parameters=obj(
        {"action": {"type": "string", "enum": ["list", "get", "create", "update", "delete"]},
         **(props or {"uuid": {"type": "string"}, "name": {"type": "string"}})}, required=["action"]))


@pytest.mark.parametrize("description", [
    # a line pairing each action with its arguments (ag2 `tasks`)
    "Key lifecycle.\n  ``list``    args limit\n  ``get``     args uuid\n  ``delete``  args uuid, reason?",
    # a JSON example per action (strands `agent_graph`)
    'Manage keys.\n\n1. Delete a key:\n{\n    "action": "delete",\n    "uuid": "k-1"\n}'
    '\n\n2. List keys:\n{"action": "list"}',
    # the same in Chinese
    "管理 SSH 私钥。\n- list：列出全部私钥\n- get / update / delete：参数 uuid（私钥的唯一标识）",
])
def test_a_tool_text_that_pairs_the_action_with_its_id_stays_silent(description):
    assert hits(TARGET, _described_keys(description)) == []


@pytest.mark.parametrize("description", [
    # the id named in prose, apart from the actions: no pairing
    "Manage SSH private keys: list, get, create, update, delete.\n\nEvery key has a uuid.",
    "管理 SSH 私钥：list、get、create、update、delete。\n\n每个私钥都有 uuid。",
    # an example of an action that takes no id
    'Manage keys.\n\nList keys:\n{"action": "list", "limit": 10}',
])
def test_a_tool_text_that_names_the_id_apart_from_the_actions_is_still_shown(description):
    (h,) = hits(TARGET, _described_keys(description))
    assert "picked by `uuid`" in h.message
