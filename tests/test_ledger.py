"""The constraint ledger on the first seed article's cases (issue 3 §5), provider cells,
summary and renderings.

The seed tools are defined here (copied faithfully from the article) and reused by
test_strict.py, test_executor_kit.py and test_cli_ledger.py.
"""

from __future__ import annotations

import copy
import json

import pytest

from support import SHIPPING, make_tool
from workbench.constraints import ledger

# 3.3: the limit only in the description; the amount parameter as the seed's fix describes it.
REFUND_PROSE = {
    "name": "billing_refund",
    "description": "金额必须小于等于 1000 元",
    "parameters": {
        "type": "object",
        "properties": {
            "order_id": {"type": "string", "description": "要退款的订单号，例如 ORD-20260901-001。"},
            "amount": {"type": "number", "description": "退款金额，单位为人民币元。"},
        },
        "required": ["order_id", "amount"],
        "additionalProperties": False,
    },
}
# 3.3: the seed's fix, `maximum: 1000` in the schema.
REFUND_SCHEMA = copy.deepcopy(REFUND_PROSE)
REFUND_SCHEMA["parameters"]["properties"]["amount"] = {
    "type": "number", "minimum": 0.01, "maximum": 1000, "description": "退款金额，单位为人民币元。"}

# 8: start_time with format date-time.
START_TIME = {
    "name": "calendar_list_events",
    "description": "List calendar events starting after a given time. Read-only.",
    "parameters": {
        "type": "object",
        "properties": {
            "start_time": {
                "type": "string",
                "format": "date-time",
                "description": "查询起始时间，必须使用 ISO 8601 格式并带时区，"
                               "例如 2026-09-01T00:00:00+08:00。不要传 Unix 时间戳。",
            },
        },
        "required": ["start_time"],
        "additionalProperties": False,
    },
}

# 5.4: the enum + nullable pair without oneOf, and the seed's oneOf version.
PAYMENT_PAIR = {
    "name": "billing_create_payment",
    "description": "Create a payment.",
    "parameters": {
        "type": "object",
        "properties": {
            "payment_method": {"type": "string", "enum": ["card", "bank_transfer"]},
            "card_number": {"type": ["string", "null"]},
        },
        "required": ["payment_method", "card_number"],
        "additionalProperties": False,
    },
}
PAYMENT_ONEOF = {
    "name": "billing_create_payment",
    "description": "Create a payment.",
    "parameters": {
        "type": "object",
        "oneOf": [
            {
                "properties": {
                    "payment_method": {"const": "card"},
                    "card_number": {"type": "string", "minLength": 12},
                },
                "required": ["payment_method", "card_number"],
                "additionalProperties": False,
            },
            {
                "properties": {
                    "payment_method": {"const": "bank_transfer"},
                    "card_number": {"type": "null"},
                },
                "required": ["payment_method", "card_number"],
                "additionalProperties": False,
            },
        ],
    },
}

# 11.4: caller identity as a model parameter.
GET_ACCOUNT = {
    "name": "get_account",
    "parameters": {
        "type": "object",
        "properties": {"user_id": {"type": "string"}},
        "required": ["user_id"],
    },
}


def tool(definition: dict, **kw):
    d = copy.deepcopy(definition)
    return make_tool(d["name"], d.get("description", ""), d["parameters"], **kw)


def rows_at(led, path, constraint=None):
    return [r for r in led.rows if r.path == path and (constraint is None or r.constraint == constraint)]


# --- the seed cases (issue 3 §5) -----------------------------------------------------------

def test_prose_only_limit_is_prose_and_executor():
    led = ledger(tool(REFUND_PROSE))
    [row] = rows_at(led, "/properties/amount", "prose")
    assert row.enforced_by == "executor" and row.source == "prose"
    assert row.value == {"kind": "maximum", "value": 1000, "unit": "元"}
    assert row.evidence == "金额必须小于等于 1000 元"
    assert set(row.providers.values()) == {"hint"}  # a description is sent, never enforced
    assert not rows_at(led, "/properties/amount", "maximum")
    duties = led.summary()["billing_refund"].duties
    assert any("1000" in d and "金额必须小于等于 1000 元" in d for d in duties)


def test_prose_limit_in_the_parameter_description_too():
    d = copy.deepcopy(REFUND_PROSE)
    d["description"] = "Refund an order."
    d["parameters"]["properties"]["amount"]["description"] = "退款金额，单位为人民币元。金额必须小于等于 1000 元"
    [row] = rows_at(ledger(tool(d)), "/properties/amount", "prose")
    assert (row.enforced_by, row.value["value"]) == ("executor", 1000)


