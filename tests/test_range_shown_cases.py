"""range-missing: which missing ranges are shown (chosen from first-sight verdicts).

A number whose own text describes it and shows a sane default ("Max results (default 20)",
"返回条数（默认 20）") is info: the model sees what to send and no bound is the tool's own. So is
a read's page size or result cap that the tool bounds nowhere (a write's count stays shown). An
optional latitude of a tool that writes (a created event's location) is info; a required one,
or one a read takes, keeps its warning."""

from __future__ import annotations

from support import lint_findings, lint_severities, tool_doc

RM = "range-missing"


def _severity(tool: dict) -> dict[str, str | None]:
    return {f.path.rsplit("/", 1)[-1]: f.severity for f in lint_findings([tool], RM)}


def test_a_described_count_with_its_default_is_info_en_and_zh():
    en = tool_doc("search_issues", "Search issues by text.",
                  {"query": {"type": "string", "description": "Search text."},
                   "limit": {"type": "integer", "description": "Maximum results to return (default: 20)."}},
                  required=["query"])
    assert lint_severities([en], RM) == ["info"]
    zh = tool_doc("search_issues", "按关键词查询工单。",
                  {"query": {"type": "string", "description": "关键词。"},
                   "limit": {"type": "integer", "description": "返回条数（默认 20）"}},
                  required=["query"])
    assert lint_severities([zh], RM) == ["info"]
    keyword = tool_doc("search_issues", "Search issues by text.",
                       {"limit": {"type": "integer", "default": 50,
                                  "description": "Maximum results to return."}})
    assert lint_severities([keyword], RM) == ["info"]


def test_a_reads_count_cap_the_tool_bounds_nowhere_is_info_en_and_zh():
    # a page size or result cap of a read: the service caps a page, the tool states no number;
    # reviewers of unseen tools split on it, so it is not shown by default
    bare = tool_doc("search_issues", "Search issues by text.",
                    {"limit": {"type": "integer", "default": 20}})
    assert lint_severities([bare], RM) == ["info"]
    no_default = tool_doc("search_issues", "按关键词查询工单。",
                          {"limit": {"type": "integer", "description": "返回条数"}})
    assert lint_severities([no_default], RM) == ["info"]


def test_a_writes_count_and_a_reads_bounded_quantity_keep_their_warning_en_and_zh():
    # the look-alikes: the count a write applies (seats booked, items ordered) and a read's
    # quantity that is no page size (a forecast's days) stay shown
    forecast = tool_doc("weather_get_forecast", "Get the daily forecast for one city. Read-only.",
                        {"days": {"type": "integer", "description": "Number of forecast days, e.g. 3."}})
    assert lint_severities([forecast], RM) == ["warning"]
    booking = tool_doc("book_seats", "Book seats for a show and charge the customer's card.",
                       {"show_id": {"type": "string", "description": "Show to book."},
                        "seat_count": {"type": "integer", "description": "Seats to book."}},
                       required=["show_id", "seat_count"])
    assert lint_severities([booking], RM) == ["warning"]
    zh = tool_doc("create_order", "下单购买商品，并从账户余额扣款。",
                  {"sku": {"type": "string", "description": "商品编号"},
                   "count": {"type": "integer", "description": "购买数量"}},
                  required=["sku", "count"])
    assert lint_severities([zh], RM) == ["warning"]


def _location(required: list[str]) -> dict:
    return {"type": "object", "required": required, "properties": {
        "latitude": {"type": "number", "description": "Latitude of the place."},
        "longitude": {"type": "number", "description": "Longitude of the place."}}}


def test_an_optional_coordinate_of_a_write_is_info_en_and_zh():
    en = tool_doc("create_event", "Create a calendar event.",
                  {"subject": {"type": "string", "description": "Title."}, "location": _location([])},
                  required=["subject"])
    assert set(_severity(en).values()) == {"info"}
    zh = tool_doc("create_activity", "创建一个线下活动。",
                  {"title": {"type": "string", "description": "活动标题。"},
                   "lat": {"type": "number", "description": "纬度"},
                   "lng": {"type": "number", "description": "经度"}},
                  required=["title"])
    assert set(_severity(zh).values()) == {"info"}


def test_a_required_coordinate_is_reported_at_info():
    planted = tool_doc("register_specimen", "Register a plant specimen and assign a barcode.",
                       {"latitude": {"type": "number", "description": "Collection latitude."},
                        "longitude": {"type": "number", "description": "Collection longitude."}},
                       required=["latitude", "longitude"])
    # a longitude beside its latitude is info (round 32C); the latitude too since round 54
    # (fresh reviewers of holdouts 20-29: 0 U / 9 N, "every model knows latitude's range")
    assert _severity(planted) == {"latitude": "info", "longitude": "info"}
    read = tool_doc("get_weather", "查询某地当前天气。",
                    {"lat": {"type": "number", "description": "纬度"},
                     "lng": {"type": "number", "description": "经度"}})
    assert _severity(read) == {"lat": "info", "lng": "info"}
