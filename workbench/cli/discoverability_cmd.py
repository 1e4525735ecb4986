"""`toolschema discoverability SOURCE... [--profile P] [--budget-tokens N] [--format text|json]`:
per tool visible / distinguishable / callable for one provider, MCP caching advice,
name collisions between the sources with a namespacing plan. Exit 0, or 2 on unusable input.
"""

from __future__ import annotations

import argparse
from typing import TextIO

from workbench.cli.common import add_output_option, write_output
from workbench.profiles import PROFILES


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "discoverability", help="can the model see, tell apart and call each tool?",
        description="Each file is one source (an MCP server, an API); together they are the set "
                    "the model sees.")
    p.add_argument("paths", nargs="+", metavar="SOURCE", help=".json, .jsonl, .yaml or .yml files")
    p.add_argument("--profile", default="openai", choices=list(PROFILES),
                   help="the target provider (default openai)")
    p.add_argument("--budget-tokens", type=int, default=None, metavar="N",
                   help="the host's context budget for tool definitions, if it has one")
    p.add_argument("--format", choices=("text", "json"), default="text")
    add_output_option(p)
    p.set_defaults(handler=run_discoverability)


def run_discoverability(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    from workbench.cli.common import load_paths
    from workbench.toolset.report_discoverability import discoverability

    load_paths(args.paths, stderr)  # report load problems (and fail with 2 when nothing loads)
    report = discoverability(list(args.paths), profile=args.profile,
                             budget_tokens=args.budget_tokens)
    write_output(report.to_json() + "\n" if args.format == "json" else report.to_text(), args.output, stdout)
    return 0
