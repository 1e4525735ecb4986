"""`array-unbounded`: a list whose every element receives a write tool's destructive or external
effect, read by the list's meaning rather than its name alone (see
`workbench/linter/rules/bounds.py`).

A list is the targets of the effect when
- its own word is an object of the tool's name (`ips` of `soc_block_ip_addresses`, `hosts` of
  `fw_isolate_host`), or
- the tool's text applies the effect to each of the list's elements ("notifies the contact of
  every stop", 短信通知每个站点的联系人 with `stops` described as 回收站点).
and the effect reaches other people or running systems: it blocks, drops, isolates, disables or
notifies. Creating, editing or deleting entries (a memory graph's `entities`, a file's `edits`)
keeps today's reading in `bounds.py`, as does a list that filters or configures.
"""

from __future__ import annotations

import re

from workbench.linter.context import ToolContext
from workbench.schema.walk import SchemaNode
from workbench.text import split_name

# Effects on each element that outlast the call, besides deleting, sending and charging.
_EXTERNAL = re.compile(r"\b(?:block|deny|denies|drop|disconnect|ban|blacklist|quarantin|isolat|"
                       r"suspend|disabl|shut|kill|terminat|evict|notif|e-?mail|messag|sends?\b|"
                       r"sms)\w*|封禁|拉黑|屏蔽|断开|隔离|停用|禁用|冻结|短信|通知|推送", re.I)
_EACH_EN = re.compile(r"\b(?:each|every)\s+(\w+)", re.I)
_EACH_ZH = re.compile(r"(?:每个|每一个|每位|每一位|各个|每条|每一条)([\u4e00-\u9fff]{2})")


def external_effect(ctx: ToolContext) -> bool:
    """The name or description says the write blocks, drops, isolates, disables or notifies."""
    return _EXTERNAL.search(f"{' '.join(ctx.name_tokens)} {ctx.description}") is not None


def acts_on_each(ctx: ToolContext, node: SchemaNode) -> bool:
    """Is `node` the list of things the tool's effect is applied to, by its word in the tool
    name or by the tool text's "each/every <element>"?"""
    words = split_name(node.name)
    if not words:
        return False
    stem = words[-1].lower().rstrip("s")
    if len(words) == 1 and len(stem) >= 2 and stem in {t.rstrip("s") for t in ctx.name_tokens}:
        return True
    desc = ctx.description
    for m in _EACH_EN.finditer(desc):
        if m.group(1).lower().rstrip("s") == stem:
            return True
    return any(m.group(1) in node.description for m in _EACH_ZH.finditer(desc))
