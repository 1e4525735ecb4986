"""Parallel-call safety (seed 1 §10): state, ordering rules in English and Chinese as ledger rows,
references to tools outside the set, retry risks and per-provider advice."""

from __future__ import annotations

import json

import workbench
from workbench.constraints.model import LedgerRow
from workbench.toolset.parallel import ordering_rows


def tool(name, description, params=(), **extra):
    out = {"name": name, "description": description,
           "inputSchema": {"type": "object", "properties": {p: {"type": "string"} for p in params}}}
    out.update(extra)
    return out


SEED_10 = [
    tool("payment_debit", "Debits the customer's card for an order.", ["order_id", "amount"]),
    tool("invoice_create", "开具发票。仅在扣款已成功且用户确认发票信息后调用。不能与 payment_debit 并行执行。",
         ["order_id", "idempotency_key"]),
    tool("email_send", "Emails the receipt. Only call it after invoice_create succeeded. Must not run "
                       "in parallel with payment_debit. For refunds use billing_create_refund.", ["to"]),
    tool("weather_get", "Returns the weather.", ["city"], annotations={"readOnlyHint": True}),
]


def test_ordering_rules_become_executor_ledger_rows():
    report = workbench.parallel_safety(SEED_10)
    rows = {(r.tool, r.constraint, json.dumps(r.value, ensure_ascii=False)) for r in report.rows}
    assert ("invoice_create", "order-after", json.dumps({"after": "payment_debit", "condition": "扣款"},
                                                         ensure_ascii=False)) in rows
    assert any(t == "invoice_create" and c == "not-parallel" and "payment_debit" in v for t, c, v in rows)
    assert any(t == "email_send" and c == "order-after" and "invoice_create" in v for t, c, v in rows)
    assert all(isinstance(r, LedgerRow) and r.enforced_by == "executor" and r.source == "prose"
               and r.duty for r in report.rows)
    assert report.ledger().to_dict()["rows"]  # the same contract as workbench.ledger


def test_states_retries_and_unknown_references():
    report = {t.tool: t for t in workbench.parallel_safety(SEED_10).tools}
    assert report["payment_debit"].state == "write" and report["payment_debit"].retry_risk
    assert report["invoice_create"].idempotency == "idempotency_key" and not report["invoice_create"].retry_risk
    assert report["weather_get"].state == "read" and not report["weather_get"].retry_risk
    assert report["email_send"].unknown_references == ("billing_create_refund",)


def test_provider_advice_turns_parallel_calls_off_only_when_something_writes():
    advice = {a.provider: a for a in workbench.parallel_safety(SEED_10).advice}
    assert advice["openai"].setting == "parallel_tool_calls" and advice["openai"].value is False
    assert advice["anthropic"].value is True and "at most one" in advice["anthropic"].reason
    reads = workbench.parallel_safety([SEED_10[3]])
    assert {a.provider: a.value for a in reads.advice}["openai"] is True


def test_a_confirmation_is_not_an_ordering_rule():
    rows = ordering_rows(workbench.load(tool("billing_create_refund", "Only after the user confirmed "
                                                                      "the amount."))[0])
    assert rows == []


def test_renderings():
    report = workbench.parallel_safety(SEED_10)
    assert "retry may repeat" in report.to_text()
    html = report._repr_html_()
    assert "parallel safety" in html and "<script" not in html
    assert set(json.loads(report.to_json())) == {"tools", "advice", "rows"}
