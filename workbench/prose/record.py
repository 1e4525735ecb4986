"""The record every extraction yields (contract shared by lint and the ledger)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

KINDS: tuple[str, ...] = (
    "maximum", "minimum", "range", "max-length", "min-length", "max-items", "min-items",
    "format", "timezone", "relative-time", "condition", "enum-values", "example", "vague",
)


@dataclass(frozen=True)
class ProseConstraint:
    kind: str
    value: Any
    unit: str | None
    sentence: str
    lang: str
    keyword: str | None

