"""Work split over processes on this machine: `--jobs N` (and `jobs=` in Python).

The verbs that accept `jobs` cut their per-item work (per tool, per log line) into contiguous
chunks, run the chunks in this process and in forked worker processes (`fork_map`), and put
the results back together in input order, so the output is the same bytes as a run in one
process. Workers are forked after the
input is loaded: they read it from the memory they share with the parent (copy on write) and send
back only their results. Where `fork` does not exist (Windows; macOS makes it unsafe with some
system libraries, and Python defaults to `spawn` there) the work runs in this process.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, TypeVar

from workbench.errors import InvalidArgument

T = TypeVar("T")

# Below this many items a worker costs more (fork, sending results back) than it saves.
MIN_ITEMS_PER_JOB = 500
# At most this many items a chunk: a worker sends a chunk's results back as one message, and the
# parent holds the results of chunks that arrive before the one it waits for; chunks of a few
# thousand items keep both small on a set of a million (a few chunks per process held ~125,000).
MAX_ITEMS_PER_CHUNK = 5_000
# how long a child told to stop may take to stop what it started before it is killed
STOP_GRACE_SECONDS = 2.0


def available_cpus() -> int:
    """The CPUs this process may run on (its affinity mask where the OS has one)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # macOS, Windows
        return max(1, os.cpu_count() or 1)


def resolve_jobs(jobs: int | str | None) -> int:
    """`jobs` as a process count: None or 1 -> 1; 0 or "auto" -> the available CPUs; a
    positive integer (or its text) as given. Anything else raises InvalidArgument (exit 2)."""
    if jobs is None:
        return 1
    if isinstance(jobs, str):
        word = jobs.strip().lower()
        if word == "auto":
            return available_cpus()
        try:
            jobs = int(word)
        except ValueError:
            raise InvalidArgument(f"--jobs: {jobs!r} is not a number of processes "
                                  "(a positive integer, 0 or auto for one per CPU)") from None
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 0:
        raise InvalidArgument(f"--jobs: {jobs!r} is not a number of processes "
                              "(a positive integer, 0 or auto for one per CPU)")
    return available_cpus() if jobs == 0 else jobs


def can_fork() -> bool:
    """Whether worker processes can be forked here (POSIX other than macOS)."""
    return sys.platform != "darwin" and "fork" in multiprocessing.get_all_start_methods()


def chunk_bounds(n: int, parts: int) -> list[tuple[int, int]]:
    """`parts` contiguous (start, stop) ranges covering range(n), sizes differing by at most 1."""
    parts = max(1, min(parts, n)) if n else 1
    size, extra = divmod(n, parts)
    out, start = [], 0
    for k in range(parts):
        stop = start + size + (1 if k < extra else 0)
        out.append((start, stop))
        start = stop
    return out


# The work of the current `fork_map` call, read by the forked workers (set before the fork).
_WORK: Callable[[int, int], Any] | None = None


def _run_chunk(bounds: tuple[int, int]) -> Any:
    assert _WORK is not None
    return _WORK(*bounds)


