"""Rules on parameter schemas: type, required, additional-properties, enum, huge-enum, range,
array-bounds, format. Bad and good cases per rule, the reference tools of `tests/support.py`, and
fixes that really repair what they report."""

from __future__ import annotations

import pytest

from support import COMMERCE, QUERY, SHIPPING, fixed, hits, make_tool, obj, param_tool, schema_rule_hits
from workbench.linter.catalogue import all_rules

# ------------------------------------------------------------------ reference tools

VAGUE_QUERY, TRACKING, ORDER = (
    make_tool(spec["name"], spec["description"], spec["parameters"], strict=spec.get("strict"))
    for spec in (QUERY, SHIPPING, COMMERCE))


def test_vague_query_tool_gets_enum_required_and_additional_properties():
    got = {(r, p) for _, r, p in schema_rule_hits(VAGUE_QUERY)}
    assert ("enum-missing", "/properties/lang") in got
    assert ("required-missing", "") in got
    assert ("additional-properties-open", "") in got
    req = hits("required-missing", VAGUE_QUERY)[0]
    assert "`id`" in req.message


@pytest.mark.parametrize("good", [TRACKING, ORDER], ids=lambda t: t.name)
def test_well_designed_tools_get_no_error_or_warning(good):
    assert [f for f in schema_rule_hits(good) if f[0] != "info"] == []


def test_tracking_enum_without_null_is_info_on_a_strict_tool_only():
    (h,) = hits("enum-null-missing", TRACKING)
    assert h.severity == "info" and h.fix == ({"op": "add", "path": "/properties/language/enum/-",
                                               "value": None},)
    loose = TRACKING.__class__(**{**TRACKING.__dict__, "strict": None})
    (h,) = hits("enum-null-missing", loose)
    assert h.severity is None  # the rule's default: warning


# ------------------------------------------------------------------ type

def test_type_string_for_number_second_article_page():
    bad = param_tool({"page": {"type": "string", "description": "页码"}})
    (h,) = hits("type-string-for-number", bad)
    assert h.path == "/properties/page"
    assert h.fix is None  # an executor that parses or compares the string would break
    good = param_tool({"page": {"type": "integer", "minimum": 1}, "page_token": {"type": "string"},
                 "card_num": {"type": "string"}, "phone_number": {"type": "string"}})
    assert hits("type-string-for-number", good) == []


@pytest.mark.parametrize("props", [
    {"is_urgent": {"type": "string"}},
    {"notify": {"type": "string", "enum": ["true", "false"]}},
    {"internal_access": {"type": "string", "description": "内网访问开关配置。true=启用，false=关闭。"}},
    {"session_affinity": {"type": "string", "description": "会话保持配置，用于控制是否启用会话保持。"}},
    {"include_replies": {"type": "string", "description": "Whether to include replies."}},
    {"overwrite": {"anyOf": [{"type": "string"}, {"type": "boolean"}],
                   "description": "Replace an existing file. Accepts true/false (also yes/no, on/off)."}},
])
def test_type_string_for_boolean(props):
    (h,) = hits("type-string-for-boolean", param_tool(props))
    assert h.fix is None


@pytest.mark.parametrize("props", [
    # content whose text mentions true/false (a shell command, a query) is no switch
    {"command": {"type": "string", "description": "The bash command to run; set is_input to true "
                                                  "(e.g. true: answer a prompt) to send keys instead."}},
    {"query": {"type": "string", "description": "Filter expression, e.g. archived = true: only archived."}},
    {"sql": {"type": "string", "description": "要执行的 SQL，例如 WHERE enabled = true: 是否启用过滤。"}},
])
def test_type_string_for_boolean_reads_content(props):
    assert hits("type-string-for-boolean", param_tool(props)) == []


@pytest.mark.parametrize("props", [
    {"page": {"type": "string", "description": "The page URL to monitor."}},
    {"page": {"type": "string", "description": "要监控的页面地址，例如 https://example.com/pricing"}},
    {"page": {"type": "string", "format": "uri"}},
    {"page": {"type": "string", "description": "Path of the wiki page, e.g. docs/setup."}},
])
def test_a_page_that_is_an_address_is_no_count(props):
    assert hits("type-string-for-number", param_tool(props)) == []


def test_type_string_for_boolean_good():
    assert hits("type-string-for-boolean", param_tool({
        "is_urgent": {"type": "boolean"}, "include": {"type": "string"},
        "sort": {"type": "string", "description": "Sort order: asc or desc."},
        "mode": {"type": "string", "enum": ["on", "off", "auto"], "description": "是否启用自动模式。"},
        "flag": {"anyOf": [{"type": "string"}, {"type": "boolean"}], "description": "A flag."}})) == []


def test_type_number_for_integer_but_temperature_is_fine():
    bad = param_tool({"quantity": {"type": "number"}, "page_size": {"type": ["number", "null"]}})
    assert len(hits("type-number-for-integer", bad)) == 2
    assert fixed("type-number-for-integer", bad)["properties"]["page_size"]["type"] == ["integer", "null"]
    good = param_tool({"quantity": {"type": "integer"}, "temperature": {"type": "integer"},
                 "num": {"type": "number"}, "price": {"type": "number"}})
    assert hits("type-number-for-integer", good) == []


def test_type_missing_skips_what_the_loader_already_reported():
    from workbench.model import Note
    bad = param_tool({"payload": {}, "x": {"description": "anything"}})
    assert {h.path for h in hits("type-missing", bad)} == {"/properties/payload", "/properties/x"}
    noted = param_tool({"payload": {}}, notes=(Note("nonstandard-construct", "/properties/payload", "any"),))
    assert hits("type-missing", noted) == []
    good = param_tool({"a": {"enum": ["x", "y"]}, "b": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                 "c": {"$ref": "#/$defs/C"}})
    assert hits("type-missing", good) == []


def test_type_untyped_object():
    bad = param_tool({"payload": {"type": "object"}, "rows": {"type": "array", "items": {"type": "object"}}})
    assert {h.path for h in hits("type-untyped-object", bad)} == {
        "/properties/payload", "/properties/rows/items"}
    good = param_tool({"headers": {"type": "object", "additionalProperties": {"type": "string"}},
                 "address": obj({"city": {"type": "string"}}, ["city"])})
    assert hits("type-untyped-object", good) == []
    assert hits("type-untyped-object", param_tool(schema={"type": "object", "properties": {}})) == []


# ------------------------------------------------------------------ required

def test_required_undeclared_is_an_error_with_a_removal_fix():
    bad = param_tool(schema=obj({"order_id": {"type": "string"}}, ["orderId", "order_id", "lang"]))
    (h,) = hits("required-undeclared", bad)
    assert h.path == "/required" and "`orderId`" in h.message and "`lang`" in h.message
    assert all_rules()["required-undeclared"].severity == "error"
    assert fixed("required-undeclared", bad)["required"] == ["order_id"]
    branches = param_tool(schema=obj({"a": {"type": "string"}, "b": {"type": "string"}}, [],
                               anyOf=[{"required": ["a"]}, {"required": ["b"]}]))
    assert hits("required-undeclared", branches) == []


def test_required_missing_names_what_the_call_needs():
    bad = param_tool(schema={"type": "object", "additionalProperties": False, "properties": {
        "order_id": {"type": "string"},
        "address": {"type": "object", "properties": {"city": {"type": "string"}},
                    "additionalProperties": False}}})
    (h,) = hits("required-missing", bad)  # the order id; nothing says the address is needed
    assert h.path == "" and h.severity is None and "`order_id`" in h.message
    assert fixed("required-missing", bad)["required"] == ["order_id"]
    assert hits("required-missing", param_tool({"q": {"type": "string"}})) == []  # required: [] given


@pytest.mark.parametrize("name,props,description", [
    # a list/search tool: its fields are filters
    ("memory_list_memories", {"topic": {"type": "string", "description": "Topic prefix."}}, ""),
    ("ticket_search", {"status": {"type": "string"}, "assignee": {"type": "string"}}, ""),
    # every field has a default, or is described as optional
    ("ops_trigger_operation", {"duration": {"type": "number", "default": 10},
                               "steps": {"type": "integer", "default": 5}}, ""),
    ("db_get_schema", {"force_refresh": {"type": "string",
                                         "description": "是否强制刷新缓存（可选，默认 false）。"}}, ""),
    ("browser_file_upload", {"paths": {"type": "array", "items": {"type": "string"},
                                       "description": "Files to upload. If omitted, the file "
                                                      "chooser is cancelled."}}, ""),
    ("page_emulate_media", {"media": {"type": "string"}, "color_scheme": {"type": "string"}},
     "Emulates CSS media features. Omitted parameters are left unchanged."),
    # alternatives: one of two inputs
    ("code_run_snippet", {"code": {"type": "string", "description": "Code to run."},
                          "filename": {"type": "string",
                                       "description": "Load code from a file. If both code and "
                                                      "filename are provided, code is ignored."}}, ""),
    ("doc_fetch_page", {"page_id": {"type": "string", "description": "页面 ID，与 url 二选一。"},
                        "url": {"type": "string", "description": "页面链接。"}}, ""),
    # a target given in one of several forms: a name, a box, a polygon, a centre and radius
    ("map_road_traffic", {"road_name": {"type": "string", "description": "道路名称"},
                          "city": {"type": "string", "description": "城市"},
                          "bounds": {"type": "string", "description": "矩形区域"},
                          "vertexes": {"type": "string", "description": "多边形顶点"},
                          "center": {"type": "string", "description": "中心点"}}, "查询实时路况。"),
    ("weather_station_readings", {"station_name": {"type": "string"}, "lat": {"type": "number"},
                                  "lng": {"type": "number"}, "zip": {"type": "string"}},
     "Current readings of a weather station."),
    # a nested partial-update object: nothing says which of its fields a call needs
    ("cloud_update_settings", {"config": {"type": "object", "properties": {
        "cpu": {"type": "number"}, "memory": {"type": "number"}}}, "region": {"type": "string"}}, ""),
])
def test_required_missing_stays_silent_where_nothing_is_needed(name, props, description):
    t = make_tool(name, description, {"type": "object", "properties": props,
                                      "additionalProperties": False})
    assert hits("required-missing", t) == []


