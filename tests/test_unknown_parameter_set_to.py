"""prose-unknown-parameter: a bare identifier the text tells the model to set to a value ("set
show_archived to true", "将 with_history 设为 true") is a parameter name; an English word in the same
place ("set limit to 10"), a declared name and a negated order stay silent."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

_TICKET = obj({"ticket_no": {"type": "string", "description": "Ticket number, e.g. TK-20931."}},
              required=["ticket_no"])


@pytest.mark.parametrize("desc,word", [
    ("Look up one support ticket. To also get its attachments, set with_attachments to true.",
     "with_attachments"),
    ("Look up one support ticket. Set showHistory = true for the full change log.", "showHistory"),
    ("查询一张工单的当前状态。如需返回处理记录，把 with_history 设为 true。", "with_history"),
    ("查询工单详情。若要包含附件列表，请将 includeFiles 设置为 1。", "includeFiles"),
])
def test_a_name_the_text_sets_to_a_value_must_be_declared(desc, word):
    (h,) = hits("prose-unknown-parameter", make_tool(name="desk_get_ticket", description=desc,
                                                     parameters=_TICKET))
    assert f"`{word}`" in h.message


@pytest.mark.parametrize("desc", [
    "Look up one support ticket. The agent may set priority to 'high' later in the desk UI.",
    "Look up one support ticket. Do not set with_attachments to true: they are always included.",
    "查询工单详情。不要把 with_history 设为 true，处理记录总会返回。",
    "查询工单详情。请将 ticket_no 设为工单号，例如 TK-20931。",
])
def test_english_words_declared_names_and_negated_orders_stay_silent(desc):
    assert not hits("prose-unknown-parameter", make_tool(name="desk_get_ticket", description=desc,
                                                         parameters=_TICKET))
