"""Headless tests of the schema form: values typed into widgets, per-field errors placed by JSON
pointer, the emitted argument dict, null toggles, arrays, unions, $ref recursion, JSON fallback,
the error boundary and the bound executor."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("ipywidgets")

import support
from support import make_tool
from workbench.ui.boundary import ErrorBoundary
from workbench.ui.containers import ArrayField, LazyField, UnionField
from workbench.ui.fields import MISSING, EnumField, JsonField, NumberField, TextField
from workbench.ui.form import SchemaForm, form

# The well-designed tracking tool of tests/support.py.
SHIPPING = make_tool("shipping_get_tracking", "根据订单号查询当前用户有权访问的物流状态。",
                     support.SHIPPING["parameters"])


def build(schema, **kw) -> SchemaForm:
    return SchemaForm(make_tool("t", "", schema), raise_errors=True, **kw)


def test_typing_an_invalid_order_id_shows_the_error_next_to_the_field_then_clears():
    f = form(SHIPPING, raise_errors=True)
    order = f.field("/order_id")
    assert isinstance(order, TextField)
    order.input.value = "12345"
    assert f.value == {"order_id": "12345", "language": "zh-CN"}
    assert "does not match" in order.errors[0]
    assert "does not match" in order.error.value
    assert "12345" in f.preview.value
    order.input.value = "ORD-20260901-001"
    assert order.errors == () and order.error.value == ""
    assert f.valid and "valid arguments" in f.summary.value


def test_enum_offers_null_when_the_type_allows_it_and_the_validator_judges_it():
    f = form(SHIPPING, raise_errors=True)
    lang = f.field("/language")
    assert isinstance(lang, EnumField)
    assert [label for label, _ in lang.input.options] == ["zh-CN", "en-US", "null"]
    lang.input.value = 2  # the null choice: the seed's enum forgot null, so it is rejected
    assert f.value["language"] is None
    assert f.errors["/language"] == ['null is not one of "zh-CN" or "en-US"']
    lang.input.value = 1
    assert f.value["language"] == "en-US" and "/language" not in f.errors


def test_setting_value_fills_the_form_and_keeps_foreign_values_for_the_validator():
    f = form(SHIPPING, raise_errors=True)
    f.value = {"order_id": 5, "language": "fr", "debug": True}
    assert f.value == {"order_id": 5, "language": "fr", "debug": True}
    assert set(f.errors) == {"/order_id", "/language", ""}
    assert "not in enum" in f.field("/language").input.options[-1][0]
    assert "Additional properties" in f.summary.value  # the root message goes to the summary
    f.value = {"order_id": "ORD-20260901-001", "language": "en-US"}
    assert f.valid and f.value == {"order_id": "ORD-20260901-001", "language": "en-US"}


def test_required_field_left_out_gets_the_required_message():
    f = build({"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]})
    assert f.value == {}
    assert f.errors == {"/a": ['"a" is a required property']}
    assert f.field("/a").errors == ('"a" is a required property',)


def test_null_toggle_for_string_null_union():
    f = build({"type": "object", "properties": {"note": {"type": ["string", "null"], "maxLength": 3}},
               "required": ["note"], "additionalProperties": False})
    note = f.field("/note")
    assert note.null is not None
    note.null.value = True
    assert f.value == {"note": None} and f.valid
    assert note.body.layout.display == "none"
    note.input.value = "toolong"  # typing switches the null toggle off again
    assert note.null.value is False
    assert f.value == {"note": "toolong"} and "/note" in f.errors
    f.value = {"note": None}
    assert note.null.value is True and f.valid


def test_numbers_are_typed_as_a_model_would_send_them():
    f = build({"type": "object", "properties": {"days": {"type": "integer", "minimum": 1, "maximum": 14}},
               "required": ["days"]})
    days = f.field("/days")
    assert isinstance(days, NumberField) and days.slider is not None
    days.input.value = "20度"
    assert f.value == {"days": "20度"} and "is not of type" in f.errors["/days"][0]
    days.input.value = "20"
    assert f.value == {"days": 20} and "maximum" in f.errors["/days"][0]
    days.input.value = "1.5"
    assert f.value == {"days": 1.5} and f.errors["/days"]
    days.slider.value = 7
    assert days.input.value == "7" and f.value == {"days": 7} and f.valid


def test_optional_fields_are_left_out_until_included_or_typed_into():
    f = build({"type": "object", "properties": {"q": {"type": "string"}, "limit": {"type": "integer"}},
               "required": ["q"]})
    limit = f.field("/limit")
    assert limit.include is not None and f.value == {"q": ""}
    limit.input.value = "5"
    assert limit.include.value is True and f.value == {"q": "", "limit": 5}
    limit.include.value = False
    assert f.value == {"q": ""}


def test_nested_object_errors_land_on_the_nested_field():
    f = build({"type": "object", "properties": {"address": {
        "type": "object", "properties": {"zip": {"type": "string", "pattern": "^[0-9]{6}$"},
                                         "city": {"type": "string"}},
        "required": ["zip", "city"]}}, "required": ["address"]})
    f.field("/address/zip").input.value = "abc"
    assert "does not match" in f.field("/address/zip").errors[0]
    assert f.field("/address/city").errors == ('"city" is a required property',) or \
        f.field("/address/city").errors == ()  # "" typed by default for a required string
    assert f.value["address"]["zip"] == "abc"


def test_arrays_add_and_remove_rows_within_min_and_max_items():
    f = build({"type": "object", "properties": {"ids": {
        "type": "array", "items": {"type": "string", "minLength": 2}, "minItems": 1, "maxItems": 3}},
        "required": ["ids"]})
    ids = f.field("/ids")
    assert isinstance(ids, ArrayField) and len(ids.rows) == 1
    assert ids.rows_box.children[0].children[2].disabled  # cannot go below minItems
    ids.add_button.click()
    ids.add_button.click()
    assert len(ids.rows) == 3 and ids.add_button.disabled  # maxItems reached
    ids.rows[0].input.value = "ab"
    ids.rows[1].input.value = "x"
    ids.rows[2].input.value = "cd"
    assert f.value == {"ids": ["ab", "x", "cd"]}
    assert f.field("/ids/1").errors and not f.field("/ids/0").errors
    ids.rows_box.children[1].children[2].click()  # remove row 1
    assert f.value == {"ids": ["ab", "cd"]} and f.valid and not ids.add_button.disabled
    f.value = {"ids": ["a", "bb", "cc", "dd"]}
    assert len(ids.rows) == 4 and "/ids" in f.errors  # maxItems broken from Python: shown


def test_oneof_branch_selector_and_value_picks_the_matching_branch():
    f = build({"type": "object", "properties": {"target": {"oneOf": [
        {"type": "object", "title": "by id", "properties": {"id": {"type": "integer"}},
         "required": ["id"], "additionalProperties": False},
        {"type": "object", "title": "by email", "properties": {"email": {"type": "string"}},
         "required": ["email"], "additionalProperties": False}]}}, "required": ["target"]})
    target = f.root.children["target"]  # f.field() gives the innermost field: the branch
    assert isinstance(target, UnionField)
    assert [label for label, _ in target.selector.options] == ["0: by id", "1: by email"]
    f.value = {"target": {"email": "a@example.com"}}
    assert target.selector.value == 1 and f.valid
    target.selector.value = 0
    assert f.field("/target/id") is not None
    f.field("/target/id").input.value = "7"
    assert f.value == {"target": {"id": 7}} and f.valid


def test_type_list_union_and_optional_anyof_null():
    f = build({"type": "object", "properties": {
        "key": {"type": ["string", "integer"]},
        "page": {"anyOf": [{"type": "integer", "minimum": 1}, {"type": "null"}], "description": "页码"}},
        "required": ["key", "page"]})
    assert isinstance(f.root.children["key"], UnionField)
    page = f.field("/page")
    assert isinstance(page, NumberField) and page.null is not None  # Optional[int]: null toggle
    f.value = {"key": 3, "page": None}
    assert f.root.children["key"].selector.value == 1 and page.null.value and f.valid
    page.input.value = "0"
    assert f.errors["/page"]


def test_recursive_ref_expands_on_demand():
    schema = {"type": "object", "$defs": {"node": {"type": "object", "properties": {
        "name": {"type": "string"}, "children": {"type": "array", "items": {"$ref": "#/$defs/node"}}},
        "required": ["name"]}},
        "properties": {"root": {"$ref": "#/$defs/node"}}, "required": ["root"]}
    f = build(schema)
    children = f.field("/root/children")
    children.include.value = True
    children.add_button.click()
    lazy = children.rows[0]
    assert isinstance(lazy, LazyField) and lazy.inner is None
    lazy.expand_button.click()
    assert lazy.inner is not None
    f.field("/root/children/0/name").input.value = "leaf"
    f.field("/root/name").input.value = "top"
    assert f.value == {"root": {"name": "top", "children": [{"name": "leaf"}]}} and f.valid
    f.value = {"root": {"name": "a", "children": [{"name": "b", "children": [{"name": 3}]}]}}
    assert f.errors == {"/root/children/0/children/0/name": ['3 is not of type "string"']}


def test_json_fallback_for_shapes_the_form_cannot_edit():
    f = build({"type": "object", "properties": {
        "pair": {"type": "array", "prefixItems": [{"type": "string"}, {"type": "integer"}]},
        "meta": {"type": "object", "additionalProperties": {"type": "string"}},
        "anything": {}}, "required": ["pair"]})
    pair = f.field("/pair")
    assert isinstance(pair, JsonField) and isinstance(f.field("/meta"), JsonField)
    pair.input.value = '["a", 1]'
    assert f.value == {"pair": ["a", 1]} and f.valid
    pair.input.value = "[oops"
    assert f.value["pair"] == "[oops" and "not JSON" in pair.parse_note.value
    assert f.errors["/pair"]


def test_descriptions_are_help_text_and_escaped():
    f = build({"type": "object", "properties": {"x": {
        "type": "string", "description": "<script>alert(1)</script><img src=x onerror=alert(2)>"}}})
    label = f.field("/x").widget.children[0].children[0].value
    assert "&lt;script&gt;" in label and "<script" not in label and "<img" not in label


def test_error_boundary_shows_and_keeps_callback_errors():
    boundary = ErrorBoundary()

    def broken(_):
        raise RuntimeError("boom <b>")

    guarded = boundary.wrap(broken)
    assert guarded(None) is None
    assert isinstance(boundary.last_error, RuntimeError)
    assert "boom &lt;b&gt;" in boundary.status.value
    strict = ErrorBoundary(raise_errors=True)
    with pytest.raises(RuntimeError):
        strict.wrap(broken)(None)


def test_a_failing_change_handler_lands_in_the_status_line():
    calls = []

    def on_change(_form):
        calls.append(1)
        raise ValueError("handler failed")

    f = SchemaForm(SHIPPING, on_change=on_change)
    f.field("/order_id").input.value = "x"
    assert calls and isinstance(f.boundary.last_error, ValueError)
    assert "handler failed" in f.boundary.status.value


def test_call_button_runs_the_executor_and_shows_result_or_error():
    seen = []

    def executor(arguments):
        seen.append(arguments)
        if arguments["order_id"] == "bad":
            raise PermissionError("not your order")
        return {"status": "<in transit>"}

    f = form(SHIPPING, executor, raise_errors=True)
    f.value = {"order_id": "ORD-20260901-001", "language": "zh-CN"}
    f.call_button.click()
    assert seen[-1] == {"order_id": "ORD-20260901-001", "language": "zh-CN"}
    assert f.result == {"status": "<in transit>"} and "&lt;in transit&gt;" in f.result_view.value
    f.value = {"order_id": "bad", "language": "zh-CN"}
    f.call_button.click()
    assert isinstance(f.result, PermissionError) and "not your order" in f.result_view.value


def test_value_round_trips_and_missing_is_not_emitted():
    f = form(SHIPPING, raise_errors=True)
    f.value = {"order_id": "ORD-20260901-001"}
    assert f.value == {"order_id": "ORD-20260901-001", "language": "zh-CN"} or \
        f.value == {"order_id": "ORD-20260901-001"}
    assert MISSING not in json.loads(json.dumps(list(f.value.values()), default=lambda o: None))


def test_forms_build_for_sampled_corpus_tools_without_crashing(corpora):
    path = corpora / "mcp" / "tools.jsonl"
    built = 0
    with path.open(encoding="utf-8") as fh:
        for i, line in enumerate(fh):
            if i % 3:
                continue
            tool = json.loads(line)["tool"]
            schema = tool.get("inputSchema") if isinstance(tool, dict) else None
            if not isinstance(schema, dict):
                continue
            f = SchemaForm(make_tool(str(tool.get("name")), "", schema), raise_errors=True)
            snapshot = f.value
            f.value = snapshot  # what the form emits, it can be set to
            assert f.value == snapshot
            assert f.boundary.last_error is None
            built += 1
    assert built > 200


def test_form_bundle_has_escaped_fallbacks_and_a_capped_preview():
    hostile = make_tool("t", "<img src=x onerror=alert(1)>", {
        "type": "object", "properties": {"body": {"type": "string"}}})
    f = form(hostile, raise_errors=True)
    f.value = {"body": "<script>" + "x" * 10_000}
    bundle = f._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["text/plain"] == "<SchemaForm 't': 0 problems>"
    assert "<img" not in bundle["text/html"] and "<script" not in bundle["text/html"]
    assert "&lt;script&gt;" in f.preview.value and "characters)" in f.preview.value
    assert len(f.preview.value) < 5_000


def test_generated_valid_arguments_round_trip_through_corpus_forms(corpora, tmp_path, monkeypatch):
    """For sampled BFCL and MCP tools: every valid argument object the prober generates can be set
    on the form, comes back unchanged, and draws no error."""
    monkeypatch.setenv("HYPOTHESIS_STORAGE_DIRECTORY", str(tmp_path))
    from workbench.loading import load
    from workbench.prober.generate import generate

    checked = 0
    for rel, step in (("bfcl/functions.jsonl", 40), ("mcp/tools.jsonl", 12)):
        with (corpora / rel).open(encoding="utf-8") as fh:
            records = [json.loads(line)["tool"] for i, line in enumerate(fh) if i % step == 0]
        for tool in load({"tools": records} if rel.startswith("mcp") else records):
            f = SchemaForm(tool, raise_errors=True)
            for example in generate(tool.parameters, max_examples=2, seed=1).valid:
                f.value = example
                assert f.value == example, tool.name
                assert not f.issues, (tool.name, [i.message for i in f.issues])
                checked += 1
    assert checked > 150


def test_hiding_an_optional_box_hides_only_that_box():
    f = build({"type": "object", "properties": {
        "extra": {"type": "object", "properties": {"a": {"type": "string"}}},
        "tags": {"type": "array", "items": {"type": "string"}},
        "address": {"type": "object", "properties": {"city": {"type": "string"}}}},
        "required": ["address"]})
    assert f.field("/extra").body.layout.display == "none"  # optional, not included: folded
    assert f.field("/tags").body.layout.display == "none"
    assert f.field("/address").body.layout.display != "none"
    f.field("/tags").include.value = True
    assert f.field("/tags").body.layout.display != "none"
    assert f.field("/extra").body.layout.display == "none"
