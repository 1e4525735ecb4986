"""A log audit split into parts: blocks of lines in forked workers (`jobs`), or files and byte
ranges of files on a Dask cluster (`client`), merged into the report one process gives.

A worker runs the read loop (`scan.scan_records`: JSON decoding, finding the calls, the compiled
`is_valid` checks) over its part and records what is not simply valid as events: malformed lines
and failing calls with their errors (`_State.diagnose`), in order (`scan.Recorder`), plus its
counts. The audit's state then replays
the parts in input order: counts add up, a malformed line gets its line number in its file, and
each failing call goes through the same `_State.failure` as in one process (with the worker's
diagnosis), so the retries, the capped clusters and their examples, the field links and the
trend come out the same, byte for byte. Only failing calls travel back; valid ones (most of a
real log) are only counted.
"""

from __future__ import annotations

import io
import os
import uuid
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from workbench.auditor.readers import LogFile, document_records, is_document
from workbench.auditor.scan import BAD, FAIL, Recorder, scan_records
from workbench.auditor.trends import PeriodCalls
from workbench.errors import LoadError
from workbench.partitions import LOG_SUFFIXES, expand, is_parquet, parquet_rows

BLOCK_BYTES = 4 << 20  # lines sent to a worker at a time (`jobs`)
RANGE_BYTES = 32 << 20  # a plain log larger than this is split into byte ranges on Dask


@dataclass
class Part:
    """What a worker read of one part of a log: lines read, calls, valid calls, calls per
    period (unfolded), the events in order, where a gzip stream broke off, or why the part
    could not be read at all (`error`, raised as the one-process audit raises it)."""

    lines: int = 0
    calls: int = 0
    valid: int = 0
    periods: dict[str, int] = field(default_factory=dict)
    events: list[tuple[Any, ...]] = field(default_factory=list)
    stopped: tuple[int, str] | None = None
    error: str | None = None


def expand_logs(paths: Iterable[Any]) -> list[Any]:
    """Log paths with directories and globs spelled out (`workbench.partitions.expand`)."""
    return expand(paths, LOG_SUFFIXES, "log file")


def scan_part(state: Any, records: Iterable[Any]) -> Part:
    """Read one part (lines as bytes, or a block of bytes holding whole lines, or records) with
    the checks of an audit's state (`core._State`, this process's or a worker's own copy),
    failing calls diagnosed here."""
    if isinstance(records, bytes):
        records = io.BytesIO(records)  # iterated like the file: the same lines, the same numbers
    by = state.by
    recorder = Recorder(by, state.diagnose)
    periods = PeriodCalls(by) if by else None
    lines, calls, valid = scan_records(records, "", state.is_valid.get, recorder, periods)
    return Part(lines, calls, valid, periods.calls if periods else {}, recorder.events)


def replay(state: Any, part: Part, file: str, offset: int) -> None:
    """Merge a part into the audit's state (`core._State`), as if its lines had been read here;
    `offset`: lines of the file before the part."""
    if part.error is not None:
        raise LoadError(part.error, file=file)
    state.calls += part.calls
    state.valid += part.valid
    if state.trend is not None:
        for label, n in part.periods.items():
            state.trend.add_calls(label, n)
    for event in part.events:
        tag = event[0]
        if tag == FAIL:
            state.failure(*event[1:])
        elif tag == BAD:
            state.bad_line(file, offset + event[1], event[2])
        else:
            state.not_json(*event[1:])
    if part.stopped is not None:
        state.bad_line(file, *part.stopped)


def blocks(stream: Any, size: int | None = None) -> Iterator[bytes]:
    """A binary stream cut into blocks of whole lines (about `size` bytes each, default
    `BLOCK_BYTES`)."""
    size = size or BLOCK_BYTES
    while True:
        block = stream.read(size)
        if not block:
            return
        if not block.endswith(b"\n"):
            block += stream.readline()
        yield block


def audit_lines_split(state: Any, source: Any, jobs: int, base: int, total: int,
                      progress: Callable[[int, int], None] | None) -> None:
    """A JSON-lines log (plain, gzip, a pipe) read here block by block, the blocks scanned in
    `jobs` forked workers (`parallel.fork_imap`) and replayed in order."""
    from workbench.parallel import fork_imap

    name = str(source)

    def work(block: bytes) -> Part:  # in a forked worker: `state` is its copy of this one
        return scan_part(state, block)

    offset = 0
    with LogFile(source) as log_file:
        for part in fork_imap(work, blocks(log_file.lines), jobs):
            replay(state, part, name, offset)
            offset += part.lines
            if progress is not None:
                progress(base + log_file.tell(), total)
    if log_file.stopped:  # a gzip stream cut short: what came before still counts
        state.bad_line(name, *log_file.stopped)


