"""Speed of the bilingual prose extractor (`workbench.prose.extract`) on the BFCL descriptions,
and its worst case on adversarial inputs.

    .venv/bin/python -m bench.prose_extract [--limit N]

Prints the CPU time per unique description (cold cache, the first call compiling the patterns
included), the same again warm, and the slowest of the adversarial texts below (~20k characters
each: catastrophic backtracking, quadratic splitting). CPU time (`time.process_time`).
Goals: far under 0.1 ms per description; no adversarial text above ~50 ms.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BFCL = ROOT.parent / "shared" / "corpora" / "bfcl" / "functions.jsonl"

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


def descriptions(schema, out: list[str]) -> None:
    """Every `description` string anywhere in a JSON document."""
    if isinstance(schema, dict):
        d = schema.get("description")
        if isinstance(d, str):
            out.append(d)
        for v in schema.values():
            descriptions(v, out)
    elif isinstance(schema, list):
        for v in schema:
            descriptions(v, out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limit", type=int, default=0, help="first N tools only")
    args = ap.parse_args(argv)
    if not BFCL.is_file():
        print(f"corpus not found: {BFCL}", file=sys.stderr)
        return 2
    from workbench.prose import extract

    raws = [json.loads(line)["tool"] for line in BFCL.open(encoding="utf-8")]
    if args.limit:
        raws = raws[: args.limit]
    found: list[str] = []
    for raw in raws:
        descriptions(raw, found)
    unique = list(dict.fromkeys(found))

    extract.cache_clear()
    t0 = time.process_time()
    for d in unique:
        extract(d)
    cold = time.process_time() - t0
    t0 = time.process_time()
    for d in unique:
        extract.__wrapped__(d)
    warm = time.process_time() - t0
    print(f"BFCL: {len(raws):,} tools, {len(unique):,} unique descriptions")
    print(f"extract: {cold / len(unique) * 1000:.4f} ms/description cold, "
          f"{warm / len(unique) * 1000:.4f} ms warm (patterns compiled, no result cache)")

    worst = (0.0, "")
    for label, text in ADVERSARIAL.items():
        t0 = time.process_time()
        extract.__wrapped__(text)
        worst = max(worst, (time.process_time() - t0, label))
    print(f"extract, worst adversarial input (~20k chars): {worst[0] * 1000:.1f} ms ({worst[1]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
