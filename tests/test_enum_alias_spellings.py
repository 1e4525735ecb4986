"""`enum-unstable-values`: two spellings that share one case and one separator and differ only in
where a word is split (Open-Meteo's `dewpoint_2m_mean` and `dew_point_2m_mean`, both accepted by
the service) are a vendor's alias, info; a change of case or separator (`half_full`, `HALF-FULL`)
is a slip, shown."""

from __future__ import annotations

from support import lint_severities, tool_doc


def _severities(name: str, desc: str, values: list[str], field_desc: str) -> list:
    doc = tool_doc(name, desc, {"daily": {"type": "array", "description": field_desc,
                                          "items": {"type": "string", "enum": values}}}, [])
    return lint_severities([doc], "enum-unstable-values")


def test_word_split_alias_is_info():
    assert _severities("weather_forecast", "Get a weather forecast for a location.",
                       ["temperature_2m_max", "dewpoint_2m_mean", "dew_point_2m_mean", "rain_sum"],
                       "Daily variables to return.") == ["info"]


def test_word_split_alias_in_a_chinese_tool_is_info():
    assert _severities("天气预报", "查询指定地点的天气预报。",
                       ["temperature_2m_max", "dewpoint_2m_mean", "dew_point_2m_mean", "rain_sum"],
                       "要返回的每日变量。") == ["info"]


def test_case_and_separator_slip_is_shown():
    assert _severities("set_tank_level", "Record a tank's fill level.",
                       ["empty", "half_full", "HALF-FULL", "full"],
                       "Fill level to store.") == ["warning"]


def test_separator_slip_in_a_chinese_tool_is_shown():
    assert _severities("记录液位", "记录储罐的液位。",
                       ["empty", "half_full", "half-full", "full"],
                       "要保存的液位。") == ["warning"]
