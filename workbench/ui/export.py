"""Writing a working copy out: one tool, or the whole set with the applied changes, in its own
envelope or in another provider's (OpenAI Chat Completions or Responses, Anthropic, Gemini, MCP),
as JSON or YAML text, to the screen (copy it) or to a file.

Its own envelope goes through `workbench/envelopes/write.py` with the tool's `raw` kept (keys the
workbench does not model survive); another envelope is written from the normalised tool by that
envelope's writer. Every text here loads back with `workbench.load` into the same tools.
No widget here: the Export tab (`output_panels.py`) is a thin shell over these functions.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from workbench.model import Tool, ToolSet

OWN = "own"
ENVELOPES = ("openai-chat", "openai-responses", "anthropic", "gemini", "mcp")


def envelope_document(tool: Tool, envelope: str = OWN) -> dict[str, Any]:
    """`tool` as one tool object of `envelope` (OWN: the envelope it was read from)."""
    from workbench.envelopes.write import WRITERS, write_tool

    if envelope == OWN or envelope == tool.source_format:
        return write_tool(tool)
    if envelope not in ENVELOPES:
        from workbench.errors import InvalidArgument

        raise InvalidArgument(f"envelope must be {OWN!r} or one of {', '.join(ENVELOPES)}, not {envelope!r}")
    return WRITERS[envelope](replace(tool, source_format=envelope, raw=None))


def set_document(toolset: ToolSet, envelope: str = OWN) -> Any:
    """The whole set: in its own envelope(s) the source document's shape (an MCP page stays a
    page); in another envelope what that provider's API takes: a list of tools for OpenAI and
    Anthropic, `[{"functionDeclarations": [...]}]` for Gemini, a `tools/list` result for MCP."""
    if envelope == OWN:
        from workbench.envelopes.write import dump

        return dump(toolset)
    tools = [envelope_document(t, envelope) for t in toolset]
    if envelope == "gemini":
        return [{"functionDeclarations": tools}]
    if envelope == "mcp":
        return {"tools": tools}
    return tools


def to_text(document: Any, language: str = "json") -> str:
    """A document as JSON (2-space indent, unicode kept) or YAML."""
    if language == "yaml":
        import yaml

        return yaml.safe_dump(document, allow_unicode=True, sort_keys=False, width=100)
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


def safe_stem(name: str) -> str:
    """`name` with only letters, digits, "-", "_" and "." kept (others become "_"), at most 80."""
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in name)[:80].strip(".") or "tools"


def file_name(name: str, envelope: str, language: str) -> str:
    """A file name for a download: the tool (or set) name and the envelope, safe characters only."""
    suffix = "" if envelope == OWN else f".{envelope}"
    return f"{safe_stem(name)}{suffix}.{'yaml' if language == 'yaml' else 'json'}"


def write_text(path: str | Path, text: str) -> Path:
    """Write `text` to `path` (UTF-8), creating its folder; returns the resolved path."""
    target = Path(path).expanduser()
    if target.parent and not target.parent.exists():
        target.parent.mkdir(parents=True)
    target.write_text(text, encoding="utf-8")
    return target.resolve()
