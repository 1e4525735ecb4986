"""`workbench.costing` on the BFCL corpus (3,541 tools), every provider: how long, and where.

    .venv/bin/python bench/cost_corpus.py [--runs 3]

Each run starts from a cold tokenizer (the o200k_base ranks are read and tiktoken's encoder is
built again), so the figure is what one `toolschema cost` pays after loading the file. The goal
(issue: context cost) is at most 2 s. Loading the corpus is timed apart.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BFCL = ROOT.parent / "shared" / "corpora" / "bfcl" / "functions.jsonl"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--corpus", default=str(BFCL))
    opts = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    import workbench
    from workbench.costing import tokenizers

    started = time.perf_counter()
    tools = workbench.load(opts.corpus)
    loaded = time.perf_counter() - started
    if tokenizers.o200k() is None:
        print("no o200k_base ranks on this machine (scripts/test.sh installs them): counts would "
              "be byte estimates; not timed")
        return 1
    totals, loads = [], []
    for _ in range(opts.runs):
        tokenizers.o200k.cache_clear()
        t0 = time.perf_counter()
        tokenizers.o200k()
        t1 = time.perf_counter()
        report = workbench.cost(tools)
        t2 = time.perf_counter()
        loads.append(t1 - t0)
        totals.append(t2 - t0)
    chat = report.providers["openai-chat"]
    print(f"{len(tools):,} tools (loaded in {loaded:.2f} s); cost, all 5 providers, cold tokenizer: "
          f"median {statistics.median(totals):.2f} s (tokenizer {statistics.median(loads):.2f} s); "
          f"openai-chat {chat.tokens:,} tokens / {chat.bytes:,} bytes (goal <= 2 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
