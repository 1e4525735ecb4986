"""Round 27A: values whose unit or wire type the schema already carries (the fifteenth
collection's wrong `param-missing-unit` and `type-string-for-number` lines). English and
Chinese, each with a look-alike that must behave the other way.

- An amount `$ref` to an object `{currency, value}` (eBay's Amount): its own fields carry the
  unit; a `$ref` to a bare number still needs one.
- `insert_at` "Track index to insert at, -1 for end", "插入位置的索引": an index, not a time;
  `expires_at` (a number) still asks seconds or milliseconds.
- A speed whose normal is written "1.0 default" / "默认 1.0" is a factor.
- A measure typed string without a word of its own inside a passed-through request body
  (eBay's `bidPercentage`) is info: the vendor's wire type; a described top-level one is shown.
- `roomGuests` "入住人信息JSON字符串": the guests' details, not a count.
"""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _amount_tool(name, target, description="Create a promotion."):
    schema = obj({"budget": target,
                  "rules": obj({"amountOffItem": {"$ref": "#/properties/budget"}})})
    return make_tool(name=name, description=description, parameters=schema)


@pytest.mark.parametrize("name,description", [
    ("shop_create_promotion", "Create an item promotion."),
    ("shop_create_promotion", "创建商品促销活动。"),
])
def test_amount_object_with_its_own_currency_needs_no_unit(name, description):
    target = obj({"currency": {"type": "string"}, "value": {"type": "string"}})
    found = [h for h in hits("param-missing-unit", _amount_tool(name, target, description))
             if "amountOffItem" in h.path]
    assert found == []


@pytest.mark.parametrize("description", ["Create an item promotion.", "创建商品促销活动。"])
def test_amount_ref_to_a_bare_number_still_needs_a_unit(description):
    target = {"type": "number", "description": "Budget"}
    found = [h for h in hits("param-missing-unit", _amount_tool("shop_create_promotion", target,
                                                                 description))
             if "amountOffItem" in h.path]
    assert len(found) == 1


def _anim(props):
    return make_tool(name="animation_edit", description="Edit an animation.", parameters=obj(props))


@pytest.mark.parametrize("text", ["Track index to insert at, -1 for end", "插入位置的索引，-1 表示末尾"])
def test_an_index_named_at_is_no_time(text):
    assert hits("param-missing-unit", _anim({"insert_at": {"type": "number", "description": text}})) == []


@pytest.mark.parametrize("text", ["When the key expires", "过期时间"])
def test_a_numeric_time_named_at_still_asks_its_unit(text):
    assert len(hits("param-missing-unit", _anim({"expires_at": {"type": "number", "description": text}}))) == 1


@pytest.mark.parametrize("text", ["Playback speed, 1.0 default", "播放速度，默认 1.0"])
def test_a_speed_whose_normal_is_one_is_a_factor(text):
    assert hits("param-missing-unit", _anim({"custom_speed": {"type": "number", "description": text}})) == []


@pytest.mark.parametrize("text", ["Playback speed, default 10", "移动速度，默认 10"])
def test_a_speed_with_another_default_still_asks_its_unit(text):
    assert len(hits("param-missing-unit", _anim({"custom_speed": {"type": "number", "description": text}}))) == 1


def _ads(props, description="Create an ad through the Marketing API."):
    return make_tool(name="ads_create", description=description, parameters=obj(props))


@pytest.mark.parametrize("description", ["Create an ad through the Marketing API.", "通过营销 API 创建广告。"])
def test_undescribed_measure_in_a_passed_through_body_is_info(description):
    tool = _ads({"request": obj({"bidPercentage": {"type": "string"}},
                                description="request body")}, description)
    found = hits("type-string-for-number", tool)
    assert len(found) == 1 and found[0].severity == "info"


@pytest.mark.parametrize("text", ["Bid percentage, a number such as 5", "出价百分比，数字，如 5"])
def test_described_top_level_measure_is_still_shown(text):
    found = hits("type-string-for-number", _ads({"bidPercentage": {"type": "string", "description": text}}))
    assert len(found) == 1 and found[0].severity is None


def _hotel(props):
    return make_tool(name="hotel_create_order", description="创建酒店订单。", parameters=obj(props))


@pytest.mark.parametrize("text", ["入住人信息JSON字符串", "Guest details as a JSON string"])
def test_guest_details_are_no_count(text):
    assert hits("type-string-for-number", _hotel({"roomGuests": {"type": "string", "description": text}})) == []


@pytest.mark.parametrize("text", ["入住人数", "Number of guests"])
def test_a_guest_count_typed_string_is_still_shown(text):
    assert len(hits("type-string-for-number", _hotel({"roomGuests": {"type": "string", "description": text}}))) == 1


@pytest.mark.parametrize("name,text", [
    ("time_period", "The time period over which the psychological index will be calculated"),
    ("time_period", "计算心理指数的时间段"),
])
def test_a_time_whose_text_names_another_index_still_asks_its_unit(name, text):
    assert len(hits("param-missing-unit", _anim({name: {"type": "integer", "description": text}}))) == 1
