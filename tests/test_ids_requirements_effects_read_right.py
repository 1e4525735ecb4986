"""The families the tenth collection judged wrong or noisy, English and Chinese, each
with a look-alike that must behave the other way: ids (a standard code is no record id),
requirements (a kind's id, a relation beside the record's own key, a URL standing in for an id),
effects (a document's name, a message in the user's own app, a loss that triggers the call,
a result computed offline, a share link's password), near duplicates told apart by their
Chinese leads, and the prose relations shown only where they matter."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj
from workbench.linter.engine import lint
from workbench.model import ToolSet


def _shown(rule_id, tool, toolset=None):
    return [h for h in hits(rule_id, tool, toolset) if h.severity in (None, "warning", "error")]


# --- param-id-unclear: a postal, country, currency or language code is a standard's value -------

@pytest.mark.parametrize("name,desc", [
    ("postalCode", "The postal code."), ("country_code", "Country code."),
    ("currencyCode", "币种代码"), ("zip_code", "邮编代码"),
])
def test_a_standard_code_is_no_record_id(name, desc):
    tool = make_tool(name="contacts_create", description="Create a contact.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert _shown("param-id-unclear", tool) == []


@pytest.mark.parametrize("name,desc", [("promo_code", "The promo code."), ("voucher_code", "Voucher code")])
def test_a_code_of_the_systems_own_records_is_still_asked_about(name, desc):
    tool = make_tool(name="orders_apply", description="Apply a promotion to an order.",
                     parameters=obj({name: {"type": "string", "description": desc}}))
    assert len(_shown("param-id-unclear", tool)) == 1


# --- required-missing ------------------------------------------------------------------------

def _required(tool):
    return [h.message for h in _shown("required-missing", tool)]


@pytest.mark.parametrize("desc,prop_desc", [
    ("Returns list of space activities", "Activity type IDs"),
    ("返回空间动态列表", "动态类型ID"),
])
def test_the_id_of_a_kind_is_a_filter_not_the_target(desc, prop_desc):
    tool = make_tool(name="get_space_activities", description=desc, parameters=obj({
        "activityTypeId": {"type": "array", "items": {"type": "number"}, "description": prop_desc},
        "count": {"type": "number", "description": "Number of activities."}}, closed=False))
    assert _required(tool) == []


def test_the_id_of_the_kind_a_tool_is_about_is_still_needed():
    tool = make_tool(name="delete_issue_type", description="Deletes an issue type.",
                     parameters=obj({"issueTypeId": {"type": "number", "description": "Issue type ID"}},
                                    closed=False))
    assert len(_required(tool)) == 1


@pytest.mark.parametrize("desc", ["Updates an existing issue", "更新已有的问题"])
def test_a_parent_id_beside_the_records_own_key_is_a_relation(desc):
    tool = make_tool(name="update_issue", description=desc, parameters=obj({
        "issueId": {"type": "number", "description": "The numeric ID of the issue (e.g., 12345)"},
        "issueKey": {"type": "string", "description": "The key of the issue (e.g., 'PROJ-123')"},
        "parentIssueId": {"type": "number", "description": "Parent issue ID"},
        "summary": {"type": "string", "description": "Summary"}}, closed=False))
    assert _required(tool) == []


def test_a_parent_id_alone_on_the_tool_about_it_is_still_needed():
    tool = make_tool(name="update_parent_issue", description="Updates a parent issue.",
                     parameters=obj({"parentIssueId": {"type": "number", "description": "Parent issue ID"},
                                     "summary": {"type": "string", "description": "Summary"}},
                                    closed=False))
    assert len(_required(tool)) == 1


@pytest.mark.parametrize("desc", ["Analyze an issue. If the user gives a link, use that alone.",
                                  "分析一个问题。用户给了链接时只传链接。"])
def test_an_url_of_the_same_record_stands_in_for_its_id(desc):
    tool = make_tool(name="analyze_issue", description=desc, parameters=obj({
        "issueId": {"type": "string", "description": "The Issue ID. e.g. `PROJECT-1Z43`"},
        "issueUrl": {"type": "string", "format": "uri", "description": "The URL of the issue."}},
        closed=False))
    assert _required(tool) == []


def test_an_url_of_another_thing_is_no_alternative():
    tool = make_tool(name="get_issue", description="Get an issue.", parameters=obj({
        "issueId": {"type": "string", "description": "The Issue ID. e.g. `PROJECT-1Z43`"},
        "callbackUrl": {"type": "string", "format": "uri", "description": "Where to post."}},
        closed=False))
    assert len(_required(tool)) == 1


# --- side-effect-undisclosed ---------------------------------------------------------------

def _effects(name, desc):
    return _shown("side-effect-undisclosed", make_tool(name=name, description=desc,
                                                       parameters=obj({})))


@pytest.mark.parametrize("name,desc", [
    ("push_bill", "下推金蝶云星空单据（如销售订单下推发货通知单）"),
    ("push_message", "推送前台消息，在写入流程中向前台反馈进度。"),
    ("push_error_message", "推送前台错误消息"),
    ("show_toast", "在编辑器中弹出提示框，告诉用户保存成功。"),
])
def test_a_documents_name_or_the_users_own_screen_is_no_outreach(name, desc):
    assert _effects(name, desc) == []


@pytest.mark.parametrize("name,desc", [
    ("push_notice", "向全体成员推送通知消息。"),
    ("notify_customer", "通知客户订单已发货。"),
])
def test_a_message_to_other_people_is_still_outreach(name, desc):
    assert len(_effects(name, desc)) == 1


# --- write-claims-read-only ------------------------------------------------------------------

def _claims(name, desc, ann):
    return _shown("write-claims-read-only", make_tool(name=name, description=desc,
                                                      parameters=obj({}), annotations=ann))


@pytest.mark.parametrize("desc", [
    "Create a buffer zone (polygon) around a point at a distance. Works offline without API calls.",
    "生成一个点周围的缓冲区多边形。离线计算，无需联网。",
])
def test_a_result_computed_offline_is_no_write(desc):
    assert _claims("buffer_tool", desc, {"readOnlyHint": True}) == []


def test_a_created_record_is_still_a_write():
    assert len(_claims("zone_tool", "Create a zone in the project and save it.",
                       {"readOnlyHint": True})) == 1


def test_a_loss_that_triggers_the_call_is_no_destruction():
    desc = "修复交付：结果下载失败或本地文件丢失时重新保存，链接过期则重新查询一次。不会重新提交。"
    assert _claims("recover_job", desc, {"destructiveHint": False}) == []


def test_a_loss_the_call_causes_is_still_a_destruction():
    desc = "重置工作区：本地文件将全部丢失。"
    assert len(_claims("reset_workspace", desc, {"destructiveHint": False})) == 1


# --- credential-param: a share link's password -----------------------------------------------

@pytest.mark.parametrize("name,desc", [
    ("create-drive-item-share-link", "Optional password visitors of the link must type."),
    ("create_share", "分享的访问密码，可不填。"),
])
def test_a_share_links_password_is_no_credential(name, desc):
    tool = make_tool(name=name, description="Create a link to share a file.",
                     parameters=obj({"body": obj({"password": {"type": "string", "description": desc}})}))
    assert _shown("credential-param", tool) == []


def test_a_login_password_beside_a_link_is_still_a_credential():
    tool = make_tool(name="link_account", description="Link the user's bank account.",
                     parameters=obj({"password": {"type": "string", "description": "Bank password."}}))
    assert len(hits("credential-param", tool)) == 1


# --- near-duplicate-tools: Chinese leads that differ ---------------------------------------------

_ARGS = ("\n\n    Args:\n        form_id: 表单ID。如 BD_MATERIAL、SAL_SaleOrder 等\n        numbers: 单据编号，"
         "多个用逗号分隔。如 \"MAT001,MAT002\"\n        ids: 单据内码ID，多个用逗号分隔（numbers 和 ids 二选一）\n")
_BILL = obj({"form_id": {"type": "string"}, "numbers": {"type": "string"}, "ids": {"type": "string"}})


def _near(tools):
    report = lint(ToolSet(tuple(tools)), config=False, select=["near-duplicate-tools"])
    return [f for f in report.findings if f.severity in ("warning", "error")]


def test_chinese_leads_that_name_other_actions_tell_the_tools_apart():
    tools = [make_tool(name=n, description=lead + _ARGS, parameters=_BILL)
             for n, lead in (("delete_bill", "删除金蝶云星空单据。"), ("audit_bill", "审核金蝶云星空单据。"))]
    assert _near(tools) == []


def test_the_same_chinese_lead_still_competes():
    tools = [make_tool(name=n, description="审核金蝶云星空单据。" + _ARGS, parameters=_BILL)
             for n in ("audit_bill", "approve_bill")]
    assert len(_near(tools)) == 1


# --- prose-condition and prose-field-relation -----------------------------------------------

def _cond(props):
    return _shown("prose-condition", make_tool(name="pipeline_generate", description="Generate YAML.",
                                               parameters=obj(props)))


_MODE = {"type": "string", "enum": ["packages", "oss"], "description": "Upload type."}


@pytest.mark.parametrize("desc", ["Repo id, required when uploadType is packages.",
                                  "仓库 ID，当 uploadType 为 packages 时必填"])
def test_a_condition_on_a_field_with_a_default_is_moot(desc):
    props = {"uploadType": _MODE, "repoId": {"type": "string", "default": "flow_generic_repo",
                                             "description": desc}}
    assert _cond(props) == []
    del props["repoId"]["default"]
    assert len(_cond(props)) == 1
    said = " Default: 'flow_generic_repo'" if desc.isascii() else "。默认为 flow_generic_repo。"
    props["repoId"]["description"] = desc + said
    assert _cond(props) == []


def test_a_condition_three_objects_deep_is_info():
    pattern = obj({"type": {"type": "string", "enum": ["weekly", "absoluteMonthly"]},
                   "dayOfMonth": {"type": "integer",
                                  "description": "Required if type is absoluteMonthly."}}, closed=False)
    deep = {"body": obj({"recurrence": obj({"pattern": pattern}, closed=False)}, closed=False)}
    shallow = {"pattern": pattern}
    assert _cond(deep) == [] and len(_cond(shallow)) == 1


def test_an_either_or_said_on_both_fields_is_reported_once():
    props = {"team": {"type": "string", "description": "Team ID (required if no workflow)"},
             "workflow": {"type": "string", "description": "Workflow ID (required if no team)"}}
    assert len(_cond(props)) == 1


@pytest.mark.parametrize("said,shown", [
    ("job_id 与 task_id 不能同时传。", 0),
    ("Do not pass both job_id and task_id.", 0),
    ("job_id 和 task_id 至少填一个。", 1),
    ("Provide at least one of job_id or task_id.", 1),
])
def test_a_root_rule_is_shown_only_when_it_demands_a_field(said, shown):
    # said in one field's text of a closed object; in the tool's description it is info (round 62)
    tool = make_tool(name="get_job", description="Get a job's progress and result.", parameters=obj({
        "job_id": {"type": "string", "description": f"Job id. {said}"},
        "task_id": {"type": "string", "description": "Task id."}}))
    assert len(_shown("prose-field-relation", tool)) == shown
    told = make_tool(name="get_job", description=f"Get a job's progress and result. {said}", parameters=obj({
        "job_id": {"type": "string", "description": "Job id."},
        "task_id": {"type": "string", "description": "Task id."}}))
    assert _shown("prose-field-relation", told) == []
