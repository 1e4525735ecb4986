"""`load()`: every tool-definition envelope in, one normalised `ToolSet` out, each tool with where
it was written (file, line, column, and the positions of its parameter schema)."""

from __future__ import annotations

import math
import os
import stat
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import replace
from pathlib import Path
from typing import Any

from workbench.envelopes import detect
from workbench.envelopes.common import NotThisFormat
from workbench.envelopes.detect import ACCEPTED_SHAPES, FORMATS, Reading
from workbench.envelopes.jsontext import (
    LOCATE_MAX_CHARS,
    POSITIONS_MAX_CHARS,
    SharedStrings,
    SourcePositions,
    parse_json,
    parse_yaml,
)
from workbench.envelopes.limits import Flaw, json_safe
from workbench.errors import InvalidArgument, LoadError
from workbench.model import LoadProblem, Note, Origin, Tool, ToolSet
from workbench.packed_tools import PACK_MIN_TOOLS, pack
from workbench.schema.pointer import join

__all__ = ["ACCEPTED_SHAPES", "FORMATS", "load"]

_JSON_EXT = (".json",)
_JSONL_EXT = (".jsonl", ".ndjson")
_YAML_EXT = (".yaml", ".yml")
FILE_SUFFIXES = _JSON_EXT + _JSONL_EXT + _YAML_EXT  # what a tool file may be called


def load(source: Any = None, *, format: str | None = None,  # noqa: A002 (the contract's name)
         server: Any = None, timeout: float | None = None) -> ToolSet:
    """Load tool definitions from `source` and/or live MCP servers into a `ToolSet`.

    `server`: one live MCP server or a list of them, each a `workbench.servers.ServerSpec`, an
    http(s) URL (Streamable HTTP; SSE when the path ends in `/sse`) or a command line started over
    stdio ("python server.py"); every page of `tools/list` is read with the MCP SDK, each tool's
    origin names its server, and `timeout` (seconds) bounds each listing. A server that cannot be
    listed raises `workbench.errors.ServerError` (a `LoadError`) in one sentence.

    `source`: a path (`str`/`Path`; `.json`, `.jsonl` (one definition or container per line, also
    the corpora's `{"source", "tool"}` records), `.yaml`/`.yml`), JSON or YAML text, a parsed
    dict/list, a Python callable, a pydantic (v2) model class, or a `Tool`/`ToolSet`.

    The envelope is detected per item (see `workbench.envelopes.detect` for the order) inside any
    container: lists, MCP `tools/list` pages and JSON-RPC responses, lists of pages, OpenAI request
    bodies, Gemini `tools: [{functionDeclarations: [...]}]`. `format=` overrides detection; ids:

    - "openai-chat"       `{"type": "function", "function": {name, description, parameters, strict}}`
    - "openai-responses"  `{"type": "function", name, description, parameters, strict}`
    - "openai-request"    a request body; its `"tools"` list holds Chat or Responses tools
    - "mcp"               `{name, title?, description, inputSchema, outputSchema?, annotations?}`
    - "anthropic"         `{name, description, input_schema, strict?}`
    - "gemini"            function declaration with `parameters` (OpenAPI 3.0 subset)
    - "gemini-json"       function declaration with `parametersJsonSchema`
    - "bfcl"              `{name, description, parameters: {"type": "dict", ...}}`
    - "toolbench"         `{name, description, parameters: {..., "optional": [...]}}`
    - "rapidapi"          ToolBench `api_list` entry `{api_name, required_parameters, optional_parameters}`
    - "seal-tools"        `{api_name, api_description, parameters: {<name>: {...}}, required}`
    - "nestful"           `{name, description, parameters|query_parameters|arguments:
                          {<name>: {..., "required": true}}}`
    - "json-schema"       the whole document is one schema; the tool is named by its `title`
    - "python"            a callable (signature, type hints, docstring)
    - "pydantic"          a pydantic model class

    Dialect constructs are normalised into JSON Schema 2020-12 in `Tool.parameters` and noted on
    the tool (`Tool.notes`, reported by the `nonstandard-construct` rule); broken schemas load and
    are reported by `schema-error`. Parts that cannot become a tool (malformed JSONL lines, unknown
    envelopes) are `ToolSet.problems`, located by file, line, column and JSON pointer. Raises
    `LoadError` only when nothing at all can be loaded (an unreadable file, malformed JSON/YAML
    with its line and column, nothing recognisable) and `InvalidArgument` for an unknown format.
    """
    if format is not None and format not in FORMATS:
        raise InvalidArgument(f"unknown format {format!r}; use one of: {', '.join(FORMATS)}")
    if server is not None:
        from workbench.servers import load_servers

        live = load_servers(server, timeout=timeout)
        return live if source is None else load(source, format=format) + live
    if source is None:
        raise InvalidArgument("load() needs a source or server=")
    if type(source).__name__ == "ServerSpec":
        return load(server=source)
    if isinstance(source, ToolSet):
        return source
    if isinstance(source, Tool):
        return ToolSet((source,))
    from workbench.envelopes import python as py  # small module; only imported when needed

    if format == "pydantic" or (format in (None, "python") and py.is_pydantic_model(source)):
        if not py.is_pydantic_model(source):
            raise LoadError("format 'pydantic' needs a pydantic model class", file="<object>")
        return ToolSet((py.read_pydantic(source),))
    if isinstance(source, os.PathLike):
        return _load_path(Path(source), format)
    if isinstance(source, bytes):
        source = source.decode("utf-8", errors="replace")
    if isinstance(source, str):
        if _looks_like_text(source):
            return _load_text(source, "<text>", format, kind=None)
        return _load_path(Path(source), format)
    if isinstance(source, (Mapping, list, tuple)):
        return _finish(_read_document(list(source) if isinstance(source, tuple) else source,
                                      "<object>", format), "<object>")
    if format == "python" or (format is None and callable(source)):
        if not callable(source):
            raise LoadError("format 'python' needs a callable", file="<object>")
        return ToolSet((py.read_callable(source),))
    raise LoadError(f"cannot load a {type(source).__name__}: pass a path, JSON/YAML text, a dict or list, "
                    "a callable or a pydantic model class", file="<object>")


