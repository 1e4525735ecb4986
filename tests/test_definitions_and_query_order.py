"""Round 62, on the wrong findings of holdout 34, each reading beside a look-alike that keeps the
old finding. Tools written here, none taken from the judged sets.

- `additional-properties-open`: an item record whose fields say which kind needs them
  ("Required for Link fields" beside `type: Symbol | Text | Link | Array`) merges the fields of
  every kind; closing it is a guess (info), as for "For arrows: …".
- `param-id-unclear`: the bare `id` of an element a tool defines, beside the element's name and
  type (a content type's field definitions, a table's columns), is the key the call gives it,
  not an id another tool returns: info, worded for a key.
- `enum-missing`: `order` beside `select` in a query object is the query's ordering over any
  field (`-sys.createdAt`), an open set; a bare `order` elsewhere keeps the finding.
- `description-too-short`: an update's "fields left out" names only fields a call may leave out
  (optional ones, or keys of a required payload object), never required ones.
"""

from __future__ import annotations

from support import described_tool, hit_severities, hits, obj

# --- additional-properties-open: one list for every kind -------------------------------------


def _field_defs(link_text: str) -> dict:
    return {"fields": {"type": "array", "description": "The field definitions of the content type.",
                       "items": {"type": "object", "required": ["id", "name", "type"], "properties": {
                           "id": {"type": "string", "description": "The ID of the field"},
                           "name": {"type": "string", "description": "Display name of the field"},
                           "type": {"type": "string", "enum": ["Symbol", "Text", "Number", "Link", "Array"],
                                    "description": "Type of the field"},
                           "required": {"type": "boolean", "description": "Whether the field is required"},
                           "localized": {"type": "boolean", "description": "Whether it can be localized"},
                           "linkType": {"type": "string", "enum": ["Entry", "Asset"], "description": link_text},
                           "validations": {"type": "array", "items": {"type": "object"},
                                           "description": "Validation rules of the field"}}}}}


def _content_type(link_text: str):
    return described_tool("create_content_type", "Create a new content type in the space.",
                          {"name": {"type": "string", "description": "Name of the content type"},
                           **_field_defs(link_text)}, ["name", "fields"])


ITEMS = "/properties/fields/items"


def test_fields_a_kind_requires_make_closing_the_record_a_guess():
    text = "Required for Link fields. Specifies what type of resource this field links to"
    found = [h for h in hits("additional-properties-open", _content_type(text)) if h.path == ITEMS]
    assert [h.severity for h in found] == ["info"]
    assert "`type`" in found[0].message and "oneOf" in found[0].message


def test_fields_that_name_no_kind_keep_the_warning():
    text = "What type of resource this field links to"
    assert hit_severities("additional-properties-open", _content_type(text), ITEMS) == ["warning"]


# --- param-id-unclear: the key of a defined element ------------------------------------------


def test_the_id_of_a_defined_element_is_its_key_at_info():
    tool = _content_type("What this field links to")
    (h,) = [h for h in hits("param-id-unclear", tool) if h.path == f"{ITEMS}/properties/id"]
    assert h.severity == "info"
    assert "key of each element" in h.message and "which tool" not in h.message


def test_an_id_among_references_keeps_the_warning():
    tool = described_tool("add_members", "Add members to the team.", {"members": {
        "type": "array", "description": "Members to add.", "items": obj({
            "id": {"type": "string", "description": "The ID of the field"},
            "role": {"type": "string", "enum": ["admin", "member"], "description": "Role to give"}},
            ["id"])}}, ["members"])
    assert hit_severities("param-id-unclear", tool, "/properties/members/items/properties/id") == ["warning"]


# --- enum-missing: a query's ordering ---------------------------------------------------------


def _search(extra: dict):
    return described_tool("search_entries", "Search entries with query parameters.", {"query": {
        "type": "object", "description": "Query parameters", "properties": {
            "content_type": {"type": "string"}, "order": {"type": "string"}, **extra}}}, ["query"])


