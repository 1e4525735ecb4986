"""mega-tool-flat-union (info): an action switch of three or more actions over three or more
fields each described as for some actions ("(onboard 时填写)", "only for `transfer`"), English and
Chinese; one scoped flag, or fields that serve every action, stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


def _tool(props):
    return make_tool(name="crm_handle_account", description="Account changes.", parameters=obj(
        {"action": {"type": "string", "enum": ["open", "freeze", "close"], "description": "Action."},
         **props}, required=["action"]))


@pytest.mark.parametrize("props", [
    {"owner_name": {"type": "string", "description": "Owner (for open)."},
     "reason": {"type": "string", "description": "Why, required for freeze or close."},
     "refund_iban": {"type": "string", "description": "Only for `close`: where the balance goes."}},
    {"owner_name": {"type": "string", "description": "户主姓名（open 时填写）。"},
     "reason": {"type": "string", "description": "原因（freeze、close 时必填）。"},
     "refund_iban": {"type": "string", "description": "退款账户，close 时填写。"}},
])
def test_a_flat_union_of_per_action_fields_is_reported(props):
    (h,) = hits("mega-tool-flat-union", _tool(props))
    assert h.path == "/properties/action" and h.severity is None


@pytest.mark.parametrize("props", [
    {"account_id": {"type": "string", "description": "Account id."},
     "force": {"type": "boolean", "description": "Skip the balance check (for close)."}},
    {"account_id": {"type": "string", "description": "Account id."},
     "note": {"type": "string", "description": "Note kept with the change."},
     "ticket": {"type": "string", "description": "Ticket that asked for it."}},
])
def test_scoped_flags_or_shared_fields_stay_silent(props):
    assert hits("mega-tool-flat-union", _tool(props)) == []
