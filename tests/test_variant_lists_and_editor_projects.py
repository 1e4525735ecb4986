"""Round 57, on the verdicts of holdout 31 (wrong findings and shared noise), each reading beside
a look-alike that keeps the old finding. English and Chinese tools written here, none taken from
the judged sets.

- `enum-missing`: values listed once per variant ("… (3D); … (2D)") or said to come from another
  tool's results are not the whole set: info, no patch; a string whose length the author bounds
  gets no patch; "name or index" is a value the project configures.
- `prose-only-constraint`: the names listed in a "JSON array of …" string are no enum of it.
- `required-contradicts-description`: an optional field with a declared default whose text says
  "required" gets words, no patch.
- `identity-param`: "Filter to divisions where this member voted" is a filter, not the caller.
- prose numbers: "5 min", "1000 req/5min" are minutes, not a minimum.
- `write-claims-read-only`: executing an analyzer reads.
- `param-missing-description`: a `code` input of a tool whose text names the language is code
  to run, not an id.
- `type-string-for-number`: a latitude or longitude string is info, with advice on its form.
- `mega-tool-mixed-actions` and `name-catchall-verb`: the entry points of a game or 3D editor
  (Unity, Godot) act in the project open there: info.
- `owns_up`: a thumbnail "preview" owns up to nothing; "preview the changes first" does.
- `name_verb`: `duplicate-broadcast` duplicates; `org_holding_change` names changes.
- `subject-id-defaults-empty` (round 58, new): the id a tool acts on, its only open input,
  optional with an empty default and no word of what empty does.
- `overwrite-unstated` (round 58): a tool that makes a file (build, create, generate) at a path
  named as its output (`out_path`, `output_path`) says what happens to a file already there.
"""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.linter.context import ToolContext
from workbench.linter.rules.effect_disclosure import owns_up
from workbench.prose import extract
from workbench.text import name_verb


def _one(name, description, props, required=None, **kw):
    return make_tool(name, description, obj(props, required), **kw)


def _enum_hit(tool, prop):
    return next(h for h in hits("enum-missing", tool) if h.path == f"/properties/{prop}")


# --- enum-missing ------------------------------------------------------------------------------

def test_values_listed_per_variant_are_info_without_a_patch():
    t = _one("physics_add_joint", "Adds a joint.", {"joint_type": {
        "type": "string", "description": "Joint type: fixed, hinge, spring (3D); distance, "
                                         "slider, wheel (2D)."}})
    h = _enum_hit(t, "joint_type")
    assert h.severity == "info" and h.fix is None and "variant" in h.message


def test_one_list_of_the_same_values_keeps_its_patch():
    t = _one("physics_add_joint", "Adds a joint.", {"joint_type": {
        "type": "string", "description": "Joint type: fixed, hinge, spring."}})
    h = _enum_hit(t, "joint_type")
    assert h.severity is None and h.fix is not None


@pytest.mark.parametrize("said", [
    "Use the value from law_search results.",
    "取自 law_search 的返回。",
])
def test_values_that_come_from_another_tools_results_are_info(said):
    t = _one("law_get_toc", "Returns a table of contents.", {"type": {
        "type": "string", "description": f"Legislation type code: 'ukpga' (Acts), 'uksi' (SIs), "
                                         f"'asp' (Scottish Acts). {said}"}})
    h = _enum_hit(t, "type")
    assert h.severity == "info" and h.fix is None


def test_a_length_bounded_code_gets_words_not_a_patch():
    t = _one("law_get_toc", "Returns a table of contents.", {"type": {
        "type": "string", "minLength": 2, "maxLength": 10,
        "description": "Legislation type code: 'ukpga' (Acts), 'uksi' (SIs), 'asp' (Scottish Acts)."}})
    h = _enum_hit(t, "type")
    assert h.fix is None and "checked them" in h.message


def test_a_level_named_or_indexed_by_the_project_is_no_enum():
    t = _one("graphics_set_quality", "Sets the quality level.", {"level": {
        "type": "string", "description": "Quality level name or index."}})
    assert [h for h in hits("enum-missing", t) if h.severity is None] == []


# --- prose-only-constraint ---------------------------------------------------------------------

def test_names_listed_in_a_json_array_string_are_no_enum_of_the_string():
    t = _one("build_start", "Starts a build.", {"options": {
        "type": "string", "description": "JSON array of build options: clean_build, auto_run, "
                                         "deep_profiling"}})
    assert hits("prose-only-constraint", t) == []
    assert [h.path for h in hits("type-json-in-string", t)] == ["/properties/options"]