@pytest.mark.parametrize("name,props,expected,certain", [
    # what a multi-action tool dispatches on
    ("cloud_auth", {"action": {"type": "string", "enum": ["status", "login", "logout"]},
                    "env_id": {"type": "string"}}, "action", True),
    # a field its own description calls required, in both languages
    ("bitable_create_table", {"name": {"type": "string", "description": "数据表名称。该字段必填。"},
                              "fields": {"type": "array", "items": {"type": "string"}}}, "name", True),
    ("crm_add_note", {"text": {"type": "string", "description": "Note text (required)."},
                      "pinned": {"type": "boolean"}}, "text", True),
    # a wrapper whose own fields are required
    ("ci_config_helper", {"params": {"type": "object", "required": ["config_file"], "properties": {
        "config_file": {"type": "string", "description": "The config."}}}}, "params", True),
    # the thing the tool's name is about, or its only input: said in words, no fix
    ("chart_render_altair", {"altair_json": {"type": "string", "description": "Chart JSON."},
                             "theme": {"type": "string", "description": "Theme."}}, "altair_json", False),
    ("ci_rerun_workflow", {"params": {"type": "object", "properties": {
        "workflow_id": {"type": "string", "description": "Workflow id."}}}}, "params", False),
])
def test_required_missing_reads_what_the_call_needs(name, props, expected, certain):
    t = make_tool(name, "", {"type": "object", "properties": props, "additionalProperties": False})
    (h,) = hits("required-missing", t)
    assert f"`{expected}`" in h.message
    assert (h.fix is not None) == certain
    if certain:
        assert fixed("required-missing", t)["required"] == [expected]


def test_required_id_optional_second_article_user_orders():
    bad = make_tool("order_list_user_orders", "", obj({
        "user_id": {"type": "string"}, "status": {"type": "string", "enum": ["paid", "pending"]}}, []))
    (h,) = hits("required-id-optional", bad)
    assert h.path == "/properties/user_id"
    assert fixed("required-id-optional", bad)["required"] == ["user_id"]
    send = make_tool("email_send_message", "", obj({"to": {"type": "string"}, "cc": {"type": "string"}}, []))
    assert [h.path for h in hits("required-id-optional", send)] == ["/properties/to"]
    good = make_tool("order_list_orders", "", obj({"user_id": {"type": "string"},
                                                   "customer_id": {"type": "string"}}, []))
    assert hits("required-id-optional", good) == []


@pytest.mark.parametrize("name,props,description", [
    # an id or a URL: either identifies the page
    ("notes_get_page", {"page_id": {"type": "string", "description": "The page id."},
                        "page_url": {"type": "string", "description": "The page URL, instead of "
                                                                       "page_id."}}, ""),
    ("order_get_order", {"order_id": {"type": "string"}, "tracking_no": {"type": "string"}},
     "Looks up an order by order_id or by tracking_no."),
    # a multi-action tool: the id serves some actions only
    ("env_manage", {"action": {"type": "string", "enum": ["create", "renew", "list"]},
                    "env_id": {"type": "string", "description": "环境 ID，renew 时使用。"}}, ""),
    ("run_query", {"operation": {"type": "string", "enum": ["list", "getProcessLog"]},
                   "run_id": {"type": "string"}}, ""),
    # said to be optional
    ("device_get_device", {"device_id": {"type": "string",
                                         "description": "可选，不传则返回当前设备。"}}, ""),
])
def test_required_id_optional_respects_alternatives_and_actions(name, props, description):
    t = make_tool(name, description, obj(props, []))
    assert hits("required-id-optional", t) == []


@pytest.mark.parametrize("props,required,path,fix", [
    ({"to": {"type": "string"}, "cc": {"type": "string", "description": "Optional CC address."}},
     ["to", "cc"], "/properties/cc", False),
    ({"ide": {"type": "string", "description": "IDE 类型（可选），不传时从环境变量检测。"}},
     ["ide"], "/properties/ide", False),
    ({"node_name": {"type": "string", "description": "Node to work on (required for cordon, "
                                                     "drain, uncordon)"},
      "operation": {"type": "string", "enum": ["cordon", "drain", "uncordon"]}},
     ["operation"], "/properties/node_name", True),
    ({"order_id": {"type": "string", "description": "订单号，必填。"}, "note": {"type": "string"}},
     [], "/properties/order_id", True),
])
def test_required_contradicts_description(props, required, path, fix):
    t = make_tool("ops_run", "", obj(props, required))
    (h,) = hits("required-contradicts-description", t)
    assert h.path == path and (h.fix is not None) == fix
    if fix:
        assert path.rsplit("/", 1)[1] in fixed("required-contradicts-description", t)["required"]


def test_the_tool_description_is_prose_required_mismatchs():
    t = make_tool("project_download_template",
                  "下载项目模板。注意：如果未传入 ide 参数且无法从环境变量检测到 IDE，将提示错误。",
                  obj({"template": {"type": "string", "enum": ["react", "vue"]},
                       "ide": {"type": "string", "enum": ["cursor", "vscode"]}}, ["template", "ide"]))
    assert hits("required-contradicts-description", t) == []  # one finding, not two
    (h,) = hits("prose-required-mismatch", t)
    assert h.path == "/properties/ide" and "the tool description" in h.message
    # "if not specified otherwise" tells the model what to choose, not that it may omit it
    nav = make_tool("browser_new_page", "Opens a tab. Use the project URL if not specified otherwise.",
                    obj({"url": {"type": "string", "description": "URL to load."}}, ["url"]))
    assert hits("prose-required-mismatch", nav) == []


@pytest.mark.parametrize("props,required", [
    # conditional requirements are conditions, not `required`
    ({"action": {"type": "string", "enum": ["get", "create"]},
      "name": {"type": "string", "description": "Required when action is create."}}, ["action"]),
    ({"action": {"type": "string", "enum": ["execute", "repairMigration"]},
      "reason": {"type": "string", "description": "repair 必填：修复原因。"}}, ["action"]),
    ({"member_type": {"type": "string"},
      "type": {"type": "string", "description": "协作者类型。当 member_type 为 wikispaceid 时，该参数必填。"}},
     []),
    # "可选值有" lists values; "Optionally include" is not about the field
    ({"msg_type": {"type": "string", "description": "消息类型。可选值有：text、post、image。"}}, ["msg_type"]),
    ({"query": {"type": "string", "description": "Search query. Optionally include category:<type>."}},
     ["query"]),
    # the optional word is about another parameter named in the same description
    ({"action": {"type": "string", "description": "bind: 绑定域名（certificate_id 可选，未传则自动检索）。"},
      "certificate_id": {"type": "string"}}, ["action"]),
    # a strict tool writes optional fields as required and nullable
    ({"cc": {"type": ["string", "null"], "description": "Optional CC address."}}, ["cc"]),
    # a stated default makes "cannot be empty" a rule for given values, not a requirement
    ({"key": {"type": "string", "description": "数据路径，不能为空，默认根目录为`/`。"}}, []),
    # required by one command or action only, with or without an enum that names it
    ({"path": {"type": "string"}, "content": {"type": "string", "description":
      "Required parameter of `write` command, with the text to write."}}, ["path"]),
    ({"command": {"type": "string", "enum": ["view", "insert", "replace"]},
      "line": {"type": "integer", "description": "Required parameter of `insert` command. The "
                                                 "text goes after this line."}}, ["command"]),
    ({"target": {"type": "string", "description": "Required for the archive action: the folder."}},
     []),
    ({"cmd": {"type": "string", "enum": ["get", "put"]},
      "body": {"type": "string", "description": "`put` 命令的必填参数，写入的内容。"}}, ["cmd"]),
    ({"content": {"type": "string", "description": "写入的内容，put 命令必填。"}}, []),
    # the form of a value when given, not whether it is given
    ({"until": {"type": "string", "description": "Only items before this day. Required to be "
                                                 "written in the format YYYY-MM-DD."}}, []),
    ({"since": {"type": "string", "description": "Start date, required in ISO 8601 format."}}, []),
    ({"since": {"type": "string", "description": "起始日期，必须填写为 YYYY-MM-DD 格式。"}}, []),
])
def test_required_contradicts_description_reads_conditions(props, required):
    t = make_tool("ops_run", "", obj(props, required), strict=True)
    assert hits("required-contradicts-description", t) == []


def test_required_with_default():
    bad = param_tool(schema=obj({"limit": {"type": "integer", "default": 10}}, ["limit"]))
    assert [h.path for h in hits("required-with-default", bad)] == ["/properties/limit"]
    assert hits("required-with-default", param_tool(schema=obj({"limit": {"type": "integer", "default": 10}},
                                                         []))) == []
    # strict mode requires every field: the strict rules report the default instead
    strict = param_tool(schema=obj({"limit": {"type": ["integer", "null"], "default": 10}}, ["limit"]),
                        strict=True)
    assert hits("required-with-default", strict) == []


# ------------------------------------------------------------------ additional-properties

def test_additional_properties_root_warning_and_fix_nested_left_to_write_tools():
    bad = param_tool(schema={"type": "object", "required": [], "properties": {
        "address": {"type": "object", "properties": {"city": {"type": "string"}}},
        "radius_km": {"type": "number"}, "max_results": {"type": "integer"}}})
    # a read tool: the nested object is not reported, the arguments object is (with its fix),
    # at info: a misspelt filter changes a result the model sees
    assert [(h.path, h.severity) for h in hits("additional-properties-open", bad)] == [("", "info")]
    schema = fixed("additional-properties-open", bad)
    assert schema["additionalProperties"] is False
    assert "additionalProperties" not in schema["properties"]["address"]


