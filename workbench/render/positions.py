"""Line numbers of JSON pointers inside a source file, so SARIF results point at the property a
finding is about (not only at the tool). JSON is scanned with one regex tokenizer (no recursion,
so a 10,000-level file is fine); YAML uses PyYAML's node marks. Anything unexpected gives an
empty map and the caller falls back to the tool's own line."""

from __future__ import annotations

import bisect
import json
import os
import re
from functools import lru_cache

from workbench.schema.pointer import join, split

_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\],:]|[^\s{}\[\],:"]+')
MAX_BYTES = 20_000_000  # beyond this, tool lines are precise enough


def schema_line(file: str, tool_pointer: str, raw, path: str) -> int | None:
    """The line of `path` (a pointer into the tool's parameter schema) in `file`, or None."""
    if not path or not file or file.startswith("<"):
        return None
    prefix = _schema_key(raw)
    if prefix is None:
        return None
    lines = _line_map(file, _stamp(file))
    if not lines:
        return None
    tokens = split(path)
    while tokens:  # the deepest part of the path that exists in the file
        found = lines.get(join(tool_pointer, *prefix, *tokens))
        if found is not None:
            return found
        tokens.pop()
    return lines.get(join(tool_pointer, *prefix))


def _schema_key(raw) -> tuple[str, ...] | None:
    if not isinstance(raw, dict):
        return None
    for key in ("parameters", "inputSchema", "input_schema", "parametersJsonSchema",
                "parameters_json_schema"):
        if isinstance(raw.get(key), dict):
            return (key,)
    function = raw.get("function")
    if isinstance(function, dict) and isinstance(function.get("parameters"), dict):
        return ("function", "parameters")
    return None


def _stamp(file: str) -> int:
    try:
        return os.stat(file).st_mtime_ns
    except OSError:
        return -1


@lru_cache(maxsize=16)
def _line_map(file: str, stamp: int) -> dict[str, int]:
    if stamp < 0 or file.endswith(".jsonl"):
        return {}
    try:
        if os.path.getsize(file) > MAX_BYTES:
            return {}
        with open(file, encoding="utf-8") as fh:
            text = fh.read()
        if file.endswith((".yaml", ".yml")):
            return _yaml_lines(text)
        return _json_lines(text)
    except Exception:  # positions are a nicety: never fail a report for them
        return {}


def _json_lines(text: str) -> dict[str, int]:
    starts = [0] + [m.end() for m in re.finditer("\n", text)]
    out: dict[str, int] = {}
    # each frame: [pointer, is_object, next key or index, expecting_key]
    stack: list[list] = []
    pointer = ""
    for m in _TOKEN.finditer(text):
        tok = m.group()
        if tok in (",", ":", "}", "]"):
            if tok == "," and stack:
                frame = stack[-1]
                if frame[1]:
                    frame[3] = True
                else:
                    frame[2] += 1
            elif tok in ("}", "]") and stack:
                stack.pop()
            continue
        if stack and stack[-1][1] and stack[-1][3]:  # an object key
            stack[-1][2] = json.loads(tok)
            stack[-1][3] = False
            continue
        if stack:
            frame = stack[-1]
            pointer = join(frame[0], frame[2])
        else:
            pointer = ""
        out.setdefault(pointer, bisect.bisect_right(starts, m.start()))
        if tok == "{":
            stack.append([pointer, True, None, True])
        elif tok == "[":
            stack.append([pointer, False, 0, False])
    return out


def _yaml_lines(text: str) -> dict[str, int]:
    import yaml

    out: dict[str, int] = {}
    root = yaml.compose(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    todo = [("", root)] if root is not None else []
    lines = {"": root.start_mark.line + 1} if root is not None else {}
    while todo:  # a member's line is its key's line (a block value starts one line later)
        pointer, node = todo.pop()
        out[pointer] = lines.get(pointer, node.start_mark.line + 1)
        if isinstance(node, yaml.MappingNode):
            for k, v in node.value:
                child = join(pointer, k.value)
                lines[child] = k.start_mark.line + 1
                todo.append((child, v))
        elif isinstance(node, yaml.SequenceNode):
            todo.extend((join(pointer, i), v) for i, v in enumerate(node.value))
    return out
