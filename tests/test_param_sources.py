"""param-source-unstated: an undescribed parameter naming an existing thing (`booking_ref_id`, a
bare `name` on a delete tool, a `project_key`) that another tool of the set lists, when nothing
the model reads points there. Look-alikes stay silent: a tool that makes the thing, an update's
new name, a tool that lists the thing itself, a text that names the listing tool, a closed
value, a set without a listing tool, a listing tool of another thing that only mentions it."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.model import ToolSet


def _set(target, *others):
    return ToolSet((target, *others)), target


def _lister(name, description="Lists them."):
    return make_tool(name=name, description=description, parameters=obj({}))


@pytest.mark.parametrize("target,lister,at", [
    (make_tool(name="hotel_cancel_booking", description="Cancels one hotel booking.",
               parameters=obj({"booking_id": {"type": "integer"}}, required=["booking_id"])),
     _lister("hotel_list_bookings"), "/properties/booking_id"),
    (make_tool(name="lights_activate_preset", description="Switches every lamp to a saved preset.",
               parameters=obj({"name": {"type": "string"}}, required=["name"])),
     _lister("lights_list_presets"), "/properties/name"),
    (make_tool(name="ci_get_pipeline", description="Returns one pipeline with its stages.",
               parameters=obj({"request": obj({"pipelineKey": {"type": "string"}},
                                               required=["pipelineKey"])}, required=["request"])),
     _lister("ci_search_pipelines"), "/properties/request/properties/pipelineKey"),
    (make_tool(name="warehouse_delete_shelf", description="删除一个空货架，删除后不可恢复。",
               parameters=obj({"shelf_key": {"type": "string"}}, required=["shelf_key"])),
     _lister("warehouse_list_shelves", "列出仓库中的全部货架。"), "/properties/shelf_key"),
    (make_tool(name="lab_get_instrument_log", description="返回一台仪器最近的运行日志。",
               parameters=obj({"instrument_id": {"type": "integer"}, "limit": {
                   "type": "integer", "description": "返回条数，1 到 100。"}}, required=["instrument_id"])),
     _lister("lab_get_instruments", "列出实验室登记的全部仪器。"), "/properties/instrument_id"),
])
def test_an_undescribed_reference_another_tool_lists_is_reported(target, lister, at):
    ts, tool = _set(target, lister)
    (h,) = hits("param-source-unstated", tool, ts)
    assert h.path == at
    assert f"`{lister.name}`" in h.message


@pytest.mark.parametrize("target,lister", [
    # the tool makes the thing: its name is new
    (make_tool(name="lights_create_preset", description="Saves the lamps' state as a preset.",
               parameters=obj({"name": {"type": "string"}}, required=["name"])),
     _lister("lights_list_presets")),
    # an update's `name` is the value to set
    (make_tool(name="lights_update_preset", description="Changes a preset.",
               parameters=obj({"preset_id": {"type": "string", "description": "Preset id from "
                               "lights_list_presets, e.g. pr_12."}, "name": {"type": "string"}},
                              required=["preset_id"])),
     _lister("lights_list_presets")),
    # the text names the listing tool
    (make_tool(name="hotel_cancel_booking", description="Cancels a booking that "
               "hotel_list_bookings returned.",
               parameters=obj({"booking_id": {"type": "integer"}}, required=["booking_id"])),
     _lister("hotel_list_bookings")),
    # closed values need no source
    (make_tool(name="lights_activate_preset", description="Switches every lamp to a preset.",
               parameters=obj({"name": {"type": "string", "enum": ["reading", "night"]}},
                              required=["name"])),
     _lister("lights_list_presets")),
    # a tool that reads another object only mentioning the thing after a preposition
    (make_tool(name="ci_get_pipeline", description="Returns one pipeline.",
               parameters=obj({"runner_id": {"type": "integer"}, "pipeline_id": {
                   "type": "integer", "description": "Pipeline id from ci_list_pipelines."}},
                   required=["pipeline_id"])),
     _lister("ci_get_jobs_by_runners")),
    # the lister lists another thing of which ours is a qualifier (`list_shelf_items`)
    (make_tool(name="warehouse_delete_shelf", description="删除一个空货架。",
               parameters=obj({"shelf_key": {"type": "string"}}, required=["shelf_key"])),
     _lister("warehouse_list_shelf_items", "列出货架上的物品。")),
])
def test_look_alikes_stay_silent(target, lister):
    ts, tool = _set(target, lister)
    assert hits("param-source-unstated", tool, ts) == []


def test_a_tool_alone_has_no_source_to_name():
    tool = make_tool(name="hotel_cancel_booking", description="Cancels one hotel booking.",
                     parameters=obj({"booking_id": {"type": "integer"}}, required=["booking_id"]))
    assert hits("param-source-unstated", tool, ToolSet((tool,))) == []


def test_a_tool_that_lists_the_thing_reads_its_name_as_a_filter():
    lister = make_tool(name="lights_search_presets", description="Finds presets.",
                       parameters=obj({"name": {"type": "string"}}))
    ts, tool = _set(lister, _lister("lights_list_presets"))
    assert hits("param-source-unstated", tool, ts) == []
