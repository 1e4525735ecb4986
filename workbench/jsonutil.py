"""JSON helpers every part of the package shares: canonical text (cache keys, de-duplication),
readable text, making a value JSON-serialisable, shortening values for messages and capping
them for records, showing
untrusted text without its invisible characters, and "a,b,c" option lists.

JSON pointers (RFC 6901 escaping, joining, resolving) are `workbench.schema.pointer`; JSON Patch
(RFC 6902) is `workbench.jsonpatch`.
"""

from __future__ import annotations

import bisect
import json
import unicodedata
from collections.abc import Iterable
from typing import Any, overload

ELLIPSIS = "…"


def canonical(value: Any) -> str:
    """One text per JSON value (sorted keys, no spaces, unicode kept; anything not JSON goes
    through `str`): equal values give equal texts, so it serves as a key or a hash input."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)


class CanonicalObject:
    """`canonical` of one object and of that object with one member set to another value, without
    encoding the whole object again for each variant: a diff tries every property's edge values
    on an object of every property (1,000 properties: ~26,000 variants, each a whole encoding).
    `with_member(k, v)` equals `canonical({**obj, k: v})`: the members' texts are kept in key
    order and only the changed one is encoded."""

    def __init__(self, obj: dict[str, Any]) -> None:
        self._keys = sorted(obj)
        self._parts = [_member(k, obj[k]) for k in self._keys]
        self.text = "{" + ",".join(self._parts) + "}"

    def with_member(self, key: str, value: Any) -> str:
        at = bisect.bisect_left(self._keys, key)
        parts = self._parts.copy()
        if at < len(self._keys) and self._keys[at] == key:
            parts[at] = _member(key, value)
        else:
            parts.insert(at, _member(key, value))
        return "{" + ",".join(parts) + "}"


def _member(key: str, value: Any) -> str:
    return json.dumps(key, ensure_ascii=False) + ":" + canonical(value)


def to_text(value: Any, *, indent: int | None = None) -> str:
    """Readable JSON text of `value` (unicode kept, anything not JSON through `str`)."""
    return json.dumps(value, ensure_ascii=False, indent=indent, default=str)


def jsonable(value: Any) -> Any:
    """`value` itself when `json.dumps` takes it, else its JSON round trip with anything not
    JSON turned into its `str` (a set, a datetime, bytes)."""
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    try:
        json.dumps(value)
        return value
    except (TypeError, ValueError):
        return json.loads(json.dumps(value, default=str))


def shorten(text: str, limit: int) -> str:
    """`text` cut to at most `limit` characters, the last one an ellipsis when it was cut."""
    return text if len(text) <= limit else text[: max(limit - 1, 0)] + ELLIPSIS


def brief(value: Any, limit: int = 60) -> str:
    """A value for a message: its readable JSON text, shortened to `limit` characters."""
    return shorten(to_text(value), limit)


def capped(value: Any, limit: int = 200) -> Any:
    """`value` itself when its JSON text has at most `limit` characters, else that text shortened
    to `limit` (`brief`): small values stay values, huge ones become readable text."""
    text = to_text(value)
    return value if len(text) <= limit else shorten(text, limit)


def visible(text: str) -> str:
    """`text` with format and control characters (zero-width, bidi overrides, NUL...) written
    as `\\uXXXX`, so untrusted text cannot hide or reorder what a report says about it."""
    return "".join(f"\\u{ord(c):04x}" if unicodedata.category(c) in ("Cf", "Cc") else c for c in text)


@overload
def split_list(values: None) -> None: ...


@overload
def split_list(values: str | Iterable[str]) -> list[str]: ...


def split_list(values: str | Iterable[str] | None) -> list[str] | None:
    """The items of comma-separated option values ("a,b" or ["a,b", "c"] -> ["a", "b", "c"]),
    stripped, empty ones dropped, order kept. None (an option not given) stays None."""
    if values is None:
        return None
    if isinstance(values, str):
        values = [values]
    return [part.strip() for value in values for part in value.split(",") if part.strip()]