@pytest.mark.parametrize("name,description,schema", [
    # the tool takes keys it does not declare, by its own words
    ("debug_print_all", "Prints all characteristics which are provided.",
     {"type": "object", "properties": {"title": {"type": "string"}}}),
    ("crm_update_contact", "Updates a contact. Any other keys are stored as custom fields.",
     {"type": "object", "properties": {"contact_id": {"type": "string"}}}),
    ("记录_更新", "更新记录，可传入任意字段。", {"type": "object", "properties": {"record_id": {"type": "string"}}}),
])
def test_additional_properties_offers_no_fix_where_other_keys_are_taken(name, description, schema):
    t = make_tool(name, description, schema)
    found = hits("additional-properties-open", t)
    assert found and all(h.fix is None and h.severity == "info" for h in found)


def test_additional_properties_reads_a_placeholder_for_undeclared_keys():
    # Notion-style: `type` is an empty object standing for the block-type key of the real call
    t = make_tool("blocks_update_block", "Updates a block.", {"type": "object", "properties": {
        "block_id": {"type": "string"},
        "type": {"anyOf": [{"type": "object", "properties": {}, "additionalProperties": True},
                           {"type": "string"}]}}, "required": ["block_id"]})
    (h,) = hits("additional-properties-open", t)
    assert h.path == "/properties/type" and h.fix is None and "placeholder" in h.message


def test_additional_properties_no_fix_for_gemini_openapi_parameters():
    t = make_tool("lights_set_color", "Sets the light color.",
                  {"type": "object", "properties": {"rgb_hex": {"type": "string"}}},
                  source_format="gemini",
                  raw={"name": "lights_set_color", "parameters": {
                      "type": "OBJECT", "properties": {"rgb_hex": {"type": "STRING"}}}})
    (h,) = hits("additional-properties-open", t)
    assert h.fix is None


def test_additional_properties_explicit_true_is_a_decision():
    anything = param_tool(schema={"type": "object", "additionalProperties": True})
    assert hits("additional-properties-open", anything) == []  # a tool that takes any keys
    some = param_tool(schema={"type": "object", "properties": {"a": {"type": "string"}},
                              "additionalProperties": True})
    (h,) = hits("additional-properties-open", some)
    assert h.severity == "info" and h.fix is None


def test_additional_properties_accepts_closed_branches_and_maps():
    one_of = param_tool(schema={"type": "object", "oneOf": [
        {"properties": {"a": {"type": "string"}}, "additionalProperties": False},
        {"properties": {"b": {"type": "string"}}, "additionalProperties": False}]})
    assert hits("additional-properties-open", one_of) == []
    assert hits("additional-properties-open", param_tool({"m": {
        "type": "object", "properties": {"k": {"type": "string"}},
        "additionalProperties": {"type": "string"}}})) == []


# ------------------------------------------------------------------ enum

def test_enum_missing_sort_order_and_lang():
    bad = param_tool({"sort_order": {"type": "string", "description": "排序方向"},
                "lang": {"type": "string"}})
    assert {h.path for h in hits("enum-missing", bad)} == {"/properties/sort_order", "/properties/lang"}
    good = param_tool({"sort_order": {"type": "string", "enum": ["asc", "desc"]},
                 "language": {"type": "string", "pattern": "^[a-z]{2}$"},
                 "order_id": {"type": "string"}, "order_by": {"type": "string"}})
    assert hits("enum-missing", good) == []


@pytest.mark.parametrize("props", [
    # its own words make the set open: a permission string, a user's environment name
    {"mode": {"type": "string", "description": "Octal permission string, e.g. '755'."}},
    {"mode": {"type": "string", "description": "环境名（如 production/staging），命中 envOverrides.<mode> 时合并覆盖"}},
    {"level": {"type": "string", "description": "Any custom level name defined in the config."}},
    {"status": {"type": "string", "description": "自定义状态名，对应工作流中的键。"}},
    # "recommended values" are the usual choices of an open set, not the set
    {"role": {"type": "string",
              "description": "角色名，推荐取值：anon、authenticated、service_role；其他角色见 pg_roles。"}},
    {"role": {"type": "string", "description": "Database role; recommended values: reader, writer."}},
])
def test_enum_missing_reads_an_open_set(props):
    assert hits("enum-missing", param_tool(props)) == []


def test_a_dispatch_field_with_an_example_is_still_closed():
    (h,) = hits("enum-missing", param_tool({"action": {"type": "string",
                                                       "description": "操作类型，例如 transfer，可自定义前缀。"}}))
    assert h.path == "/properties/action"


def test_enum_missing_takes_values_from_the_description():
    bad = param_tool({"mode": {"type": "string", "description": "Travel mode, one of: driving, walking, transit."}})
    (h,) = hits("enum-missing", bad)
    assert h.fix == ({"op": "add", "path": "/properties/mode/enum",
                      "value": ["driving", "walking", "transit"]},)
    typed = param_tool({"type": {"type": "string", "description": "可选值：refund、exchange"}})
    assert hits("enum-missing", typed)[0].fix[0]["value"] == ["refund", "exchange"]
    assert hits("enum-missing", param_tool({"type": {"type": "string", "description": "Record type."}})) == []


@pytest.mark.parametrize("props", [
    # the listed values are the usual ones: custom, user-defined or further values are allowed
    {"entityType": {"type": "string", "description": "Entity to read. Valid values include: accounts, "
                    "invoices, refunds. For custom entities, pass the name from list_schemas."}},
    {"resource_type": {"type": "string", "description": "Resource kind, one of: bucket, object, policy, etc."}},
    {"kind": {"type": "string", "description": "记录类型，可选值：收入、支出、转账等。"}},
    {"category": {"type": "string", "description": "分类，支持：news、blog、forum，或用户自定义分类的键。"}},
])
def test_enum_missing_reads_a_listed_but_open_set(props):
    assert hits("enum-missing", param_tool(props)) == []


def test_enum_missing_reads_an_open_set_in_the_tool_text():
    # the parameter has no description; the tool text gives its values as examples
    zh = make_tool("transcribe", "把音频转成文字。\n- locale：音频语种（zh、en、ja 等），不传自动识别。",
                   obj({"locale": {"type": "string"}}))
    en = make_tool("synthesize", "Speak the text. language: the voice's language, such as en, de or fr.",
                   obj({"language": {"type": "string"}}))
    assert hits("enum-missing", zh) == [] and hits("enum-missing", en) == []
    closed = make_tool("synthesize", "Speak the text.", obj({"language": {"type": "string"}}))
    assert [h.path for h in hits("enum-missing", closed)] == ["/properties/language"]


@pytest.mark.parametrize("schema", [
    {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None,
     "description": "Build target, one of: 'app' or 'library'."},
    {"type": ["string", "null"], "description": "构建目标：'app' 或 'library'。"},
])
def test_enum_missing_keeps_null_for_a_nullable_parameter(schema):
    (h,) = hits("enum-missing", param_tool({"target_type": schema}))
    assert h.fix == ({"op": "add", "path": "/properties/target_type/enum", "value": ["app", "library", None]},)
    assert "`null`" in h.message
    patched = fixed("enum-missing", param_tool({"target_type": schema}))
    from jsonschema import Draft202012Validator
    assert Draft202012Validator(patched).is_valid({"target_type": None})
    assert not Draft202012Validator(patched).is_valid({"target_type": "other"})


@pytest.mark.parametrize("text, values", [
    ("Voice style. Supported values: 'Alto', 'Alto,Soft', 'Tenor'.", ["Alto", "Alto,Soft", "Tenor"]),
    ("方言，可选值：'Cantonese'、'Cantonese,HK'、'Hakka'。", ["Cantonese", "Cantonese,HK", "Hakka"]),
])
def test_enum_missing_keeps_a_quoted_value_with_a_comma_whole(text, values):
    (h,) = hits("enum-missing", param_tool({"mode": {"type": "string", "description": text}}))
    assert h.fix == ({"op": "add", "path": "/properties/mode/enum", "value": values},)


def test_enum_unstable_values():
    bad = param_tool({"status": {"type": "string", "enum": ["待支付", "已支付", "已取消"]},
                "order": {"type": "string", "enum": ["asc", "ASC", "desc"]}})
    assert {h.path for h in hits("enum-unstable-values", bad)} == {"/properties/status",
                                                                   "/properties/order"}
    labels = param_tool({"plan": {"type": "string", "enum": ["Free Plan", "Pro Plan"]}})
    assert [h.severity for h in hits("enum-unstable-values", labels)] == ["info"]
    good = param_tool({"status": {"type": "string", "enum": ["pending", "paid", "cancelled"]},
                 "genotype": {"type": "string", "enum": ["AA", "Aa", "aa"]}})
    assert hits("enum-unstable-values", good) == []


def test_enum_type_mismatch():
    bad = param_tool({"priority": {"type": "integer", "enum": ["1", "2"]}})
    (h,) = hits("enum-type-mismatch", bad)
    assert "'1'" in h.message
    arr = param_tool({"tags": {"type": "array", "items": {"type": "string"}, "enum": ["a", "b"]}})
    schema = fixed("enum-type-mismatch", arr)
    assert schema["properties"]["tags"] == {"type": "array", "items": {"type": "string", "enum": ["a", "b"]}}
    good = param_tool({"priority": {"type": "integer", "enum": [1, 2]},
                 "ratio": {"type": "number", "enum": [0.5, 1]},
                 "u": {"type": ["string", "null"], "enum": ["a", None]}})
    assert hits("enum-type-mismatch", good) == []


def test_enum_null_missing_and_fix():
    bad = param_tool({"units": {"type": ["string", "null"], "enum": ["celsius", "fahrenheit"]}})
    (h,) = hits("enum-null-missing", bad)
    assert h.severity is None
    assert fixed("enum-null-missing", bad)["properties"]["units"]["enum"] == ["celsius", "fahrenheit", None]