def fork_map(work: Callable[[int, int], T], n: int, jobs: int, *,
             min_items: int | None = None) -> Iterator[T]:
    """`work(start, stop)` over contiguous chunks of range(n), results in chunk order.

    With `jobs` > 1, fork available and at least `min_items` items per job, the chunks run in
    `jobs` processes: this one and `jobs` - 1 forked workers (a few chunks per process, so an
    uneven chunk does not leave a process idle, and at most `MAX_ITEMS_PER_CHUNK` items each);
    otherwise in this process, as one chunk. `min_items` defaults to `MIN_ITEMS_PER_JOB`.
    `work` must return picklable results; an exception in a worker is raised here."""
    global _WORK
    least = MIN_ITEMS_PER_JOB if min_items is None else min_items
    jobs = min(jobs, n // max(1, least)) if n else 1
    if jobs <= 1 or not can_fork():
        yield work(0, n)
        return
    chunks = chunk_bounds(n, max(jobs * 4, -(-n // MAX_ITEMS_PER_CHUNK)))
    # This process takes every `jobs`-th chunk itself instead of waiting: a waiting parent is a
    # whole process of memory (the loaded set, its imports) that does no work, so `--jobs 2`
    # is this process and one worker, not three processes (the set's tree of memory by a
    # third less); `work` already runs here when there is one job, so it may run here anyway.
    mine = set(range(0, len(chunks), jobs))
    theirs = [bounds for k, bounds in enumerate(chunks) if k not in mine]
    context = multiprocessing.get_context("fork")
    _WORK = work
    try:
        with context.Pool(jobs - 1) as pool:
            results = pool.imap(_run_chunk, theirs)
            last = len(chunks) - 1
            for k, bounds in enumerate(chunks):
                result = work(*bounds) if k in mine else next(results)
                if k == last:
                    break
                yield result
        # The workers end before the last chunk is handed over: a consumer that stops asking
        # once it has every item (`zip` with a list of the same length) would otherwise keep
        # them alive, suspended here, for as long as it holds this generator (a lint kept two
        # workers through its set rules, their pages copied as the parent freed its own).
        yield result
    finally:
        _WORK = None


def flatten(results: Sequence[Sequence[T]] | Iterator[Sequence[T]]) -> list[T]:
    """The items of chunk results, in order."""
    return [item for chunk in results for item in chunk]


# The function of the current `fork_imap` call, read by the forked workers (set before the fork).
_EACH: Callable[[Any], Any] | None = None


def _run_item(item: Any) -> Any:
    assert _EACH is not None
    return _EACH(item)


def fork_imap(work: Callable[[Any], T], items: Iterable[Any], jobs: int, *,
              ahead: int = 2) -> Iterator[T]:
    """`work(item)` for each item of a stream, results in input order.

    For inputs that arrive as a stream (a log read block by block) rather than as an indexable
    sequence: with `jobs` > 1 and fork available, each item is sent to one of `jobs` forked
    processes, and at most `ahead` x `jobs` items are in flight, so a long stream is never held
    in memory whole (`Pool.imap` would read all of it ahead). Otherwise the items run here, one
    by one. `work` must be set up before the call (the workers are forked from this process);
    items and results must be picklable; an exception in a worker is raised here."""
    global _EACH
    if jobs <= 1 or not can_fork():
        for item in items:
            yield work(item)
        return
    context = multiprocessing.get_context("fork")
    _EACH = work
    try:
        with context.Pool(jobs) as pool:
            pending: deque[Any] = deque()
            for item in items:
                pending.append(pool.apply_async(_run_item, (item,)))
                if len(pending) >= ahead * jobs:
                    yield pending.popleft().get()
            while pending:
                yield pending.popleft().get()
    finally:
        _EACH = None


def fork_each(work: Callable[[int], T], n: int, jobs: int) -> Iterator[T]:
    """`work(i)` for i in range(n), each in its own forked process, at most `jobs` at a time,
    results in order.

    For items that start processes of their own (a probe's executor worker): `Pool` workers are
    daemons and may not have children, so each item gets a plain (non-daemon) forked process,
    which sends its result back through a pipe. Without fork, or with one job, the items run
    here. An exception in a child is raised here; children still running when the caller stops
    (an exception, an abandoned iterator) are killed."""
    if jobs <= 1 or n <= 1 or not can_fork():
        for i in range(n):
            yield work(i)
        return
    context = multiprocessing.get_context("fork")
    running: dict[Any, tuple[int, Any]] = {}  # parent end of the pipe -> (item, process)
    results: dict[int, tuple[bool, Any]] = {}
    started = given = 0
    try:
        while given < n:
            while started < n and len(running) < jobs:
                receive, send = context.Pipe(duplex=False)
                process = context.Process(target=_run_child, args=(work, started, send), daemon=False)
                process.start()
                send.close()
                running[receive] = (started, process)
                started += 1
            for ready in multiprocessing.connection.wait(list(running)):
                connection: Any = ready
                item, process = running.pop(connection)
                try:
                    results[item] = connection.recv()
                except EOFError:
                    results[item] = (False, RuntimeError(f"worker process for item {item} ended "
                                                         f"without a result (exit code {process.exitcode})"))
                connection.close()
                process.join()
            while given in results:
                ok, value = results.pop(given)
                if not ok:
                    raise value
                given += 1
                yield value
    finally:
        # SIGTERM first: the child's own cleanup (a probe stops its executor's worker group) runs
        for _, process in running.values():
            process.terminate()
        for receive, (_, process) in running.items():
            process.join(STOP_GRACE_SECONDS)
            if process.is_alive():
                process.kill()
                process.join()
            receive.close()


def _run_child(work: Callable[[int], Any], item: int, send: Any) -> None:
    # a SIGTERM from the parent unwinds the work (its finally blocks stop what it started)
    signal.signal(signal.SIGTERM, _exit_on_term)
    try:
        outcome: tuple[bool, Any] = (True, work(item))
    except BaseException as exc:
        outcome = (False, exc)
    try:
        send.send(outcome)
    except Exception as exc:
        send.send((False, RuntimeError(f"{type(exc).__name__}: {exc}")))
    finally:
        send.close()
        os._exit(0)  # not the parent's atexit handlers and buffered output


def _exit_on_term(signum: int, frame: Any) -> None:
    raise SystemExit(128 + signum)
