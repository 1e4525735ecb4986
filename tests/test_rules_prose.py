"""Rules on prose: nl-constraint (limits, formats, value lists stated only in descriptions, vague
limits, relative-time rules) and cross-field (conditions in prose, enum + dependent field)."""

from __future__ import annotations

import json

import pytest

from support import fixed, hits, make_tool, obj, param_tool, schema_rule_hits


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
    ({"type": "string", "description": "必须是 ISO 8601 时间，带时区偏移"}, [("format", "date-time")]),
    ({"type": "string", "description": "监控结束时间（YYYY-MM-DD HH:mm:ss）"},
     [("pattern", "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]) ([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$")]),
    ({"type": "number", "description": "语言 Options:0(ZH 默认名称),1(EN 英文名称),2(JP 日文名称)"},
     [("enum", [0, 1, 2])]),
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
    # a vague word about a text's wording is no limit: nothing to bound on a free string
    note = tool({"note": {"type": "string", "description": "Keep it reasonable."}})
    assert hits("vague-limit", note) == []
    key = tool({"key": {"type": "string", "description": "存储路径，请使用合理的层级命名。"}})
    assert hits("vague-limit", key) == []


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
    # "仅在…时填写" allows the field in that case only; it does not make it required there
    assert h.path == "/properties/card_no" and "`payment_method` = 'card' only" in h.message \
        and "leave it out" in h.message and "required: [card_no]" not in h.message.split("not:")[0] \
        and h.fix is None
    required = tool({"payment_method": {"type": "string", "enum": ["card", "bank_transfer"]},
                     "card_no": {"type": "string", "description": "当 payment_method 为 card 时必填"}},
                    required=["payment_method"])
    (h,) = hits("prose-condition", required)
    assert "if: {properties: {payment_method: {const: 'card'}}}" in h.message and "strict" in h.message
    en = make_tool("billing_pay", "Pay an order. card_token is required if payment_method is card.",
                   obj({"payment_method": {"type": "string", "enum": ["card", "bank_transfer"]},
                        "card_token": {"type": "string"}}, ["payment_method"]))
    (h,) = hits("prose-condition", en)
    assert h.path == "/properties/card_token"
    presence = tool({"start": {"type": "string"},
                     "end": {"type": "string", "description": "Required when start is provided."}},
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


# Planted cases the linter reports at info by a decision taken on real tools' verdicts: the
# open arguments object of an all-required delete whose text says only that it "cannot be
# restored" (round 54: fresh reviewers 1 U / 9 N on such deletes). Still in the full report.
_SHOWN_AT_INFO = {"additional-properties-explicit-root-en", "additional-properties-explicit-root-zh"}


def test_labelled_cases_through_the_whole_engine():
    """Clean tools draw no error/warning from any rule; each planted category is found (shown,
    or at info for the few cases a measured decision keeps there)."""
    from pathlib import Path

    from workbench.linter.engine import lint
    data = json.loads((Path(__file__).parent / "labelled" / "params_prose.json").read_text(encoding="utf-8"))
    for case in data:
        report = lint(case["tool"])
        found = {f.category for f in report.findings
                 if f.severity in ("error", "warning") and not f.suppressed}
        if case["id"] in _SHOWN_AT_INFO:
            found |= {f.category for f in report.findings if f.severity == "info"}
            assert not set(case["expect"]) <= {f.category for f in report.findings
                                                 if f.severity in ("error", "warning")}, case["id"]
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
    ({"type": "string", "description": "Light color as a 6-digit hex string, e.g. ff8800."}, "pattern",
     "^[0-9a-fA-F]{6}$"),
    ({"type": "string", "description": "颜色，6 位十六进制，例如 00ff00。"}, "pattern", "^[0-9a-fA-F]{6}$"),
    ({"type": "string", "description": "Color in #RRGGBB form."}, "pattern", "^#[0-9a-fA-F]{6}$"),
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
    {"type": "string", "description": "Color name or hex code (e.g. red, #ff0000)."},
    {"type": "string", "description": "Commit SHA; not a 7-digit hex abbreviation."},
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


# ------------------------------------------------------------------ cross-field: what is a rule

@pytest.mark.parametrize("desc", [
    "Depth of children to include. Ignored if include_body is true.",
    "Only applies if include_body is true.",
    "Has no effect unless include_body is set.",
    "子节点深度，仅在 include_body 为 true 时生效。",
    "子节点深度，仅在 include_body=true 时使用。",
])
def test_what_the_executor_ignores_draws_no_cross_field_finding(desc):
    t = tool({"include_body": {"type": "boolean"}, "depth": {"type": "integer", "description": desc}},
             required=[])
    assert hits("prose-condition", t) == []


@pytest.mark.parametrize("desc, enum", [
    ("Node to drain (required for the drain operation).", None),
    ("排空时确认，operation=drain 时必填。", None),
    ("Service name. getApp / listVersions 时必填。", ["getApp", "listVersions"]),
])
def test_requirement_for_one_action_says_if_then_on_that_action(desc, enum):
    """A field some actions of a multi-action tool need: the executor's check per action (a root
    `allOf` of `if`/`then` is what OpenAI and Anthropic reject), info; inside a wrapper object
    (`job: {operation, target}`) too, with the `if`/`then` that would say it there (reviewers
    found the advice of little use where the text the model reads says it)."""
    t = tool({"operation": {"type": "string", "enum": ["drain", "cordon", "getApp", "listVersions"]},
              "target": {"type": "string", "description": desc}}, required=["operation"])
    (h,) = hits("prose-condition", t)
    assert h.severity == "info" and "`operation`" in h.message and "per action" in h.message
    nested = tool({"job": {"type": "object", "required": ["operation"], "properties": {
        "operation": {"type": "string", "enum": ["drain", "cordon", "getApp", "listVersions"]},
        "target": {"type": "string", "description": desc}}}}, required=["job"])
    (h,) = hits("prose-condition", nested)
    assert h.severity == "info" and "per action" in h.message
    assert "if: {properties: {operation:" in h.message
    if enum:
        assert str(enum) in h.message


@pytest.mark.parametrize("desc", [
    "Source language; required when content_type is 'csv/table-uni'.",
    "源语言，content_type 为 csv/table-uni 时必填。",
])
def test_requirement_on_an_ordinary_selector_inside_an_object_is_a_schema_rule(desc):
    nested = tool({"export": {"type": "object", "required": ["content_type"], "properties": {
        "content_type": {"type": "string", "enum": ["csv/table-uni", "json"]},
        "source": {"type": "string", "description": desc}}}}, required=["export"])
    (h,) = hits("prose-condition", nested)
    assert h.severity is None and "if: {properties: {content_type:" in h.message


@pytest.mark.parametrize("desc", [
    "Field mappings. If `dynamic` is set to `false`, this is required.",
    "Required when dynamic is set to false.",
    "字段映射。当 dynamic 设置为 false 时必填。",
])
def test_a_value_set_is_a_test_of_the_value_not_of_presence(desc):
    t = tool({"dynamic": {"type": "boolean", "default": False},
              "fields": {"type": "object", "description": desc}}, required=[])
    got = hits("prose-condition", t)
    # no `dependentRequired: {dynamic: [fields]}`: that would demand `fields` for dynamic: true
    assert all(h.fix is None and "dependentRequired" not in h.message for h in got)
    assert len(got) == 1 and "`dynamic`" in got[0].message


@pytest.mark.parametrize("props, test", [
    # an optional selector without a default: the `if` must see it present
    ({"mode": {"type": "string", "enum": ["basic", "advanced"]}},
     "if: {properties: {mode: {const: 'advanced'}}, required: [mode]}"),
    # its default is the tested value: leaving it out means that value
    ({"mode": {"type": "string", "enum": ["basic", "advanced"], "default": "advanced"}},
     "if: {properties: {mode: {const: 'advanced'}}}"),
])
def test_the_if_holds_for_a_left_out_selector_only_when_its_default_passes(props, test):
    for desc in ("Level of detail; required when mode is advanced.", "详细程度，当 mode 为 advanced 时必填。"):
        t = tool({**props, "level": {"type": "string", "description": desc}}, required=[])
        (h,) = hits("prose-condition", t)
        assert test + ", then:" in h.message


def test_a_condition_repeated_in_sibling_branches_is_said_once():
    stage = {"type": "object", "properties": {
        "exact": {"type": "boolean"},
        "numCandidates": {"type": "integer", "description": "Mandatory when exact is false."}}}
    t = tool({"stage": {"anyOf": [stage, dict(stage)]}}, required=[])
    assert len(hits("prose-condition", t)) == 1


def test_a_business_state_condition_is_no_schema_rule():
    t = tool({"resource_type": {"type": "string", "enum": ["pod", "deployment"]},
              "container": {"type": "string",
                            "description": "Container name (required when the pod has several containers)."}},
             required=["resource_type"])
    assert [h.severity for h in hits("prose-condition", t)] in ([], ["info"])


def test_absent_field_requirement_is_an_at_least_one_rule():
    t = tool({"phone": {"type": ["string", "null"], "description": "联系人手机号。"},
              "email": {"type": ["string", "null"], "description": "联系人邮箱；未提供手机号时必填。"}})
    (h,) = hits("prose-condition", t)
    assert "anyOf" in h.message and h.path == "/properties/email"


@pytest.mark.parametrize("desc, value", [
    ("Provide either text or regex, not both.", "not both of"),
    ("Exactly one of text or regex must be given.", "exactly one of"),
    ("Mutually exclusive with regex.", "not both of"),
    ("text 与 regex 不能同时传入。", "not both of"),
    ("Must be used together with regex.", "all or none of"),
    ("与 regex 成对传入。", "all or none of"),
])
def test_field_groups_between_siblings(desc, value):
    t = tool({"text": {"type": "string", "description": desc}, "regex": {"type": "string"}}, required=[])
    (h,) = hits("prose-field-relation", t)
    # a root "not both" rejects no call that leaves the fields out and only the executor can
    # check it (round 19B): info; the rules that demand or pair fields stay shown
    assert value in h.message and h.severity == ("info" if value == "not both of" else None)


@pytest.mark.parametrize("description, props", [
    # the subject of "exclusive with" is in another sentence: `page` and `pages` are one side
    ("Watch pages. Pass `queries` for a search watch. Mutually exclusive with `page`/`pages` in "
     "the simple path.", {"queries": {"type": "array"}, "page": {"type": "string"},
                          "pages": {"type": "array"}}),
    ("监控页面。可传 queries 做搜索监控。与 page/pages 互斥。",
     {"queries": {"type": "array"}, "page": {"type": "string"}, "pages": {"type": "array"}}),
    # one side is a field the schema does not declare: that is a missing field, not a rule
    ("Parse a file. In hosted mode, do not pass both filePath and uploadRef.",
     {"filePath": {"type": "string"}}),
    ("解析文件。托管模式下不要同时传 file_path 和 upload_ref。", {"file_path": {"type": "string"}}),
])
def test_field_group_reads_which_fields_are_on_which_side(description, props):
    t = make_tool("watch_create", description, obj(props, []))
    assert hits("prose-field-relation", t) == []


def test_field_group_with_a_subject_before_the_word():
    t = make_tool("watch_create", "Watch pages. `queries` is mutually exclusive with `page`.",
                  obj({"queries": {"type": "array"}, "page": {"type": "string"}}, []))
    (h,) = hits("prose-field-relation", t)
    assert "`queries` and `page`" in h.message


@pytest.mark.parametrize("desc", ["Either text or regex must be given, not both.",
                                  "text 与 regex 必须二选一，不能同时传入。"])
def test_a_group_at_the_root_puts_the_executor_first(desc):
    """OpenAI and Anthropic reject composition keywords at the root: the advice must not lead
    with one there; inside an object it may."""
    root = tool({"text": {"type": "string", "description": desc}, "regex": {"type": "string"}}, required=[])
    (h,) = hits("prose-field-relation", root)
    assert h.message.index("executor") < h.message.index("oneOf") and "reject" in h.message
    nested = tool({"match": {"type": "object", "properties": {
        "text": {"type": "string", "description": desc}, "regex": {"type": "string"}}}}, required=[])
    (h,) = hits("prose-field-relation", nested)
    assert "state it on the object" in h.message


def test_together_has_a_mechanical_fix():
    t = tool({"filter_by": {"type": "string", "description": "Must be used together with filter_value."},
              "filter_value": {"type": "string"}}, required=[])
    (h,) = hits("prose-field-relation", t)
    assert h.fix == ({"op": "add", "path": "/dependentRequired",
                      "value": {"filter_by": ["filter_value"], "filter_value": ["filter_by"]}},)


@pytest.mark.parametrize("desc", ["Must be used together with filter_value.", "与 filter_value 成对传入。"])
def test_together_in_a_strict_tool_is_the_executors(desc):
    """Strict mode sends every field (null or a value): `dependentRequired` says nothing there."""
    props = {"filter_by": {"type": ["string", "null"], "description": desc},
             "filter_value": {"type": ["string", "null"]}}
    t = make_tool("vector_search", "", obj(props, ["filter_by", "filter_value"]), strict=True)
    (h,) = hits("prose-field-relation", t)
    assert h.severity == "info" and h.fix is None and "null" in h.message


def test_together_speaks_the_declared_dialect_and_patches_once_per_object():
    schema = {"$schema": "http://json-schema.org/draft-07/schema#",
              **obj({"startDate": {"type": "string", "description": "与 endDate 成对传入。"},
                     "endDate": {"type": "string"}}, [])}
    (h,) = hits("prose-field-relation", make_tool("usage_query", "", schema))
    assert "`dependencies`" in h.message and h.fix[0]["path"] == "/dependencies"
    two = obj({"startDate": {"type": "string", "description": "与 endDate 成对传入。"},
               "endDate": {"type": "string"},
               "startTime": {"type": "string", "description": "Must be used together with endTime."},
               "endTime": {"type": "string"}}, [])
    got = hits("prose-field-relation", make_tool("usage_query", "", two))
    # two `add /dependentRequired` patches would each replace the other: words, no patch
    assert len(got) == 2 and all(h.fix is None and "dependentRequired" in h.message for h in got)


def test_condition_on_presence_speaks_the_declared_dialect():
    schema = {"$schema": "http://json-schema.org/draft-07/schema#",
              **obj({"start": {"type": "string"},
                     "end": {"type": "string", "description": "Required when start is provided."}}, [])}
    (h,) = hits("prose-condition", make_tool("range_query", "", schema))
    assert h.fix == ({"op": "add", "path": "/dependencies", "value": {"start": ["end"]}},)


def test_group_in_a_multi_action_tool_is_info():
    """"二选一" between optional fields of a tool whose `action` selects what it does usually holds
    for some actions only: `anyOf` on the whole object would reject the others."""
    t = tool({"action": {"type": "string", "enum": ["deployApp", "deleteApp", "getUploadUrl"]},
              "filePath": {"type": "string", "description": "本地代码目录，与 cosTimestamp 必须二选一。"},
              "cosTimestamp": {"type": "integer"}}, required=["action"])
    (h,) = hits("prose-field-relation", t)
    assert h.severity == "info" and "`action`" in h.message


def test_group_with_a_nested_field_is_info():
    t = tool({"targetName": {"type": "string", "description": "与 route.serviceName 二选一（route 优先）。"},
              "route": {"type": "object", "properties": {"serviceName": {"type": "string"}}}}, required=[])
    assert [h.severity for h in hits("prose-field-relation", t)] == ["info"]


def test_order_between_fields_is_an_executor_duty():
    t = _relation_tool(start_date={"type": "string", "format": "date"},
                       end_date={"type": "string", "format": "date",
                                 "description": "结束日期，不得早于 start_date。"})
    (h,) = hits("prose-field-relation", t)
    assert h.severity == "info" and "executor" in h.message


def test_enum_dependent_optional_field_is_info_and_keeps_the_value_spelling():
    t = make_tool("gateway_manage", "", obj({
        "accessType": {"type": "string", "enum": ["DEFAULT", "CUSTOM"]},
        "customCname": {"type": "string", "description": "CNAME used when accessType is CUSTOM."}},
        ["accessType"]))
    (h,) = hits("enum-dependent-field", t)
    assert h.severity == "info" and "'CUSTOM'" in h.message and "looks tied" in h.message


# ------------------------------------------------------------------ nl-constraint: what is a limit

@pytest.mark.parametrize("desc", [
    "Seconds before the first probe; 60-120 is recommended for slow apps.",
    "探测前等待秒数；启动耗时长的应用建议调到 60–120。",
    "Polling interval, about 30 seconds.",
    "重试间隔，大约 5 秒。",
])
def test_recommendations_and_approximations_are_no_limits(desc):
    t = tool({"delay": {"type": "integer", "minimum": 0, "description": desc}})
    assert hits("prose-only-constraint", t) == [] and hits("prose-contradicts-schema", t) == []


@pytest.mark.parametrize("description", [
    "Plan a trip. Returns at most 5 routes.",
    "规划路线，返回最多 5 条路线。",
    "Deploy and wait at most about 45 s for registration.",
    "续借图书。每笔借阅最多续借 2 次。",
])
def test_what_the_tool_does_is_no_tool_level_limit(description):
    t = make_tool("trip_plan", description, obj({"origin": {"type": "string"},
                                                 "stops": {"type": "integer"}}, ["origin"]))
    assert hits("prose-only-constraint", t) == []


def test_output_count_binds_the_count_parameter_only():
    t = tool({"page_size": {"type": "integer", "description": "Results to return, returns up to 100."},
              "page": {"type": "integer", "description": "Page number; each page returns at most 50 items."}})
    assert [h.path for h in hits("prose-only-constraint", t)] == ["/properties/page_size"]


def test_enum_parameters_take_no_numeric_bound():
    t = tool({"period": {"type": "integer", "enum": [300, 3600, 86400],
                         "description": "统计粒度（秒）。时间范围 ≤1 天不可用 86400；>3 天不可用 300。"}})
    assert hits("prose-only-constraint", t) == [] and hits("prose-contradicts-schema", t) == []


@pytest.mark.parametrize("prop", [
    {"type": "string", "description": "Environment, e.g. '{\"DB_URL\":\"postgres://u:p@10.0.0.1:5432/db\"}'"},
    {"type": "string", "description": "\"true\" or \"false\" for checkboxes, the text for inputs."},
    {"type": "string", "description": "名单外的取值一律拒绝，不要臆造。"},
    {"type": "string", "description": "Sources, several separated by commas. Available values : osm, wikidata"},
    {"type": "string", "description": "键通常为 `read` / `update`，值为表达式。"},
])
def test_no_enum_from_what_is_no_closed_list(prop):
    assert hits("prose-only-constraint", tool({"value": prop, "x_mode": prop})) == []


def test_values_of_another_field_or_field_names_are_no_enum():
    t = tool({"mode": {"type": "string"}, "owner": {"type": "string"},
              "action": {"type": "string", "enum": ["chmod", "list"],
                         "description": "For chmod pass at least one of 'mode', 'owner'."},
              "kind": {"type": "string", "enum": ["page", "data_source"]},
              "property": {"type": "string", "description": "Filter by object type (either `page` or `data_source`)."}},
             required=[])
    assert hits("prose-only-constraint", t) == [] and hits("prose-contradicts-schema", t) == []


@pytest.mark.parametrize("prop, fix", [
    ({"type": "number", "description": "Minimum LSP severity: 1=Error, 2=Warning, 3=Information, 4=Hint."},
     [1, 2, 3, 4]),
    ({"type": "integer", "description": "数据操作类型，可选值为 [1, 2, 3] 之一。"}, [1, 2, 3]),
    ({"type": "string", "description": "导出格式，支持：csv、xlsx、json。"}, ["csv", "xlsx", "json"]),
])
def test_closed_lists_become_enum_with_the_exact_values(prop, fix):
    (h,) = hits("prose-only-constraint", tool({"target": prop}))
    assert h.fix[0]["value"] == fix


def test_a_strict_tool_gets_no_fix_its_provider_rejects():
    t = make_tool("page_fetch", "", obj({"url": {"type": "string", "description": "Full URL, including https://"},
                                        "limit": {"type": "integer", "description": "At most 50."}},
                                       ["url", "limit"]), strict=True, source_format="openai-chat")
    got = {h.path: h for h in hits("prose-only-constraint", t)}
    assert got["/properties/url"].fix is None and "strict" in got["/properties/url"].message
    assert got["/properties/limit"].fix  # `maximum` is decoded in OpenAI strict mode


def test_iso_8601_without_an_offset_gives_advice_not_a_patch():
    (h,) = hits("prose-only-constraint", tool({"at": {"type": "string", "description": "Start, ISO 8601."}}))
    # a date, or a date and time? the text does not say: both formats are named, as info
    assert h.fix is None and h.severity == "info" and "'date-time'" in h.message
    (h,) = hits("prose-only-constraint", tool({"at": {"type": "string", "description": "Start time, ISO 8601."}}))
    assert h.fix is None and "RFC 3339" in h.message
    start = "Start, ISO 8601 with offset, e.g. 2026-01-01T09:00:00+08:00."
    (h,) = hits("prose-only-constraint", tool({"at": {"type": "string", "description": start}}))
    assert h.fix == ({"op": "add", "path": "/properties/at/format", "value": "date-time"},)


def test_sum_of_fields_and_alternative_scales_are_no_single_bound():
    t = tool({"offset": {"type": "integer",
                         "description": "offset 与 count 之和不得大于 200（即 offset + count < 200）。"},
              "weight": {"type": "number", "description": "流量权重（0-1 或百分比）"}})
    assert hits("prose-only-constraint", t) == []


def test_positive_as_a_meaning_is_no_sign():
    t = tool({"positive_score": {"type": "number", "description": "The positive sentiment score, from 0.0 to 1.0."}})
    (h,) = hits("prose-only-constraint", t)
    assert [op["path"].rsplit("/", 1)[-1] for op in h.fix] == ["minimum", "maximum"]


@pytest.mark.parametrize("desc", [
    "稳定版本流量比例。与 canary_percent 之和必须等于100。",
    "Memory in GB; must be twice the cpu value.",
    "Offset; offset + count must stay below 200.",
])
def test_arithmetic_between_fields_is_an_executor_duty(desc):
    t = tool({"stable_percent": {"type": "number", "description": desc}, "canary_percent": {"type": "number"},
              "cpu": {"type": "number"}, "offset": {"type": "integer"}, "count": {"type": "integer"}},
             required=[])
    (h,) = hits("prose-field-relation", t)
    assert h.severity == "info" and "arithmetic" in h.message
    assert hits("prose-only-constraint", t) == []


def test_the_then_branch_says_what_the_condition_demands():
    t = make_tool("billing_pay", "", obj({
        "method": {"type": "string", "enum": ["card", "sepa_debit"]},
        "iban": {"type": ["string", "null"], "description": "Only for sepa_debit, must be null when method is card."},
        "card_token": {"type": ["string", "null"], "description": "Required when method is card."},
        "confirm": {"type": "boolean", "description": "method=card 时必须显式传 true。"},
        "note": {"type": "string", "description": "当 method 为 sepa_debit 时不要传。"}},
        ["method", "iban", "card_token"]))
    got = {h.path.rsplit("/", 1)[-1]: h.message for h in hits("prose-condition", t)}
    assert "then: {properties: {iban: {type: 'null'}}}" in got["iban"]
    assert "then: {properties: {card_token: {not: {type: 'null'}}}}" in got["card_token"]
    assert "then: {required: [confirm], properties: {confirm: {const: true}}}" in got["confirm"]
    assert "then: {not: {required: [note]}}" in got["note"]


@pytest.mark.parametrize("desc", ["Message body, at most 4096 bytes.", "消息内容，不超过 4096 字节。",
                                  "Attachment text, max 1 MB.", "待解析的文本（最多支持84个字节。",
                                  "名称，最长 64 个字节。"])
def test_a_size_in_bytes_is_no_max_length(desc):
    (h,) = hits("prose-only-constraint", tool({"body": {"type": "string", "description": desc}}))
    assert h.fix is None and h.severity == "info" and "bytes" in h.message


@pytest.mark.parametrize("prop, fix", [
    ({"type": "integer", "description": "Max 100 matches."}, [("maximum", 100)]),
    ({"type": "array", "items": {"type": "string"}, "description": "Pages to fetch, up to 20 URLs."},
     [("maxItems", 20)]),
    ({"type": "string", "description": "备注，不超过 200 个字符。"}, [("maxLength", 200)]),
])
def test_limits_in_prose(prop, fix):
    (h,) = hits("prose-only-constraint", tool({"v": prop}))
    assert [(op["path"].rsplit("/", 1)[-1], op["value"]) for op in h.fix] == fix


@pytest.mark.parametrize("prop, said", [
    ({"type": "string", "default": "", "description": "Only results after this date. Required to "
                                                      "be written in the format YYYY-MM-DD."},
     'default ""'),
    ({"type": "string", "default": "", "description": "起始日期，格式为 YYYY-MM-DD。"}, 'default ""'),
    ({"type": "integer", "default": 500, "description": "Rows per page, must not exceed 200."},
     "default 500"),
    ({"type": "string", "examples": ["today"], "description": "Day, in the format YYYY-MM-DD."},
     'example "today"'),
])
def test_no_patch_that_rejects_the_schemas_own_default_or_example(prop, said):
    (h,) = hits("prose-only-constraint", tool({"since": prop}))
    assert h.fix is None and said in h.message


@pytest.mark.parametrize("description, name, inner", [
    ("Search orders. You may pass at most three filterSets with up to 8 conditions in each set.",
     "filterSets", 8),
    ("批量查询，rules 每组最多 6 个条件，最多 4 组。", "rules", 6),
    ("Tag the items; tagGroups can hold a maximum of 10 tags per group.", "tagGroups", 10),
])
def test_prose_only_constraint_does_not_cap_a_list_with_its_per_element_limit(description, name, inner):
    item = {"type": "object", "properties": {"conditions": {"type": "array", "items": {"type": "string"}}}}
    bad = make_tool("search_orders", description, obj({name: {"type": "array", "items": item}}))
    capped = [op["value"] for h in hits("prose-only-constraint", bad) for op in h.fix or ()
              if op["path"] == f"/properties/{name}/maxItems"]
    assert inner not in capped and f"maxItems: {inner}" not in " ".join(
        h.message for h in hits("prose-only-constraint", bad))


def test_prose_only_constraint_still_caps_a_list_per_call():
    for description in ("Delete records. ids: at most 100 per call.", "批量删除，ids 最多 100 个。"):
        bad = make_tool("delete_records", description,
                        obj({"ids": {"type": "array", "items": {"type": "string"}}}))
        (h,) = hits("prose-only-constraint", bad)
        assert h.fix == ({"op": "add", "path": "/properties/ids/maxItems", "value": 100},)


def test_a_pick_of_two_among_more_named_fields_is_not_a_group_of_all():
    t = tool({"image": {"type": "string", "description": "image/audio二选一且需 enhance，参考图与首帧互斥。"},
              "audio": {"type": "string"}, "enhance": {"type": "boolean"}}, required=[])
    assert hits("prose-field-relation", t) == []


@pytest.mark.parametrize("desc", ["与 audio 严格二选一，同时提供或都不提供都会报错。",
                                  "与 audio 二选一，都不传会报错。"])
def test_a_strict_pick_of_two_is_exactly_one(desc):
    t = tool({"image": {"type": "string", "description": desc}, "audio": {"type": "string"}}, required=[])
    (h,) = hits("prose-field-relation", t)
    assert "exactly one" in h.message


@pytest.mark.parametrize("desc", ["order_no 或 trade_no 二选一（都给时须指向同一笔订单）。",
                                  "Give order_no or trade_no, at least one of them; "
                                  "if both are given they must match."])
def test_a_rule_for_both_is_not_a_scope(desc):
    t = tool({"order_no": {"type": "string", "description": desc}, "trade_no": {"type": "string"}}, required=[])
    (h,) = hits("prose-field-relation", t)
    assert "at least one of" in h.message and "one case only" not in h.message


@pytest.mark.parametrize("prop", [
    {"type": "integer", "minimum": 1, "maximum": 50,
     "description": "Rows to return, at most 20; values above 20 are clamped."},
    {"type": "integer", "minimum": 1, "maximum": 100, "description": "每页条数，最多 30（超出按 30 处理）。"},
    {"type": "integer", "minimum": 1, "maximum": 40,
     "description": "Results per page: news at most 15, web at most 40."},
])
def test_prose_contradicts_schema_reads_a_clamp_or_a_per_case_cap(prop):
    assert hits("prose-contradicts-schema", tool({"limit": prop})) == []


def test_prose_contradicts_schema_still_reports_a_plain_disagreement():
    for text in ("Rows per page, at most 100.", "每页条数，最多 100 条。"):
        (h,) = hits("prose-contradicts-schema", tool({"limit": {"type": "integer", "minimum": 1, "maximum": 50,
                                                               "description": text}}))
        assert "`maximum: 50`" in h.message


@pytest.mark.parametrize("desc", ["Flavour of the bundle: 'debug' or 'release'.", "构建类型：'debug' 或 'release'。"])
def test_an_optional_field_tied_only_by_its_name_is_not_reported(desc):
    t = tool({"action": {"type": "string", "enum": ["build", "preview", "upload"]},
              "build_type": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None, "description": desc}},
             required=["action"])
    assert hits("enum-dependent-field", t) == []


