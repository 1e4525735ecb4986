"""Rules on prose: nl-constraint (limits, formats, value lists stated only in descriptions, vague
limits, relative-time rules) and cross-field (conditions in prose, enum + dependent field)."""

from __future__ import annotations

import json

import pytest

from support import fixed, hits, make_tool, obj, schema_rule_hits


def tool(props, required=None, name="billing_create_refund", description=""):
    return make_tool(name, description, obj(props, required if required is not None else list(props)))


# ------------------------------------------------------------------ prose-only-constraint

def test_billing_refund_tool_description_limit_applies_to_amount():
    bad = tool({"order_id": {"type": "string"}, "amount": {"type": "number", "minimum": 0.01}},
               name="billing_refund", description="金额必须小于等于 1000 元")
    (h,) = hits("prose-only-constraint", bad)
    assert h.path == "/properties/amount" and "1000" in h.message
    assert fixed("prose-only-constraint", bad)["properties"]["amount"]["maximum"] == 1000
    # the structural rule does not report the same missing bound again
    assert hits("range-missing", bad) == []


def test_seed_billing_refund_without_parameters_is_a_tool_level_finding():
    bad = make_tool("billing_refund", "金额必须小于等于 1000 元", obj({}, []))
    (h,) = hits("prose-only-constraint", bad)
    assert h.path == "" and h.fix is None
    informative = make_tool("search_docs", "Returns up to 100 results.", obj({}, []))
    assert hits("prose-only-constraint", informative) == []


@pytest.mark.parametrize("prop, fix", [
    ({"type": "integer", "description": "Number of rows, must not exceed 1000."},
     [("maximum", 1000)]),
    ({"type": "array", "items": {"type": "integer"}, "description": "要删除的商品ID列表，最多支持100个"},
     [("maxItems", 100)]),
    ({"type": "array", "items": {"type": "string"}, "description": "最多 100 个"},
     [("maxItems", 100)]),
    ({"type": "string", "description": "必须是 ISO 8601 时间"}, [("format", "date-time")]),
    ({"type": "string", "description": "Alarm time in 24-hour format 'HH:MM'."},
     [("pattern", "^([01][0-9]|2[0-3]):[0-5][0-9]$")]),
    ({"type": "string", "description": "The genre. [Enum]: [\"rock\", \"jazz\"]"},
     [("enum", ["rock", "jazz"])]),
    ({"type": "number", "description": "Ratio between 0.0 and 1.0."},
     [("minimum", 0.0), ("maximum", 1.0)]),
    ({"type": "string", "description": "Title, at most 200 characters."}, [("maxLength", 200)]),
    ({"type": "string", "description": "查询起始时间，必须带时区"}, [("format", "date-time")]),
])
def test_prose_only_constraint_fixes(prop, fix):
    bad = tool({"v": prop})
    (h,) = hits("prose-only-constraint", bad)
    assert [(op["path"].rsplit("/", 1)[-1], op["value"]) for op in h.fix] == fix
    fixed("prose-only-constraint", bad)


def test_prose_only_constraint_silent_when_the_schema_says_it():
    good = tool({
        "n": {"type": "integer", "maximum": 1000, "description": "must not exceed 1000"},
        "ids": {"type": "array", "items": {"type": "integer"}, "maxItems": 100,
                "description": "最多支持100个"},
        "start_time": {"type": "string", "format": "date-time", "description": "ISO 8601，带时区"},
        "genre": {"type": "string", "enum": ["rock", "jazz"], "description": "[Enum]: [\"rock\", \"jazz\"]"},
        "query": {"type": "string", "description": "Supports `created:YYYY-MM-DD..YYYY-MM-DD` ranges"},
        "node_id": {"type": "string", "description": "As returned by 'list_items' or 'add_item'."},
    })
    assert hits("prose-only-constraint", good) == []


def test_value_list_for_a_closed_set_name_is_enum_missing_not_nl_constraint():
    t = tool({"status": {"type": "string", "description": "One of: open, closed."}})
    assert hits("prose-only-constraint", t) == []
    assert len(hits("enum-missing", t)) == 1


# ------------------------------------------------------------------ vague-limit