def test_enum_duplicate_values():
    bad = param_tool({"status": {"type": "string", "enum": ["open", "closed", "open", "open"]}})
    assert fixed("enum-duplicate-values", bad)["properties"]["status"]["enum"] == ["open", "closed"]
    assert hits("enum-duplicate-values", param_tool({"v": {"enum": [1, True, "1"]}})) == []


# ------------------------------------------------------------------ huge-enum

def test_huge_enum_seed_city_and_product_ids():
    bad = param_tool({"city": {"type": "string", "enum": ["杭州", "上海", "北京", "广州", "深圳", "..."]},
                "product_id": {"type": "string", "enum": ["p001", "p002", "p003", "..."]},
                "sku": {"type": "string", "enum": [f"p{i:03d}" for i in range(30)]},
                "country": {"type": "string", "enum": [f"c{i}" for i in range(60)]}})
    assert {h.path for h in hits("huge-enum", bad)} == {
        "/properties/city", "/properties/product_id", "/properties/sku", "/properties/country"}
    assert hits("enum-unstable-values", bad) == []  # one finding for the data enum
    good = param_tool({"city_id": {"type": "string", "pattern": "^c[0-9]+$"},
                 "currency": {"type": "string", "enum": ["CNY", "USD", "EUR", "JPY"]}})
    assert hits("huge-enum", good) == []


# ------------------------------------------------------------------ range

def test_range_missing_days_and_schedule():
    bad = param_tool({"days": {"type": "integer", "description": "未来几天"},
                "schedule": obj({"hour": {"type": "integer"}, "minute": {"type": "integer"}},
                                ["hour", "minute"])})
    got = {h.path for h in hits("range-missing", bad)}
    assert got == {"/properties/days", "/properties/schedule/properties/hour",
                   "/properties/schedule/properties/minute"}
    # a minute is 0-59 under every convention: fixed; an hour may be 1-12: said in words
    t = param_tool({"hour": {"type": "integer"}, "minute": {"type": "integer"},
                    "lat": {"type": "number"}})
    found = {h.path: h for h in hits("range-missing", t)}
    assert found["/properties/hour"].fix is None and "(0..23)" in found["/properties/hour"].message
    assert found["/properties/minute"].fix == (
        {"op": "add", "path": "/properties/minute/minimum", "value": 0},
        {"op": "add", "path": "/properties/minute/maximum", "value": 59})
    assert found["/properties/lat"].fix is not None
    # a bound in an `anyOf` branch, or a documented sentinel, counts
    assert hits("range-missing", param_tool({"line_count": {"anyOf": [
        {"type": "integer", "minimum": 1, "maximum": 10000}, {"type": "null"}]}})) == []
    assert hits("range-missing", param_tool({"expected_count": {
        "type": "integer", "description": "Expected replacements; -1 for any number."}})) == []
    good = param_tool({"days": {"type": "integer", "minimum": 1, "maximum": 7},
                 "page": {"type": "integer", "minimum": 1}, "x": {"type": "number"},
                 "upper_limit": {"type": "number"}})
    assert hits("range-missing", good) == []


def test_range_missing_defers_to_prose_and_grades_severity():
    stated = param_tool({"days": {"type": "integer", "description": "Forecast days, 1-7."}})
    assert hits("range-missing", stated) == []
    weak = param_tool({"weight": {"type": "number"}})
    assert [h.severity for h in hits("range-missing", weak)] == ["info"]


def test_range_contradiction():
    bad = param_tool({"hour": {"type": "integer", "minimum": 23, "maximum": 0},
                "n": {"type": "integer", "exclusiveMinimum": 5, "maximum": 5},
                "s": {"type": "string", "minLength": 5, "maxLength": 2}})
    assert len(hits("range-contradiction", bad)) == 3
    assert hits("range-contradiction", param_tool({"hour": {"type": "integer", "minimum": 0,
                                                      "maximum": 23}})) == []


# ------------------------------------------------------------------ array-bounds

def test_array_items_missing():
    assert [h.path for h in hits("array-items-missing", param_tool({"ids": {"type": "array"}}))] == ["/properties/ids"]
    assert hits("array-items-missing", param_tool({"ids": {"type": "array", "items": {"type": "integer"}}})) == []


def test_array_unbounded_second_article_batch_delete():
    bad = make_tool("product_delete_items", "批量删除商品", obj({"ids": {
        "type": "array", "items": {"type": "integer"}, "description": "要删除的商品ID列表"}}, ["ids"]))
    (h,) = hits("array-unbounded", bad)
    assert h.severity is None and "`minItems` and `maxItems`" in h.message
    tags = param_tool({"tags": {"type": "array", "items": {"type": "string"}}})
    assert hits("array-unbounded", tags) == []  # not a batch of targets
    good = make_tool("product_delete_items", "", obj({"ids": {
        "type": "array", "items": {"type": "integer"}, "minItems": 1, "maxItems": 100}}, ["ids"]))
    assert hits("array-unbounded", good) == []


@pytest.mark.parametrize("name,description,props,annotations,fires", [
    ("mail_send_newsletter", "Sends the newsletter to the given recipients.",
     {"recipient_ids": {"type": "array", "items": {"type": "string"}}}, None, True),
    ("ticketing_update_seats", "Updates the class of the given seats.",
     {"seat_ids": {"type": "array", "items": {"type": "string"}}}, None, True),
    ("素材_清理", "批量删除素材，删除后不可恢复。",
     {"asset_ids": {"type": "array", "items": {"type": "string"}}}, {"destructiveHint": True}, True),
    # a search filter, a read-only tool, a setting of a multi-action tool: not a batch of targets
    ("docs_search", "Searches documents.",
     {"owner_ids": {"type": "array", "items": {"type": "string"}}}, None, False),
    ("users_get_many", "Deletes nothing; reads users.",
     {"user_ids": {"type": "array", "items": {"type": "string"}}}, {"readOnlyHint": True}, False),
    ("cloud_manage_service", "Creates, updates or deletes a service.",
     {"action": {"type": "string", "enum": ["create", "update", "delete"]},
      "subnet_ids": {"type": "array", "items": {"type": "string"}}}, {"destructiveHint": True}, False),
])
def test_array_unbounded_reads_batches_of_targets(name, description, props, annotations, fires):
    t = make_tool(name, description, obj(props, []), annotations=annotations)
    assert bool(hits("array-unbounded", t)) == fires


def test_array_bounds_contradiction():
    bad = param_tool({"ids": {"type": "array", "items": {"type": "string"}, "minItems": 5, "maxItems": 1}})
    assert len(hits("array-bounds-contradiction", bad)) == 1
    assert hits("array-bounds-contradiction", param_tool({"ids": {"type": "array", "minItems": 1,
                                                            "maxItems": 5}})) == []


# ------------------------------------------------------------------ format

def test_format_missing_create_event_start_time():
    bad = make_tool("calendar_create_event", "", obj({
        "start_time": {"type": "string", "description": "开始时间"},
        "birth_date": {"type": "string"}, "email": {"type": "string"},
        "homepage_url": {"type": "string"}}, ["start_time"]))
    found = {h.path: h for h in hits("format-missing", bad)}
    assert {p: h.severity for p, h in found.items()} == {
        "/properties/start_time": None, "/properties/birth_date": None,
        "/properties/email": "info", "/properties/homepage_url": "info"}
    # nothing shows the form: the message says to decide it, no fix guesses it
    assert all(h.fix is None for h in found.values())
    assert "decide the form" in found["/properties/start_time"].message
    good = param_tool({"start_time": {"type": "string", "format": "date-time"},
                 "time_zone": {"type": "string"}, "run_time": {"type": "string"},
                 "open_time": {"type": "string", "pattern": "^[0-2][0-9]:[0-5][0-9]$"}})
    assert hits("format-missing", good) == []


@pytest.mark.parametrize("props,fix", [
    # the text shows the form: the format or the pattern comes from it
    ({"start_time": {"type": "string", "description": "Start, e.g. 2026-09-01T15:00:00+08:00."}},
     {"op": "add", "path": "/properties/start_time/format", "value": "date-time"}),
    ({"birth_date": {"type": "string", "description": "出生日期，例如 1990-05-17。"}},
     {"op": "add", "path": "/properties/birth_date/format", "value": "date"}),
    ({"end_time": {"type": "string", "description": "结束时间，例如 2026-01-02 18:00:00。"}},
     {"op": "add", "path": "/properties/end_time/pattern",
      "value": "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"}),
    ({"contact_email": {"type": "string", "examples": ["ana@example.com"]}},
     {"op": "add", "path": "/properties/contact_email/format", "value": "email"}),
])
def test_format_missing_fix_comes_from_the_shown_form(props, fix):
    t = param_tool(props)
    (h,) = hits("format-missing", t)
    assert h.fix == (fix,)
    name = next(iter(props))
    schema = fixed("format-missing", t)
    value = props[name].get("examples", [None])[0]
    if value is not None:
        from workbench.schema.validate import is_valid
        assert is_valid(schema["properties"][name], value, assert_formats=True)


@pytest.mark.parametrize("props,strict", [
    # not a date: a Unix timestamp, a message ts, the name of a timestamp field
    ({"start_time": {"type": "string", "description": "起始时间，秒级时间戳。"}}, False),
    ({"thread_timestamp": {"type": "string",
                           "description": "Timestamp of the parent message, e.g. 1234567890.123456."}},
     False),
    ({"timestamp": {"type": "string", "description": "The name of the timestamp to sort against, "
                                                     "e.g. last_edited_time."}}, False),
    # a documented wall-clock form without offset
    ({"run_at": {"type": "string", "description": "A wall-clock time read in the user's zone, "
                                                  "e.g. 2026-11-03T14:30:00."}}, False),
    # URLs that may be paths or scheme-less references
    ({"image_path_url": {"type": "string", "description": "The image path or URL."}}, True),
    ({"image_url": {"type": "string", "description": "镜像地址，例如 ccr.example.com/ns/img:v1，或本地路径。"}},
     False),
])
def test_format_missing_reads_what_the_value_really_is(props, strict):
    assert hits("format-missing", param_tool(props, strict=strict)) == []


