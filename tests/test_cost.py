"""Context cost: exact o200k_base counts checked against tiktoken itself, labelled estimates,
the contract JSON, contributors and the context-cost rule."""

from __future__ import annotations

import json
import os

import pytest

from workbench.costing import cost
from workbench.costing.core import PROVIDERS, serialise
from workbench.costing.splice import NotSpliceable, part, total

CORPORA = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "corpora")
EXAMPLE = os.path.join(os.path.dirname(__file__), "..", "examples", "logistics_tools.json")


def _exact():
    """The exact counter, and tiktoken loading the same ranks as the reference."""
    tiktoken = pytest.importorskip("tiktoken")
    from workbench.costing.tokenizers import O200K_PATTERN, O200K_SPECIAL, cache_dir, o200k

    counter = o200k()
    if counter is None:
        reason = (f"no verified o200k_base ranks under {cache_dir()} (scripts/test.sh installs "
                  "npm js-tiktoken there)")
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    from tiktoken.load import load_tiktoken_bpe

    ranks = load_tiktoken_bpe(str(cache_dir() / "o200k_base.tiktoken"),
                              expected_hash="446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d")
    reference = tiktoken.Encoding("o200k_base", pat_str=O200K_PATTERN, mergeable_ranks=ranks,
                                  special_tokens=O200K_SPECIAL)
    return counter, reference


def test_pattern_is_tiktokens_own():
    pytest.importorskip("tiktoken")
    import ast
    import inspect

    from tiktoken_ext import openai_public

    from workbench.costing.tokenizers import O200K_PATTERN

    tree = ast.parse(inspect.getsource(openai_public.o200k_base))
    joined = next(n for n in ast.walk(tree) if isinstance(n, ast.Call)
                  and getattr(n.func, "attr", "") == "join")
    assert "|".join(ast.literal_eval(e) for e in joined.args[0].elts) == O200K_PATTERN


def test_known_token_ids():
    counter, reference = _exact()
    assert reference.encode("hello world") == [24912, 2375]  # o200k_base, as tiktoken's docs
    assert counter.count("hello world") == 2


def _tools(path, limit=None):
    import workbench

    tools = list(workbench.load(path))
    return tools[:limit] if limit else tools


@pytest.mark.corpus
def test_every_bfcl_tool_in_every_envelope_counts_as_tiktoken_does():
    _counter, reference = _exact()
    tools = _tools(os.path.join(CORPORA, "bfcl", "functions.jsonl"))
    report = cost(tools)
    for provider in PROVIDERS:
        texts = [serialise(t, provider) for t in tools]
        assert [len(reference.encode_ordinary(x)) for x in texts] == \
            [row[provider] for row in report.per_tool], provider
        whole = "[" + ",".join(texts) + "]"
        assert report.providers[provider].tokens == len(reference.encode_ordinary(whole))
        assert report.providers[provider].bytes == len(whole.encode("utf-8"))


@pytest.mark.corpus
@pytest.mark.parametrize("provider", ["openai-chat", "anthropic"])
def test_one_provider_folds_the_set_tool_by_tool_as_a_whole_encode(provider):
    # one provider: each tool's texts are made, counted and let go, the set's array folded as it
    # goes (`costing/core.py:measure`); the total is still the encode of the whole array
    _counter, reference = _exact()
    tools = _tools(os.path.join(CORPORA, "mcp", "tools.jsonl"))
    report = cost(tools, providers=[provider])
    whole = "[" + ",".join(serialise(t, provider) for t in tools) + "]"
    assert report.providers[provider].tokens == len(reference.encode_ordinary(whole))


def test_set_cost_is_what_cost_says_of_the_whole_set():
    from workbench.costing.report import set_cost
    from workbench.loading import load

    tools = load(EXAMPLE)
    for providers in (["openai-chat"], list(PROVIDERS)):
        report = cost(tools, providers=providers)
        summary, contributors = set_cost(tools, providers)
        assert summary == dict(report.providers)
        assert tuple(contributors) == report.contributors


@pytest.mark.parametrize("texts", [
    ['{"name":', '"\'s apostrophe"', "}"],
    ['{"a":', '"  two spaces  "', ',"b":', '"x"', "}"],
    ['{"a":', '"e\u0301 combining"', "}"],
    ['{"a":', '"\u3000ideographic space"', "}"],
    ['{"a":', '"数字一二三。"', ',"b":', "123", "}"],
    ['{"a":', '"tab\\tand\\nnewline"', "}"],
    ["abc", "def"],
    ['{"', 'x"}'],
])
def test_junctions_count_exactly_or_refuse(texts):
    counter, reference = _exact()
    want = len(reference.encode_ordinary("".join(texts)))
    try:
        got = total([part(t, counter.count) for t in texts], counter.count)
    except NotSpliceable:
        return  # the caller encodes the whole text instead
    assert got == want


