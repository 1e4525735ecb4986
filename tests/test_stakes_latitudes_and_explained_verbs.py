"""Round 54 (first-sight verdicts of holdouts 14-29 on rules whose shown findings reviewers of
unseen tools kept calling noise): an all-required write whose text only says it "cannot be
undone" keeps its open arguments object at info, where money or a bill is at stake it stays
shown; a group rule of the arguments object's own fields ("至少传一个") stated in prose is the
executor's to check (info) unless the author closes that object; a latitude's -90..90 is info
(its patch still offered); a one-word name that is a whole act the description's first sentence
completes ("exec": "Execute a shell command") is info; a word the text never uses (`my`), a
CRUD verb without its object (`list`) and a bare `search` stay shown. Each beside a look-alike that keeps its
finding."""

from __future__ import annotations

from support import hit_severities, hits, make_tool, obj, open_tool


def test_an_all_required_delete_that_cannot_be_undone_is_info_a_billed_change_is_shown():
    delete = open_tool("delete_article", "Delete an article. This cannot be undone; only call "
                       "after the user confirms.", {"article_id": {"type": "string",
                                                                   "description": "Article id."}},
                       required=["article_id"])
    assert hit_severities("additional-properties-open", delete) == ["info"]
    billed = open_tool("update_subscription_plan", "Change the plan of a subscription. Takes effect "
                       "immediately and is prorated on the next invoice; only call after the user "
                       "has confirmed the new plan.", {
                           "subscription_id": {"type": "string", "description": "Subscription id."},
                           "plan": {"type": "string", "enum": ["starter", "team"],
                                    "description": "Target plan."}},
                       required=["subscription_id", "plan"])
    assert hit_severities("additional-properties-open", billed) == ["warning"]
    penalty = open_tool("hotel_cancel_booking", "取消一笔酒店预订。仅在用户明确确认取消后使用。副作用："
                        "预订被取消，可能产生违约金。", {
                            "booking_id": {"type": "string", "description": "酒店预订号。"}},
                        required=["booking_id"])
    assert hit_severities("additional-properties-open", penalty) == ["warning"]


_EITHER = {"mid": {"type": "string", "description": "用户 ID。mid 与 account_url 至少传一个。"},
           "account_url": {"type": "string", "description": "主页链接。"}}


def test_a_group_rule_of_an_open_arguments_object_is_the_executors_to_check():
    loose = open_tool("bilibili_get_user_works", "获取用户作品列表。", _EITHER)
    assert hit_severities("prose-field-relation", loose) == ["info"]
    # the author closes the object: the schema is meant as the contract, the gap is shown
    closed = make_tool(name="bilibili_get_user_works", description="获取用户作品列表。",
                       parameters=obj(_EITHER, closed=True))
    assert hit_severities("prose-field-relation", closed) == ["warning"]
    # shouted in the tool's own text, closed or not, the model cannot miss it
    shouted = make_tool(name="blame_node", description="Find who changed a node. Specify EXACTLY "
                        "ONE of target_property or target_child_id.", parameters=obj({
                            "target_property": {"type": "string", "description": "A property."},
                            "target_child_id": {"type": "string", "description": "A child id."}},
                            closed=True))
    assert hit_severities("prose-field-relation", shouted) == ["info"]


def test_a_latitude_range_is_info_with_its_patch_a_percent_of_unknown_scale_stays():
    geo = open_tool("geocode_to_addr", "Reverse geocode a point.", {
        "latitude": {"type": "number", "description": "Latitude of the point."},
        "longitude": {"type": "number", "description": "Longitude of the point."}},
        required=["latitude", "longitude"])
    assert hit_severities("range-missing", geo, "/properties/latitude") == ["info"]
    latitude = [h for h in hits("range-missing", geo) if h.path == "/properties/latitude"]
    assert latitude[0].fix == ({"op": "add", "path": "/properties/latitude/minimum", "value": -90},
                               {"op": "add", "path": "/properties/latitude/maximum", "value": 90})
    percent = open_tool("mobile_drag_progress_bar", "Drag a progress bar to a position.", {
        "y_percent": {"type": "number", "description": "Y 百分比"}}, required=["y_percent"])
    assert hit_severities("range-missing", percent) == ["warning"]


def test_a_one_word_act_the_description_completes_is_info():
    exec_ = open_tool("exec", "Execute a shell command.", {
        "command": {"type": "string", "description": "The command."}}, required=["command"])
    assert hit_severities("name-vague", exec_) == ["info"]
    query = open_tool("query", "Execute an InstaQL query against an app. Returns the results.", {
        "query": {"type": "object", "description": "The InstaQL query."}}, required=["query"])
    assert hit_severities("name-vague", query) == ["info"]
    # a bare `search` clashes with other servers' search tools, whatever its text says
    search = open_tool("search", "Search for stocks, ETFs, and related news on Yahoo Finance.", {
        "query": {"type": "string", "description": "Search query."}}, required=["query"])
    assert hit_severities("name-vague", search) == ["warning"]
    # a word the description never uses says nothing of what the tool does
    mine = open_tool("my", "Check and set your own runtime state.", {
        "key": {"type": "string", "description": "A config key."}})
    assert hit_severities("name-vague", mine) == ["warning"]
    # a CRUD verb names no act without its object, whatever the text goes on to say
    listing = open_tool("list", "Lists the signed-in customer's orders, newest first.", {
        "status": {"type": "string", "description": "Order state."}})
    assert hit_severities("name-vague", listing) == ["warning"]
    # the first sentence must go on to say what it acts on
    bare = open_tool("process", "Process it.", {"data": {"type": "string", "description": "Data."}})
    assert hit_severities("name-vague", bare) == ["warning"]
