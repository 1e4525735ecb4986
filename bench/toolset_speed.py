"""Speed of the tool-set analyses, each against a baseline measured in the same run.

    python bench/toolset_speed.py [--bfcl PATH] [--subset N]

1. Confusability on every BFCL tool (goal: <= 10 s, <= 1 GB): time and peak RSS, against a naive
   TF-IDF cosine over all pairs, timed on a subset of N tools and extrapolated to n*(n-1)/2 pairs
   (its dense n x n float64 matrix alone would take n*n*8 bytes).
2. Routing 1,000 requests over 200 BFCL tools with the built-in router (goal: <= 2 s), against a
   naive router that scores every tool for every request.
"""

from __future__ import annotations

import argparse
import math
import random
import re
import resource
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
BFCL = ROOT.parent / "shared" / "corpora" / "bfcl" / "functions.jsonl"


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def naive_tfidf_all_pairs(texts: list[str]) -> float:
    """Seconds to compare every pair of texts by TF-IDF cosine, plain Python, no index."""
    docs = [Counter(re.findall(r"[a-z]+", t.lower())) for t in texts]
    df = Counter(w for d in docs for w in d)
    n = len(docs)
    vecs = []
    for d in docs:
        v = {w: c * math.log(n / df[w]) for w, c in d.items()}
        norm = math.sqrt(sum(x * x for x in v.values())) or 1.0
        vecs.append({w: x / norm for w, x in v.items()})
    start = time.perf_counter()
    for i in range(n):
        a = vecs[i]
        for j in range(i + 1, n):
            b = vecs[j]
            sum(x * b.get(w, 0.0) for w, x in a.items())
    return time.perf_counter() - start


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bfcl", default=str(BFCL))
    ap.add_argument("--subset", type=int, default=500)
    args = ap.parse_args(argv)
    from workbench.loading import load
    from workbench.model import ToolSet
    from workbench.toolset.confusability import confusability
    from workbench.toolset.routing import route

    tools = load(args.bfcl)
    n = len(tools)
    before = rss_mb()
    start = time.perf_counter()
    report = confusability(tools)
    took = time.perf_counter() - start
    print(f"confusability: {n:,} tools in {took:.2f} s, peak RSS {rss_mb():.0f} MB "
          f"({before:.0f} MB after loading); {len(report.pairs):,} pairs scored, "
          f"{len(report.flagged):,} flagged")
    texts = [f"{t.name} {t.description or ''}" for t in tools]
    m = min(args.subset, n)
    naive = naive_tfidf_all_pairs(texts[:m])
    pairs_all, pairs_subset = n * (n - 1) / 2, m * (m - 1) / 2
    print(f"baseline naive TF-IDF all pairs: {m} tools {naive:.2f} s -> {n:,} tools "
          f"~{naive * pairs_all / pairs_subset:.0f} s ({pairs_all:,.0f} pairs; a dense n x n float64 "
          f"matrix alone {n * n * 8 / 1e6:.0f} MB); ratio {naive * pairs_all / pairs_subset / took:.1f}x")

    rng = random.Random(7)
    subset = ToolSet(tuple(tools.tools[:200]))
    cases = []
    for _ in range(1000):
        t = subset[rng.randrange(len(subset))]
        words = re.findall(r"[A-Za-z]+", t.description or t.name)
        rng.shuffle(words)
        cases.append({"request": " ".join(words[:8]) or t.name, "expected_tool": t.name})
    start = time.perf_counter()
    result = route(cases, subset)
    took = time.perf_counter() - start
    print(f"routing: 1,000 requests over 200 tools in {took:.2f} s (accuracy {result.accuracy:.1%} on "
          "shuffled description words)")

    docs = [Counter(re.findall(r"[a-z]+", f"{t.name} {t.description}".lower())) for t in subset]

    def naive_route(request: str, _tools) -> str:
        q = Counter(re.findall(r"[a-z]+", request.lower()))
        best = max(range(len(docs)), key=lambda i: sum(min(c, docs[i][w]) for w, c in q.items()))
        return subset[best].name

    start = time.perf_counter()
    naive_result = route(cases, subset, router=naive_route)
    naive_took = time.perf_counter() - start
    print(f"baseline naive router (scores every tool): {naive_took:.2f} s, accuracy "
          f"{naive_result.accuracy:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
