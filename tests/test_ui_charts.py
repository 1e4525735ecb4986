"""Charts: one bundle with Vega-Lite, an SVG and a text table of the same numbers; labels escaped;
`workbench.chart` picks the chart for a report."""

from __future__ import annotations

import json
import xml.dom.minidom
from pathlib import Path

import pytest

import workbench
from support import make_tool
from workbench.errors import InvalidArgument
from workbench.model import ToolSet
from workbench.ui.charts import BAR_CAP, VEGALITE_MIME, Chart, bar_chart

ROOT = Path(__file__).resolve().parents[1]


def test_score_chart_counts_every_tool_once_in_its_band():
    tools = workbench.load(str(ROOT / "examples" / "logistics_tools.json"))
    report = workbench.lint(tools)
    chart = workbench.chart(report)
    assert isinstance(chart, Chart)
    counts = dict(chart.rows)
    assert sum(counts.values()) == len(tools)
    for name, score in report.scores.items():
        band = next(b for b in counts if int(b.split("–")[0]) <= score <= int(b.split("–")[1]))
        assert counts[band] >= 1, (name, score)
    bundle = chart._repr_mimebundle_()
    assert set(bundle) == {VEGALITE_MIME, "image/svg+xml", "text/plain"}  # no HTML: Lab prefers it
    values = bundle[VEGALITE_MIME]["data"]["values"]
    assert sum(v["tools"] for v in values) == len(tools)
    xml.dom.minidom.parseString(bundle["image/svg+xml"])  # well-formed SVG
    assert f"set score {report.set_score}" in bundle["text/plain"]
    json.dumps(chart.to_dict())


def test_audit_chart_by_tool_field_and_kind():
    tools = workbench.load(str(ROOT / "examples" / "logistics_tools.json"))
    calls = [{"tool": "shipping_get_tracking", "arguments": {"order_id": "1", "language": "zh-CN"}},
             {"tool": "shipping_get_tracking", "arguments": {"order_id": "2", "language": "zh-CN"}},
             {"tool": "nope", "arguments": {}}]
    report = workbench.audit(calls, tools)
    by_tool = dict(workbench.chart(report).rows)
    assert by_tool == {"shipping_get_tracking": 2, "nope": 1}
    by_field = dict(workbench.chart(report, by="path").rows)
    assert by_field["shipping_get_tracking /order_id"] == 2
    by_kind = workbench.chart(report, by="kind")
    assert "unknown-tool" in dict(by_kind.rows)
    with pytest.raises(InvalidArgument):
        workbench.chart(report, by="colour")


def test_confusability_heatmap_uses_the_reports_svg_and_numbers_in_cells():
    tools = workbench.load(str(ROOT / "examples" / "logistics_tools.json"))
    report = workbench.confusability(tools)
    chart = workbench.chart(report)
    spec = chart.spec
    assert spec["layer"][1]["mark"]["type"] == "text"  # the score is written in each cell
    cells = spec["data"]["values"]
    assert {"shipping_get_tracking", "commerce_get_order"} <= {c["a"] for c in cells}
    assert chart.svg.startswith("<svg") and 'aria-label="confusability heatmap"' in chart.svg


def test_labels_are_escaped_and_long_lists_capped():
    rows = [(f"<img src=x onerror=alert({i})>", i + 1) for i in range(BAR_CAP + 5)]
    chart = bar_chart("<b>t</b>", rows, label="tool", value="n")
    assert "<img" not in chart.svg and "&lt;img" in chart.svg and "<b>" not in chart.svg
    assert len(chart.spec["data"]["values"]) == BAR_CAP and "5 more not drawn" in chart.text
    assert chart.rows[0][1] == BAR_CAP + 5  # biggest first
    xml.dom.minidom.parseString(chart.svg)


def test_chart_of_something_else_says_what_it_takes():
    with pytest.raises(InvalidArgument, match="lint, audit, confusability"):
        workbench.chart(ToolSet((make_tool(),)))


def test_cost_chart_per_tool_for_a_provider():
    tools = workbench.load(str(ROOT / "examples" / "logistics_tools.json"))
    report = workbench.cost(tools)
    chart = workbench.chart(report, provider="mcp")
    assert dict(chart.rows) == {row["tool"]: row["mcp"] for row in report.per_tool}
    assert chart.rows[0][0] == "shipping_get_tracking"  # the biggest first
    with pytest.raises(InvalidArgument):
        workbench.chart(report, provider="nobody")
