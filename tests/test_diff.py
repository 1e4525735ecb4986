"""Schema evolution diff: the seed's cases (section 9), every change kind, witnesses, renames,
the JSON contract and the CLI gate."""

from __future__ import annotations

import copy
import io
import json

import pytest

from support import make_tool
from workbench.cli import main
from workbench.evolution import CHANGE_KINDS, diff
from workbench.schema.validate import is_valid

ISSUE_VOCABULARY = (
    "tool-added", "tool-removed", "tool-renamed", "field-added", "field-removed", "field-newly-required",
    "field-no-longer-required", "type-narrowed", "type-widened", "enum-value-removed", "enum-value-added",
    "bound-tightened", "bound-loosened", "length-tightened", "length-loosened", "pattern-changed",
    "additional-properties-tightened", "additional-properties-loosened", "description-changed",
    "side-effect-wording-changed", "annotations-changed",
)

ORDER = {
    "type": "object",
    "properties": {
        "order_id": {"type": "string", "description": "Order id, e.g. ORD-001"},
        "status": {"type": "string", "enum": ["pending", "paid", "cancelled"]},
    },
    "required": ["order_id"],
    "additionalProperties": False,
}


def edited(schema, edit):
    out = copy.deepcopy(schema)
    edit(out)
    return out


def one_tool_diff(old_schema, new_schema, name="orders_get_order", **kw):
    return diff([make_tool(name, "Get one order by id.", old_schema, **kw.get("old", {}))],
                [make_tool(name, "Get one order by id.", new_schema, **kw.get("new", {}))])


def only(report, change):
    found = [c for c in report.changes if c.change == change]
    assert len(found) == 1, report.to_text()
    return found[0]


def assert_witness(change, old_schema, new_schema):
    assert change.witness is not None, change.message
    assert is_valid(old_schema, change.witness)
    assert not is_valid(new_schema, change.witness)


# -- seed 9.1 / 9.2 / 9.3 -------------------------------------------------------------------------

def test_new_required_region_is_breaking_with_a_witness_and_the_nullable_first_advice():
    new = edited(ORDER, lambda s: (s["properties"].update(region={"type": "string", "enum": ["cn-east", "cn-south"]}),
                                   s["required"].append("region")))
    report = one_tool_diff(ORDER, new)
    change = only(report, "field-added")
    assert change.breaking and change.path == "/properties/region"
    assert_witness(change, ORDER, new)
    assert "region" not in change.witness
    assert "nullable first" in change.message
    assert report.exit_code == 1


def test_region_added_as_nullable_and_required_is_compatible_with_the_strict_caveat():
    # seed 9.1's "more compatible" form: required, but type [string, null]
    new = edited(ORDER, lambda s: (s["properties"].update(
        region={"type": ["string", "null"], "enum": ["cn-east", "cn-south", None]}), s["required"].append("region")))
    report = one_tool_diff(ORDER, new)
    change = only(report, "field-added")
    assert not change.breaking
    assert "strict mode sends null" in change.message and "missing `region` like null" in change.message
    # the caveat is shown concretely: an old call without the key is still rejected by a validator
    assert_witness(change, ORDER, new)
    assert report.exit_code == 0


def test_region_added_as_optional_is_compatible_without_witness():
    new = edited(ORDER, lambda s: s["properties"].update(region={"type": "string"}))
    change = only(one_tool_diff(ORDER, new), "field-added")
    assert not change.breaking and change.witness is None


def test_pending_removed_from_the_enum_is_breaking_with_the_window_advice():
    new = edited(ORDER, lambda s: s["properties"]["status"]["enum"].remove("pending"))
    change = only(one_tool_diff(ORDER, new), "enum-value-removed")
    assert change.breaking and change.witness["status"] == "pending"
    assert_witness(change, ORDER, new)
    assert "compatibility window" in change.message and "clear error" in change.message


def test_billing_refund_to_billing_create_refund_is_one_proposed_rename():
    old = make_tool("billing_refund", "Refund a paid order to the original payment method.", ORDER)
    new = make_tool("billing_create_refund", "Create a refund for a paid order to the original payment method.", ORDER)
    report = diff([old], [new])
    kinds = [c.change for c in report.changes]
    assert "tool-removed" not in kinds and "tool-added" not in kinds
    change = only(report, "tool-renamed")
    assert change.breaking and change.tool == "billing_refund"
    assert "billing_create_refund" in change.message and "deprecated alias" in change.message
    assert is_valid(ORDER, change.witness)


