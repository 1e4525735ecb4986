"""`toolschema ledger PATH...` and `toolschema strict PATH --provider P`.

`ledger` prints where every constraint is enforced: text (per tool, with the executor duties),
JSON (`{"rows": [...]}`, the fixed contract) or CSV. `strict` converts every tool for a strict
provider, writes the converted set in the envelope it was read from, and prints the delta (what
strictness moved to the executor). Without `-o/--output` (`--out` is an alias) the converted
document goes to stdout and the delta to stderr, so the command can sit in a pipe. Exit 0 on
success, 2 on unusable input.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TextIO

from workbench.cli.common import add_output_option, add_server_options, write_output
from workbench.jsonutil import split_list
from workbench.profiles import LEDGER_PROFILE_IDS, PROFILES


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "ledger", help="show where each constraint is enforced (schema, advisory, executor)",
        description="For every constraint of every tool: where it is enforced and what each "
                    "provider does with it.")
    p.add_argument("paths", nargs="*", metavar="PATH", help=".json, .jsonl, .yaml or .yml files")
    add_server_options(p)
    p.add_argument("--profile", action="append", default=None, metavar="P",
                   help=f"provider column(s), repeatable or comma-separated; one of "
                        f"{', '.join(PROFILES)} (default: {', '.join(LEDGER_PROFILE_IDS)})")
    p.add_argument("--format", choices=("text", "json", "csv"), default="text")
    add_output_option(p, "the ledger")
    p.set_defaults(handler=run_ledger)

    s = subparsers.add_parser(
        "strict", help="convert tools for a strict provider and show what moved to the executor",
        description="Rewrite each tool for a strict provider (all properties required where the "
                    "provider wants it, additionalProperties false, unsupported keywords moved to "
                    "the description) and print the delta.")
    s.add_argument("path", nargs="?", metavar="PATH")
    add_server_options(s)
    s.add_argument("--provider", required=True, choices=("openai-strict", "anthropic-strict"))
    s.add_argument("--output", "--out", "-o", dest="output", metavar="FILE",
                   help="write the converted tool set here (same envelope; .yaml/.yml as YAML, "
                        ".jsonl one line per entry); default: stdout, with the delta on stderr")
    s.add_argument("--format", choices=("text", "json"), default="text",
                   help="how to print the delta")
    s.set_defaults(handler=run_strict)


def run_ledger(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    from workbench.cli.common import load_sources
    from workbench.constraints import ledger

    toolset = load_sources(args.paths, args, stderr)
    led = ledger(toolset, profiles=split_list(args.profile))
    if args.format == "json":
        text = led.to_json() + "\n"
    elif args.format == "csv":
        text = led.to_csv()
    else:
        text = led.to_text()
    write_output(text, args.output, stdout)
    return 0


def run_strict(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    from workbench.cli.common import load_sources
    from workbench.envelopes.write import dump
    from workbench.model import ToolSet
    from workbench.strict import to_strict

    toolset = load_sources([args.path] if args.path else [], args, stderr)
    results = [to_strict(tool, args.provider) for tool in toolset]
    converted = ToolSet(tuple(r.tool for r in results), toolset.problems)
    document = _serialise(dump(converted), args.output or "")
    if args.format == "json":
        delta = json.dumps({"provider": args.provider,
                            "delta": [d.to_dict() for r in results for d in r.delta]},
                           ensure_ascii=False, indent=2) + "\n"
    else:
        moved = sum(len(r.demoted) for r in results)
        delta = "".join(r.to_text() for r in results) + \
            f"{len(results)} tool(s) converted for {args.provider}; {moved} constraint(s) moved " \
            f"to the executor\n"
    if args.output:
        write_output(document, args.output, stdout)
        stdout.write(delta)
    else:
        stdout.write(document)
        stderr.write(delta)
    return 0


def _serialise(document, out: str) -> str:
    suffix = Path(out).suffix.lower()
    if suffix in (".yaml", ".yml"):
        import yaml

        return yaml.safe_dump(document, allow_unicode=True, sort_keys=False)
    if suffix == ".jsonl" and isinstance(document, list):
        return "".join(json.dumps(d, ensure_ascii=False) + "\n" for d in document)
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"
