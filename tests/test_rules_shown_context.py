"""What a user sees by default (error + warning) only where it is worth acting on: the context
each rule now reads (a read tool whose parameters are all required, a self-evident minimum, a
message id called `ts`...), in English and Chinese variants."""

from __future__ import annotations

import pytest

from support import hits, make_tool

# ------------------------------------------------------------------ additional-properties-open


def _open(props, required, **kw):
    return {"type": "object", "properties": props, "required": required, **kw}


@pytest.mark.parametrize("name,description,schema,annotations", [
    # read / compute tools whose parameters are all required: the same answer or an error anyway
    ("weather_get_forecast", "Returns the forecast for a city.",
     _open({"city": {"type": "string"}, "days": {"type": "integer"}}, ["city", "days"]), None),
    ("express_track_parcel", "根据快递单号查询物流轨迹。",
     _open({"tracking_no": {"type": "string", "description": "快递单号"}}, ["tracking_no"]), None),
    ("text-summary-zh", "对输入的中文文本生成摘要。",  # `text` is a noun here, not "send a text"
     _open({"text": {"type": "string"}}, ["text"]), None),
    ("fleet_vehicle_position", "Where a vehicle is now.",
     _open({"vehicle_id": {"type": "string"}}, ["vehicle_id"]), {"readOnlyHint": True}),
    ("clock_now", "Returns the current time.", {"type": "object", "properties": {}}, None),
])
def test_open_arguments_of_a_read_tool_with_only_required_keys_is_info(name, description, schema,
                                                                          annotations):
    t = make_tool(name, description, schema, annotations=annotations)
    (h,) = hits("additional-properties-open", t)
    assert h.path == "" and h.severity == "info"
    assert h.fix == ({"op": "add", "path": "/additionalProperties", "value": False},)


@pytest.mark.parametrize("name,description,props,misspelt", [
    ("docs_search_pages", "Searches the wiki.", {"query": {"type": "string"},
                                                 "page_size": {"type": "integer"}}, "pageSize"),
    ("酒店_搜索", "按城市搜索酒店。", {"city": {"type": "string"},
                                "maxPrice": {"type": "number", "description": "最高价格（元）"}},
     "max_price"),
])
def test_open_arguments_with_an_optional_key_warns_and_names_it(name, description, props, misspelt):
    t = make_tool(name, description, _open(props, [next(iter(props))]))
    (h,) = hits("additional-properties-open", t)
    optional = list(props)[1]
    assert h.severity is None and f"`{optional}`" in h.message and f"`{misspelt}`" in h.message
    assert h.fix is not None


@pytest.mark.parametrize("name,description,annotations", [
    ("calendar_delete_event", "Deletes one event from the user's calendar.", None),
    ("库存_修改数量", "修改商品的库存数量，会立即生效。", None),
    ("sessions_end", "Ends a session.", {"readOnlyHint": False}),
])
def test_open_arguments_of_a_state_changing_tool_warns(name, description, annotations):
    t = make_tool(name, description, _open({"item_id": {"type": "string"}}, ["item_id"]),
                  annotations=annotations)
    (h,) = hits("additional-properties-open", t)
    assert h.severity is None and "changes state" in h.message and h.fix is not None


def test_open_arguments_of_a_strict_read_tool_warns():
    t = make_tool("order_get_status", "根据订单号查询订单状态。只读。",
                  _open({"order_id": {"type": "string"}}, ["order_id"]), strict=True)
    (h,) = hits("additional-properties-open", t)
    assert h.severity is None
