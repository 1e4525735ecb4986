"""param-missing-description asks for words only where they help the model send a value: a
`readOnly` field, a server-managed timestamp or author (`created_at`, `gmt_create`), and a
record payload's copy of a path id (`worklog_data.issue_id` beside `issue_id`) are not inputs
to describe; an `external_id` is assigned by an outside system (no tool returns it); a lone
undescribed `url` is left to `format-missing`. A reference such as `parent.page_id` is still
asked about (English and Chinese)."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_ISSUE = {"type": "string", "description": "Issue uuid from list_issues, e.g. 3f2a-..."}


def _paths(tool):
    return [h.path for h in hits("param-missing-description", tool)]


@pytest.mark.parametrize("name,schema", [
    ("id", {"type": "string", "readOnly": True}),
    ("created_at", {"type": "string", "format": "date-time"}),
    ("gmt_create", {"type": "string"}),
    ("updated_by", {"type": "string"}),
])
def test_fields_the_server_fills_are_not_asked_about(name, schema):
    tool = make_tool(name="update_ticket", description="更新工单。", parameters=obj({
        "ticket_id": _ISSUE, "ticket_data": obj({name: schema, "title": {
            "type": "string", "description": "标题"}})}))
    assert f"/properties/ticket_data/properties/{name}" not in _paths(tool)
    assert not any(name in h.message for h in hits("param-missing-description", tool))


def test_a_payload_copy_of_a_path_id_is_not_asked_about_but_a_reference_is():
    tool = make_tool(name="create_worklog", description="Log time on an issue.", parameters=obj({
        "issue_id": _ISSUE,
        "worklog_data": obj({"issue_id": {"type": "string"}, "minutes": {
            "type": "integer", "description": "Minutes spent."}}),
        "parent": obj({"issue_id": {"type": "string"}})}))
    assert _paths(tool) == ["/properties/parent/properties/issue_id"]


@pytest.mark.parametrize("name", ["external_id", "externalId", "foreign_id"])
def test_an_external_id_is_assigned_by_an_outside_system(name):
    tool = make_tool(name="import_issue", description="Import one issue.",
                     parameters=obj({name: {"type": "string"}, "title": {
                         "type": "string", "description": "Title."}}))
    (h,) = hits("param-missing-description", tool)
    assert "outside system" in h.message and "which tool returns it" not in h.message
    assert h.severity == "info"  # an integration field a model rarely sets


@pytest.mark.parametrize("name", ["url", "page_url", "链接url"])
def test_a_lone_undescribed_url_is_left_to_format_missing(name):
    tool = make_tool(name="fetch_page", description="Fetch a web page as markdown.",
                     parameters=obj({name: {"type": "string"}, "depth": {
                         "type": "integer", "description": "Depth."}}))
    assert hits("param-missing-description", tool) == []


@pytest.mark.parametrize("name,schema", [
    # a compound id whose type keeps a name out: integers, a uuid
    ("companyIds", {"type": "array", "items": {"type": "integer"}}),
    ("project_id", {"type": "integer"}),
    ("database_id", {"type": "string", "format": "uuid"}),
    ("folderId", {"anyOf": [{"type": "integer"}, {"type": "null"}]}),
])
def test_a_typed_compound_id_is_info_without_the_name_warning(name, schema):
    tool = make_tool(name="crm_link_records", description="关联记录。", parameters=obj({
        "links": obj({name: schema, "note": {"type": "string", "description": "备注"}})}))
    (h,) = hits("param-missing-description", tool)
    assert h.severity == "info" and "which tool returns it" in h.message
    assert "pass a name instead" not in h.message


def test_a_string_compound_id_still_warns():
    tool = make_tool(name="db_query", description="Runs a query.", parameters=obj({
        "instance": obj({"instanceId": {"type": "string"}, "sql": {
            "type": "string", "description": "SQL text."}})}))
    (h,) = hits("param-missing-description", tool)
    assert h.severity is None and "pass a name instead" in h.message


@pytest.mark.parametrize("description", [
    "百炼文本向量化。texts为文本列表；options透传模型支持的参数，如enable_fusion。",
    "编辑视频。options合并进官方parameters对象。",
    "Embeds texts. `options` are passed through to the model.",
    # set off by the spaces Chinese typesetting puts around a Latin word
    "文本向量化。\n    options 旧值 fast/full 仍可传，均等价于 default。",
    "文本向量化，可在 options 中指定维度。",
])
def test_a_parameter_the_tool_text_names_inline_is_explained(description):
    tool = make_tool(name="embed_texts", description=description, parameters=obj({
        "texts": {"type": "array", "items": {"type": "string"}, "description": "要向量化的文本"},
        "options": {"type": "object"}}))
    assert hits("param-missing-description", tool) == []


@pytest.mark.parametrize("description", [
    "Embeds texts with the given options and model.",  # an English word, no Chinese around it
    "Embeds texts; 支持 extra_options。",  # another parameter's name holds the word
])
def test_a_word_without_chinese_set_off_beside_it_is_no_mention(description):
    tool = make_tool(name="embed_texts", description=description, parameters=obj({
        "texts": {"type": "array", "items": {"type": "string"}, "description": "文本"},
        "options": {"type": "object"}}))
    assert [h.path for h in hits("param-missing-description", tool)] == ["/properties/options"]


def test_an_ascii_word_inside_a_longer_one_is_no_mention():
    # `options` inside `extra_options为` is another parameter's name, not this one
    tool = make_tool(name="embed_texts", description="向量化。extra_options为额外参数。",
                     parameters=obj({"texts": {"type": "array", "items": {"type": "string"},
                                               "description": "文本"},
                                     "options": {"type": "object"}}))
    assert [h.path for h in hits("param-missing-description", tool)] == ["/properties/options"]
