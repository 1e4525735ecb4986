"""Quality of the tool-set analyses on the labelled sets in tests/labelled/toolset/:
precision and recall of the confusability flag, and the built-in router's accuracy.

    python bench/toolset_quality.py                 # the development files (tuning)
    python bench/toolset_quality.py --holdout       # the held-out files (measured once)
    python bench/toolset_quality.py --verbose       # every wrong pair / case
    python bench/toolset_quality.py --blind         # the sets written blind by a reviewer who
                                                    # never saw the code (measured once)

All the tools of one pair file form one set (so word weights come from a realistic set, not
from two tools alone); a pair counts as flagged when its score is at least the flag threshold.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
LABELLED = ROOT / "tests" / "labelled" / "toolset"


def pair_quality(path: Path, verbose: bool = False) -> dict:
    from workbench.loading import load
    from workbench.toolset.confusability import FLAG, score_set

    cases = json.loads(path.read_text(encoding="utf-8"))
    tools = load([t for c in cases for t in (c["a"], c["b"])])
    _profiles, pairs = score_set(tools)
    scores = {(p.i, p.j): p.score for p in pairs}
    tp = fp = fn = tn = 0
    by_lang: dict[str, list[int]] = {}
    wrong = []
    for k, case in enumerate(cases):
        score = scores.get((2 * k, 2 * k + 1), 0.0)
        flagged = score >= FLAG
        positive = case["label"] == "confusable"
        tp += flagged and positive
        fp += flagged and not positive
        fn += positive and not flagged
        tn += not flagged and not positive
        by_lang.setdefault(case["lang"], []).append(int(flagged == positive))
        if flagged != positive:
            wrong.append((case["id"], case["label"], score, case.get("note") or case.get("why", "")))
    if verbose:
        for row in wrong:
            print("  wrong:", *row)
    return {"file": path.name, "pairs": len(cases), "tp": tp, "fp": fp, "fn": fn, "tn": tn,
            "precision": round(tp / (tp + fp), 3) if tp + fp else None,
            "recall": round(tp / (tp + fn), 3) if tp + fn else None,
            "accuracy_by_lang": {k: round(sum(v) / len(v), 3) for k, v in sorted(by_lang.items())}}


def routing_quality(path: Path, verbose: bool = False) -> dict:
    """Router accuracy on a JSONL of cases over `routing_tools.json`, or on a JSON file that holds
    its own `{"tools": [...], "cases": [...]}`."""
    from workbench.toolset.routing import RoutingCase, read_cases, route

    if path.suffix == ".json":
        doc = json.loads(path.read_text(encoding="utf-8"))
        cases = [RoutingCase(c["request"], c["expected_tool"]) for c in doc["cases"]]
        report = route(cases, doc["tools"])
    else:
        report = route(read_cases(path), LABELLED / "routing_tools.json")
    by_lang: dict[str, list[int]] = {}
    for r in report.results:
        lang = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in r.request) else "en"
        by_lang.setdefault(lang, []).append(int(r.ok))
        if verbose and not r.ok:
            print("  wrong:", r.request, "| expected", r.expected_tool, "| chose", r.chosen_tool)
    return {"file": path.name, "cases": report.cases, "correct": report.correct,
            "accuracy": round(report.accuracy, 3),
            "accuracy_by_lang": {k: round(sum(v) / len(v), 3) for k, v in sorted(by_lang.items())}}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--holdout", action="store_true", help="measure the held-out files")
    ap.add_argument("--blind", action="store_true", help="measure the blind-written files")
    ap.add_argument("--verbose", "-v", action="store_true")
    args = ap.parse_args(argv)
    if args.blind:
        pairs, routing = LABELLED / "confusable_blind.json", LABELLED / "routing_blind.json"
    else:
        part = "holdout" if args.holdout else "dev"
        pairs, routing = LABELLED / f"confusable_{part}.json", LABELLED / f"routing_{part}.jsonl"
    print(json.dumps(pair_quality(pairs, args.verbose), ensure_ascii=False))
    print(json.dumps(routing_quality(routing, args.verbose), ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
