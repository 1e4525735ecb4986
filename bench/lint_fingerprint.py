"""Fingerprint every lint finding over all corpora, examples and labelled
test cases, to prove a speed change kept them.

    .venv/bin/python bench/lint_fingerprint.py [--profiles all|ID,ID] [--verbose]

Prints the sha256 of the sorted JSON of all findings (file, tool, path, rule, category, severity,
message, fix) and their count, then a hash of every report's scores and set score. Default profile
`generic`; `--profiles all` lints with every provider profile too, so the provider rules are
covered. Two runs with equal output found the same.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPORA = ROOT.parent / "shared" / "corpora"


def sources(corpora: Path) -> list[tuple[str, Path]]:
    """(stable label, path): labels do not depend on where the checkout lives."""
    return ([(f"corpora/{p.relative_to(corpora)}", p) for p in sorted(corpora.glob("*/*.jsonl"))]
            + [(f"examples/{p.name}", p) for p in sorted((ROOT / "examples").glob("*"))
               if p.is_file() and p.suffix != ".md"])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--profiles", default=None, help="'all' or comma-separated profile ids")
    ap.add_argument("--verbose", action="store_true", help="one line per file")
    ap.add_argument("--dump", default=None, metavar="FILE", help="also write the rows (JSON lines)")
    ap.add_argument("--corpora", default=str(CORPORA), help="folder of <name>/*.jsonl corpora")
    args = ap.parse_args(argv)
    from workbench.linter.engine import lint
    from workbench.loading import load
    from workbench.profiles import PROFILES

    profiles = list(PROFILES) if args.profiles == "all" else args.profiles
    rows = []
    scores = []  # (source, per-tool scores, set score): the score contract must hold too
    for rel, path in sources(Path(args.corpora)):
        try:
            toolset = load(str(path))
        except Exception as exc:  # a file the loader refuses is part of the fingerprint too
            rows.append([rel, "", "", "load-failed", "", "", f"{type(exc).__name__}: {exc}", None])
            continue
        # a linter error is not a load failure: it stops the run (a rule module that fails to
        # import once read as "68,142 -> 689 findings", exit 0)
        report = lint(toolset, config=False, profiles=profiles)
        for f in report.findings:
            rows.append([rel, f.tool, f.path, f.rule, f.category, f.severity, f.message, f.fix])
        scores.append([rel, report.scores, report.set_score])
        if args.verbose:
            print(f"{len(report.findings):7,}  {rel}")
    # the labelled cases of the quality test: small tools written to trip each rule
    for path in sorted((ROOT / "tests" / "labelled").glob("*.json")):
        for case in json.loads(path.read_text(encoding="utf-8")):
            rel = f"{path.name}:{case.get('id')}"
            try:
                toolset = load(case["tool"])
            except Exception as exc:
                rows.append([rel, "", "", "load-failed", "", "", f"{type(exc).__name__}: {exc}", None])
                continue
            report = lint(toolset, config=False, profiles=profiles)
            for f in report.findings:
                rows.append([rel, f.tool, f.path, f.rule, f.category, f.severity, f.message, f.fix])
            scores.append([rel, report.scores, report.set_score])
    rows.sort(key=lambda r: json.dumps(r, ensure_ascii=False, sort_keys=True, default=str))
    if args.dump:
        Path(args.dump).write_text("".join(json.dumps(r, ensure_ascii=False, default=str) + "\n"
                                           for r in rows), encoding="utf-8")
    blob = json.dumps(rows, ensure_ascii=False, sort_keys=True, default=str).encode()
    score_blob = json.dumps(scores, ensure_ascii=False, sort_keys=True, default=str).encode()
    print(f"sha256 {hashlib.sha256(blob).hexdigest()}  findings {len(rows):,}  "
          f"profiles {args.profiles or 'generic'}  scores sha256 "
          f"{hashlib.sha256(score_blob).hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
