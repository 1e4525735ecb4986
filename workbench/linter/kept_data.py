"""What a lint keeps beyond one tool's walk: the data the tool pass builds once for the set it
reads and drops when the pass ends (`PerSet`, `build_tool_pass_data`, `drop_tool_pass_data`),
and the facts of each property the set-scope rules read after the rest of a tool's walk is
dropped (`PropertyFact`, `PropertyFacts`). `ToolContext` (`context.py`) hands out both.
"""

from __future__ import annotations

import itertools
import weakref
from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, Generic, NamedTuple, TypeVar, overload

from workbench.model import ToolSet


class PropertyFact(NamedTuple):
    """What the set-scope rules read of one property of a tool (`ToolContext.property_facts`):
    kept for the whole lint, when the rest of the tool's walk is dropped."""

    pointer: str
    name: str | None
    parent: str | None
    required: bool
    union: bool  # several types, or an `anyOf`


class PropertyFacts(Sequence[PropertyFact]):
    """A tool's `PropertyFact`s held as one flat tuple (pointer, name, parent, flags for each
    property): ~32 bytes a property kept for the whole lint instead of a record of its own
    (~88); read, they are `PropertyFact`s again."""

    __slots__ = ("_flat",)

    def __init__(self, facts: Iterable[PropertyFact] = ()) -> None:
        flat: list[Any] = []
        for f in facts:
            flat += (f.pointer, f.name, f.parent, (2 if f.union else 0) | (1 if f.required else 0))
        self._flat = tuple(flat)

    def __len__(self) -> int:
        return len(self._flat) // 4

    @overload
    def __getitem__(self, index: int) -> PropertyFact: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[PropertyFact]: ...
    def __getitem__(self, index: int | slice) -> PropertyFact | Sequence[PropertyFact]:
        if isinstance(index, slice):
            return tuple(self)[index]
        k = range(len(self))[index] * 4  # negative indices, and IndexError past the end
        flat = self._flat
        return PropertyFact(flat[k], flat[k + 1], flat[k + 2], bool(flat[k + 3] & 1), bool(flat[k + 3] & 2))

    def __iter__(self) -> Iterator[PropertyFact]:
        flat = self._flat
        for k in range(0, len(flat), 4):
            flags = flat[k + 3]
            yield PropertyFact(flat[k], flat[k + 1], flat[k + 2], bool(flags & 1), bool(flags & 2))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PropertyFacts):
            return self._flat == other._flat
        return isinstance(other, Sequence) and tuple(self) == tuple(other)

    def __hash__(self) -> int:
        return hash(self._flat)

    def __reduce__(self) -> tuple[Any, ...]:  # a worker sends them back (`--jobs`)
        return (_unflatten, (self._flat,))

    def __repr__(self) -> str:
        return f"PropertyFacts({list(self)!r})"


def _unflatten(flat: tuple[Any, ...]) -> PropertyFacts:
    facts = PropertyFacts()
    facts._flat = flat
    return facts


class JoinedStrings(Sequence[str]):
    """Strings held as one text and an array of where each ends: what an index of the set built
    before the `--jobs` workers fork holds instead of the set's own string objects. Reading one
    makes a new string in the reading process; reading the set's objects writes their reference
    counts, so each worker copied every page of the loaded set that held a name it read (~0.9
    KiB a tool of the set in each worker for `param-source-unstated`'s candidates)."""

    __slots__ = ("_ends", "_text")

    def __init__(self, strings: Iterable[str]) -> None:
        parts = list(strings)
        self._text = "".join(parts)
        self._ends = array("Q", itertools.accumulate(map(len, parts)))

    def __len__(self) -> int:
        return len(self._ends)

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...
    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        if isinstance(index, slice):
            return tuple(self)[index]
        k = range(len(self))[index]  # negative indices, and IndexError past the end
        return self._text[self._ends[k - 1] if k else 0:self._ends[k]]


T = TypeVar("T")
_TOOL_PASS_DATA: list[PerSet[Any]] = []  # every `PerSet`: to build or drop what each holds


class PerSet(Generic[T]):
    """What the tool pass builds once for the set it reads (an index of the set's names), held
    for the set last asked about by a weak reference (a lint does not keep its set alive) and
    dropped when the tool pass ends (`drop_tool_pass_data`), so the set rules do not work beside
    it. Call it with the set; `len()` is how many sets it holds (0 or 1)."""

    def __init__(self, build: Callable[[ToolSet], T]) -> None:
        self._build = build
        self._held: list[tuple[weakref.ref[ToolSet], T]] = []
        _TOOL_PASS_DATA.append(self)

    def __call__(self, toolset: ToolSet) -> T:
        held = self._held
        if not held or held[0][0]() is not toolset:
            held[:] = [(weakref.ref(toolset), self._build(toolset))]  # one set at a time
        return held[0][1]

    def __len__(self) -> int:
        return len(self._held)


def build_tool_pass_data(toolset: ToolSet) -> None:
    """Build what every `PerSet` holds for `toolset` now. The engine calls it before it forks
    `--jobs` workers: each worker would build the same indexes of the whole set (~1.1 KiB a
    tool of the set, in every worker); built once here, the workers read the parent's copy."""
    for per_set in _TOOL_PASS_DATA:
        try:
            per_set(toolset)
        except Exception:  # the rule that reads it builds it again and reports the crash
            continue


def drop_tool_pass_data() -> None:
    """Drop what every `PerSet` holds (the engine calls it when the tool pass ends)."""
    for per_set in _TOOL_PASS_DATA:
        per_set._held.clear()
