"""Gemini / Vertex AI function declarations (https://ai.google.dev/gemini-api/docs/function-calling).

`tools: [{"functionDeclarations": [...]}]` (snake_case `function_declarations` in the Python SDK);
each declaration has `parameters` (an OpenAPI 3.0 subset: upper-case types, `nullable`, `ref`/`defs`)
→ format "gemini", or `parametersJsonSchema` (plain JSON Schema) → format "gemini-json", taken as is.
Writing back turns the normalised JSON Schema into the `parameters` dialect again.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from workbench.envelopes.common import MISSING, NotThisFormat, build, keep_absent, side_schema
from workbench.model import Origin, Tool

DECLARATION_KEYS = ("functionDeclarations", "function_declarations")
_JSON_KEYS = ("parametersJsonSchema", "parameters_json_schema")
_RESPONSE_KEYS = ("responseJsonSchema", "response_json_schema")


def json_schema_key(item: Mapping[str, Any]) -> str | None:
    return next((k for k in _JSON_KEYS if k in item), None)


def read(item: Mapping[str, Any], origin: Origin) -> Tool:
    if "name" not in item:
        raise NotThisFormat('Gemini function declaration: expected {"name", "description", '
                            '"parameters" | "parametersJsonSchema"}')
    key = json_schema_key(item)
    if key is not None:
        out = next((item[k] for k in _RESPONSE_KEYS if k in item), None)
        return build("gemini-json", item, origin, name=item.get("name"),
                     description=item.get("description"), params=item[key],
                     output_schema=side_schema(out), where=key)
    return build("gemini", item, origin, name=item.get("name"), description=item.get("description"),
                 params=item.get("parameters", MISSING), gemini=True,
                 output_schema=side_schema(item.get("response"), gemini=True))


def read_json(item: Mapping[str, Any], origin: Origin) -> Tool:
    if json_schema_key(item) is None:
        raise NotThisFormat('Gemini JSON-Schema declaration: expected {"name", "description", "parametersJsonSchema"}')
    return read(item, origin)


def write(tool: Tool) -> dict[str, Any]:
    raw = copy.deepcopy(dict(tool.raw)) if isinstance(tool.raw, Mapping) else {}
    raw["name"] = tool.name
    if tool.description is not None:
        raw["description"] = tool.description
    if tool.source_format == "gemini-json":
        raw[json_schema_key(raw) or "parametersJsonSchema"] = copy.deepcopy(dict(tool.parameters))
    elif not keep_absent(raw, "parameters", tool.parameters):
        raw["parameters"] = to_openapi(tool.parameters)
    return raw


def to_openapi(schema: Mapping[str, Any]) -> dict[str, Any]:
    """JSON Schema → Gemini `parameters` spelling: upper-case types, `nullable`, `ref`/`defs`,
    `example` (iterative, like the normaliser)."""
    holder: dict[str, Any] = {}
    stack: list[tuple[Any, Any, Any]] = [(schema, holder, "root")]
    while stack:
        src, container, key = stack.pop()
        if not isinstance(src, Mapping):
            container[key] = copy.deepcopy(src)
            continue
        out = dict(src)
        t = out.get("type")
        if isinstance(t, list) and "null" in t and len(t) == 2:
            out["type"] = next(x for x in t if x != "null")
            out["nullable"] = True
            if isinstance(out.get("enum"), list):
                out["enum"] = [v for v in out["enum"] if v is not None]
        if isinstance(out.get("type"), str):
            out["type"] = out["type"].upper()
        if "$ref" in out and isinstance(out["$ref"], str):
            out["ref"] = out.pop("$ref").replace("#/$defs/", "#/defs/", 1)
        if "$defs" in out:
            out["defs"] = out.pop("$defs")
        if isinstance(out.get("examples"), list) and out["examples"] and "example" not in out:
            out["example"] = out.pop("examples")[0]
        container[key] = out
        for kw in ("properties", "defs"):
            if isinstance(out.get(kw), Mapping):
                members = dict(out[kw])
                out[kw] = members
                for name in members:
                    stack.append((members[name], members, name))
        for kw in ("items", "additionalProperties"):
            if isinstance(out.get(kw), Mapping):
                stack.append((out[kw], out, kw))
        if isinstance(out.get("anyOf"), list):
            branches = list(out["anyOf"])
            out["anyOf"] = branches
            for i in range(len(branches)):
                stack.append((branches[i], branches, i))
    root: dict[str, Any] = holder["root"]
    return root
