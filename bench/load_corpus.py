"""Load speed over the corpora: `load()` of each `.jsonl` (default: the whole BFCL file), in tools/s,
against the floor measured in the same run (`json.loads` of every line, nothing else), plus the
two loading rules (`schema-error`, `nonstandard-construct`) on the loaded tools.

    .venv/bin/python bench/load_corpus.py [FILE.jsonl ...] [--repeat N]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

from workbench.linter.catalogue import ToolContext, all_rules  # noqa: E402
from workbench.loading import load  # noqa: E402
from workbench.schema.validate import _compile  # noqa: E402

DEFAULT = ROOT.parent / "shared" / "corpora" / "bfcl" / "functions.jsonl"


def best_of(repeat: int, fn) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, default=[DEFAULT])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    rules = [all_rules()[r] for r in ("schema-error", "nonstandard-construct")]
    for path in args.files:
        if not path.is_file():
            print(f"{path}: not found (the corpora live in ../shared/corpora)", file=sys.stderr)
            return 2
        text = path.read_text(encoding="utf-8")
        lines = [ln for ln in text.splitlines() if ln.strip()]
        floor = best_of(args.repeat, lambda: [json.loads(ln) for ln in lines])
        ts = load(path)
        loading = best_of(args.repeat, lambda: load(path))
        contexts = [ToolContext(t) for t in ts]
        for ctx in contexts:
            ctx.index  # noqa: B018  (the shared walk is the engine's cost, not these rules')
        findings = 0

        def run_rules() -> None:
            nonlocal findings
            _compile.cache_clear()  # every run pays for compiling the validators, as a first lint does
            findings = sum(len(list(r.check(t, c))) for t, c in zip(ts, contexts) for r in rules)

        ruling = best_of(args.repeat, run_rules)
        n = len(ts)
        print(f"{path.name}: {n} tools, {len(ts.problems)} load problems")
        print(f"  json.loads only (floor): {floor * 1000:8.1f} ms  {n / floor:10.0f} tools/s")
        print(f"  load():                  {loading * 1000:8.1f} ms  {n / loading:10.0f} tools/s"
              f"  ({loading / floor:.1f}x the floor)")
        print(f"  schema-error + nonstandard-construct: {ruling * 1000:.1f} ms  {n / ruling:.0f} tools/s"
              f"  ({findings} findings)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
