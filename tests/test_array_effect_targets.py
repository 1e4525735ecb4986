"""array-unbounded: a list whose every element receives a write's external effect (blocked,
isolated, notified) is a batch of targets by its meaning — its word in the tool name or the
text's "each/every <element>" — in English and Chinese, beside lists that stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

RULE = "array-unbounded"


def _tool(name, description, prop, prop_description, item=None):
    return make_tool(name=name, description=description, parameters=obj({
        prop: {"type": "array", "items": item or {"type": "string"}, "description": prop_description},
        "reason": {"type": "string", "description": "Why."}}, required=[prop, "reason"]))


@pytest.mark.parametrize("name,desc,prop,pdesc", [
    ("edr_isolate_hosts", "Isolate hosts from the network; running sessions are dropped.",
     "hosts", "Hostnames to isolate."),
    ("shop_notify_waitlist", "Emails every customer on the list that the item is back.",
     "customers", "Customer emails."),
    ("im_ban_accounts", "封禁账号，封禁后对方无法登录。", "accounts", "要封禁的账号。"),
    ("clinic_send_reminders", "为次日的预约发送短信提醒，每位患者会收到一条短信。", "patients_list",
     "要提醒的患者手机号。"),
])
def test_a_list_receiving_an_external_effect_warns(name, desc, prop, pdesc):
    (h,) = hits(RULE, _tool(name, desc, prop, pdesc))
    assert h.severity in (None, "warning") and h.path == f"/properties/{prop}"


@pytest.mark.parametrize("name,desc,prop,pdesc", [
    ("edr_isolate_hosts", "Isolate hosts from the network.", "hosts", "Hostnames to isolate."),
    ("memory_create_entities", "Create entities in the knowledge graph.", "entities",
     "Entities to create."),
    ("fw_block_traffic", "Block traffic on the perimeter firewall.", "ports",
     "Ports to block, e.g. 23."),
    ("im_ban_account", "封禁一个账号，并通知其所在群的每个管理员。", "tags", "封禁原因标签。"),
])
def test_other_lists_keep_todays_reading(name, desc, prop, pdesc):
    tool = _tool(name, desc, prop, pdesc)
    if name == "edr_isolate_hosts":  # bounded: nothing to say
        tool.parameters["properties"]["hosts"].update(minItems=1, maxItems=20)
    assert not [h for h in hits(RULE, tool) if h.severity in (None, "warning")]


def _narrowing_tool(name, description, prop, pdesc, required=()):
    return make_tool(name=name, description=description, parameters=obj({
        prop: {"type": "array", "items": {"type": "string"}, "description": pdesc},
        "pattern": {"type": "string", "description": "What to match."}},
        required=["pattern", *required]))


@pytest.mark.parametrize("name,desc,prop,pdesc", [
    ("batch_delete_matches", "Bulk-deletes the records matching a pattern; cannot be undone.",
     "record_ids", "Ids from a dry run to which the deletion is restricted. If omitted, all "
     "matching records are deleted."),
    ("batch_delete_matches", "批量删除匹配的记录，删除后无法恢复。", "record_ids",
     "只删除这些记录；不传则删除全部匹配记录。"),
])
def test_a_list_that_only_narrows_an_all_acting_call_is_info(name, desc, prop, pdesc):
    # a cap on a list the call does without (acting on all) bounds nothing
    (h,) = hits(RULE, _narrowing_tool(name, desc, prop, pdesc))
    assert h.severity == "info"


def test_a_narrowing_list_the_rule_would_not_report_stays_silent():
    # the reading only lowers a finding: a list no batch reading reports gets no info either
    tool = _narrowing_tool("search_files", "Searches files for a pattern.", "folder_ids",
                           "Folders to search. If omitted, all folders are searched.")
    assert hits(RULE, tool) == []


@pytest.mark.parametrize("name,desc,prop,pdesc,required", [
    # required: the list is the batch, whatever its text says of omission
    ("batch_delete_matches", "批量删除匹配的记录，删除后无法恢复。", "record_ids",
     "只删除这些记录；不传则删除全部匹配记录。", ("record_ids",)),
    # optional but nothing says the call then acts on all
    ("batch_delete_matches", "Bulk-deletes the matching records; cannot be undone.", "record_ids",
     "Records to delete. If omitted, the call fails.", ()),
    ("batch_delete_matches", "批量删除记录，删除后无法恢复。", "record_ids", "要删除的记录 ID。", ()),
])
def test_a_list_that_is_the_batch_still_warns(name, desc, prop, pdesc, required):
    (h,) = hits(RULE, _narrowing_tool(name, desc, prop, pdesc, required))
    assert h.severity in (None, "warning")
