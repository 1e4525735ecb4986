"""Speed of the bilingual prose extractor and of lint rules B (params, enums, bounds, prose_rules)
on the BFCL corpus, against python-jsonschema's metaschema check of the same schemas (same run).

    .venv/bin/python bench/rules_b.py [--limit N]

CPU time (`time.process_time`, steadier on a busy machine). Figures: `extract` per description (cold cache), rules B per tool (the shared schema walk done
beforehand, prose cache cold), and the ratio to `Draft202012Validator.check_schema` per tool.
Targets (issue 2 / task): extract far under 0.1 ms per description; rules B <= 0.3 ms per tool.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
BFCL = ROOT.parent / "shared" / "corpora" / "bfcl" / "functions.jsonl"
MODULES = ("params", "enums", "bounds", "prose_rules")


ADVERSARIAL = {
    "abbreviations": "e.g. " * 4000,
    "fillers": "maximum" + " value is of = :" * 1000 + " x",
    "quotes": "'a' or " * 2800,
    "numbers": "不超过 1 个字符 " * 2000,
    "ranges": "1-2-3-4-5-6-7-8-9-" * 1100,
    "condition": "if " + "a " * 9000 + ", must",
    "list": "one of: " + "a, " * 6500,
    "mixed": "must not exceed 1000. 最多 100 个；ISO 8601，不得早于今天 'a' or 'b' if x is y, must z " * 260,
}


def descriptions(schema, out):
    if isinstance(schema, dict):
        d = schema.get("description")
        if isinstance(d, str):
            out.append(d)
        for v in schema.values():
            descriptions(v, out)
    elif isinstance(schema, list):
        for v in schema:
            descriptions(v, out)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--limit", type=int, default=0)
    args = ap.parse_args()
    if not BFCL.is_file():
        print(f"missing {BFCL}", file=sys.stderr)
        return 2
    from jsonschema import Draft202012Validator

    from workbench.linter.catalogue import ToolContext, all_rules
    from workbench.loading import load
    from workbench.profiles import get_profiles
    from workbench.prose import extract

    raws = [json.loads(line)["tool"] for line in BFCL.open(encoding="utf-8")]
    if args.limit:
        raws = raws[: args.limit]
    tools = [t for raw in raws for t in load(raw)]
    descs: list[str] = []
    for raw in raws:
        descriptions(raw, descs)
    unique = list(dict.fromkeys(descs))

    extract.cache_clear()
    t0 = time.process_time()
    for d in unique:
        extract(d)
    t_extract = time.process_time() - t0

    rules = [r for r in all_rules().values() if r.check.__module__.rsplit(".", 1)[-1] in MODULES]
    profs = get_profiles(["generic"])
    contexts = [ToolContext(t, profs, None) for t in tools]
    for c in contexts:
        c.index  # the shared walk is the engine's cost, not these rules'
    extract.cache_clear()
    t0 = time.process_time()
    n_hits = 0
    for t, c in zip(tools, contexts):
        for r in rules:
            for _ in r.check(t, c):
                n_hits += 1
    t_rules = time.process_time() - t0

    t0 = time.process_time()
    for t in tools:
        Draft202012Validator.check_schema(t.parameters)
    t_check = time.process_time() - t0

    print(f"BFCL tools: {len(tools)}, unique descriptions: {len(unique)}, rules B: {len(rules)}")
    print(f"extract: {t_extract / len(unique) * 1000:.4f} ms/description (cold cache)")
    print(f"rules B: {t_rules / len(tools) * 1000:.4f} ms/tool, {len(tools) / t_rules:,.0f} tools/s, "
          f"{n_hits} hits")
    print(f"python-jsonschema check_schema: {t_check / len(tools) * 1000:.4f} ms/tool")
    print(f"ratio rules B / check_schema: {t_rules / t_check:.3f}")

    # adversarial inputs (catastrophic backtracking, quadratic splitting): the worst one
    worst = (0.0, "")
    for label, text in ADVERSARIAL.items():
        t0 = time.process_time()
        extract.__wrapped__(text)
        worst = max(worst, (time.process_time() - t0, label))
    print(f"extract worst adversarial input (20k chars): {worst[0] * 1000:.1f} ms ({worst[1]})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
