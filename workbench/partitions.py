"""Inputs in parts: a directory or a glob stands for the files it holds, read in sorted order,
and a tool set may be written as gzip JSON lines or Parquet, so that a large set or log can be
stored (and, on Dask, read) part by part.

Tool files: every `workbench.load` file, plus `.jsonl.gz` (JSON lines, gzip) and `.parquet` (one
definition per row: the columns are its keys; a text cell holding a JSON object or array, as
a nested schema is usually stored, is decoded; the corpora's `{"source", "tool"}` records work
too). A part's tools are loaded by `load_part`, in this process or on a Dask worker
(`load_parts(..., client=...)`), and the parts are joined in input order, so the set is the same
either way.
"""

from __future__ import annotations

import glob
import gzip
import json
import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from workbench.errors import LoadError
from workbench.model import ToolSet

TOOL_SUFFIXES = (".json", ".jsonl", ".ndjson", ".yaml", ".yml", ".jsonl.gz", ".ndjson.gz", ".parquet")
LOG_SUFFIXES = (".jsonl", ".jsonl.gz", ".ndjson", ".ndjson.gz", ".json", ".gz", ".parquet")


def expand(paths: Iterable[Any], suffixes: tuple[str, ...], what: str = "file") -> list[Any]:
    """Paths with directories and globs spelled out: a directory stands for its files named
    with one of `suffixes` (recursively), a path with `*`, `?` or `[` that names no file for the
    files it matches, each in sorted order, so the parts are read in the same order every
    time. Other paths (and `-`) pass as given. A glob that matches nothing raises LoadError."""
    out: list[Any] = []
    for path in paths:
        text = str(path)
        if text != "-" and os.path.isdir(text):
            out += sorted(str(p) for p in Path(text).rglob("*")
                          if p.is_file() and p.name.lower().endswith(suffixes))
        elif any(c in text for c in "*?[") and not os.path.exists(text):
            found = sorted(p for p in glob.glob(text, recursive=True) if os.path.isfile(p))
            if not found:
                raise LoadError(f"no {what} matches this pattern", file=text)
            out += found
        else:
            out.append(path)
    return out


def is_parquet(path: Any) -> bool:
    """A `.parquet` file: one record per row (column names as keys)."""
    return str(path).lower().endswith(".parquet")


def parquet_rows(path: Any) -> Iterator[dict[str, Any]]:
    """The rows of a Parquet file as dicts, batch by batch (pyarrow: the `dask` extra). OSError
    when pyarrow is missing."""
    try:
        import pyarrow.parquet as pq
    except ImportError:
        raise OSError("reading Parquet needs pyarrow: pip install 'toolschema-workbench[dask]'") from None
    with pq.ParquetFile(path) as parquet:
        for batch in parquet.iter_batches(batch_size=65_536):
            yield from batch.to_pylist()


def load_part(path: str, fmt: str | None = None) -> ToolSet:
    """The tools of one tool file (any `workbench.load` file, `.jsonl.gz` or `.parquet`)."""
    from workbench.loading import load, load_jsonl_text, max_input_bytes

    lower = path.lower()
    if not (lower.endswith(".gz") or is_parquet(path)):
        return load(Path(path), format=fmt)
    cap = max_input_bytes()
    try:
        if is_parquet(path):
            text = "".join(json.dumps({k: _cell(v) for k, v in row.items()}, ensure_ascii=False) + "\n"
                           for row in parquet_rows(path))
        else:
            with gzip.open(path, "rb") as fh:
                data = fh.read(cap + 1)
            if len(data) > cap:
                raise LoadError(f"larger than the input cap of {cap:,} bytes once decompressed", file=path)
            text = data.decode("utf-8-sig")
    except (OSError, EOFError, UnicodeDecodeError) as exc:
        raise LoadError(f"cannot read: {getattr(exc, 'strerror', None) or exc}", file=path) from None
    return load_jsonl_text(text, path, fmt)


def _cell(value: Any) -> Any:
    if type(value) is str and value[:1] in ("{", "["):
        try:
            return json.loads(value)
        except ValueError:
            return value
    return value


def load_parts(paths: list[str], fmt: str | None = None, client: Any = None) -> list[ToolSet | LoadError]:
    """Each path's tools (or its LoadError), in order: here, or each part on a worker of the Dask
    cluster of `client` (the files must be readable there under the same paths)."""
    if client is None:
        return [_load_or_error(path, fmt) for path in paths]
    futures = [client.submit(_load_or_error, path, fmt, pure=False) for path in paths]
    try:
        return [future.result() for future in futures]
    finally:
        client.cancel(futures)


def _load_or_error(path: str, fmt: str | None) -> ToolSet | LoadError:
    try:
        return load_part(path, fmt)
    except LoadError as exc:
        return exc
