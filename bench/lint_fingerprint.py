"""Fingerprint every lint finding over all corpora and examples, to prove a speed change kept them.

    .venv/bin/python bench/lint_fingerprint.py [--profiles all|ID,ID] [--verbose]

Prints the sha256 of the sorted JSON of all findings (file, tool, path, rule, category, severity,
message, fix) and their count. Default profile `generic`; `--profiles all` lints with every
provider profile too, so the provider rules are covered. Two runs with equal output found the same.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPORA = ROOT.parent / "shared" / "corpora"


def sources() -> list[Path]:
    return sorted(CORPORA.glob("*/*.jsonl")) + sorted(p for p in (ROOT / "examples").glob("*")
                                                      if p.is_file())


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--profiles", default=None, help="'all' or comma-separated profile ids")
    ap.add_argument("--verbose", action="store_true", help="one line per file")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from workbench.lint.engine import lint
    from workbench.load import load
    from workbench.profiles import PROFILES

    profiles = list(PROFILES) if args.profiles == "all" else args.profiles
    rows = []
    for path in sources():
        rel = str(path.relative_to(ROOT.parent)) if path.is_relative_to(ROOT.parent) else str(path)
        try:
            report = lint(load(str(path)), config=False, profiles=profiles)
        except Exception as exc:  # a file the loader refuses is part of the fingerprint too
            rows.append([rel, "", "", "load-failed", "", "", f"{type(exc).__name__}: {exc}", None])
            continue
        for f in report.findings:
            rows.append([rel, f.tool, f.path, f.rule, f.category, f.severity, f.message, f.fix])
        if args.verbose:
            print(f"{len(report.findings):7,}  {rel}")
    rows.sort(key=lambda r: json.dumps(r, ensure_ascii=False, sort_keys=True, default=str))
    blob = json.dumps(rows, ensure_ascii=False, sort_keys=True, default=str).encode()
    print(f"sha256 {hashlib.sha256(blob).hexdigest()}  findings {len(rows):,}  "
          f"profiles {args.profiles or 'generic'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
