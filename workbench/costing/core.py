"""`cost(tools)`: bytes and tokens of a tool set as each provider receives it.

Each provider gets the tools as a `tools` array of its own envelope, serialised as compact JSON
(what the official SDKs send): OpenAI Chat Completions `{"type":"function","function":{...}}`,
OpenAI Responses `{"type":"function","name",...}`, Anthropic `{"name","description",
"input_schema"}`, Gemini `{"name","description","parametersJsonSchema"}` and MCP `tools/list`
items (with `title`, `outputSchema`, `annotations`). These are minimal wire objects built from the
normalised tool, not the source's own envelope (`workbench.envelopes.write` keeps source-only keys).
What a provider adds around them (its own prompt template for tools) is not public and not counted.
Envelope facts:
https://github.com/openai/openai-python/blob/main/src/openai/types/chat/chat_completion_function_tool_param.py ,
https://github.com/anthropics/anthropic-sdk-python/blob/main/src/anthropic/types/tool_param.py ,
https://github.com/googleapis/python-genai/blob/main/google/genai/types.py ,
https://modelcontextprotocol.io/specification/2025-11-25/server/tools
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, overload

from workbench.costing.splice import NotSpliceable, Part, compose, part, total
from workbench.costing.tokenizers import Counter
from workbench.model import Tool

PROVIDERS = ("openai-chat", "openai-responses", "anthropic", "gemini", "mcp")
# the serialisation a lint profile's provider receives (`generic`: OpenAI Chat, the exact one)
PROFILE_PROVIDERS = {"generic": ("openai-chat",), "openai": ("openai-chat", "openai-responses"),
                     "openai-strict": ("openai-chat", "openai-responses"),
                     "anthropic": ("anthropic",), "anthropic-strict": ("anthropic",),
                     "gemini": ("gemini",), "mcp": ("mcp",)}


def providers_for(profiles: Sequence[str]) -> tuple[str, ...]:
    """The providers (in `PROVIDERS` order) whose serialisation the profiles' requests use."""
    wanted = {p for profile in profiles for p in PROFILE_PROVIDERS.get(profile, ("openai-chat",))}
    return tuple(p for p in PROVIDERS if p in wanted)
# the tokenizer each provider's count uses: OpenAI's encoding is public; the others are proxies
EXACT_PROVIDERS = ("openai-chat", "openai-responses")

_OPEN = {"openai-chat": '{"type":"function","function":{"name":',
         "openai-responses": '{"type":"function","name":', "anthropic": '{"name":',
         "gemini": '{"name":', "mcp": '{"name":'}
_SCHEMA_KEY = {"openai-chat": "parameters", "openai-responses": "parameters",
               "anthropic": "input_schema", "gemini": "parametersJsonSchema", "mcp": "inputSchema"}
_CLOSE = {"openai-chat": "}}"}


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str)


@dataclass(frozen=True)
class Dumped:
    """The JSON texts of one tool's fields, made once and shared by every envelope."""

    name: str
    title: str | None
    description: str | None
    parameters: str
    output_schema: str | None
    annotations: str | None
    strict: bool | None

    @classmethod
    def of(cls, tool: Tool) -> Dumped:
        def opt(value: Any) -> str | None:
            return dumps(value) if value is not None else None

        return cls(dumps(tool.name), opt(tool.title), opt(tool.description), dumps(tool.parameters),
                   opt(tool.output_schema), opt(tool.annotations), tool.strict)


def segments(tool: Tool | Dumped, provider: str) -> list[str]:
    """The serialisation of `tool` for `provider`, cut where the shared parts (name, description,
    schemas) meet the envelope; `"".join(segments(...))` is the wire JSON."""
    d = tool if isinstance(tool, Dumped) else Dumped.of(tool)
    out = [_OPEN[provider], d.name]
    if provider == "mcp" and d.title is not None:
        out += [',"title":', d.title]
    if d.description is not None:
        out += [',"description":', d.description]
    out += [f',"{_SCHEMA_KEY[provider]}":', d.parameters]
    if provider == "mcp":
        if d.output_schema is not None:
            out += [',"outputSchema":', d.output_schema]
        if d.annotations is not None:
            out += [',"annotations":', d.annotations]
    elif d.strict is not None and provider != "gemini":
        out.append(f',"strict":{"true" if d.strict else "false"}')
    out.append(_CLOSE.get(provider, "}"))
    return out


def serialise(tool: Tool | Dumped, provider: str) -> str:
    """The wire JSON of `tool` for `provider` (compact)."""
    return "".join(segments(tool, provider))


