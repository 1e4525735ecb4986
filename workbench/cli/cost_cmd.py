"""`toolschema cost SOURCE... [--profile P] [--provider P] [--budget TOKENS] [--format text|json]`.

Bytes and tokens of the tool set as each provider receives it, per tool and per set, and the
biggest contributors. JSON (fixed): {"tools": int, "providers": {PROVIDER: {"bytes": int,
"tokens": int, "exact": bool, "method": str}}, "per_tool": [{"tool", PROVIDER: tokens, ...}],
"contributors": [...]}. Exit 0; 1 when `--budget` is given and a provider's count passes it;
2 unusable input.
"""

from __future__ import annotations

import argparse
from typing import TextIO

from workbench.cli.common import add_output_option, add_server_options, write_output


def register(subparsers) -> None:
    from workbench.costing.core import PROVIDERS

    p = subparsers.add_parser(
        "cost", help="bytes and tokens the tool definitions cost per provider",
        description="What the tool set costs in context: bytes and tokens as each provider "
                    "serialises it (exact for OpenAI's o200k_base, labelled estimates otherwise).")
    p.add_argument("paths", nargs="*", metavar="PATH", help="tool definition files")
    add_server_options(p)
    p.add_argument("--profile", action="append", default=None, metavar="P",
                   help="only the serialisations these lint profiles' providers receive "
                        "(generic, openai, openai-strict, anthropic, anthropic-strict, gemini, mcp)")
    p.add_argument("--provider", action="append", default=None, metavar="P",
                   help=f"only these providers (repeatable or comma-separated): {', '.join(PROVIDERS)}")
    p.add_argument("--budget", type=int, default=None, metavar="TOKENS",
                   help="exit 1 when a provider's count passes this many tokens")
    p.add_argument("--top", type=int, default=10, metavar="N", help="rows per list in text (default 10)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    add_output_option(p, "the report")
    p.set_defaults(handler=run_cost)


def run_cost(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    from workbench.cli.common import load_sources
    from workbench.costing.core import providers_for
    from workbench.costing.report import cost

    providers = [x.strip() for v in args.provider or () for x in v.split(",") if x.strip()]
    profiles = [x.strip() for v in args.profile or () for x in v.split(",") if x.strip()]
    if profiles:
        from workbench.linter.config import check_profiles

        check_profiles(profiles, None)
        providers += [p for p in providers_for(profiles) if p not in providers]
    toolset = load_sources(args.paths, args, stderr)
    report = cost(toolset, providers=providers or None, budget=args.budget)
    text = report.to_json() + "\n" if args.format == "json" else report.to_text(top=args.top)
    write_output(text, args.output, stdout)
    return report.exit_code
