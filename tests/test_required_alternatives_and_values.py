"""Alternatives, added notes, a document's own password, a read-only value and a SELECT-only
statement, read from their meaning.

The thirteenth collection judged these shown findings wrong: an id whose own text is "Or: recipe
ID" beside a favourite number made required; an id a tool text offers "by ID or by list number"
made required; an id of one kind of thing among those a `type` picks (recipe, grocery, meal plan)
made required; a forward's "Additional message above the forwarded content" made required; a
PDF's own password (encrypt/decrypt) and an API key the tool stores for its source reported as
the caller's credential; a permission level named "readonly" read as a claim; "仅允许 SELECT"
not read as a statement of what the SQL may do. And one defect nothing reported: a field whose
entry in the tool's "Args:" block says 必传 left optional. Each family has English and Chinese
cases and a look-alike that must stay shown."""

from __future__ import annotations

import pytest

from support import described_tool, hits, make_tool, obj


def _shown(rule, tool):
    return [h for h in hits(rule, tool) if h.severity is None]


# --- an alternative the field's own text opens with --------------------------------------------

@pytest.mark.parametrize("alt", ["Or: recipe ID", "或：菜谱 ID"])
def test_an_id_whose_text_opens_with_or_is_an_alternative(alt):
    tool = make_tool(name="recipe_tag", description="Add custom tags to a saved favorite.",
                     parameters=obj({"index": {"type": "number", "description": "Favorite number"},
                                     "id": {"type": "string", "description": alt},
                                     "tags": {"type": "array", "items": {"type": "string"}}},
                                    required=["tags"], closed=False))
    assert _shown("required-id-optional", tool) == []


@pytest.mark.parametrize("text", ["The recipe ID", "菜谱 ID"])
def test_an_id_with_no_alternative_is_still_required(text):
    tool = make_tool(name="recipe_tag", description="Add custom tags to a saved favorite.",
                     parameters=obj({"id": {"type": "string", "description": text},
                                     "tags": {"type": "array", "items": {"type": "string"}}},
                                    required=["tags"], closed=False))
    (h,) = _shown("required-id-optional", tool)
    assert h.fix


# --- a second way the tool text offers, held by a sibling's own text ---------------------------

@pytest.mark.parametrize("description, index_text", [
    ("Remove a recipe from your favorites by ID or by list number.",
     "Optional: remove by list number (from recipe_favorites)"),
    ("按 ID 或收藏序号删除收藏的菜谱。", "可选：按收藏序号删除")])
def test_a_second_way_named_in_the_tool_text_is_an_alternative(description, index_text):
    tool = make_tool(name="recipe_unsave", description=description,
                     parameters=obj({"id": {"type": "string", "description": "Recipe ID to remove"},
                                     "index": {"type": "number", "description": index_text}}, closed=False))
    assert _shown("required-missing", tool) == []


def test_a_second_way_no_field_takes_leaves_the_id_needed():
    tool = make_tool(name="recipe_unsave", description="Remove a recipe from your favorites by ID or by list number.",
                     parameters=obj({"id": {"type": "string", "description": "Recipe ID to remove"},
                                     "source": {"type": "string", "description": "Optional: source adapter key"}},
                                    closed=False))
    (h,) = _shown("required-missing", tool)
    assert "`id`" in h.message


# --- an id of one kind among those a sibling picks ---------------------------------------------

@pytest.mark.parametrize("text, kinds", [("Recipe ID or URL to export", ["recipe", "grocery", "mealplan"]),
                                         ("菜谱ID", ["菜谱", "购物清单"])])
def test_an_id_of_one_kind_a_type_picks_is_not_always_needed(text, kinds):
    tool = make_tool(name="recipe_export", description="Export a recipe, meal plan, or grocery list.",
                     parameters=obj({"id": {"type": "string", "description": text},
                                     "type": {"type": "string", "enum": kinds, "description": "What to export"}},
                                    closed=False))
    assert _shown("required-missing", tool) == []


def test_a_role_value_named_like_the_id_does_not_make_it_optional():
    tool = make_tool(name="team_set_role", description="Set a member's role.",
                     parameters=obj({"user_id": {"type": "string", "description": "The user ID"},
                                     "role": {"type": "string", "enum": ["user", "admin"]}},
                                    required=["role"], closed=False))
    (h,) = _shown("required-id-optional", tool)
    assert "`user_id`" in h.message