def test_format_missing_uri_is_info_without_fix_and_knows_strict():
    loose = hits("format-missing", param_tool({"docs_url": {"type": "string",
                                                           "description": "Docs site."}}))
    strict = hits("format-missing", param_tool({"docs_url": {"type": "string",
                                                            "description": "Docs site."}},
                                               strict=True))
    assert [(h.severity, h.fix) for h in loose + strict] == [("info", None), ("info", None)]
    assert "OpenAI strict does not support" in strict[0].message


def test_format_mismatch():
    bad = param_tool({"start_time": {"type": "string", "format": "date"},
                "due_date": {"type": "string", "format": "time"}})
    found = hits("format-mismatch", bad)
    assert [h.path for h in found] == ["/properties/start_time", "/properties/due_date"]
    assert all(h.fix is None for h in found)  # the name or the format: only the author knows
    assert hits("format-mismatch", param_tool({"start_date": {"type": "string", "format": "date"}})) == []


def test_range_missing_weak_names_from_the_corpus_review():
    physics = param_tool({"initial_temperature": {"type": "number"}, "size": {"type": "integer"}})
    assert {h.severity for h in hits("range-missing", physics)} == {"info"}
    assert [h.severity for h in hits("range-missing", param_tool({"days": {"type": "integer"}}))] == ["info"]
    # a forecast's horizon is the service's cap: shown
    ahead = param_tool({"days": {"type": "integer", "description": "未来几天"}})
    assert [h.severity for h in hits("range-missing", ahead)] == [None]


def test_toolbench_escaped_names_are_not_flags():
    t = param_tool({"is_id": {"type": "string"}, "is_from": {"type": "string"}})
    assert hits("type-string-for-boolean", t) == []


def _json_values():
    from hypothesis import strategies as st

    keys = st.sampled_from(["type", "enum", "properties", "required", "items", "minimum", "maximum",
                            "minItems", "maxItems", "minLength", "maxLength", "format", "pattern",
                            "description", "additionalProperties", "default", "anyOf", "oneOf",
                            "const", "exclusiveMinimum", "nullable", "page", "ids", "start_time",
                            "status", "amount", "card_number", "payment_method", "if", "then"])
    leaves = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False),
                       st.sampled_from(["string", "integer", "number", "array", "object", "null",
                                        "date", "最多 100 个", "must not exceed 5", "one of: a, b",
                                        "仅在 payment_method 为 card 时填写", "..."]))
    return st.recursive(leaves, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                       st.dictionaries(keys, inner, max_size=5)),
                        max_leaves=25)


def test_schema_rules_never_raise_on_arbitrary_schemas():
    from hypothesis import given, settings
    from hypothesis import strategies as st

    @settings(max_examples=300, deadline=None)
    @given(st.dictionaries(st.sampled_from(["page", "ids", "start_time", "status", "amount",
                                            "card_number", "payment_method", "user_id", "x"]),
                           _json_values(), max_size=5),
           _json_values(), st.text(max_size=60))
    def run(props, extra, description):
        schema = {"type": "object", "properties": props}
        if isinstance(extra, dict):
            schema.update({k: v for k, v in extra.items() if k != "properties"})
        schema_rule_hits(make_tool("billing_pay_order", description, schema))

    run()


ODD_SCHEMAS = [
    {"type": "object", "properties": {"payment_method": {"type": "string", "enum": ["card", "x"]},
                                      "card_number": {"type": "string"}}, "required": [{"a": 1}, ["b"]]},
    {"type": "object", "properties": {"a": {"type": ["string", {"x": 1}], "enum": [{"a": 1}, [1], None]}},
     "required": "a"},
    {"type": "object", "properties": {"days": {"type": "integer", "minimum": "1", "maximum": [2]}}},
    {"type": "object", "properties": {"ids": {"type": "array", "items": [{"type": "string"}],
                                              "minItems": "5", "maxItems": 1}}},
    {"type": "object", "properties": {"x": {"type": "string", "description": ["not", "text"]}}},
    {"type": "object", "properties": {"status": {"type": "string", "enum": "open"}}},
    {"type": "object", "properties": {"v": {"type": ["array", "null"], "enum": [[1], [1]]}}},
    {"type": "object", "properties": {"1": {"type": "integer"}, "": {"type": "string"},
                                      "a/b~c": {"type": "object"}}},
    {"type": "object", "properties": {1: {"type": "integer"}, None: {"type": "string"}}, "required": [1]},
    {"type": "object", "properties": {"start_time": {"type": "string", "format": 5}}},
    {"type": "object", "properties": {"u": {"type": ["string", "null"], "enum": [{"a": 1}, {"a": 1}]}}},
    {"type": "object", "properties": {"payment_method": {"type": "string", "enum": [1, None, "card"]},
                                      "card_x": {"type": ["string", None]}}, "required": [[1]]},
]


@pytest.mark.parametrize("schema", ODD_SCHEMAS)
@pytest.mark.parametrize("description", ["", None, "金额必须小于等于 1000 元; card_number is required "
                                                   "if payment_method is card"])
def test_schema_rules_survive_malformed_schemas(schema, description):
    for name in ("billing_pay_order", "", None):
        schema_rule_hits(make_tool(name, description, schema))


def test_additional_properties_leaves_defs_branches_and_conditions_alone():
    t = param_tool(schema={"type": "object", "properties": {"a": {"$ref": "#/$defs/A"}}, "required": [],
                     "additionalProperties": False,
                     "$defs": {"A": {"type": "object", "properties": {"x": {"type": "string"}}}},
                     "allOf": [{"properties": {"a": {"type": "object"}}}],
                     "if": {"properties": {"a": {"type": "object", "properties": {"x": {"const": "1"}}}}},
                     "then": {"required": ["a"]}}, name="crm_update_contact")
    assert hits("additional-properties-open", t) == []


# ------------------------------------------------------------------ blind-set gaps (tuning)

def test_range_missing_setpoints_of_write_tools_warn():
    en = param_tool({"target_celsius": {"type": "number", "description": "Target temperature in °C."}},
              name="home_set_thermostat_target")
    zh = param_tool({"delta": {"type": "integer", "description": "库存变化量，单位为件；正数为入库，负数为出库。"}},
              name="inventory_adjust_stock")
    for t in (en, zh):
        (h,) = hits("range-missing", t)
        assert h.severity is None  # the rule's warning
    bounded = param_tool({"delta": {"type": "integer", "minimum": -10000, "maximum": 10000,
                              "description": "库存变化量，正数为入库，负数为出库。"}},
                   name="inventory_adjust_stock")
    assert hits("range-missing", bounded) == []
    # the same names in a compute tool are a formula's inputs: no bounds asked
    physics = param_tool({"delta": {"type": "number"}, "temperature_celsius": {"type": "number"}},
                   name="physics_calculate_expansion")
    assert hits("range-missing", physics) == []


def test_required_id_optional_for_a_single_target_write():
    schema = obj({"device_id": {"type": "string"}, "target_celsius": {"type": "number"}},
                 ["target_celsius"])
    (h,) = hits("required-id-optional", param_tool(schema=schema, name="home_set_thermostat_target"))
    assert h.path == "/properties/device_id"
    zh = obj({"device_id": {"type": "string", "description": "设备编号"},
              "brightness": {"type": "integer"}}, ["brightness"])
    assert hits("required-id-optional", param_tool(schema=zh, name="light_adjust_brightness"))
    good = obj({"device_id": {"type": "string"}, "target_celsius": {"type": "number"}},
               ["device_id", "target_celsius"])
    assert hits("required-id-optional", param_tool(schema=good, name="home_set_thermostat_target")) == []


def test_type_string_for_counted_units():
    en = param_tool({"nights": {"type": "string", "description": "Number of nights, e.g. \"2\"."}},
              name="hotel_search_rooms")
    zh = param_tool({"days": {"type": "string", "description": "预报天数，例如 \"3\"。"}},
              name="weather_get_forecast")
    for t in (en, zh):
        (h,) = hits("type-string-for-number", t)
        assert "`type: integer`" in h.message and h.fix is None
    good = param_tool({"days": {"type": "integer", "minimum": 1, "maximum": 7, "description": "预报天数。"},
                 "day": {"type": "string", "description": "Day of the week, e.g. monday."}},
                name="weather_get_forecast")
    assert hits("type-string-for-number", good) == []


def test_enum_missing_for_a_dispatch_parameter():
    en = param_tool({"action": {"type": "string", "description": "Operation to perform, e.g. create."}},
              name="deploy_manage_release")
    zh = param_tool({"operation": {"type": "string", "description": "要执行的操作名称，例如 adjust。"}},
              name="inventory_manage_stock")
    for t in (en, zh):
        assert [h.path for h in hits("enum-missing", t)] in (["/properties/action"],
                                                              ["/properties/operation"])
    good = param_tool({"action": {"type": "string", "enum": ["create", "rollback"],
                            "description": "create 新建发布，rollback 回滚。"}},
                name="deploy_manage_release")
    assert hits("enum-missing", good) == []
    assert hits("enum-missing", param_tool({"last_action": {"type": "string"}})) == []


