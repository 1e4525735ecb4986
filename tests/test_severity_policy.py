"""The severity policy (workbench/linter/catalogue.py: SEVERITY_POLICY): a rule shown by default
keeps that only while its judged shown findings on the real development sets are useful enough
and none judged wrong in its last two rounds is still shown. `bench/severity_policy.py` measures
it; this test fails when a noisy case is promoted back to warning."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
import severity_policy as sp  # a bench script, importable from its folder


def _item(rule: str, n: int, severity: str = "warning"):
    return sp.Item("set", f"tool{n}", rule, f"/properties/p{n}", severity, f"message {n}", None)


def _judged(rule: str, verdicts: str, round_name: str = "dev6", severity: str = "warning"):
    items, rows = [], {}
    for n, v in enumerate(verdicts):
        item = _item(rule, n, severity)
        items.append(item)
        rows[item.key] = [{"rule": rule, "verdict": v, "_round": round_name}]
    return items, rows


def test_a_rule_below_the_bar_breaks_the_policy_once_enough_are_judged():
    items, rows = _judged("some-rule", "UUUUUNNN")  # 5 of 8 useful: 62%
    table = sp.standings(items, rows)
    assert table["some-rule"].below_bar
    assert sp.problems(table, {})
    items, rows = _judged("some-rule", "UUUUUUNN")  # 6 of 8: 75%
    assert not sp.problems(sp.standings(items, rows), {})
    items, rows = _judged("some-rule", "UUUNNNN")  # 7 judged: not measured yet
    assert not sp.problems(sp.standings(items, rows), {})


def test_only_shown_findings_count():
    items, rows = _judged("some-rule", "NNNNNNNNUU", severity="info")
    assert sp.standings(items, rows) == {}


def test_a_wrong_verdict_counts_only_in_the_rules_last_two_rounds():
    items, rows = _judged("some-rule", "UUUUUUUUUF", round_name="baseline")
    for key in list(rows)[:3]:
        rows[key] = [{"rule": "some-rule", "verdict": "U", "_round": r}
                     for r in ("dev6", "holdout-final-5")]
    table = sp.standings(items, rows)
    assert not table["some-rule"].recent_wrong  # judged wrong three rounds ago
    items, rows = _judged("some-rule", "UUUUUUUUUF", round_name="holdout-final-5")
    table = sp.standings(items, rows)
    assert len(table["some-rule"].recent_wrong) == 1
    assert sp.problems(table, {})


def test_a_listed_rule_may_not_show_more_noise_and_leaves_the_list_when_it_meets_the_policy():
    items, rows = _judged("some-rule", "UUUNNNNN")
    table = sp.standings(items, rows)
    assert not sp.problems(table, {"some-rule": (5, "why")})
    assert "ceiling" in sp.problems(table, {"some-rule": (4, "why")})[0]
    items, rows = _judged("some-rule", "UUUUUUUUNN")
    assert "take it off" in sp.problems(sp.standings(items, rows), {"some-rule": (5, "why")})[0]


def test_every_judgement_round_has_its_place_in_the_order():
    assert sp.unordered_rounds() == []
    assert sp.round_rank("holdout-final-5") > sp.round_rank("baseline")


@pytest.fixture(scope="module")
def measured():
    return sp.measure()


def test_the_rules_shown_by_default_keep_the_policy_on_the_development_sets(measured):
    assert sp.problems(measured) == []


def test_the_measurement_joins_the_verdicts(measured):
    verdicts = Counter()
    for s in measured.values():
        verdicts.update(s.verdicts)
    assert verdicts["U"] > 1000 and sum(verdicts.values()) > 1000


def test_toolschema_rules_states_the_policy_beside_the_groups():
    import io

    from workbench.cli import main
    from workbench.linter.catalogue import SHOWN_MIN_JUDGED, SHOWN_USEFUL_BAR

    out = io.StringIO()
    assert main(["rules"], out, io.StringIO()) == 0
    text = out.getvalue()
    assert "pedantic" in text and "Severity policy:" in text
    assert f"{SHOWN_USEFUL_BAR:.0%}" in text and f"once {SHOWN_MIN_JUDGED} are judged" in text
