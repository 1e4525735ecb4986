"""A tool description that promises a fixed number of results ("Return the 20 most recent
pipeline runs", "返回最近 10 条记录") beside a count parameter (`limit`, `max_results`,
`page_size`, …) whose default says another number ("Defaults to 50", `default: 50`): the model
reads the first and omits the parameter, and gets the second. Read by `description-default-mismatch`
(`workbench/linter/rules/param_defaults.py`).

Only an exact count in the opening sentence is read (what one call returns), and only against a
default the schema or the parameter's own text states; "up to 20" beside a default of 20 agrees,
and a count in a condition ("if more than 20 …") is no promise.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.linter.catalogue import Hit
from workbench.linter.context import ToolContext
from workbench.schema.walk import SchemaNode
from workbench.text import split_name

# "the 20 most recent", "the latest 20", "the first 20", "returns 20 runs", "最近 20 条", "前 10 个"
_COUNT_EN = re.compile(r"\b(?:returns?|lists?|shows?|fetch(?:es)?|gets?)\s+(?:up to\s+|at most\s+)?"
                       r"(?:the\s+)?(?:(?:most\s+recent|latest|newest|last|first|top)\s+)?(?P<a>\d{1,4})"
                       r"\s+(?:most\s+recent\s+|latest\s+|newest\s+)?[a-z]"
                       r"|\bthe\s+(?P<b>\d{1,4})\s+(?:most\s+recent|latest|newest|last|first)\b"
                       r"|\bthe\s+(?:most\s+recent|latest|newest|last|first|top)\s+(?P<c>\d{1,4})\b", re.I)
_COUNT_ZH = re.compile(r"(?:返回|列出|显示|获取|查询)(?:最近|最新|最后|前)?\s*(?P<d>\d{1,4})\s*(?:条|个|项|笔|次)|"
                       r"(?:最近|最新|前)\s*(?P<e>\d{1,4})\s*(?:条|个|项|笔|次)")
_DEFAULT_MARK = re.compile(r"default|默认", re.I)
_CONDITION = re.compile(r"\b(?:if|when|unless|more than|fewer than|over|above|below)\b|如果|若|超过|多于|少于",
                        re.I)
_COUNT_WORDS = frozenset({"limit", "count", "size", "top", "max", "maximum", "results", "num", "number",
                          "per", "page", "n", "k"})
_DEFAULT_SAID = re.compile(r"\b(?:defaults?\s+(?:is\s+|to\s+|of\s+|:\s*)|default\s*[:=]\s*|\(default\s+)"
                           r"(?P<en>\d{1,4})(?!\d|\.\d)|默认(?:值)?(?:为|是|[:：])?\s*(?P<zh>\d{1,4})(?!\d|\.\d)", re.I)


def _count_param(ctx: ToolContext) -> SchemaNode | None:
    nodes = [n for n in ctx.index.top_level_properties() if n.name and "integer" in n.non_null_types
             and (set(split_name(n.name)) & {"limit", "count", "top", "size"}
                  or set(split_name(n.name)) <= _COUNT_WORDS)]
    return nodes[0] if len(nodes) == 1 else None


def _default_of(node: SchemaNode) -> int | None:
    """The count parameter's one default; None when the schema and its own text disagree (the
    parameter rules report that) or neither states one."""
    have = node.schema.get("default")
    m = _DEFAULT_SAID.search(node.description or "")
    said = int(m.group("en") or m.group("zh")) if m else None
    if isinstance(have, int) and not isinstance(have, bool):
        return have if said in (None, have) else None
    return said


def fixed_count_conflicts(ctx: ToolContext) -> Iterator[Hit]:
    """The hit for a fixed count in the opening sentence that the count parameter's default
    contradicts."""
    text = ctx.description.strip()
    if not text or not any(c.isdigit() for c in text[:200]):
        return
    first = re.split(r"(?<=[.。!！?？;；])\s+|(?<=[。；])|\n", text, maxsplit=1)[0]
    m = _COUNT_EN.search(first) or (None if first.isascii() else _COUNT_ZH.search(first))
    if m is None or _CONDITION.search(first[:m.start()]) or _DEFAULT_MARK.search(first):
        return  # "Returns 10 rows by default (`limit`)": the tool-text default reading has it
    said = int(next(g for g in m.groups() if g))
    node = _count_param(ctx)
    if node is None:
        return
    have = _default_of(node)
    if have is None or have == said:
        return
    yield Hit(node.pointer, f"The tool description promises {said} results (\"{first.strip()[:90]}\"), "
                            f"but `{node.name}` defaults to {have}: make them agree, or say in the "
                            f"description that `{node.name}` sets the number.")
