"""Round 56, on the first-sight verdicts of holdouts 14-30: two readings that make a shown
finding info, each beside look-alikes that keep it. English and Chinese tools written here, none
taken from the judged sets.

- `side-effect-undisclosed`: deleting one part of a document being edited (a clip of a track, a
  text range of a document, an element named before a verb that ends the name, a node of a
  design file, a variable of the function a parameter addresses) is an edit the editor's undo
  takes back: info. The whole object, a layer with its objects, a cluster's node, a project's
  variable stay shown.
- `param-source-unstated`: an integer id of the record the name acts on (`get_ticket(ticket_id)`)
  is info; an id of a record the name does not name stays shown.
- `param-missing-description`: the field of a filter clause (`{field, operator, value}`) in a
  tool on one named table is a column of that table: info. A clause whose field names a
  resource field nothing lists (no table input) keeps the warning.
"""

from __future__ import annotations

import pytest

from support import hits, make_tool
from workbench.model import ToolSet

SE = "side-effect-undisclosed"


def _delete(name, description, props):
    return make_tool(name, description, {"type": "object", "properties": {
        p: {"type": t, "description": d} for p, (t, d) in props.items()}, "required": list(props)})


@pytest.mark.parametrize("name,description,props", [
    ("delete_clip", "Delete the clip in the given clip slot, freeing it for reuse.",
     {"track_index": ("integer", "Track index."), "clip_index": ("integer", "Clip slot index.")}),
    ("delete_text_in_doc", "Delete a text range from a document.",
     {"documentId": ("string", "Document id."), "startIndex": ("integer", "Start."),
      "endIndex": ("integer", "End.")}),
    ("kdoc_element_delete", "删除指定元素。",
     {"file_id": ("string", "文档 ID"), "element_id": ("string", "元素 ID")}),
    ("delete_node", "Delete a node from the Figma design.", {"nodeId": ("string", "Node id.")}),
    ("delete_stack_frame_variable", "Delete the named stack variable of a function.",
     {"function_address": ("string", "Address of the function."),
      "variable_name": ("string", "Variable name.")}),
])
def test_deleting_a_part_of_an_edited_document_is_info(name, description, props):
    (h,) = hits(SE, _delete(name, description, props))
    assert h.severity == "info", h


@pytest.mark.parametrize("name,description,props", [
    ("delete_objects", "Delete one or more objects from the document.",
     {"object_ids": ("array", "Object GUIDs.")}),
    ("delete_node", "Delete a node from the Kubernetes cluster.", {"node_name": ("string", "Node.")}),
    ("delete_variable", "Delete a CI/CD variable of the project.",
     {"project_id": ("string", "Project id."), "key": ("string", "Variable key.")}),
    ("delete_block", "Delete a block and all its child blocks.", {"id": ("string", "Block id.")}),
])
def test_deleting_a_whole_thing_keeps_the_warning(name, description, props):
    (h,) = hits(SE, _delete(name, description, props))
    assert h.severity is None, h


def _clauses(extra):
    return make_tool("delete_record", "Delete rows matching the conditions.", {
        "type": "object", "required": ["conditions", *extra], "properties": {
            **{k: {"type": "string", "description": d} for k, d in extra.items()},
            "conditions": {"type": "array", "description": "Conditions joined with AND.",
                           "items": {"type": "object", "properties": {
                               "field": {"type": "string"},
                               "operator": {"type": "string", "enum": ["eq", "neq", "like"]},
                               "value": {"type": "string", "description": "Value compared."}}}}}})


def _field_hit(tool):
    return next(h for h in hits("param-missing-description", tool)
                if h.path.endswith("/properties/field"))


@pytest.mark.parametrize("table", ["table", "table_name", "collection"])
def test_a_clause_field_on_a_named_table_is_info(table):
    assert _field_hit(_clauses({table: "The table."})).severity == "info"


def test_a_clause_field_with_no_table_keeps_the_warning():
    assert _field_hit(_clauses({"resource": "The resource."})).severity is None


# `param-source-unstated`: an integer id of the record the tool's name acts on is info (the
# type keeps a display name out); an integer id of a record the name does not name stays shown
# (a string id is param-missing-description's).
def _sourced(target):
    lister = make_tool("helpdesk_list_tickets", "Lists tickets.", {"type": "object", "properties": {}})
    categories = make_tool("kb_list_categories", "列出知识库分类。", {"type": "object", "properties": {}})
    ts = ToolSet((target, lister, categories))
    return hits("param-source-unstated", target, ts)


def _by_id(name, description, prop, type_):
    return make_tool(name, description, {"type": "object", "required": [prop],
                                         "properties": {prop: {"type": type_}}})


@pytest.mark.parametrize("name,description", [
    ("helpdesk_get_ticket", "Returns one ticket."),
    ("helpdesk_get_ticket_conversation", "返回一个工单的全部对话。"),
])
def test_an_integer_id_of_the_named_record_is_info(name, description):
    (h,) = _sourced(_by_id(name, description, "ticket_id", "integer"))
    assert h.severity == "info", h


@pytest.mark.parametrize("name,prop,type_", [
    ("helpdesk_get_conversation", "ticket_id", "integer"),
    ("kb_list_folders", "category_id", "integer"),
])
def test_an_id_of_a_record_the_name_does_not_name_stays_shown(name, prop, type_):
    (h,) = _sourced(_by_id(name, "Returns what it names.", prop, type_))
    assert h.severity is None, h
