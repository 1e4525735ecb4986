"""A tool whose `code` input is written in a small API documents that API's functions by their
signatures ("roof(x,y,z, w,d, style, key, overhang?) - style: "flat"|"gable"|"hip""): what such a
line says of `style` is `roof`'s argument, not the tool's `style` parameter, so neither
prose-contradicts-schema nor prose-only-constraint reads it. The same words in the tool's own
entry in the parameter block ("style (str): ..."), with no signature, are still the parameter's."""

from __future__ import annotations

import pytest

from support import hits, make_tool
from workbench.prose.scope import argument_of_another_call


def _tool(description, name="generate_build", style=None):
    style = style or {"type": "string", "enum": ["medieval", "modern", "scifi"], "description": "Style category"}
    return make_tool(name=name, description=description, parameters={
        "type": "object", "properties": {"style": style, "code": {"type": "string", "description":
                                                                  "JavaScript code using the primitives above"}},
        "required": ["style", "code"]})


_OTHER_CALL = [
    "Generate a build via JS code.\n\nHIGH-LEVEL:\n  room(x,y,z, w,h,d, wallKey) - Complete room\n"
    "  roof(x,y,z, w,d, style, key, overhang?) - style: \"flat\"|\"gable\"|\"hip\"\n",
    "用 JS 代码生成建筑。\n\n可用函数：\n  roof(x, y, w, d, style, key) - style 取值 \"flat\"|\"gable\"|\"hip\"\n"
    "  stairs(x1, y1, x2, y2, width) - 自动生成台阶\n",
]
_OWN = [
    "Generate a build via JS code.\n\nArgs:\n  style (str): \"flat\"|\"gable\"|\"hip\"\n  code (str): JS code\n",
    "用 JS 代码生成建筑。\n参数：\n  style: \"flat\"|\"gable\"|\"hip\"\n",
]


@pytest.mark.parametrize("text", _OTHER_CALL)
def test_an_argument_of_another_call_contradicts_nothing(text):
    assert hits("prose-contradicts-schema", _tool(text)) == []


@pytest.mark.parametrize("text", _OTHER_CALL)
def test_an_argument_of_another_call_is_no_prose_only_list(text):
    assert hits("prose-only-constraint", _tool(text, style={"type": "string"})) == []


@pytest.mark.parametrize("text", _OWN)
def test_the_tool_s_own_parameter_still_contradicts(text):
    assert [h.path for h in hits("prose-contradicts-schema", _tool(text))] == ["/properties/style"]


def test_the_signature_line_reads_the_arguments_only():
    text = "  roof(x,y,z, w,d, style, key, overhang?) - style: \"flat\"|\"gable\""
    assert argument_of_another_call(text, "- style: \"flat\"", "style", "generate_build")
    assert not argument_of_another_call(text, "- style: \"flat\"", "code", "generate_build")
    assert not argument_of_another_call("  search(query, limit) - limit: 1-50", "limit: 1-50", "limit",
                                        "web_search")
