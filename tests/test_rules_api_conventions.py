"""A REST API's own conventions read as what they are: a field selection written the API's
comma-separated way (`opt_fields`, `$select`) is info for type-delimited-list, while a plural
list of ids packed into a string keeps its warning."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


@pytest.mark.parametrize("name,desc", [
    ("opt_fields", "Comma-separated list of optional properties to include in the response, "
                   "e.g. assignee,due_on,notes."),
    ("fields", "Fields to return, comma-separated (id,title,labels)."),
    ("$select", "Comma-separated properties to return for each message."),
    ("返回字段", "需要返回的字段，多个字段用逗号分隔。"),
])
def test_field_selection_in_the_apis_convention_is_info(name, desc):
    (h,) = hits("type-delimited-list", make_tool(name="crm_get_contact", parameters=obj(
        {name: {"type": "string", "description": desc}})))
    assert h.severity == "info"


@pytest.mark.parametrize("name,desc,severity", [
    # shown where an array would check what the string cannot: a capped count
    ("label_ids", "Comma-separated label ids to attach to the card, up to 20.", None),
    ("收件人列表", "收件人邮箱，多个用逗号分隔，最多 50 个。", None),
    # a plainly described list of ids: models write it reliably (holdout 23: 0 U / 6 N)
    ("label_ids", "Comma-separated label ids to attach to the card.", "info"),
])
def test_a_packed_list_of_values_keeps_its_warning_where_an_array_checks_more(name, desc, severity):
    (h,) = hits("type-delimited-list", make_tool(name="crm_update_contact", parameters=obj(
        {name: {"type": "string", "description": desc}})))
    assert h.severity == severity


# An archive flag on an update is taken back by the same flag; a cache is filled again.

def _update(name: str, desc: str, flag: str, flag_desc: str):
    return make_tool(name=name, description=desc, parameters=obj({
        "ticket_id": {"type": "string", "description": "Ticket id."},
        flag: {"type": "boolean", "description": flag_desc}}))


@pytest.mark.parametrize("flag,flag_desc", [
    ("archived", "Archive the ticket."),
    ("archive", "是否归档该工单。"),
])
def test_an_archive_flag_is_no_removal(flag, flag_desc):
    tool = _update("helpdesk_update_ticket", "Update a ticket's title, owner or state.", flag,
                   flag_desc)
    assert hits("side-effect-undisclosed", tool) == []


def test_an_archive_flag_the_text_never_mentions_still_is_one():
    tool = make_tool(name="wiki_patch_page", description="Update a page's properties.",
                     parameters=obj({"page_id": {"type": "string", "description": "Page id."},
                                     "archived": {"type": "boolean"}}))
    assert hits("side-effect-undisclosed", tool)


def test_a_delete_flag_on_an_update_still_is_one():
    tool = _update("helpdesk_update_ticket", "Update a ticket's title, owner or state.",
                   "hard_delete", "Remove the ticket.")
    assert hits("side-effect-undisclosed", tool)


@pytest.mark.parametrize("name,desc", [
    ("purge_cdn_cache", "Purge cached copies of a URL on every edge node."),
    ("clear_layout_cache", "清空版式缓存，版式变化后使用。"),
])
def test_clearing_a_cache_is_no_irreversible_effect(name, desc):
    assert hits("side-effect-undisclosed", make_tool(name=name, description=desc)) == []


@pytest.mark.parametrize("name,desc", [
    ("purge_chat_history", "Purge the chat history of a channel."),
    ("clear_recycle_bin", "清空回收站中的所有文件。"),
])
def test_clearing_what_the_user_keeps_still_is_one(name, desc):
    assert hits("side-effect-undisclosed", make_tool(name=name, description=desc))


# Words vague alone (`test`, `run`, `process`) after a verb form a term the description uses.

@pytest.mark.parametrize("name,desc", [
    ("createTestRun", "Create a test run for a project in the QA tracker."),
    ("update_test_run", "Update a test run's name or its status."),
])
def test_a_domain_term_after_the_verb_is_no_vague_name(name, desc):
    assert hits("name-vague", make_tool(name=name, description=desc)) == []


@pytest.mark.parametrize("name,desc", [
    ("run_test", "Runs it."),
    ("get_data_info", "Get data info."),
    ("handle_request", "处理请求。"),
])
def test_generic_words_stay_a_vague_name(name, desc):
    assert hits("name-vague", make_tool(name=name, description=desc))


# `clean` as in data cleaning is a transform of what was read.

@pytest.mark.parametrize("name,desc", [
    ("clean_review_data", "清洗电商评论结果，提取所有有效的评论正文。"),
    ("clean_contacts", "Normalizes phone numbers and returns the contacts in one format."),
])
def test_data_cleaning_is_no_hidden_removal(name, desc):
    assert hits("name-effect-unstated", make_tool(name=name, description=desc)) == []


@pytest.mark.parametrize("name,desc", [
    ("clean_review_data", "查询电商评论结果并返回评论正文。"),
    ("cleanup_stale_sessions", "Returns the sessions idle for more than a day."),
])
def test_a_clean_name_over_a_plain_read_still_is_reported(name, desc):
    assert hits("name-effect-unstated", make_tool(name=name, description=desc))


# The optional login of a site the user names (a scan or a test of `base_url`) is no secret an
# executor can hold in advance: info, reported once per credentials object.

def _scan(props: dict, required: list[str]):
    return make_tool(name="scanner_create_site_scan", description="Scan a website for broken links.",
                     parameters=obj({"base_url": {"type": "string", "description": "Site to scan."},
                                     **props}, required=required))


def test_an_optional_site_login_is_info_and_reported_once():
    creds = {"credentials": {"type": "object", "description": "站点登录信息；不传则向用户询问。",
                             "properties": {"username": {"type": "string"},
                                            "password": {"type": "string"}}}}
    found = hits("credential-param", _scan(creds, ["base_url"]))
    assert [h.severity for h in found] == ["info"]
    en = hits("credential-param", _scan({"password": {"type": "string",
                                                      "description": "Site password."}}, ["base_url"]))
    assert [h.severity for h in en] == ["info"]


def test_a_required_or_unrelated_secret_keeps_its_warning():
    required = hits("credential-param", _scan({"password": {"type": "string"}},
                                              ["base_url", "password"]))
    assert [h.severity for h in required] == [None]
    api = make_tool(name="weather_get_forecast", description="Get the forecast for a city.",
                    parameters=obj({"city": {"type": "string"}, "api_key": {"type": "string"}}))
    assert [h.severity for h in hits("credential-param", api)] == [None]


# A date whose form the tool text gives (or format-missing asks on the same field) is not asked
# for again by param-missing-description.

def _quotes(desc: str, start: dict):
    return make_tool(name="market_get_quotes", description=desc, parameters=obj({
        "symbol": {"type": "string", "description": "Ticker, e.g. 600519.SH."},
        "start_date": start}))


@pytest.mark.parametrize("desc", ["Daily quotes of one stock. Dates are YYYY-MM-DD.",
                                  "查询单只股票日线行情，日期格式 YYYY-MM-DD。"])
def test_a_date_form_the_tool_gives_is_info(desc):
    (h,) = hits("param-missing-description", _quotes(desc, {"type": "string"}))
    assert h.severity == "info"


def test_the_tools_date_form_says_nothing_of_an_undescribed_id():
    tool = make_tool(name="market_get_quotes", description="Daily quotes. Dates are YYYY-MM-DD.",
                     parameters=obj({"id": {"type": "string"},
                                     "start_date": {"type": "string", "description": "起始日期"}}))
    (h,) = hits("param-missing-description", tool)
    assert h.path == "/properties/id" and h.severity is None
