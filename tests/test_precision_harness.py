"""The precision harness (`bench/precision.py`) judges what is shown today: a fix verdict belongs to
the patch it judged, so a corrected patch is not counted wrong and is offered to reviewers again."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _harness():
    spec = importlib.util.spec_from_file_location("precision_bench", BENCH / "precision.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the body runs
    spec.loader.exec_module(module)
    return module


OLD = [{"op": "remove", "path": "/properties/n/default"}]
NEW = OLD + [{"op": "replace", "path": "/properties/n/description", "value": "Count. Default: 5."}]


def _item(h, fix):
    return h.Item("set", "tool", "strict-unsupported-keyword", "/properties/n/default", "warning",
                  "msg", fix)


def test_a_fix_verdict_applies_only_to_the_patch_it_judged():
    h = _harness()
    judged_old = {"verdict": "U", "fix": "wrong", "patch": OLD}
    assert h.verdict_for(_item(h, OLD), [judged_old])["fix"] == "wrong"
    now = h.verdict_for(_item(h, NEW), [judged_old])
    assert now["verdict"] == "U" and now["fix"] == "stale"
    judged_new = {"verdict": "U", "fix": "right", "patch": NEW}
    # the row that judged this very patch wins, whichever round folder sorts last
    assert h.verdict_for(_item(h, NEW), [judged_new, judged_old])["fix"] == "right"
    # rows from before patches were recorded still count while the finding is unchanged
    assert h.verdict_for(_item(h, NEW), [{"verdict": "N", "fix": "right"}])["fix"] == "right"


def test_import_records_the_judged_patch(tmp_path, monkeypatch):
    h = _harness()
    monkeypatch.setattr(h, "JUDGED", tmp_path / "judgements")
    index = {"0123456789": {"set": "s", "tool": "t", "rule": "r", "path": "/p", "severity": "warning",
                            "message": "m", "has_fix": True, "fix": NEW}}
    (tmp_path / "index.json").write_text(json.dumps(index), encoding="utf-8")
    verdicts = tmp_path / "v.jsonl"
    verdicts.write_text(json.dumps({"id": "0123456789", "verdict": "U", "fix": "right"}) + "\n",
                        encoding="utf-8")
    assert h.main(["import", str(verdicts), "--index", str(tmp_path / "index.json"),
                   "--round", "r9", "--reviewer", "x"]) == 0
    row = json.loads((tmp_path / "judgements" / "r9" / "x.jsonl").read_text(encoding="utf-8"))
    assert row["patch"] == NEW and row["fix"] == "right"
    rows, _ = h.load_judgements(["r9"])
    assert h.verdict_for(_item(h, NEW), rows[("s", "t", "r", "/p", "m")])["fix"] == "right"


def test_recall_on_tools_read_whole_counts_useful_findings_against_missed_defects(capsys):
    h = _harness()
    found = _item(h, None)
    noise = h.Item("set", "tool", "range-missing", "/properties/n", "warning", "other", None)
    judged = [(found, {"verdict": "U", "whole": True, "_round": "final"}),
              (noise, {"verdict": "N", "whole": True, "_round": "final"})]
    missed = [{"set": "set", "tool": "tool", "_round": "final"},
              {"set": "set", "tool": "clean_tool", "_round": "final"},  # a tool with no finding
              {"set": "set", "tool": "tool", "_round": "older"}]  # a round without whole marks
    h._recall_on_whole_tools(judged, missed)
    out = capsys.readouterr().out
    assert "1 useful shown findings, 2 recorded missed defects" in out and "33.3%" in out
