"""name-verb-scope: a list/search name on a tool about one item ("for one substation", "单个站点")
whose own id is required; a list of one item's children (`list_order_items(order_id)`), a list
with optional filters, or a description about many stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _tool(name, desc, id_name, required=True):
    return make_tool(name=name, description=desc, parameters=obj(
        {id_name: {"type": "string", "description": "Id."}},
        required=[id_name] if required else []))


@pytest.mark.parametrize("name,desc,id_name", [
    ("fleet_list_trucks", "Return the live position and fuel level of one truck.", "truck_id"),
    ("hr_search_employees", "Show the profile of a single employee: title, team, manager.",
     "employee_id"),
    ("power_list_stations", "查询单个充电站的实时空闲桩数。", "station_id"),
])
def test_a_listing_name_on_one_item_is_a_warning(name, desc, id_name):
    (h,) = hits("name-verb-scope", _tool(name, desc, id_name))
    assert h.path == "" and f"`{id_name}`" in h.message


@pytest.mark.parametrize("name,desc,id_name,required", [
    ("shop_list_order_items", "List the items of one order.", "order_id", True),
    ("fleet_list_trucks", "List trucks; pass truck_id to get one truck.", "truck_id", False),
    ("fleet_list_trucks", "List all trucks of a depot with their positions.", "truck_id", True),
])
def test_lists_of_many_stay_silent(name, desc, id_name, required):
    assert hits("name-verb-scope", _tool(name, desc, id_name, required)) == []
