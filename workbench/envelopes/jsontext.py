"""Reading JSON and YAML text with locations: errors carry line and column, and
`SourcePositions` records where every value is written, for tools' lines and findings' lines.

`json.loads` recurses in C and raises RecursionError near 1,000 levels; a 10,000-level document is
valid JSON and must load, so on RecursionError the same text is re-read by `_scan`, a small
iterative parser (no Python recursion, no recursion-limit games, safe in any thread). Positions of
JSON values come from one regex tokenizer pass (`json_spans`, which also gives each value's end
and each member's key: the editor in `workbench/ui/` marks findings with it), iterative as well.
"""

from __future__ import annotations

import bisect
import json
import re
from collections.abc import Callable
from typing import Any, NamedTuple

import yaml

from workbench.envelopes.limits import YamlLoader, bounded_int, check_aliases, mark_repeated
from workbench.errors import LoadError
from workbench.schema.pointer import escape, join, split

_WS = re.compile(r"[ \t\n\r]*")
_STRING = re.compile(r'"(?:[^"\\\x00-\x1f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"')
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
_LITERALS = {"true": True, "false": False, "null": None}
_NOTHING = object()
LOCATE_MAX_CHARS = 2_000_000  # tool lines cost a Python-level scan at load; huge texts skip it
POSITIONS_MAX_CHARS = 20_000_000  # beyond this, tool lines are precise enough


def _line_col(text: str, pos: int) -> tuple[int, int]:
    line = text.count("\n", 0, pos) + 1
    return line, pos - (text.rfind("\n", 0, pos) + 1) + 1


def parse_json(text: str, file: str, shared: SharedStrings | None = None) -> tuple[Any, bool]:
    """(the value of a JSON document, whether it is plain JSON). LoadError with line and column
    when it is malformed. Not plain (`limits.json_safe` then reports it, per tool): a NaN or
    Infinity, a key written twice, an integer too long to convert (read as
    `limits.TooManyDigits`, not an error for the whole text), a surrogate escape (perhaps lone).
    Each is noticed while parsing or by a substring test, so plain JSON costs no extra walk.
    `shared`: one `SharedStrings` for the documents of one file (the lines of a JSONL), so that
    their keys and short values are one string each instead of one per document."""
    odd: list[str] = []

    def constant(name: str) -> float:
        odd.append(name)
        return float(name)

    def pairs(items: list[tuple[str, Any]]) -> dict[Any, Any]:  # per object: kept lean
        out = dict(items) if shared is None else shared.dict_of(items)
        if len(out) != len(items):
            odd.append("repeated key")
            mark_repeated(out, [k for k, _ in items])
        return out

    try:
        try:
            value = json.loads(text, object_pairs_hook=pairs, parse_constant=constant)
        except ValueError as exc:
            if isinstance(exc, json.JSONDecodeError):
                raise
            # an integer over the conversion limit: read again, keeping its length
            odd.append("long integer")
            value = json.loads(text, object_pairs_hook=pairs, parse_constant=constant,
                               parse_int=bounded_int)
    except json.JSONDecodeError as exc:
        raise LoadError(f"malformed JSON: {exc.msg}", file=file, line=exc.lineno, column=exc.colno) from None
    except RecursionError:
        return _scan(text, file), False
    return value, not odd and "\\ud" not in text and "\\uD" not in text


class SharedStrings:
    """One string object per distinct key (and short string value) across the documents of a
    file. `json` shares the keys within one document only: a JSONL of a million tools otherwise
    holds each `"type"`, `"description"`, `"string"`... once per line. Bounded: past
    `MAX_SHARED` distinct strings, new ones are kept as they come."""

    MAX_SHARED = 1 << 18
    SHORT_VALUE = 16  # characters: types, formats, short enum values; not descriptions or names

    def __init__(self) -> None:
        self._strings: dict[str, str] = {}

    def dict_of(self, items: list[tuple[str, Any]]) -> dict[Any, Any]:
        """The object of `items`, its keys and short string values shared."""
        strings = self._strings
        if len(strings) >= self.MAX_SHARED:
            return {strings.get(k, k): strings.get(v, v) if type(v) is str else v for k, v in items}
        share = strings.setdefault
        short = self.SHORT_VALUE
        return {share(k, k): share(v, v) if type(v) is str and len(v) <= short else v
                for k, v in items}