def test_maximum_in_the_schema_is_schema_and_no_prose_row():
    led = ledger(tool(REFUND_SCHEMA))
    [row] = rows_at(led, "/properties/amount", "maximum")
    assert (row.enforced_by, row.source, row.value) == ("schema", "keyword", 1000)
    assert not [r for r in led.rows if r.constraint == "prose"]
    assert row.providers["openai-strict"] == "decoding"
    assert row.providers["anthropic-strict"] == "rejected"  # PD §3: numeric constraints
    assert row.providers["mcp"] == "validated"


def test_a_looser_schema_bound_keeps_the_prose_row():
    d = copy.deepcopy(REFUND_SCHEMA)
    d["parameters"]["properties"]["amount"]["maximum"] = 5000
    [row] = rows_at(ledger(tool(d)), "/properties/amount", "prose")
    assert row.enforced_by == "executor"


def test_format_date_time_is_advisory_and_an_executor_duty():
    led = ledger(tool(START_TIME))
    [row] = rows_at(led, "/properties/start_time", "format")
    assert (row.enforced_by, row.source, row.value) == ("advisory", "keyword", "date-time")
    assert row.providers["mcp"] == "hint" and row.providers["openai-strict"] == "decoding"
    assert any("start_time is a valid date-time" in d for d in led.summary()[START_TIME["name"]].duties)
    # "ISO 8601 ... 带时区" is stated by the format keyword: no prose row repeats it
    assert not rows_at(led, "/properties/start_time", "prose")


def test_payment_pair_without_one_of_is_cross_field_executor():
    led = ledger(tool(PAYMENT_PAIR))
    [row] = [r for r in led.rows if r.constraint == "cross-field"]
    assert (row.path, row.enforced_by, row.source) == ("/properties/card_number", "executor", "heuristic")
    assert row.value == {"field": "card_number", "depends_on": "payment_method", "when": "card"}
    assert set(row.providers.values()) == {"dropped"}


def test_payment_with_the_seed_one_of_is_schema():
    led = ledger(tool(PAYMENT_ONEOF))
    [row] = rows_at(led, "", "oneOf")
    assert (row.enforced_by, row.value) == ("schema", 2)
    assert not [r for r in led.rows if r.constraint == "cross-field"]
    assert row.providers["openai-strict"] == "rejected" and row.providers["mcp"] == "validated"
    consts = [r for r in led.rows if r.constraint == "const"]
    assert {r.value for r in consts} == {"card", "bank_transfer"}
    assert all(r.enforced_by == "schema" for r in consts)


def test_get_account_user_id_is_identity_executor():
    led = ledger(tool(GET_ACCOUNT))
    [row] = rows_at(led, "/properties/user_id", "identity")
    assert (row.enforced_by, row.source, row.value) == ("executor", "heuristic", "user_id")
    assert set(row.providers.values()) == {"dropped"}
    assert not rows_at(led, "/properties/user_id", "authorization")
    assert any("auth context" in d for d in led.summary()["get_account"].duties)


# --- other executor rows ----------------------------------------------------------------------

def test_id_parameters_need_an_ownership_check():
    led = ledger(tool(SHIPPING))
    [row] = rows_at(led, "/properties/order_id", "authorization")
    assert row.value == {"check": "ownership", "parameter": "order_id"}
    assert row.enforced_by == "executor"
    assert not rows_at(led, "", "authorization")  # a read-only tool: no business-state row


def test_state_changing_tool_needs_business_state_and_confirmation():
    led = ledger(tool(REFUND_SCHEMA))
    [row] = rows_at(led, "", "authorization")
    assert row.value == {"check": "business-state", "verb": "refund"}
    assert not ledger(make_tool("order_preview_cancel")).rows or \
        not rows_at(ledger(make_tool("order_preview_cancel")), "", "authorization")


def test_mcp_read_only_hint_wins_over_the_name():
    t = make_tool("send_digest_preview", annotations={"readOnlyHint": True})
    assert not rows_at(ledger(t), "", "authorization")


@pytest.mark.parametrize("text, kind", [
    ("不得早于今天", "relative-time"),
    ("must be in the future", "relative-time"),
    ("one of: asc, desc", "enum-values"),
    ("请填写合理的金额，不能太大。", "vague"),
    ("最多 50 件", "max-items"),
])
def test_prose_kinds_become_executor_rows(text, kind):
    t = make_tool("x_get_y", parameters={"type": "object", "properties": {
        "v": {"type": "string" if kind in ("relative-time", "enum-values") else "integer",
              "description": text}}})
    rows = rows_at(ledger(t), "/properties/v", "prose")
    assert kind in [r.value["kind"] for r in rows]
    assert all(r.enforced_by == "executor" for r in rows)


