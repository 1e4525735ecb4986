"""Where a JSON pointer sits in JSON or YAML text: the character range of each member's key and
value, so the editor can underline a finding at the place it is about.

`spans(text, language)` maps every pointer of the document to a `Span` (offsets in code points,
as Python indexes strings); `to_utf16` turns offsets into the UTF-16 units a browser editor
counts in. JSON is read by the loader's one regex tokenizer (`workbench/envelopes/jsontext.py`,
iterative: deep documents are fine); YAML by PyYAML's node marks. Text that does not parse gives
an empty map: positions are a convenience, the parse error itself is reported by
`workbench.ui.session`.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from workbench.envelopes.jsontext import Span, json_spans
from workbench.schema.pointer import join, split

__all__ = ["Span", "json_spans", "line_offset", "nearest", "spans", "to_utf16", "yaml_spans"]


def spans(text: str, language: str = "json") -> dict[str, Span]:
    """Every pointer of the document in `text` with its span ({} when the text does not parse)."""
    try:
        return yaml_spans(text) if language == "yaml" else json_spans(text)
    except Exception:  # a position map is a nicety: never fail an edit for it
        return {}


def yaml_spans(text: str) -> dict[str, Span]:
    import yaml

    root = yaml.compose(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    if root is None:
        return {}
    # PyYAML marks count lines and columns; its `index` is in code points only for the pure
    # Python reader, so offsets are rebuilt from line and column
    starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def offset(mark) -> int:
        return starts[mark.line] + mark.column if mark.line < len(starts) else len(text)

    out: dict[str, Span] = {}
    todo = [("", root, None)]
    while todo:
        pointer, node, key = todo.pop()
        container = isinstance(node, (yaml.MappingNode, yaml.SequenceNode))
        end = offset(node.end_mark)
        if container:  # a block collection ends at the next line's start: trim the line break
            end = len(text[:end].rstrip())
        out[pointer] = Span(offset(node.start_mark), end,
                            offset(key.start_mark) if key is not None else None,
                            offset(key.end_mark) if key is not None else None, container)
        if isinstance(node, yaml.MappingNode):
            todo.extend((join(pointer, k.value), v, k) for k, v in node.value)
        elif isinstance(node, yaml.SequenceNode):
            todo.extend((join(pointer, i), v, None) for i, v in enumerate(node.value))
    return out


def nearest(spans_by_pointer: dict[str, Span], pointer: str) -> tuple[str, Span] | None:
    """The span of `pointer`, or of its deepest ancestor present in the text."""
    tokens = split(pointer)
    while True:
        found = spans_by_pointer.get(join("", *tokens))
        if found is not None:
            return join("", *tokens), found
        if not tokens:
            return None
        tokens.pop()


def to_utf16(text: str, offsets: list[int]) -> list[int]:
    """Code-point offsets into `text` as UTF-16 offsets (what a browser editor counts)."""
    if not text or max(text) < "\U00010000":
        return list(offsets)
    wide = [i for i, c in enumerate(text) if c >= "\U00010000"]
    return [o + bisect_right(wide, o - 1) for o in offsets]


def line_offset(text: str, line: int, column: int = 1) -> int:
    """The offset of a 1-based line and column (clamped to the text)."""
    start = 0
    for _ in range(max(line - 1, 0)):
        nxt = text.find("\n", start)
        if nxt < 0:
            return len(text)
        start = nxt + 1
    end = text.find("\n", start)
    end = len(text) if end < 0 else end
    return min(start + max(column - 1, 0), end)
