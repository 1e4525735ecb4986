"""What a tool is for is no hidden effect or wrong type: a download/export keeping what it
fetched ("and creates a resource for it", "并保存到本地") is no state change of a read; a
"Whether to list A ('a'), B ('b') or all ('all')" string is a choice, not a yes/no switch; a
singular name packing values in an API's notation is info for type-delimited-list. Look-alikes
keep their warnings."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_ID = obj({"id": {"type": "string", "description": "Record id."}})


@pytest.mark.parametrize("name,desc", [
    ("download_dataset", "Download a dataset and store it as a local resource for later reads."),
    ("export_board", "导出看板并创建一个本地副本。"),
])
def test_a_download_keeping_its_copy_is_no_hidden_effect(name, desc):
    assert hits("read-name-changes-state", make_tool(name=name, description=desc,
                                                     parameters=_ID)) == []


def test_a_download_that_marks_or_deletes_still_changes_state():
    (h,) = hits("read-name-changes-state", make_tool(
        name="download_invoice", description="Downloads the invoice and then deletes the copy "
                                             "on the server.", parameters=_ID))
    assert "download_invoice" in h.message


@pytest.mark.parametrize("desc", [
    "Whether to show open issues ('open'), closed ones ('closed') or both ('all').",
    "是否只看“本周”、“本月”或“全部”的数据。",
])
def test_a_quoted_choice_is_no_switch(desc):
    tool = make_tool(name="list_items", parameters=obj({"scope": {"type": "string",
                                                                  "description": desc}}))
    assert hits("type-string-for-boolean", tool) == []


def test_a_quoted_yes_no_pair_still_is_a_switch():
    tool = make_tool(name="list_items", parameters=obj({"archived": {
        "type": "string", "description": "Whether to include archived items: 'true' or 'false'."}}))
    assert hits("type-string-for-boolean", tool)


@pytest.mark.parametrize("name,desc,severity", [
    ("event_type", "A comma-separated list of event types to return.", "info"),
    ("bazi", "八字四柱，用空格隔开。例如：甲子 乙丑 丙寅 丁卯", "info"),
    ("label_names", "Comma-separated label names.", None),
    ("城市", "要查询的城市，多个城市用逗号分隔，最多 10 个。", None),
])
def test_delimited_lists_under_singular_names_are_info(name, desc, severity):
    (h,) = hits("type-delimited-list", make_tool(name="list_events", parameters=obj(
        {name: {"type": "string", "description": desc}})))
    assert h.severity == severity
