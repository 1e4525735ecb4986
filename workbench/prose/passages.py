"""What a tool description says about each of its parameters: the entry of its parameter block.

Tool descriptions generated from docstrings document parameters in a block ("Args:",
"Parameters:", "### 参数说明", "参数："), one entry per parameter:

    Args:
        max_price: 最高价格（元）。可选
        location: 必选，LocationID 或 经度,纬度，示例: "101010100"
                  也支持传入城市名
    - start_time: 起始时间，Unix 时间戳（毫秒）
    - timeout (int): seconds to wait
    @param count 采样数量限制（1-50，默认 10）
    :param int count: how many to sample

An entry starts a line with the parameter's name (a list bullet, backticks and a parenthesised
type allowed) followed by a colon, and runs on over the lines indented deeper than it, up to the
next entry or a shallower line. Docstring tags (JSDoc/Javadoc `@param [{type}] name text`, reST
`:param [type] name: text`) are entries too: the tools generated from them carry the block in
their description. For the model that entry IS the parameter's description: the
unit, format and description rules read it as such (`ToolContext.parameter_passages`), and a
limit or value list the tool text states outside it (an SQL `LIMIT` in a syntax guide) is not the
parameter's own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["parameter_passages"]

# "参数 date：可选，格式 MM-DD", "Parameter id_number: 18 digits": an entry may name itself a parameter
_ENTRY = re.compile(r"^(?P<indent>[ \t]*)(?:[-*•·]\s*)?(?:(?:参数|Param(?:eter)?|Arg(?:ument)?)\s*)?"
                    r"[`'\"]?(?P<name>[A-Za-z_][\w.\-]*)[`'\"]?\s*"
                    r"(?P<more>(?:(?:/|、|,|，|&)\s*[`'\"]?[A-Za-z_][\w.\-]*[`'\"]?\s*){0,5})"
                    r"(?:[(（][^)）\n]{0,40}[)）]\s*)?[:：]\s?(?P<text>.*)$")
# The names an entry shares its text with ("- start_time / end_time：毫秒级时间戳", "page、size：分页")
_MORE_NAMES = re.compile(r"[A-Za-z_][\w.\-]*")

# "@param count 采样数量限制（1-50）", "@param {number} count - how many", ":param int count: how many"
_TAG_ENTRY = re.compile(r"^(?P<indent>[ \t]*)(?:[-*•·]\s*)?(?:@(?:param|arg|argument)(?:\s+\{[^}\n]{0,40}\})?"
                        r"\s+\[?(?P<name>[A-Za-z_][\w.\-]*)\]?(?:\s*[-:：]\s*|\s+)"
                        r"|:param(?:\s+[\w\[\], ]{1,30}?)?\s+(?P<rname>[A-Za-z_][\w.\-]*)\s*:\s*)(?P<text>.*)$")


def _entry(line: str) -> tuple[re.Match[str], tuple[str, ...]] | None:
    """The entry a line starts and the parameters it names, in either form: one, or several
    sharing one text ("start_time / end_time：毫秒级时间戳")."""
    m = _ENTRY.match(line)
    if m:
        return m, (m.group("name"), *_MORE_NAMES.findall(m.group("more") or ""))
    t = _TAG_ENTRY.match(line)
    return (t, (t.group("name") or t.group("rname"),)) if t else None


def line_indent(line: str) -> int:
    """How many spaces and tabs lead `line` (the depth of a list entry or a section)."""
    return len(line) - len(line.lstrip(" \t"))


def parameter_passages(text: str, names: Sequence[str], *, shared: bool = False) -> dict[str, str]:
    """{name: the text of its entry} for each of `names` the description documents in an entry
    of its own (first entry wins; continuation lines joined with a newline). Names without one
    are absent. With `shared`, an entry several names share ("start_time / end_time：毫秒级时间
    戳") is each one's too: what it says of their kind (a unit, a form) holds for each, but a
    number in it may be the group's ("起止差不能超过 7 天"), so the bound readers leave it out."""
    if not text or not names:
        return {}
    wanted = {n for n in names if isinstance(n, str) and n}
    lines = text.splitlines()
    out: dict[str, str] = {}
    i = 0
    while i < len(lines):
        found = _entry(lines[i])
        # a shared entry counts only when every name it lists is a parameter: "status / label:"
        # in a results block names fields of the answer
        if not found or not wanted.issuperset(found[1]) or all(n in out for n in found[1]) \
                or (len(found[1]) > 1 and not shared):
            i += 1
            continue
        m, entry_names = found
        depth = len(m.group("indent"))
        parts = [m.group("text").strip()]
        j = i + 1
        while j < len(lines):
            line = lines[j]
            if not line.strip() or line_indent(line) <= depth:
                break
            nested = _entry(line)
            if nested and wanted.issuperset(nested[1]) and (shared or len(nested[1]) == 1):
                break  # the next parameter's entry, indented under a heading
            parts.append(line.strip())
            j += 1
        for name in entry_names:
            out.setdefault(name, "\n".join(p for p in parts if p))
        i = j
    return out
