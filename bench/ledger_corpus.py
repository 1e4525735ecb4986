"""Constraint ledger speed over the BFCL and MCP corpora, against the lint run on the same tools.

    .venv/bin/python bench/ledger_corpus.py [--repeat N] [--profiles P,...] [--cprofile N]

For each corpus: tools/s of `workbench.constraints.ledger` (all six provider columns by default) and of
`workbench.linter.engine.lint` (every rule, default profile), measured in the same run on the same
loaded tools, best of N passes each; the prose extractor's cache is cleared before every pass so
neither side profits from the other's warm cache. Goal (issue 3 §5): ledger time <= 2x lint time
on the whole BFCL corpus.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPORA = ROOT.parent / "shared" / "corpora"
DEFAULT = (CORPORA / "bfcl" / "functions.jsonl", CORPORA / "mcp" / "tools.jsonl")


def best_of(repeat: int, fn) -> tuple[float, object]:
    from workbench.prose import extract

    best, result = float("inf"), None
    for _ in range(max(1, repeat)):
        extract.cache_clear()
        t0 = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - t0)
    return best, result


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*", default=[str(p) for p in DEFAULT])
    ap.add_argument("--repeat", type=int, default=3, help="passes per side; the best is reported")
    ap.add_argument("--profiles", default=None, help="ledger provider columns (comma-separated)")
    ap.add_argument("--cprofile", type=int, default=0, metavar="N",
                    help="print the N most expensive functions of one ledger pass")
    args = ap.parse_args(argv)

    from workbench.constraints import ledger
    from workbench.linter.engine import lint, rules
    from workbench.loading import load
    from workbench.model import ToolSet

    rules()  # import the rule catalogue outside the timed region
    status = 0
    for path in args.paths:
        if not Path(path).is_file():
            print(f"corpus not found: {path}", file=sys.stderr)
            status = 2
            continue
        toolset = load(path)
        n = len(toolset)
        warm = ToolSet(toolset.tools[:20])
        lint(warm, config=False)
        ledger(warm, profiles=args.profiles)
        lint_s, _ = best_of(args.repeat, lambda: lint(toolset, config=False))
        ledger_s, led = best_of(args.repeat, lambda: ledger(toolset, profiles=args.profiles))
        counts = {"schema": 0, "advisory": 0, "executor": 0}
        for row in led.rows:
            counts[row.enforced_by] += 1
        ratio = ledger_s / lint_s
        print(f"corpus: {path}")
        print(f"  tools: {n:,}  rows: {len(led.rows):,} ({counts['schema']:,} schema, "
              f"{counts['advisory']:,} advisory, {counts['executor']:,} executor)")
        print(f"  ledger (best of {args.repeat}): {ledger_s:.3f}s = {n / ledger_s:,.0f} tools/s")
        print(f"  lint   (best of {args.repeat}): {lint_s:.3f}s = {n / lint_s:,.0f} tools/s")
        print(f"  ratio ledger / lint: {ratio:.2f} (goal <= 2.0) -> "
              f"{'OK' if ratio <= 2.0 else 'SLOWER THAN GOAL'}")
        if args.cprofile:
            import cProfile
            import pstats

            from workbench.prose import extract

            extract.cache_clear()
            prof = cProfile.Profile()
            prof.enable()
            ledger(toolset, profiles=args.profiles)
            prof.disable()
            pstats.Stats(prof).sort_stats("cumulative").print_stats(args.cprofile)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
