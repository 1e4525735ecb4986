"""Round 31C: a limit or shape is this value's only where the text states it as one (the
eighteenth collection's wrong `prose-only-constraint`, `prose-only-shape` and
`prose-field-relation` lines). English and Chinese, each with a look-alike that keeps its finding.
"""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _shown(rule, tool):
    return [h for h in hits(rule, tool) if h.severity is None]


def _list_tool(description, list_text):
    return make_tool(name="task_get", description=description, parameters=obj({
        "task_id": {"type": "string"},
        "symbols": {"type": "array", "items": {"type": "string"}, "description": list_text}}))


# a count in the tool's prose naming no parameter: another quantity's when the list states its
# own count, or when the count is of what the tool itself goes through
@pytest.mark.parametrize("description, list_text", [
    ("查任务详情。include_logs 附最近日志；无快照时最多扫描5000条。", "只查这些股票，1~50只"),
    ("Get a task. With include_logs, at most 5000 lines are read back.", "Stocks to show, up to 50."),
    ("查任务详情。无快照时最多扫描5000条。", "只查这些股票"),
    ("Get a task. Without a snapshot it scans at most 5000 entries.", "Stocks to show."),
])
def test_a_tool_count_of_another_quantity_is_not_the_lists(description, list_text):
    assert not [h for h in hits("prose-only-constraint", _list_tool(description, list_text))
                if "5000" in h.message]


@pytest.mark.parametrize("description", ["Get tasks. At most 100 IDs per call.", "查任务。每次最多 100 个。"])
def test_a_tool_count_of_the_one_list_is_still_its_limit(description):
    found = _shown("prose-only-constraint", _list_tool(description, "Stocks to show."))
    assert [h.fix for h in found] == [({"op": "add", "path": "/properties/symbols/maxItems", "value": 100},)]


def _image_tool(description):
    return make_tool(name="generate_image", description=description, parameters=obj({
        "prompt": {"type": "string"}, "model": {"type": "string"},
        "images": {"type": "array", "items": {"type": "string"}}}))


@pytest.mark.parametrize("description", [
    "生成图片。model=pro（默认）或flash支持图层，最多10张参考图；lite支持组图，最多14张参考图。",
    "Generate an image. Standard: at most 10 files. Lite: at most 14 files.",
])
def test_a_limit_per_variant_is_no_single_bound(description):
    found = [h for h in hits("prose-only-constraint", _image_tool(description))
             if h.path == "/properties/images"]
    assert found and all(h.severity == "info" and not h.fix for h in found)


@pytest.mark.parametrize("text", [
    "接收人列表。应用内消息每次接收人不能超过200个；短信每次接收人不能超过20个。",
    "Receivers. In-app messages: at most 200 items; SMS: at most 20 items.",
])
def test_the_widest_of_per_case_limits_said_first_holds_for_every_case(text):
    tool = make_tool(name="send_message", parameters=obj({
        "receivers": {"type": "array", "items": {"type": "string"}, "description": text}}))
    assert [h.fix for h in _shown("prose-only-constraint", tool)] == [
        ({"op": "add", "path": "/properties/receivers/maxItems", "value": 200},)]


@pytest.mark.parametrize("description", ["生成图片，最多10张参考图。", "Generate an image from at most 10 images."])
def test_one_limit_of_the_list_is_still_shown(description):
    found = [h for h in _shown("prose-only-constraint", _image_tool(description)) if h.path == "/properties/images"]
    assert [h.fix for h in found] == [({"op": "add", "path": "/properties/images/maxItems", "value": 10},)]


@pytest.mark.parametrize("text", [
    "模型：pro 或 flash 支持图层与透明背景。",
    "Model: pro or flash support layers and transparency.",
])
def test_values_named_for_a_feature_are_not_the_whole_set(text):
    tool = make_tool(name="generate_image", parameters=obj({"model": {"type": "string", "description": text}}))
    assert not [h for h in hits("prose-only-constraint", tool) if "enum" in h.message]


@pytest.mark.parametrize("text", ["模型：pro 或 flash。", "Model: pro or flash."])
def test_values_named_as_the_set_keep_their_enum(text):
    tool = make_tool(name="generate_image", parameters=obj({"model": {"type": "string", "description": text}}))
    assert [h for h in _shown("prose-only-constraint", tool) if "enum" in h.message]


@pytest.mark.parametrize("text", [
    "BDC symbols to compare (max 25; the excess is reported in coverage rather than dropped)",
    "要比较的代码，最多 25 个，超出部分忽略并在 coverage 中列出",
])
def test_a_limit_the_tool_handles_past_is_no_rejection(text):
    tool = make_tool(name="compare_marks", parameters=obj({
        "tickers": {"type": "array", "items": {"type": "string"}, "description": text}}))
    found = hits("prose-only-constraint", tool)
    assert found and all(h.severity == "info" and not h.fix for h in found)


