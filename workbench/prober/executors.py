"""Running executors: loading `--executors FILE.py`, and calling them with a per-call timeout that
really stops a hanging call.

A thread cannot stop CPU-bound Python (`while True: pass`), so calls run in a worker *process*
that is killed on timeout and restarted; the probe goes on. In-process callables (a lambda in a
notebook) reach the worker by `fork` where the platform has it (nothing is pickled); elsewhere a
picklable callable goes through `spawn`, and only an unpicklable one falls back to a daemon thread,
with a note in the report that a timed-out call could not be killed. An executors file is only
ever imported in a child process (listing its functions, then in each worker): its import-time
exits, prints and loops cannot end, corrupt or hang the CLI. Each worker leads its own process
group, killed as a whole at the end, and its output goes to a file read into crash details.

Outcome vocabulary: "accepts"; "rejects" (raised `ValueError` or a subclass, or returned a
structured tool error `{"error": ...}`); "crashes" (any other exception, or the process died);
"timeout".
"""

from __future__ import annotations

import copy
import importlib.util
import json
import multiprocessing as mp
import os
import pickle
import re
import signal
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from multiprocessing.connection import wait
from pathlib import Path
from typing import Any, cast

from workbench.errors import InvalidArgument, LoadError
from workbench.jsonutil import shorten

MESSAGE_CAP = 500


@dataclass(frozen=True)
class Outcome:
    kind: str  # "accepts" | "rejects" | "crashes" | "timeout"
    message: str = ""
    result: str = ""  # repr of the returned value, capped


IMPORT_TIMEOUT = 20.0  # seconds an executors file may take to import (heavy imports included)
CAPTURE_TAIL = 2000  # characters of a dead worker's own output kept in the crash details

# Run as `python -c` in a child of its own: imports the executors file there and writes the names
# of its public top-level functions (or why it could not) to the answer file. The CLI never runs
# the user's code itself, so an import that exits, prints or loops cannot end or corrupt the run.
_LISTER = r"""
import importlib.util, inspect, json, sys
path, module_name, answer_path = sys.argv[1], sys.argv[2], sys.argv[3]
sys.path[:] = json.loads(sys.argv[4])
def answer(payload):
    with open(answer_path, "w", encoding="utf-8") as out:
        json.dump(payload, out)
spec = importlib.util.spec_from_file_location(module_name, path)
if spec is None or spec.loader is None:
    answer({"error": "not a Python file"}); sys.exit(0)
module = importlib.util.module_from_spec(spec)
try:
    spec.loader.exec_module(module)
except SystemExit as exc:
    answer({"error": f"the executors file called sys.exit({exc.code!r}) while it was imported"})
    sys.exit(0)
except BaseException as exc:
    answer({"error": f"cannot import executors: {type(exc).__name__}: {exc}"})
    sys.exit(0)
answer({"names": sorted(name for name, obj in vars(module).items()
                        if inspect.isfunction(obj) and obj.__module__ == module_name
                        and not name.startswith("_"))})
"""


@dataclass(frozen=True)
class FileExecutor:
    """A top-level function of an executors file, known by file and name. A probe imports the
    file in its worker process only; calling the object itself imports it here (notebook use)."""

    path: str
    name: str

    @property
    def function(self) -> Callable[[Any], Any]:
        """The function itself, imported into this process."""
        return _import_function(self.path, self.name)

    def __call__(self, args: Any) -> Any:
        return self.function(args)


def _module_name(file: Path) -> str:
    return "_toolschema_executors_" + re.sub(r"\W", "_", file.stem)


def _import_function(path: str, name: str) -> Callable[[Any], Any]:
    file = Path(path)
    module_name = _module_name(file)
    module = sys.modules.get(module_name)
    if module is None or getattr(module, "__file__", None) != str(file):
        spec = importlib.util.spec_from_file_location(module_name, file)
        if spec is None or spec.loader is None:
            raise LoadError("not a Python file", file=path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        sys.modules[module_name] = module
    return cast(Callable[[Any], Any], getattr(module, name))


def load_executors(path: str | os.PathLike, *, timeout: float = IMPORT_TIMEOUT) -> dict[str, FileExecutor]:
    """The public top-level functions defined in a Python file, by name. The file is imported in
    a child process (never in this one); LoadError if it cannot be imported, exits, writes to
    stdout or does not finish within `timeout` seconds while it is imported."""
    file = Path(path).resolve()
    if not file.is_file():
        raise LoadError("executors file not found", file=str(path))
    with tempfile.TemporaryDirectory(prefix="toolschema-executors-") as scratch:
        answer_path = os.path.join(scratch, "answer.json")
        argv = [sys.executable, "-c", _LISTER, str(file), _module_name(file), answer_path,
                json.dumps(sys.path)]
        child = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, start_new_session=os.name == "posix")
        try:
            out, err = child.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            _kill_group(child.pid)
            child.kill()
            child.communicate()
            raise LoadError(f"the executors file did not finish importing within {timeout:g} s",
                            file=str(path)) from None
        _kill_group(child.pid)  # whatever the import started in the background ends with it
        try:
            with open(answer_path, encoding="utf-8") as handle:
                payload = json.load(handle)
        except (OSError, ValueError):
            tail = _tail(err.decode("utf-8", "replace"))
            raise LoadError(f"the executors file ended the process while it was imported (exit code "
                            f"{child.returncode}){': ' + tail if tail else ''}", file=str(path)) from None
    if "error" in payload:
        raise LoadError(shorten(payload["error"], MESSAGE_CAP), file=str(path))
    if out.strip():
        first = out.decode("utf-8", "replace").strip().splitlines()[0]
        raise LoadError("the executors file writes to stdout while it is imported (" +
                        shorten(repr(first), 120) + "); stdout carries the report", file=str(path))
    return {name: FileExecutor(str(file), name) for name in payload["names"]}


