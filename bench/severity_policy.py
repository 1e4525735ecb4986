"""The severity policy, measured: which rules shown by default have earned it on real tools.

    .venv/bin/python bench/severity_policy.py [-v]

A rule whose findings are shown by default (error, warning) keeps that only while, on the judged
development sets (`tests/realworld`, joined with `tests/realworld/judgements` as
`bench/precision.py report` does), at least `SHOWN_USEFUL_BAR` of its judged shown findings are
useful (counted once `SHOWN_MIN_JUDGED` are judged) and none of its shown findings judged wrong
in the rule's last two judgement rounds is still shown unchanged. The figures are those of the
shown findings only: a rule that shows its useful sub-case and keeps the rest at info is
measured on what it shows.

`BELOW_BAR` lists the rules that do not meet the policy yet, each with the most noise (N + F
judged shown findings) it may show and why it is still shown; tests/test_severity_policy.py
fails when a rule outside that list breaks the policy (a noisy case promoted back to warning),
when a listed rule shows more noise than its ceiling, and when a listed rule meets the policy
(take it off the list). Exit status 1 on any of these.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from precision import JUDGED, SHOWN, Item, lint_sets, load_judgements, load_sets, verdict_for

from workbench.linter.catalogue import SHOWN_MIN_JUDGED, SHOWN_USEFUL_BAR

# The judgement rounds in the order they were judged (the "last two rounds" of a rule are read
# in this order); a new round folder must be added here (the test checks every folder is).
ROUND_ORDER: tuple[str, ...] = (
    "baseline", "holdout-final-1", "round2", "holdout-final-2", "dev4", "dev5", "dev6",
    "holdout-final-3", "dev7", "holdout-final-4", "holdout-final-5", "holdout-final-6", "holdout-final-7",
    "holdout-final-8", "holdout-final-9", "holdout-final-10", "holdout-final-11", "dev8",
    "holdout-final-12", "holdout-final-13", "holdout-final-14",
    "holdout-final-15", "holdout-final-16", "holdout-final-17", "holdout-final-18", "holdout-final-19",
    "holdout-final-20", "holdout-final-21", "holdout-final-22", "holdout-final-23",
    "holdout-final-24", "dev9", "holdout-final-25", "holdout-final-26", "holdout-final-27",
    "holdout-final-28", "holdout-final-29", "holdout-final-30", "holdout-final-31", "holdout-final-32",
    "holdout-final-33", "holdout-final-34", "holdout-final-35", "holdout-final-36",
    "holdout-final-37")

# rule -> (most N + F judged shown findings it may show, why it is still shown)
BELOW_BAR: Mapping[str, tuple[int, str]] = {
    "param-naming-style-mixed": (8, "round 32A: shown only where one tool mixes styles in its "
                                   "own parameters (a whole tool in another style, an env-style "
                                   "or PascalCase key, 10+ parameters of one style and a flag "
                                   "every tool shares are info); reviewers split on that very "
                                   "shape: U for chrome-devtools drag `from_uid`/`to_uid` beside "
                                   "`pageId`, N for hostinger `source_detail` beside `firewallId`, "
                                   "azure-devops `created_by_me`, morph `dryRun`, railway "
                                   "`isShowWZ`, roblox `old_string`, strands `numberOfResults` "
                                   "('mirrors the vendor API', 'cosmetic'): 1 U / 7 N / 0 F pooled, "
                                   "no wording, count or place separates them. Info drops the "
                                   "planted style-consistency cases only this rule finds "
                                   "(tests/labelled 0.910 -> 0.889, zh 0.901 -> 0.876), so it "
                                   "stays shown at its ceiling. dev9 (the corpus sweep of "
                                   "round 47) adds one N of the same shape (OP.GG "
                                   "`gameName`, 'renaming breaks callers for a cosmetic gain'): "
                                   "3 U / 8 N, ceiling 8"),
    # near-duplicate-tools left it in round 24C: 20 U / 7 N / 0 F pooled, 74% useful, the six
    # attio deprecated-but-exposed twins of holdout-final-12 all useful; round 27B made its two
    # wrong families of holdout-final-15 info: 22 U / 8 N / 0 F, 73% useful, over the bar
    # prose-field-relation left it in round 54: a root group rule stated in prose is info where
    # the arguments object is open (fresh reviewers 0 U / 8 N), shown where the author closes it
    # (which keeps the planted Chinese recall at 0.901)
    "prose-condition": (10, "round 27B: the rule is right (0 F shown, the mongodb and azure "
                           "misreadings fixed in earlier rounds) and reviewers split on one "
                           "shape, a field's own 'Required when X is Y': U where it is read as a "
                           "real cross-field rule the schema lacks (wechat, monday, bmall, "
                           "pagerduty, lara, paddle preview), N where the same words are judged "
                           "plain enough and if/then unportable (grafana, figma, azure url, "
                           "mapbox, paddle amount, ashby, coolify): 17 U / 8 N / 0 F pooled, the "
                           "same wording, places and defaults on both sides. Round 28C: its if/then "
                           "shape, per tool, is 6 U / 6 N on training (holdouts 1-13, dev), all since "
                           "holdout 10 N (validation 14-15: grafana 0 U / 2 N); neither the "
                           "field's place, its discriminator being required or an enum, nor the "
                           "tool's text repeating the rule separates them, and info would drop "
                           "the planted cross-field cases only it finds (10 in tests/labelled, "
                           "en and zh both under 0.90; 20 in measured_once, -0.020). Round 29B: "
                           "holdout-final-16 adds one N of that very shape (qiao `data_info`, "
                           "'mat_type=5 时必填' said in the field and its operation); its two "
                           "'仅与 node_j 同时提供时生效' N are info now (a field the text says takes "
                           "effect only in one case is ignored in the others, harmless to send): "
                           "17 U / 9 N / 0 F pooled. Round 30B: holdout-final-17 adds one N of "
                           "that very shape (nanobot send_session_message `reply_timeout_seconds`, "
                           "'required when expect_reply is true.', N as 'already stated, if/then "
                           "unportable'), worded as the U cases are: 17 U / 10 N / 0 F pooled"),
    "name-catchall-verb": (3, "round 36: holdout-final-21 brings one N (tdx manage_task: 'repeats "
                              "the split advice' of `mega-tool-action-payload` on the same tool); "
                              "the U of the rule (tencent manageEnv, manageHosting, manageStorage, "
                              "manageCloudRun, github-project-manager manage_automation) are "
                              "consequential writes behind `manage`. Info beside a shown "
                              "action-payload finding was tried: planted naming recall 34 -> 30 "
                              "of 35 (the seed's own `manage_order` among them), so it stays "
                              "shown: 5 U / 3 N / 0 F"),
    # required-with-default left it in round 51: shown only where the field's text or a line of
    # the tool's offers to leave it out ("Defaults to false"), 4 U / 1 N / 0 F of 7 shown
    "prose-only-shape": (5, "round 36: a length or character rule the text states and the schema "
                            "does not (zotero 8-character `item_key`, replicate 64-character "
                            "`version`, agno/strands two-letter country codes: U) against the "
                            "same rule on a value copied from a listing (hostinger `projectName` "
                            "of a getter, ms-365 `bucketId`: N) and stripe's three-letter "
                            "`currency` (N, 'models get ISO codes right', while the two-letter "
                            "country codes were U): 11 U / 5 N / 0 F"),
    "array-unbounded": (5, "round 36: a batch a tool acts on in one call with no `maxItems`: U on "
                           "bulk deletes and batch runners (heiman, monday, xiaoya, strands, "
                           "mobile-mcp, sonarqube wont-fix), N where the tool states no cap and "
                           "the service enforces one (stripe update_subscription `items`, "
                           "infisical invites, sonarqube false-positive, luzzy delete_files): "
                           "the same delete shape is on both sides, 11 U / 5 N / 0 F"),
}


@dataclass
class Standing:
    """What one rule shows by default on the judged development sets."""

    rule: str
    shown: int = 0  # shown findings, judged or not
    verdicts: Counter = field(default_factory=Counter)  # U/N/F of the judged shown findings
    recent_wrong: list[Item] = field(default_factory=list)  # shown, judged F in its last 2 rounds

    @property
    def judged(self) -> int:
        return sum(self.verdicts.values())

    @property
    def noise(self) -> int:
        return self.verdicts["N"] + self.verdicts["F"]

    @property
    def useful(self) -> float:
        return self.verdicts["U"] / self.judged if self.judged else 1.0

    @property
    def below_bar(self) -> bool:
        return self.judged >= SHOWN_MIN_JUDGED and self.useful < SHOWN_USEFUL_BAR

    @property
    def breaks_policy(self) -> bool:
        return self.below_bar or bool(self.recent_wrong)


def round_rank(name: str) -> int:
    """A round's place in `ROUND_ORDER` (an unlisted round counts as the newest)."""
    return ROUND_ORDER.index(name) if name in ROUND_ORDER else len(ROUND_ORDER)


