"""Lint quality on the labelled cases in tests/labelled/*.json.

    .venv/bin/python -m bench.lint_quality [--folder DIR] [--quiet]

Each case: {"id", "lang": "en"|"zh", "note", "tool": <any envelope load() accepts>,
"expect": [category, ...]} (optional "profiles": [...] for provider-specific cases). `expect`
lists every planted defect category; [] marks a well-designed tool. Each case is linted on its
own (set-scope rules see only that case's tools).

- recall: planted (case, category) pairs found with severity error or warning (not suppressed).
  A finding counts for its rule's category and for the category of each schema keyword its
  patch adds (a `prose-only-constraint` patch adding `maxItems: 20` repairs the array-bounds
  defect of "最多 20 个" said only in prose, which one message per cause reports once); the
  rule-category-only figure is printed beside it;
- false alarms: error/warning findings on clean cases (count, and share of clean cases hit).
Reported overall, per language and per category.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LABELLED = ROOT / "tests" / "labelled"
COUNTED = ("error", "warning")


@dataclass
class CaseResult:
    file: str
    id: str
    lang: str
    expect: tuple[str, ...]
    found: frozenset[str]  # categories with an error/warning finding, or repaired by its patch
    alarms: tuple[str, ...] = ()  # "rule at path: message" on clean cases
    error: str | None = None  # the case could not be loaded
    by_rule: frozenset[str] = frozenset()  # only the rules' own categories

    @property
    def missed(self) -> tuple[str, ...]:
        return tuple(c for c in self.expect if c not in self.found)


@dataclass
class Quality:
    results: list[CaseResult] = field(default_factory=list)

    def pairs(self, lang: str | None = None, category: str | None = None):
        for r in self.results:
            if lang and r.lang != lang:
                continue
            for c in r.expect:
                if category is None or c == category:
                    yield r, c

    def recall(self, lang: str | None = None, category: str | None = None, *,
               by_rule: bool = False) -> tuple[int, int]:
        pairs = list(self.pairs(lang, category))
        return sum(c in (r.by_rule if by_rule else r.found) for r, c in pairs), len(pairs)

    def clean(self, lang: str | None = None) -> list[CaseResult]:
        return [r for r in self.results if not r.expect and (lang is None or r.lang == lang)]

    def false_alarms(self, lang: str | None = None) -> tuple[int, int, int]:
        """(alarm findings, clean cases with an alarm, clean cases)."""
        clean = self.clean(lang)
        return sum(len(r.alarms) for r in clean), sum(bool(r.alarms) for r in clean), len(clean)

    def missed(self) -> list[tuple[str, str, str]]:
        return [(r.file, r.id, c) for r in self.results for c in r.missed]


def read_cases(folder: Path = LABELLED) -> list[tuple[str, dict]]:
    cases = []
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, list):
            raise ValueError(f"{path.name}: expected a list of cases")
        cases += [(path.name, case) for case in data]
    return cases


def evaluate(cases: list[tuple[str, dict]]) -> Quality:
    from workbench.errors import WorkbenchError
    from workbench.linter.engine import lint
    from workbench.loading import load

    quality = Quality()
    for file, case in cases:
        expect = tuple(case.get("expect", ()))
        try:
            toolset = load(case["tool"])
            report = lint(toolset, profiles=case.get("profiles"), config=False)
        except WorkbenchError as exc:
            quality.results.append(CaseResult(file, case["id"], case["lang"], expect, frozenset(),
                                              error=str(exc)))
            continue
        counted = [f for f in report.active if f.severity in COUNTED]
        alarms = () if expect else tuple(f"{f.rule} [{f.severity}] at {f.path or '(tool)'}: "
                                         f"{f.message}" for f in counted)
        by_rule = frozenset(f.category for f in counted)
        repaired = {PATCHED_CATEGORY[op["path"].rsplit("/", 1)[-1]] for f in counted
                    for op in (f.fix or ()) if op.get("op") == "add"
                    and op.get("path", "").rsplit("/", 1)[-1] in PATCHED_CATEGORY}
        quality.results.append(CaseResult(file, case["id"], case["lang"], expect,
                                          by_rule | repaired, alarms, by_rule=by_rule))
    return quality


# The planted category a schema keyword repairs, when a finding's patch adds it.
PATCHED_CATEGORY = {"minimum": "range", "maximum": "range", "exclusiveMinimum": "range",
                    "exclusiveMaximum": "range", "minItems": "array-bounds",
                    "maxItems": "array-bounds", "format": "format", "pattern": "format",
                    "enum": "enum"}


def _ratio(hit: int, total: int) -> str:
    return f"{hit}/{total} = {hit / total:.3f}" if total else "n/a"


def render(q: Quality, *, show_missed: bool = True, show_alarms: bool = True) -> str:
    lines = [f"cases: {len(q.results)} ({len(q.clean())} clean)"]
    lines.append(f"recall overall: {_ratio(*q.recall())}")
    for lang in ("en", "zh"):
        lines.append(f"recall {lang}: {_ratio(*q.recall(lang))}")
    lines.append("recall by the rules' own categories (patches not credited): "
                 + ", ".join(f"{lang or 'overall'} {_ratio(*q.recall(lang, by_rule=True))}"
                             for lang in (None, "en", "zh")))
    alarms, hit, clean = q.false_alarms()
    lines.append(f"false alarms: {alarms} findings on {hit} of {clean} clean cases"
                 + (f" ({hit / clean:.1%})" if clean else ""))
    for lang in ("en", "zh"):
        a, h, c = q.false_alarms(lang)
        lines.append(f"false alarms {lang}: {a} findings on {h} of {c} clean cases")
    lines.append("per category (found/planted):")
    categories = sorted({c for r in q.results for c in r.expect})
    for cat in categories:
        lines.append(f"  {cat:<22} {_ratio(*q.recall(category=cat))}")
    broken = [r for r in q.results if r.error]
    for r in broken:
        lines.append(f"unloadable case {r.file}:{r.id}: {r.error}")
    if show_missed and q.missed():
        lines.append("missed (file, case, category):")
        lines += [f"  {f}:{i}: {c}" for f, i, c in q.missed()]
    if show_alarms:
        for r in q.clean():
            for a in r.alarms:
                lines.append(f"false alarm {r.file}:{r.id}: {a}")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--folder", default=str(LABELLED))
    ap.add_argument("--quiet", action="store_true", help="figures only")
    args = ap.parse_args(argv)
    quality = evaluate(read_cases(Path(args.folder)))
    print(render(quality, show_missed=not args.quiet, show_alarms=not args.quiet))
    return 0


if __name__ == "__main__":
    sys.exit(main())
