"""Three readings: a comma list whose items hold a slash ("Africa, Books/Review, Business") keeps
the slashed item whole; numeric codes glossed after a verb of passing ("传0表示女性，传1表示男性")
are a closed set; a lone parameter that only stands for "no parameters" (`no_param: 无参数`) is
reported (`param-placeholder`), at info when its text tells the model to omit it."""

from __future__ import annotations

import pytest

from support import hits, make_tool
from workbench.prose import extract


def _values(text):
    return [c.value for c in extract(text) if c.kind == "enum-values"]


def test_a_slash_inside_a_comma_list_binds_one_value():
    assert _values("分类。可选值: Africa, Americas, Books/Review, Business, HomePage") == [
        ("Africa", "Americas", "Books/Review", "Business", "HomePage")]


def test_a_slash_list_alone_still_parts_values():
    assert _values("可选值: json/csv/xml") == [("json", "csv", "xml")]
    assert ("Books", "Review") not in [v[-2:] for v in _values("可选值: Africa, Books/Review, Arts")]


@pytest.mark.parametrize("text,values", [
    ("传0表示女性，传1表示男性。", (0, 1)),
    ("早晚子时配置。传1表示23:00-23:59日干支为明天，传2表示23:00-23:59日干支为当天。", (1, 2)),
    ("0 means off, 1 means on", (0, 1)),
])
def test_codes_glossed_after_a_verb_of_passing_are_a_closed_set(text, values):
    assert _values(text) == [values]


@pytest.mark.parametrize("text", [
    "0 means 0 seconds, 1 means one second",  # an English gloss opening with a number: a quantity
    "版本2表示新版，版本3表示旧版",  # codes after a word, not 0 or 1 first
])
def test_look_alike_glosses_are_no_code_list(text):
    assert _values(text) == []


def _tool(props, required=(), description="获取所有菜谱"):
    return make_tool(name="recipes_list_all", description=description,
                     parameters={"type": "object", "properties": props, "required": list(required)})


@pytest.mark.parametrize("props", [
    {"no_param": {"type": "string", "description": "无参数"}},
    {"random_string": {"type": "string", "description": "Dummy parameter for no-parameter tools"}},
    {"unused": {"type": "string"}},
])
def test_a_placeholder_parameter_is_reported(props):
    (h,) = hits("param-placeholder", _tool(props))
    assert h.severity is None  # the rule's warning
    assert "properties: {}" in h.message


def test_a_placeholder_the_text_says_to_omit_is_info():
    tool = _tool({"random_string": {"type": "string",
                                    "description": "Optional placeholder parameter. Normally omit it."}})
    (h,) = hits("param-placeholder", tool)
    assert h.severity == "info"


@pytest.mark.parametrize("props", [
    {"placeholder": {"type": "string", "description": "Placeholder text shown in the empty input box"}},
    {"none": {"type": "boolean", "description": "Return items that have no tag"}},
    {"no_param": {"type": "string", "description": "无参数"}, "limit": {"type": "integer"}},
])
def test_a_real_parameter_with_a_look_alike_name_is_silent(props):
    assert hits("param-placeholder", _tool(props)) == []
