"""A design session in the dashboard, driven through its widgets: edit the working copy in the
editor, compare and diff it, convert it for strict providers, generate its adapter, export it
(or the whole set) in any envelope, and look at the set's scores and an audit as charts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

w = pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

import workbench  # noqa: E402
from workbench.ui.charts import VEGALITE_MIME  # noqa: E402
from workbench.ui.editor import STATIC, CodeEditor  # noqa: E402
from workbench.ui.export import ENVELOPES, OWN  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = str(ROOT / "examples" / "logistics_tools.json")


def nodes(widget, kind=None):
    stack = [widget]
    while stack:
        node = stack.pop()
        if kind is None or isinstance(node, kind):
            yield node
        stack.extend(getattr(node, "children", ()) or ())


def button(widget, description):
    return next(b for b in nodes(widget, w.Button) if b.description == description)


@pytest.fixture
def dash():
    return workbench.show(EXAMPLE, raise_errors=True)


def test_typing_in_the_editor_relints_marks_and_updates_badge_list_and_open_tab(dash):
    view = dash.select("shipping_get_tracking")
    editor = view.edit.editor
    assert editor.diagnostics_for == editor.value
    view.select("Lint")
    editor.value = editor.value.replace('"shipping_get_tracking"', '"query"', 1)  # as the browser sends it
    assert view.tool.name == "query" and any(f.rule == "name-vague" for f in view.findings)
    assert any("name-vague" in m["message"] for m in editor.diagnostics)
    assert editor.diagnostics_for == editor.value
    assert "name-vague" in "".join(n.value for n in nodes(view.tab("Lint"), w.HTML))  # rebuilt
    assert "query" in view.header.value and dash.list.options[1][0].startswith("query ")
    assert dash.list.options[1][0].endswith("*")
    assert "name-vague" in view.edit.summary.value and "working copy" in view.edit.summary.value


def test_a_parse_error_keeps_the_last_good_version_everywhere(dash):
    view = dash.select("query")
    editor = view.edit.editor
    before = view.tool
    editor.value = editor.value[:-3]
    assert view.tool is before and view.copy.error is not None
    assert [m["severity"] for m in editor.diagnostics] == ["error"]
    assert "does not parse" in view.edit.summary.value and "last good version" in view.header.value
    editor.value = view.copy.text + "}"  # still broken: nothing changes, nothing is lost
    assert view.tool is before


def test_fix_reset_language_and_versions(dash):
    view = dash.select("query")
    editor = view.edit.editor
    fix = next(f for f in view.findings if f.fix and f.rule == "additional-properties-open")
    before = view.score
    view.apply_fix(fix)
    assert view.score > before and '"additionalProperties": false' in editor.value
    assert view.save_version() == "version 1"
    view.edit.language.value = "yaml"
    assert editor.language == "yaml" and editor.value.startswith("name: query")
    assert "additionalProperties: false" in editor.value
    button(view.edit.widget, "reset to the original").click()
    assert view.tool is view.original and "additionalProperties" not in editor.value
    assert view.versions[0][1].parameters["additionalProperties"] is False


def test_compare_tab_shows_before_after_and_a_breaking_change_with_its_witness(dash):
    view = dash.select("shipping_get_tracking")
    editor = view.edit.editor
    doc = json.loads(editor.value)
    doc["parameters"]["properties"]["language"]["enum"] = ["zh-CN"]  # drop en-US: breaking
    doc["description"] += " 何时不用：不要用于取消订单。"
    editor.value = json.dumps(doc, ensure_ascii=False, indent=2)
    panel = view.select("Compare")
    diff_html = view.compare.result.value
    assert "1 breaking" in diff_html or "breaking</b>" in diff_html
    assert "BREAKING" in diff_html and "enum-value-removed" in diff_html
    assert "witness" in diff_html and "en-US" in diff_html
    assert any(c.witness == {"order_id": c.witness["order_id"], "language": "en-US"}
               for c in view.compare.report.breaking)
    assert "original" in view.compare.before_after.value
    view.save_version("no en-US")
    view.tab("Compare")
    assert panel is view.tab("Compare")


def test_compare_against_another_file(dash, tmp_path):
    view = dash.select("shipping_get_tracking")
    other = tmp_path / "v2.json"
    tool = json.loads(Path(EXAMPLE).read_text(encoding="utf-8"))
    other.write_text(json.dumps(tool, ensure_ascii=False), encoding="utf-8")
    view.select("Compare")
    view.compare.against.value = "a file…"
    view.compare.path.value = str(other)
    button(view.tab("Compare"), "Diff").click()
    assert "0 breaking" in view.compare.result.value and str(other) in view.compare.result.value


def test_strict_tab_converts_per_provider_and_can_become_the_working_copy(dash):
    view = dash.select("query")
    panel = view.select("Strict")
    code = next(nodes(panel, CodeEditor))
    assert json.loads(code.value)["parameters"]["additionalProperties"] is False
    toggle = next(nodes(panel, w.ToggleButtons))
    toggle.value = "anthropic-strict"
    assert "anthropic-strict" in "".join(n.value for n in nodes(panel, w.HTML))
    button(panel, "use as working copy").click()
    assert view.tool.parameters["additionalProperties"] is False and view.copy.changed


def test_adapter_tab_offers_the_generated_adapter_for_download(dash, tmp_path, monkeypatch):
    view = dash.select("billing_refund")
    panel = view.select("Adapter")
    code = next(nodes(panel, CodeEditor))
    assert code.read_only and code.filename == "billing_refund_adapter.py" and code.copy_button
    compile(code.value, "adapter.py", "exec")
    assert "1000" in code.value
    monkeypatch.chdir(tmp_path)
    button(panel, "write").click()
    assert (tmp_path / "billing_refund_adapter.py").read_text(encoding="utf-8") == code.value


@pytest.mark.parametrize("envelope", (OWN,) + ENVELOPES)
def test_export_tab_writes_the_working_copy_in_any_envelope(dash, envelope):
    view = dash.select("query")
    view.apply_fix(next(f for f in view.findings if f.rule == "additional-properties-open"))
    panel = view.select("Export")
    dropdown = next(nodes(panel, w.Dropdown))
    dropdown.value = envelope
    code = next(nodes(panel, CodeEditor))
    back = workbench.load(code.value)
    assert back.names() == ["query"] and back[0].parameters["additionalProperties"] is False
    scope = next(t for t in nodes(panel, w.ToggleButtons) if t.value in ("tool", "set"))
    scope.value = "set"
    whole = workbench.load(code.value)
    assert len(whole) == len(dash.toolset) and whole["query"].parameters["additionalProperties"] is False
    assert "1 with applied changes" in "".join(n.value for n in nodes(panel, w.HTML))


def test_export_yaml_and_write_to_a_file(dash, tmp_path):
    view = dash.select("shipping_get_tracking")
    panel = view.select("Export")
    language = next(t for t in nodes(panel, w.ToggleButtons) if t.value == "json")
    language.value = "yaml"
    code = next(nodes(panel, CodeEditor))
    assert code.filename.endswith(".yaml") and workbench.load(code.value).names() == ["shipping_get_tracking"]
    path = next(t for t in nodes(panel, w.Text) if t.description == "file")
    path.value = str(tmp_path / "out" / "tool.yaml")
    button(panel, "write").click()
    assert workbench.load(str(tmp_path / "out" / "tool.yaml")).names() == ["shipping_get_tracking"]


def test_set_panel_scores_and_audit_charts(dash, tmp_path):
    scores = dash.set_panel.open("Scores")
    [out] = list(nodes(scores, w.Output))
    bundle = out.outputs[0]["data"]
    assert VEGALITE_MIME in bundle and "<svg" in bundle["image/svg+xml"] and "text/html" not in bundle
    log = tmp_path / "calls.jsonl"
    log.write_text("\n".join(json.dumps(c, ensure_ascii=False) for c in [
        {"tool": "shipping_get_tracking", "arguments": {"order_id": "12345", "language": "zh-CN"}},
        {"tool": "shipping_get_tracking", "arguments": {"order_id": "ORD-20260901-001", "language": "中文"}},
        {"tool": "shipping_get_tracking", "arguments": {"order_id": "ORD-20260901-001", "language": "zh-CN"}},
    ]) + "\n", encoding="utf-8")
    audit = dash.set_panel.open("Audit")
    next(t for t in nodes(audit, w.Text)).value = str(log)
    button(audit, "Audit").click()
    report = dash.set_panel.audit_report
    assert report.calls == 3 and report.invalid == 2
    chart = next(nodes(audit, w.Output)).outputs[0]["data"]
    assert "shipping_get_tracking" in chart["text/plain"]
    next(t for t in nodes(audit, w.ToggleButtons)).value = "path"
    chart = next(nodes(audit, w.Output)).outputs[0]["data"]
    assert "/language" in chart["text/plain"] and "/order_id" in chart["text/plain"]


def test_the_editor_bundle_ships_in_the_package_and_fetches_nothing():
    bundle = (STATIC / "editor.js").read_text(encoding="utf-8")
    assert len(bundle.encode()) < 1_000_000
    assert "export{" in bundle.replace(" ", "") and "CodeMirror" in bundle[:300]
    for remote in ("fetch(", "import(\"http", "import('http", "XMLHttpRequest"):
        assert remote not in bundle
    assert (STATIC / "editor.css").is_file()
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"ui/static/*.js"' in pyproject and '"anywidget' in pyproject
    assert (ROOT / "workbench" / "ui" / "editor_src" / "build.sh").is_file()
    editor = CodeEditor(value="{}")
    assert repr(editor) == "<CodeEditor json, 2 characters>"


def test_cost_tab_compares_tokens_of_the_original_and_the_working_copy(dash):
    view = dash.select("query")
    editor = view.edit.editor
    doc = json.loads(editor.value)
    doc["description"] = ("根据订单号查询当前用户有权访问的物流状态、承运商和最近一条轨迹。"
                          "仅用于读取，不会修改订单。") * 3
    editor.value = json.dumps(doc, ensure_ascii=False, indent=2)
    html = "".join(n.value for n in nodes(view.select("Cost"), w.HTML))
    assert "original tokens" in html and "openai-chat" in html and "+" in html
    panel = dash.set_panel.open("Cost")
    chart = next(nodes(panel, w.Output)).outputs[0]["data"]
    assert "query" in chart["text/plain"] and "openai-chat" in chart["text/plain"]
    next(nodes(panel, w.ToggleButtons)).value = "anthropic"
    chart = next(nodes(panel, w.Output)).outputs[0]["data"]
    assert "(anthropic)" in chart["text/plain"]
