"""A returned field named after a commitment ("自动续费状态", "whether each pass automatically
renews") is no effect of a read, and an optional id whose text says what a call without it
returns ("不填返回全部", "omit to return all") is a filter (blind_holdout12 q082)."""

from __future__ import annotations

import pytest

from support import hits, make_tool


def _passes(desc: str, lot_text: str):
    return make_tool(name="parking_get_my_monthly_passes", description=desc, parameters={
        "type": "object", "required": ["include_expired"], "properties": {
            "include_expired": {"type": "boolean", "description": "Include expired passes."},
            "lot_id": {"type": "string", "pattern": "^PK-[0-9]{4}$", "description": lot_text}}})


@pytest.mark.parametrize("desc", [
    "列出当前登录车主名下的停车月卡：停车场、绑定车牌、有效期和自动续费状态。只读。",
    "列出当前车主的月卡，以及每张月卡是否自动续费。",
    "List the signed-in driver's monthly passes: lot, plate, expiry and whether each pass "
    "automatically renews. Read-only.",
])
def test_a_listed_commitment_field_is_no_effect_of_a_read(desc):
    assert hits("read-name-changes-state", _passes(desc, "Lot to show.")) == []


@pytest.mark.parametrize("desc", [
    "查询当前车主的月卡；月卡到期后会自动续费。",
    "Get the driver's monthly passes; it automatically renews any expired pass.",
])
def test_a_read_that_renews_by_itself_is_still_reported(desc):
    (h,) = hits("read-name-changes-state", _passes(desc, "Lot to show."))
    assert "parking_get_my_monthly_passes" in h.message


@pytest.mark.parametrize("text", [
    "只看某个停车场的月卡，例如 PK-0318；不填返回全部。",
    "某个停车场；留空查询所有停车场的月卡。",
    "Only passes at this lot, e.g. PK-0318; omit to return all.",
    "Lot, e.g. PK-0318. Leave empty for all lots.",
])
def test_an_id_whose_omission_returns_everything_is_a_filter(text):
    tool = _passes("List the driver's monthly passes.", text)
    assert hits("required-id-optional", tool) == []


@pytest.mark.parametrize("text", ["停车场编号，例如 PK-0318。", "The lot, e.g. PK-0318."])
def test_an_id_with_no_word_on_omission_is_still_reported(text):
    tool = make_tool(name="parking_get_lot", description="Get one parking lot.", parameters={
        "type": "object", "required": [], "properties": {
            "lot_id": {"type": "string", "description": text}}})
    assert [h.path for h in hits("required-id-optional", tool)] == ["/properties/lot_id"]
