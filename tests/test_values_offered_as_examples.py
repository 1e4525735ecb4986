"""A name and its values in a sentence that gives examples of a wider set — a clause opening with
如 ("如墙上的门窗（connected_element_type="Window"/"Door"）、幕墙的框架/面板"), "for example",
"such as" — are samples, not the parameter's closed set: neither enum-only-in-tool-text nor
prose-only-constraint asks for an `enum`. The same list said plainly ("元素类型 type="Window"/"Door"")
or after 如果/如需 ("if") still fires."""

from __future__ import annotations

import pytest

from support import hits, make_tool
from workbench.prose.slash_lists import offered_as_examples


def _tool(description):
    return make_tool(name="elements_get_connected", description=description, parameters={
        "type": "object", "properties": {"guids": {"type": "array", "items": {"type": "string"}},
                                         "connected_element_type": {"type": "string"}},
        "required": ["guids", "connected_element_type"]})


_EXAMPLES = [
    "查宿主元素上挂的指定类型子元素。\n\n如墙上的门窗（connected_element_type=\"Window\"/\"Door\"）、\n"
    "幕墙的框架/面板、楼梯的踏踢板、栏杆的立柱/扶手。",
    "Lists child elements hosted by an element. For example, the openings of a wall "
    "(connected_element_type=\"Window\"/\"Door\"), or the frames and panels of a curtain wall.",
    "Lists child elements, such as wall openings (connected_element_type=\"Window\"/\"Door\").",
]
_CLOSED = [
    "查宿主元素上挂的指定类型子元素。\n\n子元素类型 connected_element_type=\"Window\"/\"Door\"。",
    "查宿主元素上挂的子元素。如果查门窗，connected_element_type=\"Window\"/\"Door\"。",
    "Lists the openings hosted by a wall.\nArgs: guids, connected_element_type=\"Window\"/\"Door\"",
]


@pytest.mark.parametrize("text", _EXAMPLES)
@pytest.mark.parametrize("rule", ["enum-only-in-tool-text", "prose-only-constraint"])
def test_values_given_as_examples_ask_for_no_enum(rule, text):
    assert hits(rule, _tool(text)) == []


@pytest.mark.parametrize("text", _CLOSED)
def test_the_same_list_said_as_the_set_still_fires(text):
    found = hits("enum-only-in-tool-text", _tool(text)) + hits("prose-only-constraint", _tool(text))
    assert [h.path for h in found][:1] == ["/properties/connected_element_type"]


@pytest.mark.parametrize("text, word, examples", [
    ("门窗：如 type=\"Window\"/\"Door\"", "type", True),
    ("如需门窗，type=\"Window\"/\"Door\"", "type", False),
    ("假如只要门，type=\"Door\"", "type", False),
    ("Pick elements, e.g. type=\"Window\"/\"Door\"", "type", True),
    ("Pick e.g. walls. Then type=\"Window\"/\"Door\"", "type", False),
])
def test_offered_as_examples_reads_the_sentence_before_the_values(text, word, examples):
    assert offered_as_examples(text, text.index(word)) is examples
