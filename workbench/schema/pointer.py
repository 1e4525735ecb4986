"""RFC 6901 JSON pointers: the one way every result says *where*."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal, overload

_MISSING = object()


def escape(token: str | int) -> str:
    return str(token).replace("~", "~0").replace("/", "~1")


def unescape(token: str) -> str:
    return token.replace("~1", "/").replace("~0", "~")


def join(base: str, *tokens: str | int) -> str:
    return base + "".join("/" + escape(t) for t in tokens)


def split(pointer: str) -> list[str]:
    if pointer == "":
        return []
    if not pointer.startswith("/"):
        raise ValueError(f"not a JSON pointer: {pointer!r}")
    return [unescape(t) for t in pointer[1:].split("/")]


def from_path(tokens: Iterable[str | int]) -> str:
    return join("", *tokens)


def step(node: Any, token: str, default: Any = _MISSING) -> Any:
    """The child of `node` one (unescaped) pointer token names, or `default` (KeyError when no
    default is given)."""
    if isinstance(node, dict) and token in node:
        return node[token]
    if isinstance(node, list) and token.isdigit() and int(token) < len(node):
        return node[int(token)]
    if default is _MISSING:
        raise KeyError(token)
    return default


def resolve(document: Any, pointer: str, default: Any = _MISSING) -> Any:
    """The value at `pointer`, or `default` (KeyError when no default is given)."""
    node = document
    for token in split(pointer):
        node = step(node, token, _ABSENT)
        if node is _ABSENT:
            if default is _MISSING:
                raise KeyError(pointer)
            return default
    return node


_ABSENT = object()


_BRANCHES = ("anyOf", "oneOf", "allOf")


@overload
def argument_steps(schema_pointer: str, *, partial: Literal[True]) -> list[str | int]: ...
@overload
def argument_steps(schema_pointer: str, *, partial: bool = False) -> list[str | int] | None: ...
def argument_steps(schema_pointer: str, *, partial: bool = False) -> list[str | int] | None:
    """The path in an argument object that a schema position constrains: property names, "*" for
    any array item, an int for a `prefixItems` position ("/properties/a/items/properties/b" ->
    ["a", "*", "b"]); branches of anyOf/oneOf/allOf and then/else add nothing.

    A pointer that leaves the argument tree ($defs, additionalProperties, not...) gives None, or
    with `partial=True` the steps up to that point (a prefix that still contains the position).
    """
    try:
        tokens = split(schema_pointer)
    except ValueError:
        return [] if partial else None
    steps: list[str | int] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if tok == "properties" and nxt is not None:
            steps.append(nxt)
            i += 2
        elif tok == "items":
            steps.append("*")
            i += 1
        elif tok == "prefixItems" and nxt is not None and nxt.isdigit():
            steps.append(int(nxt))
            i += 2
        elif tok in _BRANCHES and nxt is not None:
            i += 2
        elif tok in ("then", "else"):
            i += 1
        else:
            return steps if partial else None
    return steps
