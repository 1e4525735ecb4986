"""The biggest contributors to a tool set's size (a huge enum inflates the schema
and the context; many big definitions crowd the context): huge enums, `$defs` blocks
repeated across tools and text that most descriptions repeat. (The largest tools are listed by
the report itself.)"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from collections.abc import Iterator, Mapping
from typing import Any

from workbench.model import ToolSet

ENUM_VALUES = 20  # an enum with more values than this is listed
_SENTENCE = re.compile(r"(?<=[.!?。！？])\s*")


def contributors(toolset: ToolSet, tokens_per_byte: float) -> list[Any]:
    """Contributors, biggest first (at most 20). `tokens_per_byte` turns bytes into the rough
    token figure the messages quote."""
    from workbench.costing.report import Contributor

    def approx(n: int) -> str:
        return f"~{round(n * tokens_per_byte):,} tokens"

    out: list[Contributor] = []
    defs: dict[str, list[str]] = defaultdict(list)
    for tool in toolset:
        for path, node in _nodes(tool.parameters):
            enum = node.get("enum")
            if isinstance(enum, list) and len(enum) > ENUM_VALUES:
                size = len(_dumps(enum).encode("utf-8"))
                out.append(Contributor("huge-enum", size, f"{tool.name} {path}: an enum of "
                                       f"{len(enum):,} values, {size:,} bytes ({approx(size)}); "
                                       "look the values up with a search tool instead",
                                       tool.name, path))
        for key in ("$defs", "definitions"):
            block = tool.parameters.get(key) if isinstance(tool.parameters, Mapping) else None
            if isinstance(block, Mapping):
                for name, schema in block.items():
                    defs[_dumps({name: schema})].append(tool.name)
    for text, owners in defs.items():
        if len(owners) > 1:
            size = len(text.encode("utf-8")) * (len(owners) - 1)
            name = next(iter(json.loads(text)))
            out.append(Contributor("repeated-defs", size, f"$defs/{name} is repeated in "
                                   f"{len(owners)} tools ({', '.join(owners[:3])}...): "
                                   f"{size:,} bytes ({approx(size)}) of copies", owners[0],
                                   f"/$defs/{name}"))
    out += _shared_text(toolset, approx)
    unique = {c.message: c for c in out}  # a definition loaded twice is one contributor
    return sorted(unique.values(), key=lambda c: (-c.bytes, c.message))[:20]  # ties: by message


def _shared_text(toolset: ToolSet, approx: Any) -> list[Any]:
    """Sentences that at least half of the descriptions (and at least three) repeat."""
    from workbench.costing.report import Contributor

    described = [t.description for t in toolset if t.description]
    if len(described) < 3:
        return []
    counts: Counter[str] = Counter()
    for text in described:
        # each sentence once per text, in the text's order (a set's order follows string hashing)
        counts.update(list(dict.fromkeys(s.strip() for s in _SENTENCE.split(text) if len(s.strip()) >= 12)))
    out = []
    # ties broken by the sentence, so the same set names the same contributors in every run
    for sentence, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]:
        if n >= 3 and n * 2 >= len(described):
            size = len(sentence.encode("utf-8")) * n
            out.append(Contributor("shared-text", size, f"{n} descriptions repeat "
                                   f"{sentence[:60]!r}: {size:,} bytes ({approx(size)}); say it "
                                   "once in the system prompt"))
    return out


def _nodes(schema: Any, path: str = "", depth: int = 0) -> Iterator[tuple[str, Mapping[str, Any]]]:
    """(pointer, object) for every object node of a schema (depth-bounded, no `$ref` following)."""
    if depth > 64 or not isinstance(schema, Mapping):
        return
    yield path, schema
    for key, value in schema.items():
        if isinstance(value, Mapping):
            if key in ("properties", "$defs", "definitions", "patternProperties"):
                for name, sub in value.items():
                    yield from _nodes(sub, f"{path}/{key}/{_escape(name)}", depth + 1)
            else:
                yield from _nodes(value, f"{path}/{key}", depth + 1)
        elif isinstance(value, list) and key in ("anyOf", "oneOf", "allOf", "prefixItems", "items"):
            for i, sub in enumerate(value):
                yield from _nodes(sub, f"{path}/{key}/{i}", depth + 1)


def _escape(name: Any) -> str:
    return str(name).replace("~", "~0").replace("/", "~1")


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True, default=str)