def test_vague_limit_seed_11_3():
    bad = tool({"amount": {"type": "number", "description": "请填写合理的金额，不能太大。"}})
    (h,) = hits("vague-limit", bad)
    assert h.path == "/properties/amount" and h.severity is None
    assert "minimum" in h.message
    assert {r for _, r, _ in schema_rule_hits(bad)} >= {"vague-limit"}
    assert hits("range-missing", bad) == []  # one finding for the one defect
    good = tool({"amount": {"type": "number", "minimum": 0.01, "maximum": 1000,
                            "description": "退款金额，单位为人民币元。"}})
    assert hits("vague-limit", good) == []
    note = tool({"note": {"type": "string", "description": "Keep it reasonable."}})
    assert [h.severity for h in hits("vague-limit", note)] == ["info"]


# ------------------------------------------------------------------ relative-time-rule

def test_relative_time_rule_is_info_for_the_executor():
    bad = tool({"date": {"type": "string", "format": "date", "description": "预约日期，不得早于今天。"}})
    (h,) = hits("relative-time-rule", bad)
    assert h.path == "/properties/date" and "executor" in h.message
    en = tool({"start": {"type": "string", "format": "date-time",
                         "description": "Start time; must be in the future."}})
    assert len(hits("relative-time-rule", en)) == 1
    assert hits("relative-time-rule", tool({"date": {"type": "string", "format": "date",
                                                     "description": "Forecast date."}})) == []


# ------------------------------------------------------------------ cross-field

def test_prose_condition_in_parameter_and_tool_descriptions():
    zh = tool({"payment_method": {"type": "string", "enum": ["card", "bank_transfer"]},
               "card_no": {"type": "string", "description": "仅在 payment_method 为 card 时填写"}},
              required=["payment_method"])
    (h,) = hits("prose-condition", zh)
    assert h.path == "/properties/card_no" and "oneOf" in h.message and "strict" in h.message
    en = make_tool("billing_pay", "Pay an order. card_token is required if payment_method is card.",
                   obj({"payment_method": {"type": "string", "enum": ["card", "bank_transfer"]},
                        "card_token": {"type": "string"}}, ["payment_method"]))
    (h,) = hits("prose-condition", en)
    assert h.path == "/properties/card_token"
    presence = tool({"start": {"type": "string"},
                     "end": {"type": "string", "description": "Only used when start is provided."}},
                    required=[])
    (h,) = hits("prose-condition", presence)
    assert h.fix == ({"op": "add", "path": "/dependentRequired", "value": {"start": ["end"]}},)
    expressed = make_tool("billing_pay", "", {
        **obj({"payment_method": {"type": "string", "enum": ["card", "bank_transfer"]},
               "card_no": {"type": "string", "description": "仅在 payment_method 为 card 时填写"}},
              ["payment_method"]),
        "if": {"properties": {"payment_method": {"const": "card"}}},
        "then": {"required": ["card_no"]}})
    assert hits("prose-condition", expressed) == []
    usage = make_tool("weather_get", "Use only when the user asks about weather.",
                      obj({"city": {"type": "string"}}, ["city"]))
    assert hits("prose-condition", usage) == []


def test_enum_dependent_field_seed_5_4():
    bad = make_tool("billing_pay", "", obj({
        "payment_method": {"type": "string", "enum": ["card", "bank_transfer"]},
        "card_number": {"type": ["string", "null"]}}, ["payment_method", "card_number"]))
    (h,) = hits("enum-dependent-field", bad)
    assert h.path == "/properties/card_number" and "oneOf" in h.message
    good = make_tool("billing_pay", "", {"type": "object", "oneOf": [
        {"properties": {"payment_method": {"const": "card"},
                        "card_number": {"type": "string", "minLength": 12}},
         "required": ["payment_method", "card_number"], "additionalProperties": False},
        {"properties": {"payment_method": {"const": "bank_transfer"},
                        "card_number": {"type": "null"}},
         "required": ["payment_method", "card_number"], "additionalProperties": False}]})
    assert hits("enum-dependent-field", good) == []
    sort = tool({"sort_by": {"type": "string", "enum": ["name", "date"]},
                 "name_filter": {"type": "string"}}, required=[])
    assert hits("enum-dependent-field", sort) == []


# ------------------------------------------------------------------ corpora

def _corpus_tools(corpora, files, limit=None):
    from workbench.loading import load
    out = []
    for f in files:
        with open(corpora / f, encoding="utf-8") as fh:
            for i, line in enumerate(fh):
                if limit and i >= limit:
                    break
                out.extend(load(json.loads(line)["tool"]))
    return out


@pytest.mark.corpus
def test_prose_rules_never_raise_on_the_corpora(corpora):
    tools = _corpus_tools(corpora, ["bfcl/functions.jsonl", "mcp/tools.jsonl",
                                    "other/toolbench_openai_functions.jsonl",
                                    "other/seal_tools.jsonl", "other/nestful_specs.jsonl"], limit=1500)
    assert len(tools) > 5000
    n = 0
    for t in tools:
        for _, _, path in schema_rule_hits(t):
            assert path == "" or path.startswith("/")
            n += 1
    assert n > 0


