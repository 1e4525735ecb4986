"""`subject-defaults-to-example`: the example a parameter's text gives, made the default of what
the call is about (a stock code, a city), in its own text or beside a sibling tool that shows the
same sample. Each beside a look-alike that keeps silent: a default the text states as the
default, a setting's default, a required field, a value no text gives as an example."""

from __future__ import annotations

from support import lint_findings, tool_doc

RULE = "subject-defaults-to-example"


def _quote(name="quotec", desc="股票代码，如 SZ000002、SH600000", default="SZ000002", **extra):
    return tool_doc(name, "获取股票行情数据", {"stock_code": {
        "type": "string", "default": default, "description": desc, **extra}}, mcp=True)


def test_the_example_made_the_default_is_shown_in_the_tools_language():
    (f,) = lint_findings([_quote()], RULE)
    assert f.severity == "warning" and f.path == "/properties/stock_code"
    assert "SZ000002" in f.message and "required" in f.message and "示例" in f.message
    weather = tool_doc("get_weather_forecast", "Get the forecast for a city, e.g. Jakarta, Bandung.",
                       {"city": {"type": "string", "default": "Jakarta"}})
    (f,) = lint_findings([weather], RULE)
    assert "'Jakarta'" in f.message and "the very example its text gives" in f.message
    # a docstring wraps after "e.g.": the line break does not end the sentence
    wrapped = tool_doc("get_weather_forecast", "Get the forecast for a city, e.g.\nJakarta, Bandung.",
                       {"city": {"type": "string", "default": "Jakarta"}})
    assert [f.path for f in lint_findings([wrapped], RULE)] == ["/properties/city"]
    # "如果" is no example lead
    iffy = _quote(desc="股票代码，如果不传则查询 SZ000002")
    assert lint_findings([iffy], RULE) == []


def test_a_sibling_with_the_same_sample_and_no_text_is_shown_naming_the_sibling():
    bare = tool_doc("pankou", "获取实时盘口数据", {"stock_code": {
        "type": "string", "default": "SZ000002", "description": "股票代码"}}, mcp=True)
    found = lint_findings([_quote(), bare], RULE)
    assert sorted(f.tool for f in found) == ["pankou", "quotec"]
    (f,) = [f for f in found if f.tool == "pankou"]
    assert "`quotec`" in f.message
    # alone, nothing says its default is a sample
    assert lint_findings([bare], RULE) == []
    # another default than the sibling's sample: no sample copied
    other = tool_doc("pankou", "获取实时盘口数据", {"stock_code": {
        "type": "string", "default": "SH600519", "description": "股票代码"}}, mcp=True)
    assert [f.tool for f in lint_findings([_quote(), other], RULE)] == ["quotec"]


def test_a_stated_default_a_setting_or_a_required_subject_is_silent():
    stated = _quote(desc="指数代码，默认 SZ000002（万科），如 SZ000002")
    assert lint_findings([stated], RULE) == []
    voice = tool_doc("speak", "Speak text aloud.", {"voice_id": {
        "type": "string", "default": "Joanna", "description": "Voice to use, e.g. Joanna."}})
    assert lint_findings([voice], RULE) == []
    required = tool_doc("quotec", "获取股票行情数据", {"stock_code": {
        "type": "string", "default": "SZ000002", "description": "股票代码，如 SZ000002"}},
        required=["stock_code"], mcp=True)
    assert lint_findings([required], RULE) == []
    # an example that is not the default, or a default inside a longer example
    assert lint_findings([_quote(default="SZ00000")], RULE) == []
    enum = _quote(enum=["SZ000002", "SH600000"])
    assert lint_findings([enum], RULE) == []
