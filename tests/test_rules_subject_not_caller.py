"""A value that is the tool's subject, not the caller's secret or identity: the password a
document tool puts on or takes off its document (`credential-param`), the user id of an admin
tool acting on a named target user or a filter the text explains (`identity-param`); and the
look-alikes that still are the caller's (a service login password, a bare "Id of the user")."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _pw_tool(name, desc, pw_desc=""):
    prop = {"type": "string"} | ({"description": pw_desc} if pw_desc else {})
    return make_tool(name=name, description=desc, parameters=obj(
        {"path": {"type": "string", "description": "Path of the file."}, "password": prop},
        required=["path", "password"]))


@pytest.mark.parametrize("name,desc,pw_desc", [
    ("lock_spreadsheet", "Put a password on an Excel workbook so it opens only with it.", ""),
    ("encrypt_pdf", "Encrypt a PDF with a password.", ""),
    ("remove_file_password", "Removes the protection from a document.",
     "The document's protection password."),
    ("unzip_archive", "解压 ZIP 压缩包到指定目录。", "压缩包的解压密码，没有则留空。"),
    ("pdf_to_text", "提取 PDF 中的文字。", "PDF 的打开密码。"),
])
def test_a_password_on_the_tools_own_document_is_not_a_credential(name, desc, pw_desc):
    assert hits("credential-param", _pw_tool(name, desc, pw_desc)) == []


@pytest.mark.parametrize("name,desc,pw_desc", [
    ("sftp_upload", "Upload a file to the SFTP server.", "SFTP account password."),
    ("db_export_table", "导出数据库表到 CSV 文件。", "数据库密码。"),
])
def test_a_service_password_beside_a_file_still_is(name, desc, pw_desc):
    (h,) = hits("credential-param", _pw_tool(name, desc, pw_desc))
    assert h.path == "/properties/password"


def _uid_tool(name, desc, uid_desc, required=True):
    return make_tool(name=name, description=desc, parameters=obj(
        {"user_id": {"type": "string", "description": uid_desc}},
        required=["user_id"] if required else []))


@pytest.mark.parametrize("name,desc,uid_desc", [
    ("suspend_inactive_member", "Suspends a member of the workspace who has not signed in for "
     "90 days.", "The member to suspend."),
    ("audit_events_search", "Search the audit trail of the Keycloak realm.",
     "Keycloak user ID; only events for this user are returned."),
    ("list_tickets_assigned", "List support tickets assigned to an agent.",
     "Zendesk agent user ID; use search_agents to find it first."),
    ("disable_account", "停用一个员工账号。", "要停用的用户 ID，可通过 search_users 获取。"),
])
def test_a_user_id_the_text_says_is_a_target_is_silent(name, desc, uid_desc):
    assert hits("identity-param", _uid_tool(name, desc, uid_desc)) == []


@pytest.mark.parametrize("name,desc,uid_desc", [
    ("list_saved_addresses", "Lists saved delivery addresses, newest first.",
     "Id of the user whose addresses are listed."),
    ("get_wallet_balance", "查询钱包余额。", "用户ID"),
])
def test_a_bare_user_id_still_is_reported(name, desc, uid_desc):
    (h,) = hits("identity-param", _uid_tool(name, desc, uid_desc))
    assert h.path == "/properties/user_id"


def _client(name, key):
    return make_tool(name=name, description="Send an HTTP request to any URL.", parameters=obj(
        {"url": {"type": "string", "description": "Target URL."},
         key: {"type": "string", "description": "Bearer token for the target API."}},
        required=["url"]))


def test_a_token_for_the_target_of_a_generic_http_client_is_info():
    (h,) = hits("credential-param", _client("http_post", "token"))
    assert h.severity == "info"


def test_a_token_of_a_service_tool_with_a_url_still_warns():
    (h,) = hits("credential-param", _client("slack_upload_file", "access_token"))
    assert h.severity is None
