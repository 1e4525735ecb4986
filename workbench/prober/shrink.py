"""Greedy shrinking of a gap's witness while the same classification holds.

Drops keys and array items, then moves each number, string length and array length toward the
smallest value that still behaves the same (a bisection, so a prose-only `maximum: 100` enforced by
the executor shrinks 873 to 101: the witness shows the boundary). Bounded by a call budget.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable, Iterator
from operator import methodcaller
from typing import Any

Path = tuple


class _Budget:
    def __init__(self, keeps: Callable[[Any], bool], budget: int) -> None:
        self.keeps, self.left = keeps, budget

    def __call__(self, value: Any) -> bool:
        if self.left <= 0:
            return False
        self.left -= 1
        try:
            return bool(self.keeps(value))
        except Exception:
            return False


def shrink(value: Any, keeps: Callable[[Any], bool], *, budget: int = 150) -> Any:
    """A smaller value for which `keeps` is still true (`keeps(value)` is assumed true)."""
    ok = _Budget(keeps, budget)
    current = value
    changed = True
    while changed and ok.left > 0:
        changed = False
        for candidate in _structural(current):
            if ok(candidate):
                current, changed = candidate, True
                break
    for path in list(_leaves(current)):
        current = _minimise_at(current, path, ok)
    return current


def _structural(value: Any) -> Iterator[Any]:
    """Candidates with one key or array item removed, anywhere in the value."""
    for path, node in _containers(value):
        if isinstance(node, dict):
            for key in list(node):
                yield _edit(value, path, methodcaller("pop", key))
        else:
            for i in range(len(node)):
                yield _edit(value, path, methodcaller("pop", i))


def _containers(value: Any, path: Path = ()) -> Iterator[tuple[Path, Any]]:
    if isinstance(value, dict):
        yield path, value
        for key, sub in value.items():
            yield from _containers(sub, path + (key,))
    elif isinstance(value, list):
        yield path, value
        for i, sub in enumerate(value):
            yield from _containers(sub, path + (i,))


def _leaves(value: Any, path: Path = ()) -> Iterator[Path]:
    if isinstance(value, dict):
        for key, sub in value.items():
            yield from _leaves(sub, path + (key,))
    elif isinstance(value, list):
        yield path  # the list length itself
        for i, sub in enumerate(value):
            yield from _leaves(sub, path + (i,))
    else:
        yield path


def _edit(value: Any, path: Path, change: Callable[[Any], Any]) -> Any:
    out = copy.deepcopy(value)
    node = out
    for token in path:
        node = node[token]
    change(node)
    return out


def _get(value: Any, path: Path) -> Any:
    for token in path:
        value = value[token]
    return value


def _put(value: Any, path: Path, new: Any) -> Any:
    if not path:
        return copy.deepcopy(new)
    return _edit(value, path[:-1], lambda n: n.__setitem__(path[-1], new))


def _minimise_at(current: Any, path: Path, ok: _Budget) -> Any:
    try:
        leaf = _get(current, path)
    except (KeyError, IndexError, TypeError):
        return current
    at = lambda new: _put(current, path, new)  # noqa: E731
    if isinstance(leaf, bool) or leaf is None:
        return current
    if isinstance(leaf, int):
        return at(_bisect_int(leaf, lambda n: ok(at(n))))
    if isinstance(leaf, float):
        if math.isfinite(leaf) and ok(at(round(leaf))):
            return at(_bisect_int(round(leaf), lambda n: ok(at(n))))
        return current
    if isinstance(leaf, str):
        n = _bisect_int(len(leaf), lambda k: ok(at(leaf[:k])), floor=0)
        return at(leaf[:n])
    if isinstance(leaf, list):
        n = _bisect_int(len(leaf), lambda k: ok(at(leaf[:k])), floor=0)
        return at(leaf[:n])
    return current


def _bisect_int(start: int, keeps: Callable[[int], bool], floor: int | None = None) -> int:
    """The value closest to 0 (or `floor`) between it and `start` that keeps, assuming the
    property is monotone along that segment; `start` keeps."""
    target = 0 if floor is None else floor
    if start == target:
        return start
    if keeps(target):
        return target
    good, bad = start, target
    while abs(good - bad) > 1:
        mid = (good + bad) // 2 if good > bad else -((-good - bad) // 2)
        if mid in (good, bad):
            break
        if keeps(mid):
            good = mid
        else:
            bad = mid
    return good
