"""Values read as what they are (a component's range, a default, an effect hint, a
server's clamp, a datum's signed height, an application's labels, inputs an operation consumes,
a batch the tool splits itself, two spellings of one value), English and Chinese, each beside a
look-alike that keeps its finding."""

from support import lint_findings


def _tool(name, description, props, required=None):
    schema = {"type": "object", "properties": props, "additionalProperties": False}
    if required:
        schema["required"] = required
    return [{"name": name, "description": description, "inputSchema": schema}]


def _shown(tools, rule, path):
    return [f for f in lint_findings(tools, rule) if f.path == path and f.severity != "info"]


def _patches(tools, rule, path):
    return [f.fix for f in lint_findings(tools, rule) if f.path == path and f.fix]


# --- prose-only-constraint -----------------------------------------------------------------

def test_component_range_of_a_number_list_is_no_item_count():
    rgb = {"type": "array", "items": {"type": "number"}}
    en = _tool("create_light", "Create a light.\n\nArgs:\n    color: [r, g, b] light color (0-1).",
               {"color": rgb})
    zh = _tool("创建灯光", "创建灯光。\n\n参数：\n- color：[r, g, b] 颜色分量（0-1）。", {"color": rgb})
    for tools in (en, zh):
        assert not any("maxItems" in str(p) for p in _patches(tools, "prose-only-constraint", "/properties/color"))
    # the same words of a list of strings count its items
    tags = _tool("tag_note", "Tag a note.\n\nArgs:\n    tags: labels to add (1-5).",
                 {"tags": {"type": "array", "items": {"type": "string"}}})
    assert any("maxItems" in str(p) for p in _patches(tags, "prose-only-constraint", "/properties/tags"))


def test_default_after_a_maximum_word_is_no_ceiling():
    zh = _tool("抢票", "抢票。\n\n参数：\n- max_runtime_sec：整个流程最大耗时（默认 600 秒）。",
               {"max_runtime_sec": {"type": "integer"}})
    en = _tool("run_job", "Run a job.\n\nArgs:\n    max_wait: maximum wait (default 30 seconds).",
               {"max_wait": {"type": "integer"}})
    for tools, p in ((zh, "/properties/max_runtime_sec"), (en, "/properties/max_wait")):
        assert not _shown(tools, "prose-only-constraint", p)
    # a ceiling said as one stays shown
    cap = _tool("抢票", "抢票。\n\n参数：\n- max_runtime_sec：耗时，最多 600 秒。",
                {"max_runtime_sec": {"type": "integer"}})
    assert _shown(cap, "prose-only-constraint", "/properties/max_runtime_sec")


def test_range_that_brings_an_effect_is_no_valid_range():
    zh = _tool("长按", "长按元素。\n\n参数：\n- duration_ms：按住时长（500-1000ms 可触发长按菜单）。",
               {"duration_ms": {"type": "integer"}})
    en = _tool("long_press", "Long-press.\n\nArgs:\n    duration_ms: hold time (500-1000 ms triggers the menu).",
               {"duration_ms": {"type": "integer"}})
    for tools in (zh, en):
        assert not _shown(tools, "prose-only-constraint", "/properties/duration_ms")
    rule = _tool("长按", "长按元素。\n\n参数：\n- duration_ms：按住时长，范围 500-1000ms。",
                 {"duration_ms": {"type": "integer"}})
    assert _shown(rule, "prose-only-constraint", "/properties/duration_ms")


def test_a_range_the_server_clamps_into_is_info():
    zh = _tool("搜索商品", "搜索商品。\n\n参数：\n- page_size：每页数量，当前会限制在 1 到 50 之间。",
               {"page_size": {"type": "integer"}})
    en = _tool("search_items", "Search items.\n\nArgs:\n    page_size: rows per page; it is clamped to 1-50.",
               {"page_size": {"type": "integer"}})
    for tools in (zh, en):
        assert not _shown(tools, "prose-only-constraint", "/properties/page_size")
        assert not _patches(tools, "prose-only-constraint", "/properties/page_size")
    strict = _tool("搜索商品", "搜索商品。\n\n参数：\n- page_size：每页数量，必须在 1 到 50 之间。",
                   {"page_size": {"type": "integer"}})
    assert _shown(strict, "prose-only-constraint", "/properties/page_size")


