"""What a booking's text says of undoing it, a pattern that already checks a length,
and the structural families (open objects, unbounded arrays, op switches, required inputs) read
from the tool's own words. English and Chinese, with look-alikes that must stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool
from workbench.linter.rules.param_facts import pattern_length


def _closed(**props):
    return {"type": "object", "properties": props, "required": list(props),
            "additionalProperties": False}


# --- side-effect-undisclosed: a commitment whose text says how it is taken back ---------------

@pytest.mark.parametrize("name,description", [
    ("hostel_reserve_beds", "Reserve dorm beds at the hostel for the user. Creates a reservation; "
                            "free cancellation until 72 hours before arrival."),
    ("fencing_book_piste", "Book a practice piste for the member. Members can cancel from the "
                           "app up to 2 hours before. Returns the booking id."),
    ("kite_book_lesson", "Book places on a kite lesson slot. Cancel with kite_cancel_booking."),
    ("puppets_hold_seats", "Place a 15-minute hold on seats so the user can finish checkout. "
                           "Creates a hold; it expires on its own and charges nothing."),
    ("hearing_order_batteries", "Order batteries delivered to the patient. Places an order; "
                                "confirm size and quantity with the user first."),
    ("hotel_reserve_room", "预订酒店房间并扣除首晚房费作为押金。入住前 48 小时可免费取消。"),
    ("hotel_reserve_room", "预订酒店房间并扣除首晚房费作为押金，到期自动释放。"),
    ("hotel_reserve_room", "预订酒店房间并扣除首晚房费作为押金。先与用户确认日期和人数。"),
])
def test_a_commitment_whose_text_says_how_it_is_undone_is_disclosed(name, description):
    found = hits("side-effect-undisclosed", make_tool(name=name, description=description))
    assert [h for h in found if h.severity != "info"] == []


@pytest.mark.parametrize("name,description", [
    ("hostel_reserve_beds", "Reserve dorm beds at the hostel for the user. Reservations cannot "
                            "be cancelled."),
    ("fencing_book_piste", "Book a practice piste for the member. Returns the booking id."),
    ("hotel_reserve_room", "预订酒店房间并扣除首晚房费作为押金，不可取消。"),
    ("hotel_reserve_room", "预订酒店房间并扣除首晚房费作为押金。返回预订号。"),
])
def test_a_commitment_silent_or_final_is_still_undisclosed(name, description):
    found = hits("side-effect-undisclosed", make_tool(name=name, description=description))
    assert [h.severity for h in found] == [None]


# --- prose-only-constraint: a pattern over the whole value checks its length ------------------

@pytest.mark.parametrize("pattern,length", [
    ("^[\\u4e00-\\u9fff]{2,4}$", (2, 4)), ("^[A-Z]{2}-\\d+$", (4, None)), ("^\\d{6}$", (6, 6)),
    ("^[A-Z]?[0-9]{3}$", (3, 4)), ("^(a|b)$", None), ("[a-z]{2,4}", None),
])
def test_pattern_length(pattern, length):
    assert pattern_length(pattern) == length


@pytest.mark.parametrize("desc,pattern", [
    ("印文，2–4 个汉字，例如“闲云野鹤”。", "^[\\u4e00-\\u9fff]{2,4}$"),
    ("Seal text, 2-4 characters.", "^[A-Z]{2,4}$"),
])
def test_a_length_the_pattern_checks_is_not_asked_again(desc, pattern):
    tool = make_tool(name="seal_quote", description="Quote a seal. Read-only.",
                     parameters=_closed(text={"type": "string", "description": desc,
                                              "pattern": pattern}))
    assert [h for h in hits("prose-only-constraint", tool) if "Length" in h.message] == []


@pytest.mark.parametrize("desc,pattern", [
    ("印文，2–4 个汉字。", "^[\\u4e00-\\u9fff]+$"),  # the pattern bounds no length
    ("Seal text, 2-4 characters.", "^[A-Z]{1,8}$"),  # wider than the text says
])
def test_a_length_the_pattern_leaves_open_is_still_asked(desc, pattern):
    tool = make_tool(name="seal_quote", description="Quote a seal. Read-only.",
                     parameters=_closed(text={"type": "string", "description": desc,
                                              "pattern": pattern}))
    assert any("Length" in h.message for h in hits("prose-only-constraint", tool))


# --- additional-properties-open: an oversight under a closed root; extras passed on as is -----

def _shown(rule, tool):
    return [h for h in hits(rule, tool) if h.severity != "info"]


_SIZE = {"type": "object", "description": "Sill size.", "properties": {
    "length_mm": {"type": "integer", "description": "Length in mm."},
    "depth_mm": {"type": "integer", "description": "Depth in mm."}},
    "required": ["length_mm", "depth_mm"]}


@pytest.mark.parametrize("name,description", [
    ("masonry_quote_sill", "Quote a cut stone sill. Read-only estimate; nothing is cut."),
    ("masonry_quote_sill", "估算石材窗台的价格。只读，不会下单。"),
])
def test_a_nested_object_left_open_under_a_closed_root_is_an_oversight(name, description):
    tool = make_tool(name=name, description=description, parameters=_closed(dimensions=_SIZE))
    (h,) = _shown("additional-properties-open", tool)
    assert h.path == "/properties/dimensions" and h.fix


def test_a_read_tools_nested_object_in_an_open_tree_stays_silent():
    params = {"type": "object", "properties": {"dimensions": _SIZE}, "required": ["dimensions"]}
    tool = make_tool(name="masonry_quote_sill", description="Quote a sill. Read-only.",
                     parameters=params)
    assert [h for h in _shown("additional-properties-open", tool) if h.path] == []


def _filters(desc, extra=True):
    return {"type": "object", "description": desc, "additionalProperties": extra, "properties": {
        "contours": {"type": "boolean", "description": "Draw contour lines."}}}


@pytest.mark.parametrize("tool_desc,obj_desc,extra", [
    ("Render a map sheet. Read-only. Any key in layer_filters is forwarded unchanged to the tile "
     "server query.", "Which layers to draw.", True),
    ("定制墨锭，创建订单并扣除定金。", "附加工艺选项；其他任意字段也会原样转交作坊。", True),
    ("Book telescope time.", "Options. Extra options are passed straight to the mount "
                             "controller.", {"type": "string"}),
])
def test_extras_the_text_says_are_passed_on_as_they_are(tool_desc, obj_desc, extra):
    tool = make_tool(name="maps_render_print", description=tool_desc,
                     parameters=_closed(layer_filters=_filters(obj_desc, extra)))
    (h,) = _shown("additional-properties-open", tool)
    assert h.path == "/properties/layer_filters" and "passed on" in h.message and h.fix is None


@pytest.mark.parametrize("name,obj_desc", [
    ("layer_filters", "Which layers to draw; other keys are ignored."),  # nothing passed on
    ("headers", "HTTP headers; any other headers are forwarded as is."),  # a map by protocol
    ("metadata", "元数据；其他任意字段原样写入。"),
])
def test_open_objects_whose_extras_go_nowhere_or_are_a_map_stay_silent(name, obj_desc):
    tool = make_tool(name="maps_render_print", description="Render a map sheet. Read-only.",
                     parameters=_closed(**{name: _filters(obj_desc)}))
    assert _shown("additional-properties-open", tool) == []


# --- array-unbounded: a batch by the tool's own words; a final cancel -------------------------

def _ids(name="station_ids", desc="要处理的编号列表。"):
    return {name: {"type": "array", "items": {"type": "string"}, "description": desc}}


@pytest.mark.parametrize("name,description,prop", [
    ("aq_mute_alerts", "批量静音指定监测站的告警短信，会改变线上告警配置。", "station_ids"),
    ("hotel_cancel_reservations", "Bulk-cancels the given reservations and emails each guest.",
     "reservation_ids"),
    ("bamboo_cancel_orders", "Cancel orders not yet in production and refund their deposits. "
                             "Cancellation is final.", "order_ids"),
])
def test_a_batch_by_its_words_or_a_final_cancel_needs_bounds(name, description, prop):
    tool = make_tool(name=name, description=description, parameters=_closed(**_ids(prop)))
    (h,) = _shown("array-unbounded", tool)
    assert h.path == f"/properties/{prop}"


@pytest.mark.parametrize("name,description,prop", [
    ("jobs_get_status", "查询批量任务的状态。只读。", "job_ids"),  # the noun of a job, a read
    ("mail_archive_threads", "Archives the given threads; they can be restored from the archive.",
     "thread_ids"),
    ("donor_compare", "Compare donors side by side. Read-only.", "donor_numbers"),
    # a batch by its words whose effect stays in the data it edits, or is undone
    ("termite_register_stations", "为项目批量登记新埋设的监测站，写入巡检系统。", "stations"),
    ("bitable_update_records", "批量更新记录。每条含 record_id 和 fields。", "records"),
    ("mail_delete", "批量删除邮件（移到垃圾箱）。传入 UID 列表。", "uids"),
    ("cad_move_elements", "按向量批量移动元素。Ctrl+Z 可撤销。", "element_guids"),
])
def test_reads_and_plain_writes_of_a_list_stay_quiet(name, description, prop):
    tool = make_tool(name=name, description=description, parameters=_closed(**_ids(prop)))
    assert _shown("array-unbounded", tool) == []


@pytest.mark.parametrize("description", [
    "将 SVG 插入 PPTX 文件。支持批量处理：svg_path 可以是单个路径或路径列表。",
    "Deletes the given drafts; supports bulk deletion of up to a page of drafts.",
])
def test_a_batch_the_tool_only_supports_is_no_batch_act(description):
    tool = make_tool(name="ppt_insert_svg", description=description,
                     parameters=_closed(**_ids("svg_paths", "Paths.")))
    assert _shown("array-unbounded", tool) == []


# --- mega-tool-catch-all: a domain's entry point over unrelated writes ------------------------

def _switch(values, name="action"):
    return {name: {"type": "string", "enum": values, "description": "What to do."},
            "ref": {"type": "string", "description": "Record the action works on."}}


@pytest.mark.parametrize("name,description,values", [
    ("saltworks_operations", "Operations endpoint for the salt works: 'log_brine' records a "
                             "reading, 'open_sluice' opens a gate, 'sell' records a sale.",
     ["log_brine", "open_sluice", "sell", "roster"]),
    ("teahouse_manage", "茶馆综合操作。action 为 reserve 时订座，cancel 时取消订座，order_tea 时点茶，"
                        "top_up 时充值。", ["reserve", "cancel", "order_tea", "top_up"]),
    ("weiqi_club_admin", "Administer the go club.", ["add_member", "ban", "set_rating",
                                                     "refund_dues"]),
])
def test_an_entry_point_over_unrelated_writes_is_shown(name, description, values):
    tool = make_tool(name=name, description=description, parameters=_closed(**_switch(values)))
    (h,) = _shown("mega-tool-catch-all", tool)
    assert h.path == "/properties/action"


@pytest.mark.parametrize("name,values", [
    ("labels_manage", ["create", "update", "delete"]),  # one resource's own writes
    ("projects_write", ["add_project_item", "update_project_item", "delete_project_item"]),
    ("actions_run_trigger", ["run_workflow", "rerun_failed_jobs", "cancel_workflow_run",
                             "delete_workflow_run_logs"]),  # a name that says what it writes
    ("studio_admin", ["add_member", "rename_class", "start_kiln"]),  # nothing risky among them
    ("orders_manage", ["create_order", "cancel_order", "refund_order"]),  # the thing it names
])
def test_one_resources_actions_or_a_named_writer_stay_silent(name, values):
    tool = make_tool(name=name, description="Manage things.",
                     parameters=_closed(**_switch(values, "method")))
    assert _shown("mega-tool-catch-all", tool) == []


def test_a_read_tools_nested_filter_of_optional_keys_stays_silent():
    flt = {"type": "object", "properties": {"tag": {"type": "string", "description": "Tag."},
                                           "owner": {"type": "string", "description": "Owner."}}}
    tool = make_tool(name="notes_search", description="Search notes. Read-only.",
                     parameters=_closed(filter=flt))
    assert _shown("additional-properties-open", tool) == []
