"""Spelling conventions of enum values, read by `enum-missing` (enums.py) and
`enum-unstable-values` (enum_values.py)."""

from __future__ import annotations

import re

# One machine value: ASCII, no spaces (a comma only inside one quoted value, 'Chinese,Yue';
# unquoted lists are split on commas first).
MACHINE_VALUE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:+\-/,]*$")

# Spelling conventions of one-word machine values: `open`/`in_review`, `Open`, `APPROVED`,
# `Paid-Out`/`PaidOut`. An enum that uses three of them is no deliberate vocabulary.
_SPELLINGS = (("lower", re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")),
              ("upper", re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*")),
              ("title", re.compile(r"[A-Z][a-z0-9]+")),
              ("kebab", re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)+")),
              ("mixed", re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)*")))


def mixed_spellings(values: list[str]) -> list[str] | None:
    """One value per spelling convention when the values use at least three of them (`Open`,
    `in_review`, `APPROVED`, `Paid-Out`); None for a consistent or a two-style enum (codes
    like `en`/`zh-CN`, `GET`/`Custom`)."""
    if len(values) < 4 or len(values) > 50 or not any(v[:1].islower() for v in values) \
            or not any(v.isupper() and (len(v) >= 5 or "_" in v) for v in values):
        return None  # both a lower and an upper spelling are needed: most enums have one
    seen: dict[str, str] = {}
    for v in values:
        style = next((n for n, rx in _SPELLINGS if rx.fullmatch(v)), None)
        if style is None:
            return None  # not machine-like words: display labels, paths, numbers
        if style != "upper" or len(v) >= 5 or "_" in v:  # `SUV`, `PDF`: acronyms, not a style
            seen.setdefault(style, v)
    # a backend's own constants (`FLEXDB`, `Auth`, `APIInvocation`) or a dataset's labels
    # (`Sci-fi`, `World`, `dontcare`) mix styles without a lower and an upper spelling side by side
    if len(seen) < 3 or not {"lower", "upper"} <= set(seen):
        return None
    return list(seen.values())
