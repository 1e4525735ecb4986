"""Every report renders from its one document: text, HTML, Markdown and DataFrame are the shared
renderers applied to `to_document()`, and the same rows reach every rendering."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from support import make_tool
from workbench import audit, diff, ledger, lint, load, probe
from workbench.render.html import esc, render_html
from workbench.render.markdown import code, md, render_markdown
from workbench.render.text import inert, render_text
from workbench.strict import to_strict

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"

REFUND = make_tool("billing_refund", "Refund an order. 金额必须小于等于 1000 元. <b>bold</b> | pipe", {
    "type": "object", "properties": {
        "amount": {"type": "number", "description": "amount in 元"},
        "reason": {"type": "string", "maxLength": 200, "pattern": "^[a-z ]+$",
                   "description": "why, `lowercase`"},
        "mode": {"oneOf": [{"type": "string"}, {"type": "integer"}]}},
    "required": ["amount"]})


def refund_executor(args):
    if not isinstance(args.get("amount"), (int, float)) or args["amount"] > 1000:
        raise ValueError("amount above 1000")
    return "ok"


def _reports():
    logistics = load(EXAMPLES / "logistics_tools.json")
    report = lint(logistics, config=False)
    weather = json.loads((EXAMPLES / "weather_tools.json").read_text(encoding="utf-8"))
    changed = json.loads(json.dumps(weather))
    for tool in changed["tools"]:
        props = tool["inputSchema"].setdefault("properties", {})
        props["<img src=x>|`x`"] = {"type": "string"}
        tool["inputSchema"]["required"] = list(props)
    calls = [{"tool": "billing_refund", "arguments": {"amount": "x" * (i % 3)}} for i in range(30)]
    calls += [{"tool": "query", "arguments": {"id": i}} for i in range(5)]
    calls += [{"tool": f"gone_{i}|`<b>`", "arguments": {}} for i in range(30)]
    return {
        # report, the column every rendering shows for each row
        "lint": (report, "message"),
        "ledger": (ledger(logistics), "constraint"),
        "probe": (probe(REFUND, refund_executor, max_examples=25, seed=0), "detail"),
        "diff": (diff(load(weather), load(changed)), "message"),
        "audit": (audit(calls, logistics), "suggestion"),
        "strict": (to_strict(REFUND, "anthropic-strict"), "note"),
        "score explanation": (report.explain("query"), "message"),
    }


@pytest.fixture(scope="module")
def reports():
    return _reports()


@pytest.mark.parametrize("name", ["lint", "ledger", "probe", "diff", "audit", "strict",
                                  "score explanation"])
def test_every_rendering_comes_from_the_one_document(reports, name):
    pytest.importorskip("pandas")
    report, key = reports[name]
    doc = report.to_document()
    text, html, markdown = render_text(doc), render_html(doc), render_markdown(doc)
    assert report.to_html() == report._repr_html_() == html
    assert report.to_markdown() == markdown
    assert (str(report) if name == "score explanation" else report.to_text()) == text
    data = doc.table()
    assert data.rows, f"{name}: the example should produce rows"
    frame = report.to_frame()
    assert list(frame.columns) == [c.key for c in data.columns if c.data]
    at = data.index(key)
    assert frame[key].tolist() == [row[at].data for row in data.rows]
    listed = data.rows[:data.text_limit] if data.text_limit is not None else data.rows
    for row in data.rows[:50]:  # the rows rich renderers list
        shown = row[at].text
        assert esc(shown) in html
        assert (code(shown) if row[at].code else md(shown)) in markdown
    for row in listed:
        assert inert(row[at].text) in text


def test_lint_text_keeps_its_layout_and_colour(reports):
    report, _ = reports["lint"]
    text = report.to_text()
    first = report.findings[0]
    assert f"  {first.severity:<7} {first.path or '(tool)'}  {first.rule}" in text
    assert text.endswith(report.to_document().summary.text + "\n")
    assert "\033[" in report.to_text(color=True) and "\033[" not in text
    no_info = report.to_text(show_info=False)
    assert all(not line.startswith("  info ") for line in no_info.splitlines())


def test_hostile_tool_text_is_escaped_in_every_report(reports):
    diff_report, _ = reports["diff"]
    audit_report, _ = reports["audit"]
    for report, hostile in ((diff_report, "<img src=x>"), (audit_report, "`<b>`")):
        assert any(hostile in row[i].text for row in report.to_document().table().rows
                   for i in range(len(row))), "the example must carry the hostile text"
        assert hostile not in report.to_html()
        # Markdown: escaped in text; inside a code span (fenced past any backtick run) it is inert
        outside_code = re.sub(r"(`+)(?!`).+?(?<!`)\1(?!`)", "", report.to_markdown())
        assert hostile not in outside_code
        assert hostile in report.to_text()  # plain text shows it as it is: a terminal runs no HTML


def test_terminal_control_sequences_in_tool_text_stay_inert():
    # The text report used to print tool names and messages raw: an escape sequence in a tool
    # name could clear the screen or recolour the report around it.
    evil = make_tool("crm_get_user\x1b[2J\x1b[31m", "Read a user.\u202e",
                     {"type": "object", "properties": {"id\x07": {"type": "string"}}})
    report = lint(evil, config=False)
    for text in (report.to_text(), report.to_text(color=True), report.to_markdown(),
                 report.to_html(), str(report.explain(evil.name))):
        assert "\x1b[2J" not in text and "\x07" not in text and "\u202e" not in text
    assert "crm_get_user\\u001b[2J" in report.to_text()


def test_tool_and_toolset_render_from_their_documents():
    toolset = load(EXAMPLES / "logistics_tools.json")
    tool = toolset[0]
    assert tool._repr_html_() == render_html(tool.to_document())
    assert toolset._repr_html_() == render_html(toolset.to_document())
    assert [r[0].text for r in toolset.to_document().table().rows] == toolset.names()
    params = tool.to_document().table().rows
    assert [r[0].text for r in params] == list(tool.parameters["properties"])


def test_rendering_modules_point_one_way():
    code_ = ("import sys\n"
             "import workbench.model, workbench.render.sarif, workbench.render.document\n"
             "print(sorted(m for m in sys.modules if m.startswith('workbench.')))")
    out = subprocess.run([sys.executable, "-c", code_], capture_output=True, text=True, check=True)
    loaded = set(eval(out.stdout))
    assert not any(m.startswith("workbench.linter") for m in loaded)  # SARIF needs no engine
    assert "workbench.render.html" not in loaded  # the model imports no renderer