def standings(items: Iterable[Item], verdicts: Mapping[tuple, list[dict]]) -> dict[str, Standing]:
    """Per rule with shown findings: the shown count, the verdicts that apply to them now, and the
    shown findings judged wrong in the rule's last two judgement rounds."""
    items = list(items)
    last_rounds: dict[str, set[str]] = defaultdict(set)
    for rows in verdicts.values():
        for row in rows:
            last_rounds[row["rule"]].add(row["_round"])
    recent = {rule: set(sorted(rounds, key=round_rank)[-2:]) for rule, rounds in last_rounds.items()}
    out: dict[str, Standing] = {}
    for item in items:
        if item.severity not in SHOWN:
            continue
        s = out.setdefault(item.rule, Standing(item.rule))
        s.shown += 1
        if item.key not in verdicts:
            continue
        row = verdict_for(item, verdicts[item.key])
        s.verdicts[row["verdict"]] += 1
        if row["verdict"] == "F" and row["_round"] in recent.get(item.rule, ()):
            s.recent_wrong.append(item)
    return out


def problems(table: Mapping[str, Standing],
             below_bar: Mapping[str, tuple[int, str]] = BELOW_BAR) -> list[str]:
    """Why the table breaks the policy (empty when it keeps it)."""
    out = []
    for rule, s in sorted(table.items()):
        figures = (f"{s.verdicts['U']}/{s.verdicts['N']}/{s.verdicts['F']} U/N/F judged of "
                   f"{s.shown} shown ({s.useful:.0%} useful), {len(s.recent_wrong)} shown wrong in "
                   "its last two rounds")
        if rule in below_bar:
            ceiling = below_bar[rule][0]
            if s.noise > ceiling:
                out.append(f"{rule}: shows {s.noise} judged noisy or wrong findings, more than its "
                           f"ceiling {ceiling}: {figures}")
            elif not s.breaks_policy:
                out.append(f"{rule}: meets the policy now ({figures}): take it off BELOW_BAR")
        elif s.breaks_policy:
            out.append(f"{rule}: shown by default below the policy: {figures}; keep its noisy "
                       "cases at info, fix it, or list it in BELOW_BAR with a reason")
    return out


def measure() -> dict[str, Standing]:
    """Lint the development sets with the default configuration and join the judgements."""
    items, _ = lint_sets(load_sets("dev"))
    verdicts, _ = load_judgements(None)
    return standings(items, verdicts)


def unordered_rounds() -> list[str]:
    """Judgement round folders missing from `ROUND_ORDER`."""
    return sorted(p.name for p in JUDGED.glob("*") if p.is_dir() and p.name not in ROUND_ORDER)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-v", "--verbose", action="store_true", help="every rule shown by default")
    args = ap.parse_args(argv)
    table = measure()
    for rule, s in sorted(table.items(), key=lambda kv: kv[1].useful):
        if args.verbose or s.breaks_policy or rule in BELOW_BAR:
            v = s.verdicts
            print(f"{rule:34} shown {s.shown:4}  judged {s.judged:4}  U/N/F {v['U']}/{v['N']}/"
                  f"{v['F']}  useful {s.useful:6.1%}  recent wrong {len(s.recent_wrong)}"
                  + ("  [below bar, listed]" if rule in BELOW_BAR else ""))
    found = problems(table) + [f"round {r} is not in ROUND_ORDER" for r in unordered_rounds()]
    for line in found:
        print("POLICY:", line)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
