"""Who receives a send, left to an empty default: `recipient-defaults-empty`.

A generated schema turns `def send_message(msg, who=None)` into an optional `who` with
`"default": null`. The model may leave it out, and the message goes wherever the executor
sends by default (the chat that happens to be open, the last contact), which nobody said.
Reviewers of real tool sets (a WeChat automation server's `send_*` tools) called it the real
risk of those tools.

Decisions:
- A send tool (its name's verb sends, mails, messages, posts, invites...; not a draft or a
  template) whose recipient is optional with the default null or "": a parameter named as one
  (`to`, `recipient`, `receiver`, `who`), or whose own text or the tool text's gloss of it says
  it is the recipient ("who 为接收人名称", "The chat to send to").
- Silent where any text says what leaving it out does ("不填则发送给当前聊天", "defaults to the
  open chat", "If omitted, ..."); a recipient with no default at all is `required-id-optional`'s.
- No fix: whether omission is allowed is the author's; the message asks for one of the two.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.optional_facts import optional_by_text
from workbench.linter.rules.required_facts import ID_SEND_VERBS, RECIPIENT_NAMES, UNSENT
from workbench.linter.rules.security import RECIPIENT_TEXT
from workbench.linter.rules.told_inputs import inline_gloss
from workbench.model import Tool
from workbench.schema.walk import SchemaNode
from workbench.text import has_cjk, snake_name, split_name

# the text says where a send with no recipient goes
_WHERE_WITHOUT = re.compile(r"当前(?:聊天|窗口|会话|对话)|默认(?:发送)?(?:给|到|至)|"
                            r"不(?:填|传|指定)[^。；]{0,12}(?:发送|发给|则)|"
                            r"\b(?:current|open|active) (?:chat|window|conversation)\b|"
                            r"\b(?:if|when) (?:omitted|not (?:given|set|provided))\b", re.I)


def _recipient(ctx: ToolContext, node: SchemaNode) -> bool:
    name = snake_name(node.name)
    if name in RECIPIENT_NAMES:
        return True
    text = node.description or inline_gloss(ctx, node)
    return bool(text) and RECIPIENT_TEXT.search(text) is not None


@rule("recipient-defaults-empty", category="required", severity="warning",
      summary="Who receives a send (`to`, `who`, 接收人) is optional with the default null or \"\": "
              "a call without it goes wherever the executor sends by default. Require it, or say "
              "where a call without it goes.",
      bad=Example.of(name="send_message", description="发送文本消息。who 为接收人名称。",
                     properties={"msg": {"type": "string", "description": "消息内容。"},
                                 "who": {"type": "string", "default": None}}),
      good=[Example.of(name="send_message", description="发送文本消息。who 为接收人名称。",
                       parameters={"type": "object", "required": ["msg", "who"], "properties": {
                           "msg": {"type": "string", "description": "消息内容。"},
                           "who": {"type": "string", "description": "接收人名称，例如 文件传输助手。"}}}),
            Example.of(name="send_message", description="Send a text message.",
                       properties={"msg": {"type": "string", "description": "The text."},
                                   "who": {"type": "string", "default": None,
                                           "description": "Recipient's name; if omitted, the "
                                                          "message goes to the open chat."}})],
      rationale="A send's recipient decides who reads the message; a null default hides where a "
                "call without it goes (the chat that happens to be open), which the model cannot "
                "see.")
def check_recipient_defaults_empty(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    tokens = set(split_name(tool.name))
    if not tokens & ID_SEND_VERBS or tokens & UNSENT or ctx.index.root is None:
        return
    required = ctx.index.root.schema.get("required")
    required = set(required) if isinstance(required, list) else set()
    names = [n.name for n in ctx.index.top_level_properties() if n.name]
    for node in ctx.index.top_level_properties():
        name = node.name or ""
        schema = node.schema
        if name in required or "default" not in schema or schema["default"] not in (None, "") \
                or not _recipient(ctx, node):
            continue
        if optional_by_text(ctx, name, schema, [o for o in names if o != name]) \
                or _WHERE_WITHOUT.search(f"{node.description} {ctx.description}"):
            continue
        shown = "null" if schema["default"] is None else '""'
        if has_cjk(ctx.description):
            message = (f"`{name}` 是 `{tool.name}` 的接收方，却是可选的（默认 {shown}）：没有说明不传时"
                       "发给谁。请把它列入 `required`，或写明不传时发到哪里。")
        else:
            message = (f"`{name}` is who receives what `{tool.name}` sends, yet it is optional with "
                       f"the default {shown}: no text says where a call without it goes. Add it to "
                       "`required`, or say where it goes.")
        yield Hit(node.pointer, message)