def test_names_listed_in_a_plain_string_keep_the_enum_advice():
    t = _one("build_start", "Starts a build.", {"backend": {
        "type": "string", "description": "Scripting backend: mono or il2cpp."}})
    assert any("enum" in h.message for h in hits("prose-only-constraint", t))


# --- required-contradicts-description ------------------------------------------------------------

def _keyword(schema):
    return make_tool("invoice_search_titles", "按关键字搜索发票抬头。", {
        "type": "object", "required": [], "properties": {"keyword": schema}})


def test_a_required_text_over_a_declared_default_gets_words_only():
    (h,) = hits("required-contradicts-description", _keyword(
        {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None,
         "description": "发票抬头搜索关键字,必填参数"}))
    assert h.fix is None and "settle which is right" in h.message


def test_a_required_text_without_a_default_keeps_its_patch():
    (h,) = hits("required-contradicts-description", _keyword(
        {"type": "string", "description": "发票抬头搜索关键字,必填参数"}))
    assert h.fix is not None


# --- identity-param ----------------------------------------------------------------------------

def test_a_member_filter_is_no_caller_identity():
    t = _one("votes_search_divisions", "Searches formal votes by topic, date or member.", {
        "member_id": {"type": "integer", "description": "Filter to divisions where this member "
                                                        "voted. Get the member ID from find_member."}})
    assert hits("identity-param", t) == []


def test_an_unexplained_member_id_still_asks():
    t = _one("votes_search_divisions", "Searches formal votes.", {
        "member_id": {"type": "integer", "description": "The member."}})
    assert [h.path for h in hits("identity-param", t)] == ["/properties/member_id"]


# --- prose numbers -----------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["Hansard rate limit: 1000 req/5min.", "Timeout, 5 min."])
def test_minutes_are_no_minimum(text):
    assert [c for c in extract(text) if c.kind == "minimum"] == []


def test_a_written_minimum_still_is_one():
    assert [(c.kind, c.value) for c in extract("Batch size, 10 minimum.")] == [("minimum", 10)]


# --- write-claims-read-only --------------------------------------------------------------------

def _read_only(name, description):
    return make_tool(name, description, obj({"input": {"type": "string", "description": "Input."}}),
                     annotations={"readOnlyHint": True})


def test_executing_an_analyzer_reads():
    assert hits("write-claims-read-only", _read_only(
        "execute_davis_analyzer", "Execute an analyzer with custom input parameters.")) == []


def test_executing_a_script_declared_read_only_is_reported():
    assert hits("write-claims-read-only", _read_only(
        "execute_script", "Execute a maintenance script on the server.")) != []


# --- param-missing-description -----------------------------------------------------------------

def _code_tool(description):
    return make_tool("bridge_call", description, obj({
        "action": {"type": "string", "enum": ["run_python", "status"]},
        "code": {"type": "string"}, "timeout": {"type": "integer", "description": "Seconds."}}))


def test_the_code_a_tool_runs_in_a_named_language_is_no_id():
    found = hits("param-missing-description", _code_tool("run_python(code): execute Python inside "
                                                         "the app; returns stdout."))
    assert all(h.severity == "info" for h in found)
    assert not any("which tool returns it" in h.message for h in found)


def test_a_code_with_no_language_named_still_asks_where_it_comes_from():
    found = hits("param-missing-description", _code_tool("Redeems a voucher."))
    assert any(h.path == "/properties/code" and h.severity is None for h in found)


# --- type-string-for-number --------------------------------------------------------------------

def _as_string(prop, gloss):
    return _one("coupons_list_nearby", "列出附近的优惠券。", {prop: {"type": "string", "description": gloss}})


@pytest.mark.parametrize("prop,gloss", [("latitude", "纬度"), ("longitude", "经度")])
def test_a_coordinate_string_is_info_with_its_form(prop, gloss):
    (h,) = hits("type-string-for-number", _as_string(prop, gloss))
    assert h.severity == "info" and "coordinate system" in h.message


def test_a_temperature_string_keeps_the_warning():
    (h,) = hits("type-string-for-number", _as_string("temperature", "温度"))
    assert h.severity is None


# --- editor projects ---------------------------------------------------------------------------

def _manager(description):
    return make_tool("manage_scene", description, obj({
        "action": {"type": "string", "enum": ["get_hierarchy", "get_components", "delete",
                                              "delete_object", "create"]},
        "target": {"type": "string", "description": "Scene or object path."}}),
        annotations={"destructiveHint": True})


