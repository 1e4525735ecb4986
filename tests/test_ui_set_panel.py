"""The dashboard's Set panel: tabs build on first open, routing runs from the text box."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

import workbench
from workbench.ui.set_panel import TABS

ROOT = Path(__file__).resolve().parents[1]


def test_set_panel_builds_each_tab_lazily_and_escapes():
    dash = workbench.show(str(ROOT / "examples" / "logistics_tools.json"), raise_errors=True)
    panel = dash.set_panel
    assert panel.built == set()
    heat = panel.open("Confusability")
    assert "<svg" in heat.value and panel.built == {TABS.index("Confusability")}
    assert "parallel safety" in panel.open("Parallel safety").value
    disc = panel.open("Discoverability")
    assert "discoverability" in disc.children[1].value
    disc.children[0].value = "anthropic-strict"
    assert "anthropic-strict" in disc.children[1].value


def test_routing_tab_drafts_and_runs_cases():
    dash = workbench.show(str(ROOT / "tests" / "labelled" / "toolset" / "routing_tools.json"),
                          raise_errors=True)
    box = dash.set_panel.open("Routing")
    cases, buttons, out = box.children
    cases.value = '{"request": "杭州明天天气怎么样？", "expected_tool": "weather_get_forecast"}'
    buttons.children[2].click()
    assert dash.set_panel.routing_report.correct == 1 and "1/1 requests routed" in out.value
    buttons.children[1].click()
    assert '"expected_tool"' in cases.value
