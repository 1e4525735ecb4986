"""A limit stated in two units in one sentence ("500MB (524288000 bytes)") agrees with the
schema's number; "no parameters" as one way of calling among others (a numbered option, a
parenthesis) is no claim that the tool has none."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_USERS = {"userIds": {"type": "array", "items": {"type": "string"}}, "name": {"type": "string"}}


@pytest.mark.parametrize("desc", [
    "File size in bytes. Maximum 500MB (524288000 bytes).",
    "Timeout in milliseconds, at most 10 minutes (600,000 ms).",
    "文件大小（字节），最大 500MB（即 524288000 字节）。",
])
def test_the_same_limit_in_two_units_agrees(desc):
    prop = {"type": "integer", "maximum": 524288000 if "5242" in desc else 600000, "description": desc}
    tool = make_tool(name="asset_upload", description="Get an upload URL.", parameters=obj({"size": prop}))
    assert hits("prose-contradicts-schema", tool) == []


@pytest.mark.parametrize("desc", ["File size in bytes. Maximum 100MB.", "文件大小（字节），最大 100MB。"])
def test_another_limit_still_contradicts(desc):
    prop = {"type": "integer", "maximum": 524288000, "description": desc}
    tool = make_tool(name="asset_upload", description="Get an upload URL.", parameters=obj({"size": prop}))
    (h,) = hits("prose-contradicts-schema", tool)
    assert "100" in h.message


@pytest.mark.parametrize("desc", [
    "List users.\n\nPARAMETER PRIORITY:\n1. userIds\n2. name\n3. No parameters - LAST RESORT",
    "List users. Avoid broad queries (no parameters); use them only as a last resort.",
    "Search members.\n- userIds: exact users\n- No parameters: everyone in the workspace",
])
def test_no_parameters_as_one_way_to_call_is_no_count(desc):
    tool = make_tool(name="users_list", description=desc, parameters=obj(_USERS))
    assert hits("prose-parameter-count", tool) == []


@pytest.mark.parametrize("desc", ["Returns the server time. Takes no parameters.",
                                  "Returns the server time. It has no parameters."])
def test_takes_no_parameters_still_fires(desc):
    tool = make_tool(name="time_now", description=desc, parameters=obj(_USERS))
    (h,) = hits("prose-parameter-count", tool)
    assert "userIds" in h.message
