"""`toolschema audit LOG... --tools PATH [--by day|week] [--format text|json|md|html] [--no-ledger]
[--progress] [--jobs N | --dask tcp://HOST:PORT]`.

Exit codes: 0 whatever the log holds (it is a report), 2 unusable input (an
unreadable log, no tool loaded). A progress bar goes to stderr on a terminal or with `--progress`.
"""

from __future__ import annotations

import argparse
import time
from typing import TextIO

from workbench.cli.common import (
    add_dask_option,
    add_jobs_option,
    add_output_option,
    add_server_options,
    write_output,
)


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "audit", help="validate logged tool calls and cluster their failures",
        description="Read tool-call logs (.jsonl, .jsonl.gz, .json; OpenAI tool_calls, Responses "
                    "function_call, MCP tools/call, {tool, arguments}), validate each call against "
                    "the tool definitions and report failure clusters with a suggested fix.",
        epilog="cluster kinds: unparseable-arguments, unknown-tool, missing-required, wrong-type, "
               "enum-miss, out-of-range, length, pattern-miss, format-miss, extra-property, other, "
               "executor-rule (a schema-valid call that breaks a limit, value list or format the "
               "tool's text states: the ledger's executor-side rules). Records with a "
               "conversation_id or session_id are read for retry loops (the same failing call sent "
               "again counts once, its repeats in `retries`); a value sent under an undeclared name "
               "while a required field is missing is linked to that field (`field_links`).")
    p.add_argument("logs", nargs="+", metavar="LOG",
                   help="a log file (.jsonl, .jsonl.gz, .json, .parquet), a directory of them or a "
                        "glob ('logs/*.jsonl.gz'); - reads standard input")
    p.add_argument("--tools", action="append", default=None, metavar="PATH",
                   help="tool definitions (any envelope; repeatable)")
    add_server_options(p)
    p.add_argument("--format", choices=("text", "json", "md", "html"), default="text",
                   help="text, json (the contract), md (a weekly review page to paste) or html")
    p.add_argument("--no-ledger", dest="ledger", action="store_false", default=True,
                   help="check only what the schemas state (default: also the executor-side "
                        "rules the ledger reads from the tools' prose)")
    p.add_argument("--by", choices=("day", "week"), default=None,
                   help="count calls and failures per day or ISO week of the records' time "
                        "(time, timestamp, created_at, ...), per tool and kind")
    p.add_argument("--top", type=int, default=20, metavar="N", help="clusters shown in text (default 20)")
    p.add_argument("--progress", action="store_true", default=None,
                   help="show a progress bar on stderr (default: only on a terminal)")
    p.add_argument("--no-formats", dest="formats", action="store_false", default=True,
                   help="treat `format` as an annotation (default: check it like an executor)")
    add_jobs_option(p, "the checks of the calls")
    add_dask_option(p, "the checks of the calls (each log file, or 32 MB of a plain one, is a part)")
    add_output_option(p, "the report")
    p.set_defaults(handler=run_audit)


class ProgressBar:
    """A one-line bar on stderr, redrawn at most ten times a second."""

    def __init__(self, stream: TextIO, width: int = 30) -> None:
        self.stream, self.width, self.last = stream, width, 0.0
        self.drawn = False

    def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        if now - self.last < 0.1 and done < total:
            return
        self.last = now
        if total:
            filled = int(self.width * min(done / total, 1.0))
            bar = "#" * filled + "-" * (self.width - filled)
            self.stream.write(f"\raudit [{bar}] {done / total:6.1%} of {total / 1e6:,.1f} MB")
        else:
            self.stream.write(f"\raudit {done:,} records")
        self.stream.flush()
        self.drawn = True

    def close(self) -> None:
        if self.drawn:
            self.stream.write("\n")
            self.stream.flush()


def run_audit(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    from workbench.auditor import audit
    from workbench.cli.common import dask_client, load_sources
    from workbench.parallel import resolve_jobs

    jobs = resolve_jobs(args.jobs)  # a bad --jobs is a usage error before anything is read
    tools = load_sources(args.tools or [], args, stderr)
    show = args.progress if args.progress is not None else _is_tty(stderr)
    bar = ProgressBar(stderr) if show else None
    try:
        with dask_client(args) as client:
            report = audit(args.logs, tools, progress=bar, assert_formats=args.formats,
                           ledger=args.ledger, by=args.by, jobs=jobs, client=client)
    finally:
        if bar:
            bar.close()
    if args.format == "json":
        text = report.to_json() + "\n"
        for m in report.malformed:  # the JSON contract has only the count: lines go to stderr
            print(f"toolschema: warning: malformed line {m.describe()}", file=stderr)
    elif args.format in ("md", "html"):
        from workbench.cli.common import render_document

        text = render_document(report.to_document(top=args.top), args.format)
    else:
        text = report.to_text(top=args.top) + "\n"
    write_output(text, args.output, stdout)
    return 0


def _is_tty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