@pytest.mark.parametrize("text", ["BDC symbols to compare (max 25)", "要比较的代码，最多 25 个"])
def test_a_plain_list_limit_keeps_its_patch(text):
    tool = make_tool(name="compare_marks", parameters=obj({
        "tickers": {"type": "array", "items": {"type": "string"}, "description": text}}))
    assert [h.fix for h in _shown("prose-only-constraint", tool)] == [
        ({"op": "add", "path": "/properties/tickers/maxItems", "value": 25},)]


@pytest.mark.parametrize("text", [
    "创建时间起点；YYYY-MM-DD按上海零点。ISO datetime带时区最稳妥；不带时区时按上海时间",
    "Start of the window: YYYY-MM-DD (midnight), or a full datetime with an offset.",
])
def test_a_date_field_that_also_takes_datetimes_gets_no_date_format(text):
    tool = make_tool(name="list_orders", parameters=obj({"start_date": {"type": "string", "description": text}}))
    assert not [h for h in hits("prose-only-constraint", tool) if "format" in h.message]


@pytest.mark.parametrize("text", ["开始日期，YYYY-MM-DD", "Start date (YYYY-MM-DD).",
                                  "The start timestamp for the query in the format 'YYYY-MM-DD'"])
def test_a_date_only_field_keeps_its_format(text):
    # the patch is offered (at info on a read, whose text spells the shape out:
    # test_date_shape_spelled_out.py)
    tool = make_tool(name="list_orders", parameters=obj({"start_date": {"type": "string", "description": text}}))
    assert [h.fix for h in hits("prose-only-constraint", tool)] == [
        ({"op": "add", "path": "/properties/start_date/format", "value": "date"},)]


# prose-only-shape: a length range followed by the classes the value is made of
@pytest.mark.parametrize("text, pattern", [
    ("任务列表返回的task_id，1~64位字母数字下划线连字符", "^[A-Za-z0-9_-]{1,64}$"),
    ("Task id, 1-64 characters: letters, digits, underscores or hyphens", "^[A-Za-z0-9_-]{1,64}$"),
    ("用户名，3到20位小写字母或数字", "^[a-z0-9]{3,20}$"),
])
def test_a_length_range_of_classes_is_read_whole(text, pattern):
    tool = make_tool(name="task_get", parameters=obj({"task_id": {"type": "string", "description": text}}))
    assert [h.fix for h in hits("prose-only-shape", tool)] == [
        ({"op": "add", "path": "/properties/task_id/pattern", "value": pattern},)]


@pytest.mark.parametrize("text", ["编码，6位字母数字", "Code of 1-64 uppercase letters or digits"])
def test_several_classes_are_no_code_of_letters(text):
    tool = make_tool(name="task_get", parameters=obj({"batch": {"type": "string", "description": text}}))
    assert not [h for h in hits("prose-only-shape", tool) if "{6}" in h.message or "{64}" in h.message]


@pytest.mark.parametrize("text, pattern", [("批次代码，两位大写字母", "^[A-Z]{2}$"),
                                           ("Code of three uppercase letters", "^[A-Z]{3}$")])
def test_a_code_of_one_class_keeps_its_pattern(text, pattern):
    tool = make_tool(name="task_get", parameters=obj({"batch": {"type": "string", "description": text}}))
    assert [h.fix for h in hits("prose-only-shape", tool)] == [
        ({"op": "add", "path": "/properties/batch/pattern", "value": pattern},)]


# prose-field-relation: "q requires at least one of a/b/c" is a condition on q
def _papers(description):
    return make_tool(name="list_papers", description=description, parameters=obj({
        "topic_id": {"type": "string"}, "field_id": {"type": "string"}, "subfield_id": {"type": "string"},
        "q": {"type": "string"}}))


@pytest.mark.parametrize("description", [
    "List papers. NOTE: `q=` requires at least one of topic_id/subfield_id/field_id.",
    "列出论文。q 需要 topic_id、subfield_id、field_id 至少一个。",
])
def test_one_field_needing_one_of_others_is_no_root_group(description):
    found = hits("prose-field-relation", _papers(description))
    assert found and all(h.severity == "info" and "`q` needs" in h.message for h in found)


@pytest.mark.parametrize("description", [
    "List papers. At least one of topic_id, subfield_id or field_id is required.",
    "列出论文。topic_id、subfield_id、field_id 至少填一个。",
])
def test_a_group_over_all_named_fields_is_the_group(description):
    # in the tool's description a root group is info (round 62); it is still read as the group
    # of all three fields, not as one field needing the others
    found = hits("prose-field-relation", _papers(description))
    assert found and all(h.severity == "info" and "`q` needs" not in h.message for h in found)
    assert all(n in found[0].message for n in ("topic_id", "subfield_id", "field_id"))
