"""Executor checklist and generated adapter (issue 3 §3): the adapter for the seed's shipping tool
and for billing_refund (limit only in prose) is written to disk, imported and called."""

from __future__ import annotations

import importlib.util
import json
import sys
from datetime import datetime, timezone

import pytest

from support import make_tool
from test_ledger import GET_ACCOUNT, PAYMENT_PAIR, REFUND_PROSE, SHIPPING, START_TIME, tool
from workbench.executor_kit import adapter_source, checklist, checklist_markdown, write_adapter

OWNED = {"ORD-20260901-001"}


def load_adapter(t, tmp_path, **settings):
    """Generate `t`'s adapter (with `write_adapter`'s `settings`) into tmp_path and import it."""
    path = tmp_path / f"adapter_{t.name}.py"
    write_adapter(t, path, **settings)
    name = f"adapter_{t.name}_{id(path)}"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def echo(args, context):
    return {"result": args}


def context(module, **kw):
    base = {"subject_id": "u-1", "can_access": lambda param, value: value in OWNED}
    base.update(kw)
    return module.ExecutionContext(**base)


def test_shipping_adapter_valid_and_invalid_calls(tmp_path):
    m = load_adapter(tool(SHIPPING), tmp_path)
    ctx = context(m)
    ok = m.handle(json.dumps({"order_id": "ORD-20260901-001", "language": "zh-CN"}), ctx, echo)
    assert ok == {"result": {"order_id": "ORD-20260901-001", "language": "zh-CN"}}
    bad = m.handle('{"order_id": "ORD-001", "language": "中文", "debug": true}', ctx, echo)
    assert bad["error"]["code"] == "INVALID_ARGUMENTS"
    assert {d["keyword"] for d in bad["error"]["details"]} == {"pattern", "enum",
                                                              "additionalProperties"}
    assert m.handle("{not json", ctx, echo)["error"]["code"] == "INVALID_JSON"
    assert m.handle("[1, 2]", ctx, echo)["error"]["code"] == "INVALID_ARGUMENTS"
    # schema-valid, but not the caller's order (seed 7.3: ownership is the executor's)
    other = m.handle({"order_id": "ORD-20260902-001", "language": "en-US"}, ctx, echo)
    assert other["error"]["code"] == "FORBIDDEN"
    # no ownership check injected: fail closed
    unset = m.handle({"order_id": "ORD-20260901-001", "language": "en-US"}, m.ExecutionContext(), echo)
    assert unset["error"]["code"] == "CHECK_NOT_CONFIGURED"
    # the seed's own schema: null is in `type` but not in `enum`, so a validator rejects it
    assert m.handle({"order_id": "ORD-20260901-001", "language": None}, ctx, echo)["error"][
        "details"] == [{"pointer": "/language", "keyword": "enum"}]


def test_shipping_adapter_can_raise_its_own_not_found(tmp_path):
    m = load_adapter(tool(SHIPPING), tmp_path)

    def can_access(param, value):
        raise m.ToolError("ORDER_NOT_FOUND", "订单不存在")

    out = m.handle({"order_id": "ORD-20260901-009", "language": "en-US"},
                   context(m, can_access=can_access), echo)
    assert out == {"error": {"code": "ORDER_NOT_FOUND", "message": "订单不存在"}}


