"""Write a tool set back in the envelope(s) it was read from, with each tool's current `parameters`.

Each tool is written by its envelope's writer from `Tool.raw` (so keys the workbench does not model,
such as MCP `_meta` or OpenAI `strict`, survive) and put back at its JSON pointer, which rebuilds
the file-level shape: an MCP page `{"tools": [...]}`, a JSON-RPC response `{"jsonrpc": "2.0",
"result": {"tools": [...]}}`, a list of pages, Gemini `{"tools": [{"functionDeclarations": [...]}]}`,
the corpora's `{"source", "tool"}` records. Keys beside the tools that the loader did not keep
(`nextCursor`, a request's `model`/`messages`, a record's `source` text) are not reproduced.
Tools made from Python callables or pydantic models are written as OpenAI Chat tools.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from workbench.envelopes import anthropic, datasets, gemini, jsonschema, mcp, openai
from workbench.model import Tool, ToolSet
from workbench.schema.pointer import split

WRITERS: dict[str, Callable[[Tool], dict[str, Any]]] = {
    "openai-chat": openai.write_chat,
    "openai-responses": openai.write_responses,
    "mcp": mcp.write,
    "anthropic": anthropic.write,
    "gemini": gemini.write,
    "gemini-json": gemini.write,
    "bfcl": datasets.write_bfcl,
    "toolbench": datasets.write_toolbench,
    "rapidapi": datasets.write_rapidapi,
    "seal-tools": datasets.write_seal,
    "nestful": datasets.write_nestful,
    "json-schema": jsonschema.write,
}


def write_tool(tool: Tool) -> dict[str, Any]:
    """One tool in its own envelope (Python-made tools as OpenAI Chat tools)."""
    writer = WRITERS.get(tool.source_format)
    if writer is None:
        return openai.write_chat(Tool(tool.name, tool.description, tool.parameters, "openai-chat",
                                      strict=tool.strict))
    return writer(tool)


def dump(toolset: ToolSet | Tool) -> Any:
    """JSON-able document(s) of the tool set in its own envelope(s).

    One source (file, text or object) → that document's shape (a `.jsonl` source → a list with one
    entry per line). Several sources → a list of every tool in its own envelope (which `load`
    reads back as one set). See `dump_by_source` for one document per source."""
    if isinstance(toolset, Tool):
        toolset = ToolSet((toolset,))
    documents = dump_by_source(toolset)
    if len(documents) == 1:
        return next(iter(documents.values()))
    return [write_tool(tool) for tool in toolset]


def dumps(toolset: ToolSet | Tool, *, indent: int = 2) -> str:
    """`dump` as text in the source's file format: JSON Lines for a `.jsonl` source, YAML for a
    `.yaml`/`.yml` source, JSON otherwise (several sources: a JSON list)."""
    import json

    if isinstance(toolset, Tool):
        toolset = ToolSet((toolset,))
    doc = dump(toolset)
    files = {t.origin.file for t in toolset}
    source = next(iter(files)) if len(files) == 1 else ""
    if source.endswith((".jsonl", ".ndjson")) and isinstance(doc, list):
        return "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in doc)
    if source.endswith((".yaml", ".yml")):
        import yaml

        return yaml.safe_dump(doc, allow_unicode=True, sort_keys=False)
    return json.dumps(doc, ensure_ascii=False, indent=indent) + "\n"


def dump_by_source(toolset: ToolSet) -> dict[str, Any]:
    """{source file: document}, sources in load order."""
    groups: dict[str, list[Tool]] = {}
    for tool in toolset:
        groups.setdefault(tool.origin.file, []).append(tool)
    return {file: _document(tools) for file, tools in groups.items()}


def _document(tools: list[Tool]) -> Any:
    places = {(t.origin.line, t.origin.pointer) for t in tools}
    if len(places) < len(tools):  # tools from several objects share a name: no common shape
        return [write_tool(t) for t in tools]
    lines = {t.origin.line for t in tools}
    by_line = tools[0].origin.file.endswith((".jsonl", ".ndjson")) and None not in lines
    if by_line:  # one document per line, in line order
        docs: dict[int, Any] = {}
        for tool in tools:
            line = cast(int, tool.origin.line)  # `by_line`: every tool has one
            docs[line] = _place(docs.get(line), tool.origin.pointer, write_tool(tool))
        return [_compact(docs[n]) for n in sorted(docs)]
    doc: Any = None
    for tool in tools:
        doc = _place(doc, tool.origin.pointer, write_tool(tool))
    return _compact(doc)


_HOLE = object()


def _place(doc: Any, pointer: str, value: Any) -> Any:
    """Put `value` at `pointer`, creating containers on the way (digit tokens → lists)."""
    tokens = split(pointer) if pointer else []
    if not tokens:
        return value
    if doc is None:
        doc = [] if tokens[0].isdigit() else {}
    node = doc
    for i, token in enumerate(tokens):
        last = i == len(tokens) - 1
        child: Any = value if last else ([] if tokens[i + 1].isdigit() else {})
        if isinstance(node, list):
            index = int(token)
            while len(node) <= index:
                node.append(_HOLE)
            if last or node[index] is _HOLE:
                node[index] = child
            node = node[index]
        else:
            if last or token not in node:
                node[token] = child
            node = node[token]
    if "jsonrpc" not in doc and isinstance(doc, dict) and "result" in doc:
        doc["jsonrpc"] = "2.0"
    return doc


def _compact(doc: Any) -> Any:
    """Drop the holes left by items that were not tools (iteratively; containers are shallow)."""
    stack = [doc]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            node[:] = [x for x in node if x is not _HOLE]
            stack.extend(x for x in node if isinstance(x, (list, dict)) and not _is_tool_like(x))
        elif isinstance(node, dict) and not _is_tool_like(node):
            stack.extend(x for x in node.values() if isinstance(x, (list, dict)))
    return doc


def _is_tool_like(node: Any) -> bool:
    return isinstance(node, dict) and ("name" in node or "api_name" in node or "function" in node)
