"""Closed value lists written with pipes or glossed in brackets in the tool's text become `enum`s
with exactly those values; a list of JSON types is no value list."""

from __future__ import annotations

import pytest

from support import described_tool, hits
from workbench.prose import extract


@pytest.mark.parametrize("text,values", [
    ("SalaryPayment | BusinessPayment | PromotionPayment",
     ("SalaryPayment", "BusinessPayment", "PromotionPayment")),
    ("Error|Warning|Display|All", ("Error", "Warning", "Display", "All")),
    ("uses（要带走的依赖链）| used_by（连累面）", ("uses", "used_by")),
    ("Values: asc | desc.", ("asc", "desc")),
])
def test_a_text_that_is_only_a_pipe_list_is_its_values(text, values):
    assert [c.value for c in extract(text) if c.kind == "enum-values"] == [values]


@pytest.mark.parametrize("text", ["a | b is the best choice", "Use json | text output when asked."])
def test_a_pipe_inside_prose_is_no_value_list(text):
    assert [c for c in extract(text) if c.kind == "enum-values"] == []


def test_a_named_pipe_list_in_the_tool_text_is_an_enum_with_its_patch():
    tool = described_tool("create_phone_record", "Add a phone number to a participant. phone_type: "
                                                 "Mobile | Work | Home | Fax.",
                          {"participant_id": {"type": "string", "description": "Participant id."},
                           "phone_type": {"type": "string", "default": "Mobile"}})
    (h,) = [h for h in hits("prose-only-constraint", tool) if h.path == "/properties/phone_type"]
    assert h.fix == ({"op": "add", "path": "/properties/phone_type/enum",
                      "value": ["Mobile", "Work", "Home", "Fax"]},)


def test_a_list_glossing_this_tools_parameter_in_brackets_binds_to_it():
    # "按类型 (symbol_type: a, b) 过滤" is no call of another tool: a CJK word before the bracket;
    # one JSON type word ("object") among the values is a value like the others
    tool = described_tool("get_symbols", "检索符号表，支持按类型 (symbol_type: function, object, "
                                         "eh_frame, all) 过滤",
                          {"symbol_type": {"type": "string", "default": "all"}})
    (h,) = [h for h in hits("prose-only-constraint", tool) if h.path == "/properties/symbol_type"]
    assert h.fix[0]["value"] == ["function", "object", "eh_frame", "all"]


def test_a_call_of_another_tools_argument_stays_silent():
    tool = described_tool("env_list", "Lists environments. Change one with manageEnv(action: create, "
                                      "delete).",
                          {"action": {"type": "string", "description": "What to list."}})
    assert not [h for h in hits("prose-only-constraint", tool) if "enum" in h.message]

