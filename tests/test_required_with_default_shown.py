"""required-with-default is shown where a text offers to leave the field out: a field listed in
`required` that declares a `default` its own description or a line of the tool text mentions
("Defaults to false", "otherwise it defaults to freeform", "默认 zh") fails the call that
believes the text. Round 51 (first-sight verdicts of holdouts 20-27: 2 U where the text offered
the omission, 5 N where it did not, "true but cosmetic, the model sends it anyway"): a default no
text mentions (a browser tool's `button` "left", a Chinese tool's `语言` "zh", an example kept as
the default) is info. Look-alikes: an optional field with a default and a strict tool stay
silent; a discriminator fixed to one value (`const`, a one-value `enum`) whose default only
echoes it, and an empty-string default (a generator's placeholder on a path parameter) stay at
info."""

from __future__ import annotations

import pytest

from support import lint_findings


def _mcp(name, description, props, required):
    return [{"name": name, "description": description,
             "inputSchema": {"type": "object", "properties": props, "required": required,
                             "additionalProperties": False}}]


@pytest.mark.parametrize("tools,path", [
    (_mcp("mouse_click", "Clicks an element of the page identified by a CSS selector.",
          {"selector": {"type": "string", "description": "CSS selector of the element."},
           "button": {"type": "string", "enum": ["left", "right", "middle"], "default": "left",
                      "description": "Mouse button to press (default: left)."}},
          ["selector", "button"]), "/properties/button"),
    (_mcp("字幕_翻译", "把视频字幕翻译成目标语言，返回翻译后的字幕文本。",
          {"字幕": {"type": "string", "description": "SRT 格式的字幕文本。"},
           "语言": {"type": "string", "enum": ["zh", "en", "ja"], "default": "zh",
                  "description": "目标语言，默认 zh。"}},
          ["字幕", "语言"]), "/properties/语言"),
    (_mcp("batch_execute", "Runs browser steps in order; continueOnError defaults to false.",
          {"steps": {"type": "array", "description": "Steps to run.", "items": {
              "type": "object", "additionalProperties": False,
              "properties": {"action": {"type": "string", "description": "Action name."},
                             "continueOnError": {"type": "boolean", "default": False,
                                                 "description": "Keep going after a failure."}},
              "required": ["action", "continueOnError"]}}},
          ["steps"]), "/properties/steps/items/properties/continueOnError"),
])
def test_a_required_field_with_a_default_is_shown(tools, path):
    (f,) = lint_findings(tools, "required-with-default")
    assert (f.path, f.severity) == (path, "warning")
    assert "the default never applies" in f.message
    assert f.fix is None


def test_a_discriminator_fixed_to_one_value_stays_at_info():
    tools = _mcp("shape_add", "Adds a shape to the canvas.",
                 {"kind": {"type": "string", "const": "circle", "default": "circle",
                           "description": "Shape kind."},
                  "radius": {"type": "number", "description": "Radius in pixels."}},
                 ["kind", "radius"])
    assert [f.severity for f in lint_findings(tools, "required-with-default")] == ["info"]
    one = _mcp("形状_添加", "在画布上添加一个形状。",
               {"类型": {"type": "string", "enum": ["圆"], "default": "圆", "description": "形状类型。"}},
               ["类型"])
    assert [f.severity for f in lint_findings(one, "required-with-default")] == ["info"]


def test_an_empty_string_default_stays_at_info():
    tools = _mcp("offices_by_postcode", "Post offices serving a postcode.",
                 {"postCode": {"type": "string", "default": "", "description": "Postcode, e.g. 1425."}},
                 ["postCode"])
    assert [f.severity for f in lint_findings(tools, "required-with-default")] == ["info"]
    zh = _mcp("网点_查询", "按邮编查询服务网点。",
              {"邮编": {"type": "string", "default": "", "description": "邮政编码，例如 100080。"}}, ["邮编"])
    assert [f.severity for f in lint_findings(zh, "required-with-default")] == ["info"]


def test_a_default_no_text_mentions_stays_at_info():
    # round 51: the model sends a required field anyway; a default nobody mentions misleads no call
    tools = _mcp("news_search", "Searches news articles.",
                 {"q": {"type": "string", "default": "taylor swift", "description": "Search query."}}, ["q"])
    assert [f.severity for f in lint_findings(tools, "required-with-default")] == ["info"]
    button = _mcp("mouse_click", "Clicks an element.",
                  {"button": {"type": "string", "enum": ["left", "right"], "default": "left",
                              "description": "Mouse button to press."}}, ["button"])
    assert [f.severity for f in lint_findings(button, "required-with-default")] == ["info"]


def test_an_optional_field_with_a_default_and_a_strict_tool_stay_silent():
    optional = _mcp("mouse_click", "Clicks an element.",
                    {"selector": {"type": "string", "description": "CSS selector."},
                     "button": {"type": "string", "default": "left", "description": "Mouse button."}},
                    ["selector"])
    assert lint_findings(optional, "required-with-default") == []
    strict = [{"type": "function", "function": {
        "name": "mouse_click", "description": "Clicks an element.", "strict": True,
        "parameters": {"type": "object", "additionalProperties": False, "required": ["selector", "button"],
                       "properties": {"selector": {"type": "string", "description": "CSS selector."},
                                      "button": {"type": ["string", "null"], "default": "left",
                                                 "description": "Mouse button."}}}}}]
    assert lint_findings(strict, "required-with-default") == []


@pytest.mark.parametrize("text,severity", [
    # holdout 34: Contentful's `environmentId` (35 tools, all N): the text says what a space's
    # environment is usually called, not what an omitted value means
    ("The ID of the environment within the space, by default this will be called Master", "info"),
    ("空间内环境的 ID，默认情况下环境名为 master。", "info"),
    # the field's own default, named: an omitted value means it, and `required` contradicts that
    ("The ID of the environment within the space. Defaults to master.", "warning"),
    ("空间内环境的 ID，默认为 master。", "warning"),
])
def test_a_default_is_an_offer_to_omit_only_when_it_is_the_field_s_own(text, severity):
    tools = _mcp("get_entry", "Retrieve an existing entry.",
                 {"environmentId": {"type": "string", "default": "master", "description": text},
                  "entryId": {"type": "string", "description": "The entry's ID."}},
                 ["environmentId", "entryId"])
    assert [f.severity for f in lint_findings(tools, "required-with-default")] == [severity]


def test_a_bulleted_line_of_the_tool_text_that_names_the_default_is_read():
    tools = _mcp("page_scrape", "Scrape a page.\n- Set `queryOptions.mode` to `\"directQuote\"` for "
                 "verbatim text; otherwise it defaults to `\"freeform\"`",
                 {"queryOptions": {"type": "object", "additionalProperties": False, "properties": {
                     "prompt": {"type": "string", "description": "What to ask."},
                     "mode": {"type": "string", "enum": ["directQuote", "freeform"], "default": "freeform"}},
                     "required": ["prompt", "mode"]}}, ["queryOptions"])
    (f,) = lint_findings(tools, "required-with-default")
    assert (f.path, f.severity) == ("/properties/queryOptions/properties/mode", "warning")
