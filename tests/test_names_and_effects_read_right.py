"""Names and effects read from the tool's meaning (the sixteenth collection's wrong
verdicts, each read as a family, English and Chinese, with a look-alike that keeps its finding).

- read-name-changes-state: a mark that labels the returned items into categories ("7 类 IOC 自动
  标记 (url, ipv4, ...)"), a status another party gave what is looked up ("flagged by OJK",
  "已被监管机构标记为"), and a write the annotations declare too (`readOnlyHint: false` and
  `destructiveHint: true`) change nothing the tool hides.
- name-catchall-verb: a text opening with several acts ("Open, save or initialize", "打开、保存或
  初始化") has no one act to name the tool after.
- name-vague: `delete_draft` names its object; `get_file_info(filepath)` is a file-system helper.
- write-claims-read-only: "物理磁盘上的目标文件 100% 只读" is said of the original, not the tool.
- credential-param: a created log drain's "Secret for verification" is the new resource's.
- param-source-unstated: `lookup_vendor(vendor_name)` looks a vendor up by its name: ask how exact.
"""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.model import Tool, ToolSet


def _shown(rule: str, tool: Tool, toolset: ToolSet | None = None):
    return [h for h in hits(rule, tool, toolset) if h.severity != "info"]


_PATH = obj({"path": {"type": "string", "description": "Binary to read."}}, required=["path"])


# --- read-name-changes-state ----------------------------------------------------------------

@pytest.mark.parametrize("name,description", [
    ("search_strings", "提取二进制文件全量字符串；内置 7 类威胁情报 IOC 自动标记 (url, ipv4, "
                       "filepath, registry, email)，支持 XOR 解密"),
    ("search_strings", "Extracts the strings of a binary and automatically flags them (url, ipv4, "
                       "email, registry) as indicators."),
    ("check_ojk_waspada", "Check OJK's alert list for illegal financial entities.\nIf found, this "
                          "entity is flagged by OJK as potentially fraudulent."),
    ("check_blacklist", "查询监管黑名单。如果找到，该实体已被监管机构标记为潜在欺诈。"),
])
def test_labels_and_statuses_of_others_are_no_change(name, description):
    assert _shown("read-name-changes-state", make_tool(name, description, _PATH)) == []


@pytest.mark.parametrize("name,description", [
    ("get_order", "Gets the order and marks it as viewed (id, status, total)."),
    ("get_alerts", "Lists the alerts; every alert returned is flagged as seen."),
    ("get_order", "查询订单，查询后订单会被标记为已读。"),
])
def test_a_mark_the_call_makes_is_still_shown(name, description):
    assert len(_shown("read-name-changes-state", make_tool(name, description, _PATH))) == 1


_VIEW = ("Control the desktop view and capture images. The image operations write PNG bytes to "
         "file_path on the host and overwrite that path.")
_VIEW_ZH = "控制桌面视图并截图。截图操作会覆盖 file_path 处的 PNG 文件。"


@pytest.mark.parametrize("description", [_VIEW, _VIEW_ZH])
def test_a_write_the_annotations_declare_too_is_info(description):
    declared = make_tool("view_model", description, _PATH,
                         annotations={"readOnlyHint": False, "destructiveHint": True})
    (h,) = hits("read-name-changes-state", declared)
    assert h.severity == "info"
    undeclared = make_tool("view_model", description, _PATH, annotations={"readOnlyHint": False})
    assert len(_shown("read-name-changes-state", undeclared)) == 1


# --- name-catchall-verb ---------------------------------------------------------------------

_OPS = obj({"request": {"type": "object", "description": "The operation and its arguments."}})


@pytest.mark.parametrize("name,description", [
    ("manage_model_files", "Open, save or initialize the active bridge project. Choose "
                           "request.operation; initialize clears the model."),
    ("manage_checks", "Set up, edit, execute and inspect code-checking data, with distinct modes."),
    ("manage_model_files", "打开、保存或初始化当前桥梁模型。初始化会清空模型。"),
])
def test_several_acts_listed_have_no_one_name(name, description):
    found = hits("name-catchall-verb", make_tool(name, description, _OPS))
    assert [h.severity for h in found] == ["info"]
    assert "one thing it does" not in found[0].message


@pytest.mark.parametrize("name,description", [
    ("handle_bottle_bank", "Mark a glass bottle bank as full and book an emptying run."),
    ("seedbank_process", "为种子库中的某份种质提交发芽率检测申请，并从库存中扣减种子。"),
])
def test_one_act_still_names_itself(name, description):
    (h,) = _shown("name-catchall-verb", make_tool(name, description, _OPS))
    assert "one thing it does" in h.message


# --- name-vague -------------------------------------------------------------------------------

@pytest.mark.parametrize("name,description", [
    ("delete_draft", "Permanently delete one or more drafts by ID."),
    ("delete_draft", "按 ID 永久删除一个或多个草稿。"),
])
def test_a_draft_after_a_verb_is_its_object(name, description):
    assert hits("name-vague", make_tool(name, description, _PATH)) == []


def test_a_draft_mark_on_a_vague_name_stays():
    assert len(_shown("name-vague", make_tool("process_draft", "Process it.", _PATH))) == 1


