"""Reading JSON and YAML text with locations: errors carry line and column, tools carry lines.

`json.loads` recurses in C and raises RecursionError near 1,000 levels; a 10,000-level document is
valid JSON and must load (issue 2 §1), so on RecursionError the same text is re-read by `_scan`, a
small iterative parser (no Python recursion, no recursion-limit games, safe in any thread). `_scan`
also finds the line of given JSON pointers, which `json` cannot, for example files' locations.
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable, Iterable

import yaml

from workbench.errors import LoadError
from workbench.schema.pointer import join, split

_WS = re.compile(r"[ \t\n\r]*")
_STRING = re.compile(r'"(?:[^"\\\x00-\x1f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"')
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
_LITERALS = {"true": True, "false": False, "null": None}
_NOTHING = object()
LOCATE_MAX_CHARS = 2_000_000  # finding lines costs a Python-level scan; skip it for huge files


def _line_col(text: str, pos: int) -> tuple[int, int]:
    line = text.count("\n", 0, pos) + 1
    return line, pos - (text.rfind("\n", 0, pos) + 1) + 1


def parse_json(text: str, file: str) -> Any:
    """The value of a JSON document; LoadError with line and column when it is malformed."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise LoadError(f"malformed JSON: {exc.msg}", file=file, line=exc.lineno, column=exc.colno) from None
    except RecursionError:
        return _scan(text, file, None)[0]


def json_lines(text: str, file: str, pointers: Iterable[str]) -> dict[str, int]:
    """Line numbers (1-based) where the values at `pointers` start; empty for huge texts."""
    wanted = set(pointers)
    if not wanted or len(text) > LOCATE_MAX_CHARS:
        return {}
    try:
        return _scan(text, file, wanted)[1]
    except LoadError:
        return {}


def _scan(text: str, file: str, want: set[str] | None) -> tuple[Any, dict[str, int]]:
    n = len(text)
    pos = 0
    root: Any = _NOTHING
    # each frame: [container, pointer, pending key]
    stack: list[list[Any]] = []
    expect = "value"  # value | value_or_close | key | key_or_close | colon | after | end
    lines: dict[str, int] = {}
    # pointers are only built as deep as the deepest wanted one (tools sit a few levels down)
    deepest = max((w.count("/") for w in want), default=0) if want is not None else -1

    def fail(message: str, at: int) -> LoadError:
        line, col = _line_col(text, at)
        return LoadError(f"malformed JSON: {message}", file=file, line=line, column=col)

    def attach(value: Any, at: int) -> str | None:
        nonlocal root
        if not stack:
            root = value
            ptr: str | None = ""
        else:
            frame = stack[-1]
            track = frame[1] is not None and len(stack) <= deepest
            if isinstance(frame[0], list):
                ptr = join(frame[1], len(frame[0])) if track else None
                frame[0].append(value)
            else:
                ptr = join(frame[1], frame[2]) if track else None
                frame[0][frame[2]] = value
        if want is not None and ptr is not None and ptr in want:
            lines[ptr] = _line_col(text, at)[0]
        return ptr

    while True:
        pos = _WS.match(text, pos).end()
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
                ptr = attach(container, pos)
                stack.append([container, ptr, None])
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
                    value = float(token) if any(ch in token for ch in ".eE") else int(token)
                else:
                    word = re.match(r"[a-z]+", text[pos:pos + 5])
                    if not word or word.group() not in _LITERALS:
                        raise fail("Expecting value", pos)
                    m = word
                    value = _LITERALS[word.group()]
                    attach(value, pos)
                    pos += len(word.group())
                    expect = "after" if stack else "end"
                    continue
            attach(value, pos)
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
            stack[-1][2] = json.loads(m.group())
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
    return root, lines


def parse_yaml(text: str, file: str) -> tuple[Any, Callable[[str], int | None]]:
    """(value, line_of(pointer)). Malformed YAML → LoadError with line and column."""
    loader = yaml.CSafeLoader(text) if hasattr(yaml, "CSafeLoader") else yaml.SafeLoader(text)
    try:
        nodes = []
        while loader.check_node():
            nodes.append(loader.get_node())
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

    def line_of(pointer: str) -> int | None:
        current = node
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
        return current.start_mark.line + 1 if current is not None else None

    return data, line_of
