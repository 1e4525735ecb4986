"""`toolschema diff OLD NEW [--format text|json]`: schema evolution as a CI gate.

Exit codes (issue 6, fixed): 0 no breaking change, 1 at least one breaking change, 2 unusable
input (one line on stderr, printed by `workbench.cli.main`).
"""

from __future__ import annotations

import argparse
from typing import TextIO


def register(subparsers) -> None:
    from workbench.evolution.report import CHANGE_KINDS

    p = subparsers.add_parser(
        "diff", help="classify the changes between two versions of a tool set",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Compare two tool sets (any envelope): every change classified, breaking ones "
                    "with a witness call that the old schema accepts and the new one rejects.",
        epilog="change kinds (the JSON's \"change\"):\n" + "\n".join(
            f"  {kind:32} {doc}" for kind, doc in CHANGE_KINDS.items()))
    p.add_argument("old", metavar="OLD", help="the tool definitions callers use today")
    p.add_argument("new", metavar="NEW", help="the proposed tool definitions")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--output", "-o", metavar="FILE", help="write the report to FILE")
    p.set_defaults(handler=run_diff)


def run_diff(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    from workbench.cli.common import emit, load_paths
    from workbench.evolution import diff

    old = load_paths([args.old], stderr)
    new = load_paths([args.new], stderr)
    report = diff(old, new)
    text = report.to_json() + "\n" if args.format == "json" else report.to_text() + "\n"
    emit(text, args.output, stdout)
    return report.exit_code