def test_unrelated_tools_are_not_paired_as_a_rename():
    old = make_tool("shipping_get_tracking", "Tracking events of a parcel.",
                    {"type": "object", "properties": {"tracking_no": {"type": "string"}}})
    new = make_tool("crm_delete_customer", "Delete a customer record permanently.",
                    {"type": "object", "properties": {"customer_id": {"type": "integer"}}})
    kinds = sorted(c.change for c in diff([old], [new]).changes)
    assert kinds == ["tool-added", "tool-removed"]


# -- every kind -------------------------------------------------------------------------------------

def _prop(schema):
    return {"type": "object", "properties": {"x": schema}, "required": ["x"], "additionalProperties": False}


CASES = [
    # (old x-schema, new x-schema, change, breaking)
    ({"type": "integer"}, {"type": "string"}, "type-narrowed", True),
    ({"type": ["string", "null"]}, {"type": "string"}, "type-narrowed", True),
    ({"type": "number"}, {"type": "integer"}, "type-narrowed", True),
    ({"type": "integer"}, {"type": "number"}, "type-widened", False),
    ({"type": "string"}, {"type": ["string", "null"]}, "type-widened", False),
    ({"type": "string", "enum": ["a", "b"]}, {"type": "string", "enum": ["a", "b", "c"]}, "enum-value-added", False),
    ({"type": "integer", "maximum": 100}, {"type": "integer", "maximum": 50}, "bound-tightened", True),
    ({"type": "integer", "maximum": 100}, {"type": "integer", "exclusiveMaximum": 100}, "bound-tightened", True),
    ({"type": "number"}, {"type": "number", "minimum": 0}, "bound-tightened", True),
    ({"type": "integer", "multipleOf": 2}, {"type": "integer", "multipleOf": 4}, "bound-tightened", True),
    ({"type": "integer", "minimum": 1}, {"type": "integer", "minimum": 0}, "bound-loosened", False),
    ({"type": "integer", "multipleOf": 4}, {"type": "integer", "multipleOf": 2}, "bound-loosened", False),
    ({"type": "string", "maxLength": 10}, {"type": "string", "maxLength": 5}, "length-tightened", True),
    ({"type": "string"}, {"type": "string", "minLength": 3}, "length-tightened", True),
    ({"type": "array", "items": {"type": "integer"}}, {"type": "array", "items": {"type": "integer"}, "maxItems": 2},
     "length-tightened", True),
    ({"type": "array", "maxItems": 2}, {"type": "array", "maxItems": 5}, "length-loosened", False),
    ({"type": "string"}, {"type": "string", "pattern": "^ORD-[0-9]+$"}, "pattern-changed", True),
    ({"type": "string", "pattern": "^a"}, {"type": "string", "pattern": "^b"}, "pattern-changed", True),
    ({"type": "string", "pattern": "^a"}, {"type": "string"}, "pattern-changed", False),
    ({"type": "string"}, {"type": "string", "enum": ["a"]}, "enum-introduced", True),
    ({"type": "string", "description": "City name"}, {"type": "string", "description": "City, e.g. 上海"},
     "description-changed", False),
    ({"type": "string", "format": "date"}, {"type": "string", "format": "date-time"}, "format-changed", False),
]


@pytest.mark.parametrize("old_x,new_x,change,breaking", CASES)
def test_change_kind_and_witness(old_x, new_x, change, breaking):
    old, new = _prop(old_x), _prop(new_x)
    found = only(one_tool_diff(old, new), change)
    assert found.breaking is breaking
    assert found.path == "/properties/x"
    if breaking:
        assert_witness(found, old, new)


def test_field_removed_breaks_the_model_when_closed_and_the_executor_always():
    old = {"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "integer"}}}
    closed_new = {"type": "object", "properties": {"a": {"type": "string"}}, "additionalProperties": False}
    closed_old = {**old, "additionalProperties": False}
    change = only(one_tool_diff(closed_old, closed_new), "field-removed")
    assert change.breaking
    assert_witness(change, closed_old, closed_new)
    assert change.witness.get("b") == 0 and change.side == "both"
    # an open schema still accepts the old call, and the new executor silently ignores `b`
    open_new = {"type": "object", "properties": {"a": {"type": "string"}}}
    change = only(one_tool_diff(old, open_new), "field-removed")
    assert change.breaking and change.side == "executor" and change.witness is None
    assert change.example == {"b": 0} and is_valid(open_new, change.example)
    assert "silently ignores" in change.message and "never drop it silently" in change.message


def test_required_changes():
    old = {"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string"}}, "required": ["a"]}
    new = {"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string"}}, "required": ["b"]}
    report = one_tool_diff(old, new)
    newly = only(report, "field-newly-required")
    assert newly.breaking and newly.path == "/properties/b"
    assert_witness(newly, old, new)
    loose = only(report, "field-no-longer-required")
    assert not loose.breaking and loose.path == "/properties/a"