def test_an_editors_manage_tool_is_info():
    t = _manager("Performs scene and asset operations in Unity: inspect, create, delete.")
    assert all(h.severity == "info" for h in hits("mega-tool-mixed-actions", t))
    assert all(h.severity == "info" for h in hits("name-catchall-verb", t))


def test_the_same_tool_on_a_service_is_shown():
    t = _manager("Performs scene and asset operations on the hosting service: inspect, create, "
                 "delete.")
    assert any(h.severity is None for h in hits("mega-tool-mixed-actions", t))


# --- owns up, name verbs -----------------------------------------------------------------------

@pytest.mark.parametrize("description,owned", [
    ("Fetch model metadata (name, thumbnail, preview) and import it.", False),
    ("Imports the models. Preview the changes first with dry_run.", True),
    ("Use action \"preview\" to see the result, \"send\" to send immediately.", True),
])
def test_a_preview_owns_up_only_as_a_look_before_the_change(description, owned):
    t = make_tool("asset_import", description, obj({}))
    assert owns_up(ToolContext(t, ())) is owned


@pytest.mark.parametrize("name,verb", [
    ("duplicate-broadcast", "duplicate"), ("clone_repo", "clone"),
    ("deploy_create_release", "create"), ("org_holding_change", None),
    ("change_password", "change"), ("workspace_change_seats", "change"),
    # Mastodon's lists: a list is the thing the last word acts on (round 59)
    ("list_create", "create"), ("list_accounts_delete", "delete"), ("list_files", "list"),
    ("list_tasks_to_update", "list"),
])
def test_the_action_word_of_a_name(name, verb):
    assert name_verb(name).verb == verb


# --- overwrite-unstated on tools that make a file ------------------------------------------------

def _maker(name, description, prop, gloss):
    return _one(name, description, {"data": {"type": "object", "description": "Invoice fields."},
                                     prop: {"type": "string", "description": gloss}})


@pytest.mark.parametrize("name,prop,gloss", [
    ("build_einvoice", "out_path", "Where to write the XML."),
    ("archive_create", "output_path", "输出压缩包路径"),
])
def test_a_made_file_written_to_an_output_path_says_what_happens_to_one_there(name, prop, gloss):
    (h,) = hits("overwrite-unstated", _maker(name, "Builds the file.", prop, gloss))
    assert h.path == f"/properties/{prop}"


@pytest.mark.parametrize("name,description,prop,gloss", [
    ("build_einvoice", "Builds the file; an existing file at out_path is overwritten.",
     "out_path", "Where to write the XML."),
    ("build_planner", "Plans a farm layout from a save.", "save_path", "Path of the game save."),
    ("create_mind_map", "Creates a mind map.", "target", "Target audience."),
])
def test_a_stated_overwrite_a_read_save_or_a_bare_target_is_silent(name, description, prop, gloss):
    assert hits("overwrite-unstated", _maker(name, description, prop, gloss)) == []


# --- subject-id-defaults-empty ------------------------------------------------------------------

def _linker(description, sku, others=None):
    return make_tool("get_coupon_link", description, {"type": "object", "properties": {
        "sku_id": sku, **(others or {"link_type": {"type": "integer", "default": 2,
                                                   "description": "1 长链接；2 短链接"}})}})


def test_the_id_a_call_acts_on_with_an_empty_default_is_reported():
    (h,) = hits("subject-id-defaults-empty", _linker(
        "获取优惠券的推广链接。", {"type": "string", "default": "", "description": "券的skuId"}))
    assert h.path == "/properties/sku_id" and h.severity is None


@pytest.mark.parametrize("description,sku,others", [
    # what an empty id does is said
    ("获取优惠券的推广链接，默认取最新一张券。", {"type": "string", "default": ""}, None),
    ("Get a coupon link.", {"type": "string", "default": "",
                            "description": "Coupon id; if none, the newest coupon."}, None),
    # required, or another open input may carry the call
    ("获取优惠券的推广链接。", {"type": "string"}, None),
    ("获取优惠券的推广链接。", {"type": "string", "default": ""},
     {"coupon_url": {"type": "string", "description": "券链接"}}),
])
def test_a_said_fallback_a_required_id_or_another_open_input_is_silent(description, sku, others):
    t = _linker(description, sku, others)
    if sku.get("default") is None and "default" not in sku:
        t = make_tool("get_coupon_link", description, {"type": "object", "required": ["sku_id"],
                                                       "properties": {"sku_id": sku}})
    assert hits("subject-id-defaults-empty", t) == []
