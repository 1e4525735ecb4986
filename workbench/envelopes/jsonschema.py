"""A bare JSON Schema with a `title` is one tool: name from `title`, description from
`description`, the schema itself as the parameters."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from workbench.envelopes.common import NotThisFormat, build
from workbench.model import Origin, Tool

_SCHEMA_MARKERS = ("type", "properties", "$schema", "$defs", "required", "anyOf", "oneOf", "allOf")


def looks_like(item: Mapping[str, Any]) -> bool:
    return isinstance(item.get("title"), str) and any(k in item for k in _SCHEMA_MARKERS)


def read(item: Mapping[str, Any], origin: Origin, *, fallback_name: str | None = None) -> Tool:
    name = item.get("title") if isinstance(item.get("title"), str) and item.get("title") else fallback_name
    if not name:
        raise NotThisFormat('bare JSON Schema: expected '
                            '{"title": "<tool name>", "type": "object", "properties": {...}}')
    return build("json-schema", item, origin, name=name, description=item.get("description"), params=item)


def write(tool: Tool) -> dict[str, Any]:
    out = copy.deepcopy(dict(tool.parameters))
    out["title"] = tool.name
    if tool.description is not None:
        out["description"] = tool.description
    return out
