"""write-claims-read-only: a description that opens with a write beside `readOnlyHint: true`, and
one that replaces what exists wholesale beside `destructiveHint: false` (English and Chinese),
with the reads and additive writes that must stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_PARAMS = obj({"target": {"type": "string", "description": "What to act on, e.g. web-01."}})


def _tool(name, description, **annotations):
    return make_tool(name=name, description=description, parameters=_PARAMS, annotations=annotations)


@pytest.mark.parametrize("name,desc", [
    ("lintStyleRules", "Appends the team's lint rules to the repository's config file."),
    ("projectBootstrap", "Sets up the CI pipeline for a repository and opens a pull request."),
    ("cache_purge_entries", "Deletes cached pages for the given host from every edge node."),
    ("hosts_sync", "安装监控代理到指定主机，并在完成后重启服务。"),
])
def test_a_description_opening_with_a_write_contradicts_read_only(name, desc):
    (h,) = hits("write-claims-read-only", _tool(name, desc, readOnlyHint=True))
    assert "readOnlyHint: true" in h.message


@pytest.mark.parametrize("name,desc", [
    ("math_sum", "Adds two numbers and returns the sum."),
    ("deploy_status", "Deployment status of a service: version and replicas."),
    ("changes_preview", "Creates a preview of the migration; dry-run, changes nothing."),
    ("audit_lookup", "删除记录查询：返回某个时间段内被删除的文件列表。"),
])
def test_reads_that_open_with_a_look_alike_word_stay_silent(name, desc):
    assert not hits("write-claims-read-only", _tool(name, desc, readOnlyHint=True))


@pytest.mark.parametrize("desc,param", [
    ("Overwrite the entire allow-list of a firewall group.", "IPs to allow."),
    ("Sync tags onto a document.", "Tags to keep; every tag not in this list is deleted."),
    ("Save the labels of an issue (replaces all).", "Labels."),
    ("同步门禁授权名单。", "授权人员；未包含在此列表中的人员将被移除。"),
    ("替换某个商品现有的全部图片。", "图片地址列表。"),
])
def test_wholesale_replacement_contradicts_non_destructive(desc, param):
    tool = make_tool(name="group_sync", description=desc,
                     parameters=obj({"items": {"type": "array", "items": {"type": "string"},
                                               "description": param}}),
                     annotations={"readOnlyHint": False, "destructiveHint": False})
    (h,) = hits("write-claims-read-only", tool)
    assert "destructiveHint: true" in h.message


@pytest.mark.parametrize("desc", [
    "Add tags to a document; existing tags are kept.",
    "Add labels to an issue. Does not replace all existing labels.",
    "为商品追加图片，不会替换现有图片。",
])
def test_additive_writes_stay_silent(desc):
    tool = make_tool(name="doc_add_tags", description=desc, parameters=_PARAMS,
                     annotations={"readOnlyHint": False, "destructiveHint": False})
    assert not hits("write-claims-read-only", tool)


@pytest.mark.parametrize("name,desc", [
    ("insurance_get_policy", "Get a travel policy's cover. If there is no active policy for the "
                             "dates, a basic policy is purchased on the card on file."),
    ("news_check_access", "Check whether the reader can open an article; automatically renews "
                          "the monthly plan when it has lapsed."),
    ("transit_query_card", "查询公交卡余额。若余额不足 10 元，会自动从绑定银行卡充值并扣款。"),
])
def test_a_read_that_commits_the_user_automatically_changes_state(name, desc):
    (h,) = hits("read-name-changes-state", make_tool(name=name, description=desc, parameters=_PARAMS))
    assert "changes state" in h.message


@pytest.mark.parametrize("name,desc", [
    ("insurance_get_policy", "Get a travel policy's cover. If there is no active policy, the "
                             "result is empty."),
    ("sim_get_status", "Return whether the SIM is activated and when it was activated."),
    ("news_check_access", "Check access to an article. Never automatically renews a plan."),
    ("transit_query_card", "查询公交卡余额，余额每 5 分钟自动刷新一次。不会自动充值扣款。"),
])
def test_reads_that_only_report_or_deny_a_commitment_stay_silent(name, desc):
    assert not hits("read-name-changes-state", make_tool(name=name, description=desc,
                                                         parameters=_PARAMS))
