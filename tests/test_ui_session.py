"""The working copy behind the editor (workbench/ui/session.py) and the text positions it marks
findings at (workbench/ui/spans.py): no widget involved."""

from __future__ import annotations

import json

import pytest

import support
from support import make_tool
from workbench.model import Finding, ToolSet
from workbench.ui.session import ParseError, WorkingCopy, document_pointer, document_text, parse_document, working_set
from workbench.ui.spans import json_spans, line_offset, nearest, spans, to_utf16, yaml_spans

QUERY = make_tool(support.QUERY["name"], support.QUERY["description"], support.QUERY["parameters"])


def marked(copy: WorkingCopy) -> dict[str, str]:
    """rule -> the text each finding's mark underlines."""
    out = {}
    for mark in copy.diagnostics():
        rule = mark["message"].split(": ")[1]
        out.setdefault(rule, copy.text[mark["from"]:mark["to"]])
    return out


@pytest.mark.parametrize("language", ["json", "yaml"])
def test_findings_are_marked_at_the_member_they_are_about(language):
    copy = WorkingCopy(QUERY, language=language)
    places = marked(copy)
    assert places["name-vague"].startswith(("\"name\"", "name")) and "query" in places["name-vague"]
    assert "查询物流" in places["description-too-short"]
    assert places["enum-missing"].strip('"') == "lang"  # a container member: its key only
    assert places["additional-properties-open"].strip('"') == "parameters"
    for mark in copy.diagnostics():  # the severity is written out, not only coloured
        assert mark["message"].startswith(mark["severity"] + ": ")


def test_typing_makes_a_finding_appear_and_disappear():
    copy = WorkingCopy(make_tool("shipping_get_tracking", "根据订单号查询物流状态。仅用于读取，不会修改订单。"
                                 "当用户询问物流进度时使用。", {
        "type": "object",
        "properties": {"order_id": {"type": "string", "description": "订单号，例如 ORD-20260901-001"}},
        "required": ["order_id"], "additionalProperties": False}))
    assert "name-vague" not in marked(copy)
    assert copy.edit(copy.text.replace('"shipping_get_tracking"', '"query"'))
    assert "name-vague" in marked(copy) and copy.changed
    assert copy.edit(copy.text.replace('"query"', '"shipping_get_tracking"'))
    assert "name-vague" not in marked(copy) and not copy.changed


def test_a_parse_error_is_marked_at_its_line_and_the_last_good_tool_stays():
    copy = WorkingCopy(QUERY)
    good = copy.edit(copy.text.replace('"query"', '"shipping_query"'))
    assert good and copy.tool.name == "shipping_query"
    broken = copy.text.replace('"type": "string"', '"type": "string",', 1)  # a trailing comma
    assert not copy.edit(broken)
    assert copy.tool.name == "shipping_query" and copy.text == broken  # nothing lost
    assert isinstance(copy.error, ParseError)
    [mark] = copy.diagnostics()
    line = broken.count("\n", 0, mark["from"]) + 1
    assert mark["severity"] == "error" and line == copy.error.line == 9
    assert "last good version" in mark["message"]
    assert copy.edit(broken.replace('"string",', '"string"', 1)) is False  # same tool as before
    assert copy.error is None and copy.diagnostics()


@pytest.mark.parametrize("text, where, message", [
    ('{"name": "x", "parameters": {}, "colour": 1}', 1, "unknown key 'colour'"),
    ('{"name": "", "parameters": {}}', 1, '"name" must be a non-empty string'),
    ('{"name": "x",\n "parameters": []}', 2, '"parameters" must be an object'),
    ('[1, 2]', 1, "expected an object"),
])
def test_documents_that_are_not_tools_are_parse_errors_at_the_place(text, where, message):
    result = parse_document(text, QUERY)
    assert isinstance(result, ParseError) and message in result.message and result.line == where


def test_yaml_round_trip_and_yaml_errors_have_lines():
    copy = WorkingCopy(QUERY, language="yaml")
    assert copy.text.startswith("name: query\n")
    assert parse_document(copy.text, QUERY, "yaml").parameters == QUERY.parameters
    error = parse_document("name: x\nparameters: {type: object\n", QUERY, "yaml")
    assert isinstance(error, ParseError) and error.line >= 2 and "not YAML" in error.message
    copy.set_language("json")
    assert json.loads(copy.text)["name"] == "query"


def test_apply_fix_reset_and_the_set_with_the_changes():
    copy = WorkingCopy(QUERY)
    fix = next(f for f in copy.findings if f.rule == "additional-properties-open")
    copy.apply_fix(fix)
    assert copy.tool.parameters["additionalProperties"] is False
    assert '"additionalProperties": false' in copy.text
    assert "additional-properties-open" not in {f.rule for f in copy.findings}
    assert copy.baseline[0] and copy.baseline[1] < copy.score
    other = make_tool("crm_get_customer", "x")
    saved = working_set(ToolSet((QUERY, other)), {0: copy})
    assert [t.parameters.get("additionalProperties") for t in saved] == [False, False]
    copy.reset()
    assert copy.tool is QUERY and copy.changes == 0 and copy.text == document_text(QUERY)
    with pytest.raises(ValueError):
        copy.apply_fix(Finding("query", "", "x", "naming", "warning", "no fix"))


def test_tool_level_findings_point_at_name_description_or_parameters():
    def finding(category, path=""):
        return Finding("t", path, "r", category, "warning", "m")

    assert document_pointer(finding("naming")) == "/name"
    assert document_pointer(finding("description")) == "/description"
    assert document_pointer(finding("required")) == "/parameters"
    assert document_pointer(finding("enum", "/properties/a")) == "/parameters/properties/a"


def test_json_and_yaml_spans_agree_on_pointers_and_missing_places_fall_back():
    doc = {"name": "t", "parameters": {"properties": {"a/b": {"type": "string"}, "list": [1, {"x": None}]}}}
    text_json = json.dumps(doc, indent=1)
    text_yaml = document_text(make_tool("t", None, doc["parameters"]), "yaml")
    for found in (json_spans(text_json), yaml_spans(text_yaml)):
        assert "/parameters/properties/a~1b/type" in found and "/parameters/properties/list/1/x" in found
    where = json_spans(text_json)
    pointer, span = nearest(where, "/parameters/properties/a~1b/minLength")
    assert pointer == "/parameters/properties/a~1b" and text_json[slice(*span.mark())] == '"a/b"'
    assert spans("a: [", "yaml") == {}


def test_offsets_are_converted_to_utf16_for_the_browser():
    text = '{"name": "😀 x", "description": "y"}'
    where = json_spans(text)
    start, end = where["/description"].mark()
    assert text[start:end] == '"description": "y"'
    assert to_utf16(text, [start, end]) == [start + 1, end + 1]  # one astral character before
    assert to_utf16("abc", [1, 2]) == [1, 2]
    assert line_offset("ab\ncd\n", 2, 2) == 4 and line_offset("ab", 9) == 2