# --- a note added to what the tool sends anyway ------------------------------------------------

@pytest.mark.parametrize("text", ["Additional message above the forwarded content", "附加的留言，显示在转发内容上方"])
def test_an_added_note_of_a_forward_is_optional(text):
    tool = make_tool(name="forward_email", description="Forward an email to new recipients.",
                     parameters=obj({"emailId": {"type": "string"},
                                     "to": {"type": "array", "items": {"type": "string"}},
                                     "body": {"type": "string", "description": text}},
                                    required=["emailId", "to"], closed=False))
    assert _shown("required-id-optional", tool) == []


def test_the_body_a_send_sends_stays_required():
    tool = make_tool(name="send_email", description="Send an email.",
                     parameters=obj({"to": {"type": "array", "items": {"type": "string"}},
                                     "body": {"type": "string", "description": "The message text"}},
                                    required=["to"], closed=False))
    (h,) = _shown("required-id-optional", tool)
    assert "`body`" in h.message


# --- credential-param: a document's own password, a key the tool stores ------------------------

@pytest.mark.parametrize("description", ["PDF 安全管理（action: encrypt=加密, decrypt=解密）",
                                         "PDF security (action: encrypt, decrypt)."])
def test_a_pdf_password_the_tool_sets_or_removes_is_not_a_credential(description):
    tool = make_tool(name="pdf_manage_security", description=description,
                     parameters=obj({"filename": {"type": "string"}, "action": {"type": "string"},
                                     "password": {"type": "string", "description": "密码"}},
                                    required=["filename", "action", "password"]))
    assert _shown("credential-param", tool) == []


def test_a_pdf_tool_that_uploads_with_an_account_password_is_reported():
    tool = make_tool(name="pdf_upload", description="Upload the PDF to the archive service.",
                     parameters=obj({"filename": {"type": "string"},
                                     "password": {"type": "string", "description": "Your account password"}},
                                    required=["filename", "password"]))
    assert len(_shown("credential-param", tool)) == 1


@pytest.mark.parametrize("description", [
    "Configure a recipe source. Use this to set API keys or authentication tokens.",
    "配置菜谱来源。用于设置 API Key 或认证令牌。"])
def test_a_key_the_tool_stores_for_its_source_is_not_shown(description):
    tool = make_tool(name="recipe_configure", description=description,
                     parameters=obj({"source": {"type": "string"},
                                     "credential": {"type": "string",
                                                    "description": "API key or auth token for the source"}},
                                    required=["source", "credential"]))
    assert _shown("credential-param", tool) == []
    assert [h.severity for h in hits("credential-param", tool)] == ["info"]


def test_a_key_a_search_tool_takes_is_shown():
    tool = make_tool(name="recipe_search", description="Search recipes. Use this to find dinner ideas.",
                     parameters=obj({"query": {"type": "string"},
                                     "credential": {"type": "string", "description": "API key for the source"}},
                                    required=["query", "credential"]))
    assert len(_shown("credential-param", tool)) == 1


# --- write-claims-read-only: a level named readonly is a value --------------------------------

@pytest.mark.parametrize("description", [
    '执行 API。传 grant="readonly"=产品级只读规则集（会话内放行只读 API）。',
    'Execute an API call. Pass grant="readonly" to allow the List/Get APIs for the session.'])
def test_a_level_named_readonly_is_no_claim(description):
    tool = make_tool(name="execute_api", description=description,
                     parameters=obj({"api": {"type": "string"}, "grant": {"type": "string"}}, required=["api"]))
    assert _shown("write-claims-read-only", tool) == []


@pytest.mark.parametrize("description", ["Execute an API call. Read-only: it only calls List and Get APIs.",
                                         "执行 API。本工具只读，不修改任何资源。"])
def test_a_tool_that_calls_itself_read_only_is_still_read(description):
    tool = make_tool(name="execute_api", description=description,
                     parameters=obj({"api": {"type": "string"}}, required=["api"]))
    assert len(_shown("write-claims-read-only", tool)) == 1


# --- query-effect-unstated: SELECT only said in Chinese ---------------------------------------

@pytest.mark.parametrize("description", ["执行自由 SELECT SQL。仅允许 SELECT;行数受 max_rows 约束。",
                                         "Execute free SQL. SELECT statements only."])