# ----------------------------------------------------------------------------- Dask
# The audit state a Dask worker process built for the current audit (by the audit's token): a
# worker compiles the tools' checks once per audit, not once per part.
_STATES: dict[str, Any] = {}


def _worker_state(token: str, setup: tuple[Any, ...]) -> Any:
    state = _STATES.get(token)
    if state is None:
        from workbench.auditor.core import _State

        state = _State(*setup)
        _STATES.clear()  # one audit at a time
        _STATES[token] = state
    return state


def scan_file_part(token: str, setup: tuple[Any, ...], path: str, start: int = 0,
                   stop: int | None = None) -> Part:
    """On a worker: read one log file (or the lines starting in bytes [start, stop) of a plain
    one) and scan it with the audit state `setup` builds (`_State`'s arguments). A file that
    cannot be read gives a Part with `error`."""
    state = _worker_state(token, setup)
    try:
        if is_parquet(path):
            return scan_part(state, parquet_rows(path))
        if is_document(path):
            return scan_part(state, document_records(path))
        if stop is not None:
            return scan_part(state, _range_lines(path, start, stop))
        with LogFile(path) as log_file:
            part = scan_part(state, log_file.lines)
        part.stopped = log_file.stopped
        return part
    except OSError as exc:  # includes gzip's BadGzipFile
        return Part(error=f"cannot read the log: {exc.strerror or exc}")
    except ValueError as exc:  # a .json document that is not JSON
        return Part(error=f"not JSON: {exc}")


def _range_lines(path: str, start: int, stop: int) -> Iterator[bytes]:
    """The lines of a plain file that start in bytes [start, stop)."""
    with open(path, "rb") as fh:
        if start:
            fh.seek(start - 1)
            fh.readline()  # the line that started before `start` belongs to the part before
        at = fh.tell()
        while at < stop:
            line = fh.readline()
            if not line:
                return
            at += len(line)
            yield line


def dask_parts(sources: list[Any]) -> list[tuple[str, int, int | None]]:
    """(path, start, stop) of each part: a plain JSON-lines file over `RANGE_BYTES` in byte
    ranges, any other file whole (stop None)."""
    out: list[tuple[str, int, int | None]] = []
    for source in sources:
        path = str(source)
        size = _plain_size(path)
        if size > RANGE_BYTES:
            out += [(path, start, min(start + RANGE_BYTES, size)) for start in range(0, size, RANGE_BYTES)]
        else:
            out.append((path, 0, None))
    return out


def _plain_size(path: str) -> int:
    if path == "-" or is_parquet(path) or is_document(path) or path.lower().endswith(".gz"):
        return 0
    try:
        with open(path, "rb") as fh:
            if fh.read(2) == b"\x1f\x8b":
                return 0
        return os.path.getsize(path) if os.path.isfile(path) else 0
    except OSError:
        return 0


def audit_on_dask(state: Any, setup: tuple[Any, ...], sources: list[Any], client: Any,
                  progress: Callable[[int, int], None] | None) -> None:
    """Every part of every log file scanned on the cluster behind `client`, replayed here in
    input order into `state`. `setup`: the arguments `state` was built from (the tools and the
    audit's options), sent once to each worker, which builds its own state from them. The files
    must be readable on the workers under the same paths (a shared file system, or the same copy
    on every machine)."""
    for source in sources:
        if not isinstance(source, (str, os.PathLike)) or str(source) == "-":
            raise LoadError("a Dask audit reads log files on the workers: pass file paths, a "
                            "directory or a glob (not a stream or records)", file=str(source))
    token = uuid.uuid4().hex
    [shared] = client.scatter([setup], broadcast=True)  # in a list: a tuple would be scattered per item
    parts = dask_parts(sources)
    futures = [client.submit(scan_file_part, token, shared, path, start, stop, pure=False)
               for path, start, stop in parts]
    sizes = [(stop - start) if stop is not None else _file_size(path) for path, start, stop in parts]
    offset, previous, done, total = 0, None, 0, sum(sizes)
    try:
        for (path, _, _), size, future in zip(parts, sizes, futures):
            if path != previous:
                offset, previous = 0, path
            part = future.result()
            replay(state, part, path, offset)
            offset += part.lines
            done += size
            if progress is not None:
                progress(done, total)
    finally:
        client.cancel(futures)


def _file_size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0