def _looks_like_text(value: str) -> bool:
    stripped = value.lstrip()
    return "\n" in value or stripped[:1] in ("{", "[") or stripped == ""


MAX_INPUT_ENV = "TOOLSCHEMA_MAX_INPUT_MB"
DEFAULT_MAX_INPUT_MB = 1024  # a JSON of a million tools is ~0.6 GB; more is not a tool file


def max_input_bytes() -> int:
    """The most bytes a whole-file input (a tool file: JSON, YAML, JSONL) may hold:
    `TOOLSCHEMA_MAX_INPUT_MB` megabytes when set, else `DEFAULT_MAX_INPUT_MB`."""
    raw = os.environ.get(MAX_INPUT_ENV, "").strip()
    if not raw:
        return DEFAULT_MAX_INPUT_MB << 20
    try:
        megabytes = float(raw)
    except ValueError:
        megabytes = math.nan
    if not 0 < megabytes < 1 << 30:  # False for nan
        raise InvalidArgument(f"{MAX_INPUT_ENV} must be a positive number of megabytes, not {raw!r}")
    return round(megabytes * (1 << 20))


def read_input(path: Path) -> bytes:
    """The bytes of a whole-file input, read only when it is a regular file within
    `max_input_bytes()`: a FIFO, a socket or a device (`/dev/zero`, `/dev/urandom`) would block
    or never end, so it is refused before anything is read; a file over the cap is refused
    naming the cap (and how to raise it). LoadError otherwise."""
    file = str(path)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise LoadError("no such file", file=file) from None
    except OSError as exc:
        raise LoadError(f"cannot read: {exc.strerror or exc}", file=file) from None
    if stat.S_ISDIR(info.st_mode):
        raise LoadError("is a directory; pass the files in it", file=file)
    if not stat.S_ISREG(info.st_mode):
        kind = ("a FIFO (named pipe)" if stat.S_ISFIFO(info.st_mode) else "a device"
                if stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode) else "a socket"
                if stat.S_ISSOCK(info.st_mode) else "not a regular file")
        raise LoadError(f"is {kind}, not a regular file: this input is read whole, so only a "
                        "regular file is read (save the stream to a file first)", file=file)
    cap = max_input_bytes()
    too_big = LoadError(f"larger than the input cap of {cap / (1 << 20):,.4g} MB ({cap:,} bytes); "
                        f"set {MAX_INPUT_ENV} to raise it", file=file)
    if info.st_size > cap:
        raise too_big
    try:
        with open(path, "rb") as fh:
            # the size the stat gave, and one more byte: a file that grew since is read on to
            # the cap (`read(cap + 1)` at once would reserve the whole cap for a small file)
            data = fh.read(info.st_size + 1)
            if len(data) > info.st_size:
                data += fh.read(cap + 1 - len(data))
    except OSError as exc:
        raise LoadError(f"cannot read: {exc.strerror or exc}", file=file) from None
    if len(data) > cap:
        raise too_big
    return data


