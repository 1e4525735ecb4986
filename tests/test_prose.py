"""workbench.prose.extract: bilingual constraint extraction from descriptions."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from workbench.prose import KINDS, ProseConstraint, extract, mentions


def kinds(text: str) -> list[tuple]:
    return [(c.kind, c.value, c.keyword) for c in extract(text)]


def only(text: str, kind: str) -> ProseConstraint:
    found = [c for c in extract(text) if c.kind == kind]
    assert len(found) == 1, (text, extract(text))
    return found[0]


@pytest.mark.parametrize("text, kind, value, unit, keyword", [
    ("between 0.01 and 5000 CNY", "range", (0.01, 5000), "CNY", "maximum"),
    ("The amount must not exceed 1000.", "maximum", 1000, None, "maximum"),
    ("Pass at most 50 items.", "max-items", 50, "items", "maxItems"),
    ("Returns up to 100 results per call", "max-items", 100, "results", "maxItems"),
    ("Timeout, max 30 seconds", "maximum", 30, "seconds", "maximum"),
    ("Rating 1-30", "range", (1, 30), None, "maximum"),
    ("每单最多 50 件", "max-items", 50, "件", "maxItems"),
    ("等待时间不超过 30 秒", "maximum", 30, "秒", "maximum"),
    ("金额不能超过1000", "maximum", 1000, None, "maximum"),
    ("金额必须小于等于 1000 元", "maximum", 1000, "元", "maximum"),
    ("超时时间，单位为秒，范围 1 到 30。", "range", (1, 30), None, "maximum"),
    ("取值 1~100", "range", (1, 100), None, "maximum"),
    ("至少 1 个", "min-items", 1, "个", "minItems"),
    ("Title, at most 200 characters.", "max-length", 200, "characters", "maxLength"),
    ("标题不超过 200 个字符", "max-length", 200, "个字符", "maxLength"),
    ("要删除的商品ID列表，最多支持100个", "max-items", 100, "个", "maxItems"),
    ("Up to 100 ids.", "max-items", 100, "ids", "maxItems"),
    ("It must be an integer less than 51.", "maximum", 51, None, "exclusiveMaximum"),
    ("Must be at least 1,000 USD", "minimum", 1000, "USD", "minimum"),
    ("Budget no more than $500", "maximum", 500, "USD", "maximum"),
    ("数量至少为 2", "minimum", 2, None, "minimum"),
    ("Number of rows (max: 100)", "maximum", 100, None, "maximum"),
])
def test_numbers_units_and_ranges(text, kind, value, unit, keyword):
    c = only(text, kind)
    assert (c.value, c.unit, c.keyword) == (value, unit, keyword)


def test_length_range_splits_into_min_and_max_length():
    assert kinds("The key length should be between 10 and 50 characters.") == [
        ("min-length", 10, "minLength"), ("max-length", 50, "maxLength")]


def test_strict_wording_on_counts_becomes_inclusive_bound():
    assert kinds("fewer than 10 items") == [("max-items", 9, "maxItems")]


@pytest.mark.parametrize("text", [
    "Get weather for 2025-04-10",
    "Version 1.2.3 of the API",
    "The number of results. Default is 10.",
    "Call 555-1234 for help",
    "Price in USD, e.g. $5.00 - $10.00",
    "Search the web",
    "",
])
def test_no_numeric_constraint_where_none_is_stated(text):
    assert not [c for c in extract(text) if c.kind in ("maximum", "minimum", "range")]


@pytest.mark.parametrize("text, value, keyword", [
    ("Start time in ISO 8601 format", "date-time", "format"),
    ("日期，必须是 ISO 8601 日期", "date", "format"),
    ("Date as YYYY-MM-DD", "date", "format"),
    ("Timestamp (RFC 3339)", "date-time", "format"),
    ("Alarm time, HH:MM", "HH:MM", "pattern"),
    ("The user's email address", "email", "format"),
    ("The UUID of the project", "uuid", "format"),
    ("Must be a valid URL", "uri", "format"),
    ("Full URL of the page, including https://", "uri", "format"),
    ("完整的网址", "uri", "format"),
    ("以 https:// 开头的链接", "uri", "format"),
    ("用量开始日期（YYYY-MM-DD）", "date", "format"),
    ("Start, YYYY-MM-DDTHH:mm:ssZ", "date-time", "format"),
    ("监控开始时间（YYYY-MM-DD HH:mm:ss）", "YYYY-MM-DD HH:MM:SS", "pattern"),
    ("Local start, YYYY-MM-DDTHH:mm:ss", "YYYY-MM-DDTHH:MM:SS", "pattern"),
    ("请填写邮箱地址", "email", "format"),
])
def test_formats(text, value, keyword):
    c = only(text, "format")
    assert (c.value, c.keyword) == (value, keyword)


def test_seed_start_time_description():
    text = ("查询起始时间，必须使用 ISO 8601 格式并带时区，例如 2026-09-01T00:00:00+08:00。"
            "不要传 Unix 时间戳。")
    got = kinds(text)
    assert ("format", "date-time", "format") in got
    assert ("timezone", "offset-required", "format") in got
    assert ("example", "2026-09-01T00:00:00+08:00", None) in got
    assert ("format", "not-unix-timestamp", None) in got
    assert all(c.lang == "zh" for c in extract(text))
    # evidence is the clause, not the whole description
    tz = only(text, "timezone")
    assert tz.sentence == "必须使用 ISO 8601 格式并带时区"


def test_unix_timestamp_positive_and_forbidden():
    assert only("Unix timestamp in seconds", "format").value == "unix-timestamp"
    assert only("Do not pass a Unix timestamp", "format").value == "not-unix-timestamp"


def test_timezone_negated_is_not_a_requirement():
    assert not [c for c in extract("Local time without a timezone offset.") if c.kind == "timezone"]
    assert only("Time in UTC", "timezone").value == "UTC"


@pytest.mark.parametrize("text, value", [
    ("开始日期不得早于今天", "not-before:today"),
    ("The date must be in the future.", "future"),
    ("Check-in date, no earlier than today", "not-before:today"),
    ("结束时间不能晚于 deadline_at", "not-after:deadline_at"),
    ("预约时间必须是未来的时间", "future"),
    ("Must be no later than end_date", "not-after:end_date"),
])
def test_relative_time(text, value):
    c = only(text, "relative-time")
    assert c.value == value and c.keyword is None


def test_descriptive_future_is_not_a_rule():
    assert not [c for c in extract("Weather forecast for a future date.") if c.kind == "relative-time"]


@pytest.mark.parametrize("text, cond, keyword", [
    ("card_number is required if payment_method is card.", "payment_method is card", "if"),
    ("Only provide it when sort is set.", "sort is set", "only-if"),
    ("Must be null when method is card.", "method is card", "if"),
    ("Needed for the drain operation.", "the drain operation", "if"),
    ("Required when mode is advanced", "mode is advanced", "if"),
    ("Must be provided if type is custom.", "type is custom", "if"),
    ("仅在 payment_method 为 card 时填写", "payment_method 为 card", "only-if"),
    ("当 type 为 custom 时必填", "type 为 custom", "if"),
    ("如果 mode 为 advanced，则必须提供 level", "mode 为 advanced", "if"),
    ("If provided, the 'direction' also needs to be provided.", "provided", "dependentRequired"),
    # "set to a value" tests the value; it is not "given"
    ("If `dynamic` is set to `false`, this is required.", "`dynamic` is set to `false`", "if"),
    ("Required when strict is set to true.", "strict is set to true", "if"),
    ("Only provide it when archive is set.", "archive is set", "only-if"),
    ("当 dynamic 设置为 false 时必填", "dynamic 设置为 false", "if"),
])
def test_conditions(text, cond, keyword):
    c = only(text, "condition")
    assert (c.value, c.keyword) == (cond, keyword)
    assert c.sentence.startswith(text.rstrip(".")[:10])


@pytest.mark.parametrize("text, values", [
    ("Sort order, one of: asc, desc.", ("asc", "desc")),
    ("排序方向，可选值：asc、desc", ("asc", "desc")),
    ('The action. [Enum]: ["engage", "release"]', ("engage", "release")),
    ("Currency. [Enum]: USD, RMB, EUR", ("USD", "RMB", "EUR")),
    ("Direction: 'asc' or 'desc'", ("asc", "desc")),
    ("Shape, can be 'circle', 'rect', 'pin', or 'triangle'.", ("circle", "rect", "pin", "triangle")),
    ('Valid values: "themes", "domains", "emailDomain".', ("themes", "domains", "emailDomain")),
    ("语言只能是 zh 或 en", ("zh", "en")),
    ("图片分辨率，可选值：1024*1024、720*1280、1280*720", ("1024*1024", "720*1280", "1280*720")),
    ("Image size, one of: 512*512, 1024*1024.", ("512*512", "1024*1024")),
    # a default clause after the list is prose, not a value
    ("详细程度，可选值：1、2，默认为空", ("1", "2")),
    # the last value ends its sentence: its own dots stay, the sentence's full stop goes
    ("Go version. Options: 1.19.x, 1.20.x, 1.21.x. Default: 1.21.x", ("1.19.x", "1.20.x", "1.21.x")),
    ("Runtime. Options: node18, node20. Default: node20", ("node18", "node20")),
])
def test_enumerations(text, values):
    c = only(text, "enum-values")
    assert (c.value, c.keyword) == (values, "enum")


@pytest.mark.parametrize("text", [
    "The field, such as 'Physics' or 'Chemistry'.",
    "Either a file path or a URL to the file.",
    "This can be used to filter results.",
    # leaving it out is one of the choices: the set of values is not what the list says
    "检索结果详细程度。取值为1 或空，则返回基本信息；取值为2，返回检索POI详细信息",
    "Detail level, one of: basic, full or empty.",
    "排序字段，可选值：name、time 或留空。",
])
def test_examples_and_prose_alternatives_are_not_enums(text):
    assert not [c for c in extract(text) if c.kind == "enum-values"]


@pytest.mark.parametrize("text, phrase, keyword", [
    ("请填写合理的金额，不能太大。", "合理的金额", None),
    ("请填写合理的金额，不能太大。", "不能太大", "maximum"),
    ("Use a reasonable value, not too large.", "not too large", "maximum"),
    ("备注不要太长", "不要太长", "maxLength"),
])
def test_vague_limits(text, phrase, keyword):
    assert ("vague", phrase, keyword) in kinds(text)


def test_positive_and_non_negative():
    assert ("minimum", 0, "exclusiveMinimum") in kinds("Must be a positive integer.")
    assert ("minimum", 0, "minimum") in kinds("A non-negative number.")


@pytest.mark.parametrize("text", [
    "库存变化量，单位为件；正数为入库，负数为出库，例如 -3。",
    "Latitude of the location, positive for N and negative for S.",
    "Change in stock: positive values add units, negative values remove them.",
    "调整量：正数为增加，负数为减少，不能为 0。",
])
def test_sign_convention_is_not_a_bound(text):
    assert not [k for k in kinds(text) if k[0] == "minimum"]


@pytest.mark.parametrize("text", ["数量，必须为正数，负数会被拒绝。", "Must be positive; negative values are rejected.",
                                  "Must be positive, negative values are not allowed.", "正数",
                                  "数量只能为正数，负数无效。"])
def test_positive_with_a_prohibition_stays_a_bound(text):
    assert ("minimum", 0, "exclusiveMinimum") in kinds(text)


def test_sentence_splitting_keeps_abbreviations_and_decimals():
    got = extract("Amount, e.g. 12.5. Must not exceed 1000.5 CNY; at least 0.01 CNY.")
    assert ("example", "12.5") in [(c.kind, c.value) for c in got]
    mx = only("Amount, e.g. 12.5. Must not exceed 1000.5 CNY; at least 0.01 CNY.", "maximum")
    assert (mx.value, mx.unit, mx.sentence) == (1000.5, "CNY", "Must not exceed 1000.5 CNY;")


def test_language_tag_and_result_shape():
    for c in extract("金额必须小于等于 1000 元。Amount must not exceed 1000."):
        assert c.kind in KINDS
        assert c.lang == ("zh" if "元" in c.sentence else "en")


def test_mentions_matches_whole_parameter_names():
    assert mentions("金额 amount 必须小于等于 1000", "amount")
    assert mentions("The card number is required", "card_number")
    assert not mentions("amounts are summed", "amount")


def test_extract_is_cached():
    text = "Must not exceed 7 days."
    assert extract(text) is extract(text)


_PIECES = st.sampled_from(list("0123456789 -~.,;:，。；、'\"[]()<>=≤≥$¥%") + ["between ", " and ", "最多",
                                             "不超过", "范围", "到",
                                             "at most ", "up to ", "characters", "个", "元",
                                             "ISO 8601", "如果", "时", "则必须", "one of", " or ",
                                             "[Enum]: ", "required if ", "不得早于", "今天",
                                             "e.g.", "例如", "abc", "x_y", "\n"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECES, max_size=40).map("".join))
def test_never_raises_and_is_deterministic_on_constraint_like_text(text):
    first = extract.__wrapped__(text)
    assert first == extract.__wrapped__(text)
    assert all(c.kind in KINDS for c in first)


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_never_raises_on_arbitrary_text(text):
    assert extract.__wrapped__(text) == extract.__wrapped__(text)


def test_required_for_needs_a_quoted_value_to_be_a_condition():
    assert [c.value for c in extract("Required for 'create_project' method.")
            if c.kind == "condition"] == ["'create_project' method"]
    assert not [c for c in extract("The decryption key required for the selected algorithm")
                if c.kind == "condition"]


@pytest.mark.parametrize("text, kind, value, unit", [
    ("最多五十个", "max-items", 50, "个"),
    ("不超过一千元", "maximum", 1000, "元"),
    ("每次最多支持一百个", "max-items", 100, "个"),
    ("超时时间不超过三十秒", "maximum", 30, "秒"),
    ("至少两个字符", "min-length", 2, "个字符"),
])
def test_chinese_numerals_after_a_trigger(text, kind, value, unit):
    c = only(text, kind)
    assert (c.value, c.unit) == (value, unit)


@pytest.mark.parametrize("text", ["一个统一的接口", "十分重要", "统一到三"])
def test_chinese_numerals_in_ordinary_words_are_not_limits(text):
    assert extract(text) == ()


@pytest.mark.parametrize("text, kind, value, keyword", [
    ("no bigger than 10 MB", "maximum", 10, "maximum"),
    ("not higher than 5", "maximum", 5, "maximum"),
    ("no shorter than 8 characters", "min-length", 8, "minLength"),
    ("not lower than 0.5", "minimum", 0.5, "minimum"),
    ("must be greater than 9 and less than 51", "maximum", 51, "exclusiveMaximum"),
])
def test_english_comparatives(text, kind, value, keyword):
    c = only(text, kind)
    assert (c.value, c.keyword) == (value, keyword)


@pytest.mark.parametrize("text", [
    "The URL to navigate to",
    "Helm repository URL (optional if using local chart path)",
    "Webpage URL",
    "action=getUploadUrl（只读）可获取预签名上传 URL",
])
def test_a_url_named_is_no_uri_format(text):
    """A noun is what the value is, not a rule on its form: `format: uri` would reject
    "localhost:3000", scp-style git remotes and relative references."""
    assert not [c for c in extract(text) if c.kind == "format"]


@pytest.mark.parametrize("text", [
    "Ignored if `include_body=True`.",
    "Only applies if reload is true.",
    "Has no effect unless mode is custom.",
    "Only used when sort is set.",
    "构建ID，仅在action=getDeployLog时使用（构建日志，仅云端源码构建）。",
    "运行ID，仅在 action=getProcessLog 时有效。",
    "Not required when mode is auto.",
])
def test_what_the_executor_ignores_is_no_condition(text):
    """"Ignored if", "only used for", "仅在…时使用": passing the value anyway is harmless, so there
    is nothing for a schema or the caller to enforce."""
    assert not [c for c in extract(text) if c.kind == "condition"]


@pytest.mark.parametrize("text, value", [
    ("当 delivery_method 为 courier 时必须填写 address", "delivery_method 为 courier"),
    ("预约送达时间；delivery_type 为 scheduled 时必须填写", "delivery_type 为 scheduled"),
    ("联系人邮箱；未提供手机号时必填。", "未提供手机号"),
    ("Change ticket id. Required when environment is production.", "environment is production"),
    ("Must be given when mode is onsite.", "mode is onsite"),
])
def test_requirement_conditions(text, value):
    assert only(text, "condition").value == value


@pytest.mark.parametrize("text, value, keyword", [
    ("Provide either stop_id or both lat and lon, never both.", "not-both", "not"),
    ("Either stop_id or both lat and lon must be given, never both.", "exactly-one", "oneOf"),
    ("Exactly one of file_path or url must be set.", "exactly-one", "oneOf"),
    ("商品 ID 与 SKU 必须二选一。", "exactly-one", "oneOf"),
    ("订单号和商户单号二选一，必填。", "exactly-one", "oneOf"),
    # bare "二选一": give at most one; a call may need neither
    ("商品 ID 与 SKU 二选一。", "not-both", "not"),
    ("图片/视频二选一作为参考素材。", "not-both", "not"),
    # precedence or a rule for both: both may be given, one is the least
    ("与 script 二选一，同时给则以 script 为准。", "at-least-one", "anyOf"),
    ("order_no 或 trade_no 二选一（都给时须指向同一笔订单）。", "at-least-one", "anyOf"),
    ("Exactly one of query or query_file is expected, and when both are set query_file is used.",
     "at-least-one", "anyOf"),
    ("values and valuesFile cannot be specified together.", "not-both", "not"),
    ("`cc` and `bcc` are mutually exclusive.", "not-both", "not"),
    ("开始时间和相对时间不能同时传入。", "not-both", "not"),
    ("At least one of phone or email is required.", "at-least-one", "anyOf"),
    ("手机号和邮箱至少要填一个。", "at-least-one", "anyOf"),
    ("标题与正文不能都为空。", "at-least-one", "anyOf"),
    ("filter_by and filter_value must be used together.", "together", "dependentRequired"),
    ("经度和纬度必须同时提供。", "together", "dependentRequired"),
])
def test_field_groups(text, value, keyword):
    c = only(text, "field-group")
    assert (c.value, c.keyword) == (value, keyword)


@pytest.mark.parametrize("text", [
    "Returns one of the matching records.",
    "Use either tool for reading.",
    "Both sides of the pair are sorted.",
])
def test_no_field_group_without_one(text):
    assert not [c for c in extract(text) if c.kind == "field-group"]


@pytest.mark.parametrize("text, values", [
    ('数据操作类型，可选项为["put", "get", "delete", "scan"]之一，'
     '分别为存数据、取数据', ("put", "get", "delete", "scan")),
    ("输出格式，支持：json、csv、xlsx", ("json", "csv", "xlsx")),
    ("优先级，取值为以下之一：low、normal、high", ("low", "normal", "high")),
    ("Possible values are: fast, slow", ("fast", "slow")),
    ("Minimum LSP severity, where 1=Error, 2=Warning, 3=Information, 4=Hint.", (1, 2, 3, 4)),
    ("语言 Options:0(ZH 默认名称。如：@张敏),1(EN 英文名称),2(JP 日文名称)", (0, 1, 2)),
    ("Sort mode: 0=off, 1=on", (0, 1)),
    ("投递模式，1=非持久化，2=持久化（默认 2）", (1, 2)),          # the last label glossed in brackets
    ("Delivery mode: 1=transient, 2=persistent (default).", (1, 2)),
])
def test_more_closed_lists(text, values):
    assert only(text, "enum-values").value == values


@pytest.mark.parametrize("text", [
    "取值范围为 [0,50]。",
    "名单外的取值一律拒绝，不要臆造；",
    "覆盖实例级语言（createCloudBaseMcpServer lang 选项 / TCB_LANG / project.json）",
    '"true" or "false" for checkboxes and toggles, "true" for radio buttons.',
    "pass at least one of 'mode', 'owner', 'group'",
    '环境变量，如\'{"DATABASE_URL":"postgres://user:pass@10.0.0.1:5432/db","NODE_ENV":"production"}\'',
    "Timeout in seconds: 0=unlimited, 1=one second",
    "超时，0=不限制（默认），1=一分钟",
    "Weight 1=light, 5=heavy",
])
def test_not_closed_lists(text):
    assert not [c for c in extract(text) if c.kind == "enum-values"]


@pytest.mark.parametrize("text", [
    "启动耗时长的应用建议调到 60–120",
    "deploy 会轻量等待任务注册（最多约 45s）",
    "Usually 10-20 is enough.",
    "Waits about 30 seconds at most.",
    "重试间隔 5 秒左右",
])
def test_advice_and_approximate_numbers_are_no_limits(text):
    assert not [c for c in extract(text) if c.kind in ("maximum", "minimum", "range", "max-items")]


@pytest.mark.parametrize("text, mood", [
    ("返回最多 5 条路线", "output"),
    ("Returns up to 100 results per call", "output"),
    ("Waits at most 45 seconds for the job", "output"),
    ("每页条数，最多 100", "rule"),
    ("Must not exceed 1000.", "rule"),
])
def test_output_numbers_are_marked(text, mood):
    (c,) = [c for c in extract(text) if c.kind in ("maximum", "max-items")]
    assert c.mood == mood


def test_a_list_is_never_cut_short():
    """HTML entities are read as the characters they stand for, and a value that cannot be read
    in the middle of a list drops the list rather than keeping its first half."""
    c = only("One of the following : RELEVANCE|HELPFUL|DATE&#95;ASCENDING|IMAGE", "enum-values")
    assert c.value == ("RELEVANCE", "HELPFUL", "DATE_ASCENDING", "IMAGE")
    assert not [c for c in extract("One of: alpha, beta, gam%ma, delta") if c.kind == "enum-values"]
    assert only("Sort order, one of: asc, desc. Defaults to asc.", "enum-values").value == ("asc", "desc")
