"""Running executors: loading `--executors FILE.py`, and calling them with a per-call timeout that
really stops a hanging call.

A thread cannot stop CPU-bound Python (`while True: pass`), so calls run in a worker *process*
that is killed on timeout and restarted; the probe goes on. In-process callables (a lambda in a
notebook) reach the worker by `fork` where the platform has it (nothing is pickled); elsewhere a
picklable callable goes through `spawn`, and only an unpicklable one falls back to a daemon thread,
with a note in the report that a timed-out call could not be killed.

Outcome vocabulary: "accepts"; "rejects" (raised `ValueError` or a subclass, or returned a
structured tool error `{"error": ...}`); "crashes" (any other exception, or the process died);
"timeout".
"""

from __future__ import annotations

import importlib.util
import inspect
import multiprocessing as mp
import os
import pickle
import re
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.errors import InvalidArgument, LoadError
from workbench.jsonutil import shorten

MESSAGE_CAP = 500


@dataclass(frozen=True)
class Outcome:
    kind: str  # "accepts" | "rejects" | "crashes" | "timeout"
    message: str = ""
    result: str = ""  # repr of the returned value, capped


@dataclass(frozen=True)
class FileExecutor:
    """A top-level function from an executors file; callable like the function itself."""

    path: str
    name: str
    function: Callable[[Any], Any]

    def __call__(self, args: Any) -> Any:
        return self.function(args)


def load_executors(path: str | os.PathLike) -> dict[str, FileExecutor]:
    """The public top-level functions defined in a Python file, by name. LoadError if the file
    cannot be imported."""
    file = Path(path).resolve()
    if not file.is_file():
        raise LoadError("executors file not found", file=str(path))
    module_name = "_toolschema_executors_" + re.sub(r"\W", "_", file.stem)
    spec = importlib.util.spec_from_file_location(module_name, file)
    if spec is None or spec.loader is None:
        raise LoadError("not a Python file", file=str(path))
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as exc:
        raise LoadError(f"cannot import executors: {type(exc).__name__}: {exc}", file=str(path)) from None
    return {name: FileExecutor(str(file), name, obj) for name, obj in vars(module).items()
            if inspect.isfunction(obj) and obj.__module__ == module_name and not name.startswith("_")}


def executors_from(source: Any) -> dict[str, Callable[[Any], Any]]:
    """Executors by tool name from a mapping {tool name: callable} (non-callables dropped) or
    from a Python file whose top-level functions are named like the tools (`load_executors`);
    None gives none. InvalidArgument for anything else."""
    if source is None:
        return {}
    if isinstance(source, Mapping):
        return {str(k): v for k, v in source.items() if callable(v)}
    if isinstance(source, (str, os.PathLike)):
        return dict(load_executors(source))
    raise InvalidArgument("executors must be a mapping {tool name: callable} or a path to a .py file")


def executor_for(tool_name: str, executors: Mapping[str, Callable[[Any], Any]]) -> Callable[[Any], Any] | None:
    """The executor named exactly like the tool; tool names that are not Python identifiers
    (`math.sum`, `get-weather`) also match with every other character turned into `_`."""
    return executors.get(tool_name) or executors.get(re.sub(r"\W", "_", tool_name))


def classify(fn: Callable[[Any], Any], args: Any) -> tuple[str, str, str]:
    try:
        result = fn(args)
    except ValueError as exc:
        return "rejects", shorten(f"{type(exc).__name__}: {exc}", MESSAGE_CAP), ""
    except BaseException as exc:  # SystemExit, KeyboardInterrupt from an executor are crashes too
        return "crashes", shorten(f"{type(exc).__name__}: {exc}", MESSAGE_CAP), ""
    if isinstance(result, dict) and "error" in result:
        return "rejects", shorten(str(result["error"]), MESSAGE_CAP), ""
    try:
        shown = repr(result)
    except Exception:
        shown = f"<unprintable {type(result).__name__}>"
    return "accepts", "", shorten(shown, MESSAGE_CAP)