def test_an_optional_field_whose_text_names_the_value_is_info():
    t = tool({"action": {"type": "string", "enum": ["build", "preview", "upload"]},
              "upload_note": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None,
                              "description": "Release note, used by upload only."}}, required=["action"])
    assert [h.severity for h in hits("enum-dependent-field", t)] == ["info"]


def test_a_range_with_swapped_bounds_is_still_a_contradiction():
    for text in ("Hour of the alarm, 0 to 23.", "闹钟小时，0 到 23。"):
        t = tool({"hour": {"type": "integer", "minimum": 23, "maximum": 0, "description": text}})
        assert len(hits("prose-contradicts-schema", t)) == 2


def test_a_long_coded_list_cut_in_the_evidence_is_still_closed():
    labels = ",".join(f"{i}(Kind{i} 类型{i} 的长说明文字)" for i in range(1, 12))
    t = tool({"field_type": {"type": "integer", "description": f"字段类型 Options:{labels}"}})
    (h,) = hits("prose-only-constraint", t)
    assert h.fix and h.fix[0]["value"] == list(range(1, 12))


@pytest.mark.parametrize("prop", [
    # the union's value branch already checks what the description says
    {"anyOf": [{"type": "integer", "maximum": 9}, {"type": "null"}], "description": "Max is 9."},
    {"anyOf": [{"type": "string", "enum": ["off", "moderate", "strict"]}, {"type": "null"}],
     "description": "Options: off/moderate/strict"},
    {"anyOf": [{"type": "string", "maxLength": 5000}, {"type": "null"}],
     "description": "Natural-language goal (<=5000 chars)"},
    {"anyOf": [{"type": "integer", "maximum": 3600}, {"type": "null"}],
     "description": "超时时间（秒），最大 3600。"},
])
def test_prose_only_constraint_reads_a_union_branch(prop):
    assert hits("prose-only-constraint", param_tool({"safesearch": prop})) == []
    # the same text without the branch's keyword is reported
    bare = {"anyOf": [{k: v for k, v in b.items() if k in ("type",)} for b in prop["anyOf"]],
            "description": prop["description"]}
    assert hits("prose-only-constraint", param_tool({"safesearch": bare}))


