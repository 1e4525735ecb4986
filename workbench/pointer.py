"""RFC 6901 JSON pointers: the one way every result says *where*."""

from __future__ import annotations

from typing import Any, Iterable

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


def resolve(document: Any, pointer: str, default: Any = _MISSING) -> Any:
    """The value at `pointer`, or `default` (KeyError when no default is given)."""
    node = document
    for token in split(pointer):
        if isinstance(node, dict) and token in node:
            node = node[token]
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            if default is _MISSING:
                raise KeyError(pointer)
            return default
    return node