def _scan(text: str, file: str) -> Any:
    """The value of a JSON text, parsed without Python recursion (for documents too deep for
    `json`); LoadError with line and column when it is malformed."""
    n = len(text)
    pos = 0
    root: Any = _NOTHING
    # each frame: [container, pending key]
    stack: list[list[Any]] = []
    expect = "value"  # value | value_or_close | key | key_or_close | colon | after | end

    def fail(message: str, at: int) -> LoadError:
        line, col = _line_col(text, at)
        return LoadError(f"malformed JSON: {message}", file=file, line=line, column=col)

    def attach(value: Any) -> None:
        nonlocal root
        if not stack:
            root = value
        elif isinstance(stack[-1][0], list):
            stack[-1][0].append(value)
        else:
            stack[-1][0][stack[-1][1]] = value

    while True:
        blank = _WS.match(text, pos)
        assert blank is not None  # the pattern matches the empty string, so always
        pos = blank.end()
        if pos >= n:
            break
        c = text[pos]
        if expect == "end":
            raise fail("Extra data", pos)
        if expect in ("value", "value_or_close"):
            if c == "]" and expect == "value_or_close":
                stack.pop()
                pos += 1
                expect = "after" if stack else "end"
                continue
            if c in "{[":
                container: Any = {} if c == "{" else []
                attach(container)
                stack.append([container, None])
                pos += 1
                expect = "key_or_close" if c == "{" else "value_or_close"
                continue
            if c == '"':
                m = _STRING.match(text, pos)
                if not m:
                    raise fail("Invalid string", pos)
                value: Any = json.loads(m.group())
            else:
                m = _NUMBER.match(text, pos)
                if m:
                    token = m.group()
                    value = float(token) if any(ch in token for ch in ".eE") else bounded_int(token)
                else:
                    word = re.match(r"[a-z]+", text[pos:pos + 5])
                    if not word or word.group() not in _LITERALS:
                        raise fail("Expecting value", pos)
                    m = word
                    value = _LITERALS[word.group()]
                    attach(value)
                    pos += len(word.group())
                    expect = "after" if stack else "end"
                    continue
            attach(value)
            pos = m.end()
            expect = "after" if stack else "end"
        elif expect in ("key", "key_or_close"):
            if c == "}" and expect == "key_or_close":
                stack.pop()
                pos += 1
                expect = "after" if stack else "end"
                continue
            m = _STRING.match(text, pos) if c == '"' else None
            if not m:
                raise fail("Expecting property name enclosed in double quotes", pos)
            stack[-1][1] = json.loads(m.group())
            pos = m.end()
            expect = "colon"
        elif expect == "colon":
            if c != ":":
                raise fail("Expecting ':' delimiter", pos)
            pos += 1
            expect = "value"
        else:  # after a value inside a container
            container = stack[-1][0]
            closer = "]" if isinstance(container, list) else "}"
            if c == ",":
                pos += 1
                expect = "value" if isinstance(container, list) else "key"
            elif c == closer:
                stack.pop()
                pos += 1
                expect = "after" if stack else "end"
            else:
                raise fail(f"Expecting ',' or '{closer}' delimiter", pos)
    if root is _NOTHING:
        raise fail("Expecting value", pos)
    if stack:
        raise fail("Unterminated " + ("array" if isinstance(stack[-1][0], list) else "object"), n)
    return root


