"""format-missing for `_on`/`_day` names whose description says they hold a day ("Day on which
billing restarts", "发货日期"); `depends_on`, `based_on` and days of the week stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


@pytest.mark.parametrize("name,desc", [
    ("resume_on", "Day on which the subscription resumes and billing restarts."),
    ("incurred_on", "Date the expense was incurred."),
    ("delivery_day", "Calendar day of the delivery."),
    ("ship_on", "发货日期。"),
    ("start_day", "请假开始日期。"),
])
def test_a_day_named_and_described_needs_a_format(name, desc):
    tool = make_tool(name="subscription_pause", description="Pauses the subscription.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    (h,) = hits("format-missing", tool)
    assert h.path == f"/properties/{name}" and "date string" in h.message


@pytest.mark.parametrize("name,desc", [
    ("depends_on", "Id of the task this one waits for."),
    ("based_on", "Template to start from."),
    ("runs_on", "Runner label, e.g. ubuntu-latest."),
    ("delivery_day", "Day of the week, e.g. Monday."),
    ("resume_on", "Day on which billing restarts, YYYY-MM-DD."),
])
def test_other_on_names_and_stated_forms_stay_silent(name, desc):
    tool = make_tool(name="subscription_pause", description="Pauses the subscription.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert hits("format-missing", tool) == []
