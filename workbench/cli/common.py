"""What every verb shares: the source options (paths, `--mcp-stdio`, `--mcp-url`, `--timeout`),
loading them into one tool set, reporting load problems."""

from __future__ import annotations

import argparse
import math
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TextIO

from workbench.errors import InvalidArgument, LoadError
from workbench.model import ToolSet

MAX_SECONDS = 86_400.0  # a day: longer is a typo or `inf`, and timers overflow near 1e10 s


def seconds(text: str) -> float:
    """argparse type of every `--timeout`: a finite number of seconds in (0, a day]; anything else
    (`inf`, `nan`, `-1`, `0`, `abc`) is a usage error naming the allowed range, not an internal
    error later."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not 0 < value <= MAX_SECONDS:  # False for nan
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds between 0 (excluded) "
                                         f"and {MAX_SECONDS:,.0f}")
    return value


def add_server_options(parser: argparse.ArgumentParser, *, timeout: bool = True) -> None:
    """`--mcp-stdio`, `--mcp-url` (repeatable, mixable with paths) and their settings."""
    group = parser.add_argument_group("live MCP servers (listed with the MCP SDK)")
    group.add_argument("--mcp-stdio", action="append", default=None, metavar='"CMD ARGS"',
                       help="start an MCP server over stdio and read its tools (repeatable)")
    group.add_argument("--mcp-url", action="append", default=None, metavar="URL",
                       help="read the tools of an MCP server at URL: Streamable HTTP, or SSE when "
                            "the path ends in /sse (repeatable)")
    group.add_argument("--mcp-env", action="append", default=None, metavar="KEY[=VALUE]",
                       help="environment for --mcp-stdio servers (KEY alone passes this "
                            "process's value; values are never printed)")
    group.add_argument("--mcp-cwd", metavar="DIR", help="working directory of --mcp-stdio servers")
    group.add_argument("--mcp-header", action="append", default=None, metavar="'NAME: VALUE'",
                       help="HTTP header for --mcp-url servers, e.g. 'Authorization: Bearer "
                            "${MCP_TOKEN}' (${VAR} is read from the environment; never printed)")
    if timeout:
        group.add_argument("--timeout", type=seconds, default=None, metavar="SECONDS",
                           help="seconds a server may take to start and list its tools "
                                "(default 10)")


def server_specs(args: argparse.Namespace, *, timeout: float | None = None) -> list[Any]:
    """The `ServerSpec`s the options name (stdio ones first)."""
    if not (getattr(args, "mcp_stdio", None) or getattr(args, "mcp_url", None)):
        return []
    from workbench.servers.spec import specs_from_options

    return specs_from_options(args.mcp_stdio, args.mcp_url, env=args.mcp_env, cwd=args.mcp_cwd,
                              headers=args.mcp_header,
                              timeout=timeout if timeout is not None else getattr(args, "timeout", None))


def load_sources(paths: Sequence[str], args: argparse.Namespace, stderr: TextIO, *,
                 fmt: str | None = None, timeout: float | None = None, client: Any = None) -> ToolSet:
    """The paths and the servers of `args` as one tool set (a server that cannot be listed is
    fatal: a partial set would read as tools removed); `client`: see `load_paths`."""
    return load_sources_and_listings(paths, args, stderr, fmt=fmt, timeout=timeout, client=client)[0]


def load_sources_and_listings(paths: Sequence[str], args: argparse.Namespace, stderr: TextIO, *,
                              fmt: str | None = None, timeout: float | None = None,
                              allow_empty: bool = False, client: Any = None) -> tuple[ToolSet, list[Any]]:
    """`load_sources`, plus the `ServerListing`s (their server identities, for pin/verify).
    `allow_empty`: see `load_paths`."""
    specs = server_specs(args, timeout=timeout)
    if not paths and not specs:
        raise InvalidArgument("the following arguments are required: PATH (a tool file), "
                              "--mcp-stdio or --mcp-url")
    combined = load_paths(paths, stderr, fmt=fmt, allow_empty=True, client=client) if paths else ToolSet()
    listings: list[Any] = []
    if specs:
        tools, listings = load_server_specs(specs, stderr)
        combined = combined + tools
    if not allow_empty:
        _require_tools(combined, [*paths, *(s.label for s in specs)])
    return combined, listings


def _require_tools(toolset: ToolSet, sources: Sequence[str]) -> None:
    """An empty tool set (`[]`, an empty file list, a server listing nothing) has nothing to check:
    a usage error (exit 2), not a clean report (a CI gate would read "score 100/100" as a pass)."""
    if toolset.tools:
        return
    where = ", ".join(sources) or "the input"
    unread = (f"; {len(toolset.problems)} item(s) could not be loaded (warnings above)"
              if toolset.problems else "")
    raise InvalidArgument(f"nothing to check: {where} holds no tools{unread}")


def load_server_specs(specs: Sequence[Any], stderr: TextIO) -> tuple[ToolSet, list[Any]]:
    """List the servers (warning about tool names several of them use): their tools as one set,
    and the listings."""
    from workbench.servers import cross_server_collisions, list_servers

    listings = list_servers(list(specs))
    for message in cross_server_collisions(listings):
        print(f"toolschema: warning: {message}", file=stderr)
    combined = ToolSet()
    for listing in listings:
        tools = listing.to_toolset()
        for problem in tools.problems:
            print(f"toolschema: warning: {problem.describe()}", file=stderr)
        combined = combined + tools
    return combined, listings


def add_output_option(parser: argparse.ArgumentParser, what: str = "the report") -> None:
    """`-o/--output FILE` (with `--out` kept as an alias), the same on every verb."""
    parser.add_argument("--output", "--out", "-o", dest="output", metavar="FILE",
                        help=f"write {what} to FILE (default: stdout)")


def add_jobs_option(parser: argparse.ArgumentParser, what: str) -> None:
    """`--jobs N`: processes for the per-item work of a large input (`workbench/parallel.py`)."""
    parser.add_argument("--jobs", "-j", default=None, metavar="N",
                        help=f"run {what} in N processes on a large input (0 or auto: one per "
                             "CPU; default 1); the output is the same whatever N")


def add_dask_option(parser: argparse.ArgumentParser, what: str) -> None:
    """`--dask tcp://HOST:PORT`: run the per-part work on a Dask cluster (`workbench/dask_run.py`)."""
    parser.add_argument("--dask", default=None, metavar="tcp://HOST:PORT",
                        help=f"run {what} on the Dask cluster of this scheduler (needs "
                             "toolschema-workbench[dask] here and on the workers); the output is "
                             "the same as in one process")


@contextmanager
def dask_client(args: argparse.Namespace) -> Iterator[Any]:
    """The Dask client `--dask` names (closed afterwards), or None without `--dask`."""
    address = getattr(args, "dask", None)
    if not address:
        yield None
        return
    from workbench.dask_run import connect
    from workbench.errors import InvalidArgument

    if getattr(args, "jobs", None) not in (None, "1"):
        # one or the other: a user who asked for both would not learn which one ran
        raise InvalidArgument("--dask and --jobs do not combine: --dask runs the work on the "
                              "cluster's workers; give one of them")

    client = connect(address)
    try:
        yield client
    finally:
        client.close()


def render_document(doc: Any, fmt: str, *, color: bool = False) -> str:
    """A result's document in one of the shared renderings: "text", "md" (Markdown, for a
    pull-request comment or a review page) or "html" (a standalone page)."""
    from workbench.render.html import render_html
    from workbench.render.markdown import render_markdown
    from workbench.render.text import render_text

    if fmt in ("md", "markdown"):
        text = render_markdown(doc, cap=RENDER_ROW_CAP)
    elif fmt == "html":
        text = ("<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>toolschema</title>"
                "</head><body>\n" + render_html(doc, cap=RENDER_ROW_CAP) + "\n</body></html>")
    else:
        text = render_text(doc, color=color)
    return text if text.endswith("\n") else text + "\n"


RENDER_ROW_CAP = 10_000  # rows a file rendering shows (notebooks keep their smaller default)


def write_output(text: str, output: str | None, stdout: TextIO) -> None:
    """The report to `output` (a file) or to stdout, terminal-safe either way (a report file is
    read with `cat` too)."""
    if not output:
        stdout.write(text)
        return
    from workbench.render.text import terminal_safe

    try:
        with open(output, "w", encoding="utf-8") as fh:
            fh.write(terminal_safe(text))
    except OSError as exc:
        raise InvalidArgument(f"cannot write {output}: {exc.strerror or exc}") from None


def load_paths(paths: Sequence[str], stderr: TextIO, *, fmt: str | None = None,
               allow_empty: bool = False, client: Any = None) -> ToolSet:
    """Load every path into one tool set. Problems are printed to stderr and kept on the set.
    A directory or a glob stands for its tool files, in sorted order (`workbench/partitions.py`,
    which also reads `.jsonl.gz` and `.parquet` parts); with a Dask `client` each file is
    loaded on a worker and the parts joined here in order.

    Raises LoadError (exit 2) when nothing at all could be loaded from any path, and
    InvalidArgument (exit 2) when what loaded holds no tools, unless `allow_empty` (diff and
    verify: an empty side is a real state, every tool added or removed).
    """
    from pathlib import Path

    from workbench.loading import FILE_SUFFIXES
    from workbench.partitions import TOOL_SUFFIXES, expand, load_parts

    combined = ToolSet()
    errors: list[str] = []
    files: list[str] = []
    for path in paths:
        try:
            expanded = expand([path], TOOL_SUFFIXES, "tool file")
        except LoadError as exc:
            errors.append(str(exc))
            continue
        for file in map(str, expanded):
            suffix = Path(file).suffix.lower()
            if (suffix and suffix not in FILE_SUFFIXES and not file.lower().endswith(TOOL_SUFFIXES)
                    and not Path(file).is_dir()):
                errors.append(f"{file}: not a tool file ({suffix}): tool files are "
                              f"{', '.join(FILE_SUFFIXES)}, .jsonl.gz, .parquet (Python callables "
                              "load through workbench.load() in Python)")
                continue
            files.append(file)
    for part in load_parts(files, fmt, client):
        if isinstance(part, LoadError):
            errors.append(str(part))
        else:
            combined = combined + part
    for problem in combined.problems:
        print(f"toolschema: warning: {problem.describe()}", file=stderr)
    if errors and not combined.tools:
        error = LoadError("; ".join(errors), file=paths[0] if len(paths) == 1 else "<inputs>")
        error.args = ("; ".join(errors),)  # each message already names its file
        raise error
    for message in errors:
        print(f"toolschema: warning: {message}", file=stderr)
    if not allow_empty:
        _require_tools(combined, paths)
    return combined
