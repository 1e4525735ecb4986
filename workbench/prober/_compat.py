"""Everything that touches hypothesis / hypothesis-jsonschema lives here, imported lazily.

hypothesis-jsonschema 0.23.1 is unmaintained since 2024 and breaks with hypothesis >= 6.170.10
("'many' object has no attribute 'more'"), so the supported range is pinned in pyproject.toml and
checked by tests/test_compat.py. Values are always drawn through `@given` with explicit settings
(no database, generate phase only, fixed seed): never `.example()`, which is neither reproducible
nor meant for library use. Importing hypothesis-jsonschema costs ~1-2 s, so it happens on the first
fallback only.
"""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any

TESTED_HYPOTHESIS = ((6, 100, 0), (6, 170, 10))  # [low, high)
KNOWN_BREAK = ("hypothesis >= 6.170.10 breaks hypothesis-jsonschema 0.23.1: "
               "\"'many' object has no attribute 'more'\"")


def hypothesis_version() -> tuple[int, ...]:
    import hypothesis

    return tuple(int(p) for p in hypothesis.__version__.split(".")[:3] if p.isdigit())


def version_problem() -> str | None:
    """None when the installed hypothesis is inside the tested range, else why it is not."""
    try:
        version = hypothesis_version()
    except ImportError:
        return "hypothesis is not installed"
    low, high = TESTED_HYPOTHESIS
    if low <= version < high:
        return None
    shown = ".".join(map(str, version))
    return (f"hypothesis {shown} is outside the tested range "
            f"{'.'.join(map(str, low))} <= v < {'.'.join(map(str, high))}; {KNOWN_BREAK}")


def _storage_outside_cwd() -> None:
    """hypothesis writes a `.hypothesis/` cache (unicode tables, and literals it collects from the
    modules loaded, which may be the user's own) into the current directory even with
    `database=None`; a linting CLI must not litter the user's project. Unless the user chose a
    place (env var, or hypothesis' pytest plugin already did), use a private directory of this
    user (`private_storage`)."""
    import os

    from hypothesis import configuration

    if os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY"):
        return
    setter = getattr(configuration, "set_hypothesis_home_dir", None)
    if setter is None:  # older hypothesis in the pinned range: it reads the variable lazily
        os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = str(private_storage())
    elif getattr(configuration, "__hypothesis_home_directory", None) is None:
        setter(private_storage())


def private_storage() -> Path:
    """`$TMPDIR/toolschema-hypothesis-<uid>`, mode 0700 and owned by this user: nobody else can
    read the literals hypothesis caches there or plant entries in it. When that path exists but is
    not such a directory (another user made it first, or a symlink), a fresh private directory
    from `tempfile.mkdtemp` is used instead."""
    import os
    import stat
    import tempfile

    uid = os.getuid() if hasattr(os, "getuid") else 0
    place = Path(tempfile.gettempdir()) / f"toolschema-hypothesis-{uid}"
    try:
        place.mkdir(mode=0o700, exist_ok=True)
        info = os.lstat(place)
        if stat.S_ISDIR(info.st_mode) and info.st_uid == uid and stat.S_IMODE(info.st_mode) == 0o700:
            return place
    except OSError:
        pass
    return Path(tempfile.mkdtemp(prefix="toolschema-hypothesis-"))


class _Enough(Exception):
    """Raised inside the @given body to stop drawing once the budget is spent."""


def draw(strategy: Any, count: int, seed: int, *, deadline: float | None = None,
         accept: Callable[[Any], bool] | None = None) -> list[Any]:
    """Up to `count` values drawn from a hypothesis strategy, reproducibly for `seed`.

    `deadline` is an absolute `time.perf_counter()` time after which drawing stops. `accept`
    filters values (not counted against `count`); hypothesis' own example budget is a few times
    `count` so a filter that rejects often still ends.
    """
    from hypothesis import HealthCheck, Phase, Verbosity, given, settings
    from hypothesis import seed as fix_seed

    _storage_outside_cwd()
    out: list[Any] = []
    state = {"stopped": False}

    @fix_seed(seed)
    @settings(max_examples=max(1, count * 3), deadline=None, database=None,
              phases=[Phase.generate], suppress_health_check=list(HealthCheck),
              verbosity=Verbosity.quiet, report_multiple_bugs=False)
    @given(strategy)
    def collect(value: Any) -> None:
        if state["stopped"]:  # hypothesis replays the "failing" example once: ignore it
            raise _Enough
        if accept is None or accept(value):
            out.append(value)
        if len(out) >= count or (deadline is not None and time.perf_counter() > deadline):
            state["stopped"] = True
            raise _Enough

    try:
        collect()
    except _Enough:
        pass
    return out[:count]


