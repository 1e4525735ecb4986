"""Readings from the twenty-second collection's English verdicts, each beside a look-alike.

- A docstring list wrapped inside a value ("Expenditure\\n    charitable activities") is read
  whole or not at all: no `enum` patch cut at the line break or at a value of several words.
- A timeout's missing floor is info, and the message leaves room for "0 / -1 = no timeout".
- A credential field of each item of a list a tool writes (a workflow's `nodes[].credentials`)
  is part of the record, not a secret of the call.
- The `id` of each item of a list a create tool makes may be made up by the model: the message
  asks which, instead of "which tool returns it".
- An open object whose keys something else defines ("use getSchema to discover required fields",
  "payload for webhook") is info, and no one-tool-per-action split is asked for it."""

from __future__ import annotations

from support import lint_findings, tool_doc
from workbench.prose import extract

WRAPPED = ("Get top 10 charities ranked by a specified metric.\n\n"
           "    Valid list_type values: Employees, Expenditure, Expenditure\n"
           "    charitable activities, Expenditure growth, Income, Income\n"
           "    growth, Investment gains, Investments, Overdue, Volunteers.\n")


def _enums(text: str) -> list[tuple]:
    return [c.value for c in extract(text) if c.kind == "enum-values"]


def test_a_list_wrapped_inside_a_value_gives_no_cut_enum():
    assert _enums(WRAPPED) == []
    found = lint_findings([tool_doc("sector_top10", WRAPPED, {"list_type": {"type": "string"}})],
                          "prose-only-constraint")
    assert not any(f.fix for f in found)


def test_a_list_of_several_word_values_in_one_line_gives_no_cut_enum():
    assert _enums("Valid metric values: Employees, Expenditure, Expenditure growth, Income.") == []


def test_a_wrapped_list_of_single_words_is_read_whole():
    text = ("Sort the results.\n    Valid order values: newest, oldest, relevance,\n"
            "    popularity, rating.\n")
    assert _enums(text) == [("newest", "oldest", "relevance", "popularity", "rating")]


def test_a_list_ending_in_prose_keeps_its_values():
    assert _enums("Valid order values: asc, desc, default is asc") == [("asc", "desc")]


def _timeout(desc: str | None, name: str = "executionTimeout") -> dict:
    prop: dict = {"type": "number"}
    if desc:
        prop["description"] = desc
    return tool_doc("run_job", "Runs a stored job now and waits for it.", {
        "job_id": {"type": "string", "description": "Job id from list_jobs"}, name: prop})


def test_an_undescribed_timeout_floor_is_info_and_leaves_room_for_no_timeout():
    found = lint_findings([_timeout(None)], "range-missing")
    assert [(f.severity, "-1 means \"no timeout\"" in f.message) for f in found] == [("info", True)]


def test_a_described_timeout_keeps_the_plain_floor_message():
    found = lint_findings([_timeout("How long to wait for the job")], "range-missing")
    assert len(found) == 1 and "no timeout" not in found[0].message


def test_a_retry_count_beside_it_is_asked_with_the_plain_message():
    found = lint_findings([_timeout(None, "retries")], "range-missing")
    assert [(f.severity, "no timeout" in f.message) for f in found] == [("info", False)]


def _workflow(name: str, item_props: dict, top: dict | None = None) -> dict:
    return tool_doc(name, "Creates a workflow from its nodes.", {
        "name": {"type": "string", "description": "Workflow name"},
        "nodes": {"type": "array", "description": "The workflow's nodes",
                  "items": {"type": "object", "required": ["id", "name"],
                            "properties": item_props}}, **(top or {})})


def test_credentials_of_each_written_item_are_record_data():
    tool = _workflow("create_workflow", {"id": {"type": "string"}, "name": {"type": "string"},
                                         "credentials": {"type": "object"}})
    assert lint_findings([tool], "credential-param") == []


def test_a_top_level_secret_of_the_same_tool_is_still_reported():
    tool = _workflow("create_workflow", {"id": {"type": "string"}, "name": {"type": "string"}},
                     {"api_key": {"type": "string", "description": "Your n8n API key"}})
    assert [f.path for f in lint_findings([tool], "credential-param")] == ["/properties/api_key"]


def test_the_id_of_each_new_item_asks_whether_the_model_makes_it_up():
    tool = _workflow("create_workflow", {"id": {"type": "string"}, "name": {"type": "string"}})
    found = [f for f in lint_findings([tool], "param-missing-description")
             if f.path == "/properties/nodes/items/properties/id"]
    assert len(found) == 1 and "makes it up for each new `nodes` item" in found[0].message \
        and "which tool returns it" not in found[0].message


def test_an_item_id_of_a_read_still_asks_which_tool_returns_it():
    tool = _workflow("get_workflows", {"id": {"type": "string"}, "name": {"type": "string"}})
    found = [f for f in lint_findings([tool], "param-missing-description")
             if f.path == "/properties/nodes/items/properties/id"]
    assert len(found) == 1 and "which tool returns it" in found[0].message


def _run(data_desc: str) -> dict:
    return tool_doc("test_workflow", "Run a workflow by one of several methods.", {
        "workflowId": {"type": "string", "description": "Workflow id"},
        "method": {"type": "string", "enum": ["auto", "trigger", "prepare", "pinned"]},
        "data": {"type": "object", "description": data_desc}})


def test_a_payload_for_the_webhook_is_open_by_design():
    tool = _run("Input data/payload for webhook, form fields, or execution data")
    assert [f.severity for f in lint_findings([tool], "type-untyped-object")] == ["info"]
    assert lint_findings([tool], "mega-tool-action-payload") == []


def test_keys_told_by_another_action_are_open_by_design():
    tool = tool_doc("manage_credentials", "Manage credentials. Actions: list, create, delete.", {
        "action": {"type": "string", "enum": ["list", "create", "delete", "getSchema"]},
        "data": {"type": "object", "description": "Credential data fields - use getSchema to "
                                                  "discover required fields"}})
    assert [f.severity for f in lint_findings([tool], "type-untyped-object")] == ["info"]


def test_an_action_bag_whose_text_defines_nothing_still_warns():
    tool = _run("Options for the run")
    assert [f.severity for f in lint_findings([tool], "type-untyped-object")] == ["warning"]
    assert len(lint_findings([tool], "mega-tool-action-payload")) == 1


def test_qualified_names_of_two_namespaces_show_a_form_not_an_enum():
    assert _enums('Full node type: "nodes-base.httpRequest" or "nodes-langchain.agent"') == []


def test_qualified_names_of_one_namespace_are_still_a_list():
    assert _enums('Sort key: "order.created" or "order.updated"') == [("order.created", "order.updated")]