def test_tuned_on_the_corpora_positive_integers_and_date_ranges():
    pos = tool({"results_limit": {"type": "integer", "description": "The value must be a positive integer."}})
    (h,) = hits("prose-only-constraint", pos)
    assert h.fix == ({"op": "add", "path": "/properties/results_limit/minimum", "value": 1},)
    rng = tool({"modified": {"type": "string",
                             "description": "Filter by date or date range (ISO 8601 date or range)."}})
    assert hits("prose-only-constraint", rng) == []


def test_labelled_file_shape():
    from pathlib import Path
    data = json.loads((Path(__file__).parent / "labelled" / "params_prose.json").read_text(encoding="utf-8"))
    defects = [c for c in data if c["expect"]]
    clean = [c for c in data if not c["expect"]]
    assert len(defects) >= 40 and len(clean) >= 15
    assert sum(c["lang"] == "zh" for c in defects) == sum(c["lang"] == "en" for c in defects)
    assert {c["lang"] for c in clean} == {"en", "zh"}
    mine_cats = {"type", "required", "additional-properties", "enum", "huge-enum", "range",
                 "array-bounds", "format", "nl-constraint", "cross-field"}
    assert {cat for c in defects for cat in c["expect"]} >= mine_cats


def test_labelled_cases_through_the_whole_engine():
    """Clean tools draw no error/warning from any rule; each planted category is found."""
    from pathlib import Path

    from workbench.linter.engine import lint
    data = json.loads((Path(__file__).parent / "labelled" / "params_prose.json").read_text(encoding="utf-8"))
    for case in data:
        report = lint(case["tool"])
        found = {f.category for f in report.findings
                 if f.severity in ("error", "warning") and not f.suppressed}
        if case["expect"]:
            assert set(case["expect"]) <= found, (case["id"], found)
        else:
            assert not found, (case["id"], [f.to_dict() for f in report.findings if f.severity != "info"])


def test_prose_contradicts_schema():
    bad = tool({"limit": {"type": "integer", "minimum": 1, "maximum": 50,
                          "description": "Rows per page, at most 100."},
                "sort": {"type": "string", "enum": ["asc"], "description": "One of: asc, desc."}})
    got = {h.path: h.message for h in hits("prose-contradicts-schema", bad)}
    assert set(got) == {"/properties/limit", "/properties/sort"}
    assert "`maximum: 50`" in got["/properties/limit"] and "'desc'" in got["/properties/sort"]
    good = tool({"limit": {"type": "integer", "minimum": 1, "maximum": 100,
                           "description": "Rows per page, at most 100."},
                 "page": {"type": "integer", "minimum": 1,
                          "description": "Returns at least 30 results per page by default."}})
    assert hits("prose-contradicts-schema", good) == []


def test_tuned_on_the_corpora_am_pm_alternatives_and_bare_tool_numbers():
    ampm = tool({"appointment_time": {"type": "string",
                                      "description": "Preferred time (format: HH:MM AM/PM)"}})
    assert hits("prose-only-constraint", ampm) == []  # the 24-hour pattern would reject it
    either = tool({"recipient": {"type": "string",
                                 "description": "The recipient's phone number or email address."}})
    assert hits("prose-only-constraint", either) == []
    bare = make_tool("list_items", "Paginated: page 1 : 0-1", obj({"page": {"type": "integer"}}, []))
    assert hits("prose-only-constraint", bare) == []
    stated = make_tool("list_items", "The page must be between 1 and 50.",
                       obj({"page": {"type": "integer"}}, []))
    assert len(hits("prose-only-constraint", stated)) == 1


def test_several_formats_in_one_sentence_are_alternatives():
    t = tool({"alarm_time": {"type": "string", "description":
              "The alarm time in a recognized format, such as 'YYYY-MM-DD HH:MM:SS', 'HH:MM:SS' or 'HH:MM'."}})
    assert hits("prose-only-constraint", t) == []


# ------------------------------------------------------------------ prose-only-shape