@pytest.mark.parametrize("props", [
    # a number that bounds each item of a list, not how many there are
    {"tags": {"type": "array", "items": {"type": "string"},
              "description": "Labels for the note. Each label must be at most 30 characters."}},
    {"directives": {"type": "array", "items": {"type": "string"},
                    "description": "Style directives; every directive should not exceed 12 words."}},
    {"关键词": {"type": "array", "items": {"type": "string"}, "description": "搜索关键词，每个关键词不超过 10 个字。"}},
    # a number that bounds one side of a value (negatives only), not the whole value
    {"line_offset": {"type": "integer", "description": "Line to start from; negative values "
                                                       "count from the end. The absolute value of "
                                                       "a negative offset cannot exceed 500."}},
    {"偏移": {"type": "integer", "description": "起始行，负数表示从末尾倒数，负数的绝对值不能超过 500。"}},
])
def test_a_limit_on_a_part_of_the_value_is_no_keyword_for_the_whole(props):
    assert hits("prose-only-constraint", tool(props)) == []


@pytest.mark.parametrize("props,keyword", [
    # the count of the list itself, with "each" after it or "per call": still the list's limit
    ({"groups": {"type": "array", "items": {"type": "object"},
                 "description": "At most 5 groups, with at most 6 filters in each."}}, "maxItems"),
    ({"ids": {"type": "array", "items": {"type": "string"},
              "description": "Ids to delete, no more than 50 per call; each id once."}}, "maxItems"),
    ({"offset": {"type": "integer", "description": "Start offset, must not exceed 1000."}}, "maximum"),
])
def test_a_limit_on_the_whole_value_is_still_read(props, keyword):
    (h,) = hits("prose-only-constraint", tool(props))
    assert keyword in h.message


@pytest.mark.parametrize("props", [
    {"start_date": {"type": "string", "default": "",
                    "description": "Only results after this date, in the format YYYY-MM-DD."}},
    {"截止日期": {"type": "string", "default": "", "description": "截止日期，格式为 YYYY-MM-DD。"}},
    {"level": {"type": "integer", "default": 0, "description": "Zoom level, between 1 and 20."}},
])
def test_a_stated_rule_the_schema_s_own_default_breaks_is_info_in_words(props):
    (h,) = hits("prose-only-constraint", tool(props))
    assert h.severity == "info" and h.fix is None and "would reject its own default" in h.message