def test_order_beside_select_orders_by_any_field():
    tool = _search({"select": {"type": "string"}})
    assert [h for h in hits("enum-missing", tool) if h.path.endswith("/order")] == []


def test_order_without_select_keeps_the_finding():
    tool = _search({"limit": {"type": "integer", "description": "Items per page"}})
    assert [h.path for h in hits("enum-missing", tool)] == ["/properties/query/properties/order"]


# --- description-too-short: which fields a call leaves out -----------------------------------


def _update(required: list[str], zh: bool = False):
    name, text = ("update_action", "更新一个已有的动作") if zh else ("update_action", "Update an existing action")
    return described_tool(name, text, {
        "actionId": {"type": "string", "description": "The ID of the action to update"},
        "name": {"type": "string", "description": "The name of the action"},
        "instruction": {"type": "object", "description": "The instruction", "properties": {
            "template": {"type": "string", "description": "The template"}}, "required": ["template"]},
        "testCases": {"type": "array", "items": {"type": "object"}, "description": "Test cases"}}, required)


def _gap(tool) -> str:
    (h,) = hits("description-too-short", tool)
    return h.message


def test_fields_left_out_are_the_optional_ones():
    message = _gap(_update(["actionId", "name", "instruction"]))
    assert "fields left out (`testCases`)" in message and "`name`" not in message
    assert "`testCases`" in _gap(_update(["actionId", "name", "instruction"], zh=True))


def test_optional_fields_are_listed_first():
    assert "(`name`, `instruction`, `testCases`)" in _gap(_update(["actionId"]))


def test_a_required_payload_leaves_out_its_keys():
    tool = described_tool("update_entry", "Update an existing entry", {
        "contentType": {"type": "string", "description": "The content type UID (e.g. 'api::article.article')"},
        "id": {"type": "string", "description": "The ID of the entry to update"},
        "data": {"type": "object", "description": "The updated data for the entry"}},
        ["contentType", "id", "data"])
    message = _gap(tool)
    assert "fields left out of `data`" in message and "`contentType`" not in message


# --- recall, from the defects holdout 34's reviewers recorded as missed ----------------------


def _excerpt(text: str, default=None):
    framework = {"type": "string"} if default is None else {"type": "string", "default": default}
    return described_tool("framework_excerpt", text, {
        "framework": framework, "query": {"type": "string", "default": ""}},
        ["framework"] if default is None else [])


def test_a_sentence_that_says_what_the_parameter_is_gives_its_values():
    tool = _excerpt("读取经过批准的研究框架片段。framework 为 enterprise/business/finance/people/brand。")
    (h,) = hits("enum-only-in-tool-text", tool)
    assert h.path == "/properties/framework"
    assert "['enterprise', 'business', 'finance', 'people', 'brand']" in h.message
    english = _excerpt("Read an approved research framework excerpt. framework is one of "
                       "enterprise/business/finance.")
    assert [h.path for h in hits("enum-only-in-tool-text", english)] == ["/properties/framework"]


def test_an_open_or_unconfirmed_list_after_the_name_gives_none():
    assert hits("enum-only-in-tool-text", _excerpt(
        "读取研究框架片段。framework 为 enterprise/business 等框架名。")) == []
    # optional, its default outside the list: the list may not be all it takes
    assert hits("enum-only-in-tool-text", _excerpt(
        "读取研究框架片段。framework 为 enterprise/business/finance。", default="general")) == []


def _salary(text: str):
    return described_tool("salary_overview", text, {
        "keyword": {"type": "string", "default": ""}, "pages": {"type": "integer", "default": 3}})


def test_a_range_in_a_bracket_right_after_the_name_is_its_limit():
    tool = _salary("薪資行情：取前 pages（1~5）頁有公開薪資的職缺，依單位統計筆數。")
    (h,) = hits("prose-only-constraint", tool)
    assert h.path == "/properties/pages"
    assert h.fix and {(op["path"], op["value"]) for op in h.fix} == {
        ("/properties/pages/minimum", 1), ("/properties/pages/maximum", 5)}


