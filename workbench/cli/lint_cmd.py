"""`toolschema lint PATH...` and `toolschema rules [RULE]`.

Exit codes (a fixed contract): 0 no error finding, 1 at least one, 2 unusable input or arguments
(one line on stderr, printed by `workbench.cli.main`).

The text output lists what is worth acting on: errors and warnings; `info` findings are counted
in one line ("N info findings hidden; --min-severity info shows them"). `--min-severity` moves
the bar. JSON and SARIF hold every finding whatever the bar (their contract).
"""

from __future__ import annotations

import argparse
import difflib
import itertools
import os
import sys
from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING, TextIO

from workbench.cli.common import (
    add_dask_option,
    add_jobs_option,
    add_output_option,
    add_server_options,
    write_output,
)
from workbench.errors import ConfigError
from workbench.jsonutil import split_list
from workbench.model import SEVERITIES, SEVERITY_RANK

if TYPE_CHECKING:
    from workbench.linter.engine import LintReport


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "lint", help="lint tool definitions against the design rules",
        description="Lint tool definitions (any envelope; several paths form one tool set).")
    p.add_argument("paths", nargs="*", metavar="PATH", help=".json, .jsonl, .yaml or .yml files")
    add_server_options(p)
    p.add_argument("--profile", action="append", default=None, metavar="P",
                   help="provider profile(s): generic, openai, openai-strict, anthropic, "
                        "anthropic-strict, gemini, mcp (repeatable, comma-separated)")
    p.add_argument("--format", choices=("text", "json", "sarif"), default="text")
    p.add_argument("--min-severity", choices=SEVERITIES, default="warning", metavar="LEVEL",
                   help="text output: show findings of this severity and above (error, warning, "
                        "info; default warning: info findings are counted, not listed). JSON and "
                        "SARIF always hold every finding")
    p.add_argument("--select", action="append", default=None, metavar="RULES",
                   help="only these rule ids or categories (comma-separated or repeated)")
    p.add_argument("--ignore", action="append", default=None, metavar="RULES",
                   help="skip these rule ids or categories (comma-separated or repeated)")
    p.add_argument("--severity", action="append", default=None, metavar="RULE=LEVEL",
                   help="override a rule's or category's severity (error, warning, info)")
    p.add_argument("--config", metavar="FILE",
                   help="TOML file with a [tool.toolschema] table (default: the nearest "
                        "pyproject.toml that has one)")
    color = p.add_mutually_exclusive_group()
    color.add_argument("--color", dest="color", action="store_true", default=None,
                       help="colour the text output (default: only on a terminal)")
    color.add_argument("--no-color", dest="color", action="store_false")
    add_jobs_option(p, "the tool rules")
    add_dask_option(p, "the tool rules (in chunks of tools; the set rules run here)")
    add_output_option(p, "the report")
    p.set_defaults(handler=run_lint)

    r = subparsers.add_parser("rules", help="list the lint rules, or print one rule's doc",
                              description="List the rule catalogue, or print the doc of one "
                                          "rule (or the rules of one category).")
    r.add_argument("rule", nargs="?", metavar="RULE")
    r.set_defaults(handler=run_rules)


