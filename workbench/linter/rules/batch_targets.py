"""`array-unbounded`: a list whose every element receives a write tool's destructive or external
effect, read by the list's meaning rather than its name alone (see
`workbench/linter/rules/array_bounds.py`).

A list is the targets of the effect when
- its own word is an object of the tool's name (`ips` of `soc_block_ip_addresses`, `hosts` of
  `fw_isolate_host`), or
- the tool's text applies the effect to each of the list's elements ("notifies the contact of
  every stop", 短信通知每个站点的联系人 with `stops` described as 回收站点).
and the effect reaches other people or running systems: it blocks, drops, isolates, disables or
notifies. Creating, editing or deleting entries (a memory graph's `entities`, a file's `edits`)
keeps today's reading in `array_bounds.py`, as does a list that filters or configures.
"""

from __future__ import annotations

import re

from workbench.linter.context import ToolContext
from workbench.schema.walk import SchemaNode
from workbench.text import clauses, split_name

# Effects on each element that outlast the call, besides deleting, sending and charging.
_EXTERNAL = re.compile(r"\b(?:block|deny|denies|drop|disconnect|ban|blacklist|quarantin|isolat|"
                       r"suspend|disabl|shut|kill|terminat|evict|notif|e-?mail|messag|sends?\b|"
                       r"sms)\w*|封禁|拉黑|屏蔽|断开|隔离|停用|禁用|冻结|短信|通知|推送", re.I)
_EACH_EN = re.compile(r"\b(?:each|every)\s+(\w+)", re.I)
_EACH_ZH = re.compile(r"(?:每个|每一个|每位|每一位|各个|每条|每一条)([\u4e00-\u9fff]{2})")


def acts_on_each(ctx: ToolContext, node: SchemaNode) -> bool:
    """Is `node` the list of things the tool's external effect is applied to: its word in a tool
    name whose verb is that effect (`soc_block_ip_addresses` and `ips`), or the tool text's
    "each/every <element>" in the clause that states the effect (短信通知每个站点的联系人)?"""
    words = split_name(node.name)
    if not words:
        return False
    stem = words[-1].lower().rstrip("s")
    tokens = {t.rstrip("s") for t in ctx.name_tokens}
    # the effect is the name's verb (`block` in `soc_block_ip_addresses`), not a noun of it
    # (`block` in `API-patch-block-children`); a verb the reader does not know counts by place
    verb = ctx.name_verb.verb or next((t for t in ctx.name_tokens if _EXTERNAL.fullmatch(t)), None)
    if len(words) == 1 and len(stem) >= 2 and stem in tokens and verb \
            and _EXTERNAL.fullmatch(verb):
        return True
    for clause in clauses(ctx.description):
        if not _EXTERNAL.search(clause):
            continue
        if any(m.group(1).lower().rstrip("s") == stem for m in _EACH_EN.finditer(clause)):
            return True
        if node.description and any(m.group(1) in node.description for m in _EACH_ZH.finditer(clause)):
            return True
    return False