def test_additional_properties_nested_in_a_write_tool_warns():
    contact = {"type": "object", "description": "联系方式。",
               "properties": {"phone": {"type": "string"}}, "required": ["phone"]}
    schema = obj({"contact": contact, "headers": {"type": "object", "properties": {
        "Accept": {"type": "string"}}}}, ["contact"])
    found = hits("additional-properties-open", param_tool(schema=schema, name="support_create_ticket"))
    # an open map by nature (`headers`) is not reported; the root is closed, so the fix is safe
    assert [(h.path, h.severity) for h in found] == [("/properties/contact", None)]
    assert fixed("additional-properties-open",
                 param_tool(schema=schema, name="support_create_ticket"))["properties"]["contact"][
        "additionalProperties"] is False
    # a read tool: its nested object, every field required under a closed root, is the same
    # oversight (round 26A); with an optional field it may be a filter taking other keys
    assert [h.path for h in hits("additional-properties-open", param_tool(
        schema=schema, name="support_get_ticket"))] == ["/properties/contact"]
    loose_contact = dict(contact, required=[])
    assert hits("additional-properties-open", param_tool(
        schema=obj({"contact": loose_contact}, ["contact"]), name="support_get_ticket")) == []
    closed = obj({"contact": dict(contact, additionalProperties=False)}, ["contact"])
    assert hits("additional-properties-open", param_tool(schema=closed, name="support_create_ticket")) == []
    # an open root: the nested finding carries no fix (the author does not close objects)
    loose = {"type": "object", "properties": {"contact": contact}, "required": ["contact"]}
    nested = [h for h in hits("additional-properties-open",
                              param_tool(schema=loose, name="support_create_ticket"))
              if h.path == "/properties/contact"]
    assert nested and nested[0].fix is None


@pytest.mark.parametrize("props,strict,path", [
    ({"env": {"anyOf": [{"type": "object", "properties": {}, "additionalProperties": False},
                        {"type": "null"}], "description": "Environment variables for the run."}},
     True, "/properties/env/anyOf/0"),
    ({"scrape_config": {"type": "object", "additionalProperties": False,
                        "description": "Request scrape config"}}, False, "/properties/scrape_config"),
    ({"evaluators": {"type": "array", "description": "评估器列表，每项包含名称和标准。",
                     "items": {"type": "object", "properties": {}, "additionalProperties": False}}},
     False, "/properties/evaluators/items"),
])
def test_object_always_empty(props, strict, path):
    t = param_tool(props, strict=strict)
    (h,) = hits("object-always-empty", t)
    assert h.path == path and h.fix is None
    assert ("array of {key, value}" in h.message) == strict


# ------------------------------------------------------------------ blind-set gaps (round 2)

def test_range_missing_reads_the_quantity_before_a_unit_suffix():
    en = param_tool({"max_daily_price_eur": {"type": "number", "description": "Upper price per day, e.g. 80."}},
              name="rental_search_cars")
    zh = param_tool({"refund_amount_cny": {"type": "number", "description": "退款金额，单位为元。"}},
              name="billing_create_refund")
    # read as a price and an amount: the amount a refund moves is the rule's warning, a unit
    # price (any positive size is valid) is info
    assert [h.severity for h in hits("range-missing", en)] == ["info"]
    assert [h.severity for h in hits("range-missing", zh)] == [None]
    bounded = param_tool({"max_daily_price_eur": {"type": "number", "minimum": 1, "maximum": 5000}},
                   name="rental_search_cars")
    assert hits("range-missing", bounded) == []
    # a unit alone names nothing; a unit after a name without bounds meaning stays silent
    silent = param_tool({"eur": {"type": "number"}, "file_kb": {"type": "integer"}})
    assert hits("range-missing", silent) == []



@pytest.mark.parametrize("props,name", [
    ({"timeout": {"type": "integer", "default": 120, "description": "Seconds to wait for the build."}},
     "ci_run_build"),
    ({"request_timeout_ms": {"type": "integer", "description": "Request timeout in milliseconds; "
                                                               "defaults to 30000."}}, "http_fetch"),
    ({"timeout": {"type": "number", "description": "任务超时时间（秒），默认 600。"}}, "job_submit"),
    ({"queryTimeout": {"type": "integer", "default": 60, "description": "查询超时，单位秒"}},
     "warehouse_query"),
])
def test_range_missing_is_info_for_a_timeout_with_a_default(props, name):
    (h,) = hits("range-missing", param_tool(props, name=name))
    assert h.severity == "info"


@pytest.mark.parametrize("props", [
    # with no unit stated: a timeout in a stated unit is info since round 32C
    {"timeout": {"type": "integer", "description": "Time to wait for the build."}},
    {"timeout": {"type": ["integer", "null"], "default": None, "description": "等待时间"}},
    {"limit": {"type": "integer", "description": "Rows to return."}},
    {"limit": {"type": "integer", "default": 20}},
])
def test_range_missing_is_info_for_a_timeout_or_a_limit_nothing_bounds(props):
    # since round 49 a count, window or timeout whose range nothing states is asked at info
    # (fresh reviewers: "a model will not send 0 or -1, any maximum would be invented")
    (h,) = hits("range-missing", param_tool(props, name="ci_run_build"))
    assert h.severity == "info"


def test_enum_missing_sibling_of_the_same_concept_has_an_enum():
    en = param_tool({"sell_currency": {"type": "string", "description": "Currency sold, e.g. EUR."},
               "buy_currency": {"type": ["string", "null"], "enum": ["EUR", "USD", "GBP"]}},
              name="fx_get_quote")
    zh = param_tool({"source_lang": {"type": "string", "description": "源语言代码，例如 en。"},
               "target_lang": {"type": "string", "enum": ["zh", "en", "ja"], "description": "目标语言。"}},
              name="translate_text")
    for t, path, values in ((en, "/properties/sell_currency", ["EUR", "USD", "GBP"]),
                            (zh, "/properties/source_lang", ["zh", "en", "ja"])):
        (h,) = hits("enum-missing", t)
        # another field's values are a hint, never a patch: the two sets may differ
        assert h.path == path and h.fix is None and str(values) in h.message
    # both open (ISO codes), or the sibling is another concept: silent
    good = param_tool({"sell_currency": {"type": "string", "description": "ISO 4217 code, e.g. EUR."},
                 "buy_currency": {"type": "string", "description": "ISO 4217 code, e.g. USD."},
                 "order_status": {"type": "string", "enum": ["open", "paid"]},
                 "payment_currency": {"type": "string", "pattern": "^[A-Z]{3}$"}},
                name="fx_get_quote")
    assert hits("enum-missing", good) == []


@pytest.mark.parametrize("props,fix", [
    ({"units": {"type": "string", "description": "Measurement units, one of: metric, imperial."}},
     ["metric", "imperial"]),
    ({"role": {"type": "string", "description": "角色，可选值：anon、authenticated、service_role。"}},
     ["anon", "authenticated", "service_role"]),
])
def test_enum_missing_patch_comes_from_a_clean_list(props, fix):
    (h,) = hits("enum-missing", param_tool(props))
    assert h.fix is not None and h.fix[0]["value"] == fix


@pytest.mark.parametrize("props", [
    # a generic API caller's operation name: any operation of that API
    {"action": {"type": "string", "description": "具体 Action 名称，需符合对应服务的官方 API 定义。"}},
    {"operation": {"type": "string", "description": "The API operation to call, see the docs."}},
    # an enum in an anyOf branch already closes the set
    {"context_mode": {"anyOf": [{"type": "string", "enum": ["strict", "lenient"]}, {"type": "null"}]}},
])
def test_enum_missing_reads_open_sets_and_branch_enums(props):
    assert hits("enum-missing", param_tool(props)) == []


def test_enum_missing_message_invents_no_examples():
    (h,) = hits("enum-missing", param_tool({"figure_caption_mode": {
        "type": "string", "description": "Figure caption mode."}}))
    assert h.fix is None and "e.g." not in h.message and "driving" not in h.message


def test_huge_enum_spares_a_vocabulary_of_identifiers():
    letters = "abcdefghij"
    services = [f"{a}{b}-svc" for a in letters for b in letters[:6]]            # 60 codes
    apis = [f"Describe{a.upper()}{b}Items" for a in letters for b in letters[:6]]  # 60 API names
    for values in (services, apis):
        assert hits("huge-enum", param_tool({"service": {"type": "string", "enum": values}})) == []
    airports = ["PEK", "PVG", "CAN", "SZX", "CTU", "KMG", "XIY", "CKG", "HGH", "NKG"] * 6
    airports = [a if i < 10 else f"{a[:2]}{chr(65 + i % 26)}" for i, a in enumerate(airports)]
    assert hits("huge-enum", param_tool({"airport": {"type": "string", "enum": airports}}))


@pytest.mark.parametrize("name,schema,expected", [
    ("arguments_json", {"type": "string", "description": "Arguments, e.g. '{\"id\": 1}'."}, True),
    ("extra_vars", {"type": "string", "description": "Extra variables, formatted as a JSON string."}, True),
    ("filters", {"type": "string", "description": "筛选条件，JSON 格式的字符串。"}, True),
    ("filters", {"type": "object", "properties": {"status": {"type": "string"}}}, False),
    ("query", {"type": "string", "description": "Search text; the response is returned as JSON."}, False),
    ("city", {"type": "string", "description": "城市名称，结果以 JSON 返回。"}, False),
])
def test_type_json_in_string(name, schema, expected):
    t = make_tool(parameters={"type": "object", "properties": {name: schema}})
    assert bool(hits("type-json-in-string", t)) is expected


@pytest.mark.parametrize("name,schema,expected", [
    ("target_temperature", {"type": "string", "description": "目标温度，单位摄氏度，例如 22。"}, True),
    ("latitude", {"type": ["string", "null"], "description": "Latitude in degrees, e.g. 52.52."}, True),
    ("target_temperature", {"type": "number", "description": "目标温度，单位摄氏度，例如 22。"}, False),
    ("depth", {"type": "string", "description": "Depth of detail: 'brief' or 'detailed'."}, False),
    ("latitude", {"type": "string", "description": "Coordinates, comma separated, e.g. 52.52,48.85."}, False),
    ("amount", {"type": "string", "description": "Amount as a decimal string, e.g. 12.50."}, False),
])
def test_type_string_for_measurement(name, schema, expected):
    t = make_tool(parameters={"type": "object", "properties": {name: schema}})
    found = hits("type-string-for-number", t)
    assert bool(found) is expected
    if expected:
        # a latitude string is a coordinate: its form and datum are asked, at info (round 57)
        assert ("coordinate" if name == "latitude" else "measurement") in found[0].message