# --- range-missing -------------------------------------------------------------------------

def _bounded(extra):
    return {"latitude": {"type": "number", "minimum": -90, "maximum": 90},
            "longitude": {"type": "number", "minimum": -180, "maximum": 180}, **extra}


def test_a_signed_height_beside_bounded_siblings_is_not_asked_a_range():
    en = _tool("weather_archive", "Historical weather for a place.", _bounded({"elevation": {"type": "number"}}))
    zh = _tool("历史天气", "查询某地历史天气。", _bounded({"海拔": {"type": "number"}}))
    assert not _shown(en, "range-missing", "/properties/elevation")
    assert not _shown(zh, "range-missing", "/properties/海拔")
    looks = _tool("weather_archive", "Historical weather for a place.", _bounded({"charge_kg": {"type": "number"}}))
    assert _shown(looks, "range-missing", "/properties/charge_kg")


# --- enum-missing ----------------------------------------------------------------------------

def test_application_labels_listed_in_the_tool_text_are_info():
    tools = _tool("capture_viewport", "Capture a viewport.\n\nArgs:\n    display_mode: Display mode: "
                  "'Wireframe', 'Shaded', 'Rendered', 'X-Ray'. Uses the current mode if None.",
                  {"display_mode": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None}})
    assert not _shown(tools, "enum-missing", "/properties/display_mode")


# --- enum-only-in-tool-text ------------------------------------------------------------------

def test_two_spellings_of_one_value_are_no_value_list():
    en = _tool("create_object", "Create a primitive.\n\nArgs:\n    object_type: Type of primitive — Cube, Sphere "
               "or Plane (case-insensitive; \"cube\" is normalized to \"Cube\").",
               {"object_type": {"type": "string", "default": "Cube"}})
    assert not [f for f in lint_findings(en, "enum-only-in-tool-text") if "['cube', 'Cube']" in f.message]
    two = _tool("create_object", "Create a primitive.\n\nArgs:\n    object_type: one of \"cube\" or \"sphere\".",
                {"object_type": {"type": "string", "default": "cube"}})
    assert lint_findings(two, "enum-only-in-tool-text")


# --- default-destructive -----------------------------------------------------------------------

def test_consumed_inputs_default_is_info():
    en = _tool("boolean_union", "Union solids.\n\nArgs:\n    delete_input: Delete the input objects after "
               "the operation if True.", {"delete_input": {"type": "boolean", "default": True}})
    zh = _tool("合并实体", "合并实体。", {"delete_input": {"type": "boolean", "default": True,
                                                      "description": "完成后删除原对象。"}})
    for tools in (en, zh):
        assert not _shown(tools, "default-destructive", "/properties/delete_input")
    force = _tool("files_write", "Write a file.", {"overwrite": {"type": "boolean", "default": True,
                                                                 "description": "是否覆盖已存在的文件。"}})
    assert _shown(force, "default-destructive", "/properties/overwrite")


# --- array-unbounded ---------------------------------------------------------------------------

def test_a_batch_the_tool_splits_itself_is_not_asked_a_cap():
    ids = {"type": "array", "items": {"type": "string"}, "description": "List of message IDs to delete"}
    en = _tool("batch_delete_emails", "Permanently deletes multiple emails in batches",
               {"messageIds": ids, "batchSize": {"type": "number", "default": 50}}, ["messageIds"])
    zh = _tool("批量删除邮件", "永久批量删除邮件。",
               {"messageIds": ids, "每批数量": {"type": "integer"}}, ["messageIds"])
    for tools in (en, zh):
        assert not _shown(tools, "array-unbounded", "/properties/messageIds")
    alone = _tool("batch_delete_emails", "Permanently deletes multiple emails", {"messageIds": ids}, ["messageIds"])
    assert _shown(alone, "array-unbounded", "/properties/messageIds")
