"""recipient-defaults-empty: a send's recipient optional with the default null or "" (a
generated `who=None`) hides where a call without it goes. Silent where the text says it ("不填则
发送给当前聊天", "if omitted, ..."), for a draft, for a recipient that is required, and for a
parameter that is not the recipient; in English and Chinese."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj

RULE = "recipient-defaults-empty"
_MSG = {"type": "string", "description": "消息内容。"}


@pytest.mark.parametrize("name,desc,props,where,zh", [
    ("send_message", "发送文本消息。who 为接收人名称，at 为 @对象",
     {"msg": _MSG, "who": {"type": "string", "default": None}}, "/properties/who", True),
    ("send_email", "Send an email.", {"to": {"type": "array", "items": {"type": "string"},
                                             "default": None},
                                      "body": {"type": "string", "description": "Plain text."}},
     "/properties/to", False),
    ("post_message", "Post a message.", {"text": _MSG, "channel": {
        "type": "string", "default": "", "description": "The channel to send to."}},
     "/properties/channel", False),
])
def test_an_optional_recipient_with_an_empty_default_is_reported(name, desc, props, where, zh):
    found = hits(RULE, make_tool(name=name, description=desc, parameters=obj(props)))
    assert [h.path for h in found] == [where] and found[0].fix is None
    assert ("接收方" in found[0].message) == zh


@pytest.mark.parametrize("name,desc,props,required", [
    ("send_message", "发送文本消息。who 为接收人名称，不填则发送给当前聊天。",
     {"msg": _MSG, "who": {"type": "string", "default": None}}, None),
    ("send_message", "Send a text message.",
     {"msg": _MSG, "who": {"type": "string", "default": None,
                           "description": "Recipient; if omitted, the open chat."}}, None),
    ("draft_email", "Save a draft.", {"to": {"type": "string", "default": None}}, None),
    ("send_message", "发送文本消息。", {"msg": _MSG, "who": {"type": "string"}}, ["msg", "who"]),
    ("send_message", "发送文本消息。", {"msg": _MSG, "at": {"type": "string", "default": None,
                                                         "description": "要 @ 的成员。"}}, None),
])
def test_said_drafts_required_and_other_fields_stay_silent(name, desc, props, required):
    assert hits(RULE, make_tool(name=name, description=desc, parameters=obj(props, required=required))) == []