SHORT_TEXT = 64  # characters: a junction or a name, cached; longer texts are one tool's own
# Short texts cached by one measure: the junctions (a few dozen kinds, met in the first tools)
# and names up to this many; past it, a name is cut and sized when met (a set of 100,000 tools
# would otherwise keep a cut part and a size of every tool's name while it is measured).
SHORT_CACHED = 4096


class DumpedTools(Sequence[Dumped]):
    """The `Dumped` texts of each tool of `tools`, made when asked for: one tool's texts at a
    time in memory instead of the whole set's (a set is measured in one pass per provider)."""

    def __init__(self, tools: Sequence[Tool]) -> None:
        self.tools = tools

    def __len__(self) -> int:
        return len(self.tools)

    @overload
    def __getitem__(self, index: int) -> Dumped: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Dumped]: ...
    def __getitem__(self, index: int | slice) -> Dumped | Sequence[Dumped]:
        if isinstance(index, slice):
            return DumpedTools(self.tools[index])
        return Dumped.of(self.tools[index])

    def __iter__(self) -> Iterator[Dumped]:
        return map(Dumped.of, self.tools)


@dataclass
class Measure:
    """Per provider: the bytes and tokens of each tool and of the whole `tools` array."""

    provider: str
    counter: Counter
    tool_bytes: list[int]
    tool_tokens: list[int]
    set_bytes: int
    set_tokens: int


def measure(tools: Sequence[Tool | Dumped], provider: str, counter: Counter,
            parts_of: dict[Any, Part] | None = None) -> Measure:
    """Bytes and tokens of each tool's serialisation and of `[tool,tool,...]` for `provider`.
    `parts_of` caches cut texts and joined blocks across calls (pass one dict for every provider
    of a set: OpenAI Chat and Responses share everything between their envelopes). Without it,
    only short texts (the envelopes' junctions) are cached: each tool's own texts are let go
    once it is counted, so `tools` may be a view that makes them on demand (`DumpedTools`)."""
    shared = parts_of is not None
    parts_of = {} if parts_of is None else parts_of
    size_of: dict[str, int] = {}

    def middle(segs: list[str]) -> Part:
        key = tuple(segs[1:-1])
        if not shared:
            return compose([cut(s) for s in key], counter.count)
        p = parts_of.get(key)
        if p is None:
            p = parts_of[key] = compose([cut(s) for s in key], counter.count)
        return p

    def cut(text: str) -> Part:
        p = parts_of.get(text)
        if p is None:
            p = part(text, counter.count)
            if shared or (len(text) <= SHORT_TEXT and len(parts_of) < SHORT_CACHED):
                parts_of[text] = p
        return p

    def size(text: str) -> int:
        n = size_of.get(text)
        if n is None:
            n = len(text.encode("utf-8"))
            if len(text) <= SHORT_TEXT and len(size_of) < SHORT_CACHED:
                size_of[text] = n
        return n

    tool_bytes: list[int] = []
    tool_tokens: list[int] = []
    # the set's array so far as one Part, folded tool by tool (`compose` of the parts so far,
    # then the next ones, is `compose` of them all): no tool's parts are kept; None once a tool
    # or a junction cannot be cut (the whole array is encoded then)
    whole: Part | None = Part("[", 0, "")
    comma = Part(",", 0, "")
    for i, tool in enumerate(tools):
        segs = segments(tool, provider)
        tool_bytes.append(sum(size(s) for s in segs))
        try:
            parts = [cut(segs[0]), middle(segs), cut(segs[-1])]
            tokens = total(parts, counter.count)
        except NotSpliceable:
            text = "".join(segs)
            tokens = counter.count(text)
            try:
                parts = [cut(text)]
            except NotSpliceable:
                parts = []
        tool_tokens.append(tokens)
        if whole is not None:
            try:
                if not parts:
                    raise NotSpliceable("a tool could not be cut")
                whole = compose([whole, comma, *parts] if i else [whole, *parts], counter.count)
            except NotSpliceable:
                whole = None
    set_bytes = sum(tool_bytes) + max(len(tool_bytes) - 1, 0) + 2
    try:
        if whole is None:
            raise NotSpliceable("a tool could not be cut")
        set_tokens = total([whole, Part("]", 0, "")], counter.count)
    except NotSpliceable:
        set_tokens = counter.count("[" + ",".join(serialise(t, provider) for t in tools) + "]")
    return Measure(provider, counter, tool_bytes, tool_tokens, set_bytes, set_tokens)
