"""Reads that write: a check, preview, quote or lookup whose own text says it submits, enrols,
holds stock or overwrites (read-name-changes-state), and a tool declaring `destructiveHint: false`
whose text says it wipes or loses data (write-claims-read-only); English and Chinese, each beside
a look-alike that stays silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool
from workbench.model import Tool


@pytest.mark.parametrize("name,text", [
    ("gym_check_membership", "Checks whether a membership is active. Lapsed members are "
                             "automatically enrolled in the monthly plan."),
    ("tax_preview_return", "Computes the tax due for the year and then submits the return to the "
                           "revenue office."),
    ("hotel_get_rate", "Returns tonight's rate for a room type; the room is held for the guest "
                       "for 15 minutes."),
    ("clinic_lookup_slot", "查询医生的空闲号源，查询后会为患者锁定该号源 10 分钟。"),
    ("insure_get_quote", "计算车险报价，随后将投保单提交给保险公司。"),
    ("course_check_eligibility", "检查学生是否满足选课条件，满足条件的学生会被自动报名。"),
])
def test_a_read_whose_text_hands_something_on_warns(name, text):
    (h,) = hits("read-name-changes-state", make_tool(name=name, description=text))
    assert h.severity in (None, "warning") and "changes state" in h.message


@pytest.mark.parametrize("name,text", [
    ("gym_check_membership", "Checks whether a member is enrolled in the monthly plan."),
    ("gym_list_members", "Lists members that are enrolled in a class, with their plan."),
    ("code_get_status", "Returns a status code; codes above 900 are reserved for system use."),
    ("fx_get_quote", "返回当日汇率报价，金额保留两位小数。"),
    ("stock_get_level", "查询库存余量；要预留库存请改用 stock_reserve_items。"),
    ("course_check_eligibility", "检查学生是否已报名该课程，不会提交任何申请。"),
])
def test_a_read_that_names_a_state_stays_silent(name, text):
    assert not hits("read-name-changes-state", make_tool(name=name, description=text))


def _annotated(text: str, destructive: bool) -> Tool:
    return make_tool(name="fleet_reset_tablet", description=text,
                     annotations={"readOnlyHint": False, "destructiveHint": destructive})


@pytest.mark.parametrize("text", [
    "Factory-resets a delivery tablet. All local data is erased and the tablet re-enrols.",
    "Resets a delivery tablet; unsent delivery photos will be lost.",
    "将配送平板恢复出厂设置，本地照片和日志会被清空。",
    "重置平板，未同步的签收记录将全部丢失。",
])
def test_destruction_in_own_words_contradicts_destructive_false(text):
    (h,) = hits("write-claims-read-only", _annotated(text, destructive=False))
    assert "destructiveHint" in h.message


@pytest.mark.parametrize("text,destructive", [
    ("Factory-resets a delivery tablet. All local data is erased.", True),
    ("Restarts the delivery app on a tablet; no data is lost.", False),
    ("重启平板上的配送应用，数据不会丢失。", False),
])
def test_an_honest_destructive_flag_stays_silent(text, destructive):
    assert not hits("write-claims-read-only", _annotated(text, destructive=destructive))
