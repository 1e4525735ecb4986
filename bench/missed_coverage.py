"""Of the real defects blind reviewers recorded as missed, how many does today's default output
report? Read by reviewers who did not write the rules, one recorded defect at a time.

    .venv/bin/python bench/missed_coverage.py packets --out DIR [--split dev] [--reviewers R]
                                                       [--sample N] [--seed S]
    .venv/bin/python bench/missed_coverage.py import FILE --index DIR/index.json --round NAME
                                                      --reviewer NAME
    .venv/bin/python bench/missed_coverage.py report [--split dev] [-v]

`bench/precision.py report` counts the recorded missed defects (`"missed": true` lines of
`tests/realworld/judgements/`) that have a shown finding at their tool and place: an upper
bound, since the finding there may be about something else. `packets` writes, for a seeded
sample of those, the tool, the defect as the reviewer recorded it and the findings shown at its
place; a reader answers `found` "yes" (a finding there reports this defect: acting on it fixes
it), "partly" (it points at the defect but would not fix all of it) or "no". The answers live in
`tests/realworld/coverage/<round>/<reviewer>.jsonl`, each with the findings it was given: when
the findings at that place change, the answer no longer applies and the defect is read again.
`report` prints the recorded defects, those with a shown finding at their place, and among
those read against today's findings how many were found, so the share of recorded defects the
default output reports is estimated from the sample (found / read x covered / recorded).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import precision

COVERAGE = precision.SETS / "coverage"


def _defect_id(m: dict) -> str:
    return precision.short_id([m["set"], m["tool"], m.get("path") or "", m["what"]])


def _shown(hits: list[precision.Item]) -> list[list[str]]:
    return sorted([i.rule, i.path, i.message] for i in hits)


def _covered(split: str) -> tuple[list[dict], list[tuple[dict, list[precision.Item]]], dict]:
    sets = precision.load_sets(split)
    items, raw = precision.lint_sets(sets)
    _, missed = precision.load_judgements(None)
    names = {d["_file"] for d in sets}
    unique: dict[str, dict] = {}
    for m in missed:
        if m["set"] in names:
            unique.setdefault(_defect_id(m), m)
    recorded = list(unique.values())
    return recorded, precision.shown_at_missed(recorded, items), raw


def load_answers() -> dict[str, list[dict]]:
    """Every answer on record by defect id, oldest round first."""
    answers: dict[str, list[dict]] = {}
    for path in sorted(COVERAGE.glob("*/*.jsonl")) if COVERAGE.is_dir() else []:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                answers.setdefault(row["defect"], []).append(row)
    return answers


def current(rows: list[dict], hits: list[precision.Item]) -> dict | None:
    """The last answer given for the findings shown at the place today (None: read it again)."""
    shown = _shown(hits)
    same = [r for r in rows if r["findings"] == shown]
    return same[-1] if same else None


def packets(args: argparse.Namespace) -> int:
    if args.split != "dev" and not args.final:
        raise SystemExit("the holdout sets are reviewed once, at the end: pass --final to do it")
    recorded, covered, raw = _covered(args.split)
    answers = load_answers()
    todo = [(m, hits) for m, hits in covered
            if current(answers.get(_defect_id(m), []), hits) is None]
    rng = random.Random(args.seed)
    rng.shuffle(todo)
    todo = todo[:args.sample]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    shares: list[list[tuple[dict, list[precision.Item]]]] = [[] for _ in range(args.reviewers)]
    for n, entry in enumerate(sorted(todo, key=lambda e: (e[0]["set"], e[0]["tool"]))):
        shares[n % args.reviewers].append(entry)
    index: dict[str, Any] = {}
    for k, share in enumerate(shares, 1):
        lines = [f"# Coverage packet {k}: {len(share)} recorded defects\n"]
        for m, hits in share:
            did = _defect_id(m)
            index[did] = {"set": m["set"], "tool": m["tool"], "path": m.get("path") or "",
                          "what": m["what"], "findings": _shown(hits)}
            lines.append(f"\n## `{did}` {m['set']} / {m['tool']}, at `{m.get('path') or '(tool)'}`\n")
            lines.append(f"Recorded defect ({m.get('kind', 'other')}): {m['what']}\n")
            lines.append("Findings the linter shows at this place (or on the whole tool):\n")
            for i in hits:
                lines.append(f"- {precision.finding_line(i)}")
            lines.append("\nThe tool as published:\n```json\n"
                         + json.dumps(raw[(m["set"], m["tool"])], ensure_ascii=False, indent=1)
                         + "\n```\n")
        (out / f"packet-{k}.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (out / "index.json").write_text(json.dumps(index, ensure_ascii=False, indent=0), encoding="utf-8")
    print(f"{len(recorded)} recorded defects, {len(covered)} with a shown finding at their place, "
          f"{len(todo)} to read in {args.reviewers} packets -> {out}")
    return 0


def import_answers(args: argparse.Namespace) -> int:
    index = json.loads(Path(args.index).read_text(encoding="utf-8"))
    rows, unknown = [], 0
    for line in Path(args.file).read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        entry = index.get(row.get("id"))
        if entry is None or row.get("found") not in ("yes", "partly", "no"):
            unknown += 1
            continue
        rows.append({"defect": row["id"], **entry, "found": row["found"],
                     "reviewer": args.reviewer, "note": row.get("note", "")})
    target = COVERAGE / args.round / f"{args.reviewer}.jsonl"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} answers -> {target} ({unknown} unknown ids or answers skipped)")
    return 1 if unknown else 0


def report(args: argparse.Namespace) -> int:
    if args.split != "dev" and not args.final:
        raise SystemExit("the holdout sets are measured once, at the end: pass --final to do it")
    recorded, covered, _ = _covered(args.split)
    answers = load_answers()
    read = [(m, current(answers.get(_defect_id(m), []), hits)) for m, hits in covered]
    read = [(m, a) for m, a in read if a is not None]
    found = Counter(a["found"] for _, a in read)
    print(f"recorded missed defects: {len(recorded)}; with a shown finding at their place: "
          f"{len(covered)}; read against today's findings: {len(read)} "
          f"(yes {found['yes']}, partly {found['partly']}, no {found['no']})")
    if read and recorded:
        share = len(covered) / len(recorded)
        print(f"estimated share of recorded defects the default output reports: "
              f"{found['yes'] / len(read) * share:.1%} (yes), "
              f"{(found['yes'] + found['partly']) / len(read) * share:.1%} (yes or partly)")
        kinds: dict[str, Counter] = {}
        for m, a in read:
            kinds.setdefault(m.get("kind", "other"), Counter())[a["found"]] += 1
        for kind, c in sorted(kinds.items(), key=lambda kv: -sum(kv[1].values())):
            print(f"  {kind:18} yes {c['yes']:3}  partly {c['partly']:3}  no {c['no']:3}")
    if args.verbose:
        for m, a in read:
            if a["found"] != "yes":
                print(f"  {a['found']:6} {m['set']}/{m['tool']} {m.get('path', '')}: {m['what'][:80]}"
                      f" | {a.get('note', '')[:80]}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("packets")
    p.add_argument("--split", default="dev", choices=("dev", "holdout", "all"))
    p.add_argument("--out", required=True)
    p.add_argument("--reviewers", type=int, default=3)
    p.add_argument("--sample", type=int, default=180, help="recorded defects to read, at most")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--final", action="store_true", help="allow the holdout split (once, at the end)")
    p.set_defaults(run=packets)
    i = sub.add_parser("import", help="store a reader's answers")
    i.add_argument("file")
    i.add_argument("--index", required=True)
    i.add_argument("--round", required=True)
    i.add_argument("--reviewer", required=True)
    i.set_defaults(run=import_answers)
    r = sub.add_parser("report")
    r.add_argument("--split", default="dev", choices=("dev", "holdout", "all"))
    r.add_argument("--verbose", "-v", action="store_true")
    r.add_argument("--final", action="store_true")
    r.set_defaults(run=report)
    args = ap.parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
