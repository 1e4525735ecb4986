"""`toolschema probe` (the fixed CLI contract), executors files, and `as_pytest` regression files."""

import io
import json
import subprocess
import sys
import textwrap

import pytest

from workbench.cli import main
from workbench.prober.executors import FileExecutor, Runner, load_executors
from workbench.prober.harness import probe

TOOLS = [
    {"type": "function", "function": {
        "name": "pay", "description": "Pay an amount; at most 100 yuan per call.",
        "parameters": {"type": "object", "properties": {
            "amount": {"type": "integer", "minimum": 1, "maximum": 100000},
            "currency": {"type": "string", "enum": ["CNY", "USD"]}},
            "required": ["amount", "currency"], "additionalProperties": False}}},
    {"type": "function", "function": {
        "name": "get_weather", "description": "Current weather for a city.",
        "parameters": {"type": "object", "properties": {
            "city": {"type": "string", "minLength": 1},
            "days": {"type": "integer", "minimum": 1, "maximum": 7}},
            "required": ["city"], "additionalProperties": False}}},
]

GAPPY = '''
def pay(args):
    if args["amount"] > 100:
        raise ValueError("amount exceeds 100")
    return {"ok": True}

def get_weather(args):
    if "city" not in args or not isinstance(args["city"], str) or not args["city"]:
        raise ValueError("city")
    if set(args) - {"city", "days"}:
        raise ValueError("unknown argument")
    days = args.get("days", 1)
    if isinstance(days, float) and days.is_integer():
        days = int(days)  # 5.0 is an integer to JSON Schema: a careful executor agrees
    if type(days) is not int or not 1 <= days <= 7:
        raise ValueError("days")
    print("noise on stdout from the executor")
    return {"temp": 20}
'''

FIXED = '''
from workbench.schema.validate import is_valid

def pay(args):
    amount = args.get("amount")
    if isinstance(amount, float) and amount.is_integer():
        args = {**args, "amount": int(amount)}  # 5.0 is an integer to JSON Schema
    if not isinstance(args.get("amount"), int) or isinstance(args.get("amount"), bool):
        raise ValueError("amount must be an integer")
    if args.get("currency") not in ("CNY", "USD") or set(args) - {"amount", "currency"}:
        raise ValueError("bad currency or extra argument")
    if not 1 <= args["amount"] <= 100:
        raise ValueError("amount out of range")
    return {"ok": True}

def get_weather(args):
    return {"temp": 20}
'''


@pytest.fixture
def files(tmp_path):
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps(TOOLS), encoding="utf-8")
    executors = tmp_path / "executors.py"
    executors.write_text(GAPPY, encoding="utf-8")
    return tools, executors


