"""JSON reports written piece by piece: the same bytes as `json.dumps(..., ensure_ascii=False,
indent=2)` of the whole report, without the whole report (its dicts and its text) in memory.

A report of a million tools holds millions of findings: as one string its JSON passes 2 GiB,
and building the dicts first doubles the memory again. `object_chunks` yields the text of an
object whose values may be iterators (a list streamed item by item, `Streamed`) or objects that
hold such lists deeper down (`StreamedObject`); `write_chunks`
writes the pieces to a file (terminal-safe, as `cli.common.write_output` writes one) or to a
stream and fails loudly (`OutputError`) when a write fails, so a report is written completely
or the command exits 2, never cut short with exit 0.

orjson (when installed) encodes items whose values are only strings, booleans, None and
small integers, where its output is byte for byte the `json` module's; everything else
(floats, big integers, lone surrogates) goes through `json`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, TextIO

from workbench.errors import InvalidArgument

try:  # ~10x faster than json's pure-Python indenting encoder on findings
    import orjson

    _ORJSON_INDENT: int | None = orjson.OPT_INDENT_2
except ImportError:  # pragma: no cover - orjson is optional
    orjson = None  # type: ignore[assignment]
    _ORJSON_INDENT = None

_SMALL = 1 << 53  # integers orjson and json both write plainly (orjson refuses beyond 64 bits)


class OutputError(InvalidArgument):
    """The report could not be written completely (exit 2)."""


class Streamed:
    """A list value of `object_chunks` produced item by item (an iterator), not held. Its items
    may themselves be `Streamed` or `StreamedObject`."""

    def __init__(self, items: Iterable[Any]) -> None:
        self.items = items


class StreamedObject:
    """An object value (or list item) of `object_chunks` whose own values may be streamed: how a
    stream nested deeper than the top level is written (SARIF's `runs[0].results`)."""

    def __init__(self, fields: Mapping[str, Any]) -> None:
        self.fields = fields


def dumps_item(value: Any, level: int) -> str:
    """`value` as `json.dumps(value, ensure_ascii=False, indent=2)` writes it at nesting `level`
    (its first line unindented, the following ones indented by 2 x level spaces)."""
    text = _encode(value)
    if level and "\n" in text:
        text = text.replace("\n", "\n" + "  " * level)
    return text


def _encode(value: Any) -> str:
    if orjson is not None and _plain(value):
        return orjson.dumps(value, option=_ORJSON_INDENT).decode()
    return json.dumps(value, ensure_ascii=False, indent=2)


def _plain(value: Any, depth: int = 0) -> bool:
    """Only values both encoders write identically: str (valid UTF-8), bool, None, ints below
    2**53, and dicts with str keys and lists of those."""
    if value is None or value is True or value is False:
        return True
    kind = type(value)
    if kind is str:
        return bool(value.isascii()) or _utf8(value)
    if kind is int:
        return bool(-_SMALL < value < _SMALL)
    if depth > 32:
        return False
    if kind is dict:
        return all(type(k) is str and _plain(k) and _plain(v, depth + 1) for k, v in value.items())
    if kind is list:
        return all(_plain(v, depth + 1) for v in value)
    return False


def _utf8(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: json writes it escaped, orjson refuses
        return False
    return True


def object_chunks(fields: Mapping[str, Any], level: int = 0) -> Iterator[str]:
    """The text of a JSON object (indent 2) at nesting `level`, piece by piece. A `Streamed`
    value is written as a list one item at a time, a `StreamedObject` as an object the same way;
    every other value as `json.dumps` writes it."""
    pad = "\n" + "  " * (level + 1)
    yield "{"
    first = True
    for key, value in fields.items():
        yield ("" if first else ",") + pad + json.dumps(key, ensure_ascii=False) + ": "
        first = False
        yield from _value_chunks(value, level + 1)
    yield "\n" + "  " * level + "}" if not first else "}"


def _value_chunks(value: Any, level: int) -> Iterator[str]:
    if isinstance(value, Streamed):
        yield from _list_chunks(value.items, level)
    elif isinstance(value, StreamedObject):
        yield from object_chunks(value.fields, level)
    else:
        yield dumps_item(value, level)


def _list_chunks(items: Iterable[Any], level: int) -> Iterator[str]:
    pad = "\n" + "  " * (level + 1)
    opened = False
    batch: list[str] = []
    for item in items:
        head = ("," if opened else "[") + pad
        opened = True
        if isinstance(item, (Streamed, StreamedObject)):
            batch.append(head)
            yield "".join(batch)
            batch.clear()
            yield from _value_chunks(item, level + 1)
            continue
        batch.append(head + dumps_item(item, level + 1))
        if len(batch) >= 512:  # fewer, larger writes
            yield "".join(batch)
            batch.clear()
    if batch:
        yield "".join(batch)
    yield "\n" + "  " * level + "]" if opened else "[]"


def write_chunks(chunks: Iterable[str], output: str | None, stdout: TextIO) -> None:
    """Write the pieces to the file `output` (or to `stdout`), flushed; any failure raises
    `OutputError` naming the file (the CLI exits 2: a report is never left cut short silently)."""
    where = output or "stdout"
    try:
        if output:
            from workbench.render.text import terminal_safe  # a report file is read with `cat` too

            with open(output, "w", encoding="utf-8") as fh:
                for chunk in chunks:
                    fh.write(terminal_safe(chunk))
        else:
            for chunk in chunks:
                stdout.write(chunk)
            stdout.flush()
    except BrokenPipeError:
        raise
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or exc
        raise OutputError(f"cannot write the report to {where}: {reason}; the output is "
                          "incomplete") from None
