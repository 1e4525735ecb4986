"""Findings inside `$defs`/`definitions`: dropped where the tool never references the definition,
reported once where several tools share it (workbench/linter/definition_findings.py), and the
`unused-definitions` finding with its fix (workbench/linter/rules/context_cost.py)."""

from __future__ import annotations

import copy

import pytest

from support import apply_patch
from workbench.linter.engine import lint
from workbench.schema.definitions import definition_use
from workbench.schema.validate import check_schema, is_valid
from workbench.schema.walk import index_schema

# A page-API style block of definitions, copied into every tool of a server.
DEFS = {
    "parent": {"type": "object", "properties": {"page_id": {"type": "string"}}},
    "richText": {"type": "object", "properties": {"content": {"type": "string"},
                                                  "link": {"type": "object"}}},
    "sort": {"type": "object", "properties": {"timestamp": {"type": "string"}}},
}


def mcp_tool(name, properties, defs=DEFS, key="$defs", description=None):
    return {"name": name,
            "description": description or f"{name.replace('_', ' ').capitalize()} in the workspace. "
                                          "Use it when the user names a page.",
            "inputSchema": {"type": "object", "properties": properties, "additionalProperties": False,
                            key: copy.deepcopy(defs)}}


def inside(report, tool=None):
    return [f for f in report.findings if f.path.startswith(("/$defs/", "/definitions/"))
            and (tool is None or f.tool == tool)]


def test_definition_use_follows_refs_transitively_and_by_anchor():
    schema = {"type": "object", "properties": {"a": {"$ref": "#/$defs/A"}, "c": {"$ref": "#money"}},
              "$defs": {"A": {"type": "object", "properties": {"b": {"$ref": "#/$defs/B"}}},
                        "B": {"type": "string"}, "C": {"type": "integer"},
                        "D": {"$ref": "#/$defs/C"}, "E": {"$anchor": "money", "type": "number"}}}
    use = definition_use(index_schema(schema))
    assert use.unused == ("/$defs/C", "/$defs/D")  # D reaches C, but nothing reaches D
    assert use.used == {"/$defs/A", "/$defs/B", "/$defs/E"}


@pytest.mark.parametrize("schema", [
    {"type": "object", "properties": {"a": {"$dynamicRef": "#node"}}, "$defs": {"x": {"type": "string"}}},
    {"type": "object", "properties": {"a": {"$ref": "urn:x"}},
     "$defs": {"x": {"$id": "urn:x", "type": "string"}}},
])
def test_a_reference_it_cannot_follow_counts_every_definition_used(schema):
    assert definition_use(index_schema(schema)).unused == ()


def test_findings_in_unreferenced_definitions_are_dropped_and_their_cost_said_once():
    tool = mcp_tool("pages_get_page", {"page_id": {"type": "string", "description": "Page id, a UUID."}})
    report = lint([tool], config=False, select=["all"])
    assert inside(report) == []  # richText/link is an open object, sort/timestamp... all unreferenced
    (unused,) = [f for f in report.findings if f.rule == "unused-definitions"]
    assert unused.path == "/$defs" and unused.severity == "info"
    assert "3 of the 3 definitions" in unused.message and "`parent`" in unused.message
    fixed = apply_patch(tool["inputSchema"], unused.fix)
    assert fixed["$defs"] == {} and check_schema(fixed) == []
    assert is_valid(fixed, {"page_id": "p-1"})


def test_a_referenced_definition_keeps_its_findings():
    tool = mcp_tool("pages_add_text", {"text": {"$ref": "#/$defs/richText"}},
                    description="Append rich text to a page. Use it to write a paragraph.")
    report = lint([tool], config=False)
    assert any(f.path.startswith("/$defs/richText/") for f in report.findings)
    assert not any(f.path.startswith(("/$defs/parent", "/$defs/sort")) for f in report.findings)
    (unused,) = [f for f in report.findings if f.rule == "unused-definitions"]
    assert "2 of the 3" in unused.message and "`richText`" not in unused.message


def test_a_broken_unreferenced_definition_is_still_reported():
    # providers read (and refuse) the whole schema, referenced or not
    broken = {**DEFS, "sort": {"type": "object", "properties": {"timestamp": {"type": "strin"}}}}
    report = lint([mcp_tool("pages_get_page", {"page_id": {"type": "string"}}, defs=broken)],
                  config=False)
    assert [(f.rule, f.path) for f in inside(report)] == [
        ("schema-error", "/$defs/sort/properties/timestamp/type")]


def test_a_definition_shared_by_several_tools_is_reported_once_on_the_first():
    names = ["pages_add_text", "blocks_add_text", "comments_add_text"]
    tools = [mcp_tool(n, {"text": {"$ref": "#/$defs/richText"}},
                      description=f"Add rich text ({n}). Use it to write a paragraph.") for n in names]
    alone = lint(tools[:1], config=False)
    report = lint(tools, config=False)
    first = {(f.rule, f.path) for f in inside(alone)}
    assert first and {(f.rule, f.path) for f in inside(report)} == first
    assert {f.tool for f in inside(report)} == {"pages_add_text"}
    assert all("Shared definition `richText`: 3 tools" in f.message for f in inside(report))
    # the count of findings does not grow with the number of tools that carry the definition
    assert len(inside(report)) == len(inside(alone))


def test_the_first_tool_that_references_it_gets_the_finding():
    tools = [mcp_tool("pages_get_page", {"page_id": {"type": "string"}}),  # carries, never uses
             mcp_tool("blocks_add_text", {"text": {"$ref": "#/$defs/richText"}}),
             mcp_tool("comments_add_text", {"body": {"$ref": "#/$defs/richText"}})]
    found = inside(lint(tools, config=False))
    assert found and {f.tool for f in found} == {"blocks_add_text"}
    assert all("2 tools" in f.message for f in found)


def test_different_definitions_under_one_name_are_not_merged():
    other = {**DEFS, "richText": {"type": "object", "properties": {"plain": {"type": "string"}}}}
    tools = [mcp_tool("pages_add_text", {"text": {"$ref": "#/$defs/richText"}}),
             mcp_tool("blocks_add_text", {"text": {"$ref": "#/$defs/richText"}}, defs=other)]
    found = inside(lint(tools, config=False))
    assert {f.tool for f in found} == {"pages_add_text", "blocks_add_text"}
    assert not any("Shared definition" in f.message for f in found)


def test_draft7_definitions_are_handled_the_same_way():
    tools = [mcp_tool(n, {"text": {"$ref": "#/definitions/richText"}}, key="definitions")
             for n in ("pages_add_text", "blocks_add_text")]
    report = lint(tools, config=False)
    assert inside(report) and {f.tool for f in inside(report)} == {"pages_add_text"}
    assert [f.path for f in report.findings if f.rule == "unused-definitions"] == ["/definitions"] * 2


def test_scores_count_a_shared_finding_once():
    tools = [mcp_tool(n, {"text": {"$ref": "#/$defs/richText"}},
                      description="Add rich text to a page. Use it to write a paragraph.")
             for n in ("pages_add_text", "blocks_add_text")]
    report = lint(tools, config=False)
    assert report.scores["blocks_add_text"] >= report.scores["pages_add_text"]
