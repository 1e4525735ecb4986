"""The weekly review's questions of a call log: retry loops per conversation, failures per day or
week, and values sent under invented field names linked to the required field they should fill."""

from __future__ import annotations

import io
import json

import pytest

from support import make_tool
from workbench.auditor import audit
from workbench.auditor.links import synonym_evidence
from workbench.auditor.trends import period_of
from workbench.cli import main
from workbench.errors import InvalidArgument

FORECAST = make_tool("weather_get_forecast", "Weather forecast for a city.", {
    "type": "object",
    "properties": {
        "city": {"type": "string", "description": "City name, e.g. Paris"},
        "days": {"type": "integer", "minimum": 1, "maximum": 7, "description": "Days of forecast, at most 5."},
        "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
    },
    "required": ["city"],
})
CLOSED = make_tool("weather_get_current", "Current weather.", {
    "type": "object",
    "properties": {"city": {"type": "string"}, "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]}},
    "required": ["city", "unit"],
    "additionalProperties": False,
})
TOOLS = [FORECAST, CLOSED]


def call(arguments, tool="weather_get_forecast", **extra):
    return {"tool": tool, "arguments": arguments, **extra}


def test_the_same_failing_call_in_one_conversation_is_one_failure_with_retries():
    bad = {"city": "Paris", "days": 30}
    log = [call(bad, conversation_id="c1") for _ in range(3)]  # one failure, retried twice
    log += [call(bad, conversation_id="c2")]  # another conversation: its own failure
    log += [call({"city": "Paris", "days": 31}, conversation_id="c1")]  # changed: a new failure
    log += [call(bad), call(bad)]  # no id: every call is a failure
    log += [call({"city": "Paris"}, conversation_id="c1")] * 2  # valid calls are never folded
    log += [call({"city": "Paris", "days": 6}, session_id="s9")] * 2  # schema-valid, breaks "at most 5"
    log += [call(bad, metadata={"conversation_id": "c3"})] * 2
    report = audit(log, TOOLS)
    assert (report.calls, report.valid, report.invalid, report.retries) == (13, 3, 6, 4)
    assert report.calls == report.valid + report.invalid + report.retries
    assert report.executor_rejected == 1
    by = {(c.path, c.kind): c.count for c in report.clusters}
    assert by[("/days", "out-of-range")] == 6 and by[("/days", "executor-rule")] == 1
    first = report.retry_loops[0]
    assert (first.conversation, first.tool, first.retries, first.failure) == \
        ("c1", "weather_get_forecast", 2, ("/days out-of-range",))
    assert first.arguments == bad
    assert {(r.conversation, r.retries) for r in report.retry_loops} == {("c1", 2), ("s9", 1), ("c3", 1)}
    data = json.loads(report.to_json())
    assert data["retries"] == 4 and data["retry_loops"][0] == {
        "conversation": "c1", "tool": "weather_get_forecast", "retries": 2,
        "failure": ["/days out-of-range"], "arguments": bad}
    assert "2× again  weather_get_forecast in c1: /days out-of-range" in report.to_text()


def test_unparseable_and_unknown_calls_repeat_too():
    log = [{"conversation_id": "c", "type": "function", "function": {"name": "weather_get_forecast",
                                                                      "arguments": '{"city": "Par'}}] * 3
    log += [call({}, tool="weather_get_forcast", conversation_id="c")] * 2
    report = audit(log, TOOLS)
    assert (report.invalid, report.retries) == (2, 3)
    assert sorted(r.failure for r in report.retry_loops) == [("/ unknown-tool",), ("/ unparseable-arguments",)]


def test_failures_per_week_and_day_per_tool_and_kind():
    log = [call({"city": "Paris"}, time="2026-03-02T09:00:00Z"),          # Monday, week 10
           call({"days": 2}, time="2026-03-03T10:00:00+08:00"),           # week 10, missing city
           call({"city": "Rome", "days": 9}, time="2026-03-08T23:59:00"),  # Sunday, still week 10
           call({"city": "Oslo", "unit": "kelvin"}, time=1773057600),      # 2026-03-09 (Unix s), week 11
           call({"city": "Oslo"}, timestamp=1773057600000),                # milliseconds, week 11
           call({"days": 0, "unit": "x"}, tool="weather_get_current", created_at="2026-03-10"),
           call({"city": "Lima", "days": 8})]                              # no time
    weekly = audit(log, TOOLS, by="week")
    periods = {p.period: p for p in weekly.trend}
    assert list(periods) == ["2026-W10", "2026-W11", "unknown"]
    w10, w11 = periods["2026-W10"], periods["2026-W11"]
    assert (w10.calls, w10.failures, w11.calls, w11.failures) == (3, 2, 3, 2)
    assert set(w10.by_tool_kind) == {("weather_get_forecast", "missing-required", 1),
                                     ("weather_get_forecast", "out-of-range", 1)}
    # one call failing three ways counts once as a failure, once per (tool, kind)
    assert ("weather_get_current", "missing-required", 1) in w11.by_tool_kind
    assert ("weather_get_current", "extra-property", 1) in w11.by_tool_kind
    assert periods["unknown"].failures == 1 and w10.rate == pytest.approx(2 / 3)
    data = json.loads(weekly.to_json())
    assert data["trend"]["by"] == "week" and data["trend"]["periods"][0]["period"] == "2026-W10"
    assert data["trend"]["periods"][0]["by_tool_kind"][0].keys() == {"tool", "kind", "count"}
    daily = audit(log, TOOLS, by="day")
    assert [p.period for p in daily.trend] == ["2026-03-02", "2026-03-03", "2026-03-08", "2026-03-09",
                                               "2026-03-10", "unknown"]
    assert "trend" not in json.loads(audit(log, TOOLS).to_json())  # only when asked
    assert period_of("yesterday", "day") == "unknown" and period_of("2026-02-31", "week") == "unknown"
    with pytest.raises(InvalidArgument):
        audit(log, TOOLS, by="month")


def test_a_value_under_an_invented_name_is_linked_to_the_missing_required_field():
    log = [call({"location": "Paris", "days": 2})] * 3 + [call({"location": 75001})]
    log += [call({"cityName": "Rome"})]  # one name in two spellings... of another name
    log += [call({"town": "Oslo", "place": "x"})]  # two synonyms: both linked
    log += [call({"note": "hello"})]  # nothing says `note` is the city
    report = audit(log, TOOLS)
    links = {(link.invented, link.intended): link for link in report.field_links}
    location = links[("/location", "/city")]
    assert location.count == 4 and location.fits == 3 and "synonyms" in location.evidence
    assert location.examples[0] == ("Paris", 3)
    assert "`location` where `city` is required" in location.suggestion
    assert "additionalProperties: false" in location.suggestion and "1 of 4 value(s)" in location.suggestion
    assert "contains `city`" in links[("/cityName", "/city")].evidence
    assert ("/town", "/city") in links and ("/place", "/city") in links
    assert not any(link.invented == "/note" for link in report.field_links)
    # the missing-required cluster carries the link's advice
    (missing,) = [c for c in report.clusters if c.kind == "missing-required"]
    assert "`location` where `city` is required" in missing.suggestion
    data = json.loads(report.to_json())["field_links"][0]
    assert data["invented"] == "/location" and data["values_fit"] == 3 and data["examples"][0] == "Paris"


def test_a_lone_value_of_the_right_shape_is_linked_and_a_closed_schema_names_both_clusters():
    report = audit([call({"city": "Paris", "scale": "celsius"}, tool="weather_get_current"),
                    call({"city": "Paris", "scale": "hot"}, tool="weather_get_current"),
                    call({"city": "Paris", "mode": "celsius", "x": 1}, tool="weather_get_current")], TOOLS)
    (link,) = report.field_links
    assert (link.invented, link.intended, link.count) == ("/scale", "/unit", 1)
    assert "only undeclared key" in link.evidence and "already rejects the invented name" in link.suggestion
    extra = next(c for c in report.clusters if c.kind == "extra-property" and c.path == "/scale")
    assert extra.suggestion == link.suggestion
    assert synonym_evidence("start_date", "begin_date") and not synonym_evidence("start_date", "end_date")


def test_cli_weekly_review_with_trends_links_and_retries(tmp_path):
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps([{"name": t.name, "description": t.description, "inputSchema": t.parameters}
                                 for t in TOOLS]), encoding="utf-8")
    log = tmp_path / "calls.jsonl"
    records = [call({"location": "Paris"}, time="2026-03-02T09:00:00Z", conversation_id="c1")] * 2
    records += [call({"city": "Paris"}, time="2026-03-10T09:00:00Z")]
    log.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    out = io.StringIO()
    assert main(["audit", str(log), "--tools", str(tools), "--by", "week", "--format", "md"],
                stdout=out, stderr=io.StringIO()) == 0
    md = out.getvalue()
    assert "| week | calls | failures | failure rate |" in md and "| 2026-W10 | 2 | 1 | 50.0% |" in md
    assert "| `/location` | `/city` |" in md and "| c1 | weather\\_get\\_forecast | 1 |" in md
    out = io.StringIO()
    main(["audit", str(log), "--tools", str(tools), "--by", "day"], stdout=out, stderr=io.StringIO())
    text = out.getvalue()
    assert "failures per day:" in text and "2026-03-10  1 call(s), 0 failure(s) (0.0%)\n" in text
    assert "most: weather_get_forecast missing-required×1" in text
    assert "invented fields:" in text and "/location → /city" in text and "1 repeat(s)" in text
    out = io.StringIO()
    main(["audit", str(log), "--tools", str(tools), "--by", "week", "--format", "json"], stdout=out,
         stderr=io.StringIO())
    data = json.loads(out.getvalue())
    assert [p["period"] for p in data["trend"]["periods"]] == ["2026-W10", "2026-W11"]
    assert data["calls"] == 3 and data["invalid"] == 1 and data["retries"] == 1
