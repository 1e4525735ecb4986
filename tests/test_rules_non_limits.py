"""Texts that read like a limit or a contradiction but are neither: a count of decimal places
("最多两位小数", "up to 2 decimal places"), a call made with no arguments on a tool whose
parameters are all optional, the missing ceiling of a money value a tool only reads. English and
Chinese variants; the real limit next to them is still read."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.prose import extract


@pytest.mark.parametrize("text,kept", [
    ("退款金额，单位人民币元，最多两位小数。", []),
    ("单价，保留 2 位小数，不超过 5000 元。", [("maximum", 5000)]),
    ("Amount in EUR, up to 2 decimal places.", []),
    ("Unit price with at most 2 decimals; at most 500 USD.", [("maximum", 500)]),
    ("Weight in kg, 1-3 decimal places.", []),
])
def test_decimal_places_are_precision_not_a_bound(text, kept):
    assert [(c.kind, c.value) for c in extract(text)] == kept


@pytest.mark.parametrize("desc", ["退款金额，单位人民币元，最多两位小数。",
                                  "Refund amount in USD, at most 2 decimal places."])
def test_decimal_places_do_not_contradict_the_maximum(desc):
    tool = make_tool(name="billing_create_refund", description="Refunds an order. Irreversible.",
                     parameters=obj({"amount": {"type": "number", "minimum": 0.01, "maximum": 1000,
                                                "description": desc}}, required=["amount"]))
    assert hits("prose-contradicts-schema", tool) == []


_OPTIONAL = obj({"query": {"type": "string", "description": "Free text."},
                 "limit": {"type": "integer", "minimum": 1, "maximum": 50, "description": "Max rows."}})
_REQUIRED = obj({"query": {"type": "string", "description": "Free text."}}, required=["query"])


@pytest.mark.parametrize("desc", [
    "Search issues. Call with no arguments to list the most recently updated issues.",
    "Lists jobs. When called with no arguments it returns every running job.",
    "搜索问题。不用传参数即可列出最近更新的问题。",
    "搜索问题。不带参数调用时返回最近更新的问题。",
])
def test_a_call_with_no_arguments_fits_optional_parameters(desc):
    assert hits("prose-parameter-count", make_tool(name="issues_search", description=desc,
                                                   parameters=_OPTIONAL)) == []
    (h,) = hits("prose-parameter-count", make_tool(name="issues_search", description=desc,
                                                   parameters=_REQUIRED))
    assert "`query` as required" in h.message


@pytest.mark.parametrize("desc", ["Returns the server time. Takes no arguments.", "本工具不用参数。"])
def test_a_tool_said_to_take_none_still_contradicts_declared_parameters(desc):
    assert hits("prose-parameter-count", make_tool(name="clock_get_time", description=desc,
                                                   parameters=_OPTIONAL))


@pytest.mark.parametrize("name,desc,prop,expected", [
    ("convert_currency", "Convert an amount between currencies. Read-only.",
     {"amount": {"type": "number", "exclusiveMinimum": 0, "description": "Amount, e.g. 12.50."}}, []),
    ("commerce_search_products", "按关键词搜索在售商品。只读。",
     {"max_price": {"type": "number", "minimum": 0, "description": "价格上限，单位人民币元。"}}, []),
    ("hotels_search", "Search hotels. Read-only.",
     {"max_price": {"type": "number", "description": "Nightly price ceiling in EUR."}}, ["minimum"]),
    ("payments_send_money", "Send money to a payee. Moves funds immediately; irreversible.",
     {"amount": {"type": "number", "exclusiveMinimum": 0, "description": "Amount in EUR."}},
     ["maximum"]),
    ("wallet_transfer", "向指定账户转账，立即扣款，不可撤销。",
     {"amount": {"type": "number", "minimum": 0.01, "description": "转账金额，单位元。"}}, ["maximum"]),
])
def test_money_a_tool_only_reads_needs_no_ceiling(name, desc, prop, expected):
    found = hits("range-missing", make_tool(name=name, description=desc, parameters=obj(prop)))
    assert [k for k in ("minimum", "maximum") if any(f"`{k}`" in h.message for h in found)] == expected


@pytest.mark.parametrize("text,kept", [
    ("优惠码，只能包含大写字母和数字，长度 6 到 12 位。", [("min-length", 6), ("max-length", 12)]),
    ("密码长度至少 8 位。", [("min-length", 8)]),
    ("工号，位数不超过 8 位。", [("max-length", 8)]),
    ("最多 4 位乘客。", [("maximum", 4)]),  # people, not characters
])
def test_wei_counts_characters_only_in_a_length(text, kept):
    assert [(c.kind, c.value) for c in extract(text)] == kept


@pytest.mark.parametrize("desc,expected", [
    ("创建一个新的优惠码并立即生效，顾客下单时可输入使用。会写入营销系统。", False),
    ("生成会员积分兑换券，会员下单时可抵扣。", False),
    ("为当前用户下单购买指定商品，提交后立即扣款。", True),
])
def test_a_customer_ordering_is_not_this_tool_s_effect(desc, expected):
    tool = make_tool(name="marketing_create_coupon", description=desc,
                     parameters=obj({"code": {"type": "string", "description": "优惠码。"}}))
    said = [h.message for h in hits("side-effect-undisclosed", tool)]
    assert any("'下单'" in m for m in said) is expected
