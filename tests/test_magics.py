"""`%toolschema` / `%%toolschema` are thin shells over `workbench.show`: the same fixtures drive
both entry points ("function" and "magic"), and errors come out as one readable message."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("IPython")
pytest.importorskip("ipywidgets")

from workbench.errors import WorkbenchError
from workbench.ui import magic
from workbench.ui.dashboard import Dashboard, show

TOOLS = [
    {"type": "function", "name": "query", "description": "查询物流",
     "parameters": {"type": "object", "properties": {"id": {"type": "string"}, "lang": {"type": "string"}}}},
    {"type": "function", "name": "shipping_get_tracking",
     "description": "根据订单号查询当前用户有权访问的物流状态。仅用于读取。",
     "parameters": {"type": "object", "properties": {
         "order_id": {"type": "string", "pattern": "^ORD-[0-9]{8}-[0-9]{3,}$", "description": "平台订单号"},
         "language": {"type": ["string", "null"], "enum": ["zh-CN", "en-US"], "description": "返回语言"}},
         "required": ["order_id", "language"], "additionalProperties": False}, "strict": True},
]


@pytest.fixture(scope="module")
def shell():
    from IPython.testing.globalipapp import get_ipython

    ip = get_ipython()
    ip.run_line_magic("load_ext", "workbench")
    return ip


@pytest.fixture
def tools_file(tmp_path):
    path = tmp_path / "logistics.json"
    path.write_text(json.dumps(TOOLS, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.fixture(params=["function", "magic"])
def open_dashboard(request, shell):
    """Open a dashboard on `source` (a path, or the name of a notebook variable) either way."""

    def run(source, *, variable=None, profile=None, tool=None, executors=None):
        if request.param == "function":
            obj = shell.user_ns[variable] if variable else str(source)
            return show(obj, executors=executors, profiles=[profile] if profile else None, tool=tool)
        line = variable or str(source)
        if profile:
            line += f" --profile {profile}"
        if tool:
            line += f" --tool {tool}"
        if executors:
            line += f" --executors {executors}"
        return shell.run_line_magic("toolschema", line)

    return run


def test_opens_a_file(open_dashboard, tools_file):
    dash = open_dashboard(tools_file)
    assert isinstance(dash, Dashboard)
    assert dash.toolset.names() == ["query", "shipping_get_tracking"]
    assert dash.detail.children[0] is dash.views[0].widget


def test_opens_a_notebook_variable(open_dashboard, shell):
    import workbench

    shell.user_ns["my_tools"] = workbench.load(TOOLS)
    dash = open_dashboard(None, variable="my_tools")
    assert dash.toolset.names() == ["query", "shipping_get_tracking"]


def test_profile_and_tool_options(open_dashboard, tools_file):
    dash = open_dashboard(tools_file, profile="openai-strict", tool="shipping_get_tracking")
    assert "openai-strict" in dash.report.profiles
    assert dash.list.value == 1 and dash.detail.children[0] is dash.views[1].widget


def test_executors_option(open_dashboard, tools_file, tmp_path):
    path = tmp_path / "execs.py"
    path.write_text("def query(arguments):\n    return {'ok': True}\n")
    dash = open_dashboard(tools_file, executors=str(path))
    assert dash.view("query").executor is not None
    assert dash.view("shipping_get_tracking").executor is None


def test_cell_magic_takes_json_or_yaml(shell):
    body = json.dumps(TOOLS[1], ensure_ascii=False)
    dash = shell.run_cell_magic("toolschema", "--profile openai-strict", body)
    assert isinstance(dash, Dashboard) and dash.toolset.names() == ["shipping_get_tracking"]
    yaml_body = ("name: crm_get_customer\ndescription: Gets one customer by id. Read-only.\n"
                 "input_schema:\n  type: object\n  properties:\n    customer_id:\n      type: string\n"
                 "  required: [customer_id]\n")
    dash = shell.run_cell_magic("toolschema", "", yaml_body)
    assert isinstance(dash, Dashboard) and dash.toolset.names() == ["crm_get_customer"]


@pytest.mark.parametrize("line, expected", [
    ("no_such_file.json", "neither a variable"),
    ("{path} --profile nope", "unknown profile"),
    ("{path} --tool nope", "no tool named 'nope'"),
    ("{path} --bogus", "unrecognized arguments"),
    ("", "the following arguments are required"),
])
def test_line_magic_errors_are_one_readable_message(shell, tools_file, line, expected):
    result = shell.run_cell(f"%toolschema {line.format(path=tools_file)}")
    assert result.error_in_exec is None and result.error_before_exec is None
    assert isinstance(result.result, magic.MagicError)
    assert expected in result.result.message
    assert "Traceback" not in repr(result.result)
    assert repr(result.result).startswith("toolschema: ")
    assert "&lt;" in magic.MagicError("<b>").\
        _repr_html_()


@pytest.mark.parametrize("body, expected", [("just some words", "not a tool definition"),
                                            ("{not json", "<text>")])
def test_cell_magic_errors_are_one_readable_message(shell, body, expected):
    result = shell.run_cell(f"%%toolschema\n{body}")
    assert result.error_in_exec is None
    assert isinstance(result.result, magic.MagicError)
    assert expected in result.result.message


def test_raise_errors_switch_for_ci(shell, monkeypatch):
    monkeypatch.setattr(magic, "RAISE_ERRORS", True)
    with pytest.raises(WorkbenchError, match="neither a variable"):  # raised, not shown as a message
        magic.toolschema_line("no_such_file.json", {})


def test_public_functions_stay_callable_after_the_widgets_import_their_modules(tools_file):
    import subprocess
    import sys

    code = (f"import workbench\n"
            f"workbench.show({str(tools_file)!r})\n"  # imports workbench.loading and workbench.linter.* first
            f"ts = workbench.load({str(tools_file)!r})\n"
            f"print(type(workbench.lint(ts)).__name__, type(workbench.ledger(ts)).__name__)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["LintReport", "Ledger"]
