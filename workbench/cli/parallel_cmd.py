"""`toolschema parallel SOURCE... [--format text|json]`: which tools change state, the ordering
rules in their descriptions (as ledger rows), retry risks and the per-provider parallel-call
setting. Exit 0, or 2 on unusable input.
"""

from __future__ import annotations

import argparse
from typing import TextIO

from workbench.cli.common import add_output_option, write_output


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "parallel", help="may the model call these tools in parallel, or twice?",
        description="State-changing tools, ordering rules stated in prose, references to tools "
                    "outside the set, write tools without an idempotency key, and whether to "
                    "turn parallel tool calls off per provider.")
    p.add_argument("paths", nargs="+", metavar="SOURCE", help=".json, .jsonl, .yaml or .yml files")
    p.add_argument("--format", choices=("text", "json"), default="text")
    add_output_option(p)
    p.set_defaults(handler=run_parallel)


def run_parallel(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    from workbench.cli.common import load_paths
    from workbench.toolset.report_parallel import parallel_safety

    report = parallel_safety(load_paths(args.paths, stderr))
    write_output(report.to_json() + "\n" if args.format == "json" else report.to_text(), args.output, stdout)
    return 0
