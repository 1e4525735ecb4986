"""Anthropic Messages API tools: `{"name", "description", "input_schema", "strict"?}` (https://platform.claude.com/docs/en/agents-and-tools/tool-use/strict-tool-use)."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from workbench.envelopes.common import MISSING, NotThisFormat, build
from workbench.model import Origin, Tool


def read(item: Mapping[str, Any], origin: Origin) -> Tool:
    if "name" not in item or "input_schema" not in item:
        raise NotThisFormat('Anthropic tool: expected {"name", "description", "input_schema": {"type": "object", ...}}')
    return build("anthropic", item, origin, name=item.get("name"), description=item.get("description"),
                 params=item.get("input_schema", MISSING), strict=item.get("strict"),
                 where="input_schema")


def write(tool: Tool) -> dict[str, Any]:
    raw = copy.deepcopy(dict(tool.raw)) if isinstance(tool.raw, Mapping) else {}
    raw["name"] = tool.name
    if tool.description is not None:
        raw["description"] = tool.description
    raw["input_schema"] = copy.deepcopy(dict(tool.parameters))
    if tool.strict is not None:
        raw["strict"] = tool.strict
    return raw
