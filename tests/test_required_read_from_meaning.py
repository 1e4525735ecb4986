"""What the text says of whether a field must be given, read from its meaning.

The twelfth collection judged these shown findings wrong: a list tool's id its text calls a
filter ("应用ID过滤") or that sits beside page knobs on a paged listing made required; a field
"Mutually exclusive with" another made required; "Required format:" (the shape of a value) read
as "required"; a key whose text says the server also reads it from an environment variable made
required; "operation_type must be specified for legacy payloads" (one case) read as a need of
every call; "只读模式下不可用" (unavailable in read-only mode) read as a read-only claim; an
export's change to its own output file read as a hidden write; a pixel ceiling compared with a
scale factor's maximum. Each family has English and Chinese cases and a look-alike that must
stay shown."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _shown(rule, tool):
    return [h for h in hits(rule, tool) if h.severity is None]


# --- required-missing: a filter, a paged listing, an alternative ------------------------------

@pytest.mark.parametrize("text", ["用户ID过滤", "User ID filter."])
def test_an_id_its_text_calls_a_filter_is_not_required(text):
    tool = make_tool(name="crm_get_feedback_list", description="分页查询意见反馈列表",
                     parameters=obj({"page_number": {"type": "integer", "default": 1},
                                     "user_id": {"type": "string", "description": text}}, closed=False))
    assert _shown("required-missing", tool) == []


@pytest.mark.parametrize("description", ["分页查询分组列表", "Lists groups, one page at a time."])
def test_an_id_beside_page_knobs_filters_the_listing(description):
    tool = make_tool(name="iot_get_group_page", description=description, parameters=obj({
        "page_no": {"type": "integer", "default": 1}, "page_size": {"type": "integer", "default": 10},
        "home_id": {"type": "string", "description": "家庭ID"},
        "name": {"type": "string", "description": "分组名称"}}, closed=False))
    assert _shown("required-missing", tool) == []


@pytest.mark.parametrize("description", ["查询指定家庭下的分组列表", "Lists the groups of a given home."])
def test_a_paged_listing_within_one_given_thing_still_needs_its_id(description):
    tool = make_tool(name="iot_get_group_page", description=description, parameters=obj({
        "page_no": {"type": "integer", "default": 1}, "page_size": {"type": "integer", "default": 10},
        "home_id": {"type": "string", "description": "家庭ID"},
        "name": {"type": "string", "description": "分组名称"}}, closed=False))
    (h,) = _shown("required-missing", tool)
    assert "`home_id`" in h.message


@pytest.mark.parametrize("text", ["Node IDs of components to combine. Mutually exclusive with baseComponentId.",
                                  "要合并的组件 ID 列表，与 baseComponentId 互斥。"])
def test_a_field_exclusive_with_another_is_not_required(text):
    tool = make_tool(name="design_create_component_set", description="Create a component set.",
                     parameters=obj({"baseComponentId": {"type": "string", "description": "The base component."},
                                     "componentIds": {"type": "array", "items": {"type": "string"},
                                                      "description": text}}, closed=False))
    assert _shown("required-missing", tool) == []


@pytest.mark.parametrize("text", ["Node IDs of components to combine.", "要合并的组件 ID 列表。"])
def test_the_same_field_without_an_alternative_is_still_required(text):
    tool = make_tool(name="design_create_component_set", description="Create a component set.",
                     parameters=obj({"baseComponentId": {"type": "string", "description": "The base component."},
                                     "componentIds": {"type": "array", "items": {"type": "string"},
                                                      "description": text}}, closed=False))
    (h,) = _shown("required-missing", tool)
    assert h.fix


# --- required-contradicts-description: a value's form, a configured fallback ------------------

@pytest.mark.parametrize("text", [
    'Advanced filter conditions.\n\nRequired format:\n{"filters": [{"attribute": {"slug": "x"}}]}',
    '高级筛选条件。\n必填格式：{"filters": [...]}'])
def test_the_required_form_of_a_value_is_no_requirement(text):
    tool = make_tool(name="crm_search_records", description="Search records.", parameters=obj(
        {"query": {"type": "string"}, "filters": {"type": "object", "description": text}}, required=["query"]))
    assert hits("required-contradicts-description", tool) == []


@pytest.mark.parametrize("text", ["上海图书馆开放数据 APIKey（必填，也可走环境变量 SLC_API_KEY）",
                                  "Your API key. Required. Also read from the SLC_API_KEY environment variable."])
def test_a_key_with_a_configured_fallback_may_be_left_out(text):
    tool = make_tool(name="lib_era", description="Era lookup.", parameters=obj(
        {"term": {"type": "string"}, "key": {"type": "string", "description": text}}, required=["term"]))
    assert hits("required-contradicts-description", tool) == []
    assert _shown("required-missing", make_tool(name="lib_era", description="Era lookup.", parameters=obj(
        {"key": {"type": "string", "description": text}}, closed=False))) == []


def test_a_required_key_is_shown_without_a_patch_and_a_plain_field_with_one():
    key = make_tool(name="lib_api", description="Call an endpoint.", parameters=obj(
        {"endpoint": {"type": "string"}, "key": {"type": "string", "description": "开放数据 APIKey（必填）"}},
        required=["endpoint"]))
    (h,) = hits("required-contradicts-description", key)
    assert h.severity is None and not h.fix and "configuration" in h.message
    order = make_tool(name="shop_get_order", description="Get an order.", parameters=obj(
        {"shop": {"type": "string"}, "order_id": {"type": "string", "description": "订单号，必填。"}},
        required=["shop"]))
    (h,) = hits("required-contradicts-description", order)
    assert h.fix == ({"op": "add", "path": "/required/-", "value": "order_id"},)


# --- prose-required-unmarked: a need in one case ----------------------------------------------

_BATCH = {"operations": {"type": "array", "items": {"type": "object"}},
          "operation_type": {"type": "string", "enum": ["create", "update"]},
          "resource_type": {"type": "string"}}


def test_a_need_for_one_case_is_not_a_need_of_every_call():
    tool = make_tool(name="crm_batch_records", description=(
        "Execute batched record operations. operation_type must be specified for legacy payloads; "
        "operations arrays must use explicit entries."), parameters=obj(_BATCH, required=["resource_type"]))
    assert hits("prose-required-unmarked", tool) == []


def test_a_need_of_every_call_names_that_field_only():
    tool = make_tool(name="crm_batch_records", description=(
        "Execute batched record operations. operation_type must be specified."),
        parameters=obj(_BATCH, required=["resource_type"]))
    assert [h.path for h in hits("prose-required-unmarked", tool)] == ["/properties/operation_type"]


def test_a_chinese_need_of_every_call_is_still_shown():
    tool = make_tool(name="lab_register_sample", description="登记样本。必须指明样本类型。",
                     parameters=obj({"sample_type": {"type": "string", "description": "样本类型，例如 serum。"}}))
    assert len(hits("prose-required-unmarked", tool)) == 1


# --- write-claims-read-only: a server's read-only mode ----------------------------------------

@pytest.mark.parametrize("description", ["发布新配置或更新已有配置。只读模式下不可用。",
                                         "Publish or update a config. Not available in read-only mode."])
def test_unavailable_in_read_only_mode_is_no_claim(description):
    tool = make_tool(name="config_publish", description=description,
                     parameters=obj({"data_id": {"type": "string"}}, required=["data_id"]))
    assert hits("write-claims-read-only", tool) == []


@pytest.mark.parametrize("description", ["删除指定配置。只读，不产生任何变更。",
                                         "Delete a config. Read-only: changes nothing."])
def test_a_write_that_claims_to_be_read_only_is_still_shown(description):
    tool = make_tool(name="config_delete", description=description,
                     parameters=obj({"data_id": {"type": "string"}}, required=["data_id"]))
    assert len(hits("write-claims-read-only", tool)) == 1


# --- read-name-changes-state: an export's own output file -------------------------------------

@pytest.mark.parametrize("description", [
    "Export variables to token files. Variables deleted in Figma are removed from the file as normal.",
    "导出变量到令牌文件，并删除导出文件中多余的变量。"])
def test_an_export_changing_its_own_output_file_hides_no_write(description):
    tool = make_tool(name="design_export_tokens", description=description, parameters=obj({}))
    assert hits("read-name-changes-state", tool) == []


def test_an_export_that_deletes_the_source_is_still_shown():
    tool = make_tool(name="design_export_tokens", description=(
        "Export variables to token files, then deletes the exported variables from the Figma document."),
        parameters=obj({}))
    assert len(hits("read-name-changes-state", tool)) == 1


# --- prose-contradicts-schema: a factor against a measure -------------------------------------

@pytest.mark.parametrize("text", [
    "Scale factor. The plugin caps the effective scale so the image does not exceed 1568px on its longest side.",
    "缩放倍数。导出图片最长边不超过 2000 像素。"])
def test_a_scale_factor_against_a_pixel_ceiling_is_no_contradiction(text):
    tool = make_tool(name="design_capture", description="Capture a node.", parameters=obj(
        {"scale": {"type": "number", "minimum": 0.5, "maximum": 4, "description": text}}))
    assert hits("prose-contradicts-schema", tool) == []


def test_a_width_against_a_pixel_ceiling_is_still_shown():
    tool = make_tool(name="design_capture", description="Capture a node.", parameters=obj(
        {"width": {"type": "number", "maximum": 4000, "description": "Width, at most 1568px."}}))
    assert len(hits("prose-contradicts-schema", tool)) == 1


def test_a_confirmed_time_slot_is_no_condition():
    # "时段" (a time slot) holds the character of "…时" (when …): it is a field, not a case
    tool = make_tool(name="spa_reserve_bath", description="为住客预约私汤时段。用户确认日期、时段和人数后再调用。",
                     parameters=obj({"date": {"type": "string", "description": "预约日期，YYYY-MM-DD。"},
                                     "slot": {"type": "string", "enum": ["18:00", "19:30"], "description": "时段。"},
                                     "guests": {"type": "integer", "description": "入浴人数。"}}, required=[]))
    assert {h.path for h in hits("prose-required-unmarked", tool)} >= {"/properties/slot", "/properties/guests"}


def test_a_required_form_id_is_still_a_requirement():
    tool = make_tool(name="forms_get_responses", description="Get responses.", parameters=obj(
        {"since": {"type": "string"}, "form_id": {"type": "string", "description": "Required form ID."}},
        required=["since"]))
    assert len(hits("required-contradicts-description", tool)) == 1


@pytest.mark.parametrize("text", ["要设置的环境变量名称（必填）", "Name of the environment variable to set. Required."])
def test_a_field_that_names_an_environment_variable_keeps_its_requirement(text):
    tool = make_tool(name="app_set_env", description="Set an environment variable.", parameters=obj(
        {"value": {"type": "string"}, "env_name": {"type": "string", "description": text}}, required=["value"]))
    assert len(hits("required-contradicts-description", tool)) == 1
