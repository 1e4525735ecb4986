"""`toolschema ledger` and `toolschema strict` (issue 3 §4): the JSON contract, CSV, exit codes,
and the strict round trip in the file's own envelope."""

from __future__ import annotations

import io
import json

import yaml

from test_ledger import PAYMENT_ONEOF, REFUND_PROSE, SHIPPING
from workbench.cli import main
from workbench.loading import load


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def openai_file(tmp_path, *definitions, name="tools.json"):
    path = tmp_path / name
    path.write_text(json.dumps([{"type": "function", "function": d} for d in definitions],
                               ensure_ascii=False), encoding="utf-8")
    return path


def mcp_file(tmp_path, *definitions):
    path = tmp_path / "mcp.json"
    tools = [{"name": d["name"], "description": d.get("description", ""),
              "inputSchema": d["parameters"]} for d in definitions]
    path.write_text(json.dumps({"tools": tools}, ensure_ascii=False), encoding="utf-8")
    return path


def test_ledger_json_contract(tmp_path):
    code, out, _ = run("ledger", str(openai_file(tmp_path, REFUND_PROSE)), "--format", "json",
                       "--profile", "openai-strict", "--profile", "mcp")
    assert code == 0
    data = json.loads(out)
    assert list(data) == ["rows"]
    keys = {"tool", "path", "constraint", "value", "enforced_by", "source", "evidence", "providers"}
    assert all(set(r) == keys for r in data["rows"])
    assert all(list(r["providers"]) == ["openai-strict", "mcp"] for r in data["rows"])
    prose = [r for r in data["rows"] if r["constraint"] == "prose"]
    assert prose == [{"tool": "billing_refund", "path": "/properties/amount", "constraint": "prose",
                      "value": {"kind": "maximum", "value": 1000, "unit": "元"},
                      "enforced_by": "executor", "source": "prose",
                      "evidence": "金额必须小于等于 1000 元",
                      "providers": {"openai-strict": "hint", "mcp": "hint"}}]


def test_ledger_several_paths_text_and_csv(tmp_path):
    a = openai_file(tmp_path, REFUND_PROSE)
    b = mcp_file(tmp_path, SHIPPING)
    code, out, _ = run("ledger", str(a), str(b))
    assert code == 0
    assert "billing_refund:" in out and "shipping_get_tracking:" in out and "executor must:" in out
    code, out, _ = run("ledger", str(a), "--format", "csv", "--profile", "gemini,anthropic")
    assert code == 0 and out.splitlines()[0].endswith("evidence,gemini,anthropic")


def test_ledger_output_file(tmp_path):
    target = tmp_path / "ledger.json"
    code, out, _ = run("ledger", str(openai_file(tmp_path, SHIPPING)), "--format", "json",
                       "-o", str(target))
    assert code == 0 and out == "" and json.loads(target.read_text())["rows"]


def test_ledger_unusable_input_exits_2(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    code, out, err = run("ledger", str(broken))
    assert code == 2 and out == "" and err.startswith("toolschema:")
    assert run("ledger", str(tmp_path / "missing.json"))[0] == 2
    assert run("ledger", str(openai_file(tmp_path, SHIPPING)), "--profile", "nope")[0] == 2


def test_strict_writes_the_same_envelope_and_prints_the_delta(tmp_path):
    src = mcp_file(tmp_path, PAYMENT_ONEOF, SHIPPING)
    out_file = tmp_path / "strict.json"
    code, out, _ = run("strict", str(src), "--provider", "openai-strict", "--out", str(out_file))
    assert code == 0
    written = json.loads(out_file.read_text(encoding="utf-8"))
    assert list(written) == ["tools"] and "inputSchema" in written["tools"][0]
    converted = load(str(out_file))
    assert converted.names() == ["billing_create_payment", "shipping_get_tracking"]
    pay = converted["billing_create_payment"].parameters
    assert "oneOf" not in pay and pay["additionalProperties"] is False
    assert "oneOf" in out and "to-executor" in out and "moved to the executor" in out


def test_strict_to_stdout_with_the_delta_on_stderr(tmp_path):
    src = openai_file(tmp_path, REFUND_PROSE)
    code, out, err = run("strict", str(src), "--provider", "openai-strict", "--format", "json")
    assert code == 0
    document = json.loads(out)
    assert document[0]["function"]["strict"] is True
    assert json.loads(err)["provider"] == "openai-strict"
    # an OpenAI envelope's `strict: true` means OpenAI strict: not set for an Anthropic conversion
    code, out, err = run("strict", str(src), "--provider", "anthropic-strict")
    assert code == 0 and "strict" not in json.loads(out)[0]["function"]
    assert "billing_refund: anthropic-strict" in err


def test_strict_yaml_out(tmp_path):
    src = openai_file(tmp_path, REFUND_PROSE)
    target = tmp_path / "strict.yaml"
    code, _out, _ = run("strict", str(src), "--provider", "openai-strict", "--out", str(target))
    assert code == 0 and yaml.safe_load(target.read_text(encoding="utf-8"))[0]["function"]["strict"]


def test_strict_needs_a_strict_provider_and_usable_input(tmp_path):
    src = openai_file(tmp_path, REFUND_PROSE)
    assert run("strict", str(src), "--provider", "gemini")[0] == 2
    assert run("strict", str(src))[0] == 2
    assert run("strict", str(tmp_path / "missing.json"), "--provider", "openai-strict")[0] == 2