def test_a_bare_range_elsewhere_in_the_tool_text_is_not_its_limit():
    tool = _salary("薪資行情：統計 1~5 年資的職缺，pages 為要讀的頁數。")
    assert hits("prose-only-constraint", tool) == []


# --- param-id-unclear: a sibling that reads the object hands the model its id ----------------


def _pr_tool(name: str):
    return described_tool(name, f"{name} on a pull request of the repository.", {
        "repo": {"type": "string", "description": "Repository slug, e.g. 'team/app'."},
        "pull_request_id": {"type": "string", "description": "Pull request ID"}}, ["repo", "pull_request_id"])


def test_an_id_a_sibling_reads_is_info():
    from workbench.model import ToolSet

    approve, reader = _pr_tool("approvePullRequest"), _pr_tool("getPullRequest")
    found = hits("param-id-unclear", approve, ToolSet((approve, reader, _pr_tool("mergePullRequest"))))
    assert [(h.path, h.severity) for h in found] == [("/properties/pull_request_id", "info")]
    assert "which tool of this set returns it" in found[0].message


def test_an_id_no_sibling_reads_keeps_the_warning():
    from workbench.model import ToolSet

    approve = _pr_tool("approvePullRequest")
    found = hits("param-id-unclear", approve, ToolSet((approve, _pr_tool("mergePullRequest"))))
    assert [(h.path, h.severity) for h in found] == [("/properties/pull_request_id", None)]


# --- prose-field-relation: a rule the tool's description states is the executor's -----------


def _contact(tool_text: str, phone_text: str):
    return described_tool("contacts_create_contact", tool_text, {
        "name": {"type": "string", "description": "Full name of the contact."},
        "phone": {"type": "string", "description": phone_text},
        "email": {"type": "string", "description": "Email address, e.g. zhang@example.com."}}, ["name"])


def test_a_root_group_rule_in_the_tool_description_is_info():
    tool = _contact("Create a contact. Either phone or email must be provided.", "Phone number, e.g. +447700900123.")
    assert [h.severity for h in hits("prose-field-relation", tool)] == ["info"]
    three = described_tool("transit_departures", "Next departures. Provide either stop_id or both lat and "
                           "lon, never both.", {"stop_id": {"type": "string", "description": "Stop id, e.g. S-1."},
                                                "lat": {"type": "number", "description": "Latitude."},
                                                "lon": {"type": "number", "description": "Longitude."}})
    assert {h.severity for h in hits("prose-field-relation", three)} == {"info"}


def test_a_root_group_rule_in_one_field_s_text_keeps_the_warning():
    tool = _contact("Create a contact.", "Phone number, e.g. +447700900123. Either phone or email must be provided.")
    assert [h.severity for h in hits("prose-field-relation", tool)] == [None]


# --- side-effect-undisclosed: the verb before a noun, and a "When to use" section ----------


def test_cancel_broadcast_cancels_a_broadcast():
    from workbench.text import name_verb

    assert name_verb("cancel-broadcast").verb == "cancel"
    assert name_verb("create_broadcast").verb == "create"
    assert name_verb("broadcast_message").verb == "broadcast"


def test_a_when_to_use_section_says_when_to_call_it():
    said = described_tool("cancel-broadcast", "Cancel a queued or scheduled broadcast. Cancelling a "
                          "scheduled broadcast reverts it to draft.\n\n**When to use:** User wants to "
                          "stop or pause a broadcast that is sending.",
                          {"id": {"type": "string", "description": "Broadcast id, e.g. bc_123."}}, ["id"])
    assert hits("side-effect-undisclosed", said) == []
    zh = described_tool("cancel_broadcast", "取消排队或定时的群发。\n何时使用：用户要求停止正在发送的群发时。",
                        {"id": {"type": "string", "description": "群发 ID，例如 bc_123。"}}, ["id"])
    assert hits("side-effect-undisclosed", zh) == []