def _serve(conn: Any, target: Any) -> None:
    """Worker process: call the executor for each argument dict received, answer the outcome."""
    try:
        os.dup2(2, 1)  # an executor's prints must not corrupt the CLI's JSON on stdout
    except OSError:
        pass
    if isinstance(target, tuple):  # ("file", path, name) under spawn
        fn = load_executors(target[1])[target[2]].function
    else:
        fn = target
    while True:
        try:
            args = conn.recv()
        except (EOFError, OSError):
            return
        conn.send(classify(fn, args))


class Runner:
    """Calls one executor with a per-call timeout. Use as a context manager, or call `close()`."""

    def __init__(self, executor: Callable[[Any], Any], timeout: float = 2.0) -> None:
        self.timeout = timeout
        self.note = ""
        self._proc: Any = None  # the worker process and our end of its pipe, once started
        self._conn: Any = None
        self._ctx: Any  # the multiprocessing context (None: thread mode)
        self._target: Any  # the executor, or where to import it from in a spawned worker
        methods = mp.get_all_start_methods()
        fn = executor.function if isinstance(executor, FileExecutor) else executor
        if "fork" in methods and os.name == "posix":
            self.mode, self._target, self._ctx = "fork", fn, mp.get_context("fork")
        elif isinstance(executor, FileExecutor):
            self.mode, self._ctx = "spawn", mp.get_context("spawn")
            self._target = ("file", executor.path, executor.name)
        elif _picklable(fn):
            self.mode, self._target, self._ctx = "spawn", fn, mp.get_context("spawn")
        else:
            self.mode, self._target, self._ctx = "thread", fn, None
            self.note = ("executor runs in a thread (no fork here and it cannot be pickled): a "
                         "timed-out call could not be killed and may still be running")

    def __enter__(self) -> Runner:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def call(self, args: Any) -> Outcome:
        if self.mode == "thread":
            return self._call_in_thread(args)
        for attempt in (1, 2):
            if self._proc is None or not self._proc.is_alive():
                self._start()
            try:
                self._conn.send(args)
                break
            except (BrokenPipeError, OSError):
                self._stop()
                if attempt == 2:
                    return Outcome("crashes", "executor process could not be reached")
        if not self._conn.poll(self.timeout):
            self._stop()
            return Outcome("timeout", f"no answer within {self.timeout:g} s; worker process killed")
        try:
            kind, message, result = self._conn.recv()
        except (EOFError, OSError):
            self._proc.join(1)
            code = self._proc.exitcode
            self._stop()
            return Outcome("crashes", f"executor process died (exit code {code})")
        return Outcome(kind, message, result)

    def _call_in_thread(self, args: Any) -> Outcome:
        box: list[tuple[str, str, str]] = []
        worker = threading.Thread(target=lambda: box.append(classify(self._target, args)), daemon=True)
        worker.start()
        worker.join(self.timeout)
        if not box:
            return Outcome("timeout", f"no answer within {self.timeout:g} s; the call could not be "
                                      "killed (thread worker) and may still be running")
        return Outcome(*box[0])

    def _start(self) -> None:
        import sys

        for stream in (sys.stdout, sys.stderr):  # a forked child must not re-flush our buffers
            try:
                stream.flush()
            except Exception:
                pass
        parent, child = self._ctx.Pipe()
        self._proc = self._ctx.Process(target=_serve, args=(child, self._target), daemon=True)
        self._proc.start()
        child.close()
        self._conn = parent

    def _stop(self) -> None:
        if self._proc is not None:
            if self._proc.is_alive():
                self._proc.kill()
            self._proc.join(2)
        if self._conn is not None:
            self._conn.close()
        self._proc = self._conn = None

    def close(self) -> None:
        if self._conn is not None and self._proc is not None and self._proc.is_alive():
            try:
                self._conn.close()  # the worker sees EOF and ends on its own
            except OSError:
                pass
            self._proc.join(0.5)
        self._stop()


def _picklable(fn: Any) -> bool:
    try:
        pickle.dumps(fn)
        return True
    except Exception:
        return False
