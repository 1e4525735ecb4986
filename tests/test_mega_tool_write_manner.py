"""mega-tool-action-payload: a `mode` whose every value is a manner of the tool's one write
(`replace` clears the canvas first, `merge` appends; `append`/`overwrite` of a file) chooses how
the import lands, not which action runs, and its `data` is the content itself: no split is asked.
A `mode` whose values are different actions (`create`/`delete`) over an untyped payload still is."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _tool(name, description, mode_values, mode_text, data_text):
    return make_tool(name=name, description=description, parameters={
        "type": "object", "properties": {
            "filePath": {"type": "string", "description": "Path to a scene file"},
            "data": {"type": "string", "description": data_text},
            "mode": {"type": "string", "enum": mode_values, "description": mode_text}},
        "required": ["mode"]})


@pytest.mark.parametrize("tool", [
    _tool("import_scene", "Import elements from a .excalidraw JSON file or raw JSON data",
          ["replace", "merge"], "\"replace\" clears canvas first, \"merge\" appends to existing elements",
          "Raw .excalidraw JSON string (alternative to filePath)"),
    _tool("导入场景", "从 .excalidraw JSON 文件或原始 JSON 数据导入元素到画布",
          ["overwrite", "append"], "overwrite 先清空画布，append 追加到已有元素之后",
          "原始 JSON 字符串（与 filePath 二选一）"),
])
def test_a_mode_of_one_write_is_no_action_switch(tool):
    assert hits("mega-tool-action-payload", tool) == []


@pytest.mark.parametrize("tool", [
    _tool("scene_manage", "Manage scene elements from JSON data",
          ["create", "delete"], "\"create\" adds the elements, \"delete\" removes them",
          "Raw JSON string of the elements"),
    _tool("场景管理", "用 JSON 数据管理画布元素",
          ["create", "delete", "merge"], "create 新建，delete 删除，merge 合并",
          "原始 JSON 字符串"),
])
def test_a_mode_that_picks_different_actions_still_fires(tool):
    (h,) = hits("mega-tool-action-payload", tool)
    assert h.path == ""