def test_a_cancel_without_when_to_call_it_keeps_the_finding():
    bare = described_tool("cancel-broadcast", "Cancel a queued or scheduled broadcast.",
                          {"id": {"type": "string", "description": "Broadcast id, e.g. bc_123."}}, ["id"])
    (h,) = hits("side-effect-undisclosed", bare)
    assert "cancels" in h.message and "broadcasts (" not in h.message


# --- required-contradicts-description: "Optional:" over the value's own members ---------------


def _automation(text: str):
    return described_tool("set_automation", "Create or update an automation.", {
        "config": {"type": "object", "description": text}}, ["config"])


def test_an_optional_label_over_a_list_of_members_is_no_optional_field():
    tool = _automation("Complete automation configuration with required fields: 'alias', 'trigger', "
                       "'action'. Optional: 'description', 'condition', 'mode'")
    assert hits("required-contradicts-description", tool) == []


def test_an_optional_label_over_the_field_itself_keeps_the_finding():
    tool = _automation("Optional: the automation configuration, as a mapping.")
    assert [h.path for h in hits("required-contradicts-description", tool)] == ["/properties/config"]


# --- undescribed parameters: a full-width "＝" explains one in the tool text ---------------


def _job(text: str):
    return described_tool("get_job", text, {
        "job_id": {"type": "string"},
        "full": {"type": "boolean", "default": False}, "applicants": {"type": "boolean", "default": False},
        "similar": {"type": "boolean", "default": False}}, ["job_id"])


def test_a_full_width_equals_sign_explains_the_parameter():
    tool = _job("職缺完整內容，full=True 看全文。104 限定：applicants＝近兩週應徵者人數與背景，similar＝相似職缺。")
    assert hits("param-descriptions-mostly-missing", tool) == []


def test_parameters_the_tool_text_leaves_unsaid_keep_the_finding():
    tool = _job("職缺完整內容，full=True 看全文。")
    assert [h.path for h in hits("param-descriptions-mostly-missing", tool)] == [""]


# --- value lists: a gloss with a comma of its own ----------------------------------------------


def test_a_gloss_holding_a_comma_does_not_cut_the_list():
    from workbench.prose import extract

    for text in ("检索类型，可选值：'semantic'（语义）、'keyword'（关键词）、'hybrid'（混合，默认）",
                 "通讯录语言，取值：zh_CN（中文，默认值）、en_US（英文）。"):
        (c,) = [c for c in extract(text) if c.kind == "enum-values"]
        assert len(c.value) in (2, 3) and "默认" not in " ".join(c.value)
    tool = described_tool("search_questions", "检索题目。", {"search_type": {
        "type": "string", "default": "hybrid",
        "description": "检索类型，可选值：'semantic'（语义）、'keyword'（关键词）、'hybrid'（混合，默认）"}})
    (h,) = hits("enum-missing", tool)
    assert h.fix and h.fix[0]["value"] == ["semantic", "keyword", "hybrid"]


def test_a_call_s_argument_is_no_gloss():
    from workbench.prose import extract

    assert [c for c in extract("one of: count(*), sum(x)") if c.kind == "enum-values"] == []


def test_quoted_values_joined_by_or_with_their_default_are_the_list():
    from workbench.prose import extract

    def values(text):
        return [c.value for c in extract(text) if c.kind == "enum-values"]

    assert values("'followed', 'list', or 'none' (default 'list').") == [("followed", "list", "none")]
    assert values("asc or desc（默认 asc）") == [("asc", "desc")]
    # unquoted type words are JSON types; capitalised words may be names
    assert values("string or number") == [] and values("Asc or Desc") == []


