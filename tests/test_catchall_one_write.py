"""`name-catchall-verb`, one act: a catch-all name (`handle_bottle_bank`, `seedbank_process`)
on a tool with no action switch whose description leads with the one specific write it does is
shown: the name hides the act the text names."""

from __future__ import annotations

import pytest

from support import hits, make_tool

_PROPS = {"type": "object", "properties": {"bank_id": {"type": "string", "description": "e.g. GB-1."}}}


def _shown(name: str, description: str, parameters=None):
    return [h for h in hits("name-catchall-verb", make_tool(name, description, parameters or _PROPS))
            if h.severity != "info"]


def test_handle_that_books_a_run_en():
    (h,) = _shown("handle_bottle_bank", "Mark a glass bottle bank as full and book an emptying "
                  "run with the crew. Returns the work order number.")
    assert "'Mark a glass bottle bank" in h.message


def test_system_and_process_that_submits_zh():
    (h,) = _shown("seedbank_process", "为种子库中的某份种质提交发芽率检测申请，并从库存中扣减种子。")
    assert "`process`" in h.message


@pytest.mark.parametrize("name,description", [
    ("process_payment", "Process a payment for an order."),          # the text repeats the catch-all
    ("performDataAnalysis", "Returns summary statistics of a dataset."),  # it reads
    ("improveBusinessProcess", "Create a plan to improve a business process."),  # `process` is its object
])
def test_reads_repeats_or_objects_are_not_shown(name, description):
    assert _shown(name, description) == []


def test_an_action_switch_keeps_its_own_reading():
    params = {"type": "object", "properties": {"action": {"type": "string", "enum": ["approve", "reject"]}}}
    assert _shown("manage_approval", "Create or settle an approval.", params) == []
