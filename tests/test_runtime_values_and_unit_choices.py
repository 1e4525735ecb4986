"""Round 63, on the wrong findings of holdout 35 and its largest noise, each reading beside a
look-alike that keeps the old finding. Tools written here, none taken from the judged sets.

- `enum-missing`: a value the text says the server lists at run time ("one of the operation
  names returned by `get_capabilities`", "supported by the server") is the server's own set: no
  enum demand. A bare `operation` keeps it.
- `mega-tool-action-payload` / `type-untyped-object`: an `operation` a call leaves out (default
  "") modifies the one act the tool's name says; it chooses nothing, so the tool is no
  dispatcher and its open payload is no bag of per-action arguments.
- `write-claims-read-only`: a word that is a noun as often as a verb (`book`) naming one of the
  tool's own inputs is the thing read (`book_moves` over a `book` path), not the act.
- `param-missing-unit` / `description-too-short`: a quantity whose unit a sibling chooses
  (`width_type` beside `width`) has its unit; `width_type` is no stored field to keep or clear.
- `prose-condition`: several fields "Required if match_id is absent" are one rule, said once.
- `default-invalid` (after the freeze): a `default: null` on a non-nullable field whose text
  offers null as a value ("Pass null to unassign") makes the call the text asks for fail: shown.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from support import described_tool, hit_severities, hits, make_tool, obj

# --- enum-missing: values the server lists -----------------------------------------------------


def _read_tool(operation_text: str, name: str = "operation"):
    return described_tool("read", "Read one resource instance by its type and id.", {
        "type": {"type": "string", "description": "The resource type name."},
        "id": {"type": "string", "description": "The logical id of the resource."},
        name: {"type": "string", "default": "", "description": operation_text}}, ["type", "id"])


def test_an_operation_the_server_lists_at_run_time_needs_no_enum():
    text = "The name of a custom operation. Must match one of the operation names returned by `get_capabilities`."
    assert hits("enum-missing", _read_tool(text)) == []


def test_a_status_supported_by_the_server_needs_no_enum():
    text = "The status to filter by: one of the statuses supported by the server."
    assert hits("enum-missing", _read_tool(text, "status")) == []


def test_a_status_listed_by_a_named_tool_in_chinese_needs_no_enum():
    text = "状态，由 list_statuses 返回的状态之一"
    assert hits("enum-missing", _read_tool(text, "status")) == []


def test_a_bare_operation_keeps_the_enum_demand():
    assert hit_severities("enum-missing", _read_tool("The operation to run on the resource.")) == ["warning"]


# --- mega-tool-action-payload: an optional modifier chooses no action ----------------------------


def _update_tool(operation: dict, required: list[str]):
    return described_tool("update", "Replace an existing resource instance with the payload.", {
        "type": {"type": "string", "description": "The resource type name."},
        "id": {"type": "string", "description": "The logical id of the resource."},
        "payload": {"type": "object", "additionalProperties": True,
                    "description": "The complete JSON representation of the resource."},
        "operation": operation}, required)


MODIFIER = {"type": "string", "default": "", "description": "An optional custom operation to run, e.g. $validate."}


def test_an_optional_operation_with_an_empty_default_is_no_dispatcher():
    tool = _update_tool(MODIFIER, ["type", "id", "payload"])
    assert hits("mega-tool-action-payload", tool) == []
    assert hit_severities("type-untyped-object", tool, "/properties/payload") == ["info"]


def test_a_required_operation_beside_an_untyped_payload_stays_a_dispatcher():
    tool = _update_tool({"type": "string", "description": "What to do: create, update or delete."},
                        ["type", "operation", "payload"])
    assert hit_severities("mega-tool-action-payload", tool) == ["warning"]
    assert hit_severities("type-untyped-object", tool, "/properties/payload") == ["warning"]


# --- write-claims-read-only: a noun-verb naming the tool's own input ------------------------------


def _read_only(name: str, props: dict, description: str):
    return make_tool(name=name, description=description, parameters=obj(props, list(props)),
                     annotations={"readOnlyHint": True})


def test_a_noun_verb_that_names_an_input_is_the_thing_read():
    tool = _read_only("book_moves", {"book": {"type": "string", "description": "Path to an opening book file."},
                                     "fen": {"type": "string", "description": "The position as FEN."}},
                      "The moves an opening book holds for a position.")
    assert hits("write-claims-read-only", tool) == []


def test_a_booking_over_an_id_keeps_the_contradiction():
    tool = _read_only("book_room", {"room_id": {"type": "string", "description": "The room to book."},
                                    "date": {"type": "string", "description": "The day, YYYY-MM-DD."}},
                      "Books a meeting room for a day.")
    assert hit_severities("write-claims-read-only", tool) == ["warning"]


def test_a_text_that_opens_with_the_verb_keeps_the_contradiction():
    tool = _read_only("book_moves", {"book": {"type": "string", "description": "The book to record moves in."}},
                      "Book the moves played into the named book.")
    assert hit_severities("write-claims-read-only", tool) == ["warning"]


# --- param-missing-unit and description-too-short: a unit chosen by a sibling ------------------------


def _width_tool(extra: dict):
    return make_tool(name="set_table_width_tool", description="设置表格的整体宽度", parameters=obj({
        "filename": {"type": "string"}, "table_index": {"type": "integer"},
        "width": {"type": "number"}, **extra}, ["filename", "table_index", "width"]))


def test_a_width_whose_unit_a_sibling_chooses_has_its_unit():
    tool = _width_tool({"width_type": {"type": "string", "default": "points"}})
    assert hits("param-missing-unit", tool) == []


def test_a_width_alone_is_asked_for_its_unit():
    tool = _width_tool({"color": {"type": "string"}})
    assert hit_severities("param-missing-unit", tool, "/properties/width") == ["warning"]


def test_the_unit_of_a_width_is_not_a_field_left_out():
    tool = _width_tool({"width_type": {"type": "string", "default": "points"}})
    assert not any("width_type" in h.message for h in hits("description-too-short", tool))


def test_a_stored_field_beside_it_is_still_a_field_left_out():
    tool = _width_tool({"width_type": {"type": "string", "default": "points"},
                        "border_color": {"type": "string"}, "caption": {"type": "string"}})
    messages = [h.message for h in hits("description-too-short", tool)]
    assert any("`border_color`" in m and "`width_type`" not in m for m in messages)


# --- prose-condition: one rule over several fields, said once ------------------------------------


def _picks_tool(fields: list[str]):
    props = {"match_id": {"type": "string", "description": "The match id, from the schedule."}}
    props |= {f: {"type": "string", "description": "Required if match_id is absent."} for f in fields}
    return described_tool("build_team", "Build a fantasy team for a match.", props, [])


def test_fields_required_when_one_is_absent_are_one_finding():
    found = hits("prose-condition", _picks_tool(["team_a", "team_b", "venue"]))
    assert len(found) == 1
    assert found[0].path == "/properties/team_a"
    assert "`team_a`, `team_b` and `venue` are required when `match_id` is missing" in found[0].message
    assert "['team_a', 'team_b', 'venue']" in found[0].message


def test_one_field_required_when_another_is_absent_keeps_its_finding():
    found = hits("prose-condition", _picks_tool(["team_a"]))
    assert [(h.path, h.severity or "warning") for h in found] == [("/properties/team_a", "warning")]
    assert "`team_a` is required when `match_id` is missing" in found[0].message


# --- default-invalid: a null default the text offers as a value ------------------------------------


def _assign_tool(text: str):
    return described_tool("jira_assign_issue", "Assign an issue to a user.", {
        "issue_key": {"type": "string", "description": "The issue key, e.g. PROJ-1."},
        "assignee": {"type": "string", "default": None, "description": text}}, ["issue_key"])


def test_a_null_default_the_text_offers_as_a_value_is_shown():
    tool = _assign_tool("User to assign (account ID). Pass null or empty string to unassign the issue.")
    assert hit_severities("default-invalid", tool, "/properties/assignee") == ["warning"]
    assert "offers null as a value" in hits("default-invalid", tool)[0].message


def test_a_null_default_the_text_does_not_offer_stays_info():
    tool = _assign_tool("User to assign (account ID).")
    assert hit_severities("default-invalid", tool, "/properties/assignee") == ["info"]


def test_a_null_the_text_refuses_stays_info():
    tool = _assign_tool("User to assign (account ID); must not be null.")
    assert hit_severities("default-invalid", tool, "/properties/assignee") == ["info"]


# --- prose lists (after the freeze): values the reader missed or misread -------------------------


def _kinds(text: str) -> list[tuple[str, object]]:
    from workbench.prose import extract
    return [(c.kind, c.value) for c in extract(text)]


def test_quoted_values_keep_a_slash_and_are_no_range():
    assert _kinds("The termination marker: '1-0', '0-1', '1/2-1/2' or '*'.") == [
        ("enum-values", ("1-0", "0-1", "1/2-1/2", "*"))]


def test_an_article_between_quoted_values_keeps_the_list():
    assert _kinds("Whether the subject is a 'user' or a 'group'. Defaults to 'user'.") == [
        ("enum-values", ("user", "group"))]


def test_quoted_examples_stay_examples():
    assert ("enum-values", ("a/b", "c/d")) not in _kinds("A path such as 'a/b' or 'c/d'.")


def test_a_superlative_in_a_code_list_bounds_nothing():
    assert not [k for k, _ in _kinds("路线策略：0=最快、1=最短、2=避免收费") if k in ("minimum", "maximum")]
    assert _kinds("最多10个") == [("max-items", 10)]


def test_an_unquoted_interval_is_still_a_range():
    assert _kinds("Page size 1-100.") == [("range", (1, 100))]


# --- update-item-id-optional (after the freeze) --------------------------------------------------


def _batch_tool(items: dict, text: str = "Products to update.", list_name: str = "update"):
    return make_tool(name="products_batch_update", description="Batch update products.",
                     parameters=obj({list_name: {"type": "array", "description": text, "items": items}}, []))


ITEM = {"type": "object", "properties": {"id": {"type": "integer", "description": "Product ID"},
                                         "name": {"type": "string"}}, "additionalProperties": True}


def test_update_items_must_require_their_id():
    found = hits("update-item-id-optional", _batch_tool(ITEM))
    assert [(h.path, h.severity) for h in found] == [("/properties/update/items", None)]
    assert found[0].fix == ({"op": "add", "path": "/properties/update/items/required", "value": ["id"]},)


def test_items_that_also_add_records_need_no_id():
    assert hits("update-item-id-optional", _batch_tool(ITEM, "Items to update, add, or remove.")) == []


def test_created_items_need_no_id():
    assert hits("update-item-id-optional", _batch_tool(ITEM, "Products to create.", "create")) == []


def test_an_item_found_by_sku_or_id_gets_words_not_a_patch():
    item = {"type": "object", "properties": {**ITEM["properties"], "sku": {"type": "string"}}}
    found = hits("update-item-id-optional", _batch_tool(item))
    assert [(h.severity, h.fix) for h in found] == [("info", None)]


_EXTRA_KEYS = st.dictionaries(st.sampled_from(["name", "price", "status", "stock"]),
                              st.sampled_from([{"type": "string"}, {"type": "number"}]), max_size=3)


@settings(max_examples=40, deadline=None)
@given(extra=_EXTRA_KEYS, required=st.lists(st.sampled_from(["name", "price", "status", "stock"]),
                                            unique=True, max_size=2),
       id_type=st.sampled_from(["integer", "string"]))
def test_the_id_patch_keeps_the_schema_valid_and_every_item_that_names_its_record(extra, required, id_type):
    from workbench.jsonpatch import apply_patch
    from workbench.prober.generate import generate
    from workbench.schema.validate import check_schema, compile_validator

    props = {"id": {"type": id_type, "description": "Product ID"}, **extra}
    item: dict = {"type": "object", "properties": props}
    if [r for r in required if r in props]:
        item["required"] = [r for r in required if r in props]
    tool = _batch_tool(item)
    found = hits("update-item-id-optional", tool)
    assert len(found) == 1 and found[0].fix
    before = tool.parameters
    after = apply_patch(before, list(found[0].fix))
    assert check_schema(after) == []
    validator = compile_validator(after)
    for instance in generate(before, max_examples=10, seed=3).valid:
        if all("id" in entry for entry in instance.get("update", []) if isinstance(entry, dict)):
            assert validator.is_valid(instance), instance


def test_a_span_of_years_is_a_range_and_a_phone_number_is_not():
    assert _kinds("Championship season (2018-2030, default 2026).") == [("range", (2018, 2030))]
    assert _kinds("Call 1234-5678.") == []
    assert _kinds("Data of 2025-04.") == []


# --- prose-required-unmarked (after the freeze): an Args entry that says a call needs it -----------


def _entry_tool(entry: str, schema: dict, extra: dict | None = None):
    return make_tool(name="get_doc_detail", description=f"获取文档详情。\n\n参数说明:\n    doc_id (str): {entry}\n",
                     parameters=obj({"doc_id": schema, "page": {"type": "integer", "default": 1}, **(extra or {})}, []))


def test_a_needed_input_with_an_empty_default_is_unmarked():
    found = hits("prose-required-unmarked", _entry_tool("要获取详情的文档 ID 或文档路径（必填项）。",
                                                        {"type": "string", "default": ""}))
    assert [(h.path, h.severity) for h in found] == [("/properties/doc_id", None)]
    assert 'drop the "" default' in found[0].message


def test_a_needed_input_that_is_nullable_is_unmarked():
    nullable = {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None}
    found = hits("prose-required-unmarked", _entry_tool("Language of the snippet (required)", nullable))
    assert [h.path for h in found] == ["/properties/doc_id"]


def test_an_entry_that_offers_another_input_is_an_alternative():
    found = hits("prose-required-unmarked", _entry_tool("文档 ID（必填项），或传 slug。",
                                                        {"type": "string", "default": ""},
                                                        {"slug": {"type": "string", "default": ""}}))
    assert found == []


def test_a_real_default_is_a_choice():
    chosen = {"type": "string", "default": "home"}
    assert hits("prose-required-unmarked", _entry_tool("文档 ID（必填项）。", chosen)) == []


# --- default-destructive (after the freeze): a wipe whose scope defaults to everything -----------


def _clear_tool(name: str, param: str, default: str = "all"):
    return make_tool(name=name, description="清空当前采集的数据", parameters=obj({param: {
        "type": "string", "enum": ["videos", "users", "all"], "default": default,
        "description": "要清空的数据类型"}}, []))


def test_a_wipe_whose_scope_defaults_to_all_is_shown():
    found = hits("default-destructive", _clear_tool("clear_data", "data_type"))
    assert [(h.path, h.severity) for h in found] == [("/properties/data_type", None)]
    assert "wipes everything" in found[0].message and found[0].fix is None


def test_a_wipe_whose_scope_defaults_to_one_kind_is_not():
    assert hits("default-destructive", _clear_tool("clear_data", "data_type", "videos")) == []


def test_who_is_told_of_a_delete_is_no_scope_of_it():
    assert hits("default-destructive", _clear_tool("delete_event", "send_updates")) == []


def test_a_read_whose_scope_defaults_to_all_is_not_a_wipe():
    assert hits("default-destructive", _clear_tool("list_data", "data_type")) == []


# --- overwrite-unstated (after the freeze): an export's bare `path` is where it writes -------------


def _export_tool(name: str, props: dict, text: str = "Export the playlist as a CSV file."):
    return make_tool(name=name, description=text, parameters=obj(props, []))


def test_an_exports_bare_path_is_where_it_writes():
    tool = _export_tool("export_playlist_csv", {"playlist_id": {"type": "string"}, "path": {"type": "string"}})
    assert hit_severities("overwrite-unstated", tool, "/properties/path") == ["warning"]


def test_an_export_that_says_it_overwrites_is_silent():
    tool = _export_tool("export_playlist_csv", {"path": {"type": "string"}},
                        "Export the playlist as a CSV file; an existing file is overwritten.")
    assert hits("overwrite-unstated", tool) == []


def test_a_bare_filename_beside_a_named_destination_is_the_thing_exported():
    tool = _export_tool("export_report", {"filename": {"type": "string"}, "output_path": {"type": "string"}})
    assert [h.path for h in hits("overwrite-unstated", tool)] == ["/properties/output_path"]


def test_a_downloads_bare_filename_is_not_read_as_its_destination():
    tool = _export_tool("download_attachment", {"message_id": {"type": "string"}, "filename": {"type": "string"}},
                        "Download an attachment of a message.")
    assert hits("overwrite-unstated", tool) == []


# --- required-alternatives-unstated (after the freeze): one entity's list ---------------------------


def _author_list(name: str):
    return make_tool(name=name, description="获取作者公开作品列表。", parameters=obj({
        "author_id": {"type": "string", "default": "", "description": "作者 ID。"},
        "url": {"type": "string", "default": "", "description": "作者主页 URL。"},
        "cursor": {"type": "string", "default": ""}}, []))


def test_a_read_of_one_authors_list_needs_its_author():
    assert hit_severities("required-alternatives-unstated", _author_list("get_author_content_list")) == ["warning"]


def test_a_listing_whose_keys_are_filters_stays_silent():
    assert hits("required-alternatives-unstated", _author_list("list_contents")) == []
    assert hits("required-alternatives-unstated", _author_list("get_content_list")) == []


# --- prose-only-constraint (after the freeze): a form another tool of the set contradicts -----------


def _country_set(sibling_enum: list):
    from workbench.model import ToolSet

    news = make_tool(name="news_search", description="Search news.", parameters=obj({"country": {
        "type": "string", "description": "The country string is limited to 2 character country codes."}}, []))
    web = make_tool(name="web_search", description="Search the web.", parameters=obj({"country": {
        "type": "string", "enum": sibling_enum, "description": "Country code."}}, []))
    return news, ToolSet((news, web))


def test_a_form_another_tool_contradicts_gets_no_patch():
    news, toolset = _country_set(["AR", "AU", "DE", "FR", "ALL"])
    found = [h for h in hits("prose-only-constraint", news, toolset) if h.path == "/properties/country"]
    assert [(h.severity, h.fix) for h in found] == [(None, None)]
    assert '"ALL", which `web_search` takes' in found[0].message


def test_a_same_named_parameter_of_another_kind_says_nothing():
    news, toolset = _country_set(["europe", "asia", "americas"])
    found = [h for h in hits("prose-only-constraint", news, toolset) if h.path == "/properties/country"]
    assert len(found) == 1 and found[0].fix == ({"op": "add", "path": "/properties/country/maxLength", "value": 2},)


# --- enum-missing (after the freeze): an `action` inside the records a tool takes ------------------


def _scorer(field: str):
    return make_tool(name="score_findings", description="Score scanner findings.", parameters=obj({
        "findings": {"type": "array", "description": "Findings from any scanner, as they are.",
                     "items": {"type": "object", "properties": {field: {"type": "string"},
                                                                "path": {"type": "string"}}}}}, ["findings"]))


def test_an_action_field_of_passed_records_is_data_not_a_dispatch():
    assert hits("enum-missing", _scorer("action")) == []


def test_a_patch_entrys_op_stays_a_closed_set():
    assert hit_severities("enum-missing", _scorer("op"), "/properties/findings/items/properties/op") == ["warning"]
