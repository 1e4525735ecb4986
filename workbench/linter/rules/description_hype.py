"""`description`: a description that sells instead of saying what the tool does.

"The most powerful AI-ready analytics engine! Unlock game-changing insights ... 🚀" on
`bi_get_kpi_summary(metric, period, region)` tells the model nothing it can choose by: not what
comes back, not when to call it, not that it only reads. `description-too-short` counts words;
these have plenty. A careful reader sees superlatives and slogans where the object and the
result should be, and none of the words the tool's own name and parameters use.

Not reported: one promotional word in a description that also says what the tool returns and
names its inputs or object ("A powerful search over your Notion pages: returns titles and
URLs").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Example, Hit, rule
from workbench.linter.context import ToolContext
from workbench.linter.rules.prose_facts import quote
from workbench.model import Tool
from workbench.text import split_name

_HYPE = re.compile(
    r"\bmost (?:powerful|advanced|comprehensive|intelligent)\b|\bgame[- ]chang\w*|\bblazing(?:ly)?"
    r"[- ]fast\b|\benterprise[- ]grade\b|\bcutting[- ]edge\b|\brevolutionar\w*|\bworld[- ]class\b|"
    r"\bnext[- ]gen(?:eration)?\b|\bstate[- ]of[- ]the[- ]art\b|\bunlock\w*|\bsupercharg\w*|"
    r"\bbest[- ]in[- ]class\b|\bultimate\b|\bai[- ](?:ready|powered|driven)\b|\bseamless\w*|"
    r"\bunleash\w*|\bmagic(?:al)?\b|\blightning[- ]fast\b|\bindustry[- ]leading\b|"
    r"\bpowerful\b|\bamazing\b|\bincredibl\w*|[🚀✨🔥💥⚡]|"
    # a claim of fame or ease in place of the act: "The smartest way to ...", "trusted by 500+
    # buildings", "Powered by our ... engine", 深受上千家企业信赖
    r"\bthe (?:smartest|easiest|simplest|fastest|best) way\b|\btrusted by\b|\bpowered by (?:our|the)\b|"
    r"\b(?:loved|used) by (?:\d|thousands|millions)|深受[^，。！]{0,12}?(?:信赖|喜爱)|最(?:聪明|智能|省心)|"
    r"最强大?|颠覆性?|革命性|极速|一站式|业界领先|全球领先|行业领先|赋能|黑科技|史上最|顶级|超强|"
    r"秒级洞察|智能化引擎")
# Cheap substrings one of which every slogan above contains: most descriptions have none.
_GATE = re.compile("most powerful|most advanced|most comprehensive|most intelligent|game|blazing|"
                   "enterprise|cutting|revolution|world|next.gen|state.of|unlock|supercharg|"
                   "ultimate|ai[- ]|seamless|unleash|magic|lightning|leading|powerful|amazing|"
                   "incredibl|best.in|[🚀✨🔥💥⚡]|最|颠覆|革命|极速|一站式|领先|赋能|黑科技|顶级|超强|洞察|"
                   "智能化|way|trusted|powered|loved|used by|深受")


def _own_words(tool: Tool, ctx: ToolContext) -> set[str]:
    """Words of the tool's name and parameter names (at least 4 letters): what the tool acts on."""
    out = {t for t in ctx.name_tokens if len(t) >= 4}
    for node in ctx.index.top_level_properties():
        out |= {t for t in split_name(node.name) if len(t) >= 4}
    return out


@rule("description-marketing", category="description", severity="warning",
      summary="A description made of slogans (\"the most powerful AI-ready engine! 🚀\", "
              "\"颠覆性的一站式平台\") instead of what the tool does, returns and when to use it.",
      bad=Example.of(name="crm_get_pipeline", description="The ultimate AI-powered revenue "
                     "engine! Unlock game-changing growth. 🚀", properties={
                         "team": {"type": "string"}}),
      good=[Example.of(name="crm_get_pipeline", description="Returns the open deals of one sales "
                       "team by stage, with amounts. Read-only.", properties={
                           "team": {"type": "string"}}),
            Example.of(name="notion_search_pages", description="A powerful search over Notion "
                       "pages: returns titles and URLs of pages matching the query.",
                       properties={"query": {"type": "string"}})],
      rationale="The description is how the model chooses a tool and fills its inputs; "
                "promotional words give it nothing to choose by "
                "(https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/implement-tool-use"
                "#best-practices-for-tool-definitions).")
def check_description_marketing(tool: Tool, ctx: ToolContext) -> Iterator[Hit]:
    desc = ctx.description
    if not desc:
        return
    low = desc.lower()
    if any(w in low for w in _own_words(tool, ctx)):
        return  # it names what it acts on or takes (most descriptions do): no slogan-only text
    if _GATE.search(low) is None or len(_HYPE.findall(low)) < 2:
        return
    yield Hit("", f"The description of {tool.name!r} is promotion (\"{quote(desc, 70)}\"): say "
                  "what the tool does, what it returns and when to use it, in the words of its "
                  "object and parameters.")
