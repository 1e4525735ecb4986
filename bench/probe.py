"""Valid-case generation cost: our `generate()` versus a plain `@given(from_schema(schema))` loop.

    .venv/bin/python bench/probe.py [--bfcl 200] [--mcp 100] [--cases 20] [--seed 0]

Over 200 BFCL + 100 MCP tools (evenly spaced through each corpus, normalised by workbench.load),
both sides produce the same fixed number of cases per schema in the same run: the baseline with
hypothesis-jsonschema's `from_schema` under `@given` (settings: no database, generate phase only,
no deadline), ours with `workbench.prober.generate.generate`. Schemas the plain loop cannot handle
are skipped on both sides and counted. Both libraries are imported before timing. Then: wall time
for 200 cases of a typical tool (3-5 fields) from a cold cache, and a whole `probe()` of it with an
executor. Goals (issue 4 §4): >= 10x cheaper per case, 200 cases <= 1 s.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPORA = ROOT.parent / "shared" / "corpora"


def spaced(items: list, k: int) -> list:
    step = max(1, len(items) // max(k, 1))
    return items[::step][:k]


def plain_loop(schema, cases: int, seed: int) -> list:
    """The baseline: what a user writes with hypothesis-jsonschema directly."""
    from hypothesis import HealthCheck, Phase, Verbosity, given, settings
    from hypothesis import seed as fix_seed
    from hypothesis_jsonschema import from_schema

    out: list = []

    @fix_seed(seed)
    @settings(max_examples=cases, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck), verbosity=Verbosity.quiet)
    @given(from_schema(schema))
    def collect(value):
        out.append(value)

    collect()
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bfcl", type=int, default=200)
    ap.add_argument("--mcp", type=int, default=100)
    ap.add_argument("--cases", type=int, default=20, help="cases per schema on each side")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    if not CORPORA.is_dir():
        print(f"corpora not found at {CORPORA}", file=sys.stderr)
        return 2

    import hypothesis_jsonschema  # noqa: F401  (import cost excluded from both sides)

    from workbench.loading import load
    from workbench.prober.generate import generate
    from workbench.schema.validate import is_valid

    tools = (spaced(list(load(CORPORA / "bfcl" / "functions.jsonl")), args.bfcl)
             + spaced(list(load(CORPORA / "mcp" / "tools.jsonl")), args.mcp))
    ours_t = base_t = 0.0
    ours_n = base_n = 0
    skipped: dict[str, int] = {}
    for tool in tools:
        schema = tool.parameters
        t0 = time.perf_counter()
        try:
            base = plain_loop(schema, args.cases, args.seed)
        except Exception as exc:  # unsupported construct, unsatisfiable, internal error
            skipped[type(exc).__name__] = skipped.get(type(exc).__name__, 0) + 1
            continue
        base_t += time.perf_counter() - t0
        base_n += sum(1 for v in base if is_valid(schema, v))
        t0 = time.perf_counter()
        ours = generate(schema, max_examples=args.cases, seed=args.seed)
        ours_t += time.perf_counter() - t0
        ours_n += len(ours.valid)
    done = len(tools) - sum(skipped.values())
    base_per = base_t / max(base_n, 1)
    ours_per = ours_t / max(ours_n, 1)
    print(f"schemas: {len(tools)} ({args.bfcl} BFCL + {args.mcp} MCP requested), {done} measured, "
          f"{sum(skipped.values())} skipped (plain loop failed: {skipped or 'none'})")
    print(f"plain @given(from_schema) loop: {base_n:,} valid cases in {base_t:.2f} s = "
          f"{base_per * 1e3:.3f} ms/case")
    print(f"workbench generate():           {ours_n:,} valid cases in {ours_t:.2f} s = "
          f"{ours_per * 1e3:.3f} ms/case")
    ratio = base_per / ours_per if ours_per else float("inf")
    print(f"ratio: {ratio:.1f}x cheaper per case (goal >= 10x): {'OK' if ratio >= 10 else 'MISSED'}")

    from workbench.prober._compat import regex_pool
    from workbench.schema.validate import _compile
    from workbench.schema.walk import subschemas

    mcp = list(load(CORPORA / "mcp" / "tools.jsonl"))
    typical = next(t for t in tools if 3 <= len(t.parameters.get("properties", {})) <= 5
                   and t.source_format.startswith("mcp"))
    with_pattern = next((t for t in mcp if 3 <= len(t.parameters.get("properties", {})) <= 5
                         and any(isinstance(n.schema.get("pattern"), str) for n in subschemas(t.parameters))),
                        None)
    for tool in [typical] + ([with_pattern] if with_pattern else []):
        _compile.cache_clear()  # cold: validator compiled, patterns drawn inside the timing
        regex_pool.cache_clear()
        t0 = time.perf_counter()
        g = generate(tool.parameters, max_examples=200, seed=args.seed + 1)
        wall = time.perf_counter() - t0
        print(f"typical tool {tool.name!r} ({len(tool.parameters['properties'])} fields"
              f"{', with a pattern' if tool is with_pattern else ''}): {len(g.valid)} cases in "
              f"{wall:.3f} s (goal <= 1 s): {'OK' if wall <= 1 else 'MISSED'}")
    t0 = time.perf_counter()
    base = plain_loop(typical.parameters, 200, args.seed + 1)
    print(f"  {typical.name!r} through the plain loop: {len(base)} cases in {time.perf_counter() - t0:.3f} s")

    from workbench.prober.harness import probe

    t0 = time.perf_counter()
    report = probe(typical, lambda a: {"ok": True}, max_examples=200, seed=args.seed)
    print(f"  whole probe() with an executor: {report.cases} cases run in "
          f"{time.perf_counter() - t0:.3f} s, {len(report.gaps)} gap(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