def test_report_contract_and_labels():
    report = cost(EXAMPLE)
    data = json.loads(report.to_json())
    assert data["tools"] == 9 and set(data["providers"]) == set(PROVIDERS)
    for provider, entry in data["providers"].items():
        assert {"bytes", "tokens", "exact"} <= set(entry)
        assert entry["tokens"] <= entry["bytes"]
        if provider in ("anthropic", "gemini", "mcp"):
            assert entry["exact"] is False and entry["method"].startswith("estimate")
    assert all(set(row) == {"tool", *PROVIDERS} for row in data["per_tool"])


def test_without_ranks_every_count_is_a_labelled_estimate(monkeypatch):
    from workbench.costing import tokenizers

    monkeypatch.setattr(tokenizers, "o200k", lambda: None)
    report = cost(EXAMPLE)
    assert all(not c.exact and "bytes / 4" in c.method for c in report.providers.values())


def test_contributors_find_huge_enums_repeated_defs_and_shared_text():
    shared = "All amounts are in euros and every call is logged for audit."
    defs = {"$defs": {"Money": {"type": "object", "properties": {"amount": {"type": "number"}}}}}
    tools = [{"name": f"billing_tool_{i}", "description": f"Billing action {i}. {shared}",
              "inputSchema": {"type": "object", **defs,
                              "properties": {"m": {"$ref": "#/$defs/Money"}}}} for i in range(4)]
    tools[0]["inputSchema"]["properties"]["city"] = {"type": "string",
                                                     "enum": [f"city-{i}" for i in range(300)]}
    kinds = {c.kind for c in cost(tools).contributors}
    assert kinds == {"huge-enum", "repeated-defs", "shared-text"}


def test_cli_cost_json_and_budget_exit(capsys):
    from workbench.cli import main

    assert main(["cost", EXAMPLE, "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["tools"] == 9 and data["per_tool"][0]["tool"]
    assert main(["cost", EXAMPLE, "--budget", "100"]) == 1
    assert "over budget" in capsys.readouterr().out
    assert main(["cost", EXAMPLE, "--provider", "nope"]) == 2
    capsys.readouterr()
    assert main(["cost", EXAMPLE, "--profile", "anthropic-strict,openai", "--format", "json"]) == 0
    assert list(json.loads(capsys.readouterr().out)["providers"]) == [
        "openai-chat", "openai-responses", "anthropic"]
    assert main(["cost", EXAMPLE, "--profile", "claude"]) == 2


def test_context_cost_rule_speaks_only_past_the_budget(monkeypatch):
    import workbench

    small = workbench.lint(EXAMPLE, config=False)
    assert not [f for f in small.findings if f.rule == "context-cost"]
    monkeypatch.setenv("TOOLSCHEMA_CONTEXT_BUDGET", "300")
    (finding,) = [f for f in workbench.lint(EXAMPLE, config=False).findings
                  if f.rule == "context-cost"]
    assert "past the budget of 300" in finding.message and finding.category == "portability"
    from workbench.costing import configured_budget

    monkeypatch.setenv("TOOLSCHEMA_CONTEXT_BUDGET", "lots")
    with pytest.raises(workbench.ConfigError):
        configured_budget()


def test_importing_and_linting_load_no_tokenizer_and_no_mcp_sdk():
    import subprocess
    import sys

    code = ("import sys, workbench, workbench.costing, workbench.costing.report, workbench.servers, "
            "workbench.pins\n"
            f"workbench.lint({EXAMPLE!r}, config=False)\n"
            "print(sorted(m for m in ('tiktoken', 'mcp', 'mcp_types', 'httpx2') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_public_cost_pin_verify_stay_functions_after_their_packages_load():
    import subprocess
    import sys

    code = ("import workbench.costing.report, workbench.pins.verify, workbench.servers.client\n"
            "import workbench\n"
            "print(*(type(getattr(workbench, n)).__name__ for n in ('cost', 'pin', 'verify')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["function", "function", "function"]


_TIED_CONTRIBUTORS = """
import workbench
from workbench.costing.contributors import contributors
# six sentences, each repeated by every description and each the same length: all tie, and only
# five are named; which five, and in what order, must not follow the interpreter's string hashing
shared = ["Alpha sentence one here.", "Bravo sentence two here.", "Charl sentence six here.",
          "Delta sentence ten here.", "Echoo sentence 9x9 here.", "Foxtr sentence 7x7 here."]
tools = [{"name": f"tool_{i}", "description": " ".join(shared[i % 6:] + shared[:i % 6]),
          "inputSchema": {"type": "object", "properties": {}}} for i in range(6)]
print([c.message for c in contributors(workbench.load(tools), 0.25)])
"""


def test_tied_contributors_are_named_the_same_in_every_run():
    import subprocess
    import sys

    outputs = {subprocess.run([sys.executable, "-c", _TIED_CONTRIBUTORS], capture_output=True, text=True,
                              check=True, env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout
               for seed in range(8)}
    assert len(outputs) == 1
    named = outputs.pop()
    assert "Alpha sentence" in named and "Foxtr sentence" not in named  # the first five by text
