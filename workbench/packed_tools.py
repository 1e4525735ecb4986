"""Tools of a large JSONL input held packed: each tool's JSON values (its parameter schema, the
definition as written, annotations, output schema) as one `marshal` blob, kept in an unnamed
temporary file and read back when asked for.

A loaded tool of the scale bench's synthetic set takes ~2.4 KiB as Python objects (dicts,
strings, records) against ~0.5 KiB as a blob beside its name, description and origin; a lint
reads the JSON values of a tool while its own rules run and then only a few times (set rules),
so a large lint need not hold every tool's parsed JSON from load to report. `marshal` keeps each
JSON value's type exactly (dict order, list and tuple, bool, big int, float bits) and the
sharing inside one tool (a parameter schema that is also the envelope's own object stays one).

The blobs go to a `BlobSpool` (one temporary file per loading process, written while the input
loads) and a tool keeps only where its blob is: the blob is not resident memory in the process
that loaded the set, nor in the `--jobs` workers forked from it (they read the same file by
position). A forked process that packs tools of its own writes them to a file of its own (the
inherited one is shared, and writing where the parent writes next would overwrite its blobs).
The file is closed, its space freed, when no tool holding a place in it is left. A tool's
attributes are set in one fixed order and its `__dict__` is never asked for, so CPython keeps
them inline, not in a dict of their own. Where the temporary file cannot be written (or the
platform has no positioned read and write: Windows), the blobs stay in memory, as bytes on the
tool.

A `PackedTool` is a `Tool`: the same object whenever it is read from its set (identity holds),
its name, description, format, origin, title, strictness and notes plain attributes; only
`parameters`, `raw`, `annotations` and `output_schema` are unpacked on each read (equal values,
new objects). The lint engine gives a tool's own rules one unpacked `Tool` (`unpacked()`), so
what they compare by identity inside a schema stays the same object.

Before a `--jobs` lint forks its workers, each tool's own fields (name, description, origin...)
are written beside its blob (`written_whole`), so a worker makes the whole tool from the file
(`rebuilt`) and reads none of the parent's objects (reading one writes its reference count, and
the page is copied into the worker).

Used by `workbench.loading` within `packed_loading()` (the `lint` command) for a JSONL input of
`PACK_MIN_TOOLS` tools or more.
"""

from __future__ import annotations

import marshal
import os
import tempfile
import weakref
from typing import IO, Any

from workbench.model import Origin, Tool

PACK_MIN_TOOLS = 20_000  # below this a set is small beside the process: its tools stay parsed
_VERSION = 4  # marshal's format with shared references (a schema also held by `raw` stays one)
_PLAIN = ("name", "description", "source_format", "origin", "title", "strict", "notes")
_LENGTH_BITS = 40  # a blob's place: offset << _LENGTH_BITS | length, one int


class BlobSpool:
    """Blobs appended to an unnamed temporary file and read back by their place (`add` gives
    it). Written and read by position (`os.pwrite`, `os.pread`, no buffer): processes forked
    from the writer read the same file and share no file offset or buffer with it."""

    def __init__(self) -> None:
        self._file: IO[bytes] | None = None
        self._end = 0
        self.writer = os.getpid()  # the process that appends; a forked one starts its own spool
        self.failed = not hasattr(os, "pwrite")  # Windows: the blobs stay in memory

    def add(self, blob: bytes) -> int | None:
        """Where `blob` now is, or None when the file cannot be written (keep it in memory)."""
        if self.failed:
            return None
        try:
            if self._file is None:
                self._file = tempfile.TemporaryFile(prefix="toolschema-tools-", buffering=0)  # noqa: SIM115 - lives with the spool
                weakref.finalize(self, self._file.close)  # closed with the spool's last tool
            written = os.pwrite(self._file.fileno(), blob, self._end)
            if written != len(blob):
                raise OSError(f"{written} of {len(blob)} bytes written")
        except OSError:
            self.failed = True
            return None
        place = self._end << _LENGTH_BITS | len(blob)
        self._end += len(blob)
        return place

    def read(self, place: int) -> bytes:
        file = self._file
        assert file is not None
        length = place & ((1 << _LENGTH_BITS) - 1)
        blob = os.pread(file.fileno(), length, place >> _LENGTH_BITS)
        if len(blob) != length:
            raise OSError(f"the temporary file of packed tools gave {len(blob)} of {length} bytes")
        return blob


# The spool new tools are written to, held weakly: the tools in it hold it, and when none is
# left it goes with its file. A new one when it failed, or in a process forked from its writer.
_spool: weakref.ref[BlobSpool] | None = None


