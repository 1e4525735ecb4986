"""read-name-changes-state: a read or check that hands its result on — a portal updated for the
candidate, an application forwarded to a queue, a lock that opens, a card the parents' app shows
— in English and Chinese; a refresh rate ("is updated daily"), a filter, and a validation that
only reports stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool


@pytest.mark.parametrize("name,desc", [
    ("claims_get_settlement_letter", "Return the settlement letter PDF. The customer's account "
                                     "page is updated so the customer can download it."),
    ("tax_validate_return", "Check a draft return for errors. A return that passes every check "
                            "is submitted to the revenue office."),
    ("payroll_verify_timesheet", "Verify a timesheet's hours; a clean timesheet is forwarded to "
                                 "payroll for payment."),
    ("garage_check_access_code", "校验车主输入的临时码，校验通过时道闸会立即打开。"),
    ("exam_preview_scores", "生成本次考试的成绩预览，生成后学生端会同步显示分数。"),
])
def test_a_read_or_check_that_hands_the_result_on_is_a_warning(name, desc):
    (h,) = hits("read-name-changes-state", make_tool(name=name, description=desc))
    assert h.path == "" and h.severity is None


@pytest.mark.parametrize("name,desc", [
    ("weather_get_forecast", "Return the forecast; the model data is updated hourly."),
    ("orders_list_orders", "List orders that are submitted but not yet shipped."),
    ("tax_validate_return", "Check a draft return and list the errors. Does not submit it."),
    ("doors_check_status", "查询门禁是否打开及最近一次开门时间。只读。"),
    ("exam_preview_scores", "预览成绩，仅自己可见，不会同步显示给学生。"),
])
def test_reads_that_only_report_stay_silent(name, desc):
    assert hits("read-name-changes-state", make_tool(name=name, description=desc)) == []
