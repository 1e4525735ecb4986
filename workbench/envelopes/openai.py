"""OpenAI function tools: Chat Completions `{"type": "function", "function": {...}}` (and the bare
inner function object, as in the legacy `functions` list), Responses `{"type": "function", "name",
..., "parameters", "strict"}`. A missing `parameters` means "no parameters"
(https://developers.openai.com/api/docs/guides/function-calling)."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from workbench.envelopes.common import MISSING, NotThisFormat, build, keep_absent
from workbench.model import Origin, Tool


def read_chat(item: Mapping[str, Any], origin: Origin) -> Tool:
    fn = item.get("function", item) if "function" in item else item
    if not isinstance(fn, Mapping):
        raise NotThisFormat("OpenAI Chat tool: `function` must be an object with name, description, parameters")
    if "name" not in fn:
        raise NotThisFormat('OpenAI Chat tool: expected '
                            '{"type": "function", "function": {"name", "description", "parameters"}}')
    return build("openai-chat", item, origin, name=fn.get("name"), description=fn.get("description"),
                 params=fn.get("parameters", MISSING), strict=fn.get("strict"))


def read_responses(item: Mapping[str, Any], origin: Origin) -> Tool:
    if "name" not in item:
        raise NotThisFormat('OpenAI Responses tool: expected '
                            '{"type": "function", "name", "description", "parameters", "strict"}')
    return build("openai-responses", item, origin, name=item.get("name"),
                 description=item.get("description"), params=item.get("parameters", MISSING),
                 strict=item.get("strict"), output_schema=item.get("output_schema"))


def _raw_dict(tool: Tool) -> dict[str, Any]:
    return copy.deepcopy(dict(tool.raw)) if isinstance(tool.raw, Mapping) else {}


def write_chat(tool: Tool) -> dict[str, Any]:
    raw = _raw_dict(tool)
    if isinstance(raw.get("function"), Mapping):
        fn = raw["function"]
    elif raw and "function" not in raw and "type" not in raw:
        fn = raw  # a bare function object stays bare
    else:
        raw = {"type": "function", "function": {}}
        fn = raw["function"]
    _put_function(fn, tool)
    return raw


def write_responses(tool: Tool) -> dict[str, Any]:
    raw = _raw_dict(tool) or {"type": "function"}
    _put_function(raw, tool)
    return raw


def _put_function(fn: dict[str, Any], tool: Tool) -> None:
    """Name, description, parameters and strict flag of `tool` into an OpenAI function object
    (nested under "function" in Chat Completions, flat in Responses)."""
    fn["name"] = tool.name
    if tool.description is not None:
        fn["description"] = tool.description
    if not keep_absent(fn, "parameters", tool.parameters):
        fn["parameters"] = copy.deepcopy(dict(tool.parameters))
    if tool.strict is not None:
        fn["strict"] = tool.strict
