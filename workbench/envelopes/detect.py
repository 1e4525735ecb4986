"""Which envelope is this? Unwrap containers, detect each item, read it, locate it.

Containers unwrapped (any nesting): a list of items or of pages; MCP `{"tools": [...],
"nextCursor"}`; a JSON-RPC response `{"jsonrpc", "id", "result": {...}}`; an OpenAI request body
`{"model", "tools": [...]}` (and the legacy `"functions": [...]`); Gemini
`{"tools": [{"functionDeclarations": [...]}]}` (and a bare `{"functionDeclarations": [...]}`);
the corpora's `{"source", "tool"}` records; BFCL question
records `{"id", "question", "function": [...]}`.

Item detection, first match wins (the order matters: the more specific shape first):
 1. `type: "function"` + `function` object → openai-chat
 2. `type: "function"` + `name` → openai-responses
 3. `inputSchema` → mcp
 4. `input_schema` → anthropic
 5. `parametersJsonSchema` / `parameters_json_schema` → gemini-json
 6. `api_name` + `required_parameters`/`optional_parameters`/`tool_name` → rapidapi
 7. `api_name` + `parameters` → seal-tools
 8. `name` + `query_parameters`/`path_parameters`/`arguments`/`output_parameters`, or a bare
    parameter map with per-parameter `"required": true|false` → nestful
 9. `name` + `parameters` whose root `type` is "dict" → bfcl; with a root `optional` list or
    `example_value` on a property → toolbench; with an upper-case root type ("OBJECT") → gemini;
    otherwise → openai-chat (the bare function object of Chat Completions / legacy `functions`)
10. a schema with `title` (+ `type`/`properties`/...) → json-schema
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from workbench.envelopes import anthropic, datasets, gemini, jsonschema, mcp, openai
from workbench.envelopes.common import NotThisFormat
from workbench.model import LoadProblem, Origin, Tool
from workbench.schema.pointer import join

FORMATS: tuple[str, ...] = (
    "openai-chat", "openai-responses", "openai-request", "mcp", "anthropic", "gemini", "gemini-json",
    "bfcl", "toolbench", "rapidapi", "seal-tools", "nestful", "json-schema", "python", "pydantic",
)

ACCEPTED_SHAPES = (
    "accepted shapes: OpenAI Chat {\"type\": \"function\", \"function\": {...}} or a request body with "
    "\"tools\"; OpenAI Responses {\"type\": \"function\", \"name\", \"parameters\"}; MCP {\"name\", "
    "\"inputSchema\"} or a tools/list result {\"tools\": [...]} (also in a JSON-RPC response); "
    "Anthropic {\"name\", \"input_schema\"}; Gemini {\"functionDeclarations\": [...]} with "
    "\"parameters\" or \"parametersJsonSchema\"; BFCL/ToolBench {\"name\", \"parameters\"}; RapidAPI "
    "{\"api_name\", \"required_parameters\"}; Seal-Tools {\"api_name\", \"parameters\"}; NESTFUL "
    "{\"name\", \"query_parameters\"|\"arguments\"}; a JSON Schema with \"title\"; a list of any of these"
)

Reader = Callable[[Mapping[str, Any], Origin], Tool]

READERS: dict[str, Reader] = {
    "openai-chat": openai.read_chat,
    "openai-responses": openai.read_responses,
    "mcp": mcp.read,
    "anthropic": anthropic.read,
    "gemini": gemini.read,
    "gemini-json": gemini.read_json,
    "bfcl": datasets.read_bfcl,
    "toolbench": datasets.read_toolbench,
    "rapidapi": datasets.read_rapidapi,
    "seal-tools": datasets.read_seal,
    "nestful": datasets.read_nestful,
    "json-schema": jsonschema.read,
}

# keys only a tool has: a node with one of them is a tool even if it also holds a "tools" list
_TOOL_KEYS = ("inputSchema", "input_schema", "parameters", "function", "parametersJsonSchema")
_NESTFUL_KEYS = ("query_parameters", "path_parameters", "arguments", "output_parameters")


def _is_property_map_with_flags(params: Mapping[str, Any]) -> bool:
    """NESTFUL's bare `parameters` map: no schema keywords, values carry `"required": bool`."""
    if "properties" in params or "type" in params or not params:
        return False
    values = list(params.values())
    return all(isinstance(v, Mapping) for v in values) and any(
        isinstance(v.get("required"), bool) for v in values)


def detect_item(item: Mapping[str, Any]) -> str | None:
    kind = item.get("type")
    if kind == "function" and isinstance(item.get("function"), Mapping):
        return "openai-chat"
    if kind == "function" and "name" in item:
        return "openai-responses"
    if "inputSchema" in item:
        return "mcp"
    if "input_schema" in item:
        return "anthropic"
    if gemini.json_schema_key(item):
        return "gemini-json"
    if "api_name" in item:
        if any(k in item for k in ("required_parameters", "optional_parameters", "tool_name")):
            return "rapidapi"
        if isinstance(item.get("parameters"), Mapping):
            return "seal-tools"
        return None
    if "name" in item:
        if any(k in item for k in _NESTFUL_KEYS):
            return "nestful"
        params = item.get("parameters")
        if isinstance(params, Mapping):
            if _is_property_map_with_flags(params):
                return "nestful"
            root_type = params.get("type")
            if root_type == "dict":
                return "bfcl"
            if isinstance(params.get("optional"), list) or _has_example_value(params):
                return "toolbench"
            if isinstance(root_type, str) and root_type.isupper():
                return "gemini"
            return "openai-chat"
        if set(item) <= {"name", "description", "strict"} and "description" in item:
            return "openai-chat"  # a function without parameters
        return None
    if jsonschema.looks_like(item):
        return "json-schema"
    return None