def parse_yaml(text: str, file: str
               ) -> tuple[Any, Callable[[str], tuple[int, int] | None], SourcePositions | None]:
    """(value, position_of(pointer), positions). `position_of` gives the (line, column) where a
    value starts; `positions` where each value is written (None for texts over
    POSITIONS_MAX_CHARS). Malformed YAML → LoadError with line and column."""
    loader = YamlLoader(text)
    try:
        nodes: list[yaml.Node] = []
        while loader.check_node():
            got = loader.get_node()
            assert got is not None  # check_node() said a node follows
            nodes.append(got)
        node: yaml.Node | None
        data: Any
        for root in nodes:  # before anything is built: aliases make a small text a huge value
            check_aliases(root, file)
        if len(nodes) > 1:  # several `---` documents: read them as a list, pointers /0, /1, ...
            node = yaml.SequenceNode("tag:yaml.org,2002:seq", nodes,
                                     nodes[0].start_mark, nodes[-1].end_mark)
            data = [loader.construct_document(n) for n in nodes]
        else:
            node = nodes[0] if nodes else None
            data = loader.construct_document(node) if node is not None else None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        message = f"malformed YAML: {exc.problem or exc.context or 'syntax error'}"
        if mark is None:
            raise LoadError(message, file=file) from None
        raise LoadError(message, file=file, line=mark.line + 1, column=mark.column + 1) from None
    except yaml.YAMLError as exc:
        raise LoadError(f"malformed YAML: {exc}", file=file) from None
    except RecursionError:
        raise LoadError("YAML nested too deeply to read; write it as JSON", file=file) from None
    finally:
        loader.dispose()

    def position_of(pointer: str) -> tuple[int, int] | None:
        current: yaml.Node | None = node
        try:
            tokens = split(pointer)
        except ValueError:
            return None
        for token in tokens:
            if isinstance(current, yaml.MappingNode):
                current = next((v for k, v in current.value if k.value == token), None)
            elif isinstance(current, yaml.SequenceNode) and token.isdigit() and int(token) < len(current.value):
                current = current.value[int(token)]
            else:
                return None
            if current is None:
                return None
        if current is None:
            return None
        return current.start_mark.line + 1, current.start_mark.column + 1

    positions = SourcePositions.of_yaml(node, text) if len(text) <= POSITIONS_MAX_CHARS else None
    return data, position_of, positions


class SourcePositions:
    """Where each value of one loaded JSON or YAML text is written, by JSON pointer: recorded when
    the text is loaded, so renderings (SARIF) locate a finding's property without reading the
    file again. A value is located by its first character; a YAML object member by its key (a
    block value starts a line later). Last occurrence wins for a repeated key, as in the parsed
    value. The text (or YAML node tree) is scanned on first use, then let go: the loader asks at
    once for JSON texts up to LOCATE_MAX_CHARS, to give tools their lines; otherwise only a
    rendering that locates findings (SARIF) does."""

    __slots__ = ("_offsets", "_scan", "_starts")

    def __init__(self, scan: Callable[[], tuple[dict[str, int], list[int]]]) -> None:
        """`scan()` gives the offset of every value by pointer and the offsets where lines start."""
        self._scan: Callable[[], tuple[dict[str, int], list[int]]] | None = scan
        self._offsets: dict[str, int] = {}
        self._starts: list[int] = []

    @classmethod
    def of_json(cls, text: str) -> SourcePositions:
        """Positions of a JSON text (which must parse)."""
        return cls(lambda: (_json_offsets(text), _line_starts(text)))

    @classmethod
    def of_yaml(cls, root: Any, text: str) -> SourcePositions:
        """Positions from the composed YAML node tree of `text`."""
        return cls(lambda: (_yaml_offsets(root), _line_starts(text)))

    def _ready(self) -> tuple[dict[str, int], list[int]]:
        if self._scan is not None:
            self._offsets, self._starts = self._scan()
            self._scan = None
        return self._offsets, self._starts

    @property
    def scanned(self) -> bool:
        """Whether the text has been scanned (it is, on the first question)."""
        return self._scan is None

    def position(self, pointer: str) -> tuple[int, int] | None:
        """(line, column) where the value at `pointer` is written, 1-based, the column in code
        points; None when the text has no such value."""
        offsets, starts = self._ready()
        at = offsets.get(pointer)
        if at is None:
            return None
        line = bisect.bisect_right(starts, at)
        return line, at - starts[line - 1] + 1

    def line(self, pointer: str) -> int | None:
        """The line where the value at `pointer` is written (None: no such value)."""
        found = self.position(pointer)
        return found[0] if found is not None else None

    def line_within(self, base: str, path: str) -> int | None:
        """The line of `path` (a pointer relative to the value at `base`), or of the deepest part
        of it the text spells out (a finding may name a keyword the text leaves implicit), or of
        `base` itself; None when `path` is not a JSON pointer."""
        try:
            tokens = split(path)
        except ValueError:
            return None
        offsets, _ = self._ready()
        while tokens:
            pointer = join(base, *tokens)
            if pointer in offsets:
                return self.line(pointer)
            tokens.pop()
        return self.line(base)