def _current_spool() -> BlobSpool:
    global _spool
    spool = None if _spool is None else _spool()
    if spool is None or spool.failed or spool.writer != os.getpid():
        spool = BlobSpool()
        _spool = weakref.ref(spool)
    return spool


def _blob(tool: Any) -> bytes:
    held = tool._held
    return held if isinstance(held, bytes) else tool._spool.read(held)


class _Packed:
    """A `PackedTool` field read from its blob (`position` in the packed tuple)."""

    def __init__(self, position: int) -> None:
        self.position = position

    def __get__(self, tool: Any, owner: Any = None) -> Any:
        if tool is None:
            return self
        return marshal.loads(_blob(tool))[self.position]


class PackedTool(Tool):
    """A `Tool` whose JSON values are one blob, unpacked on each read (`pack` makes them)."""

    parameters = _Packed(0)
    raw = _Packed(1)
    annotations = _Packed(2)
    output_schema = _Packed(3)

    def unpacked(self) -> Tool:
        """The tool as a plain `Tool`, its JSON values unpacked once."""
        parameters, raw, annotations, output_schema = marshal.loads(_blob(self))
        return Tool(self.name, self.description, parameters, self.source_format, self.origin,
                    self.title, annotations, output_schema, self.strict, raw, self.notes)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_restored, (tuple(getattr(self, k) for k in _PLAIN), _blob(self)))


def pack(tool: Tool) -> Tool:
    """`tool` as a `PackedTool`, or itself when it is not a plain `Tool` or holds a value that
    is not plain JSON data (marshal cannot write it)."""
    if type(tool) is not Tool:
        return tool
    values: Any = (tool.parameters, tool.raw, tool.annotations, tool.output_schema)
    try:
        blob = marshal.dumps(values, _VERSION)
    except ValueError:
        return tool
    plain = (tool.name, tool.description, tool.source_format, tool.origin, tool.title, tool.strict,
             tool.notes)
    spool = _current_spool()
    place = spool.add(blob)
    return _restored(plain, blob) if place is None else _made(plain, place, spool)


def written_whole(tool: Tool) -> tuple[BlobSpool, int, int] | None:
    """A packed tool's own fields (name, description, format, title, strictness, origin) written
    beside its blob, in the spool that holds it: `(spool, blob's place, fields' place)`, which
    `rebuilt` makes the whole tool from; None for a tool that is not packed in a file, has loader
    notes (records marshal cannot write), or a name or origin that is not plain data.

    The `--jobs` engine writes them before it forks its workers: a worker that read the parent's
    tool objects (their names, descriptions, origins) would write their reference counts, and
    each page written is copied into the worker."""
    if not isinstance(tool, PackedTool) or tool.notes or type(tool.origin) is not Origin:
        return None
    held, spool = getattr(tool, "_held", None), getattr(tool, "_spool", None)
    if not isinstance(held, int) or not isinstance(spool, BlobSpool) or spool.writer != os.getpid():
        return None
    origin = tool.origin
    own = (tool.name, tool.description, tool.source_format, tool.title, tool.strict,
           (origin.file, origin.pointer, origin.line, origin.column, origin.schema_pointer))
    try:
        place = spool.add(marshal.dumps(own, _VERSION))
    except ValueError:
        return None
    return None if place is None else (spool, held, place)


def rebuilt(spool: BlobSpool, place: int, own: int) -> Tool:
    """The tool whose blob is at `place` and own fields at `own` (`written_whole`), as a plain
    `Tool` made from the file alone: equal to `unpacked()` but for the origin's text positions,
    which no tool rule reads."""
    parameters, raw, annotations, output_schema = marshal.loads(spool.read(place))
    name, description, source_format, title, strict, origin = marshal.loads(spool.read(own))
    return Tool(name, description, parameters, source_format, Origin(*origin), title, annotations,
                output_schema, strict, raw)


def _made(plain: tuple[Any, ...], held: bytes | int, spool: BlobSpool | None) -> PackedTool:
    packed = object.__new__(PackedTool)  # a frozen dataclass: its fields written as they are
    setattr_ = object.__setattr__  # one order, no `__dict__` read: the values stay inline
    for key, value in zip(_PLAIN, plain):
        setattr_(packed, key, value)
    setattr_(packed, "_held", held)
    setattr_(packed, "_spool", spool)
    return packed


def _restored(plain: tuple[Any, ...], blob: bytes) -> PackedTool:
    """A packed tool from its fields and blob (unpickled: the blob kept in memory)."""
    return _made(plain, blob, None)