def test_refund_adapter_enforces_the_prose_limit(tmp_path):
    m = load_adapter(tool(REFUND_PROSE), tmp_path)
    ctx = context(m, confirmed=True, check_state=lambda name, args: None, idempotency_key="call_1")
    ok = m.handle({"order_id": "ORD-20260901-001", "amount": 1000}, ctx, echo)
    assert ok == {"result": {"order_id": "ORD-20260901-001", "amount": 1000}}
    # a refund writes: without an idempotency key a retry could pay twice, so it is refused
    keyless = m.handle({"order_id": "ORD-20260901-001", "amount": 10},
                       context(m, confirmed=True, check_state=lambda name, args: None), echo)
    assert keyless["error"]["code"] == "IDEMPOTENCY_KEY_REQUIRED"
    over = m.handle({"order_id": "ORD-20260901-001", "amount": 999999}, ctx, echo)
    assert over["error"]["code"] == "INVALID_ARGUMENTS"
    assert "金额必须小于等于 1000 元" in over["error"]["message"]
    assert m.check_amount_maximum.__doc__ and "金额必须小于等于 1000 元" in m.check_amount_maximum.__doc__
    unconfirmed = m.handle({"order_id": "ORD-20260901-001", "amount": 10},
                           context(m, check_state=lambda n, a: None), echo)
    assert unconfirmed["error"]["code"] == "CONFIRMATION_REQUIRED"
    state = m.handle({"order_id": "ORD-20260901-001", "amount": 10},
                     context(m, confirmed=True, check_state=lambda n, a: "余额不足"), echo)
    assert state == {"error": {"code": "BUSINESS_RULE_VIOLATION", "message": "余额不足"}}


def test_handler_failures_become_tool_errors(tmp_path):
    m = load_adapter(tool(SHIPPING), tmp_path)

    def boom(args, ctx):
        raise TimeoutError("carrier API timed out")

    out = m.handle({"order_id": "ORD-20260901-001", "language": "zh-CN"}, context(m), boom)
    assert out["error"]["code"] == "EXECUTION_FAILED" and "timed out" in out["error"]["message"]


def test_identity_parameter_must_be_the_caller(tmp_path):
    m = load_adapter(tool(GET_ACCOUNT), tmp_path)
    assert m.handle({"user_id": "u-1"}, context(m), echo) == {"result": {"user_id": "u-1"}}
    assert m.handle({"user_id": "u-2"}, context(m), echo)["error"]["code"] == "FORBIDDEN"
    assert m.handle({"user_id": "u-1"}, m.ExecutionContext(), echo)["error"]["code"] == \
        "CHECK_NOT_CONFIGURED"


def test_cross_field_pair_is_checked(tmp_path):
    m = load_adapter(tool(PAYMENT_PAIR), tmp_path)
    def ctx(key):  # a payment writes: each call carries its own idempotency key
        return context(m, confirmed=True, check_state=lambda n, a: None, idempotency_key=key)

    assert "result" in m.handle({"payment_method": "card", "card_number": "4111111111111111"}, ctx("a"), echo)
    assert "result" in m.handle({"payment_method": "bank_transfer", "card_number": None}, ctx("b"), echo)
    for bad in ({"payment_method": "card", "card_number": None},
                {"payment_method": "bank_transfer", "card_number": "4111111111111111"}):
        assert m.handle(bad, ctx("c"), echo)["error"]["code"] == "INVALID_ARGUMENTS"


def test_format_and_relative_time_checks_run(tmp_path):
    d = json.loads(json.dumps(START_TIME))
    d["parameters"]["properties"]["start_time"]["description"] += " 不得早于今天。"
    m = load_adapter(tool(d), tmp_path)
    fixed = lambda: datetime(2026, 9, 1, 12, tzinfo=timezone.utc)  # noqa: E731
    ctx = context(m, now=fixed)
    assert "result" in m.handle({"start_time": "2026-09-02T00:00:00+08:00"}, ctx, echo)
    assert m.handle({"start_time": "yesterday"}, ctx, echo)["error"]["code"] == "INVALID_ARGUMENTS"
    past = m.handle({"start_time": "2026-08-01T00:00:00+08:00"}, ctx, echo)
    assert past["error"]["code"] == "INVALID_ARGUMENTS" and "不得早于今天" in past["error"]["message"]


def test_defaults_are_applied_and_hooks_are_called(tmp_path):
    t = make_tool("report_get_summary", parameters={"type": "object", "properties": {
        "days": {"type": "integer", "default": 7, "description": "请填写合理的天数，不能太大。"}}})
    m = load_adapter(t, tmp_path)
    hooks = [name for name in m.CHECKS if name.__name__.startswith("check_days")]
    assert hooks
    assert m.handle({}, m.ExecutionContext(), echo)["error"]["code"] == "CHECK_NOT_CONFIGURED"
    allow = {h.__name__: (lambda args, ctx: None) for h in hooks}
    assert m.handle({}, m.ExecutionContext(hooks=allow), echo) == {"result": {"days": 7}}
    deny = {h.__name__: (lambda args, ctx: "days must be at most 31") for h in hooks}
    assert m.handle({"days": 99}, m.ExecutionContext(hooks=deny), echo)["error"]["message"] == \
        "days must be at most 31"


