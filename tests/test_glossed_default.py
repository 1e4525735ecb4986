"""A tool description that names a parameter's default by the gloss of one of its `enum` values
("默认显示本周" with "week 为本周") while the schema's `default` is another value."""

from __future__ import annotations

from support import hits, make_tool, obj


def _tool(description: str, default: str, gloss: str) -> object:
    return make_tool(name="fitness_get_summary", description=description, parameters=obj({
        "window": {"type": "string", "enum": ["day", "week", "month"], "default": default,
                   "description": gloss}}))


ZH = "汇总窗口：day 为今天，week 为本周，month 为本月。"
EN = "Summary window: day means today only, week means the current week, month means the current month."


def test_a_default_named_by_another_values_gloss_zh():
    (h,) = hits("description-default-mismatch", _tool(
        "查看运动汇总。只读。不传 window 时默认显示本月的汇总。", "week", ZH))
    assert h.path == "/properties/window" and "'month'" in h.message and '"week"' in h.message


def test_a_default_named_by_another_values_gloss_en():
    (h,) = hits("description-default-mismatch", _tool(
        "Show the activity summary. Read-only. The `window` shows the current month by default.",
        "day", EN))
    assert "'month'" in h.message


def test_the_same_value_by_its_gloss_is_silent():
    assert hits("description-default-mismatch", _tool(
        "查看运动汇总。只读。不传 window 时默认显示本周的汇总。", "week", ZH)) == []


def test_a_default_whose_words_fit_no_single_gloss_is_silent():
    # "今天和本周" names two values' glosses: which default is meant cannot be told
    assert hits("description-default-mismatch", _tool(
        "查看运动汇总。只读。window 默认同时对比今天和本周。", "month", ZH)) == []