def test_additional_properties_tightened_and_loosened():
    old = {"type": "object", "properties": {"city": {"type": "string"}}}
    new = {**old, "additionalProperties": False}
    tight = only(one_tool_diff(old, new), "additional-properties-tightened")
    assert tight.breaking
    assert_witness(tight, old, new)
    loose = only(one_tool_diff(new, old), "additional-properties-loosened")
    assert not loose.breaking


def test_changes_inside_nested_objects_arrays_and_refs_have_located_witnesses():
    old = {"type": "object", "required": ["items"], "properties": {
        "items": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/line"}}},
        "$defs": {"line": {"type": "object", "required": ["sku"], "properties": {
            "sku": {"type": "string"}, "qty": {"type": "integer", "maximum": 99}}}}}
    new = copy.deepcopy(old)
    new["$defs"]["line"]["properties"]["qty"]["maximum"] = 9
    change = only(one_tool_diff(old, new), "bound-tightened")
    assert change.path == "/properties/items/items/properties/qty"
    assert_witness(change, old, new)
    assert change.witness["items"][0]["qty"] > 9


def test_witness_of_one_change_is_rejected_only_for_that_change():
    # the same version also adds a pattern on order_id: the bound witness must satisfy it
    old = {"type": "object", "required": ["order_id"], "properties": {
        "order_id": {"type": "string"}, "amount": {"type": "integer", "maximum": 1000}}}
    new = copy.deepcopy(old)
    new["properties"]["order_id"]["pattern"] = "^ORD-[0-9]+$"
    new["properties"]["amount"]["maximum"] = 500
    change = only(one_tool_diff(old, new), "bound-tightened")
    assert_witness(change, old, new)
    assert is_valid(new["properties"]["order_id"], change.witness["order_id"])


def test_tool_description_side_effect_wording_and_annotations():
    old = make_tool("files_archive", "Move a file to the archive folder.", ORDER,
                    annotations={"readOnlyHint": False, "destructiveHint": False})
    new = make_tool("files_archive", "Move a file to the archive folder. Permanently deletes the original.",
                    ORDER, annotations={"readOnlyHint": False, "destructiveHint": True})
    report = diff([old], [new])
    wording = only(report, "side-effect-wording-changed")
    assert not wording.breaking and wording.path == "" and "delete" in wording.message
    annotations = only(report, "annotations-changed")
    assert "destructive" in annotations.message and not annotations.breaking
    cosmetic = diff([old], [make_tool("files_archive", "Moves a file to the archive folder.", ORDER,
                                      annotations=old.annotations)])
    assert [c.change for c in cosmetic.changes] == ["description-changed"]


def test_tool_added_and_removed():
    a = make_tool("crm_get_customer", "Read a customer.", ORDER)
    b = make_tool("weather_get_forecast", "Weather forecast for a city.",
                  {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]})
    report = diff([a], [a, b])
    assert [(c.change, c.breaking) for c in report.changes] == [("tool-added", False)]
    report = diff([a, b], [a])
    removed = only(report, "tool-removed")
    assert removed.breaking and removed.tool == "weather_get_forecast" and removed.witness == {"city": ""}


def test_identical_sets_have_no_changes():
    tools = [make_tool("crm_get_customer", "Read a customer.", ORDER)]
    report = diff(tools, copy.deepcopy(tools))
    assert report.changes == () and report.exit_code == 0 and report.to_text() == "no changes"


# -- contract, renderings, CLI -------------------------------------------------------------------

def test_json_contract_and_vocabulary():
    new = edited(ORDER, lambda s: (s["properties"]["status"]["enum"].remove("pending"),
                                   s["properties"].update(note={"type": "string"})))
    data = json.loads(one_tool_diff(ORDER, new).to_json())
    assert list(data) == ["changes"]
    for entry in data["changes"]:
        assert set(entry) <= {"tool", "path", "change", "breaking", "witness", "message", "side",
                              "example", "flagged"}
        assert {"tool", "path", "change", "breaking", "message"} <= set(entry)
        assert isinstance(entry["breaking"], bool) and entry["change"] in CHANGE_KINDS
    by_kind = {e["change"]: e for e in data["changes"]}
    assert "witness" in by_kind["enum-value-removed"] and "witness" not in by_kind["field-added"]
    assert set(ISSUE_VOCABULARY) <= set(CHANGE_KINDS)