def test_values_closed_by_one_of_or_set_out_with_pipes_in_the_tool_text():
    export = described_tool("export_invoices", "Export invoices to a file. format is one of: xlsx, "
                            "csv, json, qbo. out_path is where to write.", {
                                "format": {"type": "string"}, "out_path": {"type": "string",
                                                                         "description": "Output path."}},
                            ["format", "out_path"])
    (h,) = hits("enum-only-in-tool-text", export)
    assert "['xlsx', 'csv', 'json', 'qbo']" in h.message
    piped = described_tool("compare_export", "导出对比结果。\n\nArgs:\n    format: markdown(默认) | html\n",
                           {"format": {"type": "string", "default": "markdown"}})
    (h,) = hits("enum-only-in-tool-text", piped)
    assert "['markdown', 'html']" in h.message


def test_examples_after_the_name_are_no_closed_list():
    # optional, no default among them: "is" introduces examples, not the whole set
    export = described_tool("export_invoices", "Export invoices. format is xlsx, csv or json.", {
        "format": {"type": "string"}})
    assert hits("enum-only-in-tool-text", export) == []


def test_md_among_format_names_is_a_value_not_a_date_part():
    from workbench.prose.slash_lists import slash_list

    assert slash_list("输出格式：md / html / both，默认 both")[0] == ["md", "html", "both"]
    assert slash_list("日期格式：yyyy-mm-dd/yyyymmdd") is None
    assert slash_list("日期：YYYY/MM/DD") is None


def test_a_labelled_glossed_comma_list_with_its_default_in_a_docstring_entry():
    tool = described_tool("get_indicators", "获取技术指标。\n\nArgs:\n    symbol: 股票代码，例如 600519\n"
                          "    period: 数据周期，daily(日线), weekly(周线), monthly(月线)，默认daily\n",
                          {"symbol": {"type": "string"}, "period": {"type": "string", "default": "daily"}},
                          ["symbol"])
    (h,) = hits("enum-only-in-tool-text", tool)
    assert "['daily', 'weekly', 'monthly']" in h.message
    # a default outside the list: the list is not all it takes
    other = described_tool("get_indicators", "获取技术指标。\n\nArgs:\n    period: 数据周期，daily(日线), "
                           "weekly(周线)，默认monthly\n", {"period": {"type": "string", "default": "monthly"}})
    assert hits("enum-only-in-tool-text", other) == []


# --- range-missing: a range the text only suggests -------------------------------------------


def _hot_list(limit_text: str):
    return described_tool("get_hot_list", f"获取热搜榜。\n\n参数：\n- limit: {limit_text}\n- refresh: 是否刷新数据。\n",
                          {"limit": {"type": "integer", "default": 20}, "refresh": {"type": "boolean"}})


def test_a_suggested_range_leaves_what_the_tool_accepts_unsaid():
    (h,) = [h for h in hits("range-missing", _hot_list("返回条数，范围建议 1-50。")) if h.path == "/properties/limit"]
    assert h.severity is None and h.fix is None
    assert "1-50" in h.message and "范围建议 1-50" in h.message


def test_a_best_value_to_pick_is_no_suggested_range():
    found = [h for h in hits("range-missing", _hot_list("返回条数上限，默认 20（建议 3~5，够定位即可）。"))
             if h.path == "/properties/limit"]
    assert all(h.severity == "info" for h in found)


# --- enum-missing defers to the tool text that names the values --------------------------------


def _geocode(args: str):
    return described_tool("geocode", f"Forward geocode a place name.\n\n    Args:\n        query: Place name\n{args}",
                          {"query": {"type": "string"}, "output_mode": {"type": "string", "default": "json"}},
                          ["query"])


def test_values_the_tool_text_names_are_reported_with_them():
    tool = _geocode('        output_mode: "json" (default) or "text"\n')
    assert [h.path for h in hits("enum-missing", tool)] == []
    (h,) = hits("enum-only-in-tool-text", tool)
    assert "['json', 'text']" in h.message


def test_a_mode_no_text_lists_keeps_the_generic_finding():
    tool = _geocode("        output_mode: how the result is shaped\n")
    assert [h.path for h in hits("enum-missing", tool)] == ["/properties/output_mode"]