def test_prose_condition_is_cross_field_unless_the_schema_has_a_relation():
    props = {"payment_method": {"type": "string"},
             "card_number": {"type": "string", "description": "仅在 payment_method 为 card 时填写"}}
    t = make_tool("billing_pay", parameters={"type": "object", "properties": props})
    [row] = [r for r in ledger(t).rows if r.constraint == "cross-field"]
    assert (row.source, row.enforced_by) == ("prose", "executor")
    related = make_tool("billing_pay", parameters={"type": "object", "properties": props,
                                                   "dependentRequired": {"card_number": ["payment_method"]}})
    assert not [r for r in ledger(related).rows if r.constraint == "cross-field"]


def test_default_and_unknown_keywords_are_advisory():
    t = make_tool("x_get_y", parameters={"type": "object", "properties": {
        "limit": {"type": "integer", "default": 10},
        "note": {"type": "string", "nullable": True}}})
    led = ledger(t)
    [d] = rows_at(led, "/properties/limit", "default")
    [n] = rows_at(led, "/properties/note", "nullable")
    assert d.enforced_by == n.enforced_by == "advisory"
    assert n.providers["gemini"] == "hint" and n.providers["mcp"] == "dropped"
    assert any("default 10" in x for x in led.summary()["x_get_y"].duties)


def test_conditions_inside_if_get_no_rows_of_their_own():
    t = make_tool("x_get_y", parameters={"type": "object", "properties": {"a": {"type": "string"}},
                                         "if": {"properties": {"a": {"const": "x"}}},
                                         "then": {"required": ["b"]}})
    led = ledger(t)
    assert not [r for r in led.rows if r.constraint == "const"]
    [row] = rows_at(led, "", "if")
    assert row.value["then"] == {"required": ["b"]} and row.enforced_by == "schema"


# --- provider cells -----------------------------------------------------------------------------

def test_value_dependent_provider_cells():
    t = make_tool("x_get_y", parameters={"type": "object", "properties": {
        "a": {"type": ["string", "null"]},
        "tags": {"type": "array", "items": {"type": "string"}, "minItems": 2},
        "when": {"type": "string", "format": "iri"}}, "required": ["a"]})
    led = ledger(t)
    assert rows_at(led, "/properties/a", "type")[0].providers["gemini"] == "rejected"  # PD §4
    assert rows_at(led, "", "required")[0].providers["openai-strict"] == "rejected"  # PD §2
    assert rows_at(led, "/properties/tags", "minItems")[0].providers["anthropic-strict"] == "rejected"
    cells = rows_at(led, "/properties/when", "format")[0].providers
    assert cells["openai-strict"] == "rejected" and cells["anthropic-strict"] == "unknown"


def test_profiles_select_the_columns():
    led = ledger(tool(SHIPPING), profiles=["mcp", "gemini"])
    assert led.profiles == ("mcp", "gemini")
    assert all(set(r.providers) == {"mcp", "gemini"} for r in led.rows)


# --- summary and renderings ----------------------------------------------------------------------

def test_summary_counts_by_enforced_by():
    led = ledger([tool(REFUND_PROSE), tool(SHIPPING)])
    s = led.summary()["billing_refund"]
    assert sum(s.counts.values()) == len(led.for_tool("billing_refund"))
    assert s.counts["executor"] == len([r for r in led.for_tool("billing_refund")
                                        if r.enforced_by == "executor"])
    assert set(led.summary()) == {"billing_refund", "shipping_get_tracking"}


def test_json_has_exactly_the_contract_keys():
    data = json.loads(ledger(tool(REFUND_PROSE)).to_json())
    assert set(data) == {"rows"}
    for row in data["rows"]:
        assert set(row) == {"tool", "path", "constraint", "value", "enforced_by", "source",
                            "evidence", "providers"}
        assert row["enforced_by"] in ("schema", "advisory", "executor")
        assert row["source"] in ("keyword", "prose", "heuristic")
        assert set(row["providers"].values()) <= {"decoding", "validated", "hint", "dropped",
                                                  "rejected", "unknown"}


def test_csv_and_text():
    led = ledger(tool(REFUND_PROSE), profiles=["mcp"])
    lines = led.to_csv().splitlines()
    assert lines[0] == "tool,path,constraint,value,enforced_by,source,evidence,mcp"
    assert len(lines) == len(led.rows) + 1
    assert "executor must:" in led.to_text()


