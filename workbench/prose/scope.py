"""Which tool a passage of a tool description is about: its own text, or another tool's.

Server descriptions often end with a section about the tools around this one:

    RELATED TOOLS:
    - manage_agent — manage the agent entity itself (create, update, delete, activate)
    - notes_delete: removes a note for good
    另请参阅 / 相关工具：
    - dataset_drop：删除整个数据集

What those lines say (deletes, at most 100 items, sends) is the other tool's effect or limit,
not this one's: the effect and prose rules read `own_text` instead of the whole description.
A section runs from its heading to the next heading or to a line that is neither a list entry
nor indented under one (a paragraph that takes the description up again). A list entry led
by the name of another tool is the other tool's, wherever it stands, when the tool set names
that tool (`others`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["own_text"]

# "RELATED TOOLS:", "Related tools", "See also:", "SEE ALSO", "Other tools:", "相关工具：",
# "另请参阅", "相关接口": a heading on a line of its own (markdown marks and a colon allowed)
_OTHER_TOOLS_HEADING = re.compile(
    r"^[ \t]*(?:#{1,6}[ \t]*)?(?:\*\*)?[ \t]*(?:related[ \t]+(?:tools?|functions?|commands?|endpoints?)|"
    r"see[ \t]+also|other[ \t]+tools|companion[ \t]+tools|sibling[ \t]+tools|"
    r"相关(?:工具|接口|函数|命令)|另请参[阅见]|其他工具|配套工具)[ \t]*(?:\*\*)?[ \t]*[:：]?[ \t]*(?:\*\*)?[ \t]*$",
    re.I)
# Any other heading ends the section: "USAGE EXAMPLES:", "**Workflow:**", "## Notes", "注意事项："
_HEADING = re.compile(r"^[ \t]*(?:#{1,6}[ \t]+\S.*|\*\*[^*\n]{1,60}\*\*[ \t]*[:：]?[ \t]*|"
                      r"[A-Z][A-Z0-9 _/&-]{2,60}[:：][ \t]*|[\u4e00-\u9fff]{2,12}[:：][ \t]*)$")
_ENTRY = re.compile(r"^[ \t]*(?:[-*•·]|\d{1,2}[.)、])[ \t]+")
# a list entry led by a tool name: "- manage_agent — ...", "* `notes_delete`: ...", "- dataset_drop：..."
_LED_BY_NAME = re.compile(r"^[ \t]*(?:[-*•·]|\d{1,2}[.)、])[ \t]+[`'\"*]*(?P<name>[A-Za-z][\w.-]{1,80})"
                          r"[`'\"*]*[ \t]*(?:[(（][^)）\n]{0,40}[)）][ \t]*)?(?:—|–|--|-|:|：)")


_LED_BY_NAME_ANY = re.compile(_LED_BY_NAME.pattern, re.M)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def own_text(text: str, own_name: str = "", is_tool: Callable[[str], bool] | None = None) -> str:
    """`text` with the passages about other tools blanked (each such line becomes empty, so
    line numbers and the rest stay as written): the sections under a "RELATED TOOLS" / "See
    also" / "相关工具" heading, and list entries led by a name `is_tool` says is a tool of the
    set (never `own_name`). The text itself when it has neither."""
    if not text:
        return text
    low = text.lower()
    if not (("related" in low or "see also" in low or "other tools" in low or "companion" in low
             or "sibling" in low or "相关" in text or "参阅" in text or "参见" in text
             or "其他工具" in text or "配套工具" in text)
            or (is_tool is not None and _LED_BY_NAME_ANY.search(text))):
        return text
    lines = text.split("\n")
    out: list[str] = []
    in_section = False
    entry_indent = -1
    for line in lines:
        stripped = line.strip()
        if _OTHER_TOOLS_HEADING.match(line):
            in_section, entry_indent = True, -1
            out.append("")
            continue
        if in_section:
            if not stripped:
                out.append(line)
                continue
            if _HEADING.match(line) and not _ENTRY.match(line):
                in_section = False  # the next section is this tool's again
            elif _ENTRY.match(line):
                entry_indent = _indent(line)
                out.append("")
                continue
            elif entry_indent >= 0 and _indent(line) > entry_indent:
                out.append("")  # an entry's continuation line
                continue
            else:
                in_section = False  # a paragraph that takes the description up again
        if is_tool is not None:
            m = _LED_BY_NAME.match(line)
            if m and m.group("name") != own_name and is_tool(m.group("name")):
                out.append("")
                continue
        out.append(line)
    return "\n".join(out)


# "- delete_blocks: Permanently delete 1–100 blocks", "• priority (int): 1-5", "* `mode` — ..."
_ENTRY_HEAD = re.compile(r"^[ \t]*(?:[-*•·]|\d{1,2}[.)、])[ \t]+[`'\"*]*(?P<name>[A-Za-z_][\w.-]{0,80})"
                         r"[`'\"*]*[ \t]*(?:[(（][^)）\n]{0,40}[)）][ \t]*)?(?:—|–|--|:|：|=)", re.M)


def entry_head(text: str, sentence: str) -> str | None:
    """The name leading the list entry of `text` that holds `sentence` ("- delete_blocks:
    Permanently delete 1–100 blocks in one call." holds "1–100 blocks"): what the sentence is
    about, when it is not the text as a whole. None when the sentence stands outside an entry
    or cannot be found."""
    if not text or not sentence:
        return None
    at = text.find(sentence.strip()[:40])
    if at < 0:
        return None
    line_start = text.rfind("\n", 0, at) + 1
    m = _ENTRY_HEAD.match(text, line_start)
    return m.group("name") if m else None