def _run(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = main(["probe", *map(str, argv)], out, err)
    return code, out.getvalue(), err.getvalue()


def test_json_report_with_executors_exits_1_on_gaps(files):
    tools, executors = files
    code, out, _err = _run(tools, "--executors", executors, "--format", "json", "--max-examples", "30")
    assert code == 1
    data = json.loads(out)  # executor prints went elsewhere: stdout is pure JSON
    by_tool = {t["tool"]: t for t in data["tools"]}
    assert set(by_tool) == {"pay", "get_weather"}
    pay = by_tool["pay"]
    assert pay["unsound"] == 0 and pay["cases"] == pay["schema_valid"] + pay["schema_invalid"]
    assert pay["coverage"]["maximum /properties/amount"] is True
    kinds = {g["kind"] for g in pay["gaps"]}
    assert {"schema-accepts-executor-rejects", "schema-rejects-executor-accepts", "executor-crash"} <= kinds
    limit = next(g for g in pay["gaps"] if g["kind"] == "schema-accepts-executor-rejects")
    assert limit["input"]["amount"] == 101 and limit["count"] >= 1
    assert by_tool["get_weather"]["gaps"] == []


def test_tool_filter_seed_and_no_gap_exit_0(files):
    tools, executors = files
    args = (tools, "--executors", executors, "--tool", "get_weather", "--seed", "3",
            "--max-examples", "20", "--timeout", "1", "--format", "json")
    code, out, _ = _run(*args)
    assert code == 0 and [t["tool"] for t in json.loads(out)["tools"]] == ["get_weather"]
    assert _run(*args)[1] == out  # same seed, same report


def test_text_format_without_executors(files):
    tools, _ = files
    code, out, _ = _run(tools, "--max-examples", "10")
    assert code == 0
    assert "pay:" in out and "schema-valid attack" in out and "0 unsound" in out


@pytest.mark.parametrize("argv", [
    ["missing.json"],
    ["{tools}", "--tool", "nope"],
    ["{tools}", "--executors", "{tmp}/nope.py"],
    ["{tools}", "--executors", "{tmp}/broken.py"],
    ["{tools}", "--max-examples", "0"],
    ["{tools}", "--timeout", "0"],
    ["{tools}", "--format", "xml"],
])
def test_unusable_input_exits_2(files, tmp_path, argv):
    tools, _ = files
    (tmp_path / "broken.py").write_text("def pay(args:\n", encoding="utf-8")
    argv = [a.format(tools=tools, tmp=tmp_path) for a in argv]
    code, _out, err = _run(*argv)
    assert code == 2 and err.startswith("toolschema:") and "Traceback" not in err


def test_executors_file_functions_and_name_matching(tmp_path):
    from workbench.prober.executors import executor_for

    file = tmp_path / "ex.py"
    file.write_text("import os\nfrom os import path\ndef math_sum(a):\n    return 1\n"
                    "def _helper(a):\n    return 2\n", encoding="utf-8")
    executors = load_executors(file)
    assert set(executors) == {"math_sum"}
    assert executor_for("math.sum", executors).name == "math_sum"


def test_executors_come_from_a_mapping_a_file_or_nothing(tmp_path):
    from workbench.errors import InvalidArgument
    from workbench.prober.executors import executor_for, executors_from

    def get_weather(args):
        return args

    mapping = executors_from({"get_weather": get_weather, "not_callable": 3})
    assert mapping == {"get_weather": get_weather}
    assert executor_for("get-weather", mapping) is get_weather
    assert executor_for("weather", mapping) is None
    file = tmp_path / "ex.py"
    file.write_text("def get_weather(a):\n    return a\n", encoding="utf-8")
    assert set(executors_from(file)) == set(executors_from(str(file))) == {"get_weather"}
    assert executors_from(None) == {}
    with pytest.raises(InvalidArgument):
        executors_from(42)


def test_spawn_worker_loads_the_executor_from_its_file(tmp_path, monkeypatch):
    import multiprocessing

    file = tmp_path / "ex.py"
    file.write_text("def spin(a):\n    while a.get('hang'):\n        pass\n    return a\n", encoding="utf-8")
    fn = load_executors(file)["spin"]
    monkeypatch.setattr(multiprocessing, "get_all_start_methods", lambda: ["spawn"])
    with Runner(fn, timeout=3) as runner:
        assert runner.mode == "spawn"
        assert runner.call({"x": 1}).kind == "accepts"
        runner.timeout = 0.3
        assert runner.call({"hang": True}).kind == "timeout"
        runner.timeout = 3
        assert runner.call({"x": 2}).result == "{'x': 2}"  # restarted after the kill


def _pytest(path):
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(path)],
                          capture_output=True, text=True, timeout=120)


def test_as_pytest_reproduces_every_gap_until_fixed(files, tmp_path):
    tools, executors = files
    from workbench.loading import load

    tool = load(str(tools))["pay"]
    report = probe(tool, load_executors(executors)["pay"], max_examples=30, seed=1)
    assert report.gaps
    test_file = report.as_pytest(tmp_path / "regress" / "test_pay_gaps.py")
    failing = _pytest(test_file)
    assert failing.returncode == 1
    assert f"{len(report.gaps)} failed" in failing.stdout
    # fix the executor AND state its limit in the schema: every regression test passes
    executors.write_text(FIXED, encoding="utf-8")
    fixed = json.loads(tools.read_text(encoding="utf-8"))
    fixed[0]["function"]["parameters"]["properties"]["amount"]["maximum"] = 100
    tools.write_text(json.dumps(fixed), encoding="utf-8")
    passing = _pytest(test_file)
    assert passing.returncode == 0, passing.stdout[-2000:]
    assert f"{len(report.gaps)} passed" in passing.stdout


def test_as_pytest_needs_an_importable_executor():
    from workbench.errors import InvalidArgument

    report = probe(TOOLS[0], lambda a: (_ for _ in ()).throw(ValueError("no")), max_examples=5)
    assert report.gaps
    with pytest.raises(InvalidArgument, match="executor's file"):
        report.as_pytest("/tmp/never_written.py")


def test_file_executor_is_callable_in_process(tmp_path):
    file = tmp_path / "ex.py"
    file.write_text(textwrap.dedent("""
        def echo(a):
            return a
    """), encoding="utf-8")
    fn = load_executors(file)["echo"]
    assert isinstance(fn, FileExecutor) and fn({"a": 1}) == {"a": 1}
