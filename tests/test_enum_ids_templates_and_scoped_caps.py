"""Readings from the twenty-second collection's verdicts, each beside a look-alike that still fires.

- `param-missing-description`: an id whose schema is an enum of codes (FRED `tag_group_id`:
  freq / gen / geo) comes from no tool; what each code means is the gap.
- `enum-missing`: "columnName:asc" or "columnName:desc" shows a form whose head stands for a
  column, not two values.
- `read-name-changes-state`: `find_and_replace` writes (a read joined by "and" to a write).
- `prose-only-constraint`: "Max versions (native: capped at 50)" beside `source: local | native`
  is the cap of one case: info, no patch."""

from __future__ import annotations

from support import lint_findings, tool_doc
from workbench.text import name_verb

PMD = "param-missing-description"


def _tags(schema: dict) -> dict:
    return tool_doc("list_tags", "List FRED tags, optionally within one tag group.",
                    {"tag_group_id": schema, "search_text": {"type": "string",
                                                             "description": "Words to match"}})


def test_an_id_whose_schema_lists_its_codes_asks_what_each_means():
    found = lint_findings([_tags({"type": "string", "enum": ["freq", "gen", "geo", "src"]})], PMD)
    assert len(found) == 1 and "what each of its values means" in found[0].message \
        and "which tool returns it" not in found[0].message


def test_an_open_id_still_asks_where_the_model_gets_it():
    found = lint_findings([_tags({"type": "string"})], PMD)
    assert len(found) == 1 and "which tool returns it" in found[0].message


EM = "enum-missing"


def _sorted(desc: str) -> dict:
    return tool_doc("datatable_rows", "Reads rows of a data table.", {
        "table_id": {"type": "string", "description": "Table id from datatable_list."},
        "sortBy": {"type": "string", "description": desc}}, ["table_id"])


def test_values_whose_head_stands_for_a_column_are_a_form_not_an_enum():
    assert lint_findings([_sorted('Sort order: "columnName:asc" or "columnName:desc"')], EM) == []


def test_values_with_a_real_column_head_are_still_a_closed_list():
    found = lint_findings([_sorted('Sort order: "created:asc" or "created:desc"')], EM)
    assert [f.path for f in found] == ["/properties/sortBy"]


def test_a_read_joined_to_a_write_by_and_is_a_write():
    assert name_verb("find_and_replace").kind == "write"
    assert name_verb("search_and_delete").verb == "delete"


def test_a_read_before_a_noun_like_write_word_stays_a_read():
    assert name_verb("get_update_status").kind == "read"
    assert name_verb("read_and_summarize").kind == "read"


RNCS = "read-name-changes-state"


def test_a_destructive_find_and_replace_is_not_told_it_only_reads():
    doc = tool_doc("find_and_replace", "Find and replace text across all slides.", {
        "file_path": {"type": "string", "description": "Path to the .pptx file."}},
        ["file_path"], {"readOnlyHint": False, "destructiveHint": True})
    assert lint_findings([doc], RNCS) == []


def test_a_destructive_find_is_still_asked_what_it_destroys():
    doc = tool_doc("find_text", "Find text across all slides.", {
        "file_path": {"type": "string", "description": "Path to the .pptx file."}},
        ["file_path"], {"readOnlyHint": False, "destructiveHint": True})
    assert [f.severity for f in lint_findings([doc], RNCS)] == ["warning"]


POC = "prose-only-constraint"


def _versions(limit_desc: str) -> dict:
    return tool_doc("workflow_versions", "Lists a workflow's saved versions.", {
        "source": {"type": "string", "enum": ["local", "native"],
                   "description": "Which history to read."},
        "limit": {"type": "integer", "description": limit_desc}})


def test_a_cap_stated_for_one_value_of_a_sibling_is_info_without_a_patch():
    found = lint_findings([_versions("Max versions to return (native: capped at 50)")], POC)
    assert [(f.severity, f.fix) for f in found] == [("info", None)]


def test_a_cap_stated_for_every_call_keeps_its_patch():
    found = lint_findings([_versions("Max versions to return (at most 50)")], POC)
    assert len(found) == 1 and found[0].fix and found[0].fix[0]["value"] == 50
