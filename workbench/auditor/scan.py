"""The audit's read loop, shared by the one-process audit and its workers.

`scan_records` reads records (JSON lines as bytes or text, or decoded records), finds their calls,
decodes string `arguments` and asks each tool's compiled check `is_valid`; what is not simply
valid goes to a sink. In one process the sink is the audit's state itself (`core._State`); in
a worker (`--jobs`, Dask) it is a `Recorder`, whose events the audit's state then replays in
input order (`workbench/auditor/parts.py`), so the report is the same whichever way it ran.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol

from workbench.auditor.readers import NO_NAME, Malformed, calls_in, conversation_of, loads, time_of

# Event tags of a Recorder (small ints: they are pickled once per failing call)
BAD, FAIL, NOT_JSON = 0, 1, 2


class Sink(Protocol):
    def failed(self, name: str, arguments: Any, decode_failed: bool, record: Any) -> None: ...

    def bad_line(self, file: str, line: int, reason: str) -> None: ...

    def not_json(self, name: str, message: str) -> None: ...


class RecordCounter(Protocol):
    def add_record(self, record: Any, pairs: Any) -> None: ...


def failure_keys(record: Any, by: str | None) -> tuple[str | None, Any]:
    """The conversation a failing call's record belongs to and, when the audit counts per
    period, the record's time."""
    conversation = record.get("conversation_id") if type(record) is dict else None  # the usual key
    if type(conversation) is not str or not conversation:
        conversation = conversation_of(record)
    return conversation, (time_of(record) if by else None)


def scan_records(records: Iterable[Any], file: str, is_valid_of: Callable[[str], Any], sink: Sink,
                 periods: RecordCounter | None, tick: Callable[[int], None] | None = None
                 ) -> tuple[int, int, int]:
    """Read `records`: (lines read, calls, valid calls). `tick(line)` is called every
    `PROGRESS_EVERY` lines."""
    # locals on purpose: this loop runs once per log line
    failed = sink.failed
    calls = valid = 0
    number = 0
    for number, item in enumerate(records, 1):
        if tick is not None and not number % PROGRESS_EVERY:
            tick(number)
        if type(item) is bytes or type(item) is str:
            try:
                record = loads(item)
            except ValueError as exc:
                if item.strip():
                    sink.bad_line(file, number, f"not JSON: {exc}")
                continue
        else:
            record = item
        fn = record.get("function") if type(record) is dict else None
        if type(fn) is dict:  # the most common shape, one OpenAI tool call, without a call
            pairs: Any = ((fn.get("name"), fn.get("arguments")),)
        else:
            try:
                pairs = calls_in(record)
            except Malformed as exc:
                sink.bad_line(file, number, str(exc))
                continue
        if periods is not None:
            periods.add_record(record, pairs)
        nameless = False
        for name, arguments in pairs:
            if type(name) is not str:
                nameless = True
                continue
            calls += 1
            check = is_valid_of(name)
            if check is None:
                failed(name, arguments, False, record)
                continue
            if type(arguments) is str:
                try:
                    arguments = loads(arguments)
                except ValueError:
                    failed(name, arguments, True, record)
                    continue
            try:
                ok = check(arguments)
            except ValueError as exc:  # records passed from Python may hold non-JSON values
                sink.not_json(name, f"not JSON data: {exc}")
                continue
            if ok:
                valid += 1
            else:
                failed(name, arguments, False, record)
        if nameless:
            sink.bad_line(file, number, NO_NAME)
    return number, calls, valid


PROGRESS_EVERY = 1 << 14  # lines between progress callbacks


class Recorder:
    """A worker's sink: the events of a part of the log, in order, for `parts.replay`; with
    `diagnose` (the audit state's), each failing call carries its errors, worked out here."""

    def __init__(self, by: str | None, diagnose: Callable[[str, Any, bool], Any] | None = None) -> None:
        self.by = by
        self.diagnose = diagnose
        self.events: list[tuple[Any, ...]] = []

    def failed(self, name: str, arguments: Any, decode_failed: bool, record: Any) -> None:
        diagnosis = self.diagnose(name, arguments, decode_failed) if self.diagnose is not None else None
        self.events.append((FAIL, name, arguments, decode_failed, *failure_keys(record, self.by), diagnosis))

    def bad_line(self, file: str, line: int, reason: str) -> None:
        self.events.append((BAD, line, reason))

    def not_json(self, name: str, message: str) -> None:
        self.events.append((NOT_JSON, name, message))
