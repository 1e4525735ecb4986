"""MCP tools (`tools/list` result items): `name`, `title`, `description`, `inputSchema`,
`outputSchema`, `annotations`, `_meta`...
(https://modelcontextprotocol.io/specification/2025-11-25/server/tools). Pages and JSON-RPC wrappers are unwrapped in
`detect`; here one tool."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from workbench.envelopes.common import MISSING, NotThisFormat, build
from workbench.model import Origin, Tool


def read(item: Mapping[str, Any], origin: Origin) -> Tool:
    if "name" not in item or "inputSchema" not in item:
        raise NotThisFormat('MCP tool: expected {"name", "description", "inputSchema": {"type": "object", ...}}')
    return build("mcp", item, origin, name=item.get("name"), description=item.get("description"),
                 params=item.get("inputSchema", MISSING), title=item.get("title"),
                 annotations=item.get("annotations"), output_schema=item.get("outputSchema"),
                 where="inputSchema")


def write(tool: Tool) -> dict[str, Any]:
    raw = copy.deepcopy(dict(tool.raw)) if isinstance(tool.raw, Mapping) else {}
    raw["name"] = tool.name
    if tool.title is not None:
        raw["title"] = tool.title
    if tool.description is not None:
        raw["description"] = tool.description
    raw["inputSchema"] = copy.deepcopy(dict(tool.parameters))
    if tool.output_schema is not None:
        raw["outputSchema"] = copy.deepcopy(dict(tool.output_schema))
    if tool.annotations is not None:
        raw["annotations"] = copy.deepcopy(dict(tool.annotations))
    return raw
