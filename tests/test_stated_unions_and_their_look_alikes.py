"""`type-missing` where the text states the kinds an untyped parameter takes.

n8n's `versionId` says "number or numeric string" and its sibling `versionIdB` says "same id
format as versionId": a union on purpose, the model is told what to send. The finding stays, as
`info`, asking for the union in the schema; an untyped parameter whose text names no kinds keeps
its warning."""

from __future__ import annotations

from support import lint_findings, tool_doc

TM = "type-missing"


def _versions(first: str, second: str) -> dict:
    return tool_doc("compare_versions", "Compares two saved versions of a workflow.", {
        "workflowId": {"type": "string", "description": "Workflow id"},
        "versionId": {"description": first},
        "versionIdB": {"description": second}})


def test_a_text_naming_two_kinds_is_a_deliberate_union_shown_as_info():
    found = lint_findings([_versions("Numeric snapshot id (number or numeric string)",
                                     "Second snapshot, same id format as versionId")], TM)
    assert {f.path: f.severity for f in found} == {"/properties/versionId": "info",
                                                   "/properties/versionIdB": "info"}
    by_path = {f.path: f.message for f in found}
    assert '"number or numeric string"' in by_path["/properties/versionId"]
    assert "(as `versionId`)" in by_path["/properties/versionIdB"]


def test_a_chinese_text_naming_two_kinds_reads_the_same():
    found = lint_findings([_versions("快照编号，数字或字符串", "第二个快照")], TM)
    assert {f.path: f.severity for f in found} == {"/properties/versionId": "info",
                                                   "/properties/versionIdB": "warning"}


def test_untyped_parameters_whose_text_names_no_kinds_keep_their_warning():
    found = lint_findings([_versions("The snapshot to compare", "Same as the first, for the "
                                     "other side; either may be empty")], TM)
    assert [f.severity for f in found] == ["warning", "warning"]


def test_same_format_as_a_parameter_that_states_no_kinds_is_no_union():
    found = lint_findings([_versions("The snapshot to compare",
                                     "Second snapshot, same format as versionId")], TM)
    assert [f.severity for f in found] == ["warning", "warning"]
