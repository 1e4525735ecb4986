"""Tool-call logs in the shapes people have, read as a stream (never the whole log in memory).

One JSON value per line (`.jsonl`, `.jsonl.gz`; a `.json` file holds one document or a list):

- OpenAI Chat: a whole chat completion (`choices[].message.tool_calls`), a message with
  `tool_calls`, or one tool call per line (`{"type": "function", "function": {"name",
  "arguments": "<JSON string>"}}`); a record with `messages` (a logged conversation) too;
- OpenAI Responses: `{"type": "function_call", "name", "arguments"}` items, or a response with
  `output: [...]`;
- MCP: JSON-RPC `{"method": "tools/call", "params": {"name", "arguments"}}` requests (other
  methods and responses hold no call);
- plain: `{"tool": ..., "arguments": ...}` (also `{"name": ..., "arguments": ...}`), and
  Anthropic `{"type": "tool_use", "name", "input"}` blocks.

`arguments` may be a JSON string (decoded by the audit) or an object. A line that is not JSON,
not an object, or an object in none of these shapes is *malformed*: reported with its line number,
never fatal. Records that are known shapes without a call (a user message, a `tools/list`
request, a JSON-RPC response) are skipped silently.
"""

from __future__ import annotations

import errno
import gzip
import io
import json
import os
import stat
import zlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

try:  # orjson is ~3x faster on the hot path; the json module is the fallback
    import orjson

    loads: Callable[[Any], Any] = orjson.loads
except ImportError:  # pragma: no cover - orjson is installed in the dev environment
    loads = json.loads

NO_NAME = "tool call without a string `name`"
NOT_OBJECT = "not a JSON object"
UNKNOWN_SHAPE = ("no tool call in a known shape (OpenAI tool_calls, Responses function_call, MCP tools/call, "
                 "{tool, arguments})")


class Malformed(Exception):
    """A record that holds something but no readable tool call."""


@dataclass(frozen=True)
class RawCall:
    """One call as read: `arguments` is whatever the log held (a JSON string or a value)."""

    tool: str
    arguments: Any
    file: str
    line: int


def calls_in(record: Any) -> list[tuple[Any, Any]]:
    """(name, arguments) pairs of one record; [] for a known shape without a call.
    Raises `Malformed` for anything else. Checks run most-common-shape first."""
    if type(record) is not dict:
        raise Malformed(NOT_OBJECT)
    fn = record.get("function")
    if type(fn) is dict:
        return [(fn.get("name"), fn.get("arguments"))]
    if "tool" in record:
        return [(record["tool"], record.get("arguments", record.get("input")))]
    kind = record.get("type")
    if kind == "function_call":
        return [(record.get("name"), record.get("arguments"))]
    if kind == "tool_use":
        return [(record.get("name"), record.get("input"))]
    method = record.get("method")
    if method is not None:
        if method == "tools/call":
            params = record.get("params")
            if type(params) is not dict:
                raise Malformed("tools/call request without `params`")
            return [(params.get("name"), params.get("arguments", {}))]
        return []
    if "tool_calls" in record:
        return _tool_calls(record["tool_calls"])
    if "choices" in record:
        out: list[tuple[Any, Any]] = []
        for choice in record["choices"] or ():
            message = choice.get("message") if type(choice) is dict else None
            if type(message) is dict and message.get("tool_calls"):
                out += _tool_calls(message["tool_calls"])
        return out
    if "output" in record and type(record["output"]) is list:
        return [(i.get("name"), i.get("arguments")) for i in record["output"]
                if type(i) is dict and i.get("type") == "function_call"]
    if "messages" in record and type(record["messages"]) is list:
        out = []
        for message in record["messages"]:
            if type(message) is dict and message.get("tool_calls"):
                out += _tool_calls(message["tool_calls"])
        return out
    if "name" in record and "arguments" in record:
        return [(record["name"], record["arguments"])]
    if "role" in record or "jsonrpc" in record or "type" in record:
        return []  # a message without calls, a JSON-RPC response, another Responses item
    raise Malformed(UNKNOWN_SHAPE)


def _tool_calls(calls: Any) -> list[tuple[Any, Any]]:
    if type(calls) is not list:
        raise Malformed("`tool_calls` is not a list")
    out = []
    for call in calls:
        fn = call.get("function") if type(call) is dict else None
        if type(fn) is not dict:
            raise Malformed("a `tool_calls` entry without `function`")
        out.append((fn.get("name"), fn.get("arguments")))
    return out


class LogFile:
    """Binary lines of a log (gzip by magic number or `.gz`), iterated straight from the buffered
    file (no generator layer on the hot path); `tell()` is how many bytes of the file were
    consumed (for progress), `size` the file size (0 for a pipe). Use as a context manager.

    A log streams, so besides regular files it may be a pipe (`audit <(zcat logs/*.gz)`) or `-`
    (standard input); a device (`/dev/zero`, `/dev/urandom`) or a socket is refused (LoadError)
    before reading (OSError): it never ends. A gzip stream cut short (a truncated or still-written
    `.jsonl.gz`) ends the lines where it stops, and `stopped` says at which line and why, so the
    lines before it still count."""

    def __init__(self, path: str | os.PathLike) -> None:
        self.path = Path(path)
        self.stopped: tuple[int, str] | None = None  # (line, reason) where a gzip stream broke off
        if str(path) == "-":
            self.raw = open(os.dup(0), "rb")  # noqa: SIM115 - closed by __exit__; stdin stays open
        else:
            info = os.stat(self.path)
            if not (stat.S_ISREG(info.st_mode) or stat.S_ISFIFO(info.st_mode)):
                raise OSError(errno.EINVAL, "a device or a socket, not a log file or a pipe: it "
                              "would be read without end")
            self.raw = open(self.path, "rb")  # noqa: SIM115 - closed by __exit__
        info = os.fstat(self.raw.fileno())
        self.size = info.st_size if stat.S_ISREG(info.st_mode) else 0
        magic = self.raw.peek(2)[:2]  # peek, not seek: a pipe cannot rewind
        if magic == b"\x1f\x8b" or self.path.suffix == ".gz":
            self.lines: Any = io.BufferedReader(_GzipUntilBroken(self), buffer_size=1 << 20)
        else:
            self.lines = self.raw

    def tell(self) -> int:
        if self.raw.closed or not self.size:
            return self.size
        return self.raw.tell()

    def __enter__(self) -> LogFile:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.lines.close()
        self.raw.close()


