"""`toolschema lint` and `toolschema rules`: formats, flags, exit codes, one-line errors."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from workbench.cli import main

BAD_QUERY = {"type": "function", "function": {
    "name": "query", "description": "查询物流",
    "parameters": {"type": "object", "properties": {"id": {"type": "string"}, "lang": {"type": "string"}}}}}
STRICT_BROKEN = {"type": "function", "function": {
    "name": "crm_get_customer", "strict": True,
    "description": "Read one customer of the caller's tenant by id. Read-only; changes nothing. "
                   "Use when the user asks about a customer's profile.",
    "parameters": {"type": "object", "properties": {
        "customer_id": {"type": "string", "description": "Customer id, e.g. CUS-00042."}}}}}
MCP_PAGE = {"tools": [{"name": "crm_get_customer", "description": "Read a customer by id.",
                       "inputSchema": {"type": "object", "properties": {}}}]}


def run(*argv, cwd=None):
    out, err = io.StringIO(), io.StringIO()
    old = os.getcwd()
    if cwd:
        os.chdir(cwd)
    try:
        code = main(list(argv), out, err)
    finally:
        os.chdir(old)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def files(tmp_path):
    def write(name, data):
        path = tmp_path / name
        path.write_text(data if isinstance(data, str) else json.dumps(data, ensure_ascii=False), encoding="utf-8")
        return str(path)
    return write


def test_json_output_and_exit_code_one_on_errors(files):
    path = files("tools.json", [STRICT_BROKEN])
    code, out, _err = run("lint", path, "--format", "json")
    data = json.loads(out)
    assert code == 1 and list(data) == ["tools", "findings", "scores"]
    assert any(f["rule"] == "strict-additional-properties" and f["severity"] == "error" for f in data["findings"])


def test_exit_zero_without_error_findings(files):
    path = files("tools.json", [STRICT_BROKEN])
    code, out, _ = run("lint", path, "--ignore", "strict-compat", "--format", "json")
    assert not any(f["severity"] == "error" for f in json.loads(out)["findings"])
    assert code == 0


def test_several_paths_form_one_tool_set(files):
    a = files("a.json", [STRICT_BROKEN])
    b = files("b.json", MCP_PAGE)
    _code, out, _ = run("lint", a, b, "--format", "json")
    data = json.loads(out)
    assert data["tools"] == 2
    assert any(f["category"] == "collision" for f in data["findings"])  # same name in both files


def test_profiles_repeatable_and_comma_separated(files):
    path = files("tools.json", [BAD_QUERY])
    _code, out, _ = run("lint", path, "--profile", "openai-strict,mcp", "--profile", "gemini", "--format", "sarif")
    assert json.loads(out)["runs"][0]["properties"]["profiles"] == ["openai-strict", "mcp", "gemini"]
    data = json.loads(run("lint", path, "--profile", "openai-strict", "--format", "json")[1])
    assert any(f["category"] == "strict-compat" for f in data["findings"])


def test_select_ignore_and_severity_flags(files):
    path = files("tools.json", [BAD_QUERY])
    _, out, _ = run("lint", path, "--format", "json", "--select", "naming,additional-properties",
                    "--select", "required")
    cats = {f["category"] for f in json.loads(out)["findings"]}
    assert cats and cats <= {"naming", "additional-properties", "required"}
    _, out, _ = run("lint", path, "--format", "json", "--ignore", "naming", "--ignore", "required")
    cats = {f["category"] for f in json.loads(out)["findings"]}
    assert not cats & {"naming", "required"}
    code, out, _ = run("lint", path, "--format", "json", "--select", "additional-properties",
                       "--severity", "additional-properties=error")
    assert code == 1 and {f["severity"] for f in json.loads(out)["findings"]} == {"error"}


def test_config_file_and_output_file(files, tmp_path):
    path = files("tools.json", [BAD_QUERY])
    cfg = files("cfg.toml", '[tool.toolschema]\nselect = ["naming"]\n')
    target = tmp_path / "report.json"
    _code, out, _ = run("lint", path, "--config", cfg, "--format", "json", "--output", str(target))
    assert out == ""
    cats = {f["category"] for f in json.loads(target.read_text(encoding="utf-8"))["findings"]}
    assert cats == {"naming"}


def test_pyproject_discovered_from_working_directory(files, tmp_path):
    path = files("tools.json", [BAD_QUERY])
    files("pyproject.toml", '[tool.toolschema]\nignore = ["naming"]\n')
    _, out, _ = run("lint", path, "--format", "json", cwd=tmp_path)
    assert "naming" not in {f["category"] for f in json.loads(out)["findings"]}


def test_text_output_grouped_with_summary_and_colour_only_when_asked(files):
    path = files("tools.json", [BAD_QUERY, STRICT_BROKEN])
    _code, out, _ = run("lint", path)
    assert "\033[" not in out  # StringIO is not a terminal
    assert out.index("query") < out.index("crm_get_customer")  # load order
    summary = next(line for line in out.splitlines() if line.startswith("2 tools, "))
    assert "set score" in summary
    assert "\033[" in run("lint", path, "--color")[1]
    assert "\033[" not in run("lint", path, "--no-color")[1]


def _info_tool(name):
    """A clean tool whose only findings are info: an unreferenced definition in its `$defs`."""
    return {"type": "function", "function": {
        "name": name, "description": "Read one customer of the caller's tenant by its id. "
        "Read-only. Use when the user asks about a customer's profile, not for orders.",
        "parameters": {"type": "object", "additionalProperties": False, "required": ["customer_id"],
                       "properties": {"customer_id": {"type": "string",
                                                      "description": "Customer id, e.g. CUS-00042."}},
                       "$defs": {"Address": {"type": "object"}}}}}


def test_text_output_hides_info_by_default_and_says_how_many(files):
    path = files("tools.json", [_info_tool("crm_get_customer"), BAD_QUERY])
    report = json.loads(run("lint", path, "--format", "json")[1])
    infos = sum(f["severity"] == "info" for f in report["findings"])
    warnings = sum(f["severity"] == "warning" for f in report["findings"])
    assert infos >= 2 and warnings  # JSON keeps every severity, whatever --min-severity says
    assert report == json.loads(run("lint", path, "--format", "json", "--min-severity", "error")[1])
    code, out, _ = run("lint", path)
    lines = out.splitlines()
    assert "info    " not in out and "unused-definitions" not in out
    assert lines[-1] == f"{infos} info findings hidden; --min-severity info shows them"
    assert lines[-2].startswith("2 tools, ") and f"{infos} info" in lines[-2]
    assert code == run("lint", path, "--min-severity", "info")[0]  # the exit status is the same
    # info: everything, no hidden line
    code, every, _ = run("lint", path, "--min-severity", "info")
    assert "unused-definitions" in every and "hidden" not in every
    # error: warnings hidden too, and counted
    _, errors_only, _ = run("lint", path, "--min-severity", "error")
    assert "warning " not in errors_only
    assert errors_only.splitlines()[-1] == (f"{warnings} warnings and {infos} info findings hidden; "
                                            "--min-severity info shows them")
    # nothing below the bar: no line
    clean = files("clean.json", [BAD_QUERY])
    assert "hidden" not in run("lint", clean, "--min-severity", "info")[1]
    assert run("lint", path, "--min-severity", "notice")[0] == 2


def test_load_problems_are_listed_but_the_rest_is_linted(files):
    path = files("tools.jsonl", json.dumps(BAD_QUERY) + "\n{not json\n")
    _code, out, err = run("lint", path)
    assert "tools.jsonl:2" in err and "load problem" in out and "query" in out


@pytest.mark.parametrize("argv, needle", [
    (["lint", "does-not-exist.json"], "does-not-exist.json"),
    (["lint", "{tools}", "--profile", "openai-strictt"], "did you mean 'openai-strict'"),
    (["lint", "{tools}", "--select", "namng"], "did you mean 'naming'"),
    (["lint", "{tools}", "--severity", "naming"], "RULE=LEVEL"),
    (["lint", "{tools}", "--severity", "naming=fatal"], "must be one of"),
    (["lint", "{tools}", "--format", "xml"], "invalid choice"),
    (["lint", "{tools}", "--config", "missing.toml"], "missing.toml"),
    (["lint", "{bad}"], "bad.json:1"),
    (["lint"], "required"),
])
def test_unusable_input_exits_2_with_one_line(files, argv, needle):
    tools = files("tools.json", [BAD_QUERY])
    bad = files("bad.json", '{"tools": [')
    argv = [a.replace("{tools}", tools).replace("{bad}", bad) for a in argv]
    code, _out, err = run(*argv)
    assert code == 2
    assert len(err.strip().splitlines()) == 1, err
    assert needle in err and "Traceback" not in err


def test_rules_lists_catalogue_and_prints_docs():
    code, out, _ = run("rules")
    assert code == 0
    assert "strict-optional-property" in out and "strict-compat" in out and " rules (" in out
    assert "Score per tool: 100 minus" in out
    code, out, _ = run("rules", "strict-optional-property")
    assert code == 0 and "Bad:" in out and "Good:" in out and "[strict-compat, error, recommended]" in out
    code, out, _ = run("rules", "portability")
    assert code == 0 and "provider-rejected-keyword" in out


def test_unknown_rule_suggests_the_closest():
    code, _out, err = run("rules", "strict-optional-propery")
    assert code == 2 and "did you mean 'strict-optional-property'" in err
    assert len(err.strip().splitlines()) == 1


def test_installed_console_script(tmp_path):
    script = Path(sys.executable).with_name("toolschema")
    if not script.exists():
        pytest.skip("toolschema console script not installed in this environment")
    path = tmp_path / "tools.json"
    path.write_text(json.dumps([STRICT_BROKEN]), encoding="utf-8")
    proc = subprocess.run([str(script), "lint", str(path), "--format", "json"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1, proc.stderr
    assert json.loads(proc.stdout)["tools"] == 1
    proc = subprocess.run([str(script), "lint", str(tmp_path / "nope.json")],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1


def test_json_findings_say_file_line_and_pointer_in_the_file(tmp_path):
    """Several files in one run: each finding is traced to its file, line and place in it."""
    import io as _io
    import json as _json

    from workbench.cli import main as _main

    a = tmp_path / "a.json"
    a.write_text(_json.dumps([{"type": "function", "name": "query", "description": "查询物流",
                               "parameters": {"type": "object", "properties": {"id": {"type": "string"}}}}],
                             indent=2), encoding="utf-8")
    b = tmp_path / "b.yaml"
    b.write_text("name: get_weather\ndescription: Weather.\ninputSchema:\n  type: object\n  properties:\n"
                 "    city:\n      type: string\n", encoding="utf-8")
    out = _io.StringIO()
    _main(["lint", str(a), str(b), "--format", "json"], stdout=out, stderr=_io.StringIO())
    findings = _json.loads(out.getvalue())["findings"]
    by_place = {(f["tool"], f["path"]): f for f in findings}
    f = by_place[("query", "/properties/id")]
    assert f["file"] == str(a) and f["file_pointer"] == "/0/parameters/properties/id"
    assert a.read_text(encoding="utf-8").splitlines()[f["line"] - 1].strip().startswith('"id"')
    g = next(f for f in findings if f["tool"] == "get_weather" and f["path"] == "/properties/city")
    assert g["file"] == str(b) and g["line"] == 6 and g["file_pointer"] == "/inputSchema/properties/city"


def test_unsupported_extension_is_not_a_tool_file(tmp_path):
    import io as _io

    from workbench.cli import main as _main

    script = tmp_path / "server.py"
    script.write_text("def f():\n    return 1\n", encoding="utf-8")
    err = _io.StringIO()
    assert _main(["lint", str(script)], stdout=_io.StringIO(), stderr=err) == 2
    assert "not a tool file (.py)" in err.getvalue() and "envelope" not in err.getvalue()
    assert len(err.getvalue().strip().splitlines()) == 1