# --- param-descriptions-mostly-missing: "參數同 search_jobs" --------------------------------


def _jobs_pair(text: str):
    from workbench.model import ToolSet

    props = {"keyword": {"type": "string"}, "area": {"type": "array", "items": {"type": "string"}},
             "jobcat": {"type": "array", "items": {"type": "string"}}, "my_years": {"type": "integer"},
             "job_type": {"type": "string"}, "education": {"type": "string"},
             "remote_only": {"type": "boolean", "default": False}, "new_only": {"type": "boolean", "default": False},
             "pages": {"type": "integer", "default": 3, "description": "讀取頁數，例如 3。"}}
    search = described_tool("search_jobs", "搜尋職缺。area＝地區中文名，jobcat＝職類中文名，my_years＝"
                            "年資（年），job_type＝全職或兼職，education＝最低學歷，remote_only＝只看遠端，new_only＝只看新職缺，"
                            "keyword＝關鍵字。", dict(props))
    salary = described_tool("salary_overview", text, dict(props))
    return salary, ToolSet((search, salary))


def test_parameters_shared_with_a_sibling_that_documents_them():
    salary, tools = _jobs_pair("薪資行情：依單位統計。參數同 search_jobs。")
    assert hits("param-descriptions-mostly-missing", salary, tools) == []


def test_parameters_no_text_documents_keep_the_finding():
    salary, tools = _jobs_pair("薪資行情：依單位統計。")
    assert [h.path for h in hits("param-descriptions-mostly-missing", salary, tools)] == [""]


def test_a_filter_or_view_after_a_write_verb_is_the_thing_written():
    from workbench.text import name_verb

    assert name_verb("create_filter").verb == "create" and name_verb("update_view").verb == "update"
    assert name_verb("filter_issues").kind == "read" and name_verb("search_orders").kind == "read"


def _mail(name: str, text: str, field: str):
    return described_tool(name, text, {field: {"type": "string", "description": "Email address of the sender"}},
                          [field])


def test_an_address_a_read_filters_on_is_info_a_write_s_stays_shown():
    read = _mail("search_by_sender", "Search messages from one sender.", "sender")
    assert [h.severity for h in hits("prose-only-constraint", read)] == ["info"]
    write = _mail("send_invite", "Send an invitation e-mail to a new member.", "sender")
    assert [h.severity for h in hits("prose-only-constraint", write)] == [None]


# --- param-missing-unit: a price is no time; a sibling in cents does not speak for it ---------


def _variant(price_text: str):
    return described_tool("create_variant", "Create a product variant.", {
        "price": {"type": "integer", "description": price_text},
        "compare_at_price": {"type": "integer", "description": "Original price shown struck through"}},
        ["price"])


def test_a_price_beside_one_in_cents_still_asks_for_its_unit_as_money():
    (h,) = [h for h in hits("param-missing-unit", _variant("Price in smallest currency unit (1999 = $19.99)"))
            if h.path == "/properties/compare_at_price"]
    assert "'in USD'" in h.message and "seconds" not in h.message


def test_a_price_beside_one_in_a_currency_shares_it():
    found = hits("param-missing-unit", _variant("Price in USD, e.g. 19.99"))
    assert [h.path for h in found if h.path == "/properties/compare_at_price"] == []


def test_a_list_in_the_field_s_own_text_is_reported_once():
    # holdout 35: the same values in the field's text and in its Args entry gave two findings
    tool = described_tool("position", "The state of a chess position.\n\n    Args:\n"
                          "      variant: 'classic' or 'chess960'.\n",
                          {"variant": {"type": "string", "default": "classic",
                                       "description": "The rules: 'classic' or 'chess960'."}})
    assert hits("enum-only-in-tool-text", tool) == []
    assert [h.path for h in hits("prose-only-constraint", tool)] == ["/properties/variant"]