@pytest.mark.parametrize("description,param", [
    ("Get detailed information about a file.", "filepath"),
    ("获取文件的详细信息。", "file_path"),
])
def test_a_file_named_by_a_path_is_specific(description, param):
    tool = make_tool("get_file_info", description, obj({param: {"type": "string"}}))
    assert hits("name-vague", tool) == []


def test_files_of_another_system_by_id_stay_vague():
    tool = make_tool("get_file_info", "Get detailed information about a file.",
                     obj({"folder_id": {"type": "string"}}))
    assert len(_shown("name-vague", tool)) == 1


# --- write-claims-read-only -------------------------------------------------------------------

@pytest.mark.parametrize("description", [
    "在当前会话中对指定虚拟地址应用十六进制字节虚拟补丁 (COW 内存覆写层)，即时影响后续反汇编，物理磁盘上的"
    "目标文件 100% 只读保真",
    "Applies the hex patch to a copy-on-write overlay of the session; the original file on disk "
    "remains read-only.",
])
def test_read_only_said_of_the_original(description):
    assert hits("write-claims-read-only", make_tool("patch_memory", description, _PATH)) == []


@pytest.mark.parametrize("description", ["Patches the memory of the session. Read-only.",
                                         "修改会话内存中的字节。只读操作，不产生任何变更。"])
def test_read_only_said_of_the_tool_stays(description):
    assert len(hits("write-claims-read-only", make_tool("patch_memory", description, _PATH))) == 1


# --- credential-param -------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["Secret for verification",
                                  "Secret used to sign each delivery (HMAC).",
                                  "用于签名校验的密钥"])
def test_a_created_drains_signing_secret_is_its_setting(text):
    tool = make_tool("createLogDrain", "Creates a new log drain.",
                     obj({"url": {"type": "string"}, "secret": {"type": "string", "description": text}}))
    assert _shown("credential-param", tool) == []


@pytest.mark.parametrize("text", ["Password used to sign in", "API key used to verify your identity"])
def test_the_callers_own_secret_stays(text):
    tool = make_tool("createSession", "Creates a new session.",
                     obj({"password": {"type": "string", "description": text}}))
    assert len(_shown("credential-param", tool)) == 1


# --- param-source-unstated --------------------------------------------------------------------

def _vendors(target: Tool) -> ToolSet:
    lister = make_tool("search_lpse_vendors", "Search vendors / 搜索供应商.", obj({}))
    return ToolSet((target, lister))


@pytest.mark.parametrize("name,description", [
    ("lookup_vendor_lpse", "Look up a vendor's procurement history."),
    ("get_vendor_by_name", "查询供应商的采购历史。"),
])
def test_a_lookup_by_name_asks_how_exact_not_where_from(name, description):
    tool = make_tool(name, description, obj({"vendor_name": {"type": "string"},
                                             "year": {"type": "integer", "description": "Year."}}))
    (h,) = hits("param-source-unstated", tool, _vendors(tool))
    assert "exact registered name" in h.message and "display name" not in h.message


@pytest.mark.parametrize("name", ["delete_vendor", "search_strings"])
def test_other_names_still_ask_the_source(name):
    param = "vendor_name"
    tool = make_tool(name, "删除供应商。" if name == "delete_vendor" else "Search the strings.",
                     obj({param: {"type": "string"}, "year": {"type": "integer", "description": "Year."}}))
    (h,) = hits("param-source-unstated", tool, _vendors(tool))
    assert "display name or a guess" in h.message


def test_a_file_sent_somewhere_still_names_no_system():
    tool = make_tool("sendFile", "Send a file to a recipient.",
                     obj({"file_path": {"type": "string"}, "recipient": {"type": "string"}}))
    assert len(_shown("name-vague", tool)) == 1


@pytest.mark.parametrize("text", ["An authentication token used to validate the request.",
                                  "用于鉴权的令牌，签名校验本次请求"])
def test_a_token_validating_the_callers_request_stays(text):
    tool = make_tool("usergroups_create", "Creates a new user group.",
                     obj({"token": {"type": "string", "description": text}}))
    assert len(_shown("credential-param", tool)) == 1


# --- side-effect-undisclosed: a cancelled run is started again ------------------------------

@pytest.mark.parametrize("name,description", [
    ("cancelDeployment", "Cancels a deployment that is still building."),
    ("cancel_pipeline_run", "取消正在运行的流水线。"),
])
def test_cancelling_a_run_is_not_shown(name, description):
    tool = make_tool(name, description, obj({"id": {"type": "string", "description": "Run id."}}))
    assert _shown("side-effect-undisclosed", tool) == []


@pytest.mark.parametrize("name,description", [
    ("cancel_order", "Cancels an order."),
    ("cancel_booking", "取消酒店预订。"),
    ("cancel_job", "Cancels the job and deletes its output files."),
])
def test_cancelling_an_order_or_losing_data_stays(name, description):
    tool = make_tool(name, description, obj({"id": {"type": "string", "description": "Order id."}}))
    assert len(_shown("side-effect-undisclosed", tool)) == 1
