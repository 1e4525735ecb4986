"""Retry loops: the same failing call sent again in one conversation.

When a log carries a conversation (or session) id (`readers.conversation_of`), a failing call
whose tool and arguments equal an earlier failing call of the same conversation is a retry of it:
it counts once as a failure, and the loop records how often it was repeated. A repeat with
changed arguments is a new failure (the model tried something else).

Only failing calls are looked at, and memory is bounded on any log: the `window` most recent
distinct failures are remembered (a retry comes soon after the failure it repeats), and of the
failures that were repeated, the `top` most repeated are kept for the report.
"""

from __future__ import annotations

import heapq
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from workbench.jsonutil import canonical, capped

try:  # sorted-key dumps ~10x faster than the json module: this runs once per failing call
    import orjson

    def _text(value: Any) -> bytes | str:
        try:
            return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)
        except TypeError:  # not JSON data (records passed from Python)
            return canonical(value)
except ImportError:  # pragma: no cover - orjson is installed in the dev environment
    _text = canonical

Key = tuple[str, str, int]


@dataclass(frozen=True)
class RetryLoop:
    """One failing call that the model sent again in the same conversation: `retries` repeats
    after the first, and how the call failed (`"<path> <kind>"` of each error)."""

    conversation: str
    tool: str
    retries: int
    failure: tuple[str, ...]
    arguments: Any

    def to_dict(self) -> dict[str, Any]:
        """The loop in the audit's JSON (`retry_loops[]`)."""
        return {"conversation": self.conversation, "tool": self.tool, "retries": self.retries,
                "failure": list(self.failure), "arguments": self.arguments}


class Retries:
    """Failing calls per conversation (see the module doc)."""

    def __init__(self, window: int = 10_000, top: int = 100) -> None:
        self.window, self.top = window, top
        # key -> [retries, [(path, kind)], arguments], oldest first (an OrderedDict: a plain dict
        # popped at the front makes `next(iter(...))` walk the dead slots, slower with every pop)
        self.seen: OrderedDict[Key, list[Any]] = OrderedDict()
        self.kept: list[tuple[int, int, Key, list[Any]]] = []  # min-heap of forgotten loops
        self.total = 0  # repeats folded into their first failure
        self.repeated_failures = 0  # failures repeated at least once
        self._order = 0

    def enter(self, conversation: str, tool: str, arguments: Any) -> list[Any] | None:
        """None (and counted) when the same call (tool and arguments) failed before in its
        conversation, its arguments kept as the loop's example on its first repeat; otherwise the
        call is remembered as a first failure (forgetting the oldest beyond the window; a
        forgotten failure that was repeated stays in the report if it is among the most
        repeated) and its entry returned: the caller sets `entry[1]` to its [(path, kind)]."""
        key = (conversation, tool, hash(arguments if type(arguments) is str else _text(arguments)))
        seen = self.seen
        entry = seen.get(key)
        if entry is not None:
            if not entry[0]:
                self.repeated_failures += 1
                entry[2] = arguments
            entry[0] += 1
            self.total += 1
            return None
        if len(seen) >= self.window:
            old, forgotten = seen.popitem(last=False)
            if forgotten[0]:
                self._keep(old, forgotten)
        entry = seen[key] = [0, (), None]
        return entry

    def _keep(self, key: Key, entry: list[Any]) -> None:
        self._order += 1
        item = (entry[0], -self._order, key, entry)
        if len(self.kept) < self.top:
            heapq.heappush(self.kept, item)
        else:
            heapq.heappushpop(self.kept, item)

    def loops(self) -> tuple[RetryLoop, ...]:
        """The failures that were repeated, most repeated first (at most `top`)."""
        found = [(entry[0], key, entry) for key, entry in self.seen.items() if entry[0]]
        found += [(entry[0], key, entry) for _, _, key, entry in self.kept]
        found.sort(key=lambda f: (-f[0], f[1][0], f[1][1]))
        return tuple(RetryLoop(key[0], key[1], retries,
                               tuple(f"{path or '/'} {kind}" for path, kind in entry[1]),
                               capped(entry[2]))
                     for retries, key, entry in found[: self.top])