def run_lint(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    from workbench.cli.common import dask_client, load_sources
    from workbench.linter.engine import lint
    from workbench.loading import packed_loading

    if args.config and not os.path.isfile(args.config):
        raise ConfigError(f"{args.config}: configuration file not found")
    with dask_client(args) as client:
        with packed_loading():  # a large JSONL is held one blob a tool, not as parsed JSON
            toolset = load_sources(args.paths, args, stderr, client=client)
        report = lint(toolset, profiles=split_list(args.profile), select=split_list(args.select),
                      ignore=split_list(args.ignore), severity=split_list(args.severity),
                      config=args.config, jobs=args.jobs, client=client)
    if args.format in ("json", "sarif"):  # streamed: a report of any size is written whole, or exit 2
        from workbench.jsonstream import write_chunks

        chunks = report.json_chunks() if args.format == "json" else report.sarif_chunks()
        write_chunks(itertools.chain(chunks, ("\n",)), args.output, stdout)
        return report.exit_code
    color = args.color
    if color is None:
        color = args.output is None and _is_tty(stdout) and "NO_COLOR" not in os.environ
    write_output(shown_text(report, args.min_severity, color=color), args.output, stdout)
    return report.exit_code


def shown_text(report: LintReport, min_severity: str = "warning", *, color: bool = False) -> str:
    """The text report with the findings below `min_severity` left out, and one line saying how
    many were left out and how to see them (the exit status and the scores still count them)."""
    rank = SEVERITY_RANK[min_severity]
    hidden = Counter(f.severity for f in report.findings if SEVERITY_RANK.get(f.severity, 9) > rank)
    if not hidden:
        return report.to_text(color=color)
    if set(hidden) == {"info"}:
        text = report.to_text(color=color, show_info=False)
    else:  # below warning: the text shows a report of the errors alone
        shown = tuple(f for f in report.findings if SEVERITY_RANK.get(f.severity, 9) <= rank)
        text = replace(report, findings=shown).to_text(color=color, show_info=False)
    parts = [f"{n} {'info' if sev == 'info' else sev + ('s' if n != 1 else '')}"
             for sev, n in sorted(hidden.items(), key=lambda kv: SEVERITY_RANK[kv[0]])]
    what = " and ".join(parts) + (" findings" if "info" in hidden else "")
    return (text + f"{what} hidden; --min-severity "
            f"{'info' if 'info' in hidden else 'warning'} shows them\n")


def _is_tty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _scoring_note() -> str:
    from workbench.linter.score import CATEGORY_FACTOR, REPEAT_FACTOR, RULE_CAP, SEVERITY_WEIGHT

    weights = ", ".join(f"{k} {v}" for k, v in SEVERITY_WEIGHT.items())
    factors = ", ".join(f"{k} x{v:g}" for k, v in CATEGORY_FACTOR.items())
    return (f"Score per tool: 100 minus the cost of its findings ({weights}; {factors}); a rule's "
            f"repeats cost x{REPEAT_FACTOR:g}, at most {RULE_CAP}x its first cost; suppressed "
            "findings cost nothing. Set score: mean of the tool scores.")


def run_rules(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    from workbench.linter.catalogue import SEVERITY_POLICY
    from workbench.linter.engine import rules
    from workbench.model import CATEGORIES

    catalogue = rules()
    if args.rule is None:
        width = max((len(r.id) for r in catalogue.values()), default=10)
        cat_width = max(len(c) for c in CATEGORIES)
        for r in sorted(catalogue.values(), key=lambda r: (CATEGORIES.index(r.category), r.id)):
            stdout.write(f"{r.id:<{width}}  {r.category:<{cat_width}}  {r.severity:<7}  "
                         f"{r.group:<11}  {r.summary}\n")
        pedantic = sum(r.group == "pedantic" for r in catalogue.values())
        stdout.write(f"\n{len(catalogue)} rules ({pedantic} pedantic: run with `--select pedantic`, "
                     "`--select RULE` or `--select all`). `toolschema rules RULE` prints a rule's "
                     "doc.\n")
        stdout.write(SEVERITY_POLICY + "\n")
        stdout.write(_scoring_note() + "\n")
        return 0
    if args.rule in catalogue:
        stdout.write(catalogue[args.rule].doc)
        return 0
    if args.rule in CATEGORIES:
        for r in sorted(catalogue.values(), key=lambda r: r.id):
            if r.category == args.rule:
                stdout.write(f"{r.id}  {r.severity}  {r.group}  {r.summary}\n")
        return 0
    close = difflib.get_close_matches(args.rule, list(catalogue) + list(CATEGORIES), n=1, cutoff=0.5)
    hint = f"; did you mean {close[0]!r}?" if close else "; `toolschema rules` lists them"
    print(f"toolschema: unknown rule {args.rule!r}{hint}", file=stderr)
    return 2


if __name__ == "__main__":  # pragma: no cover
    from workbench.cli import main

    sys.exit(main(["lint", *sys.argv[1:]]))