def test_hostile_text_cannot_break_the_generated_module(tmp_path):
    t = make_tool("x_get_y", description='"""\nimport os; os.exit(1)\n最多 5 个',
                  parameters={"type": "object", "properties": {
                      "a\"b": {"type": "string", "format": "date\x00\r",
                              "description": "'''\\ 不超过 3 个字符 \"\"\""},
                      "项目id": {"type": "string"}}})
    m = load_adapter(t, tmp_path)
    # the tool-level "最多 5 个" names no parameter: a hook the user must supply
    assert m.handle({"a\"b": "ok"}, m.ExecutionContext(), echo)["error"]["code"] == \
        "CHECK_NOT_CONFIGURED"
    allow = {check.__name__: (lambda args, ctx: None) for check in m.CHECKS}
    trusted = m.ExecutionContext(hooks=allow, can_access=lambda parameter, value: True)  # 项目id
    assert m.handle({"a\"b": "toolong"}, trusted, echo)["error"]["code"] == "INVALID_ARGUMENTS"
    assert m.handle({"a\"b": "ok"}, trusted, echo) == {"result": {"a\"b": "ok"}}
    compile(adapter_source(t), "<adapter>", "exec")


def test_checklist_in_plain_words_with_chinese_evidence():
    steps = checklist([tool(REFUND_PROSE), tool(SHIPPING)])
    assert list(steps) == ["billing_refund", "shipping_get_tracking"]
    assert steps["billing_refund"][0].startswith("Decode the arguments as JSON")
    assert any("金额必须小于等于 1000 元" in s for s in steps["billing_refund"])
    assert any("order_id" in s and "access" in s for s in steps["shipping_get_tracking"])
    # the run itself: a refund writes, so it needs an idempotency key; every tool gets a timeout
    assert any("at most once per idempotency key" in s and "verb 'refund'" in s for s in steps["billing_refund"])
    assert not any("idempotency" in s for s in steps["shipping_get_tracking"])
    assert steps["shipping_get_tracking"][-1].startswith("Give the handler a timeout")
    md = checklist_markdown(tool(REFUND_PROSE))
    assert md.startswith("## billing_refund") and "- [ ] " in md


@pytest.mark.parametrize("definition", [SHIPPING, REFUND_PROSE, START_TIME, PAYMENT_PAIR, GET_ACCOUNT])
def test_every_generated_adapter_compiles(definition):
    compile(adapter_source(tool(definition)), "<adapter>", "exec")


def test_checks_reach_nested_models_through_defs(tmp_path):
    # pydantic / FastMCP put nested models under $defs and point at them with $ref
    t = make_tool("crm_get_customer", parameters={
        "type": "object",
        "properties": {"address": {"$ref": "#/$defs/Address"},
                       "others": {"type": "array", "items": {"$ref": "#/$defs/Address"}}},
        "$defs": {"Address": {"type": "object", "properties": {
            "zip": {"type": "string", "description": "邮编，不超过 6 个字符。"}}}}})
    source = adapter_source(t)
    assert "not reachable" not in source
    m = load_adapter(t, tmp_path)
    ctx = m.ExecutionContext()
    assert m.handle({"address": {"zip": "310000"}}, ctx, echo) == {"result": {"address": {"zip": "310000"}}}
    assert m.handle({"address": {"zip": "3100000"}}, ctx, echo)["error"]["code"] == "INVALID_ARGUMENTS"
    assert m.handle({"others": [{"zip": "1"}, {"zip": "12345678"}]}, ctx, echo)["error"]["code"] == \
        "INVALID_ARGUMENTS"
