"""RFC 6902 JSON Patch, applied to a copy (the dashboard's "apply fix" on a working schema).

Small on purpose: lint fixes use add/remove/replace (move/copy/test are here for completeness).
A patch that does not apply raises `PatchError` with the operation and the reason; the input is
never modified.
"""

from __future__ import annotations

import copy
from typing import Any, Iterable, Mapping

from workbench.schema.pointer import split


class PatchError(ValueError):
    """A JSON Patch operation that cannot be applied to this document."""


def apply_patch(document: Any, operations: Iterable[Mapping[str, Any]]) -> Any:
    doc = copy.deepcopy(document)
    for number, op in enumerate(operations):
        try:
            doc = _apply_one(doc, op)
        except (KeyError, IndexError, TypeError, ValueError) as exc:
            raise PatchError(f"operation {number} {dict(op)!r} does not apply: {exc}") from None
    return doc


def _apply_one(doc: Any, op: Mapping[str, Any]) -> Any:
    kind = op.get("op")
    path = op.get("path")
    if not isinstance(path, str):
        raise ValueError("no path")
    if kind == "add":
        return _add(doc, path, copy.deepcopy(op["value"]))
    if kind == "remove":
        return _remove(doc, path)[0]
    if kind == "replace":
        doc, _ = _remove(doc, path)
        return _add(doc, path, copy.deepcopy(op["value"]))
    if kind in ("move", "copy"):
        source = op.get("from")
        if not isinstance(source, str):
            raise ValueError("no from")
        value = copy.deepcopy(_get(doc, source))
        if kind == "move":
            doc, _ = _remove(doc, source)
        return _add(doc, path, value)
    if kind == "test":
        if _get(doc, path) != op.get("value"):
            raise ValueError("test failed")
        return doc
    raise ValueError(f"unknown op {kind!r}")


def _get(doc: Any, path: str) -> Any:
    node = doc
    for token in split(path):
        node = node[int(token)] if isinstance(node, list) else node[token]
    return node


def _parent(doc: Any, path: str) -> tuple[Any, str]:
    tokens = split(path)
    if not tokens:
        raise ValueError("the root has no parent")
    return _get(doc, "".join("/" + t.replace("~", "~0").replace("/", "~1") for t in tokens[:-1])), tokens[-1]


def _add(doc: Any, path: str, value: Any) -> Any:
    if path == "":
        return value
    parent, last = _parent(doc, path)
    if isinstance(parent, list):
        index = len(parent) if last == "-" else int(last)
        if not 0 <= index <= len(parent):
            raise IndexError(f"index {index} out of range")
        parent.insert(index, value)
    elif isinstance(parent, dict):
        parent[last] = value
    else:
        raise TypeError("parent is not a container")
    return doc


def _remove(doc: Any, path: str) -> tuple[Any, Any]:
    if path == "":
        return None, doc
    parent, last = _parent(doc, path)
    if isinstance(parent, list):
        return doc, parent.pop(int(last))
    if isinstance(parent, dict):
        return doc, parent.pop(last)
    raise TypeError("parent is not a container")
