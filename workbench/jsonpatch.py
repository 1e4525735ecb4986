"""RFC 6902 JSON Patch, applied to a copy: how a finding's `fix` is applied (the dashboard's
"apply fix", tests checking that a fix silences its rule).

All six operations (add, remove, replace, move, copy, test), with RFC 6901 pointers
(`workbench.schema.pointer`). A patch that does not apply raises `PatchError` naming the
operation and the reason, and the input document is never modified (the patch is all or nothing).
https://www.rfc-editor.org/rfc/rfc6902
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable, Mapping
from typing import Any

from workbench.schema.pointer import split

_INDEX = re.compile(r"0|[1-9][0-9]*")  # RFC 6901 §4: no sign, no leading zero


class PatchError(ValueError):
    """A JSON Patch operation that cannot be applied to this document."""


def apply_patch(document: Any, operations: Iterable[Mapping[str, Any]]) -> Any:
    """The document with every operation applied in order; `document` itself is untouched."""
    doc = copy.deepcopy(document)
    for number, op in enumerate(operations):
        shown = dict(op) if isinstance(op, Mapping) else op
        try:
            if not isinstance(op, Mapping):
                raise TypeError("an operation is an object")
            doc = _apply_one(doc, op)
        except (KeyError, IndexError, TypeError, ValueError) as exc:
            raise PatchError(f"operation {number} {shown!r} does not apply: {_reason(exc)}") from None
    return doc


def _reason(exc: Exception) -> str:
    if isinstance(exc, KeyError):
        return f"no member {exc.args[0]!r}" if exc.args else "no such member"
    return str(exc)


def _apply_one(doc: Any, op: Mapping[str, Any]) -> Any:
    kind = op.get("op")
    path = _pointer(op, "path")
    if kind == "add":
        return _add(doc, path, copy.deepcopy(_value(op)))
    if kind == "remove":
        return _remove(doc, path)[0]
    if kind == "replace":
        value = copy.deepcopy(_value(op))
        _get(doc, path)  # the target must exist
        doc, _ = _remove(doc, path)
        return _add(doc, path, value)
    if kind in ("move", "copy"):
        source = _pointer(op, "from")
        if kind == "move" and path.startswith(source + "/"):
            raise ValueError("cannot move a value into one of its own children")
        value = copy.deepcopy(_get(doc, source))
        if kind == "move":
            doc, _ = _remove(doc, source)
        return _add(doc, path, value)
    if kind == "test":
        if not json_equal(_get(doc, path), _value(op)):
            raise ValueError("test failed")
        return doc
    raise ValueError(f"unknown op {kind!r}")


def json_equal(a: Any, b: Any) -> bool:
    """Equality of JSON values (RFC 6902 §4.6): numbers by value, but a boolean is not a number
    (Python's `True == 1` does not carry over); objects by members, arrays by position."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, Mapping) and isinstance(b, Mapping):
        return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, (Mapping, list)) or isinstance(b, (Mapping, list)):
        return False
    return bool(a == b)


def _pointer(op: Mapping[str, Any], key: str) -> str:
    value = op.get(key)
    if not isinstance(value, str):
        raise ValueError(f"no {key}")
    split(value)  # raises ValueError when it is not a JSON pointer
    return value


def _value(op: Mapping[str, Any]) -> Any:
    if "value" not in op:
        raise ValueError("no value")
    return op["value"]


def _index(token: str, size: int, *, end_ok: bool) -> int:
    if end_ok and token == "-":
        return size
    if not _INDEX.fullmatch(token):
        raise ValueError(f"{token!r} is not an array index")
    index = int(token)
    if index > size or (index == size and not end_ok):
        raise IndexError(f"index {index} out of range")
    return index


def _walk(doc: Any, tokens: list[str]) -> Any:
    node = doc
    for token in tokens:
        if isinstance(node, list):
            node = node[_index(token, len(node), end_ok=False)]
        elif isinstance(node, dict):
            node = node[token]
        else:
            raise TypeError(f"cannot look up {token!r} in a {type(node).__name__}")
    return node


def _get(doc: Any, path: str) -> Any:
    return _walk(doc, split(path))


def _parent(doc: Any, path: str) -> tuple[Any, str]:
    tokens = split(path)
    return _walk(doc, tokens[:-1]), tokens[-1]


def _add(doc: Any, path: str, value: Any) -> Any:
    if path == "":
        return value
    parent, last = _parent(doc, path)
    if isinstance(parent, list):
        parent.insert(_index(last, len(parent), end_ok=True), value)
    elif isinstance(parent, dict):
        parent[last] = value
    else:
        raise TypeError("the parent is not an object or an array")
    return doc


def _remove(doc: Any, path: str) -> tuple[Any, Any]:
    if path == "":
        return None, doc
    parent, last = _parent(doc, path)
    if isinstance(parent, list):
        return doc, parent.pop(_index(last, len(parent), end_ok=False))
    if isinstance(parent, dict):
        return doc, parent.pop(last)
    raise TypeError("the parent is not an object or an array")