def test_required_id_optional_named_by_the_first_sentence():
    params = {"type": "object", "properties": {"tenant_id": {"type": "string"},
                                               "account_id": {"type": "string"}},
              "required": ["tenant_id"]}
    bad = make_tool(name="billing_get_balance", parameters=params,
                    description="Returns the prepaid balance of a billing account. Read-only.")
    assert [h.path for h in hits("required-id-optional", bad)] == ["/properties/account_id"]
    # two ids named as alternatives: neither is required alone
    alt = make_tool(name="ci_get_logs", parameters={
        "type": "object", "properties": {"job_id": {"type": "string"}, "run_id": {"type": "string"}},
        "required": []}, description="Returns the logs for a job or for a workflow run.")
    assert hits("required-id-optional", alt) == []
    ok = make_tool(name="billing_get_balance", description=bad.description, parameters={
        **params, "required": ["tenant_id", "account_id"]})
    assert hits("required-id-optional", ok) == []


def test_required_undeclared_renames_a_misspelt_name():
    # `query` in `required` but the property is `search_query`: dropping it would make the only
    # input optional; the fix renames it
    t = param_tool(schema={"type": "object", "required": ["query"], "properties": {
        "search_query": {"type": "string"}}})
    (h,) = hits("required-undeclared", t)
    assert "`query` is probably `search_query`" in h.message
    assert fixed("required-undeclared", t)["required"] == ["search_query"]
    # an open object with an undeclared, unmatched name: the key may be real; no fix
    open_ = param_tool(schema={"type": "object", "required": ["counterpoint"], "properties": {
        "summary": {"type": "string"}}})
    (h,) = hits("required-undeclared", open_)
    assert h.fix is None


def test_required_missing_skips_the_stand_in_argument_of_a_tool_without_arguments():
    for name in ("no_param", "random_string", "dummy"):
        t = make_tool("recipes_get_all_recipes", "", {"type": "object", "properties": {
            name: {"type": "string", "description": "unused"}}})
        assert hits("required-missing", t) == []


def test_array_items_missing_reads_the_array_branch():
    t = param_tool({"paths": {"anyOf": [{"type": "array", "items": {"type": "string"}},
                                        {"type": "null"}]}})
    assert hits("array-items-missing", t) == []
    bare = param_tool({"paths": {"anyOf": [{"type": "array"}, {"type": "null"}]}})
    assert hits("array-items-missing", bare)


def test_required_missing_wrapper_only_when_it_is_the_one_input():
    # a Notion-style block: a discriminator and its payload, whose own fields are required
    block = {"type": "object", "properties": {
        "type": {"type": "string", "enum": ["paragraph"]},
        "paragraph": {"type": "object", "required": ["rich_text"],
                      "properties": {"rich_text": {"type": "array", "items": {"type": "string"}}}}}}
    t = make_tool("blocks_append", "", {"type": "object", "required": ["block"],
                                        "properties": {"block": block}})
    (h,) = hits("required-missing", t)
    assert h.path == "/properties/block" and "`paragraph`" in h.message
    # a partial-update config: each group optional, its own fields required only when given
    config = {"type": "object", "properties": {
        "ip_filter": {"type": "object", "required": ["switch"], "properties": {"switch": {"type": "string"}}},
        "referer": {"type": "object", "required": ["switch"], "properties": {"switch": {"type": "string"}}}}}
    t = make_tool("hosting_update_domain", "", {"type": "object", "required": ["config"],
                                                "properties": {"config": config}})
    assert hits("required-missing", t) == []


# ------------------------------------------------------------------ required: modes, made things, labels

@pytest.mark.parametrize("props", [
    {"mode": {"type": "string", "enum": ["list", "create", "delete"], "default": "list"},
     "labelName": {"type": "string", "description": "Label name for create/delete operations."}},
    {"mode": {"type": "string", "enum": ["list", "add", "move", "prune"], "default": "list"},
     "targetDir": {"type": "string", "description": "目标目录，仅 add/move 时使用。"}},
])
def test_required_missing_leaves_a_field_of_some_modes_optional(props):
    assert hits("required-missing", make_tool("repo_labels", "Manage labels.", obj(props))) == []


@pytest.mark.parametrize("name, description, prop", [
    ("page_snapshot", "Capture the current page as an image.", {"title": {"type": "string",
                                                                          "description": "Title of the snapshot."}}),
    ("record_audio", "录制一段音频并保存。", {"audio_name": {"type": "string", "description": "保存的文件名"}}),
])
def test_required_missing_leaves_the_label_of_a_made_thing_optional(name, description, prop):
    assert hits("required-missing", make_tool(name, description, obj(prop))) == []


def test_required_missing_still_reports_the_only_input_of_a_lookup():
    t = make_tool("weather_forecast", "Forecast for a city.", obj({"city": {"type": "string"}}))
    assert [h.path for h in hits("required-missing", t)] == [""]


@pytest.mark.parametrize("name, description, props", [
    ("design_avatar", "Generate an avatar from a text prompt.",
     {"prompt": {"type": "string"}, "avatarId": {"type": "string", "description": "Custom id for the avatar."}}),
    ("create_voice", "根据描述生成新音色。",
     {"prompt": {"type": "string"}, "voice_id": {"type": "string", "description": "新音色的 ID"}}),
])
def test_required_id_optional_leaves_the_id_of_a_new_thing_optional(name, description, props):
    assert hits("required-id-optional", make_tool(name, description, obj(props, ["prompt"]))) == []


@pytest.mark.parametrize("props, req", [
    ({"fileKey": {"type": "string"}, "nodeId": {"type": "string", "description": "The node to fetch."}},
     ["fileKey"]),
    ({"doc_path": {"type": "string"}, "block_id": {"type": "string", "description": "要读取的块 ID"}},
     ["doc_path"]),
])
def test_required_id_optional_leaves_a_part_of_a_required_target_optional(props, req):
    assert hits("required-id-optional", make_tool("get_design_data", "Read a design file.", obj(props, req))) == []


def test_required_id_optional_still_reports_the_lone_target_id():
    t = make_tool("get_design_data", "Read a design file.", obj({"fileId": {"type": "string"},
                                                                 "depth": {"type": "integer"}}, []))
    (h,) = hits("required-id-optional", t)
    assert h.fix == ({"op": "add", "path": "/required/-", "value": "fileId"},)


@pytest.mark.parametrize("prop", [
    {"n": {"type": "number", "description": "(float) The value to take the cube root of."}},
    {"n": {"type": "number", "description": "求自然对数的实数"}},
    {"k": {"type": "number", "description": "Spring constant of the model."}},
    {"max_ratio": {"type": "number", "description": "Upper bound, a decimal between 0 and 1."}},
    # the schema's own values take fractions: `type: integer` would reject them
    {"page_count": {"type": "number", "default": 1.5, "description": "Pages to print."}},
    {"step_count": {"type": "number", "multipleOf": 0.5}},
    {"数量": {"type": "number", "examples": [2, 2.5], "description": "购买数量（件）"}},
])
def test_type_number_for_integer_leaves_a_fractional_number(prop):
    assert hits("type-number-for-integer", param_tool(prop)) == []


@pytest.mark.parametrize("prop", [
    {"n": {"type": "number", "description": "How many results to return."}},
    {"k": {"type": "number", "description": "返回的条数"}},
    {"n": {"type": "number"}},
])
def test_type_number_for_integer_still_reads_a_counting_n(prop):
    (h,) = hits("type-number-for-integer", param_tool(prop))
    assert h.fix and h.fix[0]["value"] == "integer"


@pytest.mark.parametrize("desc", [
    "The step to take, i.e. 'Scroll to the footer' or 'Open the first result'.",
    "What you will do next with this plan, in one short line.",
    "用自然语言说明要在页面上完成的动作，例如“点击登录按钮”。",
])
def test_an_action_in_words_is_neither_an_enum_nor_a_dispatch(desc):
    t = make_tool("browser_act", "Perform one step in the page.", obj({"action": {"type": "string",
                                                                                  "description": desc}}, ["action"]))
    assert hits("enum-missing", t) == [] and hits("mega-tool-action-payload", t) == []


def test_a_free_action_selector_is_still_reported():
    for desc in ("Operation to run: start, stop or restart.", "操作类型，如 start、stop。"):
        t = make_tool("service_control", "Control the service.",
                      obj({"action": {"type": "string", "description": desc}}, ["action"]))
        assert hits("enum-missing", t) or hits("mega-tool-action-payload", t)


def test_required_rules_keep_the_parent_id_of_a_made_thing_and_ignore_undeclared_required():
    note = make_tool("create_entity_note", "Add a note to an entity.",
                     obj({"entity_id": {"type": "string"}, "text": {"type": "string"}}, None))
    assert [h.path for h in hits("required-missing", note)] == [""]
    refund = make_tool("billing_create_refund", "为一笔订单发起退款。",
                       obj({"order_id": {"type": "string"}, "amount": {"type": "number"}}, ["orderId", "amount"]))
    assert [h.path for h in hits("required-id-optional", refund)] == ["/properties/order_id"]


def test_a_closed_list_of_phrases_is_still_an_enum_for_an_action():
    t = make_tool("score_game", "Score one move.", obj({"action": {"type": "string", "description":
                  "Move made. Possible values are: 'buy property', 'sell property', 'pass go'."}}, ["action"]))
    assert [h.path for h in hits("enum-missing", t)] == ["/properties/action"]


def _ap(tool) -> list[tuple[str, str | None]]:
    return [(h.path, h.severity) for h in hits("additional-properties-open", tool)]


@pytest.mark.parametrize("name,description,props", [
    # one required argument: a misspelt key fails on the missing one, an invented option has no
    # option to land in
    ("storage_create_bucket", "Creates a bucket.", {"bucket": {"type": "string"}}),
    ("http_post", "Posts the JSON body to the API.", {"body": {"type": "string"}}),
    ("知识库_新建文件夹", "在知识库中新建文件夹。", {"folder_name": {"type": "string"}}),
    # a required wrapper object: its own fields are the surface, not the root
    ("devtools_build", "构建并上传小程序。", {"params": {"type": "object", "properties": {
        "action": {"type": "string"}, "version": {"type": "string"}}}}),
])
def test_additional_properties_one_required_argument_is_info(name, description, props):
    t = make_tool(name, description, {"type": "object", "properties": props, "required": list(props)})
    assert ("", "info") in _ap(t)


