"""Facts about parameters that several rule modules share: which keywords a schema has, what the
loader already reported, what the prose states, and which names count things.

Where a description states a constraint, the `nl-constraint` rules (`prose_rules.py`) report it
with the value in the fix, and the structural rules stay silent on that parameter (`stated`), so
one defect gives one finding.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from workbench.linter.context import ToolContext
from workbench.model import Tool
from workbench.prose import ProseConstraint, extract
from workbench.schema.walk import SchemaNode
from workbench.text import contains_any, split_name


def has_any(schema: Mapping[str, Any], *keys: str) -> bool:
    """Whether the schema has any of these keywords."""
    return not schema.keys().isdisjoint(keys)  # one C-level pass instead of a generator


def noted(tool: Tool, pointer: str) -> bool:
    """The loader already reported a construct here (BFCL `any`, `float`...): do not double it."""
    return any(n.path == pointer for n in tool.notes)


def prose(node: SchemaNode) -> tuple[ProseConstraint, ...]:
    """The constraints a parameter's own description states."""
    return extract(node.description) if node.description else ()


def stated(ctx: ToolContext, node: SchemaNode, kinds: frozenset[str]) -> bool:
    """Whether prose (its own description or the tool's) states a constraint of these kinds for
    this parameter: then the nl-constraint rules report it and the structural rules stay silent."""
    return any(n is node and c.kind in kinds for n, c, _ in ctx.stated_constraints)


_COUNT_LAST = frozenset({"count", "limit", "offset", "quantity", "qty", "page", "retries",
                         "attempts", "skip", "take", "topk", "pages"})
_COUNT_ALONE = frozenset({"n", "k"})  # counts only as the whole name (`num` is any number)
_SIZE_FIRST = frozenset({"page", "batch", "chunk", "per"})
_NUM_PREFIX = ("num", "number", "max", "min", "top")
_NOT_COUNT = frozenset({"token", "cursor", "url", "name", "id", "title", "path", "key", "link",
                        "type", "range", "ids", "text", "query", "content", "string"})
_COUNT_ZH = ("件数", "个数", "数量", "页码", "页数", "次数", "条数")


def count_like(name: str | None) -> bool:
    """Names whose value is a whole number of things: count, page, limit, page_size, num_x."""
    t = split_name(name)
    if not t or _NOT_COUNT.intersection(t):
        return name is not None and contains_any(name, _COUNT_ZH)
    if t[-1] in _COUNT_LAST or (t[-1] == "size" and len(t) > 1 and t[-2] in _SIZE_FIRST) \
            or (len(t) == 1 and t[0] in _COUNT_ALONE) or t[-2:] in (("page", "num"), ("page", "no")):
        return True
    if len(t) > 1 and t[0] in _NUM_PREFIX and t[1] in ("of", "results", "items", "rows",
                                                       "records", "pages", "entries", "retries"):
        return True
    return t == ("top", "k") or contains_any(name, _COUNT_ZH)  # type: ignore[arg-type]


