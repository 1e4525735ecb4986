"""write-claims-read-only: `destructiveHint: false` on a tool whose text says it deletes for good
("Permanently delete", "cannot be recovered", 永久删除, 删除后无法恢复); an additive tool that
"cannot be undone" (filing a return), a soft delete and a tool without the annotation stay
silent."""

from __future__ import annotations

import pytest

from support import hits, spec_tool


def _tool(name, desc, destructive=False):
    return spec_tool({"name": name, "description": desc,
                      "inputSchema": {"type": "object", "properties": {}},
                      "annotations": {"readOnlyHint": False, "destructiveHint": destructive}})


@pytest.mark.parametrize("name,desc", [
    ("crm_erase_contact", "Permanently erase a contact and its activity history."),
    ("storage_empty_bucket", "Remove every object in the bucket; removed objects cannot be "
                             "restored."),
    ("chat_delete_channel", "永久删除一个频道及其全部消息。仅在管理员确认后调用。"),
    ("notes_clear_notebook", "清空笔记本中的所有笔记，删除后无法恢复。"),
])
def test_a_permanent_deletion_declared_not_destructive_is_a_warning(name, desc):
    (h,) = hits("write-claims-read-only", _tool(name, desc))
    assert h.path == "" and "destructiveHint: false" in h.message


@pytest.mark.parametrize("name,desc,destructive", [
    ("tax_file_return", "File the return with the authority. Cannot be undone.", False),
    ("mail_delete_message", "Move a message to the trash; it can be restored for 30 days.", False),
    ("crm_erase_contact", "Permanently erase a contact and its activity history.", True),
    ("notes_archive", "归档笔记，可随时恢复，不会永久删除。", False),
])
def test_additive_soft_or_declared_deletions_stay_silent(name, desc, destructive):
    assert hits("write-claims-read-only", _tool(name, desc, destructive)) == []
