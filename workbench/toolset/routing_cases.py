"""`workbench.suggest_routing_cases(tools)`: draft routing cases from what the descriptions say
about when to use a tool and when not to, for a person to review.

    "Use it when the customer asks about several orders"  -> ("asks about several orders", this tool)
    "当用户询问订单进度时使用"                               -> ("询问订单进度", this tool)
    "Do not use it to cancel anything (use order_cancel)" -> ("cancel anything", order_cancel)
    "用户确认要预订时改用 hotel_create_booking"              -> ("确认要预订", hotel_create_booking)

A "do not use" sentence that names no other tool gives a case whose expected tool is None (the
request should not reach this tool; the reviewer fills in the right one). Each draft carries its
source sentence in `source`.
"""

from __future__ import annotations

import re
from typing import Any

from workbench.loading import as_toolset
from workbench.toolset.routing import RoutingCase
from workbench.toolset.terms import IDENTIFIER

_SENTENCES = re.compile(r"[^.;!?。；！？\n]+")
_USE_EN = re.compile(r"\b(?:use (?:it|this(?: tool| function)?)|call (?:it|this))\s+(?:only\s+)?"
                     r"(?:when|if|for|to)\s+(.+)", re.I)
_WHEN_EN = re.compile(r"\bwhen (?:the |a )?(?:user|customer|caller|patient|employee)s? "
                      r"((?:asks?|wants?|needs?|says?|requests?)\b.+)", re.I)
_NOT_EN = re.compile(r"\b(?:do not|don't|never) use (?:it|this(?: tool| function)?)\s+"
                     r"(?:for|to|when|if)\s+([^(]+)", re.I)
_NOT_FOR_EN = re.compile(r"^\s*not for\s+([^(]+)", re.I)
_USE_ZH = re.compile(r"(?:当|在)?(?:用户|客户|患者|员工)?([^，,]{2,40}?)时(?:使用|调用|用)")
_NOT_ZH = re.compile(r"不要用于([^（(]{2,40})|不适用于([^（(]{2,40})")
_REDIRECT_ZH = re.compile(r"(?:用户)?([^，,]{2,40}?)(?:时)?(?:请用|改用|请使用)")
# "If the user wants to cancel, use order_cancel instead": the condition belongs to the other tool.
_REDIRECT_EN = r"[,;:]?\s*(?:then\s+|please\s+)?(?:use|call|try)\s+[`'\"]?{name}\b.*$"


def suggest_routing_cases(tools: Any) -> list[RoutingCase]:
    """Draft routing cases from the "use when" / "do not use" sentences of the descriptions
    (English and Chinese). Review them before use: the request texts are the descriptions'
    conditions, not real user wording."""
    toolset = as_toolset(tools)
    names = set(toolset.names())
    drafts: list[RoutingCase] = []
    seen: set[tuple[str, str | None]] = set()

    def add(request: str, expected: str | None, tool: str, sentence: str) -> None:
        request = request.strip(" ,，:：\"'“”")
        if len(request) < 2 or (request, expected) in seen:
            return
        seen.add((request, expected))
        drafts.append(RoutingCase(request, expected, None, f"{tool}: {sentence.strip()}"))

    for tool in toolset:
        desc = tool.description if isinstance(tool.description, str) else ""
        for sentence in _SENTENCES.findall(desc):
            other = next((m.group(1) for m in IDENTIFIER.finditer(sentence)
                          if m.group(1) in names and m.group(1) != tool.name), None)
            for pattern in (_NOT_EN, _NOT_FOR_EN, _NOT_ZH):
                m = pattern.search(sentence)
                if m:
                    add(IDENTIFIER.sub("", next(g for g in m.groups() if g)), other, tool.name,
                        sentence)
                    break
            else:
                redirect = _REDIRECT_ZH.search(sentence)
                if redirect and other:
                    add(redirect.group(1), other, tool.name, sentence)
                    continue
                to = re.compile(_REDIRECT_EN.format(name=re.escape(other)), re.I) if other else None
                for pattern in (_USE_EN, _WHEN_EN, _USE_ZH):
                    m = pattern.search(sentence)
                    if m:
                        request: str = m.group(1)
                        expected: str | None = tool.name
                        if to is not None and to.search(request):
                            request, expected = to.sub("", request), other
                        add(request, expected, tool.name, sentence)
                        break
    return drafts
