"""What a tool set's own text settles: `search`/`fetch` named by a protocol the set cites
(name-vague), a one-word MCP tool the server namespaces (info), a pair of tools one of which says
when to prefer it or whose names act differently (near-duplicate-tools), a name this tool
returns for other tools (prose-unknown-parameter), a delete whose text says the user is asked
first or that edits the agent's own memory (side-effect-undisclosed)."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.model import ToolSet

_ID = obj({"id": {"type": "string", "description": "Record id, e.g. R-12."}}, required=["id"])


def _mcp(name, desc, params=_ID):
    return make_tool(name=name, description=desc, parameters=params, source_format="mcp")


def test_search_and_fetch_of_a_cited_connector_convention_are_not_vague():
    search = _mcp("search", "Search the patent archive. Results follow the deep research "
                            "connector format: a list of {id, title, url}.")
    fetch = _mcp("fetch", "Fetch the full text of one patent by the id a search returned.")
    ts = ToolSet((search, fetch))
    assert hits("name-vague", search, ts) == []
    assert hits("name-vague", fetch, ts) == []


_URL = obj({"url": {"type": "string", "description": "Address of the page."}}, required=["url"])


def test_a_one_word_mcp_fetch_of_any_url_is_info_and_a_site_search_still_warns():
    fetch = _mcp("fetch", "Fetches a web page by its URL and returns it as Markdown text, "
                          "optionally only a slice of it.", _URL)
    (h,) = hits("name-vague", fetch)
    assert h.severity == "info"
    (h,) = hits("name-vague", make_tool(name="fetch", description="Fetches a web page by its URL "
                                                                  "and returns it as Markdown.",
                                        parameters=_URL))
    assert h.severity is None  # no server namespaces it
    (h,) = hits("name-vague", _mcp("search", "Search recipes and reviews on Allrecipes.", obj(
        {"query": {"type": "string", "description": "Search words."}})))
    assert h.severity is None


def _pair(a, b):
    ta, tb = make_tool(name=a[0], description=a[1]), make_tool(name=b[0], description=b[1])
    return hits("near-duplicate-tools", ta, toolset=ToolSet((ta, tb)))


_BOILER = (" Works on the open deck. Save the deck first, keep file names short, check the output "
           "file after each change, and never edit the original deck in place.")
_ZH_BOILER = "。注意：操作前请先保存文件，文件名保持简短，每次修改后检查输出文件，不要直接修改原文件。"


@pytest.mark.parametrize("a,b", [
    (("add_chart_slide", "Adds a chart slide." + _BOILER),
     ("remove_chart_slide", "Removes a chart slide." + _BOILER)),
    (("delete_label", "Delete a label. Asks the user to confirm first."),
     ("delete_label_group", "Delete a label group. Asks the user to confirm first.")),
    (("insert_table", "在文档中插入表格" + _ZH_BOILER), ("delete_table", "在文档中删除表格" + _ZH_BOILER)),
    (("merge_branch_with_review", "Merge a branch in the repository. Prefer this tool over "
                                  "merge_branch when a review is attached."),
     ("merge_branch", "Merge a branch in the repository.")),
])
def test_different_acts_or_a_stated_preference_are_not_duplicates(a, b):
    assert _pair(a, b) == []


def test_the_same_act_on_the_same_object_still_is_a_duplicate():
    assert _pair(("get_invoice", "Get an invoice by id from the billing system."),
                 ("fetch_invoice", "Get an invoice by id from the billing system."))


@pytest.mark.parametrize("desc", [
    "Look up airports by city. Returns the `iata_code` parameter the booking tools take.",
    "根据城市名查询机场，为下单接口准备 `iata_code` 参数。",
    "按城市查询机场，输出 `iata_code` 参数供后续查询使用。",
])
def test_a_name_this_tool_produces_for_others_is_not_an_unknown_input(desc):
    tool = make_tool(name="find_airports", description=desc, parameters=obj(
        {"city": {"type": "string", "description": "City name."}}, required=["city"]))
    assert hits("prose-unknown-parameter", tool) == []


def test_a_name_the_text_asks_the_model_to_pass_still_is_unknown():
    tool = make_tool(name="find_airports", description="Look up airports. Pass `iata_code` to "
                     "narrow to one airport.", parameters=obj(
                         {"city": {"type": "string", "description": "City name."}}))
    (h,) = hits("prose-unknown-parameter", tool)
    assert "iata_code" in h.message


@pytest.mark.parametrize("name,desc", [
    ("remove_webhook", "Remove a webhook. The user will be asked for confirmation before it is "
                       "removed."),
    ("delete_dashboard", "删除仪表盘。执行前会要求用户确认。"),
    ("delete_observations", "Delete observations of entities from the knowledge graph."),
    ("forget_memories", "Delete entries from the assistant's long-term memory."),
])
def test_an_owned_or_agent_memory_delete_is_not_undisclosed(name, desc):
    assert hits("side-effect-undisclosed", make_tool(name=name, description=desc,
                                                     parameters=_ID)) == []


def test_a_plain_delete_still_is_undisclosed():
    (h,) = hits("side-effect-undisclosed", make_tool(name="delete_dashboard",
                                                     description="Delete a dashboard by id.",
                                                     parameters=_ID))
    assert "delete" in h.message