def test_frame_and_styler():
    pytest.importorskip("pandas")
    led = ledger(tool(REFUND_PROSE))
    frame = led.to_frame()
    assert list(frame.columns)[:7] == ["tool", "path", "constraint", "value", "enforced_by",
                                       "source", "evidence"]
    assert len(frame) == len(led.rows)
    html = led.to_frame(styled=True).to_html()
    assert "#fde7e9" in html and "#e6f4ea" in html


def test_html_escapes_tool_text():
    t = make_tool("x_get_y", description="<script>alert(1)</script> 最多 5 个",
                  parameters={"type": "object", "properties": {"n": {"type": "integer"}}})
    html = ledger(t)._repr_html_()
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert 'class="tone-bad"' in html  # executor rows in the executor colour


def test_bad_schemas_do_not_crash():
    for params in ({}, {"type": "object", "properties": {"a": 3, "b": {"enum": "x"}},
                        "required": "a"}, {"properties": []}, {"type": "object", "oneOf": "x"}):
        ledger(make_tool("x", parameters=params))


def test_chinese_conditions_need_a_field_usage_advice_is_not_cross_field():
    props = {"payment_method": {"type": "string", "description": "支付方式，card 或 bank_transfer。"},
             "card_number": {"type": ["string", "null"], "description": "卡号。"}}
    t = make_tool("billing_pay", description="仅在支付方式为 card 时填写卡号。",
                  parameters={"type": "object", "properties": props})
    assert [r.value["kind"] for r in ledger(t).rows
            if r.constraint == "cross-field" and r.source == "prose"] == ["condition"]
    advice = make_tool("calendar_create_event",
                       description="创建日历事件并邀请参与者。只有在用户明确确认时间、标题和参与者后使用。")
    assert not [r for r in ledger(advice).rows if r.constraint == "cross-field"]


def test_gemini_nullable_read_from_gemini_is_not_a_rejected_type_array():
    from workbench.loading import load

    doc = {"tools": [{"functionDeclarations": [{"name": "search_city", "description": "Search.",
           "parameters": {"type": "OBJECT", "properties": {
               "limit": {"type": "INTEGER", "nullable": True}}}}]}]}
    [row] = rows_at(ledger(load(doc), profiles=["gemini"]), "/properties/limit", "type")
    assert row.providers["gemini"] == "hint"
    openai_tool = make_tool("x", parameters={"type": "object", "properties": {
        "limit": {"type": ["integer", "null"]}}})
    assert rows_at(ledger(openai_tool, profiles=["gemini"]), "/properties/limit", "type")[0] \
        .providers["gemini"] == "rejected"


@pytest.mark.parametrize("text, typ, kind, value", [
    ("Refund amount, between 0.01 and 5000 CNY.", "number", "range", [0.01, 5000]),
    ("超时时间，不超过 30 秒。", "integer", "maximum", 30),
    ("商品数量，最多 50 件。", "integer", "max-items", 50),
    ("Start date in ISO 8601.", "string", "format", "date"),
    ("出生日期，格式 YYYY-MM-DD。", "string", "format", "date"),
    ("开始时间，必须带时区。", "string", "timezone", "offset-required"),
])
def test_issue_prose_phrases_become_rows(text, typ, kind, value):
    t = make_tool("x_get_y", parameters={"type": "object", "properties": {
        "v": {"type": typ, "description": text}}})
    rows = [r for r in rows_at(ledger(t), "/properties/v", "prose") if r.value["kind"] == kind]
    assert [r.value["value"] for r in rows] == [value]
    assert rows[0].evidence in text


def test_count_limits_on_an_integer_are_stated_by_maximum():
    t = make_tool("x_get_y", parameters={"type": "object", "properties": {
        "quantity": {"type": "integer", "maximum": 50, "description": "商品数量，最多 50 件。"}}})
    assert not rows_at(ledger(t), "/properties/quantity", "prose")


def test_condition_naming_another_field_in_english():
    t = make_tool("repo_update_file", parameters={"type": "object", "properties": {
        "content": {"type": "string"},
        "sha": {"type": "string", "description": "Required when content is provided."},
        "tags": {"type": "array", "items": {"type": "string"},
                 "description": "Only relevant if the user wants to add tags."}}})
    rows = [r for r in ledger(t).rows if r.constraint == "cross-field"]
    assert [(r.path, r.source) for r in rows] == [("/properties/sha", "prose")]


def test_workbench_ledger_is_the_function_after_the_package_is_imported():
    import workbench
    import workbench.constraints

    assert workbench.ledger(tool(GET_ACCOUNT)).for_tool("get_account")
    assert workbench.to_strict(tool(GET_ACCOUNT), "openai-strict").schema["additionalProperties"] is False


