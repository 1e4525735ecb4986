"""A wall-clock budget for one piece of a hostile-input test: a hang fails the test instead of
hanging CI (SIGALRM in the main thread; pytest runs tests there)."""

from __future__ import annotations

import signal
import time
from collections.abc import Iterator
from contextlib import contextmanager


class OverBudget(AssertionError):
    pass


@contextmanager
def within(seconds: float) -> Iterator[None]:
    """Fail with OverBudget when the block runs longer than `seconds`."""

    def expire(_signum: int, _frame: object) -> None:
        raise OverBudget(f"did not finish within {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    started = time.monotonic()
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert time.monotonic() - started < seconds
