"""Dates, times and counts read the way the tool writes them: a dot between groups of three
digits before a count of characters or items is a thousands separator ("10.000 characters");
an ISO 8601 value whose own example (or the tool's example call) carries a time is a
date-time, not a `date`; `format: date-time` is patched only where the words require an
offset (an example ending in "Z" shows one form ISO 8601 allows, not the only one); a date
stated as "ISO timestamp" / "ISO8601DateTime" has a stated form."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _tool(name, prop, desc="Query records."):
    return make_tool(name="records_query", description=desc, parameters=obj({name: prop}))


@pytest.mark.parametrize("desc,value", [
    ("Things to avoid. Max: 10.000 characters.", 10000),
    ("Text of the note, at most 1.500 characters.", 1500),
    ("反向提示词，最多 2.000 个字符。", 2000),
    # look-alikes: plain thousands still read, and a small limit stays small
    ("Things to avoid. Max: 10,000 characters.", 10000),
    ("反向提示词，最多 200 个字符。", 200),
])
def test_dot_thousands_before_a_count_is_ten_thousand(desc, value):
    (h,) = hits("prose-only-constraint", _tool("negative_prompt", {"type": "string", "description": desc}))
    assert h.fix and h.fix[0]["value"] == value


def test_a_decimal_bound_on_a_number_stays_decimal():
    prop = {"type": "number", "description": "Sampling temperature, at most 1.500."}
    for h in hits("prose-only-constraint", _tool("temperature", prop)):
        assert "1500" not in h.message


@pytest.mark.parametrize("name,desc", [
    ("since", 'ISO 8601 date string to filter history from (e.g., "2026-03-15T00:00:00Z").'),
    ("start_date", "开始日期，ISO 8601 格式，例如 2026-03-15T08:00:00Z。"),
])
def test_an_iso_date_shown_with_a_time_is_a_date_time(name, desc):
    (h,) = hits("prose-only-constraint", _tool(name, {"type": "string", "description": desc}))
    assert "'date-time'" in h.message and "'date'" not in h.message and not h.fix


def test_the_tools_example_call_shows_the_time():
    tool = _tool("start_published_date", {"type": "string", "description":
                 "Include links published after this date (ISO 8601 format)"},
                 desc='Search the web.\n\nresult = search(start_published_date="2024-01-01T00:00:00.000Z")')
    (h,) = hits("prose-only-constraint", tool)
    assert "'date-time'" in h.message and not h.fix


@pytest.mark.parametrize("desc", [
    "Only links published after this date (ISO 8601 format, e.g. 2026-03-15).",
    "截止日期（ISO 8601 日期，例如 2026-03-15）。",
])
def test_an_iso_date_shown_as_a_day_still_reads_date(desc):
    (h,) = hits("prose-only-constraint", _tool("end_date", {"type": "string", "description": desc}))
    assert "'date'" in h.message


@pytest.mark.parametrize("desc", [
    "The creation time in ISO8601 format (e.g., 2024-06-06T18:00:30Z)",
    "创建时间，ISO 8601 格式，例如 2024-06-06T18:00:30+08:00。",
])
def test_an_example_with_an_offset_is_no_patch(desc):
    (h,) = hits("prose-only-constraint", _tool("timestamp", {"type": "string", "description": desc}))
    assert "date-time" in h.message and not h.fix


@pytest.mark.parametrize("desc", [
    "The creation time, ISO 8601 with a time zone offset (e.g., 2024-06-06T18:00:30Z)",
    "创建时间，ISO 8601 格式，必须带时区，例如 2024-06-06T18:00:30+08:00。",
])
def test_words_requiring_an_offset_keep_the_patch(desc):
    (h,) = hits("prose-only-constraint", _tool("timestamp", {"type": "string", "description": desc}))
    assert h.fix and h.fix[0]["value"] == "date-time"


@pytest.mark.parametrize("name,desc", [
    ("date", "ISO timestamp."),
    ("fromDate", "Start date for activity range (ISO8601DateTime format). Defaults to 30 days ago"),
    ("close_date", "关闭日期，ISO 时间。"),
])
def test_an_iso_stated_date_is_not_called_formless(name, desc):
    for h in hits("format-missing", _tool(name, {"type": "string", "description": desc})):
        assert "no `format`, `pattern` or stated form" not in h.message
        assert '"format": "date"`' not in h.message or "date and time" not in h.message


@pytest.mark.parametrize("name,desc", [("date", "Close date."), ("close_date", "关闭日期。")])
def test_a_formless_date_still_asks_for_its_form(name, desc):
    (h,) = hits("format-missing", _tool(name, {"type": "string", "description": desc}))
    assert "stated form" in h.message


@pytest.mark.parametrize("name,desc", [
    ("blocks_page", "Page of blocks. Use with blocks_limit to page through documents with more than 25 blocks."),
    ("min_orders", "Only returns users who have at least 3 orders in the period."),
    ("cursor", "Cursor for boards containing more than 100 items."),
])
def test_a_count_describing_another_thing_is_no_bound(name, desc):
    prop = {"type": "integer" if name != "cursor" else "string", "description": desc}
    assert hits("prose-only-constraint", _tool(name, prop)) == []


@pytest.mark.parametrize("desc", ["Blocks per page, no more than 25 blocks.", "每页块数，不超过 25 个。",
                                  "Tags with at most 10 entries are rejected; no more than 25 per page."])
def test_a_bound_on_the_value_itself_still_fires(desc):
    (h,) = hits("prose-only-constraint", _tool("blocks_limit", {"type": "integer", "description": desc}))
    assert h.fix and h.fix[0]["value"] == 25


@pytest.mark.parametrize("desc", [
    "List of tasks. Each task has:\n• task_id (str): unique id\n• priority (int): Task priority 1-5",
    "任务列表，每个任务包含：\n- priority（整数）：优先级 1-5\n- title（字符串）：标题",
])
def test_a_range_in_an_item_field_entry_is_no_length(desc):
    prop = {"type": "array", "items": {"type": "object"}, "description": desc}
    for h in hits("prose-only-constraint", _tool("tasks", prop)):
        assert "Items" not in h.message and not h.fix


@pytest.mark.parametrize("desc", ["List of tasks, 1-5 tasks.", "任务列表，1-5 个任务。"])
def test_a_range_on_the_array_itself_still_fires(desc):
    prop = {"type": "array", "items": {"type": "object"}, "description": desc}
    (h,) = hits("prose-only-constraint", _tool("tasks", prop))
    assert "maxItems" in h.message


@pytest.mark.parametrize("desc", [
    "Short summary. Do NOT include any personal information such as names, email addresses or phone numbers.",
    "反馈标题。不要填写姓名、邮箱地址、电话等个人信息。",
])
def test_a_prohibited_kind_of_data_is_no_format(desc):
    for h in hits("prose-only-constraint", _tool("title", {"type": "string", "description": desc})):
        assert "email" not in h.message


@pytest.mark.parametrize("desc", ["The recipient's email address.", "收件人的邮箱地址。"])
def test_an_email_value_still_gets_its_format(desc):
    (h,) = hits("prose-only-constraint", _tool("to", {"type": "string", "description": desc}))
    assert "email" in h.message