def _load_path(path: Path, fmt: str | None) -> ToolSet:
    file = str(path)
    try:
        text = read_input(path).decode("utf-8-sig")  # the bytes go as soon as they are text
    except UnicodeDecodeError as exc:
        raise LoadError(f"not UTF-8 text (byte {exc.start})", file=file) from None
    suffix = path.suffix.lower()
    kind = "jsonl" if suffix in _JSONL_EXT else "yaml" if suffix in _YAML_EXT else \
        "json" if suffix in _JSON_EXT else None
    return _load_text(text, file, fmt, kind=kind)


def load_jsonl_text(text: str, file: str, fmt: str | None = None) -> ToolSet:
    """The tools of JSON-lines text read from `file` (a decompressed or converted part:
    `workbench/partitions.py`), located by its line numbers."""
    return _load_text(text, file, fmt, kind="jsonl")


def _load_text(text: str, file: str, fmt: str | None, *, kind: str | None) -> ToolSet:
    if not text.strip():
        raise LoadError("empty input: no tool definitions", file=file)
    if kind is None:
        first = text.lstrip()[:1]
        kind = "json" if first in ("{", "[") else "yaml"
    if kind == "json" and _is_jsonl(text):
        kind = "jsonl"  # pasted JSONL, or JSON Lines saved as .json (BFCL's data files are)
    if kind == "jsonl":
        return _finish(*_read_jsonl(text, file, fmt))
    if kind == "yaml":
        data, position_of, positions = parse_yaml(text, file)

        def line_of(pointer: str) -> int | None:
            found = position_of(pointer)
            return found[0] if found is not None else None

        tools, problems = _read_document(data, file, fmt, line_of=line_of, plain=False)
        if fmt == "json-schema":  # the document is the schema: no envelope to locate
            positions = None
        return _finish(_with_positions(tools, problems, positions, position_of), file)
    data, plain = parse_json(text, file)
    if fmt == "json-schema":
        return _finish(_read_document(data, file, fmt, plain=plain), file)
    tools, problems = _read_document(data, file, fmt, plain=plain)
    if file == "<text>" and not tools:
        return _finish((tools, problems), file)
    positions = SourcePositions.of_json(text) if len(text) <= POSITIONS_MAX_CHARS else None
    # lines at load cost a scan of the text: a huge one is scanned only if a rendering asks
    locate = positions.position if positions is not None and len(text) <= LOCATE_MAX_CHARS else None
    return _finish(_with_positions(tools, problems, positions, locate), file)


