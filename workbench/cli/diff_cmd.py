"""`toolschema diff OLD NEW [--format text|json|md|html] [--breaking-only] [-o FILE]`: schema
evolution as a CI gate.

Exit codes: 0 no breaking change, 1 at least one breaking change, 2 unusable
input (one line on stderr, printed by `workbench.cli.main`).
"""

from __future__ import annotations

import argparse
import json
from typing import TextIO

from workbench.cli.common import add_output_option, add_server_options, render_document, write_output


def register(subparsers) -> None:
    from workbench.evolution.report import CHANGE_KINDS

    p = subparsers.add_parser(
        "diff", help="classify the changes between two versions of a tool set",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Compare two tool sets (any envelope): every change classified, breaking ones "
                    "with a witness call that the old schema accepts and the new one rejects.",
        epilog="change kinds (the JSON's \"change\"):\n" + "\n".join(
            f"  {kind:32} {doc}" for kind, doc in CHANGE_KINDS.items()))
    p.add_argument("old", nargs="?", metavar="OLD", help="the tool definitions callers use today")
    p.add_argument("new", nargs="?", metavar="NEW", help="the proposed tool definitions")
    add_server_options(p)
    p.add_argument("--format", choices=("text", "json", "md", "html"), default="text",
                   help="text (summary first, breaking changes first), json (the contract), md "
                        "(for a pull-request comment) or html")
    p.add_argument("--breaking-only", action="store_true",
                   help="list only the breaking changes (the summary still counts all)")
    add_output_option(p)
    p.set_defaults(handler=run_diff)


def run_diff(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    from workbench.cli.common import load_paths, load_server_specs, server_specs
    from workbench.errors import InvalidArgument
    from workbench.evolution import diff

    # two sources in all: the paths first, then the servers (`diff pinned.json --mcp-stdio CMD`
    # compares a file with what the running server lists now)
    paths = [p for p in (args.old, args.new) if p]
    specs = server_specs(args)
    if len(paths) + len(specs) != 2:
        raise InvalidArgument(f"diff compares two tool sets (OLD and NEW: paths or servers), got "
                              f"{len(paths) + len(specs)}")
    sides = ([load_paths([p], stderr, allow_empty=True) for p in paths]
             + [load_server_specs([s], stderr)[0] for s in specs])
    old, new = sides
    report = diff(old, new)
    if args.format == "json":
        data = report.to_dict()
        if args.breaking_only:
            data["changes"] = [c for c in data["changes"] if c["breaking"]]
        text = json.dumps(data, indent=2, ensure_ascii=False, default=str) + "\n"
    else:
        text = render_document(report.to_document(breaking_only=args.breaking_only), args.format)
    write_output(text, args.output, stdout)
    return report.exit_code
