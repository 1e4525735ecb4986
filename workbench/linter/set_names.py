"""The names of a set's tools as one compact index (`set_names`), what the tool rules that look
across the set read instead of the set's own `Tool` objects: the names joined in one text, the
words of the names sorted in another, and the tools holding each word as positions in one array.

Why not the tools themselves: the index is built before `--jobs` workers fork (a `PerSet`,
`kept_data.build_tool_pass_data`), and a worker that reads a `Tool` of the set, or its name,
writes their reference counts, so each page of the loaded set it reads is copied into it. Five
rules read a tool's neighbours for nearly every tool (`naming` twice, `param_ids`,
`prose_keywords`, `param_sources`), ~33 MB of the parent's pages in each worker at 100,000
tools. Reading this index makes new strings in the reader and writes nothing the parent made
but the index's own few objects. It is as exact as the loops it replaces: a lookup gives the
candidates, the rule reads each candidate's name as before.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left
from collections.abc import Iterator, Sequence

from workbench.linter.kept_data import JoinedStrings, PerSet
from workbench.model import ToolSet
from workbench.text import split_name

# How many of the set's tools sharing a name word one tool's search reads (its neighbours in set
# order, or the shortest names holding a word). A real set has a few hundred tools, so no real
# tool has more and its findings are those of a full read; a generated set of a million names
# from a small vocabulary gives each tool ~30,000, and reading them all made the tool pass
# quadratic in the set (NOTES, "Lint at scale, thirteenth pass").
NEIGHBOURS_READ = 256


class SetNames:
    """A set's tool names (`name(p)`, `lengths[p]`, `len()`), which tools' names hold a word
    (`holding`, shortest name first, ties in set order), or a word up to its trailing s's
    (`holding_stem`), and whether a text is the name of a tool of the set (`in`)."""

    __slots__ = ("_by_name", "_names", "_positions", "_s_run", "_starts", "_words", "lengths")

    def __init__(self, names: Sequence[str]) -> None:
        self._names = JoinedStrings(names)
        self.lengths = lengths = array("I", map(len, names))
        by_word: dict[str, list[int]] = {}
        for position, name in enumerate(names):
            for word in set(split_name(name)):
                by_word.setdefault(word, []).append(position)
        words = sorted(by_word)
        self._words = JoinedStrings(words)
        self._positions = array("I")
        self._starts = array("Q", [0])
        for word in words:
            self._positions.extend(sorted(by_word[word], key=lambda p: (lengths[p], p)))
            self._starts.append(len(self._positions))
        self._by_name = array("I", sorted(range(len(names)), key=names.__getitem__))
        # the longest run of s's a word ends with: the words a stem stands for are the stem
        # followed by 0 to that many s's (`holding_stem`)
        self._s_run = max((len(w) - len(w.rstrip("s")) for w in words), default=0)

    def __len__(self) -> int:
        return len(self.lengths)

    def name(self, position: int) -> str:
        return self._names[position]

    def names(self) -> Sequence[str]:
        """The names in set order."""
        return self._names

    def __contains__(self, name: object) -> bool:
        if not isinstance(name, str):
            return False
        names, order = self._names, self._by_name
        lo, hi = 0, len(order)
        while lo < hi:  # a binary search of the names in sorted order
            mid = (lo + hi) // 2
            if names[order[mid]] < name:
                lo = mid + 1
            else:
                hi = mid
        return lo < len(order) and names[order[lo]] == name

    def holding(self, word: str) -> Sequence[int]:
        """The positions of the tools whose name holds `word` (`split_name`), shortest first."""
        k = bisect_left(self._words, word)
        if k == len(self._words) or self._words[k] != word:
            return ()
        return self._positions[self._starts[k]:self._starts[k + 1]]

    def holding_stem(self, stem: str) -> Iterator[int]:
        """The positions of the tools with a name word that is `stem` once its trailing s's are
        dropped (`item`: item, items), each once, in no fixed order."""
        seen: set[int] = set()
        for run in range(self._s_run + 1):
            for position in self.holding(stem + "s" * run):
                if position not in seen:
                    seen.add(position)
                    yield position


def _build(toolset: ToolSet) -> SetNames | None:
    names = [t.name for t in toolset]
    # a hand-built tool may carry any object for a name: the rules then read the set as before
    return SetNames(names) if all(isinstance(n, str) for n in names) else None


set_names: PerSet[SetNames | None] = PerSet(_build)