def test_user_ids_in_a_tool_about_users_are_resources_caller_names_are_identity():
    t = make_tool("admin_get_user", parameters={"type": "object", "properties": {
        "user_id": {"type": "string"}, "tenant_id": {"type": "string"}}})
    led = ledger(t)
    assert rows_at(led, "/properties/user_id", "authorization")[0].value["check"] == "ownership"
    assert not rows_at(led, "/properties/user_id", "identity")
    assert rows_at(led, "/properties/tenant_id", "identity")


# ------------------------------------------------------------------ duties fit the tool

@pytest.mark.parametrize("name, want, not_want", [
    ("slack_add_reaction", "what the reaction belongs to exists", "balance"),
    ("github_create_issue_comment", "does not create a second one", "balance"),
    ("billing_create_refund", "balance, order status", "recalled"),
    ("shop_pay_invoice", "confirm the amount", "recalled"),
    ("drive_delete_file", "may not be undone", "balance"),
    ("mail_send_message", "cannot be recalled", "balance"),
    ("notion_update_page", "the page exists and allows the change", "balance"),
])
def test_business_state_duty_follows_the_verb_and_object(name, want, not_want):
    [row] = rows_at(ledger(make_tool(name)), "", "authorization")
    assert want in row.duty and not_want not in row.duty and name in row.duty


def test_duties_cite_no_internal_documents():
    import re as _re
    tools = [REFUND_PROSE, REFUND_SCHEMA, START_TIME, PAYMENT_PAIR, SHIPPING]
    for t in tools:
        for row in ledger(tool(t)).rows:
            assert not _re.search(r"PD §|seed \d", row.duty), row.duty


@pytest.mark.parametrize("description, params", [
    ("Plan a route. Returns at most 5 routes.", {"origin": {"type": "string"}, "stops": {"type": "integer"}}),
    ("规划路线，返回最多 5 条路线。", {"origin": {"type": "string"}, "stops": {"type": "integer"}}),
])
def test_what_the_tool_returns_is_no_input_duty(description, params):
    t = make_tool("trip_plan", description, {"type": "object", "properties": params})
    assert not [r for r in ledger(t).rows if r.source == "prose"]


def test_a_result_count_binds_its_count_parameter():
    t = make_tool("docs_search", parameters={"type": "object", "properties": {
        "max_results": {"type": "integer", "description": "Returns up to 100 documents."},
        "page": {"type": "integer", "description": "Page number; each page returns up to 20 documents."}}})
    assert [r.path for r in ledger(t).rows if r.source == "prose"] == ["/properties/max_results"]


def test_a_business_rule_without_a_parameter_is_a_tool_duty_in_its_own_words():
    t = make_tool("library_renew_loan", "续借一笔借阅。每笔借阅最多续借 2 次。",
                  {"type": "object", "properties": {"loan_id": {"type": "string"}}})
    [row] = [r for r in ledger(t).rows if r.source == "prose"]
    assert row.path == "" and "每笔借阅最多续借 2 次" in row.duty and "Reject library" not in row.duty


def test_enum_parameter_has_no_numeric_prose_row():
    t = make_tool("metrics_query", parameters={"type": "object", "properties": {
        "period": {"type": "integer", "enum": [300, 3600, 86400],
                   "description": "粒度（秒）。时间范围 ≤1 天不可用 86400。"}}})
    assert not [r for r in ledger(t).rows if r.source == "prose"]


@pytest.mark.parametrize("desc, kind, value", [
    ("At least one of phone or email must be given.", "field-group", "at-least-one"),
    ("手机号和邮箱至少要填一个。", "field-group", "at-least-one"),
    ("Specify either phone or email, not both.", "field-group", "not-both"),
    ("Either phone or email is required, not both.", "field-group", "exactly-one"),
    ("phone 与 email 不能同时传入。", "field-group", "not-both"),
])
def test_field_groups_are_cross_field_rows(desc, kind, value):
    t = make_tool("crm_create_lead", parameters={"type": "object", "properties": {
        "phone": {"type": "string", "description": "联系人手机号。" + desc},
        "email": {"type": "string", "description": "联系人邮箱。"}}})
    [row] = [r for r in ledger(t).rows if r.constraint == "cross-field"]
    assert (row.value["kind"], row.value["value"]) == (kind, value)
    assert "`email`" in row.duty and "`phone`" in row.duty


def test_what_the_executor_ignores_is_no_cross_field_row():
    t = make_tool("code_find_symbol", parameters={"type": "object", "properties": {
        "include_body": {"type": "boolean"},
        "depth": {"type": "integer", "description": "Ignored if include_body is true."}}})
    assert not [r for r in ledger(t).rows if r.constraint == "cross-field"]
