"""Confusability: reworded pairs (English, Chinese, one of each) are caught, separated or unrelated
pairs are not, the JSON contract holds, the heatmap is escaped, and the cost stays sparse."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

import workbench
from workbench.toolset.confusability import FLAG, Scorer, candidate_pairs, near_duplicates, profile

LABELLED = Path(__file__).parent / "labelled" / "toolset"


def tool(name, description, *params):
    return {"name": name, "description": description,
            "parameters": {"type": "object", "properties": {p: {"type": "string"} for p in params}}}


BACKGROUND = [
    tool("weather_get_forecast", "Returns the weather forecast for a city.", "city"),
    tool("music_play", "Plays a song on the speaker.", "song"),
    tool("calendar_create_event", "Creates a calendar event and invites attendees.", "title"),
    tool("fx_get_rate", "Returns the exchange rate between two currencies.", "base", "quote"),
]


def score_of(a, b):
    report = workbench.confusability(BACKGROUND + [a, b])
    return report.score(a["name"], b["name"]), report


def test_reworded_chinese_pair_is_confusable():
    s, _ = score_of(tool("crm_query_customer", "查询客户资料，返回姓名和电话。", "customer_id"),
                    tool("crm_get_customer_info", "获取客户的资料信息（姓名、联系方式）。", "customer_id"))
    assert s >= FLAG


def test_reworded_english_pair_from_the_issue_is_confusable():
    s, report = score_of(tool("get_web_page", "Downloads the web page at a URL and returns its HTML.", "url"),
                         tool("fetch_url_content", "Fetches the content found at the given address and "
                                                   "returns it as text.", "address"))
    assert s >= FLAG
    pair = next(p for p in report.flagged if {p.a, p.b} == {"get_web_page", "fetch_url_content"})
    assert any("same action" in r for r in pair.reasons)
    assert len(pair.suggestions) == 2 and all("Do not use" in x for x in pair.suggestions)


def test_unrelated_tools_with_one_shared_verb_are_not_flagged():
    s, _ = score_of(tool("get_weather", "Returns the current weather for a city.", "city"),
                    tool("get_stock_price", "Returns the latest trading price of a stock ticker.", "symbol"))
    assert s < FLAG


def test_descriptions_that_send_the_model_to_each_other_lower_the_score():
    plain = (tool("crm_get_customer", "Returns the customer record by id.", "customer_id"),
             tool("support_get_customer", "Returns the customer profile by id.", "customer_id"))
    separated = (tool("crm_get_customer", "Returns the customer record by id. For support history "
                                          "use support_get_customer instead.", "customer_id"),
                 tool("support_get_customer", "Returns the customer profile by id. For account data "
                                              "use crm_get_customer instead.", "customer_id"))
    before, _ = score_of(*plain)
    after, report = score_of(*separated)
    assert after < before
    assert before >= FLAG > after
    pair = [p for p in report.pairs if {p.a, p.b} == {"crm_get_customer", "support_get_customer"}]
    assert not pair or any("instead" in r for r in pair[0].reasons)


def test_same_name_twice_scores_one_with_the_reason():
    report = workbench.confusability([tool("get_customer", "CRM record."), tool("get_customer", "Support profile.")])
    assert report.pairs[0].score == 1.0 and report.pairs[0].reasons == ("same name",)


def test_json_contract_sorted_and_bounded():
    report = workbench.confusability(BACKGROUND + [
        tool("email_send", "Send an email.", "to"), tool("mail_deliver", "Delivers a mail message.", "recipient")])
    data = json.loads(report.to_json(0.0))
    assert set(data) == {"tools", "pairs"} and data["tools"] == 6
    assert all(set(p) == {"a", "b", "score", "reasons"} for p in data["pairs"])
    scores = [p["score"] for p in data["pairs"]]
    assert scores == sorted(scores, reverse=True) and all(0 <= s <= 1 for s in scores)
    assert all(p["score"] >= FLAG for p in report.to_dict()["pairs"])  # default bar: the flag


def test_heatmap_is_escaped_svg_without_network_or_script():
    evil = tool("x_get_<script>alert(1)</script>", 'Get <img src=x onerror="alert(1)"> data.', "id")
    twin = tool("x_fetch_data", 'Get <img src=x onerror="alert(1)"> data.', "id")
    html = workbench.confusability([evil, twin])._repr_html_()
    assert "<svg" in html and "<script" not in html and "<img" not in html
    assert "src=" not in html.replace("&quot;", "").replace("src=x", "") and "href" not in html


def test_matrix_frame_is_symmetric_with_a_unit_diagonal():
    pytest.importorskip("pandas")
    report = workbench.confusability(BACKGROUND + [tool("weather_current", "Current weather in a city.", "city")])
    frame = report.to_frame()
    assert list(frame.index) == list(frame.columns) and len(frame) == 5
    assert (frame.values == frame.values.T).all() and all(frame.values[i][i] == 1.0 for i in range(5))


def test_near_duplicates_gives_the_later_tool_second():
    pairs = near_duplicates([tool("billing_refund", "Refunds a paid order.", "order_id"),
                             tool("billing_create_refund", "Creates a refund for a paid order.", "order_id")])
    assert pairs and pairs[0][:2] == ("billing_refund", "billing_create_refund") and pairs[0][2] >= FLAG


def test_candidates_stay_sparse_on_a_large_set():
    tools = [workbench.load(tool(f"svc{i}_get_item{i % 97}", f"Returns item {i % 97} of service {i}: "
                                 f"{['alpha', 'beta', 'gamma', 'delta'][i % 4]} record.", f"id{i % 13}"))[0]
             for i in range(1500)]
    start = time.perf_counter()
    scorer = Scorer([profile(t) for t in tools])
    pairs = candidate_pairs(scorer)
    assert len(pairs) <= 1500 * 12  # top-k per tool, never all 1.1 million pairs
    assert time.perf_counter() - start < 20


def test_labelled_development_pairs_keep_their_tuned_quality():
    cases = json.loads((LABELLED / "confusable_dev.json").read_text(encoding="utf-8"))
    tools = workbench.load([t for c in cases for t in (c["a"], c["b"])])
    from workbench.toolset.confusability import score_set

    _, pairs = score_set(tools)
    scores = {(p.i, p.j): p.score for p in pairs}
    flags = [(scores.get((2 * k, 2 * k + 1), 0.0) >= FLAG, c["label"] == "confusable")
             for k, c in enumerate(cases)]
    tp = sum(f and y for f, y in flags)
    assert tp / max(1, sum(f for f, _ in flags)) >= 0.85  # precision
    assert tp / sum(y for _, y in flags) >= 0.85  # recall


def test_report_is_the_same_whatever_the_hash_seed():
    import os
    import subprocess
    import sys

    outs = set()
    for seed in ("1", "2", "3"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        run = subprocess.run([str(Path(sys.executable).with_name("toolschema")), "confusable",
                              "examples/logistics_tools.json", "--format", "json"],
                             capture_output=True, text=True, env=env, check=True)
        outs.add(run.stdout)
    assert len(outs) == 1
