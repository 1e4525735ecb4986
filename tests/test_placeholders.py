"""param-placeholder: a parameter the model is told to leave empty, English and Chinese; an empty
value that means something stays silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


@pytest.mark.parametrize("desc,props", [
    ("Input is an empty string, output is a list of the indexes in the cluster.",
     {"tool_input": {"type": "string", "default": ""}}),
    ("Lists the dashboards.", {"tool_input": {"type": "string", "description": "An empty string."}}),
    ("Lists the dashboards.", {"unused": {"type": "string", "description": "Leave this empty."}}),
    ("列出所有数据表。输入为空字符串，输出为逗号分隔的表名。", {"tool_input": {"type": "string"}}),
    ("列出所有数据表。", {"tool_input": {"type": "string", "description": "传空字符串即可。"}}),
])
def test_a_parameter_to_leave_empty_is_a_placeholder(desc, props):
    (h,) = hits("param-placeholder", make_tool(name="db_list_tables", description=desc,
                                               parameters=obj(props)))
    assert h.path == f"/properties/{next(iter(props))}" and "no properties" in h.message
    assert h.fix is None


@pytest.mark.parametrize("desc,props", [
    ("Sets the label of an issue.",
     {"label": {"type": "string", "description": "New label; an empty string clears it."}}),
    ("Lists projects.", {"group": {"type": "string", "description": "Leave empty for all groups."}}),
    ("列出项目。", {"group": {"type": "string", "description": "留空表示全部分组。"}}),
    ("Input is empty when listing every table; otherwise a schema name.",
     {"schema": {"type": "string"}}),
    ("Lists the tables. Returns an empty string when there are none.",
     {"schema": {"type": "string", "description": "Schema name, e.g. public."}}),
])
def test_an_empty_value_with_a_meaning_stays_silent(desc, props):
    assert hits("param-placeholder", make_tool(name="db_list_tables", description=desc,
                                               parameters=obj(props))) == []


def test_only_the_placeholder_is_named_among_real_parameters():
    props = {"query": {"type": "string", "description": "Free text."},
             "tool_input": {"type": "string", "description": "An empty string"}}
    (h,) = hits("param-placeholder", make_tool(name="docs_search", description="Searches docs.",
                                               parameters=obj(props)))
    assert h.path == "/properties/tool_input" and "invent a value" in h.message
