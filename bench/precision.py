"""Lint precision on real public tool sets, judged by reviewers who did not write the rules.

    .venv/bin/python bench/precision.py report [--split dev|holdout|all] [--round NAME ...]
    .venv/bin/python bench/precision.py packets --split dev --out DIR [--tools N] [--reviewers R]
                                                [--topup K] [--seed S] [--only-unjudged]
                                                [--shown-only] [--with-clean] [--final]

The tool sets are `tests/realworld/*.json` (source and commit in each file; `split` says whether a
set is for development or held aside for the final measurement). Judgements live in
`tests/realworld/judgements/<round>/*.jsonl`, one JSON object per line:

    {"set", "tool", "rule", "path", "severity", "message", "verdict": "U"|"N"|"F",
     "fix": "right"|"wrong"|null, "reviewer", "note"}

U = a real defect of this tool worth fixing (or, for `info`, a note worth reading); N = true but
not worth a user's time; F = wrong for this tool. `fix` judges the JSON Patch when there is one.
Missed defects (a real defect no finding reports) are lines with `"missed": true` and
`{"set", "tool", "path", "what", "reviewer"}`.

A judgement applies to a finding when set, tool, rule, path and message are all equal: a finding
whose message changed is judged again. A `fix` verdict also records the patch it judged (`patch`,
since the packets carry it): when a rule later offers a different patch for the same finding, the
old fix verdict no longer applies and `packets --only-unjudged` offers the finding again. Fix
verdicts recorded before patches were stored count while the finding is unchanged.
`report` lints every set of the split with the default
configuration, joins the judgements and prints precision per severity, per rule and per set,
the fixes judged right and wrong, what is still unjudged, and which recorded missed defects now
have a finding at their tool and path. `packets` writes review packets (Markdown, one per
reviewer) of the findings still unjudged on a seeded sample of tools, plus a top-up of findings
of rules with few judgements, so every rule gets a measured precision.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SETS = ROOT / "tests" / "realworld"
JUDGED = SETS / "judgements"
SHOWN = ("error", "warning")  # what the text output shows by default


@dataclass(frozen=True)
class Item:
    """One finding on one real tool, as a reviewer sees it."""

    set: str
    tool: str
    rule: str
    path: str
    severity: str
    message: str
    fix: Any

    @property
    def key(self) -> tuple[str, str, str, str, str]:
        return (self.set, self.tool, self.rule, self.path, self.message)


def load_sets(split: str) -> list[dict[str, Any]]:
    out = []
    for path in sorted(SETS.glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        if split in ("all", doc.get("split")):
            doc["_file"] = path.stem
            out.append(doc)
    return out


def lint_sets(sets: Iterable[dict[str, Any]], *, profiles: Any = None) -> tuple[list[Item], dict]:
    """Every finding on every set (default rule selection, no project config)."""
    import workbench

    items: list[Item] = []
    tools: dict[tuple[str, str], Any] = {}
    for doc in sets:
        toolset = workbench.load(doc["tools"], format=doc["envelope"])
        for raw, tool in zip(doc["tools"], toolset):
            tools[(doc["_file"], tool.name)] = raw
        # set-level findings (context cost) are about the whole set: show what it holds
        tools[(doc["_file"], "<tool set>")] = {
            "tools in this set": len(doc["tools"]),
            "names": [t.name for t in toolset],
            "JSON characters of all definitions": len(json.dumps(doc["tools"], ensure_ascii=False))}
        report = workbench.lint(toolset, config=False, profiles=profiles)
        for f in report.findings:
            if f.suppressed:
                continue
            fix = [dict(op) for op in f.fix] if f.fix else None
            items.append(Item(doc["_file"], f.tool, f.rule, f.path, f.severity, f.message, fix))
    return items, tools


def load_judgements(rounds: list[str] | None) -> tuple[dict, list[dict]]:
    """Every judgement on record by finding key (all rounds' rows, oldest folder first) and the
    recorded missed defects."""
    verdicts: dict[tuple, list[dict]] = defaultdict(list)
    missed: list[dict] = []
    folders = sorted(p for p in JUDGED.glob("*") if p.is_dir()) if JUDGED.is_dir() else []
    for folder in folders:
        if rounds and folder.name not in rounds:
            continue
        for path in sorted(folder.glob("*.jsonl")):
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if not line.strip():
                    continue
                try:
                    row = json.loads(line)
                except json.JSONDecodeError as exc:
                    raise SystemExit(f"{path}:{n}: {exc}") from exc
                row["_round"] = folder.name
                if row.get("missed"):
                    missed.append(row)
                    continue
                key = (row["set"], row["tool"], row["rule"], row["path"], row["message"])
                verdicts[key].append(row)
    return dict(verdicts), missed


def verdict_for(item: Item, rows: list[dict]) -> dict:
    """The judgement that applies to `item`: a row that judged this very patch wins over rows
    that judged another one; among equals the last round read. A row whose recorded patch is not
    the one offered now keeps its verdict on the finding but loses its fix verdict."""
    def same_patch(row: dict) -> bool | None:
        return None if "patch" not in row else row["patch"] == item.fix

    exact = [r for r in rows if same_patch(r)]
    if exact:
        return exact[-1]
    unknown = [r for r in rows if same_patch(r) is None]
    if unknown:
        return unknown[-1]
    return rows[-1] | {"fix": "stale"}


def _pct(num: int, den: int) -> str:
    return f"{num / den:6.1%}" if den else "     -"


def report(args: argparse.Namespace) -> int:
    if args.split != "dev" and not args.final:
        raise SystemExit("the holdout sets are measured once, at the end: pass --final to do it")
    sets = load_sets(args.split)
    items, _ = lint_sets(sets)
    verdicts, missed = load_judgements(args.round)
    judged = [(i, verdict_for(i, verdicts[i.key])) for i in items if i.key in verdicts]
    print(f"split {args.split}: {len(sets)} sets, {len(items)} findings "
          f"({sum(i.severity in SHOWN for i in items)} shown by default), "
          f"{len(judged)} judged, {len(verdicts)} judgements on record")

    def table(title: str, groups: dict[str, list[tuple[Item, dict]]], total: Counter) -> None:
        print(f"\n{title:34} {'findings':>8} {'judged':>7} {'U':>4} {'N':>4} {'F':>4} "
              f"{'useful':>7} {'wrong':>7}")
        for name in sorted(groups, key=lambda g: (-total[g], g)):
            rows = groups[name]
            v = Counter(j["verdict"] for _, j in rows)
            n = len(rows)
            print(f"{name:34} {total[name]:8} {n:7} {v['U']:4} {v['N']:4} {v['F']:4} "
                  f"{_pct(v['U'], n):>7} {_pct(v['F'], n):>7}")

    by_sev: dict[str, list] = defaultdict(list)
    by_rule: dict[str, list] = defaultdict(list)
    by_set: dict[str, list] = defaultdict(list)
    for item, j in judged:
        by_sev[item.severity].append((item, j))
        by_rule[f"{item.rule} ({item.severity})"].append((item, j))
        if item.severity in SHOWN:
            by_set[item.set].append((item, j))
    shown = [(i, j) for i, j in judged if i.severity in SHOWN]
    by_sev["SHOWN (error+warning)"] = shown
    table("severity", by_sev, Counter({**Counter(i.severity for i in items),
                                        "SHOWN (error+warning)": sum(i.severity in SHOWN
                                                                     for i in items)}))
    table("rule (severity)", by_rule, Counter(f"{i.rule} ({i.severity})" for i in items))
    table("set (shown findings)", by_set, Counter(i.set for i in items if i.severity in SHOWN))

    # the judged findings over-sample rare rules (top-up): weight each rule's rates by its count
    counts = Counter((i.rule, i.severity) for i in items if i.severity in SHOWN)
    rates = {k: Counter(j["verdict"] for i, j in shown if (i.rule, i.severity) == k) for k in counts}
    covered = sum(n for k, n in counts.items() if sum(rates[k].values()))
    if covered:
        est = {v: sum(n * rates[k][v] / sum(rates[k].values()) for k, n in counts.items()
                      if sum(rates[k].values())) / covered for v in "UNF"}
        print(f"\nshown findings, per-rule rates weighted by count ({covered} of {sum(counts.values())}"
              f" shown findings belong to judged rules): useful {est['U']:.1%}, noise "
              f"{est['N']:.1%}, wrong {est['F']:.1%}")

    fixes = Counter((i.severity in SHOWN, j.get("fix")) for i, j in judged if i.fix)
    unjudged_fixes = sum(1 for i in items if i.fix and i.key not in verdicts)
    print(f"\nfix patches: {sum(1 for i in items if i.fix)} offered, "
          f"right {fixes[(True, 'right')] + fixes[(False, 'right')]}, "
          f"wrong {fixes[(True, 'wrong')] + fixes[(False, 'wrong')]} "
          f"(shown: right {fixes[(True, 'right')]}, wrong {fixes[(True, 'wrong')]}), "
          f"unjudged {unjudged_fixes}, judged on an earlier patch (to judge again) "
          f"{fixes[(True, 'stale')] + fixes[(False, 'stale')]}")
    for i, j in judged:
        if i.fix and j.get("fix") == "wrong" and args.verbose:
            print(f"  wrong fix: {i.set}/{i.tool} {i.rule} {i.path}: {j.get('note', '')}")

    names = {(d["_file"]) for d in sets}
    missed = [m for m in missed if m["set"] in names]
    _recall_on_whole_tools(judged, missed)
    if missed:
        covered = shown_at_missed(missed, items)
        print(f"\nmissed defects on record: {len(missed)}; now with a shown finding at their tool "
              f"and path (to confirm by reading: bench/missed_coverage.py): {len(covered)}")
        if args.verbose:
            for m, hits in covered:
                print(f"  {m['set']}/{m['tool']} {m.get('path', '')}: {m['what'][:90]}"
                      f"  <- {', '.join(sorted({h.rule for h in hits}))}")
    return 0


def _recall_on_whole_tools(judged: list[tuple[Item, dict]], missed: list[dict]) -> None:
    """On tools whose every finding a reviewer read (and where they recorded what no finding
    reports), the defects the default output reports against those it misses: useful shown
    findings / (useful shown findings + recorded missed defects). Counted in judgement rounds
    that mark such tools (`whole`); several findings on one defect count once per finding."""
    whole = {(i.set, i.tool) for i, j in judged if j.get("whole")}
    rounds = {j["_round"] for _, j in judged if j.get("whole")}
    if not whole:
        return
    useful = sum(1 for i, j in judged if (i.set, i.tool) in whole and i.severity in SHOWN
                 and j["verdict"] == "U")
    # missed defects are recorded only on tools read whole (those without findings included)
    lost = sum(1 for m in missed if m["_round"] in rounds)
    print(f"\non {len(whole)} tools read whole: {useful} useful shown findings, {lost} recorded "
          f"missed defects: the default output reports {_pct(useful, useful + lost).strip()} "
          "of the defects found there")


def shown_at_missed(missed: list[dict], items: list[Item]) -> list[tuple[dict, list[Item]]]:
    """The recorded missed defects that have a shown finding at their tool and place (the
    defect's pointer, one of its parents or a keyword below it: `/properties/x/type` is about
    `/properties/x`; a tool-level finding counts for any place), with those findings. Whether a
    finding there reports the defect is for a reader to say."""
    at = defaultdict(list)
    for i in items:
        if i.severity in SHOWN:
            at[(i.set, i.tool)].append(i)
    covered = []
    for m in missed:
        place = m.get("path") or ""
        hits = [i for i in at[(m["set"], m["tool"])]
                if not i.path or place == i.path or place.startswith(i.path + "/")
                or (place and i.path.startswith(place + "/"))]
        if hits:
            covered.append((m, hits))
    return covered


def short_id(key: Any) -> str:
    """The id a packet gives a finding or a defect: the first 10 hex digits of the SHA-1 of its key
    as JSON."""
    return hashlib.sha1(json.dumps(key, ensure_ascii=False).encode()).hexdigest()[:10]


def finding_line(i: Item) -> str:
    """A finding as a packet lists it (after its list marker): severity, rule, place, message and
    the patch offered, if any."""
    return (f"{i.severity} `{i.rule}` at `{i.path or '(tool)'}`: {i.message}"
            + (f"\n  fix: `{json.dumps(i.fix, ensure_ascii=False)}`" if i.fix else ""))


def _sample_tools(sets: list[dict], n: int, rng: random.Random) -> list[tuple[str, str]]:
    """n tools, every set represented, the rest in proportion to set size."""
    pools = {d["_file"]: sorted(t.get("name") or t.get("function", {}).get("name", "")
                                for t in d["tools"]) for d in sets}
    chosen: list[tuple[str, str]] = []
    total = sum(len(p) for p in pools.values())
    for name, pool in sorted(pools.items()):
        k = max(2, round(n * len(pool) / total))
        chosen += [(name, t) for t in rng.sample(pool, min(k, len(pool)))]
    return chosen


def packets(args: argparse.Namespace) -> int:
    if args.split != "dev" and not args.final:
        raise SystemExit("the holdout sets are reviewed once, at the end: pass --final to do it")
    sets = load_sets(args.split)
    items, raw = lint_sets(sets)
    if args.shown_only:  # what the default text output shows: the findings the bar is about
        items = [i for i in items if i.severity in SHOWN]
    verdicts, _ = load_judgements(None)
    rng = random.Random(args.seed)
    tools = _sample_tools(sets, args.tools, rng)
    chosen = set(tools)
    picked = [i for i in items if (i.set, i.tool) in chosen]
    # top-up: rules (per severity) with fewer than K judged-or-picked findings
    have = Counter((i.rule, i.severity) for i in picked)
    have.update((i.rule, i.severity) for i in items if i.key in verdicts)
    rest = [i for i in items if (i.set, i.tool) not in chosen]
    rng.shuffle(rest)
    topup = []
    for i in rest:
        if have[(i.rule, i.severity)] < args.topup:
            have[(i.rule, i.severity)] += 1
            topup.append(i)
    if args.only_unjudged:
        def unjudged(i: Item) -> bool:
            if i.key not in verdicts:
                return True
            row = verdict_for(i, verdicts[i.key])
            # a patch judged wrong before patches were recorded may have been corrected since
            return bool(i.fix) and (row.get("fix") in (None, "stale")
                                    or (row.get("fix") == "wrong" and "patch" not in row))

        picked = [i for i in picked if unjudged(i)]
        topup = [i for i in topup if unjudged(i)]
        # every patch to judge again goes in, wherever its tool is
        seen = {i.key for i in picked} | {i.key for i in topup}
        topup += [i for i in items if i.key in verdicts and i.key not in seen and unjudged(i)]
    by_tool: dict[tuple[str, str], list[Item]] = defaultdict(list)
    for i in picked:
        by_tool[(i.set, i.tool)].append(i)
    full = set(tools)
    for i in topup:
        by_tool[(i.set, i.tool)].append(i)
    if args.with_clean:  # a sampled tool with nothing shown is read too: what does it miss?
        for key in full:
            by_tool.setdefault(key, [])
    order = sorted(by_tool)
    rng.shuffle(order)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    meta = {d["_file"]: d for d in sets}
    shares: list[list[tuple[str, str]]] = [[] for _ in range(args.reviewers)]
    load = [0] * args.reviewers
    for key in order:  # balance by number of findings
        k = load.index(min(load))
        shares[k].append(key)
        load[k] += len(by_tool[key])
    for k, share in enumerate(shares, 1):
        lines = [f"# Review packet {k}: {len(share)} tools, {load[k - 1]} findings\n"]
        for set_name, tool in sorted(share):
            doc = meta[set_name]
            whole = (set_name, tool) in full
            lines.append(f"\n## {set_name} / {tool}\n")
            lines.append(f"Source: {doc['name']} ({doc['kind']}, {doc['language']}, envelope "
                         f"{doc['envelope']}). Findings listed: "
                         + ("ALL findings on this tool; also record missed defects." if whole
                            else "only a sample of rules; do not record missed defects here.")
                         + "\n")
            lines.append("```json\n" + json.dumps(raw[(set_name, tool)], ensure_ascii=False,
                                                   indent=1) + "\n```\n")
            for n, i in enumerate(by_tool[(set_name, tool)], 1):
                lines.append(f"- **F{n}** `{short_id(i.key)}` {finding_line(i)}")
            if not by_tool[(set_name, tool)]:
                lines.append("- (no finding is shown on this tool)")
        (out / f"packet-{k}.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    index = {short_id(i.key):
             {"set": i.set, "tool": i.tool, "rule": i.rule, "path": i.path,
              "severity": i.severity, "message": i.message, "has_fix": bool(i.fix),
              "fix": i.fix, "whole": (i.set, i.tool) in full}
             for key in order for i in by_tool[key]}
    (out / "index.json").write_text(json.dumps(index, ensure_ascii=False, indent=0),
                                    encoding="utf-8")
    print(f"{len(order)} tools ({len(full & set(order))} with all findings), "
          f"{sum(len(v) for v in by_tool.values())} findings in {args.reviewers} packets -> {out}")
    return 0


def import_judgements(args: argparse.Namespace) -> int:
    """Turn a reviewer's id-keyed lines into judgement lines keyed by what they judged."""
    index = json.loads(Path(args.index).read_text(encoding="utf-8"))
    out_dir = JUDGED / args.round
    out_dir.mkdir(parents=True, exist_ok=True)
    rows, unknown = [], 0
    for line in Path(args.file).read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        if row.get("missed"):
            rows.append({"missed": True, "set": row["set"], "tool": row["tool"],
                         "path": row.get("path", ""), "what": row["what"],
                         "kind": row.get("kind", "other"), "reviewer": args.reviewer})
            continue
        item = index.get(row.get("id"))
        if item is None:
            unknown += 1
            continue
        rows.append({k: item[k] for k in ("set", "tool", "rule", "path", "severity", "message")}
                    | {"verdict": row["verdict"], "fix": row.get("fix") if item["has_fix"] else None,
                       "reviewer": args.reviewer, "note": row.get("note", "")}
                    | ({"patch": item["fix"]} if item["has_fix"] and "fix" in item else {})
                    | ({"whole": item["whole"]} if "whole" in item else {}))
    target = out_dir / f"{args.reviewer}.jsonl"
    target.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                      encoding="utf-8")
    print(f"{len(rows)} lines -> {target} ({unknown} unknown ids skipped)")
    return 1 if unknown else 0


