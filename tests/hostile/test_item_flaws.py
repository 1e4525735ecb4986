"""Values JSON cannot hold (a 5,000-digit integer, NaN/Infinity, lone surrogates, repeated keys,
YAML dates and non-string keys) are a located `schema-error` on the one tool that holds them; the
other tools of the file load and every verb runs; nothing invalid is written back."""

from __future__ import annotations

import json

import pytest

from support import run_cli

GOOD = ('{"name": "get_order", "description": "Returns the status of one order by its id.", '
        '"parameters": {"type": "object", "properties": {"id": {"type": "string"}}, '
        '"required": ["id"], "additionalProperties": false}}')


def _bad(name: str, properties: str, description: str = "Looks up one order by its id.") -> str:
    return (f'{{"name": "{name}", "description": "{description}", "parameters": '
            f'{{"type": "object", "properties": {properties}}}}}')


JSON_CASES = {
    "big-integer": (_bad("big", '{"n": {"type": "integer", "maximum": ' + "9" * 5000 + "}}"),
                    "/properties/n/maximum", "integer of 5,000 digits"),
    "nan": (_bad("nan", '{"n": {"type": "number", "maximum": NaN}}'), "/properties/n/maximum", "NaN is not"),
    "infinity": (_bad("inf", '{"n": {"type": "number", "minimum": -Infinity}}'),
                 "/properties/n/minimum", "-Infinity is not"),
    "surrogate-in-text": (_bad("surr", '{"n": {"type": "string"}}', description="bad \\ud800 text"),
                          "", "lone surrogate"),
    "surrogate-in-key": (_bad("surrk", '{"n\\udc00": {"type": "string"}}'),
                         "/properties/n\ufffd", "lone surrogate"),
    "repeated-key": (_bad("dup", '{"n": {"type": "string"}, "n": {"type": "integer"}}'),
                     "/properties", "key 'n' more than once"),
}
YAML_CASES = {
    "yaml-date": ("      when: {type: string, default: 2024-01-01}\n", "/properties/when/default",
                  "YAML reads 2024-01-01 as a date"),
    "yaml-datetime-enum": ("      when: {type: string, enum: [2024-01-02T10:00:00Z]}\n",
                           "/properties/when/enum/0", "as a date"),
    "yaml-number-key": ("      1: {type: string}\n", "/properties/1", "key 1 is not a string"),
    "yaml-repeated-key": ("      a: {type: string}\n      a: {type: integer}\n", "/properties",
                          "key 'a' more than once"),
    "yaml-nan": ("      n: {type: number, maximum: .nan}\n", "/properties/n/maximum", "NaN is not"),
}


def _files(tmp_path, case: str) -> tuple[str, str, str]:
    """(path, the bad tool's name, ...) for one case, next to a good tool."""
    if case in JSON_CASES:
        text, pointer, words = JSON_CASES[case]
        path = tmp_path / "tools.json"
        path.write_text(f"[{GOOD}, {text}]", encoding="utf-8")
        return str(path), pointer, words
    body, pointer, words = YAML_CASES[case]
    path = tmp_path / "tools.yaml"
    path.write_text("- name: get_order\n  description: Returns the status of one order by its id.\n"
                    "  parameters: {type: object, properties: {id: {type: string}}, required: [id],"
                    " additionalProperties: false}\n"
                    "- name: flawed\n  description: Looks up one order by its id.\n  parameters:\n"
                    "    type: object\n    properties:\n" + body, encoding="utf-8")
    return str(path), pointer, words


CASES = [*JSON_CASES, *YAML_CASES]


@pytest.mark.parametrize("case", CASES)
def test_the_flaw_is_a_located_finding_on_its_tool_only(tmp_path, case):
    path, pointer, words = _files(tmp_path, case)
    code, out, err = run_cli(["lint", path, "--format", "json"])
    assert code == 1 and "internal error" not in err
    report = json.loads(out)
    flagged = [f for f in report["findings"] if f["rule"] == "schema-error" and words in f["message"]]
    assert len(flagged) == 1 and flagged[0]["path"] == pointer and flagged[0]["tool"] != "get_order"
    assert flagged[0]["line"] >= 1
    assert not [f for f in report["findings"] if f["tool"] == "get_order" and f["severity"] == "error"]


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("verb", [["ledger"], ["strict", "--provider", "openai-strict"], ["cost"],
                                  ["probe", "--max-examples", "3"], ["confusable"], ["pin", "-o"]])
def test_every_verb_runs_on_the_rest(tmp_path, case, verb):
    path, _, _ = _files(tmp_path, case)
    argv = [*verb, str(tmp_path / "lock.json"), path] if verb[0] == "pin" else [*verb, path]
    code, out, err = run_cli(argv)
    assert "internal error" not in err and code in (0, 1), err
    if verb[0] == "strict":
        def refuse(constant: str) -> None:
            raise AssertionError(f"{constant} written back")
        json.loads(out, parse_constant=refuse)  # valid JSON, no NaN or Infinity
    if verb[0] == "probe":
        assert "get_order" in out


@pytest.mark.parametrize("case", CASES)
def test_diff_of_a_flawed_file_against_itself_is_clean(tmp_path, case):
    path, _, _ = _files(tmp_path, case)
    code, _, err = run_cli(["diff", path, path])
    assert code == 0 and "internal error" not in err