def _has_example_value(params: Mapping[str, Any]) -> bool:
    props = params.get("properties")
    return isinstance(props, Mapping) and any(
        isinstance(p, Mapping) and "example_value" in p for p in props.values())


class Reading:
    """Walks one parsed document and yields tools and problems."""

    def __init__(self, file: str, fmt: str | None, line_of: Callable[[str], int | None] | None = None,
                 line: int | None = None) -> None:
        self.file, self.fmt, self.line_of, self.line = file, fmt, line_of, line

    def problem(self, pointer: str, message: str) -> LoadProblem:
        line = self.line if self.line is not None else (self.line_of(pointer) if self.line_of else None)
        return LoadProblem(self.file, message, line=line, pointer=pointer)

    def origin(self, pointer: str) -> Origin:
        line = self.line if self.line is not None else (self.line_of(pointer) if self.line_of else None)
        return Origin(self.file, pointer, line)

    def read(self, doc: Any, pointer: str = "") -> Iterator[Tool | LoadProblem]:
        # explicit stack instead of recursion: containers can nest (pages in a list in a response)
        stack: list[tuple[Any, str, str | None]] = [(doc, pointer, None)]
        while stack:
            node, ptr, implied = stack.pop()
            if isinstance(node, list):
                stack.extend((node[i], join(ptr, i), implied) for i in range(len(node) - 1, -1, -1))
                continue
            if not isinstance(node, Mapping):
                yield self.problem(ptr, f"expected a tool definition (an object), found {_kind(node)}; "
                                        + ACCEPTED_SHAPES)
                continue
            inner = self._unwrap(node, ptr)
            if inner is not None:
                if isinstance(inner, LoadProblem):
                    yield inner
                else:
                    stack.extend(reversed(inner))
                continue
            yield self._item(node, ptr, implied)

    def _unwrap(self, node: Mapping[str, Any], ptr: str) -> list[tuple[Any, str, str | None]] | LoadProblem | None:
        if self.fmt == "json-schema":
            return None
        if "jsonrpc" in node or ("result" in node and "id" in node):
            if "error" in node:
                err = node.get("error")
                message = err.get("message") if isinstance(err, Mapping) else err
                return self.problem(ptr, f"JSON-RPC error response, no tools: {message}")
            if "result" in node:
                return [(node["result"], join(ptr, "result"), None)]
        if isinstance(node.get("tools"), list) and not any(k in node for k in _TOOL_KEYS):
            return [(node["tools"], join(ptr, "tools"), None)]
        for key in gemini.DECLARATION_KEYS:
            if isinstance(node.get(key), list):
                # declarations are Gemini whatever their type spelling
                return [(d, join(ptr, key, i), "gemini") for i, d in enumerate(node[key])]
        if isinstance(node.get("tool"), Mapping) and set(node) <= {"source", "tool", "id"}:
            return [(node["tool"], join(ptr, "tool"), None)]
        for key in ("function", "functions"):  # BFCL question records; legacy OpenAI `functions`
            if isinstance(node.get(key), list) and "name" not in node:
                return [(node[key], join(ptr, key), None)]
        return None

    def _item(self, node: Mapping[str, Any], ptr: str, implied: str | None) -> Tool | LoadProblem:
        fmt = self.fmt or implied
        if fmt == "openai-request":
            fmt = detect_item(node)
            if fmt not in ("openai-chat", "openai-responses"):
                return self.problem(ptr, "not an OpenAI function tool (expected {\"type\": \"function\", ...}); "
                                         f"skipped{_type_hint(node)}")
        elif fmt in ("python", "pydantic"):
            return self.problem(ptr, f"format {fmt!r} reads Python objects, not JSON/YAML data")
        elif fmt is None:
            fmt = detect_item(node)
            if fmt is None:
                return self.problem(ptr, f"unknown tool envelope{_type_hint(node)} "
                                         f"(keys: {', '.join(map(str, list(node)[:8]))}); " + ACCEPTED_SHAPES)
        try:
            return READERS[fmt](node, self.origin(ptr))
        except NotThisFormat as exc:
            return self.problem(ptr, f"{exc} (read as {fmt!r})")


def _kind(value: Any) -> str:
    if isinstance(value, str):
        return f"a string {value[:40]!r}"
    if value is None:
        return "null"
    return f"a {type(value).__name__}"


def _type_hint(node: Mapping[str, Any]) -> str:
    kind = node.get("type")
    return f" (type {kind!r})" if isinstance(kind, str) and kind != "function" else ""
