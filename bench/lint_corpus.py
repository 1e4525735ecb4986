"""Lint the whole BFCL corpus and compare with python-jsonschema's metaschema check.

    .venv/bin/python bench/lint_corpus.py [PATH] [--repeat N] [--cprofile N]

Prints tools/s for the whole lint (every rule, default profile) and the ratio of its time to
`validator_for(schema).check_schema(schema)` over the same normalised schemas, measured in the
same run. Goal (issue 2): lint time <= 1/3 of that check (>= 1,200 tools/s on the reference box).
`--cprofile N` prints the N most expensive functions of one lint pass.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT.parent / "shared" / "corpora" / "bfcl" / "functions.jsonl"


def check_schema_baseline(schemas) -> float:
    import jsonschema
    from jsonschema.exceptions import SchemaError

    start = time.perf_counter()
    for schema in schemas:
        try:
            jsonschema.validators.validator_for(schema).check_schema(schema)
        except SchemaError:
            pass
    return time.perf_counter() - start


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("path", nargs="?", default=str(DEFAULT))
    ap.add_argument("--repeat", type=int, default=3, help="lint passes; the best is reported")
    ap.add_argument("--profiles", default=None, help="comma-separated lint profiles")
    ap.add_argument("--cprofile", type=int, default=0, metavar="N")
    args = ap.parse_args(argv)
    if not Path(args.path).is_file():
        print(f"corpus not found: {args.path}", file=sys.stderr)
        return 2

    from workbench.linter.engine import lint, rules
    from workbench.loading import load
    from workbench.model import ToolSet

    t0 = time.perf_counter()
    toolset = load(args.path)
    load_s = time.perf_counter() - t0
    n = len(toolset)
    rules()  # import the catalogue outside the timed region
    lint(ToolSet(toolset.tools[:20]), config=False, profiles=args.profiles)  # warm caches

    # Alternate the two measurements and keep the best of each, so that both see the same
    # machine load (other processes share the box).
    best = baseline = float("inf")
    report = None
    schemas = [t.parameters for t in toolset]
    for _ in range(max(1, args.repeat)):
        t0 = time.perf_counter()
        report = lint(toolset, config=False, profiles=args.profiles)
        best = min(best, time.perf_counter() - t0)
        baseline = min(baseline, check_schema_baseline(schemas))

    counts = report.counts()
    print(f"corpus: {args.path}")
    print(f"tools: {n:,}  load problems: {len(toolset.problems)}  load: {load_s:.2f}s "
          f"({n / load_s:,.0f} tools/s)")
    print(f"findings: {len(report.findings):,} ({counts['error']:,} errors, {counts['warning']:,} "
          f"warnings, {counts['info']:,} info)  set score {report.set_score}")
    print(f"lint (best of {args.repeat}): {best:.2f}s = {n / best:,.0f} tools/s")
    print(f"python-jsonschema check_schema, same schemas (best of {args.repeat}): {baseline:.2f}s = "
          f"{n / baseline:,.0f} tools/s")
    ratio = best / baseline
    print(f"ratio lint / check_schema: {ratio:.3f} (goal <= 0.333) -> "
          f"{'OK' if ratio <= 1 / 3 else 'SLOWER THAN GOAL'}")

    if args.cprofile:
        import cProfile
        import pstats

        prof = cProfile.Profile()
        prof.enable()
        lint(toolset, config=False, profiles=args.profiles)
        prof.disable()
        pstats.Stats(prof).sort_stats("cumulative").print_stats(args.cprofile)
        per_rule(toolset, args.profiles)
    return 0


def per_rule(toolset, profiles) -> None:
    """Time each rule alone (same contexts), to name the bottleneck."""
    from workbench.linter.catalogue import ToolContext
    from workbench.linter.engine import profiles_for, rules
    from workbench.profiles import get_profiles

    profs = get_profiles(profiles)
    contexts = [ToolContext(t, profiles_for(t, profs), toolset) for t in toolset]
    for ctx in contexts:
        ctx.index  # noqa: B018  (walk once, outside the per-rule timings)
    timings = []
    for r in rules().values():
        start = time.perf_counter()
        try:
            if r.scope == "set":
                list(r.check(toolset, contexts))
            else:
                for ctx in contexts:
                    list(r.check(ctx.tool, ctx))
        except Exception:  # the engine isolates crashes; here we only time
            pass
        timings.append((time.perf_counter() - start, r.id, r.check.__module__))
    print("\nper-rule time over the corpus (walk excluded; shared per-tool caches are paid by the "
          "first rule that fills them):")
    for seconds, rule_id, module in sorted(timings, reverse=True):
        print(f"  {seconds * 1000:8.1f} ms  {rule_id:<36} {module}")
    by_module: dict[str, float] = {}
    for seconds, _, module in timings:
        by_module[module] = by_module.get(module, 0.0) + seconds
    print("\nper rule module:")
    for module, seconds in sorted(by_module.items(), key=lambda kv: -kv[1]):
        print(f"  {seconds * 1000:8.1f} ms  {module}")


if __name__ == "__main__":
    sys.exit(main())
