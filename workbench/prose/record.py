"""The record every extraction yields (contract shared by lint and the ledger)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

KINDS: tuple[str, ...] = (
    "maximum", "minimum", "range", "max-length", "min-length", "max-items", "min-items",
    "format", "timezone", "relative-time", "condition", "enum-values", "example", "vague",
    "field-group",
)
# How a sentence states a number: as a rule on the value ("must not exceed 100", "Maximum: 100"),
# or as what the tool does ("returns up to 5 routes", "返回最多 5 条", "waits at most 45 s"): the
# latter bounds an input only when the input is that count (`limit`, `page_size`).
MOODS: tuple[str, ...] = ("rule", "output")


@dataclass(frozen=True)
class ProseConstraint:
    kind: str
    value: Any
    unit: str | None
    sentence: str
    lang: str
    keyword: str | None
    mood: str = "rule"
