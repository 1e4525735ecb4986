"""`same-inputs-tools`, one act twice: two tools that do the same act (the verb or its synonym)
to the same object with the same required inputs, under whatever parameter names, and whose
descriptions do not say which is which, are shown whatever words the descriptions use."""

from __future__ import annotations

import pytest

from support import hits
from workbench import load


def _tool(name: str, description: str, first: str, second: str, *, pattern: str = "^MR-[0-9]{4}$",
          extra: dict | None = None) -> dict:
    props = {first: {"type": "string", "pattern": pattern},
             second: {"type": "integer", "minimum": 1, "maximum": 50}, **(extra or {})}
    return {"name": name, "description": description, "parameters": {
        "type": "object", "required": [first, second], "properties": props}}


def _shown(*tools):
    ts = load(list(tools))
    return [h for h in hits("same-inputs-tools", ts[0], ts) if h.severity != "info"]


def test_one_search_twice_under_other_names_en():
    (h,) = _shown(
        _tool("archive_find_records", "Search the museum catalogue by keyword; returns record "
              "ids and box locations. Read-only.", "query", "limit"),
        _tool("archive_search_records", "Find archive records matching keywords. Returns id, "
              "title and shelf. Read-only.", "keywords", "max_results",
              extra={"year_from": {"type": "integer"}}))
    assert h.tool == "archive_search_records" and "`search`/`find`" in h.message


def test_one_lookup_twice_zh():
    (h,) = _shown(
        _tool("rescue_get_incident", "根据事件编号查询一起山地救援事件的状态、位置和伤员人数。只读。",
              "incident_id", "page_size"),
        _tool("rescue_fetch_incident", "按事件编号获取救援事件详情：当前状态、坐标、伤员数量。只读。",
              "incident_id", "page_size"))
    assert h.tool == "rescue_fetch_incident"


def test_verb_last_and_verb_first_name_one_write():
    (h,) = _shown(_tool("sim_activate", "Activate a new SIM on a line.", "msisdn", "slot"),
                  _tool("activate_sim", "Activates a SIM for a line.", "phone", "slot_no"))
    assert "`sim`" in h.message


@pytest.mark.parametrize("second", [
    # another act on the same object: counting is not listing
    _tool("archive_count_records", "Count records matching keywords.", "keywords", "max_results"),
    # another object
    _tool("archive_search_boxes", "Find boxes matching keywords.", "keywords", "max_results"),
    # the same form with no constraint on any required input: too plain to match
    {"name": "archive_search_records", "description": "Find records.", "parameters": {
        "type": "object", "required": ["q"], "properties": {"q": {"type": "string"}}}},
    # other required inputs
    _tool("archive_search_records", "Find records.", "keywords", "max_results",
          pattern="^[a-z]+$"),
    # each names what sets it apart: a label's records, a project's records
    _tool("labels_find_records", "Records carrying one label.", "label", "limit"),
    # the description says when to use which
    _tool("archive_search_records", "Find records by keyword; prefer this over "
          "archive_find_records for shelf locations.", "keywords", "max_results"),
])
def test_other_acts_objects_inputs_or_told_apart_stay_silent(second):
    first = _tool("projects_find_records" if second["name"].startswith("labels") else
                  "archive_find_records", "Search the catalogue by project keyword; returns "
                  "record ids.", "query", "limit")
    assert _shown(first, second) == []


def test_twins_in_chinese_told_apart_by_their_objects_stay_silent():
    assert _shown(
        _tool("zentao_get_product_plan_list", "获取产品的计划列表。", "product_id", "limit"),
        _tool("zentao_get_product_release_list", "获取产品的发布列表。", "product_id", "limit")) == []


def test_two_views_of_one_device_read_alike_zh():
    (h,) = _shown(
        _tool("hearing_get_device_status", "查询患者助听器的当前情况，包括电量和固件版本。只读。",
              "serial_no", "page_size"),
        _tool("hearing_get_device_info", "获取患者助听器的信息，例如电池和固件。只读。",
              "serial_no", "page_size"))
    assert h.tool == "hearing_get_device_info"


def test_a_pronoun_is_no_object_and_a_view_word_alone_no_object():
    assert _shown(_tool("classA.runIt", "Runs the test.", "argv", "out"),
                  _tool("classB.runIt", "Runs the test.", "args", "out")) == []
    assert _shown(_tool("get_status", "Returns the status.", "id", "n"),
                  _tool("fetch_info", "Returns the info.", "id", "n")) == []


@pytest.mark.parametrize("desc_a,desc_b", [
    ("Lists the tables of a schema.", "Counts the tables of a schema."),
    ("列出模式下的所有表。", "统计模式下表的数量。"),
])
def test_counting_beside_listing_is_told_apart_by_the_names(desc_a, desc_b):
    schema = {"schema": {"type": "string", "pattern": "^[A-Z_]+$"}}
    tools = load([{"name": "list_tables", "description": desc_a,
                   "parameters": {"type": "object", "properties": schema}},
                  {"name": "count_tables", "description": desc_b,
                   "parameters": {"type": "object", "properties": schema}}])
    assert list(hits("same-inputs-tools", tools[0], tools)) == []


def test_reading_twice_with_two_read_verbs_still_shown():
    schema = {"schema": {"type": "string", "pattern": "^[A-Z_]+$"}}
    tools = load([{"name": "list_tables", "description": "Lists the tables of a schema.",
                   "parameters": {"type": "object", "properties": schema}},
                  {"name": "show_tables", "description": "Lists the tables of a schema.",
                   "parameters": {"type": "object", "properties": schema}}])
    assert [h.tool for h in hits("same-inputs-tools", tools[0], tools)] == ["show_tables"]