def _is_jsonl(text: str) -> bool:
    """Several JSON documents, one per line (pasted JSONL text)."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if len(lines) < 2 or not lines[0].strip().endswith(("}", "]")):
        return False
    import json

    try:
        json.loads(lines[0])
        return True
    except (json.JSONDecodeError, RecursionError):
        return False


# what a read gives before it becomes a ToolSet: the tools, and what could not be loaded
_Read = tuple[list[Tool], list[LoadProblem]]


def _read_jsonl(text: str, file: str, fmt: str | None) -> tuple[_Read, str]:
    tools: list[Tool] = []
    packing = _PACKED.get()
    problems: list[LoadProblem] = []
    shared = SharedStrings()  # the lines repeat the same keys: one string each, not one a line
    for number, line in enumerate(_split_lines(text), start=1):
        if not line.strip():
            continue
        try:
            doc, plain = parse_json(line, file, shared)
        except LoadError as exc:
            problems.append(LoadProblem(file, f"{exc.message} (this line is skipped; the others load)",
                                        line=number, column=exc.column))
            continue
        t, p = _read_document(doc, file, fmt, line=number, plain=plain)
        if packing and len(tools) + len(t) >= PACK_MIN_TOOLS:  # a large input: packed from here
            if len(tools) < PACK_MIN_TOOLS:
                tools[:] = map(pack, tools)
            t = list(map(pack, t))
        tools.extend(t)
        problems.extend(p)
    return (tools, problems), file


@contextmanager
def packed_loading() -> Iterator[None]:
    """Within it, the tools of a JSONL input of `PACK_MIN_TOOLS` tools or more are
    `PackedTool`s (`workbench/packed_tools.py`: their JSON values one blob each, unpacked when
    read): what the `lint` command uses, so a large set is not held as parsed JSON all along."""
    token = _PACKED.set(True)
    try:
        yield
    finally:
        _PACKED.reset(token)


_PACKED: ContextVar[bool] = ContextVar("packed_loading", default=False)


def _split_lines(text: str, block: int = 1 << 20) -> Iterator[str]:
    """`text.splitlines()` one line at a time: a block of about `block` characters ending at a
    newline is split at once, never the whole text into a list beside the text itself."""
    start, end = 0, len(text)
    while start < end:
        cut = text.find("\n", start + block)
        stop = end if cut < 0 else cut + 1  # "\n" ends a line for splitlines: the same lines
        yield from text[start:stop].splitlines()
        start = stop


def _read_document(doc: Any, file: str, fmt: str | None, *,
                   line_of: Callable[[str], int | None] | None = None, line: int | None = None,
                   plain: bool | None = None) -> _Read:
    """The tools of one parsed document, each value JSON cannot hold (`limits.json_safe`) made
    JSON and reported on the tool that holds it. `plain`: the parser says the document is plain
    JSON (True: nothing to look for), may not be (False: YAML, or JSON with an odd value), or
    cannot tell (None: a Python object, checked by `json_safe`)."""
    if plain:
        return _read_safe_document(doc, file, fmt, line_of=line_of, line=line)
    doc, flaws = json_safe(doc, check=plain is None)
    tools, problems = _read_safe_document(doc, file, fmt, line_of=line_of, line=line)
    return _with_flaws(tools, problems, flaws, file, line) if flaws else (tools, problems)


def _with_flaws(tools: list[Tool], problems: list[LoadProblem], flaws: list[Flaw], file: str,
                line: int | None) -> _Read:
    """Each flaw as a `schema-error` note of the tool whose definition holds it (at its pointer
    in the parameter schema, or at the tool, naming where), else as a load problem."""
    notes: dict[int, list[Note]] = {}
    by_depth = sorted(enumerate(tools), key=lambda it: -len(it[1].origin.pointer))
    for flaw in flaws:
        found = next(((i, t) for i, t in by_depth if _within(flaw.pointer, t.origin.pointer)), None)
        if found is None:
            problems.append(LoadProblem(file, _sentence(flaw.message), line=line, pointer=flaw.pointer))
            continue
        index, tool = found
        schema = _schema_pointer(tool)
        if schema is not None and _within(flaw.pointer, schema):
            note = Note("schema-error", flaw.pointer[len(schema):], _sentence(flaw.message))
        else:
            where = flaw.pointer[len(tool.origin.pointer):] or "/"
            note = Note("schema-error", "", _sentence(f"at {where} of the definition, {flaw.message}"))
        notes.setdefault(index, []).append(note)
    return [replace(t, notes=(*t.notes, *notes[i])) if i in notes else t
            for i, t in enumerate(tools)], problems


def _within(pointer: str, base: str) -> bool:
    return pointer == base or pointer.startswith(base + "/") or base == ""


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + "."


def _read_safe_document(doc: Any, file: str, fmt: str | None, *,
                        line_of: Callable[[str], int | None] | None = None,
                        line: int | None = None) -> _Read:
    if fmt == "json-schema":
        from workbench.envelopes import jsonschema as js

        if not isinstance(doc, Mapping):
            return [], [LoadProblem(file, "format 'json-schema' needs a schema object", line=line)]
        fallback = Path(file).stem if not file.startswith("<") else "tool"
        try:
            return [js.read(doc, Origin(file, "", line), fallback_name=fallback)], []
        except NotThisFormat as exc:
            return [], [LoadProblem(file, str(exc), line=line)]
    reading = Reading(file, fmt, line_of=line_of, line=line)
    tools: list[Tool] = []
    problems: list[LoadProblem] = []
    for result in reading.read(doc):
        if isinstance(result, Tool):
            tools.append(result)
        else:
            problems.append(result)
    return tools, problems


def _with_positions(tools: list[Tool], problems: list[LoadProblem],
                    positions: SourcePositions | None,
                    locate: Callable[[str], tuple[int, int] | None] | None) -> _Read:
    """Record on each tool where its text's values are written and where its parameter schema
    sits; with `locate` (pointer -> line and column where a value starts), also the line and
    column of each tool and the line of each problem, so that no rendering reads the file again."""
    if positions is None:
        return tools, problems
    out = []
    for tool in tools:
        origin = tool.origin
        found = locate(origin.pointer) if locate is not None else None
        line, column = found if found is not None else (origin.line, None)
        out.append(replace(tool, origin=replace(origin, line=line, column=column,
                                                schema_pointer=_schema_pointer(tool),
                                                positions=positions)))
    if locate is not None:
        problems = [replace(p, line=found[0]) if p.line is None and (found := locate(p.pointer))
                    else p for p in problems]
    return out, problems


def _schema_pointer(tool: Tool) -> str | None:
    """Where the tool's parameter schema is written in its source, from the envelope's own key."""
    raw = tool.raw
    if not isinstance(raw, Mapping):
        return None
    for key in ("parameters", "inputSchema", "input_schema", "parametersJsonSchema",
                "parameters_json_schema"):
        if isinstance(raw.get(key), Mapping):
            return join(tool.origin.pointer, key)
    function = raw.get("function")
    if isinstance(function, Mapping) and isinstance(function.get("parameters"), Mapping):
        return join(tool.origin.pointer, "function", "parameters")
    return None


def _finish(result: _Read, file: str) -> ToolSet:
    tools, problems = result
    if not tools and problems:
        first = problems[0]
        more = f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""
        raise LoadError(first.message + more, file=first.file, line=first.line, column=first.column,
                        pointer=first.pointer)
    return ToolSet(tuple(tools), tuple(problems))


# re-exported for `from workbench.loading import detect_format`
def detect_format(item: Mapping[str, Any]) -> str | None:
    """The envelope id of one tool item (None when no accepted shape matches)."""
    return detect.detect_item(item)


def as_toolset(source: Any) -> ToolSet:
    """`source` as a ToolSet: a ToolSet, a Tool or a list of Tools as they are, anything else
    through `load` (every analysis accepts what `load` accepts)."""
    if isinstance(source, ToolSet):
        return source
    if isinstance(source, Tool):
        return ToolSet((source,))
    if isinstance(source, (list, tuple)) and source and all(isinstance(t, Tool) for t in source):
        return ToolSet(tuple(source))
    return load(source)
