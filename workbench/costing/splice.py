"""Exact BPE token counts of concatenated texts without encoding each concatenation.

Every provider wraps the same name, description and parameter schema in a different JSON
envelope, and a set is the same tool texts joined by commas. Encoding every variant costs one
pass per provider; instead each text is cut into a leading punctuation run, an interior and a
trailing punctuation run. The o200k_base/cl100k_base pre-tokenizers always split between a run
of punctuation (`[^\\s\\p{L}\\p{N}]`, with one optional leading space) and a letter, digit or space
next to it, so the interior of a text tokenizes the same wherever it is put: only the junctions
(the runs where two texts meet, e.g. `":{"`) need encoding, and they repeat and are cached.
Where a junction is not provably a split (no punctuation between two texts, a single punctuation
character before a letter, an unusual Unicode character at the edge) the caller is told to
encode the full text instead. `tests/test_cost.py` checks the sums against a full encode of every
BFCL tool in every envelope. The pre-tokenizer patterns:
https://github.com/openai/tiktoken/blob/main/tiktoken_ext/openai_public.py
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass


def _punct(c: str) -> bool:
    """`[^\\s\\p{L}\\p{N}]` for the characters this module lets stand at a junction."""
    if c.isascii():
        return not (c.isalnum() or c.isspace())
    return unicodedata.category(c)[0] in "PS"


def _plain_edge(c: str) -> bool:
    """A character whose class is the same in every alternative of the pattern (so a junction
    next to it is a split): ASCII, or a non-ASCII letter, digit, punctuation or symbol."""
    return c.isascii() or unicodedata.category(c)[0] in "LNPS"


class NotSpliceable(ValueError):
    """This concatenation cannot be counted from its parts; encode the whole text."""


@dataclass(frozen=True)
class Part:
    """A text as the junction arithmetic sees it."""

    lead: str  # leading punctuation run ('' when the text starts with a letter, digit or space)
    inner: int  # tokens of the interior, counted alone
    trail: str  # trailing run: punctuation, with one space before it if there is one
    first: str = ""  # the interior's first and last characters ('' when it is empty)
    last: str = ""

    @property
    def solid(self) -> bool:
        """The whole text is one punctuation run."""
        return not self.first and not self.trail


def part(text: str, count: Callable[[str], int]) -> Part:
    """`text` cut into lead, interior and trail (the interior counted with `count`)."""
    n = len(text)
    a = 0
    while a < n and _punct(text[a]):
        a += 1
    if a == n:
        return Part(text, 0, "")
    b = n
    while b > a and _punct(text[b - 1]):
        b -= 1
    if b < n and b > a and text[b - 1] == " ":
        b -= 1
    interior = text[a:b]
    if not interior:
        return Part(text[:a], 0, text[b:])
    if not (_plain_edge(interior[0]) and _plain_edge(interior[-1])):
        raise NotSpliceable(text[:40])
    return Part(text[:a], count(interior), text[b:], interior[0], interior[-1])


def total(parts: Sequence[Part], count: Callable[[str], int]) -> int:
    """Tokens of the concatenation of `parts` (raises `NotSpliceable` when a junction is not a
    provable split)."""
    p = compose(parts, count)
    if p.first:
        _check("", p.lead, p.first)  # the lead now starts the text: nothing merges into it
    return (count(p.lead) if p.lead else 0) + p.inner + (count(p.trail) if p.trail else 0)


def compose(parts: Sequence[Part], count: Callable[[str], int]) -> Part:
    """The concatenation of `parts` as one `Part` (its inner count includes the inner junctions),
    so a block that several texts share is joined once."""
    tokens = 0
    lead = ""
    junction = ""
    first = ""
    previous_last = ""  # last interior character before the open junction
    for p in parts:
        junction += p.lead
        if p.solid:
            continue
        if not first and not previous_last:  # checked where the block is finally placed
            lead, junction = junction, ""
            first = p.first or " "
        elif p.first:
            _check(previous_last, junction, p.first)
            tokens += count(junction) if junction else 0
        else:
            tokens += count(junction) if junction else 0
        tokens += p.inner
        junction = p.trail
        previous_last = p.last or " "
    if not first:
        return Part(junction, 0, "")
    return Part(lead, tokens, junction, first, previous_last)


def _check(before: str, junction: str, after: str) -> None:
    if before and not junction:
        raise NotSpliceable("two interiors meet without punctuation between them")
    if before.isspace() and not junction.startswith(" "):
        raise NotSpliceable("a space would join the following punctuation run")
    run = junction.lstrip(" ")
    if len(run) == 1 and not after.isspace() and not after.isdigit():
        raise NotSpliceable("one punctuation character would lead the following word")
