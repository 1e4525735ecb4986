"""Prose numbers: Arabic digits times 万/亿 ("1 万到 50 万元", "单笔不超过 5 万元", "1.5万"), a range
whose 万 is written once ("1 到 50 万元" is 10000..500000, "1000 到 5 万元" is 1000..50000), and
plain numbers left as they were."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.prose import extract


@pytest.mark.parametrize("text,kind,value", [
    ("保额可选 1 万到 50 万元。", "range", (10000, 500000)),
    ("保额 1 到 50 万元。", "range", (10000, 500000)),
    ("金额 1000 到 5 万元。", "range", (1000, 50000)),
    ("单笔不超过 5 万元。", "maximum", 50000),
    ("最多导出 1.5万 条。", "max-items", 15000),
    ("额度上限 2 亿元。", "maximum", 200000000),
    ("保额 10000 到 500000 元。", "range", (10000, 500000)),
])
def test_wan_scales_the_number(text, kind, value):
    (c,) = extract(text)
    assert (c.kind, c.value) == (kind, value)


def test_a_wan_range_only_in_prose_is_patched_with_the_scaled_bounds():
    tool = make_tool(name="loan_quote", description="Quote a loan. Read-only.",
                     parameters=obj({"amount": {"type": "number",
                                                "description": "贷款金额，单位元，2 到 30 万元。"}}))
    (h,) = hits("prose-only-constraint", tool)
    assert {op["path"].rsplit("/", 1)[-1]: op["value"] for op in h.fix} == {
        "minimum": 20000, "maximum": 300000}