@pytest.mark.parametrize("prop, keyword, value", [
    ({"type": "string", "description": "Metric name, e.g. http_requests_total. Only lowercase "
                                       "letters, digits, underscores and colons are allowed."},
     "pattern", "^[a-z0-9_:]+$"),
    ({"type": "string", "description": "服务标识，只能包含小写字母、数字和连字符，例如 order-api。"},
     "pattern", "^[a-z0-9-]+$"),
    ({"type": "string", "description": "Must start with a letter and can contain only letters, "
                                       "numbers, and underscores."}, "pattern", "^[A-Za-z0-9_]+$"),
    ({"type": "integer", "minimum": 10, "description": "Step in seconds, e.g. 300. Must be a "
                                                      "multiple of 10."}, "multipleOf", 10),
    ({"type": "integer", "description": "购买数量，必须是 5 的倍数。"}, "multipleOf", 5),
    ({"type": "number", "description": "金额，必须是 0.5 的整数倍。"}, "multipleOf", 0.5),
    ({"type": "string", "description": "Voucher consisting of uppercase letters and digits."},
     "pattern", "^[A-Z0-9]+$"),
    ({"type": "string", "description": "账号，仅允许字母、数字和下划线。"}, "pattern", "^[A-Za-z0-9_]+$"),
])
def test_prose_only_shape_bad(prop, keyword, value):
    bad = tool({"v": prop})
    (h,) = hits("prose-only-shape", bad)
    assert [(op["path"].rsplit("/", 1)[-1], op["value"]) for op in h.fix] == [(keyword, value)]
    assert hits("prose-only-shape", tool({"v": dict(prop, **{keyword: value})})) == []


@pytest.mark.parametrize("prop", [
    {"type": "string", "pattern": "^[a-z0-9-]+$", "description": "只能包含小写字母、数字和连字符。"},
    {"type": "string", "description": "Password; must contain at least one letter and one digit."},
    {"type": "string", "description": "Search text; only letters and digits are matched."},
    {"type": "string", "description": "Customer name as printed on the card."},
    {"type": "integer", "description": "Page size; defaults to multiples of 10."},
    {"type": "integer", "description": "Quantity; it does not need to be a multiple of 6."},
    {"type": "string", "description": "订单备注，例如“请放门口”。"},
    {"type": "string", "description": "Ticket number, usually consisting of numbers and/or letters."},
    {"type": "string", "description": "Only the first 3 words are shown in the list."},
    {"type": "string", "description": "昵称，可以包含中文、字母和数字。"},
])
def test_prose_only_shape_good(prop):
    name = "query" if "Search" in prop["description"] else "v"
    assert hits("prose-only-shape", tool({name: prop})) == []


def _relation_tool(**props):
    return make_tool(parameters={"type": "object", "properties": props})


@pytest.mark.parametrize("desc", [
    "Last day off, YYYY-MM-DD. Has to be on or after first_day.",
    "Must be >= first_day when both are given.",
    "最后一天，格式 YYYY-MM-DD，不得早于 first_day。",
    "最后一天，须在 first_day 当天或之后。",
])
def test_prose_field_relation_order_bad(desc):
    t = _relation_tool(first_day={"type": "string", "format": "date"},
                       last_day={"type": "string", "format": "date", "description": desc})
    found = hits("prose-field-relation", t)
    assert [h.path for h in found] == ["/properties/last_day"]


@pytest.mark.parametrize("desc", [
    "Contact e-mail. At least one of phone or email must be provided.",
    "联系人邮箱，例如 a@example.com。手机号和邮箱至少要填一个。",
])
def test_prose_field_relation_one_of_bad(desc):
    t = _relation_tool(phone={"type": ["string", "null"]},
                       email={"type": ["string", "null"], "description": desc})
    assert [h.path for h in hits("prose-field-relation", t)] == ["/properties/email"]


def test_prose_field_relation_good():
    ok = _relation_tool(first_day={"type": "string", "format": "date"},
                        last_day={"type": "string", "format": "date",
                                  "description": "Last day off, YYYY-MM-DD. Call after first_day "
                                                 "is known."},
                        note={"type": "string", "description": "备注，例如 请假原因。"})
    assert hits("prose-field-relation", ok) == []
    # an enum's description explains its values, it does not order two arguments
    enum = _relation_tool(p={"type": "number"},
                          alternative={"type": "string", "enum": ["less", "greater"],
                                       "description": "'less' means the true value is less than p."})
    assert hits("prose-field-relation", enum) == []
    # already expressed with anyOf: nothing to report
    expressed = make_tool(parameters={
        "type": "object", "anyOf": [{"required": ["phone"]}, {"required": ["email"]}],
        "properties": {"phone": {"type": "string"},
                       "email": {"type": "string", "description": "手机号和邮箱至少要填一个。"}}})
    assert hits("prose-field-relation", expressed) == []
