"""type-string-for-number: a count typed as a string whose pattern admits digits alone
(`^[0-3]$`, `^\\d{1,2}$`) is a number in disguise; a count with a text form of its own
(`^[0-9]+[smh]$`, a date format) or a non-count with a digits pattern (a PIN) stays silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _tool(name, schema):
    return make_tool(name="ci_trigger_build", description="触发一次构建。",
                     parameters=obj({name: {"type": "string", **schema}}))


@pytest.mark.parametrize("name,schema", [
    ("max_retries", {"pattern": "^[0-3]$", "description": "失败后自动重试次数，0 到 3。"}),
    ("page_size", {"pattern": "^\\d{1,2}$", "description": "Items per page."}),
    ("guests", {"pattern": "^[0-9]+$", "description": "入住人数。"}),
])
def test_a_count_spelled_as_digits_is_a_warning(name, schema):
    (h,) = hits("type-string-for-number", _tool(name, schema))
    assert h.path == f"/properties/{name}" and h.severity is None


@pytest.mark.parametrize("name,schema", [
    ("max_retries", {"pattern": "^[0-9]+[smh]?$", "description": "Retries or a backoff."}),
    ("pin", {"pattern": "^[0-9]{6}$", "description": "六位数字密码。"}),
    ("days", {"format": "date", "description": "Day to run."}),
])
def test_text_forms_and_non_counts_stay_silent(name, schema):
    assert hits("type-string-for-number", _tool(name, schema)) == []