def test_select_only_is_a_statement_of_the_effect(description):
    tool = make_tool(name="sap_exec_sql", description=description,
                     parameters=obj({"sql": {"type": "string"}}, required=["sql"]))
    assert _shown("query-effect-unstated", tool) == []


@pytest.mark.parametrize("description", ["执行 SQL 语句并返回结果。", "Execute SQL queries and return the rows."])
def test_sql_with_nothing_said_of_writes_is_shown(description):
    tool = make_tool(name="db_exec_sql", description=description,
                     parameters=obj({"sql": {"type": "string"}}, required=["sql"]))
    assert len(_shown("query-effect-unstated", tool)) == 1


# --- prose-required-unmarked: an Args entry that says every call needs the field ---------------

_ARGS = ("Show a signal as an analog wave.\n\n    Args:\n        signals: The signals.\n"
         "        min: AnalogMin. {0}.\n        max: AnalogMax.\n")


@pytest.mark.parametrize("said", ["必传，与 max 成对", "Required; pair it with max"])
def test_an_args_entry_that_requires_the_field_is_reported(said):
    tool = make_tool(name="set_wave_analog", description=_ARGS.format(said), parameters=obj({
        "signals": {"type": "array", "items": {"type": "string"}},
        "min": {"type": "number", "default": None}, "max": {"type": "number", "default": None}},
        required=["signals"], closed=False))
    (h,) = _shown("prose-required-unmarked", tool)
    assert h.path == "/properties/min" and "null default" in h.message and not h.fix


@pytest.mark.parametrize("said", ["可选，与 max 成对", "Required when interp is HOLD", "或 max 必传"])
def test_an_args_entry_optional_conditional_or_alternative_is_silent(said):
    tool = make_tool(name="set_wave_analog", description=_ARGS.format(said), parameters=obj({
        "signals": {"type": "array", "items": {"type": "string"}}, "interp": {"type": "string"},
        "min": {"type": "number", "default": None}, "max": {"type": "number", "default": None}},
        required=["signals"], closed=False))
    assert _shown("prose-required-unmarked", tool) == []


def test_an_args_entry_beside_a_real_default_is_silent():
    tool = make_tool(name="set_wave_analog", description=_ARGS.format("必传"), parameters=obj({
        "signals": {"type": "array", "items": {"type": "string"}},
        "min": {"type": "number", "default": 0}, "max": {"type": "number", "default": None}},
        required=["signals"], closed=False))
    assert _shown("prose-required-unmarked", tool) == []


# --- credential-param: a webhook's token is the secret half of its URL ------------------------

@pytest.mark.parametrize("text", ["", "Webhook 令牌"])
def test_a_webhook_token_is_a_credential(text):
    tool = make_tool(name="chat_send_webhook_message", description="Sends a message using a webhook.",
                     parameters=obj({"webhookId": {"type": "string"},
                                     "webhookToken": {"type": "string", "description": text},
                                     "content": {"type": "string"}}, required=["webhookId", "webhookToken", "content"]))
    (h,) = _shown("credential-param", tool)
    assert h.path == "/properties/webhookToken"


def test_a_page_token_of_a_webhook_listing_is_no_credential():
    tool = make_tool(name="chat_list_webhooks", description="Lists the webhooks of a channel.",
                     parameters=obj({"channelId": {"type": "string"},
                                     "next_page_token": {"type": "string", "description": "Webhook list page token"}},
                                    required=["channelId"]))
    assert hits("credential-param", tool) == []


_MODELS = {"latitude": {"type": "number", "description": "Latitude, e.g. 52.52."},
           "models": {"type": "array", "items": {"type": "string", "enum": ["gfs_seamless", "ncep_gfs_global"]},
                      "description": "Weather models."}}


def test_specify_exactly_one_in_the_named_parameter_is_a_need_after_a_label():
    # "IMPORTANT:" opens the sentence: a label, no condition
    tool = described_tool("gfs_forecast", "Forecast from the GFS model. IMPORTANT: Specify exactly one "
                                          "GFS model in the `models` parameter (e.g., \"ncep_gfs_global\").",
                          _MODELS)
    assert [h.path for h in hits("prose-required-unmarked", tool)] == ["/properties/models"]


def test_a_need_after_a_capitalised_condition_is_one_case():
    tool = described_tool("gfs_forecast", "Forecast from the GFS model. If you compare runs, specify "
                                          "exactly one model in the `models` parameter.", _MODELS)
    assert hits("prose-required-unmarked", tool) == []
