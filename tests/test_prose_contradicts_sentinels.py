"""prose-contradicts-schema: a negative special value the field's text explains ("(0-based), use
-1 to append") is no contradiction of a numbering origin, and an integer type's width bound
(int32's -2147483648) against "a number from 1 to 12" is generator output read at `info`;
look-alikes (an unexplained -1, a bound an author chose) stay shown as warnings."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

RULE = "prose-contradicts-schema"


def _field(**schema):
    return make_tool(name="insert_cell", description="Insert a cell.", parameters=obj({"cell_index": schema}))


@pytest.mark.parametrize("description", [
    "Target index for insertion (0-based), use -1 to append at end",
    "插入位置（从 0 开始），-1 表示追加到末尾",
])
def test_an_explained_negative_sentinel_stays_silent(description):
    assert hits(RULE, _field(type="integer", minimum=-1, description=description)) == []


@pytest.mark.parametrize("description", [
    "Index of the cell to insert and execute (0-based)",
    "插入并执行的单元格位置（从 0 开始）",
])
def test_an_unexplained_negative_bound_is_shown(description):
    (h,) = hits(RULE, _field(type="integer", minimum=-1, description=description))
    assert h.severity is None and "`minimum: -1`" in h.message


@pytest.mark.parametrize("description", ["This is a number from 1 to 12.", "月份，取值 1 到 12。"])
def test_a_type_width_bound_is_info(description):
    found = hits(RULE, make_tool(name="create_event", description="Create an event.", parameters=obj(
        {"month": {"type": "integer", "format": "int32", "minimum": -2147483648, "maximum": 2147483647,
                   "description": description}})))
    assert found and all(h.severity == "info" for h in found)


def test_a_bound_an_author_chose_stays_a_warning():
    found = hits(RULE, make_tool(name="create_event", description="Create an event.", parameters=obj(
        {"month": {"type": "integer", "minimum": 0, "maximum": 11,
                   "description": "This is a number from 1 to 12."}})))
    assert len(found) == 2 and all(h.severity is None for h in found)
