"""`toolschema adapter PATH... --tool NAME [-o adapter.py] [--timeout SEC] [--log PATH] [--keep N]`.

Generates the executor adapter of one tool (`workbench.executor_kit`): a self-contained Python
module whose `handle(arguments, context, handler)` decodes and validates the call, runs the
executor-side checks the ledger reads from the tool's text, gives your handler `--timeout`
seconds, runs a write tool at most once per idempotency key, and appends one validation-log line
per call (the shape `toolschema audit` reads). Tools come from files and/or live MCP servers, as
for the other verbs. Exit 0 when written, 2 on unusable input (nothing loadable, no such tool,
bad options).
"""

from __future__ import annotations

import argparse
from typing import TextIO

from workbench.cli.common import add_output_option, add_server_options, write_output
from workbench.errors import ConfigError
from workbench.executor_kit.adapter import DEFAULT_KEEP, DEFAULT_TIMEOUT


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "adapter", help="generate the executor adapter of one tool (checks, timeout, idempotency, log)",
        description=__doc__.split("\n\n")[1],
        epilog="In the module: handle(arguments, context, handler, *, timeout=..., log=...); "
               "ExecutionContext(subject_id=..., can_access=..., confirmed=..., check_state=..., "
               "hooks=..., conversation_id=..., session_id=..., idempotency_key=...). A write tool "
               "without an idempotency key (its key parameter or idempotency_key=, e.g. the "
               "tool-call id) is refused with IDEMPOTENCY_KEY_REQUIRED.")
    p.add_argument("paths", nargs="*", metavar="PATH", help="tool definition files")
    add_server_options(p, timeout=False)  # --timeout below bounds the server listing too
    p.add_argument("--tool", metavar="NAME",
                   help="the tool to generate the adapter for (needed when the source holds several)")
    p.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SEC",
                   help=f"the adapter's default call timeout in seconds (default {DEFAULT_TIMEOUT:g}); it "
                        "also bounds a server's listing, which gets at least 10 s")
    p.add_argument("--log", metavar="PATH",
                   help="the adapter's default validation log, one JSON line appended per call "
                        "(default: none; `handle(..., log=PATH)` sets it per call)")
    p.add_argument("--keep", type=int, default=DEFAULT_KEEP, metavar="N",
                   help=f"idempotency keys whose outcome the adapter keeps (default {DEFAULT_KEEP:,})")
    add_output_option(p, "the adapter module")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    from workbench.cli.common import load_sources
    from workbench.executor_kit import adapter_source
    from workbench.servers.spec import DEFAULT_TIMEOUT as LISTING_TIMEOUT

    if not args.timeout > 0:
        raise ConfigError("--timeout must be a positive number of seconds")
    if args.keep < 1:
        raise ConfigError("--keep must be at least 1")
    toolset = load_sources(args.paths, args, stderr, timeout=max(args.timeout, LISTING_TIMEOUT))
    names = toolset.names()
    if args.tool is None and len(names) != 1:
        raise ConfigError(f"--tool is needed: the source holds {len(names)} tools "
                          f"({', '.join(names[:20])})" if names else "no tool loaded")
    name = args.tool if args.tool is not None else names[0]
    tool = next((t for t in toolset if t.name == name), None)
    if tool is None:
        raise ConfigError(f"no tool named {name!r}; tools: {', '.join(names[:20])}")
    source = adapter_source(tool, timeout=args.timeout, log=args.log, keep=args.keep)
    write_output(source, args.output, stdout)
    if args.output:
        stderr.write(f"adapter for {tool.name} written to {args.output}\n")
    return 0
