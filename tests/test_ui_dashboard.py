"""The dashboard: tool list with badges and search, lazily built tabs, fixes applied to a working
copy, ledger/probe panels, executors, escaping of hostile tool text, many tools. The design-session
tabs (Edit, Compare, Strict, Adapter, Export) and the Set panel's Scores and Audit are in
test_ui_session_tabs.py."""

from __future__ import annotations

import pytest

w = pytest.importorskip("ipywidgets")

import support  # noqa: E402
from support import make_tool  # noqa: E402
from workbench.model import Finding, ToolSet  # noqa: E402
from workbench.ui.dashboard import TABS, Dashboard, show  # noqa: E402

SHIPPING, QUERY = (
    make_tool(spec["name"], spec["description"], spec["parameters"], strict=spec.get("strict"))
    for spec in (support.SHIPPING, support.QUERY))
HOSTILE = make_tool("evil_get_thing", "<script>alert(1)</script> gets a thing <img src=x onerror=alert(2)>", {
    "type": "object", "properties": {
        "q": {"type": "string", "description": "<img src=x onerror=alert(3)>",
              "enum": ["<script>x</script>", "b"]}},
    "required": ["q"], "additionalProperties": False})


@pytest.fixture
def tools() -> ToolSet:
    return ToolSet((QUERY, SHIPPING, HOSTILE))


def widgets_under(widget):
    stack = [widget]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(getattr(node, "children", ()) or ())


def html_texts(widget) -> list[str]:
    """The values of every HTML widget (rendered as markup by the browser)."""
    return [node.value for node in widgets_under(widget) if isinstance(node, (w.HTML, w.HTMLMath))]


def test_tool_list_has_a_badge_per_tool_and_search_filters_it(tools):
    dash = show(tools, raise_errors=True)
    assert len(dash.list.options) == 3
    for (label, _), tool in zip(dash.list.options, tools):
        score = dash.report.scores[tool.name]
        assert label.startswith(tool.name) and f"[{score}]" in label and "E " in label
    dash.search.value = "ship"
    assert [v for _, v in dash.list.options] == [1]
    dash.search.value = "物流"  # descriptions are searched too
    assert {v for _, v in dash.list.options} == {0, 1}
    dash.search.value = ""
    assert len(dash.list.options) == 3


def test_picking_a_tool_opens_its_view_and_tabs_build_only_when_opened(tools):
    dash = show(tools, raise_errors=True)
    assert list(dash.views) == [0]  # only the first tool is built
    dash.list.value = 1
    view = dash.views[1]
    assert dash.detail.children == (view.widget,)
    assert view.built == {0} and view.edit is not None and view.form is None  # the Edit tab
    assert [view.tabs.get_title(i) for i in range(len(TABS))] == list(TABS)
    lint = TABS.index("Lint")
    assert view.tabs.children[lint].children == ()  # Lint not built yet
    view.tabs.selected_index = lint
    assert lint in view.built and view.tabs.children[lint].children
    assert "shipping_get_tracking" in view.header.value


def test_lint_tab_colours_severities_and_applying_a_fix_updates_the_working_copy(tools):
    dash = show(tools, raise_errors=True)
    view = dash.select("query")
    panel = view.tab("Lint")
    text = "".join(html_texts(panel))
    assert 'class="sev-' in text
    assert any(f.severity in ("error", "warning") for f in view.findings)
    view.tab("Form")
    view.form.field("/id").input.value = "ORD-1"
    fix = Finding("query", "", "additional-properties", "additional-properties", "warning", "x",
                  fix=({"op": "add", "path": "/additionalProperties", "value": False},))
    view.apply_fix(fix)
    assert view.tool.parameters["additionalProperties"] is False
    assert "additionalProperties" not in QUERY.parameters  # the original is untouched
    view.select("Form")  # rebuilt for the patched schema when opened again
    assert view.fixes_applied == 1 and view.form.value == {"id": "ORD-1"}  # typed value kept
    view.form.value = {"id": "x", "debug": True}
    assert "" in view.form.errors  # the patched schema now rejects extra keys
    assert '"additionalProperties": false' in view.edit.editor.value  # the editor shows the fix
    assert "working copy" in view.header.value
    view.reset()
    assert view.tool is QUERY and view.fixes_applied == 0
    assert "additionalProperties" not in view.edit.editor.value


def test_fix_buttons_apply_real_lint_fixes(tools):
    dash = show(tools, raise_errors=True)
    view = dash.select("query")
    fixable = [f for f in view.findings if f.fix and not f.suppressed]
    assert fixable, "the seed's bad query tool should get at least one finding with a fix"
    before = len(view.findings)
    buttons = [b for b in widgets_under(view.tab("Lint")) if isinstance(b, w.Button) and b.description == "apply"]
    assert len(buttons) == min(len(fixable), 50)
    buttons[0].click()
    assert view.fixes_applied == 1 and view.tool.parameters != QUERY.parameters
    assert view.boundary.last_error is None
    assert len(view.findings) <= before


