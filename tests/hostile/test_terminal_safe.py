"""Terminal-safe output: tool text carrying ANSI/OSC-8 escapes, CR, BS, DEL, C1 controls, bidi
overrides and zero-width marks reaches no verb's output raw (text, JSON, Markdown; stdout and
stderr), and JSON output still holds the exact values."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from support import run_cli
from workbench.render.text import ANSI, RESET, terminal_safe

HIDDEN = ("\x1b[2J\x1b[H", "\x1b]8;;https://evil.example\x07click\x1b]8;;\x07", "\r", "\x08",
          "\x7f", "\x9b31m", "\u202e", "\u200b", "\u2028", "\U000e0041")
PAYLOAD = "".join(HIDDEN)
# anything a terminal acts on: C0 but newline and tab, DEL, C1, bidi controls, zero-width,
# separators, tag characters
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff"
                 "\U000e0000-\U000e007f]")


def _tool(name: str, description: str, properties: dict) -> dict:
    return {"type": "function", "function": {
        "name": name, "description": description,
        "parameters": {"type": "object", "properties": properties, "required": list(properties)}}}


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("terminal")
    old = [_tool("get_order" + PAYLOAD, "Returns the status of one order." + PAYLOAD, {
               "order" + PAYLOAD: {"type": "string", "description": "Order id" + PAYLOAD,
                                   "enum": ["a" + PAYLOAD, "b"]},
               "n": {"type": "integer", "default": "x" + PAYLOAD}}),
           _tool("get_order_status", "Returns the status of an order by id." + PAYLOAD,
                 {"id": {"type": "string", "pattern": "^[a-z" + PAYLOAD + "]+$"}})]
    new = json.loads(json.dumps(old))
    new[0]["function"]["parameters"]["properties"]["order" + PAYLOAD]["type"] = "integer"
    new[1] = _tool("zzz" + PAYLOAD, "New tool" + PAYLOAD, {})
    paths = {name: folder / name for name in ("old.json", "new.json", "log.jsonl", "cases.jsonl")}
    paths["old.json"].write_text(json.dumps(old), encoding="utf-8")
    paths["new.json"].write_text(json.dumps(new), encoding="utf-8")
    paths["log.jsonl"].write_text("\n".join([
        json.dumps({"tool": "get_order" + PAYLOAD, "arguments": {"order" + PAYLOAD: "c" + PAYLOAD}}),
        json.dumps({"tool": "unknown" + PAYLOAD, "arguments": {}}),
        "not json" + PAYLOAD]) + "\n", encoding="utf-8")
    paths["cases.jsonl"].write_text(json.dumps({"request": "order" + PAYLOAD,
                                                "expected_tool": "nope" + PAYLOAD}) + "\n",
                                    encoding="utf-8")
    paths["lock"] = folder / "tools.lock"
    return paths


def _argv(verb: str, f: dict[str, Path]) -> list[str]:
    old, new = str(f["old.json"]), str(f["new.json"])
    return {
        "lint": ["lint", old], "ledger": ["ledger", old], "strict": ["strict", old, "--provider", "openai-strict"],
        "probe": ["probe", old, "--max-examples", "5"], "diff": ["diff", old, new],
        "audit": ["audit", "--tools", old, str(f["log.jsonl"])], "cost": ["cost", old],
        "verify": ["verify", new, "--lock", str(f["lock"])], "confusable": ["confusable", old],
        "route": ["route", str(f["cases.jsonl"]), "--tools", old],
        "discoverability": ["discoverability", old], "parallel": ["parallel", old],
    }[verb]


FORMATS = {"lint": ("text", "json", "md"), "ledger": ("text", "json"), "strict": (None,),
           "probe": ("text", "json"), "diff": ("text", "json", "md"), "audit": ("text", "json", "md"),
           "cost": ("text", "json"), "verify": ("text", "json"), "confusable": ("text", "json"),
           "route": ("text", "json"), "discoverability": ("text", "json"), "parallel": ("text", "json")}


@pytest.mark.parametrize(("verb", "fmt"), [(v, f) for v, fs in FORMATS.items() for f in fs])
def test_no_output_carries_a_raw_control_character(files, verb, fmt):
    if verb == "verify" and not files["lock"].exists():
        assert run_cli(["pin", str(files["old.json"]), "-o", str(files["lock"])])[0] == 0
    code, out, err = run_cli(_argv(verb, files) + (["--format", fmt] if fmt else []))
    assert "internal error" not in err and code in (0, 1, 2)
    for stream in (out, err):
        assert not RAW.findall(stream), RAW.findall(stream)[:5]
    if fmt == "json":
        json.loads(out)  # still a JSON document


def test_json_output_keeps_the_exact_values(files):
    out = run_cli(["lint", str(files["old.json"]), "--format", "json", "--min-severity", "info"])[1]
    assert {f["tool"] for f in json.loads(out)["findings"]} >= {"get_order" + PAYLOAD}


def test_terminal_safe_escapes_everything_but_its_own_colours():
    coloured = f"{ANSI['error']}error{RESET} \x1b[8mhidden\x1b]0;title\x07 \x9b2J \u202egnp.exe\n\tnext"
    shown = terminal_safe(coloured)
    assert shown.startswith(f"{ANSI['error']}error{RESET} ") and shown.endswith("\n\tnext")
    assert "\x1b[8m" not in shown and "\\u001b[8m" in shown and "\\u009b" in shown
    assert "\\u202e" in shown and "\x07" not in shown
    assert terminal_safe("\raudit 5 records") == "\raudit 5 records"  # a progress bar redraw
    assert terminal_safe("a\rb") == "a\\u000db"


@pytest.mark.parametrize("value", ["\x1b[2J", "\u202e\u200b", "\x85\x9b", "\U000e0041", "\ud800", "\x7f"])
def test_terminal_safe_json_is_the_same_json(value):
    document = json.dumps({"k" + value: [value, "plain"]}, ensure_ascii=False, indent=2)
    shown = terminal_safe(document)
    assert not RAW.findall(shown) and json.loads(shown) == json.loads(document)