def _kill_group(pid: int) -> None:
    """SIGKILL the process group led by `pid` (a worker started in a session of its own), so
    that what an executor forked ends with it."""
    if os.name != "posix":
        return
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError, OSError):
        pass


def _tail(text: str) -> str:
    text = text.strip()
    return text if len(text) <= CAPTURE_TAIL else "…" + text[-CAPTURE_TAIL:]


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


def _serve(conn: Any, target: Any, capture: str) -> None:
    """Worker process: call the executor for each argument dict received, answer the outcome.

    The worker leads a process group of its own (so everything an executor forks is killed with
    it) and writes its output, prints and tracebacks alike, to `capture`, never to the CLI's
    stdout or stderr; a dead worker's capture goes into the crash details."""
    if hasattr(os, "setsid"):
        try:
            os.setsid()
        except OSError:
            pass
    try:
        fd = os.open(capture, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        os.dup2(fd, 1)
        os.dup2(fd, 2)
        os.close(fd)
        # the worker's own streams for its whole life (never closed: the process ends with them)
        stream = open(1, "w", buffering=1, encoding="utf-8", errors="replace", closefd=False)  # noqa: SIM115
        sys.stdout = sys.stderr = stream
    except OSError:
        pass
    if isinstance(target, tuple):  # ("file", path, name): the file is imported here, not in the CLI
        fn = _import_function(target[1], target[2])
    else:
        fn = target
    me = os.getpid()
    while True:
        try:
            args = conn.recv()
        except (EOFError, OSError):
            return
        outcome = classify(fn, args)
        if os.getpid() != me:  # the executor forked and returned in the child too: only one answers
            os._exit(0)
        conn.send(outcome)


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
        self._capture = ""  # the worker's output file, while a worker runs
        if isinstance(executor, FileExecutor):  # imported in the worker, whatever the start method
            self.mode = "fork" if "fork" in methods and os.name == "posix" else "spawn"
            self._ctx = mp.get_context(self.mode)
            self._target = ("file", executor.path, executor.name)
        elif "fork" in methods and os.name == "posix":
            self.mode, self._target, self._ctx = "fork", executor, mp.get_context("fork")
        elif _picklable(executor):
            self.mode, self._target, self._ctx = "spawn", executor, mp.get_context("spawn")
        else:
            self.mode, self._target, self._ctx = "thread", executor, None
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
            said = self._captured()
            self._stop()
            return Outcome("crashes", shorten(f"executor process died (exit code {code})"
                                              f"{': ' + said if said else ''}", MESSAGE_CAP))
        return Outcome(kind, message, result)

    def _call_in_thread(self, args: Any) -> Outcome:
        box: list[tuple[str, str, str]] = []
        args = copy.deepcopy(args)  # cases share unchanged parts: an executor may change its own copy
        worker = threading.Thread(target=lambda: box.append(classify(self._target, args)), daemon=True)
        worker.start()
        worker.join(self.timeout)
        if not box:
            return Outcome("timeout", f"no answer within {self.timeout:g} s; the call could not be "
                                      "killed (thread worker) and may still be running")
        return Outcome(*box[0])

    def _start(self) -> None:
        for stream in (sys.stdout, sys.stderr):  # a forked child must not re-flush our buffers
            try:
                stream.flush()
            except Exception:
                pass
        parent, child = self._ctx.Pipe()
        handle, self._capture = tempfile.mkstemp(prefix="toolschema-worker-", suffix=".log")
        os.close(handle)
        self._proc = self._ctx.Process(target=_serve, args=(child, self._target, self._capture),
                                       daemon=True)
        self._proc.start()
        child.close()
        self._conn = parent

    def _captured(self) -> str:
        """The last of what the worker wrote (a traceback, a fatal error), one line per line."""
        try:
            with open(self._capture, encoding="utf-8", errors="replace") as handle:
                text = handle.read()
        except OSError:
            return ""
        return " | ".join(line.strip() for line in _tail(text).splitlines()[-6:] if line.strip())

    def _stop(self) -> None:
        if self._proc is not None:
            # the group before the worker is reaped: its id cannot have been reused yet
            _kill_group(self._proc.pid)
            if self._proc.is_alive():
                self._proc.kill()
            self._proc.join(2)
        if self._conn is not None:
            self._conn.close()
        if self._capture:
            try:
                os.unlink(self._capture)
            except OSError:
                pass
        self._proc = self._conn = None
        self._capture = ""

    def close(self) -> None:
        if self._conn is not None and self._proc is not None and self._proc.is_alive():
            try:
                self._conn.close()  # the worker sees EOF and ends on its own
            except OSError:
                pass
            wait([self._proc.sentinel], 0.5)
        self._stop()


def _picklable(fn: Any) -> bool:
    try:
        pickle.dumps(fn)
        return True
    except Exception:
        return False
