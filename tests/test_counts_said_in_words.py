"""`type-number-for-integer` read from the description: "How many whole vials", "订购的箱数" (a
classifier with 数) count things; a measure ("how many seconds", "how many kilograms") and a
score (分数) do not."""

from __future__ import annotations

import pytest

from support import lint_severities, tool_doc


def _severities(desc: str, name: str = "amount") -> list:
    doc = tool_doc("pharmacy_order_stock", "Order stock for the pharmacy; places a purchase order.",
                   {name: {"type": "number", "minimum": 1, "maximum": 100, "description": desc}}, [name])
    return lint_severities([doc], "type-number-for-integer")


@pytest.mark.parametrize("desc", [
    "How many whole vials to order.",
    "How many individual packs to send.",
    "本次订购的箱数。",
    "需要补货的盒数，最多 100。",
])
def test_a_count_said_in_words(desc):
    assert _severities(desc) == ["warning"]


@pytest.mark.parametrize("desc", [
    "How many seconds to wait before ordering.",
    "How many kilograms of powder to order.",
    "供应商评价分数。",
])
def test_a_measure_or_a_score_stays_silent(desc):
    assert _severities(desc) == []


@pytest.mark.parametrize("desc", ["平台数据的版本。", "收支数据汇总值。", "省份数据编号。"])
def test_data_words_holding_a_classifier_are_no_count(desc):
    assert _severities(desc, name="ref") == []
