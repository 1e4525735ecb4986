"""param-deferred-to-docs (warning): a parameter whose own text (its description or its entry in
the tool's parameter block) defers its values or its cap to a document the model cannot read,
English and Chinese; a link, another tool, values or a cap the schema gives, and a document that
is the tool's own object stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

RULE = "param-deferred-to-docs"


def _tool(prop, description="List builds."):
    return make_tool(name="list_builds", description=description, parameters=obj({"status": prop}))


@pytest.mark.parametrize("prop, said", [
    ({"type": "number", "description": "Status filter (see BuildStatus enum)."}, "what it takes"),
    ({"type": "string", "description": "Order of results (BuildQueryOrder values)."}, "what it takes"),
    ({"type": "integer", "description": "How many to return; for the maximum refer to the API docs."},
     "its maximum"),
    ({"type": "integer", "description": "返回条数（最多见接口说明）"}, "its maximum"),
    ({"type": "string", "description": "类型（整型，含义见接口说明；取值待确认）"}, "what it takes"),
    ({"type": "string", "description": "状态，取值详见官方文档。"}, "what it takes"),
])
def test_a_value_deferred_to_a_document_is_shown(prop, said):
    (h,) = hits(RULE, _tool(prop))
    assert h.path == "/properties/status" and h.severity is None and said in h.message
    if "接口" in prop["description"] or "文档" in prop["description"]:
        assert "例如" in h.message


def test_an_entry_in_the_tools_parameter_block_is_the_parameters_text():
    tool = _tool({"type": "integer"},
                 description="列出公告。\n\n参数\n    status : int, 可选\n        返回条数（最多见接口说明）")
    (h,) = hits(RULE, tool)
    assert "its maximum" in h.message


@pytest.mark.parametrize("prop", [
    {"type": "string", "description": "Status filter (see BuildStatus enum).", "enum": ["ok", "failed"]},
    {"type": "integer", "maximum": 100, "description": "返回条数（最多见接口说明）"},
    {"type": "string", "description": "Status filter; see https://example.com/docs/status for values."},
    {"type": "string", "description": "Status id; see the list_statuses tool for the values."},
    {"type": "string", "description": "Status of the build, e.g. 'succeeded'; see below."},
    {"type": "string", "description": "文档 ID，见文档列表工具返回的 id。"},
    {"type": "string", "description": "要检索的文档标题。"},
    {"type": "integer", "description": "X-number of tile (see documentation)."},  # background, not values
    {"type": "string", "description": "目标企业 corpId。基础概念详见相关文档。"},
])
def test_reachable_or_given_values_stay_silent(prop):
    assert hits(RULE, _tool(prop)) == []
