"""`toolschema probe PATH... [--executors FILE.py] [--tool NAME] [--max-examples N] [--seed S]
[--timeout SEC] [--format text|json] [--jobs N | --dask tcp://HOST:PORT]`

Attacks each tool's schema (valid cases, mutations, schema-valid attacks) and, with
`--executors`, the executor named like the tool (a top-level function taking the argument dict).
Executor protocol (`--executors FILE.py`): FILE.py defines one top-level function per tool, named
like the tool (`-` and `.` in a tool name read as `_`), taking the argument object (a dict) as
its only argument. It signals a rejection by raising `ValueError` (or a subclass) or by returning
a structured tool error `{"error": {"code": ..., "message": ...}}` (what a generated adapter
returns); any other return value is an acceptance; any other exception is a crash; no answer
within `--timeout` seconds is a timeout (the worker process is killed and restarted). A gap is a
case where the schema and the executor disagree.

Exit 0: no gaps; 1: gaps found; 2: unusable input (nothing loadable, no such tool, bad options,
an executors file that cannot be imported or that exits, writes to stdout or does not finish while
it is imported, or no tool whose schema could be probed). The executors file is only imported in
child processes, never in the CLI process.

JSON: {"tools": [{"tool", "cases", "schema_valid", "schema_invalid", "unsound", "coverage",
"gaps": [{"kind", "input", "detail", "count"}], ...}]}. Coverage keys are "<keyword> <pointer>"
with the pointer into the parameter schema ("maximum /properties/amount"); a root keyword is the
bare keyword ("additionalProperties"); `required` is keyed per field
("required /properties/user_id"). Gap kinds: schema-accepts-executor-rejects,
schema-rejects-executor-accepts, executor-crash, executor-timeout.
"""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from workbench.cli.common import (
    add_dask_option,
    add_jobs_option,
    add_output_option,
    add_server_options,
    seconds,
    write_output,
)
from workbench.errors import ConfigError


def register(subparsers) -> None:
    p = subparsers.add_parser("probe", help="attack tool schemas and executors; report validation gaps",
                              description=__doc__.split("\n\n")[1] + "\n\n" + __doc__.split("\n\n")[2],
                              epilog=__doc__.split("\n\n")[3],
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("paths", nargs="*", metavar="PATH", help="tool definition files")
    add_server_options(p, timeout=False)  # --timeout below bounds the server listing too
    p.add_argument("--executors", metavar="FILE.py",
                   help="Python file whose top-level functions are named like the tools")
    p.add_argument("--tool", metavar="NAME", action="append",
                   help="probe only this tool (repeatable)")
    p.add_argument("--max-examples", type=int, default=100, metavar="N",
                   help="valid cases generated per tool (default 100)")
    p.add_argument("--seed", type=int, default=0, metavar="S", help="seed (default 0)")
    p.add_argument("--timeout", type=seconds, default=2.0, metavar="SEC",
                   help="per-call executor timeout in seconds (default 2); it also bounds a "
                        "server's listing, which gets at least 10 s")
    p.add_argument("--format", choices=("text", "json"), default="text")
    add_jobs_option(p, "the probes (several tools at once; with --executors each tool's probe in "
                       "its own process)")
    add_dask_option(p, "the schema-only probes (without --executors)")
    add_output_option(p)
    p.set_defaults(handler=run)


def run(args, stdout: TextIO, stderr: TextIO) -> int:
    from workbench.cli.common import dask_client, load_sources
    from workbench.parallel import resolve_jobs
    from workbench.prober.executors import load_executors
    from workbench.prober.report import reports_json
    from workbench.servers.spec import DEFAULT_TIMEOUT

    if args.max_examples < 1:
        raise ConfigError("--max-examples must be at least 1")
    if not args.timeout > 0:
        raise ConfigError("--timeout must be a positive number of seconds")
    if args.dask and args.executors:
        raise ConfigError("--dask probes schemas only: the executors file is imported on this "
                          "machine; use --jobs to probe several tools at once")
    jobs = resolve_jobs(args.jobs)
    with dask_client(args) as client:
        toolset = load_sources(args.paths, args, stderr, timeout=max(args.timeout, DEFAULT_TIMEOUT),
                               client=client)
        tools = list(toolset)
        if args.tool:
            missing = [n for n in args.tool if n not in toolset.names()]
            if missing:
                raise ConfigError(f"no tool named {', '.join(map(repr, missing))}; tools: "
                                  f"{', '.join(toolset.names()[:20])}")
            tools = [t for t in tools if t.name in args.tool]
        executors = load_executors(args.executors) if args.executors else None
        reports = _probe_all(args, tools, executors, jobs, client, stderr)
    if args.format == "json":
        text = reports_json(reports) + "\n"
    else:
        text = "".join(report.to_text() + "\n" for report in reports)
    write_output(text, args.output, stdout)
    usable = [r for r in reports if not any(u.startswith("schema cannot be compiled") for u in r.unsupported)]
    for report in reports:
        if report not in usable:
            print(f"toolschema: warning: {report.tool}: {report.unsupported[0]}", file=stderr)
    if not usable:
        print("toolschema: no tool could be probed", file=stderr)
        return 2
    return 1 if any(r.gaps for r in reports) else 0


def _probe_all(args, tools: list, executors: Any, jobs: int, client: Any, stderr: TextIO) -> list:
    """The reports of `tools` in order: schema only in chunks (forked workers or the Dask
    cluster), or with executors each tool's probe in its own process (`parallel.fork_each`)."""
    from workbench.parallel import flatten, fork_each, fork_map
    from workbench.prober.executors import executor_for
    from workbench.prober.harness import probe, probe_chunk
    from workbench.prober.report import ProbeReport

    settings = {"max_examples": args.max_examples, "seed": args.seed, "timeout": args.timeout}
    if executors is None:  # schema only: tools are probed independently
        if client is not None:
            from workbench.dask_run import map_chunks

            return map_chunks(client, probe_chunk, tools, settings)

        def chunk(start: int, stop: int) -> list:
            return probe_chunk(tools[start:stop], settings)

        return flatten(fork_map(chunk, len(tools), jobs, min_items=4))
    runs = []
    for tool in tools:
        executor = executor_for(tool.name, executors)
        if executor is None:
            print(f"toolschema: warning: no executor named {tool.name!r} in "
                  f"{args.executors}; probing the schema only", file=stderr)
        runs.append((tool, executor))

    def one(i: int) -> ProbeReport:  # each tool in its own process, its executor's worker below it
        return probe(runs[i][0], runs[i][1], **settings)

    return list(fork_each(one, len(runs), jobs))
