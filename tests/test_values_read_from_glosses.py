"""Values read from prose that are not the whole of what a parameter takes: glossed special
points of a numeric scale (a depth's 0 and 1, a count's default tiers) are no closed `enum`; a
date shown in a spoken form (「8月1日」, "Aug 1") takes no `format: date`; a length stated for one
of several accepted forms is no `minLength`/`maxLength`; and a key qualified as another system's
(`customerExternalId`) is a second way to name the thing, so the first is not required."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _one(name, prop, desc="Run the job."):
    return make_tool(name="job_run", description=desc, parameters=obj({name: prop}))


@pytest.mark.parametrize("name,prop", [
    ("depth", {"type": "integer", "default": 1,
               "description": "链接模式的跳转层数。0=只抓起始页；1=再抓起始页上的链接（默认）；最大 3。"}),
    ("budget_depth", {"type": "integer", "default": 1,
                      "description": "目录预算聚合深度：1=一级子目录（默认）；0=叶子目录全链"}),
    ("depth", {"type": "integer", "description": "Crawl depth: 0 = start page only; 1 = also follow its links."}),
    ("days", {"type": "integer", "minimum": 1, "maximum": 90,
              "description": "Forecast days: 5 = five-day tier; 10 = ten-day tier."}),
])
def test_glossed_points_of_a_scale_are_no_enum(name, prop):
    assert all("enum" not in h.message for h in hits("prose-only-constraint", _one(name, prop)))


def test_glossed_codes_of_a_switch_keep_their_enum():
    prop = {"type": "integer", "description": "Mode: 0 = off; 1 = on."}
    (h,) = hits("prose-only-constraint", _one("mode", prop))
    assert h.fix and h.fix[0]["value"] == [0, 1]


@pytest.mark.parametrize("name,desc", [
    ("target_date", "指定日期，如「8月1日」「2026-08-01」。"),
    ("date", "与 target_date 同义，如「8月1日」。"),
    ("start_date", 'Start date, e.g. "Aug 1" or "2026-08-01".'),
])
def test_a_spoken_date_form_takes_no_format(name, desc):
    assert not hits("format-missing", _one(name, {"type": "string", "description": desc}))


@pytest.mark.parametrize("desc", ["查询日期，如「2026-08-01」。", 'Start date, e.g. "2026-08-01".'])
def test_an_iso_date_example_still_gets_its_format(desc):
    (h,) = hits("format-missing", _one("start_date", {"type": "string", "description": desc}))
    assert h.fix and h.fix[0]["value"] == "date"


def test_a_length_of_one_form_of_several_is_no_length():
    desc = ("The model version. Two formats: 1. the 64-character version ID; 2. `{owner}/{model}:{id}`, "
            "e.g. `acme/hello:9dcd6d78e7c6560c340d916fe32e9f24aabfa331e5cce95fe31f77fb03121426`.")
    assert not hits("prose-only-shape", _one("version", {"type": "string", "description": desc}))


def test_a_length_of_the_only_form_is_shown():
    desc = "The 64-character version ID, e.g. `9dcd6d78e7c6560c340d916fe32e9f24aabfa331e5cce95fe31f77fb03121426`."
    (h,) = hits("prose-only-shape", _one("version", {"type": "string", "description": desc}))
    assert "64" in h.message


@pytest.mark.parametrize("texts", [
    ("Linear customer ID", "External customer ID"),
    ("客户 ID", "外部系统中的客户 ID"),
])
def test_an_external_key_is_another_way_to_name_the_customer(texts):
    tool = make_tool(name="create_customer_need", description="Create a customer need.",
                     parameters=obj({"body": {"type": "string", "description": "Need content"},
                                     "customerId": {"type": "string", "description": texts[0]},
                                     "customerExternalId": {"type": "string", "description": texts[1]}}))
    assert not [h for h in hits("required-missing", tool) if "customerId" in h.message]


def test_a_customer_id_alone_is_still_required():
    tool = make_tool(name="create_customer_need", description="Create a customer need.",
                     parameters=obj({"body": {"type": "string", "description": "Need content"},
                                     "customerId": {"type": "string", "description": "Linear customer ID"},
                                     "projectId": {"type": "string", "description": "Project ID"}}))
    assert [h for h in hits("required-missing", tool) if "customerId" in h.message]
