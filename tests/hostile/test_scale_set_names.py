"""The set's names as one compact index (`workbench/linter/set_names.py`): the tool rules that
look across the set for a tool's neighbours read it instead of the set's `Tool` objects, so a
`--jobs` worker (forked after the index is built) writes no reference count on the parent's
tools and copies none of their pages. Each lookup gives what the loop over the tools gave."""

from __future__ import annotations

import pytest

from support import make_tool, obj
from workbench.linter import engine, kept_data
from workbench.linter.context import ToolContext
from workbench.linter.set_names import SetNames
from workbench.model import ToolSet


def test_the_index_reads_back_names_words_and_members():
    names = ["list_items", "get_item", "itemss_purge", "mihomo_list_connections", "列出全部货架",
             "getItemStatus", "list_addresses"]
    index = SetNames(names)
    assert len(index) == 7 and [index.name(p) for p in range(7)] == names
    assert list(index.names()) == names
    # shortest name first, ties in set order
    assert list(index.holding("item")) == [1, 5]
    assert list(index.holding("list")) == [0, 6, 3]
    assert [index.name(p) for p in index.holding("列出全部货架")] == ["列出全部货架"]
    assert list(index.holding("gateway")) == [] and list(index.holding("")) == []
    # a stem stands for the word with any run of trailing s's the set's words have
    assert sorted(index.holding_stem("item")) == [0, 1, 2, 5]
    # `addresses` strips to `addresse`, not to `addre` (`address`): as `t.rstrip("s")` reads them
    assert sorted(index.holding_stem("addresse")) == [6] and list(index.holding_stem("addre")) == []
    assert sorted(index.holding_stem("connection")) == [3]
    assert "get_item" in index and "列出全部货架" in index
    assert "get_items" not in index and "list" not in index and 3 not in index
    assert "" not in SetNames([]) and list(SetNames([]).holding("x")) == []


_ACTIONS = {"type": "string", "enum": ["create", "update", "delete", "rename", "archive", "restore"],
            "description": "What to do"}

# (tools whose findings change with the set, the neighbours that change them, the rule): a
# neighbour found is what each rule looked for in the whole set before
CASES = {
    "catch-all beside its read twin": (
        [make_tool(name="manageGateway", description="Manages the API gateways.",
                   parameters=obj({"action": _ACTIONS, "gateway_id": {"type": "string", "description": "Gateway ID"}},
                                  required=["action"]))],
        [make_tool(name="queryGateways", description="Lists the gateways.", parameters=obj({}))],
        "name-catchall-verb"),
    "catch-all beside its read twin (zh)": (
        [make_tool(name="manage_gateway", description="管理网关：创建、更新、删除、重命名、归档或恢复网关。",
                   parameters=obj({"action": _ACTIONS, "gateway_id": {"type": "string", "description": "网关 ID"}},
                                  required=["action"]))],
        [make_tool(name="list_gateways", description="列出全部网关。", parameters=obj({}))],
        "name-catchall-verb"),
    "a protocol's search and fetch": (
        [make_tool(name="search", description="Searches the documents.",
                   parameters=obj({"query": {"type": "string", "description": "Query text"}}, required=["query"]))],
        [make_tool(name="fetch", description="Fetches one document, as the OpenAI deep research connector spec asks.",
                   parameters=obj({"id": {"type": "string", "description": "Document id from search"}},
                                  required=["id"]))],
        "name-vague"),
    "an id whose lister the text names": (
        [make_tool(name="update_task", description="Updates one task. Call list_tasks to find the task first.",
                   parameters=obj({"task_id": {"type": "string", "description": "Task ID"}}, required=["task_id"]))],
        [make_tool(name="list_tasks", description="Lists the tasks.", parameters=obj({}))],
        "param-id-unclear"),
    "an undescribed id whose lister the text names (zh)": (
        [make_tool(name="mihomo_close_connection", description="按 ID 关闭单条连接(ID 从 mihomo_list_connections 获取)",
                   parameters=obj({"id": {"type": "string"}}, required=["id"]))],
        [make_tool(name="mihomo_list_connections", description="列出当前连接。", parameters=obj({}))],
        "param-missing-description"),
    "values that are the set's tools": (
        [make_tool(name="run_step", description="Runs one step.",
                   parameters=obj({"step": {"type": "string", "description": "One of: fetch_page, parse_page"}},
                                  required=["step"]))],
        [make_tool(name="fetch_page", description="Fetches a page.", parameters=obj({})),
         make_tool(name="parse_page", description="Parses a page.", parameters=obj({}))],
        "prose-only-constraint"),
    "a short text and its look-alike": (
        [make_tool(name="get_device_info", description="Gets device info.",
                   parameters=obj({"device_id": {"type": "string", "description": "Device ID from list_devices"}},
                                  required=["device_id"]))],
        [make_tool(name="get_device_panel", description="Gets the control panel of one device.", parameters=obj({}))],
        "description-too-short"),
    "a short text and its look-alike (zh)": (
        [make_tool(name="get_device_info", description="获取设备信息。",
                   parameters=obj({"device_id": {"type": "string", "description": "设备 ID，来自 list_devices"}},
                                  required=["device_id"]))],
        [make_tool(name="get_device_panel", description="获取单个设备的控制面板。", parameters=obj({}))],
        "description-too-short"),
}


def _checked(toolset: ToolSet, tools, rule_id: str) -> list[tuple[str, str, str | None, str]]:
    rule = engine.rules()[rule_id]
    return [(t.name, h.path, h.severity, str(h.message)) for t in tools
            for h in rule.check(t, ToolContext(t, (), toolset))]


@pytest.mark.parametrize("case", CASES)
def test_the_neighbour_lookups_read_the_index_not_the_tools(case, monkeypatch):
    mine, neighbours, rule_id = CASES[case]
    monkeypatch.setattr(kept_data, "_TOOL_PASS_DATA", list(kept_data._TOOL_PASS_DATA))
    filler = [make_tool(name=f"tool_{k}_lookup", description="Looks one thing up.", parameters=obj({}))
              for k in range(5)]
    alone = ToolSet((*mine, *filler))
    toolset = ToolSet((*mine, *filler, *neighbours))
    # the look-alike: without its neighbour the rule says something else of the same tool
    assert _checked(alone, mine, rule_id) != _checked(toolset, mine, rule_id)
    with monkeypatch.context() as m:  # the loop over the tools, as before the index
        m.setattr(kept_data.PerSet, "__call__", _unbuilt_or_held())
        by_loop = _checked(toolset, mine, rule_id)

    kept_data.build_tool_pass_data(toolset)  # as the engine does before it forks `--jobs` workers
    read: list[object] = []
    tools = toolset.tools
    monkeypatch.setattr(ToolSet, "__iter__", lambda self: read.append("iter") or iter(self.__dict__["tools"]))
    monkeypatch.setattr(ToolSet, "__getitem__", lambda self, i: read.append(i) or self.__dict__["tools"][i])
    monkeypatch.setattr(ToolSet, "tools", property(lambda self: read.append("tools") or self.__dict__["tools"]),
                        raising=False)
    assert _checked(toolset, mine, rule_id) == by_loop
    # no tool of the set is read, but the one partner whose text the rule reads
    assert all(isinstance(r, int) and tools[r].name in ("search", "fetch") for r in read), read


def _unbuilt_or_held():
    """`PerSet.__call__` that builds `set_names` as None (the index cannot be built: a name is
    no text) and every other index as it does."""
    from workbench.linter.set_names import set_names

    real = kept_data.PerSet.__call__

    def call(self, toolset):
        return None if self is set_names else real(self, toolset)
    return call
