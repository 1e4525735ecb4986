"""Dataset dialects from `shared/corpora` (README there): BFCL, ToolBench, RapidAPI `api_list`,
Seal-Tools, NESTFUL. Each is read into a standard object schema; the dialect's own constructs
(type spellings, `optional`, per-parameter `required`, value lists) are normalised by `dialect`
with a note each, and the envelope-level reshaping gets one note at the root."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from workbench.envelopes.common import MISSING, NotThisFormat, build, keep_absent, note, side_schema
from workbench.model import Origin, Tool

NESTFUL_PARAM_KEYS = ("parameters", "path_parameters", "query_parameters", "arguments")


def read_bfcl(item: Mapping[str, Any], origin: Origin) -> Tool:
    if "name" not in item:
        raise NotThisFormat('BFCL function: expected {"name", "description", "parameters": {"type": "dict", ...}}')
    return build("bfcl", item, origin, name=item.get("name"), description=item.get("description"),
                 params=item.get("parameters", MISSING), output_schema=side_schema(item.get("response")))


def read_toolbench(item: Mapping[str, Any], origin: Origin) -> Tool:
    if "name" not in item:
        raise NotThisFormat('ToolBench function: expected {"name", "description", '
                            '"parameters": {..., "optional": [...]}}')
    return build("toolbench", item, origin, name=item.get("name"), description=item.get("description"),
                 params=item.get("parameters", MISSING))


def _wrap(properties: Mapping[str, Any], required: list[str] | None) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "object", "properties": dict(properties)}
    if required is not None:
        schema["required"] = required
    return schema


def read_rapidapi(item: Mapping[str, Any], origin: Origin) -> Tool:
    if "api_name" not in item:
        raise NotThisFormat('RapidAPI api_list entry: expected {"api_name", "api_description", '
                            '"required_parameters": [...], "optional_parameters": [...]}')
    properties: dict[str, Any] = {}
    required: list[str] = []
    notes = [note("", "RapidAPI `required_parameters`/`optional_parameters` lists became an object "
                      "schema (`properties` + `required`). Write a JSON Schema object instead.")]
    for key, is_required in (("required_parameters", True), ("optional_parameters", False)):
        entries = item.get(key) or []
        for i, entry in enumerate(entries if isinstance(entries, list) else []):
            if not isinstance(entry, Mapping) or not isinstance(entry.get("name"), str):
                notes.append(note("", f"`{key}[{i}]` has no name and was skipped."))
                continue
            prop = {k: v for k, v in entry.items() if k != "name"}
            properties[entry["name"]] = prop
            if is_required and entry["name"] not in required:
                required.append(entry["name"])
    return build("rapidapi", item, origin, name=item.get("api_name"), description=item.get("api_description"),
                 params=_wrap(properties, required), notes=tuple(notes))


def read_seal(item: Mapping[str, Any], origin: Origin) -> Tool:
    params = item.get("parameters")
    if "api_name" not in item or not isinstance(params, Mapping):
        raise NotThisFormat('Seal-Tools tool: expected {"api_name", "api_description", '
                            '"parameters": {<name>: {"type", "description"}}, "required": [...]}')
    required = item.get("required")
    notes = (note("", "Seal-Tools bare parameter map (with `required` beside it) became an object "
                      "schema. Write {\"type\": \"object\", \"properties\": {...}, \"required\": [...]}."),)
    responses = item.get("responses")
    output = side_schema(_wrap(responses, None)) if isinstance(responses, Mapping) else None
    return build("seal-tools", item, origin, name=item.get("api_name"), description=item.get("api_description"),
                 params=_wrap(params, list(required) if isinstance(required, list) else None),
                 notes=notes, output_schema=output)


def read_nestful(item: Mapping[str, Any], origin: Origin) -> Tool:
    keys = [k for k in NESTFUL_PARAM_KEYS if isinstance(item.get(k), Mapping)]
    if "name" not in item or not (keys or "output_parameters" in item):
        raise NotThisFormat('NESTFUL spec: expected {"name", "description", "parameters" | "query_parameters" | '
                            '"arguments": {<name>: {"type", "required": true}}}')
    properties: dict[str, Any] = {}
    for key in keys:
        properties.update(item[key])
    notes = (note("", f"NESTFUL parameter map{'s' if len(keys) > 1 else ''} "
                      f"({', '.join('`' + k + '`' for k in keys) or 'none'}) became an object schema. "
                      "Write {\"type\": \"object\", \"properties\": {...}, \"required\": [...]}."),)
    outputs = item.get("output_parameters")
    output = side_schema(_wrap(outputs, None)) if isinstance(outputs, Mapping) else None
    return build("nestful", item, origin, name=item.get("name"), description=item.get("description"),
                 params=_wrap(properties, []), notes=notes, output_schema=output)


# ---- writing back ----------------------------------------------------------------------------

def _raw(tool: Tool) -> dict[str, Any]:
    return copy.deepcopy(dict(tool.raw)) if isinstance(tool.raw, Mapping) else {}


def _props(tool: Tool) -> tuple[dict[str, Any], list[str]]:
    props = tool.parameters.get("properties")
    req = tool.parameters.get("required")
    return (copy.deepcopy(dict(props)) if isinstance(props, Mapping) else {},
            [r for r in req if isinstance(r, str)] if isinstance(req, list) else [])


def _as_dict(value: Any) -> dict[str, Any]:
    return dict(value) if isinstance(value, Mapping) else {}


def write_bfcl(tool: Tool) -> dict[str, Any]:
    raw = _raw(tool)
    raw["name"] = tool.name
    if tool.description is not None:
        raw["description"] = tool.description
    if not keep_absent(raw, "parameters", tool.parameters):
        raw["parameters"] = copy.deepcopy(dict(tool.parameters))
    return raw


write_toolbench = write_bfcl


def write_rapidapi(tool: Tool) -> dict[str, Any]:
    raw = _raw(tool)
    props, req = _props(tool)
    raw["api_name"] = tool.name
    if tool.description is not None:
        raw["api_description"] = tool.description
    raw["required_parameters"] = [{"name": n, **_as_dict(props[n])} for n in props if n in req]
    raw["optional_parameters"] = [{"name": n, **_as_dict(props[n])} for n in props if n not in req]
    return raw


def write_seal(tool: Tool) -> dict[str, Any]:
    raw = _raw(tool)
    props, req = _props(tool)
    raw["api_name"] = tool.name
    if tool.description is not None:
        raw["api_description"] = tool.description
    raw["parameters"] = props
    raw["required"] = req
    return raw


def write_nestful(tool: Tool) -> dict[str, Any]:
    raw = _raw(tool)
    props, req = _props(tool)
    raw["name"] = tool.name
    if tool.description is not None:
        raw["description"] = tool.description
    keys = [k for k in NESTFUL_PARAM_KEYS if isinstance(raw.get(k), Mapping)] or ["parameters"]
    home = {name: k for k in keys for name in (raw.get(k) or {})}
    for k in keys:
        raw[k] = {}
    for name, prop in props.items():
        raw[home.get(name, keys[0])][name] = {**_as_dict(prop), "required": name in req}
    return raw