def main(argv: list[str] | None = None) -> int:
    global SETS, JUDGED
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sets", type=Path, default=None,
                    help="another folder of sets in the same format (its judgements in "
                         "DIR/judgements): e.g. a scratch sample of a corpus, judged for tuning")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("report")
    r.add_argument("--split", default="dev", choices=("dev", "holdout", "all"))
    r.add_argument("--round", action="append", help="only these judgement rounds")
    r.add_argument("--verbose", "-v", action="store_true")
    r.add_argument("--final", action="store_true", help="allow the holdout split (once, at the end)")
    r.set_defaults(run=report)
    p = sub.add_parser("packets")
    p.add_argument("--split", default="dev", choices=("dev", "holdout", "all"))
    p.add_argument("--out", required=True)
    p.add_argument("--tools", type=int, default=90, help="tools whose findings are all judged")
    p.add_argument("--reviewers", type=int, default=3)
    p.add_argument("--topup", type=int, default=6, help="judged findings wanted per rule")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--only-unjudged", action="store_true")
    p.add_argument("--shown-only", action="store_true",
                   help="only findings the default text output shows (error, warning)")
    p.add_argument("--with-clean", action="store_true",
                   help="also list the sampled tools with no finding, to record what they miss")
    p.add_argument("--final", action="store_true", help="allow the holdout split (once, at the end)")
    p.set_defaults(run=packets)
    i = sub.add_parser("import", help="store a reviewer's id-keyed verdicts as judgements")
    i.add_argument("file")
    i.add_argument("--index", required=True, help="index.json written with the packets")
    i.add_argument("--round", required=True)
    i.add_argument("--reviewer", required=True)
    i.set_defaults(run=import_judgements)
    args = ap.parse_args(argv)
    if args.sets is not None:
        SETS, JUDGED = args.sets, args.sets / "judgements"
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
