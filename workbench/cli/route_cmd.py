"""`toolschema route CASES --tools SOURCE... [--router module:function | --router
file.py:function] [--format text|json]`: routing tests.

CASES is JSONL (or a JSON or YAML list) of `{"request", "expected_tool", "expected_arguments"?}`.
Without `--router` the built-in lexical router answers. JSON: `{"cases", "correct", "accuracy",
"confusions": [{"expected", "chosen", "count"}], "results": [{"request", "expected_tool",
"chosen_tool", "ok"}]}` plus `no_tool`, `argument_errors` and `suggestions`. Exit 0 always,
2 when the cases, the tools or the router are unusable.
"""

from __future__ import annotations

import argparse
from typing import TextIO

from workbench.cli.common import add_output_option, write_output


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "route", help="check that user requests reach the expected tool",
        description="Route each request of CASES with the built-in lexical router (no model "
                    "needed) or your own router, and report accuracy, confusions, requests "
                    "routed to no tool, arguments that fail the schema and which tool texts to "
                    "change.")
    p.add_argument("cases", metavar="CASES", help="JSONL (or JSON/YAML list) of routing cases")
    p.add_argument("--tools", nargs="+", required=True, metavar="SOURCE",
                   help="the tool set (.json, .jsonl, .yaml or .yml files)")
    p.add_argument("--router", metavar="MODULE:FUNCTION",
                   help="a callable route(request, tools) -> name | (name, arguments) | None; "
                        "module:function or path/to/file.py:function (tools arrive as OpenAI "
                        "Chat tool dicts)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    add_output_option(p)
    p.set_defaults(handler=run_route)


def run_route(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    from workbench.cli.common import load_paths
    from workbench.toolset.routing import read_cases, route

    cases = read_cases(args.cases)
    tools = load_paths(args.tools, stderr)
    report = route(cases, tools, router=args.router)
    write_output(report.to_json() + "\n" if args.format == "json" else report.to_text(), args.output, stdout)
    return 0
