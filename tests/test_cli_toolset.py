"""The set verbs of the CLI: confusable, route, discoverability, parallel (contracts and exit codes)."""

from __future__ import annotations

import io
import json
from pathlib import Path

from workbench.cli import main

ROOT = Path(__file__).resolve().parents[1]
LABELLED = ROOT / "tests" / "labelled" / "toolset"


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_confusable_json_contract_and_min_score():
    code, out, _ = run("confusable", str(ROOT / "examples" / "logistics_tools.json"), "--format", "json",
                       "--min-score", "0.2")
    data = json.loads(out)
    assert code == 0 and data["tools"] == 9 and data["pairs"]
    assert all(p["score"] >= 0.2 for p in data["pairs"])
    assert [p["score"] for p in data["pairs"]] == sorted((p["score"] for p in data["pairs"]), reverse=True)
    code, _, err = run("confusable", str(ROOT / "examples" / "logistics_tools.json"), "--min-score", "1.5")
    assert code == 2 and "between 0 and 1" in err
    code, out, _ = run("confusable", str(ROOT / "examples" / "logistics_tools.json"))
    assert code == 0 and "confusable pairs" in out


def test_route_contract_router_file_and_unusable_input(tmp_path):
    code, out, _ = run("route", str(LABELLED / "routing_dev.jsonl"), "--tools",
                       str(LABELLED / "routing_tools.json"), "--format", "json")
    data = json.loads(out)
    assert code == 0 and data["cases"] == 58 and 0 <= data["accuracy"] <= 1
    router = tmp_path / "r.py"
    router.write_text("def route(request, tools):\n    return None\n")
    code, out, _ = run("route", str(LABELLED / "routing_dev.jsonl"), "--tools",
                       str(LABELLED / "routing_tools.json"), "--router", f"{router}:route")
    assert code == 0 and "0/58" in out and "routed to no tool (58)" in out
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not json\n")
    code, _, err = run("route", str(bad), "--tools", str(LABELLED / "routing_tools.json"))
    assert code == 2 and err.startswith("toolschema:")
    code, _, err = run("route", str(LABELLED / "routing_dev.jsonl"), "--tools",
                       str(LABELLED / "routing_tools.json"), "--router", "missing_module_q:route")
    assert code == 2 and "--router" in err


def test_discoverability_and_parallel_verbs():
    example = str(ROOT / "examples" / "logistics_tools.json")
    code, out, _ = run("discoverability", example, "--profile", "openai-strict", "--format", "json")
    assert code == 0 and json.loads(out)["profile"] == "openai-strict"
    code, out, _ = run("parallel", example, "--format", "json")
    data = json.loads(out)
    assert code == 0 and {a["provider"] for a in data["advice"]} == {"openai", "anthropic", "gemini", "mcp"}
    code, _, _ = run("parallel", str(ROOT / "no_such_file.json"))
    assert code == 2