def test_ledger_tab_and_the_editor_shows_the_schema(tools):
    dash = show(tools, profiles=["openai-strict"], raise_errors=True)
    view = dash.select("shipping_get_tracking")
    ledger_text = "".join(html_texts(view.tab("Ledger")))
    assert "pattern" in ledger_text and "<table" in ledger_text
    assert "ORD-[0-9]{8}" in view.edit.editor.value


def test_probe_tab_runs_with_progress_and_offers_witnesses(tools, tmp_path, monkeypatch):
    monkeypatch.setenv("HYPOTHESIS_STORAGE_DIRECTORY", str(tmp_path))

    def shipping_get_tracking(arguments):  # rejects a language the schema allows: a gap
        if arguments.get("language") == "en-US":
            raise ValueError("English is not supported")
        return {"status": "in transit"}

    dash = show(tools, executors={"shipping_get_tracking": shipping_get_tracking}, raise_errors=True)
    view = dash.select("shipping_get_tracking")
    panel = view.tab("Probe")
    nodes = list(widgets_under(panel))
    cases = next(n for n in nodes if isinstance(n, w.BoundedIntText))
    cases.value = 30
    run = next(n for n in nodes if isinstance(n, w.Button) and n.description == "Run probe")
    bar = next(n for n in nodes if isinstance(n, w.IntProgress))
    run.click()
    assert view.boundary.last_error is None
    assert view.probe_report is not None and bar.value == bar.max > 1
    kinds = {g.kind for g in view.probe_report.gaps}
    assert "schema-accepts-executor-rejects" in kinds
    opener = next(n for n in widgets_under(panel) if isinstance(n, w.Button) and n.description == "open in form")
    opener.click()
    assert view.tabs.selected_index == TABS.index("Form")
    assert view.form.value.get("language") == "en-US"
    assert any(isinstance(n, w.Label) and n.value == f"{bar.max} of {bar.max} cases"
               for n in widgets_under(panel))


def test_executors_from_a_file_bind_the_call_button(tools, tmp_path):
    path = tmp_path / "executors.py"
    path.write_text("def shipping_get_tracking(arguments):\n    return {'echo': arguments['order_id']}\n")
    dash = show(tools, executors=str(path), raise_errors=True)
    view = dash.select("shipping_get_tracking")
    assert view.executor is not None and dash.view("query").executor is None
    view.select("Form")
    view.form.value = {"order_id": "ORD-20260901-001", "language": "zh-CN"}
    view.form.call_button.click()
    assert view.form.result == {"echo": "ORD-20260901-001"}


def test_hostile_tool_text_is_escaped_everywhere(tools):
    dash = show(tools, raise_errors=True)
    view = dash.select("evil_get_thing")
    for title in TABS:
        view.tab(title)
    for title in ("Scores", "Confusability", "Parallel safety", "Discoverability"):
        dash.set_panel.open(title)
    texts = html_texts(dash.widget)
    joined = "\n".join(texts)
    dropdown = view.form.field("/q").input  # option labels are rendered as text, not markup
    assert "<script>x</script>" in [label for label, _ in dropdown.options]
    assert "&lt;script&gt;" in joined and "&lt;img" in joined
    for text in texts:
        assert "<script" not in text and "<img" not in text and "onerror=alert" not in text.replace(
            "&lt;img src=x onerror=alert", "")


def test_markup_in_a_tool_name_is_escaped_in_headers_and_summary():
    named = make_tool('get_<img src=x onerror=alert(1)>', "x", {"type": "object", "properties": {}})
    dash = show(ToolSet((named,)), raise_errors=True)
    for title in TABS:
        dash.views[0].tab(title)
    texts = html_texts(dash.widget)
    assert any("get_&lt;img" in t for t in texts)
    assert not any("<img" in t for t in texts)


def test_load_problems_are_listed_and_an_empty_set_still_shows():
    from workbench.model import LoadProblem

    dash = show(ToolSet((), (LoadProblem("bad.json", "Expecting value <here>", line=3, column=1),)))
    summary = html_texts(dash.widget)[1]
    assert "0 tools" in summary and "bad.json:3:1: Expecting value &lt;here&gt;" in summary
    assert dash.detail.children == () and dash.boundary.last_error is None


def test_many_tools_build_one_view_and_one_list_widget():
    many = ToolSet(tuple(make_tool(f"crm_get_item_{i}", f"Gets item {i}. Read-only.", {
        "type": "object", "properties": {"item_id": {"type": "string", "description": "the item id"}},
        "required": ["item_id"], "additionalProperties": False}) for i in range(500)))
    dash = Dashboard(many, raise_errors=True)
    assert len(dash.list.options) == 500 and list(dash.views) == [0]
    assert dash.views[0].built == {0}
    assert sum(1 for n in widgets_under(dash.widget) if type(n).__name__ == "CodeEditor") == 1
    dash.search.value = "item_49"
    assert {v for _, v in dash.list.options} == {49} | set(range(490, 500))


def test_dashboard_displays_as_a_widget(tools):
    dash = show(tools)
    bundle = dash._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["text/plain"] == repr(dash) == "<Dashboard 3 tools>"
    html = bundle["text/html"]  # the fallback where widgets do not render: escaped lint report
    assert "evil_get_thing" in html and "<script" not in html