def _yaml_offsets(root: Any) -> dict[str, int]:
    """Pointer -> offset of every node under `root`; an object member at its key."""
    offsets: dict[str, int] = {}
    seen: set[int] = set()  # an alias is walked once (a node graph can be exponential as a tree)
    todo = [("", root, root.start_mark.index)] if root is not None else []
    while todo:
        pointer, node, at = todo.pop()
        offsets[pointer] = at
        if not isinstance(node, (yaml.MappingNode, yaml.SequenceNode)) or id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, yaml.MappingNode):
            for k, v in node.value:
                key = k.value if "~" not in k.value and "/" not in k.value else escape(k.value)
                todo.append((f"{pointer}/{key}", v, k.start_mark.index))
        else:
            todo.extend((f"{pointer}/{i}", v, v.start_mark.index) for i, v in enumerate(node.value))
    return offsets


def _line_starts(text: str) -> list[int]:
    return [0] + [m.end() for m in re.finditer("\n", text)]


_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\],:]|[^\s{}\[\],:"]+')


class Span(NamedTuple):
    """A member's place in the text: its key (None for array items and the root) and value (a
    named tuple: a large text has one per value, and tuples are the cheapest to make)."""

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



def json_spans(text: str) -> dict[str, Span]:
    """Pointer -> `Span` (value, and key for object members) of every value of a JSON text, by
    one regex tokenizer pass (no recursion: a 10,000-level document is fine). A container left
    open by a truncated text ends at the end of the text."""
    out: dict[str, Span] = {}
    make = tuple.__new__  # a Span without a Python-level constructor call: one per value
    # frame: [pointer, is_object, key or index, expecting_key, pending key start, pending key
    #         end, own key start, own key end, start]
    stack: list[list[Any]] = []
    for m in _TOKEN.finditer(text):
        tok = m.group()
        if tok == ",":
            if stack:
                frame = stack[-1]
                if frame[1]:
                    frame[3] = True
                else:
                    frame[2] += 1
            continue
        if tok == ":":
            continue
        if tok == "}" or tok == "]":
            if stack:
                pointer, _, _, _, _, _, key_start, key_end, start = stack.pop()
                out[pointer] = make(Span, (start, m.end(), key_start, key_end, True))
            continue
        if stack:
            frame = stack[-1]
            if frame[1]:
                if frame[3]:  # an object key
                    frame[2] = json.loads(tok)
                    frame[3] = False
                    frame[4], frame[5] = m.span()
                    continue
                pointer = join(frame[0], frame[2])
                key_start, key_end = frame[4], frame[5]
            else:
                pointer = join(frame[0], frame[2])
                key_start = key_end = None
        else:
            pointer, key_start, key_end = "", None, None
        if tok == "{":
            stack.append([pointer, True, None, True, None, None, key_start, key_end, m.start()])
        elif tok == "[":
            stack.append([pointer, False, 0, False, None, None, key_start, key_end, m.start()])
        else:
            start, end = m.span()
            out[pointer] = make(Span, (start, end, key_start, key_end, False))
    for pointer, _, _, _, _, _, key_start, key_end, start in stack:
        out.setdefault(pointer, Span(start, len(text), key_start, key_end, True))
    return out


def _json_offsets(text: str) -> dict[str, int]:
    """Pointer -> offset of every value of a JSON text."""
    return {pointer: span.value_start for pointer, span in json_spans(text).items()}