def from_schema_strategy(schema: Any) -> Any:
    """hypothesis-jsonschema's strategy for `schema`. A schema referring outside itself is refused
    here (`Unsupported`), before python-jsonschema, whose default registry would retrieve the
    target, ever sees it: nothing is fetched (see `workbench.schema.validate.offline_validator`)."""
    from workbench.schema.refs import outside_references

    outside = outside_references(schema)
    if outside:
        pointer, target = outside[0]
        raise Unsupported(f"reference {target!r} at {pointer or '/'} points outside the schema; "
                          "it is never fetched")
    _storage_outside_cwd()
    from hypothesis_jsonschema import from_schema

    return from_schema(schema)


# Wall-clock seconds hypothesis-jsonschema may spend on one schema (building the strategy and
# drawing): a safety net behind `_schema.unsupported`, which keeps the constructs known to make it
# exponential (deep conditionals, backtracking regexes) away from it in the first place.
HYPOTHESIS_BUDGET = 20.0


class _Overrun(BaseException):
    """Raised by the time box's alarm. A BaseException, so hypothesis does not take it for a
    failing example to replay; it unwinds straight out of the draw."""


@contextmanager
def time_box(seconds: float) -> Iterator[bool]:
    """Interrupt the block with `_Overrun` after `seconds` of wall-clock time (SIGALRM). Only the
    main thread of a POSIX process can take the alarm: elsewhere the block runs unboxed (yields
    False) and its own `deadline` checks still apply. An alarm already pending (a caller's own
    time box) is kept: it fires at its time, inside the block or after it."""
    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield False
        return
    outer = signal.getitimer(signal.ITIMER_REAL)[0]
    mine = seconds if not outer else min(seconds, outer)
    started = time.monotonic()

    def expire(signum: int, frame: Any) -> None:
        if outer and outer <= seconds and callable(previous):
            previous(signum, frame)  # the caller's alarm came first
        raise _Overrun

    previous = signal.signal(signal.SIGALRM, expire)
    # repeating: code that swallows one `_Overrun` (a broad `except BaseException` deep in a
    # library) gets another a quarter second later, instead of running on with no alarm left
    signal.setitimer(signal.ITIMER_REAL, mine, 0.25)
    try:
        yield True
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        if outer:  # re-arm the caller's alarm for what is left of it
            signal.setitimer(signal.ITIMER_REAL, max(outer - (time.monotonic() - started), 1e-6))


def draw_from_schema(schema: Any, count: int, seed: int, *, deadline: float | None = None,
                     accept: Callable[[Any], bool] | None = None,
                     budget: float = HYPOTHESIS_BUDGET) -> list[Any]:
    """Values from hypothesis-jsonschema's `from_schema`. Raises `Unsupported` with the library's
    reason when it cannot build a strategy for the schema, or when it runs past `budget` seconds
    (values `accept` took before that are kept by the caller)."""
    _storage_outside_cwd()
    import hypothesis_jsonschema  # noqa: F401 - its import (1-2 s) is not the schema's time

    try:
        with time_box(budget):
            strategy = from_schema_strategy(schema)
            return draw(strategy, count, seed, deadline=deadline, accept=accept)
    except _Overrun:
        raise Unsupported(f"hypothesis-jsonschema did not finish within {budget:g} s on this schema; "
                          "values come from what it drew before and the direct generator") from None
    except _Enough:  # pragma: no cover - handled in draw
        return []
    except Unsupported:
        raise
    except Exception as exc:  # InvalidArgument, Unsatisfiable, FailedHealthCheck, internal errors
        raise Unsupported(f"hypothesis-jsonschema: {type(exc).__name__}: {_first_line(exc)}") from None


class Unsupported(Exception):
    pass


@lru_cache(maxsize=512)
def regex_pool(pattern: str, size: int, seed: int) -> tuple[str, ...]:
    """A pool of strings containing a match of `pattern` (JSON Schema `pattern` is unanchored,
    like `re.search`), drawn once per (pattern, size, seed) and cached."""
    _storage_outside_cwd()
    from hypothesis import strategies as st

    try:
        strategy = st.from_regex(pattern, fullmatch=False)
        return tuple(draw(strategy, size, seed))
    except Exception:  # a pattern Python's `re` cannot parse (ECMA-only syntax)
        return ()


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0][:300] if text else ""
