"""Lint quality on every labelled case (tests/labelled/*.json, all teams): recall >= 0.90
overall and per language, false alarms on <= 5% of the clean tools."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

import bench.lint_quality as lq
from workbench.model import CATEGORIES

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def cases():
    found = lq.read_cases()
    if not found:
        pytest.skip("no labelled cases")
    return found


@pytest.fixture(scope="module")
def quality(cases):
    return lq.evaluate(cases)


def test_labelled_files_are_well_formed(cases):
    ids = Counter((file, case.get("id")) for file, case in cases)
    assert not [k for k, n in ids.items() if n > 1], "duplicate case ids"
    for file, case in cases:
        where = f"{file}:{case.get('id')}"
        assert {"id", "lang", "note", "tool", "expect"} <= set(case), where
        assert case["lang"] in ("en", "zh"), where
        assert isinstance(case["expect"], list), where
        assert set(case["expect"]) <= set(CATEGORIES), where


def test_every_case_loads(quality):
    broken = [f"{r.file}:{r.id}: {r.error}" for r in quality.results if r.error]
    assert not broken, "\n".join(broken)


def test_recall_at_least_90_percent_overall_and_per_language(quality):
    report = lq.render(quality, show_alarms=False)
    for lang in (None, "en", "zh"):
        hit, total = quality.recall(lang)
        assert total, f"no planted defects for {lang or 'any language'}"
        assert hit / total >= 0.90, f"recall {lang or 'overall'} {hit}/{total}\n{report}"


def test_false_alarms_on_at_most_5_percent_of_clean_tools(quality):
    _alarms, hit, clean = quality.false_alarms()
    assert clean >= 20
    details = "\n".join(f"{r.file}:{r.id}: {a}" for r in quality.clean() for a in r.alarms)
    assert hit / clean <= 0.05, f"{hit} of {clean} clean tools have error/warning findings:\n{details}"


def test_own_file_covers_both_languages_and_envelopes():
    import json

    data = json.loads((ROOT / "tests" / "labelled" / "provider_and_clean.json").read_text(encoding="utf-8"))
    defects = [c for c in data if c["expect"]]
    clean = [c for c in data if not c["expect"]]
    assert len(defects) >= 20 and len(clean) >= 20
    assert {c["lang"] for c in defects} == {c["lang"] for c in clean} == {"en", "zh"}
    names = {json.dumps(c["tool"], ensure_ascii=False) for c in clean}
    assert any('"shipping_get_tracking"' in n for n in names)
    assert any('"commerce_get_order"' in n for n in names)


def _mail(description: str) -> dict:
    return {"name": "mail_send_email", "description": "以当前用户身份发送邮件。用户确认收件人后调用。",
            "inputSchema": {"type": "object", "additionalProperties": False, "required": ["to"],
                            "properties": {"to": {"type": "array", "description": description,
                                                  "items": {"type": "string", "format": "email"}}}}}


def test_a_patch_that_adds_the_missing_bound_credits_its_category():
    # "最多 20 个" said only in prose: prose-only-constraint (nl-constraint) patches maxItems: 20,
    # which repairs the array-bounds defect too; the rule-category figure does not count it
    (r,) = lq.evaluate([("t.json", {"id": "c", "lang": "zh", "note": "", "tool": _mail("收件人列表，最多 20 个。"),
                                     "expect": ["array-bounds", "nl-constraint"]})]).results
    assert {"array-bounds", "nl-constraint"} <= r.found and "array-bounds" not in r.by_rule
    # no patch, no credit: an unbounded list with no stated cap is only its own rule's
    (r,) = lq.evaluate([("t.json", {"id": "c", "lang": "zh", "note": "", "tool": _mail("收件人列表。"),
                                     "expect": ["array-bounds"]})]).results
    assert r.found == r.by_rule
