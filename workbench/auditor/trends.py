"""Failures per day or per week, per tool and kind: the weekly review's "is it getting better?".

A record's time (`readers.time_of`) is an ISO 8601 string or Unix seconds (milliseconds when the
number is too large to be seconds). A string's period is its own date as written, in the log's
own time zone (no conversion: the people reading the review live in it); a number's is its UTC
date. Weeks are ISO weeks (`2026-W09`, Monday to Sunday). Records without a readable time fall in
the period `unknown`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timezone
from functools import lru_cache
from typing import Any

from workbench.auditor.readers import time_of

BY = ("day", "week")
UNKNOWN = "unknown"
MAX_PERIODS = 1_000  # beyond this, further periods fold into `unknown` (a log of garbage times)
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_LABELS_KEPT = 10_000  # distinct dates remembered (a real log has a few hundred)


@dataclass(frozen=True)
class Period:
    """One day or week: every call read, the failures (each failing call once; retries of a
    failure are not failures again) and the failures per (tool, kind), most first."""

    period: str
    calls: int
    failures: int
    by_tool_kind: tuple[tuple[str, str, int], ...]

    @property
    def rate(self) -> float | None:
        """Failures per call; None when the period has no call."""
        return self.failures / self.calls if self.calls else None

    def to_dict(self) -> dict[str, Any]:
        """The period in the audit's JSON (`trend.periods[]`)."""
        return {"period": self.period, "calls": self.calls, "failures": self.failures,
                "by_tool_kind": [{"tool": t, "kind": k, "count": n} for t, k, n in self.by_tool_kind]}


@lru_cache(maxsize=4096)
def _week(day: str) -> str:
    year, week, _ = date.fromisoformat(day).isocalendar()
    return f"{year}-W{week:02d}"


def period_of(value: Any, by: str) -> str:
    """The day (`2026-03-02`) or ISO week (`2026-W10`) of a record's time; `unknown` when
    it cannot be read."""
    day: str | None = None
    if type(value) is str:
        head = value[:10]
        if _DATE.fullmatch(head):
            day = head
    elif type(value) in (int, float) and value > 0:
        seconds = value / 1000 if value > 1e11 else value
        try:
            day = datetime.fromtimestamp(seconds, tz=timezone.utc).date().isoformat()
        except (OverflowError, OSError, ValueError):
            day = None
    if day is None:
        return UNKNOWN
    if by == "day":
        return day
    try:
        return _week(day)
    except ValueError:  # 2026-02-31
        return UNKNOWN


class PeriodLabels:
    """The period label of record times, before any folding, remembering the label of each
    date string seen (every record asks; a string's label depends on its first 10 characters)."""

    def __init__(self, by: str) -> None:
        self.by = by
        self._labels: dict[str, str] = {}  # a time string's first 10 characters -> its label

    def of(self, record_time: Any) -> str:
        if type(record_time) is str:
            head = record_time[:10]
            label = self._labels.get(head)
            if label is None:
                label = period_of(head, self.by)
                if len(self._labels) < _LABELS_KEPT:
                    self._labels[head] = label
            return label
        return period_of(record_time, self.by)


def calls_of(record: Any, pairs: Any) -> tuple[Any, int]:
    """A record's time and how many calls it holds (pairs with a string name)."""
    when = record.get("time") if type(record) is dict else None  # the adapter's key first
    n = 1 if len(pairs) == 1 and type(pairs[0][0]) is str else sum(type(p[0]) is str for p in pairs)
    return (time_of(record) if when is None else when), n


class PeriodCalls:
    """Calls per period label, unfolded: what a worker of a split audit counts of the trend
    (`Trend.add_calls` folds them when the parts are merged, in input order)."""

    def __init__(self, by: str) -> None:
        self.labels = PeriodLabels(by)
        self.calls: dict[str, int] = {}

    def add_record(self, record: Any, pairs: Any) -> None:
        """Count the calls of one record in the period of its time."""
        when, n = calls_of(record, pairs)
        label = self.labels.of(when)
        self.calls[label] = self.calls.get(label, 0) + n


class Trend:
    """Bounded counters behind `Period` records (see the module doc)."""

    def __init__(self, by: str, cap: int = 10_000) -> None:
        self.by = by
        self.cap = cap  # (tool, kind) pairs kept per period; the rest are counted as failures only
        self.calls: dict[str, int] = {}
        self.failures: dict[str, dict[tuple[str, str], int]] = {}
        self.failed_calls: dict[str, int] = {}
        self.labels = PeriodLabels(by)

    def period(self, record_time: Any) -> str:
        """The period label of a record's time (see `period_of`), `unknown` beyond MAX_PERIODS."""
        return self._fold(self.labels.of(record_time))

    def _fold(self, label: str) -> str:
        if label not in self.calls and len(self.calls) >= MAX_PERIODS:
            return UNKNOWN
        return label

    def add_record(self, record: Any, pairs: Any) -> None:
        """Count the calls of one record (its (name, arguments) pairs with a string name) in the
        period of its time; runs once per record."""
        when, n = calls_of(record, pairs)
        self.add_calls(self.labels.of(when), n)

    def add_calls(self, label: str, n: int) -> None:
        """`n` calls of records whose time has the (unfolded) period `label`. A label first seen
        beyond MAX_PERIODS is counted as `unknown` now and later: counts merged per label in the
        order labels first appear fold as the records would have one by one."""
        label = self._fold(label)
        calls = self.calls
        calls[label] = calls.get(label, 0) + n

    def add_failure(self, label: str, pairs: set[tuple[str, str]]) -> None:
        """One failing call and the (tool, kind) pairs it failed with."""
        self.failed_calls[label] = self.failed_calls.get(label, 0) + 1
        table = self.failures.setdefault(label, {})
        for pair in pairs:
            if pair in table or len(table) < self.cap:
                table[pair] = table.get(pair, 0) + 1

    def periods(self) -> tuple[Period, ...]:
        labels = sorted(set(self.calls) | set(self.failed_calls), key=lambda p: (p == UNKNOWN, p))
        out = []
        for label in labels:
            table = self.failures.get(label, {})
            ranked = sorted(table.items(), key=lambda kv: (-kv[1], kv[0]))
            out.append(Period(label, self.calls.get(label, 0), self.failed_calls.get(label, 0),
                              tuple((t, k, n) for (t, k), n in ranked)))
        return tuple(out)
