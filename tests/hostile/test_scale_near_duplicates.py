"""`near-duplicate-tools` on a large set: its description data held compactly
(`workbench/linter/rules/description_bands.py`), the same buckets, the same pairs judged and
the same findings as the frozensets-of-strings it replaces."""

from __future__ import annotations

import random
import tracemalloc
from itertools import combinations

import pytest

from hostile.test_scale_lint import synthetic
from support import CORPORA
from workbench.linter.rules import collision
from workbench.linter.rules.description_bands import (
    _BAND,
    MAX_BUCKET,
    MIN_FEATURES,
    DescriptionBands,
    features,
    minhashes,
)
from workbench.loading import load
from workbench.text import text_of


def planted(n: int) -> list[dict]:
    """Synthetic tools with near-duplicates planted beside some of them: the same tool under a
    name spelled apart, another system's copy with a word dropped, the name without its verb, a
    deprecated copy naming its successor, a Chinese preamble before the same text."""
    rng = random.Random(5)
    out: list[dict] = []
    for t in synthetic(n):
        out.append(t)
        text, r = t.get("description", ""), rng.random()
        if r < 0.1:
            out.append({**t, "name": t["name"].replace("_", "-", 1) + "x"})
        elif r < 0.2:
            kept = text.split()
            if len(kept) > 4:
                del kept[rng.randrange(len(kept))]
            out.append({**t, "name": "other_" + t["name"], "description": " ".join(kept)})
        elif r < 0.25:
            parts = t["name"].split("_")
            out.append({**t, "name": "_".join(parts[:1] + parts[2:])})
        elif r < 0.28:
            out.append({**t, "name": t["name"] + "_old",
                        "description": f"DEPRECATED: use {t['name']} instead. {text}"})
        elif r < 0.32:
            out.append({**t, "name": "新" + t["name"], "description": "查询客户的订单信息并返回结果列表。" + text})
    return out


def _reference(texts: list[str]):
    """The buckets and places as the rule built them before: a frozenset of strings per
    description, a tuple key per bucket, `(id(bucket), place)` per band."""
    feats = [features(t) for t in texts]
    buckets: dict[tuple[int, ...], list[int]] = {}
    placed: list[tuple[tuple[int, int], ...]] = []
    for i, f in enumerate(feats):
        if len(f) < MIN_FEATURES:
            placed.append(())
            continue
        mh = minhashes(f)
        spots = []
        for band in range(0, len(mh), _BAND):
            members = buckets.setdefault((band,) + mh[band:band + _BAND], [])
            spots.append((id(members), len(members)))
            members.append(i)
        placed.append(tuple(spots))

    def judged_before(i: int, j: int, bucket: list[int]) -> bool:
        for (bi, pi), (bj, pj) in zip(placed[i], placed[j]):
            if bi == bj and pi < MAX_BUCKET and pj < MAX_BUCKET:
                return bi != id(bucket)
        return False

    return feats, [b for b in buckets.values() if len(b) > 1], judged_before


def _jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return 0.0 if not a or not b else len(a & b) / len(a | b)


@pytest.mark.parametrize("source", ["planted", "mcp/tools.jsonl", "other/seal_tools.jsonl"])
def test_the_bands_are_the_buckets_and_judgements_of_the_sets(source):
    tools = load({"tools": planted(3000)}) if source == "planted" else load(str(CORPORA / source))
    texts = [text_of(t.description) for t in tools]
    bands = DescriptionBands(texts)
    feats, buckets, judged_before = _reference(texts)
    shared = list(bands.shared())
    assert [members for _, members in shared] == buckets
    assert any(len(b) > MAX_BUCKET for b in buckets) or source != "planted"  # the cap is met
    pairs = 0
    for (bucket_id, members), bucket in zip(shared, buckets):
        for i, j in combinations(members[:60], 2):
            assert bands.judged_before(i, j, bucket_id) == judged_before(i, j, bucket)
            assert bands.jaccard(i, j) == _jaccard(feats[i], feats[j])
            pairs += 1
    assert pairs > 200
    rng = random.Random(1)
    for _ in range(2000):  # pairs in no common bucket too, and short or empty descriptions
        i, j = rng.randrange(len(texts)), rng.randrange(len(texts))
        assert bands.jaccard(i, j) == _jaccard(feats[i], feats[j])
        assert bands.size(i) == len(feats[i])


def test_planted_near_duplicates_are_reported():
    tools = planted(400)
    hits = list(collision.check_near_duplicates.check(load({"tools": tools}), []))
    by_tool = {h.tool: h.message for h in hits}
    names = {t["name"] for t in tools}
    for t in tools:
        name = t["name"]
        if name.endswith("_old") and name[:-4] in names:
            assert "deprecated in favour of" in by_tool[name]
        elif name.startswith("other_"):
            assert name in by_tool
    assert len(hits) > 100


def _rule_peak(n: int) -> int:
    toolset = load({"tools": synthetic(n)})
    list(collision.check_near_duplicates.check(toolset, []))  # the names' word caches, as in a lint
    tracemalloc.start()
    try:
        hits = list(collision.check_near_duplicates.check(toolset, []))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert n < 100 or len(hits) > n // 20  # the synthetic set's uniform descriptions pair up
    return peak


@pytest.mark.slow
def test_near_duplicate_working_data_per_extra_tool():
    # Before: ~2.4 KiB a tool at the rule's peak (a frozenset of strings per description and
    # of parameter and object-name words per tool, a tuple key and a list per bucket, a tuple
    # of (id, place) pairs per tool, tuple keys per name), all held to the rule's end.
    _rule_peak(50)  # word caches, rule tables: once per process
    marginal = (_rule_peak(2400) - _rule_peak(600)) / 1800 / 1024
    assert marginal < 0.9, f"{marginal:.2f} KiB of peak memory per extra tool"