class _GzipUntilBroken(io.RawIOBase):
    """The decompressed bytes of a log's gzip stream, ending (not raising) where the stream is
    cut short or corrupt, with the line and reason recorded on the `LogFile`."""

    def __init__(self, log: LogFile) -> None:
        self.log = log
        self.gzip = gzip.GzipFile(fileobj=log.raw, mode="rb")
        self.newlines = 0
        self.produced = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        try:
            # read1: one decompression step, so what precedes a break is returned first
            data = self.gzip.read1(len(buffer))
        except (EOFError, gzip.BadGzipFile, zlib.error) as exc:
            if not self.produced:  # not a gzip stream at all: the log is unreadable (LoadError)
                raise OSError(errno.EINVAL, f"not a gzip stream ({exc})") from None
            why = ("the compressed stream ends before its end marker (a truncated or still "
                   "growing file?)" if isinstance(exc, EOFError) else f"the compressed stream is "
                   f"corrupt ({exc})")
            self.log.stopped = (self.newlines + 1, f"{why}: reading stopped here; the lines "
                                "before it were read")
            return 0
        count = len(data)
        buffer[:count] = data
        self.produced += count
        self.newlines += data.count(b"\n")
        return count

    def close(self) -> None:
        self.gzip.close()
        super().close()


def _lines(path: str | os.PathLike) -> Iterator[bytes]:
    with LogFile(path) as log:
        yield from log.lines


def is_document(path: str | os.PathLike) -> bool:
    """A `.json` file is one document (a list of records or one record), not JSON lines."""
    return str(path).endswith(".json")


def iter_calls(source: Any) -> Iterator[RawCall | tuple[str, int, str]]:
    """Every call of a log file (or iterable of records / lines), in order; a malformed line is
    yielded as `(file, line, reason)`. For callers other than `audit()` (which inlines this)."""
    if isinstance(source, (str, os.PathLike)):
        name = str(source)
        if is_document(source):
            records: Iterable[Any] = _document_records(Path(source))
        else:
            records = _lines(source)
    else:
        name = "<records>"
        records = source
    for number, item in enumerate(records, 1):
        try:
            record = loads(item) if isinstance(item, (bytes, str)) else item
        except ValueError as exc:
            if isinstance(item, (bytes, str)) and not item.strip():
                continue
            yield (name, number, f"not JSON: {exc}")
            continue
        try:
            pairs = calls_in(record)
        except Malformed as exc:
            yield (name, number, str(exc))
            continue
        for tool, arguments in pairs:
            if type(tool) is not str:
                yield (name, number, NO_NAME)
                continue
            yield RawCall(tool, arguments, name, number)


def _document_records(path: Path) -> list[Any]:
    from workbench.errors import LoadError
    from workbench.loading import read_input  # a whole document: a regular file within the cap

    try:
        data = read_input(path)
    except LoadError as exc:  # the audit reports unreadable logs as OSError ("cannot read")
        raise OSError(errno.EINVAL, exc.message) from None
    doc = loads(data)
    return doc if isinstance(doc, list) else [doc]


def document_records(path: str | os.PathLike) -> list[Any]:
    return _document_records(Path(path))


# Where a record says which conversation or session it belongs to, and when it was made: the
# adapter's validation log (`workbench.executor_kit`) writes `conversation_id`, `session_id` and
# `time`; other loggers use the other names. Read only for failing calls (and, for trends, once
# per record), never on the valid path.
CONVERSATION_KEYS = ("conversation_id", "session_id", "thread_id", "conversation", "session")
TIME_KEYS = ("time", "timestamp", "ts", "created_at", "created", "@timestamp")


def conversation_of(record: Any) -> str | None:
    """The conversation (or session, or thread) id a record carries at its top level or in its
    `metadata`, as text; None when it carries none."""
    if type(record) is not dict:
        return None
    for key in CONVERSATION_KEYS:  # the top level first, without building anything: hot path
        value = record.get(key)
        if value is not None:
            found = _id(value)
            if found is not None:
                return found
    meta = record.get("metadata")
    if type(meta) is dict:
        for key in CONVERSATION_KEYS:
            found = _id(meta.get(key))
            if found is not None:
                return found
    return None


def _id(value: Any) -> str | None:
    if type(value) is dict:  # an object with an id (OpenAI Responses `conversation`)
        value = value.get("id")
    if (type(value) is str and value) or type(value) is int:
        return str(value)
    return None


def time_of(record: Any) -> Any:
    """The time a record carries (an ISO 8601 string or Unix seconds/milliseconds, as written);
    None when it carries none."""
    if type(record) is not dict:
        return None
    for key in TIME_KEYS:
        value = record.get(key)
        if value is not None:
            return value
    return None
