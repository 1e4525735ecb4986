"""Where a JSON pointer sits in JSON or YAML text: the character range of each member's key and
value, so the editor can underline a finding at the place it is about.

`spans(text, language)` maps every pointer of the document to a `Span` (offsets in code points,
as Python indexes strings); `to_utf16` turns offsets into the UTF-16 units a browser editor
counts in. JSON is read by one regex tokenizer (iterative: deep documents are fine); YAML by
PyYAML's node marks. Text that does not parse gives an empty map: positions are a convenience,
the parse error itself is reported by `workbench.ui.session`.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from dataclasses import dataclass

from workbench.schema.pointer import join, split

_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\],:]|[^\s{}\[\],:"]+')


@dataclass(frozen=True)
class Span:
    """A member's place in the text: its key (None for array items and the root) and value."""

    value_start: int
    value_end: int
    key_start: int | None = None
    key_end: int | None = None
    container: bool = False

    def mark(self) -> tuple[int, int]:
        """The range to underline: key and value of a scalar member, the key of a container
        member, the opening bracket of a container item (never half the document)."""
        if self.key_start is not None and self.key_end is not None:
            return (self.key_start, self.key_end if self.container else self.value_end)
        if self.container:
            return (self.value_start, min(self.value_start + 1, self.value_end))
        return (self.value_start, self.value_end)


def spans(text: str, language: str = "json") -> dict[str, Span]:
    """Every pointer of the document in `text` with its span ({} when the text does not parse)."""
    try:
        return yaml_spans(text) if language == "yaml" else json_spans(text)
    except Exception:  # a position map is a nicety: never fail an edit for it
        return {}


def json_spans(text: str) -> dict[str, Span]:
    out: dict[str, Span] = {}
    # frame: [pointer, is_object, key or index, expecting_key, pending key start, pending key
    #         end, own key start, own key end, start]
    stack: list[list] = []
    for m in _TOKEN.finditer(text):
        tok = m.group()
        if tok in (",", ":"):
            if tok == "," and stack:
                frame = stack[-1]
                if frame[1]:
                    frame[3] = True
                else:
                    frame[2] += 1
            continue
        if tok in ("}", "]"):
            if stack:
                pointer, _, _, _, _, _, key_start, key_end, start = stack.pop()
                out[pointer] = Span(start, m.end(), key_start, key_end, True)
            continue
        if stack and stack[-1][1] and stack[-1][3]:  # an object key
            stack[-1][2:6] = [json.loads(tok), False, m.start(), m.end()]
            continue
        key_start = key_end = None
        if stack:
            frame = stack[-1]
            pointer = join(frame[0], frame[2])
            if frame[1]:
                key_start, key_end = frame[4], frame[5]
        else:
            pointer = ""
        if tok == "{":
            stack.append([pointer, True, None, True, None, None, key_start, key_end, m.start()])
        elif tok == "[":
            stack.append([pointer, False, 0, False, None, None, key_start, key_end, m.start()])
        else:
            out[pointer] = Span(m.start(), m.end(), key_start, key_end)
    return out


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
