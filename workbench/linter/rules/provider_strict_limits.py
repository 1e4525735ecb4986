"""`strict-compat` rules about size and shape limits of a strict profile: totals within one schema
(`strict-limits`), recursion (`strict-recursive-ref`) and budgets summed over the strict tools of
one request (`strict-request-limits`). Every limit comes from `workbench/profiles.py`."""

from __future__ import annotations

from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.provider_facts import is_object, names, strict_profiles
from workbench.model import Tool, ToolSet
from workbench.schema.pointer import join
from workbench.schema.refs import ref_components


@rule("strict-limits", category="strict-compat", severity="error",
      summary="Stay within the strict profile's size limits (properties, nesting, enum values, "
              "total string length).",
      rationale="OpenAI strict: at most 5000 properties, 10 levels of nesting, 1000 enum values, "
                "120,000 characters of names/enum/const, 15,000 characters for one enum over 250 "
                "values.",
      bad=Example({"name": "geo_set_city", "strict": True, "parameters": {
                  "type": "object", "properties": {"city": {"type": "string",
                                                            "enum": [f"city-{i}" for i in range(1001)]}},
                  "required": ["city"], "additionalProperties": False}}),
      good=Example({"name": "geo_set_city", "strict": True, "parameters": {
                  "type": "object", "properties": {"city_id": {"type": "string",
                                                               "description": "Id from geo_search_city."}},
                  "required": ["city_id"], "additionalProperties": False}}))
def strict_limits(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    for p in strict_profiles(ctx):
        lim = p.limits
        if not any(k in lim for k in ("properties", "depth", "enum_values", "string_chars")):
            continue
        props = depth = enum_values = chars = 0
        deepest = ""
        for node in ctx.index.nodes:
            s = node.schema
            if node.via == "properties":
                props += 1
                chars += len(node.name or "")
            elif node.via in ("$defs", "definitions"):
                chars += len(node.pointer.rsplit("/", 1)[-1])
            if is_object(node):
                level = node.pointer.count("/properties/") + 1
                if level > depth:
                    depth, deepest = level, node.pointer
            enum = s.get("enum")
            if isinstance(enum, list):
                enum_values += len(enum)
                strs = [v for v in enum if isinstance(v, str)]
                chars += sum(map(len, strs))
                big, cap = lim.get("large_enum_threshold"), lim.get("large_enum_chars")
                if big and cap and len(strs) > big and sum(map(len, strs)) > cap:
                    yield Hit(join(node.pointer, "enum"),
                              f"This enum has {len(strs)} string values totalling "
                              f"{sum(map(len, strs)):,} characters; {p.cite()} allows at most {cap:,} "
                              f"characters for an enum over {big} values. Look the value up with "
                              "another tool instead.")
            if isinstance(s.get("const"), str):
                chars += len(s["const"])
        checks = (("properties", props, "object properties in total", ""),
                  ("depth", depth, "levels of object nesting", deepest),
                  ("enum_values", enum_values, "enum values in total", ""),
                  ("string_chars", chars, "characters of property names, enum and const values", ""))
        for key, value, what, where in checks:
            cap = lim.get(key)
            if cap is not None and value > cap:
                yield Hit(where, f"The schema has {value:,} {what}; {p.cite()} allows at most "
                          f"{cap:,}. Split the tool or replace big enums with a lookup tool.")


@rule("strict-recursive-ref", category="strict-compat", severity="error",
      summary="Do not use recursive `$ref` under a strict profile that forbids recursion.",
      rationale="Anthropic strict tool use rejects recursive schemas.",
      bad=Example({"name": "docs_create_outline", "strict": True, "input_schema": {
                  "type": "object", "properties": {"node": {"$ref": "#/$defs/node"}},
                  "$defs": {"node": {"type": "object", "properties": {
                      "children": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}}}}),
      good=Example({"name": "docs_create_outline", "strict": True, "input_schema": {
                  "type": "object", "properties": {"headings": {"type": "array", "items": {
                      "type": "object", "properties": {"title": {"type": "string"},
                                                       "level": {"type": "integer"}},
                      "required": ["title", "level"], "additionalProperties": False}}},
                  "required": ["headings"], "additionalProperties": False}}))
def strict_recursive_ref(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    forbidding = [p for p in strict_profiles(ctx) if p.recursion_allowed is False]
    if not forbidding:
        return
    refs = [(n.pointer, n.schema["$ref"]) for n in ctx.index.nodes
            if isinstance(n.schema.get("$ref"), str) and n.schema["$ref"].startswith("#")]
    if not refs:
        return
    targets = {ptr: ref[1:] for ptr, ref in refs}  # "#/$defs/x" -> "/$defs/x"; "#" -> ""

    containers = {}
    for ptr in targets:
        parts = ptr.split("/")
        if len(parts) > 2 and parts[1] in ("$defs", "definitions"):
            containers[ptr] = "/".join(parts[:3])
    # the reference sits in its container, so the container leads to the target: the target
    # leads back to the container (the schema recurses through it) exactly when both are in
    # one strongly connected component of the reference graph
    component = ref_components(targets, containers.values())
    for ptr, target in targets.items():
        inside = target == "" or ptr == target or ptr.startswith(target + "/")
        container = containers.get(ptr)
        if inside or (container is not None and component[target] == component[container]):
            yield Hit(ptr, f"`$ref` at {ptr} makes the schema recursive; {names(forbidding, 'reject')} "
                      "recursive schemas. Flatten it to a fixed depth (e.g. a list of "
                      "items with a `level`).")


@rule("strict-request-limits", category="strict-compat", severity="error", scope="set",
      summary="Keep the strict tools of one request within Anthropic's budget: 20 strict tools, "
              "24 optional parameters, 16 union-typed parameters.",
      rationale="Anthropic strict: the limits are summed over all strict schemas in one request.",
      bad=Example([{"name": f"crm_tool_{i}", "strict": True, "input_schema": {"type": "object"}}
                   for i in range(21)]),
      good=Example([{"name": "crm_get_customer", "strict": True, "input_schema": {
                  "type": "object", "properties": {"customer_id": {"type": "string"}},
                  "required": ["customer_id"], "additionalProperties": False}}]))
def strict_request_limits(toolset: ToolSet, contexts: list[ToolContext]) -> Iterator[Hit]:
    totals: dict[str, dict[str, int]] = {}
    for ctx in contexts:
        for p in strict_profiles(ctx):
            lim = p.limits
            if not any(k in lim for k in ("strict_tools", "optional_params", "union_params")):
                continue
            t = totals.setdefault(p.id, {"strict_tools": 0, "optional_params": 0, "union_params": 0})
            before = dict(t)
            t["strict_tools"] += 1
            for fact in ctx.property_facts:
                if not fact.required:
                    t["optional_params"] += 1
                if fact.union:
                    t["union_params"] += 1
            labels = {"strict_tools": "strict tools", "optional_params": "optional parameters",
                      "union_params": "parameters with union types (anyOf or type arrays)"}
            for key, label in labels.items():
                cap = lim.get(key)
                if cap is not None and before[key] <= cap < t[key]:
                    yield Hit("", f"With this tool the request has {t[key]} {label} across its "
                              f"strict tools; {p.cite()} allows at most {cap}. Make fewer tools "
                              "strict, or make parameters required.", tool=ctx.tool.name)
