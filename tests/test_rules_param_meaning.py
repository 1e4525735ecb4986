"""What a parameter's text says that its schema does not: lists packed into strings, counts
typed `number`, free maps, destructive defaults, defaults the text contradicts, and what null
means. English and Chinese variants of each pattern, and the contexts that make it fine."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj, param_tool
from workbench.linter.catalogue import all_rules
from workbench.linter.engine import lint

# ------------------------------------------------------------------ type-delimited-list

@pytest.mark.parametrize("props,severity", [
    ({"tag_ids": {"type": "string", "description": "Comma-separated list of tag ids, at most 10."}}, None),
    ({"labels": {"type": "string", "description": "Labels separated by commas, e.g. bug,ui."}}, None),
    ({"filter_properties": {"type": "string", "description": "A list of page property IDs to "
                                                             "return."}}, "info"),
    ({"城市": {"type": "string", "description": "要查询的城市，多个城市用逗号分隔，最多 5 个。"}}, None),
    ({"keywords": {"type": "string", "description": "关键词列表，以英文逗号隔开。"}}, "info"),
    ({"tag_ids": {"type": "string", "description": "Comma-separated list of tag ids."}}, "info"),
])
def test_type_delimited_list(props, severity):
    (h,) = hits("type-delimited-list", param_tool(props))
    assert h.fix is None and "type: array" in h.message
    # a warning where the text names the separator and an array would check more (a capped
    # count, elements that may hold the separator: labels); a bare "A list of" may be loose
    # wording, a plain list of ids or keywords is written reliably
    assert h.severity == severity


@pytest.mark.parametrize("props", [
    # a search query's keywords are the text the model writes
    {"query": {"type": "string", "description": "检索关键词，多个关键词用逗号分隔。"}},
    {"q": {"type": "string", "description": "Search terms, comma-separated."}},
    # only a word says it is a list
    {"commands": {"type": "string", "description": "插件命令列表，输入文本字符。"}},
    {"recipients": {"type": "string", "description": "Multiple recipients for the message."}},
])
def test_type_delimited_list_is_info_without_a_named_separator_or_for_a_query(props):
    (h,) = hits("type-delimited-list", param_tool(props))
    assert h.severity == "info"


@pytest.mark.parametrize("props", [
    {"query": {"type": "string", "description": "Search text; spaces separate the terms."}},
    {"output_dir": {"type": "string", "description": "Folder to write the CSV export into."}},
    {"names": {"type": "array", "items": {"type": "string"}, "description": "A list of names."}},
    {"status": {"type": "string", "enum": ["a,b", "c"], "description": "Comma-separated codes."}},
    {"title": {"type": "string", "description": "A list of the user's wishes, as one title."}},
])
def test_type_delimited_list_good(props):
    assert hits("type-delimited-list", param_tool(props)) == []


@pytest.mark.parametrize("props", [
    # one coordinate pair written with a comma is one value, not a list
    {"location": {"type": "string", "description": "经纬度坐标，格式为\"经度,纬度\"，用逗号分隔，例如 116.30,39.98"}},
    {"center": {"type": "string", "description": "Map centre as 'lat,lng', comma-separated, e.g. 48.85,2.35."}},
    {"point": {"type": "string",
               "description": "Coordinates of the stop (longitude, latitude), separated by a comma."}},
    {"origin": {"type": "string", "description": "起点坐标，经度,纬度 以英文逗号分隔。"}},
])
def test_a_coordinate_pair_is_not_a_list(props):
    assert hits("type-delimited-list", param_tool(props)) == []


@pytest.mark.parametrize("props", [
    {"waypoints": {"type": "string", "description": "Several stops as lat,lng pairs, separated by pipes."}},
    {"origins": {"type": "string", "description": "多个起点坐标，坐标对之间用竖线分隔。"}},
])
def test_a_list_of_coordinate_pairs_is_a_list(props):
    assert len(hits("type-delimited-list", param_tool(props))) == 1


# ------------------------------------------------------------------ counts typed `number`

@pytest.mark.parametrize("name", ["steps", "maxCharacters", "num_results", "max_tokens", "页数",
                                  "page_size", "maxDiscoveryDepth", "max_concurrency", "minReplicas"])
def test_counts_typed_number(name):
    t = param_tool({name: {"type": "number", "description": "How many."}})
    (h,) = hits("type-number-for-integer", t)
    assert h.fix == ({"op": "replace", "path": f"/properties/{name}/type", "value": "integer"},)


@pytest.mark.parametrize("name", ["step", "temperature", "threshold", "score", "ratio", "depth",
                                  "max_depth_meters_ratio", "maxAge"])
def test_numbers_that_are_not_counts(name):
    assert hits("type-number-for-integer", param_tool({name: {"type": "number"}})) == []


# ------------------------------------------------------------------ free maps

@pytest.mark.parametrize("props", [
    {"values": {"type": "object", "description": "Helm chart values."}},
    {"extra": {"type": "object", "description": "Arbitrary key-value pairs."}},
    {"属性": {"type": "object", "description": "任意键值对，原样保存。"}},
])
def test_untyped_object_leaves_free_maps_alone(props):
    assert hits("type-untyped-object", param_tool(props)) == []


@pytest.mark.parametrize("props", [
    {"headers": {"type": "object"}},  # a map still has a value type
    {"metadata": {"type": "object", "description": "Extra data, e.g. {\"room\": \"A1\"}."}},
    {"params": {"type": "object", "description": "该操作需要的参数。"}},
])
def test_untyped_object_still_asks_for_the_shape_of_payloads(props):
    assert hits("type-untyped-object", param_tool(props))


# ------------------------------------------------------------------ default-destructive

@pytest.mark.parametrize("name,props", [
    ("blocks_update_block", {"archived": {"type": "boolean", "default": True,
                                          "description": "Set to true to archive (delete) a block."}}),
    ("files_write_file", {"overwrite": {"type": "boolean", "default": True}}),
    ("repo_delete_branch", {"force": {"type": "boolean", "default": True}}),
    ("db_drop_table", {"skip_confirmation": {"type": "boolean", "default": True}}),
    ("文件_删除目录", {"recursive": {"type": "boolean", "default": True,
                               "description": "是否递归删除子目录。"}}),
])
def test_default_destructive(name, props):
    (h,) = hits("default-destructive", make_tool(name, "", obj(props, [])))
    assert h.fix is None and "defaults to true" in h.message


@pytest.mark.parametrize("name,props", [
    ("files_list_files", {"recursive": {"type": "boolean", "default": True}}),
    ("files_write_file", {"overwrite": {"type": "boolean", "default": False}}),
    ("files_copy", {"recursive": {"type": "boolean", "default": True,
                                  "description": "Copy subfolders too."}}),
    ("notes_search", {"archived": {"type": "boolean", "default": True,
                                   "description": "Include archived notes."}}),
])
def test_default_destructive_good(name, props):
    assert hits("default-destructive", make_tool(name, "", obj(props, []))) == []


# ------------------------------------------------------------------ default-contradicts-description

@pytest.mark.parametrize("schema", [
    {"type": "string", "default": "", "description": "Kube context (optional - defaults to null)."},
    {"type": "integer", "default": 20, "description": "每页条数，默认为 50。"},
    {"type": "boolean", "default": True, "description": "Dry run first (default: false)."},
    {"type": "integer", "default": 10, "description": "Results to return. Defaults to 25."},
])
def test_default_contradicts_description(schema):
    (h,) = hits("default-contradicts-description", param_tool({"x": schema}))
    assert h.path == "/properties/x" and h.fix is None
    nothing = schema["default"] == ""  # null against "": two spellings of "no value"
    assert h.severity == ("info" if nothing else None)


@pytest.mark.parametrize("schema", [
    {"type": "string", "default": "", "description": "Namespace to search; defaults to none."},
    {"type": "string", "default": "", "description": "分支名称，默认为 null。"},
    {"type": "string", "default": "", "description": "Branch to build (optional, defaults to None)."},
])
def test_two_spellings_of_no_value_are_info(schema):
    (h,) = hits("default-contradicts-description", param_tool({"x": schema}))
    assert h.severity == "info" and "make them agree" in h.message


@pytest.mark.parametrize("schema", [
    {"type": "integer", "default": 20, "description": "Results per page (default: 20)."},
    {"type": "boolean", "default": False, "description": "是否覆盖，默认为 false。"},
    {"type": "string", "default": "en-US", "description": "Locale; defaults to the user's locale."},
    {"type": ["string", "null"], "default": None, "description": "Context, defaults to null."},
    {"type": "string", "description": "Defaults to 'auto'."},  # no `default` to contradict
])
def test_default_contradicts_description_good(schema):
    assert hits("default-contradicts-description", param_tool({"x": schema})) == []


# ------------------------------------------------------------------ param-null-unexplained

def test_param_null_unexplained_is_pedantic():
    assert all_rules()["param-null-unexplained"].group == "pedantic"
    tool = {"name": "tasks_update_task", "parameters": {"type": "object", "properties": {
        "due_date": {"type": ["string", "null"], "description": "Due date of the task."},
        "note": {"anyOf": [{"type": "string"}, {"type": "null"}],
                 "description": "备注；传 null 表示清空备注。"}}}}
    default = lint([tool], config=False)
    assert not [f for f in default.findings if f.rule == "param-null-unexplained"]
    chosen = lint([tool], config=False, select=["param-null-unexplained"])
    assert [f.path for f in chosen.findings] == ["/properties/due_date"]


# ------------------------------------------------------------------ type-json-in-string

@pytest.mark.parametrize("props,strict,expected", [
    ({"altair_json": {"type": "string", "description": "JSON STRING of the chart. Must be a "
                                                       "string, not a json object"}}, False, None),
    ({"filters": {"type": "string", "description": "JSON-encoded filter DSL."}}, True, None),
    ({"content": {"type": "string", "description": "消息内容，JSON 格式的字符串，结构根据消息类型不同。"}},
     False, "info"),
    ({"extra_headers": {"type": "string", "description": "Extra HTTP headers as a JSON string."}},
     False, "warning"),
])
def test_type_json_in_string_reads_why_it_is_a_string(props, strict, expected):
    found = hits("type-json-in-string", param_tool(props, strict=strict))
    assert [h.severity or "warning" for h in found] == ([expected] if expected else [])
    if expected == "warning":
        assert "additionalProperties" in found[0].message  # a map: a value schema, not properties


@pytest.mark.parametrize("schema", [
    {"type": "integer", "default": 0, "description": "Pages per request (0 for default of 100)."},
    {"type": "number", "default": 0.1, "description": "Efficiency, defaults to 10%."},
    {"type": "integer", "default": 600000, "description": "Window size; defaults to 10 minutes."},
])
def test_default_contradicts_description_reads_sentinels_and_units(schema):
    assert hits("default-contradicts-description", param_tool({"x": schema})) == []


@pytest.mark.parametrize("name,props", [
    ("alerts_find_configs", {"include_deleted": {"type": "boolean", "default": True}}),
    ("data_clean", {"remove_duplicates": {"type": "boolean", "default": True}}),
])
def test_default_destructive_skips_filters_and_transformations(name, props):
    assert hits("default-destructive", make_tool(name, "", obj(props, []))) == []


@pytest.mark.parametrize("props,required", [
    # "required"/"optional" said of something else
    ({"location": {"type": "string", "description": "Where the consulting services are required."}}, []),
    ({"data": {"type": "object", "description": "Division data; lower-level divisions are optional."}},
     ["data"]),
    ({"updates": {"type": "object", "description": "Fields to update. - title (str): [Optional] "
                                                   "New title."}}, ["updates"]),
    ({"confirm": {"type": "boolean", "description": "A flag. Must be set to true to proceed."}}, []),
])
def test_required_contradicts_description_reads_whose_words(props, required):
    assert hits("required-contradicts-description", make_tool("ops_run", "", obj(props, required))) == []


def test_untyped_object_leaves_documents_of_a_document_database_alone():
    t = param_tool({"documents": {"type": "array", "items": {"type": "object"},
                                  "description": "要插入的文档列表。"}})
    assert hits("type-untyped-object", t) == []


@pytest.mark.parametrize("props", [
    {"args_json": {"type": "string", "description": "JSON 数组，方法参数；可选。"}},
    {"args_json": {"type": "string", "description": "A JSON array of the method's arguments."}},
])
def test_type_json_in_string_names_an_array_for_a_json_array(props):
    (h,) = hits("type-json-in-string", param_tool(props))
    assert "`type: array`" in h.message and "`type: object`" not in h.message


@pytest.mark.parametrize("props,severity", [
    # only the name says it counts: a `page` may be the page's address
    ({"page": {"type": "string"}}, "info"),
    ({"page": {"type": "string", "description": "页码"}}, None),
])
def test_type_string_for_number_needs_a_word_of_text_to_warn(props, severity):
    (h,) = hits("type-string-for-number", param_tool(props))
    assert h.severity == severity


def test_type_missing_leaves_a_read_only_field_alone():
    t = param_tool({"logo_props": {"readOnly": True}, "view_props": {}})
    assert [h.path for h in hits("type-missing", t)] == ["/properties/view_props"]


# ------------------------------------------------------------------ type-missing on UI state

@pytest.mark.parametrize("name,siblings", [
    # the UI's presentation state and a plain-text copy of a sibling: not authored by the model
    ("view_props", {}), ("logoProps", {}), ("display_props", {}),
    ("description_text", {"description_html": {"type": "string", "description": "正文 HTML"}}),
    ("bodyStripped", {"bodyHtml": {"type": "string", "description": "Body as HTML."}}),
    # state the server computes or stamps
    ("burndown_snapshot", {}), ("statsSnapshot", {}), ("updated_at", {}), ("gmt_modified", {}),
])
def test_an_untyped_ui_state_field_is_info(name, siblings):
    tool = make_tool("cycles_create_cycle", "创建迭代周期。", obj({"cycle_data": {
        "type": "object", "properties": {name: {}, **siblings}}}, ["cycle_data"]))
    (h,) = hits("type-missing", tool)
    assert h.severity == "info" and h.path.endswith(f"/{name}")


@pytest.mark.parametrize("name,siblings", [
    ("props", {}), ("snapshot", {}),  # one word: the payload itself
    ("status", {}), ("description_html", {}), ("timezone", {}), ("snapshot_id", {}),
    ("summary_text", {"title": {"type": "string", "description": "标题"}}),  # no source beside it
])
def test_an_untyped_authored_field_still_warns(name, siblings):
    tool = make_tool("cycles_create_cycle", "Creates a cycle.", obj({"cycle_data": {
        "type": "object", "properties": {name: {}, **siblings}}}, ["cycle_data"]))
    (h,) = hits("type-missing", tool)
    assert h.severity is None
