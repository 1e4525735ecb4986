"""Discoverability (seed 1 §6): visible, distinguishable, callable; MCP caching facts; collisions
between merged sources with a namespacing plan."""

from __future__ import annotations

import json

import workbench


def mcp_tool(name, description="Returns one record by id.", **schema_extra):
    schema = {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"],
              "additionalProperties": False}
    schema.update(schema_extra)
    return {"name": name, "description": description, "inputSchema": schema}


def test_collisions_between_sources_and_a_namespacing_plan(tmp_path):
    crm = tmp_path / "crm.json"
    support = tmp_path / "support.json"
    crm.write_text(json.dumps({"tools": [mcp_tool("get_customer", "CRM account record.")]}))
    support.write_text(json.dumps({"tools": [mcp_tool("get_customer", "Support tickets of a customer.")],
                                   "nextCursor": "abc", "ttlMs": 60000, "cacheScope": "private"}))
    report = workbench.discoverability([str(crm), str(support)], profile="openai")
    assert [c.name for c in report.collisions] == ["get_customer"]
    renames = {p["prefix"]: p["renames"] for p in report.namespacing}
    assert renames["crm_"] == [{"from": "get_customer", "to": "crm_get_customer"}]
    server = next(s for s in report.servers if s.source == str(support))
    assert server.more_pages and server.ttl_ms == 60000 and server.cache_scope == "private"
    assert any("nextCursor" in a for a in server.advice) and any("never share" in a for a in server.advice)
    assert not any(t.distinguishable for t in report.tools)  # same name twice


def test_visible_callable_and_distinguishable_per_provider():
    tools = [mcp_tool(f"svc_get_thing{i}", f"Returns thing number {i} of the inventory, unique kind {i}.")
             for i in range(130)]
    tools.append(mcp_tool("bad.name.with.dots", "Returns a record.", oneOf=[{"required": ["id"]}]))
    report = workbench.discoverability(tools, profile="openai")
    by = {t.tool: t for t in report.tools}
    assert by["svc_get_thing0"].visible and not by["svc_get_thing128"].visible
    assert any("advises" in n for n in by["svc_get_thing25"].visible_notes)
    # the counts come from the profile's limits, strict or not, each note citing its page
    strict = {t.tool: t for t in workbench.discoverability(tools, profile="openai-strict").tools}
    assert strict["svc_get_thing127"].visible and not strict["svc_get_thing128"].visible
    assert any("function-calling" in n for n in strict["svc_get_thing128"].visible_notes)
    assert all(t.visible for t in workbench.discoverability(tools, profile="anthropic").tools)
    bad = by["bad.name.with.dots"]
    assert not bad.callable and any("name" in n for n in bad.callable_notes)
    assert not bad.discoverable


def test_budget_and_listing_facts_and_renderings():
    listing = {"jsonrpc": "2.0", "id": 1, "result": {"capabilities": {"tools": {"listChanged": True}}}}
    tools = [mcp_tool("a_get_x"), mcp_tool("b_delete_y", "Deletes a document permanently.")]
    report = workbench.discoverability(tools, profile="mcp", budget_tokens=60,
                                       listings={"<object>": listing})
    assert report.tools[0].visible and not report.tools[1].visible
    assert report.servers and report.servers[0].list_changed is True
    data = json.loads(report.to_json())
    assert {"profile", "tools", "servers", "collisions", "namespacing"} == set(data)
    assert "not discoverable" in report.to_text() and "<script" not in report._repr_html_()