@pytest.mark.parametrize("name,description,severity", [
    # round 54: "cannot be undone" alone no longer makes it a warning (fresh reviewers of
    # holdouts 19-29: 1 U / 9 N on all-required deletes); money or a bill at stake does
    ("catalog_delete_products", "Permanently deletes the products; they cannot be restored.", "info"),
    ("订单_删除", "永久删除订单，删除后无法恢复。", "info"),
    ("billing_refund_orders", "Refund the orders to the original payment method; only call after "
                              "the user confirms. The refund cannot be undone.", None),
    ("订单_取消", "取消订单，仅在用户确认后调用；可能产生违约金。", None),
])
def test_additional_properties_one_consequential_argument_warns_where_money_is_at_stake(
        name, description, severity):
    ids = {"ids": {"type": "array", "items": {"type": "string"}}}
    t = make_tool(name, description, {"type": "object", "properties": ids, "required": ["ids"]})
    assert _ap(t) == [("", severity)]
    # `destructiveHint` alone, no word of it in the text: an invented option of a call whose
    # arguments are all given changes nothing (reviewers: "Move a page", "Rename a memory")
    hinted_only = make_tool("records_purge", "Purges records.", {
        "type": "object", "properties": ids, "required": ["ids"]},
        annotations={"destructiveHint": True})
    assert _ap(hinted_only) == [("", "info")]


def test_additional_properties_several_required_arguments_of_a_write_tool():
    schema = {"type": "object", "properties": {
        "project_id": {"type": "string"}, "cycle_id": {"type": "string"},
        "issue_ids": {"type": "array", "items": {"type": "string"}}},
        "required": ["project_id", "cycle_id", "issue_ids"]}
    assert _ap(make_tool("issues_add_to_cycle", "Adds issues to a cycle.", schema)) == [("", "info")]
    # a rule of when to call says nothing of what an ignored option puts at stake
    said = make_tool("issues_add_to_cycle", "Adds issues to a cycle. Only call after the user "
                     "has confirmed the issues.", schema)
    assert _ap(said) == [("", "info")]
    at_stake = make_tool("issues_add_to_cycle", "Adds issues to a cycle and bills the added "
                         "points, prorated on the next invoice: only call after the user has "
                         "confirmed the issues.", schema)
    assert _ap(at_stake) == [("", None)]


@pytest.mark.parametrize("item,severity", [
    # every field of the item required, in an open tree: a misspelt key fails anyway
    ({"type": "object", "properties": {"content": {"type": "string"}, "status": {"type": "string"}},
      "required": ["content", "status"]}, "info"),
    ({"type": "object", "properties": {"标题": {"type": "string"}, "状态": {"type": "string"}},
      "required": ["标题", "状态"]}, "info"),
    # an optional field of a three-field item: info since round 55 (shown nested records with
    # fewer than four optional keys: 12 U / 11 N / 1 F over holdouts 1-30, "minor hardening")
    ({"type": "object", "properties": {"old": {"type": "string"}, "new": {"type": "string"},
                                       "replace_all": {"type": "boolean"}},
      "required": ["old", "new"]}, "info"),
    # four optional keys of a record: a misspelt one is dropped and the item written without it
    ({"type": "object", "properties": {"old": {"type": "string"}, "new": {"type": "string"},
                                       "replace_all": {"type": "boolean"}, "count": {"type": "integer"},
                                       "line": {"type": "integer"}, "regex": {"type": "boolean"}},
      "required": ["old", "new"]}, None),
    # a two-field item with an optional key (round 28B): reviewers judged it pedantic beside the
    # arguments object's own finding
    ({"type": "object", "properties": {"dept_id": {"type": "string"}, "order": {"type": "integer"}},
      "required": ["dept_id"]}, "info"),
    ({"type": "object", "properties": {"部门": {"type": "string"}, "排序": {"type": "integer"}},
      "required": ["部门"]}, "info"),
])
def test_additional_properties_nested_warns_where_an_optional_key_can_be_misspelt(item, severity):
    t = make_tool("todo_set_items", "Replaces the todo list.", {"type": "object", "properties": {
        "items": {"type": "array", "items": item}, "note": {"type": "string"}}, "required": ["items"]})
    assert ("/properties/items/items", severity) in _ap(t)


@pytest.mark.parametrize("old,new", [("old", "new"), ("原文", "新文")])
def test_additional_properties_nested_open_under_a_closed_root_warns(old, new):
    # the author closes the arguments object and forgets the item: an oversight, a warning
    item = {"type": "object", "properties": {old: {"type": "string"}, new: {"type": "string"},
                                             "replace_all": {"type": "boolean"}},
            "required": [old, new]}
    t = make_tool("todo_set_items", "Replaces the todo list.", {"type": "object", "properties": {
        "items": {"type": "array", "items": item}}, "required": ["items"],
        "additionalProperties": False})
    assert ("/properties/items/items", None) in _ap(t)


@pytest.mark.parametrize("tool", ["food_place_order", "订餐_order"])
def test_additional_properties_a_small_item_of_an_order_warns(tool):
    # `{item, quantity}` of an order: a misspelt `qty` changes what is bought
    item = {"type": "object", "properties": {"item": {"type": "string"},
                                             "quantity": {"type": "integer"}}, "required": ["item"]}
    t = make_tool(tool, "Places a food order.", {"type": "object", "properties": {
        "items": {"type": "array", "items": item}}, "required": ["items"]})
    assert ("/properties/items/items", None) in _ap(t)


@pytest.mark.parametrize("name", ["session_config", "card_settings", "aws_auth", "显示选项"])
def test_additional_properties_a_nested_settings_object_is_info(name):
    # how the call runs, not the record it writes (round 28B: 0 U / 4 N over holdouts 1-13);
    # the look-alike `contact` of the same shape keeps the warning
    settings = {"type": "object", "properties": {"timeout": {"type": "integer"},
                                                 "retries": {"type": "integer"},
                                                 "verbose": {"type": "boolean"},
                                                 "region": {"type": "string"}}}
    for prop, severity in ((name, "info"), ("contact", None), ("联系人", None)):
        # both required: the arguments object's own finding is info, so the nested one stands
        t = make_tool("crm_update_contact", "Updates a contact.", {"type": "object", "properties": {
            "id": {"type": "string"}, prop: settings}, "required": ["id", prop]})
        assert (f"/properties/{prop}", severity) in _ap(t)


@pytest.mark.parametrize("record", ["contact", "联系人"])
def test_additional_properties_a_nested_record_beside_a_warned_root_is_info(record):
    # the open arguments object already warns (`note` and `contact` may be misspelt): closing
    # the nested record is the same advice one level down (holdouts 16-20: 7 U / 23 N, "minor
    # hardening repeated from F1"); with the root closed the same record is an oversight
    fields = {"type": "object", "properties": {"name": {"type": "string"},
                                               "email": {"type": "string"},
                                               "phone_number": {"type": "string"}}}
    schema = {"type": "object", "properties": {"id": {"type": "string"}, "note": {"type": "string"},
                                               "owner_email": {"type": "string"},
                                               record: fields}, "required": ["id"]}
    t = make_tool("crm_update_contact", "Updates a contact.", schema)
    assert _ap(t) == [("", None), (f"/properties/{record}", "info")]
    t = make_tool("crm_update_contact", "Updates a contact.", schema | {"additionalProperties": False})
    assert _ap(t) == [(f"/properties/{record}", None)]


@pytest.mark.parametrize("name,props,severity", [
    # a read tool: the author declared the floor and left the ceiling to the service
    ("search_pages", {"limit": {"type": "integer", "minimum": 1, "description": "Pages to map."}},
     "info"),
    ("订单_列表", {"pageSize": {"type": "integer", "minimum": 1, "description": "每页条数"}}, "info"),
    # a refund's ceiling is the charge's, dynamic: info since round 50 (holdout 27's reviewers
    # on order amounts: "any maximum would be invented")
    ("billing_refund_payment", {"amount": {"type": "number", "minimum": 0.01,
                                           "description": "Refund in EUR."}}, "info"),
    # neither bound: still a warning for a read tool's quantity (a page size or result cap the
    # tool bounds nowhere is info: the service caps a page)
    ("weather_forecast", {"days": {"type": "integer", "description": "Days to forecast."}}, None),
    ("search_pages", {"limit": {"type": "integer", "description": "Pages to map."}}, "info"),
])
def test_range_missing_open_ceiling_of_a_read_tool_is_info(name, props, severity):
    (h,) = hits("range-missing", param_tool(props, name=name))
    assert h.severity == severity


@pytest.mark.parametrize("props,severity", [
    # what an omitted timeout means is said: open-ended by design
    ({"timeout": {"type": "number", "description": "Timeout for command - 60000 milliseconds if "
                                                   "not specified."}}, "info"),
    ({"timeout": {"type": "integer", "description": "命令超时时间（秒），不填则一直等待。"}}, "info"),
    ({"timeout": {"type": "integer", "description": "Maximum time to wait for the run."}}, "info"),
])
def test_range_missing_timeout_whose_omission_is_explained_is_info(props, severity):
    (h,) = hits("range-missing", param_tool(props, name="pods_exec_command"))
    assert h.severity == severity


@pytest.mark.parametrize("desc", [
    "Maximum number of lines to read. Defaults to max_lines setting.",
    "读取的最大行数，默认为配置项 max_lines。",
])
def test_range_missing_silent_where_the_cap_is_a_setting(desc):
    assert hits("range-missing", param_tool({"limit": {"type": "integer", "description": desc}})) == []