def test_frame_and_html_escape_tool_text():
    old = _prop({"type": "string"})
    new = {**old, "properties": {"x": {"type": "string"}, "<img src=x onerror=alert(1)>": {"type": "string"}}}
    report = one_tool_diff(old, new)
    html = report._repr_html_()
    assert "<img src=x" not in html and "&lt;img src=x" in html
    frame = report.to_frame()
    assert list(frame.columns)[:6] == ["tool", "path", "change", "breaking", "witness", "message"]
    assert len(frame) == len(report.changes)


def _write(path, tools):
    path.write_text(json.dumps([{"type": "function", "function": {
        "name": t[0], "description": t[1], "parameters": t[2]}} for t in tools]), encoding="utf-8")
    return str(path)


def test_cli_exit_codes(tmp_path):
    old = _write(tmp_path / "old.json", [("orders_get_order", "Get one order by id.", ORDER)])
    same = _write(tmp_path / "same.json", [("orders_get_order", "Get one order by id.", ORDER)])
    new = _write(tmp_path / "new.json", [
        ("orders_get_order", "Get one order by id.",
         edited(ORDER, lambda s: s["properties"]["status"]["enum"].remove("pending")))])
    out, err = io.StringIO(), io.StringIO()
    assert main(["diff", old, new, "--format", "json"], out, err) == 1
    data = json.loads(out.getvalue())
    assert data["changes"][0]["change"] == "enum-value-removed" and data["changes"][0]["witness"]["status"] == "pending"
    out = io.StringIO()
    assert main(["diff", old, same], out, io.StringIO()) == 0
    assert "no changes" in out.getvalue()
    err = io.StringIO()
    assert main(["diff", old, str(tmp_path / "missing.json")], io.StringIO(), err) == 2
    assert err.getvalue().count("\n") == 1
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    assert main(["diff", str(tmp_path / "broken.json"), old], io.StringIO(), io.StringIO()) == 2


def test_diff_accepts_any_envelope_through_the_loader():
    old = {"tools": [{"name": "billing_refund", "description": "Refund an order.", "inputSchema": ORDER}]}
    new = {"type": "function", "function": {"name": "billing_refund", "description": "Refund an order.",
                                            "parameters": edited(ORDER, lambda s: s["required"].append("status"))}}
    change = only(diff(old, new), "field-newly-required")
    assert change.breaking and change.witness == {"order_id": ""}


def test_seed_literal_nullable_example_keeps_null_out_of_its_enum_and_is_flagged():
    # seed 9.1 verbatim: type [string, null] but enum ["cn-east", "cn-south"]: null fails the enum
    new = edited(ORDER, lambda s: (s["properties"].update(
        region={"type": ["string", "null"], "enum": ["cn-east", "cn-south"]}), s["required"].append("region")))
    change = only(one_tool_diff(ORDER, new), "field-added")
    assert change.breaking and "add null to the enum" in change.message
    assert not is_valid(new, {"order_id": "ORD-001", "region": None})
    assert_witness(change, ORDER, new)


@pytest.mark.parametrize("old_name,new_name,old_desc,new_desc,renamed", [
    ("billing_refund", "payments_refund", "Refund a paid order.", "Refund a paid order.", True),  # moved
    ("list_issue_fields", "list_issue_types", "List the fields of issues in a repository.",
     "List the types of issues in a repository.", False),  # a sibling, not a rename
    ("star_repository", "unstar_repository", "Star a repository.", "Unstar a repository.", False),
    ("get_project_item", "delete_project_item", "Get one project item.", "Delete one project item.", False),
])
def test_rename_proposals_need_a_rename_shaped_name(old_name, new_name, old_desc, new_desc, renamed):
    kinds = {c.change for c in diff([make_tool(old_name, old_desc, ORDER)],
                                    [make_tool(new_name, new_desc, ORDER)]).changes}
    assert ("tool-renamed" in kinds) is renamed
    assert ("tool-removed" in kinds) is (not renamed)


def test_rename_needs_similar_arguments():
    other = {"type": "object", "properties": {"amount": {"type": "number"}, "currency": {"type": "string"}}}
    kinds = {c.change for c in diff([make_tool("billing_refund", "Refund a paid order.", ORDER)],
                                    [make_tool("billing_create_refund", "Refund a paid order.", other)]).changes}
    assert kinds == {"tool-removed", "tool-added"}
