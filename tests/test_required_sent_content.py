"""required-id-optional for what a send tool sends (`mail_send_email`'s `body`): required when
nothing can stand in for it; alternatives (html, a template, blocks) and non-send tools stay
silent. English and Chinese descriptions."""

from __future__ import annotations

import pytest

from support import hits, make_tool, obj


@pytest.mark.parametrize("name,desc,props", [
    ("mail_send_email", "Send an email from the user's mailbox.",
     {"to": {"type": "string"}, "subject": {"type": "string"}, "body": {"type": "string"}}),
    ("group_send_message", "向群聊发送一条消息。",
     {"channel_id": {"type": "string"}, "text": {"type": "string", "description": "消息内容。"}}),
    ("sms_send", "Sends a text message to a phone number.",
     {"phone": {"type": "string"}, "message": {"type": "string"}}),
])
def test_the_content_of_a_send_is_required(name, desc, props):
    tool = make_tool(name=name, description=desc,
                     parameters=obj(props, required=[n for n in props if n in ("to", "phone", "channel_id")]))
    found = [h for h in hits("required-id-optional", tool) if "sends" in h.message]
    assert len(found) == 1 and found[0].fix[0]["op"] == "add"


@pytest.mark.parametrize("name,props", [
    ("mail_send_email", {"to": {"type": "string"}, "body": {"type": "string"},
                         "html": {"type": "string"}}),
    ("mail_send_email", {"to": {"type": "string"}, "body": {"type": "string"},
                         "template_id": {"type": "string"}}),
    ("chat_post_message", {"channel": {"type": "string"}, "text": {"type": "string"},
                           "blocks": {"type": "array", "items": {"type": "object"}}}),
    ("messages_search", {"text": {"type": "string"}}),
    ("mail_get_message", {"message": {"type": "string"}}),
])
def test_alternatives_and_tools_that_do_not_send_stay_silent(name, props):
    tool = make_tool(name=name, description="Mail.", parameters=obj(props, required=[]))
    assert [h for h in hits("required-id-optional", tool) if "sends" in h.message] == []
