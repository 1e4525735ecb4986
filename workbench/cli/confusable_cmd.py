"""`toolschema confusable SOURCE... [--min-score X] [--format text|json]`: pairs of tools a model
may confuse. JSON: `{"tools": int, "pairs": [{"a", "b", "score", "reasons"}]}`
sorted by score, highest first. Exit 0, or 2 on unusable input or arguments.
"""

from __future__ import annotations

import argparse
from typing import TextIO

from workbench.cli.common import add_output_option, write_output


def _score(value: str) -> float:
    try:
        score = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a number") from None
    if not 0.0 <= score <= 1.0:
        raise argparse.ArgumentTypeError(f"{value} is not between 0 and 1")
    return score


def register(subparsers) -> None:
    from workbench.toolset.confusability import FLAG

    p = subparsers.add_parser(
        "confusable", help="pairs of tools a model may confuse, with reasons and fixes",
        description="Score every candidate pair of tools (names, descriptions, parameters; English "
                    "and Chinese; reworded text) from 0 to 1 and say why and what to write to "
                    "separate them.")
    p.add_argument("paths", nargs="+", metavar="SOURCE", help=".json, .jsonl, .yaml or .yml files")
    p.add_argument("--min-score", type=_score, default=FLAG, metavar="X",
                   help=f"list pairs scoring at least X, 0..1 (default {FLAG}: the confusable bar)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    add_output_option(p)
    p.set_defaults(handler=run_confusable)


def run_confusable(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    from workbench.cli.common import load_paths
    from workbench.toolset.confusability import confusability

    report = confusability(load_paths(args.paths, stderr), min_score=args.min_score)
    text = report.to_json(args.min_score) + "\n" if args.format == "json" else report.to_text(args.min_score)
    write_output(text, args.output, stdout)
    return 0
